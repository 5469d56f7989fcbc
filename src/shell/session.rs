//! The running game as the shell sees it: a type-erased session ([`DynSession`]) built from a
//! save, written back into it, and read for the log and the dice tray. Nothing here names a
//! game type, so it is compiled once for every game.

use leptos::prelude::*;
use qbranch_engine::core::erased::seal;
use qbranch_engine::{Check, DynSession};

use super::dice::Roll;
use super::log::{lines, LogLine};
use crate::saves::browser::LocalKv;
use crate::saves::format::{SaveError, SaveFile, SeatSpec, FORMAT, VERSION};
use crate::saves::record_text::RecordText;
use crate::saves::store;
use crate::ui::context::app_ctx;

/// Rebuild a save's session by replaying its record: every action checked against the rules,
/// unless the save's seal shows its record is as this app wrote it.
pub fn load(save: &SaveFile) -> Result<Box<dyn DynSession>, SaveError> {
    let ui = crate::games::screens(&save.game)
        .ok_or_else(|| SaveError::UnknownGame(save.game.clone()))?;
    let t0 = super::metrics::now_ms();
    let text = save.record.text();
    let saved = save.fingerprint.as_deref();
    let check = if saved.is_some_and(|f| save.record.is_sealed_by(f)) {
        Check::Sealed
    } else {
        Check::Every
    };
    let session = ui.load(text, check, save.undo_from)?;
    let t1 = super::metrics::now_ms();
    super::metrics::record("qbranchRestoreReplayMs", t1 - t0);
    let n = session.seat_count();
    if save.seats.len() != n {
        return Err(SaveError::Seats(format!(
            "{} seats saved, the game has {n}",
            save.seats.len()
        )));
    }
    // A save that replays to another game than the one saved (a seed rounded by a JavaScript
    // tool, a move edited by hand) is damage, never silently a different game.
    if saved.is_some_and(|f| !f.starts_with(&*session.fingerprint())) {
        return Err(SaveError::Diverged);
    }
    super::metrics::record("qbranchRestoreCheckMs", super::metrics::now_ms() - t1);
    Ok(session)
}

/// What a save's `fingerprint` field holds: the game's fingerprint, then the record's seal.
#[inline(never)]
fn stamp(session: &dyn DynSession, record: &RecordText) -> String {
    session.fingerprint() + &seal(record.text())
}

/// A new save around a freshly started session.
pub fn new_save(
    id: String,
    name: String,
    seats: Vec<SeatSpec>,
    session: &dyn DynSession,
    now: f64,
) -> SaveFile {
    let record = RecordText::from_raw(session.record_json());
    SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        id,
        name,
        game: session.game_id().into(),
        created: now,
        updated: now,
        revision: 0,
        seats,
        finished: session.outcome().is_some(),
        writer: String::new(),
        fingerprint: Some(stamp(session, &record)),
        undo_from: Some(session.undo_from()),
        record,
    }
}

/// Put a session's record (and what follows from it) into the save.
pub fn update_save(save: &mut SaveFile, session: &dyn DynSession, now: f64) {
    save.record = RecordText::from_raw(session.record_json());
    save.finished = session.outcome().is_some();
    save.fingerprint = Some(stamp(session, &save.record));
    save.undo_from = Some(session.undo_from());
    save.updated = now;
}

/// The log of actions `from + 1 ..= upto` (numbered as in the whole game).
pub fn log_lines(
    session: &dyn DynSession,
    from: usize,
    upto: usize,
    seats: &[SeatSpec],
) -> Vec<LogLine> {
    let info = session.info();
    let from = from.min(upto);
    lines(
        &session.lines(from, upto),
        from,
        |seat| seats.get(seat).map(|s| s.name.clone()).unwrap_or_default(),
        &info.seats[..session.seat_count().min(info.seats.len())],
    )
}

/// The first action the log shows when it shows only the latest ones.
pub fn log_start(upto: usize, all: bool) -> usize {
    if all {
        0
    } else {
        upto.saturating_sub(super::log::RECENT)
    }
}

/// The last roll among the first `upto` actions, for the dice tray.
pub fn last_roll(session: &dyn DynSession, upto: usize) -> Option<Roll> {
    session.last_roll(upto).map(|r| Roll {
        key: r.key,
        values: r.values,
        label: r.label,
    })
}

/// Load a save by id: memory first (a save the full storage could not take), then storage.
pub fn load_save(id: &str) -> Option<Result<SaveFile, SaveError>> {
    if let Some(s) = app_ctx().unsaved.with_value(|m| m.get(id).cloned()) {
        return Some(Ok(s));
    }
    // Timed apart for the restore benchmark: the text taken from storage, before it is parsed.
    let t0 = super::metrics::now_ms();
    let raw = store::raw(&LocalKv, id);
    super::metrics::record("qbranchRestoreGetMs", super::metrics::now_ms() - t0);
    raw.map(|r| store::parse_stored(id, &r))
}

/// Open save `id` and show `screen(save, session)`, or the missing or damaged page when the
/// save is absent, unreadable, unknown or does not replay.
pub fn open_save(id: String, screen: fn(SaveFile, Box<dyn DynSession>) -> AnyView) -> AnyView {
    // The restore the benchmarks time: the stored text read and parsed, the record replayed and
    // checked against the save.
    super::metrics::mark("qbranch-restore-start");
    super::metrics::begin();
    let t0 = super::metrics::now_ms();
    let opened = load_save(&id).map(|r| {
        super::metrics::record("qbranchRestoreReadMs", super::metrics::now_ms() - t0);
        r.and_then(|save| load(&save).map(|s| (save, s)))
    });
    super::metrics::record("qbranchRestoreMs", super::metrics::now_ms() - t0);
    super::metrics::end();
    super::metrics::mark("qbranch-restore-end");
    match opened {
        None => view! { <super::damaged::MissingSave/> }.into_any(),
        Some(Err(e)) => {
            view! { <super::damaged::DamagedSave id=id reason=e.to_string()/> }.into_any()
        }
        Some(Ok((save, session))) => screen(save, session),
    }
}
