//! Our rulings (`ccg::rulings::RULINGS`), one test each.

use crate::ccg_support::{act, all_pass, assign, basic, in_hand, ltk, play, rolled, sample_setup};
use qbranch_engine::ccg::{
    pool, rulings::RULINGS, CardType, Ccg, CcgAction as A, CcgEvent, CcgLtk, Icon, Loc, Step,
    Variant,
};
use qbranch_engine::Game;

#[test]
fn every_ruling_has_a_title_and_text() {
    // "Skipping players who cannot answer" is tested in ccg_skip_unable.rs.
    assert_eq!(RULINGS.len(), 16);
    for (t, r) in RULINGS {
        assert!(!t.is_empty() && r.len() > 40, "{t}");
    }
}

// Ruling "One icon list, two rule sets". ccg-license-to-kill-variant.txt lists "Hand-to-hand"
// and "Quick Thinking" where ccg-basic-rules.txt has "Strength" and "Cunning".
#[test]
fn ruling_icon_mapping() {
    assert_eq!(Icon::Cunning.in_variant(Variant::Ltk), Icon::QuickThinking);
    assert_eq!(Icon::Strength.in_variant(Variant::Ltk), Icon::HandToHand);
    assert_eq!(
        Icon::QuickThinking.in_variant(Variant::Basic),
        Icon::Cunning
    );
    assert_eq!(Icon::Technology.in_variant(Variant::Basic), Icon::Cunning);
    assert_eq!(Icon::HandToHand.in_variant(Variant::Basic), Icon::Strength);
    assert_eq!(Icon::WinterSports.in_variant(Variant::Basic), Icon::Evasion);
    for i in Icon::ALL {
        assert!(
            i.in_variant(Variant::Basic).native_to(Variant::Basic),
            "{i:?}"
        );
        assert!(i.in_variant(Variant::Ltk).native_to(Variant::Ltk), "{i:?}");
    }
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "aris-kristatos", None, true); // 2 Cunning, 2 Strength as printed
    let need = g.requirements(1, 0).2;
    assert_eq!(need[Icon::QuickThinking as usize], 2);
    assert_eq!(need[Icon::HandToHand as usize], 2);
    assert_eq!(need[Icon::Cunning as usize], 0);
}

// Ruling "Jaws and his Evasion icons".
#[test]
fn ruling_jaws_evasion() {
    let jaws = pool::card("jaws").unwrap();
    assert_eq!(
        jaws.requires
            .iter()
            .find(|r| r.0 == Icon::Evasion)
            .map(|r| r.1),
        Some(3)
    );
    assert_eq!((jaws.pv, jaws.cv), (Some(10), Some(0)));
}

// Ruling "Copies of Obstacles". ccg-basic-rules.txt, Unique Cards: "There may be any number of
// identical Obstacles in play."
#[test]
fn ruling_obstacle_copies_in_the_set_up_round() {
    let mut g = basic(2, Step::SetupPlot);
    g.rig_plot(1, "firefight", None, true);
    g.rig_stack(
        0,
        &[
            "firefight",
            "the-pilot",
            "the-driver",
            "the-gambler",
            "the-commando",
            "the-navy-hero",
            "vodka-martini",
        ],
    );
    g.rig_setup_round();
    let ff = in_hand(&g, 0, "firefight");
    act(&mut g, 0, A::LayPlot { card: ff });
    assert!(matches!(g.locate(ff), Some(Loc::Zone { seat: 0, .. })));
}

// Ruling "Unique means face up in play".
#[test]
fn ruling_face_down_copies_do_not_block() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(1, "crab-key", None, false);
    let c = g.rig_hand(0, "crab-key");
    assert!(g.legal_actions(0).contains(&A::Connect {
        card: c,
        main: None,
        at: 0,
        face_up: true
    }));
    g.rig_plot(1, "atlantis", None, true);
    let a = g.rig_hand(0, "atlantis");
    assert!(!g.legal_actions(0).contains(&A::Connect {
        card: a,
        main: None,
        at: 0,
        face_up: true
    }));
}

