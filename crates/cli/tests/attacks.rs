//! The runner never panics or hangs, whatever it is handed — devices, FIFOs, huge files,
//! arguments that are not UTF-8, a closed stdout, zero counts, a byte-order mark, decklists
//! with any line endings or control characters — seeds round-trip exactly through records, a
//! long simulation tells its progress and stops on Ctrl-C with what it did, and an exported
//! save is held to its stamp as the app holds it.
//!
//! `QBRANCH_BIN=/path/to/qbranch cargo test -p qbranch-cli --test attacks` runs the same attacks
//! against another build (to show they fail on one without the fixes).

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::core::erased::load_typed;
use qbranch_engine::core::stamp::Stamp;
use qbranch_engine::yolt::Yolt;
use qbranch_engine::Check;
use serde_json::{json, Value};

fn bin() -> String {
    std::env::var("QBRANCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_qbranch").to_string())
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("qbranch-attacks-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Wait for a child at most `limit`; a child still running then is killed and the test fails.
/// Its stdout and stderr are drained meanwhile, so a long output never blocks it.
fn finish_within(mut child: Child, limit: Duration, what: &str) -> Output {
    fn drain(r: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut r) = r {
                r.read_to_end(&mut buf).expect("read the runner's output");
            }
            buf
        })
    }
    let out = drain(child.stdout.take());
    let err = drain(child.stderr.take());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("poll the runner") {
            break status;
        }
        if start.elapsed() > limit {
            child.kill().expect("kill the hung runner");
            child.wait().expect("reap the hung runner");
            panic!("{what}: qbranch still running after {limit:?} (it hangs)");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().expect("stdout reader"),
        stderr: err.join().expect("stderr reader"),
    }
}

fn run(args: &[&str]) -> Output {
    let child = Command::new(bin())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start qbranch");
    finish_within(child, Duration::from_secs(60), &args.join(" "))
}

/// Exit 2, exactly one line on stderr, nothing on stdout, no panic.
fn assert_refused(o: &Output, what: &str, says: &str) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{what}: panicked: {err}");
    assert_eq!(
        o.status.code(),
        Some(2),
        "{what}: exit status; stderr: {err}"
    );
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "{what}: one line, got: {err}"
    );
    assert!(err.contains(says), "{what}: expected '{says}' in: {err}");
    assert!(o.stdout.is_empty(), "{what}: printed on stdout");
}

