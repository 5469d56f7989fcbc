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

/// The search stops its rollouts once the move being searched is over (the heuristic reads
/// the next moves' chances itself): from the middle of Bond's move, the horizon is reached
/// exactly when the Enemy's phase begins, and never before.
#[test]
fn rollouts_stop_when_the_searched_move_ends() {
    use qbranch_engine::yolt::{Phase, Side};
    let mut checked = 0;
    for seed in 0..20 {
        let mut s = Yolt::new(&YoltSetup::default(), 900 + seed).unwrap();
        let mut rng = Rng::new(seed);
        // Play on until Bond is in the middle of a move.
        while !matches!(&s.phase, Phase::Moving { activation } if activation.piece.side() == Side::Bond)
        {
            let Some(seat) = s.to_act() else { break };
            let legal = s.legal_actions(seat);
            s.apply(seat, rng.choose(&legal).unwrap()).unwrap();
        }
        if s.outcome().is_some() {
            continue;
        }
        let root = s.clone();
        assert!(!s.rollout_horizon(&root));
        while let Some(seat) = s.to_act() {
            let bond_moving = matches!(&s.phase, Phase::Moving { activation } | Phase::Dodge { activation, .. } if activation.piece.side() == Side::Bond);
            assert_eq!(
                s.rollout_horizon(&root),
                !bond_moving,
                "horizon in phase {:?}",
                s.phase
            );
            if !bond_moving {
                checked += 1;
                break;
            }
            let legal = s.legal_actions(seat);
            s.apply(seat, rng.choose(&legal).unwrap()).unwrap();
        }
    }
    assert!(checked >= 10, "only {checked} moves checked");
}

/// The computer Bond (easy) beats a random Enemy.
#[test]
fn easy_ai_as_bond_beats_random_play() {
    let cfg = Yolt::ai_config(Level::Easy);
    let games = 4;
    let mut wins = 0;
    for g in 0..games {
        let mut s = Yolt::new(&YoltSetup::default(), 800 + g).unwrap();
        let mut rng = Rng::new(g);
        while let Some(seat) = s.to_act() {
            let legal = s.legal_actions(seat);
            let a = if seat == 0 {
                choose_action(&s, seat, &cfg, &mut rng, None).unwrap().0
            } else {
                rng.choose(&legal).unwrap().clone()
            };
            s.apply(seat, &a).unwrap();
        }
        if s.outcome().unwrap().is_winner(0) {
            wins += 1;
        }
    }
    assert!(wins >= 3, "the AI won only {wins} of {games}");
}

/// The published figures (`yolt::balance::MEASURED`, shown on the rules page) are whole
/// batches for the sheet actually in play, and they meet the targets: Bond wins 45–55 %
/// between equal computer players, easy and normal; the normal computer wins at least 95 % of
/// the games it plays against a random player that either side wins (the ladder's pairwise
/// share), over 200 games on each side under the current rules (version 4). Re-measure with `qbranch ladder --game yolt`
/// whenever the sheet or the AI changes.
#[test]
fn published_balance_figures_meet_the_targets() {
    use qbranch_engine::yolt::balance::{Measured, MEASURED, SHEET};
    use qbranch_engine::yolt::StatusSheet;
    assert_eq!(SHEET, StatusSheet::STANDARD);
    let current = |what: &str| -> &Measured {
        MEASURED
            .iter()
            .find(|m| m.matchup.contains(what) && m.method.starts_with("rules version 4"))
            .unwrap_or_else(|| panic!("no rules version 4 figure for {what}"))
    };
    for m in MEASURED {
        assert_eq!(
            m.bond_wins + m.enemy_wins + m.ties,
            m.games,
            "{}",
            m.matchup
        );
    }
    let as_bond = current("normal computer as Bond");
    let as_enemy = current("normal computer as Enemy");
    assert!(as_bond.games >= 200 && as_enemy.games >= 200);
    let computer = as_bond.bond_wins + as_enemy.enemy_wins;
    let random = as_bond.enemy_wins + as_enemy.bond_wins;
    assert!(
        computer * 100 >= (computer + random) * 95,
        "the normal computer won {computer} of the {} games won against a random player",
        computer + random
    );
    for (matchup, games) in [
        ("easy computer vs easy computer", 400),
        ("normal computer vs normal computer", 200),
    ] {
        let equal = current(matchup);
        let bond = f64::from(equal.bond_wins) / f64::from(equal.games);
        assert!(
            equal.games >= games && (0.45..=0.55).contains(&bond),
            "{matchup}: Bond wins {bond} of {}",
            equal.games
        );
    }
}

/// The browser's search runs in slices and spends its first ones on the computer player's
/// one-time tables (`Game::prepare_step`, so that no slice of the page's work grows long). The
/// preparation draws no dice: the sliced search chooses exactly what the whole search chooses.
#[test]
fn sliced_search_with_preparation_chooses_like_the_whole_search() {
    use qbranch_engine::ai::Controller;
    use qbranch_engine::{DynSession, Session};
    let mut session = Session::<Yolt>::new(YoltSetup::default(), 4).unwrap();
    let mut steps = 0;
    for turn in 0..6 {
        let state = session.state.clone();
        let seat = state.to_act().unwrap();
        let level = Level::Easy;
        let mut search = session
            .search(Controller::Computer { level }, 99 + turn)
            .unwrap();
        let mut prepared = !search.preparing();
        while !search.run(8) {
            if search.preparing() {
                steps += 1;
            } else {
                prepared = true;
            }
        }
        assert!(
            prepared || !search.searched(),
            "the search ran after its preparation"
        );
        let (index, _) = search.best_index().unwrap();
        let whole = choose_action(
            &state,
            seat,
            &Yolt::ai_config(level),
            &mut Rng::new(99 + turn),
            None,
        )
        .unwrap()
        .0;
        assert_eq!(state.legal_actions(seat)[index], whole, "turn {turn}");
        session.act(seat, &whole).unwrap();
    }
    assert!(steps >= 10, "the tables were prepared in {steps} steps");
}
