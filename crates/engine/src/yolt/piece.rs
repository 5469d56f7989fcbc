//! The five pieces: Little Nellie (Bond) and the four Enemy helicopters A–D.

use serde::{Deserialize, Serialize};

use crate::chase::{Facing, SpaceId};

pub use crate::chase::piece::{PieceId, Side};

/// Weapons. Bond carries all five; each Enemy helicopter only a machine gun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weapon {
    MachineGun,
    Rockets,
    Missiles,
    Flamethrower,
    AirMines,
}

impl Weapon {
    pub const ALL: [Weapon; 5] = [
        Weapon::MachineGun,
        Weapon::Rockets,
        Weapon::Missiles,
        Weapon::Flamethrower,
        Weapon::AirMines,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Weapon::MachineGun => "machine gun",
            Weapon::Rockets => "rockets",
            Weapon::Missiles => "missiles",
            Weapon::Flamethrower => "flamethrower",
            Weapon::AirMines => "Air Mines",
        }
    }
}

/// A piece on (or crashed off) the map, with its status-sheet boxes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub id: PieceId,
    /// `None` once crashed (removed from the map).
    pub space: Option<SpaceId>,
    /// `None` until chosen at setup.
    pub facing: Option<Facing>,
    /// Hit boxes checked off.
    pub hits: u8,
    /// Ammo boxes left, by [`Weapon::index`] (Enemy pieces use only the machine gun).
    pub ammo: [u8; 5],
    /// Whole turns still to lose.
    pub lost_turns: u8,
}

impl Piece {
    pub fn alive(&self) -> bool {
        self.space.is_some()
    }
    pub fn out_of_ammo(&self) -> bool {
        self.ammo.iter().all(|&a| a == 0)
    }
}
