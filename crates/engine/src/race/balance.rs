//! Measured balance figures, published on the rules page. Re-measure with
//! `cargo run --release -p qbranch-engine --example race_balance`.

/// One measured batch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub what: &'static str,
    pub players: usize,
    /// Controllers by seat, e.g. "easy", "normal", "random".
    pub seats: &'static [&'static str],
    pub games: usize,
    pub seed: u64,
    pub wins_by_seat: &'static [usize],
    pub unfinished: usize,
    pub mean_actions: f64,
}

/// The figures as last measured (see the example for the method).
pub const MEASURED: &[Measured] = &[];
