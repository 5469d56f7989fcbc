//! Every printed rule of Live and Let Die, each test quoting the sentence it enforces
//! (live-and-let-die.txt, with its section).

use crate::lald_support;

use lald_support::*;
use qbranch_engine::chase::{Facing, Passage};
use qbranch_engine::lald::cards::CardId;
use qbranch_engine::lald::fire::fire_range;
use qbranch_engine::lald::map::{end_space, map, start, LaldLine, FORWARD};
use qbranch_engine::lald::summary::RollAction;
use qbranch_engine::lald::{
    Lald, LaldAction, LaldEvent, LaldSetup, Phase, PieceId, Side, HAND_LIMIT,
};
use qbranch_engine::{Game, Outcome};

/// An ordinary heading with a free way on for some steps, far from End.
fn open_water() -> (u8, Facing) {
    (10, Facing::arrived(9, 10))
}

// Set Up: "place them on the map in the Spaces marked (A, B, C, and D for the Enemy pieces,
// and the Space marked Bond for the Bond piece) … shuffle … and deal four cards to each
// player. Place the rest of the deck face-down".
#[test]
fn setup_places_the_boats_and_deals_four_cards_each() {
    let g = Lald::new(&LaldSetup::default(), 7).unwrap();
    for p in PieceId::ALL {
        assert_eq!(g.piece(p).space, Some(start(p.start_label())));
        assert_eq!(g.piece(p).facing, None);
    }
    assert_eq!(g.cards.hands[0].len(), 4);
    assert_eq!(g.cards.hands[1].len(), 4);
    assert_eq!(g.cards.deck.len(), 32 - 8);
    assert!(g.cards.discard.is_empty());
    let other = Lald::new(&LaldSetup::default(), 8).unwrap();
    assert_ne!(
        g.cards.deck, other.cards.deck,
        "the deck is shuffled from the seed"
    );
}

// Movement: "At the beginning of the game, you can point your pieces in any direction, as long
// as they are pointed toward another Space."
#[test]
fn setup_facings_point_toward_connected_spaces() {
    let g = Lald::new(&LaldSetup::default(), 1).unwrap();
    let acts = g.legal_actions(1);
    assert!(!acts.is_empty());
    for a in acts {
        let LaldAction::Face { piece, toward } = a else {
            panic!("setup offers only facings: {a:?}");
        };
        assert_eq!(piece, PieceId::EnemyA);
        assert!(map().link(g.piece(piece).space.unwrap(), toward).is_some());
    }
}

// How to Play, steps 1–6: Bond rolls and moves, may draw; then the Enemy, boat by boat, "Each
// piece must complete Steps 4 and 5 before another begins"; then the Enemy may draw.
#[test]
fn the_turn_runs_through_steps_one_to_six() {
    let mut g = started();
    assert_eq!(g.phase, Phase::BondToRoll);
    act(
        &mut g,
        LaldAction::RollMovement {
            piece: PieceId::Bond,
        },
    );
    let mut guard = 0;
    while matches!(g.phase, Phase::Moving { .. } | Phase::Dodge { .. }) {
        let acts = legal(&g);
        let a = acts
            .iter()
            .find(|a| matches!(a, LaldAction::Step { .. } | LaldAction::EndMove))
            .cloned()
            .unwrap_or_else(|| acts[0].clone());
        act(&mut g, a);
        guard += 1;
        assert!(guard < 100, "Bond's move never ends");
    }
    assert_eq!(g.phase, Phase::Draw { side: Side::Bond });
    act(&mut g, LaldAction::NoDraw);
    assert_eq!(g.phase, Phase::EnemyToChoose);
    act(
        &mut g,
        LaldAction::RollMovement {
            piece: PieceId::EnemyC,
        },
    );
    // While Enemy C moves, no other boat may start.
    assert!(legal(&g)
        .iter()
        .all(|a| !matches!(a, LaldAction::RollMovement { .. })));
    let mut moved = 1;
    let mut guard = 0;
    while g.phase != (Phase::Draw { side: Side::Enemy }) && g.outcome.is_none() {
        let acts = legal(&g);
        let a = acts
            .iter()
            .find(|a| {
                matches!(
                    a,
                    LaldAction::Step { .. } | LaldAction::EndMove | LaldAction::ForceDodge
                )
            })
            .cloned()
            .unwrap_or_else(|| acts[0].clone());
        if matches!(a, LaldAction::RollMovement { .. }) {
            moved += 1;
        }
        act(&mut g, a);
        guard += 1;
        assert!(guard < 400, "the Enemy phase never ends");
    }
    assert!(g.outcome.is_some() || moved == 4, "{moved} boats moved");
    if g.outcome.is_none() {
        act(&mut g, LaldAction::NoDraw);
        assert_eq!(g.phase, Phase::BondToRoll);
    }
}

