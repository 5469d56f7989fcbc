//! The Licence to Kill variant, rule by rule, and the Jaws worked example.

use crate::ccg_support::{
    act, all_pass, assign, attack, invented, jaws_example, ltk, play, rolled, shipped,
    tiffany_case_example,
};
use qbranch_engine::ccg::{CcgAction as A, CcgEvent, CcgLtk, Icon, Loc, Step};
use qbranch_engine::{Game, GameEvent};

fn connects(g: &CcgLtk, card: qbranch_engine::ccg::Uid) -> Vec<(Option<u8>, u8, bool)> {
    g.legal_actions(g.turn.seat)
        .into_iter()
        .filter_map(|a| match a {
            A::Connect {
                card: c,
                main,
                at,
                face_up,
            } if c == card => Some((main, at, face_up)),
            _ => None,
        })
        .collect()
}

// ccg-license-to-kill-variant.txt, Preparing to Play, step 2: "Pick one of your three Mission
// Plots and place if face-up in your Plot Zone. Place a Villain face-down on top of the Mission
// Plot" ... "players must start with different Mission Plots"; step 3: "You must pick a Bond
// card that has a total PV and CV that is less than or equal to 10."; step 5: "Draw 7 cards
// from your Action Draw Pile."
#[test]
fn the_start_mission_villain_and_bond() {
    let mut g = ltk(2, Step::LtkStart);
    let legal = g.legal_actions(0);
    assert!(legal.iter().all(|a| matches!(
        a,
        A::Start {
            mission: Some(_),
            villain: Some(_),
            bond: Some(_)
        }
    )));
    let bonds: Vec<&str> = legal
        .iter()
        .filter_map(|a| match a {
            A::Start { bond: Some(b), .. } => Some(g.card(*b).id),
            _ => None,
        })
        .collect();
    assert!(bonds.contains(&"the-driver"), "PV 5 + CV 5 = 10 is allowed");
    assert!(!bonds.contains(&"the-gambler"), "PV 4 + CV 7 = 11 is not");
    let pick = legal
        .iter()
        .find(|a| matches!(a, A::Start { mission: Some(m), .. } if g.card(*m).id == "avenge-felix-leiter"))
        .unwrap()
        .clone();
    let ev = act(&mut g, 0, pick);
    let zone = &g.seats[0].zone;
    assert_eq!(zone.len(), 1, "one starting Main Plot");
    assert_eq!(zone[0].cards.len(), 2);
    assert!(zone[0].cards[0].face_up && !zone[0].cards[1].face_up);
    assert_eq!(
        g.card(zone[0].cards[1].uid).ctype,
        qbranch_engine::ccg::CardType::Villain
    );
    assert_eq!(g.seats[0].agency.len(), 1);
    assert_eq!(g.seats[0].hand.len(), 7);
    // the face-down Villain is never named in an event
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::PlotPlaced {
            card: None,
            face_up: false,
            ..
        }
    )));
    assert_eq!(g.seats[0].score, 5, "only the face-up Mission counts");
    // the next player may not start with the same Mission
    let legal = g.legal_actions(1);
    assert!(!legal.iter().any(
        |a| matches!(a, A::Start { mission: Some(m), .. } if g.card(*m).id == "avenge-felix-leiter")
    ));
}

// ccg-license-to-kill-variant.txt, Preparing to Play, step 3: "You must pick a Bond card that
// has a total PV and CV that is less than or equal to 10."; step 2: "players must start with
// different Mission Plots". The chooser's view: every design looked through, the barred ones
// with why, and the legal starts exactly the allowed Mission × Villain × Bond.
#[test]
fn the_start_options_show_what_the_rules_allow_and_why_not() {
    use qbranch_engine::ccg::legal::{Barred, StartCard};
    let mut g = ltk(2, Step::LtkStart);
    let o = g.view(Some(0)).start.expect("the chooser sees its options");
    assert_eq!(o.bond_max, 10);
    let find = |cs: &[StartCard], id: &str| cs.iter().find(|c| c.card == id).cloned();
    let driver = find(&o.bonds, "the-driver").expect("the Driver in the deck");
    assert_eq!((driver.total, driver.barred), (Some(10), None));
    let gambler = find(&o.bonds, "the-gambler").expect("the Gambler in the deck");
    assert_eq!(
        (gambler.total, gambler.barred),
        (Some(11), Some(Barred::OverLimit))
    );
    assert!(o.missions.iter().all(|c| c.barred.is_none()));
    let allowed = |cs: &[StartCard]| cs.iter().filter(|c| c.barred.is_none()).count();
    assert_eq!(
        g.legal_actions(0).len(),
        allowed(&o.missions) * allowed(&o.villains) * allowed(&o.bonds)
    );
    // Only the seat choosing looks through its decks.
    assert!(g.view(Some(1)).start.is_none());
    assert!(g.view(None).start.is_none());
    let first = o.missions[0].clone();
    let pick = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a, A::Start { mission: Some(m), .. } if *m == first.uid))
        .unwrap();
    act(&mut g, 0, pick);
    let next = g.view(Some(1)).start.expect("the next seat chooses");
    match find(&next.missions, &first.card) {
        Some(c) => assert_eq!(c.barred, Some(Barred::Taken)),
        None => panic!("seat 1's decks hold {} too", first.card),
    }
    assert!(
        g.view(Some(0)).start.is_none(),
        "a start once made is not offered again"
    );
}

