//! One test per Action Summary row: the row's data exactly as printed, and the engine applying
//! it at the edges of its white area (dice forced through the state's own RNG).

use crate::yolt_support;

use qbranch_engine::chase::Facing;
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::summary::{summary, Effect, RollAction, BOND, ENEMY};
use qbranch_engine::yolt::{DodgeKind, Phase, PieceId, Side, Weapon, Yolt, YoltAction, YoltEvent};
use qbranch_engine::Game;
use yolt_support::*;

use Effect::*;

/// The printed row: white area and both results.
fn row_is(
    side: Side,
    action: RollAction,
    range: Option<u8>,
    white: (u8, u8),
    w: Effect,
    g: Effect,
) {
    let row = summary(side)
        .row(action, range)
        .unwrap_or_else(|| panic!("{side:?} has no {action:?} row for {range:?}"));
    assert_eq!(row.white, white, "{side:?} {action:?} {range:?}");
    assert_eq!(row.on_white, w, "{side:?} {action:?} {range:?}");
    assert_eq!(row.on_gray, g, "{side:?} {action:?} {range:?}");
}

/// The totals to try: both edges of the white area (once, when they are the same total) and
/// the first gray total.
fn edge_totals(white: (u8, u8)) -> Vec<u8> {
    assert!(
        2 <= white.0 && white.0 <= white.1 && white.1 <= 12,
        "{white:?}"
    );
    let mut v = vec![white.0];
    if white.1 > white.0 {
        v.push(white.1);
    }
    if white.1 < 12 {
        v.push(white.1 + 1);
    }
    v
}

#[test]
fn edge_totals_cover_both_edges_and_the_first_gray_total() {
    assert_eq!(edge_totals((2, 8)), vec![2, 8, 9]);
    assert_eq!(edge_totals((2, 2)), vec![2, 3]);
    assert_eq!(edge_totals((2, 12)), vec![2, 12]);
}

fn hits_of(g: &Yolt, p: PieceId) -> u8 {
    g.piece(p).hits
}

fn boxes(g: &Yolt, p: PieceId) -> u8 {
    g.hit_boxes(p)
}

/// Fire `weapon` on `line` at `range` and check the roll and its direct result.
fn fire_row(side: Side, weapon: Weapon, line: RollAction, range: u8, white: (u8, u8)) {
    let (shooter, target) = match side {
        Side::Bond => (PieceId::Bond, PieceId::EnemyB),
        Side::Enemy => (PieceId::EnemyC, PieceId::Bond),
    };
    let (here, facing, at) = find_shot(shooter, target, weapon, line, range)
        .unwrap_or_else(|| panic!("no map spot for {weapon:?} {line:?} at range {range}"));
    // A bystander keeps the game going if the target crashes.
    let bystander = PieceId::EnemyD;
    let spare = (0..map().len() as u8)
        .find(|&s| s != here && s != at)
        .unwrap();
    for total in edge_totals(white) {
        let is_white = (white.0..=white.1).contains(&total);
        let mut g = position(
            &[
                (shooter, here, facing),
                (target, at, any_facing(at)),
                (bystander, spare, any_facing(spare)),
            ],
            shooter,
            0,
        );
        force_totals(&mut g, &[total]);
        let ev = act(&mut g, YoltAction::Fire { weapon, target });
        let roll = ev
            .iter()
            .find_map(|e| match e {
                YoltEvent::Roll {
                    action,
                    dice,
                    white,
                    range: r,
                    target: t,
                    ..
                } => Some((*action, dice[0] + dice[1], *white, *r, *t)),
                _ => None,
            })
            .expect("a roll");
        assert_eq!(roll.0, line);
        assert_eq!(roll.1, total);
        assert_eq!(roll.2, is_white, "total {total}");
        assert_eq!(roll.4, Some(target));
        if matches!(
            line,
            RollAction::MgSameLevel | RollAction::MgBeneath | RollAction::Rockets
        ) {
            assert_eq!(roll.3, Some(range));
        }
        let row = summary(side).row(line, Some(range)).unwrap();
        match (is_white, row.on_white) {
            (true, Hits { hits }) => {
                let want = hits.min(boxes(&g, target));
                assert_eq!(hits_of(&g, target), want, "{line:?} total {total}");
                assert_eq!(g.piece(target).space.is_none(), want == boxes(&g, target));
            }
            (true, Crash) => assert!(g.piece(target).space.is_none(), "target crashed"),
            (true, DodgeRockets | DodgeMissiles) => {
                let kind = if row.on_white == DodgeRockets {
                    DodgeKind::Rockets
                } else {
                    DodgeKind::Missiles
                };
                match &g.phase {
                    Phase::Dodge { pending, .. } => {
                        assert_eq!(pending.kind, kind);
                        assert_eq!(pending.piece, target);
                        assert_eq!(g.to_act(), Some(seat(target)), "the target's seat rolls");
                    }
                    p => panic!("expected a dodge, got {p:?}"),
                }
            }
            (false, _) => {
                assert_eq!(row.on_gray, NoEffect);
                assert_eq!(hits_of(&g, target), 0);
                assert!(g.piece(target).space.is_some());
                assert!(!matches!(g.phase, Phase::Dodge { .. }));
            }
            other => panic!("unexpected {other:?}"),
        }
        // One ammo box checked off.
        let ammo = g.piece(shooter).ammo(weapon);
        let full = match side {
            Side::Bond => g.sheet().bond_ammo[weapon.index()],
            Side::Enemy => g.sheet().enemy_machine_gun,
        };
        assert_eq!(ammo, full - 1);
    }
}

