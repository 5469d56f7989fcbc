//! `qbranch guest-check --save FILE --seat K --messages FILE`: was a guest on another device
//! sent anything its seat may not know? Every position message the guest received is held
//! against the host's game at that message's step: it may name none of the secrets hidden from
//! the seat there (`DynSession::hidden_from`). Prints `{"messages", "positions", "undone",
//! "leaks"}`; a leak or an unreadable input exits 2.

use qbranch_engine::remote::{HostMsg, SeatPacket};
use qbranch_engine::{DynSession, ForGame, Game, Record, Seat, Session};
use serde_json::{json, Value};

use crate::args::Args;
use crate::commands::{no_extra, read_game_file};
use crate::io::{print_json, read_text};

/// Largest messages file read: a long card game's every position, with room to spare.
const MAX_MESSAGES: u64 = 256 * 1024 * 1024;

pub fn run(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &["save", "seat", "messages"])?;
    no_extra(&args, 0)?;
    let save = args.require("save")?;
    let seat = args.number("seat", None, 64)? as Seat;
    let path = args.require("messages")?;
    let (id, record, _) = read_game_file(save)?;
    let text = read_text(path, MAX_MESSAGES, &|| {
        format!("{path} is too large (at most 256 MB)")
    })?;
    let messages: Vec<String> = serde_json::from_str(&text)
        .map_err(|e| format!("{path} is not a JSON list of message texts: {e}"))?;
    struct Check<'a>(Value, Seat, &'a [String], &'a str);
    impl ForGame for Check<'_> {
        type Output = Result<Value, String>;
        fn run<G: Game>(self) -> Result<Value, String> {
            check::<G>(self.0, self.1, self.2, self.3)
        }
    }
    let report = id.visit(Check(record, seat, &messages, save))?;
    print_json(&report)?;
    match report["leaks"].as_array().map_or(0, Vec::len) {
        0 => Ok(()),
        1 => Err("1 message names a secret its seat may not know".into()),
        n => Err(format!(
            "{n} messages name a secret their seat may not know"
        )),
    }
}

/// Each position message against the game of `record` at its step.
fn check<G: Game>(
    record: Value,
    seat: Seat,
    messages: &[String],
    save: &str,
) -> Result<Value, String> {
    let record: Record<G> = serde_json::from_value(record)
        .map_err(|e| format!("{save} is not a readable {} record: {e}", G::ID))?;
    let fresh = || {
        Session::<G>::new(record.setup.clone(), record.seed)
            .map_err(|e| format!("{save} does not replay: {e}"))
    };
    let mut session = fresh()?;
    if seat >= session.seat_count() {
        return Err(format!(
            "--seat must be below {} (the table's seats, from 0)",
            session.seat_count()
        ));
    }
    let (mut positions, mut undone) = (0, 0);
    let mut leaks = Vec::new();
    for (i, text) in messages.iter().enumerate() {
        let msg: HostMsg = serde_json::from_str(text)
            .map_err(|e| format!("message {i} is not a host message: {e}"))?;
        let HostMsg::Position(packet) = msg else {
            continue;
        };
        if packet.game != G::ID || packet.seat != seat {
            return Err(format!(
                "message {i} is a position of {} seat {}, not of {} seat {seat}",
                packet.game,
                packet.seat,
                G::ID
            ));
        }
        if packet.step > record.actions.len() {
            return Err(format!(
                "message {i} is a position after {} actions; {save} has {}",
                packet.step,
                record.actions.len()
            ));
        }
        if packet.step < session.len() {
            session = fresh()?;
        }
        for p in &record.actions[session.len()..packet.step] {
            session
                .act(p.seat, &p.action)
                .map_err(|e| format!("{save} does not replay: {e}"))?;
        }
        if !same_line(&session, &packet) {
            undone += 1;
            continue;
        }
        positions += 1;
        let named: Vec<String> = session
            .hidden_from(seat)
            .into_iter()
            .filter(|t| text.contains(t.as_str()))
            .collect();
        if !named.is_empty() {
            leaks.push(json!({ "message": i, "step": packet.step, "secrets": named }));
        }
    }
    Ok(json!({
        "messages": messages.len(),
        "positions": positions,
        "undone": undone,
        "leaks": leaks,
    }))
}

/// Is `packet` a position of the saved game, rather than of a line of play later undone (the
/// save keeps only the actions that stand)? Its log lines are the game's at the same numbers.
fn same_line<G: Game>(session: &Session<G>, packet: &SeatPacket) -> bool {
    let Some(first) = packet.log.first() else {
        return true;
    };
    let from = first.number.saturating_sub(1);
    let lines = session.lines(from, packet.step);
    lines.len() == packet.log.len()
        && lines
            .iter()
            .zip(&packet.log)
            .enumerate()
            .all(|(k, (l, p))| p.number == from + k + 1 && l.seat == p.seat && l.lines == p.lines)
}
