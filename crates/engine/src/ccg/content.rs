//! The components as data: the card pool legal in the rule set, the prebuilt decks, each
//! card's effects in plain words and our rulings.

use serde_json::{json, Value};

use super::card::Variant;
use super::rulings::RULINGS;

pub fn content(variant: Variant) -> Value {
    let mut v = super::decks::content_json(variant);
    v["rulings"] = RULINGS
        .iter()
        .map(|(t, r)| json!({ "title": t, "ruling": r }))
        .collect();
    v["effects"] = super::pool::legal_in(variant)
        .filter(|c| !c.effects.is_empty())
        .map(|c| {
            json!({
                "id": c.id,
                "effects": c.effects.iter().map(|e| json!({
                    "timing": e.timing, "target": e.target, "op": e.op, "text": e.op.describe(),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    v
}
