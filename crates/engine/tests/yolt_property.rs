//! The shared engine-core contract on You Only Live Twice: random legal play over more than
//! 100,000 actions, with replay, serde and seat checks after every action.

mod common;

use qbranch_engine::yolt::{Yolt, YoltSetup};
use qbranch_engine::Game;

#[test]
fn random_play_keeps_the_contract() {
    let setup = YoltSetup::default();
    let done = common::many_playouts::<Yolt>(&setup, 1, 100_000, 3_000);
    assert!(done >= 100_000);
}

#[test]
fn random_games_finish() {
    let setup = YoltSetup::default();
    let mut finished = 0;
    for seed in 0..40 {
        let stats = common::random_playout::<Yolt>(&setup, 10_000 + seed, 20_000);
        if stats.finished {
            finished += 1;
        }
    }
    assert_eq!(finished, 40, "every random game reaches a result");
    let _ = Yolt::new(&setup, 0).unwrap();
}
