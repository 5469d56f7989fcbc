//! What a piece threatens on its next move, for the computer player: tables computed once from
//! the map and the two Action Summaries.
//!
//! A piece fires at most once in its move but may fire from any space it passes, so what it
//! threatens from a heading is, averaged over its movement roll, the best chance it gets from
//! any heading it can reach within that many forward steps. The tables ignore Quick Turns,
//! Double Backs and full spaces; they are a judgement, not a rule.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::fire::{ranges_ahead, shots_at};
use super::map::{map, FORWARD};
use super::piece::{Side, Weapon};
use super::summary::summary;
use crate::chase::{Facing, SpaceId};
use crate::core::odds::prob_2d6_range as p;

/// One table: for every (heading, target space), a chance.
struct Table {
    spaces: usize,
    cells: Vec<f32>,
}

impl Table {
    fn get(&self, h: usize, t: SpaceId) -> f64 {
        f64::from(self.cells[h * self.spaces + usize::from(t)])
    }
}

/// Next-move chances, by the shooter's heading and the target's space.
pub(crate) struct Threats {
    index: HashMap<(SpaceId, Facing), usize>,
    /// An Enemy machine gun hits.
    pub enemy_mg: TableRef,
    /// Bond's machine gun hits.
    pub bond_mg: TableRef,
    /// Bond's rockets force a Dodge Rockets roll.
    pub bond_rockets: TableRef,
    /// Bond's flamethrower hits three times.
    pub bond_flame: TableRef,
    /// Bond's Air Mines crash the target.
    pub bond_mines: TableRef,
    /// An Enemy helicopter can reach the target's space (for a Force).
    pub enemy_meet: TableRef,
    /// Bond can reach the target's space (for a Force).
    pub bond_meet: TableRef,
    tables: Vec<Table>,
}

/// Which table (an index into [`Threats::tables`]).
#[derive(Clone, Copy)]
pub(crate) struct TableRef(usize);

impl Threats {
    /// The chance in `table` for a piece at `here` facing `facing` against a target in `t`.
    pub fn chance(&self, table: TableRef, here: SpaceId, facing: Facing, t: SpaceId) -> f64 {
        match self.index.get(&(here, facing)) {
            Some(&h) => self.tables[table.0].get(h, t),
            None => 0.0,
        }
    }
}

/// The tables, built on first use.
pub(crate) fn threats() -> &'static Threats {
    static T: OnceLock<Threats> = OnceLock::new();
    T.get_or_init(build)
}

