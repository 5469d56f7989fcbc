//! The contract every game keeps, run for every id in `GameId::ALL` (the test game included):
//! a new game gets all of it by being listed there. For every game and every player count it
//! supports:
//!
//! - at least 100,000 random legal actions per game (shared out evenly over its player
//!   counts) with no panic, and around each one: illegal
//!   actions (wrong seat, no such seat, an action legal earlier but not now, an action another
//!   seat could play) are typed errors with plain-word messages that leave the state unchanged;
//!   undo restores the exact earlier state; no event names another seat's secret; views do not
//!   depend on what a seat cannot know; restoring from the record gives the same session;
//! - `is_legal` says exactly what `legal_actions(..).contains(..)` says, for legal actions and
//!   for many illegal ones, for every seat;
//! - replaying a record rebuilds the identical state; the replay viewer's `state_at(n)` equals
//!   a fresh replay for every `n`; damaged records and records of older rules are refused;
//! - the computer player's choice does not change when only hidden information changes, and
//!   the normal computer player beats random players.
//!
//! The checks themselves are in `contract_support`, written against the `Game` trait only.

use crate::contract_support::{self as check, player_counts};
use qbranch_engine::fixture;
use qbranch_engine::{ForGame, Game, GameId};

/// One check of the contract, run for one game at each table size it supports.
#[derive(Clone, Copy, Debug)]
enum Check {
    RandomPlay,
    Undo,
    ReplayViewer,
    IsLegal,
    DamagedRecords,
    OlderRules,
    HiddenInformation,
    NormalBeatsRandom,
}

impl ForGame for Check {
    type Output = ();
    fn run<G: Game>(self) {
        // Each table size on its own thread: the suite's wall time is shared out over the
        // cores. A failure in any of them fails the test.
        std::thread::scope(|s| {
            for players in player_counts::<G>() {
                s.spawn(move || {
                    let t = std::time::Instant::now();
                    match self {
                        Check::RandomPlay => {
                            check::random_legal_play_keeps_the_contract::<G>(players)
                        }
                        Check::Undo => check::undo_restores_the_exact_earlier_state::<G>(players),
                        Check::ReplayViewer => {
                            check::replay_viewer_state_at_equals_a_fresh_replay::<G>(players)
                        }
                        Check::IsLegal => check::is_legal_agrees_with_legal_actions::<G>(players),
                        Check::DamagedRecords => check::damaged_records_are_refused::<G>(players),
                        Check::OlderRules => {
                            check::records_of_older_rules_are_refused::<G>(players)
                        }
                        Check::HiddenInformation => {
                            check::ai_ignores_hidden_information::<G>(players)
                        }
                        Check::NormalBeatsRandom => {
                            check::normal_ai_beats_random_players::<G>(players)
                        }
                    }
                    eprintln!(
                        "contract: {self:?} for {} at {players} took {:.1} s",
                        G::ID,
                        t.elapsed().as_secs_f64()
                    );
                });
            }
        });
    }
}

/// Runs `check` for every game at once, each on threads of its own.
fn for_every_game(check: Check) {
    std::thread::scope(|s| {
        for &id in GameId::ALL {
            s.spawn(move || id.visit(check));
        }
    });
}

#[test]
fn random_legal_play_keeps_the_contract() {
    for_every_game(Check::RandomPlay);
}

#[test]
fn undo_restores_the_exact_earlier_state() {
    for_every_game(Check::Undo);
}

#[test]
fn replay_viewer_state_at_equals_a_fresh_replay() {
    for_every_game(Check::ReplayViewer);
}

/// `Game::is_legal` (the cheap question that checking a recorded or submitted action asks)
/// says exactly what `legal_actions(..).contains(..)` says.
#[test]
fn is_legal_agrees_with_legal_actions() {
    for_every_game(Check::IsLegal);
}

#[test]
fn damaged_records_are_refused() {
    for_every_game(Check::DamagedRecords);
}

#[test]
fn records_of_older_rules_are_refused() {
    for_every_game(Check::OlderRules);
}

#[test]
fn ai_ignores_hidden_information() {
    for_every_game(Check::HiddenInformation);
}

#[test]
fn normal_ai_beats_random_players() {
    for_every_game(Check::NormalBeatsRandom);
}

/// The migration hook: a game that has written a migration for an older rules version gets
/// its records through it (the fixture migrates version 0 by relabelling); the default
/// refuses (every registered game, above).
#[test]
fn a_game_with_a_migration_replays_its_older_records() {
    use fixture::Fixture;
    use qbranch_engine::{Game, Replayer, Session};
    let mut old = check::random_record::<Fixture>(2, 5, 30);
    let current = Session::from_record(old.clone()).unwrap();
    old.rules_version = 0;
    // Not silently: a plain replay still refuses it; the restoring paths migrate.
    assert!(matches!(
        old.replay(),
        Err(qbranch_engine::ReplayError::OlderRules { found: 0, .. })
    ));
    let migrated = old.clone().migrated().unwrap();
    assert_eq!(migrated.rules_version, Fixture::RULES_VERSION);
    let restored = Session::from_record(old.clone()).unwrap();
    assert_eq!(restored, current);
    let r = Replayer::new(old).unwrap();
    assert_eq!(r.state_at(r.len()), current.state);
}