// How to Play, step 1: "The dice roll is a 4 (a 1 and a 3); the number on the "Movement" line
// under a die roll of 4 is 6."
#[test]
fn bond_moves_six_spaces_on_a_roll_of_four() {
    let mut g = started();
    force_totals(&mut g, &[4]);
    let ev = act(
        &mut g,
        LaldAction::RollMovement {
            piece: PieceId::Bond,
        },
    );
    assert!(ev.iter().any(|e| matches!(
        e,
        LaldEvent::Roll {
            action: RollAction::Movement,
            spaces: Some(6),
            ..
        }
    )));
    assert_eq!(g.activation().unwrap().remaining, 6);
}

// Movement: "Unless you enter a Space containing an opposing piece, you must always move your
// piece as far as your movement dice roll calls for".
#[test]
fn a_boat_must_move_its_full_count() {
    let (here, facing) = open_water();
    let mut g = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 3);
    for _ in 0..3 {
        let acts = legal(&g);
        assert!(
            !acts.contains(&LaldAction::EndMove),
            "stopping early: {acts:?}"
        );
        let to = acts
            .iter()
            .find_map(|a| match a {
                LaldAction::Step { to } => Some(*to),
                _ => None,
            })
            .expect("a step");
        act(&mut g, LaldAction::Step { to });
    }
    // Count used: the move ends by itself and Bond reaches his draw step.
    assert_eq!(g.phase, Phase::Draw { side: Side::Bond });
}

// Movement: "you can end your movement in a Space containing an opposing piece."
#[test]
fn a_boat_may_stop_on_entering_an_opposing_piece() {
    let (here, facing) = open_water();
    let g0 = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 5);
    let LaldAction::Step { to } = legal(&g0)[0] else {
        panic!("a step first");
    };
    let mut g = position(
        &[
            (PieceId::Bond, here, facing),
            (PieceId::EnemyA, to, Facing::toward(to, here)),
        ],
        PieceId::Bond,
        5,
    );
    act(&mut g, LaldAction::Step { to });
    assert!(legal(&g).contains(&LaldAction::EndMove));
    act(&mut g, LaldAction::EndMove);
    assert_eq!(g.piece(PieceId::Bond).space, Some(to));
    assert_eq!(g.phase, Phase::Draw { side: Side::Bond });
}

// Movement: "your piece can only move forward — in the direction of the front of the boat".
#[test]
fn steps_only_go_forward() {
    for (here, facing) in all_headings().into_iter().take(60) {
        if here == end_space() {
            continue;
        }
        let g = position(&[(PieceId::EnemyA, here, facing)], PieceId::EnemyA, 2);
        for a in legal(&g) {
            if let LaldAction::Step { to } = a {
                let link = map().link(here, to).unwrap();
                assert!(
                    facing.heading(map()).turn_deg(link.dir) <= FORWARD.max_turn_deg,
                    "{here}->{to} is not ahead"
                );
            }
        }
    }
}

