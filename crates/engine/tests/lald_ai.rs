//! The computer player's judgement: its position value follows the goal of each side, and it
//! picks a winning move when one is there.

mod lald_support;

use lald_support::*;
use qbranch_engine::ai::{choose_action, Level};
use qbranch_engine::chase::Facing;
use qbranch_engine::lald::map::{end_space, map, FORWARD};
use qbranch_engine::lald::{Lald, LaldAction, PieceId};
use qbranch_engine::{Game, Rng};

fn bond_value(g: &Lald) -> f64 {
    g.evaluate().expect("a value")[0]
}

#[test]
fn bond_values_being_nearer_end_and_unhurt() {
    let far = started();
    let mut near = far.clone();
    let end = end_space();
    let river = map().links(end)[0].to;
    near.pieces[0].space = Some(river);
    near.pieces[0].facing = Some(Facing::toward(river, end));
    assert!(bond_value(&near) > bond_value(&far));
    let mut hurt = far.clone();
    hurt.pieces[0].hits = 2;
    assert!(bond_value(&hurt) < bond_value(&far));
}

#[test]
fn the_computer_takes_bond_to_end_when_it_can() {
    let end = end_space();
    let (here, facing) = all_headings()
        .into_iter()
        .find(|&(h, f)| h != end && FORWARD.free_moves(map(), h, f).any(|l| l.to == end))
        .expect("a heading toward End");
    let g = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 4);
    assert!(legal(&g).contains(&LaldAction::Step { to: end }));
    let cfg = Lald::ai_config(Level::Normal);
    let mut rng = Rng::new(3);
    let (a, _) = choose_action(&g, 0, &cfg, &mut rng, None).expect("a choice");
    assert_eq!(a, LaldAction::Step { to: end });
}
