//! Events: what happened, in plain public data. Every die roll is one `roll` event.
//!
//! JSON form (`type` names the event): a roll is
//! `{"type":"roll","piece":P,"action":A,"dice":[d1,d2],"white":W,"result":TEXT}` with
//! `P` one of `bond`, `enemy-a` … `enemy-d` (the piece rolling: the target, for a dodge), `A`
//! one of `movement`, `quick_turn`, `double_back`, `force`, `force_dodge`, `mg_same_level`,
//! `mg_beneath`, `rockets`, `missiles`, `flamethrower`, `air_mines`, `dodge_rockets`,
//! `dodge_missiles`, and `W` true when the total is in the summary row's white area
//! (movement rolls are always white). Movement rolls add `"spaces":N`; machine-gun and rocket
//! rolls add `"range":R` (0 = same space); rolls aimed at a piece add `"target":P`. Other
//! events: `faced`, `moved`, `reversed`, `fell_back`, `ammo_used`, `hit`, `crashed`, `loses_turns`,
//! `turn_lost`, `turn_ended`, `game_over`.

use serde::{Deserialize, Serialize};

use super::piece::{PieceId, Weapon};
use super::summary::RollAction;
use crate::chase::{ChaseEvent, SpaceId};
use crate::core::game::{GameEvent, Outcome};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum YoltEvent {
    /// Setup: a piece was pointed toward an adjacent space.
    Faced { piece: PieceId, toward: SpaceId },
    /// A roll of two dice.
    Roll {
        piece: PieceId,
        action: RollAction,
        dice: [u8; 2],
        /// True when the total fell in the white area of the summary row.
        white: bool,
        /// Movement rolls: spaces to move.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spaces: Option<u8>,
        /// Machine-gun and rocket rolls: range in spaces (0 = same space).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        range: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<PieceId>,
        /// Plain-language result.
        result: String,
    },
    /// A piece flew one space.
    Moved {
        piece: PieceId,
        from: SpaceId,
        to: SpaceId,
        #[serde(default)]
        quick_turn: bool,
    },
    /// A Double Back turned a piece round.
    Reversed { piece: PieceId },
    /// A turn ended in a full space: the piece went back along its path to the last space
    /// where it may stop.
    FellBack {
        piece: PieceId,
        from: SpaceId,
        to: SpaceId,
    },
    /// One ammo box checked off.
    AmmoUsed {
        piece: PieceId,
        weapon: Weapon,
        left: u8,
    },
    /// Hit boxes checked off.
    Hit { piece: PieceId, hits: u8, left: u8 },
    /// A piece crashed and left the map.
    Crashed { piece: PieceId },
    /// A piece lost turns ("rest" = also the rest of the current turn).
    LosesTurns {
        piece: PieceId,
        turns: u8,
        rest: bool,
    },
    /// A piece sat out a turn it had lost.
    TurnLost { piece: PieceId },
    /// A piece's turn ended.
    TurnEnded { piece: PieceId },
    /// The game ended.
    GameOver { outcome: Outcome, text: String },
}

fn space_name(s: SpaceId) -> String {
    format!("space {s}")
}

impl GameEvent for YoltEvent {
    fn describe(&self) -> String {
        match self {
            YoltEvent::Faced { piece, toward } => {
                format!("{} faces toward {}.", piece.name(), space_name(*toward))
            }
            YoltEvent::Roll {
                piece,
                action,
                dice,
                target,
                result,
                ..
            } => {
                let t = target
                    .map(|t| format!(" at {}", t.name()))
                    .unwrap_or_default();
                format!(
                    "{} rolls {}+{}={} for {}{}: {}.",
                    piece.name(),
                    dice[0],
                    dice[1],
                    dice[0] + dice[1],
                    action.name(),
                    t,
                    result
                )
            }
            YoltEvent::Moved {
                piece,
                from,
                to,
                quick_turn,
            } => format!(
                "{} flies from {} to {}{}.",
                piece.name(),
                space_name(*from),
                space_name(*to),
                if *quick_turn { " (Quick Turn)" } else { "" }
            ),
            YoltEvent::Reversed { piece } => format!("{} turns right round.", piece.name()),
            YoltEvent::FellBack { piece, from, to } => format!(
                "{} may not stay in the full {}: it goes back to {}.",
                piece.name(),
                space_name(*from),
                space_name(*to)
            ),
            YoltEvent::AmmoUsed {
                piece,
                weapon,
                left,
            } => format!("{} fires {} ({} left).", piece.name(), weapon.name(), left),
            YoltEvent::Hit { piece, hits, left } => {
                let hits = match hits {
                    1 => "a hit".to_string(),
                    n => format!("{n} hits"),
                };
                let left = match left {
                    0 => "no hit boxes left".to_string(),
                    1 => "1 hit box left".to_string(),
                    n => format!("{n} hit boxes left"),
                };
                format!("{} takes {hits}; {left}.", piece.name())
            }
            YoltEvent::Crashed { piece } => format!("{} crashes!", piece.name()),
            YoltEvent::LosesTurns { piece, turns, rest } => match (rest, turns) {
                (true, _) => format!(
                    "{} loses the rest of this turn and all of the next.",
                    piece.name()
                ),
                (false, 1) => format!("{} loses the next turn.", piece.name()),
                (false, n) => format!("{} loses the next {} turns.", piece.name(), n),
            },
            YoltEvent::TurnLost { piece } => format!("{} sits out a lost turn.", piece.name()),
            YoltEvent::TurnEnded { piece } => match piece {
                PieceId::Bond => "Bond ends his turn.".to_string(),
                _ => format!("{} ends its turn.", piece.name()),
            },
            YoltEvent::GameOver { text, .. } => text.clone(),
        }
    }

    fn is_irreversible(&self) -> bool {
        matches!(self, YoltEvent::Roll { .. })
    }

    fn dice(&self) -> Option<Vec<u8>> {
        match self {
            YoltEvent::Roll { dice, .. } => Some(dice.to_vec()),
            _ => None,
        }
    }
}

impl From<ChaseEvent> for YoltEvent {
    fn from(e: ChaseEvent) -> Self {
        match e {
            ChaseEvent::Faced { piece, toward } => YoltEvent::Faced { piece, toward },
            ChaseEvent::LosesTurns { piece, turns, rest } => {
                YoltEvent::LosesTurns { piece, turns, rest }
            }
            ChaseEvent::TurnLost { piece } => YoltEvent::TurnLost { piece },
            ChaseEvent::TurnEnded { piece } => YoltEvent::TurnEnded { piece },
            ChaseEvent::GameOver { outcome, text } => YoltEvent::GameOver { outcome, text },
        }
    }
}
