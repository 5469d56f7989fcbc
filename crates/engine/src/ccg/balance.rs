//! Self-play figures for both rule sets, published on the rules pages. Measured with
//! `cargo run --release -p qbranch-engine --example ccg_balance -- MODE VARIANT PLAYERS GAMES
//! SEED` (every computer decision used its level's full iteration budget, no clock, so the
//! figures depend only on the seeds; see the example for how seats and decks rotate).

use serde::Serialize;

/// One measured batch of the normal computer against random players.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    /// `ccg` (Basic Rules) or `ccg-ltk` (Licence to Kill).
    pub game: &'static str,
    pub players: u32,
    pub games: u32,
    /// Games the computer won.
    pub wins: u32,
    /// Games a random player won.
    pub losses: u32,
    /// Games drawn (Licence to Kill: leaders tied at the last Plot card; the turn limit).
    pub draws: u32,
    /// Games stopped at the action cap without a result.
    pub unfinished: u32,
    /// Mean milliseconds per computer decision (native, release build; the browser is
    /// several times slower and spreads a decision over animation frames).
    pub mean_ms: f64,
    pub method: &'static str,
}

impl Measured {
    /// The computer's share of the games, in percent.
    pub fn win_pct(&self) -> f64 {
        100.0 * self.wins as f64 / self.games.max(1) as f64
    }
}

/// One prebuilt deck's result in computer-against-computer play.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DeckPoints {
    pub game: &'static str,
    /// The prebuilt deck's id.
    pub deck: &'static str,
    /// Games the deck played.
    pub games: u32,
    /// Twice its points: 2 per win, 1 per draw.
    pub points_x2: u32,
    pub method: &'static str,
}

impl DeckPoints {
    /// The deck's points: its share of the games it played (a draw counts half), in percent.
    pub fn points_pct(&self) -> f64 {
        50.0 * self.points_x2 as f64 / self.games.max(1) as f64
    }
}

/// The normal computer against random players (rules version 2).
pub const MEASURED: &[Measured] = &[];

/// Prebuilt decks in computer-against-computer play, normal level, two players, every
/// ordered pairing of two different decks of the rule set (rules version 2).
pub const DECK_POINTS: &[DeckPoints] = &[];