// ccg-license-to-kill-variant.txt, Step One: "Draw Action cards until you have 7 cards in you
// hand. ... Draw one Plot card."
#[test]
fn draw_to_seven_and_one_plot_card() {
    let mut g = ltk(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    g.rig_fill_hand(0, 3);
    act(&mut g, 1, A::Done);
    assert_eq!(g.turn.seat, 0);
    let hand = &g.seats[0].hand;
    assert_eq!(hand.iter().filter(|&&u| !g.card(u).is_plot()).count(), 7);
    assert_eq!(hand.iter().filter(|&&u| g.card(u).is_plot()).count(), 1);
    assert_eq!(g.turn.step, Step::Develop);
}

// ccg-license-to-kill-variant.txt, Step Two: "You must add the Plot card you drew in Step 1 to
// your Plot Zone" — face up or face down, to a Main Plot or as a new one.
#[test]
fn the_drawn_plot_must_be_placed() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "avenge-felix-leiter", None, true);
    let loc = g.rig_hand(0, "crab-key");
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&A::Done));
    let c = connects(&g, loc);
    assert!(
        c.contains(&(None, 0, true)) && c.contains(&(None, 0, false)),
        "a new Main Plot"
    );
    assert!(c.contains(&(Some(0), 1, true)), "on top of the Mission");
    // "until face-down Plot cards are revealed ... they don't count toward your Plot Point
    // total"
    let ev = act(
        &mut g,
        0,
        A::Connect {
            card: loc,
            main: Some(0),
            at: 1,
            face_up: false,
        },
    );
    assert_eq!(g.seats[0].score, 5);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::PlotPlaced { card: None, .. })));
    // nothing else to decide this turn: the turn passes on
    assert_eq!(g.turn.seat, 1);
}

// ccg-license-to-kill-variant.txt, Main Rules: "You must connect Plot cards to a Main Plot so
// they are in descending order" — the example: a Henchman goes between the Villain and the
// Location.
#[test]
fn face_up_plots_keep_descending_order() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "max-zorin", None, true);
    g.rig_plot(0, "crab-key", Some(0), true);
    let h = g.rig_hand(0, "may-day");
    let c = connects(&g, h);
    assert!(
        c.contains(&(Some(0), 1, true)),
        "between the Villain and the Location"
    );
    assert!(!c.contains(&(Some(0), 0, true)), "not under the Villain");
    assert!(!c.contains(&(Some(0), 2, true)), "not over the Location");
}

// ccg-license-to-kill-variant.txt, Main Rules: "Each Main Plot can have only one Mission, one
// Villain, one Henchman, and two Locations." and "A Main Plot can contain a maximum of five
// Plot cards."
#[test]
fn type_limits_and_five_cards_per_main_plot() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "max-zorin", None, true);
    let v = g.rig_hand(0, "dr-no");
    assert!(!connects(&g, v).iter().any(|&(m, _, up)| m == Some(0) && up));
    g.rig_plot(0, "crab-key", Some(0), true);
    g.rig_plot(0, "atlantis", Some(0), true);
    let l = g.rig_hand(0, "fort-knox");
    assert!(
        !connects(&g, l).iter().any(|&(m, _, up)| m == Some(0) && up),
        "a third Location"
    );
    g.rig_plot(0, "may-day", Some(0), true);
    g.rig_plot(0, "tiffany-case", Some(0), true);
    assert_eq!(g.seats[0].zone[0].cards.len(), 5);
    assert!(
        !connects(&g, v).iter().any(|&(m, _, _)| m == Some(0)),
        "five cards at most"
    );
}

// ccg-license-to-kill-variant.txt, Main Rules: "Non-allied Personalities can be added anywhere
// within a Main Plot, but they can never be the top-most card in a Main Plot."
#[test]
fn personalities_never_top_most() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "max-zorin", None, true);
    g.rig_plot(0, "crab-key", Some(0), true);
    let p = g.rig_hand(0, "tiffany-case");
    let c = connects(&g, p);
    assert!(c.contains(&(Some(0), 1, true)));
    assert!(c.contains(&(Some(0), 0, true)));
    assert!(!c.iter().any(|&(m, at, _)| m == Some(0) && at == 2));
    assert!(
        !c.iter().any(|&(m, _, _)| m.is_none()),
        "alone it would be top-most"
    );
    let felix = g.rig_hand(0, "felix-leiter");
    assert!(
        connects(&g, felix).is_empty(),
        "an Ally never joins a Main Plot"
    );
}

