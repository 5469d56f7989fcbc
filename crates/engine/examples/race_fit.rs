//! Fits the briefcase race's judgement (`race::fitted::WEIGHTS`) to the outcomes of self-play.
//!
//! `cargo run --profile bench-native -p qbranch-engine --example race_fit -- play FILE PLAYERS GAMES SEED`
//! plays GAMES games between normal computers (seeds SEED, SEED+1, …) and appends every third
//! position's features and the winner to FILE; `… -- fit FILE…` fits the weights to the
//! positions in the files (games with an even seed fitted, odd ones held out) and prints them
//! with the log-loss of the fitted and the hand-made judgement.

use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Write};

use qbranch_engine::ai::{pick, Controller, Level};
use qbranch_engine::race::ai::{evaluate, position_features};
use qbranch_engine::race::fitted::{chances, FEATURES, FEATURE_NAMES};
use qbranch_engine::race::{Race, RaceSetup};
use qbranch_engine::{Game, Outcome, Rng};

/// One position: every agent's features, the hand-made judgement's chances, the winner.
struct Sample {
    seed: u64,
    feats: Vec<[f64; FEATURES]>,
    old: Vec<f64>,
    winner: usize,
}

fn play(file: &str, players: usize, games: u64, seed: u64) {
    let setup = RaceSetup::for_players(players).expect("setup");
    let ctl = Controller::Computer {
        level: Level::Normal,
    };
    let mut out = OpenOptions::new()
        .create(true)
        .append(true)
        .open(file)
        .expect("open");
    for g in seed..seed + games {
        let mut s = Race::new(&setup, g).expect("new");
        let mut rng = Rng::new(g ^ 0x5eed);
        let mut seen = Vec::new();
        for n in 0..3000 {
            if s.outcome().is_some() {
                break;
            }
            if n % 3 == 0 {
                seen.push((position_features(&s), evaluate(&s)));
            }
            let (seat, a) = pick(&s, ctl, &mut rng, None).expect("a move");
            s.apply(seat, &a).expect("legal");
        }
        let Some(Outcome::Winners { seats }) = s.outcome() else {
            continue;
        };
        for (f, old) in seen {
            let feats: Vec<String> = f
                .iter()
                .map(|x| x.map(|v| format!("{v:.4}")).join(","))
                .collect();
            let old: Vec<String> = old.iter().map(|v| format!("{v:.4}")).collect();
            writeln!(
                out,
                "{g}\t{}\t{}\t{}",
                seats[0],
                feats.join(";"),
                old.join(",")
            )
            .expect("write");
        }
        eprintln!("game {g}: winner {}, {} turns", seats[0], s.turn_number());
    }
}

fn read(files: &[String]) -> Vec<Sample> {
    let mut v = Vec::new();
    for f in files {
        for line in BufReader::new(std::fs::File::open(f).expect("open")).lines() {
            let line = line.expect("line");
            let cols: Vec<&str> = line.split('\t').collect();
            let nums = |s: &str| -> Vec<f64> { s.split(',').map(|x| x.parse().unwrap()).collect() };
            v.push(Sample {
                seed: cols[0].parse().unwrap(),
                winner: cols[1].parse().unwrap(),
                feats: cols[2]
                    .split(';')
                    .map(|s| nums(s).try_into().unwrap())
                    .collect(),
                old: nums(cols[3]),
            });
        }
    }
    v
}

fn log_loss(samples: &[&Sample], p: impl Fn(&Sample) -> Vec<f64>) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let q = p(s);
            let sum: f64 = q.iter().sum();
            -(q[s.winner] / sum).max(1e-9).ln()
        })
        .sum();
    total / samples.len() as f64
}

/// A little weight decay: a few hundred games hold strongly correlated positions.
const L2: f64 = 0.003;

/// The fitted parameters and how each feature's weight is made of them: the hand-made turns
/// to win (`turns_to_win`, linear in the features) times one weight, and a free weight for each
/// thing it leaves out.
const PARAMS: usize = 6;
const PARAM_NAMES: [&str; PARAMS] = [
    "per turn to win",
    "holds",
    "take card, holding",
    "take card, chasing (beyond the estimate)",
    "moves next",
    "may take back",
];
fn weights(t: &[f64; PARAMS]) -> [f64; FEATURES] {
    let a = t[0];
    [
        t[1],
        5.0 * a,
        a,
        a,
        a,
        1.5 * a,
        a,
        -3.0 * a + t[3],
        t[2],
        0.0,
        t[4],
        t[5],
    ]
}

fn fit(files: &[String]) {
    let all = read(files);
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = all.iter().partition(|s| s.seed % 2 == 0);
    // Full-batch gradient descent with Adam on the conditional-logit log-likelihood.
    let mut t = [0.0; PARAMS];
    let (mut m, mut v) = ([0.0; PARAMS], [0.0; PARAMS]);
    for step in 1..=3000 {
        let w = weights(&t);
        let mut gw = [0.0; FEATURES];
        for s in &train {
            let p = chances(&s.feats, &w);
            for (seat, f) in s.feats.iter().enumerate() {
                let err = p[seat] - f64::from(u8::from(seat == s.winner));
                for k in 0..FEATURES {
                    gw[k] += err * f[k] / train.len() as f64;
                }
            }
        }
        // The chain rule through `weights` (linear: probe each parameter).
        let zero = weights(&[0.0; PARAMS]);
        for k in 0..PARAMS {
            let mut e = [0.0; PARAMS];
            e[k] = 1.0;
            let col = weights(&e);
            let g: f64 = (0..FEATURES)
                .map(|j| (col[j] - zero[j]) * gw[j])
                .sum::<f64>()
                + L2 * t[k];
            m[k] = 0.9 * m[k] + 0.1 * g;
            v[k] = 0.999 * v[k] + 0.001 * g * g;
            let mh = m[k] / (1.0 - 0.9f64.powi(step));
            let vh = v[k] / (1.0 - 0.999f64.powi(step));
            t[k] -= 0.01 * mh / (vh.sqrt() + 1e-8);
        }
    }
    let w = weights(&t);
    println!(
        "{} positions ({} fitted, {} held out)",
        all.len(),
        train.len(),
        test.len()
    );
    for (name, x) in PARAM_NAMES.iter().zip(&t) {
        println!("  {name:>40}: {x:.3}");
    }
    for (name, x) in FEATURE_NAMES.iter().zip(&w) {
        println!("  weight of {name}: {x:.3}");
    }
    println!("pub const WEIGHTS: [f64; FEATURES] = {w:.3?};");
    for (what, set) in [("fitted", &train), ("held out", &test)] {
        println!(
            "log-loss on {what}: uniform {:.4}, hand-made {:.4}, fitted {:.4}",
            log_loss(set, |s| vec![1.0; s.feats.len()]),
            log_loss(set, |s| s.old.clone()),
            log_loss(set, |s| chances(&s.feats, &w)),
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") => play(
            &args[1],
            args[2].parse().expect("players"),
            args[3].parse().expect("games"),
            args[4].parse().expect("seed"),
        ),
        Some("fit") => fit(&args[1..]),
        _ => eprintln!("race_fit play FILE PLAYERS GAMES SEED | race_fit fit FILE…"),
    }
}
