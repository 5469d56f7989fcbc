//! Every kind of effect in the card effect language, each with a test of its own on the cards
//! we ship. ccg-basic-rules.txt, The Main Rule: "If the wording on a card goes against the
//! rules described in this booklet, the wording on the card takes precedence." — effects are
//! data the engine interprets, so each kind is checked here through a card that carries it.

use crate::ccg_support::{
    act, all_pass, assign, attack, basic, ltk, play, rolled, shipped, tanker_assignment,
};
use qbranch_engine::ccg::{all_cards, CcgAction as A, CcgEvent, Icon, Loc, OpKind, Step};
use qbranch_engine::Game;

// Every kind of effect is carried by at least one card, so every kind below is reachable.
#[test]
fn every_effect_kind_is_on_a_card() {
    for kind in OpKind::ALL {
        assert!(
            all_cards()
                .iter()
                .any(|c| c.effects.iter().any(|e| e.op.kind() == kind)),
            "{kind:?}"
        );
    }
}

// ccg-basic-rules.txt, Physical Value: "Some Q and Intrigue cards can add to or subtract from
// this value." Walther PPK: "The bearer gains Shooting and +1 PV." Broken Arm: "Attach to a
// character: -2 PV while attached."
#[test]
fn effect_pv() {
    let mut g = basic(2, Step::Briefing);
    let b = g.rig_agency(0, "the-navy-hero"); // PV 6
    g.rig_attach(0, "walther-ppk", b);
    assert_eq!(g.pv(b), Some(7));
    g.rig_attach(1, "broken-arm", b);
    assert_eq!(g.pv(b), Some(5), "an attached Intrigue card subtracts");
}

// ccg-basic-rules.txt, Charisma Value: "Some Q and Intrigue cards can add to or subtract from
// this value." Vodka Martini: "The bearer gains +3 CV." Snappy One-Liner: "+2 CV".
#[test]
fn effect_cv() {
    let (mut g, b, plot) = tanker_assignment("the-commando"); // CV 3
    g.rig_attach(0, "vodka-martini", b);
    assert_eq!(g.cv(b), Some(6));
    let s = g.rig_hand(0, "snappy-one-liner");
    assign(&mut g, 0, b, None, plot);
    play(&mut g, 0, s, None, None);
    assert_eq!(g.group_totals(&[b]).1, Some(8));
}

// ccg-license-to-kill-variant.txt, Card Rulings: "Time Bomb - This Q card can provide only a
// maximum of +6 PV". Time Bomb: "The bearer gains +2 PV for each Cunning it controls, at most
// +6" (Cunning counts as Quick Thinking in Licence to Kill).
#[test]
fn effect_pv_per_icon() {
    let mut g = ltk(2, Step::Briefing);
    let b = g.rig_agency(0, "the-gambler"); // PV 4, one Cunning
    g.rig_attach(0, "time-bomb", b);
    assert_eq!(g.pv(b), Some(4 + 2));
    g.rig_attach(0, "rolex-buzzsaw-watch", b); // +1 PV, one more Cunning
    assert_eq!(g.pv(b), Some(4 + 1 + 4));
    g.rig_attach(0, "key-ring-finder", b); // +1 PV, a third Cunning
    assert_eq!(g.pv(b), Some(4 + 1 + 1 + 6));
    g.rig_attach(0, "magnetic-watch", b); // a fourth Cunning: +8 would be over the cap
    assert_eq!(g.pv(b), Some(4 + 1 + 1 + 6), "at most +6");
}