/// Bond fires rockets or missiles with a white roll; the Enemy then dodges with `total`.
fn dodge_row(kind: DodgeKind, white: (u8, u8)) {
    let (weapon, line, dodge) = match kind {
        DodgeKind::Rockets => (
            Weapon::Rockets,
            RollAction::Rockets,
            RollAction::DodgeRockets,
        ),
        DodgeKind::Missiles => (
            Weapon::Missiles,
            RollAction::Missiles,
            RollAction::DodgeMissiles,
        ),
        DodgeKind::Force => unreachable!(),
    };
    let range = 2;
    let (here, facing, at) =
        find_shot(PieceId::Bond, PieceId::EnemyB, weapon, line, range).expect("a spot");
    let spare = (0..map().len() as u8)
        .find(|&s| s != here && s != at)
        .unwrap();
    for total in edge_totals(white) {
        let mut g = position(
            &[
                (PieceId::Bond, here, facing),
                (PieceId::EnemyB, at, any_facing(at)),
                (PieceId::EnemyD, spare, any_facing(spare)),
            ],
            PieceId::Bond,
            0,
        );
        force_totals(&mut g, &[2, total]);
        act(
            &mut g,
            YoltAction::Fire {
                weapon,
                target: PieceId::EnemyB,
            },
        );
        assert_eq!(g.to_act(), Some(1), "the Enemy seat must dodge");
        assert_eq!(g.legal_actions(1), vec![YoltAction::Dodge]);
        let ev = act(&mut g, YoltAction::Dodge);
        assert_eq!(
            rolls(&ev)[0],
            (dodge, total, (white.0..=white.1).contains(&total))
        );
        let row = ENEMY.row(dodge, None).unwrap();
        let effect = row.effect(total);
        let b = g.hit_boxes(PieceId::EnemyB);
        match effect {
            Hits { hits } => assert_eq!(g.piece(PieceId::EnemyB).hits, hits.min(b)),
            Crash => assert!(g.piece(PieceId::EnemyB).space.is_none()),
            NoEffect => {
                assert_eq!(g.piece(PieceId::EnemyB).hits, 0);
                assert!(g.piece(PieceId::EnemyB).space.is_some());
            }
            e => panic!("{e:?}"),
        }
    }
}

/// A Double space where two pieces can meet, with a facing.
fn double_space() -> (u8, Facing) {
    let m = map();
    let s = (0..m.len() as u8)
        .find(|&s| m.capacity(s) == qbranch_engine::yolt::space::Capacity::Double)
        .unwrap();
    (s, any_facing(s))
}

