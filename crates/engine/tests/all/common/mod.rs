//! The engine-core contract on one random playout (used by the fixture game's property test;
//! every registered game runs the full suite in `tests/all/contract.rs`).
#![allow(dead_code)]

use qbranch_engine::{Game, Record, Rng, Session};

/// Totals gathered by [`random_playout`].
#[derive(Default, Debug, Clone, Copy)]
pub struct PlayoutStats {
    pub actions: usize,
    pub finished: bool,
}

/// Play random legal actions from `seed` for at most `max_actions`, checking the engine-core
/// contract after every action:
/// - every legal action applies;
/// - an action submitted by a seat whose decision it is not is rejected, state unchanged;
/// - a view for a seat is identical in every determinization for that seat (no seat's view
///   depends on another seat's secrets), and determinizing keeps the public view.
///
/// And at the end: replaying the record rebuilds the identical state; serde is lossless.
pub fn random_playout<G: Game>(setup: &G::Setup, seed: u64, max_actions: usize) -> PlayoutStats {
    let mut session: Session<G> = Session::new(setup.clone(), seed).expect("setup is valid");
    let mut rng = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut stats = PlayoutStats::default();
    for _ in 0..max_actions {
        let state = &session.state;
        let Some(seat) = state.to_act() else {
            assert!(state.outcome().is_some(), "nobody to act but no outcome");
            stats.finished = true;
            break;
        };
        assert!(
            state.outcome().is_none(),
            "a seat to act in a finished game"
        );
        let legal = state.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} to act with no legal action: {state:?}"
        );
        for other in 0..state.seat_count() {
            if other != seat {
                assert!(
                    state.legal_actions(other).is_empty(),
                    "seat {other} has legal actions out of turn"
                );
            }
        }
        let action = legal[rng.below(legal.len() as u32) as usize].clone();

        // Wrong seat: rejected, state unchanged.
        if state.seat_count() > 1 {
            let wrong = (seat + 1) % state.seat_count();
            let before = session.state.clone();
            let mut probe = session.state.clone();
            assert!(probe.apply(wrong, &action).is_err());
            assert_eq!(probe, before, "a rejected action changed the state");
            let rejected = before.clone().play(wrong, &action).unwrap_err();
            assert_eq!(rejected.state, before);
        }
        // Secrecy: views do not depend on what the seat cannot know.
        if rng.below(8) == 0 {
            let state = &session.state;
            for s in 0..state.seat_count() {
                let det = state.determinize(s, &mut rng);
                assert_eq!(
                    det.view(Some(s)),
                    state.view(Some(s)),
                    "view of seat {s} leaks"
                );
                assert_eq!(det.view(None), state.view(None), "public view changed");
                assert_eq!(det.to_act(), state.to_act());
                assert_eq!(det.legal_actions(s), state.legal_actions(s));
            }
        }
        session
            .act(seat, &action)
            .unwrap_or_else(|e| panic!("legal action {action:?} failed: {e}"));
        stats.actions += 1;
    }
    if session.state.outcome().is_some() {
        stats.finished = true;
    }
    // Replay rebuilds the identical state.
    let (replayed, _) = session.record.replay().expect("record replays");
    assert_eq!(replayed, session.state, "replay differs");
    // Serde round-trips are lossless.
    let json = serde_json::to_string(&session.state).unwrap();
    let back: G = serde_json::from_str(&json).unwrap();
    assert_eq!(back, session.state, "state serde round trip");
    let rjson = serde_json::to_string(&session.record).unwrap();
    let rback: Record<G> = serde_json::from_str(&rjson).unwrap();
    assert_eq!(rback, session.record, "record serde round trip");
    let sjson = serde_json::to_string(&session).unwrap();
    let sback: Session<G> = serde_json::from_str(&sjson).unwrap();
    assert_eq!(sback, session, "session serde round trip");
    stats
}
