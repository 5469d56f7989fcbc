//! The game state: plain data, deterministic from (setup, seed, actions).

use serde::{Deserialize, Serialize};

use super::agent::Agent;
use super::ai::Trail;
use super::board::{boat_starts, car_starts, Base, Space};
use super::cards::{Card, HAND_SIZE};
use super::deck;
use super::setup::RaceSetup;
use crate::core::game::{Outcome, Seat};
use crate::core::rng::Rng;

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
    /// The computer's memory of each agent's moves (derived from the actions; no rule reads
    /// it, and no view shows it).
    #[serde(default)]
    pub(crate) trails: Vec<Trail>,
}

impl Race {
    /// A new game: the pack shuffled, nine cards dealt to each seat (each hand sorted), every
    /// agent at its base and the cars and boats at their starts.
    pub(crate) fn fresh(setup: &RaceSetup, seed: u64) -> Self {
        let n = setup.bases.len();
        let mut rng = Rng::new(seed);
        let mut pack = Card::playing_pack();
        rng.shuffle(&mut pack);
        let mut hands = Vec::with_capacity(n);
        for _ in 0..n {
            let mut h = pack.split_off(pack.len() - HAND_SIZE);
            h.sort();
            hands.push(h);
        }
        Race {
            setup: setup.clone(),
            agents: setup.bases.iter().map(|b| Agent::new(b.space())).collect(),
            hands,
            pack,
            discard: Vec::new(),
            cars: car_starts().to_vec(),
            boats: boat_starts().to_vec(),
            case: None,
            current: 0,
            retrieved: false,
            robbed: vec![false; n],
            discarding: false,
            discard_first: None,
            turn: 0,
            outcome: None,
            rng,
            trails: vec![Trail::default(); n],
        }
    }

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
