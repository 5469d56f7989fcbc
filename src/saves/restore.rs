//! A save's game: its session rebuilt from the save's record, and written back into the save.
//!
//! Besides the record, a save keeps three things the replay alone would not give:
//! - `fingerprint`: a short hash of the replayed game (`qbranch_engine::core::erased::
//!   fingerprint`), so a record that replays to another game (a seed rounded by a JavaScript
//!   tool, a move edited by hand) shows as damage, never as a silently different game.
//! - The record's seal after it (`erased::seal`): while it matches, the record is exactly as
//!   this app wrote it, every move checked when it was played, so the restore does not ask the
//!   rules again of each move (`Check::Sealed`): asking them is much of a replay's work, and a
//!   1,000-move save has 10 ms to open in a fresh page. An imported file's seal is never
//!   trusted: the import checks every move, then seals the save anew.
//! - `undo_from`: where the moves that may still be taken back begin, a hint that spares the
//!   restore a second replay to find the undo snapshots (`Session::restore_from`, which checks
//!   it).

use qbranch_engine::core::erased::{is_sealed, seal};
use qbranch_engine::{Check, DynSession, ReplayError};

use super::format::{RecordText, SaveError, SaveFile, SeatSpec, FORMAT, VERSION};

/// The app's games as a save needs them: game `id`'s session rebuilt from a record's JSON
/// text, asking of each action what the check says, with the save's `undo_from` hint (`None`
/// for a game this build does not play). The shell hands it in: saves name no game.
pub type LoadGame = fn(
    id: &str,
    record: &str,
    check: Check,
    undo_from: Option<usize>,
) -> Option<Result<Box<dyn DynSession>, ReplayError>>;

/// Rebuild a save's session by replaying its record: every action checked against the rules,
/// unless the save's seal shows its record is as this app wrote it.
pub fn restore(save: &SaveFile, load: LoadGame) -> Result<Box<dyn DynSession>, SaveError> {
    let text = save.record.text();
    let saved = save.fingerprint.as_deref();
    let check = if saved.is_some_and(|f| is_sealed(f, text)) {
        Check::Sealed
    } else {
        Check::Every
    };
    let session = load(&save.game, text, check, save.undo_from)
        .ok_or_else(|| SaveError::UnknownGame(save.game.clone()))??;
    let n = session.seat_count();
    if save.seats.len() != n {
        return Err(SaveError::Seats(format!(
            "{} seats saved, the game has {n}",
            save.seats.len()
        )));
    }
    if saved.is_some_and(|f| !f.starts_with(&*session.fingerprint())) {
        return Err(SaveError::Diverged);
    }
    Ok(session)
}

/// What a save's `fingerprint` field holds: the game's fingerprint, then the record's seal.
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
        game: session.game_id().to_string(),
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

#[cfg(test)]
pub(crate) mod tests {
    use qbranch_engine::core::erased::load_typed;
    use qbranch_engine::{Check, DynSession, ForGame, Game, GameId, ReplayError};

    use crate::saves::format::{SaveError, SaveFile};

    /// Every game of the build, the engine's test game among them.
    pub(crate) fn games(
        id: &str,
        record: &str,
        check: Check,
        undo_from: Option<usize>,
    ) -> Option<Result<Box<dyn DynSession>, ReplayError>> {
        struct Load<'a>(&'a str, Check, Option<usize>);
        impl ForGame for Load<'_> {
            type Output = Result<Box<dyn DynSession>, ReplayError>;
            fn run<G: Game>(self) -> Self::Output {
                load_typed::<G>(self.0, self.1, self.2)
            }
        }
        let game: GameId = id.parse().ok()?;
        Some(game.visit(Load(record, check, undo_from)))
    }

    /// [`super::restore`] with [`games`].
    pub(crate) fn load(save: &SaveFile) -> Result<Box<dyn DynSession>, SaveError> {
        super::restore(save, games)
    }
}
