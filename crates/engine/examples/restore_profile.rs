//! Profiling aid: restore one game's 1,000-action record (the one `restore_bench` uses)
//! `runs` times: `restore_profile <game id> [runs]` (5 by default). Under
//! `valgrind --tool=callgrind`, the instructions of one restore are the count with 3 runs
//! less the count with 0, over 3; `--toggle-collect='*replay_action*'` keeps the profile to
//! the replayed actions. With `json` as a third argument each restore starts from the save's
//! record's JSON text, as the app's does (text to typed record, replay); `json-sealed` and
//! `raw-sealed` restore as a sealed save is (`Check::Sealed`), `json-sealed-hinted` as the
//! app's sealed saves are (with the hint of where the undo snapshots begin). With a file path as a
//! fourth argument the record's text is written there when the file is missing and read from it
//! when it exists: the process then plays no game before the first restore, so that restore pays
//! the one-time tables (built lazily at first use) as the first restore in a fresh page does.
mod common;

use common::long_record;
use qbranch_engine::{Check, Game, Record, Session};

fn run<G: Game>(runs: usize, json: bool, check: Check, hinted: bool, file: Option<&str>) {
    let text = match file.map(std::fs::read_to_string) {
        Some(Ok(text)) => text,
        _ => {
            let text =
                serde_json::to_string(&long_record::<G>(G::info().max_players)).expect("writes");
            if let Some(path) = file {
                std::fs::write(path, &text).expect("writes the record's file");
            }
            text
        }
    };
    let record = serde_json::from_str::<Record<G>>(&text).expect("reads");
    // `hinted` in the mode: the save's hint of where the undo snapshots begin, as the app's
    // saves carry it (`Session::restore_from`).
    let hint = hinted.then(|| {
        Session::restore(record.clone(), Check::Every)
            .expect("restores")
            .undo_from()
    });
    let t = std::time::Instant::now();
    for _ in 0..runs {
        let r = if json {
            serde_json::from_str::<Record<G>>(&text).expect("reads")
        } else {
            record.clone()
        };
        let s = Session::restore_from(r, check, hint).expect("restores");
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
    let json = args.get(3).is_some_and(|a| a.starts_with("json"));
    let hinted = args.get(3).is_some_and(|a| a.ends_with("-hinted"));
    let check = if args.get(3).is_some_and(|a| a.contains("sealed")) {
        Check::Sealed
    } else {
        Check::Every
    };
    let file = args.get(4).map(String::as_str);
    qbranch_engine::dispatch!(id.as_str(), G => run::<G>(runs, json, check, hinted, file), panic!("unknown game"));
}