fn manoeuvre_position(kind: LaldLine, action: fn(u8) -> LaldAction) -> (Lald, u8, u8) {
    for (here, facing) in all_headings() {
        if here == end_space() {
            continue;
        }
        let g = position(&[(PieceId::EnemyA, here, facing)], PieceId::EnemyA, 4);
        for l in FORWARD.special_moves(map(), here, facing) {
            if l.kind == kind && legal(&g).contains(&action(l.to)) {
                return (g, here, l.to);
            }
        }
    }
    panic!("no spot for a {kind:?}");
}

fn qt(to: u8) -> LaldAction {
    LaldAction::QuickTurn { to, card: None }
}
fn jump(to: u8) -> LaldAction {
    LaldAction::Jump { to, card: None }
}

// Movement: "To move from one Space to another connected by a Quick Turn (blue with arrowhead)
// line in the direction of the arrowhead, you must perform a Quick Turn Action; you do not
// need a Quick Turn to go in the direction the arrow is not facing."
#[test]
fn quick_turn_lines_need_a_quick_turn_only_along_the_arrow() {
    let (mut g, here, to) = manoeuvre_position(LaldLine::QuickTurn, qt);
    assert!(!legal(&g).contains(&LaldAction::Step { to }));
    assert_eq!(map().link(here, to).unwrap().passage(), Passage::Special);
    assert_eq!(map().link(to, here).unwrap().passage(), Passage::Free);
    force_totals(&mut g, &[2]);
    let ev = act(&mut g, qt(to));
    assert!(ev.iter().any(|e| matches!(
        e,
        LaldEvent::Move { from, to: t, line: LaldLine::QuickTurn, .. } if *from == here && *t == to
    )));
}

// Movement: "You cannot fire along a Quick Turn line in the direction of the arrowhead (but you
// can fire in the other direction)." and "You cannot fire along a Jump line."
#[test]
fn fire_runs_against_quick_turn_arrows_only_and_never_along_jumps() {
    let m = map();
    let mut seen = [false; 2];
    for l in &m.lines {
        let fwd = m.link(l.a, l.b).unwrap();
        let back = m.link(l.b, l.a).unwrap();
        match l.kind {
            LaldLine::QuickTurn => {
                assert!(!fwd.carries_fire() && back.carries_fire());
                seen[0] = true;
            }
            LaldLine::Jump => {
                assert!(!fwd.carries_fire() && !back.carries_fire());
                seen[1] = true;
            }
            _ => assert!(fwd.carries_fire() && back.carries_fire()),
        }
    }
    assert_eq!(seen, [true, true]);
}

// Movement: "To move from one Space to another connected by a Jump (green) line, you must
// perform a Jump Action."
#[test]
fn jump_lines_need_a_jump() {
    let (mut g, here, to) = manoeuvre_position(LaldLine::Jump, jump);
    assert!(!legal(&g).contains(&LaldAction::Step { to }));
    assert_eq!(map().link(to, here).unwrap().passage(), Passage::Special);
    force_totals(&mut g, &[2]);
    let ev = act(&mut g, jump(to));
    assert!(ev.iter().any(|e| matches!(
        e,
        LaldEvent::Move {
            line: LaldLine::Jump,
            ..
        }
    )));
    assert_eq!(g.piece(PieceId::EnemyA).space, Some(to));
}

// Actions: "no piece can attempt the same Action more than once in a turn."
#[test]
fn no_action_twice_in_a_turn() {
    let (mut g, _, to) = manoeuvre_position(LaldLine::QuickTurn, qt);
    force_totals(&mut g, &[12]);
    act(&mut g, qt(to));
    assert!(g.activation().unwrap().used.quick_turn);
    assert!(legal(&g)
        .iter()
        .all(|a| !matches!(a, LaldAction::QuickTurn { .. })));
}

