//! The Basic Rules, rule by rule, and their worked examples.

use crate::ccg_support::{
    act, all_pass, assign, attack, basic, in_hand, play, tanker_assignment, tiffany_case_example,
};
use qbranch_engine::ccg::{Ccg, CcgAction as A, CcgEvent, Icon, Loc, Step, Table};
use qbranch_engine::Game;

fn hand_ids(t: &Table, seat: usize) -> Vec<&'static str> {
    t.seats[seat].hand.iter().map(|&u| t.card(u).id).collect()
}

// ccg-basic-rules.txt, Introduction: "We suggest one of three game goals: SCENE: The first player
// to earn 25 Plot Points wins the game. ACT: ... 35 ... FEATURE FILM: ... 50". A new table
// starts from a Scene for two and an Act for three or four; every goal stays open to it.
#[test]
fn a_new_table_starts_from_a_scene_for_two_and_an_act_for_more() {
    let goals: Vec<u32> = (2..=4)
        .map(|n| Ccg::setup_for_players(n).unwrap().goal)
        .collect();
    assert_eq!(goals, [25, 35, 35]);
    assert_eq!(Ccg::GOALS, [25, 35, 50]);
}

// ccg-basic-rules.txt, Preparing to Play: "Take the top card of your Draw Pile and place it
// face down next to your Draw Pile to form your Discard Pile. Neither you nor any other player
// may look at this card."
#[test]
fn preparing_puts_one_unseen_card_on_each_discard_pile() {
    let g = Ccg::new(&Ccg::setup_for_players(3).unwrap(), 11).unwrap();
    for s in 0..3 {
        assert_eq!(g.seats[s].discard.len(), 1, "seat {s}");
        let v = g.view(Some(s));
        assert_eq!(v.seats[s].discard_size, 1);
    }
    // the discard pile is only counted in every view: no field names its cards
    let json = serde_json::to_value(g.view(Some(0))).unwrap();
    assert!(json["seats"][0].get("discard").is_none());
}

// ccg-basic-rules.txt, The Set-Up Round, the example of Nick, Diana, Michael and Shannon.
#[test]
fn set_up_round_worked_example() {
    let mut g = basic(4, Step::SetupPlot);
    let filler = [
        "the-navy-hero",
        "the-gambler",
        "the-commando",
        "the-driver",
        "the-pilot",
    ];
    // Nick: Max Zorin and Monte Carlo Casino.
    let mut nick = vec!["max-zorin", "monte-carlo-casino"];
    nick.extend(&filler);
    g.rig_stack(0, &nick);
    // Diana: a single Plot, also Monte Carlo Casino.
    let mut diana = vec!["monte-carlo-casino", "vodka-martini"];
    diana.extend(&filler);
    g.rig_stack(1, &diana);
    // Michael: no Plot cards.
    let mut michael = vec!["vodka-martini", "walther-ppk"];
    michael.extend(&filler);
    g.rig_stack(2, &michael);
    // Shannon: Oddjob and yet another Monte Carlo Casino.
    let mut shannon = vec!["oddjob", "monte-carlo-casino"];
    shannon.extend(&filler);
    g.rig_stack(3, &shannon);
    g.rig_setup_round();

    // "Since he has at least one Plot card in his hand, he must put one Plot card into his
    // Plot Zone. He chooses Monte Carlo Casino."
    assert_eq!(g.to_act(), Some(0));
    let legal = g.legal_actions(0);
    assert_eq!(
        legal.len(),
        2,
        "Nick must lay one of his two Plots: {legal:?}"
    );
    assert!(legal.iter().all(|a| matches!(a, A::LayPlot { .. })));
    let casino = *g.seats[0]
        .hand
        .iter()
        .find(|&&u| g.card(u).id == "monte-carlo-casino")
        .unwrap();
    act(&mut g, 0, A::LayPlot { card: casino });
    assert_eq!(
        g.card(g.seats[0].zone[0].cards[0].uid).id,
        "monte-carlo-casino"
    );
    assert!(
        hand_ids(&g, 0).contains(&"max-zorin"),
        "other Plots stay in hand"
    );

    // "Because Nick has already got Monte Carlo Casino in his Plot Zone, Diana cannot place her
    // Plot card in her own Plot Zone. Instead, she must place it face up next to her Draw and
    // Discard Piles, forming her Plot Pile."
    assert_eq!(g.to_act(), Some(1));
    let legal = g.legal_actions(1);
    assert_eq!(legal.len(), 1);
    act(&mut g, 1, legal[0].clone());
    assert!(g.seats[1].zone.is_empty());
    assert_eq!(g.seats[1].plot_pile.len(), 1);
    assert_eq!(g.card(g.seats[1].plot_pile[0]).id, "monte-carlo-casino");

    // "Michael draws 7 cards, but does not draw any Plot cards. He may not play any cards at
    // this time." — it passes straight to Shannon.
    assert_eq!(g.seats[2].hand.len(), 7);
    assert_eq!(g.to_act(), Some(3));

    // "she may either play Oddjob into her Plot Zone, or she may form a Plot Pile with Monte
    // Carlo Casino. She decides to play Oddjob."
    assert_eq!(g.legal_actions(3).len(), 2);
    let oddjob = *g.seats[3]
        .hand
        .iter()
        .find(|&&u| g.card(u).id == "oddjob")
        .unwrap();
    act(&mut g, 3, A::LayPlot { card: oddjob });
    assert_eq!(g.card(g.seats[3].zone[0].cards[0].uid).id, "oddjob");

    // "The play continues to Nick, who now starts the first turn of the game!"
    assert_eq!(g.turn.seat, 0);
    assert_eq!(g.turn_no, 1);
    for s in 0..4 {
        assert!(g.seats[s].hand.len() <= 7);
    }
}

