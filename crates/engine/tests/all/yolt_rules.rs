//! Movement, facing, stacking, line kinds, weapons' targeting, action restrictions, lost turns,
//! turn order, dodges, winning, losing and ties.

use crate::yolt_support;

use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::yolt::fire::ranges_ahead;
use qbranch_engine::yolt::map::{map, start, YoltLine};
use qbranch_engine::yolt::space::{Capacity, Level};
use qbranch_engine::yolt::summary::RollAction;
use qbranch_engine::yolt::{Phase, PieceId, Weapon, Yolt, YoltAction, YoltEvent, YoltSetup};
use qbranch_engine::{Game, Outcome};
use yolt_support::*;

const BOND: PieceId = PieceId::Bond;
const A: PieceId = PieceId::EnemyA;
const B: PieceId = PieceId::EnemyB;

fn steps(g: &Yolt) -> Vec<SpaceId> {
    g.legal_actions(g.to_act().unwrap())
        .into_iter()
        .filter_map(|a| match a {
            YoltAction::Step { to } => Some(to),
            _ => None,
        })
        .collect()
}

fn legal(g: &Yolt) -> Vec<YoltAction> {
    g.legal_actions(g.to_act().unwrap())
}

fn fire_targets(g: &Yolt, weapon: Weapon) -> Vec<PieceId> {
    legal(g)
        .into_iter()
        .filter_map(|a| match a {
            YoltAction::Fire { weapon: w, target } if w == weapon => Some(target),
            _ => None,
        })
        .collect()
}

// The bottom of the outer ring runs 3 → 4 → 5 → 6 → 7 → 8 (Low spaces 4–7, Single; 8 is a
// Double), used for straight-line movement tests.
fn on_bottom_ring(pieces: &[(PieceId, SpaceId, Facing)], active: PieceId, left: u8) -> Yolt {
    position(pieces, active, left)
}

// you-only-live-twice.txt, Set Up and Movement ("you can point your pieces in any direction,
// as long as they are pointed toward another Space"): Enemy A–D then Bond choose facings.
#[test]
fn setup_chooses_each_facing_toward_a_neighbour() {
    let mut g = Yolt::new(&YoltSetup::default(), 3).unwrap();
    let mut order = Vec::new();
    while g.phase == Phase::Setup {
        let seat = g.to_act().unwrap();
        let legal = g.legal_actions(seat);
        let YoltAction::Face { piece, toward } = legal.last().unwrap().clone() else {
            panic!("setup offers only facings");
        };
        let here = start(piece.start_label());
        assert_eq!(seat, piece.side().seat());
        for a in &legal {
            let YoltAction::Face { toward, .. } = a else {
                unreachable!()
            };
            let link = map().link(here, *toward).expect("a neighbour");
            assert!(matches!(
                link.kind,
                YoltLine::FlightPath | YoltLine::Overpass
            ));
        }
        order.push(piece);
        g.apply(seat, &YoltAction::Face { piece, toward }).unwrap();
        assert_eq!(g.piece(piece).facing, Some(Facing::toward(here, toward)));
    }
    assert_eq!(order, vec![A, B, PieceId::EnemyC, PieceId::EnemyD, BOND]);
    assert_eq!(g.phase, Phase::BondToRoll);
}

// you-only-live-twice.txt, Movement: "You must always move your pieces as far as your movement
// dice roll calls for"; forward only.
#[test]
fn a_piece_flies_forward_only_and_the_full_count() {
    let mut g = on_bottom_ring(
        &[(BOND, 4, Facing::arrived(3, 4)), (A, 30, any_facing(30))],
        BOND,
        3,
    );
    assert_eq!(steps(&g), vec![5]);
    assert!(!legal(&g).contains(&YoltAction::EndMove), "must fly on");
    act(&mut g, YoltAction::Step { to: 5 });
    assert_eq!(g.piece(BOND).facing, Some(Facing::arrived(4, 5)));
    assert_eq!(steps(&g), vec![6], "never back to 4");
    act(&mut g, YoltAction::Step { to: 6 });
    act(&mut g, YoltAction::Step { to: 7 });
    // Three spaces flown: no step left; the move may end (or has ended by itself).
    assert_eq!(g.piece(BOND).space, Some(7));
    if g.activation().is_some_and(|a| a.piece == BOND) {
        assert!(steps(&g).is_empty());
        assert!(legal(&g).contains(&YoltAction::EndMove));
    }
}

// you-only-live-twice.txt, Movement: a full space in the way stops the piece in the space
// before it.
#[test]
fn a_full_space_at_the_end_stops_the_move_short() {
    let mut g = on_bottom_ring(
        &[
            (BOND, 4, Facing::arrived(3, 4)),
            (A, 6, Facing::arrived(5, 6)),
        ],
        BOND,
        2,
    );
    assert_eq!(map().capacity(6), Capacity::Single);
    assert_eq!(steps(&g), vec![5]);
    act(&mut g, YoltAction::Step { to: 5 });
    assert!(
        steps(&g).is_empty(),
        "cannot end in the full Single space 6"
    );
    assert!(legal(&g).contains(&YoltAction::EndMove));
    act(&mut g, YoltAction::EndMove);
    assert_eq!(g.piece(BOND).space, Some(5));
}

// you-only-live-twice.txt, Movement: "you can move through a filled Space during your
// movement, and perform Actions there; but you cannot stay in a filled Space."
#[test]
fn a_piece_passes_through_a_full_space_and_may_act_there() {
    let mut g = on_bottom_ring(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 6, Facing::arrived(5, 6)),
        ],
        BOND,
        2,
    );
    act(&mut g, YoltAction::Step { to: 6 });
    assert_eq!(g.piece(BOND).space, Some(6));
    let l = legal(&g);
    assert!(
        l.contains(&YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: A
        }),
        "same space"
    );
    assert!(l.contains(&YoltAction::Force { target: A }));
    assert!(
        !l.contains(&YoltAction::EndMove),
        "may not stay in a full space"
    );
    assert_eq!(steps(&g), vec![7]);
}

