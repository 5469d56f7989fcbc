//! Helpers for the You Only Live Twice tests (with the chase games' shared ones): positions
//! built by hand and map spots for each kind of shot.
#![allow(dead_code)]

pub use crate::chase_support::*;
use qbranch_engine::chase::validate::headings;
use qbranch_engine::chase::{Facing, Passage, SpaceId};
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::summary::RollAction;
use qbranch_engine::yolt::{Activation, Phase, PieceId, Weapon, Yolt, YoltEvent};

/// A new game with the standard sheet and setup done: every piece faces its first neighbour
/// and Bond is about to roll.
pub fn started() -> Yolt {
    crate::chase_support::started()
}

/// A position where only the listed pieces are on the map (the others crashed earlier), with
/// `active` flying, `remaining` spaces left.
pub fn position(pieces: &[(PieceId, SpaceId, Facing)], active: PieceId, remaining: u8) -> Yolt {
    let mut g = started();
    place(&mut g, pieces);
    g.phase = Phase::Moving {
        activation: Activation::new(active, remaining, g.at(active)),
    };
    g
}

/// The seat of a piece.
pub fn seat(p: PieceId) -> usize {
    p.side().seat()
}

/// The roll events among `events`.
pub fn rolls(events: &[YoltEvent]) -> Vec<(RollAction, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            YoltEvent::Roll {
                action,
                dice,
                white,
                ..
            } => Some((*action, dice[0] + dice[1], *white)),
            _ => None,
        })
        .collect()
}

/// A spot where `shooter` (Bond or an Enemy) in some space and heading can fire `weapon`
/// on the summary line `line` at `range`, at a target in the returned space.
pub fn find_shot(
    shooter: PieceId,
    target: PieceId,
    weapon: Weapon,
    line: RollAction,
    range: u8,
) -> Option<(SpaceId, Facing, SpaceId)> {
    let m = map();
    for (here, facing) in headings(m) {
        for t in 0..m.len() as SpaceId {
            let g = position(
                &[
                    (shooter, here, facing),
                    (target, t, Facing::toward(t, m.links(t)[0].to)),
                ],
                shooter,
                0,
            );
            if g.shots(shooter).iter().any(|s| {
                s.weapon == weapon && s.action == line && s.range == range && s.target == target
            }) {
                return Some((here, facing, t));
            }
        }
    }
    None
}

/// A heading for a piece in `space` (its first neighbour).
pub fn any_facing(space: SpaceId) -> Facing {
    let m = map();
    let to = m
        .links(space)
        .iter()
        .find(|l| l.passage() == Passage::Free)
        .unwrap()
        .to;
    Facing::toward(space, to)
}
