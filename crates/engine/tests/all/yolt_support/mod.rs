//! Helpers for the You Only Live Twice tests: build positions, force dice through the state's
//! own RNG (by finding a seed whose next rolls are the ones wanted) and find map spots for
//! each kind of shot.
#![allow(dead_code)]

use qbranch_engine::chase::validate::headings;
use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::summary::RollAction;
use qbranch_engine::yolt::{
    Activation, Phase, PieceId, Weapon, Yolt, YoltAction, YoltEvent, YoltSetup,
};
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
pub fn force_totals(g: &mut Yolt, totals: &[u8]) {
    let rolls: Vec<[u8; 2]> = totals.iter().map(|&t| dice_for(t)).collect();
    *g.rng_mut() = Rng::new(seed_for(&rolls));
}

/// A new game with the standard sheet and setup done: every piece faces its first neighbour
/// and Bond is about to roll.
pub fn started() -> Yolt {
    let mut g = Yolt::new(&YoltSetup::default(), 1).unwrap();
    while g.phase == Phase::Setup {
        let seat = g.to_act().unwrap();
        let a = g.legal_actions(seat)[0].clone();
        g.apply(seat, &a).unwrap();
    }
    g
}

/// A position where only the listed pieces are on the map (the others crashed earlier), with
/// `active` flying, `remaining` spaces left.
pub fn position(pieces: &[(PieceId, SpaceId, Facing)], active: PieceId, remaining: u8) -> Yolt {
    let mut g = started();
    for p in g.pieces.iter_mut() {
        p.space = None;
        p.facing = None;
    }
    for &(id, space, facing) in pieces {
        let p = &mut g.pieces[id.index()];
        p.space = Some(space);
        p.facing = Some(facing);
    }
    g.phase = Phase::Moving {
        activation: Activation::new(
            active,
            remaining,
            g.pieces[active.index()]
                .space
                .zip(g.pieces[active.index()].facing),
        ),
    };
    g
}

/// The seat of a piece.
pub fn seat(p: PieceId) -> usize {
    p.side().seat()
}

/// Apply an action by whoever must act.
pub fn act(g: &mut Yolt, a: YoltAction) -> Vec<YoltEvent> {
    let seat = g.to_act().expect("someone acts");
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} refused: {e}; legal: {:?}", g.legal_actions(seat)))
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
        .find(|l| l.passage() == qbranch_engine::chase::Passage::Free)
        .unwrap()
        .to;
    Facing::toward(space, to)
}
