//! The action buttons of the chase games (You Only Live Twice, Live and Let Die) and their odds:
//! one button and one odds view, not generic, for both games; each game only fills in the
//! parts ([`ActionParts`]). Each game had its own copy of both, compiled separately.

use std::sync::Arc;

use leptos::prelude::*;
use qbranch_engine::Odds;

use super::odds_text::parts;

/// The odds under an action: a movement roll as "spaces · chance" cells when `cells` has
/// them, else each result with its whole-percent chance.
pub fn odds_view(odds: &Odds, cells: Option<Vec<(String, u32)>>) -> AnyView {
    match cells {
        Some(cells) => {
            let cells = cells
                .into_iter()
                .map(|(n, p)| {
                    view! {
                        <span class="dist-cell">
                            <span class="dist-n">{n}</span>
                            <span class="dist-p">{format!("{p}%")}</span>
                        </span>
                    }
                })
                .collect_view();
            view! {
                <span class="odds dist" aria-hidden="true">
                    <span class="dist-title">"Spaces · chance"</span>
                    <span class="dist-cells">{cells}</span>
                </span>
            }
            .into_any()
        }
        None => {
            let items = parts(odds)
                .into_iter()
                .map(|p| {
                    view! {
                        <span class="odd">
                            {p.label}" "<strong>{format!("{}\u{a0}%", p.percent)}</strong>
                        </span>
                    }
                })
                .collect_view();
            view! { <span class="odds" aria-hidden="true">{items}</span> }.into_any()
        }
    }
}

/// What a game puts into one action button.
pub struct ActionParts {
    /// The button's classes ("btn yolt-btn"), its label's class and its test id.
    pub class: &'static str,
    pub label_class: &'static str,
    pub testid: &'static str,
    /// The words on the button, and the whole sentence (with the chances) for screen readers.
    pub label: String,
    pub aria: String,
    /// The chances in words, as the tooltip ("" for none).
    pub title: String,
    pub primary: bool,
    /// The button plays a card (Live and Let Die's card variants), named in `data-card`.
    pub card: Option<String>,
    pub group: &'static str,
    /// Dice decide it (`data-dice`); it ends the turn (`data-final`).
    pub dice: bool,
    pub last: bool,
    pub odds: Option<AnyView>,
    /// Called with `true` when the button is pointed at or focused, `false` when left. Plain
    /// closures, not `Callback`s: those live in the reactive owner that made the button, which a
    /// click disposes of when the list is redrawn, before the gone button's blur comes in.
    pub on_aim: Arc<dyn Fn(bool) + Send + Sync>,
    pub on_click: Arc<dyn Fn() + Send + Sync>,
}

/// One action button.
pub fn action_button(p: ActionParts) -> AnyView {
    let ActionParts {
        class,
        label_class,
        testid,
        label,
        aria,
        title,
        primary,
        card,
        group,
        dice,
        last,
        odds,
        on_aim,
        on_click,
    } = p;
    let with_card = card.is_some();
    // Generic over the event, so one helper serves the focus and the mouse events.
    fn aim<E>(f: &Arc<dyn Fn(bool) + Send + Sync>, on: bool) -> impl Fn(E) + 'static {
        let f = f.clone();
        move |_| f(on)
    }
    view! {
        <button
            type="button"
            class=class
            class:primary=primary
            class:with-card=with_card
            data-testid=testid
            data-group=group
            data-card=card
            data-dice=dice.then_some("true")
            data-final=last.then_some("true")
            aria-label=aria
            title=title
            on:focus=aim(&on_aim, true)
            on:blur=aim(&on_aim, false)
            on:mouseenter=aim(&on_aim, true)
            on:mouseleave=aim(&on_aim, false)
            on:click=move |_| {
                on_aim(false);
                on_click();
            }
        >
            <span class=label_class>{label}</span>
            {odds}
        </button>
    }
    .into_any()
}
