//! What the computer reads off a position to judge Bond's chances: a handful of plain counts
//! (hits, steps to End, the boats that can reach him and when, cards), weighed by
//! [`WEIGHTS`], which were fitted to the outcomes of self-play positions.

use std::sync::OnceLock;

use super::ai::{facing_cost, plain_steps};
use super::cards::CardKind;
use super::game::Lald;
use super::map::{distance_to_end, map};
use super::piece::{PieceId, Side};
use super::state::Phase;
use super::turn::BOND_CRASH_HITS;
use crate::chase::turns::waiting;
use crate::chase::SpaceId;

/// How many features a position has (the first is a constant 1).
pub const FEATURES: usize = 25;

/// The features' names, in order (the fitting helper prints them beside the weights).
pub const NAMES: [&str; FEATURES] = [
    "bias",
    "hits_left",
    "wedding",
    "facing_steps_10",
    "plain_steps_10",
    "bond_lost_turns",
    "enemy_afloat",
    "enemy_lost_turns",
    "next_r0",
    "next_r1",
    "next_r2_3",
    "next_r4_6",
    "next_r7",
    "later_r0",
    "later_r1",
    "later_r2_3",
    "later_r4_6",
    "later_r7",
    "next_near",
    "later_near",
    "boats_ahead",
    "bond_cards",
    "enemy_cards",
    "hexes",
    "bond_moves_next",
];

/// Steps within which a boat counts as near Bond whatever its facing.
const NEAR: u8 = 4;

/// Fewest steps between every two spaces along any lines, built once.
fn steps_between() -> &'static Vec<Vec<u8>> {
    static D: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    D.get_or_init(|| {
        let m = map();
        (0..m.len())
            .map(|from| {
                let mut d = vec![u8::MAX; m.len()];
                d[from] = 0;
                let mut q = std::collections::VecDeque::from([from]);
                while let Some(s) = q.pop_front() {
                    for l in m.links(SpaceId::try_from(s).expect("small map")) {
                        let to = usize::from(l.to);
                        if d[to] == u8::MAX {
                            d[to] = d[s] + 1;
                            q.push_back(to);
                        }
                    }
                }
                d
            })
            .collect()
    })
}

impl Lald {
    /// The Enemy boats that move before Bond's next move, and whether Bond moves next.
    fn next_boats(&self) -> (Vec<PieceId>, bool) {
        match &self.phase {
            Phase::Draw { side: Side::Bond } => {
                let ready = self
                    .alive(Side::Enemy)
                    .filter(|e| e.lost_turns == 0)
                    .map(|e| e.id);
                (ready.collect(), false)
            }
            Phase::EnemyToChoose => (waiting(self).collect(), false),
            Phase::Moving { activation } | Phase::Dodge { activation, .. }
                if activation.piece.side() == Side::Enemy =>
            {
                let mut next: Vec<PieceId> = waiting(self).collect();
                next.push(activation.piece);
                (next, false)
            }
            _ => (Vec::new(), true),
        }
    }

    /// The position's features, for Bond (see [`NAMES`]).
    pub fn judgement_features(&self) -> [f64; FEATURES] {
        let mut f = [0.0; FEATURES];
        let bond = self.piece(PieceId::Bond);
        f[0] = 1.0;
        f[1] = f64::from(BOND_CRASH_HITS - bond.hits.min(BOND_CRASH_HITS));
        f[2] = f64::from(u8::from(
            self.hand(Side::Bond)
                .iter()
                .any(|c| c.def().kind == CardKind::Wedding),
        ));
        f[3] = facing_cost(self.at(PieceId::Bond)) / 10.0;
        f[4] = plain_steps(bond.space) / 10.0;
        f[5] = f64::from(bond.lost_turns);
        let (next, bond_next) = self.next_boats();
        let to_end = distance_to_end();
        let bond_end = bond.space.map_or(u8::MAX, |s| to_end[usize::from(s)]);
        for e in self.alive(Side::Enemy) {
            f[6] += 1.0;
            f[7] += f64::from(e.lost_turns);
            let first = if next.contains(&e.id) { 8 } else { 13 };
            if let Some(r) = self.range_to_bond(e.id) {
                let bucket = match r {
                    0 => 0,
                    1 => 1,
                    2..=3 => 2,
                    4..=6 => 3,
                    _ => 4,
                };
                f[first + bucket] += 1.0;
            }
            if let (Some(b), Some(s)) = (bond.space, e.space) {
                if steps_between()[usize::from(s)][usize::from(b)] <= NEAR {
                    f[if first == 8 { 18 } else { 19 }] += 1.0;
                }
                if to_end[usize::from(s)] < bond_end {
                    f[20] += 1.0;
                }
            }
        }
        f[21] = self.hand(Side::Bond).len() as f64;
        f[22] = self.hand(Side::Enemy).len() as f64;
        f[23] = f64::from(self.cards.hexes);
        f[24] = f64::from(u8::from(bond_next));
        f
    }

