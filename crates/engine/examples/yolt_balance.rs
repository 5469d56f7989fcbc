//! You Only Live Twice balance and AI checks by self-play.
//!
//! `cargo run --release -p qbranch-engine --example yolt_balance -- [mode] [games] [level] [first seed]`
//! * `balance` (default): AI vs AI at `level` on the standard sheet.
//! * `random`: AI at `level` against a random player, on each side.
//! * `random-bond`, `random-enemy`: one side of `random` (split a batch across processes with
//!   the first seed: `random-bond 100 normal 1000` and `… 1100`).
//! * `diag`: one line per game of Bond at `level` against a random Enemy (what hit Bond).
//! * `timing`: native time per decision at `level`.
//! * `pair GAMES A B SEED`: controller A (`random`, `easy`, `normal`, `hard`) against B, from
//!   both seats.
//! * `sheet B_HITS E_HITS MG RK MS FL AM E_MG`: balance for another sheet.

mod pairing;

use std::time::Instant;

use qbranch_engine::ai::{choose_action, Controller, Level};
use qbranch_engine::sim::simulate;
use qbranch_engine::yolt::{StatusSheet, Yolt, YoltSetup};
use qbranch_engine::{Game, Rng};

fn report(label: &str, setup: &YoltSetup, c: [Controller; 2], games: usize, seed: u64) {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    // No clock for the AI: decisions use the iteration budget alone, so results do not depend
    // on how busy the machine is.
    let r = simulate::<Yolt>(setup, &c, games, seed, 20_000, None, None);
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
    // An optional fourth argument: the first seed (to split a batch across processes).
    let first_seed: Option<u64> = args.get(3).and_then(|a| a.parse().ok());
    // YOLT_SHEET="B_HITS E_HITS MG RK MS FL AM E_MG" tries another sheet in any mode.
    let setup = match std::env::var("YOLT_SHEET") {
        Ok(v) => {
            let n: Vec<u8> = v.split_whitespace().map(|a| a.parse().unwrap()).collect();
            YoltSetup {
                sheet: StatusSheet {
                    bond_hits: n[0],
                    enemy_hits: n[1],
                    bond_ammo: [n[2], n[3], n[4], n[5], n[6]],
                    enemy_machine_gun: n[7],
                },
            }
        }
        Err(_) => YoltSetup::default(),
    };
    match mode {
        "pair" => pairing::pair::<Yolt>(
            &setup,
            &args[2],
            &args[3],
            games,
            args.get(4).and_then(|a| a.parse().ok()).unwrap_or(1),
        ),
        "balance" => report(
            &format!("{} vs {} {:?}", level.name(), level.name(), setup.sheet),
            &setup,
            [ai, ai],
            games,
            first_seed.unwrap_or(1),
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
        "random-bond" => report(
            &format!("Bond {} vs random Enemy", level.name()),
            &setup,
            [ai, Controller::Random],
            games,
            first_seed.unwrap_or(1000),
        ),
        "random-enemy" => report(
            &format!("random Bond vs Enemy {}", level.name()),
            &setup,
            [Controller::Random, ai],
            games,
            first_seed.unwrap_or(2000),
        ),
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
        "stall" => {
            // Replays `simulate`'s games of Bond at `level` against a random Enemy and reports
            // any that runs past 3000 actions, with where every piece stands.
            let first = first_seed.unwrap_or(1000);
            let c = [ai, Controller::Random];
            for g in 0..games as u64 {
                let seed = first + g;
                let mut s = Yolt::new(&setup, seed).unwrap();
                let mut rng = Rng::new(seed ^ 0xA11C_E5ED);
                let mut n = 0;
                while s.outcome().is_none() && n < 3000 {
                    let seat = s.to_act().unwrap();
                    let (_, a) = qbranch_engine::ai::pick(&s, c[seat], &mut rng, None).unwrap();
                    s.apply(seat, &a).unwrap();
                    n += 1;
                }
                if s.outcome().is_none() {
                    println!("seed {seed}: still running at round {}", s.turns.round);
                    for p in &s.pieces {
                        println!(
                            "  {:?} space {:?} hits {} ammo {:?} lost {}",
                            p.id, p.space, p.hits, p.kit, p.lost_turns
                        );
                    }
                    let mut log = Vec::new();
                    let (mut forces, mut meets, mut legal_force) = (0, 0, 0);
                    for _ in 0..3000 {
                        let Some(seat) = s.to_act() else { break };
                        if seat == 0
                            && s.legal_actions(0).iter().any(|a| {
                                matches!(a, qbranch_engine::yolt::YoltAction::Force { .. })
                            })
                        {
                            legal_force += 1;
                        }
                        let (_, a) = qbranch_engine::ai::pick(&s, c[seat], &mut rng, None).unwrap();
                        if matches!(a, qbranch_engine::yolt::YoltAction::Force { .. }) {
                            forces += 1;
                        }
                        s.apply(seat, &a).unwrap();
                        let b = s.pieces[0].space;
                        if b.is_some() && s.pieces[1..].iter().any(|p| p.space == b) {
                            meets += 1;
                        }
                    }
                    println!(
                        "  next 3000 actions: Forces tried {forces}, Bond sharing a space {meets}, \
                         Force open {legal_force}, outcome {:?}",
                        s.outcome()
                    );
                    for _ in 0..60 {
                        let Some(seat) = s.to_act() else { break };
                        let (_, a) = qbranch_engine::ai::pick(&s, c[seat], &mut rng, None).unwrap();
                        log.push(s.label(&a));
                        s.apply(seat, &a).unwrap();
                    }
                    println!("  next: {}", log.join(" | "));
                }
            }
        }
        "diag" => {
            // Bond AI against a random Enemy: how do Bond's losses happen?
            let cfg = Yolt::ai_config(level);
            let mut rng = Rng::new(99);
            for seed in 0..games as u64 {
                let mut s = Yolt::new(&setup, first_seed.unwrap_or(5000) + seed).unwrap();
                let mut fired = [0u32; 5];
                let mut hits_on_bond: Vec<String> = Vec::new();
                while s.outcome().is_none() {
                    let seat = s.to_act().unwrap();
                    let legal = s.legal_actions(seat);
                    let a = if seat == 0 && legal.len() > 1 {
                        choose_action(&s, seat, &cfg, &mut rng, None).unwrap().0
                    } else {
                        rng.choose(&legal).unwrap().clone()
                    };
                    if let qbranch_engine::yolt::YoltAction::Fire { weapon, .. } = &a {
                        if seat == 0 {
                            fired[weapon.index()] += 1;
                        }
                    }
                    for e in s.apply(seat, &a).unwrap() {
                        if let qbranch_engine::yolt::YoltEvent::Roll {
                            piece,
                            action,
                            white: true,
                            range,
                            target: Some(qbranch_engine::yolt::PieceId::Bond),
                            ..
                        } = e
                        {
                            hits_on_bond.push(format!(
                                "{}:{:?}@{:?} r{}",
                                piece.key(),
                                action,
                                range,
                                s.turns.round
                            ));
                        }
                    }
                }
                let alive = s.pieces[1..].iter().filter(|p| p.alive()).count();
                let hits: Vec<u8> = s.pieces[1..].iter().map(|p| p.hits).collect();
                println!(
                    "seed {seed}: {:?} round {} enemies alive {} enemy hits {:?} bond ammo left {:?} fired {:?} hit by {:?}",
                    s.outcome().unwrap(), s.turns.round, alive, hits, s.pieces[0].kit, fired, hits_on_bond
                );
            }
        }
        "budget" => {
            // AI vs AI with the `level` search settings but a smaller iteration budget:
            // `budget GAMES LEVEL ITERATIONS`.
            let iterations: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(300);
            let mut cfg = Yolt::ai_config(level);
            cfg.iterations = iterations;
            let start = Instant::now();
            let (mut bond, mut enemy, mut ties) = (0, 0, 0);
            for g in 0..games as u64 {
                let mut s = Yolt::new(&setup, 1 + g).unwrap();
                let mut rng = Rng::new(g ^ 0xA11C_E5ED);
                while let Some(seat) = s.to_act() {
                    let a = choose_action(&s, seat, &cfg, &mut rng, None).unwrap().0;
                    s.apply(seat, &a).unwrap();
                }
                match s.outcome().unwrap() {
                    qbranch_engine::Outcome::Draw => ties += 1,
                    o if o.is_winner(0) => bond += 1,
                    _ => enemy += 1,
                }
            }
            println!(
                "{} ({} iterations) vs same, {:?}: {} games, Bond {} ({:.1} %), Enemy {} ({:.1} %), ties {}, {:.0} s",
                level.name(),
                iterations,
                setup.sheet,
                games,
                bond,
                100.0 * bond as f64 / games as f64,
                enemy,
                100.0 * enemy as f64 / games as f64,
                ties,
                start.elapsed().as_secs_f64()
            );
        }
        other => eprintln!("unknown mode {other}"),
    }
}
