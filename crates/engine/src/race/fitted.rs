//! The computer's judgement of a race position: what each agent has to do (its distance to
//! its goal with the cards it holds, the way home from there, who carries the case, who is
//! close enough to rob the carrier, who moves next), weighed by weights fitted to the
//! outcomes of self-play positions (a conditional logit: each agent's chance to win is
//! `exp(u) / Σ exp(u)`, `u` the weighted sum of its features).

use super::board::Space;
use super::cards::CLASS_TAKE;
use super::distance::{class_counts, home_table, node_of};
use super::state::Race;

/// Features per agent.
pub const FEATURES: usize = 12;

/// What the fitted weights read, per agent (all in turns or 0/1).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "holds",
    "rival holds",
    "turns home, holding",
    "turns to centre",
    "centre to home",
    "turns to carrier",
    "carrier to home",
    "take card, chasing",
    "take card, holding",
    "robber near, holding",
    "moves next",
    "may take back",
];

/// Distances are capped here: beyond it an agent is simply far.
const CAP: f64 = 30.0;

/// One agent's part of the position.
#[derive(Clone, Copy, Debug, Default)]
pub struct Part {
    /// Turns to its current goal (home holding, the centre, or the carrier) with its hand.
    pub to_goal: f64,
    /// Typical turns home from that goal (0 when holding).
    pub goal_home: f64,
    pub has_take: bool,
}

/// Each agent's part, from its distance to its goal (`to_goal[s]`, worked out by the caller).
pub fn parts(race: &Race, to_goal: &[f64]) -> Vec<Part> {
    let home = home_table();
    (0..race.agents.len())
        .map(|s| {
            let base = race.setup.bases[s] as usize;
            let goal_home = match race.case {
                Some(h) if h == s => 0.0,
                None => home[base][Space::CENTRE.index()] as f64,
                Some(h) => home[base][node_of(race, h)] as f64,
            };
            Part {
                to_goal: to_goal[s].min(CAP),
                goal_home: goal_home.min(CAP),
                has_take: class_counts(&race.hands[s])[CLASS_TAKE] > 0,
            }
        })
        .collect()
}

/// The features of every agent.
pub fn features(race: &Race, parts: &[Part]) -> Vec<[f64; FEATURES]> {
    let n = parts.len();
    (0..n)
        .map(|s| {
            let p = parts[s];
            let holds = race.case == Some(s);
            let none = race.case.is_none();
            let chasing = !holds && !none;
            // The nearest rival to a carrier: rivals chase the carrier, so their distance to
            // their goal is their distance to it.
            let threat = (0..n)
                .filter(|&r| r != s)
                .map(|r| parts[r].to_goal)
                .fold(CAP, f64::min);
            let b = |x: bool| f64::from(u8::from(x));
            [
                b(holds),
                b(chasing),
                b(holds) * p.to_goal,
                b(none) * p.to_goal,
                b(none) * p.goal_home,
                b(chasing) * p.to_goal,
                b(chasing) * p.goal_home,
                b(chasing && p.has_take),
                b(holds && p.has_take),
                b(holds) * (-threat / 2.0).exp(),
                b(race.current == s),
                b(chasing && p.has_take && race.robbed.get(s).copied().unwrap_or(false)),
            ]
        })
        .collect()
}

/// Fitted weights, one per feature (see [`FEATURE_NAMES`]): the hand-made turns to win
/// (`ai::turns_to_win`, linear in these features) at -0.285 a turn, plus what it leaves out
/// (holding the case 0.289, a Take card while holding 1.241 and while chasing 0.062 more,
/// moving next 0.158, a robbed agent able to take the case back 1.072); the nearest robber's
/// distance is fitted as nothing. Fitted to 260 games between normal computers at 2 players
/// (8822 positions, every third; held-out log-loss 0.271 against the hand-made judgement's
/// 0.298): `cargo run --profile bench-native -p qbranch-engine --example race_fit -- play
/// p2.tsv 2 60 1000`, `… play p2b.tsv 2 200 5000`, then `… fit p2.tsv p2b.tsv`.
pub const WEIGHTS: [f64; FEATURES] = [
    0.289, -1.427, -0.285, -0.285, -0.285, -0.428, -0.285, 0.918, 1.241, 0.000, 0.158, 1.072,
];

/// Each agent's chance to win under `weights`.
pub fn chances(feats: &[[f64; FEATURES]], weights: &[f64; FEATURES]) -> Vec<f64> {
    let u: Vec<f64> = feats
        .iter()
        .map(|f| f.iter().zip(weights).map(|(x, w)| x * w).sum())
        .collect();
    let top = u.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = u.iter().map(|x| (x - top).exp()).collect();
    let sum: f64 = e.iter().sum();
    e.iter().map(|x| x / sum).collect()
}