// you-only-live-twice.txt, Movement: a Double space holds two pieces at the end of a move.
#[test]
fn a_double_space_holds_two() {
    assert_eq!(map().capacity(8), Capacity::Double);
    let mut g = on_bottom_ring(
        &[
            (BOND, 7, Facing::arrived(6, 7)),
            (A, 8, Facing::arrived(7, 8)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        1,
    );
    assert_eq!(steps(&g), vec![8]);
    act(&mut g, YoltAction::Step { to: 8 });
    assert_eq!(g.piece(BOND).space, Some(8));
    // With two there already, a third may not stop.
    let mut g = on_bottom_ring(
        &[
            (BOND, 7, Facing::arrived(6, 7)),
            (A, 8, Facing::arrived(7, 8)),
            (B, 8, Facing::arrived(7, 8)),
        ],
        BOND,
        1,
    );
    assert!(steps(&g).is_empty());
    act(&mut g, YoltAction::EndMove);
    assert_eq!(g.piece(BOND).space, Some(7));
}

// you-only-live-twice.txt, Movement: Quick Turn lines need a Quick Turn action; Vertical Fire
// lines carry no movement.
#[test]
fn quick_turn_and_vertical_lines_are_not_ordinary_steps() {
    let m = map();
    for l in &m.lines {
        if matches!(l.kind, YoltLine::QuickTurn | YoltLine::VerticalFire) {
            for (from, to) in [(l.a, l.b), (l.b, l.a)] {
                for link in m.links(from) {
                    let g = position(&[(BOND, from, Facing::toward(from, link.to))], BOND, 3);
                    assert!(
                        !steps(&g).contains(&to),
                        "stepped {from}->{to} along {:?}",
                        l.kind
                    );
                    if l.kind == YoltLine::VerticalFire {
                        assert!(!legal(&g).contains(&YoltAction::QuickTurn { to }));
                    }
                }
            }
        }
    }
}

// you-only-live-twice.txt, Movement ("you cannot fire along a Quick Turn Line") and Firing
// Weapons (range traced along Flight Path and Overpass lines only): a target one space away
// in range is always joined by a Flight Path or Overpass line.
#[test]
fn range_is_never_traced_along_quick_turn_or_vertical_lines() {
    let m = map();
    for (here, facing) in qbranch_engine::chase::validate::headings(m) {
        let r = ranges_ahead(here, facing);
        for (t, d) in r.iter().enumerate() {
            if *d == Some(1) {
                let link = m.link(here, t as SpaceId).expect("adjacent");
                assert!(matches!(
                    link.kind,
                    YoltLine::FlightPath | YoltLine::Overpass
                ));
            }
        }
    }
}

// you-only-live-twice.txt, Fire Combat: "Machinegun Fire from a High Space can never be used
// against a piece in a Low Space"; from beneath never at the same space.
#[test]
fn machine_gun_never_fires_down() {
    let m = map();
    let (high, low) = m
        .lines
        .iter()
        .find(|l| l.kind == YoltLine::VerticalFire)
        .map(|l| (l.b, l.a))
        .unwrap();
    // Enemy in the High space cannot hit Bond in the Low space below; Bond can fire up.
    let g = position(
        &[(A, high, any_facing(high)), (BOND, low, any_facing(low))],
        A,
        0,
    );
    assert!(g.shots(A).is_empty());
    let g = position(
        &[(BOND, low, any_facing(low)), (A, high, any_facing(high))],
        BOND,
        0,
    );
    let up: Vec<_> = g
        .shots(BOND)
        .into_iter()
        .filter(|s| s.weapon == Weapon::MachineGun)
        .collect();
    assert_eq!(up.len(), 1);
    assert_eq!((up[0].action, up[0].range), (RollAction::MgBeneath, 1));
    // Everywhere: a High shooter never has a Low machine-gun target.
    for (here, facing) in qbranch_engine::chase::validate::headings(m)
        .into_iter()
        .step_by(7)
    {
        if m.level(here) != Level::High {
            continue;
        }
        for t in 0..m.len() as SpaceId {
            if m.level(t) == Level::Low {
                let g = position(&[(A, here, facing), (BOND, t, any_facing(t))], A, 0);
                assert!(g.shots(A).is_empty(), "{here} fired down at {t}");
            }
        }
    }
}

// you-only-live-twice.txt, Rocket Fire: no more than 10 spaces ahead, same level, not the same
// space.
#[test]
fn rockets_reach_ten_spaces_ahead_on_the_same_level_only() {
    let (here, facing, at) = find_shot(BOND, A, Weapon::MachineGun, RollAction::MgSameLevel, 11)
        .expect("a spot 11 ahead");
    let g = position(&[(BOND, here, facing), (A, at, any_facing(at))], BOND, 0);
    assert!(
        fire_targets(&g, Weapon::Rockets).is_empty(),
        "11 spaces is too far"
    );
    assert_eq!(fire_targets(&g, Weapon::MachineGun), vec![A]);
    let (here, facing, at) =
        find_shot(BOND, A, Weapon::MachineGun, RollAction::MgSameLevel, 0).expect("same space");
    let g = position(&[(BOND, here, facing), (A, at, any_facing(at))], BOND, 0);
    assert!(
        fire_targets(&g, Weapon::Rockets).is_empty(),
        "never the same space"
    );
    assert!(
        fire_targets(&g, Weapon::Missiles).is_empty(),
        "never the same space"
    );
    let (here, facing, at) =
        find_shot(BOND, A, Weapon::MachineGun, RollAction::MgBeneath, 2).expect("beneath");
    let g = position(&[(BOND, here, facing), (A, at, any_facing(at))], BOND, 0);
    assert!(fire_targets(&g, Weapon::Rockets).is_empty(), "other level");
}

// you-only-live-twice.txt, Missile Fire ("fire in any direction, any range", same level).
#[test]
fn missiles_fire_any_direction_on_the_same_level() {
    let m = map();
    // Bond faces away along the bottom ring; a same-level target behind him far away.
    let g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 13, any_facing(13))],
        BOND,
        0,
    );
    assert_eq!(m.level(5), m.level(13));
    assert_eq!(fire_targets(&g, Weapon::Missiles), vec![A]);
    let g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 17, any_facing(17))],
        BOND,
        0,
    );
    assert_ne!(m.level(5), m.level(17));
    assert!(fire_targets(&g, Weapon::Missiles).is_empty());
}