// ccg-basic-rules.txt, Step Six: "These icons may be provided by the Bond card itself, any Q
// cards attached to the Bond card, or a Personality card that Bond brings along." — and by an
// Intrigue card played on the assignment. Hidden Holster: "the Bond's side provides one more
// Shooting."
#[test]
fn effect_provide() {
    let mut g = basic(2, Step::Assignment);
    let plot = g.rig_plot(1, "scaramangas-island", None, true); // PV 4, CV 5, Shooting, Evasion
    let b = g.rig_agency(0, "the-driver"); // PV 5, CV 5, Driving 2, Evasion
    let holster = g.rig_hand(0, "hidden-holster");
    assign(&mut g, 0, b, None, plot);
    assert_eq!(g.group_totals(&[b]).2[Icon::Shooting as usize], 0);
    play(&mut g, 0, holster, None, None);
    assert_eq!(g.group_totals(&[b]).2[Icon::Shooting as usize], 1);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
}

// ccg-license-to-kill-variant.txt, Step Six example: "your opponent plays the Fire From the Sky
// Intrigue card, which adds a Flying icon to the requirements."
#[test]
fn effect_require() {
    let (mut g, b, plot) = tanker_assignment("the-navy-hero");
    let fire = g.rig_hand(1, "fire-from-the-sky");
    assign(&mut g, 0, b, None, plot);
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, fire, None, None);
    assert_eq!(g.requirements(1, 0).2[Icon::Flying as usize], 1);
    let ev = all_pass(&mut g);
    assert!(
        ev.iter().any(|e| matches!(e, CcgEvent::Failed { .. })),
        "no Flying icon"
    );
}

// A card may remove a requirement (never below none). Inside Information: "the Plots faced
// need one Cunning fewer."
#[test]
fn effect_waive() {
    let mut g = basic(2, Step::Assignment);
    let plot = g.rig_plot(1, "fort-knox", None, true); // PV 6, CV 4, Strength, Cunning
    let b = g.rig_agency(0, "the-navy-hero"); // PV 6, CV 5, Strength, no Cunning
    let w1 = g.rig_hand(0, "inside-information");
    let w2 = g.rig_hand(0, "inside-information");
    assign(&mut g, 0, b, None, plot);
    play(&mut g, 0, w1, None, None);
    play(&mut g, 0, w2, None, None);
    assert_eq!(g.requirements(1, 0).2[Icon::Cunning as usize], 0);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
}

// ccg-basic-rules.txt, Attacking and Charming: "Attacking and Charming are handled as if they
// were Henchman Attacks." ... "The loser fo the Attack or Charm (no matter who it is) is
// discarded along with any cards attached to it." Fisticuffs: "In place of your On Assignment
// step: one of your Bonds Attacks a character in another player's Plot Zone."
#[test]
fn effect_attack() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "crab-key", None, true);
    let jaws = g.rig_plot(1, "jaws", Some(0), true); // PV 10
    let b = g.rig_agency(0, "the-navy-hero"); // PV 6
    let q = g.rig_attach(0, "walther-ppk", b);
    let fist = g.rig_hand(0, "fisticuffs");
    g.rig_fill_hand(0, 3);
    play(&mut g, 0, fist, Some(jaws), Some(b));
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::AttackResolved {
            attacker_value: 7,
            defender_value: 10,
            ..
        }
    )));
    assert!(
        g.seats[0].discard.contains(&b) && g.seats[0].discard.contains(&q),
        "the attacker lost"
    );
    assert_eq!(g.turn.step, Step::Discard, "it took the On Assignment step");
}

// ccg-license-to-kill-variant.txt, Step Six: "Use a special card that states, 'In place of your
// On Assignment step, ...' For example, The Charmer" — here a Charm: "compare Charisma Values".
#[test]
fn effect_charm() {
    let mut g = ltk(2, Step::Assignment);
    let charmer = g.rig_agency(0, "the-charmer"); // CV 6
    let tiff = g.rig_agency(1, "tiffany-case"); // CV 5
    g.rig_fill_hand(0, 2);
    assert!(g.legal_actions(0).contains(&A::UseInPlace {
        card: charmer,
        target: tiff
    }));
    act(
        &mut g,
        0,
        A::UseInPlace {
            card: charmer,
            target: tiff,
        },
    );
    assert!(g.window.is_some(), "the Charm has its own response window");
    let ev = all_pass(&mut g);
    let (d, m) = rolled(&ev).expect("a Charm with dice");
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::AttackResolved {
            attacker_value: 6,
            defender_value: 5,
            ..
        }
    )));
    assert_eq!(m, [1, 0]);
    let (x, y) = (d[0] as i32 + 1, d[1] as i32);
    assert_eq!(g.seats[1].discard.contains(&tiff), x > y);
    assert_eq!(g.seats[0].discard.contains(&charmer), y > x);
    assert_eq!(g.turn.step, Step::Discard, "it took the On Assignment step");
}

