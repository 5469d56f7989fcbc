//! "James Bond 007" — the 1960s family briefcase race, for 2–4 agents.
//!
//! Agents start at their bases (London, Cairo, Peking, New York), race across the air, car
//! and lake circuits to the island, take the briefcase of secret documents at its centre and
//! must carry it home while the others try to rob them. Movement is by cards (air routes,
//! helicopters, swimming, island gates) or card-free steps; every hand always holds nine.
//!
//! One concept per file: [`board`] (the reconstructed board), [`cards`] (the pack),
//! [`setup`], [`state`], [`agent`], [`action`], [`event`], [`view`], [`legal`] (legal
//! actions), [`turn`] (applying them), `label` (their button text), [`deck`] (drawing,
//! reshuffles, re-dealing hidden cards), [`distance`] and [`ai`] (the computer player's
//! heuristics), [`rulings`], [`balance`], [`content`], and `game` (the `Game` trait).

pub mod action;
pub mod agent;
pub mod ai;
pub mod balance;
pub mod board;
pub mod cards;
pub mod content;
pub mod deck;
pub mod distance;
pub mod event;
mod explain;
pub mod fitted;
mod game;
mod label;
pub mod legal;
pub mod rulings;
pub mod setup;
pub mod state;
pub mod turn;
pub mod view;

pub use action::{By, RaceAction};
pub use agent::{Agent, Swim};
pub use board::{Base, Gate, Space};
pub use cards::{Card, CardKind};
pub use event::RaceEvent;
pub use rulings::RULINGS;
pub use setup::RaceSetup;
pub use state::{Discarded, Race};
pub use view::RaceView;
