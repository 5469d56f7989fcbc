//! Cuts card-game positions out of recorded games: `cargo run --release -p qbranch-engine
//! --example ccg_positions -- OUT_DIR RECORD...`.
//!
//! For each record (written by `qbranch record`), the first action that sends a group On
//! Assignment, or makes a Henchman Attack, which the engine's preview says falls short with
//! nothing in the actor's hand to change it, while a sound action was there to take: the
//! record up to that action is written to OUT_DIR under the record's file name, and a line
//! says what the preview showed. The positions test (`tests/all/ccg_positions.rs`) reads them.

use std::path::Path;

use qbranch_engine::ccg::{Basic, CardGame, Ltk, RuleSet};
use qbranch_engine::{Game, Record};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (out, records) = args.split_first().expect("OUT_DIR RECORD...");
    for file in records {
        let text = std::fs::read_to_string(file).expect("a readable record");
        let game: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let name = Path::new(file).file_name().expect("a file name");
        let cut = match game["game"].as_str() {
            Some("ccg") => cut::<Basic>(&text),
            Some("ccg-ltk") => cut::<Ltk>(&text),
            other => panic!("{file}: not a card game record ({other:?})"),
        };
        match cut {
            Some((json, line)) => {
                std::fs::write(Path::new(out).join(name), json).expect("written");
                println!("{}: {line}", name.to_string_lossy());
            }
            None => println!("{}: no such position", name.to_string_lossy()),
        }
    }
}

/// The record cut before its first hopeless assignment or attack with a sound alternative,
/// with the preview's words for it.
fn cut<R: RuleSet>(text: &str) -> Option<(String, String)> {
    let record = Record::<CardGame<R>>::from_json(text).expect("a record of this game");
    let mut g = CardGame::<R>::new(&record.setup, record.seed).expect("its setup");
    for (i, played) in record.actions.iter().enumerate() {
        let seat = played.seat;
        let a = &played.action;
        if g.hopeless(seat, a) {
            let sound = g.search_actions(seat);
            if !sound.contains(a) {
                let mut head = record.clone();
                head.actions.truncate(i);
                let preview = g.preview(a).expect("a previewed action").summary();
                let line = format!(
                    "action {i}: {} — {preview}; sound: {}",
                    g.describe_action(seat, a),
                    sound.len()
                );
                return Some((serde_json::to_string_pretty(&head).expect("JSON"), line));
            }
        }
        g.apply(seat, a).expect("the record replays");
    }
    None
}
