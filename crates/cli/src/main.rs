//! `qbranch` — the headless runner: catalogue, content, simulations, replays. JSON out.

mod args;
mod ccg_sim;
mod commands;
mod deck;
mod guest_check;
mod io;
mod ladder;
mod progress;

use std::process::ExitCode;

fn main() -> ExitCode {
    // Arguments are read as OS strings: one that is not UTF-8 is an error, never a panic.
    let argv = match args::utf8_args(std::env::args_os().skip(1)) {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    match commands::run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

/// One line on stderr, exit status 2.
fn fail(e: &str) -> ExitCode {
    io::note(&format!("qbranch: {e}"));
    ExitCode::from(2)
}
