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

use leptos::prelude::*;
use qbranch_engine::yolt::Yolt;

use super::{GameUi, PlayCtx};
use board::Board;
use choices::{buttons, quick_turn_spaces, taps, targeted_pieces, Aim};
use controls::Controls;
use sheets::StatusSheets;

/// Focus an element of the page (HTML or SVG alike).
fn focus_el(el: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    if let Some(f) = js_sys::Reflect::get(el, &"focus".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call0(el);
    }
}

/// Where the keyboard's focus may rest by default: a highlighted space, or a button that
/// neither rolls dice nor ends the move.
const SAFE_FOCUS: &str = ".yolt .tap, .yolt .yolt-btn:not([data-dice]):not([data-final])";

/// After an action taken with the keyboard: keep the focus where it safely is, or move it to
/// the first highlighted space, a safe button, or the prompt.
fn focus_next() {
    let doc = document();
    let safe_now = doc
        .active_element()
        .filter(|e| e.is_connected())
        .and_then(|e| e.matches(SAFE_FOCUS).ok())
        .unwrap_or(false);
    if safe_now {
        return;
    }
    let next = doc
        .query_selector(".yolt .tap")
        .ok()
        .flatten()
        .or_else(|| doc.query_selector(SAFE_FOCUS).ok().flatten())
        .or_else(|| {
            doc.query_selector(".yolt [data-testid=prompt]")
                .ok()
                .flatten()
        });
    if let Some(el) = next {
        focus_el(&el);
    }
}

/// +1 for the next highlighted space, -1 for the previous one.
fn arrow_step(key: &str) -> Option<i32> {
    match key {
        "ArrowRight" | "ArrowDown" => Some(1),
        "ArrowLeft" | "ArrowUp" => Some(-1),
        _ => None,
    }
}

/// Move the focus from a highlighted space to the next or previous one (wrapping round);
/// false when the focus is not on a highlighted space.
fn move_between_spaces(step: i32) -> bool {
    let doc = document();
    let Some(active) = doc.active_element() else {
        return false;
    };
    if !active.matches(".yolt .tap").unwrap_or(false) {
        return false;
    }
    let Ok(list) = doc.query_selector_all(".yolt .tap") else {
        return false;
    };
    let n = list.length() as i32;
    let here = (0..n).find(|&i| {
        list.item(i as u32)
            .is_some_and(|node| node.is_same_node(Some(active.as_ref())))
    });
    let Some(here) = here else {
        return false;
    };
    let next = (here + step).rem_euclid(n);
    if let Some(el) = list
        .item(next as u32)
        .and_then(|node| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(node).ok())
    {
        focus_el(&el);
    }
    true
}

impl GameUi for Yolt {
    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        let aim = RwSignal::new(Aim::Nothing);
        let taps_m = Memo::new(move |_| ctx.choices.with(|c| ctx.view.with(|v| taps(c, v))));
        let buttons_m = Memo::new(move |_| ctx.choices.with(|c| ctx.view.with(|v| buttons(c, v))));
        let targeted = Memo::new(move |_| ctx.choices.with(|c| targeted_pieces(c)));
        let quick = Memo::new(move |_| ctx.choices.with(|c| quick_turn_spaces(c)));
        let has_steps =
            Memo::new(move |_| taps_m.with(|t| t.iter().any(|t| t.kind == choices::TapKind::Step)));
        let has_choices = Memo::new(move |_| ctx.choices.with(|c| !c.is_empty()));

        // Keyboard players keep their place: after an action taken with the keyboard, focus
        // moves to the first highlighted space of the new position, else to a button that
        // rolls no dice and ends nothing, else to the prompt above the buttons — never by
        // default onto a roll or a move that cannot be taken back (issue 11).
        let keyboard = StoredValue::new(false);
        Effect::new(move |_| {
            ctx.choices.track();
            if !keyboard.get_value() {
                return;
            }
            // Two frames: the new position's spaces and buttons are in the page by then.
            request_animation_frame(move || request_animation_frame(focus_next));
        });
        // A new position: nothing stays aimed at.
        Effect::new(move |_| {
            ctx.choices.track();
            aim.set(Aim::Nothing);
        });

        let act = ctx.act;
        view! {
            <div
                class="yolt"
                data-testid="yolt"
                on:keydown=move |e: web_sys::KeyboardEvent| {
                    let key = e.key();
                    if key == "Enter" || key == " " {
                        keyboard.set_value(true);
                    } else if let Some(step) = arrow_step(&key) {
                        // Arrow keys move between the highlighted spaces of the map.
                        if move_between_spaces(step) {
                            e.prevent_default();
                        }
                    }
                }
                on:pointerdown=move |_| keyboard.set_value(false)
            >
                <div class="yolt-layout">
                    <div class="yolt-map">
                        <Board
                            view=ctx.view
                            taps=taps_m.into()
                            aim=aim.into()
                            targeted=targeted.into()
                            quick=quick.into()
                            recent=ctx.recent
                            on_tap=act
                        />
                    </div>
                    <div class="yolt-controls">
                        <Controls
                            view=ctx.view
                            viewer=ctx.viewer
                            buttons=buttons_m.into()
                            has_steps=has_steps.into()
                            has_choices=has_choices.into()
                            recent=ctx.recent
                            act=act
                            aim=aim
                        />
                    </div>
                    <div class="yolt-sheets">
                        <StatusSheets view=ctx.view/>
                    </div>
                </div>
            </div>
        }
        .into_any()
    }

    fn rules_view() -> AnyView {
        rules::rules().into_any()
    }
}
