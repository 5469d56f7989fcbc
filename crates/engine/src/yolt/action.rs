//! Actions: what a seat can do at one decision.

use serde::{Deserialize, Serialize};

use super::piece::{PieceId, Weapon};
use crate::chase::SpaceId;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Fly a route of forward steps in one go: the spaces entered, in order. Offered where
    /// exactly one run of legal steps reaches the last of them (see `chase::route`).
    Fly { path: Vec<SpaceId> },
}
