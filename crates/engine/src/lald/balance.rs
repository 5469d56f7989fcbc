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

/// Self-play results for the tables as they stand (rules version 2).
pub const MEASURED: &[Measured] = &[
    Measured {
        matchup: "normal computer vs normal computer",
        games: 200,
        bond_wins: 99,
        enemy_wins: 101,
        method: "lald_balance balance 100 normal S for S = 1, 101 (seeds 1-200; 48 and 51 Bond \
                 wins per hundred)",
    },
    Measured {
        matchup: "easy computer vs easy computer",
        games: 100,
        bond_wins: 56,
        enemy_wins: 44,
        method: "lald_balance balance 100 easy 1 (seeds 1-100)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 200,
        bond_wins: 194,
        enemy_wins: 6,
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
    and the rulebook's example (a roll of 4 moves Bond 6 spaces), let Bond win 85 % of equal \
    games (34 of 40 at normal): he simply outran the boats. We moved his start to the far side \
    of the bayou, slowed him, sped the Enemy boats up and made close-range fire deadlier while \
    keeping long shots poor, so that a boat has to work its way near him. With Bond's Force \
    Dodge white on 2-6 he won 17 of 40 normal games, with 2-7 34 of 60 (57 %, a little above \
    the 45-55 % we aim for). Keeping 2-7, we then widened the Enemy's fire at 4-6 spaces from \
    2-4 to 2-5 (Bond still won 56 of 100) and at 2-3 spaces from 2-7 to 2-8: Bond now wins 99 \
    of 200 games between normal computers.";
