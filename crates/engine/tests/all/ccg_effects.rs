//! Every kind of effect in the card effect language, each with a test of its own.
//! ccg-basic-rules.txt, The Main Rule: "If the wording on a card goes against the rules
//! described in this booklet, the wording on the card takes precedence." — effects are data
//! the engine interprets, so each kind is checked here through the cards that carry it.

use crate::ccg_support::{act, all_pass, assign, attack, basic, crab_key_assignment, ltk, play};
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
// this value."
#[test]
fn effect_pv() {
    let mut g = basic(2, Step::Briefing);
    let b = g.rig_agency(0, "the-navy-hero");
    g.rig_attach(0, "walther-ppk", b);
    assert_eq!(g.pv(b), Some(6));
    g.rig_attach(1, "licence-revoked", b);
    assert_eq!(g.pv(b), Some(4), "an attached Intrigue card subtracts");
}

// ccg-basic-rules.txt, Charisma Value: "Some Q and Intrigue cards can add to or subtract from
// this value."
#[test]
fn effect_cv() {
    let (mut g, b, plot) = crab_key_assignment("the-commando");
    g.rig_attach(0, "vodka-martini", b);
    assert_eq!(g.cv(b), Some(6));
    let s = g.rig_hand(0, "snappy-one-liner");
    assign(&mut g, 0, b, None, plot);
    play(&mut g, 0, s, None, None);
    assert_eq!(g.group_totals(&[b]).1, Some(8));
}

// ccg-license-to-kill-variant.txt, Card Rulings: "Time Bomb - This Q card can provide only a
// maximum of +6 PV"
#[test]
fn effect_pv_per_icon() {
    let mut g = ltk(2, Step::Briefing);
    let b = g.rig_agency(0, "the-gambler"); // PV 4, no Shooting
    g.rig_attach(0, "time-bomb", b);
    assert_eq!(g.pv(b), Some(4));
    g.rig_attach(0, "walther-ppk", b); // +1 PV, 1 Shooting
    assert_eq!(g.pv(b), Some(4 + 1 + 2));
    g.rig_attach(0, "sniper-rifle", b); // 3 Shooting in all: +6
    assert_eq!(g.pv(b), Some(4 + 1 + 6));
    let mut g = ltk(2, Step::Briefing);
    let b = g.rig_agency(0, "the-navy-hero"); // PV 5, 1 Shooting
    for q in ["time-bomb", "walther-ppk", "sniper-rifle"] {
        g.rig_attach(0, q, b);
    }
    assert_eq!(
        g.pv(b),
        Some(5 + 1 + 6),
        "4 Shooting would be +8: at most +6"
    );
}

// ccg-basic-rules.txt, Step Six: "These icons may be provided by the Bond card itself, any Q
// cards attached to the Bond card, or a Personality card that Bond brings along." — and by an
// Intrigue card played on the assignment.
#[test]
fn effect_provide() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "piz-gloria", None, true); // PV 3, CV 4, Evasion
    let b = g.rig_agency(0, "the-navy-hero");
    let lucky = g.rig_hand(0, "lucky-break");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, b, None, plot);
    assert_eq!(g.group_totals(&[b]).2[Icon::Evasion as usize], 0);
    play(&mut g, 0, lucky, None, None);
    assert_eq!(g.group_totals(&[b]).2[Icon::Evasion as usize], 1);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
}

// ccg-license-to-kill-variant.txt, Step Six example: "your opponent plays the Fire From the Sky
// Intrigue card, which adds a Flying icon to the requirements."
#[test]
fn effect_require() {
    let (mut g, b, plot) = crab_key_assignment("the-navy-hero");
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

// A card may remove a requirement (never below none).
#[test]
fn effect_waive() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "fort-knox", None, true); // PV 4, CV 4, Cunning
    let b = g.rig_agency(0, "the-navy-hero"); // no Cunning
    let w1 = g.rig_hand(0, "inside-information");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, b, None, plot);
    play(&mut g, 0, w1, None, None);
    assert_eq!(g.requirements(1, 0).2[Icon::Cunning as usize], 0);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
}

// ccg-basic-rules.txt, Attacking and Charming: "The loser fo the Attack or Charm (no matter who
// it is) is discarded along with any cards attached to it."
#[test]
fn effect_attack() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "crab-key", None, true);
    let jaws = g.rig_plot(1, "jaws", None, true); // PV 10
    let b = g.rig_agency(0, "the-navy-hero"); // PV 5
    let q = g.rig_attach(0, "walther-ppk", b);
    let amb = g.rig_hand(0, "ambush");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, b, None, plot);
    let ev = play(&mut g, 0, amb, Some(jaws), Some(b));
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::AttackResolved {
            attacker_value: 6,
            defender_value: 10,
            ..
        }
    )));
    assert!(
        g.seats[0].discard.contains(&b) && g.seats[0].discard.contains(&q),
        "the attacker lost"
    );
    // the assignment has no Bond left: it ends with no result
    let ev = all_pass(&mut g);
    assert!(!ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { .. } | CcgEvent::Failed { .. })));
}