/// The requirements of Main Plot 0 of seat 1 as (PV, CV, [Shooting, Strength, Cunning, Savoir
/// Faire, Evasion, Flying]), Licence to Kill counting Strength as Hand-to-hand and Cunning as
/// Quick Thinking.
fn jaws_totals(g: &CcgLtk) -> (Option<i32>, Option<i32>, [i32; 6]) {
    let (pv, cv, icons) = g.requirements(1, 0);
    let n = |i: Icon| icons[i as usize];
    assert_eq!(
        n(Icon::Strength) + n(Icon::Cunning),
        0,
        "counted as LTK icons"
    );
    (
        pv,
        cv,
        [
            n(Icon::Shooting),
            n(Icon::HandToHand),
            n(Icon::QuickThinking),
            n(Icon::SavoirFaire),
            n(Icon::Evasion),
            n(Icon::Flying),
        ],
    )
}

/// The Jaws example (ccg-license-to-kill-variant.txt, Step Six) played through with the Jaws
/// card `jaws` (a pool card, or one of the test's own), whose Evasion icons are `evasion`:
/// reveal, Fire From the Sky, Out of the Blue, everyone passes, the Main Plot is Overcome.
fn play_the_jaws_example(jaws: &'static qbranch_engine::ccg::Card, evasion: i32) {
    let mut g = ltk(2, Step::Assignment);
    if qbranch_engine::ccg::pool::card(jaws.id).is_none() {
        g.rig_invent(1, jaws);
    }
    let (mission, jaws, bond) = jaws_example(&mut g, jaws.id);
    // Before the reveal: Avenge Felix Leiter (PV 10, CV 6) and Franz Sanchez.
    assert_eq!(jaws_totals(&g), (Some(10), Some(6), [2, 2, 4, 1, 0, 0]));
    let fire = g.rig_hand(1, "fire-from-the-sky");
    let blue = g.rig_hand(0, "out-of-the-blue");
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, bond, None, mission);
    act(&mut g, 0, A::Pass);
    // "You reveal the face-down Plot card and find out that it is the Henchman Jaws"
    let ev = act(&mut g, 1, A::Pass);
    assert!(ev.contains(&CcgEvent::Revealed {
        seat: 1,
        card: g.card(jaws).id.into()
    }));
    assert!(g.is_face_up(jaws));
    // "So now, the Bond must be in control of at least two Shooting, two Strength, four
    // Cunning, one Savoir Faire, and one Evasion icon to Overcome the Plot. Since Jaws has a PV
    // of 10 and a CV of 0, the PV/CV requirements do not change."
    assert_eq!(
        jaws_totals(&g),
        (Some(10), Some(6), [2, 2, 4, 1, evasion, 0])
    );
    // "you must go back to Step 1 to give everyone a chance to play Intrigue cards again"
    assert!(g.window.is_some());
    assert_eq!(g.to_act(), Some(0));
    // "You choose to pass on playing any Intrigue cards because you still have enough Ability
    // icons to Overcome the Plot."
    let have = g.group_totals(&[bond]);
    assert!(qbranch_engine::ccg::Table::meets(
        &have,
        &g.requirements(1, 0)
    ));
    act(&mut g, 0, A::Pass);
    // "your opponent plays the Fire From the Sky Intrigue card, which adds a Flying icon"
    play(&mut g, 1, fire, None, None);
    assert_eq!(jaws_totals(&g).2[5], 1);
    act(&mut g, 1, A::Pass);
    // "you play the Out of the Blue Intrigue card to counter Fire From the Sky"
    let ev = play(&mut g, 0, blue, Some(fire), None);
    assert!(ev.iter().any(|e| matches!(e, CcgEvent::Countered { .. })));
    assert_eq!(jaws_totals(&g).2[5], 0);
    // everyone passes; "because you meet all the requirements, you Overcome the Plot"
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::Overcome {
            seat: 0,
            from: 1,
            ..
        }
    )));
    assert_eq!(g.seats[0].won.len(), 3);
    assert_eq!(g.seats[0].score, 2 * (5 + 4 + 3));
    assert_eq!(g.seats[1].score, 0);
    // The Explosive Pen is discarded once used (Card Rulings: "like the Explosive Pen, it is
    // discarded once it is used"); the other Q cards stay.
    let left: Vec<&str> = g.attached_to(bond).iter().map(|&u| g.card(u).id).collect();
    assert!(!left.contains(&"explosive-pen"));
    assert!(left.contains(&"walther-ppk"));
}

