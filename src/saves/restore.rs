//! A save's game: its session rebuilt from the save's record, held to the save's stamp, and
//! written back into the save.
//!
//! Besides the record, a save keeps two things the replay alone would not give:
//! - `fingerprint`: the save's stamp (`qbranch_engine::core::stamp`, which states the rule
//!   every reader of saves holds them to): the replayed game's fingerprint, so a record that
//!   replays to another game (a seed rounded by a JavaScript tool, a move edited by hand) shows
//!   as damage, never as a silently different game; then the seal over the seats' controllers
//!   and the record, so a deck reordered or a seat handed to the computer is refused too. While
//!   the seal holds over the stored text, the record is exactly as this app wrote it, every move
//!   checked when it was played, so the restore does not ask the rules again of each move
//!   (`Check::Sealed`): asking them is much of a replay's work, and a 1,000-move save has 10 ms
//!   to open in a fresh page. An imported file's seal is never trusted that way: the import
//!   checks every move, holds the file to its stamp, then seals the save anew.
//! - `undo_from`: where the moves that may still be taken back begin, a hint that spares the
//!   restore a second replay to find the undo snapshots (`Session::restore_from`, which checks
//!   it).

use qbranch_engine::ai::Controller;
use qbranch_engine::core::stamp::{Stamp, UNSEALED};
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

/// Where a save comes from: the site's own storage, where a seal over the stored text spares
/// the rules' checks, or a file, whose every move is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Stored,
    File,
}

/// Rebuild a stored save's session by replaying its record, held to its stamp.
pub fn restore(save: &SaveFile, load: LoadGame) -> Result<Box<dyn DynSession>, SaveError> {
    open(save, load, Source::Stored)
}

/// Rebuild a save's session by replaying its record (every action checked against the rules,
/// unless it is stored and its seal shows its record is as this app wrote it), and hold it to
/// its stamp (`qbranch_engine::core::stamp`): a save that contradicts it is refused.
pub fn open(
    save: &SaveFile,
    load: LoadGame,
    source: Source,
) -> Result<Box<dyn DynSession>, SaveError> {
    let text = save.record.text();
    let stamp = Stamp::parse(save.fingerprint.as_deref());
    let seats = controllers(&save.seats);
    let check = match source {
        Source::Stored => stamp.check(text, &seats),
        Source::File => Check::Every,
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
    stamp
        .verify(text, &seats, session.as_ref())
        .map_err(SaveError::Stamp)?;
    Ok(session)
}

/// What the player is told when a stored `save` opens: that it has no seal, and which of its
/// cosmetic fields were replaced.
pub fn notes(save: &SaveFile) -> Vec<String> {
    let mut notes = Vec::new();
    if !Stamp::parse(save.fingerprint.as_deref()).is_sealed() {
        notes.push(format!("This save {UNSEALED}."));
    }
    if !save.repairs.is_empty() {
        let what: Vec<String> = save.repairs.iter().map(ToString::to_string).collect();
        notes.push(format!(
            "Parts of this save could not be read and were replaced: {}.",
            what.join(", ")
        ));
    }
    notes
}

/// The seats' controllers, as a save's seal covers them (seat names are cosmetic).
pub fn controllers(seats: &[SeatSpec]) -> Vec<Controller> {
    seats.iter().map(|s| s.controller).collect()
}

/// The stamp of a save of `session`, whose record is `record`, played by `seats`.
fn stamp(session: &dyn DynSession, record: &RecordText, seats: &[SeatSpec]) -> String {
    Stamp::write(session, record.text(), &controllers(seats))
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
        fingerprint: Some(stamp(session, &record, &seats)),
        seats,
        finished: session.outcome().is_some(),
        writer: String::new(),
        undo_from: Some(session.undo_from()),
        record,
        lesson: None,
        repairs: Vec::new(),
    }
}

/// Put a session's record (and what follows from it) into the save.
pub fn update_save(save: &mut SaveFile, session: &dyn DynSession, now: f64) {
    save.record = RecordText::from_raw(session.record_json());
    save.finished = session.outcome().is_some();
    save.fingerprint = Some(stamp(session, &save.record, &save.seats));
    save.undo_from = Some(session.undo_from());
    save.updated = now;
}

#[cfg(test)]
pub(crate) mod tests {
    use qbranch_engine::ai::{Controller, Level};
    use qbranch_engine::ccg::Ccg;
    use qbranch_engine::core::erased::load_typed;
    use qbranch_engine::core::stamp::{Stamp, StampError};
    use qbranch_engine::{Check, DynSession, ForGame, Game, GameId, ReplayError, Session};

