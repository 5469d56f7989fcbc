//! `only_done` and `is_legal` checked against `legal` over random games.

use crate::ccg::action::CcgAction;
use crate::ccg::game::{Basic, CardGame, Ltk, RuleSet};
use crate::ccg::state::{Step, Table, Uid};
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

/// Damaged copies of `a`: one card named in it at a time replaced by a card that does not
/// exist (or a place that does not), as a damaged record may hold.
fn damaged(a: &CcgAction) -> Vec<CcgAction> {
    use CcgAction as A;
    let x = Uid(u16::MAX);
    match a.clone() {
        A::LayPlot { .. } => vec![A::LayPlot { card: x }],
        A::AdvancePlot { .. } => vec![A::AdvancePlot { card: x }],
        A::Recruit { .. } => vec![A::Recruit { card: x }],
        A::Discard { .. } => vec![A::Discard { card: x }],
        A::Draw { .. } => vec![A::Draw {
            from_plot_pile: u8::MAX,
        }],
        A::Start {
            mission,
            villain,
            bond,
        } => vec![
            A::Start {
                mission: Some(x),
                villain,
                bond,
            },
            A::Start {
                mission,
                villain: Some(x),
                bond,
            },
            A::Start {
                mission,
                villain,
                bond: Some(x),
            },
        ],
        A::Subplot { card, onto } => {
            vec![A::Subplot { card: x, onto }, A::Subplot { card, onto: x }]
        }
        A::Connect {
            card,
            main,
            at,
            face_up,
        } => vec![
            A::Connect {
                card: x,
                main,
                at,
                face_up,
            },
            A::Connect {
                card,
                main: Some(u8::MAX),
                at,
                face_up,
            },
            A::Connect {
                card,
                main,
                at: u8::MAX,
                face_up,
            },
        ],
        A::GiveQ { card, to } => vec![A::GiveQ { card: x, to }, A::GiveQ { card, to: x }],
        A::PlayIntrigue { card, target, by } => vec![
            A::PlayIntrigue {
                card: x,
                target,
                by,
            },
            A::PlayIntrigue {
                card,
                target: Some(x),
                by,
            },
            A::PlayIntrigue {
                card,
                target,
                by: Some(x),
            },
        ],
        A::HenchmanAttack {
            assailant,
            target,
            by_cv,
        } => vec![
            A::HenchmanAttack {
                assailant: x,
                target,
                by_cv,
            },
            A::HenchmanAttack {
                assailant,
                target: x,
                by_cv,
            },
        ],
        A::Assign {
            agent,
            companion,
            plot,
        } => vec![
            A::Assign {
                agent: x,
                companion,
                plot,
            },
            A::Assign {
                agent,
                companion: Some(x),
                plot,
            },
            A::Assign {
                agent,
                companion,
                plot: x,
            },
        ],
        A::MoveQ { card, to } => vec![A::MoveQ { card: x, to }, A::MoveQ { card, to: x }],
        A::ExchangeQ { a, b } => vec![A::ExchangeQ { a: x, b }, A::ExchangeQ { a, b: x }],
        A::UseInPlace { card, target } => vec![
            A::UseInPlace { card: x, target },
            A::UseInPlace { card, target: x },
        ],
        A::Pass | A::Done => Vec::new(),
    }
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