/// Undo restores the snapshot kept when the action was played: it does not replay the record
/// (here the record's seed is altered after the fact, so a replay would deal other hands), and
/// the snapshots cover exactly the steps of the current turn since the last roll or draw.
#[test]
fn undo_uses_the_snapshot_not_a_replay() {
    use fixture::{Act, Fixture};
    use qbranch_engine::{Game, Session};
    let mut s: Session<Fixture> = Session::new(2, 3).unwrap();
    s.act(0, &Act::Step).unwrap();
    let after_one = s.state.clone();
    s.act(0, &Act::Step).unwrap();
    assert_eq!(s.undo_snapshots(), 2);
    s.record.seed = 4;
    assert_ne!(s.record.replay_prefix(Some(1)).unwrap().0, after_one);
    s.undo(0).unwrap();
    assert_eq!(s.state, after_one);
    assert_eq!(s.undo_snapshots(), 1);
    s.undo(0).unwrap();
    assert_eq!(s.state, Fixture::new(&2, 3).unwrap());
    assert_eq!(s.undo_snapshots(), 0);
    // A roll ends the turn: nothing before it can be taken back, so nothing is kept.
    s.record.seed = 3;
    s.act(0, &Act::Step).unwrap();
    s.act(0, &Act::Roll).unwrap();
    assert_eq!(s.undo_snapshots(), 0);
    s.act(1, &Act::Step).unwrap();
    assert_eq!(s.undo_snapshots(), 1);
    // Restoring the record rebuilds the same snapshots.
    let restored = Session::from_record(s.record.clone()).unwrap();
    assert_eq!(restored.undo_snapshots(), 1);
    assert_eq!(restored, s);
}

/// A restored session keeps one state for its undo snapshots and makes them when one is
/// first needed: by an undo, or by an action that keeps the state before it. Either way they
/// are the live session's, without a replay of the record (its seed is altered after the
/// restore, so a replay would roll other dice), with a save's hint or without one.
#[test]
fn a_restore_makes_its_undo_snapshots_when_first_needed() {
    use fixture::{Act, Fixture};
    use qbranch_engine::{Check, Session};
    let mut live: Session<Fixture> = Session::new(2, 3).unwrap();
    live.act(0, &Act::Step).unwrap();
    live.act(0, &Act::Roll).unwrap();
    live.act(1, &Act::Step).unwrap();
    assert_eq!((live.undo_from(), live.undo_snapshots()), (2, 1));
    let states = |s: &Session<Fixture>, undos: usize| {
        let mut s = s.clone();
        let mut seen = vec![s.state.clone()];
        for _ in 0..undos {
            s.undo(1).unwrap();
            seen.push(s.state.clone());
        }
        assert!(s.undo(1).is_err(), "no undo past the roll");
        seen
    };
    let mut after = live.clone();
    after.act(1, &Act::Step).unwrap();
    for hint in [Some(live.undo_from()), Some(0), None] {
        let mut restored = Session::restore_from(live.record.clone(), Check::Sealed, hint).unwrap();
        restored.record.seed = 4;
        assert_eq!(restored.undo_snapshots(), 1, "hint {hint:?}");
        assert_eq!(states(&restored, 1), states(&live, 1), "hint {hint:?}");
        // An action first: the snapshot is made, then the state before the action is kept.
        restored.act(1, &Act::Step).unwrap();
        assert_eq!(restored.undo_snapshots(), 2, "hint {hint:?}");
        assert_eq!(states(&restored, 2), states(&after, 2), "hint {hint:?}");
    }
}

/// The secrecy check itself catches a leak: an event naming a card that stays in another
/// seat's hand, or a card drawn from the face-down pack, fails it.
#[test]
fn the_secret_check_catches_a_leak() {
    use qbranch_engine::race::{Race, RaceEvent};
    use qbranch_engine::Game;
    let g = Race::new(&Race::setup_for_players(3).unwrap(), 8).unwrap();
    let s = check::secrets(&g);
    let leak = |event: RaceEvent| {
        std::panic::catch_unwind(|| {
            check::check_events::<Race>(&[event], 0, &s, &s);
        })
        .is_err()
    };
    // Seat 0 acts; an event shows a card of seat 1's hand, which seat 1 keeps.
    let card = g.hand(1)[0];
    assert!(leak(RaceEvent::Show { seat: 1, card }));
    // A card of seat 0's own hand that it keeps (no draw or shuffle in this action).
    let card = g.hand(0)[3];
    assert!(leak(RaceEvent::Show { seat: 0, card }));
    // Public facts are no leak.
    assert!(!leak(RaceEvent::Draw { seat: 0, count: 2 }));
    // A card from the pack, still secret afterwards (drawn into a hand): a leak.
    let mut after = g.clone();
    let mut events = Vec::new();
    qbranch_engine::race::deck::draw(&mut after, 0, 1, &mut events);
    let drawn = *after
        .hand(0)
        .iter()
        .find(|c| !g.hand(0).contains(c))
        .unwrap();
    let s_after = check::secrets(&after);
    let caught = std::panic::catch_unwind(|| {
        check::check_events::<Race>(
            &[RaceEvent::Show {
                seat: 0,
                card: drawn,
            }],
            0,
            &s,
            &s_after,
        );
    });
    assert!(caught.is_err());
}

