//! Profiling aid: restore one game's 1,000-action record (the one `restore_bench` uses)
//! `runs` times: `restore_profile <game id> [runs]` (5 by default). Under
//! `valgrind --tool=callgrind`, the instructions of one restore are the count with 3 runs
//! less the count with 0, over 3; `--toggle-collect='*replay_action*'` keeps the profile to
//! the replayed actions.
mod common;

use common::long_record;
use qbranch_engine::{Game, Session};

fn run<G: Game>(runs: usize) {
    let record = long_record::<G>(G::info().max_players);
    let t = std::time::Instant::now();
    for _ in 0..runs {
        let s = Session::from_record(record.clone()).expect("restores");
        std::hint::black_box(s);
    }
    println!(
        "{}: {} actions, mean {:.3} ms",
        G::ID,
        record.actions.len(),
        t.elapsed().as_secs_f64() * 1000.0 / runs as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id = args.get(1).expect("game id").clone();
    let runs = args.get(2).map_or(5, |r| r.parse().expect("runs"));
    qbranch_engine::dispatch!(id.as_str(), G => run::<G>(runs), panic!("unknown game"));
}
