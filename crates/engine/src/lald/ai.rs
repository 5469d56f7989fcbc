//! The computer player's evaluation, rollout policy and thinking per boat. It sees only its
//! own view: the search runs on determinized states (the other hand and the deck re-dealt,
//! see `redeal_hidden`).
//!
//! Both sides judge a position by Bond's chance of winning fitted to self-play positions (see
//! [`super::features`]): how many guns bear on Bond before he moves, his way to End, boats
//! lost, hits and cards. Bond mixes in his own count of the way to End from the way he faces
//! (a boat pointed away must turn round first, and a failed Double Back stops him for the
//! turn), so he neither turns round on a whim nor heads for a short way he cannot take: by
//! the fitted chance alone he lost about one game in sixteen to a random Enemy, by his own
//! count alone he outplayed an equal Enemy (two games in three).

use std::sync::OnceLock;

use super::action::LaldAction;
use super::cards::CardKind;
use super::game::Lald;
use super::map::{distance_to_end, end_space, map, LaldLine, FORWARD};
use super::piece::{PieceId, Side};
use super::state::Phase;
use super::summary::{summary, Effect, RollAction};
use super::turn::BOND_CRASH_HITS;
use crate::chase::ai::Headings;
use crate::chase::{Facing, SpaceId};

use crate::ai::Level;
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Spaces lost to a failed manoeuvre that stops the boat for the rest of its turn: about a
/// whole move, since Bond turns round or jumps early in his move.
const STOP_COST: f64 = 6.0;

/// What every way to End costs at least on this map beyond its steps (End is entered from
/// the river only, so a boat coming by the canal turns round once): taken off so the cost
/// reads as steps.
const FIXED_COST: f64 = 2.1;

/// The fewest iterations an Enemy boat's decision gets (see [`Lald::budget`]).
const ENEMY_FLOOR: u32 = 30;

/// Bond's own count's share of his judgement (the rest: the fitted chance) at the normal and
/// hard levels; the easy level judges by the fitted chance alone. Set so that equal computers
/// win about equally often (the balance table).
const BOND_OWN_COUNT: f64 = 0.3;

/// Bond's cost to End from every heading, and an Enemy boat's cost to every space, built
/// once.
struct Tables {
    headings: Headings,
    to_end: Vec<f64>,
    /// By goal space, an Enemy boat's cost from every heading.
    enemy_to: Vec<Vec<f64>>,
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
        _ => STOP_COST,
    };
    (1.0 - p) / p * loss
}

fn build() -> Tables {
    let kind = |l: &crate::chase::Link<LaldLine>| usize::from(l.kind == LaldLine::Jump);
    let headings = Headings::new(map(), &FORWARD, kind);
    let special = [
        manoeuvre_cost(Side::Bond, RollAction::QuickTurn),
        manoeuvre_cost(Side::Bond, RollAction::Jump),
    ];
    let back = manoeuvre_cost(Side::Bond, RollAction::DoubleBack);
    let to_end = headings.cost_to(end_space(), &special, back);
    let enemy_special = [
        manoeuvre_cost(Side::Enemy, RollAction::QuickTurn),
        manoeuvre_cost(Side::Enemy, RollAction::Jump),
    ];
    let enemy_back = manoeuvre_cost(Side::Enemy, RollAction::DoubleBack);
    let enemy_to = (0..map().len())
        .map(|g| {
            let goal = SpaceId::try_from(g).expect("small map");
            headings.cost_to(goal, &enemy_special, enemy_back)
        })
        .collect();
    Tables {
        headings,
        to_end,
        enemy_to,
    }
}

/// Bond's steps to End from `at`, his facing counted.
pub(super) fn facing_cost(at: Option<(SpaceId, Facing)>) -> f64 {
    let t = tables();
    at.and_then(|(s, f)| t.headings.index(s, f))
        .map_or(40.0, |h| t.to_end[h] - FIXED_COST)
}

/// Bond's steps to End from `space`, whatever his facing.
pub(super) fn plain_steps(space: Option<SpaceId>) -> f64 {
    space.map_or(40.0, |s| f64::from(distance_to_end()[usize::from(s)]))
}

impl Lald {
    /// Value for [Bond, Enemy], each in `[0, 1]`, as `level` judges: the fitted chance,
    /// Bond's with his own count mixed in above the easy level (see the module's note and
    /// [`BOND_OWN_COUNT`]).
    pub(crate) fn heuristic(&self, level: Level) -> Option<Vec<f64>> {
        let fitted = self.fitted_chance();
        let mix = match level {
            Level::Easy => 0.0,
            Level::Normal | Level::Hard => BOND_OWN_COUNT,
        };
        let own = self.bond_chance(facing_cost(self.at(PieceId::Bond)));
        Some(vec![mix * own + (1.0 - mix) * fitted, 1.0 - fitted])
    }