// ccg-license-to-kill-variant.txt, Step Six example: "you play the Out of the Blue Intrigue card
// to counter Fire From the Sky"
#[test]
fn effect_counter() {
    let (mut g, b, plot) = tanker_assignment("the-navy-hero");
    let blue = g.rig_hand(0, "out-of-the-blue");
    let snappy = g.rig_hand(1, "snappy-one-liner");
    let fire = g.rig_hand(1, "fire-from-the-sky");
    assign(&mut g, 0, b, None, plot);
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, A::PlayIntrigue { card, .. } if *card == blue)),
        "nothing to counter yet"
    );
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, snappy, None, None);
    play(&mut g, 1, fire, None, None);
    act(&mut g, 1, A::Pass);
    let legal = g.legal_actions(0);
    assert!(legal.contains(&A::PlayIntrigue {
        card: blue,
        target: Some(fire),
        by: None
    }));
    assert!(
        !legal.contains(&A::PlayIntrigue {
            card: blue,
            target: Some(snappy),
            by: None
        }),
        "it counters one card only"
    );
    play(&mut g, 0, blue, Some(fire), None);
    assert!(!g.window.as_ref().unwrap().in_force(fire));
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
    // played Intrigue cards end on their owners' discard piles
    assert!(g.seats[1].discard.contains(&fire) && g.seats[0].discard.contains(&blue));
}

// ccg-basic-rules.txt, Movie Subplots: "Some Intrigue cards allow you to play Villain, Henchman,
// and Location Subplots on your Main Plots. These are in addition to the ones you are allowed
// to play normally." Hired Muscle: "add one more Henchman to one of your Main Plots this turn".
#[test]
fn effect_extra_plot() {
    let mut g = basic(2, Step::Develop);
    let onto = g.rig_plot(0, "atlantis", None, true); // Location, 2 bullets
    let jaws = g.rig_hand(0, "jaws"); // Henchman, 3 bullets: too many for a Movie Subplot
    let c = g.rig_hand(0, "hired-muscle");
    assert!(!g
        .legal_actions(0)
        .contains(&A::Subplot { card: jaws, onto }));
    play(&mut g, 0, c, None, None);
    assert!(g
        .legal_actions(0)
        .contains(&A::Subplot { card: jaws, onto }));
    act(&mut g, 0, A::Subplot { card: jaws, onto });
    assert_eq!(g.seats[0].zone[0].cards.len(), 2);
    assert!(
        g.turn.extra_plots.is_empty(),
        "the extra Subplot is used up"
    );
}

// ccg-license-to-kill-variant.txt, Step Four: "Only one attack can be made per turn (unless
// Intrigue cards enable you to do otherwise)." Relentless Pursuit: "Play during your Henchman
// Attack: you may make one more Henchman Attack this turn."
#[test]
fn effect_extra_attack() {
    let mut g = basic(2, Step::Attack);
    let may_day = g.rig_plot(0, "may-day", None, true); // PV 8
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6
    let rp = g.rig_hand(0, "relentless-pursuit");
    g.rig_fill_hand(0, 3);
    attack(&mut g, 0, may_day, hero, false);
    play(&mut g, 0, rp, None, None);
    assert_eq!(g.turn.attacks_left, 2);
    all_pass(&mut g);
    assert_eq!(g.turn.step, Step::Attack, "a second attack is allowed");
    attack(&mut g, 0, may_day, hero, false);
    all_pass(&mut g);
    assert!(g.seats[1].discard.contains(&hero), "demoted twice");
}

