//! Live and Let Die: the SVG board, the controls, the hand and the rules page.

mod board;
mod card;
mod choices;
mod controls;
mod geom;
mod hand;
mod map_art;
mod odds_text;
mod rules;

use crate::ui::reactive::memo;
use leptos::prelude::*;
use qbranch_engine::lald::Lald;

use super::{GameUi, PlayCtx};
use crate::ui::focus::{
    arrow_step, drop_unsafe, focus_next, keyboard, move_between_spaces, set_keyboard, Scope,
};
use board::Board;
use choices::{buttons, taps, targeted, Aim, TapKind};
use controls::Controls;
use hand::Hand;

/// Where the keyboard's focus may rest by default: a highlighted space, or a button that
/// neither rolls dice nor ends something.
const FOCUS: Scope = Scope {
    taps: ".lald .tap",
    safe: ".lald .tap, .lald .lald-btn:not([data-dice]):not([data-final])",
    prompt: ".lald [data-testid=prompt]",
};

impl GameUi for Lald {
    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        let aim = crate::ui::reactive::state(Aim::Nothing);
        let taps_m = memo(move || ctx.choices.with(|c| ctx.view.with(|v| taps(c, v))));
        let buttons_m = memo(move || ctx.choices.with(|c| buttons(c)));
        let targeted_m = memo(move || ctx.choices.with(|c| targeted(c)));
        // Derived, not memos: only the prompt's text reads them.
        let has_steps = crate::ui::reactive::memo(move || {
            taps_m.with(|t| t.iter().any(|t| t.kind == TapKind::Step))
        });
        let has_choices = crate::ui::reactive::memo(move || ctx.choices.with(|c| !c.is_empty()));

        // Keyboard players keep their place (same rules as You Only Live Twice): after an
        // action taken with the keyboard, focus goes to the first highlighted space, else to
        // a button that rolls no dice and ends nothing, else to the prompt.
        crate::games::effect_of(Box::new(move || {
            ctx.choices.track();
            if !keyboard() {
                request_animation_frame(move || {
                    request_animation_frame(|| {
                        drop_unsafe(".lald .lald-btn[data-dice], .lald .lald-btn[data-final]")
                    })
                });
                return;
            }
            request_animation_frame(move || request_animation_frame(|| focus_next(FOCUS)));
        }));
        crate::games::effect_of(Box::new(move || {
            ctx.choices.track();
            aim.set(Aim::Nothing);
        }));

        let act = ctx.act;
        // Strings, as the other games' root attributes are (empty: nobody to act).
        let phase = move || ctx.view.with(|v| v.phase.to_string());
        let to_act = move || ctx.to_act.get().map(|s| s.to_string()).unwrap_or_default();
        view! {
            <div
                class="lald"
                data-testid="lald"
                data-phase=phase
                data-to-act=to_act
                on:keydown=move |e: web_sys::KeyboardEvent| {
                    let key = e.key();
                    if key == "Enter" || key == " " {
                        set_keyboard(true);
                    } else if let Some(step) = arrow_step(&key) {
                        if move_between_spaces(FOCUS, step) {
                            e.prevent_default();
                        }
                    }
                }
                on:pointerdown=move |_| set_keyboard(false)
            >
                <div class="lald-layout" class:crowded=move || buttons_m.with(|b| b.len() >= 3)>
                    <div class="lald-map">
                        <Board
                            view=ctx.view
                            taps=taps_m
                            aim=aim
                            targeted=targeted_m
                            recent=ctx.recent
                            on_tap=act
                        />
                    </div>
                    <div class="lald-controls">
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
                    <div class="lald-hand">
                        <Hand view=ctx.view/>
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