// Ruling "Winning a Personality over": a Personality in the Agency provides its icons, and
// Personalities never help win another over.
#[test]
fn ruling_personalities_provide_but_do_not_win_over() {
    let mut g = basic(2, Step::Briefing);
    let tiff = g.rig_hand(0, "tiffany-case"); // needs Savoir Faire, PV 3, CV 5
    g.rig_agency(0, "the-commando"); // PV 7, CV 3
    let felix = g.rig_agency(0, "felix-leiter"); // CV 4
    g.rig_attach(0, "vodka-martini", felix); // a Personality with CV 7 does not count
    assert!(!g.legal_actions(0).contains(&A::Recruit { card: tiff }));
    let b = g.rig_agency(0, "the-gambler");
    act(&mut g, 0, A::Recruit { card: tiff });
    assert_eq!(g.group_totals(&[b, tiff]).2[Icon::Cunning as usize], 2);
}

// Ruling "Personalities and Agents in the other rule set": in Basic an Agent is a Personality.
#[test]
fn ruling_agents_in_basic_are_personalities() {
    let mut setup = sample_setup(Variant::Basic, 2);
    setup.decks[0].cards.push("sample:pam-bouvier".into());
    let mut g = Ccg::new(&setup, 5).unwrap();
    g.rig_reset(Step::Assignment);
    g.rig_plot(1, "crab-key", None, true);
    let pam = g.rig_agency(0, "pam-bouvier");
    assert_eq!(g.card(pam).ctype, CardType::Agent);
    assert_eq!(g.role(pam), CardType::Personality);
    let legal = g.legal_actions(0);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, A::Assign { agent, .. } if *agent == pam)));
    let bond = g.rig_agency(0, "the-navy-hero");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assert!(g.legal_actions(0).contains(&A::Assign {
        agent: bond,
        companion: Some(pam),
        plot
    }));
}

// Ruling "Face-down Plots": ccg-license-to-kill-variant.txt, Main Rules: "You must connect
// Plot cards to a Main Plot so they are in descending order (even if some of the Plots are face
// up and face down)"; "Note: You can knowingly place a Unique Plot to your Plot Zone that is
// already in play if you place it face-down."
#[test]
fn ruling_face_down_plots_keep_the_order_and_only_a_unique_copy_may_hide() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "crab-key", None, true);
    let v = g.rig_hand(0, "max-zorin");
    let at = |g: &CcgLtk, card, at, face_up| {
        g.legal_actions(0).contains(&A::Connect {
            card,
            main: Some(0),
            at,
            face_up,
        })
    };
    // A Villain over a Location breaks the order, face up or face down.
    assert!(!at(&g, v, 1, true));
    assert!(!at(&g, v, 1, false));
    // Under it, either way.
    assert!(at(&g, v, 0, true));
    assert!(at(&g, v, 0, false));
    // A copy of a Unique Plot already in play (the other player's Max Zorin): face down only.
    g.rig_plot(1, "max-zorin", None, true);
    assert!(!at(&g, v, 0, true));
    assert!(at(&g, v, 0, false));
}

// Ruling "Which card is revealed": the bottom-most face-down card, and face-down cards add no
// requirements until then.
#[test]
fn ruling_bottom_most_face_down_card_is_revealed() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "goldfinger", None, true);
    let oddjob = g.rig_plot(1, "oddjob", Some(0), false);
    let fort = g.rig_plot(1, "fort-knox", Some(0), false);
    assert_eq!(
        g.requirements(1, 0).0,
        Some(4),
        "only Goldfinger counts yet"
    );
    let bond = g.rig_agency(0, "the-gambler"); // PV 4, CV 6, Savoir Faire, Cunning
    g.rig_attach(0, "vodka-martini", bond); // CV 9
    g.rig_fill_hand(0, 2);
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, bond, None, plot);
    act(&mut g, 0, A::Pass);
    act(&mut g, 1, A::Pass);
    assert!(g.is_face_up(oddjob));
    assert!(!g.is_face_up(fort));
}

