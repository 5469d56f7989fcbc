//! The five pieces of a chase game: Bond and the four Enemy pieces A–D, and the two sides
//! they belong to. You Only Live Twice flies them, Live and Let Die steers them; each game keeps
//! its own piece state (hit boxes, ammunition, hits).

use serde::{Deserialize, Serialize};

use crate::core::game::Seat;

/// Which side a piece belongs to; the side's seat is its index (Bond 0, Enemy 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Bond,
    Enemy,
}

impl Side {
    pub fn seat(self) -> Seat {
        match self {
            Side::Bond => 0,
            Side::Enemy => 1,
        }
    }
    pub fn of_seat(seat: Seat) -> Side {
        if seat == 0 {
            Side::Bond
        } else {
            Side::Enemy
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Bond => Side::Enemy,
            Side::Enemy => Side::Bond,
        }
    }
}

/// A piece, named as in the event log (`bond`, `enemy-a` … `enemy-d`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PieceId {
    #[serde(rename = "bond")]
    Bond,
    #[serde(rename = "enemy-a")]
    EnemyA,
    #[serde(rename = "enemy-b")]
    EnemyB,
    #[serde(rename = "enemy-c")]
    EnemyC,
    #[serde(rename = "enemy-d")]
    EnemyD,
}

impl PieceId {
    pub const ALL: [PieceId; 5] = [
        PieceId::Bond,
        PieceId::EnemyA,
        PieceId::EnemyB,
        PieceId::EnemyC,
        PieceId::EnemyD,
    ];
    pub const ENEMIES: [PieceId; 4] = [
        PieceId::EnemyA,
        PieceId::EnemyB,
        PieceId::EnemyC,
        PieceId::EnemyD,
    ];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn side(self) -> Side {
        if self == PieceId::Bond {
            Side::Bond
        } else {
            Side::Enemy
        }
    }
    /// The printed start label ("Bond", "A" … "D").
    pub fn start_label(self) -> &'static str {
        match self {
            PieceId::Bond => "Bond",
            PieceId::EnemyA => "A",
            PieceId::EnemyB => "B",
            PieceId::EnemyC => "C",
            PieceId::EnemyD => "D",
        }
    }
    /// Display name ("Bond", "Enemy A").
    pub fn name(self) -> &'static str {
        match self {
            PieceId::Bond => "Bond",
            PieceId::EnemyA => "Enemy A",
            PieceId::EnemyB => "Enemy B",
            PieceId::EnemyC => "Enemy C",
            PieceId::EnemyD => "Enemy D",
        }
    }
    /// The log name (`bond`, `enemy-a`, …).
    pub fn key(self) -> &'static str {
        match self {
            PieceId::Bond => "bond",
            PieceId::EnemyA => "enemy-a",
            PieceId::EnemyB => "enemy-b",
            PieceId::EnemyC => "enemy-c",
            PieceId::EnemyD => "enemy-d",
        }
    }
}
