//! The status-sheet numbers and the self-play figures that chose them, published on the rules
//! page. Measured with
//! `cargo run --release -p qbranch-engine --example yolt_balance -- MODE GAMES LEVEL`.

use serde::Serialize;

use super::sheet::StatusSheet;

/// One measured batch of games.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    /// Who played whom.
    pub matchup: &'static str,
    pub games: u32,
    pub bond_wins: u32,
    pub enemy_wins: u32,
    pub ties: u32,
    /// How it was measured.
    pub method: &'static str,
}

/// The sheet these figures are for.
pub const SHEET: StatusSheet = StatusSheet::STANDARD;

/// Self-play results for the published sheet ([`StatusSheet::STANDARD`]).
pub const MEASURED: &[Measured] = &[
    Measured {
        matchup: "easy computer vs easy computer",
        games: 200,
        bond_wins: 93,
        enemy_wins: 106,
        ties: 1,
        method: "yolt_balance balance 200 easy (seeds 1-200, 60 iterations per decision)",
    },
    Measured {
        matchup: "normal computer (250 iterations) vs the same",
        games: 60,
        bond_wins: 26,
        enemy_wins: 34,
        ties: 0,
        method: "yolt_balance budget 60 normal 250 (seeds 1-60)",
    },
];

/// How the sheet was tuned, in our own words.
pub const METHOD: &str = "We started from a guess (6 hits for Bond, 3 per helicopter), which \
    Bond won every time, then moved hit and ammo boxes toward the Enemy and re-ran computer \
    self-play at equal strength until Bond won close to half the games.";
