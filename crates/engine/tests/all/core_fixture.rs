//! Engine-core tests on the fixture game: contract, records, undo policy, AI fairness.

use crate::common;
use qbranch_engine::fixture;

use fixture::{Act, Fixture};
use proptest::prelude::*;
use qbranch_engine::ai::{choose_action, Level, MctsConfig};
use qbranch_engine::{ActionError, Game, Record, Rng, Session, UndoError};

#[test]
fn illegal_action_leaves_state_unchanged_and_is_typed() {
    let g = Fixture::new(&2, 1).unwrap();
    let mut h = g.clone();
    assert_eq!(
        h.apply(1, &Act::Step),
        Err(ActionError::NotYourDecision {
            seat: 1,
            expected: 0
        })
    );
    assert_eq!(
        h.apply(5, &Act::Step),
        Err(ActionError::NoSuchSeat { seat: 5 })
    );
    assert_eq!(h, g);
    let rejected = g.clone().play(1, &Act::Roll).unwrap_err();
    assert_eq!(rejected.state, g);
}

#[test]
fn record_replays_to_identical_state_and_rejects_foreign_records() {
    let mut s: Session<Fixture> = Session::new(2, 99).unwrap();
    let mut rng = Rng::new(5);
    while s.state.outcome().is_none() {
        let seat = s.state.to_act().unwrap();
        let legal = s.state.legal_actions(seat);
        let a = rng.choose(&legal).unwrap().clone();
        s.act(seat, &a).unwrap();
    }
    let (replayed, events) = s.record.replay().unwrap();
    assert_eq!(replayed, s.state);
    assert_eq!(events.len(), s.record.actions.len());

    let mut foreign = s.record.clone();
    foreign.game = qbranch_engine::GameId::Race;
    assert!(foreign.replay().is_err());
    let mut newer = s.record.clone();
    newer.rules_version = 99;
    assert!(newer.replay().is_err());
    let mut broken = s.record.clone();
    broken.actions.insert(
        0,
        qbranch_engine::Played {
            seat: 1,
            action: Act::Pass,
        },
    );
    assert!(matches!(
        broken.replay(),
        Err(qbranch_engine::ReplayError::Action { index: 0, .. })
    ));
    assert!(Record::<Fixture>::from_json("{not json").is_err());
}

#[test]
fn undo_policy_own_action_same_turn_no_dice() {
    let mut s: Session<Fixture> = Session::new(2, 3).unwrap();
    assert_eq!(s.can_undo(0), Err(UndoError::NothingToUndo));
    s.act(0, &Act::Step).unwrap();
    // The other seat may not undo it.
    assert_eq!(s.can_undo(1), Err(UndoError::NotYourAction));
    let before = Session::<Fixture>::new(2, 3).unwrap();
    s.undo(0).unwrap();
    assert_eq!(s.state, before.state);
    assert!(s.record.actions.is_empty());
    // A die roll can never be undone (and it ends the turn).
    s.act(0, &Act::Step).unwrap();
    s.act(0, &Act::Roll).unwrap();
    assert!(s.can_undo(0).is_err());
    assert!(s.can_undo(1).is_err());
    // A draw (hidden information) can never be undone.
    s.act(1, &Act::Draw).unwrap();
    assert!(s.can_undo(1).is_err());
}

// The undo policy against a computer (Board Game Arena's, widened): "your own last action,
// with the computer's replies since, when nothing was rolled, shuffled, drawn or revealed and
// no other person acted".
#[test]
fn undo_against_a_computer_takes_back_its_replies_with_your_action() {
    let computer = |s: usize| s == 1;
    let start = Session::<Fixture>::new(2, 3).unwrap();
    let mut s = start.clone();
    s.act(0, &Act::Step).unwrap();
    s.act(0, &Act::Pass).unwrap();
    let after_step = s.state_at(1);
    // While the computer is still to reply, the person's turn-ending pass may be taken back
    // (the pending reply is dropped); a person's seat to act instead refuses.
    assert_eq!(s.undo_reach(0, computer), Ok(1));
    assert_eq!(s.undo_reach(0, |_| false), Err(UndoError::NotYourAction));
    // The computer replies without a die or a card: a step and a pass.
    s.act(1, &Act::Step).unwrap();
    s.act(1, &Act::Pass).unwrap();
    // Without the computer's seat named, BGA's own rule refuses (another seat acted).
    assert_eq!(s.undo_reach(0, |_| false), Err(UndoError::NotYourAction));
    assert_eq!(s.can_undo(0), Err(UndoError::NotYourAction));
    assert_eq!(s.undo_reach(0, computer), Ok(3));
    // Seen the other way round (seat 1 a person, seat 0 the computer about to reply): seat 1
    // may take back its own pass only, never seat 0's actions.
    assert_eq!(s.undo_reach(1, |s| s == 0), Ok(1));
    assert_eq!(s.undo_against(0, computer), Ok(3));
    assert_eq!(s.state, after_step);
    assert_eq!(s.record.actions.len(), 1);
    // What is left is the person's own step in their turn: BGA's undo, one step.
    assert_eq!(s.undo_reach(0, computer), Ok(1));
    s.undo(0).unwrap();
    assert_eq!(s.state, start.state);
    // The session still plays on and replays the same.
    s.act(0, &Act::Pass).unwrap();
    let replayed = s.record.replay().unwrap().0;
    assert_eq!(s.state, replayed);
}

