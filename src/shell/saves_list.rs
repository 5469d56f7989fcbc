//! Saved games: continue, replay, rename, delete (confirmed), export, import. A damaged save
//! is listed as such with "export raw" and "delete", and never breaks the list.

use super::keyed::{self, keyed_list};
use super::show::show;
use crate::memo::memo;
use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::damaged::export_raw;
use super::emblem::Emblem;
use super::toast::{toast, Kind};
use crate::app::app_ctx;
use crate::saves::autosave::retry_waiting;
use crate::saves::browser::{download, format_time, now, random_u64, read_file, LocalKv};
use crate::saves::format::{clean_name, new_id, to_pretty_json, SaveError, SaveFile, MAX_NAME};
use crate::saves::import_export::{check_save, duplicates, export_file_name, import_into, Summary};
use crate::saves::store;

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

/// A save's text hash, and what replaying it gave.
type Checked = (u64, Result<Summary, SaveError>);

thread_local! {
    /// What replaying each save gave, by the save's exact text: the list re-reads storage on
    /// every change, but replays only the saves that changed.
    static CHECKED: std::cell::RefCell<std::collections::HashMap<String, Checked>> =
        Default::default();
}

/// `check_save`, remembered for the same save text.
fn checked(save: &SaveFile) -> Result<Summary, SaveError> {
    let key = qbranch_engine::core::erased::fnv1a(crate::saves::format::to_json(save).as_bytes());
    if let Some(hit) = CHECKED.with(|c| {
        c.borrow()
            .get(&save.id)
            .filter(|(k, _)| *k == key)
            .map(|(_, r)| r.clone())
    }) {
        return hit;
    }
    let result = check_save(save);
    CHECKED.with(|c| {
        c.borrow_mut()
            .insert(save.id.clone(), (key, result.clone()))
    });
    result
}

#[component]
pub fn SavesList() -> impl IntoView {
    let ctx = app_ctx();
    let list = memo(move || {
        ctx.saves_changed.get();
        rows()
    });
    let import_error = RwSignal::new(None::<String>);
    let input = NodeRef::<html::Input>::new();

    let on_file = move |_| {
        let Some(el) = input.get() else { return };
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
                            if let Some(i) = input.get() {
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
                        node_ref=input
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
            })}
            {move || list.with(|l| l.is_empty()).then(|| view! {
                <p class="empty">"No saved games yet. Start one from the games, or import a file."</p>
            })}
            <ul class="save-list">
                {keyed_list(Box::new(move || {
                    list.get()
                        .into_iter()
                        .map(|r| keyed::Row::new(r.key(), move || match r {
                            Row::Good { save, summary, waiting } => view! { <SaveRow save=*save summary=summary waiting=waiting/> }.into_any(),
                            Row::Damaged { id, label, reason } => view! { <DamagedRow id=id label=label reason=reason/> }.into_any(),
                        }))
                        .collect()
                }))}
            </ul>
        </section>
    }
}

fn bump() {
    app_ctx().saves_changed.update(|n| *n += 1);
}

#[component]
fn DeleteButton(id: String, label: String) -> impl IntoView {
    let confirm = RwSignal::new(false);
    let id = StoredValue::new(id);
    view! {
        {show(
            Box::new(move || confirm.get()),
            Box::new(move || view! {
            <span class="confirm" role="group" aria-label="Confirm delete">
                <span>{format!("Delete “{label}” for good?")}</span>
                <button type="button" class="btn danger" on:click=move |_| {
                    id.with_value(|id| {
                        store::delete(&LocalKv, id);
                        app_ctx().unsaved.update_value(|m| { m.remove(id); });
                    });
                    bump();
                    toast(Kind::Info, "Deleted.");
                    // The space freed may take a game waiting in memory.
                    retry_waiting();
                }>"Delete"</button>
                <button type="button" class="btn ghost" on:click=move |_| confirm.set(false)>"Keep"</button>
            </span>
            }.into_any()),
            Some(Box::new(move || view! {
                <button type="button" class="btn danger-ghost" on:click=move |_| confirm.set(true)>"Delete"</button>
            }.into_any())),
        )}
    }
}

