//! The Hint's reasons in the chase games: a roll's chance from the Action Summary, and where a
//! move leaves Bond against the Enemy's fire and on his way to End.

use crate::chase_support::legal;
use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::Game;

mod yolt {
    use super::*;
    use crate::yolt_support::{any_facing, find_shot, position};
    use qbranch_engine::yolt::summary::RollAction;
    use qbranch_engine::yolt::{PieceId, Weapon, YoltAction};

    // you-only-live-twice.txt, the Action Summary: Bond's rockets at 1 to 5 spaces hit on 2–11
    // (35 of 36) and make the target roll Dodge Rockets, which for an Enemy helicopter is 2–4
    // for one hit (6 of 36), else three hits.
    #[test]
    fn rockets_give_the_chance_to_hit_and_the_hits() {
        let (here, facing, t) = find_shot(
            PieceId::Bond,
            PieceId::EnemyB,
            Weapon::Rockets,
            RollAction::Rockets,
            3,
        )
        .expect("a rocket shot at range 3");
        let g = position(
            &[
                (PieceId::Bond, here, facing),
                (PieceId::EnemyB, t, any_facing(t)),
            ],
            PieceId::Bond,
            0,
        );
        let fire = YoltAction::Fire {
            weapon: Weapon::Rockets,
            target: PieceId::EnemyB,
        };
        assert!(legal(&g).contains(&fire));
        assert_eq!(
            g.explain_choice(0, &fire).as_deref(),
            Some("97 % to hit Enemy B (1 hit 16 %, 3 hits 81 %)")
        );
    }

    // The Enemy Action Summary: a machine gun at a 1-space range on the same level hits on
    // 2–7 (21 of 36). Bond ending his move there stays in that fire.
    #[test]
    fn ending_the_move_in_a_line_of_fire_says_whose_and_how_likely() {
        let (here, facing, t) = find_shot(
            PieceId::EnemyA,
            PieceId::Bond,
            Weapon::MachineGun,
            RollAction::MgSameLevel,
            1,
        )
        .expect("a machine-gun line at range 1");
        let g = position(
            &[
                (PieceId::EnemyA, here, facing),
                (PieceId::Bond, t, any_facing(t)),
            ],
            PieceId::Bond,
            0,
        );
        assert!(legal(&g).contains(&YoltAction::EndMove));
        assert_eq!(
            g.explain_choice(0, &YoltAction::EndMove).as_deref(),
            Some("leaves Bond in Enemy A's fire (58 % a shot)")
        );
    }

    // The James Bond Action Summary: Double Back succeeds on 2–11; else "loses the rest of
    // this turn and all of the next".
    #[test]
    fn a_double_back_gives_its_chance_and_what_failing_costs() {
        let g = crate::yolt_support::started();
        let mut g = g;
        crate::chase_support::force_totals(&mut g, &[6]);
        crate::chase_support::act(
            &mut g,
            YoltAction::RollMovement {
                piece: PieceId::Bond,
            },
        );
        assert!(legal(&g).contains(&YoltAction::DoubleBack));
        assert_eq!(
            g.explain_choice(0, &YoltAction::DoubleBack).as_deref(),
            Some("97 % to succeed, else Bond loses the rest of this turn and all of the next")
        );
    }
}

mod lald {
    use super::*;
    use crate::lald_support::{all_headings, position};
    use qbranch_engine::lald::fire::fire_range;
    use qbranch_engine::lald::map::{distance_to_end, map};
    use qbranch_engine::lald::{LaldAction, PieceId};

    fn facing_of(t: SpaceId) -> Facing {
        Facing::toward(t, map().links(t)[0].to)
    }

    // live-and-let-die.txt: "If the Bond piece reaches the Space marked "End," the Bond player
    // wins." A step that shortens his way there says how far is left.
    #[test]
    fn a_step_toward_end_counts_the_spaces_left() {
        let d = distance_to_end();
        let (g, step, left) = all_headings()
            .into_iter()
            .find_map(|(here, facing)| {
                let g = position(&[(PieceId::Bond, here, facing)], PieceId::Bond, 2);
                let step = legal(&g).into_iter().find(|a| {
                    matches!(a, LaldAction::Step { to }
                        if d[usize::from(*to)] + 1 == d[usize::from(here)] && d[usize::from(*to)] > 1)
                })?;
                let LaldAction::Step { to } = step else {
                    return None;
                };
                Some((g, step, d[usize::from(to)]))
            })
            .expect("a step toward End");
        let why = g.explain_choice(0, &step).expect("a reason");
        assert!(
            why.starts_with(&format!("heads for End: {left} spaces to go; ")),
            "{why}"
        );
    }

    // The Enemy Action Summary (reconstructed): a Fire Attack at a 1-space range hits on 2–9
    // (30 of 36).
    #[test]
    fn a_fire_attack_gives_its_chance() {
        let (here, facing, t) = all_headings()
            .into_iter()
            .find_map(|(here, facing)| {
                (0..map().len() as SpaceId)
                    .find(|&t| fire_range(here, facing, t) == Some(1))
                    .map(|t| (here, facing, t))
            })
            .expect("a 1-space line of fire");
        let g = position(
            &[
                (PieceId::EnemyA, here, facing),
                (PieceId::Bond, t, facing_of(t)),
            ],
            PieceId::EnemyA,
            0,
        );
        let fire = LaldAction::Fire { card: None };
        assert!(legal(&g).contains(&fire), "{:?}", legal(&g));
        assert_eq!(
            g.explain_choice(1, &fire).as_deref(),
            Some("83 % to hit Bond (1 hit)")
        );
    }
}
