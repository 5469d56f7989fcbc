//! The play view of a chase game: the map, the controls beside it and the game's third part
//! (the status sheets, the cards), with the keyboard's place kept from one decision to the next.

use leptos::prelude::*;

use super::choices::{self, Aim, TapKind};
use super::controls::{controls, ControlsParts};
use super::{BoardParts, Chase};
use crate::games::PlayCtx;
use crate::ui::focus::{
    arrow_step, drop_unsafe, focus_el, focus_next, keyboard, move_between_spaces, set_keyboard,
    Scope,
};
use crate::ui::reactive::{memo, state};

/// How long, in frames, the focus is watched after a keyboard action (the map redraws its
/// spaces a few frames after the move, which drops the focus).
const FOCUS_WATCH_FRAMES: u32 = 40;

fn scope<G: Chase>() -> Scope {
    let n = G::NAMES;
    Scope {
        taps: n.taps,
        safe: n.safe,
        prompt: n.prompt,
    }
}

/// Watch the focus for a few frames after a keyboard action: whenever it is lost (to the page)
/// or rests on a roll, move it (see [`focus_next`]). The watch ends as soon as the player moves
/// the focus themselves (it is then on an element the watch did not leave it on), or once it
/// has put the focus on a highlighted space.
fn keep_focus<G: Chase>(frames_left: u32, left_on: Option<web_sys::Element>) {
    request_animation_frame(move || {
        let n = G::NAMES;
        let doc = document();
        let active = doc.active_element().filter(|e| e.is_connected());
        let body = doc.body().map(web_sys::Element::from);
        let moved_by_player = match (&left_on, &active) {
            (Some(l), Some(a)) => a != l && Some(a) != body.as_ref(),
            _ => false,
        };
        if moved_by_player {
            return;
        }
        let on = |sel: &str| {
            active
                .as_ref()
                .and_then(|e| e.matches(sel).ok())
                .unwrap_or(false)
        };
        if on(n.taps) {
            return;
        }
        // The new position's first highlighted space comes first, even when the focus rests
        // on a button the view kept for one of the new choices, and even when the spaces are
        // drawn a few frames after the choices (a busy machine).
        if let Some(tap) = doc.query_selector(n.taps).ok().flatten() {
            focus_el(&tap);
            return;
        }
        if !on(n.settled) {
            focus_next(scope::<G>());
        }
        if frames_left > 0 {
            keep_focus::<G>(frames_left - 1, doc.active_element());
        }
    });
}

pub fn play_view<G: Chase>(ctx: PlayCtx<G>) -> AnyView {
    let aim = state(Aim::Nothing);
    let taps = memo(move || {
        ctx.choices
            .with(|c| ctx.view.with(|v| choices::taps::<G>(c, v)))
    });
    let buttons = memo(move || ctx.choices.with(|c| ctx.view.with(|v| G::buttons(c, v))));
    let targeted = memo(move || ctx.choices.with(|c| choices::targeted::<G>(c)));
    let has_steps = memo(move || taps.with(|t| t.iter().any(|t| t.kind == TapKind::Step)));
    let has_choices = memo(move || ctx.choices.with(|c| !c.is_empty()));

    // Keyboard players keep their place: after an action taken with the keyboard, the focus
    // goes to the first highlighted space of the new position, else to a button that rolls no
    // dice and ends nothing, else to the prompt — never by default onto a roll or a move that
    // cannot be taken back. After a pointer's tap, a button that rolls or ends gives up the
    // focus the tap left on it.
    Effect::new(move |_| {
        ctx.choices.track();
        if keyboard() {
            keep_focus::<G>(FOCUS_WATCH_FRAMES, None);
        } else {
            request_animation_frame(move || {
                request_animation_frame(move || drop_unsafe(G::NAMES.unsafe_buttons))
            });
        }
    });
    // A new position: nothing stays aimed at.
    Effect::new(move |_| {
        ctx.choices.track();
        aim.set(Aim::Nothing);
    });

    let phase = move || ctx.view.with(|v| G::phase(v).to_owned());
    let to_act = move || ctx.to_act.get().map(|s| s.to_string()).unwrap_or_default();
    let recap = memo(move || {
        let viewer = ctx.viewer.get();
        ctx.recap.with(|r| choices::recap_traces::<G>(r, viewer))
    });
    let board = G::board(BoardParts {
        view: ctx.view,
        choices: ctx.choices,
        taps,
        aim,
        targeted,
        recent: ctx.recent,
        recap,
        on_tap: ctx.act,
    });
    let controls = controls::<G>(ControlsParts {
        view: ctx.view,
        viewer: ctx.viewer,
        buttons,
        choices: ctx.choices,
        has_steps,
        has_choices,
        recent: ctx.recent,
        act: ctx.act,
        aim,
    });
    let n = G::NAMES;
    view! {
        <div
            class=n.root
            class:chase=true
            data-testid=n.root
            data-phase=phase
            data-to-act=to_act
            // In the capture phase: the flag is up before a space's own Enter handler plays
            // the move (its effects run as soon as that handler returns).
            on:keydown:capture=move |e: web_sys::KeyboardEvent| {
                let key = e.key();
                if key == "Enter" || key == " " {
                    set_keyboard(true);
                } else if let Some(step) = arrow_step(&key) {
                    // Arrow keys move between the highlighted spaces of the map.
                    if move_between_spaces(scope::<G>(), step) {
                        e.prevent_default();
                    }
                }
            }
            on:pointerdown=move |_| set_keyboard(false)
        >
            <div
                class=n.layout
                class:chase-layout=true
                class:crowded=move || buttons.with(|b| b.len() >= 3)
            >
                <div class=n.map class:chase-map=true>{board}</div>
                <div class=n.controls class:chase-controls=true>{controls}</div>
                <div class=n.beside class:chase-beside=true>{G::beside(ctx.view)}</div>
            </div>
        </div>
    }
    .into_any()
}
