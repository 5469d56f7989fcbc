//! `qbranch` — the headless runner: catalogue, content, simulations, replays. JSON out.

mod args;
mod commands;
mod deck;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match commands::run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("qbranch: {e}");
            ExitCode::from(2)
        }
    }
}
