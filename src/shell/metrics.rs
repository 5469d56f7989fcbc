//! Timings the benchmarks read (`make bench`): each is appended to an array on `window`
//! (`window.qbranchRestoreMs` and its parts `qbranchRestoreReadMs` (of which
//! `qbranchRestoreGetMs`), `qbranchRestoreReplayMs`, `qbranchRestoreCheckMs`;
//! `window.qbranchReplayStepMs`), and the restore is bracketed by the
//! user-timing marks `qbranch-restore-start` and `qbranch-restore-end` for performance traces.
//! Nothing reads them in play.
//!
//! A timed operation must not time its own bookkeeping: between [`begin`] and [`end`] a
//! [`record`] only keeps the figure in a list of our own, and `end` writes the list to `window`
//! once the operation's last clock reading is taken. (Writing a figure takes several calls into
//! JavaScript, each slow on its first run in a fresh page; a restore used to make four of them
//! and a user-timing mark inside the time it measured.) The clock is the page's
//! `performance.now()`, with the `Performance` object looked up once.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};

thread_local! {
    /// The page's `performance` object, once looked up.
    static PERF: Option<web_sys::Performance> =
        web_sys::window().and_then(|w| w.performance());
    /// Figures recorded since [`begin`], written to `window` by [`end`].
    static HELD: RefCell<Option<Vec<(&'static str, f64)>>> = const { RefCell::new(None) };
}

/// Milliseconds on the page's high-resolution clock (0 outside a browser: native unit tests).
pub fn now_ms() -> f64 {
    if !cfg!(target_arch = "wasm32") {
        return 0.0;
    }
    PERF.with(|p| p.as_ref().map(|p| p.now()))
        .unwrap_or_else(js_sys::Date::now)
}

/// A user-timing mark `name` (shows in a performance trace; nothing outside a browser).
pub fn mark(name: &str) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    PERF.with(|p| {
        if let Some(p) = p {
            // A mark that fails to record only leaves a trace without it.
            p.mark(name).ok();
        }
    });
}

/// Hold the figures recorded from now on until [`end`].
pub fn begin() {
    HELD.with(|h| *h.borrow_mut() = Some(Vec::new()));
}

/// Write the figures held since [`begin`] to `window`, in the order they were recorded.
pub fn end() {
    for (name, ms) in take_held() {
        write(name, ms);
    }
}

/// Append `ms` to the array `window[name]`: at once, or at [`end`] while figures are held
/// (nothing outside a browser).
pub fn record(name: &'static str, ms: f64) {
    if !hold(name, ms) {
        write(name, ms);
    }
}

/// Keep the figure until [`end`] when figures are held (between [`begin`] and [`end`]).
fn hold(name: &'static str, ms: f64) -> bool {
    HELD.with(|h| match h.borrow_mut().as_mut() {
        Some(list) => {
            list.push((name, ms));
            true
        }
        None => false,
    })
}

/// The figures held since [`begin`], and no longer holding.
fn take_held() -> Vec<(&'static str, f64)> {
    HELD.with(|h| h.borrow_mut().take()).unwrap_or_default()
}

/// Append `ms` to the array `window[name]`, creating it when missing (nothing outside a
/// browser).
fn write(name: &str, ms: f64) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    let Some(w) = web_sys::window() else { return };
    let key = JsValue::from_str(name);
    let arr = match js_sys::Reflect::get(&w, &key).map(|v| v.dyn_into::<js_sys::Array>()) {
        Ok(Ok(a)) => a,
        _ => {
            let a = js_sys::Array::new();
            if js_sys::Reflect::set(&w, &key, &a).is_err() {
                return;
            }
            a
        }
    };
    arr.push(&JsValue::from_f64(ms));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_inside_a_timed_operation_wait_for_its_end_in_order() {
        // Outside a timed operation a figure is written at once: nothing is held.
        assert!(!hold("qbranchTestMs", 1.0));
        assert!(take_held().is_empty());
        begin();
        record("qbranchTestReadMs", 2.0);
        record("qbranchTestMs", 3.0);
        assert_eq!(
            take_held(),
            vec![("qbranchTestReadMs", 2.0), ("qbranchTestMs", 3.0)]
        );
        // Taking the figures ends the holding.
        assert!(!hold("qbranchTestMs", 4.0));
        begin();
        record("qbranchTestMs", 5.0);
        end();
        assert!(!hold("qbranchTestMs", 6.0));
        assert!(take_held().is_empty());
    }
}