#[component]
fn SaveRow(save: SaveFile, summary: Summary, waiting: bool) -> impl IntoView {
    let renaming = RwSignal::new(false);
    let draft = RwSignal::new(save.name.clone());
    let id = save.id.clone();
    let players = save
        .seats
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
        .join(" · ");
    let when = format_time(save.updated);
    let saved_mark = waiting.then(|| {
        view! {
            " "
            <span class="badge warn" data-testid="not-saved" title="Storage is full: this copy is only in this tab">
                "Not saved"
            </span>
        }
    });
    let state_label = if summary.finished {
        "Finished"
    } else {
        "In progress"
    };
    let export = {
        let save = save.clone();
        move |_| {
            if let Err(e) = download(
                &export_file_name(&save.game, &save.name),
                &to_pretty_json(&save),
            ) {
                toast(Kind::Error, format!("Export failed: {e}"));
            }
        }
    };
    let id_r = id.clone();
    let do_rename = Callback::new(move |_: ()| {
        let name = clean_name(&draft.get_untracked(), MAX_NAME, "Untitled game");
        match store::rename(&LocalKv, &id_r, &name) {
            Ok(_) => {
                renaming.set(false);
                bump();
                retry_waiting();
            }
            Err(e) => toast(Kind::Error, format!("Could not rename: {e}.")),
        }
    });
    let input_id = format!("rename-{id}");
    let title = save.name.clone();
    view! {
        <li class="save-row card" data-save-id=id.clone() data-waiting=waiting.to_string() class:finished=summary.finished>
            <Emblem game=save.game.clone()/>
            <div class="save-main">
                {show(
                    Box::new(move || renaming.get()),
                    Box::new(move || view! {
                    <form class="rename" on:submit=move |e| { e.prevent_default(); do_rename.run(()); }>
                        <label for=input_id.clone() class="visually-hidden">"New name"</label>
                        <input
                            id=input_id.clone()
                            type="text"
                            maxlength=MAX_NAME.to_string()
                            prop:value=move || draft.get()
                            on:input=move |e| draft.set(event_target_value(&e))
                        />
                        <button type="submit" class="btn primary">"Save name"</button>
                        <button type="button" class="btn ghost" on:click=move |_| renaming.set(false)>"Cancel"</button>
                    </form>
                    }.into_any()),
                    Some({
                        let title = title.clone();
                        Box::new(move || view! { <h2 class="save-name">{title.clone()}</h2> }.into_any())
                    }),
                )}
                <p class="save-game">{summary.game_name.clone()}</p>
                <p class="save-players">{players}</p>
                <p class="save-status">
                    <span class="badge" class:done=summary.finished>{state_label}</span>
                    {saved_mark}
                    " "
                    {summary.status.clone()}
                    {format!(" · {} moves · last played {when}", summary.moves)}
                </p>
            </div>
            <div class="save-actions row-actions">
                {(!summary.finished).then(|| view! {
                    <a class="btn primary" href=format!("#/play/{id}")>"Continue"</a>
                })}
                <a class="btn" href=format!("#/replay/{id}")>"Replay"</a>
                {(!waiting).then(|| view! {
                    <button type="button" class="btn ghost" on:click=move |_| { draft.set(save.name.clone()); renaming.set(true); }>"Rename"</button>
                })}
                <button type="button" class="btn ghost" on:click=export>"Export"</button>
                <DeleteButton id=id.clone() label=title.clone()/>
            </div>
        </li>
    }
}

#[component]
fn DamagedRow(id: String, label: String, reason: String) -> impl IntoView {
    let id2 = id.clone();
    let id3 = id.clone();
    view! {
        <li class="save-row card damaged" data-save-id=id3 data-testid="damaged">
            <div class="damaged-mark" aria-hidden="true">"!"</div>
            <div class="save-main">
                <h2 class="save-name">{label.clone()}</h2>
                <p class="save-status">
                    <span class="badge warn">"Damaged"</span>
                    {format!(" This save cannot be opened: {reason}.")}
                </p>
            </div>
            <div class="save-actions row-actions">
                <button type="button" class="btn" on:click=move |_| export_raw(&id2)>"Export raw"</button>
                <DeleteButton id=id label=label/>
            </div>
        </li>
    }
}
