//! Shared by the chase balance examples: one level against another from both seats, with
//! Wilson 95 % intervals (no clock: every decision uses its full iteration budget).

use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::sim::simulate;
use qbranch_engine::Game;

/// A controller named on the command line: `random`, `easy`, `normal` or `hard`.
pub fn controller(name: &str) -> Controller {
    match name {
        "random" => Controller::Random,
        other => Controller::Computer {
            level: Level::parse(other).unwrap_or_else(|| panic!("unknown level {other}")),
        },
    }
}

/// The Wilson score interval for `wins` of `games`, in per cent.
pub fn wilson(wins: usize, games: usize) -> (f64, f64) {
    let n = games.max(1) as f64;
    let p = wins as f64 / n;
    let z = 1.96f64;
    let d = 1.0 + z * z / n;
    let mid = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (100.0 * (mid - half), 100.0 * (mid + half))
}

/// `a` against `b` at `games` seeds from `seed`, first with `a` as Bond, then as the Enemy.
pub fn pair<G: Game>(setup: &G::Setup, a: &str, b: &str, games: usize, seed: u64) {
    let (ca, cb) = (controller(a), controller(b));
    let mut total = 0;
    for (seat, seats) in [("Bond", [ca, cb]), ("Enemy", [cb, ca])] {
        let i = usize::from(seat == "Enemy");
        let r = simulate::<G>(setup, &seats, games, seed, 20_000, None, None);
        let w = r.wins_by_seat[i];
        total += w;
        let (lo, hi) = wilson(w, r.games);
        println!(
            "{a} as {seat} vs {b}: {w} of {} ({:.0} %, 95 % {lo:.0}-{hi:.0}), ties {}, unfinished {}, mean actions {:.0}",
            r.games,
            100.0 * w as f64 / r.games as f64,
            r.draws,
            r.unfinished,
            r.mean_actions
        );
    }
    let (lo, hi) = wilson(total, 2 * games);
    println!(
        "{a} vs {b}, both seats: {total} of {} ({:.0} %, 95 % {lo:.0}-{hi:.0})",
        2 * games,
        100.0 * total as f64 / (2 * games) as f64
    );
}
