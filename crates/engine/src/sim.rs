//! Headless simulation: many games between computer or random seats, for balance tuning,
//! benchmarks and the CLI's `simulate`.

use serde::Serialize;

use crate::ai::{self, Controller};
use crate::core::game::{Game, Seat};
use crate::core::rng::Rng;
use crate::registry::GameId;

/// The result of a batch of games.
#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub game: GameId,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<String>,
    pub wins_by_seat: Vec<usize>,
    pub draws: usize,
    pub mean_actions: f64,
    pub max_actions: usize,
    pub actions_per_sec: f64,
    pub panics: usize,
    /// Games stopped at the action cap without a result (should be 0).
    pub unfinished: usize,
}

/// One game's events, tagged with the game index (for `--events`).
pub type EventSink<'a, G> = &'a mut dyn FnMut(usize, &<G as Game>::Event);

/// Play `games` games of `G` with the given controllers, seeds `seed`, `seed+1`, …
/// `clock` (milliseconds) only measures throughput: the computer players search their
/// iteration budget without a clock, so a seed replays the same games on any machine.
pub fn simulate<G: Game>(
    setup: &G::Setup,
    controllers: &[Controller],
    games: usize,
    seed: u64,
    max_actions: usize,
    clock: Option<&dyn Fn() -> f64>,
    sink: Option<EventSink<'_, G>>,
) -> SimReport {
    simulate_while::<G>(
        setup,
        controllers,
        seed,
        max_actions,
        clock,
        sink,
        &mut |played| played < games,
    )
}

/// [`simulate`], asking `more` before each game, with the number played so far, whether to
/// play it: a long batch can show its progress and stop early, and the report covers the games
/// played.
pub fn simulate_while<G: Game>(
    setup: &G::Setup,
    controllers: &[Controller],
    seed: u64,
    max_actions: usize,
    clock: Option<&dyn Fn() -> f64>,
    mut sink: Option<EventSink<'_, G>>,
    more: &mut dyn FnMut(usize) -> bool,
) -> SimReport {
    let mut wins = vec![0; controllers.len()];
    let mut draws = 0;
    let mut total_actions = 0usize;
    let mut max_seen = 0usize;
    let mut panics = 0;
    let mut unfinished = 0;
    let t0 = clock.map(|c| c());
    let mut games = 0;
    while more(games) {
        let g = games;
        games += 1;
        let game_seed = seed.wrapping_add(g as u64);
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            play_one::<G>(setup, controllers, game_seed, max_actions, &mut sink, g)
        }));
        match result {
            Ok((outcome, n)) => {
                total_actions += n;
                max_seen = max_seen.max(n);
                match outcome {
                    Some(crate::Outcome::Winners { seats }) => {
                        for s in seats {
                            if s < wins.len() {
                                wins[s] += 1;
                            }
                        }
                    }
                    Some(crate::Outcome::Draw) => draws += 1,
                    None => unfinished += 1,
                }
            }
            Err(_) => panics += 1,
        }
    }
    let elapsed_ms = match (clock, t0) {
        (Some(c), Some(t)) => c() - t,
        _ => 0.0,
    };
    let seats = match G::new(setup, seed) {
        Ok(s) => (0..s.seat_count()).map(|i| s.seat_name(i)).collect(),
        Err(_) => vec![],
    };
    SimReport {
        game: G::ID,
        games,
        seed,
        seats,
        wins_by_seat: wins,
        draws,
        mean_actions: if games > 0 {
            total_actions as f64 / games as f64
        } else {
            0.0
        },
        max_actions: max_seen,
        actions_per_sec: if elapsed_ms > 0.0 {
            total_actions as f64 / (elapsed_ms / 1000.0)
        } else {
            0.0
        },
        panics,
        unfinished,
    }
}

