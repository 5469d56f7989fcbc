//! Prints AI decision times (native) for every implemented game and level.
//! `cargo run --profile bench-native -p qbranch-engine --example ai_timing [decisions]`

use std::time::Instant;

use qbranch_engine::ai::{choose_action, Level};
use qbranch_engine::{ForGame, Game, GameId, Rng};

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

struct Timing {
    players: usize,
    level: Level,
    decisions: usize,
}

impl ForGame for Timing {
    type Output = (f64, f64, f64, u32);
    fn run<G: Game>(self) -> Self::Output {
        time_game::<G>(self.players, self.level, self.decisions)
    }
}

fn main() {
    let decisions: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(60);
    for &id in GameId::ALL {
        for level in Level::ALL {
            let players = id.info().min_players;
            let (mean, p95, max, it) = id.visit(Timing {
                players,
                level,
                decisions,
            });
            println!(
                "  {id} {players}p {:<6}: mean {mean:6.1} ms, p95 {p95:6.1} ms, max {max:6.1} ms per decision ({it} iterations avg, {decisions} decisions)",
                level.name()
            );
        }
    }
}