// you-only-live-twice.txt, Flamethrower Fire: only the space directly behind, same level.
#[test]
fn flamethrower_fires_only_behind() {
    let g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 4, any_facing(4))],
        BOND,
        0,
    );
    assert_eq!(fire_targets(&g, Weapon::Flamethrower), vec![A]);
    let g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 6, any_facing(6))],
        BOND,
        0,
    );
    assert!(
        fire_targets(&g, Weapon::Flamethrower).is_empty(),
        "ahead is not behind"
    );
    // Behind but on the other level (3 is High, 4 is Low).
    let g = position(
        &[(BOND, 4, Facing::arrived(3, 4)), (A, 3, any_facing(3))],
        BOND,
        0,
    );
    assert_ne!(map().level(3), map().level(4));
    assert!(fire_targets(&g, Weapon::Flamethrower).is_empty());
}

// you-only-live-twice.txt, Air Mines: only along a Vertical Fire line into the space below.
#[test]
fn air_mines_drop_only_down_a_vertical_line() {
    let m = map();
    let l = m
        .lines
        .iter()
        .find(|l| l.kind == YoltLine::VerticalFire)
        .unwrap();
    let g = position(
        &[(BOND, l.b, any_facing(l.b)), (A, l.a, any_facing(l.a))],
        BOND,
        0,
    );
    assert_eq!(fire_targets(&g, Weapon::AirMines), vec![A]);
    // Not upward, and not at a neighbour along a Flight Path.
    let g = position(
        &[(BOND, l.a, any_facing(l.a)), (A, l.b, any_facing(l.b))],
        BOND,
        0,
    );
    assert!(fire_targets(&g, Weapon::AirMines).is_empty());
    let g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 6, any_facing(6))],
        BOND,
        0,
    );
    assert!(fire_targets(&g, Weapon::AirMines).is_empty());
}

// you-only-live-twice.txt, Status Sheets: a weapon with no ammo boxes left cannot fire.
#[test]
fn no_ammo_no_fire() {
    let mut g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 6, any_facing(6))],
        BOND,
        0,
    );
    assert!(fire_targets(&g, Weapon::MachineGun).contains(&A));
    g.pieces[BOND.index()].kit[Weapon::MachineGun.index()] = 0;
    assert!(fire_targets(&g, Weapon::MachineGun).is_empty());
}

// you-only-live-twice.txt, Actions: one Fire Combat per turn.
#[test]
fn one_fire_combat_per_turn() {
    let mut g = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 6, any_facing(6)),
            (B, 4, any_facing(4)),
        ],
        BOND,
        0,
    );
    force_totals(&mut g, &[12]);
    act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: A,
        },
    );
    // The turn ended by itself: nothing else may be tried.
    assert_ne!(g.activation().map(|a| a.piece), Some(BOND));
    let mut g = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 6, any_facing(6)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        3,
    );
    force_totals(&mut g, &[12]);
    act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: A,
        },
    );
    assert!(legal(&g)
        .iter()
        .all(|a| !matches!(a, YoltAction::Fire { .. })));
}

