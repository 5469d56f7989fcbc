//! The action buttons of the chase games (You Only Live Twice, Live and Let Die) and their odds:
//! one button and one odds view, not generic, for both games; each game only fills in the
//! parts ([`ActionParts`]). Each game had its own copy of both, compiled separately.

use std::sync::Arc;

use leptos::prelude::*;
use qbranch_engine::Odds;

use super::odds_text::parts;
use crate::markup::esc;

/// The odds under an action, as markup (never tapped, redrawn with its button): a movement
/// roll as "spaces · chance" cells when `cells` has them, else each result with its
/// whole-percent chance.
pub fn odds_html(odds: &Odds, cells: Option<Vec<(String, u32)>>) -> String {
    let mut h = String::new();
    match cells {
        Some(cells) => {
            h.push_str(r#"<span class="odds dist" aria-hidden="true"><span class="dist-title">Spaces · chance</span><span class="dist-cells">"#);
            for (n, p) in cells {
                h.push_str(&format!(
                    r#"<span class="dist-cell"><span class="dist-n">{}</span><span class="dist-p">{p}%</span></span>"#,
                    esc(&n)
                ));
            }
            h.push_str("</span></span>");
        }
        None => {
            h.push_str(r#"<span class="odds" aria-hidden="true">"#);
            for p in parts(odds) {
                h.push_str(&format!(
                    "<span class=\"odd\">{} <strong>{}\u{a0}%</strong></span>",
                    esc(&p.label),
                    p.percent
                ));
            }
            h.push_str("</span>");
        }
    }
    h
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
    /// The odds under the label, as markup ("" for none).
    pub odds: String,
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
            inner_html=format!(r#"<span class="{label_class}">{}</span>{odds}"#, esc(&label))
        >
        </button>
    }
    .into_any()
}