// ccg-basic-rules.txt, Step One: "Draw cards until you have 7 cards in you hand. ... You may
// draw cards from you Draw Pile, your Plot Pile, or both."
#[test]
fn draw_to_seven_from_draw_and_plot_piles() {
    let mut g = basic(2, Step::Discard);
    // make it seat 1's end of turn so seat 0 begins a fresh turn with the Draw step
    g.rig_turn(1, Step::Discard);
    g.rig_fill_hand(0, 4);
    let p1 = g.rig_pull(0, "firefight");
    let p2 = g.rig_pull(0, "snowstorm");
    g.seats[0].plot_pile.extend([p1, p2]);
    act(&mut g, 1, A::Done);
    assert_eq!(g.turn.seat, 0);
    assert_eq!(g.turn.step, Step::Draw);
    let legal = g.legal_actions(0);
    assert_eq!(
        legal,
        vec![
            A::Draw { from_plot_pile: 0 },
            A::Draw { from_plot_pile: 1 },
            A::Draw { from_plot_pile: 2 }
        ]
    );
    act(&mut g, 0, A::Draw { from_plot_pile: 1 });
    assert_eq!(g.seats[0].hand.len(), 7);
    assert!(
        g.seats[0].hand.contains(&p2),
        "the top of the Plot Pile was drawn"
    );
    assert_eq!(g.seats[0].plot_pile, vec![p1]);
}

