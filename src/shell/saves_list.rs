//! Saved games: continue, replay, rename, delete (confirmed), export, import. A damaged save
//! is listed as such with "export raw" and "delete", and never breaks the list.

use crate::ui::reactive::memo;
use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::damaged::export_raw;
use super::emblem::emblem_markup;
use crate::markup::esc;
use crate::saves::autosave::retry_waiting;
use crate::saves::browser::{download, format_time, now, random_u64, read_file, LocalKv};
use crate::saves::format::{clean_name, new_id, to_pretty_json, SaveError, SaveFile, MAX_NAME};
use crate::saves::import_export::{check_save, duplicates, export_file_name, import_into, Summary};
use crate::saves::store;
use crate::ui::context::app_ctx;
use crate::ui::toast::{toast, Kind};

#[derive(Clone, Debug, PartialEq)]
enum Row {
    Good {
        // Boxed: a save is large next to a damaged row's three strings.
        save: Box<SaveFile>,
        summary: Summary,
        /// Its newest copy is only in this tab's memory (storage refused it).
        waiting: bool,
    },
    Damaged {
        id: String,
        label: String,
        reason: String,
    },
}

impl Row {
    /// Changes whenever the row's content does, so the list redraws it.
    fn key(&self) -> String {
        match self {
            Row::Good {
                save,
                summary,
                waiting,
            } => {
                format!(
                    "{}#{}#{}#{}#{waiting}",
                    save.id, save.revision, summary.moves, save.name
                )
            }
            Row::Damaged { id, reason, .. } => format!("{id}#damaged#{reason}"),
        }
    }
}

/// Every stored save, with the games kept in memory (storage refused them) shown by their
/// newest copy and marked as not saved.
fn rows() -> Vec<Row> {
    let entries = app_ctx()
        .unsaved
        .with_value(|w| store::list_with_waiting(&LocalKv, w));
    entries
        .into_iter()
        .map(|e| match e.parsed {
            Err(err) => Row::Damaged {
                label: format!("Unreadable save ({})", e.id),
                id: e.id,
                reason: err.to_string(),
            },
            Ok(save) => match checked(&save) {
                Ok(summary) => Row::Good {
                    save: Box::new(save),
                    summary,
                    waiting: e.waiting,
                },
                Err(err) => Row::Damaged {
                    id: e.id,
                    label: save.name,
                    reason: err.to_string(),
                },
            },
        })
        .collect()
}

/// A save's id and text hash, and what replaying it gave.
type Checked = (String, u64, Result<Summary, SaveError>);

thread_local! {
    /// What replaying each save gave, by the save's exact text: the list re-reads storage on
    /// every change, but replays only the saves that changed. One entry per save id (a list:
    /// a player keeps tens of saves, not thousands).
    static CHECKED: std::cell::RefCell<Vec<Checked>> = Default::default();
}

/// `check_save`, remembered for the same save text.
fn checked(save: &SaveFile) -> Result<Summary, SaveError> {
    let key = qbranch_engine::core::erased::fnv1a(crate::saves::format::to_json(save).as_bytes());
    if let Some(hit) = CHECKED.with(|c| {
        c.borrow()
            .iter()
            .find(|(id, k, _)| *id == save.id && *k == key)
            .map(|(_, _, r)| r.clone())
    }) {
        return hit;
    }
    let result = check_save(save);
    CHECKED.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|(id, _, _)| *id != save.id);
        c.push((save.id.clone(), key, result.clone()));
    });
    result
}

/// The hidden file input the "Import a file…" button opens.
const IMPORT_INPUT: &str = "import-file";

