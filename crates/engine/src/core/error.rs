//! Typed errors. An illegal action never changes the state.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::game::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ActionError {
    GameOver,
    NoSuchSeat { seat: Seat },
    NotYourDecision { seat: Seat, expected: Seat },
    Illegal { reason: String },
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::NoSuchSeat { seat } => write!(f, "there is no seat {seat}"),
            ActionError::NotYourDecision { seat, expected } => {
                write!(
                    f,
                    "seat {seat} cannot act now: it is seat {expected}'s decision"
                )
            }
            ActionError::Illegal { reason } => write!(f, "illegal action: {reason}"),
        }
    }
}

impl std::error::Error for ActionError {}

/// An illegal action together with the unchanged state (shakmaty's `PlayError`).
#[derive(Clone, Debug)]
pub struct Rejected<G> {
    pub state: G,
    pub error: ActionError,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad setup: {}", self.0)
    }
}

impl std::error::Error for SetupError {}
