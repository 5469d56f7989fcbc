//! You Only Live Twice's own property (the generic engine contract — random play, illegal
//! actions, replay, undo — runs for every registered game in `tests/all/contract.rs`): a random
//! game always reaches a result.

use qbranch_engine::yolt::{Yolt, YoltSetup};
use qbranch_engine::{Game, Rng};

#[test]
fn random_games_finish() {
    let setup = YoltSetup::default();
    let mut finished = 0;
    for seed in 0..40u64 {
        let mut s = Yolt::new(&setup, 10_000 + seed).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..20_000 {
            let Some(seat) = s.to_act() else { break };
            let legal = s.legal_actions(seat);
            s.apply(seat, rng.choose(&legal).unwrap()).unwrap();
        }
        if s.outcome().is_some() {
            finished += 1;
        }
    }
    assert_eq!(finished, 40, "every random game reaches a result");
}
