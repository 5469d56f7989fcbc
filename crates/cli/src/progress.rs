//! A long batch of games (`simulate`): how far it has got, on stderr, and Ctrl-C, which stops
//! it after the game under way and prints the report of the games played (a second Ctrl-C quits
//! at once).

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::io::note;

/// Set by Ctrl-C.
static STOP: AtomicBool = AtomicBool::new(false);

/// The exit status after Ctrl-C (128 + SIGINT, as shells report it).
const INTERRUPTED: i32 = 130;
/// A batch quicker than this says nothing of its progress.
const FIRST: Duration = Duration::from_secs(1);
/// How often progress is told: one line rewritten on a terminal, a line each time elsewhere.
const ON_TERMINAL: Duration = Duration::from_secs(1);
const IN_A_FILE: Duration = Duration::from_secs(10);

/// A batch of `total` games under way.
pub struct Batch {
    /// The command, for its progress lines ("simulate").
    what: &'static str,
    total: usize,
    start: Instant,
    next: Duration,
    terminal: bool,
    told: bool,
}

impl Batch {
    pub fn start(total: usize) -> Self {
        Batch::start_named("simulate", total)
    }

    /// A batch of `what` (the command's name, told with its progress).
    pub fn start_named(what: &'static str, total: usize) -> Self {
        // Should the handler not install, Ctrl-C ends the runner as it would anyway.
        let _ = ctrlc::set_handler(|| {
            if STOP.swap(true, Ordering::SeqCst) {
                std::process::exit(INTERRUPTED);
            }
            note("\nqbranch: stopping after the game under way (Ctrl-C again to quit at once)");
        });
        Batch {
            what,
            total,
            start: Instant::now(),
            next: FIRST,
            terminal: std::io::stderr().is_terminal(),
            told: false,
        }
    }

    /// Before each game, with the number played so far: whether to play it.
    pub fn more(&mut self, played: usize) -> bool {
        if STOP.load(Ordering::SeqCst) {
            return false;
        }
        let elapsed = self.start.elapsed();
        if played > 0 && played < self.total && elapsed >= self.next {
            self.tell(played, elapsed);
            self.next = elapsed
                + if self.terminal {
                    ON_TERMINAL
                } else {
                    IN_A_FILE
                };
        }
        played < self.total
    }

    fn tell(&mut self, played: usize, elapsed: Duration) {
        let left = elapsed.mul_f64((self.total - played) as f64 / played as f64);
        let line = format!(
            "qbranch: {}: {played} of {} games in {}, about {} to go",
            self.what,
            self.total,
            words(elapsed),
            words(left)
        );
        if self.terminal {
            let _ = write!(std::io::stderr(), "\r{line}\x1b[K");
        } else {
            note(&line);
        }
        self.told = true;
    }

    /// Once the report of the `played` games is printed: after Ctrl-C, say so and end with the
    /// status of an interrupted program.
    pub fn finish(&self, played: usize) {
        if self.terminal && self.told {
            note("");
        }
        if STOP.load(Ordering::SeqCst) {
            note(&format!(
                "qbranch: interrupted: the report covers the {played} of {} games played",
                self.total
            ));
            std::process::exit(INTERRUPTED);
        }
    }
}

/// "7 s", "3 min 20 s", "2 h 5 min".
fn words(d: Duration) -> String {
    let s = d.as_secs();
    match (s / 3600, s / 60 % 60, s % 60) {
        (0, 0, s) => format!("{s} s"),
        (0, m, s) => format!("{m} min {s} s"),
        (h, m, _) => format!("{h} h {m} min"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_plainly() {
        let w = |s| words(Duration::from_secs(s));
        assert_eq!(w(7), "7 s");
        assert_eq!(w(200), "3 min 20 s");
        assert_eq!(w(7500), "2 h 5 min");
    }
}
