//! Measured figures, published on the rules page: how evenly equal computer players share the
//! wins seat by seat, and the level ladder (each level against the one below).
//!
//! Method: `qbranch ladder` (`cargo build --profile bench-native -p qbranch-cli`, then
//! `target/bench-native/qbranch ladder …`), the exact command in each row. A ladder cell puts
//! the stronger level in one seat and the weaker in every other; the stronger seat moves round
//! the table from game to game over the same deals. Default seats: London, Cairo, Peking, New
//! York in seat order (2 players: London, Peking; 3: London, Cairo, Peking). Every decision
//! uses the level's full iteration budget (no clock), so a seed replays the same games on any
//! machine.

use crate::ai::ladder::{LadderCell, Published, FAIR_BAND_POINTS};

/// One measured batch, as the rules page shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// Who played and the exact command.
    pub what: &'static str,
    pub players: usize,
    /// Controllers by seat ("easy", "normal", "random"; "normal*" = the level measured, whose
    /// seat rotates).
    pub seats: &'static [&'static str],
    pub games: usize,
    pub wins_by_seat: &'static [usize],
    /// Games stopped at the action cap without a winner.
    pub unfinished: usize,
    /// Actions per game, where the run counted them.
    pub mean_actions: Option<f64>,
}

/// Equal computer players at every table size (each level against the one below is in
/// [`LADDER`], shown by the shell's "How strong the computer is").
pub const MEASURED: &[Measured] = &[
    Measured {
        what: "easy computers in every seat: `qbranch ladder --game race --players 2 --games 400 --seed 1 --max-actions 3000 --pairings easy-easy --threads 1` \
               (shares by seat 53.3 % (48.4-58.1), 46.8 % (41.9-51.6); 95 % intervals)",
        players: 2,
        seats: &["easy", "easy"],
        games: 400,
        wins_by_seat: &[213, 187],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "normal computers in every seat: `qbranch ladder --game race --players 2 --games 160 --seed 1 --max-actions 3000 --pairings normal-normal --threads 1` \
               (shares by seat 46.3 % (38.7-54.0), 53.1 % (45.4-60.7); 95 % intervals)",
        players: 2,
        seats: &["normal", "normal"],
        games: 160,
        wins_by_seat: &[74, 85],
        unfinished: 1,
        mean_actions: None,
    },
    Measured {
        what: "easy computers in every seat: `qbranch ladder --game race --players 3 --games 400 --seed 1 --max-actions 3000 --pairings easy-easy --threads 1` \
               (shares by seat 32.8 % (28.3-37.5), 33.3 % (28.8-38.0), 34.0 % (29.5-38.8); 95 % intervals)",
        players: 3,
        seats: &["easy", "easy", "easy"],
        games: 400,
        wins_by_seat: &[131, 133, 136],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "normal computers in every seat: `qbranch ladder --game race --players 3 --games 160 --seed 1 --max-actions 3000 --pairings normal-normal --threads 1` \
               (shares by seat 35.0 % (28.0-42.7), 33.1 % (26.3-40.7), 31.9 % (25.2-39.4); 95 % intervals)",
        players: 3,
        seats: &["normal", "normal", "normal"],
        games: 160,
        wins_by_seat: &[56, 53, 51],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "easy computers in every seat: `qbranch ladder --game race --players 4 --games 400 --seed 1 --max-actions 3000 --pairings easy-easy --threads 1` \
               (shares by seat 24.0 % (20.1-28.4), 27.0 % (22.9-31.6), 24.0 % (20.1-28.4), 25.0 % (21.0-29.5); 95 % intervals)",
        players: 4,
        seats: &["easy", "easy", "easy", "easy"],
        games: 400,
        wins_by_seat: &[96, 108, 96, 100],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "normal computers in every seat: `qbranch ladder --game race --players 4 --games 160 --seed 1 --max-actions 3000 --pairings normal-normal --threads 1` \
               (shares by seat 29.4 % (22.9-36.8), 26.9 % (20.6-34.2), 25.0 % (18.9-32.2), 18.8 % (13.5-25.5); 95 % intervals)",
        players: 4,
        seats: &["normal", "normal", "normal", "normal"],
        games: 160,
        wins_by_seat: &[47, 43, 40, 30],
        unfinished: 0,
        mean_actions: None,
    },
];