// ccg-basic-rules.txt, Step One: "If you already have 7 (or more) cards in your hand, you
// cannot draw any cards."
#[test]
fn no_draw_with_seven_in_hand() {
    let mut g = basic(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    g.rig_fill_hand(0, 7);
    let before = g.seats[0].draw.len();
    act(&mut g, 1, A::Done);
    assert_eq!(g.seats[0].hand.len(), 7);
    assert_eq!(g.seats[0].draw.len(), before);
}

// ccg-basic-rules.txt, Step One: "If your Draw Pile runs out of cards, shuffle your Discard
// Pile to form a new Draw Pile. Never shuffle the Plot Pile."
#[test]
fn empty_draw_pile_reshuffles_the_discard_pile_not_the_plot_pile() {
    let mut g = basic(2, Step::Discard);
    g.rig_turn(1, Step::Discard);
    let pile = g.rig_pull(0, "atlantis");
    g.seats[0].plot_pile.push(pile);
    let all: Vec<_> = std::mem::take(&mut g.seats[0].draw);
    g.seats[0].discard = all;
    act(&mut g, 1, A::Done);
    let ev = act(&mut g, 0, A::Draw { from_plot_pile: 0 });
    assert!(ev.contains(&CcgEvent::Reshuffled {
        seat: 0,
        plots: false
    }));
    assert_eq!(g.seats[0].hand.len(), 7);
    assert_eq!(
        g.seats[0].plot_pile,
        vec![pile],
        "the Plot Pile is never shuffled in"
    );
    assert!(!g.seats[0].draw.is_empty());
}

/// Seat 0 at Advance the Plot with these cards in hand (the hand topped up with Bonds).
fn at_advance(plots: &[&str]) -> Ccg {
    let mut g = basic(2, Step::Advance);
    for p in plots {
        g.rig_hand(0, p);
    }
    g.rig_fill_hand(0, 7);
    g
}

// ccg-basic-rules.txt, Step Two: "If you have any Plot cards in your hand, you must play one
// Plot card into your Plot Zone."
#[test]
fn advancing_the_plot_is_mandatory() {
    let g = at_advance(&["atlantis", "crab-key"]);
    let legal = g.legal_actions(0);
    assert_eq!(legal.len(), 2);
    assert!(
        legal.iter().all(|a| matches!(a, A::AdvancePlot { .. })),
        "no way to skip: {legal:?}"
    );
}

// ccg-basic-rules.txt, Step Two: "If there is another copy of that Plot as a Main Plot on the
// table, you must instead place that card face up on top of your Plot Pile."
#[test]
fn a_copy_in_play_goes_to_the_plot_pile() {
    let mut g = at_advance(&["atlantis"]);
    g.rig_plot(1, "atlantis", None, true);
    let card = g.seats[0].hand[0];
    act(&mut g, 0, A::AdvancePlot { card });
    assert!(g.seats[0].zone.is_empty());
    assert_eq!(g.seats[0].plot_pile, vec![card]);
    assert_eq!(g.seats[0].score, 0);
}

// ccg-basic-rules.txt, Step Two: "you may only have a maximum of 1 Mission, 2 Villain, 3
// Henchman, 4 Location and 5 Obstacle Main Plots in your Plot Zone. If you lay down a Main
// Plot which would cause you to exceed any of these limits, that Plot card is discarded."
#[test]
fn main_plot_limits_discard_the_excess() {
    let mut g = at_advance(&["blofeld"]);
    g.rig_plot(0, "max-zorin", None, true);
    g.rig_plot(0, "dr-no", None, true);
    let score = g.seats[0].score;
    let card = in_hand(&g, 0, "blofeld");
    act(&mut g, 0, A::AdvancePlot { card });
    assert_eq!(g.seats[0].zone.len(), 2);
    assert!(g.seats[0].discard.contains(&card));
    assert_eq!(g.seats[0].score, score);
    // and a second Mission is over the limit of one
    let mut g = at_advance(&["operation-grand-slam"]);
    g.rig_plot(0, "avenge-felix-leiter", None, true);
    let card = in_hand(&g, 0, "operation-grand-slam");
    act(&mut g, 0, A::AdvancePlot { card });
    assert!(g.seats[0].discard.contains(&card));
}

// ccg-basic-rules.txt, Winning the Game: "When a Plot (Mainplot or Subplot) is in you Plot
// Zone, it's worth 1 Plot Point for each Bullet icon."
#[test]
fn a_main_plot_scores_its_bullets() {
    let mut g = at_advance(&["max-zorin"]);
    let card = in_hand(&g, 0, "max-zorin");
    let ev = act(&mut g, 0, A::AdvancePlot { card });
    assert_eq!(g.seats[0].score, 4);
    assert!(ev.contains(&CcgEvent::Scores { scores: vec![4, 0] }));
}

fn subplot_targets(g: &Ccg, id: &str) -> usize {
    g.legal_actions(0)
        .iter()
        .filter(|a| matches!(a, A::Subplot { card, .. } if g.card(*card).id == id))
        .count()
}

// ccg-basic-rules.txt, Step Three: "If you still have an Obstacle Plot card in your hand, you
// may Attach it to any other Plot card in you Plot Zone." and "A Main Plot may have any number
// of Subplots attached to it."
#[test]
fn obstacles_attach_to_any_main_plot() {
    let mut g = basic(2, Step::Develop);
    g.rig_plot(0, "atlantis", None, true);
    g.rig_plot(0, "firefight", None, true);
    g.rig_hand(0, "firefight");
    g.rig_hand(0, "snowstorm");
    assert_eq!(
        subplot_targets(&g, "firefight"),
        2,
        "onto a Location and onto a Firefight"
    );
    let ff = g.seats[0].hand[0];
    let onto = g.seats[0].zone[1].cards[0].uid;
    act(&mut g, 0, A::Subplot { card: ff, onto });
    assert_eq!(
        g.seats[0].zone[1].cards.len(),
        2,
        "the exact same Obstacle on itself"
    );
    assert_eq!(g.seats[0].score, 2 + 1 + 1);
}

// ccg-basic-rules.txt, Movie Subplots: "You may only attach a Movie Subplot to a Main Plot if
// the Movie Subplot is worth less Plot Points than the Main Plot. Each Main Plot can only have
// one of each type of Movie Subplot."
#[test]
fn movie_subplots_same_film_fewer_points_one_of_each_type() {
    let mut g = basic(2, Step::Develop);
    g.rig_plot(0, "goldfinger", None, true); // Villain, Goldfinger, 4 bullets
    g.rig_hand(0, "oddjob"); // Henchman, Goldfinger, 3
    g.rig_hand(0, "fort-knox"); // Location, Goldfinger, 2
    g.rig_hand(0, "operation-grand-slam"); // Mission, Goldfinger, 5: worth more
    g.rig_hand(0, "crab-key"); // Location, Dr. No: another film
    assert_eq!(subplot_targets(&g, "oddjob"), 1);
    assert_eq!(subplot_targets(&g, "fort-knox"), 1);
    assert_eq!(subplot_targets(&g, "operation-grand-slam"), 0);
    assert_eq!(subplot_targets(&g, "crab-key"), 0);
    let oddjob = g.seats[0].hand[0];
    let onto = g.seats[0].zone[0].cards[0].uid;
    act(&mut g, 0, A::Subplot { card: oddjob, onto });
    assert_eq!(g.seats[0].score, 4 + 3);
}

// ccg-basic-rules.txt, Personality Subplots: "Personality cards that do not state that they
// are an Ally may be placed as Subplots, too."
#[test]
fn non_ally_personalities_may_be_subplots_allies_may_not() {
    let mut g = basic(2, Step::Develop);
    g.rig_plot(0, "atlantis", None, true);
    g.rig_hand(0, "tiffany-case");
    g.rig_hand(0, "felix-leiter");
    assert_eq!(subplot_targets(&g, "tiffany-case"), 1);
    assert_eq!(subplot_targets(&g, "felix-leiter"), 0);
    // "since all Personalities are Unique, multiples of the same Personality card cannot be
    // in play at the same time"
    g.rig_agency(1, "tiffany-case");
    assert_eq!(subplot_targets(&g, "tiffany-case"), 0);
}

// ccg-basic-rules.txt, Personality Subplots: "the Personality is discarded when Overcome, and
// it is worth NO points."
#[test]
fn an_overcome_personality_subplot_is_discarded_and_worth_nothing() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "firefight", None, true);
    let tiff = g.rig_plot(1, "tiffany-case", Some(0), true);
    let bond = g.rig_agency(0, "the-gambler"); // PV 4, CV 7, Savoir Faire, Cunning
    g.rig_attach(0, "walther-ppk", bond); // Shooting
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, bond, None, plot);
    all_pass(&mut g);
    assert_eq!(g.seats[0].won.len(), 1, "only the Firefight is a reward");
    assert!(g.seats[1].discard.contains(&tiff));
    assert_eq!(g.seats[0].score, 2);
    assert_eq!(g.seats[1].score, 0);
}

