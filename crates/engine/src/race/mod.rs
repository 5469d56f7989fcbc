//! "James Bond 007" — the 1960s family briefcase race, for 2–4 agents.
//!
//! Agents start at their bases (London, Cairo, Peking, New York), race across the air, car
//! and lake circuits to the island, take the briefcase of secret documents at its centre and
//! must carry it home while the others try to rob them. Movement is by cards (air routes,
//! helicopters, swimming, island gates) or card-free steps; every hand always holds nine.
//!
//! One concept per file: [`board`] (the reconstructed board), [`cards`] (the pack),
//! [`agent`], [`action`], [`event`], [`view`], [`moves`] (legal actions), [`play`]
//! (applying them), [`deck`] (drawing, reshuffles, re-dealing hidden cards), [`distance`]
//! and [`ai`] (the computer player's heuristics), [`rulings`], [`balance`], [`content`],
//! and [`game`] (the `Game` trait).

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
mod game;
pub mod moves;
pub mod play;
pub mod rulings;
pub mod view;

use serde::{Deserialize, Serialize};

pub use action::{By, RaceAction};
pub use agent::{Agent, Swim};
pub use board::{Base, Gate, Space};
pub use cards::{Card, CardKind};
pub use event::RaceEvent;
pub use rulings::RULINGS;
pub use view::RaceView;

use crate::core::game::{Outcome, Seat};
use crate::core::rng::Rng;

/// Options chosen before play: one base per seat, in seat order (seat 0 is the youngest
/// player and starts; play passes to the left, i.e. to the next seat number).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceSetup {
    pub bases: Vec<Base>,
    /// House rule (off by default): the gate card played on landing at a gate also lets the
    /// agent leave the island by that gate, without playing a second card. The printed rules
    /// ask for a gate card on arrival (rule 8) and another to leave (rule 12).
    #[serde(default)]
    pub arrival_opens_gate: bool,
}

impl RaceSetup {
    /// The default bases: two players sit at opposite corners (London, Peking); three take
    /// London, Cairo, Peking; four take all four, clockwise.
    pub fn for_players(players: usize) -> Option<Self> {
        let bases = match players {
            2 => vec![Base::London, Base::Peking],
            3 => vec![Base::London, Base::Cairo, Base::Peking],
            4 => vec![Base::London, Base::Cairo, Base::Peking, Base::NewYork],
            _ => return None,
        };
        Some(RaceSetup {
            bases,
            arrival_opens_gate: false,
        })
    }
}

/// A card on the discard pile, and who knows what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discarded {
    pub card: Card,
    /// `None`: it was shown to everyone; `Some(seat)`: discarded unseen by that seat.
    pub unseen_by: Option<Seat>,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Race {
    pub(crate) setup: RaceSetup,
    pub(crate) agents: Vec<Agent>,
    /// Each hand, kept sorted.
    pub(crate) hands: Vec<Vec<Card>>,
    /// The face-down pack; the top card is the last one.
    pub(crate) pack: Vec<Card>,
    pub(crate) discard: Vec<Discarded>,
    pub(crate) cars: Vec<Space>,
    pub(crate) boats: Vec<Space>,
    /// Who carries the briefcase (`None`: it still lies at the centre of the island).
    pub(crate) case: Option<Seat>,
    pub(crate) current: Seat,
    /// The current seat has already taken the case back this turn.
    pub(crate) retrieved: bool,
    /// Seats robbed since their last turn (they may take the case back).
    pub(crate) robbed: Vec<bool>,
    /// The current seat is discarding two instead of moving (rule 1(b)).
    pub(crate) discarding: bool,
    /// Their first pick, kept in hand (and secret) until the second.
    pub(crate) discard_first: Option<Card>,
    pub(crate) turn: u32,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) rng: Rng,
}

impl Race {
    pub fn agents(&self) -> &[Agent] {
        &self.agents
    }
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }
    pub fn pack_len(&self) -> usize {
        self.pack.len()
    }
    /// Test and tool hook: the face-down pack, bottom first (the top card is the last).
    pub fn pack_cards(&self) -> &[Card] {
        &self.pack
    }
    pub fn discard_pile(&self) -> &[Discarded] {
        &self.discard
    }
    pub fn cars(&self) -> &[Space] {
        &self.cars
    }
    pub fn boats(&self) -> &[Space] {
        &self.boats
    }
    /// Who carries the briefcase (`None` while it lies at the centre).
    pub fn case_holder(&self) -> Option<Seat> {
        self.case
    }
    pub fn base(&self, seat: Seat) -> Base {
        self.setup.bases[seat]
    }
    pub fn current_seat(&self) -> Seat {
        self.current
    }

    /// Test and tool hook: put `seat`'s agent somewhere (clearing car, gate and swim state).
    pub fn place_agent(&mut self, seat: Seat, at: Space) {
        self.agents[seat] = Agent::new(at);
    }
    /// Test and tool hook: give the case to `seat` (or put it back at the centre).
    pub fn set_case(&mut self, holder: Option<Seat>) {
        self.case = holder;
    }
    /// Test and tool hook: swap cards into `seat`'s hand from wherever they are (the pack,
    /// the discard pile or another hand), keeping every hand at its size.
    pub fn give_cards(&mut self, seat: Seat, wanted: &[Card]) {
        deck::give_cards(self, seat, wanted);
    }
    /// Test and tool hook: whose turn it is.
    pub fn set_current(&mut self, seat: Seat) {
        self.current = seat;
        self.retrieved = false;
    }
    /// Test and tool hook: move boat `i`.
    pub fn set_boat(&mut self, i: usize, at: Space) {
        self.boats[i] = at;
    }
    /// Test and tool hook: move car `i`.
    pub fn set_car(&mut self, i: usize, at: Space) {
        self.cars[i] = at;
    }
    /// Test hook: empty the pack onto the discard pile (face up).
    pub fn empty_pack_to_discards(&mut self) {
        self.pack_to_discards_leaving(0);
    }
    /// Test hook: move the pack onto the discard pile (face up) until `left` cards remain.
    pub fn pack_to_discards_leaving(&mut self, left: usize) {
        while self.pack.len() > left {
            let card = self.pack.pop().expect("pack is not empty");
            self.discard.push(Discarded {
                card,
                unseen_by: None,
            });
        }
    }
}