// Fire Attack: "Only the Enemy player can use Fire Attack Actions, because only Enemy pieces
// have guns."
#[test]
fn only_enemy_boats_fire() {
    let (here, facing) = open_water();
    let g = position(
        &[
            (PieceId::Bond, here, facing),
            (PieceId::EnemyA, here, facing),
        ],
        PieceId::Bond,
        3,
    );
    assert!(legal(&g)
        .iter()
        .all(|a| !matches!(a, LaldAction::Fire { .. })));
    let mut e = position(
        &[
            (PieceId::Bond, here, facing),
            (PieceId::EnemyA, here, facing),
        ],
        PieceId::EnemyA,
        3,
    );
    assert!(legal(&e).contains(&LaldAction::Fire { card: None }));
    force_totals(&mut e, &[2]);
    let ev = act(&mut e, LaldAction::Fire { card: None });
    assert!(ev.iter().any(|x| matches!(
        x,
        LaldEvent::Roll {
            action: RollAction::Fire,
            range: Some(0),
            white: true,
            ..
        }
    )));
    assert_eq!(e.piece(PieceId::Bond).hits, 1);
}

/// An Enemy heading with Bond at a forward range in `band`.
fn firing_spot(band: std::ops::RangeInclusive<u8>) -> (u8, Facing, u8, u8) {
    for (here, facing) in all_headings() {
        for at in 0..map().len() as u8 {
            if let Some(r) = fire_range(here, facing, at) {
                if band.contains(&r) && at != end_space() && here != end_space() {
                    return (here, facing, at, r);
                }
            }
        }
    }
    panic!("no firing spot");
}

// Fire Attack: "Note that the farther away Bond is, the harder he is to hit." and Cards: cards
// "increase a piece's chance of performing an Action successfully when played at the moment
// the player attempts the Action".
#[test]
fn a_fire_card_improves_a_long_shot() {
    let (here, facing, at, range) = firing_spot(4..=6);
    let bond_facing = map().links(at)[0].to;
    let base = position(
        &[
            (PieceId::Bond, at, Facing::toward(at, bond_facing)),
            (PieceId::EnemyA, here, facing),
        ],
        PieceId::EnemyA,
        3,
    );
    // Without a card a 6 misses at this range (white 2-5).
    let mut g = base.clone();
    force_totals(&mut g, &[6]);
    act(&mut g, LaldAction::Fire { card: None });
    assert_eq!(g.piece(PieceId::Bond).hits, 0);
    // With Steady Aim the same 6 hits.
    let mut g = base;
    let aim = card_named("Steady Aim");
    give(&mut g, 1, aim);
    let with = LaldAction::Fire {
        card: Some(CardId(aim)),
    };
    assert!(legal(&g).contains(&with));
    force_totals(&mut g, &[6]);
    let ev = act(&mut g, with);
    assert!(ev.iter().any(|e| matches!(
        e,
        LaldEvent::Roll { action: RollAction::Fire, card: Some(_), white: true, range: Some(r), .. } if *r == range
    )));
    assert!(ev
        .iter()
        .any(|e| matches!(e, LaldEvent::Card { seat: 1, .. })));
    assert_eq!(g.piece(PieceId::Bond).hits, 1);
    assert!(g.cards.hands[1].is_empty() && g.cards.discard.contains(&CardId(aim)));
}

