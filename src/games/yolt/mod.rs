//! You Only Live Twice: the SVG board, the controls, the status sheets and the rules page.

mod board;
mod choices;
mod controls;
mod geom;
mod heli;
mod lines;
mod odds_text;
mod rules;
mod sheets;
mod spaces;
mod summary_table;
mod terrain;

use crate::ui::reactive::memo;
use leptos::prelude::*;
use qbranch_engine::yolt::Yolt;

use super::{GameUi, PlayCtx};
use crate::ui::focus::{
    arrow_step, focus_el, focus_next, keyboard, move_between_spaces, set_keyboard, Scope,
};
use board::Board;
use choices::{buttons, quick_turn_spaces, taps, targeted_pieces, Aim};
use controls::Controls;
use sheets::StatusSheets;

/// Where the keyboard's focus may rest by default: a highlighted space, or a button that
/// neither rolls dice nor ends the move.
const FOCUS: Scope = Scope {
    taps: ".yolt .tap",
    safe: ".yolt .tap, .yolt .yolt-btn:not([data-dice]):not([data-final])",
    prompt: ".yolt [data-testid=prompt]",
};

/// Where a watched focus may stay: a safe place, or the prompt it was given.
const SETTLED: &str =
    ".yolt .tap, .yolt .yolt-btn:not([data-dice]):not([data-final]), .yolt [data-testid=prompt]";

/// How long, in frames, the focus is watched after a keyboard action (the board redraws its
/// spaces a few frames after the move, as the piece glides, which drops the focus).
const FOCUS_WATCH_FRAMES: u32 = 40;

/// Watch the focus for a few frames after a keyboard action: whenever it is lost (to the
/// page) or rests on a roll, move it (see [`focus_next`]). The watch ends as soon as the player
/// moves the focus themselves (it is then on an element the watch did not leave it on), or
/// once it has put the focus on a highlighted space.
fn keep_focus(frames_left: u32, left_on: Option<web_sys::Element>) {
    request_animation_frame(move || {
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
        if on(FOCUS.taps) {
            return;
        }
        // The new position's first highlighted space comes first, even when the focus rests
        // on a button element the view kept for one of the new choices, and even when the
        // spaces are drawn a few frames after the choices (a busy machine).
        if let Some(tap) = doc.query_selector(FOCUS.taps).ok().flatten() {
            focus_el(&tap);
            return;
        }
        if !on(SETTLED) {
            focus_next(FOCUS);
        }
        if frames_left > 0 {
            keep_focus(frames_left - 1, doc.active_element());
        }
    });
}

impl GameUi for Yolt {
    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        let aim = crate::ui::reactive::state(Aim::Nothing);
        let taps_m = memo(move || ctx.choices.with(|c| ctx.view.with(|v| taps(c, v))));
        let buttons_m = memo(move || ctx.choices.with(|c| ctx.view.with(|v| buttons(c, v))));
        let targeted = memo(move || ctx.choices.with(|c| targeted_pieces(c)));
        let quick = memo(move || ctx.choices.with(|c| quick_turn_spaces(c)));
        // Derived, not memos: only the prompt's text reads them.
        let has_steps = crate::ui::reactive::memo(move || {
            taps_m.with(|t| t.iter().any(|t| t.kind == choices::TapKind::Step))
        });
        let has_choices = crate::ui::reactive::memo(move || ctx.choices.with(|c| !c.is_empty()));

        // Keyboard players keep their place: after an action taken with the keyboard, focus
        // moves to the first highlighted space of the new position, else to a button that
        // rolls no dice and ends nothing, else to the prompt above the buttons — never by
        // default onto a roll or a move that cannot be taken back (issue 11).
        crate::games::effect_of(Box::new(move || {
            ctx.choices.track();
            if !keyboard() {
                return;
            }
            keep_focus(FOCUS_WATCH_FRAMES, None);
        }));
        // A new position: nothing stays aimed at.
        crate::games::effect_of(Box::new(move || {
            ctx.choices.track();
            aim.set(Aim::Nothing);
        }));

        let act = ctx.act;
        view! {
            <div
                class="yolt"
                data-testid="yolt"
                // In the capture phase: the flag is up before a space's own Enter handler plays
                // the move (its effects run as soon as that handler returns).
                on:keydown:capture=move |e: web_sys::KeyboardEvent| {
                    let key = e.key();
                    if key == "Enter" || key == " " {
                        set_keyboard(true);
                    } else if let Some(step) = arrow_step(&key) {
                        // Arrow keys move between the highlighted spaces of the map.
                        if move_between_spaces(FOCUS, step) {
                            e.prevent_default();
                        }
                    }
                }
                on:pointerdown=move |_| set_keyboard(false)
            >
                <div class="yolt-layout">
                    <div class="yolt-map">
                        <Board
                            view=ctx.view
                            taps=taps_m
                            aim=aim
                            targeted=targeted
                            quick=quick
                            recent=ctx.recent
                            on_tap=act
                        />
                    </div>
                    <div class="yolt-controls">
                        <Controls
                            view=ctx.view
                            viewer=ctx.viewer
                            buttons=buttons_m
                            has_steps=has_steps
                            has_choices=has_choices
                            recent=ctx.recent
                            act=act
                            aim=aim
                        />
                    </div>
                    <StatusSheets view=ctx.view/>
                </div>
            </div>
        }
        .into_any()
    }

    fn rules_view() -> AnyView {
        rules::rules().into_any()
    }
}
