//! The part of `wasm-streams`' API that `server_fn` names (see this crate's Cargo.toml for why
//! it stands in for the real crate). Q Branch calls no server function, so the two conversions
//! that would need real streams are never reached; they fail loudly if they ever are.

use futures_util::stream::{Empty, Stream};
use wasm_bindgen::JsValue;

/// A JavaScript `ReadableStream`, as `server_fn` handles a response body.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

const NO_SERVER: &str = "Q Branch has no server: streaming server functions are not available";

impl ReadableStream {
    /// Wrap a JavaScript stream.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    /// A JavaScript stream fed by a Rust stream: only for a streaming server function's request.
    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        panic!("{NO_SERVER}")
    }

    /// The JavaScript stream.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// A Rust stream reading the JavaScript one: only for a streaming server function's
    /// response.
    pub fn into_stream(self) -> Empty<Result<JsValue, JsValue>> {
        panic!("{NO_SERVER}")
    }
}
