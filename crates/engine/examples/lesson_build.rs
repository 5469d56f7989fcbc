//! Writes the card game's and the race's lesson files (`crates/engine/lessons/`): each step's
//! action is found among the legal actions by the words of its label, so a script reads like
//! the lesson and every action in the file is one the engine offered at that point.
//!
//! `cargo run -p qbranch-engine --example lesson_build -- [DIR]` writes into DIR (the lessons
//! folder by default); a step whose words match no legal action stops with the choices there.

use qbranch_engine::lesson::Lesson;

#[path = "lesson_build/ccg.rs"]
mod ccg;
#[path = "lesson_build/race.rs"]
mod race;
#[path = "lesson_build/script.rs"]
mod script;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/lessons").to_string());
    for lesson in [ccg::basic(), ccg::ltk(), race::race()] {
        let path = format!("{dir}/{}.json", lesson["id"].as_str().expect("an id"));
        let steps = lesson["steps"].as_array().map_or(0, Vec::len);
        // read back as the lesson type: checks the format and writes the fields in its order
        let lesson: Lesson = serde_json::from_value(lesson).expect("a lesson");
        let text = serde_json::to_string_pretty(&lesson).expect("json") + "\n";
        std::fs::write(&path, text).expect("write the lesson");
        println!("{path}: {steps} steps");
    }
}
