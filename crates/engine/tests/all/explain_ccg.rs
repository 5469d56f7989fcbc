//! The Hint's reasons in the card game: the numbers an assignment's or an attack's preview
//! shows, and the Plot Points it brings. A group the preview finds short is never said to
//! succeed.

use crate::ccg_support::*;
use qbranch_engine::ccg::{CcgAction as A, Step};
use qbranch_engine::core::rng::Rng;
use qbranch_engine::Game;

// ccg-basic-rules.txt: "For Plots you Overcome, each Bullet icon is worth 2 Plot Points." The
// Navy Hero with a Rebreather meets Liparus Tanker with Underwater Battle exactly; the reason
// gives the counts the preview shows and the points the engine then scores.
#[test]
fn a_met_assignment_names_its_counts_and_the_points_it_brings() {
    let (mut g, hero, plot) = tanker_assignment("the-navy-hero");
    g.rig_plot(1, "underwater-battle", Some(0), true);
    g.rig_attach(0, "rebreather", hero);
    let send = A::Assign {
        agent: hero,
        companion: None,
        plot,
    };
    let why = g.explain_choice(0, &send).expect("a reason");
    assert_eq!(
        why,
        "meets PV 6/6, CV 5/5, Aquatics 2/2 and Shooting 1/1 — 6 Plot Points if unanswered"
    );
    let before = g.seats[0].score;
    assign(&mut g, 0, hero, None, plot);
    all_pass(&mut g);
    assert_eq!(g.seats[0].score - before, 6, "the points the Hint named");
}

// ccg-basic-rules.txt, Step Six, the Aris Kristatos example: "at least one Shooting, three
// Cunning, and four Strength icons". The Navy Hero alone falls short, and the reason says so
// with the preview's counts, never that he meets them.
#[test]
fn a_short_assignment_says_it_falls_short_and_who_comes_back_demoted() {
    let mut g = basic(2, Step::Assignment);
    g.rig_plot(1, "aris-kristatos", None, true);
    g.rig_plot(1, "baron-samedi", Some(0), true);
    g.rig_plot(1, "firefight", Some(0), true);
    let hero = g.rig_agency(0, "the-navy-hero");
    let plot = g.seats[1].zone[0].cards[0].uid;
    let send = A::Assign {
        agent: hero,
        companion: None,
        plot,
    };
    let why = g.explain_choice(0, &send).expect("a reason");
    assert!(why.starts_with("falls short on "), "{why}");
    assert!(why.contains("Cunning 0/3"), "{why}");
    assert!(
        why.ends_with("— The Navy Hero would come back Demoted"),
        "{why}"
    );
    assert!(!why.contains("Plot Point"), "{why}");
}

/// Every On Assignment choice of random Basic and Licence to Kill games: the reason says
/// "falls short" exactly when the preview under its button does, and names no points then.
fn verdicts_agree<G>(mut g: G, seed: u64)
where
    G: Game<Action = A> + std::ops::Deref<Target = qbranch_engine::ccg::Table>,
{
    let mut rng = Rng::new(seed);
    let (mut met, mut short) = (0, 0);
    for _ in 0..3000 {
        let Some(seat) = g.to_act() else { break };
        let legal = g.legal_actions(seat);
        for a in legal.iter().filter(|a| matches!(a, A::Assign { .. })) {
            let verdict = g.preview(a).and_then(|p| p.met()).expect("a verdict");
            let why = g.explain_choice(seat, a).expect("a reason");
            assert_eq!(!why.starts_with("falls short"), verdict, "{why}");
            if verdict {
                met += 1;
            } else {
                short += 1;
                assert!(!why.contains("Plot Point"), "{why}");
            }
        }
        let a = legal[rng.below(legal.len() as u32) as usize].clone();
        g.apply(seat, &a).expect("a legal action");
    }
    assert!(short > 0, "some choices fell short ({met} met)");
}

#[test]
fn the_reason_agrees_with_the_preview_in_random_games() {
    use qbranch_engine::ccg::{Ccg, CcgLtk};
    verdicts_agree(Ccg::new(&Ccg::setup_for_players(2).unwrap(), 3).unwrap(), 3);
    verdicts_agree(
        CcgLtk::new(&CcgLtk::setup_for_players(2).unwrap(), 5).unwrap(),
        5,
    );
}

// ccg-license-to-kill-variant.txt, Step Four, 5: Oddjob PV 9 against PV 7 rolls with +2, and
// 26 of the 36 rolls win: the reason gives that chance.
#[test]
fn a_licence_to_kill_attack_gives_its_chance() {
    let mut g = ltk(2, Step::Attack);
    let oddjob = g.rig_plot(0, "oddjob", None, true);
    let bond = g.rig_agency(1, "the-commando");
    let attack = A::HenchmanAttack {
        assailant: oddjob,
        target: bond,
        by_cv: false,
    };
    assert_eq!(
        g.explain_choice(0, &attack).as_deref(),
        Some("PV 9 against 7: 72 % to Demote The Commando")
    );
}

// ccg-basic-rules.txt, Step Four, Results: "If the scores are equal, the combat was a tie and
// nothing happens."
#[test]
fn a_basic_attack_gives_its_one_result() {
    let mut g = basic(2, Step::Attack);
    let tee_hee = g.rig_plot(0, "tee-hee", None, true);
    let commando = g.rig_agency(1, "the-commando");
    let hero = g.rig_agency(1, "the-navy-hero");
    let attack = |target| A::HenchmanAttack {
        assailant: tee_hee,
        target,
        by_cv: false,
    };
    assert_eq!(
        g.explain_choice(0, &attack(commando)).as_deref(),
        Some("PV 7 against 7: a tie, nothing happens")
    );
    assert_eq!(
        g.explain_choice(0, &attack(hero)).as_deref(),
        Some("PV 7 against 6: The Navy Hero would be Demoted")
    );
}
