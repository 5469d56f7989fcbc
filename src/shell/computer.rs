//! The computer's turns and the hint: a search run in slices between the browser's turns, the
//! move it picks played after a pause a player can follow.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::{DynSearch, DynSession, Seat};

use super::action_bar::Hint;
use super::metrics::now_ms;
use super::table::Table;
use crate::ui::slices::post_task;

/// Pause before each computer move: brisk, yet a player can follow the moves one at a time.
const AI_PAUSE_MS: u64 = 450;
/// "Fast computer moves", and "Skip to my turn": no pause to speak of, no dice tumble.
const AI_FAST_MS: u64 = 30;
/// The longest the computer's search holds the main thread before the browser gets a turn
/// (a "long task" is 50 ms; a slice stops at this much, plus at most one chunk of iterations).
const SLICE_MS: f64 = 12.0;
/// The most search iterations between two looks at the clock.
const CHUNK_MAX: u32 = 64;

/// The next number of iterations between looks at the clock, after `chunk` of them took `ms`:
/// double while a chunk takes under a millisecond, back to one when it takes over two.
fn next_chunk(chunk: u32, ms: f64) -> u32 {
    if ms > 2.0 {
        1
    } else if ms < 1.0 {
        (chunk * 2).min(CHUNK_MAX)
    } else {
        chunk
    }
}

/// What a search is for: the computer's own move, or a hint for a person.
#[derive(Clone, Copy, PartialEq)]
enum Purpose {
    Play,
    Hint,
}

/// A computer decision in progress, run slice by slice.
struct Thinking {
    purpose: Purpose,
    generation: u32,
    seat: Seat,
    search: RefCell<Box<dyn DynSearch>>,
    /// Milliseconds spent searching so far (not counting the browser's turns between slices).
    spent: Cell<f64>,
    /// Iterations run between two looks at the clock: grows while they are quick, shrinks to
    /// one when they are slow (a card game's iteration can take milliseconds).
    chunk: Cell<u32>,
    started: f64,
}

impl Thinking {
    fn new(purpose: Purpose, generation: u32, seat: Seat, search: Box<dyn DynSearch>) -> Self {
        Thinking {
            purpose,
            generation,
            seat,
            search: RefCell::new(search),
            spent: Cell::new(0.0),
            chunk: Cell::new(1),
            started: now_ms(),
        }
    }

    /// Runs the search until it is done (true) or the slice is used up (false).
    fn run_slice(&self) -> bool {
        let t0 = now_ms();
        loop {
            let mut search = self.search.borrow_mut();
            let before = now_ms();
            let preparing = search.preparing();
            let complete = search.run(self.chunk.get());
            let t = now_ms();
            self.chunk.set(next_chunk(self.chunk.get(), t - before));
            // The game's one-time preparation is not the search's thinking time.
            if !preparing {
                self.spent.set(self.spent.get() + (t - before));
            }
            let spent = self.spent.get();
            let over = search
                .time_budget_ms()
                .is_some_and(|b| spent > b && search.iterations() >= 8);
            if complete || over {
                return true;
            }
            if t - t0 >= SLICE_MS {
                return false;
            }
        }
    }
}

