//! Profiling aid: restore one game's 1,000-action record (the one `restore_bench` uses)
//! `runs` times: `restore_profile <game id> [runs]` (5 by default). Under
//! `valgrind --tool=callgrind`, the instructions of one restore are the count with 3 runs
//! less the count with 0, over 3; `--toggle-collect='*replay_action*'` keeps the profile to
//! the replayed actions. With `json` as a third argument each restore starts from the save's
//! record's JSON text, as the app's does (text to typed record, replay).
mod common;

use common::long_record;
use qbranch_engine::{Game, Record, Session};

fn run<G: Game>(runs: usize, json: bool) {
    let record = long_record::<G>(G::info().max_players);
    let text = serde_json::to_string(&record).expect("writes");
    let t = std::time::Instant::now();
    for _ in 0..runs {
        let r = if json {
            serde_json::from_str::<Record<G>>(&text).expect("reads")
        } else {
            record.clone()
        };
        let s = Session::from_record(r).expect("restores");
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
    let json = args.get(3).is_some_and(|a| a == "json");
    qbranch_engine::dispatch!(id.as_str(), G => run::<G>(runs, json), panic!("unknown game"));
}