// you-only-live-twice.txt, Actions: a Force forbids every other action that turn, before or
// after.
#[test]
fn force_excludes_other_actions() {
    let s = 8; // a Double space
    let mut g2 = position(
        &[
            (BOND, s, Facing::arrived(7, s)),
            (A, s, Facing::arrived(7, s)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        2,
    );
    assert!(legal(&g2).contains(&YoltAction::Force { target: A }));
    g2.phase = match g2.phase.clone() {
        Phase::Moving { mut activation } => {
            activation.used.any = true;
            activation.used.double_back = true;
            Phase::Moving { activation }
        }
        p => p,
    };
    assert!(
        !legal(&g2).contains(&YoltAction::Force { target: A }),
        "not after another action"
    );
    // And after a Force no other action, only movement (and ending the move).
    let mut g = position(
        &[
            (BOND, s, Facing::arrived(7, s)),
            (A, s, Facing::arrived(7, s)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        2,
    );
    force_totals(&mut g, &[2, 2]);
    act(&mut g, YoltAction::Force { target: A });
    act(&mut g, YoltAction::Dodge);
    assert_eq!(g.activation().map(|a| a.piece), Some(BOND));
    let after = legal(&g);
    assert!(after.contains(&YoltAction::Step { to: 9 }));
    assert!(
        after.iter().all(|a| matches!(
            a,
            YoltAction::Step { .. }
                | YoltAction::Fly { .. }
                | YoltAction::EndMove
                | YoltAction::Force { .. }
        )),
        "only movement (or another Force) after a Force: {after:?}"
    );
    assert!(
        !after.iter().any(|a| matches!(a, YoltAction::Fire { .. })),
        "no fire after a Force: {after:?}"
    );
}

// you-only-live-twice.txt, Actions: "When a piece tries a Force, it can try no other type of
// Action (other than movement) in that turn, before or after the Force attempt." Only other
// types are ruled out, and unlike Fire Combat, Quick Turn and Double Back ("A piece can never
// try more than one …") the list sets no limit of one Force: a second Force may follow.
#[test]
fn a_second_force_may_follow_a_force() {
    let s = 8; // a Double space, here shared by three pieces on the move
    let mut g = position(
        &[
            (BOND, s, Facing::arrived(7, s)),
            (A, s, Facing::arrived(7, s)),
            (B, s, Facing::arrived(7, s)),
        ],
        BOND,
        2,
    );
    // A's Force Dodge: 2 (loses two turns); B's: 5 (crashes).
    force_totals(&mut g, &[2, 2, 2, 5]);
    act(&mut g, YoltAction::Force { target: A });
    act(&mut g, YoltAction::Dodge);
    assert_eq!(g.activation().map(|a| a.piece), Some(BOND));
    let l = legal(&g);
    assert!(
        l.contains(&YoltAction::Force { target: B }),
        "a second Force: {l:?}"
    );
    act(&mut g, YoltAction::Force { target: B });
    let ev = act(&mut g, YoltAction::Dodge);
    assert!(
        ev.iter()
            .any(|e| matches!(e, YoltEvent::Crashed { piece } if *piece == B)),
        "B crashes: {ev:?}"
    );
    assert_eq!(g.activation().map(|a| a.piece), Some(BOND));
    assert!(steps(&g).contains(&9), "Bond still flies on");
}

// you-only-live-twice.txt, Actions: "When a piece tries a Force, it can try no other type of
// Action (other than movement) in that turn, before or after the Force attempt." Movement
// after the Force is allowed; the Movement line's "(unless he uses a Force …)" only lifts the
// full count, so the piece may stop early, but only where it may stop.
#[test]
fn a_force_does_not_end_the_move() {
    // Space 7 is a Single: Bond shares it with A, so Bond may not stay there.
    assert_eq!(map().capacity(7), Capacity::Single);
    let mut g = on_bottom_ring(
        &[
            (BOND, 7, Facing::arrived(6, 7)),
            (A, 7, Facing::arrived(6, 7)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        3,
    );
    force_totals(&mut g, &[2, 2]);
    act(&mut g, YoltAction::Force { target: A });
    let ev = act(&mut g, YoltAction::Dodge);
    assert!(ev.contains(&YoltEvent::LosesTurns {
        piece: A,
        turns: 2,
        rest: false
    }));
    assert_eq!(g.activation().map(|a| a.remaining), Some(3));
    assert_eq!(steps(&g), vec![8], "Bond flies on after the Force");
    assert!(
        !legal(&g).contains(&YoltAction::EndMove),
        "no stopping in the full space 7"
    );
    act(&mut g, YoltAction::Step { to: 8 });
    assert_eq!(g.activation().map(|a| a.remaining), Some(2));
    let l = legal(&g);
    assert!(l.contains(&YoltAction::Step { to: 9 }), "may fly on: {l:?}");
    assert!(
        l.contains(&YoltAction::EndMove),
        "or stop early where it may stop: {l:?}"
    );
    act(&mut g, YoltAction::EndMove);
    assert_eq!(g.piece(BOND).space, Some(8));
    assert_eq!(g.phase, Phase::EnemyToChoose);
}

// you-only-live-twice.txt, Movement: "you can move through a filled Space … but you cannot
// stay in a filled Space." A failed Force stops the forcing piece in the full space it shares
// with its target; the piece goes back along its path to the last space where it may stop.
#[test]
fn a_failed_force_never_leaves_a_piece_in_a_full_space() {
    let mut g = on_bottom_ring(
        &[
            (BOND, 6, Facing::arrived(5, 6)),
            (A, 7, Facing::arrived(6, 7)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        3,
    );
    act(&mut g, YoltAction::Step { to: 7 });
    force_totals(&mut g, &[8]);
    let ev = act(&mut g, YoltAction::Force { target: A });
    assert!(ev.contains(&YoltEvent::LosesTurns {
        piece: BOND,
        turns: 1,
        rest: true
    }));
    assert!(ev.contains(&YoltEvent::FellBack {
        piece: BOND,
        from: 7,
        to: 6
    }));
    assert_eq!(g.piece(BOND).space, Some(6));
    assert_eq!(g.piece(BOND).facing, Some(Facing::arrived(5, 6)));
    assert_eq!(g.piece(A).space, Some(7), "the target stays put");
}

// you-only-live-twice.txt, Movement: "you cannot stay in a filled Space" — also after a
// failed Double Back (which costs the rest of the turn) in a space the piece was passing
// through; it goes back past every full space to the last one where it may stop.
#[test]
fn a_failed_double_back_never_leaves_a_piece_in_a_full_space() {
    let mut g = on_bottom_ring(
        &[
            (BOND, 4, Facing::arrived(3, 4)),
            (A, 6, Facing::arrived(5, 6)),
            (B, 5, Facing::arrived(4, 5)),
        ],
        BOND,
        4,
    );
    act(&mut g, YoltAction::Step { to: 5 });
    act(&mut g, YoltAction::Step { to: 6 });
    force_totals(&mut g, &[12]);
    let ev = act(&mut g, YoltAction::DoubleBack);
    assert!(ev.contains(&YoltEvent::FellBack {
        piece: BOND,
        from: 6,
        to: 4
    }));
    assert_eq!(g.piece(BOND).space, Some(4));
    assert_eq!(g.piece(BOND).facing, Some(Facing::arrived(3, 4)));
}

// you-only-live-twice.txt, Actions: Missile Fire forbids every other action that turn.
#[test]
fn missiles_exclude_other_actions_but_not_movement() {
    let mut g = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 13, any_facing(13)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        3,
    );
    assert!(legal(&g).contains(&YoltAction::Fire {
        weapon: Weapon::Missiles,
        target: A
    }));
    force_totals(&mut g, &[12]);
    act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::Missiles,
            target: A,
        },
    );
    let l = legal(&g);
    assert!(
        l.iter()
            .all(|a| matches!(a, YoltAction::Step { .. } | YoltAction::Fly { .. })),
        "{l:?}"
    );
    assert!(!l.is_empty());
    // Not after another action either.
    let mut g = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 13, any_facing(13)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        3,
    );
    force_totals(&mut g, &[2]);
    act(&mut g, YoltAction::DoubleBack);
    assert!(!legal(&g).contains(&YoltAction::Fire {
        weapon: Weapon::Missiles,
        target: A
    }));
}

// you-only-live-twice.txt, How to Play and Losing a Turn: "loses the rest of this turn and all
// of the next turn" — a failed Double Back.
#[test]
fn failed_double_back_costs_the_rest_of_this_turn_and_the_next() {
    let mut g = position(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 30, any_facing(30))],
        BOND,
        3,
    );
    force_totals(&mut g, &[12]);
    let ev = act(&mut g, YoltAction::DoubleBack);
    assert!(ev.contains(&YoltEvent::LosesTurns {
        piece: BOND,
        turns: 1,
        rest: true
    }));
    assert_eq!(g.piece(BOND).space, Some(5));
    // The Enemy phase: A flies; then Bond's next turn is skipped; the Enemy goes again.
    assert_eq!(g.phase, Phase::EnemyToChoose);
    force_totals(&mut g, &[2]);
    act(&mut g, YoltAction::RollMovement { piece: A });
    let mut events = Vec::new();
    while g.activation().is_some_and(|a| a.piece == A) {
        let a = legal(&g)
            .into_iter()
            .find(|a| matches!(a, YoltAction::Step { .. } | YoltAction::EndMove))
            .unwrap();
        events.extend(act(&mut g, a));
    }
    assert!(events.contains(&YoltEvent::TurnLost { piece: BOND }));
    assert_eq!(
        g.phase,
        Phase::EnemyToChoose,
        "straight on to the Enemy again"
    );
    assert_eq!(g.piece(BOND).lost_turns, 0);
}

// you-only-live-twice.txt, Losing a Turn: "loses his next two turns" — the Enemy piece sits
// out two Enemy phases, and can still dodge meanwhile.
#[test]
fn enemy_loses_two_turns_and_can_still_dodge() {
    let s = 8;
    let mut g = position(
        &[
            (BOND, s, Facing::arrived(7, s)),
            (A, s, Facing::arrived(7, s)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        2,
    );
    force_totals(&mut g, &[2, 2]);
    act(&mut g, YoltAction::Force { target: A });
    let mut ev = act(&mut g, YoltAction::Dodge);
    assert!(ev.contains(&YoltEvent::LosesTurns {
        piece: A,
        turns: 2,
        rest: false
    }));
    // Bond stops where he is (a Force lifts the full count).
    ev.extend(act(&mut g, YoltAction::EndMove));
    assert!(
        ev.contains(&YoltEvent::TurnLost { piece: A }),
        "sits out this Enemy phase"
    );
    assert_eq!(legal(&g), vec![YoltAction::RollMovement { piece: B }]);
    assert_eq!(g.piece(A).lost_turns, 1);
    // A can still dodge while out of turns: Bond's rockets next turn.
    let mut h = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 7, any_facing(7)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        0,
    );
    h.pieces[A.index()].lost_turns = 1;
    force_totals(&mut h, &[2]);
    act(
        &mut h,
        YoltAction::Fire {
            weapon: Weapon::Rockets,
            target: A,
        },
    );
    assert_eq!(legal(&h), vec![YoltAction::Dodge]);
    assert_eq!(h.to_act(), Some(1));
}

// you-only-live-twice.txt, How to Play: the Enemy moves each helicopter in the order it
// chooses, each finishing before the next begins; then Bond again.
#[test]
fn enemy_moves_each_helicopter_once_in_chosen_order() {
    let mut g = started();
    let mut rng = qbranch_engine::Rng::new(5);
    // Bond's turn.
    while g.to_act() == Some(0) {
        let l = legal(&g);
        let a = l
            .iter()
            .find(|a| {
                !matches!(
                    a,
                    YoltAction::Fire { .. }
                        | YoltAction::Force { .. }
                        | YoltAction::QuickTurn { .. }
                        | YoltAction::DoubleBack
                )
            })
            .cloned()
            .unwrap_or_else(|| rng.choose(&l).unwrap().clone());
        act(&mut g, a);
    }
    let mut order = Vec::new();
    for pick in [PieceId::EnemyC, A, PieceId::EnemyD, B] {
        assert_eq!(g.phase, Phase::EnemyToChoose);
        assert!(legal(&g).contains(&YoltAction::RollMovement { piece: pick }));
        act(&mut g, YoltAction::RollMovement { piece: pick });
        order.push(pick);
        while g.activation().is_some_and(|a| a.piece == pick) {
            let l = legal(&g);
            let a = l
                .iter()
                .find(|a| matches!(a, YoltAction::Step { .. } | YoltAction::EndMove))
                .cloned()
                .unwrap();
            act(&mut g, a);
        }
        if g.outcome().is_some() {
            return;
        }
    }
    assert_eq!(
        g.phase,
        Phase::BondToRoll,
        "all four have flown: Bond again"
    );
}

// you-only-live-twice.txt, How to Win: Bond wins when all four Enemy pieces crash.
#[test]
fn bond_wins_when_the_last_enemy_crashes() {
    let m = map();
    let l = m
        .lines
        .iter()
        .find(|l| l.kind == YoltLine::VerticalFire)
        .unwrap();
    let mut g = position(
        &[(BOND, l.b, any_facing(l.b)), (A, l.a, any_facing(l.a))],
        BOND,
        0,
    );
    force_totals(&mut g, &[2]);
    let ev = act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::AirMines,
            target: A,
        },
    );
    assert!(ev.contains(&YoltEvent::Crashed { piece: A }));
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert_eq!(g.to_act(), None);
}

// you-only-live-twice.txt, How to Win: the Enemy wins when Bond crashes.
#[test]
fn enemy_wins_when_bond_crashes() {
    let mut g = position(
        &[(A, 5, Facing::arrived(4, 5)), (BOND, 6, any_facing(6))],
        A,
        0,
    );
    let boxes = g.hit_boxes(BOND);
    g.pieces[BOND.index()].hits = boxes - 1;
    force_totals(&mut g, &[2]);
    let ev = act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: BOND,
        },
    );
    assert!(ev.contains(&YoltEvent::Crashed { piece: BOND }));
    assert_eq!(g.outcome(), Some(Outcome::win(1)));
}

