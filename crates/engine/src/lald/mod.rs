//! Live and Let Die (Victory Games): Bond's speedboat races four Enemy boats through the
//! bayou to End. Rules from the rulebook; the Action Summaries, the 32 cards, the Special Card
//! Summary and the map are our reconstruction (see [`rulings`] and [`balance`]). The turn
//! sequence, the Action Summary machinery, movement, facing, lines and ranges come from the
//! shared [`crate::chase`] module; this folder holds the game's data and what is its own
//! (cards and the draw steps, Jumps, End).

pub mod action;
mod ai;
pub mod balance;
pub mod cards;
mod content;
mod deck;
pub mod event;
mod explain;
pub mod features;
pub mod fire;
mod game;
mod horizon;
mod label;
mod legal;
mod manoeuvre;
pub mod map;
mod movement;
mod odds;
pub mod piece;
pub mod rulings;
pub mod setup;
pub mod state;
pub mod summary;
pub mod turn;
pub mod view;

pub use action::LaldAction;
pub use cards::{CardId, CardKind, Playable, CARDS};
pub use event::LaldEvent;
pub use game::{Lald, LaldRules};
pub use piece::{Piece, PieceId, Side};
pub use setup::LaldSetup;
pub use state::{Activation, Pending, Phase, Used, HAND_LIMIT};
pub use view::LaldView;
