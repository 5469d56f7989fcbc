//! Issue 9: the runner never panics or hangs, whatever it is handed — devices, FIFOs, huge
//! files, arguments that are not UTF-8, a closed stdout, zero counts, a byte-order mark — and
//! seeds round-trip exactly through records.
//!
//! `QBRANCH_BIN=/path/to/qbranch cargo test -p qbranch-cli --test attacks` runs the same attacks
//! against another build (to show they fail on one without the fixes).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

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

#[cfg(unix)]
#[test]
fn replay_of_a_fifo_without_a_writer_does_not_hang() {
    let d = dir("fifo");
    let fifo = d.join("pipe.json");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("run mkfifo");
    assert!(made.success(), "mkfifo failed");
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
