//! The play screen every game reuses: the game's board (`GameUi::play_view`), the side panel,
//! the action bar, the hot-seat curtain, computer turns and autosave.

use crate::ui::reactive::memo;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use leptos::ev;
use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;
use qbranch_engine::ai::Controller;
use qbranch_engine::{DynSearch, DynSession, Seat};

use super::action_bar::ActionBar;
use super::action_bar::HintCtl;
use super::curtain::Curtain;
use super::metrics::now_ms as perf_now;
use super::session::{last_roll, log_lines, log_start, open_save, update_save};
use super::side_panel::SidePanel;
use crate::games::{screens, BoardCtx};
use crate::saves::browser::{download, now, LocalKv};
use crate::saves::format::{key_for, to_pretty_json, SaveError, SaveFile, SeatSpec};
use crate::saves::import_export::{export_file_name, outcome_text};
use crate::saves::store::{self, check_stored, Kv, WriteError};
use crate::ui::context::app_ctx;
use crate::ui::slices::post_task;
use crate::ui::toast::{toast, Kind};

/// Pause before each computer move: brisk, yet a player can follow the moves one at a time.
const AI_PAUSE_MS: u64 = 450;
/// "Fast computer moves", and "Skip to my turn": no pause to speak of, no dice tumble.
const AI_FAST_MS: u64 = 30;
/// Where the player's pace setting is kept between visits (not a save: no `qbranch.save.`).
const PACE_KEY: &str = "qbranch.pref.fast";
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

/// Load a save by id: memory first (a save the full storage could not take), then storage.
pub fn load_save(id: &str) -> Option<Result<SaveFile, SaveError>> {
    let ctx = app_ctx();
    if let Some(s) = ctx.unsaved.with_value(|m| m.get(id).cloned()) {
        return Some(Ok(s));
    }
    // Timed apart for the restore benchmark: the text taken from storage, before it is parsed.
    let t0 = super::metrics::now_ms();
    let raw = store::raw(&LocalKv, id);
    super::metrics::record("qbranchRestoreGetMs", super::metrics::now_ms() - t0);
    raw.map(|r| store::parse_stored(id, &r))
}

#[component]
pub fn PlayRoute(id: String) -> impl IntoView {
    open_save(id, play_screen)
}

/// Who sees the board after a change, and whether the curtain must come down first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewerChange {
    pub viewer: Option<Seat>,
    pub curtain: Option<Seat>,
}

/// The hot-seat rule. With hidden information and two or more humans, a different human to
/// act brings the curtain down (their view is shown only once they say they hold the device);
/// a finished game then shows the public view. Without the curtain, a finished game keeps its
/// human's view (and takes it when opened again). Otherwise the viewer is the human to act, or
/// the last human viewer while a computer acts.
pub fn next_viewer(
    seats: &[SeatSpec],
    hidden_information: bool,
    to_act: Option<Seat>,
    finished: bool,
    viewer: Option<Seat>,
) -> ViewerChange {
    let humans: Vec<Seat> = (0..seats.len()).filter(|&s| seats[s].is_human()).collect();
    let curtain_mode = hidden_information && humans.len() >= 2;
    let human_to_act = to_act.filter(|t| humans.contains(t));
    if finished {
        // Without the curtain, the same view whether the game ended here or was opened ended.
        return ViewerChange {
            viewer: if curtain_mode {
                None
            } else {
                viewer.or_else(|| humans.first().copied())
            },
            curtain: None,
        };
    }
    match human_to_act {
        Some(t) if curtain_mode && viewer != Some(t) => ViewerChange {
            viewer,
            curtain: Some(t),
        },
        Some(t) => ViewerChange {
            viewer: Some(t),
            curtain: None,
        },
        None if viewer.is_none() && humans.len() == 1 => ViewerChange {
            viewer: Some(humans[0]),
            curtain: None,
        },
        None if viewer.is_none() && !curtain_mode => ViewerChange {
            viewer: humans.first().copied(),
            curtain: None,
        },
        None => ViewerChange {
            viewer,
            curtain: None,
        },
    }
}