    /// Bond's chance by the fitted weights.
    pub(crate) fn fitted_chance(&self) -> f64 {
        let f = self.judgement_features();
        let x: f64 = f.iter().zip(WEIGHTS.iter()).map(|(a, b)| a * b).sum();
        1.0 / (1.0 + (-x).exp())
    }
}

/// Logistic-regression weights over [`NAMES`]: Bond's chance is `1 / (1 + e^-(w·f))`.
/// Fitted with `cargo run --release -p qbranch-engine --example lald_fit -- 1000 1 normal`:
/// 18,198 positions between pieces' turns in 1000 games between normal computers (seeds
/// 1-1000), each labelled with whether Bond won; log-loss 0.583 on the odd seeds when fitted
/// on the even ones (a coin scores 0.693). A rerun fits to the games of the normal computer
/// as it then plays, so its weights move a little from these.
pub const WEIGHTS: [f64; FEATURES] = [
    4.7759,  // bias
    0.7154,  // hits_left
    0.4971,  // wedding
    -0.6632, // facing_steps_10
    -0.3192, // plain_steps_10
    -2.3041, // bond_lost_turns
    -1.3102, // enemy_afloat
    -0.0801, // enemy_lost_turns
    -1.1287, // next_r0
    -0.8843, // next_r1
    -0.6889, // next_r2_3
    -0.6990, // next_r4_6
    0.0877,  // next_r7
    -0.0630, // later_r0
    0.0805,  // later_r1
    0.0368,  // later_r2_3
    0.3488,  // later_r4_6
    0.3264,  // later_r7
    -0.4976, // next_near
    -0.0953, // later_near
    -0.2569, // boats_ahead
    -0.0304, // bond_cards
    0.0745,  // enemy_cards
    -0.0821, // hexes
    -0.0246, // bond_moves_next
];

#[cfg(test)]
mod tests {
    use crate::ai::random_action;
    use crate::core::game::Game;
    use crate::core::rng::Rng;
    use crate::lald::{Lald, LaldSetup, PieceId, Side};

    /// Positions of a few random games once every piece is faced.
    fn positions() -> Vec<Lald> {
        let mut out = Vec::new();
        for seed in 1..6 {
            let mut g = Lald::new(&LaldSetup::default(), seed).unwrap();
            let mut rng = Rng::new(seed);
            while g.outcome().is_none() {
                if g.turns.round > 0 {
                    out.push(g.clone());
                }
                let (s, a) = random_action(&g, &mut rng).unwrap();
                g.apply(s, &a).unwrap();
            }
        }
        out
    }

    /// The fitted judgement reads the game the right way round: a hit on Bond, a lost turn
    /// of his or one more Enemy gun bearing on him before he moves lowers his chance.
    #[test]
    fn bond_loses_chances_to_hits_lost_turns_and_guns() {
        let all = positions();
        assert!(all.len() > 50);
        for g in all {
            let p = g.fitted_chance();
            assert!(p > 0.0 && p < 1.0);
            let bond = g.piece(PieceId::Bond);
            if bond.hits < 2 {
                let mut hit = g.clone();
                hit.piece_mut(PieceId::Bond).hits += 1;
                assert!(hit.fitted_chance() < p);
            }
            let mut slowed = g.clone();
            slowed.piece_mut(PieceId::Bond).lost_turns += 1;
            assert!(slowed.fitted_chance() < p);
            let f = g.judgement_features();
            let mut closer = f;
            closer[8] += 1.0;
            let x = |f: &[f64]| {
                f.iter()
                    .zip(super::WEIGHTS)
                    .map(|(a, b)| a * b)
                    .sum::<f64>()
            };
            assert!(x(&closer) < x(&f));
            assert_eq!(g.alive(Side::Enemy).count() as f64, f[6]);
        }
    }
}
