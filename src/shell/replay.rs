//! Replay of any game, finished or not: step forward and back, jump to start and end. The
//! board shows the public view (`Game::view(None)`) at each step.

use crate::ui::reactive::memo;
use std::cell::RefCell;

use leptos::ev;
use leptos::prelude::*;
use qbranch_engine::{DynReplay, DynSession};

use super::session::{last_roll, log_lines, log_start, open_save};
use super::side_panel::SidePanel;
use crate::games::{screens, BoardCtx};
use crate::saves::format::SaveFile;
use crate::saves::import_export::outcome_text;

#[component]
pub fn ReplayRoute(id: String) -> impl IntoView {
    open_save(id, replay_screen)
}

fn replay_screen(save: SaveFile, session: Box<dyn DynSession>) -> AnyView {
    let info = session.info();
    let Some(ui) = screens(info.id) else {
        return view! { <p class="error">"This version cannot show that game."</p> }.into_any();
    };
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
    let session = crate::ui::reactive::kept(session);
    let seats = save.seats.clone();
    let seats_v = crate::ui::reactive::kept(seats.clone());
    provide_context(crate::games::SeatNames(
        seats.iter().map(|s| s.name.clone()).collect(),
    ));
    let step = crate::ui::reactive::state(total);
    let go = move |n: isize| {
        let n = n.clamp(0, total as isize) as usize;
        if step.get_untracked() != n {
            step.set(n);
        }
    };

    // Autoplay: one move every REPLAY_STEP_MS; from the start when pressed at the end.
    let playing = crate::ui::reactive::state(false);
    let timer = crate::ui::reactive::kept(None::<leptos::leptos_dom::helpers::IntervalHandle>);
    let stop = move || {
        if let Some(Some(h)) = timer.try_get_value() {
            h.clear();
            timer.set_value(None);
        }
        playing.try_set(false);
    };
    let start = move || {
        if step.get_untracked() >= total {
            go(0);
        }
        let handle = set_interval_with_handle(
            move || {
                let Some(n) = step.try_get_untracked() else {
                    return;
                };
                if n >= total {
                    stop();
                } else {
                    go(n as isize + 1);
                }
            },
            std::time::Duration::from_millis(REPLAY_STEP_MS),
        )
        .ok();
        timer.set_value(handle);
        playing.set(true);
    };
    on_cleanup(stop);

    let shown = memo(move || {
        let n = step.get();
        let t0 = super::metrics::now_ms();
        let shown = replayer.with_value(|r| r.borrow_mut().snapshot_at(n));
        super::metrics::record("qbranchReplayStepMs", super::metrics::now_ms() - t0);
        shown
    });
    let to_act = crate::games::to_act_of(shown);
    let ctx = BoardCtx {
        shown,
        viewer: crate::ui::reactive::memo(|| None),
        live: crate::ui::reactive::memo(|| false),
        act: Callback::new(|_| {}),
    };
    let roll = memo(move || {
        let n = step.get();
        session.with_value(|s| last_roll(s.as_ref(), n))
    });
    let log_all = crate::ui::reactive::state(false);
    let log = memo(move || {
        let n = step.get();
        let from = log_start(n, log_all.get());
        session.with_value(|s| seats_v.with_value(|seats| log_lines(s.as_ref(), from, n, seats)))
    });
    let status = memo(move || {
        let n = step.get();
        let head = format!("Move {n} of {total}");
        shown.with(|s| match &s.outcome {
            Some(o) => seats_v
                .with_value(|seats| format!("{head} · game over: {}", outcome_text(o, seats))),
            None => match s.to_act {
                Some(t) => seats_v.with_value(|seats| {
                    format!(
                        "{head} · {} to play",
                        seats.get(t).map(|x| x.name.as_str()).unwrap_or("")
                    )
                }),
                None => head,
            },
        })
    });

    // Arrow keys, Home and End step through the game (except while typing).
    let keys = window_event_listener(ev::keydown, move |e: web_sys::KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        let typing = crate::ui::tap::target_element(e.target())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if typing {
            return;
        }
        let Some(n) = step.try_get_untracked() else {
            return;
        };
        let n = n as isize;
        match e.key().as_str() {
            "ArrowLeft" => go(n - 1),
            "ArrowRight" => go(n + 1),
            "Home" => go(0),
            "End" => go(total as isize),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());

    // The bar's area: the bar in it is kept by this effect.
    let area = NodeRef::<leptos::html::Div>::new();
    Effect::new(move || {
        let (n, p) = (step.get(), playing.get());
        if let Some(el) = area
            .get()
            .and_then(|a| a.query_selector(".replay-bar").ok().flatten())
        {
            sync_bar(&el, n, total, p);
        }
    });

    let name = save.name.clone();
    let id = save.id.clone();
    let finished = save.finished;
    view! {
        <div class="play replay" data-testid="replay">
            <header class="play-head" inner_html=super::motif::play_head_markup(&format!("Replay · {}", info.name), &name)></header>
            // Focusable scroll container (axe: scrollable-region-focusable).
            <div class="board-area" tabindex="0" role="region" aria-label="Board">{ui.board(ctx)}</div>
            <aside class="side-area">
                <SidePanel
                    seats=seats
                    to_act=to_act
                    status=status
                    thinking=crate::ui::reactive::memo(|| false)
                    fast=None
                    roll=roll
                    log=log
                    latest=step.into()
                    log_all=log_all
                />
            </aside>
            <div class="bar-area" node_ref=area>
                <nav class="action-bar replay-bar" aria-label="Replay"
                    inner_html=bar_html(total, finished, &id)
                    on:click=move |e| {
                        let Some(n) = step.try_get_untracked() else { return };
                        let n = n as isize;
                        match data_go(e.target()).as_deref() {
                            Some("start") => go(0),
                            Some("back") => go(n - 1),
                            Some("fwd") => go(n + 1),
                            Some("end") => go(total as isize),
                            Some("play") => if playing.get_untracked() { stop() } else { start() },
                            _ => {}
                        }
                    }
                    on:input=move |e| go(event_target_value(&e).parse::<isize>().unwrap_or(0))>
                </nav>
            </div>
        </div>
    }
    .into_any()
}

/// Autoplay's pace: a move at a time, slow enough to follow.
const REPLAY_STEP_MS: u64 = 700;

/// The replay bar's buttons, slider and links; [`sync_bar`] keeps their state. The transport
/// icons are drawn, so they never depend on a font having the glyph.
fn bar_html(total: usize, finished: bool, id: &str) -> String {
    let b = |go: &str, label: &str, testid: &str, d: &str| {
        format!(
            r#"<button type="button" class="btn" aria-label="{label}"{testid} data-go="{go}"><svg class="icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d="{d}"></path></svg></button>"#
        )
    };
    let mut h = b(
        "start",
        "Jump to the start",
        "",
        "M30 20 V80 M78 20 L38 50 L78 80 Z",
    );
    h += &b(
        "back",
        "Step back",
        r#" data-testid="step-back""#,
        "M72 20 L32 50 L72 80 Z",
    );
    h += &format!(
        r#"<label class="replay-slider"><span class="visually-hidden">Move</span><input type="range" min="0" max="{total}"><span class="replay-count" data-testid="replay-count"></span></label>"#
    );
    h += &b(
        "fwd",
        "Step forward",
        r#" data-testid="step-forward""#,
        "M28 20 L68 50 L28 80 Z",
    );
    h += &b(
        "end",
        "Jump to the end",
        "",
        "M70 20 V80 M22 20 L62 50 L22 80 Z",
    );
    h += r#"<button type="button" class="btn" data-testid="autoplay" data-go="play"></button>"#;
    if !finished {
        h += &format!(
            r##"<a class="btn primary" href="#/play/{}">Back to the game</a>"##,
            crate::markup::esc(id)
        );
    }
    h += r##"<a class="btn ghost" href="#/saves">Saved games</a>"##;
    h
}

/// Bring the bar's buttons, slider and count up to move `n` of `total`, autoplay `playing`.
fn sync_bar(bar: &web_sys::Element, n: usize, total: usize, playing: bool) {
    for (go, off) in [
        ("start", n == 0),
        ("back", n == 0),
        ("fwd", n == total),
        ("end", n == total),
    ] {
        if let Ok(Some(el)) = bar.query_selector(&format!("[data-go={go}]")) {
            if off {
                el.set_attribute("disabled", "").ok();
            } else {
                el.remove_attribute("disabled").ok();
            }
        }
    }
    if let Ok(Some(el)) = bar.query_selector("input") {
        // The property, not the attribute: the slider's current value.
        js_sys::Reflect::set(&el, &"value".into(), &n.to_string().into()).ok();
    }
    if let Ok(Some(el)) = bar.query_selector(".replay-count") {
        el.set_text_content(Some(&format!("{n} / {total}")));
    }
    if let Ok(Some(el)) = bar.query_selector("[data-go=play]") {
        el.set_attribute("aria-pressed", if playing { "true" } else { "false" })
            .ok();
        el.set_text_content(Some(if playing { "Pause" } else { "Play" }));
    }
}

/// The `data-go` of the bar's button an event happened in.
fn data_go(target: Option<web_sys::EventTarget>) -> Option<String> {
    use wasm_bindgen::JsCast;
    let el: web_sys::Element = target?.dyn_into().ok()?;
    el.closest("[data-go]").ok()??.get_attribute("data-go")
}