/// Bond and Enemy boats A and B in one space of open water, set as `prepare` says; each boat
/// in turn forces Bond, the Force works (2), Bond must roll Force Dodge and rolls `dodge`;
/// `check` sees the game and the dodge's events after each.
fn forced_by_two_boats(
    prepare: impl FnOnce(&mut Lald),
    dodge: u8,
    mut check: impl FnMut(&Lald, &[LaldEvent]),
) -> Lald {
    let (here, facing) = open_water();
    let mut g = position(
        &[
            (PieceId::Bond, here, facing),
            (PieceId::EnemyA, here, facing),
            (PieceId::EnemyB, here, facing),
        ],
        PieceId::EnemyA,
        4,
    );
    prepare(&mut g);
    for boat in [PieceId::EnemyA, PieceId::EnemyB] {
        g.phase = Phase::Moving {
            activation: qbranch_engine::lald::Activation::new(boat, 4),
        };
        force_totals(&mut g, &[2, dodge]);
        act(
            &mut g,
            LaldAction::Force {
                target: PieceId::Bond,
                card: None,
            },
        );
        assert_eq!(g.to_act(), Some(0));
        assert_eq!(legal(&g), vec![LaldAction::ForceDodge]);
        let ev = act(&mut g, LaldAction::ForceDodge);
        check(&g, &ev);
    }
    g
}

// Actions: "Note that bond can still Force Dodge as often as he needs to." and Losing a Turn:
// "A piece that loses a turn can still perform "Dodge Force" Actions during the opponent's
// turn."
#[test]
fn bond_force_dodges_every_force_even_while_losing_a_turn() {
    let g = forced_by_two_boats(|g| g.pieces[0].lost_turns = 1, 2, |_, _| {});
    assert_eq!(g.piece(PieceId::Bond).hits, 0);
}

// How to Win: "If the Bond piece crashes (due to gunfire from Enemy pieces) before reaching
// the "End" Space, the Enemy player wins." A Force is no gunfire: Bond failing his Force Dodge
// is slowed (he loses his next turn), never hit, even with two hits already taken.
#[test]
fn a_failed_force_dodge_costs_bond_his_next_turn_not_a_hit() {
    forced_by_two_boats(
        |g| g.pieces[0].hits = 2,
        12,
        |g, ev| {
            assert!(!ev
                .iter()
                .any(|e| matches!(e, LaldEvent::Hit { .. } | LaldEvent::Crashed { .. })));
            assert!(ev.contains(&LaldEvent::LosesTurns {
                piece: PieceId::Bond,
                turns: 1,
                rest: false
            }));
            assert_eq!(g.piece(PieceId::Bond).hits, 2);
            assert_eq!(g.outcome, None);
            // Both failures name the same turn, Bond's next: he owes it once.
            assert_eq!(g.piece(PieceId::Bond).lost_turns, 1);
        },
    );
}

// Losing a Turn: "A piece that loses a turn cannot move or perform any Action; it must stay
// where it is until it has lost a full turn."
#[test]
fn a_lost_turn_is_sat_out() {
    let mut g = started();
    g.pieces[0].lost_turns = 1;
    let at = g.piece(PieceId::Bond).space;
    g.phase = Phase::Draw { side: Side::Enemy };
    let ev = act(&mut g, LaldAction::NoDraw);
    assert!(ev.contains(&LaldEvent::TurnLost {
        piece: PieceId::Bond
    }));
    assert_eq!(g.phase, Phase::Draw { side: Side::Bond });
    assert_eq!(g.piece(PieceId::Bond).space, at);
    assert_eq!(g.piece(PieceId::Bond).lost_turns, 0);
}

// Losing a Turn: "A piece that loses a turn cannot move or perform any Action; it must stay
// where it is until it has lost a full turn." A second result naming the turn a boat already
// owes is settled by that same full turn: lost turns do not add up.
#[test]
fn lost_turns_do_not_add_up() {
    let (here, facing) = open_water();
    let mut g = position(
        &[
            (PieceId::Bond, here, facing),
            (PieceId::EnemyA, 30, Facing::arrived(29, 30)),
        ],
        PieceId::Bond,
        3,
    );
    // Enemy A already owes its next turn; Bond's Roadblock names that same turn.
    g.pieces[PieceId::EnemyA.index()].lost_turns = 1;
    let roadblock = card_named("Sheriff's Roadblock");
    give(&mut g, 0, roadblock);
    act(
        &mut g,
        LaldAction::PlayCard {
            card: CardId(roadblock),
            target: Some(PieceId::EnemyA),
        },
    );
    assert_eq!(g.piece(PieceId::EnemyA).lost_turns, 1);
    // The next Enemy phase is the one full turn A sits out; the one after, it moves again.
    g.phase = Phase::Draw { side: Side::Bond };
    let ev = act(&mut g, LaldAction::NoDraw);
    assert!(ev.contains(&LaldEvent::TurnLost {
        piece: PieceId::EnemyA
    }));
    assert_eq!(g.piece(PieceId::EnemyA).lost_turns, 0);
}

