//! Replay of any game, finished or not: step forward and back, jump to start and end. The
//! board shows the public view (`Game::view(None)`) at each step.

use std::cell::RefCell;

use leptos::ev;
use leptos::leptos_dom::helpers::IntervalHandle;
use leptos::prelude::*;
use qbranch_engine::{DynReplay, DynSession, Outcome, Seat};

use super::motif::PlayHead;
use super::session::{last_roll, log_lines, log_start, open_save};
use super::side_panel::SidePanel;
use crate::games::{screens, to_act_of, BoardCtx};
use crate::saves::format::{SaveFile, SeatSpec};
use crate::saves::import_export::outcome_text;
use crate::ui::reactive::{kept, memo, state, Kept, State};

#[component]
pub fn ReplayRoute(id: String) -> impl IntoView {
    open_save(id, replay_screen)
}

fn replay_screen(save: SaveFile, session: Box<dyn DynSession>) -> AnyView {
    let info = session.info();
    let ui = screens(info.id);
    let total = session.len();
    let replayer = match session.replay() {
        Ok(r) => r,
        Err(e) => {
            return view! { <super::damaged::DamagedSave id=save.id.clone() reason=e.to_string()/> }
                .into_any()
        }
    };
    let replayer: StoredValue<RefCell<Box<dyn DynReplay>>, LocalStorage> =
        StoredValue::new_local(RefCell::new(replayer));
    let session = kept(session);
    let seats = kept(save.seats.clone());
    provide_context(crate::games::SeatNames(
        save.seats.iter().map(|s| s.name.clone()).collect(),
    ));
    let steps = Steps::new(total);
    on_cleanup(move || steps.stop());
    step_by_keys(steps);

    let step = steps.step;
    let shown = memo(move || {
        let n = step.get();
        let t0 = super::metrics::now_ms();
        let shown = replayer.with_value(|r| r.borrow_mut().snapshot_at(n));
        super::metrics::record("qbranchReplayStepMs", super::metrics::now_ms() - t0);
        shown
    });
    let ctx = BoardCtx {
        shown,
        viewer: memo(|| None),
        live: memo(|| false),
        act: Callback::new(|_| {}),
    };
    let roll = memo(move || {
        let n = step.get();
        session.with_value(|s| last_roll(s.as_ref(), n))
    });
    let log_all = state(false);
    let log = memo(move || {
        let n = step.get();
        let from = log_start(n, log_all.get());
        session.with_value(|s| seats.with_value(|seats| log_lines(s.as_ref(), from, n, seats)))
    });
    let status = memo(move || {
        let head = format!("Move {} of {total}", step.get());
        shown.with(|s| seats.with_value(|seats| status_line(head, &s.outcome, s.to_act, seats)))
    });
    view! {
        <div class="play replay" data-testid="replay">
            <header class="play-head">
                <PlayHead game=format!("Replay · {}", info.name) name=save.name/>
            </header>
            // Focusable scroll container (axe: scrollable-region-focusable).
            <div class="board-area" tabindex="0" role="region" aria-label="Board">{ui.board(ctx)}</div>
            <aside class="side-area">
                <SidePanel
                    seats=save.seats
                    to_act=to_act_of(shown)
                    status=status
                    thinking=memo(|| false)
                    fast=None
                    roll=roll
                    log=log
                    latest=step.into()
                    log_all=log_all
                />
            </aside>
            <div class="bar-area">
                <ReplayBar steps=steps id=save.id finished=save.finished/>
            </div>
        </div>
    }
    .into_any()
}

/// "Move 12 of 40 · Ann to play", "Move 40 of 40 · game over: Ann won".
fn status_line(
    head: String,
    outcome: &Option<Outcome>,
    to_act: Option<Seat>,
    seats: &[SeatSpec],
) -> String {
    match (outcome, to_act) {
        (Some(o), _) => format!("{head} · game over: {}", outcome_text(o, seats)),
        (None, Some(t)) => format!(
            "{head} · {} to play",
            seats.get(t).map(|x| x.name.as_str()).unwrap_or("")
        ),
        (None, None) => head,
    }
}

/// Autoplay's pace: a move at a time, slow enough to follow.
const REPLAY_STEP_MS: u64 = 700;

/// The move shown (0 ..= `total`) and autoplay, which steps on one move every
/// [`REPLAY_STEP_MS`], from the start when pressed at the end.
#[derive(Clone, Copy)]
struct Steps {
    step: State<usize>,
    total: usize,
    playing: State<bool>,
    timer: Kept<Option<IntervalHandle>>,
}