// you-only-live-twice.txt, How to Win: a tie when every piece still on the map is out of
// ammunition (crashed pieces' ammunition does not count).
#[test]
fn tie_when_every_piece_left_is_out_of_ammunition() {
    let mut g = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 6, any_facing(6)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        0,
    );
    // Crashed pieces keep their ammo: it must not count.
    g.pieces[PieceId::EnemyC.index()].kit = [9, 0, 0, 0, 0];
    g.pieces[BOND.index()].kit = [1, 0, 0, 0, 0];
    g.pieces[A.index()].kit = [0; 5];
    g.pieces[B.index()].kit = [0; 5];
    force_totals(&mut g, &[12]);
    let ev = act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: A,
        },
    );
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(ev.iter().any(|e| matches!(e, YoltEvent::GameOver { .. })));
    // Not a tie while one living piece still has a round.
    let mut g = position(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 6, any_facing(6)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        0,
    );
    g.pieces[BOND.index()].kit = [1, 0, 0, 0, 0];
    g.pieces[A.index()].kit = [0; 5];
    force_totals(&mut g, &[12]);
    act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: A,
        },
    );
    assert_eq!(g.outcome(), None, "Enemy B still has ammunition");
}

// you-only-live-twice.txt, Actions: dodges are rolled by the target's player in the
// opponent's turn, and Bond may Force Dodge as often as needed.
#[test]
fn bond_force_dodges_every_time() {
    let s = 8;
    let mut g = position(
        &[
            (A, 7, Facing::arrived(6, 7)),
            (B, 7, Facing::arrived(6, 7)),
            (BOND, s, Facing::arrived(7, s)),
        ],
        A,
        1,
    );
    g.turns.enemy_done = [false, false, true, true];
    // A: Force works (2), Bond dodges (2: loses next turn); B: moves 2 (roll 3), passes
    // through Bond's space, Forces (2), Bond dodges again (2).
    force_totals(&mut g, &[2, 2]);
    act(&mut g, YoltAction::Step { to: s });
    act(&mut g, YoltAction::Force { target: BOND });
    assert_eq!(
        g.to_act(),
        Some(0),
        "Bond's seat rolls the dodge in the Enemy turn"
    );
    act(&mut g, YoltAction::Dodge);
    assert_eq!(g.piece(BOND).lost_turns, 1);
    // A could Force again; it ends its move instead.
    act(&mut g, YoltAction::EndMove);
    force_totals(&mut g, &[3]);
    act(&mut g, YoltAction::RollMovement { piece: B });
    act(&mut g, YoltAction::Step { to: s });
    force_totals(&mut g, &[2, 2]);
    act(&mut g, YoltAction::Force { target: BOND });
    assert_eq!(legal(&g), vec![YoltAction::Dodge]);
    act(&mut g, YoltAction::Dodge);
    assert!(g.piece(BOND).space.is_some());
    // Both results name the same turn, Bond's next one: it is lost once (see the rulings).
    assert_eq!(g.piece(BOND).lost_turns, 1);
}