// ccg-basic-rules.txt, Step Four: "you may have one Henchman attack any Bond or Personality
// card in any other player's Agency" ... "Compare the Physical Values of the two cards." ...
// "If the Bond card (or Agency Personality) loses the Attack, the card is Demoted."
#[test]
fn henchman_attack_demotes_the_weaker_target() {
    let mut g = basic(3, Step::Attack);
    let oddjob = g.rig_plot(0, "oddjob", None, true); // PV 9
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6
    g.rig_agency(2, "the-commando"); // PV 7
    let legal = g.legal_actions(0);
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, A::HenchmanAttack { .. }))
            .count(),
        2
    );
    attack(&mut g, 0, oddjob, hero, false);
    // "Starting with the attacker's controller, all players may play Intrigue cards"
    assert_eq!(g.to_act(), Some(0));
    act(&mut g, 0, A::Pass);
    assert_eq!(g.to_act(), Some(1));
    act(&mut g, 1, A::Pass);
    assert_eq!(g.to_act(), Some(2));
    let ev = act(&mut g, 2, A::Pass);
    assert!(ev.iter().any(|e| matches!(e, CcgEvent::Demoted { .. })));
    assert!(g.piece(hero).unwrap().demoted);
    // "only one attack can be made"
    assert_ne!(g.turn.step, Step::Attack);
}

