//! Q Branch rules engine: pure Rust rules, content data and AI for five James Bond tabletop
//! games. No browser code lives here; the app and the CLI are thin layers over this crate.
//!
//! * [`core`] — the shared [`Game`] trait, the seeded [`Rng`], records, sessions, odds.
//! * [`ai`] — information-set MCTS that sees only its own seat's view.
//! * [`registry`] — the catalogue of games and type-erased helpers for the app and CLI.
//! * [`chase`] — reusable chase-map machinery (map graph, facing, forward moves, ranges).
//! * one module folder per game ([`yolt`], [`lald`]).

pub mod ai;
pub mod ccg;
pub mod chase;
pub mod core;
pub mod lald;
pub mod race;
pub mod registry;
pub mod sim;
pub mod yolt;

pub use crate::core::erased::{
    search_seed, DynReplay, DynSearch, DynSession, RollInfo, Snapshot, StepLines,
};
pub use crate::core::error::{json_words, ActionError, Rejected, SetupError};
pub use crate::core::game::{Game, GameEvent, GameInfo, Outcome, Seat};
pub use crate::core::odds::{Chance, Odds, OutcomeChance};
pub use crate::core::record::{Check, Played, Record, ReplayError, Session, Step, UndoError};
pub use crate::core::replayer::Replayer;
pub use crate::core::rng::Rng;
