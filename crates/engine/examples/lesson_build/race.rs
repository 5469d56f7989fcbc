//! The race's lesson: flights, a black line, a car, the swim with its gate card, and a
//! robbery at the centre of the island, on a deal found by trying seeds until both hands
//! hold the cards the story needs.

use qbranch_engine::race::{Base, Race, RaceSetup};
use serde_json::{json, Value};

use super::script::Script;

/// The lesson played at `seed`; marked failed when that deal cannot tell the story.
fn attempt(setup: &RaceSetup, seed: u64) -> Script<Race> {
    let mut s = Script::<Race>::new(setup, seed, 0);
    s.tolerant = true;
    s.read("Race to the island, take the briefcase from its centre and bring it home to London. Flights, helicopters and swims take a card, and so does each step onto or off the island (a gate card); black lines, cars, the shore and boats are free.");
    s.learn(
        "Air Travel cards fly you along one route, either way. Fly to Rome: its car waits at the end of the black line.",
        &["Fly London → Rome"],
        Some("That works too, but the car at Rome's black line gets you to the lake faster."),
    );
    s.reply(
        "Your rival takes the black line from Cairo to the car circuit.",
        &[&["Take the black line Cairo"]],
    );
    s.learn(
        "A thick black line joins each airport to the car circuit: one turn, no card.",
        &["Take the black line Rome"],
        None,
    );
    s.reply(
        "Your rival walks one point round the circuit.",
        &[&["Walk C3 → H2"]],
    );
    s.learn(
        "Take the car: with it you drive one or two points a turn. Drive to the junction whose line runs to the shore.",
        &["Take the car and drive", "junction"],
        None,
    );
    s.reply(
        "Your rival plays a Helicopter card from that H point to B North, by the boat.",
        &[&["Helicopter", "B North"]],
    );
    s.learn(
        "From a junction, a black line leads to the lake shore.",
        &["Take the black line junction"],
        None,
    );
    s.reply(
        "Your rival takes the North boat across and shows the North Gate card to land.",
        &[&["Boat B North → North Gate"]],
    );
    s.learn(
        "Walk along the shore, one point a turn, to B North.",
        &["Walk", "B North"],
        None,
    );
    s.reply(
        "Your rival plays At the centre of the island and takes the briefcase.",
        &[&["Go to the centre and take the documents"]],
    );
    s.learn(
        "The boat is gone, so swim: the Swimming card takes two turns, and you must hold the North Gate card to land.",
        &["Swim towards the North Gate"],
        Some("Walking round the shore to another boat takes longer than the swim."),
    );
    // the story says the rival cannot leave the island: no move but discarding two
    let stuck = |s: &mut Script<Race>| {
        let moves = s.labels();
        if !moves.iter().all(|l| l.starts_with("Discard")) {
            s.fail(format!("the rival can move: {moves:?}"));
        }
    };
    stuck(&mut s);
    s.reply(
        "Your rival holds no card to leave the island, so they discard two cards unseen and draw two.",
        &[&["Discard two"], &["Discard "], &["Discard "]],
    );
    s.learn(
        "Swim on and land: you show the North Gate card as you arrive.",
        &["Swim on and land at North Gate"],
        None,
    );
    stuck(&mut s);
    s.reply(
        "Your rival is still stuck at the centre and changes two more cards.",
        &[&["Discard two"], &["Discard "], &["Discard "]],
    );
    s.learn(
        "Robbery: land on the carrier's space and play Take the documents. Go to the centre with At the centre of the island and rob your rival.",
        &["Go to the centre of the island", "rob"],
        Some("Going to the centre without robbing leaves the briefcase with your rival."),
    );
    s.read("The briefcase is yours. A robbed player may take it back on their next turn with a Take the documents card of their own, so get it home to London fast. Play on against the computer.");
    s
}

pub fn race() -> Value {
    let setup = RaceSetup {
        bases: vec![Base::London, Base::Cairo],
        arrival_opens_gate: false,
    };
    let seed = (1..200_000)
        .find(|&seed| attempt(&setup, seed).failed.is_none())
        .expect("a seed that tells the story");
    attempt(&setup, seed).lesson(
        json!({ "id": "race-first-run", "title": "Your first race for the briefcase", "minutes": 7 }),
        &setup,
        seed,
    )
}
