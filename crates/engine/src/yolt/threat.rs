//! What a piece threatens on its next move, for the computer player: tables computed once from
//! the map and the two Action Summaries.
//!
//! A piece fires at most once in its move but may fire from any space it passes, so what it
//! threatens from a heading is, averaged over its movement roll, the best chance it gets from
//! any heading it can reach within that many forward steps. The tables ignore Quick Turns,
//! Double Backs and full spaces; they are a judgement, not a rule.

use std::sync::OnceLock;

use super::fire::{ranges_ahead, shots_at};
use super::map::{map, FORWARD};
use super::piece::{Side, Weapon};
use super::summary::summary;
use crate::chase::validate::heading_index;
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
}

/// Which table (an index into [`TABLES`]).
#[derive(Clone, Copy)]
pub(crate) struct TableRef(usize);

impl Threats {
    /// The chance in `table` for a piece at `here` facing `facing` against a target in `t`.
    pub fn chance(&self, table: TableRef, here: SpaceId, facing: Facing, t: SpaceId) -> f64 {
        match heading_index(&base().headings, here, facing) {
            Some(h) => table_of(table.0).get(h, t),
            None => 0.0,
        }
    }
}

/// The tables, each built on first use (or ahead of time by [`prepare_step`]).
pub(crate) fn threats() -> &'static Threats {
    static T: Threats = Threats {
        enemy_mg: TableRef(0),
        bond_mg: TableRef(1),
        bond_rockets: TableRef(2),
        bond_flame: TableRef(3),
        bond_mines: TableRef(4),
        enemy_meet: TableRef(5),
        bond_meet: TableRef(6),
    };
    &T
}

/// Who moves in each table (the side whose movement roll spreads the chances).
const MOVERS: [Side; TABLES] = [
    Side::Enemy,
    Side::Bond,
    Side::Bond,
    Side::Bond,
    Side::Bond,
    Side::Enemy,
    Side::Bond,
];

/// How many tables.
const TABLES: usize = 7;

/// Headings warmed per preparation step (each works out its ranges ahead).
const HEADINGS_PER_STEP: usize = 60;

/// What every table starts from: the headings and their forward successors.
struct Base {
    headings: Vec<(SpaceId, Facing)>,
    succ: Vec<Vec<usize>>,
    spaces: usize,
}

/// The chances from each heading of one batch itself, before any movement: per table, the
/// batch's rows (heading by heading, one cell per target space).
fn here_batch(batch: usize) -> &'static [Vec<f64>] {
    static B: OnceLock<Vec<OnceLock<Vec<Vec<f64>>>>> = OnceLock::new();
    let all = B.get_or_init(|| {
        let batches = headings().len().div_ceil(HEADINGS_PER_STEP);
        (0..batches).map(|_| OnceLock::new()).collect()
    });
    all[batch].get_or_init(|| build_here(batch))
}

fn headings() -> &'static [(SpaceId, Facing)] {
    static H: OnceLock<Vec<(SpaceId, Facing)>> = OnceLock::new();
    H.get_or_init(|| crate::chase::validate::headings(map()))
}

fn base() -> &'static Base {
    static B: OnceLock<Base> = OnceLock::new();
    B.get_or_init(build_base)
}

fn table_of(i: usize) -> &'static Table {
    static T: [OnceLock<Table>; TABLES] = [const { OnceLock::new() }; TABLES];
    T[i].get_or_init(|| build_table(base(), i))
}

/// One small piece of the one-time work behind the tables (`step` = 0, 1, …): the ranges
/// ahead of a batch of headings, then the chances from a batch of headings, then one table
/// at a time. Returns false once there is nothing left to do. A computer player runs these
/// between slices of its search, so no single slice of the page's work grows long.
pub(crate) fn prepare_step(step: u32) -> bool {
    let heads = headings();
    let batches = heads.len().div_ceil(HEADINGS_PER_STEP);
    let step = step as usize;
    if step < batches {
        for &(here, facing) in heads
            .iter()
            .skip(step * HEADINGS_PER_STEP)
            .take(HEADINGS_PER_STEP)
        {
            ranges_ahead(here, facing);
        }
        return true;
    }
    if step < 2 * batches {
        here_batch(step - batches);
        return true;
    }
    let t = step - 2 * batches;
    if t < TABLES {
        table_of(t);
        return true;
    }
    false
}

fn build_base() -> Base {
    let m = map();
    let headings = headings().to_vec();
    let succ: Vec<Vec<usize>> = headings
        .iter()
        .map(|&(here, facing)| {
            FORWARD
                .free_moves(m, here, facing)
                .filter_map(|l| heading_index(&headings, l.to, Facing::arrived(here, l.to)))
                .collect()
        })
        .collect();
    Base {
        headings,
        succ,
        spaces: m.len(),
    }
}

/// The chances from the headings of one batch before any movement: the targeting rules are
/// the engine's own (`shots_at`); the odds are the summary rows' white areas.
fn build_here(batch: usize) -> Vec<Vec<f64>> {
    let spaces = map().len();
    let heads: Vec<(SpaceId, Facing)> = headings()
        .iter()
        .copied()
        .skip(batch * HEADINGS_PER_STEP)
        .take(HEADINGS_PER_STEP)
        .collect();
    let mut here_tables: Vec<Vec<f64>> = vec![vec![0.0; heads.len() * spaces]; TABLES];
    for (h, &(here, facing)) in heads.iter().enumerate() {
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
    here_tables
}

/// Table `i`: the best chance within k steps, averaged over the mover's movement roll.
fn build_table(b: &Base, i: usize) -> Table {
    let spaces = b.spaces;
    let batches = b.headings.len().div_ceil(HEADINGS_PER_STEP);
    let base: Vec<f64> = (0..batches)
        .flat_map(|k| here_batch(k)[i].iter().copied())
        .collect();
    let base = &base;
    let moves = summary(MOVERS[i]).movement;
    let longest = usize::from(*moves.iter().max().expect("movement row"));
    // Only the step counts a roll can give are kept (two buffers run the recurrence).
    let mut kept: Vec<Option<Vec<f64>>> = vec![None; longest + 1];
    let wanted = |k: usize| moves.iter().any(|&s| usize::from(s) == k);
    if wanted(0) {
        kept[0] = Some(base.clone());
    }
    let mut prev = base.clone();
    let mut next = base.clone();
    for k in 1..=longest {
        next.copy_from_slice(base);
        for (h, s) in b.succ.iter().enumerate() {
            let row = &mut next[h * spaces..(h + 1) * spaces];
            for &g in s {
                let from = &prev[g * spaces..(g + 1) * spaces];
                for (cell, &v) in row.iter_mut().zip(from) {
                    if v > *cell {
                        *cell = v;
                    }
                }
            }
        }
        std::mem::swap(&mut prev, &mut next);
        if wanted(k) {
            if let Some(slot) = kept.get_mut(k) {
                *slot = Some(prev.clone());
            }
        }
    }
    let mut cells = vec![0.0f32; b.headings.len() * spaces];
    for (i, &steps) in moves.iter().enumerate() {
        let total = i as u8 + 2;
        let weight = p(total, total);
        let w = kept[usize::from(steps)]
            .as_ref()
            .expect("a kept step count");
        for (c, v) in cells.iter_mut().zip(w) {
            *c += (weight * v) as f32;
        }
    }
    Table { spaces, cells }
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
