//! The James Bond 007 collectible card game (1995), in two rule sets: the Basic Rules
//! (`ccg`) and the 1998 Licence to Kill variant (`ccg-ltk`).
//!
//! One concept per file: [`card`] (the card model), [`effect`] (the effect language).

pub mod card;
pub mod effect;

pub use card::{Card, CardId, CardType, Film, Icon, Variant, Variants};
pub use effect::{Countered, Effect, Op, OpKind, Target, Timing};
pub mod deck_rules;
pub mod decks;
pub mod pool;