/// `forcer` tries a Force on `target` with `total`, then (if called for) the target dodges
/// with `dodge_total`.
fn force_then(
    forcer: PieceId,
    target: PieceId,
    total: u8,
    dodge_total: Option<u8>,
) -> (Yolt, Vec<YoltEvent>) {
    let (s, f) = double_space();
    let spare = (0..map().len() as u8).find(|&x| x != s).unwrap();
    let third = if forcer == PieceId::Bond {
        PieceId::EnemyD
    } else {
        PieceId::EnemyA
    };
    let mut g = position(
        &[
            (forcer, s, f),
            (target, s, f),
            (third, spare, any_facing(spare)),
        ],
        forcer,
        3,
    );
    let mut totals = vec![total];
    totals.extend(dodge_total);
    force_totals(&mut g, &totals);
    let mut ev = act(&mut g, YoltAction::Force { target });
    if dodge_total.is_some() {
        assert_eq!(g.to_act(), Some(seat(target)));
        ev.extend(act(&mut g, YoltAction::Dodge));
    }
    (g, ev)
}

fn force_row(side: Side, white: (u8, u8)) {
    let (forcer, target) = match side {
        Side::Bond => (PieceId::Bond, PieceId::EnemyB),
        Side::Enemy => (PieceId::EnemyB, PieceId::Bond),
    };
    for total in edge_totals(white) {
        let (g, ev) = force_then(forcer, target, total, None);
        let is_white = (white.0..=white.1).contains(&total);
        assert_eq!(rolls(&ev), vec![(RollAction::Force, total, is_white)]);
        if is_white {
            match &g.phase {
                Phase::Dodge { pending, .. } => {
                    assert_eq!(pending.kind, DodgeKind::Force);
                    assert_eq!(pending.piece, target);
                }
                p => panic!("expected a Force Dodge, got {p:?}"),
            }
        } else {
            // Loses the rest of this turn and all of the next.
            assert_eq!(g.piece(forcer).lost_turns, 1);
            assert!(ev.iter().any(
                |e| matches!(e, YoltEvent::LosesTurns { piece, rest: true, .. } if *piece == forcer)
            ));
            assert_ne!(g.activation().map(|a| a.piece), Some(forcer));
            assert_eq!(g.piece(target).lost_turns, 0, "no effect on the target");
        }
    }
}

fn force_dodge_row(side: Side, white: (u8, u8)) {
    let (forcer, target) = match side {
        Side::Bond => (PieceId::EnemyB, PieceId::Bond),
        Side::Enemy => (PieceId::Bond, PieceId::EnemyB),
    };
    for total in edge_totals(white) {
        let (g, ev) = force_then(forcer, target, 2, Some(total));
        let is_white = (white.0..=white.1).contains(&total);
        assert_eq!(rolls(&ev)[1], (RollAction::ForceDodge, total, is_white));
        if is_white {
            assert!(g.piece(target).space.is_some());
            let want = if side == Side::Bond { 1 } else { 2 };
            assert!(ev.iter().any(|e| matches!(e, YoltEvent::LosesTurns { piece, turns, rest: false } if *piece == target && *turns == want)));
            // Turns already sat out (the Enemy phase that follows Bond's turn) plus those owed.
            let served = ev
                .iter()
                .filter(|e| matches!(e, YoltEvent::TurnLost { piece } if *piece == target))
                .count() as u8;
            assert_eq!(g.piece(target).lost_turns + served, want);
        } else {
            assert!(g.piece(target).space.is_none(), "crashed");
        }
    }
}

fn movement_row(side: Side, spaces: [u8; 11]) {
    assert_eq!(summary(side).movement, spaces);
    for total in 2..=12u8 {
        let mut g = started();
        let piece = match side {
            Side::Bond => PieceId::Bond,
            Side::Enemy => {
                g.phase = Phase::EnemyToChoose;
                PieceId::EnemyA
            }
        };
        force_totals(&mut g, &[total]);
        let ev = act(&mut g, YoltAction::RollMovement { piece });
        let spaces_rolled = ev.iter().find_map(|e| match e {
            YoltEvent::Roll { spaces, .. } => *spaces,
            _ => None,
        });
        assert_eq!(spaces_rolled, Some(spaces[usize::from(total - 2)]));
        let a = g.activation().expect("the piece is flying");
        assert_eq!(a.roll, spaces[usize::from(total - 2)]);
        assert_eq!(a.remaining, a.roll);
    }
}

