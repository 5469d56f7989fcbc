//! Self-play figures for the reconstructed tables, published on the rules page. Measured with
//! `cargo run --release -p qbranch-engine --example lald_balance -- MODE GAMES LEVEL SEED`
//! (every computer decision used its full iteration budget, no clock, so the figures depend
//! only on the seeds).

use serde::Serialize;

/// One measured batch of games.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    pub matchup: &'static str,
    pub games: u32,
    pub bond_wins: u32,
    pub enemy_wins: u32,
    pub method: &'static str,
}

/// Self-play results for the tables as they stand (rules version 3).
pub const MEASURED: &[Measured] = &[
    Measured {
        matchup: "easy computer vs easy computer",
        games: 60,
        bond_wins: 20,
        enemy_wins: 40,
        method: "lald_balance pair 60 easy easy 1 (its first line: seeds 1-60)",
    },
    Measured {
        matchup: "normal computer vs normal computer",
        games: 60,
        bond_wins: 19,
        enemy_wins: 41,
        method: "lald_balance balance 60 normal 1 (seeds 1-60)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 30,
        bond_wins: 29,
        enemy_wins: 1,
        method: "lald_balance pair 30 normal random 1 (its first line: seeds 1-30)",
    },
    Measured {
        matchup: "random Bond vs the normal computer as Enemy",
        games: 30,
        bond_wins: 0,
        enemy_wins: 30,
        method: "lald_balance pair 30 normal random 1 (its second line: seeds 1-30)",
    },
];

/// How the tables were tuned, in our own words.
pub const METHOD: &str = "The first tables, set by hand from the You Only Live Twice summaries \
    and the rulebook's example (a roll of 4 moves Bond 6 spaces), let Bond simply outrun the \
    boats. We moved his start to the far side of the bayou, slowed him, sped the Enemy boats up \
    and made close-range fire deadlier while keeping long shots poor, so that a boat has to work \
    its way near him. Only Enemy gunfire hits Bond; a Force that gets through slows him \
    instead, costing his next turn unless he dodges it. The computer now judges where each \
    boat can fire from on its next move and how far Bond still has to go the way he faces; \
    its Enemy boats hunt well, and between equal computers Bond wins only about one game in \
    three (the table below), short of the 45-55 % we aim for: the Enemy's close-range fire and \
    Bond's Force Dodge are the rows to ease.";
