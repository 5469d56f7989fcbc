//! `simulate --game ccg|ccg-ltk`: the card game's own batch runner, whose report adds the
//! games stopped by the safety net (`stalemates`) and, with `--coverage`, which cards of the
//! pool legal in the rule set were put into play (`coverage`: covered, total, uncovered ids).
//! With `--coverage` the four prebuilt decks rotate round the seats from game to game, so
//! every card can come up at any player count.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::ops::Deref;
use std::time::Instant;

use qbranch_engine::ai::Controller;
use qbranch_engine::ccg::simulation::{self, SimOptions};
use qbranch_engine::ccg::{CcgAction, CcgEvent, CcgSetup, Table};
use qbranch_engine::Game;
use serde_json::json;

use crate::args::Args;
use crate::commands::{table, with_goal, write_event_line};
use crate::io::print_json;
use crate::progress::Batch;

pub fn simulate<G>(
    args: &Args,
    games: usize,
    seed: u64,
    max_actions: usize,
    events_path: Option<String>,
) -> Result<(), String>
where
    G: Game<Setup = CcgSetup, Action = CcgAction, Event = CcgEvent> + Deref<Target = Table>,
{
    let (players, controllers) = table::<G>(args)?;
    let setup = G::setup_for_players(players).map_err(|e| e.to_string())?;
    let setup = with_goal::<G>(setup, args)?;
    let coverage = args.switch("coverage");
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut batch = Batch::start(games);
    let mut writer = match &events_path {
        Some(p) => Some(BufWriter::new(
            File::create(p).map_err(|e| format!("cannot write {p}: {e}"))?,
        )),
        None => None,
    };
    let mut write_error: Option<String> = None;
    let mut sink = |game: usize, e: &CcgEvent| {
        if let Some(w) = writer.as_mut() {
            if let Err(err) = write_event_line(w, Some(game), e) {
                write_error.get_or_insert(err);
            }
        }
    };
    let report = simulation::simulate_while::<G>(
        &setup,
        &controllers,
        SimOptions {
            games,
            seed,
            max_actions,
            rotate_decks: coverage,
            coverage,
        },
        Some(&clock),
        if events_path.is_some() {
            Some(&mut sink)
        } else {
            None
        },
        &mut |played| batch.more(played),
    );
    if let Some(w) = writer.as_mut() {
        w.flush().map_err(|e| format!("cannot write events: {e}"))?;
    }
    if let Some(e) = write_error {
        return Err(format!("cannot write events: {e}"));
    }
    let mut v = serde_json::to_value(&report).map_err(|e| e.to_string())?;
    v["seat_controllers"] = json!(controllers
        .iter()
        .map(|c| match c {
            Controller::Random | Controller::Human => "random".to_string(),
            Controller::Computer { level } => format!("ai:{}", level.name()),
        })
        .collect::<Vec<_>>());
    print_json(&v)?;
    batch.finish(report.games);
    Ok(())
}
