//! Live and Let Die self-play: `cargo run --release -p qbranch-engine --example lald_balance --
//! MODE GAMES LEVEL SEED` with MODE one of `balance` (computer against computer at LEVEL),
//! `random-bond` (LEVEL computer as Bond against a random Enemy) or `random-enemy` (random Bond
//! against the LEVEL computer as Enemy). Every decision uses its full iteration budget (no
//! clock), so results depend only on the seeds. Prints wins and the slowest decision.
//! `pair GAMES A B SEED` plays controller A (`random`, `easy`, `normal`, `hard`) against B from
//! both seats.

mod pairing;

use std::time::Instant;

use qbranch_engine::ai::{pick, Controller, Level};
use qbranch_engine::lald::{Lald, LaldSetup};
use qbranch_engine::{Game, Rng};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map(String::as_str).unwrap_or("balance");
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    if mode == "pair" {
        let seed = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
        pairing::pair::<Lald>(
            &LaldSetup::default(),
            &args[3],
            &args[4],
            games as usize,
            seed,
        );
        return;
    }
    let level = args
        .get(3)
        .and_then(|s| Level::parse(s))
        .unwrap_or(Level::Normal);
    let first: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
    let ai = Controller::Computer { level };
    let seats = match mode {
        "random-bond" => [ai, Controller::Random],
        "random-enemy" => [Controller::Random, ai],
        _ => [ai, ai],
    };
    let mut wins = [0u32; 2];
    let mut unfinished = 0;
    let mut slowest = 0.0f64;
    let mut decisions = 0u64;
    let mut total_ms = 0.0;
    for seed in first..first + games {
        let mut g = Lald::new(&LaldSetup::default(), seed).unwrap();
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut n = 0;
        while g.outcome().is_none() && n < 5000 {
            let seat = g.to_act().unwrap();
            let t = Instant::now();
            let Some((s, a)) = pick(&g, seats[seat], &mut rng, None) else {
                break;
            };
            if matches!(seats[seat], Controller::Computer { .. }) {
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                slowest = slowest.max(ms);
                total_ms += ms;
                decisions += 1;
            }
            g.apply(s, &a).unwrap();
            n += 1;
        }
        match g.outcome() {
            Some(o) if o.is_winner(0) => wins[0] += 1,
            Some(_) => wins[1] += 1,
            None => unfinished += 1,
        }
    }
    println!(
        "mode={mode} level={} seeds={}-{} games={games} bond_wins={} enemy_wins={} unfinished={unfinished} \
         decisions={decisions} mean_ms={:.2} slowest_ms={:.1}",
        level.name(),
        first,
        first + games - 1,
        wins[0],
        wins[1],
        total_ms / decisions.max(1) as f64,
        slowest
    );
}
