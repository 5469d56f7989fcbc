//! Watch Live and Let Die games exactly as `qbranch ladder` plays them (the game's seed, the
//! runner's own random stream, 3000 actions at most). `cargo run --release -p qbranch-engine
//! --example lald_watch -- list BOND ENEMY FIRST LAST` plays seeds FIRST..=LAST with the
//! controllers BOND and ENEMY (`random`, `easy`, `normal`, `hard`), prints the games Bond did
//! not win, and counts the turns and the Double Backs tried and failed by each side;
//! `trace BOND ENEMY SEED` prints one game action by action with its events, and the
//! computer's most visited choices at each of its decisions that had one.

use qbranch_engine::ai::{Controller, Level, Search};
use qbranch_engine::lald::{Lald, LaldSetup, PieceId, Side};
use qbranch_engine::{Game, Rng};

fn controller(name: &str) -> Controller {
    match Level::parse(name) {
        Some(level) => Controller::Computer { level },
        None => Controller::Random,
    }
}

/// Per side (Bond, Enemy): movement rolls, Double Backs tried, Double Backs failed.
type Counts = [[u32; 3]; 2];

fn state_line(g: &Lald) -> String {
    let b = g.piece(PieceId::Bond);
    let boats: Vec<String> = g
        .alive(Side::Enemy)
        .map(|e| {
            format!(
                "{} at {:?} range {:?}",
                e.id.key(),
                e.space,
                g.range_to_bond(e.id)
            )
        })
        .collect();
    format!(
        "Bond at {:?} hits {} | {}",
        g.at(PieceId::Bond),
        b.hits,
        boats.join(", ")
    )
}

/// Plays one game; returns the winning seat and the number of actions.
fn play(seats: [Controller; 2], seed: u64, trace: bool, counts: &mut Counts) -> Option<usize> {
    let mut g = Lald::new(&LaldSetup::default(), seed).expect("a game");
    let mut rng = Rng::new(seed ^ 0xA11C_E5ED);
    for n in 0..3000 {
        let Some(seat) = g.to_act() else { break };
        let action = match seats[seat] {
            Controller::Computer { level } => {
                let mut search = Search::new(&g, seat, Lald::ai_config(level)).expect("a choice");
                while !search.done() {
                    search.iterate(&mut rng);
                }
                if trace && !search.trivial() {
                    let mut stats = search.root_stats();
                    stats.sort_by_key(|s| std::cmp::Reverse(s.2));
                    for (a, value, visits) in stats.iter().take(5) {
                        println!(
                            "      {visits:>5} {value:.3} {}",
                            g.describe_action(seat, a)
                        );
                    }
                }
                search.best().expect("a choice").0
            }
            _ => rng
                .choose(&g.legal_actions(seat))
                .cloned()
                .expect("a legal action"),
        };
        if trace {
            println!(
                "{n:4} {} {}",
                g.seat_name(seat),
                g.describe_action(seat, &action)
            );
        }
        let events = g.apply(seat, &action).expect("legal");
        for e in &events {
            let j = serde_json::to_value(e).expect("an event");
            if trace {
                println!("        . {j}");
            }
            if j["type"] != "roll" {
                continue;
            }
            let side = usize::from(j["piece"] != "bond");
            match j["action"].as_str() {
                Some("movement") => counts[side][0] += 1,
                Some("double_back") => {
                    counts[side][1] += 1;
                    if j["white"] == false {
                        counts[side][2] += 1;
                    }
                }
                _ => {}
            }
        }
        if trace && g.activation().is_none() {
            println!("     {}", state_line(&g));
        }
    }
    g.outcome().and_then(|o| (0..2).find(|&s| o.is_winner(s)))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or(default.to_string());
    let seats = [controller(&arg(2, "normal")), controller(&arg(3, "random"))];
    let mut counts: Counts = [[0; 3]; 2];
    if arg(1, "list") == "trace" {
        let seed: u64 = arg(4, "1").parse().expect("a seed");
        let w = play(seats, seed, true, &mut counts);
        println!("seed {seed}: winner {w:?}");
        return;
    }
    let first: u64 = arg(4, "1").parse().expect("a seed");
    let last: u64 = arg(5, "100").parse().expect("a seed");
    let mut wins = [0; 2];
    for seed in first..=last {
        let w = play(seats, seed, false, &mut counts);
        if let Some(w) = w {
            wins[w] += 1;
        }
        if w != Some(0) {
            println!("seed {seed}: winner {w:?}");
        }
    }
    println!("Bond {} Enemy {}", wins[0], wins[1]);
    for (side, c) in ["Bond", "Enemy boats"].iter().zip(counts) {
        println!(
            "{side}: {} turns, {} Double Backs tried, {} failed",
            c[0], c[1], c[2]
        );
    }
}
