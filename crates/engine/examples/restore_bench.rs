//! Native timings of restoring a long save and of the replay viewer's steps, for every
//! registered game: `cargo run --profile bench-native -p qbranch-engine --example restore_bench`.
//!
//! For each game (at its largest table) it plays random games from seed 1 on until one lasts
//! at least 1,000 actions (or keeps the longest of 500 seeds) and keeps its first 1,000
//! actions (a save of a game in progress), then prints, one line each:
//! the restore time (`Session::from_record`, the checked clone-free path), the time to build a
//! `Replayer` (checkpoints every 32 actions), the mean and max time of `Replayer::state_at(n)`
//! over every step `n`, and for comparison the mean and max of the old viewer step (replaying
//! from move 0, `Session::state_at`) over a spread of steps.

use std::time::Instant;

mod common;

use common::long_record;
use qbranch_engine::{ForGame, Game, GameId, Record, Replayer, Session};

const RUNS: usize = 20;

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

fn bench<G: Game>() {
    let players = G::info().max_players;
    let record = long_record::<G>(players);
    let n = record.actions.len();

    let mut restore = Vec::new();
    for _ in 0..RUNS {
        let r = record.clone();
        let t = Instant::now();
        let s = Session::from_record(r).expect("restores");
        restore.push(ms(t));
        assert_eq!(s.record.actions.len(), n);
    }
    // The whole path of a stored save: its record's JSON text read straight into the typed
    // record (what `core::erased::load_typed` does), then replayed.
    let text = serde_json::to_string(&record).expect("writes");
    let (mut read, mut from_text) = (Vec::new(), Vec::new());
    for _ in 0..RUNS {
        let t = Instant::now();
        let typed: Record<G> = serde_json::from_str(&text).expect("reads");
        read.push(ms(t));
        std::hint::black_box(typed);
        let t = Instant::now();
        let loaded = serde_json::from_str::<Record<G>>(&text).map(Session::from_record);
        from_text.push(ms(t));
        assert!(matches!(loaded, Ok(Ok(_))), "the save restores");
    }
    let mut builds = Vec::new();
    for _ in 0..RUNS {
        let r = record.clone();
        let t = Instant::now();
        std::hint::black_box(Replayer::new(r).expect("replays"));
        builds.push(ms(t));
    }
    let replayer = Replayer::new(record.clone()).expect("replays");
    let mut steps = Vec::with_capacity(n + 1);
    for i in 0..=n {
        let t = Instant::now();
        let s = replayer.state_at(i);
        steps.push(ms(t));
        std::hint::black_box(s);
    }
    let session = Session::from_record(record.clone()).expect("restores");
    let mut old = Vec::new();
    for i in (0..=n).step_by((n / 20).max(1)) {
        let t = Instant::now();
        std::hint::black_box(session.state_at(i));
        old.push(ms(t));
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let max = |v: &[f64]| v.iter().copied().fold(0.0, f64::max);
    let p99 = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(f64::total_cmp);
        v[(v.len() * 99 / 100).min(v.len() - 1)]
    };
    println!("{} ({players} players): record of {n} actions", G::ID);
    println!(
        "{}: restore (Session::from_record): mean {:.3} ms, max {:.3} ms over {RUNS} runs",
        G::ID,
        mean(&restore),
        max(&restore)
    );
    println!(
        "{}: restore from the save's JSON text: mean {:.3} ms, max {:.3} ms \
         (of which reading the record {:.3} ms, mean)",
        G::ID,
        mean(&from_text),
        max(&from_text),
        mean(&read)
    );
    println!(
        "{}: replayer build (checkpoints every 32): mean {:.3} ms, max {:.3} ms over {RUNS} runs",
        G::ID,
        mean(&builds),
        max(&builds)
    );
    println!(
        "{}: replay step (Replayer::state_at): mean {:.4} ms, 99th percentile {:.4} ms, \
         max {:.4} ms over {} steps",
        G::ID,
        mean(&steps),
        p99(&steps),
        max(&steps),
        steps.len()
    );
    println!(
        "{}: old replay step (replay from move 0): mean {:.3} ms, max {:.3} ms over {} steps",
        G::ID,
        mean(&old),
        max(&old),
        old.len()
    );
}

struct Bench;

impl ForGame for Bench {
    type Output = ();
    fn run<G: Game>(self) {
        bench::<G>()
    }
}

fn main() {
    for &id in GameId::ALL {
        id.visit(Bench);
    }
}
