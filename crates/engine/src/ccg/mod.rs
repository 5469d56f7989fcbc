//! The James Bond 007 collectible card game (1995), in two rule sets: the Basic Rules
//! (`ccg`) and the 1998 Licence to Kill variant (`ccg-ltk`), one game type over the rule set
//! ([`game::CardGame`]).
//!
//! Both share one table ([`state::Table`]): the card model ([`card`]) and its effect language
//! ([`effect`]), the zones, the values with their modifiers ([`values`]), the one
//! response-window mechanism ([`window`]), legal actions ([`legal`]), applying them
//! ([`turn`]), views ([`view`]), the rollout policy ([`ai`]), our [`rulings`] and the
//! [`content`]. The card pool is [`pool`] with its prebuilt [`decks`] and the deck rules
//! ([`deck_rules`]); [`design`] finds a card by id.

pub mod action;
pub mod ai;
pub mod balance;
pub mod card;
pub mod content;
pub mod coverage;
pub mod deck_rules;
pub mod decks;
pub mod design;
pub mod effect;
pub mod event;
mod explain;
pub mod fold;
mod game;
mod label;
pub mod legal;
pub mod pool;
pub mod preview;
pub mod rig;
pub mod rulings;
mod secrets;
pub mod setup;
pub mod simulation;
pub mod state;
pub mod turn;
pub mod values;
pub mod view;
pub mod window;

pub use action::CcgAction;
pub use card::{Card, CardId, CardType, Film, Icon, Variant, Variants};
pub use design::{all_cards, find_card};
pub use effect::{Countered, Effect, Op, OpKind, Target, Timing};
pub use event::CcgEvent;
pub use game::{Basic, CardGame, Ccg, CcgLtk, Ltk, RuleSet};
pub use setup::{prebuilt_decks, CcgSetup, SeatDeck, BASIC_GOALS};
pub use state::{Loc, Step, Table, Uid};
pub use view::CcgView;