fn build() -> Threats {
    let m = map();
    let spaces = m.len();
    let headings = crate::chase::validate::headings(m);
    let index: HashMap<(SpaceId, Facing), usize> =
        headings.iter().enumerate().map(|(i, &h)| (h, i)).collect();
    let succ: Vec<Vec<usize>> = headings
        .iter()
        .map(|&(here, facing)| {
            FORWARD
                .free_moves(m, here, facing)
                .filter_map(|l| index.get(&(l.to, Facing::arrived(here, l.to))).copied())
                .collect()
        })
        .collect();
    // Chances from a heading itself, before any movement: the targeting rules are the
    // engine's own (`shots_at`); the odds are the summary rows' white areas.
    let n = headings.len();
    let mut here_tables: Vec<Vec<f64>> = vec![vec![0.0; n * spaces]; 7];
    for (h, &(here, facing)) in headings.iter().enumerate() {
        let ahead = ranges_ahead(here, facing);
        for t in 0..spaces {
            let ts = t as SpaceId;
            let cell = h * spaces + t;
            for side in [Side::Enemy, Side::Bond] {
                for (weapon, action, range) in shots_at(side, here, facing, &ahead, ts) {
                    let table = match (side, weapon) {
                        (Side::Enemy, Weapon::MachineGun) => 0,
                        (Side::Enemy, _) => continue,
                        (Side::Bond, Weapon::MachineGun) => 1,
                        (Side::Bond, Weapon::Rockets) => 2,
                        (Side::Bond, Weapon::Flamethrower) => 3,
                        (Side::Bond, Weapon::AirMines) => 4,
                        (Side::Bond, Weapon::Missiles) => continue,
                    };
                    here_tables[table][cell] = summary(side)
                        .row(action, Some(range))
                        .map_or(0.0, |r| p(r.white.0, r.white.1));
                }
            }
            if here == ts {
                here_tables[5][cell] = 1.0;
                here_tables[6][cell] = 1.0;
            }
        }
    }
    // Best chance within k steps, then averaged over each side's movement roll.
    let movers = [
        Side::Enemy,
        Side::Bond,
        Side::Bond,
        Side::Bond,
        Side::Bond,
        Side::Enemy,
        Side::Bond,
    ];
    let tables = here_tables
        .into_iter()
        .zip(movers)
        .map(|(base, side)| {
            let moves = summary(side).movement;
            let longest = usize::from(*moves.iter().max().expect("movement row"));
            let mut within = vec![base.clone()];
            for k in 1..=longest {
                let prev = &within[k - 1];
                let mut next = base.clone();
                for (h, s) in succ.iter().enumerate() {
                    for &g in s {
                        for t in 0..spaces {
                            let v = prev[g * spaces + t];
                            if v > next[h * spaces + t] {
                                next[h * spaces + t] = v;
                            }
                        }
                    }
                }
                within.push(next);
            }
            let mut cells = vec![0.0f32; n * spaces];
            for (i, &steps) in moves.iter().enumerate() {
                let total = i as u8 + 2;
                let weight = p(total, total);
                let w = &within[usize::from(steps)];
                for (c, v) in cells.iter_mut().zip(w) {
                    *c += (weight * v) as f32;
                }
            }
            Table { spaces, cells }
        })
        .collect();
    Threats {
        index,
        enemy_mg: TableRef(0),
        bond_mg: TableRef(1),
        bond_rockets: TableRef(2),
        bond_flame: TableRef(3),
        bond_mines: TableRef(4),
        enemy_meet: TableRef(5),
        bond_meet: TableRef(6),
        tables,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yolt::summary::RollAction;

    /// Every cell is a chance, and a piece always "meets" a target in its own space.
    #[test]
    fn tables_hold_chances_and_own_space_is_met() {
        let t = threats();
        let m = map();
        for (here, facing) in crate::chase::validate::headings(m) {
            for target in 0..m.len() as SpaceId {
                for table in [
                    t.enemy_mg,
                    t.bond_mg,
                    t.bond_rockets,
                    t.bond_flame,
                    t.bond_mines,
                    t.enemy_meet,
                    t.bond_meet,
                ] {
                    let c = t.chance(table, here, facing, target);
                    assert!((0.0..=1.0 + 1e-6).contains(&c), "{c}");
                }
            }
            assert!((t.chance(t.enemy_meet, here, facing, here) - 1.0).abs() < 1e-6);
            assert!((t.chance(t.bond_meet, here, facing, here) - 1.0).abs() < 1e-6);
        }
    }

    /// Moving can only add chances: the table is never below the shot available before the
    /// piece moves (same space, same level: the summary's same-space machine-gun row).
    #[test]
    fn same_space_machine_gun_is_a_floor() {
        let t = threats();
        let m = map();
        let enemy = summary(Side::Enemy)
            .row(RollAction::MgSameLevel, Some(0))
            .unwrap();
        let floor = p(enemy.white.0, enemy.white.1);
        for (here, facing) in crate::chase::validate::headings(m) {
            assert!(t.chance(t.enemy_mg, here, facing, here) >= floor - 1e-6);
        }
    }

    /// A target far off the map's forward paths is safer than one in the same space.
    #[test]
    fn distance_lowers_the_threat() {
        let t = threats();
        let m = map();
        let mut lower = 0;
        let mut total = 0;
        for (here, facing) in crate::chase::validate::headings(m) {
            let own = t.chance(t.enemy_mg, here, facing, here);
            for target in 0..m.len() as SpaceId {
                if m.at(here).distance(m.at(target)) > 60.0 {
                    total += 1;
                    if t.chance(t.enemy_mg, here, facing, target) < own {
                        lower += 1;
                    }
                }
            }
        }
        assert!(total > 0 && lower * 10 >= total * 9, "{lower}/{total}");
    }
}
