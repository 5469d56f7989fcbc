//! Where the computer's rollouts stop and the evaluation judges: once the rival has replied.
//! A boat's move is only as good as what the other side can do about it, so Bond's turn is
//! judged after the Enemy's boats have moved and fired, and an Enemy boat's after Bond has
//! moved on. A level's rollout length (`MctsConfig::rollout_depth`) may stop it sooner.

use super::game::Lald;
use super::piece::Side;
use super::state::Phase;

/// Sides' turns finished so far: Bond's r-th turn is in progress at `2r - 2`, the Enemy's at
/// `2r - 1`, and both are over at `2r` (the Enemy's draw step).
fn sides_done(g: &Lald) -> i64 {
    let r = i64::from(g.turns.round);
    match &g.phase {
        Phase::Setup => -1,
        Phase::BondToRoll => 2 * r - 2,
        Phase::Moving { activation } | Phase::Dodge { activation, .. } => {
            match activation.piece.side() {
                Side::Bond => 2 * r - 2,
                Side::Enemy => 2 * r - 1,
            }
        }
        Phase::Draw { side: Side::Bond } | Phase::EnemyToChoose => 2 * r - 1,
        Phase::Draw { side: Side::Enemy } | Phase::Over => 2 * r,
    }
}

impl Lald {
    /// True between pieces' turns once the side in play at `root` has finished its turn and
    /// the other side its reply (at a draw step, the side's turn is already over: only the
    /// reply is left).
    pub(crate) fn past_reply(&self, root: &Lald) -> bool {
        if !self.phase.between_turns() {
            return false;
        }
        let ahead = if matches!(root.phase, Phase::Draw { .. }) {
            1
        } else {
            2
        };
        sides_done(self) >= sides_done(root) + ahead
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::random_action;
    use crate::core::game::Game;
    use crate::core::rng::Rng;
    use crate::lald::{Lald, LaldSetup, Phase, Side};

    /// Plays `g` at random until a piece of `side` is moving, then on until the horizon from
    /// there: the phase and Bond's turn count there, with those at the root; `None` if the
    /// game ends first.
    fn horizon_from(mut g: Lald, side: Side, rng: &mut Rng) -> Option<(Phase, u32, u32)> {
        let mut root: Option<Lald> = None;
        while g.outcome().is_none() {
            match &root {
                None if g.phase.activation().map(|a| a.piece.side()) == Some(side) => {
                    root = Some(g.clone());
                }
                Some(r) if g.past_reply(r) => {
                    return Some((g.phase.clone(), g.turns.round, r.turns.round));
                }
                _ => {}
            }
            let (s, a) = random_action(&g, rng)?;
            g.apply(s, &a).ok()?;
        }
        None
    }

    /// Bond's turn is judged at the Enemy's draw step after its reply, in the same round; an
    /// Enemy boat's at Bond's draw step after his next turn.
    #[test]
    fn rollouts_stop_once_the_rival_has_replied() {
        let mut seen = [0; 2];
        for seed in 1..40 {
            for side in [Side::Bond, Side::Enemy] {
                let g = Lald::new(&LaldSetup::default(), seed).unwrap();
                let Some((phase, round, root_round)) = horizon_from(g, side, &mut Rng::new(seed))
                else {
                    continue;
                };
                let (draw, rounds) = match side {
                    Side::Bond => (Side::Enemy, 0),
                    Side::Enemy => (Side::Bond, 1),
                };
                assert_eq!(phase, Phase::Draw { side: draw }, "seed {seed}, {side:?}");
                assert_eq!(round, root_round + rounds, "seed {seed}, {side:?}");
                seen[side.seat()] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n >= 20), "{seen:?}");
    }
}
