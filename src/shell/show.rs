//! `<Show>` without its per-use generic code.
//!
//! Leptos's `<Show>` is generic over its children and its condition: every use compiled its own
//! component glue, children wrapper and `Either` view (build, rebuild, mount, unmount). Here the
//! condition and both branches are boxed and erased to `AnyView`, so this is compiled once.

use crate::ui::reactive::memo;
use leptos::prelude::*;

/// A view that can be built again (a branch of [`show`]).
pub type Branch = Box<dyn Fn() -> AnyView + Send + Sync>;

/// `children` while `when` is true, else `fallback` (nothing for `None`). Like `<Show>`, the
/// condition is memoised: the branch is rebuilt only when it flips.
pub fn show(
    when: Box<dyn Fn() -> bool + Send + Sync>,
    children: Branch,
    fallback: Option<Branch>,
) -> impl IntoView {
    let shown = memo(when);
    move || match (shown.get(), &fallback) {
        (true, _) => children(),
        (false, Some(f)) => f(),
        (false, None) => ().into_any(),
    }
}
