//! Actions: what a seat can do at one decision.

use serde::Serialize;

use crate::core::tagged::{self, Fields};

use super::piece::{PieceId, Weapon};
use crate::chase::SpaceId;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum YoltAction {
    /// Setup: point `piece` toward the adjacent space `toward` (Enemy A–D in order, then Bond).
    Face { piece: PieceId, toward: SpaceId },
    /// Start a piece's turn by rolling for movement; for the Enemy this also chooses which
    /// helicopter goes next.
    RollMovement { piece: PieceId },
    /// Fly one space forward to the adjacent space `to`.
    Step { to: SpaceId },
    /// Try a Quick Turn along the Quick Turn line to `to` (a dice roll).
    QuickTurn { to: SpaceId },
    /// Try to Double Back (a dice roll).
    DoubleBack,
    /// Fire `weapon` at `target` (Air Mines are dropped this way too).
    Fire { weapon: Weapon, target: PieceId },
    /// Try to Force the opposing piece sharing this space.
    Force { target: PieceId },
    /// Roll the dodge the opponent's action calls for (Force Dodge, Dodge Rockets, Dodge
    /// Missiles), in the opponent's turn.
    Dodge,
    /// End this piece's turn: allowed once it has moved as far as it can.
    EndMove,
}

const VARIANTS: &[&str] = &[
    "face",
    "roll_movement",
    "step",
    "quick_turn",
    "double_back",
    "fire",
    "force",
    "dodge",
    "end_move",
];

// Read as they are written, by `core::tagged` (and a record's moves by `core::moves`).
tagged::tagged_by_type!(YoltAction, VARIANTS, build);

fn build(f: &Fields<'_>) -> Result<YoltAction, serde_json::Error> {
    use YoltAction::*;
    Ok(match f.tag() {
        "face" => Face {
            piece: f.req("piece")?,
            toward: f.req("toward")?,
        },
        "roll_movement" => RollMovement {
            piece: f.req("piece")?,
        },
        "step" => Step { to: f.req("to")? },
        "quick_turn" => QuickTurn { to: f.req("to")? },
        "double_back" => DoubleBack,
        "fire" => Fire {
            weapon: f.req("weapon")?,
            target: f.req("target")?,
        },
        "force" => Force {
            target: f.req("target")?,
        },
        "dodge" => Dodge,
        "end_move" => EndMove,
        _ => return Err(f.unknown(VARIANTS)),
    })
}
