//! The components as JSON: the map, both Action Summaries, the status sheet, our rulings and
//! the list of what we designed ourselves.

use serde_json::{json, Value};

use super::balance::MEASURED;
use super::map::{map, BOARD, CRATER, FORWARD};
use super::rulings::RULINGS;
use super::sheet::StatusSheet;
use super::summary::{BOND, ENEMY};
use crate::chase::LineKind;

pub fn content() -> Value {
    let m = map();
    let spaces: Vec<Value> = m
        .spaces
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({
                "id": i,
                "x": s.at.x,
                "y": s.at.y,
                "level": s.kind.level,
                "capacity": s.kind.capacity,
                "label": s.label,
            })
        })
        .collect();
    let lines: Vec<Value> = m
        .lines
        .iter()
        // A directed line (Quick Turn, Vertical Fire) points from `a` to `b`.
        .map(|l| json!({ "a": l.a, "b": l.b, "kind": l.kind, "directed": l.kind.directed() }))
        .collect();
    json!({
        "board": { "width": BOARD.0, "height": BOARD.1, "unit": "tenths of an inch" },
        "crater": { "x": CRATER.0.x, "y": CRATER.0.y, "r": CRATER.1 },
        "forward": {
            "max_turn_deg": FORWARD.max_turn_deg,
            "quick_turn_max_turn_deg": FORWARD.special_max_turn_deg,
        },
        "map": { "spaces": spaces, "lines": lines },
        "summaries": { "bond": BOND, "enemy": ENEMY },
        "status_sheet": StatusSheet::STANDARD,
        "rulings": RULINGS.iter().map(|(t, r)| json!({ "title": t, "text": r })).collect::<Vec<_>>(),
        "balance": { "sheet": super::balance::SHEET, "measured": MEASURED, "method": super::balance::METHOD },
        "reconstructed": [
            format!(
                "The map: its {} spaces, their levels and capacities, all {} lines and their \
                 kinds, the start spaces and the crater are our own design, not the printed \
                 board.",
                m.len(),
                m.lines.len()
            ),
            "The status sheet: the numbers of hit boxes and ammo boxes are our own, tuned by \
             computer self-play.",
            "Forward moves: a line counts as straight on when it turns no more than 60°.",
        ],
    })
}
