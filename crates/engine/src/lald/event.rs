//! Events: what happened, in plain public data. No event names a card still secret.
//!
//! JSON form (`type` names the event):
//! * every die roll: `{"type":"roll","piece":P,"action":A,"dice":[d1,d2],"white":W,...}`, `P`
//!   one of `bond`, `enemy-a` … `enemy-d`, `A` one of `movement`, `quick_turn`,
//!   `double_back`, `jump`, `force`, `force_dodge`, `fire`; movement rolls add `"spaces":N`,
//!   fire rolls `"range":R` (0 = same space), and `"card":ID` when a card modified the roll;
//! * every step: `{"type":"move","piece":P,"from":S,"to":S,"line":K}` (`K` one of `normal`,
//!   `canal`, `quick_turn`, `jump`);
//! * every card played: `{"type":"card","seat":S,"card":ID,"name":N,...}`;
//! * `{"type":"draw","seat":S,"count":1}` and `{"type":"discard","seat":S,"count":1}`;
//! * others: `faced`, `reshuffled`, `reversed`, `hit`, `crashed`, `loses_turns`, `turn_lost`,
//!   `turn_ended`, `game_over`.

use serde::{Deserialize, Serialize};

use super::cards::CardId;
use super::map::LaldLine;
use super::piece::PieceId;
use super::summary::RollAction;
use crate::chase::{ChaseEvent, SpaceId};
use crate::core::game::{GameEvent, Outcome, Seat};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LaldEvent {
    Faced {
        piece: PieceId,
        toward: SpaceId,
    },
    Roll {
        piece: PieceId,
        action: RollAction,
        dice: [u8; 2],
        white: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spaces: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        range: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
        result: String,
    },
    Move {
        piece: PieceId,
        from: SpaceId,
        to: SpaceId,
        line: LaldLine,
    },
    Card {
        seat: Seat,
        card: CardId,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        piece: Option<PieceId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<PieceId>,
    },
    Draw {
        seat: Seat,
        count: u8,
    },
    Discard {
        seat: Seat,
        count: u8,
    },
    /// The deck ran out: the discard pile was shuffled into a new deck.
    Reshuffled {
        cards: u8,
    },
    Reversed {
        piece: PieceId,
    },
    Hit {
        piece: PieceId,
        hits: u8,
    },
    Crashed {
        piece: PieceId,
    },
    LosesTurns {
        piece: PieceId,
        turns: u8,
        rest: bool,
    },
    TurnLost {
        piece: PieceId,
    },
    TurnEnded {
        piece: PieceId,
    },
    GameOver {
        outcome: Outcome,
        text: String,
    },
}

fn seat_name(seat: Seat) -> &'static str {
    if seat == 0 {
        "Bond"
    } else {
        "The Enemy"
    }
}

impl GameEvent for LaldEvent {
    fn describe(&self) -> String {
        match self {
            LaldEvent::Faced { piece, toward } => {
                format!("{} points toward space {}.", piece.name(), toward)
            }
            LaldEvent::Roll {
                piece,
                action,
                dice,
                card,
                result,
                ..
            } => format!(
                "{} rolls {}+{}={} for {}{}: {}.",
                piece.name(),
                dice[0],
                dice[1],
                dice[0] + dice[1],
                action.name(),
                card.map(|c| format!(" with {}", c.def().name))
                    .unwrap_or_default(),
                result
            ),
            LaldEvent::Move {
                piece,
                from,
                to,
                line,
            } => format!(
                "{} moves from space {} to space {}{}.",
                piece.name(),
                from,
                to,
                match line {
                    LaldLine::Normal => "",
                    LaldLine::Canal => " along the canal",
                    LaldLine::QuickTurn => " along a Quick Turn line",
                    LaldLine::Jump => " by a Jump",
                }
            ),
            LaldEvent::Card {
                seat, card, target, ..
            } => format!(
                "{} plays {}{}.",
                seat_name(*seat),
                card.def().name,
                target
                    .map(|t| format!(" on {}", t.name()))
                    .unwrap_or_default()
            ),
            LaldEvent::Draw { seat, count } => {
                format!("{} draws {count} {}.", seat_name(*seat), cards(*count))
            }
            LaldEvent::Discard { seat, count } => {
                format!(
                    "{} discards {count} {} face down.",
                    seat_name(*seat),
                    cards(*count)
                )
            }
            LaldEvent::Reshuffled { cards } => format!(
                "The deck is empty: the {cards} discarded cards are shuffled into a new deck."
            ),
            LaldEvent::Reversed { piece } => format!("{} turns right round.", piece.name()),
            LaldEvent::Hit { piece, hits } => {
                format!(
                    "{} is hit: {hits} {} so far.",
                    piece.name(),
                    if *hits == 1 { "hit" } else { "hits" }
                )
            }
            LaldEvent::Crashed { piece } => format!("{} crashes!", piece.name()),
            LaldEvent::LosesTurns { piece, turns, rest } => match (rest, turns) {
                (true, 0) => format!("{} stops for the rest of this turn.", piece.name()),
                (true, _) => format!(
                    "{} stops for the rest of this turn and loses the next.",
                    piece.name()
                ),
                (false, _) => format!("{} loses its next turn.", piece.name()),
            },
            LaldEvent::TurnLost { piece } => format!("{} sits out a lost turn.", piece.name()),
            LaldEvent::TurnEnded { piece } => format!("{} ends its turn.", piece.name()),
            LaldEvent::GameOver { text, .. } => text.clone(),
        }
    }

    fn is_irreversible(&self) -> bool {
        matches!(
            self,
            LaldEvent::Roll { .. } | LaldEvent::Draw { .. } | LaldEvent::Reshuffled { .. }
        )
    }

    fn dice(&self) -> Option<Vec<u8>> {
        match self {
            LaldEvent::Roll { dice, .. } => Some(dice.to_vec()),
            _ => None,
        }
    }
}

impl From<ChaseEvent> for LaldEvent {
    fn from(e: ChaseEvent) -> Self {
        match e {
            ChaseEvent::Faced { piece, toward } => LaldEvent::Faced { piece, toward },
            ChaseEvent::LosesTurns { piece, turns, rest } => {
                LaldEvent::LosesTurns { piece, turns, rest }
            }
            ChaseEvent::TurnLost { piece } => LaldEvent::TurnLost { piece },
            ChaseEvent::TurnEnded { piece } => LaldEvent::TurnEnded { piece },
            ChaseEvent::GameOver { outcome, text } => LaldEvent::GameOver { outcome, text },
        }
    }
}

/// "card" for one, "cards" for any other count.
fn cards(n: u8) -> &'static str {
    if n == 1 {
        "card"
    } else {
        "cards"
    }
}