/// Everything the play screen keeps; all handles are `Copy`, so methods take `self`.
#[derive(Clone, Copy)]
struct Table {
    save: crate::ui::reactive::Kept<SaveFile>,
    seats: crate::ui::reactive::Kept<Vec<SeatSpec>>,
    session: crate::ui::reactive::State<Box<dyn DynSession>>,
    hidden_information: bool,
    viewer: crate::ui::reactive::State<Option<Seat>>,
    curtain: crate::ui::reactive::State<Option<Seat>>,
    thinking: crate::ui::reactive::State<bool>,
    /// The player's pace setting (kept in storage).
    fast: crate::ui::reactive::State<bool>,
    /// "Skip to my turn": computer moves without pauses until a person is to act.
    skipping: crate::ui::reactive::State<bool>,
    /// The hint for the person to act: asked for, being worked out, or shown.
    hint: crate::ui::reactive::State<Option<Hint>>,
    /// Set when another tab changed or deleted this save: this tab stops writing and playing.
    stale: crate::ui::reactive::State<Option<String>>,
    ai_timer: crate::ui::reactive::Kept<Option<TimeoutHandle>>,
    /// Bumped to abandon a search in progress (undo, a closed screen, a stale tab).
    ai_generation: crate::ui::reactive::Kept<u32>,
}

/// The hint for the person to act.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// The computer (at "normal") is working it out for the seat.
    Working,
    /// What it would play, and why, in plain words.
    Ready(String),
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
    spent: std::cell::Cell<f64>,
    /// Iterations run between two looks at the clock: grows while they are quick, shrinks to
    /// one when they are slow (a card game's iteration can take milliseconds).
    chunk: std::cell::Cell<u32>,
    started: f64,
}

impl Table {
    fn controller(self, seat: Seat) -> Controller {
        self.seats
            .with_value(|s| s.get(seat).map(|x| x.controller))
            .unwrap_or(Controller::Human)
    }

    fn name(self, seat: Seat) -> String {
        self.seats
            .with_value(|s| s.get(seat).map(|x| x.name.clone()))
            .unwrap_or_default()
    }

    /// Re-apply the hot-seat rule after a change.
    fn sync_viewer(self) {
        let Some((to_act, finished)) = self
            .session
            .try_with_untracked(|s| (s.to_act(), s.outcome().is_some()))
        else {
            return;
        };
        let change = self.seats.with_value(|seats| {
            next_viewer(
                seats,
                self.hidden_information,
                to_act,
                finished,
                self.viewer.get_untracked(),
            )
        });
        if self.viewer.get_untracked() != change.viewer {
            self.viewer.set(change.viewer);
        }
        if self.curtain.get_untracked() != change.curtain {
            self.curtain.set(change.curtain);
        }
    }

    /// Write the session to storage (every action autosaves).
    fn persist(self) {
        if self.stale.get_untracked().is_some() {
            return;
        }
        let mut save = self.save.get_value();
        self.session
            .with_untracked(|s| update_save(&mut save, s.as_ref(), now()));
        // `autosave::persist` keeps a refused save waiting in memory, retries every waiting
        // save after a successful write and owns the storage banner.
        match crate::saves::autosave::persist(&mut save) {
            Ok(()) | Err(WriteError::Store(_)) => {}
            Err(WriteError::Conflict(c)) => self.go_stale(c.to_string()),
            Err(e) => toast(Kind::Error, format!("Not saved: {e}.")),
        }
        self.save.set_value(save);
    }

    fn go_stale(self, why: String) {
        self.cancel_ai();
        self.thinking.set(false);
        self.stale.set(Some(why));
    }

    fn cancel_ai(self) {
        if let Some(Some(h)) = self.ai_timer.try_get_value() {
            h.clear();
            self.ai_timer.set_value(None);
        }
        self.ai_generation
            .try_update_value(|g| *g = g.wrapping_add(1));
    }

    /// Forget the hint (a move was made or taken back): a search still working stops.
    fn clear_hint(self) {
        if self.hint.try_get_untracked().flatten().is_some() {
            self.hint.set(None);
        }
    }