// ccg-basic-rules.txt, Step Four, Results: "If the scores are equal, the combat was a tie and
// nothing happens." and "If the Henchman (or Personality Subplot) loses the Attack, it fails
// to hurt anyone ... It returns to your Plot Zone completely unharmed."
#[test]
fn henchman_attack_tie_or_loss_changes_nothing() {
    let mut g = basic(2, Step::Attack);
    let tee_hee = g.rig_plot(0, "tee-hee", None, true); // PV 7
    let commando = g.rig_agency(1, "the-commando"); // PV 7
    attack(&mut g, 0, tee_hee, commando, false);
    all_pass(&mut g);
    assert!(!g.piece(commando).unwrap().demoted);
    let mut g = basic(2, Step::Attack);
    let nick = g.rig_plot(0, "nick-nack", None, true); // PV 3
    let hero = g.rig_agency(1, "the-navy-hero"); // PV 6
    attack(&mut g, 0, nick, hero, false);
    all_pass(&mut g);
    assert!(!g.piece(hero).unwrap().demoted);
    assert!(matches!(g.locate(nick), Some(Loc::Zone { seat: 0, .. })));
}

// ccg-basic-rules.txt, Step Four, Results: "if a Demoted card is Demoted again, it and all
// cards attached to it are discarded."
#[test]
fn demoted_twice_is_discarded_with_attachments() {
    let mut g = basic(2, Step::Attack);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    let hero = g.rig_agency(1, "the-navy-hero");
    let q = g.rig_attach(1, "walther-ppk", hero); // PV 7 now, still below Oddjob's 9
    g.rig_demote(hero);
    attack(&mut g, 0, oddjob, hero, false);
    all_pass(&mut g);
    assert!(g.piece(hero).is_none());
    assert!(g.seats[1].discard.contains(&hero));
    assert!(g.seats[1].discard.contains(&q));
}

// ccg-basic-rules.txt, Step Four: "Remember that Personality Subplots are considered Henchmen
// cards, so they could also be used to attack now."
#[test]
fn personality_subplots_may_attack() {
    let mut g = basic(2, Step::Attack);
    g.rig_plot(0, "atlantis", None, true);
    let tiff = g.rig_plot(0, "tiffany-case", Some(0), true);
    g.rig_agency(1, "the-navy-hero");
    assert!(g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, A::HenchmanAttack { assailant, .. } if *assailant == tiff)));
}

// ccg-basic-rules.txt, Bond Cards: "You may not have multiples of the same Bond card in your
// Agency. However, other players may have copies of your Bond cards in their Agencies."
#[test]
fn one_copy_of_a_bond_per_agency() {
    let mut g = basic(2, Step::Briefing);
    g.rig_agency(0, "the-navy-hero");
    g.rig_agency(1, "the-navy-hero");
    g.rig_hand(0, "the-navy-hero");
    g.rig_hand(0, "the-pilot");
    let recruits: Vec<&str> = g
        .legal_actions(0)
        .iter()
        .filter_map(|a| match a {
            A::Recruit { card } => Some(g.card(*card).id),
            _ => None,
        })
        .collect();
    assert_eq!(recruits, vec!["the-pilot"]);
}

// ccg-basic-rules.txt, Q Cards: "you may not give multiples of the same Q card to the same
// Bond card. You may, however, give multiples of the same Q card to different Bond cards" and
// "A card (Bond or otherwise) may only have one Vehicle at a time."
#[test]
fn q_cards_no_duplicates_on_one_bond_one_vehicle() {
    let mut g = basic(2, Step::Briefing);
    let a = g.rig_agency(0, "the-navy-hero");
    let b = g.rig_agency(0, "the-pilot");
    g.rig_attach(0, "walther-ppk", a);
    let w = g.rig_hand(0, "walther-ppk");
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&A::GiveQ { card: w, to: a }));
    assert!(legal.contains(&A::GiveQ { card: w, to: b }));
    // Vehicles: the Lotus Esprit on one Bond leaves no room there for the Wetbike.
    let lotus = g.rig_attach(0, "lotus-esprit", b);
    let wet = g.rig_hand(0, "wetbike");
    assert!(g.card(lotus).vehicle && g.card(wet).vehicle);
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&A::GiveQ { card: wet, to: b }));
    assert!(legal.contains(&A::GiveQ { card: wet, to: a }));
}