// ccg-license-to-kill-variant.txt, Step Six: "Use a special card that states, 'In place of your
// On Assignment step, ...' For example, The Charmer" — here a Charm: "compare Charisma Values".
#[test]
fn effect_charm() {
    let mut g = ltk(2, Step::Assignment);
    let charmer = g.rig_agency(0, "the-charmer"); // CV 7
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
    let (d, m) = ev
        .iter()
        .find_map(|e| match e {
            CcgEvent::AttackResolved {
                dice: Some(d),
                modifiers: Some(m),
                attacker_value: 7,
                defender_value: 5,
                ..
            } => Some((*d, *m)),
            _ => None,
        })
        .expect("a Charm with dice");
    assert_eq!(m, [2, 0]);
    let (x, y) = (d[0] as i32 + 2, d[1] as i32);
    assert_eq!(g.seats[1].discard.contains(&tiff), x > y);
    assert_eq!(g.seats[0].discard.contains(&charmer), y > x);
    assert_eq!(g.turn.step, Step::Discard, "it took the On Assignment step");
}

// ccg-license-to-kill-variant.txt, Step Six example: "you play the Out of the Blue Intrigue card
// to counter Fire From the Sky"
#[test]
fn effect_counter() {
    let (mut g, b, plot) = crab_key_assignment("the-navy-hero");
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
// to play normally."
#[test]
fn effect_extra_plot() {
    let mut g = basic(2, Step::Develop);
    g.rig_plot(0, "atlantis", None, true); // Location, 2 bullets
    let jaws = g.rig_hand(0, "jaws"); // Henchman, 3 bullets: too many for a Movie Subplot
    let c = g.rig_hand(0, "connections");
    let onto = g.seats[0].zone[0].cards[0].uid;
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
// Intrigue cards enable you to do otherwise)."
#[test]
fn effect_extra_attack() {
    let mut g = basic(2, Step::Develop);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    let hero = g.rig_agency(1, "the-navy-hero");
    let dc = g.rig_hand(0, "double-cross");
    g.rig_fill_hand(0, 3);
    play(&mut g, 0, dc, None, None);
    assert_eq!(g.turn.attacks_left, 2);
    // nothing else to do in Develop: the turn moves on to the Henchman Attack
    assert_eq!(g.turn.step, Step::Attack);
    attack(&mut g, 0, oddjob, hero, false);
    all_pass(&mut g);
    assert_eq!(g.turn.step, Step::Attack, "a second attack is allowed");
    attack(&mut g, 0, oddjob, hero, false);
    all_pass(&mut g);
    assert!(g.seats[1].discard.contains(&hero), "demoted twice");
}

// An Intrigue card may call a Henchman Attack off.
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
    let (mut g, b, plot) = crab_key_assignment("the-navy-hero");
    let pen = g.rig_attach(0, "explosive-pen", b);
    let w = g.rig_attach(0, "walther-ppk", b);
    assert_eq!(g.pv(b), Some(5 + 3 + 1));
    assign(&mut g, 0, b, None, plot);
    all_pass(&mut g);
    assert!(g.seats[0].discard.contains(&pen));
    assert!(g.attached_to(b).contains(&w), "other Q cards stay");
}

// ccg-license-to-kill-variant.txt, Card Rulings: "Connections - It does not attach and must be
// discarded at the end of your turn."
#[test]
fn effect_discard_at_end_of_turn() {
    let mut g = basic(2, Step::Develop);
    g.rig_plot(0, "atlantis", None, true);
    let c = g.rig_hand(0, "connections");
    g.rig_fill_hand(0, 3);
    play(&mut g, 0, c, None, None);
    assert!(matches!(g.locate(c), Some(Loc::Lingering(0))));
    while g.turn.seat == 0 {
        act(&mut g, 0, A::Done);
    }
    assert!(g.seats[0].discard.contains(&c));
}

// ccg-license-to-kill-variant.txt, Main Rules: "Some Plot cards contain the text 'If in the same
// Plot Zone... .'" — in Basic, the same Plot Zone is enough.
#[test]
fn effect_partner() {
    let mut g = basic(2, Step::Develop);
    let odd = g.rig_plot(0, "oddjob", None, true);
    assert_eq!(g.pv(odd), Some(7));
    g.rig_plot(1, "goldfinger", None, true);
    assert_eq!(g.pv(odd), Some(7), "another player's Plot Zone");
    let mut g = basic(2, Step::Develop);
    let odd = g.rig_plot(0, "oddjob", None, true);
    g.rig_plot(0, "goldfinger", None, true);
    assert_eq!(
        g.pv(odd),
        Some(9),
        "a different Main Plot of the same Plot Zone"
    );
}

// An Intrigue card may draw cards in place of the On Assignment step.
#[test]
fn effect_draw() {
    let mut g = basic(2, Step::Assignment);
    let r = g.rig_hand(0, "q-branch-requisition");
    g.rig_fill_hand(0, 3);
    play(&mut g, 0, r, None, None);
    assert_eq!(g.seats[0].hand.len(), 2 + 2);
    assert_eq!(g.turn.step, Step::Discard);
}
