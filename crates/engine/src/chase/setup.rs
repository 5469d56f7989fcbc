//! Setup: the pieces are pointed one by one, Enemy A–D in order, then Bond, each toward a
//! space joined to its own; then Bond's first turn begins.

use super::event::ChaseEvent;
use super::facing::Facing;
use super::game::illegal;
use super::line::LineKind;
use super::map::{ChaseMap, SpaceId};
use super::piece::PieceId;
use super::state::{Chase, Rules};
use super::turns::start_bond_turn;
use crate::core::error::ActionError;

/// The facings to choose from now: the next piece to face, toward each space it may face.
pub fn choices<R: Rules, K: LineKind>(g: &Chase<R>, map: &ChaseMap<K>) -> Vec<(PieceId, SpaceId)> {
    let Some(piece) = g.next_to_face() else {
        return Vec::new();
    };
    let Some(here) = g.piece(piece).space else {
        return Vec::new();
    };
    map.free_neighbours(here)
        .into_iter()
        .map(|toward| (piece, toward))
        .collect()
}

/// Point `piece` toward the adjacent space `toward`; once every piece faces somewhere, Bond's
/// first turn begins.
pub fn face<R: Rules>(
    g: &mut Chase<R>,
    piece: PieceId,
    toward: SpaceId,
    ev: &mut Vec<R::Event>,
) -> Result<(), ActionError> {
    let here = g.piece(piece).space.ok_or_else(|| illegal("crashed"))?;
    g.piece_mut(piece).facing = Some(Facing::toward(here, toward));
    ev.push(ChaseEvent::Faced { piece, toward }.into());
    if g.next_to_face().is_none() {
        start_bond_turn(g, ev);
    }
    Ok(())
}
