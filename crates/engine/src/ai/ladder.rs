//! The computer's levels and the seats' fairness as measured by `qbranch ladder`, in one shape
//! for every game: each game's `balance.rs` lists its cells, the rules pages show them and the
//! tests check the targets on them.

use serde::Serialize;

use crate::GameId;

/// The level ladder's target: the stronger level wins at least this share (percent) of the
/// games won by it or by one given weaker seat.
pub const BEATS_TARGET_PCT: f64 = 65.0;
/// The target against random players.
pub const BEATS_RANDOM_TARGET_PCT: f64 = 95.0;
/// At equal levels, every seat within this many points of a fair share.
pub const FAIR_BAND_POINTS: f64 = 8.0;

/// One cell of the level ladder: one seat at the stronger level, the others at the weaker;
/// the stronger seat moves round the table from game to game over the same deals (game `i`
/// has it in seat `i % players`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct LadderCell {
    pub players: u32,
    /// "hard-normal", "normal-easy" or "normal-random": the stronger side first.
    pub pairing: &'static str,
    pub games: u32,
    /// Games the stronger level won, by the seat it sat in.
    pub strong_wins_by_seat: &'static [u32],
    /// Games any weaker seat won.
    pub weak_wins: u32,
    /// The exact command.
    pub method: &'static str,
}

impl LadderCell {
    /// Games the stronger level won.
    pub fn strong_wins(&self) -> u32 {
        self.strong_wins_by_seat.iter().sum()
    }

    /// Games the stronger level sat in `seat`.
    pub fn games_in_seat(&self, seat: usize) -> u32 {
        let n = self.players;
        self.games / n + u32::from((seat as u32) < self.games % n)
    }

    /// Of the games won by the stronger seat or by one given weaker seat (the weaker seats'
    /// wins shared among them), the stronger seat's share in percent; at 2 players its share
    /// of the games won.
    pub fn pairwise_pct(&self) -> f64 {
        let strong = f64::from(self.strong_wins());
        let one_weak = f64::from(self.weak_wins) / f64::from(self.players.max(2) - 1);
        100.0 * strong / (strong + one_weak).max(1.0)
    }

    /// 95 % against random players, 65 % against a computer level.
    pub fn target_pct(&self) -> f64 {
        if self.pairing.ends_with("-random") {
            BEATS_RANDOM_TARGET_PCT
        } else {
            BEATS_TARGET_PCT
        }
    }

    pub fn meets(&self) -> bool {
        self.pairwise_pct() >= self.target_pct()
    }
}

/// One batch at equal levels: every seat at `level`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SeatShares {
    pub players: u32,
    /// "easy" or "normal".
    pub level: &'static str,
    pub games: u32,
    pub wins_by_seat: &'static [u32],
    /// The exact command.
    pub method: &'static str,
    /// What a reader of the table needs besides the figures (the goal played, games without a
    /// winner), in plain words; empty when nothing.
    pub note: &'static str,
}

impl SeatShares {
    /// A seat's share of all games, in percent.
    pub fn share_pct(&self, seat: usize) -> f64 {
        100.0 * f64::from(self.wins_by_seat[seat]) / f64::from(self.games.max(1))
    }

    /// A fair share in percent (1/n).
    pub fn fair_pct(&self) -> f64 {
        100.0 / f64::from(self.players)
    }

    /// The seat farthest from a fair share, in points.
    pub fn worst_gap_points(&self) -> f64 {
        (0..self.wins_by_seat.len())
            .map(|s| (self.share_pct(s) - self.fair_pct()).abs())
            .fold(0.0, f64::max)
    }

    /// Within the band: the chase games' Bond 45–55 % is the same 5 points as every seat of
    /// a two-seat game; other tables allow [`FAIR_BAND_POINTS`].
    pub fn meets(&self, band_points: f64) -> bool {
        self.worst_gap_points() <= band_points
    }
}

/// A game's published figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Published {
    pub ladder: &'static [LadderCell],
    pub seat_shares: &'static [SeatShares],
    /// How far from fair a seat may be, in points (5 in the chase games: Bond 45–55 %).
    pub band_points: f64,
}

/// What `game`'s rules page shows of the computer's levels and the seats' fairness.
pub fn published(game: GameId) -> Published {
    match game {
        GameId::Yolt => crate::yolt::balance::PUBLISHED,
        GameId::Lald => crate::lald::balance::PUBLISHED,
        GameId::Race => crate::race::balance::PUBLISHED,
        GameId::Ccg => crate::ccg::balance::PUBLISHED_BASIC,
        GameId::CcgLtk => crate::ccg::balance::PUBLISHED_LTK,
        #[allow(unreachable_patterns)]
        _ => Published::default(),
    }
}
