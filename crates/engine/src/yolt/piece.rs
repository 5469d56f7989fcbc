//! The five pieces: Little Nellie (Bond) and the four Enemy helicopters A–D, each carrying its
//! ammunition.

use serde::{Deserialize, Serialize};

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

/// Ammo boxes left, by [`Weapon::index`] (Enemy pieces use only the machine gun).
pub type Ammo = [u8; 5];

/// A piece on (or crashed off) the map, with its status-sheet boxes: hits checked off and, as
/// its kit, the ammo boxes left.
pub type Piece = crate::chase::piece::Piece<Ammo>;

impl Piece {
    /// Ammo boxes left for `weapon`.
    pub fn ammo(&self, weapon: Weapon) -> u8 {
        self.kit[weapon.index()]
    }

    pub fn out_of_ammo(&self) -> bool {
        self.kit.iter().all(|&a| a == 0)
    }
}
