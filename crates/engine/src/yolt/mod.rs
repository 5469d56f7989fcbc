//! You Only Live Twice (Victory Games, 1985): Little Nellie against four Enemy helicopters
//! over the volcano. Rules from the rulebook; the map and status-sheet numbers are our own
//! reconstruction (see [`rulings`] and [`balance`]). The turn sequence, the Action Summary
//! machinery, movement, facing, lines and ranges come from the shared [`crate::chase`]
//! module; this folder holds the game's data and what is its own (weapons, levels, stacking).

pub mod action;
mod ai;
pub mod balance;
mod content;
pub mod event;
mod explain;
pub mod fire;
mod game;
mod label;
mod legal;
pub mod map;
mod movement;
mod odds;
pub mod piece;
pub mod rulings;
pub mod setup;
pub mod sheet;
pub mod space;
pub mod state;
pub mod summary;
mod threat;
mod turn;
pub mod view;

pub use action::YoltAction;
pub use event::YoltEvent;
pub use game::{Yolt, YoltRules};
pub use piece::{Piece, PieceId, Side, Weapon};
pub use setup::YoltSetup;
pub use sheet::StatusSheet;
pub use space::YoltSpace;
pub use state::{Activation, DodgeKind, Pending, Phase, Used};
pub use view::YoltView;
