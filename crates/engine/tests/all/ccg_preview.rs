//! What a choice would face, shown before it is made: an On Assignment group's totals against
//! the Main Plot's requirements, and a Henchman Attack's values with the dice's odds in Licence
//! to Kill. The preview must agree with how the engine then settles the action.

use crate::ccg_support::*;
use qbranch_engine::ccg::preview::{Check, Preview};
use qbranch_engine::ccg::{CcgAction as A, CcgEvent, Step};
use qbranch_engine::Game;

fn check(what: &str, have: i32, need: i32) -> Check {
    Check {
        what: what.into(),
        have,
        need,
    }
}

// ccg-basic-rules.txt, Step Six, 4 and 5: "Bond (or any Personality with him) must have a PV and
// CV equal to or greater than the highest PV and CV of any of the Plot cards being faced" and
// "Bond must be in control of the same types and numbers of Ability icons as listed on all the
// Plot cards."
#[test]
fn a_met_assignment_shows_every_requirement_met_and_is_overcome() {
    let (mut g, hero, plot) = tanker_assignment("the-navy-hero"); // PV 6, CV 5
    g.rig_plot(1, "underwater-battle", Some(0), true); // Aquatics
    g.rig_attach(0, "rebreather", hero); // Aquatics
    let p = g.assignment_preview(hero, None, plot).expect("a preview");
    let Preview::Assignment {
        checks,
        met,
        face_down,
    } = &p
    else {
        panic!("{p:?}")
    };
    assert_eq!(
        checks,
        &vec![
            check("PV", 6, 6),
            check("CV", 5, 5),
            check("Aquatics", 2, 2),
            check("Shooting", 1, 1)
        ]
    );
    assert!(*met);
    assert_eq!(*face_down, 0);
    assert_eq!(
        p.summary(),
        "PV 6 / 6 ✔ · CV 5 / 5 ✔ · Aquatics 2 / 2 ✔ · Shooting 1 / 1 ✔"
    );
    assign(&mut g, 0, hero, None, plot);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::AssignmentChecked { met: true, .. })));
}

// ccg-basic-rules.txt, Step Six, 6: "Starting with Bond's controller, all players may play
// Intrigue cards to help or hinder the Assignment." Every seat answering the window sees the
// same totals the sender saw before sending.
#[test]
fn the_window_shows_every_seat_the_totals_the_sender_saw() {
    let (mut g, hero, plot) = tanker_assignment("the-navy-hero");
    let before = g.assignment_preview(hero, None, plot).expect("a preview");
    assign(&mut g, 0, hero, None, plot);
    for seat in [Some(0), Some(1), None] {
        let w = g.view(seat).window.expect("the window is open");
        assert_eq!(w.preview.as_ref(), Some(&before), "seen by {seat:?}");
    }
}

// ccg-basic-rules.txt, Step Six, the Aris Kristatos examples: "the Bond card must have a PV of
// at least 6 and a CV of at least 5" and "at least one Shooting, three Cunning, and four
// Strength icons".
#[test]
fn a_short_group_shows_what_it_lacks_and_fails() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "aris-kristatos", None, true);
    g.rig_plot(1, "baron-samedi", Some(0), true);
    g.rig_plot(1, "firefight", Some(0), true);
    let hero = g.rig_agency(0, "the-navy-hero");
    let plot = g.seats[1].zone[0].cards[0].uid;
    let p = g.assignment_preview(hero, None, plot).unwrap();
    let Preview::Assignment { checks, met, .. } = &p else {
        panic!("{p:?}")
    };
    assert!(!met);
    let need = |what: &str| checks.iter().find(|c| c.what == what).map(|c| c.need);
    assert_eq!(need("PV"), Some(6));
    assert_eq!(need("CV"), Some(5));
    assert_eq!(need("Shooting"), Some(1));
    assert_eq!(need("Cunning"), Some(3));
    assert_eq!(need("Strength"), Some(4));
    assert_eq!(checks.len(), 5, "{checks:?}");
    assert!(p.summary().contains("PV 6 / 6 ✔"), "{}", p.summary());
    assert!(p.summary().contains("Cunning 0 / 3 ✘"), "{}", p.summary());
    assert!(p.summary().contains("Shooting 1 / 1 ✔"), "{}", p.summary());
    assert_eq!(p.met(), Some(false));
    assign(&mut g, 0, hero, None, plot);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::AssignmentChecked { met: false, .. })));
}