// ccg-license-to-kill-variant.txt, Step Six, the Jaws example, with the pool's Jaws: "the
// Henchman Jaws, which requires 3 Evasion icons and a PV of 10 and a CV of 0". The card wins
// over the totals that follow (ruling "Jaws and his Evasion icons"): three Evasion.
#[test]
fn jaws_reveal_loop_worked_example() {
    let jaws = shipped("jaws");
    assert_eq!((jaws.pv, jaws.cv), (Some(10), Some(0)));
    play_the_jaws_example(jaws, 3);
}

// The same example with a Jaws of our own that has one Evasion icon, the Jaws the text's
// totals count: "at least two Shooting, two Strength, four Cunning, one Savoir Faire, and one
// Evasion icon".
#[test]
fn jaws_worked_example_has_the_texts_totals_with_a_one_evasion_jaws() {
    let one_evasion = invented(
        "jaws-with-one-evasion",
        qbranch_engine::ccg::Card {
            requires: &[(Icon::Evasion, 1)],
            ..*shipped("jaws")
        },
    );
    play_the_jaws_example(one_evasion, 1);
}

/// Seat 0 sends The Double-O with an Aston Martin and a Piton Gun against Main Plot 0 of seat
/// 1; everyone passes once.
fn reveal_setup(g: &mut CcgLtk) -> qbranch_engine::ccg::Uid {
    let bond = g.rig_agency(0, "the-double-o"); // PV 7, CV 6, Shooting, Strength, Cunning
    g.rig_attach(0, "aston-martin-db5", bond); // Driving, Evasion
    g.rig_attach(0, "piton-gun", bond); // Evasion, Strength
    g.rig_fill_hand(0, 2);
    let plot = g.seats[1].zone[0].cards[0].uid;
    act(
        g,
        0,
        A::Assign {
            agent: bond,
            companion: None,
            plot,
        },
    );
    act(g, 0, A::Pass);
    act(g, 1, A::Pass);
    bond
}

// ccg-license-to-kill-variant.txt, Main Rules: "If a player is trying to Overcome a Main Plot
// and a revealed Plot is out of order, the Plot out of order must be discarded."
#[test]
fn a_revealed_plot_out_of_order_is_discarded() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "st-cyrils-monastery", None, true); // Location: PV 6, CV 4, Strength, Evasion
    let v = g.rig_plot(1, "aris-kristatos", Some(0), false); // a Villain above a Location
    reveal_setup(&mut g);
    assert!(g.seats[1].plot_discard.contains(&v));
    assert_eq!(g.seats[1].zone[0].cards.len(), 1);
}

// ccg-license-to-kill-variant.txt, Main Rules: "If a Plot or Personality is revealed (turned
// face up) and it is a Unique card already in play, the card must be immediately placed in the
// owner's appropriate Discard Pile."
#[test]
fn a_revealed_unique_copy_is_discarded() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(0, "crab-key", None, true);
    g.rig_plot(1, "st-cyrils-monastery", None, true);
    let copy = g.rig_plot(1, "crab-key", Some(0), false);
    reveal_setup(&mut g);
    assert!(g.seats[1].plot_discard.contains(&copy));
}

// ccg-license-to-kill-variant.txt, Main Rules: "If a player is trying to Overcome a Main Plot
// and a revealed Plot exceeds the number of same Plot card types, the Main Plot is immediately
// Overcome by the player."
#[test]
fn a_revealed_plot_over_the_type_limit_overcomes_at_once() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "st-cyrils-monastery", None, true);
    g.rig_plot(1, "piz-gloria", Some(0), true); // PV 5, CV 5, Evasion, Driving
    g.rig_plot(1, "atlantis", Some(0), false); // a third Location
    reveal_setup(&mut g);
    assert!(g.seats[1].zone.is_empty());
    assert_eq!(g.seats[0].won.len(), 3);
    assert!(g.window.is_none());
}

// ccg-license-to-kill-variant.txt, Step Four: "The Henchman must have a PV or CV that is equal
// to or greater than the Bond or Personality card to attack." and "Announce whether the
// Henchman is going to use PV or CV to attack."
#[test]
fn henchman_attack_needs_the_higher_value_pv_or_cv() {
    let mut g = ltk(2, Step::Attack);
    let rosa = g.rig_plot(0, "rosa-klebb", None, true); // PV 4, CV 5
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6, CV 5
    let legal = g.legal_actions(0);
    assert!(legal.contains(&A::HenchmanAttack {
        assailant: rosa,
        target: hero,
        by_cv: true
    }));
    assert!(!legal.contains(&A::HenchmanAttack {
        assailant: rosa,
        target: hero,
        by_cv: false
    }));
}

