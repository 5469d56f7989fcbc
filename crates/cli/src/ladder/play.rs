//! One ladder game, played by the same code as `qbranch simulate`: the engine's batch runner
//! (the card game: its own, which tells a game stopped by the turn limit from a win).

use std::ops::Deref;

use qbranch_engine::ai::Controller;
use qbranch_engine::ccg::simulation::{self, SimOptions};
use qbranch_engine::ccg::{Ccg, CcgAction, CcgEvent, CcgLtk, CcgSetup, Table};
use qbranch_engine::{ForGame, Game, GameId, Seat};

/// How one game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The winning seats (none: a draw, a stalemate, a game stopped at the action cap or a
    /// panic).
    pub winners: Vec<Seat>,
}

/// Plays one game of `id` at a table of `players`, dealt from `seed` (the card game: seat `s`
/// plays prebuilt deck `(deal + s) mod 4`, so every deck sits in every seat).
pub fn play(
    id: GameId,
    players: usize,
    controllers: &[Controller],
    seed: u64,
    deal: u64,
    max_actions: usize,
) -> Result<Played, String> {
    match id {
        GameId::Ccg => card_game::<Ccg>(players, controllers, seed, deal, max_actions),
        GameId::CcgLtk => card_game::<CcgLtk>(players, controllers, seed, deal, max_actions),
        _ => id.visit(Generic {
            players,
            controllers,
            seed,
            max_actions,
        }),
    }
}

struct Generic<'a> {
    players: usize,
    controllers: &'a [Controller],
    seed: u64,
    max_actions: usize,
}

impl ForGame for Generic<'_> {
    type Output = Result<Played, String>;
    fn run<G: Game>(self) -> Result<Played, String> {
        let setup = G::setup_for_players(self.players).map_err(|e| e.to_string())?;
        let report = qbranch_engine::sim::simulate::<G>(
            &setup,
            self.controllers,
            1,
            self.seed,
            self.max_actions,
            None,
            None,
        );
        Ok(Played {
            winners: winners(&report.wins_by_seat),
        })
    }
}

fn card_game<G>(
    players: usize,
    controllers: &[Controller],
    seed: u64,
    deal: u64,
    max_actions: usize,
) -> Result<Played, String>
where
    G: Game<Setup = CcgSetup, Action = CcgAction, Event = CcgEvent> + Deref<Target = Table>,
{
    let base = G::setup_for_players(players).map_err(|e| e.to_string())?;
    let variant = G::new(&base, seed).map_err(|e| e.to_string())?.variant;
    let setup = CcgSetup {
        decks: simulation::rotated_decks(&base, variant, deal as usize),
        ..base
    };
    let opts = SimOptions {
        games: 1,
        seed,
        max_actions,
        rotate_decks: false,
        coverage: false,
    };
    let report = simulation::simulate::<G>(&setup, controllers, opts, None, None);
    Ok(Played {
        winners: winners(&report.wins_by_seat),
    })
}

fn winners(wins_by_seat: &[usize]) -> Vec<Seat> {
    (0..wins_by_seat.len())
        .filter(|&s| wins_by_seat[s] > 0)
        .collect()
}
