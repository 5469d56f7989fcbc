//! Compiling the restore path while the page is idle.
//!
//! Browsers compile WebAssembly lazily, a function at its first call, and run it first on a
//! quick baseline compiler. Opening a long save is the first call of most of a game's rules, so
//! the first restore in a page pays for compiling them as well: in Chromium a 1,000-move You
//! Only Live Twice save takes about three times as long to open as it does after a 60-move save
//! of the same game has been opened. So a moment after the app starts, each game restores short
//! games of its own (`core::erased::warm_up`: a few dozen random legal moves, written as JSON and
//! read back), one game per task so that none holds the page for long. When every game is done,
//! `<html data-warm="done">` says so (for the benchmarks).

use std::time::Duration;

use leptos::prelude::set_timeout;
use qbranch_engine::{Check, GameId};

/// How long after the app starts the first game warms up, so the first screen paints first.
const FIRST: Duration = Duration::from_millis(400);
/// The pause between two games, so a tap in between is answered at once.
const BETWEEN: Duration = Duration::from_millis(30);
/// The moves of each warm-up game, by round: every game once (the first round compiles, so its
/// games are short), then again with longer games, so the browser's optimising compiler takes
/// over the functions a restore spends its time in.
const MOVES: [usize; 3] = [24, 48, 48];

/// Warm every registered game up, one per task (nothing outside a browser).
pub fn schedule() {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    set_timeout(move || step(GameId::ALL, 0), FIRST);
}

fn step(ids: &'static [GameId], next: usize) {
    let (round, game) = (next / ids.len().max(1), next % ids.len().max(1));
    let (Some(&moves), Some(id)) = (MOVES.get(round), ids.get(game)) else {
        if let Some(root) = leptos::prelude::document().document_element() {
            let _ = root.set_attribute("data-warm", "done");
        }
        return;
    };
    {
        let ui = crate::games::screens(*id);
        let t0 = super::metrics::now_ms();
        let seed = round as u64 + 1;
        if let Some(session) = ui.new_session(seed) {
            qbranch_engine::core::erased::warm_up(session, moves, seed, &|text, from| {
                ui.load(text, Check::Sealed, from)
            });
        }
        super::metrics::record("qbranchWarmUpMs", super::metrics::now_ms() - t0);
    }
    set_timeout(move || step(ids, next + 1), BETWEEN);
}
