//! Short notices (toasts) and the storage-full banner.

use std::time::Duration;

use leptos::prelude::*;

use super::context::app_ctx;
pub use super::context::{Kind, Toast};

/// Show a notice for a few seconds (warnings and errors stay until dismissed). A notice already
/// on screen is not shown twice: a save refused at every move tells the player once.
pub fn toast(kind: Kind, text: impl Into<String>) {
    let ctx = app_ctx();
    let id = crate::saves::browser::random_u64();
    let text = text.into();
    let mut added = false;
    ctx.toasts
        .update(|t| added = add(t, Toast { id, kind, text }));
    if added && kind == Kind::Info {
        let toasts = ctx.toasts;
        set_timeout(
            move || {
                toasts.try_update(|t| t.retain(|x| x.id != id));
            },
            Duration::from_secs(5),
        );
    }
}

/// Put `toast` on the list unless the same notice is on it already; at most four stay, the
/// oldest going first. Says whether it was added.
fn add(list: &mut Vec<Toast>, toast: Toast) -> bool {
    if list
        .iter()
        .any(|t| t.kind == toast.kind && t.text == toast.text)
    {
        return false;
    }
    list.push(toast);
    if list.len() > 4 {
        list.remove(0);
    }
    true
}

/// One notice: its mark, its text and a dismiss button.
#[component]
fn Notice(toast: Toast) -> impl IntoView {
    let (class, mark) = match toast.kind {
        Kind::Info => ("toast toast-info", "✓"),
        Kind::Warn | Kind::Error => ("toast toast-error", "!"),
    };
    let toasts = app_ctx().toasts;
    let dismiss = move |_| toasts.update(|v| v.retain(|x| x.id != toast.id));
    view! {
        <div class=class>
            <span class="toast-mark" aria-hidden="true">{mark}</span>
            <span class="toast-text">{toast.text}</span>
            <button type="button" class="btn icon" aria-label="Dismiss" on:click=dismiss>"×"</button>
        </div>
    }
}

#[component]
pub fn Toasts() -> impl IntoView {
    let toasts = app_ctx().toasts;
    view! {
        <div class="toasts" role="status" aria-live="polite">
            <For each=move || toasts.get() key=|t| t.id let(toast)>
                <Notice toast=toast/>
            </For>
        </div>
    }
}

/// Always visible while a game storage refused waits in this tab's memory.
#[component]
pub fn StorageBanner() -> impl IntoView {
    let full = app_ctx().storage_full;
    view! {
        <Show when=move || full.get()>
            <div class="banner danger" role="alert" data-testid="storage-full">
                <span>
                    <strong>"Storage full. "</strong>
                    "This browser's storage for Q Branch is full, so some games are not saved: "
                    "they are marked “Not saved” in "
                    <a href="#/saves">"Saved games"</a>
                    ". They go on in this tab and nothing is lost while it stays open. "
                    "Export them, or delete old games; every waiting game is saved with the next move that fits."
                </span>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(id: u64, kind: Kind, text: &str) -> Toast {
        Toast {
            id,
            kind,
            text: text.into(),
        }
    }

    #[test]
    fn a_notice_already_shown_is_not_added_again() {
        let mut list = vec![t(1, Kind::Error, "Not saved: storage is off.")];
        assert!(!add(
            &mut list,
            t(2, Kind::Error, "Not saved: storage is off.")
        ));
        assert_eq!(list.iter().map(|x| x.id).collect::<Vec<_>>(), [1]);
        // The same words as another kind, or other words, are another notice.
        assert!(add(
            &mut list,
            t(3, Kind::Info, "Not saved: storage is off.")
        ));
        assert!(add(&mut list, t(4, Kind::Error, "Saved.")));
        assert_eq!(list.iter().map(|x| x.id).collect::<Vec<_>>(), [1, 3, 4]);
    }

    #[test]
    fn at_most_four_notices_stay_the_oldest_going_first() {
        let mut list = Vec::new();
        for id in 1..=6 {
            assert!(add(&mut list, t(id, Kind::Warn, &format!("notice {id}"))));
        }
        assert_eq!(list.iter().map(|x| x.id).collect::<Vec<_>>(), [3, 4, 5, 6]);
    }
}
