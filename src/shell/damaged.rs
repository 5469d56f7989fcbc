//! A save that cannot be opened: say why, offer "export raw" and "delete". Never a crash.

use leptos::prelude::*;

use crate::markup::esc;
use crate::saves::browser::{download, LocalKv};
use crate::saves::store;
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

/// As markup, redrawn when "Delete" asks to confirm; one click handler takes its buttons by
/// their `data-do`.
#[component]
pub fn DamagedSave(id: String, reason: String) -> impl IntoView {
    let confirm = crate::ui::reactive::state(false);
    let head = format!(
        r#"<h1>This save cannot be opened</h1><p class="notice" role="alert">{}</p><p>Other saves are not affected. You can keep a copy of its raw contents, or delete it.</p>"#,
        esc(&format!("The save cannot be used: {reason}."))
    );
    let html = move || {
        let delete = if confirm.get() {
            r#"<span class="confirm">Delete it for good? <button type="button" class="btn danger" data-do="delete">Delete</button><button type="button" class="btn ghost" data-do="keep">Keep</button></span>"#
        } else {
            r#"<button type="button" class="btn danger" data-do="ask">Delete</button>"#
        };
        format!(
            r##"{head}<div class="row-actions"><button type="button" class="btn" data-do="export">Export raw</button>{delete}<a class="btn ghost" href="#/saves">Saved games</a></div>"##
        )
    };
    let on_click =
        move |e: leptos::ev::MouseEvent| match crate::ui::tap::tapped(e.target(), "data-do")
            .as_deref()
        {
            Some("export") => export_raw(&id),
            Some("ask") => confirm.set(true),
            Some("keep") => confirm.set(false),
            Some("delete") => {
                store::delete(&LocalKv, &id);
                crate::ui::context::app_ctx()
                    .saves_changed
                    .update(|n| *n += 1);
                crate::saves::autosave::retry_waiting();
                crate::ui::route::navigate(&crate::ui::route::Route::Saves);
            }
            _ => {}
        };
    view! { <section class="page narrow" inner_html=html on:click=on_click></section> }
}

/// The address names no stored save.
#[component]
pub fn MissingSave() -> impl IntoView {
    view! { <section class="page narrow" inner_html=MISSING></section> }
}

const MISSING: &str = r##"<h1>No such saved game</h1><p>It may have been deleted, or it was saved in another browser.</p><p><a class="btn primary" href="#/saves">Saved games</a></p>"##;
