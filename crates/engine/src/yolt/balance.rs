//! The status-sheet numbers and the self-play figures that chose them, published on the rules
//! page. Measured with `cargo run --release -p qbranch-engine --example yolt_balance`.

use serde::Serialize;

/// One measured batch of self-play games.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    /// What played ("easy AI vs easy AI").
    pub matchup: &'static str,
    pub games: u32,
    pub bond_wins: u32,
    pub enemy_wins: u32,
    pub ties: u32,
    /// How it was measured.
    pub method: &'static str,
}

/// Self-play results for the published sheet ([`super::sheet::StatusSheet::STANDARD`]).
pub const MEASURED: &[Measured] = &[];