// ccg-license-to-kill-variant.txt, Step Four, 5: "If the Henchman's PV/CV value and the
// target's PV/CV are the same, the target's controller gets a +1 modifier to the die roll. If
// the Henchman's PV/CV is greater than the target's PV/CV, you get a +X modifier" and 6: "If
// the target's controller loses the die roll, the target loses the attack and the card is
// Demoted."
#[test]
fn henchman_attack_dice_and_modifiers() {
    for (henchman, target, mods) in [
        ("may-day", "the-navy-hero", [2, 0]),
        ("may-day", "the-brawler", [0, 1]),
    ] {
        let mut g = ltk(2, Step::Attack);
        let a = g.rig_plot(0, henchman, None, true); // PV 8
        let t = g.rig_agency(1, target);
        attack(&mut g, 0, a, t, false);
        let ev = all_pass(&mut g);
        let (dice, m) = rolled(&ev).expect("dice were rolled");
        assert_eq!(m, mods, "{target}");
        let (x, y) = (dice[0] as i32 + m[0], dice[1] as i32 + m[1]);
        let demoted = g.piece(t).unwrap().demoted;
        assert_eq!(demoted, x > y, "{target}: {dice:?} + {m:?}");
        assert!(ev.iter().any(|e| e.dice().is_some()));
    }
}

// ccg-license-to-kill-variant.txt, Step Four, 4: "If the target's PV/CV ends up being greater
// than the Henchman's PV/CV because of the Intrigue cards, the attack fails"
#[test]
fn intrigue_can_make_the_target_too_strong() {
    let mut g = ltk(2, Step::Attack);
    let rosa = g.rig_plot(0, "rosa-klebb", None, true); // CV 5
    let hero = g.rig_agency(1, "the-navy-hero"); // CV 5
    let snappy = g.rig_hand(1, "snappy-one-liner");
    attack(&mut g, 0, rosa, hero, true);
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, snappy, None, None);
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::AttackResolved {
            dice: None,
            defender_value: 7,
            ..
        }
    )));
    assert!(!g.piece(hero).unwrap().demoted);
}

// ccg-license-to-kill-variant.txt, Main Rules: "Also, if you lose a Henchman Attack with a
// Personality, the Personality is discarded." — here it cannot win: the target adds the
// difference of 2 and the Personality is... the attacker, so it needs the higher value; the
// table's seed fixes the dice, and the check covers whichever way they fall.
#[test]
fn a_personality_that_loses_its_attack_is_discarded() {
    let mut g = ltk(2, Step::Attack);
    g.rig_plot(0, "max-zorin", None, true);
    let tiff = g.rig_plot(0, "tiffany-case", Some(0), true); // PV 3, CV 5
    g.rig_plot(0, "crab-key", Some(0), true);
    let hero = g.rig_agency(1, "the-commando"); // CV 3
    attack(&mut g, 0, tiff, hero, true);
    let ev = all_pass(&mut g);
    let (d, m) = rolled(&ev).unwrap();
    let lost = (d[0] as i32 + m[0]) < (d[1] as i32 + m[1]);
    assert_eq!(g.seats[0].discard.contains(&tiff), lost, "{d:?} {m:?}");
    assert_eq!(
        g.locate(tiff)
            .is_some_and(|l| matches!(l, Loc::Zone { .. })),
        !lost
    );
}

// ccg-license-to-kill-variant.txt, Step Five: "you can attach one Q card to each Bond card in
// your Agency"
#[test]
fn one_q_card_per_bond_per_turn() {
    let mut g = ltk(2, Step::Briefing);
    let bond = g.rig_agency(0, "the-navy-hero");
    let w = g.rig_hand(0, "walther-ppk");
    let v = g.rig_hand(0, "vodka-martini");
    act(&mut g, 0, A::GiveQ { card: w, to: bond });
    assert!(!g.legal_actions(0).contains(&A::GiveQ { card: v, to: bond }));
}

// ccg-license-to-kill-variant.txt, Step Six: "Exchange a Q card between two Character cards in
// your Agency, or move one Q card attached to a Character card to another Character card."
#[test]
fn moving_a_q_card_is_the_on_assignment_step() {
    let mut g = ltk(2, Step::Assignment);
    let a = g.rig_agency(0, "the-navy-hero");
    let b = g.rig_agency(0, "the-pilot");
    let q = g.rig_attach(0, "walther-ppk", a);
    g.rig_attach(0, "vodka-martini", b);
    g.rig_fill_hand(0, 2);
    let legal = g.legal_actions(0);
    assert!(legal.iter().any(|x| matches!(x, A::ExchangeQ { .. })));
    act(&mut g, 0, A::MoveQ { card: q, to: b });
    assert!(g.attached_to(b).contains(&q));
    assert_eq!(
        g.turn.step,
        Step::Discard,
        "that was the whole On Assignment step"
    );
}

