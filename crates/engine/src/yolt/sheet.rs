//! The status sheet (reconstructed: the printed box counts are not in the rules): hit boxes for
//! Bond and for each Enemy helicopter, ammo boxes for Bond's five weapons and for each Enemy
//! machine gun. The numbers were tuned by self-play (see [`super::balance`]).

use serde::{Deserialize, Serialize};

use super::piece::Weapon;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StatusSheet {
    /// Hit boxes on Little Nellie.
    pub bond_hits: u8,
    /// Hit boxes on each Enemy helicopter.
    pub enemy_hits: u8,
    /// Bond's ammo boxes by weapon: machine gun, rockets, missiles, flamethrower, Air Mines.
    pub bond_ammo: [u8; 5],
    /// Ammo boxes for each Enemy machine gun.
    pub enemy_machine_gun: u8,
}

impl StatusSheet {
    /// The reconstructed sheet: the box counts we play with (the printed pad's numbers are not
    /// in the rulebook).
    pub const STANDARD: StatusSheet = StatusSheet {
        bond_hits: 4,
        enemy_hits: 7,
        bond_ammo: [10, 2, 1, 2, 2],
        enemy_machine_gun: 18,
    };

    pub fn bond_ammo(&self, w: Weapon) -> u8 {
        self.bond_ammo[w.index()]
    }

    /// Every number must leave room for at least one box and at most 30.
    pub fn check(&self) -> Result<(), String> {
        let all = [self.bond_hits, self.enemy_hits, self.enemy_machine_gun];
        if all.iter().any(|&n| n == 0 || n > 30) {
            return Err("hit boxes and Enemy machine-gun ammo must be 1 to 30".into());
        }
        if self.bond_ammo.iter().any(|&n| n > 30) || self.bond_ammo.iter().all(|&n| n == 0) {
            return Err("Bond's ammo boxes must be 0 to 30, not all 0".into());
        }
        Ok(())
    }
}

impl Default for StatusSheet {
    fn default() -> Self {
        StatusSheet::STANDARD
    }
}
