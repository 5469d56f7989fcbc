//! A save that cannot be opened: say why, offer "export raw" and "delete". Never a crash.

use leptos::prelude::*;

use crate::saves::browser::{download, LocalKv};
use crate::saves::store;
use crate::ui::context::saves_changed;
use crate::ui::reactive::{kept, state};
use crate::ui::route::{navigate, Route};
use crate::ui::toast::{toast, Kind};

/// Export the stored text of a save exactly as it is.
pub fn export_raw(id: &str) {
    match store::raw(&LocalKv, id) {
        Some(raw) => {
            if let Err(e) = download(&format!("qbranch-damaged-{id}.json"), &raw) {
                toast(Kind::Error, format!("Export failed: {e}"));
            }
        }
        None => toast(Kind::Error, "This save is no longer stored."),
    }
}

#[component]
pub fn DamagedSave(id: String, reason: String) -> impl IntoView {
    let confirm = state(false);
    let id = kept(id);
    let delete = move |_| {
        id.with_value(|id| store::delete(&LocalKv, id));
        saves_changed();
        super::autosave::retry_waiting();
        navigate(&Route::Saves);
    };
    view! {
        <section class="page narrow">
            <h1>"This save cannot be opened"</h1>
            <p class="notice" role="alert">{format!("The save cannot be used: {reason}.")}</p>
            <p>"Other saves are not affected. You can keep a copy of its raw contents, or delete it."</p>
            <div class="row-actions">
                <button type="button" class="btn" on:click=move |_| id.with_value(|id| export_raw(id))>
                    "Export raw"
                </button>
                <Show
                    when=move || confirm.get()
                    fallback=move || view! {
                        <button type="button" class="btn danger" on:click=move |_| confirm.set(true)>"Delete"</button>
                    }
                >
                    <span class="confirm">
                        "Delete it for good? "
                        <button type="button" class="btn danger" on:click=delete>"Delete"</button>
                        <button type="button" class="btn ghost" on:click=move |_| confirm.set(false)>"Keep"</button>
                    </span>
                </Show>
                <a class="btn ghost" href="#/saves">"Saved games"</a>
            </div>
        </section>
    }
}

/// The address names no stored save.
#[component]
pub fn MissingSave() -> impl IntoView {
    view! {
        <section class="page narrow">
            <h1>"No such saved game"</h1>
            <p>"It may have been deleted, or it was saved in another browser."</p>
            <p><a class="btn primary" href="#/saves">"Saved games"</a></p>
        </section>
    }
}
