//! A small AI smoke test (the full balance measurement lives in `examples/race_balance.rs`).

use qbranch_engine::ai::{choose_action, Controller, Level, MctsConfig};
use qbranch_engine::race::{Base, Race, RaceAction, RaceSetup, Space};
use qbranch_engine::sim::simulate;
use qbranch_engine::{Game, GameId, Rng};

#[test]
fn registered_in_the_catalogue() {
    let info = GameId::Race.info();
    assert!(info.hidden_information);
    assert_eq!((info.min_players, info.max_players), (2, 4));
    assert_eq!("race".parse(), Ok(Race::ID));
    let c = Race::content();
    assert_eq!(c["cards"].as_array().unwrap().len(), 72);
    assert_eq!(
        c["cards"][0]["airports"],
        serde_json::json!(["air:london", "air:rome"])
    );
    assert!(!c["reconstructed"].as_array().unwrap().is_empty());
}

#[test]
fn ai_sees_only_its_own_view() {
    let g = Race::new(&RaceSetup::for_players(3).unwrap(), 5).unwrap();
    let mut other = g.clone();
    other.redeal_hidden(0, &mut Rng::new(77));
    *other.rng_mut() = Rng::new(1234);
    assert_ne!(g, other);
    let cfg = MctsConfig::for_level(Level::Easy);
    let a = choose_action(&g, 0, &cfg, &mut Rng::new(1), None)
        .unwrap()
        .0;
    let b = choose_action(&other, 0, &cfg, &mut Rng::new(1), None)
        .unwrap()
        .0;
    assert_eq!(a, b);
}

#[test]
fn easy_ai_beats_random_players() {
    let setup = RaceSetup::for_players(3).unwrap();
    let ctl = [
        Controller::Computer { level: Level::Easy },
        Controller::Random,
        Controller::Random,
    ];
    let r = simulate::<Race>(&setup, &ctl, 12, 77, 4000, None, None);
    assert_eq!(r.panics, 0);
    assert!(r.wins_by_seat[0] >= 9, "{r:?}");
}

#[test]
fn heuristic_values_are_probabilities() {
    let mut g = Race::new(&RaceSetup::for_players(4).unwrap(), 9).unwrap();
    let mut rng = Rng::new(9);
    for _ in 0..200 {
        let Some(s) = g.to_act() else { break };
        let v = g.evaluate().unwrap();
        assert_eq!(v.len(), 4);
        assert!(v.iter().all(|x| (0.0..=1.0).contains(x)));
        let a = g.rollout_action(s, &mut rng).unwrap();
        g.apply(s, &a).unwrap();
    }
}

// The published balance figures are whole batches: every game is a win or unfinished.
#[test]
fn published_balance_figures_add_up() {
    use qbranch_engine::race::balance::MEASURED;
    assert!(!MEASURED.is_empty());
    for m in MEASURED {
        assert_eq!(m.wins_by_seat.len(), m.players, "{}", m.what);
        assert_eq!(m.seats.len(), m.players, "{}", m.what);
        let wins: usize = m.wins_by_seat.iter().sum();
        assert_eq!(wins + m.unfinished, m.games, "{}", m.what);
    }
    assert_eq!(
        Race::content()["balance"].as_array().unwrap().len(),
        MEASURED.len()
    );
}

// james-bond-007-briefcase-race.txt, rule 14 ("Home!"): the carrier who can reach its own
// base this turn wins. Seen in play: a normal-level Peking agent with the case at C5 (the
// black line to Peking one move away) drove off to H5, since its search valued every way to a
// certain win alike. The carrier now takes the move home at every level.
#[test]
fn the_carrier_goes_home_when_it_can() {
    let mut g = Race::new(&RaceSetup::for_players(3).unwrap(), 8).unwrap();
    let seat = (0..3)
        .find(|&s| g.base(s) == Base::Peking)
        .expect("a Peking agent");
    g.place_agent(seat, Space::from_id("c5").unwrap());
    g.set_case(Some(seat));
    g.set_current(seat);
    let home = Space::from_id("air:peking").unwrap();
    assert!(
        g.legal_actions(seat)
            .iter()
            .filter(|a| matches!(a, RaceAction::Move { .. }))
            .count()
            > 1,
        "other moves are open too"
    );
    for level in Level::ALL {
        for seed in 0..4 {
            let (a, _) = choose_action(
                &g,
                seat,
                &MctsConfig::for_level(level),
                &mut Rng::new(seed),
                None,
            )
            .unwrap();
            assert!(
                matches!(a, RaceAction::Move { to, .. } if to == home),
                "{} seed {seed}: {}",
                level.name(),
                g.describe_action(seat, &a)
            );
        }
    }
    let mut won = g.clone();
    let a = qbranch_engine::race::ai::winning_move(&g, seat).unwrap();
    won.apply(seat, &a).unwrap();
    assert_eq!(won.outcome().map(|o| o.is_winner(seat)), Some(true));
    // Without the case there is no such shortcut.
    let mut empty = g.clone();
    empty.set_case(None);
    assert_eq!(qbranch_engine::race::ai::winning_move(&empty, seat), None);
}

// The target for the published figures: between equal computer players, every seat
// wins within 8 points of a fair share, over at least 400 games, at both levels measured.
#[test]
fn published_seat_fairness_is_within_eight_points() {
    use qbranch_engine::race::balance::MEASURED;
    let rows: Vec<_> = MEASURED
        .iter()
        .filter(|m| m.what.starts_with("fair"))
        .collect();
    assert_eq!(rows.len(), 2, "fair (normal) and fair-easy");
    for m in rows {
        assert!(m.games >= 400, "{}", m.what);
        let finished = (m.games - m.unfinished) as f64;
        let fair = 100.0 / m.players as f64;
        for (seat, &w) in m.wins_by_seat.iter().enumerate() {
            let share = 100.0 * w as f64 / finished;
            assert!(
                (share - fair).abs() <= 8.0,
                "{}: seat {seat} wins {share:.1} %",
                m.what
            );
        }
    }
}