// An Intrigue card may call a Henchman Attack off. Cover Blown: "it is called off and nothing
// happens."
#[test]
fn effect_cancel_attack() {
    let mut g = basic(2, Step::Attack);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    let hero = g.rig_agency(1, "the-navy-hero");
    let cover = g.rig_hand(1, "cover-blown");
    attack(&mut g, 0, oddjob, hero, false);
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, cover, None, None);
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(e, CcgEvent::AttackResolved { result, .. } if result == "the attack is called off")));
    assert!(!g.piece(hero).unwrap().demoted);
}

// ccg-license-to-kill-variant.txt, Card Rulings: "like the Explosive Pen, it is discarded once
// it is used."
#[test]
fn effect_discard_after_use() {
    let (mut g, b, plot) = tanker_assignment("the-navy-hero");
    let pen = g.rig_attach(0, "explosive-pen", b);
    let w = g.rig_attach(0, "walther-ppk", b);
    assert_eq!(g.pv(b), Some(6 + 3 + 1));
    assign(&mut g, 0, b, None, plot);
    all_pass(&mut g);
    assert!(g.seats[0].discard.contains(&pen));
    assert!(g.attached_to(b).contains(&w), "other Q cards stay");
}

// ccg-license-to-kill-variant.txt, Card Rulings: "Connections - It does not attach and must be
// discarded at the end of your turn."
#[test]
fn effect_discard_at_end_of_turn() {
    let (mut g, b, plot) = tanker_assignment("the-navy-hero");
    let c = g.rig_hand(0, "connections");
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, b, None, plot);
    play(&mut g, 0, c, None, None);
    all_pass(&mut g);
    assert!(matches!(g.locate(c), Some(Loc::Lingering(0))));
    while g.turn.seat == 0 {
        act(&mut g, 0, A::Done);
    }
    assert!(g.seats[0].discard.contains(&c));
}

// ccg-license-to-kill-variant.txt, Main Rules: "Some Plot cards contain the text 'If in the same
// Plot Zone... .'" — in Basic, the same Plot Zone is enough. Oddjob: "+2 PV while Goldfinger
// is in the same Main Plot (Basic: the same Plot Zone)."
#[test]
fn effect_partner() {
    let mut g = basic(2, Step::Develop);
    let odd = g.rig_plot(0, "oddjob", None, true);
    assert_eq!(g.pv(odd), Some(9));
    g.rig_plot(1, "goldfinger", None, true);
    assert_eq!(g.pv(odd), Some(9), "another player's Plot Zone");
    let mut g = basic(2, Step::Develop);
    let odd = g.rig_plot(0, "oddjob", None, true);
    g.rig_plot(0, "goldfinger", None, true);
    assert_eq!(
        g.pv(odd),
        Some(11),
        "a different Main Plot of the same Plot Zone"
    );
}

// An Intrigue card may draw cards in place of the On Assignment step. Q Branch Requisition:
// "In place of your On Assignment step: draw two cards."
#[test]
fn effect_draw() {
    let mut g = basic(2, Step::Assignment);
    let r = g.rig_hand(0, "q-branch-requisition");
    g.rig_fill_hand(0, 3);
    play(&mut g, 0, r, None, None);
    assert_eq!(g.seats[0].hand.len(), 2 + 2);
    assert_eq!(g.turn.step, Step::Discard);
    assert_eq!(shipped("q-branch-requisition").effects.len(), 1);
}

