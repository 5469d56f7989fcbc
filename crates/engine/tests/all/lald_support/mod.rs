//! Helpers for the Live and Let Die tests (with the chase games' shared ones): positions built
//! by hand, cards given, and map spots.
#![allow(dead_code)]

pub use crate::chase_support::*;
use qbranch_engine::chase::validate::headings;
use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::lald::map::{map, start, LaldLine, FORWARD};
use qbranch_engine::lald::{Activation, CardId, Lald, Phase, PieceId, CARDS};

/// A new game (seed 1) with the facings chosen: Bond is about to roll.
pub fn started() -> Lald {
    crate::chase_support::started()
}

/// A position with only the listed pieces on the map and `active` moving with `remaining`
/// spaces to go; hands emptied (tests give cards explicitly). Bond, when not listed, waits at
/// End's far side (his start space): without him on the water the Enemy would have won.
pub fn position(pieces: &[(PieceId, SpaceId, Facing)], active: PieceId, remaining: u8) -> Lald {
    let mut g = started();
    let home = start("Bond");
    let bond = (
        PieceId::Bond,
        home,
        Facing::toward(home, map().links(home)[0].to),
    );
    let listed = pieces.iter().any(|p| p.0 == PieceId::Bond);
    let all: Vec<_> = (!listed)
        .then_some(bond)
        .into_iter()
        .chain(pieces.iter().copied())
        .collect();
    place(&mut g, &all);
    let spare: Vec<_> = g.cards.hands.iter_mut().flat_map(std::mem::take).collect();
    g.cards.deck.extend(spare);
    g.phase = Phase::Moving {
        activation: Activation::new(active, remaining),
    };
    g
}

/// Put a card (by index) into a side's hand, taking it from wherever it is.
pub fn give(g: &mut Lald, seat: usize, card: u8) {
    let c = CardId(card);
    for h in g.cards.hands.iter_mut() {
        h.retain(|x| *x != c);
    }
    g.cards.deck.retain(|x| *x != c);
    g.cards.discard.retain(|x| *x != c);
    g.cards.hands[seat].push(c);
}

/// The first card index of a given name.
pub fn card_named(name: &str) -> u8 {
    CARDS
        .iter()
        .position(|c| c.name == name)
        .unwrap_or_else(|| panic!("no card {name}")) as u8
}

/// Every heading (space, facing) on the map.
pub fn all_headings() -> Vec<(SpaceId, Facing)> {
    headings(map())
}

/// A heading from which a piece may try a manoeuvre of `kind` (a Quick Turn along an arrow,
/// or a Jump) to some space, with `remaining` spaces: (here, facing, to).
pub fn manoeuvre_spot(kind: LaldLine) -> (SpaceId, Facing, SpaceId) {
    for (here, facing) in all_headings() {
        for l in FORWARD.special_moves(map(), here, facing) {
            if l.kind == kind {
                return (here, facing, l.to);
            }
        }
    }
    panic!("no {kind:?} spot on the map")
}
