//! The components as JSON: the 32 cards, both Action Summaries, the map, the rulings, the
//! Special Card Summary notes and what we reconstructed.

use serde_json::{json, Value};

use super::balance::{MEASURED, METHOD};
use super::cards::{CardId, SPECIAL_NOTES};
use super::map::FORWARD;
use super::rulings::RULINGS;
use super::summary::{Summary, BOND, ENEMY};
use super::view::board;

fn summary_json(s: &Summary) -> Value {
    json!({
        "side": s.side,
        "movement": (2..=12u8).map(|t| json!({ "total": t, "spaces": s.spaces(t) })).collect::<Vec<_>>(),
        "rows": s.rows.iter().map(|r| json!({
            "action": r.action,
            "label": r.label,
            "range": r.range,
            "white": [r.white.0, r.white.1],
            "gray": if r.white.1 >= 12 { Value::Null } else { json!([r.white.1 + 1, 12]) },
            "on_white": r.on_white.text(),
            "on_gray": r.on_gray.text(),
        })).collect::<Vec<_>>(),
    })
}

pub fn content() -> Value {
    let cards: Vec<Value> = CardId::all()
        .map(|c| {
            let d = c.def();
            json!({
                "id": c,
                "name": d.name,
                "side": d.side,
                "kind": d.kind.group(),
                "detail": d.kind,
                "effect": d.effect,
            })
        })
        .collect();
    let b = board();
    json!({
        "board": { "width": b.width, "height": b.height, "unit": "tenths of an inch" },
        "forward": {
            "max_turn_deg": FORWARD.max_turn_deg,
            "manoeuvre_max_turn_deg": FORWARD.special_max_turn_deg,
        },
        "map": { "spaces": b.spaces, "lines": b.lines },
        "cards": cards,
        "summaries": { "bond": summary_json(&BOND), "enemy": summary_json(&ENEMY) },
        "special_card_summary": SPECIAL_NOTES.iter().map(|(t, n)| json!({ "card": t, "note": n })).collect::<Vec<_>>(),
        "rulings": RULINGS.iter().map(|(t, r)| json!({ "title": t, "text": r })).collect::<Vec<_>>(),
        "balance": { "measured": MEASURED, "method": METHOD },
        "reconstructed": [
            "Both Action Summaries (movement lines and every white and gray area) are our own.",
            "The 32 cards, their names, sides and effects, and the Special Card Summary notes are our own.",
            "The map, its lines and the start spaces are our own design, not the printed board.",
            "How a card improves an action: it widens the white area of that roll.",
        ],
    })
}
