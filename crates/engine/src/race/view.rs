//! What one seat may know (or a spectator, for `None`).

use serde::{Deserialize, Serialize};

use super::agent::Swim;
use super::board::{Base, Space};
use super::cards::Card;
use super::state::Race;
use crate::core::game::{Outcome, Seat};

/// One agent as everybody sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AgentView {
    pub seat: Seat,
    pub base: Base,
    /// The base's airport: where the agent started and must bring the case.
    pub home: Space,
    pub at: Space,
    /// The car this agent is driving (index into `cars`).
    pub car: Option<u8>,
    /// On a gate, whose card has been shown: may cross the lake from here.
    pub gate_open: bool,
    /// A swim in progress (its cards were shown, so they are public).
    pub swim: Option<Swim>,
    pub hand_size: usize,
    pub has_case: bool,
    /// Robbed since their last turn: may take the case back at the start of the next one.
    pub robbed: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    pub to_act: Option<Seat>,
    pub turn: u32,
    pub agents: Vec<AgentView>,
    /// The viewer's own hand, sorted (absent for spectators).
    pub hand: Option<Vec<Card>>,
    /// Who carries the briefcase (`None`: it lies at the centre of the island).
    pub case_holder: Option<Seat>,
    /// Where the case is.
    pub case_at: Space,
    /// Where each of the four cars stands.
    pub cars: Vec<Space>,
    /// Where each of the four boats is moored.
    pub boats: Vec<Space>,
    pub pack_size: usize,
    /// Discard pile, oldest first: cards that were shown, by name.
    pub discard_shown: Vec<Card>,
    /// Cards on the discard pile that were discarded unseen (rule 1(b)).
    pub discard_unseen: usize,
    /// The viewer's own unseen discards still on the pile.
    pub my_unseen_discards: Vec<Card>,
    /// The seat to act has already taken the case back this turn and must now move or discard.
    pub retrieved_this_turn: bool,
    /// The seat to act is discarding two cards (rule 1(b)); how many are picked so far.
    pub discarding: Option<usize>,
    /// The viewer's own first discard pick, while choosing the second.
    pub my_discard_pick: Option<Card>,
    pub outcome: Option<Outcome>,
}

pub fn view(race: &Race, seat: Option<Seat>) -> RaceView {
    let agents = race
        .agents
        .iter()
        .enumerate()
        .map(|(s, a)| AgentView {
            seat: s,
            base: race.setup.bases[s],
            home: race.setup.bases[s].space(),
            at: a.at,
            car: a.car,
            gate_open: a.gate_open,
            swim: a.swim,
            hand_size: race.hands[s].len(),
            has_case: race.case == Some(s),
            robbed: race.robbed[s],
        })
        .collect();
    RaceView {
        seat,
        to_act: if race.outcome.is_none() {
            Some(race.current)
        } else {
            None
        },
        turn: race.turn,
        agents,
        hand: seat.map(|s| race.hands[s].clone()),
        case_holder: race.case,
        case_at: race
            .case
            .map(|h| race.agents[h].at)
            .unwrap_or(Space::CENTRE),
        cars: race.cars.clone(),
        boats: race.boats.clone(),
        pack_size: race.pack.len(),
        discard_shown: race
            .discard
            .iter()
            .filter(|d| d.unseen_by.is_none())
            .map(|d| d.card)
            .collect(),
        discard_unseen: race
            .discard
            .iter()
            .filter(|d| d.unseen_by.is_some())
            .count(),
        my_unseen_discards: race
            .discard
            .iter()
            .filter(|d| seat.is_some() && d.unseen_by == seat)
            .map(|d| d.card)
            .collect(),
        retrieved_this_turn: race.retrieved,
        discarding: race
            .discarding
            .then_some(race.discard_first.is_some() as usize),
        my_discard_pick: race.discard_first.filter(|_| seat == Some(race.current)),
        outcome: race.outcome.clone(),
    }
}
