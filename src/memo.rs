//! Memos with a boxed body.
//!
//! `Memo::new` is generic over its closure: every call site compiled its own copy of Leptos's
//! memo set-up and update wrapper around the body. [`memo`] boxes the body first, so that code
//! is compiled once per value type, however many memos of that type there are.

use leptos::prelude::*;

/// `Memo::new(move |_| f())`: recomputed when a signal `f` read changes; its readers are told
/// only when the value differs from the last one.
pub fn memo<T: PartialEq + Send + Sync + 'static>(
    f: impl Fn() -> T + Send + Sync + 'static,
) -> Memo<T> {
    boxed(Box::new(f))
}

fn boxed<T: PartialEq + Send + Sync + 'static>(f: Box<dyn Fn() -> T + Send + Sync>) -> Memo<T> {
    Memo::new(move |_| f())
}
