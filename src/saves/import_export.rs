//! Checking saves against their game (by replaying them), importing files and naming exports.
//! Plain Rust: the browser side (file picker, download) is in `saves::browser`.

use qbranch_engine::ai::Controller;
use qbranch_engine::core::stamp::Stamp;
use qbranch_engine::{json_words, Check, Outcome};
use serde::de::IgnoredAny;
use serde::Deserialize;
use serde_json::Value;

use super::format::{
    clean_name, parse_save, RecordText, SaveError, SaveFile, SeatSpec, FORMAT, MAX_BYTES, MAX_NAME,
    MAX_SEAT_NAME, VERSION,
};
use super::restore::{controllers, new_save, open, restore, LoadGame, Source};
use super::store::{self, Kv, WriteError};

/// What the saves list shows about a readable save.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub game_name: String,
    pub finished: bool,
    /// "Ann to play", "Finished: Enemy won".
    pub status: String,
    pub moves: usize,
    /// The replayed game's `undo_from` (the restore's hint, which an import keeps).
    pub undo_from: usize,
}

/// Plain words for how a game ended, with the players' own names.
pub fn outcome_text(outcome: &Outcome, seats: &[SeatSpec]) -> String {
    match outcome {
        Outcome::Draw => "a draw".into(),
        Outcome::Winners { seats: w } => {
            let names: Vec<&str> = w
                .iter()
                .map(|&s| seats.get(s).map(|x| x.name.as_str()).unwrap_or("?"))
                .collect();
            format!("{} won", names.join(" and "))
        }
    }
}

/// Check a save against its game by replaying its record.
pub fn check_save(save: &SaveFile, games: LoadGame) -> Result<Summary, SaveError> {
    let s = restore(save, games)?;
    let (finished, status) = match s.outcome() {
        Some(o) => (true, format!("Finished: {}", outcome_text(&o, &save.seats))),
        None => {
            let who = s
                .to_act()
                .and_then(|t| save.seats.get(t))
                .map(|x| x.name.clone())
                .unwrap_or_default();
            (false, format!("{who} to play"))
        }
    };
    Ok(Summary {
        game_name: s.info().name.to_string(),
        finished,
        status,
        moves: s.len(),
        undo_from: s.undo_from(),
    })
}

/// A save around a bare game record (as the CLI writes them): every seat human, seat names
/// from the game.
fn save_from_record(
    game: &str,
    record: RecordText,
    id: &str,
    now: f64,
    games: LoadGame,
) -> Result<SaveFile, SaveError> {
    let session = games(game, record.text(), Check::Every, None)
        .ok_or_else(|| SaveError::UnknownGame(game.to_string()))??;
    let seats = (0..session.seat_count())
        .map(|i| SeatSpec {
            name: session.seat_name(i),
            controller: Controller::Human,
            remote: false,
        })
        .collect();
    Ok(new_save(
        id.to_string(),
        format!("Imported {}", session.info().name),
        seats,
        session.as_ref(),
        now,
    ))
}

/// What an imported file is: a save has a `format`, a bare game record a `seed` and `actions`.
#[derive(Deserialize)]
struct FileKind {
    format: Option<IgnoredAny>,
    seed: Option<IgnoredAny>,
    actions: Option<IgnoredAny>,
    game: Option<Value>,
}

