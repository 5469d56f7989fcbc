//! `only_done` and `is_legal` checked against `legal` over random games.

use crate::ccg::action::CcgAction;
use crate::ccg::game::{Basic, CardGame, Ltk, RuleSet};
use crate::ccg::state::{Step, Table};
use crate::core::game::Game;
use crate::core::rng::Rng;

/// `only_done` answers exactly whether `legal` is Done alone, for every seat at every
/// decision of random games of both rule sets at every table size, and in every step
/// with no window open (as a step is entered: a decision never offers Done alone, since
/// entering such a step passes it at once).
fn only_done_agrees<R: RuleSet>() {
    let steps = Step::ALL;
    let mut done_only = 0;
    for players in 2..=4 {
        let setup = CardGame::<R>::setup_for_players(players).expect("setup");
        for seed in 1..=6u64 {
            let mut g = CardGame::<R>::new(&setup, seed).expect("new");
            let mut rng = Rng::new(seed);
            while let Some(seat) = g.to_act() {
                let t: &Table = &g;
                let mut entered = vec![t.clone()];
                for step in steps {
                    let mut e = t.clone();
                    e.window = None;
                    e.turn.step = step;
                    entered.push(e);
                }
                for e in &entered {
                    for s in 0..e.n() {
                        let alone = e.legal(s) == vec![CcgAction::Done];
                        assert_eq!(e.only_done(s), alone, "seed {seed}, seat {s}");
                        done_only += usize::from(alone);
                    }
                }
                let legal = g.legal_actions(seat);
                let a = rng.choose(&legal).expect("a legal action").clone();
                g.apply_unchecked(seat, &a).expect("legal");
            }
        }
    }
    assert!(done_only > 1_000, "Done alone only {done_only} times");
}

/// Damaged copies of `a`: each card or place named in it (a number, or none) replaced in
/// turn by one that does not exist, as a damaged record may hold: a card by `u16::MAX`, a
/// place (which does not take that) by `u8::MAX`.
fn damaged(a: &CcgAction) -> Vec<CcgAction> {
    let json = serde_json::to_value(a).expect("an action serializes");
    let fields = json.as_object().expect("an action is an object");
    let mut out = Vec::new();
    for (key, value) in fields {
        if key == "type" || value.is_boolean() {
            continue;
        }
        for bad in [u64::from(u16::MAX), u64::from(u8::MAX)] {
            let mut d = json.clone();
            d[key] = bad.into();
            if let Ok(d) = serde_json::from_value(d) {
                out.push(d);
                break;
            }
        }
    }
    out
}

/// `is_legal` refuses, without a panic, an action naming a card that does not exist (it
/// looks a card up only once it is found in hand): every legal action of random games of
/// both rule sets, damaged one card at a time.
fn damaged_actions_are_refused<R: RuleSet>() {
    let mut refused = 0;
    for players in 2..=4 {
        let setup = CardGame::<R>::setup_for_players(players).expect("setup");
        for seed in 1..=3u64 {
            let mut g = CardGame::<R>::new(&setup, seed).expect("new");
            let mut rng = Rng::new(seed);
            while let Some(seat) = g.to_act() {
                let t: &Table = &g;
                let legal = t.legal(seat);
                for d in legal.iter().flat_map(damaged) {
                    assert!(!t.is_legal(seat, &d), "seed {seed}: {d:?}");
                    refused += 1;
                }
                let a = rng.choose(&legal).expect("a legal action").clone();
                g.apply_unchecked(seat, &a).expect("legal");
            }
        }
    }
    assert!(refused > 10_000, "only {refused} damaged actions");
}

#[test]
fn damaged_actions_are_refused_not_a_panic() {
    damaged_actions_are_refused::<Basic>();
    damaged_actions_are_refused::<Ltk>();
}

#[test]
fn only_done_agrees_with_legal() {
    only_done_agrees::<Basic>();
    only_done_agrees::<Ltk>();
}