// ccg-basic-rules.txt, Q Cards: "Also some Q cards are Unique. As with Plot and Personality
// cards, only one copy of these cards can be in play at any time."
#[test]
fn a_unique_q_card_only_once_in_play() {
    let mut g = basic(2, Step::Briefing);
    let a = g.rig_agency(0, "the-navy-hero");
    let other = g.rig_agency(1, "the-pilot");
    g.rig_attach(1, "aston-martin-db5", other);
    let db5 = g.rig_hand(0, "aston-martin-db5");
    assert!(!g.legal_actions(0).contains(&A::GiveQ { card: db5, to: a }));
}

// ccg-basic-rules.txt, Personality Cards, the Tiffany Case example: "You must have Bond cards
// which can beat or match each of these factors, although the same Bond card does not have to
// be used for each factor."
#[test]
fn tiffany_case_worked_example() {
    let mut g = basic(2, Step::Briefing);
    let tiff = tiffany_case_example(&mut g);
    // "she is available to provide Bond with a Cunning icon if he takes her along"
    assert_eq!(g.icons(tiff)[Icon::Cunning as usize], 1);
}

// ccg-basic-rules.txt, Personality Cards: "If the Personality is designated as an Ally, you
// may place it in your Agency with no problems."
#[test]
fn allies_join_without_being_won_over() {
    let mut g = basic(2, Step::Briefing);
    let felix = g.rig_hand(0, "felix-leiter");
    assert!(
        g.legal_actions(0).contains(&A::Recruit { card: felix }),
        "even with no Bond at all"
    );
}

// ccg-basic-rules.txt, Step Six, the Aris Kristatos examples: "the Bond card must have a PV of
// at least 6 and a CV of at least 5" and "at least one Shooting, three Cunning, and four
// Strength icons".
#[test]
fn aris_kristatos_worked_example() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "aris-kristatos", None, true);
    g.rig_plot(1, "baron-samedi", Some(0), true);
    g.rig_plot(1, "firefight", Some(0), true);
    let (pv, cv, icons) = g.requirements(1, 0);
    assert_eq!((pv, cv), (Some(6), Some(5)));
    assert_eq!(icons[Icon::Shooting as usize], 1);
    assert_eq!(icons[Icon::Cunning as usize], 3);
    assert_eq!(icons[Icon::Strength as usize], 4);
    // A Bond far short of that fails, and is Demoted with the Personality that went along:
    // "The Bond card and any Personality that accompanied it is Demoted."
    let hero = g.rig_agency(0, "the-navy-hero");
    let felix = g.rig_agency(0, "felix-leiter");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, hero, Some(felix), plot);
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::AssignmentChecked {
            met: false,
            need_pv: Some(6),
            need_cv: Some(5),
            ..
        }
    )));
    assert!(g.piece(hero).unwrap().demoted);
    assert!(g.piece(felix).unwrap().demoted);
    assert_eq!(g.seats[1].zone.len(), 1);
}

// ccg-basic-rules.txt, Step Six, Results: "you have Overcome the Plot cards and you may take
// those cards as a reward" and Winning the Game: "For Plots you Overcome, each Bullet icon is
// worth 2 Plot Points."
#[test]
fn overcoming_takes_the_plots_and_scores_double() {
    let mut g = basic(2, Step::Assignment);
    let tanker = g.rig_plot(1, "liparus-tanker", None, true); // PV 6, CV 5, Shooting, Aquatics
    g.rig_plot(1, "underwater-battle", Some(0), true); // Aquatics
    let q = g.rig_attach(1, "rebreather", tanker); // a Q card that changes no value
    let hero = g.rig_agency(0, "the-frogman"); // PV 6, CV 5, Aquatics 2, Shooting
    assert_eq!(g.seats[1].score, 3);
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, hero, None, plot);
    // "Starting with Bond's controller, all players may play Intrigue cards"
    assert_eq!(g.to_act(), Some(0));
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        CcgEvent::Overcome {
            seat: 0,
            from: 1,
            ..
        }
    )));
    assert_eq!(g.seats[0].won.len(), 2);
    assert_eq!(g.seats[0].score, 2 * (2 + 1));
    assert_eq!(g.seats[1].score, 0, "you lose those points");
    // "The non-Plot cards go into their owner's Discard Pile."
    assert!(g.seats[1].discard.contains(&q));
}

