//! Helpers for the card-game tests: a cleared table with chosen cards rigged into place.
#![allow(dead_code)]

use qbranch_engine::ccg::{
    pool, Card, Ccg, CcgAction, CcgEvent, CcgLtk, CcgSetup, SeatDeck, Step, Uid, Variant,
};
use qbranch_engine::Game;

/// Copies of each card in a test deck: enough for every rule test (a Plot in one Plot Zone
/// and its copy in another, a Q card on two Bonds, four Obstacles of a kind).
const COPIES: usize = 4;

/// A seat's test deck: every card of the shipped pool used in the rule set, `COPIES` of each
/// (the deck rules are not checked at set-up, so tests can take any card they need; Licence
/// to Kill Plots form the Plot deck).
pub fn pool_deck(variant: Variant) -> SeatDeck {
    let copies = |plots: bool| -> Vec<String> {
        pool::legal_in(variant)
            .filter(|c| c.is_plot() == plots)
            .flat_map(|c| std::iter::repeat_n(c.id.to_string(), COPIES))
            .collect()
    };
    match variant {
        Variant::Basic => SeatDeck {
            cards: copies(false).into_iter().chain(copies(true)).collect(),
            plots: Vec::new(),
        },
        Variant::Ltk => SeatDeck {
            cards: copies(false),
            plots: copies(true),
        },
    }
}

/// A set-up with the pool test deck at every seat.
pub fn pool_setup(variant: Variant, players: usize) -> CcgSetup {
    CcgSetup {
        decks: vec![pool_deck(variant); players],
        goal: if variant == Variant::Basic { 25 } else { 60 },
        skip_unable: false,
        stacked: false,
    }
}

/// A Basic table for `players` with every card back in the draw piles, seat 0 to act at
/// `step`.
pub fn basic(players: usize, step: Step) -> Ccg {
    let mut g = Ccg::new(&pool_setup(Variant::Basic, players), 7).unwrap();
    g.rig_reset(step);
    g
}

/// The same for Licence to Kill.
pub fn ltk(players: usize, step: Step) -> CcgLtk {
    let mut g = CcgLtk::new(&pool_setup(Variant::Ltk, players), 7).unwrap();
    g.rig_reset(step);
    g
}

/// A card of the test's own, which no pool card is (`rig_invent` puts it on a table): `card`
/// with the id `id`, which must be no pool card's.
pub fn invented(id: &'static str, card: Card) -> &'static Card {
    assert!(pool::card(id).is_none(), "{id} is a pool card's id");
    Box::leak(Box::new(Card { id, ..card }))
}

/// The pool card with this id.
pub fn shipped(id: &str) -> &'static Card {
    pool::card(id).unwrap_or_else(|| panic!("no pool card {id}"))
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

/// A two-player Basic table at seat 0's On Assignment step: seat 1 has Liparus Tanker (PV 6,
/// CV 5, Shooting, Aquatics) as a Main Plot, which The Navy Hero (PV 6, CV 5, Aquatics,
/// Shooting, Strength) meets exactly; seat 0 has the Bond `bond` in its Agency. Returns the
/// table, the Bond and the Tanker.
pub fn tanker_assignment(bond: &str) -> (Ccg, Uid, Uid) {
    let mut g = basic(2, Step::Assignment);
    let plot = g.rig_plot(1, "liparus-tanker", None, true);
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
    let tiff = g.rig_hand(0, "tiffany-case"); // PV 3, CV 5, requires Savoir Faire
    assert_eq!((g.card(tiff).pv, g.card(tiff).cv), (Some(3), Some(5)));
    let marksman = g.rig_agency(0, "the-marksman"); // PV 6, CV 4
    g.rig_agency(0, "the-commando"); // PV 7, CV 3
                                     // PV is met; CV 4 and 3 are not added together; no Savoir Faire.
    assert!(!recruit(g, tiff));
    // "One of your Bond cards has a Charisma Value of 4 and a Vodka Martini, which gives a +3
    // to his Charisma Value. This gives it a Charisma of 7"
    g.rig_attach(0, "vodka-martini", marksman);
    assert_eq!(g.cv(marksman), Some(7));
    assert!(!recruit(g, tiff), "still no Savoir Faire");
    // "Finally, a different Bond card has the Savoir Faire icon listed on it"
    g.rig_agency(0, "the-gambler"); // Savoir Faire
    assert!(recruit(g, tiff));
    act(g, 0, CcgAction::Recruit { card: tiff });
    assert!(g.piece(tiff).is_some());
    tiff
}

/// The Licence to Kill rulebook's Jaws example (Step Six) rigged on `g` with the pool's
/// cards: seat 1's Main Plot of Avenge Felix Leiter (the Mission the rules pair with Jaws)
/// and Franz Sanchez face up, with the Henchman `jaws` face down on top; seat 0's The Double-O
/// equipped to meet "at least two Shooting, two Strength, four Cunning, one Savoir Faire" and
/// three Evasion, with PV 10 and CV 6 or more. Returns (the Mission, Jaws, The Double-O).
pub fn jaws_example(g: &mut qbranch_engine::ccg::Table, jaws: &str) -> (Uid, Uid, Uid) {
    let mission = g.rig_plot(1, "avenge-felix-leiter", None, true); // PV 10, CV 6
    g.rig_plot(1, "franz-sanchez", Some(0), true); // PV 6, CV 6
    let jaws = g.rig_plot(1, jaws, Some(0), false);
    let bond = g.rig_agency(0, "the-double-o"); // PV 7, CV 6, Shooting, Strength, Cunning
    for q in [
        "walther-ppk",            // Shooting, +1 PV
        "piton-gun",              // Evasion, Strength
        "rolex-buzzsaw-watch",    // Cunning, +1 PV
        "explosive-pen",          // Cunning, +3 PV once
        "magnetic-watch",         // Cunning, +1 CV
        "dinner-jacket",          // Savoir Faire, +2 CV
        "aston-martin-db5",       // Driving, Evasion
        "rosa-klebbs-shoe-knife", // Evasion, +2 PV
    ] {
        g.rig_attach(0, q, bond);
    }
    (mission, jaws, bond)
}