// How to Win: "If the Bond piece reaches the Space marked "End," the Bond player wins."
#[test]
fn bond_wins_on_reaching_end() {
    let end = end_space();
    let (here, facing) = all_headings()
        .into_iter()
        .find(|&(h, f)| h != end && FORWARD.free_moves(map(), h, f).any(|l| l.to == end))
        .expect("a heading toward End");
    let mut g = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 5);
    act(&mut g, LaldAction::Step { to: end });
    assert_eq!(g.outcome, Some(Outcome::win(0)));
}

// How to Win: "If the Bond piece crashes (due to gunfire from Enemy pieces) before reaching
// the "End" Space, the Enemy player wins." Fire Attack: "When Bond is hit … a total of three
// times, Bond crashes … (but see the Wedding card in the Special Card Summary)."
#[test]
fn the_third_hit_crashes_bond_unless_he_holds_the_wedding_card() {
    let (here, facing) = open_water();
    let base = {
        let mut g = position(
            &[
                (PieceId::Bond, here, facing),
                (PieceId::EnemyA, here, facing),
            ],
            PieceId::EnemyA,
            3,
        );
        g.pieces[0].hits = 2;
        g
    };
    let mut g = base.clone();
    force_totals(&mut g, &[2]);
    let ev = act(&mut g, LaldAction::Fire { card: None });
    assert!(ev.contains(&LaldEvent::Crashed {
        piece: PieceId::Bond
    }));
    assert_eq!(g.outcome, Some(Outcome::win(1)));

    let mut g = base;
    let wedding = card_named("Wedding");
    give(&mut g, 0, wedding);
    force_totals(&mut g, &[2]);
    let ev = act(&mut g, LaldAction::Fire { card: None });
    assert!(ev
        .iter()
        .any(|e| matches!(e, LaldEvent::Card { seat: 0, card, .. } if card.0 == wedding)));
    assert_eq!(g.piece(PieceId::Bond).hits, 2);
    assert_eq!(g.outcome, None);
    assert!(g.cards.hands[0].is_empty());
}

// Cards: "If you have 4 cards in your hand and you want to draw another, you must discard one
// of the cards in your hand first, and then draw a new card; you can never draw more than one
// card in one turn."
#[test]
fn a_full_hand_discards_before_drawing_and_draws_once() {
    let mut g = started();
    g.phase = Phase::Draw { side: Side::Bond };
    assert_eq!(g.cards.hands[0].len(), HAND_LIMIT);
    let acts = legal(&g);
    assert!(!acts.contains(&LaldAction::Draw));
    assert!(acts.contains(&LaldAction::NoDraw));
    let card = g.cards.hands[0][0];
    assert!(acts.contains(&LaldAction::DiscardAndDraw { card }));
    let ev = act(&mut g, LaldAction::DiscardAndDraw { card });
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, LaldEvent::Draw { .. }))
            .count(),
        1
    );
    assert_eq!(g.cards.hands[0].len(), HAND_LIMIT);
    assert!(!g.cards.hands[0].contains(&card));
    // The draw step is over: the Enemy's turn follows, with no second draw for Bond.
    assert_eq!(g.phase, Phase::EnemyToChoose);
    assert!(g.legal_actions(0).is_empty());
}