    /// Work out what the computer at "normal" would play for the person to act, from that
    /// seat's own view (the search never sees another seat's hand), without playing it.
    fn ask_hint(self) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        let to_act = self.session.with_untracked(|s| s.to_act());
        if to_act != Some(seat) || self.thinking.get_untracked() {
            return;
        }
        let normal = Controller::Computer {
            level: qbranch_engine::ai::Level::Normal,
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
        let job = Rc::new(Thinking {
            purpose: Purpose::Hint,
            generation,
            seat,
            search: RefCell::new(search),
            spent: std::cell::Cell::new(0.0),
            chunk: std::cell::Cell::new(1),
            started: perf_now(),
        });
        post_task(move || self.think(job));
    }

    /// Play `seat`'s `index`-th legal action; on success autosave, re-check the viewer, run
    /// the computer.
    fn apply(self, seat: Seat, index: usize) {
        if self.stale.get_untracked().is_some() {
            return;
        }
        let result = self.session.try_update(|s| s.act_index(seat, index));
        if matches!(result, Some(Ok(()))) {
            self.clear_hint();
        }
        match result {
            None => {}
            Some(Ok(())) => {
                self.persist();
                self.sync_viewer();
                self.schedule_ai();
            }
            Some(Err(e)) => toast(Kind::Error, format!("That move is not possible: {e}.")),
        }
    }

