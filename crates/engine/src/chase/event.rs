//! The events the shared turn machinery writes: each game's own event type takes them in
//! (`From<ChaseEvent>`) under its own names, so its log and JSON stay its own.

use super::map::SpaceId;
use super::piece::PieceId;
use crate::core::game::Outcome;

#[derive(Clone, Debug, PartialEq)]
pub enum ChaseEvent {
    /// Setup: a piece was pointed toward an adjacent space.
    Faced { piece: PieceId, toward: SpaceId },
    /// A piece lost turns (`rest`: also the rest of the current turn).
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
