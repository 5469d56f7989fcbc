//! The components as data: the card pool, the sample decks and our rulings.

use serde_json::{json, Value};

use super::card::Variant;
use super::rulings::RULINGS;

pub fn content(variant: Variant) -> Value {
    json!({
        "variant": variant,
        "cards": super::all_cards().iter().filter(|c| c.variants.allows(variant)).map(|c| json!({
            "id": c.id,
            "name": c.name,
            "type": c.ctype,
            "film": c.film.title(),
            "pv": c.pv,
            "cv": c.cv,
            "provides": c.provides,
            "requires": c.requires,
            "bullets": c.bullets,
            "unique": c.is_unique(variant),
            "ally": c.ally,
            "agent": c.agent_group,
            "vehicle": c.vehicle,
            "variants": c.variants,
            "effects": c.effects.iter().map(|e| json!({
                "timing": e.timing, "target": e.target, "op": e.op, "text": e.op.describe(),
            })).collect::<Vec<_>>(),
            "text": c.text,
        })).collect::<Vec<_>>(),
        "decks": [super::sample_deck(variant)],
        "rulings": RULINGS.iter().map(|(t, r)| json!({ "title": t, "ruling": r })).collect::<Vec<_>>(),
        "reconstructed": [
            "No card list survives: every card, its numbers beyond those the rulebooks state, and its text are our design.",
        ],
    })
}
