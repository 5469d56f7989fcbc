//! The running game as the shell sees it: a type-erased session ([`DynSession`]) built from a
//! save, written back into it, and read for the log and the dice tray. Nothing here names a
//! game type, so it is compiled once for every game.

use leptos::prelude::*;
use qbranch_engine::{DynSession, StepLines};

use super::dice::Roll;
use super::load_game::load_game;
use super::log::{lines, LogLine};
use crate::saves::browser::LocalKv;
use crate::saves::format::{SaveError, SaveFile, SeatSpec};
use crate::saves::restore::{notes, restore};
use crate::saves::store;
use crate::ui::context::app_ctx;

/// The log of actions `from + 1 ..= upto` (numbered as in the whole game).
pub fn log_lines(
    session: &dyn DynSession,
    from: usize,
    upto: usize,
    seats: &[SeatSpec],
) -> Vec<LogLine> {
    let from = from.min(upto);
    named_lines(session, &session.lines(from, upto), from, seats)
}

/// Log lines of `steps`, the described actions `first + 1 ..` of `session`, with the seats
/// named by their players.
pub fn named_lines(
    session: &dyn DynSession,
    steps: &[StepLines],
    first: usize,
    seats: &[SeatSpec],
) -> Vec<LogLine> {
    let info = session.info();
    lines(
        steps,
        first,
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
    store::raw(&LocalKv, id).map(|r| store::parse_stored(id, &r))
}

/// Open save `id` and show `screen(save, session)` with what the save has to tell the player
/// (`saves::restore::notes`), or the missing or damaged page when the save is absent,
/// unreadable, unknown, does not replay or contradicts its stamp.
pub fn open_save(id: String, screen: fn(SaveFile, Box<dyn DynSession>) -> AnyView) -> AnyView {
    super::metrics::mark("qbranch-restore-start");
    let opened =
        load_save(&id).map(|r| r.and_then(|save| restore(&save, load_game).map(|s| (save, s))));
    super::metrics::mark("qbranch-restore-end");
    match opened {
        None => view! { <super::damaged::MissingSave/> }.into_any(),
        Some(Err(e)) => {
            view! { <super::damaged::DamagedSave id=id reason=e.to_string()/> }.into_any()
        }
        Some(Ok((save, session))) => {
            for note in notes(&save) {
                crate::ui::toast::toast(crate::ui::toast::Kind::Warn, note);
            }
            screen(save, session)
        }
    }
}
