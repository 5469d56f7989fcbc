//! Our rulings (`ccg::rulings::RULINGS`), one test each.

use crate::ccg_support::{act, all_pass, assign, basic, in_hand, ltk, play, pool_setup, rolled};
use qbranch_engine::ccg::{
    pool, rulings::RULINGS, CardType, CcgAction as A, CcgEvent, CcgLtk, Icon, Loc, Step, Variant,
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
    let felix = g.rig_agency(0, "felix-leiter"); // CV 5
    g.rig_attach(0, "vodka-martini", felix); // a Personality with CV 8 does not count
    assert!(!g.legal_actions(0).contains(&A::Recruit { card: tiff }));
    let b = g.rig_agency(0, "the-gambler");
    act(&mut g, 0, A::Recruit { card: tiff });
    assert_eq!(g.group_totals(&[b, tiff]).2[Icon::Cunning as usize], 2);
}

// Ruling "Personalities and Agents in the other rule set". ccg-license-to-kill-variant.txt:
// "The Ally card (for example, Pam Bouvier) has been changed to a new type of card called
// Agent." — so the Basic Rules had her as an Ally Personality, and she plays as one there: she
// joins an Agency without being won over and goes along with a Bond, never alone.
#[test]
fn ruling_pam_bouvier_is_an_ally_personality_in_basic() {
    let basic_agents: Vec<&str> = pool::legal_in(Variant::Basic)
        .filter(|c| c.ctype == CardType::Agent)
        .map(|c| c.id)
        .collect();
    assert_eq!(basic_agents, ["pam-bouvier"], "the one Agent used in Basic");
    let (_, ruling) = RULINGS
        .iter()
        .find(|(t, _)| *t == "Personalities and Agents in the other rule set")
        .unwrap();
    assert!(ruling.contains("Pam Bouvier") && ruling.contains("Ally Personality"));

    let mut g = basic(2, Step::Briefing);
    let pam = g.rig_hand(0, "pam-bouvier");
    assert_eq!(g.card(pam).ctype, CardType::Agent);
    assert_eq!(g.role(pam), CardType::Personality);
    assert!(
        g.legal_actions(0).contains(&A::Recruit { card: pam }),
        "an Ally: no Bond needed to win her over"
    );
    act(&mut g, 0, A::Recruit { card: pam });
    g.rig_turn(0, Step::Assignment);
    let plot = g.rig_plot(1, "crab-key", None, true);
    let legal = g.legal_actions(0);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, A::Assign { agent, .. } if *agent == pam)));
    let bond = g.rig_agency(0, "the-navy-hero");
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
    g.rig_plot(1, "goldfinger", None, true); // PV 5, CV 7, Cunning, Savoir Faire
    let oddjob = g.rig_plot(1, "oddjob", Some(0), false);
    let fort = g.rig_plot(1, "fort-knox", Some(0), false);
    assert_eq!(
        g.requirements(1, 0).0,
        Some(5),
        "only Goldfinger counts yet"
    );
    let bond = g.rig_agency(0, "the-gentleman-spy"); // PV 5, CV 6, Savoir Faire, Cunning
    g.rig_attach(0, "vodka-martini", bond); // CV 9
    g.rig_fill_hand(0, 2);
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, bond, None, plot);
    act(&mut g, 0, A::Pass);
    act(&mut g, 1, A::Pass);
    assert!(g.is_face_up(oddjob));
    assert!(!g.is_face_up(fort));
}

// Ruling "Attacks and Charms from Intrigue cards": one played in a response window is settled
// at once, and in Licence to Kill it is rolled like a Henchman Attack. Kiss and Tell: "Play in
// any window: one of your characters Charms another character."
#[test]
fn ruling_intrigue_attacks_roll_dice_in_ltk() {
    let mut g = ltk(2, Step::Assignment);
    let plot = g.rig_plot(1, "crab-key", None, true);
    let rosa = g.rig_plot(1, "rosa-klebb", None, true); // CV 5
    let bond = g.rig_agency(0, "the-gambler"); // CV 7
    let kiss = g.rig_hand(0, "kiss-and-tell");
    assign(&mut g, 0, bond, None, plot);
    let ev = play(&mut g, 0, kiss, Some(rosa), Some(bond));
    let (d, m) = rolled(&ev).expect("dice");
    assert_eq!(m, [2, 0]);
    assert_eq!(
        g.seats[1].plot_discard.contains(&rosa),
        d[0] as i32 + 2 > d[1] as i32
    );
    assert!(g.window.is_some(), "the assignment's window goes on");
}

