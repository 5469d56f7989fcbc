//! The subcommands. Output is JSON on stdout; errors are one line on stderr, exit 2.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::time::Instant;

use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::ccg::{Ccg, CcgLtk};
use qbranch_engine::core::stamp::{Stamp, Vouched, UNSEALED};
use qbranch_engine::{registry, ForGame, Game, GameId, Record, Session};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::args::Args;
use crate::io::{note, print_json, print_line, read_text, stdout_error};
use crate::progress::Batch;

const USAGE: &str =
    "usage: qbranch games | content --game ID | simulate --game ID --games N --seed S \
[--players K] [--seats LIST] [--events FILE] [--max-actions M] [--goal 25|35|50] [--coverage] | record --game ID --seed S \
[--players K] [--seats LIST] [--out FILE] | replay FILE | ladder [--game IDS] [--players KS] \
[--games N] [--seed S] [--pairings LIST] [--threads T] [--json] | guest-check --save FILE \
--seat K --messages FILE";

pub fn run(argv: &[String]) -> Result<(), String> {
    let (cmd, rest) = argv.split_first().ok_or_else(|| USAGE.to_string())?;
    match cmd.as_str() {
        "games" => games(rest),
        "content" => content(rest),
        "simulate" => simulate(rest),
        "replay" => replay(rest),
        "record" => record(rest),
        "deck" => crate::deck::run(rest),
        "guest-check" => crate::guest_check::run(rest),
        "ladder" => crate::ladder::run(rest),
        "help" | "--help" | "-h" => print_line(USAGE),
        other => Err(format!("unknown command '{other}'; {USAGE}")),
    }
}

/// Largest record or save `replay` reads (the app's limit for saves).
const MAX_INPUT: u64 = 4 * 1024 * 1024;

pub(crate) fn no_extra(args: &Args, n: usize) -> Result<(), String> {
    if args.positional.len() > n {
        return Err(format!("unexpected argument '{}'", args.positional[n]));
    }
    Ok(())
}

fn games(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &[])?;
    no_extra(&args, 0)?;
    let list: Vec<Value> = registry::catalog()
        .into_iter()
        .map(|g| {
            json!({
                "id": g.id,
                "name": g.name,
                "min_players": g.min_players,
                "max_players": g.max_players,
                "seats": g.seats,
                "minutes": g.minutes,
                "hidden_information": g.hidden_information,
            })
        })
        .collect();
    print_json(&Value::Array(list))
}

/// `--game`, a known game's id.
fn game_id(args: &Args) -> Result<GameId, String> {
    args.require("game")?
        .parse()
        .map_err(|e: qbranch_engine::UnknownGame| e.to_string())
}

fn content(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &["game"])?;
    no_extra(&args, 0)?;
    struct Content;
    impl ForGame for Content {
        type Output = Value;
        fn run<G: Game>(self) -> Value {
            G::content()
        }
    }
    print_json(&game_id(&args)?.visit(Content))
}

fn parse_seat(s: &str) -> Result<Controller, String> {
    if s == "random" {
        return Ok(Controller::Random);
    }
    if let Some(level) = s.strip_prefix("ai:") {
        if let Some(level) = Level::parse(level) {
            return Ok(Controller::Computer { level });
        }
    }
    Err(format!("bad seat '{s}': use random or ai:easy|normal|hard"))
}

fn simulate(rest: &[String]) -> Result<(), String> {
    let args = Args::parse_with_switches(
        rest,
        &[
            "game",
            "games",
            "seed",
            "players",
            "seats",
            "events",
            "max-actions",
            "goal",
        ],
        &["coverage"],
    )?;
    no_extra(&args, 0)?;
    let id = game_id(&args)?;
    let games = args.count("games", None, 1_000_000)? as usize;
    let seed = args.number("seed", None, u64::MAX)?;
    let max_actions = args.count("max-actions", Some(20_000), 10_000_000)? as usize;
    let events_path = args.get("events").map(str::to_string);
    // The card game's batches also count stalemates and which cards were played.
    match id {
        GameId::Ccg => {
            crate::ccg_sim::simulate::<Ccg>(&args, games, seed, max_actions, events_path)
        }
        GameId::CcgLtk => {
            crate::ccg_sim::simulate::<CcgLtk>(&args, games, seed, max_actions, events_path)
        }
        _ if args.switch("coverage") => Err(format!(
            "--coverage is only for the games ccg and ccg-ltk, not {id}"
        )),
        _ => id.visit(Simulate {
            args: &args,
            games,
            seed,
            max_actions,
            events_path,
        }),
    }
}

