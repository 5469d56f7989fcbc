//! Q Branch rules engine: pure Rust rules, content data and computer players for five James
//! Bond tabletop games. No browser code lives here; the app and the CLI are thin layers over
//! this crate.
//!
//! * [`core`] — the [`Game`] trait, the seeded [`Rng`], records and sessions, odds, and the
//!   type-erased session the app and the CLI run.
//! * [`registry`] — [`GameId`]: the games by id, and the one match from an id to a type.
//! * [`ai`] — information-set Monte-Carlo tree search that sees only its own seat's view.
//! * [`chase`] — what the two chase games share (You Only Live Twice, Live and Let Die).
//! * one folder per game: [`yolt`], [`lald`], [`race`], [`ccg`] (both rule sets).
//! * [`sim`] — batches of games for balance figures and benchmarks.

pub mod ai;
pub mod ccg;
pub mod chase;
pub mod core;
#[cfg(feature = "fixture")]
pub mod fixture;
pub mod lald;
pub mod lesson;
pub mod race;
pub mod registry;
pub mod sim;
pub mod yolt;

pub use crate::core::erased::{
    search_seed, DynReplay, DynSearch, DynSession, RollInfo, Since, Snapshot, StepLines,
};
pub use crate::core::error::{json_words, ActionError, Rejected, SetupError};
pub use crate::core::game::{Game, GameEvent, GameInfo, Outcome, Seat};
pub use crate::core::odds::{Chance, Odds, OutcomeChance};
pub use crate::core::record::{Check, Played, Record, ReplayError, Session, Step, UndoError};
pub use crate::core::remote;
pub use crate::core::replayer::Replayer;
pub use crate::core::rng::Rng;
pub use crate::registry::{ForGame, GameId, UnknownGame};