// The acting seat's view carries a preview for each of its On Assignment choices, and no
// other seat's view does.
#[test]
fn the_view_previews_the_acting_seats_assignments_only() {
    let (g, hero, plot) = tanker_assignment("the-navy-hero");
    let mine = g.view(Some(0));
    let assigns: Vec<A> = g
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, A::Assign { .. }))
        .collect();
    assert!(!assigns.is_empty());
    let shown: Vec<A> = mine.previews.iter().map(|p| p.action.clone()).collect();
    assert_eq!(shown, assigns);
    assert!(mine.previews.iter().any(|p| p.action
        == A::Assign {
            agent: hero,
            companion: None,
            plot
        }));
    assert!(g.view(Some(1)).previews.is_empty());
    assert!(g.view(None).previews.is_empty());
}

// ccg-license-to-kill-variant.txt, Step Six: "If the Bond card (and Personality) is able to
// match or beat all the requirements on the cards and there are still face down Plot cards, go
// to Step 2." The preview counts the face-down cards without reading them.
#[test]
fn face_down_plots_are_counted_not_read() {
    let mut g = ltk(2, Step::Assignment);
    let gf = g.rig_plot(1, "goldfinger", None, true); // PV 5, CV 7
    g.rig_plot(1, "jaws", Some(0), false); // PV 10: face down, so not in the requirements
    let bond = g.rig_agency(0, "the-gambler"); // PV 4
    let p = g.assignment_preview(bond, None, gf).unwrap();
    let Preview::Assignment {
        checks, face_down, ..
    } = &p
    else {
        panic!("{p:?}")
    };
    assert_eq!(*face_down, 1);
    assert_eq!(checks[0], check("PV", 4, 5));
    assert!(p.summary().ends_with("1 face-down Plot card still to face"));
}

// ccg-license-to-kill-variant.txt, Step Four, 5: "If the Henchman's PV/CV is greater than the
// target's PV/CV, you get a +X modifier to the die roll, where X is the difference" — Oddjob
// PV 9 against PV 7 rolls with +2: 26 of the 36 rolls win, 4 tie, 6 lose.
#[test]
fn licence_to_kill_attack_preview_gives_the_dice_odds() {
    let mut g = ltk(2, Step::Attack);
    let oddjob = g.rig_plot(0, "oddjob", None, true); // PV 9
    let bond = g.rig_agency(1, "the-commando"); // PV 7
    let p = g.attack_preview(oddjob, bond, false).unwrap();
    let Preview::Attack {
        attacker,
        target,
        odds,
        ..
    } = &p
    else {
        panic!("{p:?}")
    };
    assert_eq!((*attacker, *target), (9, 7));
    let chances: Vec<(String, u32)> = odds
        .outcomes
        .iter()
        .map(|o| (o.label.clone(), o.chance.num))
        .collect();
    assert_eq!(
        chances,
        vec![
            ("the target is Demoted".to_string(), 26),
            ("a tie, nothing happens".to_string(), 4),
            ("the Henchman escapes".to_string(), 6)
        ]
    );
    assert!(odds.outcomes.iter().all(|o| o.chance.den == 36));
    let v = g.view(Some(0));
    assert!(v.previews.iter().any(|p| p.action
        == A::HenchmanAttack {
            assailant: oddjob,
            target: bond,
            by_cv: false
        }));
}

// ccg-basic-rules.txt, Step Four, Results: "If the scores are equal, the combat was a tie and
// nothing happens." The Basic Rules roll no dice: the preview names the one result.
#[test]
fn basic_attack_preview_is_certain() {
    let mut g = basic(2, Step::Attack);
    let tee_hee = g.rig_plot(0, "tee-hee", None, true); // PV 7
    let commando = g.rig_agency(1, "the-commando"); // PV 7
    let p = g.attack_preview(tee_hee, commando, false).unwrap();
    assert_eq!(p.summary(), "PV 7 against 7: a tie, nothing happens");
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6
    let p = g.attack_preview(tee_hee, hero, false).unwrap();
    assert!(p
        .summary()
        .starts_with("PV 7 against 6: the target is Demoted"));
}
