//! Seat fairness and AI strength for the briefcase race.
//!
//! `cargo run --release -p qbranch-engine --example race_balance [what] [games] [skip]`
//! where `what` is `fair` (four equal computer players), `ai` (normal AI against two random
//! players, AI in every seat in turn), `policy` (four rollout-policy players, fast), `timing`
//! (native time per decision) or `all` (the default).

use std::time::Instant;

use qbranch_engine::ai::{choose_action, Controller, Level};
use qbranch_engine::race::{Race, RaceSetup};
use qbranch_engine::sim::simulate;
use qbranch_engine::{Game, Rng};

const CAP: usize = 6000;

fn fair(level: Level, games: usize, players: usize, skip: usize) {
    let setup = RaceSetup::for_players(players).expect("setup");
    let start = Instant::now();
    let ctl = vec![Controller::Computer { level }; players];
    let mut wins = vec![0usize; players];
    let (mut unfinished, mut panics, mut actions, mut max) = (0, 0, 0.0, 0);
    let chunk = 25;
    let mut done = 0;
    while done < games {
        let n = chunk.min(games - done);
        // Seeds 1, 2, … as one batch would use them.
        let r = simulate::<Race>(&setup, &ctl, n, 1 + (skip + done) as u64, CAP, None, None);
        for (w, x) in wins.iter_mut().zip(&r.wins_by_seat) {
            *w += x;
        }
        unfinished += r.unfinished;
        panics += r.panics;
        actions += r.mean_actions * n as f64;
        max = max.max(r.max_actions);
        done += n;
        println!(
            "  fair {players}p {} after {done}: wins {wins:?}, unfinished {unfinished}, {:.0} s",
            level.name(),
            start.elapsed().as_secs_f64()
        );
    }
    println!(
        "fair {}p {}: {} games (seeds {}..={}), wins by seat {:?}, unfinished {}, panics {}, mean actions {:.1}, max {}, {:.1} s",
        players,
        level.name(),
        games,
        skip + 1,
        skip + games,
        wins,
        unfinished,
        panics,
        actions / games as f64,
        max,
        start.elapsed().as_secs_f64()
    );
    let finished = (games - unfinished - panics) as f64;
    for (s, w) in wins.iter().enumerate() {
        println!("  seat {s}: {:.1} %", 100.0 * *w as f64 / finished.max(1.0));
    }
}

fn ai_vs_random(level: Level, games: usize) {
    let setup = RaceSetup::for_players(3).expect("setup");
    let start = Instant::now();
    let mut wins = 0;
    let mut unfinished = 0;
    let mut played = 0;
    for ai_seat in 0..3 {
        let mut ctl = vec![Controller::Random; 3];
        ctl[ai_seat] = Controller::Computer { level };
        let n = games / 3 + usize::from(ai_seat < games % 3);
        let r = simulate::<Race>(
            &setup,
            &ctl,
            n,
            1000 + ai_seat as u64 * 10_000,
            CAP,
            None,
            None,
        );
        wins += r.wins_by_seat[ai_seat];
        unfinished += r.unfinished;
        played += r.games;
        println!(
            "  AI in seat {ai_seat}: wins by seat {:?}, unfinished {}, mean actions {:.1}",
            r.wins_by_seat, r.unfinished, r.mean_actions
        );
    }
    println!(
        "ai {} vs 2 random (3p): AI won {wins}/{played} = {:.1} %, unfinished {unfinished}, {:.1} s",
        level.name(),
        100.0 * wins as f64 / played as f64,
        start.elapsed().as_secs_f64()
    );
}

