//! Records of every game as Q Branch writes them, and as older builds and other tools wrote
//! them, read to the same game. The texts are fixed files beside this one (`saved/`): a
//! record this build writes (`<game>.json`) and the same game in older forms
//! (`<game>.older.json`: indented, keys in another order, the seed as a JSON number, fields
//! with default values left out, and fields this build does not know). Players keep such
//! records in their browsers and files, so every one must keep opening as the same game.

use qbranch_engine::core::erased::{fingerprint, load_typed};
use std::collections::BTreeSet;

use qbranch_engine::{Check, Game, Record, Rng, Seat, Session};
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
            "not a readable record: the seed -5 is not a whole number",
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

/// Every legal action offered in `plies` moves of a seeded game reads back from the JSON it is
/// written as. Returns the kinds of action seen.
fn actions_read_back<G: Game>(players: usize, seed: u64, plies: usize) -> BTreeSet<String> {
    let mut state = G::new(&G::setup_for_players(players).unwrap(), seed).unwrap();
    let mut pick = Rng::new(seed ^ 0x5eed);
    let mut kinds = BTreeSet::new();
    for _ in 0..plies {
        let Some(seat) = state.to_act() else { break };
        let legal = state.legal_actions(seat);
        for a in &legal {
            let text = serde_json::to_string(a).unwrap();
            assert_eq!(
                &serde_json::from_str::<G::Action>(&text).unwrap(),
                a,
                "{text}"
            );
            let value: Value = serde_json::from_str(&text).unwrap();
            kinds.insert(value["type"].as_str().unwrap().to_string());
        }
        let a = pick.choose(&legal).unwrap().clone();
        state.apply(seat, &a).unwrap();
    }
    kinds
}

#[test]
fn every_game_reads_back_every_action_it_offers() {
    use qbranch_engine::{ccg, lald, race, yolt};
    let yolt = actions_read_back::<yolt::Yolt>(2, 11, 400);
    assert!(yolt.len() >= 5, "yolt offered only {yolt:?}");
    let lald = actions_read_back::<lald::Lald>(2, 12, 400);
    assert!(lald.len() >= 6, "lald offered only {lald:?}");
    let race = actions_read_back::<race::Race>(2, 13, 300);
    assert!(race.len() >= 2, "race offered only {race:?}");
    let ccg = actions_read_back::<ccg::Ccg>(2, 14, 300);
    assert!(ccg.len() >= 5, "ccg offered only {ccg:?}");
    let ltk = actions_read_back::<ccg::CcgLtk>(2, 15, 300);
    assert!(ltk.len() >= 5, "ccg ltk offered only {ltk:?}");
}
