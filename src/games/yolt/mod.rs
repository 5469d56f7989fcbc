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
        // the first highlighted space (or the first button) of the new position.
        let keyboard = StoredValue::new(false);
        Effect::new(move |_| {
            ctx.choices.track();
            if !keyboard.get_value() {
                return;
            }
            request_animation_frame(move || {
                let doc = document();
                let lost = doc
                    .active_element()
                    .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
                if !lost {
                    return;
                }
                let next = doc
                    .query_selector(".yolt .tap")
                    .ok()
                    .flatten()
                    .or_else(|| doc.query_selector(".yolt .yolt-btn").ok().flatten());
                if let Some(el) = next {
                    // Works for HTML buttons and the SVG spaces alike.
                    use wasm_bindgen::JsCast;
                    if let Some(f) = js_sys::Reflect::get(&el, &"focus".into())
                        .ok()
                        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                    {
                        let _ = f.call0(&el);
                    }
                }
            });
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
                    if e.key() == "Enter" || e.key() == " " {
                        keyboard.set_value(true);
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
