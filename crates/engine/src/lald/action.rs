//! Actions: what a seat can do at one decision. An action card is played by naming it on the
//! action it improves (`card`).

use serde::Serialize;

use crate::core::tagged::{self, Fields};

use super::cards::CardId;
use super::piece::PieceId;
use crate::chase::SpaceId;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LaldAction {
    /// Setup: point `piece` toward the connected space `toward` (Enemy A–D, then Bond).
    Face { piece: PieceId, toward: SpaceId },
    /// Start a piece's turn by rolling for movement; for the Enemy this also chooses which
    /// boat goes next.
    RollMovement { piece: PieceId },
    /// Move one space forward along a Normal line (or a Quick Turn line against its arrow).
    Step { to: SpaceId },
    /// Try a Quick Turn along the arrowed line to `to`.
    QuickTurn {
        to: SpaceId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
    },
    /// Try a Double Back.
    DoubleBack {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
    },
    /// Try a Jump along the Jump line to `to`.
    Jump {
        to: SpaceId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
    },
    /// Try to Force the opposing piece sharing this space.
    Force {
        target: PieceId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
    },
    /// Enemy only: a Fire Attack on Bond.
    Fire {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
    },
    /// Play a Pursue/Flee card or a special card (`target` for the Roadblock).
    PlayCard {
        card: CardId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<PieceId>,
    },
    /// Roll the Force Dodge the opponent's Force calls for.
    ForceDodge,
    /// End this piece's turn: allowed once it has moved its full count, or stands in a space
    /// it entered that holds an opposing piece, or cannot move on.
    EndMove,
    /// Draw one card (hand below 4).
    Draw,
    /// Discard `card` face down, then draw one (hand of 4).
    DiscardAndDraw { card: CardId },
    /// Draw nothing this turn.
    NoDraw,
}

const VARIANTS: &[&str] = &[
    "face",
    "roll_movement",
    "step",
    "quick_turn",
    "double_back",
    "jump",
    "force",
    "fire",
    "play_card",
    "force_dodge",
    "end_move",
    "draw",
    "discard_and_draw",
    "no_draw",
];

// Read as they are written, by `core::tagged` (and a record's moves by `core::moves`).
tagged::tagged_by_type!(LaldAction, VARIANTS, build);

fn build(f: &Fields<'_>) -> Result<LaldAction, serde_json::Error> {
    use LaldAction::*;
    Ok(match f.tag() {
        "face" => Face {
            piece: f.req("piece")?,
            toward: f.req("toward")?,
        },
        "roll_movement" => RollMovement {
            piece: f.req("piece")?,
        },
        "step" => Step { to: f.req("to")? },
        "quick_turn" => QuickTurn {
            to: f.req("to")?,
            card: f.opt("card")?,
        },
        "double_back" => DoubleBack {
            card: f.opt("card")?,
        },
        "jump" => Jump {
            to: f.req("to")?,
            card: f.opt("card")?,
        },
        "force" => Force {
            target: f.req("target")?,
            card: f.opt("card")?,
        },
        "fire" => Fire {
            card: f.opt("card")?,
        },
        "play_card" => PlayCard {
            card: f.req("card")?,
            target: f.opt("target")?,
        },
        "force_dodge" => ForceDodge,
        "end_move" => EndMove,
        "draw" => Draw,
        "discard_and_draw" => DiscardAndDraw {
            card: f.req("card")?,
        },
        "no_draw" => NoDraw,
        _ => return Err(f.unknown(VARIANTS)),
    })
}
