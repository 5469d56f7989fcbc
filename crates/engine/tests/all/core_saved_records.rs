//! Records of every game as Q Branch writes them, and as older builds and other tools wrote
//! them, read to the same game. The texts are fixed files beside this one (`saved/`): a
//! record this build writes (`<game>.json`) and the same game in older forms
//! (`<game>.older.json`: indented, keys in another order, the seed as a JSON number, fields
//! with default values left out, and fields this build does not know). Players keep such
//! records in their browsers and files, so every one must keep opening as the same game.

use qbranch_engine::core::erased::{fingerprint, load_typed};
use qbranch_engine::{Check, Game, Record, Seat, Session};
use serde_json::Value;

/// One fixed record and what restoring it gives.
struct Saved {
    text: &'static str,
    older: &'static str,
    actions: usize,
    to_act: Option<Seat>,
    fingerprint: &'static str,
}

/// Other forms of `text` made by a JSON tool: keys sorted (compact and indented), the seed as
/// a number, and fields this build does not know, at the top, in the setup and in a move.
fn other_forms(text: &str) -> Vec<String> {
    let value: Value = serde_json::from_str(text).unwrap();
    let mut numeric = value.clone();
    let seed: u64 = value["seed"].as_str().unwrap().parse().unwrap();
    numeric["seed"] = seed.into();
    let mut extra = value.clone();
    extra["from_the_future"] = serde_json::json!({"a": [1, {"b": "]}"}], "c": null});
    extra["setup"]["note"] = serde_json::json!([true, -2.5e-3, "é\"x"]);
    extra["actions"][0]["comment"] = "first".into();
    extra["actions"][0]["action"]["hint"] = 7.into();
    vec![
        value.to_string(),
        serde_json::to_string_pretty(&value).unwrap(),
        numeric.to_string(),
        extra.to_string(),
    ]
}

fn reads_to_the_same_game<G: Game + Send + Sync>(saved: &Saved)
where
    G::Setup: Send + Sync,
    G::Action: Send + Sync,
    G::Event: Send + Sync,
{
    let record: Record<G> = serde_json::from_str(saved.text).unwrap();
    // Written back exactly as it was read.
    assert_eq!(
        serde_json::to_string(&record).unwrap(),
        saved.text,
        "{}",
        G::ID
    );
    let session = Session::from_record(record).unwrap();
    assert_eq!(session.steps.len(), saved.actions, "{}", G::ID);
    assert_eq!(session.state.to_act(), saved.to_act, "{}", G::ID);
    assert_eq!(fingerprint(&session), saved.fingerprint, "{}", G::ID);
    let mut forms = other_forms(saved.text);
    forms.push(saved.older.to_string());
    for (i, text) in forms.iter().enumerate() {
        for check in [Check::Every, Check::Sealed] {
            let restored = load_typed::<G>(text, check, None)
                .unwrap_or_else(|e| panic!("{} form {i}: {e}", G::ID));
            assert_eq!(
                restored.fingerprint(),
                saved.fingerprint,
                "{} form {i}",
                G::ID
            );
            assert_eq!(
                restored.record_json().get(),
                saved.text,
                "{} form {i}",
                G::ID
            );
            let typed: &Session<G> = restored.as_any().downcast_ref().unwrap();
            assert_eq!(typed.state, session.state, "{} form {i}", G::ID);
        }
    }
}

#[test]
fn records_of_every_game_in_every_form_read_to_the_same_game() {
    reads_to_the_same_game::<qbranch_engine::yolt::Yolt>(&Saved {
        text: include_str!("saved/yolt.json"),
        older: include_str!("saved/yolt.older.json"),
        actions: 80,
        to_act: Some(0),
        fingerprint: "dec807e2b1e75b3b",
    });
    reads_to_the_same_game::<qbranch_engine::lald::Lald>(&Saved {
        text: include_str!("saved/lald.json"),
        older: include_str!("saved/lald.older.json"),
        actions: 80,
        to_act: Some(1),
        fingerprint: "b6d0beebbe31ea07",
    });
    reads_to_the_same_game::<qbranch_engine::race::Race>(&Saved {
        text: include_str!("saved/race.json"),
        older: include_str!("saved/race.older.json"),
        actions: 80,
        to_act: Some(2),
        fingerprint: "f91fc1a2a356e1ff",
    });
    reads_to_the_same_game::<qbranch_engine::ccg::Ccg>(&Saved {
        text: include_str!("saved/ccg.json"),
        older: include_str!("saved/ccg.older.json"),
        actions: 60,
        to_act: Some(0),
        fingerprint: "f6f97f0710bbed17",
    });
    reads_to_the_same_game::<qbranch_engine::ccg::CcgLtk>(&Saved {
        text: include_str!("saved/ccg-ltk.json"),
        older: include_str!("saved/ccg-ltk.older.json"),
        actions: 60,
        to_act: Some(1),
        fingerprint: "a508a8e197df76b7",
    });
}

/// Damaged records are refused in plain words: what is wrong, never a panic.
#[test]
fn damaged_records_are_refused_in_plain_words() {
    type Race = qbranch_engine::race::Race;
    let text = include_str!("saved/race.json");
    let refused = |t: &str| match load_typed::<Race>(t, Check::Every, None) {
        Ok(_) => panic!("read: {t:.120}"),
        Err(e) => e.to_string(),
    };
    let cases = [
        (&text[..200], "not a readable record: the text ends too soon"),
        (
            &text.replacen("\"discard_two\"", "\"jump\"", 1),
            "not a readable record: it names \"jump\", which this version of Q Branch does not know",
        ),
        (
            &text.replacen("\"card\":\"gate-e-2\"", "\"card\":\"ace-of-spades\"", 1),
            "not a readable record: no card ace-of-spades",
        ),
        (
            &text.replacen("\"seed\":\"9007199254740993\"", "\"seed\":-5", 1),
            "not a readable record: the seed -5 is negative",
        ),
        (
            &text.replacen("{\"seat\":0,", "{", 1),
            "not a readable record: missing field \"seat\"",
        ),
        (
            &text.replacen("\"game\":\"race\"", "\"game\":\"yolt\"", 1),
            "record is for game 'yolt', not 'race'",
        ),
    ];
    for (t, words) in cases {
        let e = refused(t);
        assert!(e.starts_with(words), "{e}");
    }
}