/// The level ladder at every table size. Hard against normal is measured over 120 games at
/// each size (over 40, its interval is about ±15 points, too wide to tell it from the
/// target). Hard at 8,000 iterations instead of 3,000 did no better over the first 40 games
/// at three players: more of the same search does not look like the lever.
pub const LADDER: &[LadderCell] = &[
    LadderCell {
        players: 2,
        pairing: "hard-normal",
        games: 120,
        weak_wins: 45,
        strong_wins_by_seat: &[35, 35],
        method: "`qbranch ladder --game race --players 2 --games 120 --seed 1 --max-actions 3000 --pairings hard-normal --threads 1` (pairwise 60.9 %, \
                 95 % interval 51.7-69.3 %; 5 games stopped at 3,000 actions without a winner)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-easy",
        games: 40,
        weak_wins: 4,
        strong_wins_by_seat: &[18, 18],
        method: "`qbranch ladder --game race --players 2 --games 40 --seed 1 --max-actions 3000 --pairings normal-easy --threads 1` (pairwise 90.0 %, \
                 95 % interval 76.9-96.0 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-random",
        games: 40,
        weak_wins: 0,
        strong_wins_by_seat: &[20, 20],
        method: "`qbranch ladder --game race --players 2 --games 40 --seed 1 --max-actions 3000 --pairings normal-random --threads 1` (pairwise 100.0 %, \
                 95 % interval 91.2-100.0 %)",
    },
    LadderCell {
        players: 3,
        pairing: "hard-normal",
        games: 120,
        weak_wins: 71,
        strong_wins_by_seat: &[20, 13, 16],
        method: "`qbranch ladder --game race --players 3 --games 120 --seed 1 --max-actions 3000 --pairings hard-normal --threads 1` (pairwise 58.0 %, \
                 95 % interval 47.3-67.9 %)",
    },
    LadderCell {
        players: 3,
        pairing: "normal-easy",
        games: 40,
        weak_wins: 9,
        strong_wins_by_seat: &[11, 9, 11],
        method: "`qbranch ladder --game race --players 3 --games 40 --seed 1 --max-actions 3000 --pairings normal-easy --threads 1` (pairwise 87.3 %, \
                 95 % interval 72.7-94.7 %)",
    },
    LadderCell {
        players: 3,
        pairing: "normal-random",
        games: 40,
        weak_wins: 0,
        strong_wins_by_seat: &[14, 13, 13],
        method: "`qbranch ladder --game race --players 3 --games 40 --seed 1 --max-actions 3000 --pairings normal-random --threads 1` (pairwise 100.0 %, \
                 95 % interval 91.2-100.0 %)",
    },
    LadderCell {
        players: 4,
        pairing: "hard-normal",
        games: 120,
        weak_wins: 79,
        strong_wins_by_seat: &[10, 10, 13, 8],
        method: "`qbranch ladder --game race --players 4 --games 120 --seed 1 --max-actions 3000 --pairings hard-normal --threads 1` (pairwise 60.9 %, \
                 95 % interval 49.0-71.7 %)",
    },
    LadderCell {
        players: 4,
        pairing: "normal-easy",
        games: 40,
        weak_wins: 14,
        strong_wins_by_seat: &[6, 6, 8, 6],
        method: "`qbranch ladder --game race --players 4 --games 40 --seed 1 --max-actions 3000 --pairings normal-easy --threads 1` (pairwise 84.8 %, \
                 95 % interval 68.3-93.5 %)",
    },
    LadderCell {
        players: 4,
        pairing: "normal-random",
        games: 40,
        weak_wins: 0,
        strong_wins_by_seat: &[10, 10, 10, 10],
        method: "`qbranch ladder --game race --players 4 --games 40 --seed 1 --max-actions 3000 --pairings normal-random --threads 1` (pairwise 100.0 %, \
                 95 % interval 91.2-100.0 %)",
    },
];

/// Native time per AI decision: `cargo run --profile bench-native -p qbranch-engine --example
/// race_balance timing 20` (20 decisions per level and table size, full iteration budget, no
/// clock), on a two-core machine shared with other builds and runs (load about 5). Level, players, mean ms, 95th percentile ms, max ms.
pub const MEASURED_DECISION_MS: &[(&str, usize, f64, f64, f64)] = &[
    ("easy", 2, 0.4, 0.9, 0.9),
    ("normal", 2, 5.8, 11.7, 11.7),
    ("hard", 2, 65.0, 99.0, 99.0),
    ("easy", 3, 0.4, 0.5, 0.5),
    ("normal", 3, 4.9, 7.0, 7.0),
    ("hard", 3, 70.1, 104.6, 104.6),
    ("easy", 4, 0.5, 0.6, 0.6),
    ("normal", 4, 7.1, 8.2, 8.2),
    ("hard", 4, 90.5, 123.0, 123.0),
];

/// What the rules page shows of the computer's levels (the equal-level games are in
/// [`MEASURED`]).
pub const PUBLISHED: Published = Published {
    ladder: LADDER,
    seat_shares: &[],
    band_points: FAIR_BAND_POINTS,
};
