//! Fits the Live and Let Die judgement (`lald::features::WEIGHTS`) to self-play:
//! `cargo run --release -p qbranch-engine --example lald_fit -- GAMES SEED LEVEL`. Plays GAMES
//! games (seeds SEED, SEED+1, …) between two LEVEL computers, takes every position between
//! pieces' turns with the game's result (did Bond win), and fits a logistic regression by
//! gradient descent. Prints the weights as Rust, and the log-loss on the odd seeds (held out)
//! of the fit and of the shipped evaluation.

use qbranch_engine::ai::{pick, Controller, Level};
use qbranch_engine::lald::features::{FEATURES, NAMES};
use qbranch_engine::lald::{Lald, LaldSetup};
use qbranch_engine::{Game, Rng};

type Sample = ([f64; FEATURES], f64, f64);

/// Every position between turns of one game: features, the shipped evaluation, the result.
fn play(seed: u64, level: Level) -> Vec<Sample> {
    let ai = Controller::Computer { level };
    let mut g = Lald::new(&LaldSetup::default(), seed).expect("setup");
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut seen = Vec::new();
    while g.outcome().is_none() && seen.len() < 3000 {
        let phase = g.view(None).phase.clone();
        if ["draw", "enemy_to_choose", "bond_to_roll"].contains(&phase.as_ref()) {
            let shipped = g.evaluate().map_or(0.5, |v| v[0]);
            seen.push((g.judgement_features(), shipped));
        }
        let Some((s, a)) = pick(&g, ai, &mut rng, None) else {
            break;
        };
        g.apply(s, &a).expect("legal");
    }
    let Some(o) = g.outcome() else {
        return Vec::new();
    };
    let won = if o.is_winner(0) { 1.0 } else { 0.0 };
    seen.into_iter().map(|(f, e)| (f, e, won)).collect()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn log_loss(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// Full-batch gradient descent on standardised features (a little L2), weights returned on
/// the raw scale.
fn fit(data: &[&Sample]) -> [f64; FEATURES] {
    let n = data.len() as f64;
    let mut mean = [0.0; FEATURES];
    let mut sd = [1.0; FEATURES];
    for j in 1..FEATURES {
        mean[j] = data.iter().map(|s| s.0[j]).sum::<f64>() / n;
        let var = data.iter().map(|s| (s.0[j] - mean[j]).powi(2)).sum::<f64>() / n;
        sd[j] = var.sqrt().max(1e-6);
    }
    let z = |s: &Sample| {
        let mut x = s.0;
        for j in 1..FEATURES {
            x[j] = (x[j] - mean[j]) / sd[j];
        }
        x
    };
    let xs: Vec<([f64; FEATURES], f64)> = data.iter().map(|s| (z(s), s.2)).collect();
    let mut w = [0.0; FEATURES];
    for _ in 0..3000 {
        let mut grad = [0.0; FEATURES];
        for (x, y) in &xs {
            let p = sigmoid(x.iter().zip(&w).map(|(a, b)| a * b).sum());
            for j in 0..FEATURES {
                grad[j] += (p - y) * x[j];
            }
        }
        for j in 0..FEATURES {
            let l2 = if j == 0 { 0.0 } else { 1e-3 * w[j] };
            w[j] -= 0.5 * (grad[j] / n + l2);
        }
    }
    let mut raw = w;
    for j in 1..FEATURES {
        raw[j] = w[j] / sd[j];
        raw[0] -= w[j] * mean[j] / sd[j];
    }
    raw
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let first: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let level = args
        .get(3)
        .and_then(|s| Level::parse(s))
        .unwrap_or(Level::Normal);
    let mut train = Vec::new();
    let mut test = Vec::new();
    for seed in first..first + games {
        let samples = play(seed, level);
        if seed % 2 == 0 {
            train.extend(samples);
        } else {
            test.extend(samples);
        }
    }
    let w = fit(&train.iter().collect::<Vec<_>>());
    let loss = |p: &dyn Fn(&Sample) -> f64| {
        test.iter().map(|s| log_loss(p(s), s.2)).sum::<f64>() / test.len().max(1) as f64
    };
    let fitted = |s: &Sample| sigmoid(s.0.iter().zip(&w).map(|(a, b)| a * b).sum());
    println!(
        "positions: {} to fit, {} held out; held-out log-loss: fitted {:.4}, shipped {:.4}",
        train.len(),
        test.len(),
        loss(&fitted),
        loss(&|s: &Sample| s.1),
    );
    let all: Vec<&Sample> = train.iter().chain(&test).collect();
    let w = fit(&all);
    println!("pub const WEIGHTS: [f64; FEATURES] = [");
    for (name, x) in NAMES.iter().zip(w) {
        println!("    {x:.4}, // {name}");
    }
    println!("];");
}
