//! The computer player's heuristic and rollout policy. It sees only its own view: the search
//! runs on determinized states (the other hand and the deck re-dealt, see `redeal_hidden`).

use super::action::LaldAction;
use super::game::Lald;
use super::map::{distance_to_end, map};
use super::piece::{PieceId, Side};
use super::state::Phase;
use super::turn::BOND_CRASH_HITS;

use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Steps Bond still needs to End from `space`.
fn to_end(space: Option<u8>) -> f64 {
    space.map_or(40.0, |s| f64::from(distance_to_end()[usize::from(s)]))
}

impl Lald {
    /// Heuristic value for [Bond, Enemy] in `[0, 1]`.
    pub(crate) fn heuristic(&self) -> Option<Vec<f64>> {
        let bond = self.piece(PieceId::Bond);
        let d = to_end(bond.space);
        let hits_left = f64::from(BOND_CRASH_HITS - bond.hits.min(BOND_CRASH_HITS));
        let wedding = self
            .hand(Side::Bond)
            .iter()
            .any(|c| c.def().kind == super::cards::CardKind::Wedding);
        let lives = hits_left + if wedding { 0.8 } else { 0.0 };
        // Enemy guns near Bond: boats that could fire on him now, by range.
        let mut danger = 0.0;
        for e in self.alive(Side::Enemy) {
            if let Some(r) = self.range_to_bond(e.id) {
                danger += match r {
                    0 => 0.6,
                    1 => 0.45,
                    2..=3 => 0.25,
                    4..=6 => 0.08,
                    _ => 0.02,
                };
            }
        }
        let stalled = f64::from(bond.lost_turns);
        let enemy_stalled: f64 = self
            .alive(Side::Enemy)
            .map(|e| f64::from(e.lost_turns))
            .sum();
        let x = 1.1 * (lives - 1.5) - 0.16 * (d - 8.0) - 0.5 * danger - 0.6 * stalled
            + 0.15 * enemy_stalled;
        let v = 1.0 / (1.0 + (-x).exp());
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
        let steps: Vec<u8> = acts
            .iter()
            .filter_map(|a| match a {
                LaldAction::Step { to } => Some(*to),
                _ => None,
            })
            .collect();
        if rng.below(8) == 0 {
            return rng.choose(&acts).cloned();
        }
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
        let m = map();
        let score = |s: u8| -> f64 {
            if me == PieceId::Bond {
                to_end(Some(s))
            } else {
                self.piece(PieceId::Bond)
                    .space
                    .map_or(0.0, |b| m.at(s).distance(m.at(b)))
            }
        };
        let to = steps
            .iter()
            .copied()
            .min_by(|&a, &b| score(a).total_cmp(&score(b)))?;
        Some(LaldAction::Step { to })
    }
}
