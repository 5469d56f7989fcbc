//! Taps on the page as a delegated handler sees them: the element an event happened in, the
//! attribute that names what was tapped, and a board's highlighted spaces (each a
//! `role="button"` element in the tab order, whose `data-tap` is its index among the taps)
//! taken by a click or by Enter or Space.

use leptos::ev;

/// The element an event happened in (`None` for a text node's or the window's events).
pub fn target_element(target: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    target?.dyn_into().ok()
}

/// The `attr` attribute of the element an event happened in, or of its nearest ancestor that
/// has one: how a board's one delegated handler finds what was tapped.
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
