//! A save's stamp: what Q Branch vouches for in a game it wrote, and the one rule by which
//! every reader of saves (the app opening or importing one, `qbranch replay`) holds a save to
//! it.
//!
//! The stamp is 32 hex digits: the replayed game's
//! [`fingerprint`](super::erased::fingerprint), then the seal, FNV-1a over the seats'
//! controllers and the record as JSON. Saves from older builds carry a seal over the record
//! alone (their seats are sealed at their next write), the fingerprint alone, or no stamp.
//!
//! The rule:
//! - A save that contradicts its stamp is refused: its record replays to another game
//!   ([`StampError::Diverged`]), or its record or the controllers of its seats are not the
//!   sealed ones ([`StampError::Changed`]): a deck reordered, moves cut, a seat handed to the
//!   computer to see another seat's hand.
//! - A save without a seal (older builds wrote none, or it was taken off) opens with every
//!   move checked against the rules, and the reader says so ([`Vouched::Unsealed`],
//!   [`UNSEALED`]): what the rules cannot check (the order of a deck, the seed) cannot be
//!   vouched for. The next write seals it; so does an import, which takes a file in as a new
//!   game once every move is checked.
//! - The seal holds over the record's content, not its layout: a save indented, with its keys
//!   in another order or its seed written as a number, is the same save.
//! - Nothing else in a save (its name, dates, seat names, the finished flag) decides whether
//!   it opens.
//!
//! The seal guards against damage and against edits by hand or by other tools, not forgery:
//! FNV-1a is public, and whoever can recompute it can read the seed and the moves anyway
//! (hot-seat secrecy holds at the table, not in the browser's developer tools).

use std::fmt;

use super::erased::{DynSession, Fnv};
use super::record::Check;
use crate::ai::Controller;

/// The length of a game's [`fingerprint`] (hex digits), the first part of a stamp.
///
/// [`fingerprint`]: super::erased::fingerprint
pub const FINGERPRINT_LEN: usize = 16;
/// The length of the seal, the second part.
const SEAL_LEN: usize = 16;

/// What a reader says of a save without a seal (after "This save", or the file's name).
pub const UNSEALED: &str = "carries no seal (older versions of Q Branch wrote none), so every \
                            move was checked against the rules, but a change to its deal or its \
                            dice cannot be told";

/// A save's stamp, read from its text (its parts that are there).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stamp<'a> {
    fingerprint: Option<&'a str>,
    seal: Option<&'a str>,
}

/// How far a save's stamp vouches for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vouched {
    /// Its seal holds: the record and seats are as Q Branch wrote them.
    Sealed,
    /// It has no seal: only the rules' checks of every move stand for it.
    Unsealed,
}

/// How a save contradicts its stamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StampError {
    /// The record replays, but not to the game the fingerprint names.
    Diverged,
    /// The record or the seats are not the ones sealed.
    Changed,
}

impl fmt::Display for StampError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StampError::Diverged => {
                "its moves replay to a different game than the one saved (its seed or moves \
                 were changed)"
            }
            StampError::Changed => {
                "it was changed after Q Branch saved it (its cards, seed, moves or players are \
                 not the ones it sealed)"
            }
        })
    }
}

impl std::error::Error for StampError {}

impl<'a> Stamp<'a> {
    /// The stamp in a save's `fingerprint` field (`None`: a save without one).
    pub fn parse(text: Option<&'a str>) -> Self {
        let text = text.unwrap_or("");
        Stamp {
            fingerprint: text.get(..FINGERPRINT_LEN),
            seal: text.get(FINGERPRINT_LEN..FINGERPRINT_LEN + SEAL_LEN),
        }
    }

    /// The stamp of `session`, whose record is `record` (its JSON text), played by `seats`.
    pub fn write(session: &dyn DynSession, record: &str, seats: &[Controller]) -> String {
        session.fingerprint() + &seal(record, Some(seats))
    }

    pub fn is_sealed(&self) -> bool {
        self.seal.is_some()
    }

    /// True when the seal is over exactly this record text and these seats (or, from an
    /// older build, over this record text alone).
    pub fn seals(&self, record: &str, seats: &[Controller]) -> bool {
        self.seal
            .is_some_and(|s| s == seal(record, Some(seats)) || s == seal(record, None))
    }

    /// How much a restore of this save from the site's own storage asks of each move: while
    /// the seal holds over the stored text, the moves are as Q Branch played them, each
    /// checked then, so the rules are not asked again. (A file's seal is never trusted this
    /// way: an import checks every move.)
    pub fn check(&self, record: &str, seats: &[Controller]) -> Check {
        if self.seals(record, seats) {
            Check::Sealed
        } else {
            Check::Every
        }
    }

    /// Hold the save to its stamp (see the module's rule), once `session` replayed its record
    /// `record` (as the save holds it) and `seats` are its seats' controllers.
    pub fn verify(
        &self,
        record: &str,
        seats: &[Controller],
        session: &dyn DynSession,
    ) -> Result<Vouched, StampError> {
        if self.fingerprint.is_some_and(|f| f != session.fingerprint()) {
            return Err(StampError::Diverged);
        }
        if !self.is_sealed() {
            return Ok(Vouched::Unsealed);
        }
        // The record as the engine writes it, when the text is laid out otherwise.
        if self.seals(record, seats) || self.seals(session.record_json().get(), seats) {
            Ok(Vouched::Sealed)
        } else {
            Err(StampError::Changed)
        }
    }
}

/// FNV-1a over the seats' controllers (when given) and the record text, in hex. Each step of
/// FNV-1a (a byte mixed in by exclusive or, then a multiplication by an odd number) is
/// one-to-one in the value so far, so a change of any one byte always changes the seal; wider
/// changes almost surely do.
pub fn seal(record: &str, seats: Option<&[Controller]>) -> String {
    let mut h = Fnv::new();
    if let Some(seats) = seats {
        let seats = serde_json::to_string(seats).expect("controllers serialize");
        h.write(seats.as_bytes());
        h.write(b"\n");
    }
    h.write(record.as_bytes());
    format!("{:016x}", h.0)
}
