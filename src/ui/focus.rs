//! Keyboard focus on a game's board, shared by the games: after an action taken with
//! the keyboard the focus goes to the first highlighted space, else to a button that neither
//! rolls dice nor ends the move, else to the prompt (never by default onto a roll or a move
//! that cannot be taken back); arrow keys move between the highlighted spaces.

/// Where one game's focusable parts are, as CSS selectors.
#[derive(Clone, Copy, Debug)]
pub struct Scope {
    /// The highlighted spaces (`.yolt .tap`).
    pub taps: &'static str,
    /// Where focus may rest by default: the highlighted spaces and the safe buttons.
    pub safe: &'static str,
    /// The prompt above the buttons.
    pub prompt: &'static str,
}

/// Focus an element of the page (HTML or SVG alike).
pub fn focus_el(el: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    if let Some(f) = js_sys::Reflect::get(el, &"focus".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        // Focusing can only fail on a detached element, which then needs nothing.
        f.call0(el).ok();
    }
}

/// After an action taken with the keyboard: keep the focus where it safely is, or move it to
/// the first highlighted space, a safe button, or the prompt.
pub fn focus_next(scope: Scope) {
    let doc = leptos::prelude::document();
    let safe_now = doc
        .active_element()
        .filter(|e| e.is_connected())
        .and_then(|e| e.matches(scope.safe).ok())
        .unwrap_or(false);
    if safe_now {
        return;
    }
    let next = doc
        .query_selector(scope.taps)
        .ok()
        .flatten()
        .or_else(|| doc.query_selector(scope.safe).ok().flatten())
        .or_else(|| doc.query_selector(scope.prompt).ok().flatten());
    if let Some(el) = next {
        focus_el(&el);
    }
}

/// After an action, or when a new decision comes: for a few frames (`frames_left`), while the
/// focus is adrift (lost to the page with the control that held it, or resting on the prompt),
/// put it on the first highlighted space of the decision, else its first safe control, else its
/// prompt. It stays wherever the player put it, and on any control it reached.
pub fn follow_decision(scope: Scope, frames_left: u32) {
    leptos::prelude::request_animation_frame(move || {
        let doc = leptos::prelude::document();
        let active = doc.active_element().filter(|e| e.is_connected());
        let on_prompt = active
            .as_ref()
            .is_some_and(|e| e.matches(scope.prompt).unwrap_or(false));
        let adrift = on_prompt || active.is_none() || active == doc.body().map(Into::into);
        if !adrift {
            return;
        }
        let first = |sel: &str| doc.query_selector(sel).ok().flatten();
        if let Some(el) = first(scope.taps).or_else(|| first(scope.safe)) {
            focus_el(&el);
            return;
        }
        if !on_prompt {
            if let Some(el) = first(scope.prompt) {
                focus_el(&el);
            }
        }
        if frames_left > 0 {
            follow_decision(scope, frames_left - 1);
        }
    });
}

/// +1 for the next highlighted space, -1 for the previous one.
pub fn arrow_step(key: &str) -> Option<i32> {
    match key {
        "ArrowRight" | "ArrowDown" => Some(1),
        "ArrowLeft" | "ArrowUp" => Some(-1),
        _ => None,
    }
}

/// Move the focus from a highlighted space to the next or previous one (wrapping round);
/// false when the focus is not on a highlighted space.
pub fn move_between_spaces(scope: Scope, step: i32) -> bool {
    let doc = leptos::prelude::document();
    let Some(active) = doc.active_element() else {
        return false;
    };
    if !active.matches(scope.taps).unwrap_or(false) {
        return false;
    }
    let Ok(list) = doc.query_selector_all(scope.taps) else {
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

/// Whether the player's latest action came from the keyboard. Kept outside any component,
/// so it survives the board being drawn afresh by the action it describes.
static KEYBOARD: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub fn set_keyboard(on: bool) {
    KEYBOARD.store(on, std::sync::atomic::Ordering::Relaxed);
}

pub fn keyboard() -> bool {
    KEYBOARD.load(std::sync::atomic::Ordering::Relaxed)
}

/// After an action taken with a pointer: a button that rolls dice or ends something gives up
/// the focus it kept from the click (a stray Enter must not roll again), or that a new button
/// inherited in its place.
pub fn drop_unsafe(unsafe_buttons: &'static str) {
    use wasm_bindgen::JsCast;
    let doc = leptos::prelude::document();
    let Some(el) = doc.active_element() else {
        return;
    };
    if el.matches(unsafe_buttons).unwrap_or(false) {
        if let Some(f) = js_sys::Reflect::get(&el, &"blur".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        {
            f.call0(&el).ok();
        }
    }
}
