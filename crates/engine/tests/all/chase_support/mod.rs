//! Helpers both chase games' tests use: dice forced through the state's own RNG (a seed whose
//! next rolls are the ones wanted), a game past its setup, pieces placed by hand, and actions
//! applied by whoever must act.
#![allow(dead_code)]

use qbranch_engine::chase::piece::PieceId;
use qbranch_engine::chase::{Chase, Facing, Phase, Rules, SpaceId};
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
pub fn force_totals<G: Game>(g: &mut G, totals: &[u8]) {
    let rolls: Vec<[u8; 2]> = totals.iter().map(|&t| dice_for(t)).collect();
    *g.rng_mut() = Rng::new(seed_for(&rolls));
}

/// A new game (seed 1) with the default setup and the facings chosen (each piece faces its
/// first choice): Bond is about to roll.
pub fn started<R: Rules>() -> Chase<R>
where
    Chase<R>: Game,
{
    let setup = Chase::<R>::setup_for_players(2).unwrap();
    let mut g = Chase::<R>::new(&setup, 1).unwrap();
    while g.phase == Phase::Setup {
        let seat = g.to_act().unwrap();
        let a = g.legal_actions(seat)[0].clone();
        g.apply(seat, &a).unwrap();
    }
    g
}

/// Only the listed pieces on the map, where they are listed (the others off it).
pub fn place<R: Rules>(g: &mut Chase<R>, pieces: &[(PieceId, SpaceId, Facing)]) {
    for p in g.pieces.iter_mut() {
        p.space = None;
        p.facing = None;
    }
    for &(id, space, facing) in pieces {
        let p = g.piece_mut(id);
        p.space = Some(space);
        p.facing = Some(facing);
    }
}

/// Apply an action by whoever must act, panicking with the legal actions if it is refused.
pub fn act<G: Game>(g: &mut G, a: G::Action) -> Vec<G::Event> {
    let seat = g.to_act().expect("someone acts");
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} refused: {e}; legal: {:?}", g.legal_actions(seat)))
}

/// Actions legal for the seat to act.
pub fn legal<G: Game>(g: &G) -> Vec<G::Action> {
    g.legal_actions(g.to_act().expect("someone to act"))
}