// ccg-license-to-kill-variant.txt, Step Six note: "Agent cards can go On Assignment with Bond
// like a Personality. Also, Agent cards can go On Assignment like a Bond card; however, they
// must go alone"
#[test]
fn agents_go_alone_or_with_bond() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "crab-key", None, true);
    let pam = g.rig_agency(0, "pam-bouvier");
    let bond = g.rig_agency(0, "the-navy-hero");
    let legal = g.legal_actions(0);
    let plot = g.seats[1].zone[0].cards[0].uid;
    assert!(legal.contains(&A::Assign {
        agent: pam,
        companion: None,
        plot
    }));
    assert!(!legal
        .iter()
        .any(|a| matches!(a, A::Assign { agent, companion: Some(_), .. } if *agent == pam)));
    assert!(legal.contains(&A::Assign {
        agent: bond,
        companion: Some(pam),
        plot
    }));
}

// ccg-license-to-kill-variant.txt, Winning the Game: "The first player to meet or exceed 60 Plot
// Points by Overcoming an opponent's Plot wins the game. You cannot win a game by simply laying
// down Plots in your Plot Zone."
#[test]
fn sixty_points_only_by_overcoming() {
    let mut g = ltk(2, Step::Develop);
    g.rig_score(0, 58);
    let v = g.rig_hand(0, "max-zorin");
    act(
        &mut g,
        0,
        A::Connect {
            card: v,
            main: None,
            at: 0,
            face_up: true,
        },
    );
    assert_eq!(g.seats[0].score, 62);
    assert!(g.outcome().is_none(), "laying Plots never wins");
    let mut g = ltk(2, Step::Assignment);
    g.rig_score(0, 56);
    g.rig_plot(1, "liparus-tanker", None, true); // PV 6, CV 5, Shooting, Aquatics
    let bond = g.rig_agency(0, "the-navy-hero"); // PV 6, CV 5, Shooting, Aquatics
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, bond, None, plot);
    let ev = all_pass(&mut g);
    assert!(g.outcome().unwrap().is_winner(0));
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Won { seat: 0, score: 60 })));
}

// ccg-license-to-kill-variant.txt, Step Seven: "You can discard as many cards as you want from
// your hand to your Action Discard Pile and then draw enough cards from your Action Deck to
// bring your hand up to 7 again."
#[test]
fn discard_any_number_then_draw_to_seven() {
    let mut g = ltk(2, Step::Discard);
    g.rig_fill_hand(0, 6);
    for _ in 0..3 {
        let c = g.seats[0].hand[0];
        act(&mut g, 0, A::Discard { card: c });
        assert_eq!(g.turn.seat, 0, "still my turn");
    }
    assert_eq!(g.seats[0].discard.len(), 3);
    act(&mut g, 0, A::Done);
    assert_eq!(g.seats[0].hand.len(), 7);
    assert_eq!(g.turn.seat, 1);
}

// ccg-license-to-kill-variant.txt, Main Rules: "for Oddjob to gain +2 to his PV, he must be in
// the same Main Plot with Goldfinger."
#[test]
fn oddjob_needs_goldfinger_in_the_same_main_plot() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "goldfinger", None, true);
    let odd = g.rig_plot(0, "oddjob", None, true);
    assert_eq!(g.pv(odd), Some(9), "another Main Plot");
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "goldfinger", None, true);
    let odd = g.rig_plot(0, "oddjob", Some(0), true);
    assert_eq!(g.pv(odd), Some(11));
}

// ccg-license-to-kill-variant.txt, Card Rulings: "Connections - It does not attach and must be
// discarded at the end of your turn."
#[test]
fn connections_is_discarded_at_the_end_of_the_turn() {
    let mut g = ltk(2, Step::Assignment);
    let plot = g.rig_plot(1, "whyte-house", None, true); // PV 4, CV 5, Driving, Cunning
    let bond = g.rig_agency(0, "the-driver"); // PV 5, CV 5, Driving 2, Evasion
    let c = g.rig_hand(0, "connections");
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, bond, None, plot);
    let legal = g.legal_actions(0);
    assert!(
        !legal.iter().any(|a| matches!(
            a,
            A::PlayIntrigue {
                target: Some(_),
                ..
            }
        )),
        "it does not attach"
    );
    play(&mut g, 0, c, None, None);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Overcome { seat: 0, .. })));
    assert!(g.seats[0].lingering.contains(&c));
    while g.turn.seat == 0 {
        act(&mut g, 0, A::Done);
    }
    assert!(g.seats[0].discard.contains(&c));
    assert!(g.seats[0].lingering.is_empty());
}

// ccg-license-to-kill-variant.txt, Step Two: "If you place a Plot card down, your opponent
// doesn't know what it is" — views and the log hide it; the owner may look.
#[test]
fn face_down_plots_are_secret_from_others_only() {
    let mut g = ltk(2, Step::Develop);
    let loc = g.rig_hand(0, "crab-key");
    let ev = act(
        &mut g,
        0,
        A::Connect {
            card: loc,
            main: None,
            at: 0,
            face_up: false,
        },
    );
    assert!(!serde_json::to_string(&ev).unwrap().contains("crab-key"));
    assert_eq!(
        g.view(Some(0)).seats[0].zone[0][0].card.as_deref(),
        Some("crab-key")
    );
    assert_eq!(g.view(Some(1)).seats[0].zone[0][0].card, None);
    assert_eq!(g.view(None).seats[0].zone[0][0].card, None);
}