// you-only-live-twice.txt, Losing a Turn ("it must stay where it is until it has lost a full
// turn") and the Force Dodge rows ("loses his next turn", "loses his next two turns"): results
// name coming turns, so two results in one round never add up to more than the longer one.
#[test]
fn lost_turns_do_not_add_up() {
    // A already owes its next turn (a failed Force of its own); Bond forces it and A's Force
    // Dodge costs "his next two turns": the next two, not three.
    let s = 8;
    let mut g = position(
        &[
            (BOND, s, Facing::arrived(7, s)),
            (A, s, Facing::arrived(7, s)),
            (B, 30, any_facing(30)),
        ],
        BOND,
        1,
    );
    g.pieces[A.index()].lost_turns = 1;
    force_totals(&mut g, &[2, 2]);
    act(&mut g, YoltAction::Force { target: A });
    act(&mut g, YoltAction::Dodge);
    assert_eq!(g.piece(A).lost_turns, 2);
    let ev = act(&mut g, YoltAction::EndMove);
    assert!(ev.contains(&YoltEvent::TurnLost { piece: A }));
    assert_eq!(g.piece(A).lost_turns, 1, "one more Enemy phase to sit out");
    // Bond, hit by two "loses his next turn" results in one Enemy phase, sits out one turn.
    let mut h = position(
        &[
            (A, 7, Facing::arrived(6, 7)),
            (BOND, s, Facing::arrived(7, s)),
            (B, 30, any_facing(30)),
        ],
        A,
        1,
    );
    h.pieces[BOND.index()].lost_turns = 1;
    // A is the last helicopter of this Enemy phase.
    h.turns.enemy_done = [true; 4];
    force_totals(&mut h, &[2, 2]);
    act(&mut h, YoltAction::Step { to: s });
    act(&mut h, YoltAction::Force { target: BOND });
    // A has flown its last space; it could Force again, so it ends its move, and the round
    // goes on to Bond's turn, which he sits out.
    let mut ev = act(&mut h, YoltAction::Dodge);
    ev.extend(act(&mut h, YoltAction::EndMove));
    let lost = ev
        .iter()
        .filter(|e| **e == YoltEvent::TurnLost { piece: BOND })
        .count();
    assert_eq!(lost, 1, "Bond sits out exactly one turn");
    assert_eq!(h.piece(BOND).lost_turns, 0);
    assert_eq!(h.phase, Phase::EnemyToChoose);
}

