//! The computer player's heuristic and rollout policy. It sees only its own view: the search
//! runs on determinized states (the other hand and the deck re-dealt, see `redeal_hidden`).
//!
//! Bond's position is judged as a race: how far he still has to go to End from the way he
//! faces (a boat pointed away must turn round first), against the hits the Enemy boats
//! threaten on their next move (read from tables of where each boat can fire from within its
//! movement roll) and the hits he can still take.

use std::sync::OnceLock;

use super::action::LaldAction;
use super::cards::CardKind;
use super::fire::fire_range;
use super::game::Lald;
use super::map::{end_space, map, LaldLine, FORWARD};
use super::piece::{PieceId, Side};
use super::state::Phase;
use super::summary::{summary, Effect, RollAction};
use super::turn::BOND_CRASH_HITS;
use crate::chase::ai::Headings;
use crate::chase::{Facing, SpaceId};

use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Spaces lost to a failed manoeuvre that stops the boat for the rest of its turn (about half
/// of Bond's move).
const STOP_COST: f64 = 3.0;

/// Bond's mean move in spaces (his Movement line over 2d6), roughly.
const BOND_MOVE: f64 = 6.0;

/// Hits the Enemy boats land on Bond, on average, in each turn he still needs after the next:
/// the pressure of a long way to go.
const HITS_PER_TURN: f64 = 0.7;

/// The tables give a boat's best single shot; a boat that closes in may also Force Bond
/// (costing him a turn) or carry a card for its fire: what it threatens is a little more.
const THREAT_WEIGHT: f64 = 1.3;

/// An Enemy boat that has already moved this phase fires again only after Bond's next move,
/// when he may be gone.
const MOVED_DISCOUNT: f64 = 0.3;

/// The map's headings and the tables the heuristic reads, built once.
struct Tables {
    headings: Headings,
    /// Bond's cost to End from each heading, in spaces.
    to_end: Vec<f64>,
    /// An Enemy boat's chance to hit a boat in each space on its next move, by heading.
    enemy_fire: Vec<f64>,
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(build)
}

/// Expected spaces lost to trying `action` until it works (a failure to turn costs half a
/// move's worth of going on the wrong way; a stop costs [`STOP_COST`]).
fn manoeuvre_cost(side: Side, action: RollAction) -> f64 {
    let row = summary(side).expect_row(action, None);
    let p = row.white_chance().max(0.05);
    let loss = match row.on_gray {
        Effect::NoQuickTurn => 1.5,
        Effect::LoseRestAndNext => STOP_COST + BOND_MOVE,
        _ => STOP_COST,
    };
    (1.0 - p) / p * loss
}

fn build() -> Tables {
    let m = map();
    let kind = |l: &crate::chase::Link<LaldLine>| usize::from(l.kind == LaldLine::Jump);
    let headings = Headings::new(m, &FORWARD, kind);
    let special = [
        manoeuvre_cost(Side::Bond, RollAction::QuickTurn),
        manoeuvre_cost(Side::Bond, RollAction::Jump),
    ];
    let back = manoeuvre_cost(Side::Bond, RollAction::DoubleBack);
    let to_end = headings.cost_to(end_space(), &special, back);
    let spaces = m.len();
    let enemy = summary(Side::Enemy);
    let mut here = vec![0.0; headings.list.len() * spaces];
    for (h, &(at, facing)) in headings.list.iter().enumerate() {
        for t in 0..spaces as SpaceId {
            if let Some(r) = fire_range(at, facing, t) {
                here[h * spaces + usize::from(t)] = enemy
                    .row(RollAction::Fire, Some(r))
                    .map_or(0.0, |r| r.white_chance());
            }
        }
    }
    let chance = |a| enemy.expect_row(a, None).white_chance();
    let enemy_special = [chance(RollAction::QuickTurn), chance(RollAction::Jump)];
    let enemy_fire = headings.best_within(&here, spaces, &enemy.movement, &enemy_special);
    Tables {
        headings,
        to_end,
        enemy_fire,
    }
}

impl Tables {
    fn heading(&self, at: Option<(SpaceId, Facing)>) -> Option<usize> {
        at.and_then(|(s, f)| self.headings.index(s, f))
    }

    /// Bond's cost to End from `at`.
    fn to_end(&self, at: Option<(SpaceId, Facing)>) -> f64 {
        self.heading(at).map_or(40.0, |h| self.to_end[h])
    }

    /// The chance a boat at `at` hits a target in `target` on its next move.
    fn fire(&self, at: Option<(SpaceId, Facing)>, target: SpaceId) -> f64 {
        let spaces = map().len();
        self.heading(at)
            .map_or(0.0, |h| self.enemy_fire[h * spaces + usize::from(target)])
    }
}

/// P(X ≤ k) for X Poisson with mean `mean`.
fn poisson_at_most(mean: f64, k: u8) -> f64 {
    let mut term = (-mean).exp();
    let mut sum = term;
    for i in 1..=u32::from(k) {
        term *= mean / f64::from(i);
        sum += term;
    }
    sum.min(1.0)
}

impl Lald {
    /// The hits the Enemy boats threaten on Bond on their coming moves.
    fn threat_on_bond(&self) -> f64 {
        let Some(bond) = self.piece(PieceId::Bond).space else {
            return 0.0;
        };
        let t = tables();
        let enemy_phase = matches!(&self.phase, Phase::EnemyToChoose)
            || self
                .activation()
                .is_some_and(|a| a.piece.side() == Side::Enemy);
        self.alive(Side::Enemy)
            .map(|e| {
                let moved = enemy_phase && self.turns.done_this_phase(e.id);
                let weight = if e.lost_turns > 0 {
                    0.0
                } else if moved {
                    MOVED_DISCOUNT
                } else {
                    1.0
                };
                weight * THREAT_WEIGHT * t.fire(self.at(e.id), bond)
            })
            .sum()
    }

    /// Heuristic value for [Bond, Enemy] in `[0, 1]`: the chance Bond takes fewer hits than
    /// he can stand on his way to End, the hits read as a Poisson count with the threat of
    /// the coming moves and a steady rate for every further turn.
    pub(crate) fn heuristic(&self) -> Option<Vec<f64>> {
        let bond = self.piece(PieceId::Bond);
        let t = tables();
        let d = t.to_end(self.at(PieceId::Bond)) + BOND_MOVE * f64::from(bond.lost_turns);
        let later_turns = (d / BOND_MOVE - 1.0).max(0.0);
        let enemy_stalled: f64 = self
            .alive(Side::Enemy)
            .map(|e| f64::from(e.lost_turns.min(1)))
            .sum();
        let rate = HITS_PER_TURN * (1.0 - 0.15 * enemy_stalled).max(0.3);
        let mean = self.threat_on_bond() + rate * later_turns;
        let left = BOND_CRASH_HITS - bond.hits.min(BOND_CRASH_HITS);
        let wedding = self
            .hand(Side::Bond)
            .iter()
            .any(|c| c.def().kind == CardKind::Wedding);
        let survive = |k: u8| {
            if k == 0 {
                0.0
            } else {
                poisson_at_most(mean, k - 1)
            }
        };
        let v = if wedding {
            0.8 * survive(left + 1) + 0.2 * survive(left)
        } else {
            survive(left)
        };
        // A nudge toward End on top, so that the search still prefers progress when the
        // survival odds are flat.
        let v = (0.97 * v + 0.03 * (1.0 - d / 40.0).clamp(0.0, 1.0)).clamp(0.0, 1.0);
        Some(vec![v, 1.0 - v])
    }

    /// A cheap, sensible action for rollouts.
    pub(crate) fn rollout(&self, seat: Seat, rng: &mut Rng) -> Option<LaldAction> {
        let acts = self.search_legal(seat);
        match &self.phase {
            Phase::Draw { .. } => {
                return acts
                    .iter()
                    .find(|a| matches!(a, LaldAction::Draw))
                    .cloned()
                    .or_else(|| rng.choose(&acts).cloned());
            }
            Phase::Moving { .. } => {}
            _ => return None,
        }
        let act = self.activation()?.clone();
        let me = act.piece;
        if me.side() == Side::Enemy {
            if let Some(a) = acts.iter().find(|a| matches!(a, LaldAction::Fire { .. })) {
                if self.range_to_bond(me).is_some_and(|r| r <= 3) || rng.below(3) == 0 {
                    return Some(a.clone());
                }
            }
        }
        if rng.below(10) == 0 {
            return rng.choose(&acts).cloned();
        }
        let steps: Vec<u8> = acts
            .iter()
            .filter_map(|a| match a {
                LaldAction::Step { to } => Some(*to),
                _ => None,
            })
            .collect();
        if steps.is_empty() {
            return acts
                .iter()
                .find(|a| **a == LaldAction::EndMove)
                .cloned()
                .or_else(|| rng.choose(&acts).cloned());
        }
        if me.side() == Side::Enemy && act.met && acts.contains(&LaldAction::EndMove) {
            return Some(LaldAction::EndMove);
        }
        let (here, _) = self.at(me)?;
        let t = tables();
        let bond = self.piece(PieceId::Bond).space;
        // Bond heads for End the way he faces; a boat closes on him where its guns bear.
        let score = |s: SpaceId| -> f64 {
            let at = Some((s, Facing::arrived(here, s)));
            if me == PieceId::Bond {
                t.to_end(at)
            } else {
                bond.map_or(0.0, |b| -t.fire(at, b))
            }
        };
        let to = steps
            .iter()
            .copied()
            .min_by(|&a, &b| score(a).total_cmp(&score(b)))?;
        Some(LaldAction::Step { to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Facing matters: pointed away from End, Bond must turn round first, so some headings
    /// cost more than the same space faced the other way; and a Double Back is never worth
    /// more than what it costs.
    #[test]
    fn bond_facing_counts_toward_end() {
        let t = tables();
        let back = manoeuvre_cost(Side::Bond, RollAction::DoubleBack);
        let mut widest: f64 = 0.0;
        for (h, &(s, f)) in t.headings.list.iter().enumerate() {
            let Some(r) = t.headings.index(s, f.reversed()) else {
                continue;
            };
            assert!(t.to_end[h] <= back + t.to_end[r] + 1e-9, "{s} {f:?}");
            widest = widest.max(t.to_end[h] - t.to_end[r]);
        }
        assert!(widest > back - 1e-9, "widest {widest}");
        assert!(t.to_end(Some((end_space(), Facing::toward(end_space(), 67)))) == 0.0);
    }

    /// A boat right behind its target threatens more than one far across the bayou.
    #[test]
    fn closer_boats_threaten_more() {
        let t = tables();
        assert!((poisson_at_most(0.0, 0) - 1.0).abs() < 1e-12);
        let m = map();
        let (mut near, mut far, mut n_near, mut n_far) = (0.0, 0.0, 0, 0);
        for &(s, f) in &t.headings.list {
            for target in 0..m.len() as SpaceId {
                let d = m.at(s).distance(m.at(target));
                let c = t.fire(Some((s, f)), target);
                if d < 15.0 {
                    near += c;
                    n_near += 1;
                } else if d > 80.0 {
                    far += c;
                    n_far += 1;
                }
            }
        }
        assert!(near / f64::from(n_near) > 2.0 * far / f64::from(n_far));
    }
}
