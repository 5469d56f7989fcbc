//! Measured figures, published on the rules page: how evenly equal computer players share the
//! wins seat by seat, and the level ladder (each level against the one below).
//!
//! Method: `qbranch ladder` (`cargo build --profile bench-native -p qbranch-cli`, then
//! `target/bench-native/qbranch ladder …`), the exact command in each row. A ladder cell puts
//! the stronger level in one seat and the weaker in every other; the stronger seat moves round
//! the table from game to game over the same deals. Default seats
//! ([`super::RaceSetup::for_players`]), in seat order: 2 players Peking, London; 3 London,
//! Peking, New York; 4 London, Cairo, Peking, New York. Every decision uses the level's full
//! iteration budget (no clock), so a seed replays the same games on any machine.

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
        what: "easy computers in every seat: `qbranch ladder --game race --players 2 --games 400 --seed 1001 --max-actions 3000 --pairings easy-easy --threads 1` \
               (shares by seat 52.8 % (47.9-57.6), 47.3 % (42.4-52.1); 95 % intervals)",
        players: 2,
        seats: &["easy", "easy"],
        games: 400,
        wins_by_seat: &[211, 189],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "normal computers in every seat: `qbranch ladder --game race --players 2 --games 320 --seed 1001 --max-actions 3000 --pairings normal-normal --threads 1` \
               (shares by seat 54.4 % (48.9-59.7), 45.6 % (40.3-51.1); 95 % intervals)",
        players: 2,
        seats: &["normal", "normal"],
        games: 320,
        wins_by_seat: &[174, 146],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "easy computers in every seat: `qbranch ladder --game race --players 3 --games 400 --seed 1001 --max-actions 3000 --pairings easy-easy --threads 1` \
               (shares by seat 34.8 % (30.2-39.5), 32.5 % (28.1-37.2), 32.8 % (28.3-37.5); 95 % intervals)",
        players: 3,
        seats: &["easy", "easy", "easy"],
        games: 400,
        wins_by_seat: &[139, 130, 131],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "normal computers in every seat: `qbranch ladder --game race --players 3 --games 320 --seed 1001 --max-actions 3000 --pairings normal-normal --threads 1` \
               (shares by seat 39.7 % (34.5-45.1), 29.7 % (24.9-34.9), 30.6 % (25.8-35.9); 95 % intervals)",
        players: 3,
        seats: &["normal", "normal", "normal"],
        games: 320,
        wins_by_seat: &[127, 95, 98],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "easy computers in every seat: `qbranch ladder --game race --players 4 --games 400 --seed 1001 --max-actions 3000 --pairings easy-easy --threads 1` \
               (shares by seat 29.8 % (25.5-34.4), 27.5 % (23.4-32.1), 22.3 % (18.4-26.6), 20.5 % (16.8-24.7); 95 % intervals)",
        players: 4,
        seats: &["easy", "easy", "easy", "easy"],
        games: 400,
        wins_by_seat: &[119, 110, 89, 82],
        unfinished: 0,
        mean_actions: None,
    },
    Measured {
        what: "normal computers in every seat: `qbranch ladder --game race --players 4 --games 320 --seed 1001 --max-actions 3000 --pairings normal-normal --threads 1` \
               (shares by seat 30.0 % (25.2-35.2), 22.2 % (18.0-27.1), 23.1 % (18.8-28.0), 24.7 % (20.3-29.7); 95 % intervals)",
        players: 4,
        seats: &["normal", "normal", "normal", "normal"],
        games: 320,
        wins_by_seat: &[96, 71, 74, 79],
        unfinished: 0,
        mean_actions: None,
    },
];

