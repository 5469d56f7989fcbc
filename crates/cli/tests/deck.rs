//! `qbranch deck check FILE --variant basic|ltk`: a text
//! decklist in, `{"legal":bool,"problems":[…]}` out; exit 0 when legal, 1 when not, 2 on
//! unreadable input. Also `deck show`, `deck list` and `content --game ccg|ccg-ltk`.

use std::path::{Path, PathBuf};
use std::process::Output;

use qbranch_engine::ccg::card::Variant;
use qbranch_engine::ccg::decks;
use serde_json::Value;

mod common;
use common::qbranch;

/// A file in the test's own temporary folder.
fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("qbranch-deck-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write decklist");
    path
}

fn check(path: &Path, variant: &str) -> Output {
    qbranch(&[
        "deck",
        "check",
        path.to_str().expect("utf-8 path"),
        "--variant",
        variant,
    ])
}

fn verdict(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).expect("stdout is one JSON value")
}

fn assert_unreadable(o: &Output) {
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "one-line error: {err}");
    assert!(o.stdout.is_empty());
}

#[test]
fn every_prebuilt_deck_checks_legal_with_exit_0() {
    for d in decks::DECKS {
        let variant = match d.variant {
            Variant::Basic => "basic",
            Variant::Ltk => "ltk",
        };
        let path = temp_file(&format!("{}.txt", d.id), d.to_text().as_bytes());
        let o = check(&path, variant);
        assert_eq!(o.status.code(), Some(0), "{}: {}", d.id, verdict(&o));
        let v = verdict(&o);
        assert_eq!(v["legal"], true);
        assert_eq!(v["problems"], serde_json::json!([]));
    }
}

#[test]
fn an_illegal_deck_exits_1_and_names_each_rule_and_line() {
    let path = temp_file("bad.txt", b"3 Max Zorin\n2 Jaws\n1 Dr Nope\n");
    let o = check(&path, "basic");
    assert_eq!(o.status.code(), Some(1));
    let v = verdict(&o);
    assert_eq!(v["legal"], false);
    let problems = v["problems"].as_array().expect("problems");
    let rules: Vec<&str> = problems
        .iter()
        .map(|p| p["rule"].as_str().expect("rule"))
        .collect();
    for want in [
        "unknown-card",
        "plot-copies",
        "deck-size",
        "deck-multiple-of-ten",
        "mandatory-bonds",
        "limited-plots",
    ] {
        assert!(rules.contains(&want), "{want} missing from {rules:?}");
    }
    let unknown = problems
        .iter()
        .find(|p| p["rule"] == "unknown-card")
        .expect("unknown card");
    assert_eq!(unknown["line"], 3);
    let message = unknown["message"].as_str().expect("message");
    assert!(
        message.starts_with("line 3:") && message.contains("Dr Nope"),
        "{message}"
    );
    // A deck-wide problem has no line.
    let size = problems
        .iter()
        .find(|p| p["rule"] == "deck-size")
        .expect("size");
    assert_eq!(size["line"], Value::Null);
    assert!(size["message"]
        .as_str()
        .expect("message")
        .contains("Deck Size"));
}

#[test]
fn the_same_list_is_judged_by_the_rule_set_asked_for() {
    // A legal Basic deck is no Licence to Kill deck: it has Obstacles and no sections.
    let basic = decks::decks(Variant::Basic).next().expect("a Basic deck");
    let path = temp_file("basic-as-ltk.txt", basic.to_text().as_bytes());
    let o = check(&path, "ltk");
    assert_eq!(o.status.code(), Some(1));
    let rules: Vec<String> = verdict(&o)["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .map(|p| p["rule"].as_str().expect("rule").to_string())
        .collect();
    assert!(rules.iter().any(|r| r == "missing-section"), "{rules:?}");
}

#[test]
fn unreadable_input_exits_2() {
    let missing = std::env::temp_dir().join("qbranch-no-such-decklist.txt");
    assert_unreadable(&check(&missing, "basic"));
    let binary = temp_file("binary.txt", &[0xff, 0xfe, 0x00, 0x41]);
    assert_unreadable(&check(&binary, "basic"));
    let huge = temp_file("huge.txt", "1 Oddjob\n".repeat(10_000).as_bytes());
    assert_unreadable(&check(&huge, "basic"));
    let ok = temp_file("ok.txt", b"1 Oddjob\n");
    assert_unreadable(&check(&ok, "classic"));
    assert_unreadable(&qbranch(&["deck", "check", ok.to_str().expect("path")]));
    assert_unreadable(&qbranch(&["deck", "check", "--variant", "basic"]));
    assert_unreadable(&qbranch(&["deck"]));
    assert_unreadable(&qbranch(&["deck", "shuffle"]));
}

#[test]
fn deck_show_prints_a_decklist_that_checks_legal() {
    let o = qbranch(&["deck", "show", "ltk-avenge-felix"]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8(o.stdout).expect("text");
    assert!(text.contains("Action:\n") && text.contains("Plot:\n"));
    assert!(text.contains("1 Avenge Felix Leiter\n"));
    let path = temp_file("shown.txt", text.as_bytes());
    assert_eq!(check(&path, "ltk").status.code(), Some(0));
    assert_unreadable(&qbranch(&["deck", "show", "no-such-deck"]));
}

#[test]
fn deck_list_names_every_prebuilt_deck() {
    let o = qbranch(&["deck", "list"]);
    assert_eq!(o.status.code(), Some(0));
    let v = verdict(&o);
    let ids: Vec<&str> = v
        .as_array()
        .expect("array")
        .iter()
        .map(|d| d["id"].as_str().expect("id"))
        .collect();
    let want: Vec<&str> = decks::DECKS.iter().map(|d| d.id).collect();
    assert_eq!(ids, want);
}

#[test]
fn content_lists_the_ccg_pool_and_prebuilt_decks() {
    for (game, variant, obstacles) in [("ccg", "basic", true), ("ccg-ltk", "ltk", false)] {
        let o = qbranch(&["content", "--game", game]);
        assert_eq!(o.status.code(), Some(0), "{game}");
        let v = verdict(&o);
        assert_eq!(v["variant"], variant);
        let pool = v["cards"].as_array().expect("cards");
        assert!(pool.len() >= 180, "{game}: {} cards", pool.len());
        assert_eq!(
            pool.iter().any(|c| c["type"]
                .as_str()
                .is_some_and(|t| t.eq_ignore_ascii_case("obstacle"))),
            obstacles,
            "{game}"
        );
        for key in [
            "id", "name", "type", "film", "pv", "cv", "provides", "requires", "bullets", "unique",
            "ally", "agent", "vehicle", "variants", "effects", "text",
        ] {
            assert!(pool.iter().all(|c| c.get(key).is_some()), "{game}: {key}");
        }
        let decks = v["decks"].as_array().expect("decks");
        assert!(decks.len() >= 4, "{game}: {} decks", decks.len());
        assert!(decks
            .iter()
            .all(|d| d["name"].is_string() && d["theme"].is_string()));
    }
}
