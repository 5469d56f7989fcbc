//! Saves of every game as Q Branch stores them, and as older builds and other tools wrote
//! them, read to the same save and open as the same game. The texts are fixed files in
//! `testdata/`: a save as this build stores it (`<game>.json`) and the same save in an older
//! form (`<game>.older.json`: indented, keys in another order, no writer, no fingerprint, no
//! `undo_from`, the seed as a JSON number, fields with default values left out, and fields
//! this build does not know). Players keep such saves in their browsers and exported files.

use crate::saves::format::{parse_save, to_json, to_pretty_json, SeatSpec};
use crate::saves::import_export::parse_import;
use crate::saves::restore::tests::sealed;
use crate::saves::restore::tests::{games, load};
use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::core::stamp::FINGERPRINT_LEN;
use qbranch_engine::Seat;
use serde_json::Value;

/// One fixed save and what opening it gives.
struct Saved {
    text: &'static str,
    older: &'static str,
    seats: &'static [(&'static str, Controller)],
    actions: usize,
    to_act: Option<Seat>,
    fingerprint: &'static str,
    undo_from: usize,
}

const HUMAN: Controller = Controller::Human;
const NORMAL: Controller = Controller::Computer {
    level: Level::Normal,
};
const HARD: Controller = Controller::Computer { level: Level::Hard };
const RANDOM: Controller = Controller::Random;

/// Other forms of the stored save `text` made by the app and by JSON tools: exported
/// (indented), keys sorted (compact and indented), without the seal, without a fingerprint,
/// writer or hint, the seed as a number, and with fields this build does not know.
fn other_forms(text: &str) -> Vec<String> {
    let value: Value = serde_json::from_str(text).unwrap();
    let without = |keys: &[&str]| {
        let mut v = value.clone();
        for k in keys {
            v.as_object_mut().unwrap().remove(*k);
        }
        v.to_string()
    };
    let mut unsealed = value.clone();
    let stamp = value["fingerprint"].as_str().unwrap();
    unsealed["fingerprint"] = stamp[..FINGERPRINT_LEN].into();
    let mut numeric = value.clone();
    let seed: u64 = value["record"]["seed"].as_str().unwrap().parse().unwrap();
    numeric["record"]["seed"] = seed.into();
    let mut extra = value.clone();
    extra["from_the_future"] = serde_json::json!({"a": [1, {"b": "]}"}], "c": null});
    extra["seats"][0]["colour"] = "red".into();
    extra["record"]["note"] = serde_json::json!([true, -2.5e-3, "é\"x"]);
    vec![
        to_pretty_json(&parse_save(text).unwrap()),
        value.to_string(),
        serde_json::to_string_pretty(&value).unwrap(),
        unsealed.to_string(),
        without(&["fingerprint"]),
        without(&["writer", "undo_from"]),
        numeric.to_string(),
        extra.to_string(),
    ]
}