// ccg-license-to-kill-variant.txt: "single bullet icon if it can be used to stop a Bond On
// Assignment (for example, converting the original "One Step Forward, Two Steps Back" Obstacle
// ...)". One Step Forward Two Steps Back: "A Bond who would overcome the Main Plot holding this
// card is turned back instead: nothing is overcome, and this card is discarded."
#[test]
fn effect_turn_back() {
    let mut g = basic(2, Step::Assignment);
    let fort = g.rig_plot(1, "fort-knox", None, true); // PV 6, CV 4, Strength, Cunning
    let step = g.rig_plot(1, "one-step-forward-two-steps-back", Some(0), true); // Cunning
    assert_eq!(g.seats[1].score, 2 + 1);
    let b = g.rig_agency(0, "the-double-o"); // PV 7, CV 6, Shooting, Strength, Cunning
    g.rig_attach(0, "rolex-buzzsaw-watch", b); // a second Cunning
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, b, None, fort);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::AssignmentChecked { met: true, .. })));
    assert!(ev.contains(&CcgEvent::Discarded {
        seat: 1,
        card: Some("one-step-forward-two-steps-back".into()),
        why: "it turned the Bond back".into()
    }));
    assert!(!ev.iter().any(|e| matches!(
        e,
        CcgEvent::Overcome { .. } | CcgEvent::Failed { .. } | CcgEvent::Demoted { .. }
    )));
    assert!(g.seats[1].discard.contains(&step));
    assert_eq!(g.face_up_plot_cards(1, 0), vec![fort], "Fort Knox stays");
    assert_eq!((g.seats[0].score, g.seats[1].score), (0, 2));
    assert!(!g.piece(b).unwrap().demoted, "turned back, not defeated");
    // The next Bond sent meets Fort Knox alone and overcomes it.
    g.rig_turn(0, Step::Assignment);
    assign(&mut g, 0, b, None, fort);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
}

// One Step Forward Two Steps Back stops only a Bond who would overcome: one who falls short
// fails and is Demoted as ever, and the card stays.
#[test]
fn effect_turn_back_leaves_a_failed_assignment_alone() {
    let mut g = basic(2, Step::Assignment);
    let fort = g.rig_plot(1, "fort-knox", None, true);
    let step = g.rig_plot(1, "one-step-forward-two-steps-back", Some(0), true);
    let b = g.rig_agency(0, "the-double-o"); // one Cunning of the two
    assign(&mut g, 0, b, None, fort);
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(e, CcgEvent::Failed { .. })));
    assert!(g.piece(b).unwrap().demoted);
    assert!(g.is_face_up(step));
}

// Martial Arts: "Play while On Assignment: the Bond's side gains +1 PV for each Strength it
// controls, at most +3."
#[test]
fn martial_arts_adds_pv_for_each_strength_of_the_bonds_side() {
    let mut g = basic(2, Step::Assignment);
    let oddjob = g.rig_plot(1, "oddjob", None, true); // PV 9, CV 2, Strength 2, Evasion
    let b = g.rig_agency(0, "the-brawler"); // PV 8, CV 3, Strength 2, Evasion
    let arts = g.rig_hand(0, "martial-arts");
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, b, None, oddjob);
    assert_eq!(g.group_totals(&[b]).0, Some(8));
    play(&mut g, 0, arts, None, None);
    assert_eq!(g.group_totals(&[b]).0, Some(8 + 2), "two Strength");
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::AssignmentChecked {
            met: true,
            have_pv: Some(10),
            need_pv: Some(9),
            ..
        }
    )));
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));

    // Four Strength on the side (a Personality's among them): at most +3.
    let mut g = basic(2, Step::Assignment);
    let oddjob = g.rig_plot(1, "oddjob", None, true);
    let b = g.rig_agency(0, "the-brawler");
    g.rig_attach(0, "piton-gun", b); // Strength
    let draco = g.rig_agency(0, "marc-ange-draco"); // Strength
    let arts = g.rig_hand(0, "martial-arts");
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, b, Some(draco), oddjob);
    play(&mut g, 0, arts, None, None);
    assert_eq!(g.group_totals(&[b, draco]).2[Icon::Strength as usize], 4);
    assert_eq!(g.group_totals(&[b, draco]).0, Some(8 + 3));
}