/// A piece with a Quick Turn open to it.
fn quick_turn_spot(piece: PieceId) -> Option<(u8, Facing, u8)> {
    let m = map();
    for (here, facing) in qbranch_engine::chase::validate::headings(m) {
        let g = position(&[(piece, here, facing)], piece, 3);
        let act = g.activation().unwrap().clone();
        if let Some(&to) = g.legal_quick_turns(&act).first() {
            return Some((here, facing, to));
        }
    }
    None
}

fn quick_turn_row(side: Side, white: (u8, u8)) {
    let piece = if side == Side::Bond {
        PieceId::Bond
    } else {
        PieceId::EnemyA
    };
    let other = if side == Side::Bond {
        PieceId::EnemyA
    } else {
        PieceId::Bond
    };
    let (here, facing, to) = quick_turn_spot(piece).expect("a Quick Turn spot");
    let spare = (0..map().len() as u8)
        .find(|&x| x != here && x != to)
        .unwrap();
    for total in edge_totals(white) {
        let mut g = position(
            &[(piece, here, facing), (other, spare, any_facing(spare))],
            piece,
            3,
        );
        force_totals(&mut g, &[total]);
        let ev = act(&mut g, YoltAction::QuickTurn { to });
        let is_white = (white.0..=white.1).contains(&total);
        assert_eq!(rolls(&ev), vec![(RollAction::QuickTurn, total, is_white)]);
        let p = g.piece(piece);
        if is_white {
            assert_eq!(p.space, Some(to));
            assert_eq!(p.facing, Some(Facing::arrived(here, to)));
            assert_eq!(g.activation().map(|a| a.remaining), Some(2));
        } else {
            assert_eq!(p.space, Some(here));
            assert_eq!(p.facing, Some(facing));
            assert_eq!(g.activation().map(|a| a.remaining), Some(3), "flies on");
        }
        // Never more than one Quick Turn a turn.
        let a = g.activation().expect("still flying");
        assert!(g.legal_quick_turns(a).is_empty());
    }
}

fn double_back_row(side: Side, white: (u8, u8)) {
    let piece = if side == Side::Bond {
        PieceId::Bond
    } else {
        PieceId::EnemyA
    };
    let other = if side == Side::Bond {
        PieceId::EnemyA
    } else {
        PieceId::Bond
    };
    let m = map();
    let here = 5;
    let facing = Facing::arrived(4, 5);
    assert!(m.link(4, 5).is_some());
    let spare = 30;
    for total in edge_totals(white) {
        let mut g = position(
            &[(piece, here, facing), (other, spare, any_facing(spare))],
            piece,
            3,
        );
        force_totals(&mut g, &[total]);
        let ev = act(&mut g, YoltAction::DoubleBack);
        let is_white = (white.0..=white.1).contains(&total);
        assert_eq!(rolls(&ev), vec![(RollAction::DoubleBack, total, is_white)]);
        if is_white {
            assert_eq!(g.piece(piece).facing, Some(facing.reversed()));
            let a = g.activation().unwrap().clone();
            assert_eq!(g.legal_steps(&a), vec![4], "now flies back the way it came");
            assert!(!g.can_double_back(&a), "never two Double Backs a turn");
        } else {
            assert_eq!(g.piece(piece).facing, Some(facing), "keeps its facing");
            assert_eq!(g.piece(piece).lost_turns, 1);
            assert_ne!(
                g.activation().map(|a| a.piece),
                Some(piece),
                "rest of the turn lost"
            );
        }
    }
}

