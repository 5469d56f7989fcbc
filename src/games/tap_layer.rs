//! The highlighted spaces of a chase game's board (You Only Live Twice, Live and Let Die): one
//! layer of markup, redrawn whole when the spaces change, with one click and one keydown
//! handler for all of them. Each space is a button (`role="button"`, in the tab order, Enter
//! or Space takes it) whose `data-tap` is its index among the game's taps. (A view per space,
//! with its own two closures, compiled to a few KB of wasm in each game.)

use std::fmt::Display;

use leptos::ev;
use leptos::prelude::*;

use crate::markup::esc;

/// One highlighted space, as markup: `kind` its classes (`tap step`), `inner` its circles.
pub fn tap_html(
    h: &mut String,
    index: usize,
    kind: &str,
    label: &str,
    space: impl Display,
    inner: &str,
) {
    h.push_str(&format!(
        r#"<g class="{kind}" role="button" tabindex="0" aria-label="{label}" data-testid="tap" data-space="{space}" data-tap="{index}"><title>{label}</title>{inner}</g>"#,
        label = esc(label)
    ));
}

/// The element an event happened in (`None` for a text node's or the window's events).
pub fn target_element(target: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    target?.dyn_into().ok()
}

/// The `attr` attribute of the element an event happened in, or of its nearest ancestor that
/// has one: how a board's one delegated handler finds what was tapped (the race board reads
/// `data-pick` with it too).
pub fn tapped(target: Option<web_sys::EventTarget>, attr: &str) -> Option<String> {
    let el = target_element(target)?;
    el.closest(&format!("[{attr}]")).ok()??.get_attribute(attr)
}

/// The index of the highlighted space an event happened in.
fn tap_index(target: Option<web_sys::EventTarget>) -> Option<usize> {
    tapped(target, "data-tap")?.parse().ok()
}

/// The highlighted space a click was on.
pub fn tap_click(e: &ev::MouseEvent) -> Option<usize> {
    tap_index(e.target())
}

/// The highlighted space taken with Enter or Space (which also marks the keyboard as the
/// player's way in, see `focus::set_keyboard`, and keeps the key from scrolling the page).
pub fn tap_key(e: &ev::KeyboardEvent) -> Option<usize> {
    if e.key() != "Enter" && e.key() != " " {
        return None;
    }
    let i = tap_index(e.target())?;
    e.prevent_default();
    super::focus::set_keyboard(true);
    Some(i)
}

/// One layer of a board, found by `find` once the board is in the page, kept up to date by an
/// effect: `html` is drawn again whenever what it reads changes, and set only when it differs
/// from what is shown (so a focused element in an unchanged layer keeps its focus).
pub fn markup_layer(
    find: Box<dyn Fn() -> Option<web_sys::Element>>,
    html: Box<dyn Fn() -> String>,
) {
    let shown = std::cell::RefCell::new(None::<String>);
    super::effect_of(Box::new(move || {
        let Some(g) = find() else { return };
        let h = html();
        let mut shown = shown.borrow_mut();
        if shown.as_deref() != Some(h.as_str()) {
            g.set_inner_html(&h);
            *shown = Some(h);
        }
    }));
}

/// The layer of highlighted spaces: `html` draws them (see [`tap_html`]); `on_tap` gets the
/// index of the one tapped, or taken with Enter or Space (which also marks the keyboard as
/// the player's way in, see `focus::set_keyboard`).
pub fn tap_layer(html: Box<dyn Fn() -> String + Send + Sync>, on_tap: Callback<usize>) -> AnyView {
    view! {
        <g class="taps" inner_html=html
            on:click=move |e| {
                if let Some(i) = tap_click(&e) {
                    on_tap.run(i);
                }
            }
            on:keydown=move |e| {
                if let Some(i) = tap_key(&e) {
                    on_tap.run(i);
                }
            }>
        </g>
    }
    .into_any()
}
