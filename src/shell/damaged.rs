//! A save that cannot be opened: say why, offer "export raw" and "delete". Never a crash.

use super::show::show;
use leptos::prelude::*;

use crate::saves::browser::{download, LocalKv};
use crate::saves::store;
use crate::shell::toast::{toast, Kind};

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
    let confirm = RwSignal::new(false);
    let id2 = id.clone();
    let id3 = id.clone();
    view! {
        <section class="page narrow">
            <h1>"This save cannot be opened"</h1>
            <p class="notice" role="alert">{format!("The save cannot be used: {reason}.")}</p>
            <p>"Other saves are not affected. You can keep a copy of its raw contents, or delete it."</p>
            <div class="row-actions">
                <button type="button" class="btn" on:click=move |_| export_raw(&id2)>"Export raw"</button>
                {show(
                    Box::new(move || confirm.get()),
                    Box::new(move || {
                        let id3 = id3.clone();
                        view! {
                            <span class="confirm">
                                "Delete it for good? "
                                <button type="button" class="btn danger" on:click=move |_| {
                                    store::delete(&LocalKv, &id3);
                                    crate::app::app_ctx().saves_changed.update(|n| *n += 1);
                                    crate::saves::autosave::retry_waiting();
                                    crate::app::navigate(&crate::route::Route::Saves);
                                }>"Delete"</button>
                                <button type="button" class="btn ghost" on:click=move |_| confirm.set(false)>"Keep"</button>
                            </span>
                        }
                        .into_any()
                    }),
                    Some(Box::new(move || view! {
                        <button type="button" class="btn danger" on:click=move |_| confirm.set(true)>"Delete"</button>
                    }.into_any())),
                )}
                <a class="btn ghost" href="#/saves">"Saved games"</a>
            </div>
        </section>
    }
}

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
