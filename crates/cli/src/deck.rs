//! `qbranch deck …` — James Bond CCG decklists — and the CCG card pool for `content`.
//!
//! `deck check FILE --variant basic|ltk` prints `{"legal":bool,"problems":[…]}` and exits 0
//! when the deck is legal, 1 when it is not, 2 when the file cannot be read. `deck show ID`
//! prints a prebuilt deck as decklist text; `deck list` lists the prebuilt decks.

use qbranch_engine::ccg::card::Variant;
use qbranch_engine::ccg::deck_rules::{self, MAX_DECKLIST_BYTES};
use qbranch_engine::ccg::decks;
use serde_json::{json, Value};

use crate::args::Args;
use crate::io::{print_json, print_text, read_stdin, read_text};

const USAGE: &str = "usage: qbranch deck check FILE --variant basic|ltk | deck show ID | deck list";

pub fn run(rest: &[String]) -> Result<(), String> {
    let (sub, rest) = rest.split_first().ok_or_else(|| USAGE.to_string())?;
    match sub.as_str() {
        "check" => check(rest),
        "show" => show(rest),
        "list" => list(rest),
        other => Err(format!("unknown deck command '{other}'; {USAGE}")),
    }
}

fn variant(args: &Args) -> Result<Variant, String> {
    match args.require("variant")? {
        "basic" => Ok(Variant::Basic),
        "ltk" => Ok(Variant::Ltk),
        other => Err(format!("--variant must be basic or ltk, not '{other}'")),
    }
}

/// Read at most `MAX_DECKLIST_BYTES` of UTF-8 text from a regular file, or from stdin for `-`.
fn read_decklist(path: &str) -> Result<String, String> {
    let too_large =
        || format!("{path} is longer than {MAX_DECKLIST_BYTES} bytes; a decklist is much shorter");
    let max = MAX_DECKLIST_BYTES as u64;
    if path == "-" {
        read_stdin(max, &too_large)
    } else {
        read_text(path, max, &too_large)
    }
}

fn check(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &["variant"])?;
    let [path] = args.positional.as_slice() else {
        return Err(USAGE.to_string());
    };
    let v = variant(&args)?;
    let text = read_decklist(path)?;
    let problems = deck_rules::check_text(&text, v).map_err(|e| e.to_string())?;
    let legal = problems.is_empty();
    print_json(&json!({ "legal": legal, "problems": problems }))?;
    if !legal {
        std::process::exit(1);
    }
    Ok(())
}

fn show(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &[])?;
    let [id] = args.positional.as_slice() else {
        return Err(USAGE.to_string());
    };
    let deck = decks::deck(id).ok_or_else(|| {
        let ids: Vec<&str> = decks::DECKS.iter().map(|d| d.id).collect();
        format!("no prebuilt deck '{id}' (known: {})", ids.join(", "))
    })?;
    print_text(&deck.to_text())
}

fn list(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &[])?;
    if let Some(extra) = args.positional.first() {
        return Err(format!("unexpected argument '{extra}'"));
    }
    let all: Vec<Value> = decks::DECKS.iter().map(|d| d.to_json()).collect();
    print_json(&Value::Array(all))
}
