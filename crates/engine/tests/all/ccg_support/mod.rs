//! Helpers for the card-game tests: a cleared table with chosen cards rigged into place.
#![allow(dead_code)]

use qbranch_engine::ccg::{
    sample_deck, Ccg, CcgAction, CcgEvent, CcgLtk, CcgSetup, Step, Uid, Variant,
};
use qbranch_engine::Game;

/// A set-up with the sample test pool's deck at every seat (the rulebooks' own numbers).
pub fn sample_setup(variant: Variant, players: usize) -> CcgSetup {
    CcgSetup {
        decks: vec![sample_deck(variant); players],
        goal: if variant == Variant::Basic { 25 } else { 60 },
        skip_unable: false,
    }
}

/// A Basic table for `players` with every card back in the draw piles, seat 0 to act at
/// `step`.
pub fn basic(players: usize, step: Step) -> Ccg {
    let mut g = Ccg::new(&sample_setup(Variant::Basic, players), 7).unwrap();
    g.rig_reset(step);
    g
}

/// The same for Licence to Kill.
pub fn ltk(players: usize, step: Step) -> CcgLtk {
    let mut g = CcgLtk::new(&sample_setup(Variant::Ltk, players), 7).unwrap();
    g.rig_reset(step);
    g
}

/// A Licence to Kill table with the prebuilt deck `deck` at every seat (for cards the sample
/// pool lacks), every card back in the draw piles, seat 0 to act at `step`.
pub fn ltk_prebuilt(deck: &str, players: usize, step: Step) -> CcgLtk {
    let seat = qbranch_engine::ccg::decks::deck(deck)
        .unwrap_or_else(|| panic!("no prebuilt deck {deck}"))
        .seat_deck();
    let setup = CcgSetup {
        decks: vec![seat; players],
        goal: 60,
        skip_unable: false,
    };
    let mut g = CcgLtk::new(&setup, 7).unwrap();
    g.rig_reset(step);
    g
}

/// Apply a legal action, panicking with the reason when it is not.
pub fn act<G: Game<Action = CcgAction, Event = CcgEvent>>(
    g: &mut G,
    seat: usize,
    a: CcgAction,
) -> Vec<CcgEvent> {
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} by seat {seat}: {e}"))
}

/// Everyone passes in turn until the window closes (each pass must be legal).
pub fn all_pass<
    G: Game<Action = CcgAction, Event = CcgEvent>
        + std::ops::Deref<Target = qbranch_engine::ccg::Table>,
>(
    g: &mut G,
) -> Vec<CcgEvent> {
    let mut ev = Vec::new();
    let n = g.seat_count();
    for _ in 0..n {
        assert!(g.window.is_some(), "the window closed early");
        let s = g.to_act().unwrap();
        ev.extend(act(g, s, CcgAction::Pass));
    }
    assert!(
        g.window.is_none(),
        "the window is still open after everyone passed"
    );
    ev
}

/// Send `agent` (with `companion`) against the Main Plot holding `plot`.
pub fn assign<G: Game<Action = CcgAction, Event = CcgEvent>>(
    g: &mut G,
    seat: usize,
    agent: Uid,
    companion: Option<Uid>,
    plot: Uid,
) -> Vec<CcgEvent> {
    act(
        g,
        seat,
        CcgAction::Assign {
            agent,
            companion,
            plot,
        },
    )
}

/// Play an Intrigue card (on `target`, by the character `by`).
pub fn play<G: Game<Action = CcgAction, Event = CcgEvent>>(
    g: &mut G,
    seat: usize,
    card: Uid,
    target: Option<Uid>,
    by: Option<Uid>,
) -> Vec<CcgEvent> {
    act(g, seat, CcgAction::PlayIntrigue { card, target, by })
}

/// A two-player Basic table at seat 0's On Assignment step: seat 1 has Crab Key (PV 3, CV
/// 3, Aquatics) as a Main Plot, seat 0 the Bond `bond` in its Agency. Returns the table, the
/// Bond and Crab Key.
pub fn crab_key_assignment(bond: &str) -> (Ccg, Uid, Uid) {
    let mut g = basic(2, Step::Assignment);
    let plot = g.rig_plot(1, "crab-key", None, true);
    let b = g.rig_agency(0, bond);
    (g, b, plot)
}

