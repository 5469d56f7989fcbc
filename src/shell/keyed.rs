//! One `<For>` for every keyed list in the app.
//!
//! `<For>` is generic over the item, the key and the row view: each use compiled its own keyed
//! diff, key hashing and component glue. Here every list hands over its rows as [`Row`]s (a
//! string key and a boxed builder), so `<For>` is compiled once. As with `<For>`, a row whose key
//! stays is kept as it is (its DOM, its state); only rows with new keys are built.

use leptos::prelude::*;

/// One row of a keyed list.
pub struct Row {
    pub key: String,
    pub build: Box<dyn FnOnce() -> AnyView + Send>,
}

impl Row {
    pub fn new(key: String, build: impl FnOnce() -> AnyView + Send + 'static) -> Row {
        Row {
            key,
            build: Box::new(build),
        }
    }
}

/// The rows `each` returns (again whenever a signal it read changes), keyed by [`Row::key`].
pub fn keyed_list(each: Box<dyn Fn() -> Vec<Row> + Send>) -> impl IntoView {
    view! { <For each=move || each() key=|r: &Row| r.key.clone() children=|r: Row| (r.build)()/> }
}
