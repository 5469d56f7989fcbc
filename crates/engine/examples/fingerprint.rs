//! Behaviour fingerprint, to check that a change which should change no rule changes none:
//! `cargo run --release -p qbranch-engine --example fingerprint [seeds]` plays random games
//! (seeds 1..=seeds, 30 by default) of every game at every table size and prints, per game
//! and size, hashes of what a player and a save see: the legal actions at every decision (as
//! saved JSON and as button labels), the events of every action (as JSON and as log lines),
//! the acting seat's view at every decision (as JSON), the outcome and the saved record. Run it before and after
//! a change and compare the lines (the hashes are only comparable between builds of one
//! toolchain). Then it prints a hash of the easy computer's choices in a few games.
use qbranch_engine::ai::{pick, Controller, Level};
use qbranch_engine::{ForGame, Game, GameEvent, GameId, Rng, Session};
use std::hash::{DefaultHasher, Hash, Hasher};

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serializable")
}

fn run<G: Game>(seeds: u64) {
    let info = G::info();
    for players in info.min_players..=info.max_players {
        let setup = G::setup_for_players(players).expect("setup");
        let [mut actions, mut labels, mut events, mut lines, mut views, mut outcomes, mut records] =
            std::array::from_fn::<_, 7, _>(|_| DefaultHasher::new());
        let mut total = 0usize;
        for seed in 1..=seeds {
            let mut s = Session::<G>::new(setup.clone(), seed).expect("new");
            let mut rng = Rng::new(seed ^ 0x9e37);
            while let Some(seat) = s.state.to_act() {
                if s.record.actions.len() >= 3_000 {
                    break;
                }
                let legal = s.state.legal_actions(seat);
                json(&legal).hash(&mut actions);
                for a in &legal {
                    s.state.describe_action(seat, a).hash(&mut labels);
                }
                json(&s.state.view(Some(seat))).hash(&mut views);
                let a = rng.choose(&legal).expect("legal").clone();
                let ev = s.act(seat, &a).expect("legal");
                json(&ev).hash(&mut events);
                for e in ev {
                    e.describe().hash(&mut lines);
                }
                total += 1;
            }
            json(&s.state.view(None)).hash(&mut views);
            json(&s.state.outcome()).hash(&mut outcomes);
            json(&s.record).hash(&mut records);
        }
        println!(
            "{} {players}p: {total} actions; actions {:016x} labels {:016x} events {:016x} \
             lines {:016x} views {:016x} outcomes {:016x} records {:016x}",
            G::ID,
            actions.finish(),
            labels.finish(),
            events.finish(),
            lines.finish(),
            views.finish(),
            outcomes.finish(),
            records.finish()
        );
    }
}

/// The computer's choices: every seat played by the easy computer (searches bounded by
/// iterations, no clock), the first 120 decisions of seeds 1..=3 at every table size.
fn run_ai<G: Game>() {
    let info = G::info();
    for players in info.min_players..=info.max_players {
        let setup = G::setup_for_players(players).expect("setup");
        let mut h = DefaultHasher::new();
        for seed in 1..=3u64 {
            let mut s = Session::<G>::new(setup.clone(), seed).expect("new");
            let mut rng = Rng::new(seed);
            let computer = Controller::Computer { level: Level::Easy };
            while s.record.actions.len() < 120 {
                let Some((seat, a)) = pick(&s.state, computer, &mut rng, None) else {
                    break;
                };
                json(&a).hash(&mut h);
                s.act(seat, &a).expect("legal");
            }
        }
        println!("{} {players}p: computer {:016x}", G::ID, h.finish());
    }
}

struct Play(u64);

impl ForGame for Play {
    type Output = ();
    fn run<G: Game>(self) {
        run::<G>(self.0)
    }
}

struct Computer;

impl ForGame for Computer {
    type Output = ();
    fn run<G: Game>(self) {
        run_ai::<G>()
    }
}

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .map_or(30, |s| s.parse().expect("seeds"));
    for &id in GameId::ALL {
        id.visit(Play(n));
    }
    for &id in GameId::ALL {
        id.visit(Computer);
    }
}
