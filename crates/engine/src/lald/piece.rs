//! The five pieces: Bond's boat and the four Enemy boats A–D.

use serde::{Deserialize, Serialize};

use crate::chase::{Facing, SpaceId};

pub use crate::chase::piece::{PieceId, Side};

/// A boat on the map (or crashed off it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub id: PieceId,
    /// `None` once crashed (Enemy boats only: Bond's crash ends the game).
    pub space: Option<SpaceId>,
    /// `None` until chosen at setup.
    pub facing: Option<Facing>,
    /// Hits taken (Bond crashes at the third).
    pub hits: u8,
    /// Whole turns still to lose.
    pub lost_turns: u8,
}

impl Piece {
    pub fn alive(&self) -> bool {
        self.space.is_some()
    }
}