/// The secrecy check reads secrets by design, as the card game gives them, so two seats may
/// hold copies of one design. A design the actor held is its own to name when it shows it, even
/// while another seat keeps a copy of it hidden; the same event from an actor that held no copy is a leak,
/// and so is naming a design only the other seat held.
#[test]
fn a_design_the_actor_held_is_its_own_to_name() {
    use qbranch_engine::race::{Race, RaceEvent};
    use qbranch_engine::Game;
    let g = Race::new(&Race::setup_for_players(2).unwrap(), 8).unwrap();
    let token = |c| serde_json::to_string(&c).unwrap();
    let (shared, theirs) = (g.hand(1)[0], g.hand(1)[1]);
    assert_ne!(token(shared), token(theirs));
    // Seat 0 shows (plays) its copy of `shared`: it leaves seat 0's hand; seat 1 keeps both.
    let seat_1 = vec![token(shared), token(theirs)];
    let held = check::Secrets::of(vec![vec![token(shared)], seat_1.clone()], vec![]);
    let not_held = check::Secrets::of(vec![vec![], seat_1.clone()], vec![]);
    let after = check::Secrets::of(vec![vec![], seat_1], vec![]);
    let leak = |card, before: &check::Secrets| {
        std::panic::catch_unwind(|| {
            check::check_events::<Race>(&[RaceEvent::Show { seat: 0, card }], 0, before, &after);
        })
        .is_err()
    };
    assert!(!leak(shared, &held), "seat 0 names a design it held");
    assert!(
        leak(shared, &not_held),
        "seat 0 names seat 1's design, holding none"
    );
    assert!(
        leak(theirs, &held),
        "seat 0 names a design only seat 1 held"
    );
}

/// A record from a damaged file may hold an action that could never be legal (a space or a
/// card that does not exist): every replay path refuses it with a plain message, never a panic
/// (the description of an action may assume a well-formed one, so a refusal does not use it).
#[test]
fn a_malformed_recorded_action_is_refused_not_a_panic() {
    use qbranch_engine::race::{Card, Race, RaceAction};
    use qbranch_engine::yolt::{Yolt, YoltAction};
    use qbranch_engine::{Record, ReplayError, Replayer, Session};

    fn refused<G: qbranch_engine::Game>(mut record: Record<G>, bad: G::Action) {
        assert!(record.actions.len() > 3);
        record.actions[3].action = bad;
        for result in [
            record.replay().map(|_| ()),
            Session::from_record(record.clone()).map(|_| ()),
            Replayer::new(record.clone()).map(|_| ()),
        ] {
            match result {
                Err(e @ ReplayError::Action { index: 3, .. }) => {
                    check::assert_plain("a damaged-record error", &e.to_string())
                }
                other => panic!("expected action 4 to be refused, got {other:?}"),
            }
        }
    }
    refused(
        check::random_record::<Yolt>(2, 1, 20),
        YoltAction::Step { to: 250 },
    );
    refused(
        check::random_record::<Race>(3, 1, 20),
        RaceAction::DiscardPick { card: Card(250) },
    );
}

/// The app seeds a computer player's search from the position (`DynSession::search_seed`): the
/// same game after the same number of actions gets the same seed, so undoing and playing again
/// meets the same reply; another position, or another deal, gets another.
#[test]
fn a_positions_search_seed_is_fixed_by_the_game_and_its_length() {
    use fixture::{Act, Fixture};
    use qbranch_engine::{search_seed, DynSession, Session};
    let mut s: Session<Fixture> = Session::new(2, 3).unwrap();
    let at_start = s.search_seed();
    assert_eq!(at_start, search_seed(3, 0));
    assert_eq!(
        at_start,
        Session::<Fixture>::new(2, 3).unwrap().search_seed()
    );
    assert_ne!(
        at_start,
        Session::<Fixture>::new(2, 4).unwrap().search_seed()
    );
    s.act(0, &Act::Step).unwrap();
    let after_one = s.search_seed();
    assert_ne!(after_one, at_start);
    s.undo(0).unwrap();
    assert_eq!(s.search_seed(), at_start);
    s.act(0, &Act::Step).unwrap();
    assert_eq!(s.search_seed(), after_one);
}