fn play_one<G: Game>(
    setup: &G::Setup,
    controllers: &[Controller],
    seed: u64,
    max_actions: usize,
    sink: &mut Option<EventSink<'_, G>>,
    index: usize,
) -> (Option<crate::Outcome>, usize) {
    let mut state = G::new(setup, seed).expect("valid setup");
    let mut rng = Rng::new(seed ^ 0xA11C_E5ED);
    let mut n = 0;
    while n < max_actions {
        let Some(seat): Option<Seat> = state.to_act() else {
            break;
        };
        let controller = controllers.get(seat).copied().unwrap_or(Controller::Random);
        let controller = if controller == Controller::Human {
            Controller::Random
        } else {
            controller
        };
        let Some((s, action)) = ai::pick(&state, controller, &mut rng, None) else {
            break;
        };
        let events = state.apply(s, &action).expect("AI picked a legal action");
        if let Some(sink) = sink.as_mut() {
            for e in &events {
                sink(index, e);
            }
        }
        n += 1;
    }
    (state.outcome(), n)
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::{simulate, SimReport};
    use crate::ai::{Controller, Level};
    use crate::ccg::simulation::{self, SimOptions};
    use crate::ccg::Ccg;
    use crate::core::game::Game;
    use crate::race::Race;
    use crate::yolt::Yolt;

    fn computer(level: Level) -> Controller {
        Controller::Computer { level }
    }

    /// A clock that jumps ten seconds at every look: a search that obeyed it would stop after
    /// its first few iterations, so any decision it changed would show in the games.
    fn racing_clock() -> impl Fn() -> f64 {
        let t = Cell::new(0.0);
        move || {
            t.set(t.get() + 10_000.0);
            t.get()
        }
    }

    /// The report as JSON with the throughput (the one figure a clock may change) left out.
    fn games_of(report: &SimReport) -> String {
        let mut v = serde_json::to_value(report).unwrap();
        v["actions_per_sec"] = serde_json::Value::Null;
        v.to_string()
    }

    /// Plays the batch with the racing clock, then without a clock: the reports and the event
    /// streams must be the same, byte for byte.
    fn replays<G: Game>(players: usize, controllers: &[Controller], games: usize) {
        let setup = G::setup_for_players(players).unwrap();
        let run = |clock: Option<&dyn Fn() -> f64>| {
            let mut events: Vec<String> = Vec::new();
            let mut sink =
                |g: usize, e: &G::Event| events.push(format!("{g} {}", serde_json::json!(e)));
            let report = simulate::<G>(&setup, controllers, games, 7, 3000, clock, Some(&mut sink));
            (games_of(&report), events)
        };
        let clock = racing_clock();
        let (report_a, events_a) = run(Some(&clock));
        let (report_b, events_b) = run(None);
        assert!(!events_a.is_empty());
        assert_eq!(report_a, report_b);
        assert!(events_a == events_b, "{} events differ", G::ID);
    }

    #[test]
    fn a_seed_replays_the_same_chase_games_whatever_the_clock() {
        replays::<Yolt>(2, &[computer(Level::Easy), computer(Level::Normal)], 2);
    }

    #[test]
    fn a_seed_replays_the_same_race_whatever_the_clock() {
        let seats = [
            computer(Level::Normal),
            computer(Level::Easy),
            computer(Level::Normal),
        ];
        replays::<Race>(3, &seats, 2);
    }

    #[test]
    fn a_seed_replays_the_same_card_games_whatever_the_clock() {
        replays::<Ccg>(2, &[computer(Level::Easy), computer(Level::Normal)], 1);
        // The card game's own batch runner (`qbranch simulate --game ccg`).
        let setup = Ccg::setup_for_players(2).unwrap();
        let seats = [computer(Level::Normal), computer(Level::Easy)];
        let run = |clock: Option<&dyn Fn() -> f64>| {
            let mut events: Vec<String> = Vec::new();
            let mut sink = |g: usize, e: &_| events.push(format!("{g} {}", serde_json::json!(e)));
            let opts = SimOptions {
                games: 1,
                seed: 11,
                max_actions: 3000,
                rotate_decks: false,
                coverage: false,
            };
            let report = simulation::simulate::<Ccg>(&setup, &seats, opts, clock, Some(&mut sink));
            let mut v = serde_json::to_value(&report).unwrap();
            v["actions_per_sec"] = serde_json::Value::Null;
            (v.to_string(), events)
        };
        let clock = racing_clock();
        let (report_a, events_a) = run(Some(&clock));
        let (report_b, events_b) = run(None);
        assert!(!events_a.is_empty());
        assert_eq!(report_a, report_b);
        assert!(events_a == events_b, "card game events differ");
    }
}