/// Validate an imported file: a Q Branch save or a bare game record. It must parse, be of a
/// version this build reads, name a game this build plays, replay with every move checked, and
/// hold to the stamp it carries (`super::restore::open`). The result is a new game in this
/// browser, sealed: it has a fresh id (an import never replaces an existing save).
pub fn parse_import(
    text: &str,
    id: &str,
    now: f64,
    games: LoadGame,
) -> Result<SaveFile, SaveError> {
    if text.len() > MAX_BYTES {
        return Err(SaveError::TooLarge { bytes: text.len() });
    }
    if text.bytes().all(|b| b.is_ascii_whitespace()) {
        return Err(SaveError::NotJson("the file is empty".into()));
    }
    let kind: FileKind = serde_json::from_str(text).map_err(|e| {
        if e.is_data() {
            SaveError::NotASave
        } else {
            SaveError::NotJson(json_words(&e))
        }
    })?;
    // Stored as the engine writes records: an exported save is indented.
    let compacted = |record: &RecordText| {
        record
            .compacted()
            .map_err(|e| SaveError::Malformed(json_words(&e)))
    };
    let mut save = if kind.format.is_some() {
        let mut save = parse_save(text)?;
        save.record = compacted(&save.record)?;
        save
    } else if kind.seed.is_some() && kind.actions.is_some() {
        let game = kind.game.as_ref().and_then(Value::as_str);
        let game = game.ok_or(SaveError::NotASave)?;
        let record = RecordText::parse(text).map_err(|e| SaveError::NotJson(json_words(&e)))?;
        save_from_record(game, compacted(&record)?, id, now, games)?
    } else {
        return Err(SaveError::NotASave);
    };
    // A file's hint (where its undo snapshots begin) is not used: the check replays without
    // it, and the save keeps the replayed game's own.
    save.undo_from = None;
    let session = open(&save, games, Source::File)?;
    save.undo_from = Some(session.undo_from());
    save.fingerprint = Some(Stamp::write(
        session.as_ref(),
        save.record.text(),
        &controllers(&save.seats),
    ));
    save.format = FORMAT.into();
    save.version = VERSION;
    save.id = id.to_string();
    save.revision = 0;
    save.writer = String::new();
    save.updated = now;
    save.name = clean_name(&save.name, MAX_NAME, "Imported game");
    for (i, s) in save.seats.iter_mut().enumerate() {
        s.name = clean_name(&s.name, MAX_SEAT_NAME, &format!("Seat {}", i + 1));
    }
    Ok(save)
}

#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    Invalid(SaveError),
    Write(WriteError),
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImportError::Invalid(e) => e.fmt(f),
            ImportError::Write(e) => e.fmt(f),
        }
    }
}

/// Validate and store an import; on any error the store is unchanged.
pub fn import_into<K: Kv>(
    kv: &K,
    text: &str,
    id: &str,
    now: f64,
    games: LoadGame,
) -> Result<SaveFile, ImportError> {
    let mut save = parse_import(text, id, now, games).map_err(ImportError::Invalid)?;
    // A copy never takes the very name of a game already in the list.
    let taken: Vec<String> = store::list(kv)
        .into_iter()
        .filter_map(|e| e.parsed.ok())
        .map(|s| s.name)
        .collect();
    save.name = distinct_name(&save.name, &taken);
    store::create(kv, &mut save).map_err(ImportError::Write)?;
    Ok(save)
}

/// `name`, or "name (copy)", "name (copy 2)", … — the first that no stored save uses.
pub fn distinct_name(name: &str, taken: &[String]) -> String {
    if !taken.iter().any(|t| t == name) {
        return name.to_string();
    }
    (1..)
        .map(|n| {
            let tag = if n == 1 {
                " (copy)".to_string()
            } else {
                format!(" (copy {n})")
            };
            // Keep within the name limit: shorten the original, never the tag.
            let room = MAX_NAME.saturating_sub(tag.chars().count());
            let base: String = name.chars().take(room).collect();
            format!("{}{tag}", base.trim_end())
        })
        .find(|candidate| !taken.iter().any(|t| t == candidate))
        .unwrap_or_else(|| name.to_string())
}

/// The names of the other stored saves that hold the very same game as `save` (same game,
/// setup, seed and moves), so importing a file twice can say so.
pub fn duplicates<K: Kv>(kv: &K, save: &SaveFile) -> Vec<String> {
    store::list(kv)
        .into_iter()
        .filter_map(|e| e.parsed.ok())
        .filter(|s| s.id != save.id && same_game(&s.record, &save.record))
        .map(|s| s.name)
        .collect()
}

/// Two records of the same game: equal but for how the seed is written (a number in older
/// saves, a string now) and for the order of keys (saves imported by older versions hold
/// records with their keys sorted).
fn same_game(a: &RecordText, b: &RecordText) -> bool {
    let value = |r: &RecordText| {
        let mut v: Value = serde_json::from_str(r.text()).ok()?;
        let seed = match &v["seed"] {
            Value::String(s) if !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()) => s.clone(),
            Value::Number(n) => n.as_u64()?.to_string(),
            _ => return None,
        };
        v["seed"] = seed.into();
        Some(v)
    };
    let a = value(a);
    a.is_some() && a == value(b)
}

/// `name` as a file-name part safe on every system: lower-case ASCII letters and digits,
/// one `-` between words, at most 40 characters ("" when nothing is left).
pub fn slug(name: &str) -> String {
    let slug: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let slug: Vec<&str> = slug.split('-').filter(|s| !s.is_empty()).collect();
    slug.join("-").chars().take(40).collect()
}

