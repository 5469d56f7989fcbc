//! Pool coverage (every card of the pool legal in a rule set is put into play at least once
//! in simulated games): what counts as put into play, and fixed-seed batches of
//! random games that put every legal card of each rule set into play.

use crate::ccg_support::{act, all_pass, basic, ltk, play};
use qbranch_engine::ai::Controller;
use qbranch_engine::ccg::coverage::Coverage;
use qbranch_engine::ccg::simulation::{self, SimOptions};
use qbranch_engine::ccg::{pool, Ccg, CcgAction as A, CcgLtk, Step, Variant};
use qbranch_engine::Game;

/// A batch of random games with the prebuilt decks rotating round the seats.
fn batch<G>(players: usize, games: usize) -> simulation::CcgSimReport
where
    G: Game<
            Setup = qbranch_engine::ccg::CcgSetup,
            Action = qbranch_engine::ccg::CcgAction,
            Event = qbranch_engine::ccg::CcgEvent,
        > + std::ops::Deref<Target = qbranch_engine::ccg::Table>,
{
    let setup = G::setup_for_players(players).unwrap();
    simulation::simulate::<G>(
        &setup,
        &vec![Controller::Random; players],
        SimOptions {
            games,
            seed: 1,
            max_actions: 20_000,
            rotate_decks: true,
            coverage: true,
        },
        None,
        None,
    )
}

#[test]
fn every_basic_card_is_put_into_play_in_a_fixed_batch() {
    let r = batch::<Ccg>(4, 100);
    let c = r.coverage.expect("coverage was asked for");
    assert_eq!(c.total, pool::legal_in(Variant::Basic).count());
    assert_eq!(c.uncovered, Vec::<&str>::new());
    assert_eq!(c.covered, c.total);
    assert_eq!((r.panics, r.stalemates, r.unfinished), (0, 0, 0));
    assert_eq!(r.wins_by_seat.iter().sum::<usize>() + r.draws, 100);
}

#[test]
fn every_licence_to_kill_card_is_put_into_play_in_a_fixed_batch() {
    let r = batch::<CcgLtk>(2, 24);
    let c = r.coverage.expect("coverage was asked for");
    assert_eq!(c.total, pool::legal_in(Variant::Ltk).count());
    assert_eq!(c.uncovered, Vec::<&str>::new());
    // Random players seldom overcome enough for the win: the safety net stops most games.
    assert_eq!((r.panics, r.unfinished), (0, 0));
    assert_eq!(r.wins_by_seat.iter().sum::<usize>() + r.stalemates, 24);
}

/// Without rotation a two-player table sees only two of the four decks: some cards can never
/// come up (the rotation is what gives them their chance).
#[test]
fn without_rotation_two_decks_leave_cards_out() {
    let setup = Ccg::setup_for_players(2).unwrap();
    let r = simulation::simulate::<Ccg>(
        &setup,
        &[Controller::Random; 2],
        SimOptions {
            games: 20,
            seed: 1,
            max_actions: 20_000,
            rotate_decks: false,
            coverage: true,
        },
        None,
        None,
    );
    let c = r.coverage.unwrap();
    assert!(c.covered < c.total, "{c:?}");
    assert_eq!(r.decks, "as set up");
}

#[test]
fn rotation_seats_every_prebuilt_deck() {
    let setup = Ccg::setup_for_players(2).unwrap();
    let mut first: Vec<Vec<String>> = Vec::new();
    for g in 0..4 {
        let d = simulation::rotated_decks(&setup, Variant::Basic, g);
        assert_eq!(d.len(), 2);
        first.push(d[0].cards.clone());
        // seat 1 plays the deck seat 0 plays in the next game
        assert_eq!(
            d[1].cards,
            simulation::rotated_decks(&setup, Variant::Basic, g + 1)[0].cards
        );
    }
    first.sort();
    first.dedup();
    assert_eq!(first.len(), 4, "four games seat four different decks");
}

// What counts: a Plot laid face up or face down, a character joining an Agency, a card
// attached, an Intrigue card played; not a card in a hand or a pile.
#[test]
fn put_into_play_means_on_the_table_or_played() {
    let mut g = ltk(2, Step::Assignment);
    let mut cov = Coverage::default();
    g.rig_hand(0, "walther-ppk");
    g.rig_plot(1, "crab-key", None, false);
    let bond = g.rig_agency(0, "the-navy-hero");
    g.rig_attach(0, "vodka-martini", bond);
    cov.observe(&g, &[]);
    for id in ["crab-key", "the-navy-hero", "vodka-martini"] {
        assert!(cov.contains(id), "{id}");
    }
    assert!(
        !cov.contains("walther-ppk"),
        "a card in a hand is not in play"
    );
    let before = cov.clone();
    cov.observe(&g, &[]);
    assert_eq!(cov, before, "observing the same table adds nothing");

    // an Intrigue card played in a window counts even once it is gone to the discard pile
    let mut b = basic(2, Step::Assignment);
    let crab = b.rig_plot(1, "crab-key", None, true);
    let hero = b.rig_agency(0, "the-navy-hero");
    let fire = b.rig_hand(1, "fire-from-the-sky");
    act(
        &mut b,
        0,
        A::Assign {
            agent: hero,
            companion: None,
            plot: crab,
        },
    );
    act(&mut b, 0, A::Pass);
    let ev = play(&mut b, 1, fire, None, None);
    let mut seen = Coverage::default();
    seen.observe(&b, &ev);
    assert!(seen.contains("fire-from-the-sky"));
    all_pass(&mut b);
    assert!(b.find_in_play(fire).is_none());
    let report = seen.report(Variant::Basic);
    assert_eq!(report.covered + report.uncovered.len(), report.total);
    assert!(!report.uncovered.contains(&"fire-from-the-sky"));
    assert!(report.uncovered.contains(&"walther-ppk"));
}

// Ruling "The safety net": a game it stops is a stalemate in the report, neither a win nor a
// draw. Random Basic players at the Feature Film goal (50) stall now and then: their Plot Zones
// fill up to the Main Plot limits below 50 points and random assignments rarely overcome.
#[test]
fn stalemates_are_counted_apart_from_wins_and_draws() {
    let mut setup = Ccg::setup_for_players(2).unwrap();
    setup.goal = 50;
    let r = simulation::simulate::<Ccg>(
        &setup,
        &[Controller::Random; 2],
        SimOptions {
            games: 30,
            seed: 1,
            max_actions: 20_000,
            rotate_decks: false,
            coverage: false,
        },
        None,
        None,
    );
    assert!(r.stalemates >= 1, "{r:?}");
    assert_eq!(
        r.wins_by_seat.iter().sum::<usize>() + r.draws + r.stalemates,
        30
    );
    assert_eq!((r.panics, r.unfinished), (0, 0));
    assert!(r.coverage.is_none());
}
