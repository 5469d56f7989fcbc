//! Shared by the restore examples (`restore_bench`, `restore_profile`).

use qbranch_engine::{Game, Record, Rng, Session};

/// How many actions the restored record holds.
pub const TARGET: usize = 1_000;

/// A record of [`TARGET`] actions of random play at `players` seats: the first game from seed 1
/// on that lasts that long (cut to its first [`TARGET`] actions: a save of a game in progress),
/// else the longest of 500 seeds.
pub fn long_record<G: Game>(players: usize) -> Record<G> {
    let setup = G::setup_for_players(players).expect("setup");
    let mut best: Option<Record<G>> = None;
    for seed in 1..=500u64 {
        let mut s = Session::<G>::new(setup.clone(), seed).expect("new");
        let mut rng = Rng::new(seed);
        while let Some(seat) = s.state.to_act() {
            if s.record.actions.len() >= 20_000 {
                break;
            }
            let legal = s.state.legal_actions(seat);
            s.act(seat, rng.choose(&legal).expect("legal"))
                .expect("legal");
        }
        let len = s.record.actions.len();
        if best.as_ref().is_none_or(|b| len > b.actions.len()) {
            best = Some(s.record);
        }
        if len >= TARGET {
            break;
        }
    }
    let mut record = best.expect("at least one game");
    record.actions.truncate(TARGET);
    record
}