impl Table {
    /// Work out what the computer at "normal" would play for the person to act, from that
    /// seat's own view (the search never sees another seat's hand), without playing it.
    pub fn ask_hint(self) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        let to_act = self.session.with_untracked(|s| s.to_act());
        if to_act != Some(seat) || self.thinking.get_untracked() {
            return;
        }
        let normal = Controller::Computer {
            level: Level::Normal,
        };
        let Some(search) = self
            .session
            .with_untracked(|s| s.search(normal, s.search_seed()))
        else {
            return;
        };
        let Some(generation) = self.ai_generation.try_get_value() else {
            return;
        };
        self.hint.set(Some(Hint::Working));
        let job = Rc::new(Thinking::new(Purpose::Hint, generation, seat, search));
        post_task(move || self.think(job));
    }

    /// If a computer seat is to act, let it move after a pause (and after the screen painted).
    pub fn schedule_ai(self) {
        self.cancel_ai();
        let Some(to_act) = self.session.try_with_untracked(|s| s.to_act()).flatten() else {
            self.thinking.try_set(false);
            return;
        };
        if self.stale.get_untracked().is_some()
            || self.controller(to_act) == Controller::Human
            || self.held.get_untracked()
        {
            self.thinking.set(false);
            // A person is to act: "Skip to my turn" has done its job.
            self.skipping.set(false);
            return;
        }
        self.thinking.set(true);
        let delay = if self.fast.get_untracked() || self.skipping.get_untracked() {
            AI_FAST_MS
        } else {
            AI_PAUSE_MS
        };
        let handle = set_timeout_with_handle(
            move || {
                // The "thinking" line is on screen before the search starts.
                request_animation_frame(move || post_task(move || self.start_ai()));
            },
            Duration::from_millis(delay),
        )
        .ok();
        self.ai_timer.set_value(handle);
    }

    fn start_ai(self) {
        let Some(generation) = self.ai_generation.try_get_value() else {
            return; // the screen was closed
        };
        if self.stale.get_untracked().is_some() {
            return;
        }
        let Some(seat) = self.session.try_with_untracked(|s| s.to_act()).flatten() else {
            self.thinking.set(false);
            return;
        };
        let controller = self.controller(seat);
        let search = self
            .session
            .with_untracked(|s| s.search(controller, s.search_seed()));
        let Some(search) = search else {
            self.thinking.set(false);
            return;
        };
        self.think(Rc::new(Thinking::new(
            Purpose::Play,
            generation,
            seat,
            search,
        )));
    }

    /// One slice of the computer's search; the next slice is posted after the browser's turn.
    fn think(self, job: Rc<Thinking>) {
        if self.ai_generation.try_get_value() != Some(job.generation) {
            return; // abandoned, or the screen was closed
        }
        if job.purpose == Purpose::Hint
            && self.hint.try_get_untracked().flatten() != Some(Hint::Working)
        {
            return; // the hint was dismissed, or the position changed
        }
        if !job.run_slice() {
            post_task(move || self.think(job));
            return;
        }
        match job.purpose {
            Purpose::Hint => self.show_hint(&job),
            Purpose::Play => self.play_pick(job),
        }
    }

    fn show_hint(self, job: &Thinking) {
        let (text, choice) = {
            let search = job.search.borrow();
            match search.best_index() {
                Some((index, stats)) => {
                    let text = self.session.with_untracked(|s| {
                        hint_text(
                            s.as_ref(),
                            job.seat,
                            index,
                            stats.best_value,
                            search.searched(),
                        )
                    });
                    (text, Some(index))
                }
                None => (None, None),
            }
        };
        self.hint.set(Some(Hint::Ready {
            text: text.unwrap_or_else(|| "The computer has no suggestion here.".to_string()),
            choice,
        }));
    }

    fn play_pick(self, job: Rc<Thinking>) {
        let picked = {
            let search = job.search.borrow();
            if search.searched() {
                super::metrics::record("qbranchAiMs", now_ms() - job.started);
            }
            search.best_index()
        };
        match picked {
            // The move and the redraw it causes run as a task of their own, not at the end of
            // the search's last slice (together they could pass 50 ms).
            Some((index, _)) => post_task(move || {
                if self.ai_generation.try_get_value() == Some(job.generation) {
                    self.apply(job.seat, index);
                }
            }),
            None => self.thinking.set(false),
        }
    }
}

/// A hint in plain words: the move, its odds when dice decide it, and why the computer picks
/// it (how its look-ahead rated the move for the seat).
fn hint_text(
    session: &dyn DynSession,
    seat: Seat,
    index: usize,
    value: f64,
    searched: bool,
) -> Option<String> {
    let (what, odds) = session.describe_legal(seat, index)?;
    let mut text = format!("Try: {}.", what);
    if let Some(o) = odds {
        text.push_str(&format!(" Odds: {}.", o.summary()));
    }
    if searched {
        let score = (value.clamp(0.0, 1.0) * 100.0).round() as u32;
        text.push_str(&format!(
            " Why: it did best of your choices in the computer's look-ahead, scoring {score} out of 100 for you."
        ));
    } else {
        text.push_str(" It is your only choice here.");
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_iterations_are_run_one_at_a_time_quick_ones_in_growing_chunks() {
        assert_eq!(next_chunk(1, 0.1), 2);
        assert_eq!(next_chunk(32, 0.5), CHUNK_MAX);
        assert_eq!(next_chunk(CHUNK_MAX, 0.5), CHUNK_MAX);
        assert_eq!(next_chunk(8, 1.5), 8);
        assert_eq!(next_chunk(16, 2.5), 1);
    }
}