    fn undo(self) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        let result = self.session.try_update(|s| s.undo(seat));
        match result {
            Some(Ok(())) => {
                self.clear_hint();
                self.persist();
                self.sync_viewer();
                self.schedule_ai();
            }
            Some(Err(e)) => toast(Kind::Error, format!("Cannot undo: {e}.")),
            None => {}
        }
    }

    /// If a computer seat is to act, let it move after a pause (and after the screen painted).
    fn schedule_ai(self) {
        self.cancel_ai();
        let Some(to_act) = self.session.try_with_untracked(|s| s.to_act()).flatten() else {
            self.thinking.try_set(false);
            return;
        };
        if self.stale.get_untracked().is_some() || self.controller(to_act) == Controller::Human {
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
        let job = Rc::new(Thinking {
            purpose: Purpose::Play,
            generation,
            seat,
            search: RefCell::new(search),
            spent: std::cell::Cell::new(0.0),
            chunk: std::cell::Cell::new(1),
            started: perf_now(),
        });
        self.think(job);
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
        let t0 = perf_now();
        let done = loop {
            let mut search = job.search.borrow_mut();
            let before = perf_now();
            let preparing = search.preparing();
            let complete = search.run(job.chunk.get());
            let t = perf_now();
            job.chunk.set(next_chunk(job.chunk.get(), t - before));
            // The game's one-time preparation is not the search's thinking time.
            if !preparing {
                job.spent.set(job.spent.get() + (t - before));
            }
            let spent = job.spent.get();
            let over = search
                .time_budget_ms()
                .is_some_and(|b| spent > b && search.iterations() >= 8);
            if complete || over {
                break true;
            }
            if t - t0 >= SLICE_MS {
                break false;
            }
        };
        if !done {
            post_task(move || self.think(job));
            return;
        }
        if job.purpose == Purpose::Hint {
            let text = {
                let search = job.search.borrow();
                search.best_index().and_then(|(index, stats)| {
                    self.session.with_untracked(|s| {
                        hint_text(
                            s.as_ref(),
                            job.seat,
                            index,
                            stats.best_value,
                            search.searched(),
                        )
                    })
                })
            };
            self.hint.set(Some(Hint::Ready(text.unwrap_or_else(|| {
                "The computer has no suggestion here.".to_string()
            }))));
            return;
        }
        let picked = {
            let search = job.search.borrow();
            if search.searched() {
                crate::saves::browser::record_ai_ms(perf_now() - job.started);
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
            None => {
                self.thinking.set(false);
            }
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

pub fn play_screen(save: SaveFile, session: Box<dyn DynSession>) -> AnyView {
    let info = session.info();
    let Some(ui) = screens(info.id) else {
        return view! { <super::damaged::DamagedSave id=save.id.clone() reason=SaveError::UnknownGame(save.game.clone()).to_string()/> }.into_any();
    };
    let id = save.id.clone();
    let seats_vec = save.seats.clone();
    let table = Table {
        save: crate::ui::reactive::kept(save),
        seats: crate::ui::reactive::kept(seats_vec.clone()),
        session: crate::ui::reactive::state(session),
        hidden_information: info.hidden_information,
        viewer: crate::ui::reactive::state(None),
        curtain: crate::ui::reactive::state(None),
        thinking: crate::ui::reactive::state(false),
        fast: crate::ui::reactive::state(LocalKv.get(PACE_KEY).as_deref() == Some("1")),
        skipping: crate::ui::reactive::state(false),
        hint: crate::ui::reactive::state(None),
        stale: crate::ui::reactive::state(None),
        ai_timer: crate::ui::reactive::kept(None),
        ai_generation: crate::ui::reactive::kept(0),
    };
    provide_context(crate::games::SeatNames(
        seats_vec.iter().map(|s| s.name.clone()).collect(),
    ));
    table.sync_viewer();
    // The first computer move waits for the screen to be mounted.
    request_animation_frame(move || table.schedule_ai());
    on_cleanup(move || table.cancel_ai());

    // Another tab wrote or deleted this save: stop writing and say so.
    let key = key_for(&id);
    let listener = window_event_listener(ev::storage, move |e: web_sys::StorageEvent| {
        let k = e.key();
        if k.is_some() && k.as_deref() != Some(key.as_str()) {
            return;
        }
        // Issue 9: compare the whole stamp (revision and writer), so a write of the same
        // revision by another tab at the same instant is noticed too.
        let Some(mine) = table.save.try_with_value(|s| s.stamp()) else {
            return;
        };
        if mine.revision == 0 {
            return; // never stored (storage full): nothing to clash with
        }
        let stored = if k.is_none() {
            LocalKv.get(&key)
        } else {
            e.new_value()
        };
        if let Err(c) = check_stored(stored.as_deref(), &mine) {
            table.go_stale(c.to_string());
        }
    });
    on_cleanup(move || listener.remove());
    // Faster: a pending pause is cut short; the setting is kept for the next visit.
    Effect::new(move |prev: Option<bool>| {
        let f = table.fast.get();
        if prev.is_some() {
            // A preference: if storage refuses it, the game plays on at this pace anyway.
            if LocalKv.set(PACE_KEY, if f { "1" } else { "0" }).is_err() {
                toast(
                    Kind::Info,
                    "Your pace setting holds until you leave this page.".to_string(),
                );
            }
            if f && table.thinking.get_untracked() {
                table.schedule_ai();
            }
        }
        f
    });
    let skip = Callback::new(move |_: ()| {
        table.skipping.set(true);
        if table.thinking.get_untracked() {
            table.schedule_ai();
        }
    });
    let on_hint = Callback::new(move |_: ()| table.ask_hint());
    let on_hint_close = Callback::new(move |_: ()| table.clear_hint());

    let session = table.session;
    let to_act = memo(move || session.with(|s| s.to_act()));
    let shown = memo(move || session.with(|s| s.snapshot()));
    let live = memo(move || {
        if table.curtain.get().is_some() || table.stale.get().is_some() || table.thinking.get() {
            return false;
        }
        let Some(v) = table.viewer.get() else {
            return false;
        };
        table.controller(v) == Controller::Human && to_act.get() == Some(v)
    });
    let act = Callback::new(move |index: usize| {
        let Some(v) = table.viewer.get_untracked() else {
            return;
        };
        if table.curtain.get_untracked().is_some() || table.thinking.get_untracked() {
            return;
        }
        table.apply(v, index);
    });
    let board_ctx = BoardCtx {
        shown,
        viewer: table.viewer.into(),
        live,
        act,
    };

    let status = memo(move || {
        session.with(|s| match s.outcome() {
            Some(_) => String::new(), // the game-over box says it
            None => match s.to_act() {
                Some(t) if table.thinking.get() => format!("{} is thinking…", table.name(t)),
                Some(t) if table.viewer.get() == Some(t) => {
                    format!("Your move, {}.", table.name(t))
                }
                Some(t) => format!("{} to play.", table.name(t)),
                None => String::new(),
            },
        })
    });
    let roll = memo(move || session.with(|s| last_roll(s.as_ref(), s.len())));
    let log_all = crate::ui::reactive::state(false);
    let log = memo(move || {
        let all = log_all.get();
        session.with(|s| {
            let n = s.len();
            table
                .seats
                .with_value(|seats| log_lines(s.as_ref(), log_start(n, all), n, seats))
        })
    });
    let latest = memo(move || session.with(|s| s.len()));
    let undo_block = memo(move || {
        if table.stale.get().is_some() {
            return Some("This tab no longer saves this game.".to_string());
        }
        if table.thinking.get() {
            return Some("Wait for the computer's move.".to_string());
        }
        let Some(v) = table.viewer.get() else {
            return Some("There is nothing of yours to undo.".to_string());
        };
        session.with(|s| {
            s.can_undo(v)
                .err()
                .map(|e| crate::ui::text::capitalise(&e.to_string()) + ".")
        })
    });
    let finished = memo(move || session.with(|s| s.outcome().is_some()));

    let on_undo = Callback::new(move |_| table.undo());
    let on_export = Callback::new(move |_| {
        let save = table.save.get_value();
        let mut copy = save.clone();
        session.with_untracked(|s| update_save(&mut copy, s.as_ref(), now()));
        if let Err(e) = download(
            &export_file_name(&copy.game, &copy.name),
            &to_pretty_json(&copy),
        ) {
            toast(Kind::Error, format!("Export failed: {e}"));
        }
    });
    let on_ready = Callback::new(move |_| {
        if let Some(s) = table.curtain.get_untracked() {
            table.viewer.set(Some(s));
            table.curtain.set(None);
        }
    });

    let game_id = info.id.to_string();
    let save_name = table.save.with_value(|s| s.name.clone());
    let game_name = info.name;
    let id_for_bar = id.clone();
    let id_for_over = id.clone();
    let head_html = super::motif::play_head_markup(game_name, &save_name)
        + r#"<p class="head-status" aria-hidden="true" data-testid="head-status"></p>"#;

    let frame = move || {
        if let Some(s) = table.curtain.get() {
            return view! { <Curtain name=table.name(s) on_ready=on_ready/> }.into_any();
        }
        let seats = seats_vec.clone();
        let has_computer = seats.iter().any(|s| !s.is_human());
        let has_human = seats.iter().any(|s| s.is_human());
        let replay_href = format!("#/replay/{id_for_over}");
        // The frame's root: its head's status line is kept by this effect.
        let root = NodeRef::<leptos::html::Div>::new();
        crate::games::effect_of(Box::new(move || {
            let text = status.get();
            if let Some(el) = root.get() {
                if let Ok(Some(p)) = el.query_selector(".head-status") {
                    p.set_text_content(Some(&text));
                }
            }
        }));
        view! {
            <div
                class="play"
                data-testid="play"
                node_ref=root
                data-thinking=move || table.thinking.get().to_string()
                data-steps=move || latest.get().to_string()
                data-to-act=move || to_act.get().map(|s| s.to_string()).unwrap_or_default()
                data-viewer=move || table.viewer.get().map(|s| s.to_string()).unwrap_or_default()
                data-finished=move || finished.get().to_string()
            >
                // Whose turn, in sight where the side panel sits below the board (the panel
                // announces it to screen readers): the head is markup, its status line kept by
                // one effect.
                <header class="play-head" inner_html=head_html.clone()></header>
                // A scroll container: focusable, so the keyboard can scroll it when nothing in it takes focus (axe: scrollable-region-focusable).
                <div class="board-area" tabindex="0" role="region" aria-label="Board">{ui.board(board_ctx)}</div>
                <aside class="side-area">
                    {move || finished.get().then(|| view! {
                        <div class="game-over" role="status">
                            <p class="game-over-title">{move || session.with(|s| s.outcome().map(|o| {
                                table.seats.with_value(|seats| format!("Game over: {}.", outcome_text(&o, seats)))
                            }))}</p>
                            <div class="row-actions">
                                <a class="btn primary" href=replay_href.clone()>"Replay the game"</a>
                                <a class="btn" href=format!("#/new/{}", info.id)>"New game"</a>
                            </div>
                        </div>
                    }.into_any())}
                    <SidePanel
                        seats=seats
                        to_act=to_act
                        status=status
                        thinking=table.thinking.into()
                        fast=has_computer.then_some(table.fast)
                        skip=(has_computer && has_human).then_some(skip)
                        skipping=table.skipping
                        roll=roll
                        log=log
                        latest=latest
                        log_all=log_all
                    />
                </aside>
                <div class="bar-area">
                    <ActionBar
                        hint=Some(HintCtl { state: table.hint, ask: on_hint, dismiss: on_hint_close, can: live })
                        undo_block=undo_block
                        on_undo=on_undo
                        on_export=on_export
                        save_id=id_for_bar.clone()
                        game=game_id.clone()
                    />
                </div>
            </div>
        }
        .into_any()
    };
    // Outside the frame, so it shows over the curtain too.
    let stale_banner = move || {
        table.stale.get().map(|why| {
            view! {
                <div class="banner warn stale" role="alert" data-testid="stale">
                    <span>
                        <strong>{why}</strong>
                        " This tab stopped saving so it cannot overwrite the newer copy. "
                    </span>
                    <button type="button" class="btn small" on:click=move |_| { let _ = window().location().reload(); }>
                        "Reload"
                    </button>
                </div>
            }
            .into_any()
        })
    };
    view! { {stale_banner} {frame} }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ai::Level;

    fn seat(human: bool) -> SeatSpec {
        SeatSpec {
            name: "x".into(),
            controller: if human {
                Controller::Human
            } else {
                Controller::Computer {
                    level: Level::Normal,
                }
            },
        }
    }

    #[test]
    fn slow_iterations_are_run_one_at_a_time_quick_ones_in_growing_chunks() {
        assert_eq!(next_chunk(1, 0.1), 2);
        assert_eq!(next_chunk(32, 0.5), CHUNK_MAX);
        assert_eq!(next_chunk(CHUNK_MAX, 0.5), CHUNK_MAX);
        assert_eq!(next_chunk(8, 1.5), 8);
        assert_eq!(next_chunk(16, 2.5), 1);
    }

    #[test]
    fn hot_seat_curtain_comes_down_for_each_new_human() {
        let two = [seat(true), seat(true)];
        // Start: nobody holds the device yet.
        let c = next_viewer(&two, true, Some(0), false, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: None,
                curtain: Some(0)
            }
        );
        // Seat 0 said "I am…": no curtain while it stays its decision.
        let c = next_viewer(&two, true, Some(0), false, Some(0));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(0),
                curtain: None
            }
        );
        // The decision passes to seat 1: curtain, and seat 0's view stays (not rendered).
        let c = next_viewer(&two, true, Some(1), false, Some(0));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(0),
                curtain: Some(1)
            }
        );
        // Finished: public view.
        let c = next_viewer(&two, true, None, true, Some(1));
        assert_eq!(
            c,
            ViewerChange {
                viewer: None,
                curtain: None
            }
        );
    }

    #[test]
    fn no_curtain_without_secrets_or_with_one_human() {
        let two = [seat(true), seat(true)];
        let c = next_viewer(&two, false, Some(1), false, Some(0));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        let vs_ai = [seat(false), seat(true)];
        // One human: always that human's view, even while the computer acts.
        let c = next_viewer(&vs_ai, true, Some(0), false, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        let c = next_viewer(&vs_ai, true, Some(1), false, Some(1));
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        // A finished game opened again shows the one human's view, as it ended.
        let c = next_viewer(&vs_ai, true, None, true, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: Some(1),
                curtain: None
            }
        );
        // Computers only: public view.
        let ai = [seat(false), seat(false)];
        let c = next_viewer(&ai, true, Some(0), false, None);
        assert_eq!(
            c,
            ViewerChange {
                viewer: None,
                curtain: None
            }
        );
    }
}