// ccg-basic-rules.txt, Step Six: "You may only send one Bond card On Assignment per turn." and
// "Choose ONE Personality from your Agency to go along (if you wish)."
#[test]
fn one_bond_at_most_one_personality() {
    let (mut g, a, plot) = tanker_assignment("the-navy-hero");
    g.rig_agency(0, "felix-leiter");
    g.rig_agency(0, "tiffany-case");
    g.rig_fill_hand(0, 2);
    let legal = g.legal_actions(0);
    let assigns = legal
        .iter()
        .filter(|x| matches!(x, A::Assign { .. }))
        .count();
    assert_eq!(assigns, 3, "alone, with Felix, or with Tiffany");
    assign(&mut g, 0, a, None, plot);
    all_pass(&mut g);
    assert_eq!(g.turn.step, Step::Discard, "no second assignment");
}

// ccg-basic-rules.txt, Step Seven: "You may, if you wish, discard any one card from your hand
// to your Discard Pile. This ends your turn."
#[test]
fn discard_one_card_ends_the_turn() {
    let mut g = basic(2, Step::Discard);
    g.rig_fill_hand(0, 3);
    let card = g.seats[0].hand[0];
    let ev = act(&mut g, 0, A::Discard { card });
    assert!(g.seats[0].discard.contains(&card));
    assert_eq!(g.turn.seat, 1);
    // "When you discard a card from your hand, you do not have to show that card"
    assert!(ev.contains(&CcgEvent::Discarded {
        seat: 0,
        card: None,
        why: "from hand".into()
    }));
}

// ccg-basic-rules.txt, Object of the Game: "The first player to collect a predetermined number
// of Plot Points wins the game immediately."
#[test]
fn reaching_the_goal_wins_at_once() {
    let mut g = at_advance(&["max-zorin"]);
    g.rig_score(0, 22);
    let card = in_hand(&g, 0, "max-zorin");
    let ev = act(&mut g, 0, A::AdvancePlot { card });
    assert!(g.outcome().unwrap().is_winner(0));
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::Won { seat: 0, score: 26 })));
    assert_eq!(g.to_act(), None);
}

// ccg-basic-rules.txt, Object of the Game: "SCENE ... 25 ... ACT ... 35 ... FEATURE FILM ...
// 50 Plot Points".
#[test]
fn goals_are_scene_act_and_feature_film() {
    let mut setup = Ccg::setup_for_players(2).unwrap();
    for goal in [25, 35, 50] {
        setup.goal = goal;
        assert!(Ccg::new(&setup, 1).is_ok());
    }
    setup.goal = 30;
    assert!(Ccg::new(&setup, 1).is_err());
}

// ccg-basic-rules.txt, Unique Cards: "Obstacle Plot cards are the exceptions. There may be
// any number of identical Obstacles in play."
#[test]
fn obstacles_are_not_unique() {
    let mut g = at_advance(&["firefight"]);
    g.rig_plot(1, "firefight", None, true);
    let card = in_hand(&g, 0, "firefight");
    act(&mut g, 0, A::AdvancePlot { card });
    assert_eq!(g.seats[0].zone.len(), 1);
}

// ccg-basic-rules.txt, Intrigue Cards: "you could play three Snappy One-Liner cards on a
// character (each of which give +2 to CV) for a total bonus of +6 to CV."
#[test]
fn unattached_intrigue_cards_stack() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "monte-carlo-casino", None, true); // CV 6
    let hero = g.rig_agency(0, "the-commando"); // CV 3
    let s1 = g.rig_hand(0, "snappy-one-liner");
    let s2 = g.rig_hand(0, "snappy-one-liner");
    let plot = g.seats[1].zone[0].cards[0].uid;
    assign(&mut g, 0, hero, None, plot);
    play(&mut g, 0, s1, None, None);
    play(&mut g, 0, s2, None, None);
    assert_eq!(g.group_totals(&[hero]).1, Some(3 + 4));
}

// ccg-basic-rules.txt, Intrigue Cards: "You can have any number of Intrigue cards attached to
// a card, but only one copy of any particular card."
#[test]
fn one_copy_of_an_intrigue_card_attached_to_a_card() {
    let mut g = basic(2, Step::Briefing);
    let target = g.rig_agency(1, "the-navy-hero"); // PV 6
    g.rig_attach(1, "broken-arm", target);
    let card = g.rig_hand(0, "broken-arm");
    assert!(!g.legal_actions(0).contains(&A::PlayIntrigue {
        card,
        target: Some(target),
        by: None
    }));
    assert_eq!(g.pv(target), Some(4));
}

