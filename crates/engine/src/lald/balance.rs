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
        games: 400,
        bond_wins: 213,
        enemy_wins: 187,
        method: "lald_balance balance 400 easy 1 (seeds 1-400)",
    },
    Measured {
        matchup: "normal computer vs normal computer",
        games: 300,
        bond_wins: 140,
        enemy_wins: 160,
        method: "lald_balance balance 300 normal 1 (seeds 1-300)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 200,
        bond_wins: 190,
        enemy_wins: 10,
        method: "lald_balance random-bond 200 normal 1000 (seeds 1000-1199)",
    },
    Measured {
        matchup: "random Bond vs the normal computer as Enemy",
        games: 200,
        bond_wins: 0,
        enemy_wins: 200,
        method: "lald_balance random-enemy 200 normal 2000 (seeds 2000-2199)",
    },
];

/// How the tables were tuned, in our own words.
pub const METHOD: &str = "The first tables, set by hand from the You Only Live Twice summaries \
    and the rulebook's example (a roll of 4 moves Bond 6 spaces), let Bond simply outrun the \
    boats. We moved his start to the far side of the bayou, slowed him, sped the Enemy boats up \
    and made close-range fire deadlier while keeping long shots poor, so that a boat has to work \
    its way near him. Only Enemy gunfire hits Bond; a Force that gets through slows him \
    instead, costing his next turn unless he dodges it. His Force Dodge sets the balance: white \
    on 2-7, he wins about half the games between equal computers (the table below); white on \
    2-6 he won 47 % of 400 easy and 42 % of 300 normal games, white on 2-8 59 % and 56 %, both \
    outside the 45-55 % we aim for.";
