//! The James Bond CCG at the table, both rule sets (Basic, `ccg`; Licence to Kill,
//! `ccg-ltk`) in one module: the rule set decides what shows (the face-up Plot Pile and the
//! goal in Basic; face-down Plots, the Plot deck and dice in Licence to Kill). Every component
//! sees only the viewer's view, so another seat's hand and face-down Plots are never in the page.

mod board;
mod card;
mod compose;
mod controls;
pub mod decks;
mod names;
mod rules;
mod seat;
mod setup;
mod zoom;

use leptos::prelude::*;
use qbranch_engine::ccg::view::CcgView;
use qbranch_engine::ccg::window::Contest;
use qbranch_engine::ccg::{Ccg, CcgAction, CcgEvent, CcgLtk, CcgSetup, Variant};

use super::{GameUi, PlayCtx};
use crate::ui::focus::{focus_next, keyboard, set_keyboard, Scope};
use crate::ui::reactive::{memo, state, State};
use board::Table;
use zoom::{Zoom, ZoomDialog};

/// A CCG rule set's screens: everything but the variant is shared.
pub trait CcgGame:
    GameUi<View = CcgView, Action = CcgAction, Event = CcgEvent, Setup = CcgSetup>
{
    const VARIANT: Variant;
}

impl CcgGame for Ccg {
    const VARIANT: Variant = Variant::Basic;
}
impl CcgGame for CcgLtk {
    const VARIANT: Variant = Variant::Ltk;
}

fn contest_kind(v: &CcgView) -> &'static str {
    match v.window.as_ref().map(|w| &w.contest) {
        Some(Contest::HenchmanAttack { .. }) => "attack",
        Some(Contest::Duel { .. }) => "duel",
        Some(Contest::Assignment { .. }) => "assignment",
        None => "",
    }
}

/// Where the keyboard's focus goes after an action taken by keyboard: the Pass button in a
/// response window, else the first button that neither sends, attacks, discards nor ends a
/// step, else the prompt.
const FOCUS: Scope = Scope {
    taps: ".ccg [data-testid=ccg-action][data-kind=pass]",
    safe: ".ccg [data-testid=ccg-action]:not([data-kind=assign]):not([data-kind=attack]):not([data-kind=discard]):not([data-kind=done])",
    prompt: ".ccg [data-testid=prompt]",
};

/// Both rule sets' play view: the types are the same, so the generic entry only hands over the
/// context and the variant, and the view itself is compiled once.
fn play<G: CcgGame>(ctx: PlayCtx<G>) -> AnyView {
    let same = PlayCtx::<Ccg> {
        view: ctx.view,
        viewer: ctx.viewer,
        to_act: ctx.to_act,
        choices: ctx.choices,
        act: ctx.act,
        recent: ctx.recent,
        recap: ctx.recap,
    };
    play_variant(same, G::VARIANT)
}

fn play_variant(ctx: PlayCtx<Ccg>, variant: Variant) -> AnyView {
    Effect::new(move || {
        ctx.choices.track();
        if keyboard() {
            request_animation_frame(move || request_animation_frame(|| focus_next(FOCUS)));
        }
    });
    let zoom = state(None::<(String, Option<qbranch_engine::ccg::Uid>)>);
    provide_context(Zoom(zoom));
    let view = ctx.view;
    // The cards a tap on the table chooses (not zooms) while composing an action.
    let eligible = memo(move || {
        ctx.choices.with(|c| {
            let items: Vec<CcgAction> = c.iter().map(|c| c.action.clone()).collect();
            view.with(|v| compose::eligible(v, &items))
        })
    });
    let pick = compose::Pick {
        eligible,
        last: state(None),
    };
    let step = move || view.with(|v| step_attr(v.step));
    let data_turn = move || view.with(|v| v.turn.to_string());
    let data_seat = move || view.with(|v| v.seat.to_string());
    let to_act = move || ctx.to_act.get().map(|s| s.to_string()).unwrap_or_default();
    let viewer = move || ctx.viewer.get().map(|s| s.to_string()).unwrap_or_default();
    let window = move || view.with(contest_kind);
    let choices = move || ctx.choices.with(|c| c.len().to_string());
    let variant_attr = match variant {
        Variant::Basic => "basic",
        Variant::Ltk => "ltk",
    };
    view! {
        <div
            class="ccg"
            data-testid="ccg"
            data-variant=variant_attr
            data-step=step
            data-turn=data_turn
            data-seat=data_seat
            data-to-act=to_act
            data-viewer=viewer
            data-window=window
            data-choices=choices
            on:keydown=move |e: web_sys::KeyboardEvent| {
                let key = e.key();
                if key == "Enter" || key == " " {
                    set_keyboard(true);
                }
            }
            on:pointerdown=move |_| set_keyboard(false)
        >
            <ZoomDialog variant=variant choices=ctx.choices act=ctx.act/>
            <Table view=view to_act=ctx.to_act choices=ctx.choices act=ctx.act pick=pick/>
        </div>
    }
    .into_any()
}

