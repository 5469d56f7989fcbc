//! The status sheet's hit boxes: every hit checks one off, and a piece whose last box is
//! checked crashes. How many boxes a piece has is the game's (You Only Live Twice: its
//! status sheet; Live and Let Die: Bond's three hits).

use super::piece::Piece;

/// Check off `hits` of the piece's `boxes` hit boxes (never more than it has): the boxes left.
pub fn check_off<K>(piece: &mut Piece<K>, hits: u8, boxes: u8) -> u8 {
    piece.hits = (piece.hits + hits).min(boxes);
    boxes - piece.hits
}