// you-only-live-twice.txt, Action Summaries, Quick Turn: "Bond turns along the Quick Turn
// arrow and continues." A Quick Turn line is an arrow: it may be flown only the way it points.
#[test]
fn quick_turns_follow_the_arrow() {
    let m = map();
    // 6 → 40 is drawn with its arrowhead at 40.
    let qt = m
        .lines
        .iter()
        .find(|l| l.kind == YoltLine::QuickTurn && (l.a, l.b) == (6, 40))
        .expect("the Quick Turn arrow 6 -> 40");
    assert_eq!((qt.a, qt.b), (6, 40));
    let g = position(
        &[(BOND, 6, Facing::arrived(5, 6)), (A, 30, any_facing(30))],
        BOND,
        3,
    );
    assert!(legal(&g).contains(&YoltAction::QuickTurn { to: 40 }));
    // From 40, flying 8 → 40, the line back to 6 turns only 33° — but against the arrow.
    let g = position(
        &[(BOND, 40, Facing::arrived(8, 40)), (A, 30, any_facing(30))],
        BOND,
        3,
    );
    assert!(!legal(&g).contains(&YoltAction::QuickTurn { to: 6 }));
    // Applying it anyway is a typed error that leaves the state unchanged.
    let mut h = g.clone();
    assert!(h.apply(0, &YoltAction::QuickTurn { to: 6 }).is_err());
    assert_eq!(h, g);
}

// you-only-live-twice.txt, Movement: "You must always move your pieces as far as your movement
// dice roll calls for, unless it is impossible to do so because other pieces are in your
// way." The rule binds every route: a Quick Turn or Double Back may not be used to cut the
// move short.
#[test]
fn the_full_count_binds_quick_turn_and_double_back_routes() {
    // Bond on the spiral at 37 (flying 36 -> 37), 2 to fly: on via 26 to 27 is the full 2.
    // The Quick Turn arrow 37 -> 24 leads on to the Double space 35; with A and B filling 35,
    // that route ends after 1 space, so the Quick Turn may not be tried; with 35 clear it may.
    let blocked = position(
        &[
            (BOND, 37, Facing::arrived(36, 37)),
            (A, 35, any_facing(35)),
            (B, 35, any_facing(35)),
        ],
        BOND,
        2,
    );
    assert_eq!(steps(&blocked), vec![26]);
    assert!(!legal(&blocked).contains(&YoltAction::QuickTurn { to: 24 }));
    let clear = position(
        &[(BOND, 37, Facing::arrived(36, 37)), (A, 30, any_facing(30))],
        BOND,
        2,
    );
    assert!(legal(&clear).contains(&YoltAction::QuickTurn { to: 24 }));
    // Double Back at 5 (flying 4 -> 5), 2 to fly: on to 6 and 7 is the full 2; back, 4 and
    // the Double 3 are full, so the way back ends at once and the Double Back is refused.
    let boxed = on_bottom_ring(
        &[
            (BOND, 5, Facing::arrived(4, 5)),
            (A, 4, Facing::arrived(3, 4)),
            (B, 3, any_facing(3)),
            (PieceId::EnemyC, 3, any_facing(3)),
        ],
        BOND,
        2,
    );
    assert_eq!(steps(&boxed), vec![6]);
    assert!(!boxed.can_double_back(boxed.activation().unwrap()));
    let open = on_bottom_ring(
        &[(BOND, 5, Facing::arrived(4, 5)), (A, 30, any_facing(30))],
        BOND,
        2,
    );
    assert!(open.can_double_back(open.activation().unwrap()));
}

// Event log contract: every roll serialises with type, piece, action, dice, white; movement
// rolls carry spaces; machine-gun and rocket rolls carry range.
#[test]
fn roll_events_serialise_as_the_contract_says() {
    let mut g = started();
    force_totals(&mut g, &[9]);
    let ev = act(&mut g, YoltAction::RollMovement { piece: BOND });
    let v = serde_json::to_value(&ev[0]).unwrap();
    assert_eq!(v["type"], "roll");
    assert_eq!(v["piece"], "bond");
    assert_eq!(v["action"], "movement");
    assert_eq!(v["dice"], serde_json::json!([6, 3]));
    assert_eq!(v["white"], true);
    assert_eq!(v["spaces"], 9);
    assert!(v.get("range").is_none());
    let mut g = position(
        &[(A, 5, Facing::arrived(4, 5)), (BOND, 7, any_facing(7))],
        A,
        0,
    );
    force_totals(&mut g, &[6]);
    let ev = act(
        &mut g,
        YoltAction::Fire {
            weapon: Weapon::MachineGun,
            target: BOND,
        },
    );
    let roll = ev
        .iter()
        .find(|e| matches!(e, YoltEvent::Roll { .. }))
        .unwrap();
    let v = serde_json::to_value(roll).unwrap();
    assert_eq!(v["piece"], "enemy-a");
    assert_eq!(v["action"], "mg_same_level");
    assert_eq!(v["range"], 2);
    assert_eq!(v["white"], false, "2 or 3 spaces: 2-5 white");
    assert_eq!(v["target"], "bond");
    assert!(v["result"].as_str().unwrap().contains("no effect"));
    let back: YoltEvent = serde_json::from_value(v).unwrap();
    assert_eq!(&back, roll);
}