impl GameUi for Ccg {
    /// A fan of three cards; the top one bears a gun-barrel dot.
    const EMBLEM: &'static str = r#"<g><rect x="38" y="30" width="34" height="50" rx="4" transform="rotate(-18 55 80)" class="em-white"></rect><rect x="38" y="30" width="34" height="50" rx="4" transform="rotate(0 55 80)" class="em-red"></rect><rect x="38" y="30" width="34" height="50" rx="4" transform="rotate(18 55 80)" class="em-gold"></rect><circle cx="68" cy="56" r="8" transform="rotate(18 55 80)" class="em-ink"></circle><circle cx="68" cy="56" r="3" transform="rotate(18 55 80)" class="em-white"></circle></g>"#;

    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        play(ctx)
    }
    fn rules_view() -> AnyView {
        rules::rules(Variant::Basic).into_any()
    }
    fn setup_view(setup: State<CcgSetup>) -> Option<AnyView> {
        Some(setup::setup_view(Variant::Basic, setup))
    }
    fn decks_view() -> Option<AnyView> {
        Some(view! { <decks::DeckBuilder variant=Variant::Basic/> }.into_any())
    }
}

impl GameUi for CcgLtk {
    /// A face-down plot card and a die.
    const EMBLEM: &'static str = r#"<g><rect x="28" y="30" width="36" height="52" rx="4" transform="rotate(-10 46 56)" class="em-red"></rect><path d="M34 40 L58 70 M58 40 L34 70" transform="rotate(-10 46 56)" class="em-ink-stroke"></path><rect x="62" y="54" width="30" height="30" rx="5" transform="rotate(12 77 69)" class="em-white"></rect><g transform="rotate(12 77 69)" class="em-ink"><circle cx="70" cy="61" r="3"></circle><circle cx="77" cy="69" r="3"></circle><circle cx="84" cy="77" r="3"></circle></g></g>"#;

    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        play(ctx)
    }
    fn rules_view() -> AnyView {
        rules::rules(Variant::Ltk).into_any()
    }
    fn setup_view(setup: State<CcgSetup>) -> Option<AnyView> {
        Some(setup::setup_view(Variant::Ltk, setup))
    }
    fn decks_view() -> Option<AnyView> {
        Some(view! { <decks::DeckBuilder variant=Variant::Ltk/> }.into_any())
    }
}

/// The board's `data-step`: the step's name in lower case, run together.
fn step_attr(step: qbranch_engine::ccg::state::Step) -> &'static str {
    use qbranch_engine::ccg::state::Step;
    match step {
        Step::SetupPlot => "setupplot",
        Step::LtkStart => "ltkstart",
        Step::Draw => "draw",
        Step::Advance => "advance",
        Step::Develop => "develop",
        Step::Attack => "attack",
        Step::Briefing => "briefing",
        Step::Assignment => "assignment",
        Step::Discard => "discard",
    }
}

#[cfg(test)]
mod step_attr_tests {
    use super::step_attr;
    use qbranch_engine::ccg::state::Step;

    #[test]
    fn data_step_is_the_variant_name_in_lower_case() {
        for s in Step::ALL {
            assert_eq!(step_attr(s), format!("{s:?}").to_lowercase());
        }
    }
}