macro_rules! rows {
    ($( $(#[$doc:meta])* $name:ident => $body:expr; )*) => {
        $( $(#[$doc])* #[test] fn $name() { $body } )*
    };
}

rows! {
    // you-only-live-twice.txt, James Bond Action Summary, Movement (2..12 -> 2..12 spaces)
    bond_movement => movement_row(Side::Bond, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // you-only-live-twice.txt, James Bond Action Summary, Quick Turn (2-11 white turn; 12 gray)
    bond_quick_turn => { row_is(Side::Bond, RollAction::QuickTurn, None, (2, 11), QuickTurn, NoQuickTurn); quick_turn_row(Side::Bond, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Double Back (2-11 reverse; 12 loses rest of turn and next)
    bond_double_back => { row_is(Side::Bond, RollAction::DoubleBack, None, (2, 11), Reverse, LoseRestAndNext); double_back_row(Side::Bond, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Force (2-7 Force Save; 8-12 loses rest and next)
    bond_force => { row_is(Side::Bond, RollAction::Force, None, (2, 7), ForceSave, LoseRestAndNext); force_row(Side::Bond, (2, 7)) };
    // you-only-live-twice.txt, James Bond Action Summary, Force Dodge (2-8 loses next turn; 9-12 crashes)
    bond_force_dodge => { row_is(Side::Bond, RollAction::ForceDodge, None, (2, 8), LoseNext, Crash); force_dodge_row(Side::Bond, (2, 8)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire on Same Level, Same Space (2-11)
    bond_mg_same_space => { row_is(Side::Bond, RollAction::MgSameLevel, Some(0), (2, 11), Hits { hits: 1 }, NoEffect); fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgSameLevel, 0, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire on Same Level, 1-Space Range (2-10)
    bond_mg_same_level_1 => { row_is(Side::Bond, RollAction::MgSameLevel, Some(1), (2, 10), Hits { hits: 1 }, NoEffect); fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgSameLevel, 1, (2, 10)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire on Same Level, 2 or 3-Space Range (2-8)
    bond_mg_same_level_2_3 => for r in [2, 3] { row_is(Side::Bond, RollAction::MgSameLevel, Some(r), (2, 8), Hits { hits: 1 }, NoEffect); fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgSameLevel, r, (2, 8)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire on Same Level, 4, 5 or 6-Space Range (2-5)
    bond_mg_same_level_4_6 => { for r in [4, 5, 6] { row_is(Side::Bond, RollAction::MgSameLevel, Some(r), (2, 5), Hits { hits: 1 }, NoEffect); } fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgSameLevel, 5, (2, 5)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire on Same Level, 7-Space Range or Longer (2)
    bond_mg_same_level_7 => { for r in [7, 12, 40] { row_is(Side::Bond, RollAction::MgSameLevel, Some(r), (2, 2), Hits { hits: 1 }, NoEffect); } fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgSameLevel, 8, (2, 2)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire From Beneath, 1-Space Range (2-11)
    bond_mg_beneath_1 => { row_is(Side::Bond, RollAction::MgBeneath, Some(1), (2, 11), Hits { hits: 1 }, NoEffect); fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgBeneath, 1, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire From Beneath, 2 or 3-Space Range (2-10)
    bond_mg_beneath_2_3 => for r in [2, 3] { row_is(Side::Bond, RollAction::MgBeneath, Some(r), (2, 10), Hits { hits: 1 }, NoEffect); fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgBeneath, r, (2, 10)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire From Beneath, 4, 5 or 6-Space Range (2-7)
    bond_mg_beneath_4_6 => { for r in [4, 5, 6] { row_is(Side::Bond, RollAction::MgBeneath, Some(r), (2, 7), Hits { hits: 1 }, NoEffect); } fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgBeneath, 4, (2, 7)) };
    // you-only-live-twice.txt, James Bond Action Summary, Machinegun Fire From Beneath, 7-Space Range or Longer (2-4)
    bond_mg_beneath_7 => { for r in [7, 20] { row_is(Side::Bond, RollAction::MgBeneath, Some(r), (2, 4), Hits { hits: 1 }, NoEffect); } fire_row(Side::Bond, Weapon::MachineGun, RollAction::MgBeneath, 7, (2, 4)) };
    // you-only-live-twice.txt, James Bond Action Summary, Rocket Fire 1 to 5-Space Range (2-11 Dodge Rockets)
    bond_rockets_1_5 => { for r in 1..=5 { row_is(Side::Bond, RollAction::Rockets, Some(r), (2, 11), DodgeRockets, NoEffect); } fire_row(Side::Bond, Weapon::Rockets, RollAction::Rockets, 3, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Rocket Fire 6 to 10-Space Range (2-7 Dodge Rockets)
    bond_rockets_6_10 => { for r in 6..=10 { row_is(Side::Bond, RollAction::Rockets, Some(r), (2, 7), DodgeRockets, NoEffect); } assert!(BOND.row(RollAction::Rockets, Some(11)).is_none()); fire_row(Side::Bond, Weapon::Rockets, RollAction::Rockets, 10, (2, 7)) };
    // you-only-live-twice.txt, James Bond Action Summary, Missile Fire, Any Range (2-11 Dodge Missiles)
    bond_missiles => { row_is(Side::Bond, RollAction::Missiles, Some(9), (2, 11), DodgeMissiles, NoEffect); fire_row(Side::Bond, Weapon::Missiles, RollAction::Missiles, 4, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Flamethrower Fire, 1-Space Range (2-11 hit three times)
    bond_flamethrower => { row_is(Side::Bond, RollAction::Flamethrower, Some(1), (2, 11), Hits { hits: 3 }, NoEffect); fire_row(Side::Bond, Weapon::Flamethrower, RollAction::Flamethrower, 1, (2, 11)) };
    // you-only-live-twice.txt, James Bond Action Summary, Air Mines, 1-Space Drop (2-8 crashes)
    bond_air_mines => { row_is(Side::Bond, RollAction::AirMines, Some(1), (2, 8), Crash, NoEffect); fire_row(Side::Bond, Weapon::AirMines, RollAction::AirMines, 1, (2, 8)) };

    // you-only-live-twice.txt, Enemy Action Summary, Movement (2..12 -> 1..11 spaces)
    enemy_movement => movement_row(Side::Enemy, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // you-only-live-twice.txt, Enemy Action Summary, Quick Turn (2-5 white; 6-12 gray)
    enemy_quick_turn => { row_is(Side::Enemy, RollAction::QuickTurn, None, (2, 5), QuickTurn, NoQuickTurn); quick_turn_row(Side::Enemy, (2, 5)) };
    // you-only-live-twice.txt, Enemy Action Summary, Double Back (2-6 reverse; 7-12 loses rest and next)
    enemy_double_back => { row_is(Side::Enemy, RollAction::DoubleBack, None, (2, 6), Reverse, LoseRestAndNext); double_back_row(Side::Enemy, (2, 6)) };
    // you-only-live-twice.txt, Enemy Action Summary, Force (2-3 Force Save; 4-12 loses rest and next)
    enemy_force => { row_is(Side::Enemy, RollAction::Force, None, (2, 3), ForceSave, LoseRestAndNext); force_row(Side::Enemy, (2, 3)) };
    // you-only-live-twice.txt, Enemy Action Summary, Force Dodge (2-4 loses next two turns; 5-12 crashes)
    enemy_force_dodge => { row_is(Side::Enemy, RollAction::ForceDodge, None, (2, 4), LoseNextTwo, Crash); force_dodge_row(Side::Enemy, (2, 4)) };
    // you-only-live-twice.txt, Enemy Action Summary, Dodge Rockets (2-4 hit once; 5-12 hit three times)
    enemy_dodge_rockets => { row_is(Side::Enemy, RollAction::DodgeRockets, None, (2, 4), Hits { hits: 1 }, Hits { hits: 3 }); dodge_row(DodgeKind::Rockets, (2, 4)) };
    // you-only-live-twice.txt, Enemy Action Summary, Dodge Missiles (2 no effect; 3-12 crashes)
    enemy_dodge_missiles => { row_is(Side::Enemy, RollAction::DodgeMissiles, None, (2, 2), NoEffect, Crash); dodge_row(DodgeKind::Missiles, (2, 2)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire on Same Level, Same Space (2-8)
    enemy_mg_same_space => { row_is(Side::Enemy, RollAction::MgSameLevel, Some(0), (2, 8), Hits { hits: 1 }, NoEffect); fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgSameLevel, 0, (2, 8)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire on Same Level, 1-Space Range (2-7)
    enemy_mg_same_level_1 => { row_is(Side::Enemy, RollAction::MgSameLevel, Some(1), (2, 7), Hits { hits: 1 }, NoEffect); fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgSameLevel, 1, (2, 7)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire on Same Level, 2 or 3-Space Range (2-5)
    enemy_mg_same_level_2_3 => for r in [2, 3] { row_is(Side::Enemy, RollAction::MgSameLevel, Some(r), (2, 5), Hits { hits: 1 }, NoEffect); fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgSameLevel, r, (2, 5)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire on Same Level, 4-Space Range or Longer (2)
    enemy_mg_same_level_4 => { for r in [4, 7, 30] { row_is(Side::Enemy, RollAction::MgSameLevel, Some(r), (2, 2), Hits { hits: 1 }, NoEffect); } fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgSameLevel, 4, (2, 2)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire from Beneath, 1-Space Range (2-9)
    enemy_mg_beneath_1 => { row_is(Side::Enemy, RollAction::MgBeneath, Some(1), (2, 9), Hits { hits: 1 }, NoEffect); fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgBeneath, 1, (2, 9)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire from Beneath, 2 or 3-Space Range (2-7)
    enemy_mg_beneath_2_3 => for r in [2, 3] { row_is(Side::Enemy, RollAction::MgBeneath, Some(r), (2, 7), Hits { hits: 1 }, NoEffect); fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgBeneath, r, (2, 7)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire from Beneath, 4, 5 or 6-Space Range (2-4)
    enemy_mg_beneath_4_6 => { for r in [4, 5, 6] { row_is(Side::Enemy, RollAction::MgBeneath, Some(r), (2, 4), Hits { hits: 1 }, NoEffect); } fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgBeneath, 6, (2, 4)) };
    // you-only-live-twice.txt, Enemy Action Summary, Machinegun Fire from Beneath, 7-Space Range or Longer (2)
    enemy_mg_beneath_7 => { for r in [7, 25] { row_is(Side::Enemy, RollAction::MgBeneath, Some(r), (2, 2), Hits { hits: 1 }, NoEffect); } fire_row(Side::Enemy, Weapon::MachineGun, RollAction::MgBeneath, 9, (2, 2)) };
}

// you-only-live-twice.txt, Action Summaries: each summary has exactly the rows printed (no
// extra, none missing): Bond 18 rows besides Movement, Enemy 14.
#[test]
fn summaries_have_exactly_the_printed_rows() {
    assert_eq!(BOND.rows.len(), 18);
    assert_eq!(ENEMY.rows.len(), 14);
    // Bond has no dodge rows; the Enemy has no rocket, missile, flamethrower or mine rows.
    for a in [RollAction::DodgeRockets, RollAction::DodgeMissiles] {
        assert!(BOND.rows.iter().all(|r| r.action != a));
    }
    for a in [
        RollAction::Rockets,
        RollAction::Missiles,
        RollAction::Flamethrower,
        RollAction::AirMines,
    ] {
        assert!(ENEMY.rows.iter().all(|r| r.action != a));
    }
    // Range bands never overlap and leave no gap from their first range on.
    for s in [&BOND, &ENEMY] {
        for a in [RollAction::MgSameLevel, RollAction::MgBeneath] {
            for r in 0..=40u8 {
                let n = s
                    .rows
                    .iter()
                    .filter(|x| x.action == a && x.range.unwrap().contains(r))
                    .count();
                let expect = if a == RollAction::MgBeneath && r == 0 {
                    0
                } else {
                    1
                };
                assert_eq!(n, expect, "{:?} {a:?} range {r}", s.side);
            }
        }
    }
}
