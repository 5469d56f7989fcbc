//! Timings the benchmarks read (`make bench`); nothing reads them in play. A figure is appended
//! to an array on `window` (`window.qbranchReplayStepMs`, `window.qbranchWarmUpMs`,
//! `window.qbranchAiMs`), and opening
//! a save is bracketed by the user-timing marks `qbranch-restore-start` and
//! `qbranch-restore-end`, which `tools/bench/restore.mjs` measures between (a mark is one call
//! at each end, outside the restore itself).

use wasm_bindgen::{JsCast, JsValue};

thread_local! {
    /// The page's `performance` object, once looked up.
    static PERF: Option<web_sys::Performance> =
        web_sys::window().and_then(|w| w.performance());
}

/// Milliseconds on the page's high-resolution clock (0 outside a browser: native unit tests).
pub fn now_ms() -> f64 {
    if !cfg!(target_arch = "wasm32") {
        return 0.0;
    }
    PERF.with(|p| p.as_ref().map(|p| p.now()))
        .unwrap_or_else(js_sys::Date::now)
}

/// A user-timing mark `name` (nothing outside a browser).
pub fn mark(name: &str) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    PERF.with(|p| {
        if let Some(p) = p {
            // A mark that fails to record only leaves the benchmark without it.
            p.mark(name).ok();
        }
    });
}

/// Append `ms` to the array `window[name]`, creating it when missing (nothing outside a
/// browser).
pub fn record(name: &str, ms: f64) {
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
