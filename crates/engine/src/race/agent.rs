//! One agent on the board.

use serde::{Deserialize, Serialize};

use super::board::Space;
use super::cards::Card;

/// A swim in progress (rule 8(b), rule 12): the first turn puts the agent in the lake, the
/// next turn lands them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swim {
    /// Where the swim ends (a gate, or a B point).
    pub to: Space,
    /// The Swimming card, shown and kept until the landing.
    pub card: Card,
    /// Swimming to the island: the gate card shown at the start (see the rulings).
    pub gate_card: Option<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Agent {
    pub at: Space,
    /// The car this agent is driving (kept while they stay on the car circuit).
    pub car: Option<u8>,
    /// On a gate: a gate card has been shown for this gate since the agent got there, so they
    /// may cross the lake from it.
    pub gate_open: bool,
    pub swim: Option<Swim>,
}

impl Agent {
    pub fn new(at: Space) -> Self {
        Agent {
            at,
            car: None,
            gate_open: false,
            swim: None,
        }
    }

    /// Cards this agent has shown and must keep (everyone knows them).
    pub fn pinned(&self) -> Vec<Card> {
        match &self.swim {
            Some(s) => std::iter::once(s.card).chain(s.gate_card).collect(),
            None => vec![],
        }
    }
}