// Ruling "Attacks and Charms from Intrigue cards": in Licence to Kill an Intrigue Attack is
// rolled like a Henchman Attack.
#[test]
fn ruling_intrigue_attacks_roll_dice_in_ltk() {
    let mut g = ltk(2, Step::Assignment);
    g.rig_plot(1, "crab-key", None, true);
    let rosa = g.rig_plot(1, "rosa-klebb", None, true); // PV 4
    let bond = g.rig_agency(0, "the-commando"); // PV 7
    let amb = g.rig_hand(0, "ambush");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, bond, None, plot);
    let ev = play(&mut g, 0, amb, Some(rosa), Some(bond));
    let (d, m) = rolled(&ev).expect("dice");
    assert_eq!(m, [3, 0]);
    assert_eq!(
        g.seats[1].plot_discard.contains(&rosa),
        d[0] as i32 + 3 > d[1] as i32
    );
}

// Ruling "Extra Plots from Intrigue cards" in Licence to Kill: one more of the type, face up.
#[test]
fn ruling_extra_plot_in_ltk_raises_the_limit_face_up() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "max-zorin", None, true);
    g.rig_plot(0, "may-day", Some(0), true);
    let c = g.rig_hand(0, "connections");
    let h = g.rig_hand(0, "jaws");
    play(&mut g, 0, c, None, None);
    assert!(g.legal_actions(0).contains(&A::Connect {
        card: h,
        main: Some(0),
        at: 2,
        face_up: true
    }));
}

// Ruling "The Basic Plot Pile": the player chooses how many cards come from it.
#[test]
fn ruling_draw_choice_from_the_plot_pile() {
    let mut g = basic(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    for id in ["firefight", "snowstorm", "atlantis"] {
        let u = g.rig_pull(0, id);
        g.seats[0].plot_pile.push(u);
    }
    g.rig_fill_hand(0, 5);
    act(&mut g, 1, A::Done);
    assert_eq!(g.legal_actions(0).len(), 3, "0, 1 or 2 from the Plot Pile");
}

// Ruling "When a side is gone": an assignment whose Bond left play has no result.
#[test]
fn ruling_a_missing_side_ends_with_no_result() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "crab-key", None, true);
    let jaws = g.rig_plot(1, "jaws", None, true);
    let b = g.rig_agency(0, "the-navy-hero");
    let amb = g.rig_hand(1, "ambush");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, b, None, plot);
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, amb, Some(b), Some(jaws));
    assert!(g.piece(b).is_none());
    let ev = all_pass(&mut g);
    assert!(!ev.iter().any(|e| matches!(
        e,
        CcgEvent::Overcome { .. } | CcgEvent::Failed { .. } | CcgEvent::AssignmentChecked { .. }
    )));
    assert_eq!(g.seats[1].zone.len(), 2);
}

// Ruling "The safety net": a game still running after 60 turns per player is stopped as a
// draw (a stalemate), whoever leads.
#[test]
fn ruling_the_safety_net() {
    let mut g = basic(2, Step::Discard);
    g.turn_no = g.turn_limit();
    g.rig_turn(1, Step::Discard);
    g.turn_no = g.turn_limit();
    g.rig_plot(0, "atlantis", None, true);
    let ev = act(&mut g, 1, A::Done);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::CreditsRolled { .. })));
    assert!(!ev.iter().any(|e| matches!(e, CcgEvent::Won { .. })));
    assert_eq!(g.outcome(), Some(qbranch_engine::Outcome::Draw));
    assert!(g.ended_by_credits());
}

