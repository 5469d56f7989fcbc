//! A small AI smoke test (the full figures come from `examples/yolt_balance.rs`): the easy
//! computer player, as the Enemy, beats a random Bond.

use qbranch_engine::ai::{choose_action, Level};
use qbranch_engine::yolt::{Yolt, YoltSetup};
use qbranch_engine::{Game, Rng};

#[test]
fn easy_ai_beats_random_play() {
    let cfg = Yolt::ai_config(Level::Easy);
    let games = 4;
    let mut wins = 0;
    for g in 0..games {
        let mut s = Yolt::new(&YoltSetup::default(), 700 + g).unwrap();
        let mut rng = Rng::new(g);
        while let Some(seat) = s.to_act() {
            let legal = s.legal_actions(seat);
            let a = if seat == 1 {
                choose_action(&s, seat, &cfg, &mut rng, None).unwrap().0
            } else {
                rng.choose(&legal).unwrap().clone()
            };
            s.apply(seat, &a).unwrap();
        }
        if s.outcome().unwrap().is_winner(1) {
            wins += 1;
        }
    }
    assert!(wins >= 3, "the AI won only {wins} of {games}");
}

#[test]
fn ai_evaluation_is_a_probability_pair() {
    let mut s = Yolt::new(&YoltSetup::default(), 3).unwrap();
    let mut rng = Rng::new(1);
    for _ in 0..300 {
        let Some(seat) = s.to_act() else { break };
        let v = s.evaluate().unwrap();
        assert!((v[0] + v[1] - 1.0).abs() < 1e-9 && (0.0..=1.0).contains(&v[0]));
        if let Some(a) = s.rollout_action(seat, &mut rng) {
            assert!(
                s.legal_actions(seat).contains(&a),
                "rollout chose an illegal {a:?}"
            );
        }
        let legal = s.legal_actions(seat);
        s.apply(seat, rng.choose(&legal).unwrap()).unwrap();
    }
}