    use super::{controllers, new_save, notes};
    use crate::saves::format::{
        parse_save, to_pretty_json, RecordText, SaveError, SaveFile, SeatSpec,
    };
    use crate::saves::import_export::import_into;
    use crate::saves::store::MemKv;

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

    /// The save's seal holds over its record and seats as they are.
    pub(crate) fn sealed(save: &SaveFile) -> bool {
        Stamp::parse(save.fingerprint.as_deref())
            .seals(save.record.text(), &controllers(&save.seats))
    }

    /// A new card game between two people at one screen, saved as the app saves it.
    fn hot_seat_cards() -> SaveFile {
        let setup = Ccg::setup_for_players(2).unwrap();
        let session: Session<Ccg> = Session::new(setup, 11).unwrap();
        let seats = ["Ann", "Bob"].map(|name| SeatSpec {
            name: name.into(),
            controller: Controller::Human,
            remote: false,
        });
        new_save("cards".into(), "Cards".into(), seats.into(), &session, 1.0)
    }

    /// `save` with its record replaced by `edit` of it (as a JSON value: its keys in another
    /// order than the engine writes them).
    fn with_record(save: &SaveFile, edit: impl FnOnce(&mut serde_json::Value)) -> SaveFile {
        let mut record = save.record.value();
        edit(&mut record);
        SaveFile {
            record: RecordText::from_value(&record),
            ..save.clone()
        }
    }

    #[test]
    fn a_deck_reordered_behind_the_games_back_is_refused() {
        let save = hot_seat_cards();
        assert!(load(&save).is_ok());
        // Two different cards of the second deck, not drawn yet, change places.
        let swapped = with_record(&save, |r| {
            let cards = r["setup"]["decks"][1]["cards"].as_array_mut().unwrap();
            let other = (1..cards.len()).find(|&j| cards[j] != cards[0]).unwrap();
            cards.swap(0, other);
        });
        // The record alone replays, to a game with the same fingerprint: no rule sees the
        // order of a deck before it is dealt. The seal does.
        let replayed = games("ccg", swapped.record.text(), Check::Every, None)
            .unwrap()
            .unwrap();
        assert!(save
            .fingerprint
            .as_deref()
            .unwrap()
            .starts_with(&replayed.fingerprint()));
        let e = load(&swapped).unwrap_err();
        assert_eq!(e, SaveError::Stamp(StampError::Changed));
        assert!(
            e.to_string().contains("changed after Q Branch saved it"),
            "{e}"
        );
        // The same record laid out otherwise (its keys in another order) is the same save.
        assert!(load(&with_record(&save, |_| {})).is_ok());
    }

    #[test]
    fn a_seat_handed_to_the_computer_behind_the_games_back_is_refused() {
        let save = hot_seat_cards();
        let mut changed = save.clone();
        changed.seats[0].controller = Controller::Computer { level: Level::Easy };
        assert_eq!(
            load(&changed).unwrap_err(),
            SaveError::Stamp(StampError::Changed)
        );
        // Through an exported file too.
        let e = import_into(
            &MemKv::default(),
            &to_pretty_json(&changed),
            "x",
            2.0,
            games,
        )
        .unwrap_err();
        assert!(
            e.to_string().contains("changed after Q Branch saved it"),
            "{e}"
        );
        // Seat names are cosmetic: a seat renamed still opens.
        let mut renamed = save.clone();
        renamed.seats[1].name = "Zed".into();
        assert!(load(&renamed).is_ok());
    }

    #[test]
    fn moves_cut_from_a_save_are_refused_or_said() {
        let save = parse_save(include_str!("testdata/yolt.json")).unwrap();
        let cut = with_record(&save, |r| {
            let actions = r["actions"].as_array_mut().unwrap();
            actions.truncate(actions.len() - 5);
        });
        // With its stamp, or its fingerprint alone, the shorter game is another game.
        let mut fingerprint_only = cut.clone();
        fingerprint_only.fingerprint.as_mut().unwrap().truncate(16);
        for s in [&cut, &fingerprint_only] {
            assert_eq!(load(s).unwrap_err(), SaveError::Stamp(StampError::Diverged));
        }
        // Without a stamp it opens as the shorter game, checked move by move, and says so.
        let bare = SaveFile {
            fingerprint: None,
            ..cut
        };
        assert_eq!(load(&bare).unwrap().len(), 75);
        assert_eq!(
            notes(&bare),
            [
                "This save carries no seal (older versions of Q Branch wrote none), so every move \
              was checked against the rules, but a change to its deal or its dice cannot be told."
            ]
        );
        assert!(notes(&save).is_empty());
    }
}