#[component]
pub fn SavesList() -> impl IntoView {
    let ctx = app_ctx();
    let list = memo(move || {
        ctx.saves_changed.get();
        rows()
    });
    let import_error = crate::ui::reactive::state(None::<String>);
    // The rows, one `<li>` of markup each, keyed by what they show: a row is drawn again only
    // when its save changes (see `row_html`).
    let host = NodeRef::<html::Div>::new();
    crate::games::string_layers::keyed_layer(
        host,
        ".save-list",
        Box::new(move || {
            list.with(|l| {
                l.iter()
                    .map(|r| {
                        (
                            qbranch_engine::core::erased::fnv1a(r.key().as_bytes()),
                            row_html(r),
                        )
                    })
                    .collect()
            })
        }),
    );

    let on_file = move |e: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = el.files().and_then(|f| f.get(0)) else {
            return;
        };
        el.set_value("");
        let file_name = file.name();
        spawn_local(async move {
            let result = match read_file(file).await {
                Err(e) => Err(e),
                Ok(text) => import_into(&LocalKv, &text, &new_id(random_u64()), now())
                    .map_err(|e| e.to_string()),
            };
            match result {
                Ok(save) => {
                    import_error.set(None);
                    ctx.saves_changed.update(|n| *n += 1);
                    let same = duplicates(&LocalKv, &save);
                    if same.is_empty() {
                        toast(Kind::Info, format!("Imported “{}”.", save.name));
                    } else {
                        toast(
                            Kind::Warn,
                            format!(
                                "Imported “{}”, but you already have this very game, saved as “{}”. Delete one if you do not need both.",
                                save.name,
                                same.join("”, “")
                            ),
                        );
                    }
                    retry_waiting();
                }
                Err(e) => {
                    // A full storage is said in the error itself; the storage banner is for
                    // games waiting in memory, and an import that failed leaves none.
                    import_error.set(Some(format!(
                        "Could not import “{file_name}”: {e}. Nothing was changed."
                    )));
                }
            }
        });
    };

    view! {
        <section class="page saves">
            <p class="crumbs"><a href="#/">"Games"</a>" / Saved games"</p>
            <header class="page-head">
                <h1>"Saved games"</h1>
                <div class="row-actions">
                    <button
                        type="button"
                        class="btn"
                        data-testid="import"
                        on:click=move |_| {
                            use wasm_bindgen::JsCast;
                            if let Some(i) = document()
                                .get_element_by_id(IMPORT_INPUT)
                                .and_then(|i| i.dyn_into::<web_sys::HtmlElement>().ok())
                            {
                                i.click();
                            }
                        }
                    >
                        "Import a file…"
                    </button>
                    <input
                        type="file"
                        accept=".json,application/json"
                        class="visually-hidden"
                        tabindex="-1"
                        aria-hidden="true"
                        data-testid="import-input"
                        id=IMPORT_INPUT
                        on:change=on_file
                    />
                    <a class="btn primary" href="#/">"New game"</a>
                </div>
            </header>
            {move || import_error.get().map(|e| view! {
                <div class="banner danger" role="alert" data-testid="import-error">
                    <span>{e}</span>
                    <button type="button" class="btn icon" aria-label="Dismiss" on:click=move |_| import_error.set(None)>"×"</button>
                </div>
            }.into_any())}
            {move || list.with(|l| l.is_empty()).then(|| view! {
                <p class="empty">"No saved games yet. Start one from the games, or import a file."</p>
            }.into_any())}
            <div node_ref=host>
                <ul class="save-list" on:click=move |e| on_row_click(list, e) on:submit=on_rename></ul>
            </div>
        </section>
    }
}

fn bump() {
    app_ctx().saves_changed.update(|n| *n += 1);
}

// Each row is one `<li>` whose content is markup. Its buttons carry `data-act`, which one
// click handler on the list reads; the rename form's submit reaches one submit handler. A
// row's passing states (the rename form, the delete confirmation) are swapped in its DOM in
// place, as its own views did before: a row is drawn again only when its save changes. (A
// component per row, with its signals and a closure per button, was several KB of wasm.)

