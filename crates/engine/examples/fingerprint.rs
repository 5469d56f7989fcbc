//! Behaviour fingerprint, to check that a speed change changes nothing else:
//! `cargo run --release -p qbranch-engine --example fingerprint [seeds]` plays random games
//! (seeds 1..=seeds, 30 by default) of every game at every table size and prints, per game
//! and size, one hash of the legal actions at every decision, the events of every action and
//! each final state. Run it before and after a change and compare the lines (the hashes are
//! only comparable between builds of one toolchain).
use qbranch_engine::{Game, Rng, Session};
use std::hash::{DefaultHasher, Hash, Hasher};

fn run<G: Game>(seeds: u64) {
    let info = G::info();
    for players in info.min_players..=info.max_players {
        let setup = G::setup_for_players(players).expect("setup");
        let mut h = DefaultHasher::new();
        let mut total = 0usize;
        for seed in 1..=seeds {
            let mut s = Session::<G>::new(setup.clone(), seed).expect("new");
            let mut rng = Rng::new(seed ^ 0x9e37);
            while let Some(seat) = s.state.to_act() {
                if s.record.actions.len() >= 3_000 {
                    break;
                }
                let legal = s.state.legal_actions(seat);
                format!("{legal:?}").hash(&mut h);
                let a = rng.choose(&legal).expect("legal").clone();
                let ev = s.act(seat, &a).expect("legal");
                format!("{ev:?}").hash(&mut h);
                total += 1;
            }
            format!("{:?}", s.state).hash(&mut h);
        }
        println!(
            "{} {players}p: {total} actions, hash {:016x}",
            G::ID,
            h.finish()
        );
    }
}

macro_rules! all { ([$($T:ty),* $(,)?] $n:expr) => {{ $( run::<$T>($n); )* }}; }

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .map_or(30, |s| s.parse().expect("seeds"));
    qbranch_engine::registered_games!(all, n)
}