// ccg-license-to-kill-variant.txt, Step Four, 5, the worked example: "if Oddjob (PV 9)
// attacks a Bond card (PV 7), Oddjob's controller would receive a +2 modifier (9 - 7)."
#[test]
fn oddjob_attack_worked_example() {
    let mut g = ltk(2, Step::Attack);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    assert_eq!(g.pv(oddjob), Some(9));
    let bond = g.rig_agency(1, "the-commando");
    assert_eq!(g.pv(bond), Some(7));
    attack(&mut g, 0, oddjob, bond, false);
    let ev = all_pass(&mut g);
    let resolved = ev
        .iter()
        .find_map(|e| match e {
            CcgEvent::AttackResolved {
                attacker_value,
                defender_value,
                modifiers: Some(m),
                dice: Some(d),
                ..
            } => Some((*attacker_value, *defender_value, *m, *d)),
            _ => None,
        })
        .expect("the attack was rolled");
    let (x, y, m, d) = resolved;
    assert_eq!((x, y, m), (9, 7, [2, 0]));
    let demoted = g.piece(bond).is_some_and(|p| p.demoted);
    assert_eq!(demoted, d[0] as i32 + 2 > d[1] as i32, "{d:?}");
}

// ccg-license-to-kill-variant.txt, Step Five, the Tiffany Case example (as in the Basic
// Rules): "You must have Bond cards which can beat or match each of these factors, although
// the same Bond card does not have to be used for each factor." Playing Licence to Kill her
// Cunning icon counts as Quick Thinking (our ruling "One icon list, two rule sets").
#[test]
fn tiffany_case_worked_example_in_licence_to_kill() {
    let mut g = ltk(2, Step::Briefing);
    let tiff = tiffany_case_example(&mut g);
    assert_eq!(g.icons(tiff)[Icon::QuickThinking as usize], 1);
}

/// Seat 0's The Brawler (PV 8) against seat 1's Necros (PV 7), face up on Opium for Arms, by
/// the Fisticuffs card ("one of your Bonds Attacks a character in another player's Plot
/// Zone"): the table, the Bond and the Henchman, with the Attack's response window open.
fn fisticuffs_window() -> (CcgLtk, qbranch_engine::ccg::Uid, qbranch_engine::ccg::Uid) {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "opium-for-arms", None, true);
    let necros = g.rig_plot(1, "necros", Some(0), true);
    let brawler = g.rig_agency(0, "the-brawler");
    let fist = g.rig_hand(0, "fisticuffs");
    play(&mut g, 0, fist, Some(necros), Some(brawler));
    assert!(g.window.is_some(), "the Attack has its response window");
    (g, brawler, necros)
}

// ccg-license-to-kill-variant.txt, Attacking and Charming: "Attacking and Charming are handled
// as if they were Henchman Attacks." Cover Blown: "Play during a Henchman Attack, an Attack or
// a Charm: it is called off and nothing happens."
#[test]
fn a_card_that_calls_off_attacks_calls_off_an_attack_given_by_a_card() {
    let (mut g, brawler, necros) = fisticuffs_window();
    let guard = g.rig_hand(1, "cover-blown");
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, guard, None, None);
    let ev = all_pass(&mut g);
    assert!(
        ev.iter().any(|e| matches!(e, CcgEvent::AttackResolved { result, .. } if result == "the attack is called off")),
        "{ev:?}"
    );
    assert!(rolled(&ev).is_none(), "no dice for an attack called off");
    assert!(g.find_in_play(brawler).is_some() && g.find_in_play(necros).is_some());
    assert!(g.window.is_none());
}

// ccg-license-to-kill-variant.txt, Attacking and Charming: "Attacking and Charming are handled
// as if they were Henchman Attacks." Ambush: "the assailant gains +2 PV"; Duck!: "the target
// gains +3 PV".
#[test]
fn in_an_attack_given_by_a_card_the_assailant_and_the_target_get_their_own_bonuses() {
    let (mut g, brawler, necros) = fisticuffs_window();
    let (x, y) = (g.pv(brawler).unwrap(), g.pv(necros).unwrap());
    let ambush = g.rig_hand(0, "ambush");
    let duck = g.rig_hand(1, "duck");
    play(&mut g, 0, ambush, None, None);
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, duck, None, None);
    let ev = all_pass(&mut g);
    let values = ev.iter().find_map(|e| match e {
        CcgEvent::AttackResolved {
            attacker_value,
            defender_value,
            ..
        } => Some((*attacker_value, *defender_value)),
        _ => None,
    });
    assert_eq!(values, Some((x + 2, y + 3)), "{ev:?}");
}

