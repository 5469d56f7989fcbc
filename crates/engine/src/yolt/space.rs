//! What You Only Live Twice records about a space: its level (white High dots, purple Low
//! dots) and how many pieces may end a move there (a plain dot one, a dot marked "2" two).
//! These are this game's, not the chase module's.

use serde::{Deserialize, Serialize};

/// Altitude band of a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    High,
    Low,
}

/// How many pieces may end a move in a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Capacity {
    /// A plain dot: one piece.
    Single,
    /// A dot marked "2": two pieces.
    Double,
}

impl Capacity {
    pub fn pieces(self) -> usize {
        match self {
            Capacity::Single => 1,
            Capacity::Double => 2,
        }
    }
}

/// One space's own data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YoltSpace {
    pub level: Level,
    pub capacity: Capacity,
}
