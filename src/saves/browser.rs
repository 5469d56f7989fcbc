//! The browser side of saves: localStorage (through gloo-storage's handle), file download and
//! file reading, the clock and random ids.

use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use super::store::{Kv, StoreError};

/// localStorage as a [`Kv`]. Every call tolerates storage being unavailable.
pub struct LocalKv;

fn storage() -> Option<web_sys::Storage> {
    // `LocalStorage::raw` panics when storage is disabled; check first.
    web_sys::window()?.local_storage().ok().flatten()?;
    Some(LocalStorage::raw())
}

/// The name of a failed browser call ("QuotaExceededError", …), in plain words when it has
/// none (never Rust `Debug` text).
fn error_name(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "an unknown error".to_string())
}

#[wasm_bindgen]
extern "C" {
    /// A `Storage` whose `getItem` hands back the JavaScript string itself (see [`text_of`]).
    type RawStorage;
    #[wasm_bindgen(method, js_name = getItem, catch)]
    fn get_item(this: &RawStorage, key: &str) -> Result<JsValue, JsValue>;

    /// The browser's UTF-8 encoder.
    type TextEncoder;
    #[wasm_bindgen(constructor)]
    fn new() -> TextEncoder;
    #[wasm_bindgen(method)]
    fn encode(this: &TextEncoder, text: &JsValue) -> js_sys::Uint8Array;
}

/// A JavaScript string as a `String`, its UTF-8 bytes made by the browser's encoder and copied
/// into the wasm's memory in one go. wasm-bindgen's own conversion copies a string's ASCII part
/// one character at a time in JavaScript: on a fresh page, before that loop is optimised, a
/// long save took 4-8 ms to read that way (the restore benchmark's "get" figure).
fn text_of(value: &JsValue) -> Option<String> {
    if !value.is_string() {
        return None;
    }
    let bytes = TextEncoder::new().encode(value).to_vec();
    // The encoder writes only valid UTF-8 (a lone surrogate becomes U+FFFD), so this holds.
    String::from_utf8(bytes).ok()
}

thread_local! {
    /// This tab's writer id: stored with each write so another tab can tell it apart.
    static WRITER: String = format!("{:016x}", random_u64());
}

/// True for every spelling browsers use for a full storage quota.
pub fn is_quota_error(name: &str) -> bool {
    matches!(
        name,
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" | "QUOTA_EXCEEDED_ERR"
    )
}

impl Kv for LocalKv {
    fn get(&self, key: &str) -> Option<String> {
        let s = storage()?;
        text_of(&s.unchecked_ref::<RawStorage>().get_item(key).ok()?)
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let s = storage().ok_or_else(|| {
            StoreError::Unavailable("storage is off or blocked for this site".into())
        })?;
        s.set_item(key, value).map_err(|e| {
            let name = error_name(&e);
            if is_quota_error(&name) {
                StoreError::Full
            } else {
                StoreError::Unavailable(name)
            }
        })
    }
    fn remove(&self, key: &str) {
        if let Some(s) = storage() {
            let _ = s.remove_item(key);
        }
    }
    fn keys(&self) -> Vec<String> {
        let Some(s) = storage() else { return vec![] };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
    fn writer(&self) -> String {
        WRITER.with(String::clone)
    }
}

/// Milliseconds since the Unix epoch.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// 64 random bits from the browser's crypto source.
pub fn random_u64() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        // Never expected in a browser with WebCrypto; fall back to the clock.
        return (js_sys::Date::now() * 1000.0) as u64 ^ 0x9E37_79B9_7F4A_7C15;
    }
    u64::from_le_bytes(b)
}

/// A date and time in the player's locale ("12/01/2025, 18:04"); "unknown" for a time no save
/// can have (never "Invalid Date").
pub fn format_time(ms: f64) -> String {
    if !super::format::plausible_time(ms) {
        return "unknown".to_string();
    }
    let d = js_sys::Date::new(&JsValue::from_f64(ms));
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&opts, &"timeStyle".into(), &"short".into());
    d.to_locale_string("default", &opts).into()
}

/// Offer `text` as a downloaded file.
pub fn download(file_name: &str, text: &str) -> Result<(), String> {
    let fail = |e: JsValue| error_name(&e);
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.unchecked_into();
    a.set_href(&url);
    a.set_download(file_name);
    a.set_attribute("hidden", "").map_err(fail)?;
    let body = document.body().ok_or("no body")?;
    body.append_child(&a).map_err(fail)?;
    a.click();
    a.remove();
    // Revoke later: some browsers start the download asynchronously.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// Read a picked file as text.
pub async fn read_file(file: web_sys::File) -> Result<String, String> {
    if file.size() > super::format::MAX_BYTES as f64 {
        return Err(format!(
            "the file is too large ({} KB; at most {} KB)",
            (file.size() / 1024.0) as u64,
            super::format::MAX_BYTES / 1024
        ));
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|e| format!("the file could not be read ({})", error_name(&e)))?;
    text_of(&text).ok_or_else(|| "the file is not text".to_string())
}