impl Steps {
    fn new(total: usize) -> Steps {
        Steps {
            step: state(total),
            total,
            playing: state(false),
            timer: kept(None),
        }
    }

    /// Show move `n` (clamped to the game).
    fn go(self, n: isize) {
        let n = n.clamp(0, self.total as isize) as usize;
        if self.step.get_untracked() != n {
            self.step.set(n);
        }
    }

    /// Move by `by` from the move shown.
    fn go_by(self, by: isize) {
        if let Some(n) = self.step.try_get_untracked() {
            self.go(n as isize + by);
        }
    }

    fn stop(self) {
        if let Some(Some(h)) = self.timer.try_get_value() {
            h.clear();
            self.timer.set_value(None);
        }
        self.playing.try_set(false);
    }

    fn start(self) {
        if self.step.get_untracked() >= self.total {
            self.go(0);
        }
        let handle = set_interval_with_handle(
            move || match self.step.try_get_untracked() {
                Some(n) if n >= self.total => self.stop(),
                Some(_) => self.go_by(1),
                None => {}
            },
            std::time::Duration::from_millis(REPLAY_STEP_MS),
        )
        .ok();
        self.timer.set_value(handle);
        self.playing.set(true);
    }
}

/// Arrow keys, Home and End step through the game (except while typing).
fn step_by_keys(steps: Steps) {
    let keys = window_event_listener(ev::keydown, move |e: web_sys::KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        let typing = crate::ui::tap::target_element(e.target())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if typing {
            return;
        }
        match e.key().as_str() {
            "ArrowLeft" => steps.go_by(-1),
            "ArrowRight" => steps.go_by(1),
            "Home" => steps.go(0),
            "End" => steps.go(steps.total as isize),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// The replay's bar: step and jump buttons, the slider and count, autoplay, and the ways out.
#[component]
fn ReplayBar(steps: Steps, id: String, finished: bool) -> impl IntoView {
    let (step, total) = (steps.step, steps.total);
    let at_start = Signal::derive(move || step.get() == 0);
    let at_end = Signal::derive(move || step.get() == total);
    view! {
        <nav class="action-bar replay-bar" aria-label="Replay">
            <Transport label="Jump to the start" d="M30 20 V80 M78 20 L38 50 L78 80 Z"
                off=at_start go=Callback::new(move |_| steps.go(0))/>
            <Transport label="Step back" testid="step-back" d="M72 20 L32 50 L72 80 Z"
                off=at_start go=Callback::new(move |_| steps.go_by(-1))/>
            <label class="replay-slider">
                <span class="visually-hidden">"Move"</span>
                <input type="range" min="0" max=total.to_string()
                    prop:value=move || step.get().to_string()
                    on:input=move |e| steps.go(event_target_value(&e).parse::<isize>().unwrap_or(0))/>
                <span class="replay-count" data-testid="replay-count">
                    {move || format!("{} / {total}", step.get())}
                </span>
            </label>
            <Transport label="Step forward" testid="step-forward" d="M28 20 L68 50 L28 80 Z"
                off=at_end go=Callback::new(move |_| steps.go_by(1))/>
            <Transport label="Jump to the end" d="M70 20 V80 M22 20 L62 50 L22 80 Z"
                off=at_end go=Callback::new(move |_| steps.go(total as isize))/>
            <button type="button" class="btn" data-testid="autoplay"
                aria-pressed=move || steps.playing.get().to_string()
                on:click=move |_| if steps.playing.get_untracked() { steps.stop() } else { steps.start() }>
                {move || if steps.playing.get() { "Pause" } else { "Play" }}
            </button>
            {(!finished).then(|| view! {
                <a class="btn primary" href=format!("#/play/{id}")>"Back to the game"</a>
            })}
            <a class="btn ghost" href="#/saves">"Saved games"</a>
        </nav>
    }
}

/// One of the replay bar's step buttons, its icon drawn (so it never depends on a font having
/// the glyph), disabled while `off`.
#[component]
fn Transport(
    label: &'static str,
    #[prop(optional)] testid: Option<&'static str>,
    d: &'static str,
    off: Signal<bool>,
    go: Callback<()>,
) -> impl IntoView {
    view! {
        <button type="button" class="btn" aria-label=label data-testid=testid disabled=off
            on:click=move |_| go.run(())>
            <svg class="icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                <path d=d></path>
            </svg>
        </button>
    }
}