/// A Licence to Kill table where seat 0's Plot deck is spent (every Plot of it face down in
/// its Plot Zone, but one Villain that seat 1 overcame) and seat 1 is about to end its turn.
fn ltk_plots_spent() -> CcgLtk {
    let mut g = ltk(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    let villain = g.seats[0]
        .plot_pile
        .iter()
        .copied()
        .find(|&u| g.card(u).ctype == CardType::Villain)
        .expect("a Villain");
    let id = g.card(villain).id;
    let v = g.rig_pull(0, id);
    g.seats[1].won.push(v);
    let rest: Vec<&str> = g.seats[0].plot_pile.iter().map(|&u| g.card(u).id).collect();
    for id in rest {
        g.rig_plot(0, id, None, false);
    }
    assert!(g.seats[0].plot_pile.is_empty() && g.seats[0].plot_discard.is_empty());
    g
}

// Ruling "The last Plot card": a player with no Plot card left to draw ends the game; the most
// Plot Points earned by overcoming wins, as "You cannot win a game by simply laying down Plots
// in your Plot Zone" (ccg-license-to-kill-variant.txt, Winning the Game).
#[test]
fn ruling_the_last_plot_card() {
    let mut g = ltk_plots_spent();
    let bullets = g.card(g.seats[1].won[0]).bullets as i32;
    g.rig_score(1, 2 * bullets);
    g.rig_score(0, 30); // more Plot Points in all, none by overcoming
    let ev = act(&mut g, 1, A::Done);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::PlotsRanOut { seat: 0, overcome_points } if *overcome_points == vec![0, 2 * bullets]
    )));
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Won { seat: 1, .. })));
    assert!(g.outcome().unwrap().is_winner(1));
    assert!(!g.ended_by_credits());
    assert_eq!(g.to_act(), None);
    // the game ended before seat 0 drew anything
    assert!(!ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Drew { seat: 0, .. })));
}

// Ruling "The last Plot card": with the points by overcoming tied, the most Plot Points in
// all wins; with both tied, a draw.
#[test]
fn ruling_the_last_plot_card_ties() {
    let mut g = ltk_plots_spent();
    // each has overcome a copy of the same Villain
    let won = g.seats[1].won.pop().unwrap();
    g.seats[0].won.push(won);
    let id = g.card(won).id;
    let copy = g.rig_pull(1, id);
    g.seats[1].won.push(copy);
    g.rig_score(0, 10);
    g.rig_score(1, 12);
    let mut tied = g.clone();
    act(&mut g, 1, A::Done);
    assert!(g.outcome().unwrap().is_winner(1));
    tied.rig_score(1, 10);
    act(&mut tied, 1, A::Done);
    assert_eq!(tied.outcome(), Some(qbranch_engine::Outcome::Draw));
}

// Ruling "The last Plot card" is Licence to Kill only: a Basic player never runs out of Plots
// this way (its Plot cards are in the one deck, reshuffled with the discard pile).
#[test]
fn ruling_the_last_plot_card_is_not_basic() {
    let g = basic(2, Step::Draw);
    assert!(g.seats[0].plot_pile.is_empty() && g.seats[0].plot_discard.is_empty());
    assert!(!g.out_of_plots(0));
}

// Ruling "Missions in Licence to Kill": with every Mission taken, a player starts with the
// Villain alone.
#[test]
fn ruling_no_free_mission_starts_with_the_villain_alone() {
    let mut setup = sample_setup(Variant::Ltk, 2);
    setup.decks[1]
        .plots
        .retain(|id| id != "sample:operation-grand-slam" && id != "sample:destroy-silicon-valley");
    let mut g = CcgLtk::new(&setup, 3).unwrap();
    let first = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a, A::Start { mission: Some(m), .. } if g.card(*m).id == "avenge-felix-leiter"))
        .unwrap();
    act(&mut g, 0, first);
    let legal = g.legal_actions(1);
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|a| matches!(
        a,
        A::Start {
            mission: None,
            villain: Some(_),
            ..
        }
    )));
    act(&mut g, 1, legal[0].clone());
    assert_eq!(g.seats[1].zone[0].cards.len(), 1);
    assert!(!g.seats[1].zone[0].cards[0].face_up);
}