struct Simulate<'a> {
    args: &'a Args,
    games: usize,
    seed: u64,
    max_actions: usize,
    events_path: Option<String>,
}

impl ForGame for Simulate<'_> {
    type Output = Result<(), String>;
    fn run<G: Game>(self) -> Result<(), String> {
        simulate_game::<G>(
            self.args,
            self.games,
            self.seed,
            self.max_actions,
            self.events_path,
        )
    }
}

/// `--goal N`: the goal the table plays to, for a game that offers a choice
/// ([`Game::GOALS`]: the Basic card game's Plot Points).
pub(crate) fn with_goal<G: Game>(setup: G::Setup, args: &Args) -> Result<G::Setup, String> {
    let Some(goal) = args.get("goal") else {
        return Ok(setup);
    };
    if G::GOALS.is_empty() {
        return Err(format!("--goal is not an option of {}", G::info().name));
    }
    let choices: Vec<String> = G::GOALS.iter().map(u32::to_string).collect();
    match goal.parse::<u32>() {
        Ok(g) if G::GOALS.contains(&g) => Ok(G::with_goal(setup, g)),
        _ => Err(format!("bad --goal '{goal}': use {}", choices.join(", "))),
    }
}

/// Players and controllers from `--players` / `--seats` (default: the minimum, all random).
pub(crate) fn table<G: Game>(args: &Args) -> Result<(usize, Vec<Controller>), String> {
    let info = G::info();
    let seat_list: Option<Vec<Controller>> = args
        .get("seats")
        .map(|l| l.split(',').map(parse_seat).collect::<Result<Vec<_>, _>>())
        .transpose()?;
    let players = match (args.get("players"), &seat_list) {
        (Some(_), _) => args.number("players", None, 64)? as usize,
        (None, Some(l)) => l.len(),
        (None, None) => info.min_players,
    };
    if players < info.min_players || players > info.max_players {
        return Err(format!(
            "{} takes {} to {} players, not {players}",
            info.name, info.min_players, info.max_players
        ));
    }
    let controllers = match seat_list {
        Some(l) if l.len() != players => {
            return Err(format!(
                "--seats lists {} seats but the game has {players}",
                l.len()
            ))
        }
        Some(l) => l,
        None => vec![Controller::Random; players],
    };
    Ok((players, controllers))
}

fn record(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(
        rest,
        &["game", "seed", "players", "seats", "out", "max-actions"],
    )?;
    no_extra(&args, 0)?;
    struct RecordGame<'a>(&'a Args);
    impl ForGame for RecordGame<'_> {
        type Output = Result<(), String>;
        fn run<G: Game>(self) -> Result<(), String> {
            record_game::<G>(self.0)
        }
    }
    game_id(&args)?.visit(RecordGame(&args))
}

/// Play one game and print (or write) its record.
fn record_game<G: Game>(args: &Args) -> Result<(), String> {
    let seed = args.number("seed", None, u64::MAX)?;
    let max_actions = args.count("max-actions", Some(20_000), 10_000_000)? as usize;
    let (players, controllers) = table::<G>(args)?;
    let setup = G::setup_for_players(players).map_err(|e| e.to_string())?;
    let mut session = qbranch_engine::Session::<G>::new(setup, seed).map_err(|e| e.to_string())?;
    let mut rng = qbranch_engine::Rng::new(seed ^ 0x5EED);
    while session.record.actions.len() < max_actions {
        let Some(seat) = session.state.to_act() else {
            break;
        };
        let Some((s, a)) =
            qbranch_engine::ai::pick(&session.state, controllers[seat], &mut rng, None)
        else {
            break;
        };
        session
            .act(s, &a)
            .map_err(|e| format!("engine refused its own action: {e}"))?;
    }
    let v = serde_json::to_value(&session.record).map_err(|e| e.to_string())?;
    match args.get("out") {
        Some(p) => std::fs::write(
            p,
            serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?,
        )
        .map_err(|e| format!("cannot write {p}: {e}")),
        None => print_json(&v),
    }
}

