//! Action labels both chase games word alike.

use super::line::LineKind;
use super::map::{ChaseMap, SpaceId};
use super::piece::{PieceId, Side};

/// "space 27 (Bond)", or "space 12" for an unlabelled space.
pub fn space<K: LineKind>(map: &ChaseMap<K>, s: SpaceId) -> String {
    match map.space(s).label {
        Some(l) => format!("space {s} ({l})"),
        None => format!("space {s}"),
    }
}

/// Setup: point `piece` toward a space.
pub fn face<K: LineKind>(map: &ChaseMap<K>, piece: PieceId, toward: SpaceId) -> String {
    format!("Point {} toward {}", piece.name(), space(map, toward))
}

/// Roll for movement (for the Enemy, choosing the piece).
pub fn roll_movement(piece: PieceId) -> String {
    match piece.side() {
        Side::Bond => "Roll for movement".to_string(),
        Side::Enemy => format!("Move {} next (roll for movement)", piece.name()),
    }
}

pub const END_MOVE: &str = "End the move";

/// A route flown in one go: "Fly to space 12 (3 spaces)".
pub fn route<K: LineKind>(map: &ChaseMap<K>, verb: &str, path: &[SpaceId]) -> String {
    match path.last() {
        Some(&to) => format!("{verb} to {} ({})", space(map, to), spaces(path.len())),
        None => format!("{verb} nowhere"),
    }
}

/// "1 space", "3 spaces".
pub fn spaces(n: usize) -> String {
    match n {
        1 => "1 space".to_string(),
        n => format!("{n} spaces"),
    }
}