/// One row: the `<li>` with the row's markup.
fn row_html(row: &Row) -> String {
    let (id, class, extra) = match row {
        Row::Good {
            save,
            summary,
            waiting,
        } => (
            &save.id,
            if summary.finished {
                "save-row card finished"
            } else {
                "save-row card"
            },
            format!(r#" data-waiting="{waiting}""#),
        ),
        Row::Damaged { id, .. } => (
            id,
            "save-row card damaged",
            r#" data-testid="damaged""#.to_string(),
        ),
    };
    let html = match row {
        Row::Good {
            save,
            summary,
            waiting,
        } => good_row_html(save, summary, *waiting, &format_time(save.updated)),
        Row::Damaged { label, reason, .. } => damaged_row_html(label, reason),
    };
    format!(
        r#"<li class="{class}" data-save-id="{}"{extra}>{html}</li>"#,
        esc(id)
    )
}

/// "Ann · Bob (computer, hard)".
fn players_text(save: &SaveFile) -> String {
    save.seats
        .iter()
        .map(|s| {
            if s.is_human() {
                s.name.clone()
            } else {
                format!(
                    "{} (computer, {})",
                    s.name,
                    s.kind_label()
                        .trim_start_matches("computer (")
                        .trim_end_matches(')')
                )
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

const DELETE_BUTTON: &str =
    r#"<button type="button" class="btn danger-ghost" data-act="delete">Delete</button>"#;

fn name_html(name: &str) -> String {
    format!(r#"<h2 class="save-name">{}</h2>"#, esc(name))
}

/// A readable save's row content: emblem, name, game, players, status, actions.
fn good_row_html(save: &SaveFile, summary: &Summary, waiting: bool, when: &str) -> String {
    let id = esc(&save.id);
    format!(
        r##"{emblem}<div class="save-main">{name}<p class="save-game">{game}</p><p class="save-players">{players}</p><p class="save-status"><span class="badge{done}">{state}</span>{mark} {status} · {moves} moves · last played {when}</p></div><div class="save-actions row-actions">{cont}<a class="btn" href="#/replay/{id}">Replay</a>{rename}<button type="button" class="btn ghost" data-act="export">Export</button>{DELETE_BUTTON}</div>"##,
        emblem = emblem_markup(&save.game),
        name = name_html(&save.name),
        game = esc(&summary.game_name),
        players = esc(&players_text(save)),
        done = if summary.finished { " done" } else { "" },
        state = if summary.finished {
            "Finished"
        } else {
            "In progress"
        },
        mark = if waiting {
            r#" <span class="badge warn" data-testid="not-saved" title="Storage is full: this copy is only in this tab">Not saved</span>"#
        } else {
            ""
        },
        status = esc(&summary.status),
        moves = summary.moves,
        when = esc(when),
        cont = if summary.finished {
            String::new()
        } else {
            format!(r##"<a class="btn primary" href="#/play/{id}">Continue</a>"##)
        },
        rename = if waiting {
            ""
        } else {
            r#"<button type="button" class="btn ghost" data-act="rename">Rename</button>"#
        },
    )
}

/// A damaged save's row content: why it cannot be opened, export raw, delete.
fn damaged_row_html(label: &str, reason: &str) -> String {
    format!(
        r#"<div class="damaged-mark" aria-hidden="true">!</div><div class="save-main">{name}<p class="save-status"><span class="badge warn">Damaged</span> This save cannot be opened: {reason}.</p></div><div class="save-actions row-actions"><button type="button" class="btn" data-act="raw">Export raw</button>{DELETE_BUTTON}</div>"#,
        name = name_html(label),
        reason = esc(reason),
    )
}

/// The form that takes a row's name's place while it is renamed.
fn rename_form_html(id: &str, name: &str) -> String {
    let id = esc(id);
    format!(
        r#"<form class="rename"><label for="rename-{id}" class="visually-hidden">New name</label><input id="rename-{id}" type="text" maxlength="{MAX_NAME}" value="{name}"><button type="submit" class="btn primary">Save name</button><button type="button" class="btn ghost" data-act="cancel">Cancel</button></form>"#,
        name = esc(name)
    )
}

/// What takes the Delete button's place until the player confirms or keeps the save.
fn confirm_html(label: &str) -> String {
    format!(
        r#"<span class="confirm" role="group" aria-label="Confirm delete"><span>Delete “{}” for good?</span><button type="button" class="btn danger" data-act="delete-yes">Delete</button><button type="button" class="btn ghost" data-act="keep">Keep</button></span>"#,
        esc(label)
    )
}

/// The element an event happened in, or its nearest ancestor matching `selector`.
fn closest(target: Option<web_sys::EventTarget>, selector: &str) -> Option<web_sys::Element> {
    crate::ui::tap::target_element(target)?
        .closest(selector)
        .ok()?
}

/// The row a list event happened in, with its save's id.
fn row_of(target: Option<web_sys::EventTarget>) -> Option<(web_sys::Element, String)> {
    let li = closest(target, "li[data-save-id]")?;
    let id = li.get_attribute("data-save-id")?;
    Some((li, id))
}

/// The name a row shows (a damaged save's label).
fn row_name(row: &Row) -> &str {
    match row {
        Row::Good { save, .. } => &save.name,
        Row::Damaged { label, .. } => label,
    }
}

fn row_id(row: &Row) -> &str {
    match row {
        Row::Good { save, .. } => &save.id,
        Row::Damaged { id, .. } => id,
    }
}

/// Every button of the list: Rename, Cancel, Export, Export raw, Delete, Delete for good, Keep.
fn on_row_click(list: crate::ui::reactive::Derived<Vec<Row>>, e: leptos::ev::MouseEvent) {
    let Some(button) = closest(e.target(), "button[data-act]") else {
        return;
    };
    let Some((li, id)) = row_of(e.target()) else {
        return;
    };
    let act = button.get_attribute("data-act").unwrap_or_default();
    let swap = |selector: &str, html: &str| {
        if let Ok(Some(el)) = li.query_selector(selector) {
            el.set_outer_html(html);
        }
    };
    list.with_untracked(|rows| {
        let Some(row) = rows.iter().find(|r| row_id(r) == id) else {
            return;
        };
        match act.as_str() {
            "rename" => swap(".save-name", &rename_form_html(&id, row_name(row))),
            "cancel" => swap("form.rename", &name_html(row_name(row))),
            "delete" => button.set_outer_html(&confirm_html(row_name(row))),
            "keep" => swap(".confirm", DELETE_BUTTON),
            "raw" => export_raw(&id),
            "export" => {
                if let Row::Good { save, .. } = row {
                    if let Err(e) = download(
                        &export_file_name(&save.game, &save.name),
                        &to_pretty_json(save),
                    ) {
                        toast(Kind::Error, format!("Export failed: {e}"));
                    }
                }
            }
            "delete-yes" => {
                store::delete(&LocalKv, &id);
                app_ctx().unsaved.update_value(|m| {
                    m.remove(&id);
                });
                bump();
                toast(Kind::Info, "Deleted.");
                // The space freed may take a game waiting in memory.
                retry_waiting();
            }
            _ => {}
        }
    });
}

/// The rename form's submit: store the new name, show it.
fn on_rename(e: leptos::ev::SubmitEvent) {
    use wasm_bindgen::JsCast;
    e.prevent_default();
    let Some(form) = closest(e.target(), "form.rename") else {
        return;
    };
    let Some((_, id)) = row_of(e.target()) else {
        return;
    };
    let draft = form
        .query_selector("input")
        .ok()
        .flatten()
        .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default();
    let name = clean_name(&draft, MAX_NAME, "Untitled game");
    match store::rename(&LocalKv, &id, &name) {
        Ok(_) => {
            form.set_outer_html(&name_html(&name));
            bump();
            retry_waiting();
        }
        Err(e) => toast(Kind::Error, format!("Could not rename: {e}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_markup_escapes_text_and_carries_its_actions() {
        let h = damaged_row_html("A <b>", "bad \"x\"");
        assert!(h.contains(r#"<h2 class="save-name">A &lt;b&gt;</h2>"#));
        assert!(h.contains("cannot be opened: bad &quot;x&quot;."));
        assert!(h.contains(r#"data-act="raw">Export raw<"#));
        assert!(h.contains(DELETE_BUTTON));
        let f = rename_form_html("s1", "Ann & Bob");
        assert!(f.contains(r#"<input id="rename-s1" type="text" maxlength="#));
        assert!(f.contains(r#"value="Ann &amp; Bob""#));
        assert!(confirm_html("X")
            .contains(r#"aria-label="Confirm delete"><span>Delete “X” for good?</span>"#));
    }
}
