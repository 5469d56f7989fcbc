//! `qbranch ladder`: plays games at fixed seeds between computer levels and prints, per game ×
//! table size × pairing, the games played and won with 95 % intervals (the level ladder), and
//! at equal levels each seat's share against fair (the balance table). Each game depends only
//! on its seed and seats (the computer searches iterations, never a clock), so the figures are
//! the same on any machine and with any number of threads.

mod plan;
mod play;
mod report;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use qbranch_engine::GameId;
use serde_json::{json, Value};

use crate::args::Args;
use crate::io::{print_json, print_text};
use crate::progress::Batch;
use plan::{Cell, Job, Pairing, DEFAULT_PAIRINGS};
use play::Played;
use report::CellGames;

pub fn run(rest: &[String]) -> Result<(), String> {
    let args = Args::parse_with_switches(
        rest,
        &[
            "game",
            "players",
            "games",
            "seed",
            "pairings",
            "threads",
            "max-actions",
        ],
        &["json"],
    )?;
    if let Some(extra) = args.positional.first() {
        return Err(format!("unexpected argument '{extra}'"));
    }
    let games = args.count("games", Some(100), 1_000_000)? as usize;
    let seed = args.number("seed", Some(1), u64::MAX)?;
    let threads = args.count("threads", Some(1), 64)? as usize;
    let max_actions = args.count("max-actions", Some(20_000), 10_000_000)? as usize;
    let cells = cells(&args)?;
    let jobs = plan::jobs(&cells, games);
    let batch = Batch::start_named("ladder", jobs.len());
    let (played, batch) = play_all(&cells, &jobs, seed, max_actions, threads, batch)?;
    let figures: Vec<Value> = (0..cells.len())
        .filter_map(|i| {
            let games: Vec<_> = jobs
                .iter()
                .zip(&played)
                .filter(|(j, _)| j.cell == i)
                .filter_map(|(j, p)| {
                    let (_, strong) = cells[i].pairing.seats(cells[i].players, j.index);
                    p.as_ref().map(|p| (strong, p))
                })
                .collect();
            (!games.is_empty()).then(|| {
                report::cell_json(&CellGames {
                    cell: cells[i],
                    games,
                })
            })
        })
        .collect();
    if args.switch("json") {
        print_json(&json!({
            "seed": seed,
            "games_per_cell": games,
            "beats": report::BEATS,
            "balance": report::BALANCE,
            "cells": figures,
        }))?;
    } else {
        print_text(&report::tables(&figures))?;
    }
    batch.finish(played.iter().flatten().count());
    Ok(())
}

/// The cells asked for: every listed game at every listed table size it allows (all sizes
/// when none is listed), with every listed pairing.
fn cells(args: &Args) -> Result<Vec<Cell>, String> {
    let ids: Vec<GameId> = match args.get("game") {
        None => GameId::ALL.to_vec(),
        Some(list) => list
            .split(',')
            .map(|g| {
                g.parse()
                    .map_err(|e: qbranch_engine::UnknownGame| e.to_string())
            })
            .collect::<Result<_, _>>()?,
    };
    let sizes: Option<Vec<usize>> = args
        .get("players")
        .map(|list| {
            list.split(',')
                .map(|p| {
                    p.parse::<usize>()
                        .map_err(|_| format!("--players must list whole numbers, not '{p}'"))
                })
                .collect::<Result<_, _>>()
        })
        .transpose()?;
    let pairings: Vec<Pairing> = args
        .get("pairings")
        .unwrap_or(DEFAULT_PAIRINGS)
        .split(',')
        .map(Pairing::parse)
        .collect::<Result<_, _>>()?;
    let mut cells = Vec::new();
    for id in ids {
        let info = id.info();
        let range = info.min_players..=info.max_players;
        let players: Vec<usize> = match &sizes {
            Some(s) => s.iter().copied().filter(|p| range.contains(p)).collect(),
            None => range.collect(),
        };
        if players.is_empty() {
            return Err(format!(
                "{} takes {} to {} players",
                info.name, info.min_players, info.max_players
            ));
        }
        for &p in &players {
            for &pairing in &pairings {
                cells.push(Cell {
                    game: id,
                    players: p,
                    pairing,
                });
            }
        }
    }
    Ok(cells)
}

/// Plays every job on `threads` threads; a job's result is in its place whatever thread
/// played it (`None`: not played, after Ctrl-C).
fn play_all(
    cells: &[Cell],
    jobs: &[Job],
    seed: u64,
    max_actions: usize,
    threads: usize,
    batch: Batch,
) -> Result<(Vec<Option<Played>>, Batch), String> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let batch = Mutex::new(batch);
    let results: Mutex<Vec<Option<Played>>> = Mutex::new(vec![None; jobs.len()]);
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.min(jobs.len()).max(1) {
            scope.spawn(|| loop {
                let played = done.load(Ordering::SeqCst);
                if !batch.lock().expect("progress").more(played) {
                    return;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(job) = jobs.get(i) else { return };
                let cell = cells[job.cell];
                let (seats, _) = cell.pairing.seats(cell.players, job.index);
                let deal = cell.pairing.deal(cell.players, job.index);
                match play::play(
                    cell.game,
                    cell.players,
                    &seats,
                    seed.wrapping_add(deal),
                    deal,
                    max_actions,
                ) {
                    Ok(p) => results.lock().expect("results")[i] = Some(p),
                    Err(e) => {
                        error.lock().expect("error").get_or_insert(e);
                        return;
                    }
                }
                done.fetch_add(1, Ordering::SeqCst);
            });
        }
    });
    if let Some(e) = error.into_inner().expect("error") {
        return Err(e);
    }
    Ok((
        results.into_inner().expect("results"),
        batch.into_inner().expect("progress"),
    ))
}
