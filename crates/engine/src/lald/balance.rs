//! Self-play figures for the reconstructed tables, published on the rules page. Measured with
//! `cargo run --release -p qbranch-engine --example lald_balance -- MODE GAMES LEVEL SEED`.

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

/// Self-play results (see the report of each batch in `method`).
pub const MEASURED: &[Measured] = &[];

/// How the tables were tuned, in our own words.
pub const METHOD: &str = "The movement lines, the white areas and the cards were first set by \
    hand from the You Only Live Twice summaries and the rulebook's example (a roll of 4 moves \
    Bond 6 spaces), then checked by computer self-play.";
