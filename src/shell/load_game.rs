//! The app's games as saves need them, to restore a save's game (`saves::restore::LoadGame`).

use qbranch_engine::{Check, DynSession, ReplayError};

/// Game `id`'s session rebuilt from a record's JSON text (`None` for a game this build does
/// not play).
pub fn load_game(
    id: &str,
    record: &str,
    check: Check,
    undo_from: Option<usize>,
) -> Option<Result<Box<dyn DynSession>, ReplayError>> {
    let game: qbranch_engine::GameId = id.parse().ok()?;
    Some(crate::games::screens(game).load(record, check, undo_from))
}