fn record(dir: &Path, name: &str, seed: &str) -> (PathBuf, Value) {
    let out = dir.join(name);
    let o = run(&[
        "record",
        "--game",
        "yolt",
        "--seed",
        seed,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let rec = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    (out, rec)
}

#[test]
fn replay_of_a_device_or_a_directory_is_refused_at_once() {
    // Before: `replay /dev/zero` read forever and ate memory.
    let o = run(&["replay", "/dev/zero"]);
    assert_refused(&o, "/dev/zero", "not a regular file");
    let d = dir("dir");
    let o = run(&["replay", d.to_str().unwrap()]);
    assert_refused(&o, "a directory", "not a regular file");
}

/// A FIFO (named pipe) in `dir`, with no writer.
#[cfg(unix)]
fn fifo(dir: &Path, name: &str) -> PathBuf {
    let fifo = dir.join(name);
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("run mkfifo");
    assert!(made.success(), "mkfifo failed");
    fifo
}

#[cfg(unix)]
#[test]
fn replay_of_a_fifo_without_a_writer_does_not_hang() {
    let fifo = fifo(&dir("fifo"), "pipe.json");
    let o = run(&["replay", fifo.to_str().unwrap()]);
    assert_refused(&o, "a FIFO", "not a regular file");
}

#[test]
fn replay_of_a_file_over_4_mb_is_refused() {
    let d = dir("huge");
    let p = d.join("huge.json");
    let mut text = String::from("{\"game\":\"yolt\",\"pad\":\"");
    text.push_str(&"x".repeat(4 * 1024 * 1024));
    text.push_str("\"}");
    std::fs::write(&p, text).unwrap();
    let o = run(&["replay", p.to_str().unwrap()]);
    assert_refused(&o, "5 MB file", "too large");
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_a_one_line_error() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"caf\xe9.json");
    for args in [vec![std::ffi::OsStr::new("replay"), bad], vec![bad]] {
        let child = Command::new(bin())
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start qbranch");
        let o = finish_within(child, Duration::from_secs(60), "non-UTF-8 argument");
        assert_refused(&o, "non-UTF-8 argument", "is not valid UTF-8");
    }
}

/// Run with stdout a pipe whose reading end is already closed (`qbranch … | head -c0`).
fn into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().expect("make a pipe");
    drop(reader);
    let child = Command::new(bin())
        .args(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .expect("start qbranch");
    finish_within(child, Duration::from_secs(60), "closed pipe")
}

#[test]
fn printing_into_a_closed_pipe_ends_quietly() {
    let d = dir("pipe");
    let (rec, _) = record(&d, "rec.json", "5");
    for args in [
        vec!["games"],
        vec!["content", "--game", "yolt"],
        vec!["help"],
        vec!["replay", rec.to_str().unwrap()],
    ] {
        let o = into_closed_pipe(&args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.is_empty(), "{args:?}: said something: {err}");
        assert!(o.status.success(), "{args:?}: status {:?}", o.status);
    }
}

#[test]
fn zero_games_and_zero_actions_are_refused() {
    let sim = |extra: &[&str]| {
        let mut a = vec!["simulate", "--game", "yolt", "--seed", "1"];
        a.extend_from_slice(extra);
        run(&a)
    };
    assert_refused(
        &sim(&["--games", "0"]),
        "--games 0",
        "--games must be at least 1",
    );
    assert_refused(
        &sim(&["--games", "1", "--max-actions", "0"]),
        "simulate --max-actions 0",
        "--max-actions must be at least 1",
    );
    let o = run(&[
        "record",
        "--game",
        "yolt",
        "--seed",
        "1",
        "--max-actions",
        "0",
    ]);
    assert_refused(
        &o,
        "record --max-actions 0",
        "--max-actions must be at least 1",
    );
    // One of each still runs.
    let o = sim(&["--games", "1", "--max-actions", "1"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_record_with_a_byte_order_mark_replays() {
    let d = dir("bom");
    let (plain, _) = record(&d, "plain.json", "9");
    let text = std::fs::read_to_string(&plain).unwrap();
    let bom = d.join("bom.json");
    std::fs::write(&bom, format!("\u{feff}{text}")).unwrap();
    let a = run(&["replay", plain.to_str().unwrap()]);
    let b = run(&["replay", bom.to_str().unwrap()]);
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    assert!(!a.stdout.is_empty());
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn seeds_round_trip_exactly_as_strings_and_old_numeric_seeds_still_replay() {
    let d = dir("seed");
    let max = u64::MAX.to_string();
    let (path, rec) = record(&d, "max.json", &max);
    // Written as a string, so a JavaScript reader keeps every digit.
    assert_eq!(rec["seed"], Value::String(max.clone()));
    let replayed = run(&["replay", path.to_str().unwrap()]);
    assert!(
        replayed.status.success(),
        "{}",
        String::from_utf8_lossy(&replayed.stderr)
    );
    // The same record with the seed as a JSON number (older records) replays the same.
    let mut old = rec.clone();
    old["seed"] = Value::from(u64::MAX);
    let old_path = d.join("old.json");
    std::fs::write(&old_path, old.to_string()).unwrap();
    let o = run(&["replay", old_path.to_str().unwrap()]);
    assert_eq!(o.stdout, replayed.stdout);
    // A seed JavaScript rounded (2^64 does not fit) is refused, not silently changed.
    let rounded = text_with_seed(&rec, "18446744073709552000");
    let p = d.join("rounded.json");
    std::fs::write(&p, rounded).unwrap();
    assert_refused(
        &run(&["replay", p.to_str().unwrap()]),
        "rounded seed",
        "not a readable yolt record",
    );
}

fn text_with_seed(rec: &Value, seed_literal: &str) -> String {
    let mut v = rec.clone();
    v["seed"] = Value::String("SEED".into());
    v.to_string().replace("\"SEED\"", seed_literal)
}

#[test]
fn deck_output_into_a_closed_pipe_ends_quietly() {
    // Before: `qbranch deck list | true` panicked ("failed printing to stdout"), exit 101.
    let d = dir("deck-pipe");
    let deck = d.join("deck.txt");
    let shown = run(&["deck", "show", "spectre-rising"]);
    std::fs::write(&deck, &shown.stdout).unwrap();
    for args in [
        vec!["deck", "list"],
        vec!["deck", "show", "spectre-rising"],
        vec![
            "deck",
            "check",
            deck.to_str().unwrap(),
            "--variant",
            "basic",
        ],
    ] {
        let o = into_closed_pipe(&args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.is_empty(), "{args:?}: said something: {err}");
        assert!(o.status.success(), "{args:?}: status {:?}", o.status);
    }
}

#[cfg(unix)]
#[test]
fn deck_check_of_a_fifo_without_a_writer_does_not_hang() {
    // Before: it waited for a writer forever.
    let fifo = fifo(&dir("deck-fifo"), "deck.txt");
    let o = run(&[
        "deck",
        "check",
        fifo.to_str().unwrap(),
        "--variant",
        "basic",
    ]);
    assert_refused(&o, "a FIFO", "not a regular file");
}

/// `deck check` of a decklist with this text; its exit status and verdict.
fn deck_check(dir: &Path, name: &str, text: &[u8]) -> (Option<i32>, Value) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let o = run(&[
        "deck",
        "check",
        path.to_str().unwrap(),
        "--variant",
        "basic",
    ]);
    let verdict = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|_| panic!("{name}: {}", String::from_utf8_lossy(&o.stderr)));
    (o.status.code(), verdict)
}

#[test]
fn a_decklist_reads_line_by_line_whatever_its_line_endings() {
    // Before: a decklist whose lines end in a carriage return alone read as one line, "0 cards".
    let d = dir("deck-endings");
    let text = String::from_utf8(run(&["deck", "show", "spectre-rising"]).stdout).unwrap();
    assert!(text.lines().count() > 20, "{text}");
    for (name, ending) in [("lf.txt", "\n"), ("crlf.txt", "\r\n"), ("cr.txt", "\r")] {
        let (status, verdict) = deck_check(&d, name, text.replace('\n', ending).as_bytes());
        assert_eq!(status, Some(0), "{name}: {verdict}");
        assert_eq!(verdict, json!({"legal": true, "problems": []}), "{name}");
    }
    // Line numbers count the same way.
    let bad = "# a deck\r1 Blofeld\r1 Nobody At All\r";
    let (_, verdict) = deck_check(&d, "bad.txt", bad.as_bytes());
    assert_eq!(verdict["problems"][0]["line"], 3, "{verdict}");
}

#[test]
fn a_control_character_in_a_card_name_shows_in_the_problem() {
    // Before: "1 Blo\0feld" was told as `no card is called "Blofeld"`, a card that exists.
    let d = dir("deck-nul");
    let (status, verdict) = deck_check(&d, "nul.txt", b"1 Blo\0feld\n");
    assert_eq!(status, Some(1));
    let message = verdict["problems"][0]["message"].as_str().unwrap();
    assert!(
        message.contains(r#"no card is called "Blo\0feld""#),
        "{message}"
    );
}

#[test]
fn a_long_simulation_tells_its_progress_and_ctrl_c_prints_what_was_done() {
    // Before: a million games printed nothing for over a minute, with hours to go, and Ctrl-C
    // lost every game played.
    let mut child = Command::new(bin())
        .args([
            "simulate", "--game", "yolt", "--games", "1000000", "--seed", "1",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start qbranch");
    let stdout = child.stdout.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut buf = Vec::new();
        BufReader::new(stdout).read_to_end(&mut buf).unwrap();
        buf
    });
    let (lines, seen) = std::sync::mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    let err = std::thread::spawn(move || {
        let mut all = Vec::new();
        for line in BufReader::new(stderr).lines() {
            let line = line.unwrap();
            // The test keeps the receiver until it has joined this thread.
            lines.send(line.clone()).expect("the test is listening");
            all.push(line);
        }
        all
    });
    let progress = seen
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| {
            child.kill().expect("stop qbranch");
            panic!("no progress on stderr within 30 s")
        });
    assert!(progress.contains("of 1000000 games in"), "{progress}");
    assert!(progress.contains("to go"), "{progress}");
    // Ctrl-C: the game under way ends, and the report covers the games played.
    let interrupted = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(interrupted.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().expect("stop qbranch");
            panic!("still running 60 s after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let said = err.join().unwrap().join("\n");
    assert_eq!(status.code(), Some(130), "{said}");
    let report: Value = serde_json::from_slice(&out.join().unwrap()).expect("a report on stdout");
    let games = report["games"].as_u64().unwrap();
    assert!((1..1_000_000).contains(&games), "{report}");
    let wins: u64 = report["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    let draws = report["draws"].as_u64().unwrap();
    assert_eq!(wins + draws + report["unfinished"].as_u64().unwrap(), games);
    assert!(
        said.contains(&format!(
            "interrupted: the report covers the {games} of 1000000 games"
        )),
        "{said}"
    );
    assert!(!said.contains("panicked"), "{said}");
}

/// An exported save of the record `rec` (a game of You Only Live Twice), its seats a person
/// and the computer, stamped as the app stamps it (`None`: the stamp as given).
fn save_of(rec: &Value, stamp: Option<&str>) -> Value {
    let seats = [
        Controller::Human,
        Controller::Computer {
            level: Level::Normal,
        },
    ];
    let fingerprint = stamp.map(str::to_string).unwrap_or_else(|| {
        let session = load_typed::<Yolt>(&rec.to_string(), Check::Every, None).unwrap();
        Stamp::write(session.as_ref(), session.record_json().get(), &seats)
    });
    json!({
        "format": "qbranch-save", "version": 1, "id": "x", "name": "Test", "game": "yolt",
        "created": 0, "updated": 0, "revision": 1, "finished": false,
        "seats": [
            {"name": "Ann", "controller": seats[0]},
            {"name": "Enemy", "controller": seats[1]},
        ],
        "fingerprint": fingerprint,
        "record": rec,
    })
}

#[test]
fn replay_holds_an_exported_save_to_its_stamp_as_the_app_does() {
    // Before: `replay` ignored a save's stamp, and played a save the app refuses.
    let d = dir("stamp");
    let (bare, rec) = record(&d, "rec.json", "3");
    let replay = |name: &str, save: &Value| {
        let p = d.join(name);
        std::fs::write(&p, serde_json::to_string_pretty(save).unwrap()).unwrap();
        run(&["replay", p.to_str().unwrap()])
    };
    // As exported: the same events as the bare record, and nothing said.
    let sealed = save_of(&rec, None);
    let o = replay("sealed.json", &sealed);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(o.stdout, run(&["replay", bare.to_str().unwrap()]).stdout);
    // Five moves cut: another game than the one stamped.
    let mut cut = rec.clone();
    let actions = cut["actions"].as_array_mut().unwrap();
    actions.truncate(actions.len() - 5);
    let stamp = sealed["fingerprint"].as_str().unwrap();
    let o = replay("cut.json", &save_of(&cut, Some(stamp)));
    assert_refused(&o, "moves cut", "replay to a different game");
    // A seat handed to another controller: not the seats sealed.
    let mut handed = sealed.clone();
    handed["seats"][0]["controller"] = json!({"kind": "random"});
    let o = replay("handed.json", &handed);
    assert_refused(&o, "seat changed", "changed after Q Branch saved it");
    // Without a stamp, the shorter game replays, checked move by move, and the runner says
    // what it could not vouch for.
    let mut unstamped = save_of(&cut, Some(""));
    unstamped.as_object_mut().unwrap().remove("fingerprint");
    let o = replay("unstamped.json", &unstamped);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("carries no seal"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}
