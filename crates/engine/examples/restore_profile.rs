//! Profiling aid: restore one game's 1,000-action record (the one `restore_bench` uses)
//! `runs` times: `restore_profile <game id> [runs]` (5 by default). Under
//! `valgrind --tool=callgrind`, the instructions of one restore are the count with 3 runs
//! less the count with 0, over 3; `--toggle-collect='*replay_action*'` keeps the profile to
//! the replayed actions.
use qbranch_engine::{Game, Record, Rng, Session};

const TARGET: usize = 1_000;

fn long_record<G: Game>(players: usize) -> Record<G> {
    let setup = G::setup_for_players(players).expect("setup");
    let mut best: Option<Record<G>> = None;
    for seed in 1..=500u64 {
        let mut s = Session::<G>::new(setup.clone(), seed).expect("new");
        let mut rng = Rng::new(seed);
        while let Some(seat) = s.state.to_act() {
            if s.record.actions.len() >= 20_000 {
                break;
            }
            let legal = s.state.legal_actions(seat);
            s.act(seat, rng.choose(&legal).expect("legal"))
                .expect("legal");
        }
        let len = s.record.actions.len();
        if best.as_ref().is_none_or(|b| len > b.actions.len()) {
            best = Some(s.record);
        }
        if len >= TARGET {
            break;
        }
    }
    let mut record = best.expect("at least one game");
    record.actions.truncate(TARGET);
    record
}

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
