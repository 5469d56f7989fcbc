//! Another tab and the saved deck open here: the storage events that bring its news, and the
//! banner that tells the player, with their choices (the saved version, or theirs as a new
//! deck). This tab never saves over a deck another tab changed or deleted.

use leptos::ev;
use leptos::prelude::*;

use super::builder::{other_tab_words, Builder};
use crate::saves::store::Conflict;

/// Listen for other tabs' writes while the builder is open.
pub fn watch(b: Builder) {
    let listener = window_event_listener(ev::storage, move |e: web_sys::StorageEvent| {
        b.storage_changed(e.key().as_deref());
    });
    on_cleanup(move || listener.remove());
}

/// The choices: the saved version (unless it is gone), or this one as a new deck.
#[component]
fn Choices(b: Builder, deleted: bool) -> impl IntoView {
    let reload = (!deleted).then(|| {
        view! {
            <button type="button" class="btn small" data-testid="deck-reload" on:click=move |_| b.reload()>
                "Open the saved version"
            </button>
        }
    });
    let save_new = if deleted {
        "Save it again as a new deck"
    } else {
        "Save this version as a new deck"
    };
    view! {
        {reload}
        <button type="button" class="btn small" data-testid="deck-save-new" on:click=move |_| b.save_as_new()>
            {save_new}
        </button>
    }
}

#[component]
pub fn OtherTabBanner(b: Builder) -> impl IntoView {
    move || {
        b.other_tab.get().map(|c| {
            let deleted = c == Conflict::Deleted;
            view! {
                <div class="banner warn stale" role="alert" data-testid="deck-stale"
                    data-why=if deleted { "deleted" } else { "changed" }>
                    <span><strong>{other_tab_words(&c)}</strong>" Your version is still open here; this tab will not save over the other one."</span>
                    <Choices b=b deleted=deleted/>
                </div>
            }
        })
    }
}
