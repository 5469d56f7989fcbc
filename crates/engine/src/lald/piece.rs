//! The five pieces: Bond's boat and the four Enemy boats A–D.

pub use crate::chase::piece::{PieceId, Side};

/// A boat on the map (or crashed off it; Bond's crash ends the game), with the hits it has
/// taken (Bond crashes at the third). Live and Let Die keeps nothing else on a piece.
pub type Piece = crate::chase::piece::Piece<()>;