/// The level ladder at every table size, 120 games a cell against a computer level (over 40,
/// an interval is about ±15 points, too wide to tell a cell from the target). The levels are
/// kept apart by how long each looks (`super::ai::search_config`): against a normal of 400
/// iterations, hard at 8,000 did no better than at 3,000.
pub const LADDER: &[LadderCell] = &[
    LadderCell {
        players: 2,
        pairing: "hard-normal",
        games: 120,
        weak_wins: 33,
        strong_wins_by_seat: &[52, 35],
        method: "`qbranch ladder --game race --players 2 --games 120 --seed 1001 --max-actions 3000 --pairings hard-normal --threads 1` (pairwise 72.5 %, \
                 95 % interval 63.9-79.7 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-easy",
        games: 120,
        weak_wins: 33,
        strong_wins_by_seat: &[48, 39],
        method: "`qbranch ladder --game race --players 2 --games 120 --seed 1001 --max-actions 3000 --pairings normal-easy --threads 1` (pairwise 72.5 %, \
                 95 % interval 63.9-79.7 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-random",
        games: 40,
        weak_wins: 0,
        strong_wins_by_seat: &[20, 20],
        method: "`qbranch ladder --game race --players 2 --games 40 --seed 1001 --max-actions 3000 --pairings normal-random --threads 1` (pairwise 100.0 %, \
                 95 % interval 91.2-100.0 %)",
    },
    LadderCell {
        players: 3,
        pairing: "hard-normal",
        games: 120,
        weak_wins: 56,
        strong_wins_by_seat: &[27, 18, 19],
        method: "`qbranch ladder --game race --players 3 --games 120 --seed 1001 --max-actions 3000 --pairings hard-normal --threads 1` (pairwise 69.6 %, \
                 95 % interval 59.5-78.0 %)",
    },
    LadderCell {
        players: 3,
        pairing: "normal-easy",
        games: 120,
        weak_wins: 55,
        strong_wins_by_seat: &[25, 18, 22],
        method: "`qbranch ladder --game race --players 3 --games 120 --seed 1001 --max-actions 3000 --pairings normal-easy --threads 1` (pairwise 70.3 %, \
                 95 % interval 60.3-78.6 %)",
    },
    LadderCell {
        players: 3,
        pairing: "normal-random",
        games: 40,
        weak_wins: 0,
        strong_wins_by_seat: &[14, 13, 13],
        method: "`qbranch ladder --game race --players 3 --games 40 --seed 1001 --max-actions 3000 --pairings normal-random --threads 1` (pairwise 100.0 %, \
                 95 % interval 91.2-100.0 %)",
    },
    LadderCell {
        players: 4,
        pairing: "hard-normal",
        games: 120,
        weak_wins: 72,
        strong_wins_by_seat: &[18, 13, 9, 8],
        method: "`qbranch ladder --game race --players 4 --games 120 --seed 1001 --max-actions 3000 --pairings hard-normal --threads 1` (pairwise 66.7 %, \
                 95 % interval 55.2-76.5 %)",
    },
    LadderCell {
        players: 4,
        pairing: "normal-easy",
        games: 120,
        weak_wins: 61,
        strong_wins_by_seat: &[23, 16, 8, 12],
        method: "`qbranch ladder --game race --players 4 --games 120 --seed 1001 --max-actions 3000 --pairings normal-easy --threads 1` (pairwise 74.4 %, \
                 95 % interval 63.8-82.7 %)",
    },
    LadderCell {
        players: 4,
        pairing: "normal-random",
        games: 40,
        weak_wins: 0,
        strong_wins_by_seat: &[10, 10, 10, 10],
        method: "`qbranch ladder --game race --players 4 --games 40 --seed 1001 --max-actions 3000 --pairings normal-random --threads 1` (pairwise 100.0 %, \
                 95 % interval 91.2-100.0 %)",
    },
];

/// Native time per AI decision: `cargo run --profile bench-native -p qbranch-engine --example
/// race_balance timing 20` (20 decisions per level and table size, full iteration budget, no
/// clock), on a two-core machine shared with other builds and runs (load about 2.4). Level, players,
/// mean ms, 95th percentile ms, max ms.
pub const MEASURED_DECISION_MS: &[(&str, usize, f64, f64, f64)] = &[
    ("easy", 2, 0.4, 1.0, 1.0),
    ("normal", 2, 1.1, 2.6, 2.6),
    ("hard", 2, 78.9, 122.9, 122.9),
    ("easy", 3, 0.6, 0.9, 0.9),
    ("normal", 3, 1.0, 3.4, 3.4),
    ("hard", 3, 104.3, 135.3, 135.3),
    ("easy", 4, 0.6, 0.7, 0.7),
    ("normal", 4, 1.1, 1.3, 1.3),
    ("hard", 4, 119.0, 181.6, 181.6),
];

/// What the rules page shows of the computer's levels (the equal-level games are in
/// [`MEASURED`]).
pub const PUBLISHED: Published = Published {
    ladder: LADDER,
    seat_shares: &[],
    band_points: FAIR_BAND_POINTS,
};
