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

/// Self-play results for the tables as they stand (rules version 1).
pub const MEASURED: &[Measured] = &[
    Measured {
        matchup: "easy computer vs easy computer",
        games: 100,
        bond_wins: 56,
        enemy_wins: 44,
        method: "lald_balance balance 100 easy 1 (seeds 1-100)",
    },
    Measured {
        matchup: "normal computer vs normal computer",
        games: 60,
        bond_wins: 34,
        enemy_wins: 26,
        method: "lald_balance balance 60 normal 1 (seeds 1-60)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 100,
        bond_wins: 97,
        enemy_wins: 3,
        method: "lald_balance random-bond 100 normal 1000 (seeds 1000-1099)",
    },
    Measured {
        matchup: "random Bond vs the normal computer as Enemy",
        games: RANDOM_ENEMY_GAMES,
        bond_wins: 0,
        enemy_wins: RANDOM_ENEMY_GAMES,
        method: "lald_balance random-enemy 60 normal 2000 (seeds 2000-2059)",
    },
];

const RANDOM_ENEMY_GAMES: u32 = 60;

/// How the tables were tuned, in our own words.
pub const METHOD: &str = "The first tables, set by hand from the You Only Live Twice summaries \
    and the rulebook's example (a roll of 4 moves Bond 6 spaces), let Bond win 85 % of equal \
    games (34 of 40 at normal): he simply outran the boats. We moved his start to the far side \
    of the bayou, slowed him, sped the Enemy boats up and made close-range fire deadlier while \
    keeping long shots poor, so that a boat has to work its way near him. With Bond's Force \
    Dodge white on 2-6 he won 17 of 40 normal games, with 2-7 34 of 60: the tables keep 2-7, \
    Bond slightly ahead.";
