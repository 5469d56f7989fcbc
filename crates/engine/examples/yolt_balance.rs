//! You Only Live Twice balance and AI checks by self-play.
//!
//! `cargo run --release -p qbranch-engine --example yolt_balance -- [mode] [games] [level]`
//! * `balance` (default): AI vs AI at `level` on the standard sheet.
//! * `random`: AI at `level` against a random player, on each side.
//! * `timing`: native time per decision at `level`.
//! * `sheet B_HITS E_HITS MG RK MS FL AM E_MG`: balance for another sheet.

use std::time::Instant;

use qbranch_engine::ai::{choose_action, Controller, Level};
use qbranch_engine::sim::simulate;
use qbranch_engine::yolt::{StatusSheet, Yolt, YoltSetup};
use qbranch_engine::{Game, Rng};

fn report(label: &str, setup: &YoltSetup, c: [Controller; 2], games: usize, seed: u64) {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let r = simulate::<Yolt>(setup, &c, games, seed, 20_000, Some(&clock), None);
    println!(
        "{label}: {} games, Bond {} ({:.1} %), Enemy {} ({:.1} %), ties {}, unfinished {}, panics {}, mean actions {:.0}, {:.1} s",
        r.games,
        r.wins_by_seat[0],
        100.0 * r.wins_by_seat[0] as f64 / r.games as f64,
        r.wins_by_seat[1],
        100.0 * r.wins_by_seat[1] as f64 / r.games as f64,
        r.draws,
        r.unfinished,
        r.panics,
        r.mean_actions,
        clock() / 1000.0
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map(String::as_str).unwrap_or("balance");
    let games: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let level = args
        .get(2)
        .and_then(|a| Level::parse(a))
        .unwrap_or(Level::Easy);
    let ai = Controller::Computer { level };
    let setup = YoltSetup::default();
    match mode {
        "balance" => report(
            &format!("{} vs {} {:?}", level.name(), level.name(), setup.sheet),
            &setup,
            [ai, ai],
            games,
            1,
        ),
        "sheet" => {
            let n: Vec<u8> = args[3..].iter().map(|a| a.parse().unwrap()).collect();
            let sheet = StatusSheet {
                bond_hits: n[0],
                enemy_hits: n[1],
                bond_ammo: [n[2], n[3], n[4], n[5], n[6]],
                enemy_machine_gun: n[7],
            };
            let setup = YoltSetup { sheet };
            report(
                &format!("{} {:?}", level.name(), sheet),
                &setup,
                [ai, ai],
                games,
                1,
            );
        }
        "random" => {
            report(
                &format!("Bond {} vs random Enemy", level.name()),
                &setup,
                [ai, Controller::Random],
                games,
                1000,
            );
            report(
                &format!("random Bond vs Enemy {}", level.name()),
                &setup,
                [Controller::Random, ai],
                games,
                2000,
            );
        }
        "timing" => {
            let cfg = Yolt::ai_config(level);
            let start = Instant::now();
            let clock = move || start.elapsed().as_secs_f64() * 1000.0;
            let mut times = Vec::new();
            let mut rng = Rng::new(7);
            let mut seed = 1;
            while times.len() < games {
                let mut s = Yolt::new(&setup, seed).unwrap();
                seed += 1;
                while s.outcome().is_none() && times.len() < games {
                    let seat = s.to_act().unwrap();
                    let legal = s.legal_actions(seat);
                    let a = if legal.len() > 1 {
                        let t = clock();
                        // No clock: the iteration budget alone, as a worst case.
                        let (a, _) = choose_action(&s, seat, &cfg, &mut rng, None).unwrap();
                        times.push(clock() - t);
                        a
                    } else {
                        legal[0].clone()
                    };
                    s.apply(seat, &a).unwrap();
                }
            }
            times.sort_by(f64::total_cmp);
            let mean = times.iter().sum::<f64>() / times.len() as f64;
            println!(
                "{}: {} decisions, mean {:.1} ms, median {:.1} ms, p95 {:.1} ms, max {:.1} ms (native, no clock)",
                level.name(),
                times.len(),
                mean,
                times[times.len() / 2],
                times[times.len() * 95 / 100],
                times[times.len() - 1]
            );
        }
        other => eprintln!("unknown mode {other}"),
    }
}