// Every roll's action name is one of the contract's names.
#[test]
fn roll_action_names_match_the_contract() {
    let names = [
        "movement",
        "quick_turn",
        "double_back",
        "force",
        "force_dodge",
        "mg_same_level",
        "mg_beneath",
        "rockets",
        "missiles",
        "flamethrower",
        "air_mines",
        "dodge_rockets",
        "dodge_missiles",
    ];
    use RollAction::*;
    let all = [
        Movement,
        QuickTurn,
        DoubleBack,
        Force,
        ForceDodge,
        MgSameLevel,
        MgBeneath,
        Rockets,
        Missiles,
        Flamethrower,
        AirMines,
        DodgeRockets,
        DodgeMissiles,
    ];
    for (a, n) in all.iter().zip(names) {
        assert_eq!(serde_json::to_value(a).unwrap(), n);
    }
    for (p, n) in PieceId::ALL
        .iter()
        .zip(["bond", "enemy-a", "enemy-b", "enemy-c", "enemy-d"])
    {
        assert_eq!(serde_json::to_value(p).unwrap(), n);
    }
}

// Every dice action shows exact odds that add up to one.
#[test]
fn odds_add_up_for_every_dice_action() {
    let mut rng = qbranch_engine::Rng::new(3);
    let mut seen = 0;
    for seed in 0..30 {
        let mut g = Yolt::new(&YoltSetup::default(), seed).unwrap();
        let mut n = 0;
        while let Some(seat) = g.to_act() {
            let l = g.legal_actions(seat);
            for a in &l {
                let dice = !matches!(
                    a,
                    YoltAction::Face { .. }
                        | YoltAction::Step { .. }
                        | YoltAction::Fly { .. }
                        | YoltAction::EndMove
                );
                let o = g.action_odds(seat, a);
                assert_eq!(o.is_some(), dice, "{a:?}");
                if let Some(o) = o {
                    let total: f64 = o.outcomes.iter().map(|x| x.chance.value()).sum();
                    assert!((total - 1.0).abs() < 1e-9, "{a:?}: {o:?}");
                    seen += 1;
                }
            }
            g.apply(seat, rng.choose(&l).unwrap()).unwrap();
            n += 1;
            if n > 400 {
                break;
            }
        }
    }
    assert!(seen > 1000);
}

// The public view shows everything, the same for every seat.
#[test]
fn view_is_public_and_complete() {
    let mut g = started();
    force_totals(&mut g, &[7]);
    act(&mut g, YoltAction::RollMovement { piece: BOND });
    let v = g.view(Some(0));
    assert_eq!(v, g.view(Some(1)));
    assert_eq!(v, g.view(None));
    assert_eq!(v.crater, Some(7));
    assert_eq!(v.pieces.len(), 5);
    assert_eq!(v.pieces[0].ammo.len(), 5);
    assert_eq!(v.pieces[1].ammo.len(), 1);
    assert_eq!(v.phase, "moving");
}

// content() carries the map, both summaries, the status sheet and the reconstructed list.
#[test]
fn content_lists_the_components() {
    let c = Yolt::content();
    assert_eq!(c["map"]["spaces"].as_array().unwrap().len(), map().len());
    assert_eq!(
        c["map"]["lines"].as_array().unwrap().len(),
        map().lines.len()
    );
    assert_eq!(c["summaries"]["bond"]["rows"].as_array().unwrap().len(), 18);
    assert_eq!(
        c["summaries"]["enemy"]["rows"].as_array().unwrap().len(),
        14
    );
    assert!(c["status_sheet"]["bond_hits"].as_u64().unwrap() > 0);
    assert!(!c["reconstructed"].as_array().unwrap().is_empty());
    assert!(c["rulings"].as_array().unwrap().len() >= 10);
    let reg = qbranch_engine::GameId::Yolt.info();
    assert_eq!(reg.seats, vec!["Bond", "Enemy"]);
}

// you-only-live-twice.txt, Fire Combat: Rockets fire ahead along the lines, Missiles "in any
// direction". One target can so be at two ranges at once; each button says how its range is
// counted, so the two numbers never puzzle the player.
#[test]
fn a_target_at_two_ranges_says_which_way_each_is_counted() {
    let m = map();
    let mut found = None;
    'search: for (here, facing) in qbranch_engine::chase::validate::headings(m) {
        for t in 0..m.len() as SpaceId {
            let g = position(&[(BOND, here, facing), (A, t, any_facing(t))], BOND, 0);
            let shots = g.shots(BOND);
            let rocket = shots.iter().find(|s| s.weapon == Weapon::Rockets);
            let missile = shots.iter().find(|s| s.weapon == Weapon::Missiles);
            if let (Some(r), Some(mi)) = (rocket, missile) {
                if r.range != mi.range {
                    found = Some((g, r.range, mi.range));
                    break 'search;
                }
            }
        }
    }
    let (g, rockets, missiles) = found.expect("a target in reach of both at different ranges");
    let label = |weapon| g.describe_action(0, &YoltAction::Fire { weapon, target: A });
    let plural = |r: u8| {
        if r == 1 {
            "1 space".to_string()
        } else {
            format!("{r} spaces")
        }
    };
    assert_eq!(
        label(Weapon::Rockets),
        format!("Fire rockets at Enemy A ({} ahead)", plural(rockets))
    );
    assert_eq!(
        label(Weapon::Missiles),
        format!(
            "Fire missiles at Enemy A ({}, any direction)",
            plural(missiles)
        )
    );
}