// Ruling "Extra Plots from Intrigue cards" in Licence to Kill: one more of the type, face up.
// ccg-license-to-kill-variant.txt, Main Rules: "Some Intrigue cards allow you to connect a
// Henchman or Location Plot to a Main Plot. These are in addition to the Plot card types you
// are allowed to play normally, and they must be added face up." Hired Muscle: "add one more
// Henchman to one of your Main Plots this turn, face up, beyond the usual limit."
#[test]
fn ruling_extra_plot_in_ltk_raises_the_limit_face_up_only() {
    let mut g = ltk(2, Step::Develop);
    g.rig_plot(0, "max-zorin", None, true);
    g.rig_plot(0, "may-day", Some(0), true);
    let c = g.rig_hand(0, "hired-muscle");
    let h = g.rig_hand(0, "jaws");
    let second = |g: &CcgLtk, face_up| {
        g.legal_actions(0).contains(&A::Connect {
            card: h,
            main: Some(0),
            at: 2,
            face_up,
        })
    };
    assert!(!second(&g, true) && !second(&g, false), "one Henchman");
    play(&mut g, 0, c, None, None);
    assert!(second(&g, true), "the extra Henchman, face up");
    assert!(
        !second(&g, false),
        "an extra Plot must be added face up, never face down"
    );
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
    let plot = g.rig_plot(1, "crab-key", None, true);
    let fiona = g.rig_plot(1, "fiona-volpe", None, true); // CV 6
    let b = g.rig_agency(0, "the-navy-hero"); // CV 5
    let kiss = g.rig_hand(1, "kiss-and-tell");
    assign(&mut g, 0, b, None, plot);
    act(&mut g, 0, A::Pass);
    play(&mut g, 1, kiss, Some(b), Some(fiona));
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

/// Seat 0's Plot deck spent: every card of it in its Plot Zone, face down, each alone, so
/// nothing is left to reshuffle.
fn spend_plot_deck(g: &mut CcgLtk) {
    while let Some(&u) = g.seats[0].plot_pile.last() {
        let id = g.card(u).id;
        g.rig_plot(0, id, None, false);
    }
    assert!(g.seats[0].plot_pile.is_empty() && g.seats[0].plot_discard.is_empty());
}

/// A Licence to Kill table where seat 0's Plot deck is spent and seat 1 is about to end its
/// turn.
fn ltk_plots_spent() -> CcgLtk {
    let mut g = ltk(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    spend_plot_deck(&mut g);
    g
}

// Ruling "A spent Plot deck". ccg-license-to-kill-variant.txt, Step One: "Draw one Plot card."
// and "If your Draw Piles run out of cards, shuffle them to form a new Draw Pile." — with no
// Plot card left at all, the player draws none, and play goes on.
#[test]
fn ruling_a_spent_plot_deck_draws_no_plot_and_play_goes_on() {
    let mut g = ltk_plots_spent();
    let ev = act(&mut g, 1, A::Done);
    assert!(g.outcome().is_none(), "{ev:?}");
    assert!(ev.contains(&CcgEvent::Drew {
        seat: 0,
        action: 7,
        plot: 0,
        from_plot_pile: vec![]
    }));
    assert_eq!(g.turn.seat, 0);
    assert!(
        !g.seats[0].hand.iter().any(|&u| g.card(u).is_plot()),
        "no Plot to add this turn"
    );
    // Seat 0 plays its turn to the end, and seat 1 its own after it.
    while g.turn.seat == 0 {
        act(&mut g, 0, A::Done);
    }
    assert!(g.outcome().is_none());
    assert_eq!(
        g.seats[1]
            .hand
            .iter()
            .filter(|&&u| g.card(u).is_plot())
            .count(),
        1
    );
}

// ccg-license-to-kill-variant.txt, Winning the Game: "The first player to meet or exceed 60 Plot
// Points by Overcoming an opponent's Plot wins the game. You cannot win a game by simply laying
// down Plots in your Plot Zone." A lead built of laid Plots, with none overcome on either side,
// never decides the game: it goes on, and if the safety net stops it, it is a draw.
#[test]
fn laid_plots_never_decide_a_game() {
    let mut g = ltk(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    for id in ["max-zorin", "oddjob", "crab-key"] {
        g.rig_plot(0, id, None, true);
    }
    spend_plot_deck(&mut g);
    assert_eq!(g.seats[0].score, 4 + 3 + 2);
    let ev = act(&mut g, 1, A::Done);
    assert!(!ev.iter().any(|e| matches!(e, CcgEvent::Won { .. })));
    assert!(g.outcome().is_none());
    g.turn_no = g.turn_limit();
    while g.outcome().is_none() {
        let seat = g.to_act().unwrap();
        act(&mut g, seat, A::Done);
    }
    assert_eq!(g.outcome(), Some(qbranch_engine::Outcome::Draw));
    assert!(g.ended_by_credits());
}

// Ruling "Missions in Licence to Kill": with every Mission taken, a player starts with the
// Villain alone.
#[test]
fn ruling_no_free_mission_starts_with_the_villain_alone() {
    let mut setup = pool_setup(Variant::Ltk, 2);
    setup.decks[1].plots.retain(|id| {
        id == "avenge-felix-leiter" || pool::card(id).unwrap().ctype != CardType::Mission
    });
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