/// A file name for an exported save: `qbranch-<game>-<name>.json`, safe on every system.
pub fn export_file_name(game: &str, name: &str) -> String {
    let slug = slug(name);
    let game: String = game
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(20)
        .collect();
    if slug.is_empty() {
        format!("qbranch-{game}.json")
    } else {
        format!("qbranch-{game}-{slug}.json")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::format::{tests::sample, to_pretty_json};
    use crate::saves::restore::tests::{games, load, sealed};
    use crate::saves::restore::{notes, update_save};
    use crate::saves::store::{create, list, MemKv};
    use qbranch_engine::core::stamp::FINGERPRINT_LEN;
    use qbranch_engine::fixture::{Act, Fixture};
    use qbranch_engine::Session;
    use serde_json::Value;

    fn store_with_one() -> MemKv {
        let kv = MemKv::default();
        let mut s = sample();
        create(&kv, &mut s).unwrap();
        kv
    }

    fn snapshot(kv: &MemKv) -> Vec<(String, Option<String>)> {
        kv.keys()
            .into_iter()
            .map(|k| (k.clone(), kv.get(&k)))
            .collect()
    }

    #[test]
    fn exported_save_imports_as_a_new_save() {
        let kv = store_with_one();
        let exported = to_pretty_json(&sample());
        let s = import_into(&kv, &exported, "fresh", 5000.0, games).unwrap();
        assert_eq!(s.id, "fresh");
        assert_eq!(s.revision, 1);
        assert_eq!(s.record.value(), sample().record.value());
        assert_eq!(list(&kv).len(), 2);
        let summary = check_save(&s, games).unwrap();
        assert_eq!(summary.moves, 2);
        assert_eq!(summary.status, "Enemy to play");
    }

    #[test]
    fn an_imported_file_is_held_to_its_stamp_and_sealed_anew() {
        // A file that carries a seal over a record the rules refuse (as exported, and as
        // stored): the import checks every move all the same, and refuses it in plain words.
        let forged = crate::saves::format::tests::sealed_over_an_illegal_move();
        for text in [
            to_pretty_json(&forged),
            crate::saves::format::to_json(&forged),
        ] {
            let kv = MemKv::default();
            let e = import_into(&kv, &text, "fresh", 5000.0, games).unwrap_err();
            assert!(
                e.to_string()
                    .contains("the recorded move is not possible at that point of the game"),
                "{e}"
            );
            assert!(list(&kv).is_empty());
        }
        // A good file is sealed anew once checked, so opening it asks the rules no more.
        let kv = MemKv::default();
        let s = import_into(&kv, &to_pretty_json(&sample()), "fresh", 5000.0, games).unwrap();
        assert!(sealed(&s), "{:?}", s.fingerprint);
        assert!(notes(&s).is_empty());
        // A file whose seal does not hold over it was changed after it was saved: refused.
        let mut changed = sample();
        changed
            .fingerprint
            .as_mut()
            .unwrap()
            .replace_range(FINGERPRINT_LEN.., &"f".repeat(16));
        let e = import_into(&kv, &to_pretty_json(&changed), "x", 5000.0, games).unwrap_err();
        assert!(
            e.to_string().contains("changed after Q Branch saved it"),
            "{e}"
        );
        // A file without a seal (older versions wrote none) is checked move by move and
        // sealed as a new game of this browser.
        let mut unsealed = sample();
        unsealed.fingerprint = None;
        let s = import_into(&kv, &to_pretty_json(&unsealed), "y", 5000.0, games).unwrap();
        assert!(sealed(&s), "{:?}", s.fingerprint);
    }

    #[test]
    fn a_save_keeps_where_its_undo_snapshots_begin_and_an_import_keeps_the_replays_own() {
        // The second seat's two Steps can be taken back: the undo run begins at move 1, after
        // the first seat's Roll, which ended its turn.
        let mut s: Session<Fixture> = Session::new(2, 7).unwrap();
        s.act(0, &Act::Roll).unwrap();
        s.act(1, &Act::Step).unwrap();
        s.act(1, &Act::Step).unwrap();
        assert_eq!((s.undo_from(), s.undo_snapshots()), (1, 2));
        let seats = sample().seats;
        let mut save = new_save("u".into(), "Undo".into(), seats, &s, 1.0);
        assert_eq!(save.undo_from, Some(1));
        // The save's text keeps it, and the restore that reads it undoes both Steps.
        let back = crate::saves::format::parse_save(&crate::saves::format::to_json(&save)).unwrap();
        assert_eq!(back.undo_from, Some(1));
        let mut opened = load(&back).unwrap();
        assert_eq!(opened.undo_from(), 1);
        // A hint that cannot be read is left out; the save still opens.
        let text =
            crate::saves::format::to_json(&save).replace("\"undo_from\":1", "\"undo_from\":\"x\"");
        assert!(text.contains("\"undo_from\":\"x\""), "{text}");
        assert_eq!(
            crate::saves::format::parse_save(&text).unwrap().undo_from,
            None
        );
        opened.undo(1).unwrap();
        opened.undo(1).unwrap();
        assert_eq!(opened.len(), 1);
        // A move played is kept at the next write.
        s.act(1, &Act::Roll).unwrap();
        update_save(&mut save, &s, 2.0);
        assert_eq!(save.undo_from, Some(4));
        // An imported file's hint is not kept: the import keeps the replayed game's own.
        save.undo_from = Some(0);
        let kv = MemKv::default();
        let imported = import_into(&kv, &to_pretty_json(&save), "fresh", 3.0, games).unwrap();
        assert_eq!(imported.undo_from, Some(4));
    }

    #[test]
    fn bare_record_imports_with_human_seats() {
        let kv = MemKv::default();
        let mut s: Session<Fixture> = Session::new(2, 7).unwrap();
        s.act(0, &Act::Pass).unwrap();
        let text = serde_json::to_string(&s.record).unwrap();
        let save = import_into(&kv, &text, "rec", 1.0, games).unwrap();
        assert_eq!(save.seats.len(), 2);
        assert!(save.seats.iter().all(SeatSpec::is_human));
        assert_eq!(save.seats[1].name, "B");
        // Sealed once checked, as a save the app wrote (its first open asks the rules no more).
        assert!(sealed(&save));
        assert!(notes(&save).is_empty());
    }

    #[test]
    fn hostile_imports_are_refused_and_change_nothing() {
        let kv = store_with_one();
        let before = snapshot(&kv);
        let good: Value = serde_json::to_value(sample()).unwrap();
        let mut cases: Vec<(String, &str)> = vec![
            ("".into(), "empty"),
            ("\u{0}\u{1}garbage".into(), "binary"),
            ("null".into(), "null"),
            ("42".into(), "number"),
            ("{}".into(), "empty object"),
            (
                r#"{"format":"qbranch-save","version":"one"}"#.into(),
                "wrong type",
            ),
            ("x".repeat(MAX_BYTES + 10), "huge"),
        ];
        let mut variants = vec![];
        let mut v = good.clone();
        v["game"] = "no-such-game".into();
        v["record"]["game"] = "no-such-game".into();
        variants.push((v, "unknown game"));
        let mut v = good.clone();
        v["record"]["seed"] = serde_json::json!(1e300);
        variants.push((v, "huge seed"));
        let mut v = good.clone();
        v["record"]["seed"] = serde_json::json!(-5);
        variants.push((v, "negative seed"));
        let mut v = good.clone();
        v["record"]["actions"] =
            serde_json::json!([{"seat": 99999999999u64, "action": {"type": "step"}}]);
        variants.push((v, "huge seat"));
        let mut v = good.clone();
        v["record"]["actions"] = serde_json::json!([{"seat": 1, "action": {"type": "roll"}}]);
        variants.push((v, "does not replay"));
        let mut v = good.clone();
        v["record"]["rules_version"] = 999.into();
        variants.push((v, "newer rules"));
        let mut v = good.clone();
        v["record"]["setup"] = "three".into();
        variants.push((v, "setup of the wrong type"));
        let mut v = good.clone();
        v["version"] = 2.into();
        variants.push((v, "newer save"));
        let mut v = good.clone();
        v["seats"] = serde_json::json!([{"name": "Ann", "controller": {"kind": "human"}}]);
        variants.push((v, "too few seats"));
        let mut v = good.clone();
        v["seats"][0]["controller"] = serde_json::json!({"kind": "robot"});
        variants.push((v, "unknown controller"));
        for (v, what) in variants {
            cases.push((v.to_string(), what));
        }
        for (text, what) in cases {
            let r = import_into(&kv, &text, "new", 1.0, games);
            assert!(r.is_err(), "{what} was accepted");
            let message = r.unwrap_err().to_string();
            assert!(!message.is_empty());
            // Plain words: none of serde's back-quoted names or lists.
            assert!(!message.contains('`'), "{what}: {message}");
            assert_eq!(snapshot(&kv), before, "{what} changed the store");
        }
    }

    #[test]
    fn unreadable_files_are_told_in_plain_words() {
        let told = |text: &str| parse_import(text, "x", 0.0, games).unwrap_err().to_string();
        assert_eq!(told(" \n"), "it cannot be read: the file is empty");
        assert_eq!(
            told("my shopping list"),
            "it cannot be read: the text is not valid JSON at line 1 column 1"
        );
        let good = serde_json::to_string(&sample()).unwrap();
        assert_eq!(
            told(&good[..40]),
            "it cannot be read: the text ends too soon at line 1 column 40"
        );
        let mut v: Value = serde_json::to_value(sample()).unwrap();
        v["record"]["actions"] = serde_json::json!([{"seat": 0, "action": {"type": "jump"}}]);
        let message = told(&v.to_string());
        assert!(
            message.starts_with(
                r#"it is damaged: it names "jump", which this version of Q Branch does not know"#
            ),
            "{message}"
        );
    }

    #[test]
    fn unknown_game_and_replay_errors_read_plainly() {
        let mut v: Value = serde_json::to_value(sample()).unwrap();
        // (Every registered game can be played now, the card games included: a made-up id.)
        v["game"] = "no-such-game".into();
        v["record"]["game"] = "no-such-game".into();
        let e = parse_import(&v.to_string(), "x", 0.0, games).unwrap_err();
        assert_eq!(e, SaveError::UnknownGame("no-such-game".into()));
        assert!(e.to_string().contains("cannot play"));
    }

    #[test]
    fn import_into_a_full_store_reports_it() {
        let kv = MemKv::with_quota(50);
        let r = import_into(&kv, &to_pretty_json(&sample()), "n", 0.0, games);
        assert!(matches!(
            r,
            Err(ImportError::Write(WriteError::Store(
                super::super::store::StoreError::Full
            )))
        ));
        assert!(kv.keys().is_empty());
    }

    #[test]
    fn importing_the_same_game_twice_is_noticed() {
        let kv = store_with_one();
        let exported = to_pretty_json(&sample());
        let first = import_into(&kv, &exported, "first", 1.0, games).unwrap();
        // The file's game is already stored as "Test" (the sample itself).
        assert_eq!(duplicates(&kv, &first), vec!["Test".to_string()]);
        assert_eq!(
            distinct_name(&"x".repeat(MAX_NAME), &["x".repeat(MAX_NAME)])
                .chars()
                .count(),
            MAX_NAME,
            "a long name is shortened to make room for the tag"
        );
        // An older export with the seed written as a number is the same game too.
        let mut old: Value = serde_json::from_str(&exported).unwrap();
        let seed: u64 = old["record"]["seed"].as_str().unwrap().parse().unwrap();
        old["record"]["seed"] = seed.into();
        let second = import_into(&kv, &old.to_string(), "second", 2.0, games).unwrap();
        let mut names = duplicates(&kv, &second);
        names.sort();
        // Each copy has a name of its own.
        assert_eq!(first.name, "Test (copy)");
        assert_eq!(second.name, "Test (copy 2)");
        assert_eq!(names, vec!["Test".to_string(), "Test (copy)".to_string()]);
        // A different game is no duplicate.
        let mut s: Session<Fixture> = Session::new(2, 99).unwrap();
        s.act(0, &Act::Pass).unwrap();
        let other = import_into(
            &kv,
            &serde_json::to_string(&s.record).unwrap(),
            "o",
            3.0,
            games,
        )
        .unwrap();
        assert!(duplicates(&kv, &other).is_empty());
    }

    #[test]
    fn export_names_are_safe() {
        assert_eq!(
            export_file_name("yolt", "Ann vs Enemy: round 2!"),
            "qbranch-yolt-ann-vs-enemy-round-2.json"
        );
        assert_eq!(export_file_name("race", "日本"), "qbranch-race.json");
        assert_eq!(export_file_name("../x", "a/b"), "qbranch-x-a-b.json");
    }
}
