//! `qbranch guest-check`: what a guest on another device received, held against the host's
//! save. An honest host's messages pass; a position carrying another seat's hand is caught.

use std::path::{Path, PathBuf};

use qbranch_engine::race::Race;
use qbranch_engine::remote::{HostMsg, Welcome};
use qbranch_engine::{DynSession, Game, Record, Session};
use serde_json::Value;

mod common;
use common::qbranch;

/// The seat the guest plays.
const GUEST: usize = 1;

fn dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("qbranch-cli-guest-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A recorded race of three (by `qbranch record`), as an exported save.
fn saved_game(dir: &Path) -> (PathBuf, Record<Race>) {
    let rec = dir.join("race.json");
    let o = qbranch(&[
        "record",
        "--game",
        "race",
        "--seed",
        "8",
        "--players",
        "3",
        "--max-actions",
        "240",
        "--out",
        rec.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    let save = serde_json::json!({"format": "qbranch-save", "version": 1, "record": record});
    let path = dir.join("race-save.json");
    std::fs::write(&path, save.to_string()).unwrap();
    (path, serde_json::from_value(record).unwrap())
}

/// What an honest host sends the guest along the saved game: a welcome, then the guest's
/// position after every action (each with the log since the last one), and, once, a choice
/// the guest played and undid (a position of a line the save does not keep).
fn honest_messages(record: &Record<Race>) -> Vec<String> {
    let text = |m: &HostMsg| serde_json::to_string(m).unwrap();
    let mut s = Session::<Race>::new(record.setup.clone(), record.seed).unwrap();
    let mut out = vec![text(&HostMsg::Welcome(Welcome {
        game: Race::ID,
        seat: GUEST,
        names: vec!["Ann".into(), "Ben".into(), "Cy".into()],
        table: "Friday".into(),
    }))];
    out.push(text(&HostMsg::Position(s.seat_packet(GUEST, 0))));
    let mut tried_undo = false;
    for p in &record.actions {
        if p.seat == GUEST && !tried_undo {
            let legal = s.state.legal_actions(GUEST);
            if let Some(other) = legal.iter().find(|a| **a != p.action) {
                let mut undone = s.clone();
                undone.act(GUEST, other).unwrap();
                out.push(text(&HostMsg::Position(undone.seat_packet(GUEST, s.len()))));
                tried_undo = true;
            }
        }
        let from = s.len();
        s.act(p.seat, &p.action).unwrap();
        out.push(text(&HostMsg::Position(s.seat_packet(GUEST, from))));
    }
    out.push(text(&HostMsg::Refused {
        why: "It is not your turn.".into(),
        step: s.len(),
    }));
    out
}

fn check(dir: &Path, save: &Path, messages: &[String]) -> (Option<i32>, Value, String) {
    check_text(dir, save, &serde_json::to_string(messages).unwrap())
}

/// `guest-check` of the guest's seat, with `text` as the messages file.
fn check_text(dir: &Path, save: &Path, text: &str) -> (Option<i32>, Value, String) {
    let path = dir.join("messages.json");
    std::fs::write(&path, text).unwrap();
    let o = qbranch(&[
        "guest-check",
        "--save",
        save.to_str().unwrap(),
        "--seat",
        &GUEST.to_string(),
        "--messages",
        path.to_str().unwrap(),
    ]);
    let report = serde_json::from_slice(&o.stdout).unwrap_or(Value::Null);
    (
        o.status.code(),
        report,
        String::from_utf8_lossy(&o.stderr).into(),
    )
}

#[test]
fn an_honest_hosts_messages_pass_and_another_seats_hand_is_caught() {
    let dir = dir().join("check");
    std::fs::create_dir_all(&dir).unwrap();
    let (save, record) = saved_game(&dir);
    let messages = honest_messages(&record);
    let positions = record.actions.len() + 1;

    let (code, report, err) = check(&dir, &save, &messages);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(report["messages"], messages.len());
    assert_eq!(report["positions"], positions);
    assert_eq!(report["undone"], 1);
    assert_eq!(report["leaks"], serde_json::json!([]));

    // One position doctored: the hand in it is the next seat's.
    let k = 40;
    let mut doctored = messages.clone();
    let mut msg: Value = serde_json::from_str(&doctored[k]).unwrap();
    assert_eq!(msg["t"], "position");
    let step = msg["step"].as_u64().unwrap() as usize;
    let mut s = Session::<Race>::new(record.setup.clone(), record.seed).unwrap();
    for p in &record.actions[..step] {
        s.act(p.seat, &p.action).unwrap();
    }
    let theirs = serde_json::to_value(s.state.view(Some(GUEST + 1))).unwrap();
    msg["view"]["hand"] = theirs["hand"].clone();
    doctored[k] = msg.to_string();

    let (code, report, err) = check(&dir, &save, &doctored);
    assert_eq!(code, Some(2));
    assert_eq!(err.lines().count(), 1, "{err}");
    let leaks = report["leaks"].as_array().expect("a report");
    assert_eq!(leaks.len(), 1, "{report}");
    assert_eq!(leaks[0]["message"], k);
    assert_eq!(leaks[0]["step"], step);
    let named = leaks[0]["secrets"].as_array().unwrap();
    assert!(!named.is_empty());
    for t in named {
        assert!(theirs["hand"].to_string().contains(t.as_str().unwrap()));
    }
}

#[test]
fn unreadable_inputs_exit_2() {
    let dir = dir().join("unreadable");
    std::fs::create_dir_all(&dir).unwrap();
    let (save, record) = saved_game(&dir);
    let honest = honest_messages(&record);
    let mut beyond = Session::<Race>::new(record.setup.clone(), record.seed).unwrap();
    for p in &record.actions {
        beyond.act(p.seat, &p.action).unwrap();
    }
    let wrong_seat = serde_json::to_string(&HostMsg::Position(beyond.seat_packet(0, 0))).unwrap();
    for bad in [
        vec!["hello".to_string()],
        vec![honest[1].clone(), r#"{"t":"position"}"#.into()],
        vec![wrong_seat],
    ] {
        let (code, report, err) = check(&dir, &save, &bad);
        assert_eq!(code, Some(2), "{bad:?}");
        assert_eq!(report, Value::Null);
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let (code, _, _) = check_text(&dir, &save, r#"{"messages": 3}"#);
    assert_eq!(code, Some(2));
    let messages = dir.join("messages.json");
    for args in [
        vec!["--seat", "3"],
        vec!["--seat", "x"],
        vec!["--save", "/nonexistent.json"],
    ] {
        let mut all = vec!["guest-check", "--messages", messages.to_str().unwrap()];
        if !args.contains(&"--save") {
            all.extend(["--save", save.to_str().unwrap()]);
        }
        if !args.contains(&"--seat") {
            all.extend(["--seat", "1"]);
        }
        all.extend(&args);
        let o = qbranch(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
}
