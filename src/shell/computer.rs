//! The computer's turns and the hint: a search run in slices between the browser's turns, the
//! move it picks played after a pause a player can follow.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use qbranch_engine::ai::Controller;
use qbranch_engine::{DynSearch, DynSession, Seat};

use super::action_bar::{Hint, HintWords};
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
            // The budget is iterations; the clock only stops a search on a very slow device.
            let spent = self.spent.get();
            let over = search
                .safety_stop_ms()
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
    /// Work out what the Hint's search (the normal computer's, unless the game gives the Hint
    /// its own) would play for the person to act, from that seat's own view (the search never
    /// sees another seat's hand), without playing it.
    pub fn ask_hint(self) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        let to_act = self.session.with_untracked(|s| s.to_act());
        if to_act != Some(seat) || self.thinking.get_untracked() {
            return;
        }
        let Some(search) = self
            .session
            .with_untracked(|s| s.hint_search(s.search_seed()))
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
            || self.waiting_untracked()
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
        let (words, choice) = {
            let search = job.search.borrow();
            match search.best_index() {
                Some((index, stats)) => {
                    let words = self.session.with_untracked(|s| {
                        let choices = match stats.root_children {
                            0 => s.legal_count(job.seat),
                            n => n,
                        };
                        hint_words(s.as_ref(), job.seat, index, choices, search.searched())
                    });
                    (words, Some(index))
                }
                None => (None, None),
            }
        };
        let words = words.unwrap_or(HintWords {
            action: None,
            why: None,
            note: None,
        });
        self.hint.set(Some(Hint::Ready { words, choice }));
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

/// A hint in plain words: the move and why, from the game's own numbers (what its preview
/// shows it would meet, its dice odds, what it gains). The search's own figures are not a
/// chance of success, so they are told only as what they are, when the game has nothing to say.
fn hint_words(
    session: &dyn DynSession,
    seat: Seat,
    index: usize,
    choices: usize,
    searched: bool,
) -> Option<HintWords> {
    let (what, odds) = session.describe_legal(seat, index)?;
    let why = session
        .explain_legal(seat, index)
        .or_else(|| odds.filter(|o| o.outcomes.len() <= 3).map(|o| o.summary()));
    let note = if !searched {
        Some("It is your only choice here.".to_string())
    } else if why.is_none() {
        Some(format!(
            "The computer's look-ahead picked it from your {choices} choices."
        ))
    } else {
        None
    };
    Some(HintWords {
        action: Some(what),
        why,
        note,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Hint's words: the move, the game's reason when it has one, and the look-ahead
    /// told only as what it is (a pick among the choices), never as a score.
    #[test]
    fn a_hint_names_the_move_and_the_games_reason() {
        use qbranch_engine::yolt::Yolt;
        use qbranch_engine::{Game, Session};
        let mut s = Session::<Yolt>::new(Yolt::setup_for_players(2).unwrap(), 1).unwrap();
        // At setup a facing has no reason of its own: the look-ahead's pick is told as such.
        let w = hint_words(&s, 1, 0, 3, true).unwrap();
        assert_eq!(w.why, None);
        assert_eq!(
            w.note.as_deref(),
            Some("The computer's look-ahead picked it from your 3 choices.")
        );
        // Bond's Double Back, once he has rolled: its chance from the Action Summary.
        while s.state.to_act() == Some(1) || s.state.legal_actions(0).len() > 1 {
            let seat = s.state.to_act().unwrap();
            let first = s.state.legal_actions(seat)[0].clone();
            s.act(seat, &first).unwrap();
        }
        s.act(
            0,
            &qbranch_engine::yolt::YoltAction::RollMovement {
                piece: qbranch_engine::yolt::PieceId::Bond,
            },
        )
        .unwrap();
        let back = s
            .state
            .legal_actions(0)
            .iter()
            .position(|a| *a == qbranch_engine::yolt::YoltAction::DoubleBack)
            .unwrap();
        let w = hint_words(&s, 0, back, 9, true).unwrap();
        assert_eq!(w.action.as_deref(), Some("Double Back"));
        assert_eq!(
            w.why.as_deref(),
            Some("97 % to succeed, else Bond loses the rest of this turn and all of the next")
        );
        assert_eq!(w.note, None);
        assert!(hint_words(&s, 0, back, 9, false)
            .unwrap()
            .note
            .is_some_and(|n| n.contains("only choice")));
    }

    #[test]
    fn slow_iterations_are_run_one_at_a_time_quick_ones_in_growing_chunks() {
        assert_eq!(next_chunk(1, 0.1), 2);
        assert_eq!(next_chunk(32, 0.5), CHUNK_MAX);
        assert_eq!(next_chunk(CHUNK_MAX, 0.5), CHUNK_MAX);
        assert_eq!(next_chunk(8, 1.5), 8);
        assert_eq!(next_chunk(16, 2.5), 1);
    }
}