// ccg-license-to-kill-variant.txt, Personality and Agent Cards: "Agent cards are added to your
// Agency just like Personality cards." ... "you cannot place a non-allied Personality down if
// it is already on the table, because non-allied Personalities are considered Unique"; and
// Agents "are more powerful Personality cards".
#[test]
fn a_non_ally_agent_already_on_the_table_cannot_be_recruited() {
    let mut g = ltk(2, Step::Briefing);
    let recruit = |g: &CcgLtk, card| g.legal_actions(0).contains(&A::Recruit { card });
    let anya = g.rig_hand(0, "anya-amasova"); // not an Ally: PV 4, CV 6, Savoir Faire
    g.rig_agency(0, "the-gambler"); // PV 4, CV 7, Savoir Faire
    assert!(recruit(&g, anya), "won over while no copy is on the table");
    g.rig_agency(1, "anya-amasova");
    assert!(!recruit(&g, anya), "another player's copy is on the table");
}

/// The (attacker, defender) pairs offered for playing Intrigue card `card` of seat 0.
fn duel_pairs(
    g: &CcgLtk,
    card: qbranch_engine::ccg::Uid,
) -> Vec<(qbranch_engine::ccg::Uid, qbranch_engine::ccg::Uid)> {
    g.legal_actions(0)
        .into_iter()
        .filter_map(|a| match a {
            A::PlayIntrigue {
                card: c,
                target: Some(d),
                by: Some(b),
            } if c == card => Some((b, d)),
            _ => None,
        })
        .collect()
}

// ccg-license-to-kill-variant.txt, The Main Rule: "If the wording on a card goes against the
// rules described in this booklet, the wording on the card takes precedence." Fisticuffs: "one
// of your Bonds Attacks a character in another player's Plot Zone"; Assassination Attempt: "one
// of your Henchmen Attacks a Bond or Personality in another player's Agency".
#[test]
fn an_attack_card_pairs_only_the_characters_its_wording_names() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(0, "the-goldeneye-satellite", None, true);
    let xenia = g.rig_plot(0, "xenia-onatopp", Some(0), true);
    let brawler = g.rig_agency(0, "the-brawler");
    let jack = g.rig_agency(0, "jack-wade"); // an Agent, not a Bond
    g.rig_plot(1, "opium-for-arms", None, true);
    let necros = g.rig_plot(1, "necros", Some(0), true);
    let pilot = g.rig_agency(1, "the-pilot");
    let fist = g.rig_hand(0, "fisticuffs");
    let hit = g.rig_hand(0, "assassination-attempt");
    assert_eq!(
        duel_pairs(&g, fist),
        vec![(brawler, necros)],
        "not the Agent {jack:?}, not the Bond {pilot:?} in an Agency"
    );
    assert_eq!(
        duel_pairs(&g, hit),
        vec![(xenia, pilot)],
        "not the Bond {brawler:?}, not the Henchman {necros:?} in a Plot Zone"
    );
}

// The same rule; Agent Crawford: "In place of your On Assignment step, he may Attack a Henchman
// or Villain in another player's Plot Zone."
#[test]
fn agent_crawford_attacks_only_a_henchman_or_villain_in_a_plot_zone() {
    let mut g = ltk(2, Step::Assignment);
    let crawford = g.rig_agency(0, "agent-crawford");
    g.rig_plot(1, "orchid-nerve-gas", None, true);
    let oddjob = g.rig_plot(1, "oddjob", Some(0), true);
    let driver = g.rig_agency(1, "the-driver");
    g.rig_fill_hand(0, 2);
    let uses: Vec<_> = g
        .legal_actions(0)
        .into_iter()
        .filter_map(|a| match a {
            A::UseInPlace { card, target } if card == crawford => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(uses, vec![oddjob], "not the Bond {driver:?} in an Agency");
}

// ccg-license-to-kill-variant.txt, Step Two: "Attach any acceptable Q cards on face up Villains
// or Henchman." and Main Rules: "Non-allied Personalities in a Main Plot are treated exactly the
// same way as Henchman cards." Rosa Klebb's Shoe Knife: "May also be given to a Villain,
// Henchman or Personality."
#[test]
fn a_q_card_for_personalities_goes_to_a_personality_in_a_main_plot() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "max-zorin", None, true);
    let tiff = g.rig_plot(0, "tiffany-case", Some(0), true); // PV 3
    g.rig_plot(0, "crab-key", Some(0), true);
    let knife = g.rig_hand(0, "rosa-klebbs-shoe-knife");
    assert!(g.legal_actions(0).contains(&A::GiveQ {
        card: knife,
        to: tiff
    }));
    act(
        &mut g,
        0,
        A::GiveQ {
            card: knife,
            to: tiff,
        },
    );
    assert_eq!(g.pv(tiff), Some(3 + 2));
}
