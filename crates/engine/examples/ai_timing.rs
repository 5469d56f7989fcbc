//! Prints AI decision times (native) for every implemented game and level.
//! `cargo run --profile bench-native -p qbranch-engine --example ai_timing [decisions]`

use std::time::Instant;

use qbranch_engine::ai::{choose_action, Level};
use qbranch_engine::{dispatch, registry, Game, Rng};

fn time_game<G: Game>(players: usize, level: Level, decisions: usize) -> (f64, f64, f64, u32) {
    let setup = G::setup_for_players(players).expect("setup");
    let cfg = G::ai_config(level);
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut times = Vec::new();
    let mut iterations = 0u64;
    let mut seed = 1;
    let mut rng = Rng::new(7);
    while times.len() < decisions {
        let mut s = G::new(&setup, seed).expect("new");
        seed += 1;
        let mut n = 0;
        while s.outcome().is_none() && times.len() < decisions && n < 4000 {
            let seat = s.to_act().expect("someone acts");
            let legal = s.legal_actions(seat);
            let a = if legal.len() > 1 && n % 3 == 0 {
                let t = clock();
                let (a, stats) =
                    choose_action(&s, seat, &cfg, &mut rng, Some(&clock)).expect("a move");
                times.push(clock() - t);
                iterations += stats.iterations as u64;
                a
            } else {
                rng.choose(&legal).expect("legal").clone()
            };
            s.apply(seat, &a).expect("legal");
            n += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    let max = *times.last().unwrap();
    (mean, p95, max, (iterations / times.len() as u64) as u32)
}

fn main() {
    let decisions: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(60);
    for info in registry::catalog().into_iter().filter(|g| g.implemented) {
        for level in Level::ALL {
            let players = info.min_players;
            let r: Option<(f64, f64, f64, u32)> =
                dispatch!(info.id, G => Some(time_game::<G>(players, level, decisions)), None);
            if let Some((mean, p95, max, it)) = r {
                println!(
                    "  {} {}p {:<6}: mean {:6.1} ms, p95 {:6.1} ms, max {:6.1} ms per decision ({} iterations avg, {} decisions)",
                    info.id, players, level.name(), mean, p95, max, it, decisions
                );
            }
        }
    }
}