/// Declare a Henchman Attack (PV, or CV when `by_cv`).
pub fn attack<G: Game<Action = CcgAction, Event = CcgEvent>>(
    g: &mut G,
    seat: usize,
    assailant: Uid,
    target: Uid,
    by_cv: bool,
) -> Vec<CcgEvent> {
    act(
        g,
        seat,
        CcgAction::HenchmanAttack {
            assailant,
            target,
            by_cv,
        },
    )
}

/// The dice and modifiers of the first rolled attack among `ev` (Licence to Kill).
pub fn rolled(ev: &[CcgEvent]) -> Option<([u8; 2], [i32; 2])> {
    ev.iter().find_map(|e| match e {
        CcgEvent::AttackResolved {
            dice: Some(d),
            modifiers: Some(m),
            ..
        } => Some((*d, *m)),
        _ => None,
    })
}

/// The card of design `id` in `seat`'s hand.
pub fn in_hand(g: &qbranch_engine::ccg::Table, seat: usize, id: &str) -> Uid {
    g.seats[seat]
        .hand
        .iter()
        .copied()
        .find(|&u| g.card(u).id == id)
        .unwrap_or_else(|| panic!("no {id} in the hand of seat {seat}"))
}

/// The Tiffany Case worked example of both rulebooks (Step Five, Personality Cards): "You
/// must have Bond cards which can beat or match each of these factors, although the same Bond
/// card does not have to be used for each factor." `g` is at seat 0's Assignment Briefing;
/// each factor is met in turn and she joins. Returns her card.
pub fn tiffany_case_example<G>(g: &mut G) -> Uid
where
    G: Game<Action = CcgAction, Event = CcgEvent>
        + std::ops::DerefMut<Target = qbranch_engine::ccg::Table>,
{
    let recruit = |g: &G, tiff| {
        g.legal_actions(0)
            .contains(&CcgAction::Recruit { card: tiff })
    };
    let tiff = g.rig_hand(0, "tiffany-case");
    let driver = g.rig_agency(0, "the-driver"); // PV 5, CV 4
    g.rig_agency(0, "the-commando"); // PV 7, CV 3
                                     // PV is met; CV 4 and 3 are not added together; no Savoir Faire.
    assert!(!recruit(g, tiff));
    // "One of your Bond cards has a Charisma Value of 4 and a Vodka Martini, which gives a +3
    // to his Charisma Value. This gives it a Charisma of 7"
    g.rig_attach(0, "vodka-martini", driver);
    assert_eq!(g.cv(driver), Some(7));
    assert!(!recruit(g, tiff), "still no Savoir Faire");
    // "Finally, a different Bond card has the Savoir Faire icon listed on it"
    g.rig_agency(0, "the-gambler");
    assert!(recruit(g, tiff));
    act(g, 0, CcgAction::Recruit { card: tiff });
    assert!(g.piece(tiff).is_some());
    tiff
}

/// The Licence to Kill rulebook's Jaws example (Step Six) rigged on `g`: seat 1's Main Plot
/// of Goldfinger face up with Jaws face down on top, and seat 0's The Gambler with five Q
/// cards. Returns (Goldfinger, Jaws, The Gambler).
pub fn jaws_example(g: &mut qbranch_engine::ccg::Table) -> (Uid, Uid, Uid) {
    let gf = g.rig_plot(1, "goldfinger", None, true); // PV 4, CV 7, Savoir Faire, Cunning
    let jaws = g.rig_plot(1, "jaws", Some(0), false); // PV 10, CV 0, Evasion
    let bond = g.rig_agency(0, "the-gambler"); // PV 4, CV 6, Savoir Faire, Cunning
    for q in [
        "walther-ppk",
        "explosive-pen",
        "time-bomb",
        "vodka-martini",
        "aston-martin-db5",
    ] {
        g.rig_attach(0, q, bond);
    }
    (gf, jaws, bond)
}