#[test]
fn undo_against_a_computer_never_crosses_what_its_reply_revealed() {
    let computer = |s: usize| s == 1;
    let mut s = Session::<Fixture>::new(2, 3).unwrap();
    s.act(0, &Act::Pass).unwrap();
    // A draw in the computer's reply: refused.
    s.act(1, &Act::Draw).unwrap();
    assert_eq!(
        s.undo_reach(0, computer),
        Err(UndoError::CrossesHiddenOrRandom)
    );
    // A roll of the person's own: refused even though the reply revealed nothing.
    s.act(0, &Act::Roll).unwrap();
    s.act(1, &Act::Pass).unwrap();
    assert_eq!(
        s.undo_reach(0, computer),
        Err(UndoError::CrossesHiddenOrRandom)
    );
    // Another person's action in between (both seats people): refused.
    let mut h = Session::<Fixture>::new(2, 3).unwrap();
    h.act(0, &Act::Pass).unwrap();
    h.act(1, &Act::Pass).unwrap();
    assert_eq!(h.undo_reach(0, |_| false), Err(UndoError::NotYourAction));
    assert!(h.undo_against(0, |_| false).is_err());
    assert_eq!(h.record.actions.len(), 2, "a refused undo changes nothing");
}

#[test]
fn undo_against_a_computer_restores_from_a_session_read_back() {
    // A session read back from its record has no snapshots: the undo replays instead.
    let mut s = Session::<Fixture>::new(2, 9).unwrap();
    s.act(0, &Act::Pass).unwrap();
    s.act(1, &Act::Pass).unwrap();
    let mut back = Session::<Fixture>::from_record(s.record.clone()).unwrap();
    assert_eq!(back.undo_against(0, |s| s == 1), Ok(2));
    assert_eq!(back.state, Session::<Fixture>::new(2, 9).unwrap().state);
}

#[test]
fn mcts_only_sees_its_own_view() {
    // Two states that differ only in the opponent's hand and the future dice give the AI the
    // same information, so with the same AI seed it must choose the same action.
    let g = Fixture::new(&2, 11).unwrap();
    let mut other = g.clone();
    other.redeal_hidden(0, &mut Rng::new(77));
    *other.rng_mut() = Rng::new(12345);
    assert_eq!(g.view(Some(0)), other.view(Some(0)));
    let cfg = MctsConfig::for_level(Level::Normal);
    let a = choose_action(&g, 0, &cfg, &mut Rng::new(1), None)
        .unwrap()
        .0;
    let b = choose_action(&other, 0, &cfg, &mut Rng::new(1), None)
        .unwrap()
        .0;
    assert_eq!(a, b);
}

#[test]
fn mcts_beats_random_on_the_fixture() {
    let mut wins = 0;
    let games = 60;
    for g in 0..games {
        let ai_seat = g % 2;
        let mut s = Fixture::new(&2, 1000 + g as u64).unwrap();
        let mut rng = Rng::new(g as u64);
        let cfg = MctsConfig::for_level(Level::Easy);
        while s.outcome().is_none() {
            let seat = s.to_act().unwrap();
            let a = if seat == ai_seat {
                choose_action(&s, seat, &cfg, &mut rng, None).unwrap().0
            } else {
                let legal = s.legal_actions(seat);
                rng.choose(&legal).unwrap().clone()
            };
            s.apply(seat, &a).unwrap();
        }
        if s.outcome().unwrap().is_winner(ai_seat) {
            wins += 1;
        }
    }
    assert!(wins * 100 >= games * 65, "AI won only {wins}/{games}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn fixture_contract_holds(seed in any::<u64>()) {
        common::random_playout::<Fixture>(&2, seed, 400);
    }
}

