//! `qbranch ladder`, and the seed contract it rests on: `qbranch simulate` plays the same games
//! from the same seed, whatever the machine's speed or the number of threads.

use serde_json::Value;

mod common;
use common::{json_out, qbranch};

#[test]
fn the_ladder_is_the_same_on_one_thread_or_two() {
    let args = [
        "ladder",
        "--game",
        "race",
        "--players",
        "2",
        "--games",
        "4",
        "--seed",
        "5",
        "--pairings",
        "normal-random,easy-easy",
        "--json",
    ];
    let one = json_out(&qbranch(&[&args[..], &["--threads", "1"]].concat()));
    let two = json_out(&qbranch(&[&args[..], &["--threads", "2"]].concat()));
    assert_eq!(one, two);
    let cells = one["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 2);
    let versus = &cells[0];
    assert_eq!(versus["pairing"], "normal-random");
    assert_eq!(versus["games"], 4);
    // The stronger level sat in each seat in turn.
    assert_eq!(versus["by_strong_seat"][0]["games"], 2);
    assert_eq!(versus["by_strong_seat"][1]["games"], 2);
    let wins = versus["strong_wins"].as_u64().unwrap() + versus["weak_wins"].as_u64().unwrap();
    assert_eq!(wins + versus["no_winner"].as_u64().unwrap(), 4);
    let balance = &cells[1];
    assert_eq!(balance["kind"], "balance");
    let seat_wins: u64 = balance["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["wins"].as_u64().unwrap())
        .sum();
    assert_eq!(seat_wins + balance["no_winner"].as_u64().unwrap(), 4);
}

#[test]
fn the_ladder_prints_its_tables_and_what_beats_means() {
    let o = qbranch(&[
        "ladder",
        "--game",
        "lald",
        "--games",
        "2",
        "--pairings",
        "normal-easy,easy-easy",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("beats: one seat plays the stronger level"),
        "{text}"
    );
    assert!(text.contains("lald      2 normal-easy"), "{text}");
    assert!(
        text.contains("lald      2 easy-easy          2  50.0  Bond"),
        "{text}"
    );
}

#[test]
fn a_bad_pairing_is_a_one_line_error() {
    let o = qbranch(&["ladder", "--game", "race", "--pairings", "easy-hard"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("name the stronger side first"), "{err}");
    assert!(o.stdout.is_empty());
}

/// `qbranch simulate` run twice from one seed: the same report (but for its speed) and the
/// same events, byte for byte.
#[test]
fn simulate_replays_a_seed_bit_for_bit() {
    let dir = std::env::temp_dir().join(format!("qbranch-ladder-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (game, seats) in [
        ("race", "ai:normal,ai:easy,ai:normal"),
        ("yolt", "ai:easy,ai:normal"),
        ("ccg", "ai:normal,ai:easy"),
    ] {
        let run = |name: &str| {
            let events = dir.join(format!("{game}-{name}.jsonl"));
            let mut report = json_out(&qbranch(&[
                "simulate",
                "--game",
                game,
                "--games",
                "2",
                "--seed",
                "3",
                "--seats",
                seats,
                "--events",
                events.to_str().unwrap(),
            ]));
            report["actions_per_sec"] = Value::Null;
            (report, std::fs::read(events).unwrap())
        };
        let (report_a, events_a) = run("a");
        let (report_b, events_b) = run("b");
        assert_eq!(report_a, report_b, "{game}");
        assert!(!events_a.is_empty(), "{game}");
        assert!(events_a == events_b, "{game}: the events differ");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
