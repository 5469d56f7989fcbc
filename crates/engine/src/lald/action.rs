//! Actions: what a seat can do at one decision. An action card is played by naming it on the
//! action it improves (`card`).

use serde::{Deserialize, Serialize};

use super::cards::CardId;
use super::piece::PieceId;
use crate::chase::SpaceId;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Move along a route of forward steps in one go: the spaces entered, in order. Offered
    /// where exactly one run of legal steps reaches the last of them (see `chase::route`).
    Fly { path: Vec<SpaceId> },
}
