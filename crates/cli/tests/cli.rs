//! The CLI contract: games, content, simulate, replay,
//! and one-line errors with exit status 2.

use std::process::Output;

use serde_json::Value;

mod common;
use common::{json_out, qbranch};

fn assert_usage_error(o: &Output) {
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "one-line error, got: {err}"
    );
    assert!(o.stdout.is_empty());
}

/// Every game `qbranch games` lists: id, fewest and most players.
fn listed() -> Vec<(String, u64, u64)> {
    let v = json_out(&qbranch(&["games"]));
    v.as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["id"].as_str().unwrap().to_string(),
                g["min_players"].as_u64().unwrap(),
                g["max_players"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn games_lists_the_five_games_with_the_required_fields() {
    let v = json_out(&qbranch(&["games"]));
    let games = v.as_array().unwrap();
    for g in games {
        for key in [
            "id",
            "name",
            "min_players",
            "max_players",
            "seats",
            "minutes",
            "hidden_information",
        ] {
            assert!(g.get(key).is_some(), "{key} missing in {g}");
        }
        assert_eq!(
            g["seats"].as_array().unwrap().len() as u64,
            g["max_players"].as_u64().unwrap()
        );
    }
    let ids: Vec<_> = games.iter().map(|g| g["id"].as_str().unwrap()).collect();
    // The five, in the home screen's order; a test build also lists the engine's test game.
    assert_eq!(ids[..5], ["yolt", "lald", "race", "ccg", "ccg-ltk"]);
    assert!(ids[5..].iter().all(|&id| id == "fixture"), "{ids:?}");
}

#[test]
fn bad_arguments_and_unknown_games_exit_2_with_one_line() {
    assert_usage_error(&qbranch(&[]));
    assert_usage_error(&qbranch(&["frobnicate"]));
    assert_usage_error(&qbranch(&["content", "--game", "nope"]));
    assert_usage_error(&qbranch(&["content"]));
    assert_usage_error(&qbranch(&[
        "simulate", "--game", "nope", "--games", "1", "--seed", "1",
    ]));
    assert_usage_error(&qbranch(&[
        "simulate", "--game", "yolt", "--games", "x", "--seed", "1",
    ]));
    assert_usage_error(&qbranch(&["simulate", "--game", "yolt", "--games", "1"]));
    assert_usage_error(&qbranch(&[
        "simulate", "--game", "yolt", "--games", "1", "--seed", "1", "--bogus", "1",
    ]));
    assert_usage_error(&qbranch(&["games", "extra"]));
    assert_usage_error(&qbranch(&["replay"]));
}

#[test]
fn content_is_json_for_every_game() {
    for (id, _, _) in listed() {
        let v = json_out(&qbranch(&["content", "--game", &id]));
        assert!(v.is_object(), "{id}: content is an object");
        assert!(
            v.get("reconstructed").is_some(),
            "{id}: reconstructed components are named"
        );
    }
}

#[test]
fn simulate_reports_and_writes_events_for_every_game() {
    let dir = std::env::temp_dir().join(format!("qbranch-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (id, min, max) in listed() {
        for players in min..=max {
            let events = dir.join(format!("{id}-{players}.jsonl"));
            let p = players.to_string();
            let o = qbranch(&[
                "simulate",
                "--game",
                &id,
                "--games",
                "3",
                "--seed",
                "5",
                "--players",
                &p,
                "--events",
                events.to_str().unwrap(),
            ]);
            let v = json_out(&o);
            for key in [
                "game",
                "games",
                "seed",
                "seats",
                "wins_by_seat",
                "draws",
                "mean_actions",
                "max_actions",
                "actions_per_sec",
                "panics",
            ] {
                assert!(v.get(key).is_some(), "{key} missing: {v}");
            }
            assert_eq!(v["games"], 3);
            assert_eq!(v["panics"], 0);
            assert_eq!(v["wins_by_seat"].as_array().unwrap().len() as u64, players);
            let wins: u64 = v["wins_by_seat"]
                .as_array()
                .unwrap()
                .iter()
                .map(|w| w.as_u64().unwrap())
                .sum();
            assert!(wins + v["draws"].as_u64().unwrap() <= 3 * players);
            let text = std::fs::read_to_string(&events).unwrap();
            let mut games_seen = std::collections::BTreeSet::new();
            for line in text.lines() {
                let e: Value = serde_json::from_str(line).expect("each line is JSON");
                assert!(e.get("type").is_some(), "event has a type: {line}");
                games_seen.insert(e["game"].as_u64().expect("event has a game index"));
            }
            assert_eq!(games_seen.into_iter().collect::<Vec<_>>(), vec![0, 1, 2]);
        }
        // Same seed, same result: simulations are deterministic.
        let a = json_out(&qbranch(&[
            "simulate", "--game", &id, "--games", "2", "--seed", "9",
        ]));
        let b = json_out(&qbranch(&[
            "simulate", "--game", &id, "--games", "2", "--seed", "9",
        ]));
        assert_eq!(a["wins_by_seat"], b["wins_by_seat"]);
        assert_eq!(a["mean_actions"], b["mean_actions"]);
    }
}

#[test]
fn replay_rejects_garbage_and_foreign_records() {
    let dir = std::env::temp_dir().join(format!("qbranch-cli-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("garbage.json", "this is not json"),
        ("nogame.json", "{\"seed\": 1}"),
        (
            "unknown.json",
            "{\"game\":\"chess\",\"rules_version\":1,\"setup\":null,\"seed\":1,\"actions\":[]}",
        ),
        (
            "prep.json",
            "{\"game\":\"ccg\",\"rules_version\":1,\"setup\":null,\"seed\":1,\"actions\":[]}",
        ),
    ];
    for (name, body) in cases {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        assert_usage_error(&qbranch(&["replay", p.to_str().unwrap()]));
    }
    assert_usage_error(&qbranch(&[
        "replay",
        dir.join("missing.json").to_str().unwrap(),
    ]));
}

#[test]
fn record_then_replay_round_trips_for_every_game() {
    let dir = std::env::temp_dir().join(format!("qbranch-cli-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (id, _, max) in listed() {
        let out = dir.join(format!("{id}.json"));
        let p = max.to_string();
        let o = qbranch(&[
            "record",
            "--game",
            &id,
            "--seed",
            "3",
            "--players",
            &p,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let rec: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
        assert_eq!(rec["game"], id.as_str());
        let r = qbranch(&["replay", out.to_str().unwrap()]);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        let lines: Vec<Value> = String::from_utf8_lossy(&r.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).expect("JSON line"))
            .collect();
        assert!(!lines.is_empty());
        // Wrapped in an exported save, it replays the same.
        let save = serde_json::json!({"format": "qbranch-save", "version": 1, "record": rec});
        let sp = dir.join(format!("{id}-save.json"));
        std::fs::write(&sp, save.to_string()).unwrap();
        let r2 = qbranch(&["replay", sp.to_str().unwrap()]);
        assert_eq!(r2.stdout, r.stdout);
        // A tampered record does not replay: clear error, exit 2.
        let mut bad = rec.clone();
        let acts = bad["actions"].as_array_mut().unwrap();
        let first = acts[0].clone();
        acts.insert(0, first.clone());
        acts.insert(0, first);
        let bp = dir.join(format!("{id}-bad.json"));
        std::fs::write(&bp, bad.to_string()).unwrap();
        assert_usage_error(&qbranch(&["replay", bp.to_str().unwrap()]));
    }
}

// ccg-basic-rules.txt, Object of the Game: "We suggest one of three game goals" (25, 35, 50):
// `simulate --goal` picks one for the Basic card game; anything else is a usage error.
#[test]
fn simulate_goal_for_the_basic_card_game() {
    let v = json_out(&qbranch(&[
        "simulate", "--game", "ccg", "--games", "2", "--seed", "1", "--goal", "50",
    ]));
    assert_eq!(v["games"], 2);
    assert_eq!(v["unfinished"], 0);
    let short = json_out(&qbranch(&[
        "simulate", "--game", "ccg", "--games", "2", "--seed", "1", "--goal", "25",
    ]));
    assert!(
        v["mean_actions"].as_f64().unwrap() > short["mean_actions"].as_f64().unwrap(),
        "a Feature Film lasts longer than a Scene"
    );
    assert_usage_error(&qbranch(&[
        "simulate", "--game", "ccg", "--games", "1", "--seed", "1", "--goal", "30",
    ]));
    assert_usage_error(&qbranch(&[
        "simulate", "--game", "race", "--games", "1", "--seed", "1", "--goal", "25",
    ]));
}

// Every card of the pool legal in the variant is put into play at least once, and the CLI
// can print that coverage. `--coverage` adds covered / total / uncovered to the card
// game's report (the prebuilt decks rotate round the seats); every card game report counts
// the games the safety net stopped as stalemates.
#[test]
fn simulate_coverage_for_the_card_game() {
    // the content lists the cards of the pool legal in the rule set
    let pool_size = |id: &str| {
        let c = json_out(&qbranch(&["content", "--game", id]));
        c["cards"].as_array().expect("the pool").len() as u64
    };
    for (id, players, games) in [("ccg", "4", "100"), ("ccg-ltk", "2", "16")] {
        let v = json_out(&qbranch(&[
            "simulate",
            "--game",
            id,
            "--games",
            games,
            "--seed",
            "1",
            "--players",
            players,
            "--coverage",
        ]));
        let c = &v["coverage"];
        assert_eq!(c["total"].as_u64(), Some(pool_size(id)), "{id}: {v}");
        assert_eq!(c["covered"], c["total"], "{id}: {v}");
        assert_eq!(c["uncovered"], serde_json::json!([]), "{id}: {v}");
        // Licence to Kill is won only by overcoming, which random players seldom do: the
        // safety net stops most of its random games.
        if id == "ccg" {
            assert_eq!(v["stalemates"], 0, "{id}: {v}");
        }
        assert_eq!(v["decks"], "prebuilt, rotating");
    }
    // a short batch leaves cards out, and names them
    let v = json_out(&qbranch(&[
        "simulate",
        "--game",
        "ccg",
        "--games",
        "1",
        "--seed",
        "1",
        "--coverage",
    ]));
    let uncovered = v["coverage"]["uncovered"].as_array().unwrap();
    assert!(!uncovered.is_empty());
    assert_eq!(
        v["coverage"]["covered"].as_u64().unwrap() + uncovered.len() as u64,
        v["coverage"]["total"].as_u64().unwrap()
    );
    assert!(uncovered
        .iter()
        .all(|id| id.as_str().is_some_and(|s| !s.is_empty())));
    // without the switch: no coverage, but the stalemate count
    let v = json_out(&qbranch(&[
        "simulate", "--game", "ccg-ltk", "--games", "2", "--seed", "1",
    ]));
    assert!(v.get("coverage").is_none());
    assert!(v["stalemates"].is_u64(), "{v}");
    // only the card game has it; it takes no value
    assert_usage_error(&qbranch(&[
        "simulate",
        "--game",
        "race",
        "--games",
        "1",
        "--seed",
        "1",
        "--coverage",
    ]));
    assert_usage_error(&qbranch(&[
        "simulate",
        "--game",
        "ccg",
        "--games",
        "1",
        "--seed",
        "1",
        "--coverage=yes",
    ]));
}