fn timing(level: Level, players: usize, decisions: usize) {
    let setup = RaceSetup::for_players(players).expect("setup");
    let cfg = Race::ai_config(level);
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut times = Vec::new();
    let mut rng = Rng::new(7);
    let mut seed = 1;
    while times.len() < decisions {
        let mut s = Race::new(&setup, seed).expect("new");
        seed += 1;
        let mut n = 0;
        while s.outcome().is_none() && times.len() < decisions && n < 3000 {
            let seat = s.to_act().expect("someone acts");
            let legal = s.legal_actions(seat);
            let a = if legal.len() > 1 && n % 2 == 0 {
                let t = clock();
                // No clock: measure the full iteration budget (the worst case in the browser).
                let (a, _) = choose_action(&s, seat, &cfg, &mut rng, None).expect("a move");
                times.push(clock() - t);
                a
            } else {
                s.rollout_action(seat, &mut rng).expect("a move")
            };
            s.apply(seat, &a).expect("legal");
            n += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    println!(
        "timing {}p {}: mean {:.1} ms, p95 {:.1} ms, max {:.1} ms per decision ({} decisions, {} iterations max)",
        players,
        level.name(),
        mean,
        p95,
        times.last().unwrap(),
        times.len(),
        cfg.iterations
    );
}

fn policy(games: usize, players: usize) {
    policy_with(games, RaceSetup::for_players(players).expect("setup"));
}

fn policy_with(games: usize, setup: RaceSetup) {
    // Players using the rollout policy only (fast; shows the board's own seat bias).
    let players = setup.bases.len();
    let mut wins = vec![0; players];
    let mut unfinished = 0;
    let mut total = 0;
    for g in 0..games {
        let mut s = Race::new(&setup, g as u64).expect("new");
        let mut rng = Rng::new(g as u64 ^ 0xbeef);
        let mut n = 0;
        while s.outcome().is_none() && n < CAP {
            let seat = s.to_act().unwrap();
            let a = s.rollout_action(seat, &mut rng).unwrap();
            s.apply(seat, &a).unwrap();
            n += 1;
        }
        total += n;
        match s.outcome() {
            Some(o) => (0..players).for_each(|p| wins[p] += o.is_winner(p) as usize),
            None => unfinished += 1,
        }
    }
    println!(
        "policy {:?}: {games} games, wins by seat {wins:?}, unfinished {unfinished}, mean actions {:.1}",
        setup.bases,
        total as f64 / games as f64
    );
}

/// Print one game, AI (seat 0) against random players, action by action.
fn trace(level: Level, players: usize, seed: u64, limit: usize) {
    let setup = RaceSetup::for_players(players).expect("setup");
    let mut s = Race::new(&setup, seed).expect("new");
    let mut rng = Rng::new(seed);
    let cfg = Race::ai_config(level);
    for _ in 0..limit {
        let Some(seat) = s.to_act() else { break };
        let a = if seat == 0 {
            choose_action(&s, seat, &cfg, &mut rng, None)
                .expect("a move")
                .0
        } else {
            let legal = s.legal_actions(seat);
            rng.choose(&legal).expect("legal").clone()
        };
        if seat == 0 {
            let hand: Vec<&str> = s.hand(0).iter().map(|c| c.id()).collect();
            println!(
                "{:>4} {} | {:?}",
                s.turn_number(),
                s.describe_action(seat, &a),
                hand
            );
        }
        s.apply(seat, &a).expect("legal");
    }
    println!("outcome {:?}", s.outcome());
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map(String::as_str).unwrap_or("all");
    let games: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(400);
    // `fair` only: skip the first games (to continue a batch with seeds skip+1, …).
    let skip: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0);
    match what {
        "policy-bases" => {
            use qbranch_engine::race::Base::*;
            for bases in [
                vec![London, Cairo, Peking],
                vec![Cairo, London, Peking],
                vec![London, Peking, Cairo],
                vec![Cairo, Peking, London],
            ] {
                policy_with(
                    games,
                    RaceSetup {
                        bases,
                        arrival_opens_gate: false,
                    },
                );
            }
        }
        "policy" => {
            for p in 2..=4 {
                policy(games, p);
            }
        }
        "trace" => trace(Level::Easy, 3, games as u64, 300),
        "trace-normal" => trace(Level::Normal, 3, games as u64, 300),
        "fair" => fair(Level::Normal, games, 4, skip),
        "wander" => wander(games),
        "why" => why(games as u64, skip as u32),
        "random" => {
            for p in 2..=4 {
                let setup = RaceSetup::for_players(p).expect("setup");
                let r = simulate::<Race>(
                    &setup,
                    &vec![Controller::Random; p],
                    games,
                    1,
                    CAP,
                    None,
                    None,
                );
                println!(
                    "random {p}p: {} games, wins by seat {:?}, unfinished {} (cap {CAP} actions), mean actions {:.1}, max {}",
                    r.games, r.wins_by_seat, r.unfinished, r.mean_actions, r.max_actions
                );
            }
        }
        "fair-easy" => fair(Level::Easy, games, 4, skip),
        "ai" => ai_vs_random(Level::Normal, games),
        "ai-easy" => ai_vs_random(Level::Easy, games),
        "timing" => {
            for p in 2..=4 {
                for level in Level::ALL {
                    timing(level, p, games.min(400));
                }
            }
        }
        _ => {
            for p in [2, 4] {
                timing(Level::Normal, p, 40);
            }
            policy(games, 4);
            fair(Level::Normal, games, 4, 0);
            ai_vs_random(Level::Normal, games.min(150));
        }
    }
}

/// Normal computers at every seat (3 players): print each move by the case's carrier that
/// leaves it farther from home (card-free distance), with the hand and the other agents.
fn wander(games: usize) {
    use qbranch_engine::race::ai::turns_to_win;
    use qbranch_engine::race::distance::{home_table, node_of};
    let setup = RaceSetup::for_players(3).expect("setup");
    let cfg = Race::ai_config(Level::Normal);
    let (mut carried, mut away) = (0, 0);
    for seed in 1..=games as u64 {
        let mut s = Race::new(&setup, seed).expect("new");
        let mut rng = Rng::new(seed);
        let mut n = 0;
        while s.outcome().is_none() && n < CAP {
            let seat = s.to_act().unwrap();
            let a = choose_action(&s, seat, &cfg, &mut rng, None)
                .expect("a move")
                .0;
            let carrier = s.case_holder() == Some(seat);
            let base = s.base(seat) as usize;
            let before = home_table()[base][node_of(&s, seat)];
            let tb = turns_to_win(&s)[seat];
            let text = s.describe_action(seat, &a);
            let hand: Vec<&str> = s.hand(seat).iter().map(|c| c.id()).collect();
            s.apply(seat, &a).unwrap();
            if carrier
                && s.case_holder() == Some(seat)
                && matches!(a, qbranch_engine::race::RaceAction::Move { .. })
            {
                carried += 1;
                let after = home_table()[base][node_of(&s, seat)];
                if after > before + 0.01 {
                    away += 1;
                    let others: Vec<String> = (0..3)
                        .filter(|&o| o != seat)
                        .map(|o| format!("{:?}", s.agents()[o].at))
                        .collect();
                    println!(
                        "seed {seed} turn {} seat {seat}: {text} | home {before:.1} -> {after:.1}, est {tb:.1} -> {:.1} | hand {hand:?} | others {others:?}",
                        s.turn_number(),
                        turns_to_win(&s)[seat]
                    );
                }
            }
            n += 1;
        }
    }
    println!("wander: {games} games, {carried} carrier moves, {away} away from home");
}

/// Replay `wander`'s game `seed` to the given turn and print the mover's root statistics.
fn why(seed: u64, turn: u32) {
    use qbranch_engine::ai::Search;
    let setup = RaceSetup::for_players(3).expect("setup");
    let cfg = Race::ai_config(Level::Normal);
    let mut s = Race::new(&setup, seed).expect("new");
    let mut rng = Rng::new(seed);
    while s.outcome().is_none() {
        let seat = s.to_act().unwrap();
        if s.turn_number() == turn {
            let mut r2 = rng.clone();
            let mut search = Search::new(&s, seat, cfg.clone()).unwrap();
            while !search.done() {
                search.iterate(&mut r2);
            }
            println!(
                "seat {seat} base {:?} at {:?}, case {:?}",
                s.base(seat),
                s.agents()[seat].at,
                s.case_holder()
            );
            for (a, v, n) in search.root_stats() {
                println!("  {:>4} {:.3} {}", n, v, s.describe_action(seat, &a));
            }
        } else if s.turn_number() > turn {
            return;
        }
        let a = choose_action(&s, seat, &cfg, &mut rng, None)
            .expect("a move")
            .0;
        s.apply(seat, &a).unwrap();
    }
}
