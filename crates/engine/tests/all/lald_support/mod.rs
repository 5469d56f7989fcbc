//! Helpers for the Live and Let Die tests: positions built by hand, dice forced through the
//! state's own RNG (a seed whose next rolls are the ones wanted), and map spots.
#![allow(dead_code)]

use qbranch_engine::chase::validate::headings;
use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::lald::map::{map, LaldLine, FORWARD};
use qbranch_engine::lald::{Activation, Lald, LaldAction, LaldEvent, LaldSetup, Phase, PieceId};
use qbranch_engine::{Game, Rng};

/// Two dice with total `t`.
pub fn dice_for(t: u8) -> [u8; 2] {
    let a = (t - 1).min(6);
    [a, t - a]
}

/// A seed whose generator rolls exactly `rolls` (2d6 each) first.
pub fn seed_for(rolls: &[[u8; 2]]) -> u64 {
    (0u64..)
        .find(|&s| {
            let mut r = Rng::new(s);
            rolls.iter().all(|want| r.roll_2d6() == *want)
        })
        .expect("some seed rolls these dice")
}

/// Make the next rolls of `g` have these totals.
pub fn force_totals(g: &mut Lald, totals: &[u8]) {
    let rolls: Vec<[u8; 2]> = totals.iter().map(|&t| dice_for(t)).collect();
    *g.rng_mut() = Rng::new(seed_for(&rolls));
}

/// A new game (seed 1) with the facings chosen (each piece faces its first choice): Bond is
/// about to roll.
pub fn started() -> Lald {
    let mut g = Lald::new(&LaldSetup::default(), 1).unwrap();
    while g.phase == Phase::Setup {
        let seat = g.to_act().unwrap();
        let a = g.legal_actions(seat)[0].clone();
        g.apply(seat, &a).unwrap();
    }
    g
}

/// A position with only the listed pieces on the map and `active` moving with `remaining`
/// spaces to go; hands emptied (tests give cards explicitly). Bond, when not listed, waits at
/// End's far side (his start space): without him on the water the Enemy would have won.
pub fn position(pieces: &[(PieceId, SpaceId, Facing)], active: PieceId, remaining: u8) -> Lald {
    let mut g = started();
    for p in g.pieces.iter_mut() {
        p.space = None;
        p.facing = None;
    }
    if !pieces.iter().any(|p| p.0 == PieceId::Bond) {
        let home = qbranch_engine::lald::map::start("Bond");
        let toward = map().links(home)[0].to;
        g.pieces[0].space = Some(home);
        g.pieces[0].facing = Some(Facing::toward(home, toward));
    }
    for &(id, space, facing) in pieces {
        let p = &mut g.pieces[id.index()];
        p.space = Some(space);
        p.facing = Some(facing);
    }
    let spare: Vec<_> = g.hands.iter_mut().flat_map(std::mem::take).collect();
    g.deck.extend(spare);
    g.phase = Phase::Moving {
        activation: Activation::new(active, remaining),
    };
    g
}

/// Put a card (by index) into a side's hand, taking it from wherever it is.
pub fn give(g: &mut Lald, seat: usize, card: u8) {
    let c = qbranch_engine::lald::CardId(card);
    for h in g.hands.iter_mut() {
        h.retain(|x| *x != c);
    }
    g.deck.retain(|x| *x != c);
    g.discard.retain(|x| *x != c);
    g.hands[seat].push(c);
}

/// The first card index of a given name.
pub fn card_named(name: &str) -> u8 {
    qbranch_engine::lald::CARDS
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

/// Apply and return the events, panicking with plain words on an illegal action.
pub fn play(g: &mut Lald, a: LaldAction) -> Vec<LaldEvent> {
    let seat = g.to_act().expect("someone to act");
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

/// Actions legal for the seat to act.
pub fn legal(g: &Lald) -> Vec<LaldAction> {
    g.legal_actions(g.to_act().expect("someone to act"))
}