// ccg-basic-rules.txt, Attacking and Charming: "The loser fo the Attack or Charm (no matter who
// it is) is discarded along with any cards attached to it. If the loser was a Subplot, only it
// is discarded."
#[test]
fn attack_loser_is_discarded_a_subplot_alone() {
    let mut g = basic(2, Step::Assignment);
    let plot = g.rig_plot(1, "goldfinger", None, true); // CV 7
    let sub = g.rig_plot(1, "rosa-klebb", Some(0), true); // CV 5, a Henchman Subplot
    g.rig_plot(1, "firefight", Some(0), true);
    let hero = g.rig_agency(0, "the-gambler"); // CV 7
    let kiss = g.rig_hand(0, "kiss-and-tell");
    assign(&mut g, 0, hero, None, plot);
    play(&mut g, 0, kiss, Some(sub), Some(hero));
    assert!(g.seats[1].discard.contains(&sub));
    assert_eq!(
        g.seats[1].zone[0].cards.len(),
        2,
        "only the Subplot is discarded"
    );
}

// ccg-basic-rules.txt, Attacking and Charming: "If the card states that one card may attempt to
// Charm another card, compare Charisma Values instead of Physical Values." ... "If the result is
// a tie, there is no effect"
#[test]
fn charm_compares_cv_and_a_tie_does_nothing() {
    for (bond, cv, discarded) in [("the-navy-hero", 5, false), ("the-gambler", 7, true)] {
        let mut g = basic(2, Step::Assignment);
        g.rig_plot(1, "crab-key", None, true);
        let rosa = g.rig_plot(1, "rosa-klebb", None, true); // CV 5, PV 4
        let hero = g.rig_agency(0, bond);
        assert_eq!(g.cv(hero), Some(cv));
        let kiss = g.rig_hand(0, "kiss-and-tell");
        let plot = g.seats[1].zone[0].cards[0].uid;
        assign(&mut g, 0, hero, None, plot);
        play(&mut g, 0, kiss, Some(rosa), Some(hero));
        assert_eq!(
            g.seats[1].discard.contains(&rosa),
            discarded,
            "{bond}: CV {cv} against 5"
        );
        assert!(g.piece(hero).is_some(), "{bond} is never the loser here");
        // "If Bond wins an Attack or Charm, this does not count as Overcoming a Plot card."
        assert!(g.seats[0].won.is_empty());
    }
}

// ccg-basic-rules.txt, Abandoning An Assignment: "Bond cannot abandon an assignment." — once
// sent, only Intrigue cards and passes are possible until the window closes.
#[test]
fn no_abandoning_an_assignment() {
    let (mut g, hero, plot) = tanker_assignment("the-navy-hero");
    assign(&mut g, 0, hero, None, plot);
    let legal = g.legal_actions(0);
    assert!(legal
        .iter()
        .all(|a| matches!(a, A::Pass | A::PlayIntrigue { .. })));
    assert!(g.clone().apply(0, &A::Done).is_err());
}

// ccg-basic-rules.txt, Personality Subplots: "Personality Subplots are treated exactly the same
// way as Henchman cards." and Q Cards: "Some Q cards state that they may be given to Villains,
// Henchmen, or Personalities." Golden Gun: "May also be given to a Villain, Henchman or
// Personality." — so also to a Personality Subplot.
#[test]
fn a_q_card_for_personalities_goes_to_a_personality_subplot() {
    let mut g = basic(2, Step::Briefing);
    g.rig_plot(0, "atlantis", None, true);
    let tiff = g.rig_plot(0, "tiffany-case", Some(0), true); // PV 3
    let gun = g.rig_hand(0, "golden-gun");
    let ppk = g.rig_hand(0, "walther-ppk");
    let legal = g.legal_actions(0);
    assert!(legal.contains(&A::GiveQ {
        card: gun,
        to: tiff
    }));
    assert!(
        !legal.contains(&A::GiveQ {
            card: ppk,
            to: tiff
        }),
        "a Q card for Bonds only"
    );
    act(
        &mut g,
        0,
        A::GiveQ {
            card: gun,
            to: tiff,
        },
    );
    assert_eq!(g.pv(tiff), Some(3 + 2));
}