// How to Play, step 3: "the Bond player can draw one new card from the deck."
#[test]
fn a_short_hand_draws_one_card() {
    let mut g = started();
    g.phase = Phase::Draw { side: Side::Enemy };
    let out = g.cards.hands[1].pop().unwrap();
    g.cards.discard.push(out);
    let before = g.cards.deck.len();
    let ev = act(&mut g, LaldAction::Draw);
    assert!(ev.contains(&LaldEvent::Draw { seat: 1, count: 1 }));
    assert_eq!(g.cards.hands[1].len(), 4);
    assert_eq!(g.cards.deck.len(), before - 1);
}

// Cards: "If you use the entire deck and are still playing, shuffle the discard pile and use it
// as the new deck."
#[test]
fn an_empty_deck_is_remade_from_the_discard_pile() {
    let mut g = started();
    g.phase = Phase::Draw { side: Side::Bond };
    g.cards.hands[0].pop();
    let rest: Vec<CardId> = g.cards.deck.drain(..).collect();
    g.cards.discard = rest;
    let n = g.cards.discard.len();
    let ev = act(&mut g, LaldAction::Draw);
    assert!(ev.contains(&LaldEvent::Reshuffled { cards: n as u8 }));
    assert!(g.cards.discard.is_empty());
    assert_eq!(g.cards.deck.len(), n - 1);
    assert_eq!(g.cards.hands[0].len(), 4);
}

// Cards: "Note that some cards can be used only by one player; the opposing player can still
// hold or discard these cards — he just cannot play them."
#[test]
fn one_sided_cards_can_be_held_and_discarded_but_not_played() {
    let (here, facing) = open_water();
    let mut g = position(&[(PieceId::EnemyA, here, facing)], PieceId::EnemyA, 3);
    let throttle = card_named("Full Throttle");
    give(&mut g, 1, throttle);
    assert!(legal(&g).iter().all(|a| !matches!(
        a,
        LaldAction::PlayCard { card, .. } if card.0 == throttle
    )));
    let mut b = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 3);
    give(&mut b, 0, throttle);
    assert!(legal(&b).contains(&LaldAction::PlayCard {
        card: CardId(throttle),
        target: None
    }));
    // The Enemy may throw it away at his draw step.
    let mut d = started();
    give(&mut d, 1, throttle);
    while d.cards.hands[1].len() > 4 {
        let c = d.cards.hands[1].remove(0);
        d.cards.deck.push(c);
    }
    d.phase = Phase::Draw { side: Side::Enemy };
    assert!(legal(&d).contains(&LaldAction::DiscardAndDraw {
        card: CardId(throttle)
    }));
}

// Cards: some cards "increase a piece's speed when played at any time during the piece's turn
// (Pursue/Flee)".
#[test]
fn a_speed_card_adds_spaces() {
    let (here, facing) = open_water();
    let mut g = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 3);
    let throttle = card_named("Full Throttle");
    give(&mut g, 0, throttle);
    act(
        &mut g,
        LaldAction::PlayCard {
            card: CardId(throttle),
            target: None,
        },
    );
    assert_eq!(g.activation().unwrap().remaining, 5);
}

// Movement: "You cannot move or fire from one Space to another unless they are connected by one
// or more Normal lines. The canal (dotted blue) line in the lower right corner of the map is
// identical to a Normal line."
#[test]
fn the_canal_moves_and_fires_like_a_normal_line() {
    let m = map();
    let canal: Vec<_> = m
        .lines
        .iter()
        .filter(|l| l.kind == LaldLine::Canal)
        .collect();
    assert!(!canal.is_empty());
    for l in canal {
        for (a, b) in [(l.a, l.b), (l.b, l.a)] {
            let link = m.link(a, b).unwrap();
            assert_eq!(link.passage(), Passage::Free);
            assert!(link.carries_fire());
        }
        assert!(
            m.at(l.a).x > 80 && m.at(l.a).y > 55,
            "canal outside the lower right"
        );
    }
}