fn opens_as_the_same_game(saved: &Saved) {
    let save = parse_save(saved.text).unwrap();
    // Written back exactly as it was read (renaming a save writes it back unchanged).
    assert_eq!(to_json(&save), saved.text);
    let seats: Vec<SeatSpec> = saved
        .seats
        .iter()
        .map(|&(name, controller)| SeatSpec {
            name: name.into(),
            controller,
            remote: false,
        })
        .collect();
    assert_eq!(save.seats, seats);
    assert_eq!(save.revision, 7);
    assert_eq!(save.created, 1_767_000_000_000.0);
    assert_eq!(save.updated, 1_767_000_123_456.0);
    assert_eq!(save.writer, "9f2c00aa11bb22cc");
    assert!(!save.finished);
    assert_eq!(save.undo_from, Some(saved.undo_from));
    assert!(save
        .fingerprint
        .as_deref()
        .unwrap()
        .starts_with(saved.fingerprint));
    let session = load(&save).unwrap();
    assert_eq!(session.len(), saved.actions, "{}", save.game);
    assert_eq!(session.to_act(), saved.to_act, "{}", save.game);
    assert_eq!(session.fingerprint(), saved.fingerprint, "{}", save.game);
    assert_eq!(session.undo_from(), saved.undo_from, "{}", save.game);

    let mut forms = other_forms(saved.text);
    forms.push(saved.older.to_string());
    for (i, text) in forms.iter().enumerate() {
        let game = &save.game;
        let other = parse_save(text).unwrap_or_else(|e| panic!("{game} form {i}: {e}"));
        assert_eq!(
            (&other.id, &other.name, &other.game, &other.seats),
            (&save.id, &save.name, &save.game, &save.seats),
            "{game} form {i}"
        );
        assert_eq!(
            (other.created, other.updated, other.revision, other.finished),
            (save.created, save.updated, save.revision, save.finished),
            "{game} form {i}"
        );
        let opened = load(&other).unwrap_or_else(|e| panic!("{game} form {i}: {e}"));
        assert_eq!(opened.fingerprint(), saved.fingerprint, "{game} form {i}");
        assert_eq!(opened.len(), saved.actions, "{game} form {i}");
        assert_eq!(opened.record_json().get(), save.record.text(), "{game} {i}");
        // Imported as a file, it becomes a save of this build, checked and sealed anew.
        let imported =
            parse_import(text, "fresh", 5.0, games).unwrap_or_else(|e| panic!("{i}: {e}"));
        let stamp = imported.fingerprint.as_deref().unwrap();
        assert!(stamp.starts_with(saved.fingerprint), "{game} form {i}");
        assert!(sealed(&imported), "{game} form {i}");
        assert_eq!(imported.undo_from, Some(saved.undo_from), "{game} form {i}");
        assert_eq!(
            load(&imported).unwrap().record_json().get(),
            save.record.text()
        );
    }
}

#[test]
fn saves_of_every_game_in_every_form_open_as_the_same_game() {
    opens_as_the_same_game(&Saved {
        text: include_str!("testdata/yolt.json"),
        older: include_str!("testdata/yolt.older.json"),
        seats: &[("Ann — ü", HUMAN), ("Enemy", NORMAL)],
        actions: 80,
        to_act: Some(0),
        fingerprint: "dec807e2b1e75b3b",
        undo_from: 79,
    });
    opens_as_the_same_game(&Saved {
        text: include_str!("testdata/lald.json"),
        older: include_str!("testdata/lald.older.json"),
        seats: &[("Ann — ü", HUMAN), ("Enemy", NORMAL)],
        actions: 80,
        to_act: Some(1),
        fingerprint: "b6d0beebbe31ea07",
        undo_from: 72,
    });
    opens_as_the_same_game(&Saved {
        text: include_str!("testdata/race.json"),
        older: include_str!("testdata/race.older.json"),
        seats: &[
            ("Ann — ü", HUMAN),
            ("Agent 2 (Cairo)", NORMAL),
            ("Agent 3 (Peking)", HARD),
            ("Agent 4 (New York)", RANDOM),
        ],
        actions: 80,
        to_act: Some(2),
        fingerprint: "f91fc1a2a356e1ff",
        undo_from: 80,
    });
    opens_as_the_same_game(&Saved {
        text: include_str!("testdata/ccg.json"),
        older: include_str!("testdata/ccg.older.json"),
        seats: &[("Ann — ü", HUMAN), ("Player 2", NORMAL)],
        actions: 60,
        to_act: Some(0),
        fingerprint: "f6f97f0710bbed17",
        undo_from: 50,
    });
    opens_as_the_same_game(&Saved {
        text: include_str!("testdata/ccg-ltk.json"),
        older: include_str!("testdata/ccg-ltk.older.json"),
        seats: &[("Ann — ü", HUMAN), ("Player 2", NORMAL), ("Player 3", HARD)],
        actions: 60,
        to_act: Some(1),
        fingerprint: "a508a8e197df76b7",
        undo_from: 42,
    });
}