/// `core::stamp`: the app trusts a save's record without asking the rules of each move only
/// while its seal matches, so a change of any single byte of the record, or of a seat's
/// controller, must break the seal.
#[test]
fn a_change_of_any_one_byte_or_seat_breaks_the_seal() {
    use qbranch_engine::ai::Controller;
    use qbranch_engine::core::stamp::{seal, Stamp, FINGERPRINT_LEN};
    let mut s = Session::<Fixture>::new(2, 5).unwrap();
    for _ in 0..6 {
        let seat = s.state.to_act().unwrap();
        s.act(seat, &Act::Pass).unwrap();
    }
    let text = serde_json::to_string(&s.record).unwrap();
    let seats = [Controller::Human, Controller::Random];
    let stamp = Stamp::write(&s, &text, &seats);
    assert_eq!(stamp.len(), 32);
    assert!(stamp.bytes().all(|b| b.is_ascii_hexdigit()), "{stamp}");
    let sealed = |stamp: &str, text: &str, seats: &[Controller]| {
        Stamp::parse(Some(stamp)).seals(text, seats)
    };
    assert!(sealed(&stamp, &text, &seats));
    assert!(
        !sealed(&stamp[..FINGERPRINT_LEN], &text, &seats),
        "a stamp without its seal"
    );
    for i in 0..text.len() {
        let mut bytes = text.clone().into_bytes();
        bytes[i] ^= 1;
        let changed = String::from_utf8(bytes).unwrap();
        assert!(!sealed(&stamp, &changed, &seats), "byte {i} changed");
    }
    // One byte more or less, too.
    assert!(!sealed(&stamp, &text[..text.len() - 1], &seats));
    assert!(!sealed(&stamp, &format!("{text} "), &seats));
    // Every other controller in either seat.
    let all = Controller::ALL;
    for seat in 0..2 {
        for c in all.iter().filter(|&&c| c != seats[seat]) {
            let mut other = seats;
            other[seat] = *c;
            assert!(!sealed(&stamp, &text, &other), "seat {seat} as {c:?}");
        }
    }
    assert!(!sealed(&stamp, &text, &seats[..1]));
    // A seal from an older build, over the record alone, still holds over it.
    let older = format!("{}{}", &stamp[..FINGERPRINT_LEN], seal(&text, None));
    assert!(sealed(&older, &text, &seats));
}

/// The recap a board shows before a seat acts: the other seats' actions since its own last one.
#[test]
fn the_recap_holds_every_action_since_the_seat_to_act_last_acted() {
    use qbranch_engine::core::erased::since_of;
    let seats = [0, 1, 1, 0, 1, 1];
    let events: Vec<Vec<usize>> = (0..seats.len()).map(|i| vec![i * 10]).collect();
    let steps = || seats.iter().zip(&events).map(|(&s, e)| (s, e.as_slice()));
    let indices =
        |to_act| -> Vec<usize> { since_of(to_act, steps()).iter().map(|s| s.index).collect() };
    assert_eq!(indices(Some(0)), [4, 5]);
    assert_eq!(since_of(Some(0), steps())[1].events, [50]);
    assert_eq!(since_of(Some(0), steps())[0].seat, 1);
    // A seat that acts twice running, and a finished game: the last action alone.
    assert_eq!(indices(Some(1)), [5]);
    assert_eq!(indices(None), [5]);
    // A seat that has not acted yet: everything so far.
    assert_eq!(indices(Some(2)), [0, 1, 2, 3, 4, 5]);

    // The live session and the replay agree.
    let mut s: Session<Fixture> = Session::new(2, 7).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..12 {
        let Some(seat) = s.state.to_act() else { break };
        let legal = s.state.legal_actions(seat);
        s.act(seat, &rng.choose(&legal).unwrap().clone()).unwrap();
    }
    use qbranch_engine::DynSession;
    let live = DynSession::snapshot(&s);
    let since = live.since::<Fixture>().unwrap().clone();
    assert!(!since.is_empty());
    assert_eq!(since.last().unwrap().index, s.len() - 1);
    let replayed = DynSession::replay(&s).unwrap().snapshot_at(s.len());
    assert_eq!(replayed.since::<Fixture>().unwrap(), &since);
}