    /// Bond's chance with `steps` still to go to End: his hits and the Wedding card, the
    /// Enemy guns that bear on him now, and the turns either side has lost.
    fn bond_chance(&self, steps: f64) -> f64 {
        let bond = self.piece(PieceId::Bond);
        let hits_left = f64::from(BOND_CRASH_HITS - bond.hits.min(BOND_CRASH_HITS));
        let wedding = self
            .hand(Side::Bond)
            .iter()
            .any(|c| c.def().kind == CardKind::Wedding);
        let lives = hits_left + if wedding { 0.8 } else { 0.0 };
        let danger: f64 = self
            .alive(Side::Enemy)
            .filter_map(|e| self.range_to_bond(e.id))
            .map(|r| match r {
                0 => 0.6,
                1 => 0.45,
                2..=3 => 0.25,
                4..=6 => 0.08,
                _ => 0.02,
            })
            .sum();
        let stalled = f64::from(bond.lost_turns);
        let enemy_stalled: f64 = self
            .alive(Side::Enemy)
            .map(|e| f64::from(e.lost_turns))
            .sum();
        let x = 1.1 * (lives - 1.5) - 0.16 * (steps - 8.0) - 0.5 * danger - 0.6 * stalled
            + 0.15 * enemy_stalled;
        1.0 / (1.0 + (-x).exp())
    }

    /// The actions the computer weighs: the legal ones but the routes, less a Double Back
    /// that would leave the moving boat no nearer its goal (see [`Lald::turns_away`]).
    pub(crate) fn search_choices(&self, seat: Seat) -> Vec<LaldAction> {
        let mut acts = self.search_legal(seat);
        let back = |a: &LaldAction| matches!(a, LaldAction::DoubleBack { .. });
        if self.turns_away() && acts.iter().any(|a| !back(a)) {
            acts.retain(|a| !back(a));
        }
        acts
    }

    /// True while a boat is moving and turning it round would leave it, even if the Double
    /// Back works, no nearer its goal by the heading costs than it is: End for Bond (his own
    /// count, [`facing_cost`]), Bond's space for an Enemy boat. Such a turn can only cost the
    /// boat (a failure stops it for the rest of the turn), yet a search that kept it tried it
    /// at every step of a move and judged going straight on by an average over those tries,
    /// while turning round at once rules them out for the turn (one Double Back a turn): so
    /// it favoured turning round: Bond turned round at the start of most games and lost whole
    /// turns to the failures, and an Enemy boat failed a Double Back in about half its turns.
    fn turns_away(&self) -> bool {
        let Phase::Moving { activation } = &self.phase else {
            return false;
        };
        let me = activation.piece;
        let Some((here, facing)) = self.at(me) else {
            return false;
        };
        let t = tables();
        let cost: &[f64] = if me == PieceId::Bond {
            &t.to_end
        } else {
            match self.piece(PieceId::Bond).space {
                Some(bond) => &t.enemy_to[usize::from(bond)],
                None => return false,
            }
        };
        match (
            t.headings.index(here, facing),
            t.headings.index(here, facing.reversed()),
        ) {
            (Some(now), Some(back)) => cost[back] >= cost[now],
            _ => false,
        }
    }

    /// The iterations `seat` spends on one decision (see `Game::search_budget`): the level's
    /// budget for each boat's decision, never below [`ENEMY_FLOOR`] for an Enemy boat, which
    /// a boat needs to see its moves at all. Each Enemy boat moves every turn and Bond's one
    /// boat once, so the Enemy thinks about four times as much a turn: given two thirds of it
    /// per boat with four afloat, the Enemy won only 35.5 % of 200 games between normal
    /// computers (Bond's own count weighing half), given all of it 44 %.
    pub(crate) fn budget(&self, seat: Seat, iterations: u32) -> u32 {
        match Side::of_seat(seat) {
            Side::Bond => iterations,
            Side::Enemy => iterations.max(ENEMY_FLOOR),
        }
    }

    /// A cheap, sensible action for rollouts.
    pub(crate) fn rollout(&self, seat: Seat, rng: &mut Rng) -> Option<LaldAction> {
        let acts = self.search_choices(seat);
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
        let (here, _) = self.at(me)?;
        let m = map();
        let bond = self.piece(PieceId::Bond).space;
        // Bond heads for End the way he faces; a boat closes on him.
        let score = |s: SpaceId| -> f64 {
            if me == PieceId::Bond {
                facing_cost(Some((s, Facing::arrived(here, s))))
            } else {
                bond.map_or(0.0, |b| m.at(s).distance(m.at(b)))
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

    /// Facing matters: pointed away from End, Bond must turn round first, so the same space
    /// faced the other way costs more, and never more than a Double Back's expected cost.
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
        let min = t.to_end.iter().copied().fold(f64::INFINITY, f64::min);
        assert_eq!(min, 0.0);
    }
}