fn simulate_game<G: Game>(
    args: &Args,
    games: usize,
    seed: u64,
    max_actions: usize,
    events_path: Option<String>,
) -> Result<(), String> {
    let (players, controllers) = table::<G>(args)?;
    let setup = G::setup_for_players(players).map_err(|e| e.to_string())?;
    let setup = with_goal::<G>(setup, args)?;
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
    let mut sink = |game: usize, e: &G::Event| {
        if let Some(w) = writer.as_mut() {
            if let Err(err) = write_event_line(w, Some(game), e) {
                write_error.get_or_insert(err);
            }
        }
    };
    let report = qbranch_engine::sim::simulate_while::<G>(
        &setup,
        &controllers,
        seed,
        max_actions,
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

/// One event as a JSON line, with the `game` index when given.
pub(crate) fn write_event_line<E: serde::Serialize>(
    w: &mut impl Write,
    game: Option<usize>,
    e: &E,
) -> Result<(), String> {
    let mut v = serde_json::to_value(e).map_err(|e| e.to_string())?;
    if let (Some(g), Value::Object(map)) = (game, &mut v) {
        map.insert("game".into(), json!(g));
    }
    serde_json::to_writer(&mut *w, &v).map_err(|e| e.to_string())?;
    w.write_all(b"\n").map_err(|e| e.to_string())
}

/// What `replay` holds an exported save to: its stamp and its seats' controllers (a wrapper
/// without them is a save without a stamp).
#[derive(Deserialize)]
pub(crate) struct SaveWrapper {
    fingerprint: Option<String>,
    #[serde(default)]
    seats: Vec<SeatController>,
}

#[derive(Deserialize)]
struct SeatController {
    controller: Controller,
}

fn replay(rest: &[String]) -> Result<(), String> {
    let args = Args::parse(rest, &[])?;
    let path = args
        .positional
        .first()
        .ok_or("replay needs a FILE (a game record or an exported save)")?;
    no_extra(&args, 1)?;
    let (id, record, save) = read_game_file(path)?;
    struct Replay<'a>(Value, Option<&'a SaveWrapper>, &'a str);
    impl ForGame for Replay<'_> {
        type Output = Result<(), String>;
        fn run<G: Game>(self) -> Result<(), String> {
            replay_game::<G>(self.0, self.1, self.2)
        }
    }
    id.visit(Replay(record, save.as_ref(), path))
}

/// A game record, or an exported save's record with the save around it: the game's id, the
/// record as JSON and the save.
pub(crate) fn read_game_file(path: &str) -> Result<(GameId, Value, Option<SaveWrapper>), String> {
    let text = read_text(path, MAX_INPUT, &|| {
        format!("{path} is too large (a record or save is at most 4 MB)")
    })?;
    let mut value: Value =
        serde_json::from_str(&text).map_err(|e| format!("{path} is not JSON: {e}"))?;
    // An exported save wraps the record, and is held to its stamp as the app holds it.
    let is_save = value.get("format").and_then(Value::as_str) == Some("qbranch-save");
    let (record, save) = match value.get_mut("record") {
        Some(r) if is_save => {
            let record = r.take();
            let save: SaveWrapper = serde_json::from_value(value)
                .map_err(|e| format!("{path} is not a readable save: {e}"))?;
            (record, Some(save))
        }
        _ => (value, None),
    };
    let id: GameId = record
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| format!("{path} is not a game record (no \"game\" field)"))?
        .parse()
        .map_err(|e: qbranch_engine::UnknownGame| e.to_string())?;
    Ok((id, record, save))
}

/// Replay a record with every move checked (a save's seal never spares a file the rules'
/// checks), hold a save to its stamp (`qbranch_engine::core::stamp`), and print every event.
fn replay_game<G: Game>(
    record: Value,
    save: Option<&SaveWrapper>,
    path: &str,
) -> Result<(), String> {
    let record: Record<G> = serde_json::from_value(record)
        .map_err(|e| format!("{path} is not a readable {} record: {e}", G::ID))?;
    let text = serde_json::to_string(&record).map_err(|e| e.to_string())?;
    let session =
        Session::from_record(record).map_err(|e| format!("{path} does not replay: {e}"))?;
    if let Some(save) = save {
        let seats: Vec<Controller> = save.seats.iter().map(|s| s.controller).collect();
        match Stamp::parse(save.fingerprint.as_deref()).verify(&text, &seats, &session) {
            Err(e) => return Err(format!("{path}: {e}")),
            Ok(Vouched::Unsealed) => note(&format!("qbranch: note: {path} {UNSEALED}")),
            Ok(Vouched::Sealed) => {}
        }
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for (i, step) in session.steps.iter().enumerate() {
        for e in &step.events {
            let mut v = serde_json::to_value(e).map_err(|e| e.to_string())?;
            if let Value::Object(map) = &mut v {
                map.insert("step".into(), json!(i));
                map.insert(
                    "seat".into(),
                    map.get("seat").cloned().unwrap_or(json!(step.seat)),
                );
            }
            let line = serde_json::to_string(&v).map_err(|e| e.to_string())?;
            out.write_all(line.as_bytes()).map_err(stdout_error)?;
            out.write_all(b"\n").map_err(stdout_error)?;
        }
    }
    out.flush().map_err(stdout_error)
}
