//! Engine speed for `make bench`: random legal playouts of every game at every table size
//! (native, one thread), as actions and whole games per second.
//! `cargo run --release -p qbranch-engine --example playouts [games]`

use qbranch_engine::ai::Controller;
use qbranch_engine::sim::simulate;
use qbranch_engine::{ForGame, Game, GameId};

struct Playouts(usize);

impl ForGame for Playouts {
    type Output = ();
    fn run<G: Game>(self) {
        let info = G::info();
        for players in info.min_players..=info.max_players {
            let setup = G::setup_for_players(players).expect("a table of this size");
            let seats = vec![Controller::Random; players];
            let start = std::time::Instant::now();
            let clock = move || start.elapsed().as_secs_f64() * 1000.0;
            let r = simulate::<G>(&setup, &seats, self.0, 1, 20_000, Some(&clock), None);
            println!(
                "  {} {players}p: {:.0} actions/s, {:.0} playouts/s (mean {:.0} actions a game, {} panics, {} unfinished)",
                G::ID,
                r.actions_per_sec,
                r.actions_per_sec / r.mean_actions,
                r.mean_actions,
                r.panics,
                r.unfinished
            );
        }
    }
}

fn main() {
    let games = std::env::args()
        .nth(1)
        .map_or(500, |n| n.parse().expect("a number of games"));
    for &id in GameId::ALL {
        id.visit(Playouts(games));
    }
}
