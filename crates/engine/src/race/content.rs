//! The components as data: the reconstructed board (points with coordinates, links with
//! kinds), the 72 cards, where cars and boats start, and what is reconstructed.

use serde_json::{json, Value};

use super::balance::{MEASURED, MEASURED_DECISION_MS};
use super::board::{board, boat_starts, car_starts, route_ends, Base, Kind, Space};
use super::cards::{cards, CardKind, BOX_SIZE, HAND_SIZE, IN_PLAY};
use super::rulings::RULINGS;

/// What is reconstructed (ours, not the printed game's), one sentence each.
pub const RECONSTRUCTED: &[&str] = &[
    "The board: eight airports and sixteen air routes, the 24-point car circuit with its C, H and junction points, the black lines, the 12-point shore with its B points, the lake and the island are our design, drawn from the rules.",
    "The names of the four airports that are not bases (Rome, Karachi, Tokyo, Reykjavik); a 1966 review mentions Karachi.",
    "Where the cars start (the C points of the four non-base airports).",
    "The card texts (the pack's make-up is as printed).",
    "The rulings listed here, where the printed rules are silent, broken off or ambiguous.",
];

fn point(s: Space) -> Value {
    let info = &board().spaces[s.index()];
    let (kind, extra) = match s.kind() {
        Kind::Airport(i) => (
            "airport",
            json!({
                "airport": i,
                "base": Base::ALL.iter().find(|b| b.space() == s).map(|b| b.name()),
            }),
        ),
        Kind::Green(_) => ("circuit", json!({ "role": s.green_role() })),
        Kind::Shore(_) => ("shore", json!({ "b": s.b_gate() })),
        Kind::Lake(g) => ("lake", json!({ "gate": g })),
        Kind::Gate(g) => ("gate", json!({ "gate": g })),
        Kind::Centre => ("centre", json!({})),
    };
    let mut v = json!({
        "id": info.id,
        "name": info.name,
        "kind": kind,
        "x": info.x,
        "y": info.y,
    });
    if let (Value::Object(m), Value::Object(e)) = (&mut v, extra) {
        for (k, x) in e {
            if !x.is_null() {
                m.insert(k, x);
            }
        }
    }
    v
}

pub fn content() -> Value {
    let b = board();
    json!({
        "viewbox": [0, 0, 1000, 1000],
        "rings": {
            "air": 430, "circuit": 315, "shore": 205, "lake": 140, "island": 90,
        },
        "points": Space::all().map(point).collect::<Vec<_>>(),
        "links": b.links,
        "bases": Base::ALL.iter().map(|base| json!({
            "base": base,
            "name": base.name(),
            "airport": base.space(),
        })).collect::<Vec<_>>(),
        "cars_start": car_starts(),
        "boats_start": boat_starts(),
        "case_start": Space::CENTRE,
        "cards": cards().iter().map(|c| {
            let mut v = json!({
                "id": c.id,
                "kind": c.kind,
                "title": c.title,
                "text": c.text,
                "in_play": c.in_play,
            });
            if let CardKind::Air { route } = c.kind {
                let (a, b) = route_ends(route as usize);
                v["airports"] = json!([a, b]);
            }
            v
        }).collect::<Vec<_>>(),
        "pack": { "box": BOX_SIZE, "in_play": IN_PLAY, "hand": HAND_SIZE },
        "rulings": RULINGS.iter().map(|(t, r)| json!({ "title": t, "ruling": r })).collect::<Vec<_>>(),
        "reconstructed": RECONSTRUCTED,
        "balance": MEASURED.iter().map(|m| json!({
            "what": m.what, "players": m.players, "seats": m.seats, "games": m.games,
            "wins_by_seat": m.wins_by_seat, "unfinished": m.unfinished,
            "mean_actions": m.mean_actions,
        })).collect::<Vec<_>>(),
        "decision_ms": MEASURED_DECISION_MS.iter().map(|(level, players, mean, p95, max)| json!({
            "level": level, "players": players, "mean": mean, "p95": p95, "max": max,
        })).collect::<Vec<_>>(),
    })
}
