//! The five pieces of a chase game: Bond and the four Enemy pieces A–D, the two sides they
//! belong to, and a piece's state on the board. You Only Live Twice flies them, Live and Let
//! Die steers them; what else a game keeps on a piece (You Only Live Twice: its ammunition) is
//! the piece's kit.

use serde::{Deserialize, Serialize};

use super::facing::Facing;
use super::map::SpaceId;
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

/// A piece on (or crashed off) the map. `K` is the game's own kit for it: You Only Live Twice
/// keeps its ammo boxes left, by weapon; Live and Let Die keeps nothing (`()`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece<K> {
    pub id: PieceId,
    /// `None` once crashed (removed from the map).
    pub space: Option<SpaceId>,
    /// `None` until chosen at setup.
    pub facing: Option<Facing>,
    /// Hits taken: hit boxes checked off.
    pub hits: u8,
    pub kit: K,
    /// Whole turns still to lose.
    pub lost_turns: u8,
}

impl<K> Piece<K> {
    /// A piece on its start space, not yet faced.
    pub fn new(id: PieceId, space: SpaceId, kit: K) -> Self {
        Piece {
            id,
            space: Some(space),
            facing: None,
            hits: 0,
            kit,
            lost_turns: 0,
        }
    }

    pub fn alive(&self) -> bool {
        self.space.is_some()
    }

    /// Where the piece is and how it faces.
    pub fn at(&self) -> Option<(SpaceId, Facing)> {
        self.space.zip(self.facing)
    }
}
