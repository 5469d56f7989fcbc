//! The two manoeuvres along a special line: a Quick Turn along an arrow and a Jump across
//! land. Each is a roll on its summary row, tried at most once a turn, and on a white result
//! the boat goes along the line.

use super::action::LaldAction;
use super::cards::CardId;
use super::map::LaldLine;
use super::summary::RollAction;
use crate::chase::SpaceId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Manoeuvre {
    QuickTurn,
    Jump,
}

impl Manoeuvre {
    pub const ALL: [Manoeuvre; 2] = [Manoeuvre::QuickTurn, Manoeuvre::Jump];

    /// The kind of line it goes along.
    pub fn line(self) -> LaldLine {
        match self {
            Manoeuvre::QuickTurn => LaldLine::QuickTurn,
            Manoeuvre::Jump => LaldLine::Jump,
        }
    }

    /// Its summary row.
    pub fn roll(self) -> RollAction {
        match self {
            Manoeuvre::QuickTurn => RollAction::QuickTurn,
            Manoeuvre::Jump => RollAction::Jump,
        }
    }

    /// Trying it toward `to`, playing `card`.
    pub fn action(self, to: SpaceId, card: Option<CardId>) -> LaldAction {
        match self {
            Manoeuvre::QuickTurn => LaldAction::QuickTurn { to, card },
            Manoeuvre::Jump => LaldAction::Jump { to, card },
        }
    }

    /// The manoeuvre an action tries, if any.
    pub fn of(action: &LaldAction) -> Option<Manoeuvre> {
        match action {
            LaldAction::QuickTurn { .. } => Some(Manoeuvre::QuickTurn),
            LaldAction::Jump { .. } => Some(Manoeuvre::Jump),
            _ => None,
        }
    }
}
