//! Measured balance figures, published on the rules page.
//!
//! Method: `cargo run --release -p qbranch-engine --example race_balance <what> <games>`,
//! which plays whole games with `qbranch_engine::sim::simulate` (seeds 1, 2, … for `fair`
//! and `random`; 1000+, 11000+, 21000+ for `ai`, the AI taking each seat in turn), with an
//! action cap of 6000 actions per game. Default seats: London, Cairo, Peking, New York in
//! seat order (2 players: London, Peking; 3: London, Cairo, Peking). AI players search
//! without a clock, so every decision uses the level's full iteration budget.

/// One measured batch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// The example's mode and what it shows.
    pub what: &'static str,
    pub players: usize,
    /// Controllers by seat ("easy", "normal", "random"; "normal*" = the AI's seat rotates).
    pub seats: &'static [&'static str],
    pub games: usize,
    pub wins_by_seat: &'static [usize],
    /// Games stopped at the action cap without a winner.
    pub unfinished: usize,
    pub mean_actions: f64,
}

/// The figures as last measured.
pub const MEASURED: &[Measured] = &[
    Measured {
        what: "fair: seat fairness, four equal computer players (normal); seeds 1–400, run as \
               `fair 200` and `fair 200 200`; rules version 2, with the computer taking the \
               move home whenever it carries the case and can reach its base",
        players: 4,
        seats: &["normal", "normal", "normal", "normal"],
        games: 400,
        wins_by_seat: &[111, 100, 97, 92],
        unfinished: 0,
        mean_actions: 108.7,
    },
    Measured {
        what: "fair-easy: seat fairness, four equal computer players (easy); seeds 1–400; rules \
               version 2, with the computer taking the move home whenever it can",
        players: 4,
        seats: &["easy", "easy", "easy", "easy"],
        games: 400,
        wins_by_seat: &[102, 95, 101, 102],
        unfinished: 0,
        mean_actions: 111.1,
    },
    Measured {
        what: "ai: the normal AI against two random players (wins_by_seat[0] = AI wins; the \
               AI sat 20 games in each seat); rules version 2, with the computer taking the \
               move home whenever it can",
        players: 3,
        seats: &["normal*", "random", "random"],
        games: 60,
        wins_by_seat: &[60, 0, 0],
        unfinished: 0,
        mean_actions: 144.3,
    },
    Measured {
        what: "random: two random players (games may wander; the cap stops them); rules \
               version 2",
        players: 2,
        seats: &["random", "random"],
        games: 400,
        wins_by_seat: &[185, 215],
        unfinished: 0,
        mean_actions: 1041.2,
    },
    Measured {
        what: "random: three random players; rules version 2",
        players: 3,
        seats: &["random", "random", "random"],
        games: 400,
        wins_by_seat: &[124, 138, 138],
        unfinished: 0,
        mean_actions: 1381.3,
    },
    Measured {
        what: "random: four random players; rules version 2",
        players: 4,
        seats: &["random", "random", "random", "random"],
        games: 400,
        wins_by_seat: &[98, 100, 103, 96],
        unfinished: 3,
        mean_actions: 1680.4,
    },
];

/// Native time per AI decision (`race_balance timing`: 40 decisions each, release profile,
/// full iteration budget, no clock; machine shared with other builds, load about 3).
/// Level, players, mean ms, 95th percentile ms, max ms.
pub const MEASURED_DECISION_MS: &[(&str, usize, f64, f64, f64)] = &[
    ("easy", 2, 3.7, 6.0, 6.3),
    ("normal", 2, 22.5, 42.5, 42.8),
    ("easy", 4, 5.0, 6.7, 6.9),
    ("normal", 4, 59.6, 108.3, 125.3),
];
