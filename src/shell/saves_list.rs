//! Saved games: continue, replay, rename, delete (confirmed), export, import. A damaged save
//! is listed as such with "export raw" and "delete", and never breaks the list.

use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::autosave::retry_waiting;
use super::damaged::export_raw;
use super::emblem::Emblem;
use super::load_game::load_game;
use crate::saves::browser::{download, format_time, now, random_u64, read_file, LocalKv};
use crate::saves::format::{clean_name, new_id, to_pretty_json, SaveError, SaveFile, MAX_NAME};
use crate::saves::import_export::{check_save, duplicates, export_file_name, import_into, Summary};
use crate::saves::store;
use crate::ui::context::{app_ctx, saves_changed};
use crate::ui::reactive::{kept, memo, state, State};
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
    let result = check_save(save, load_game);
    CHECKED.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|(id, _, _)| *id != save.id);
        c.push((save.id.clone(), key, result.clone()));
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
    let import_error = state(None::<String>);

    let on_file = move |e: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        if let Some(file) = el.files().and_then(|f| f.get(0)) {
            el.set_value("");
            spawn_local(import_file(file, import_error));
        }
    };
    let input = NodeRef::<html::Input>::new();

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
            <Show when=move || list.with(Vec::is_empty)>
                <p class="empty">"No saved games yet. Start one from the games, or import a file."</p>
            </Show>
            // A row is drawn again only when what it shows changes (its key).
            <ul class="save-list">
                <For each=move || list.get() key=Row::key let(row)>
                    <SaveRow row=row/>
                </For>
            </ul>
        </section>
    }
}

/// Import a save file as a new save: tell how it went (a notice, or why it was refused in
/// `error`).
async fn import_file(file: web_sys::File, error: State<Option<String>>) {
    let file_name = file.name();
    let result = match read_file(file).await {
        Err(e) => Err(e),
        Ok(text) => import_into(&LocalKv, &text, &new_id(random_u64()), now(), load_game)
            .map_err(|e| e.to_string()),
    };
    let save = match result {
        Ok(save) => save,
        Err(e) => {
            // A full storage is said in the error itself; the storage banner is for games
            // waiting in memory, and an import that failed leaves none.
            error.set(Some(format!(
                "Could not import “{file_name}”: {e}. Nothing was changed."
            )));
            return;
        }
    };
    error.set(None);
    saves_changed();
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

/// One row: a readable save or a damaged one.
#[component]
fn SaveRow(row: Row) -> impl IntoView {
    match row {
        Row::Good {
            save,
            summary,
            waiting,
        } => view! { <GoodRow save=*save summary=summary waiting=waiting/> }.into_any(),
        Row::Damaged { id, label, reason } => {
            view! { <DamagedRow id=id label=label reason=reason/> }.into_any()
        }
    }
}

/// A row's name, or the form that renames it while `renaming`.
#[component]
fn RowName(id: String, name: String, renaming: State<bool>) -> impl IntoView {
    move || {
        if renaming.get() {
            view! { <RenameForm id=id.clone() name=name.clone() done=renaming/> }.into_any()
        } else {
            view! { <h2 class="save-name">{name.clone()}</h2> }.into_any()
        }
    }
}

/// A readable save: emblem, name, game, players, status, and its actions.
#[component]
fn GoodRow(save: SaveFile, summary: Summary, waiting: bool) -> impl IntoView {
    let renaming = state(false);
    let id = save.id.clone();
    let finished = summary.finished;
    let lesson = save.lesson.as_ref().is_some_and(|m| !m.done);
    let status = format!(
        " {} · {} · last played {}",
        summary.status,
        crate::ui::text::count(summary.moves, "move", "moves"),
        format_time(save.updated)
    );
    let (game, name, players) = (save.game.clone(), save.name.clone(), players_text(&save));
    let export = move |_| {
        if let Err(e) = download(
            &export_file_name(&save.game, &save.name),
            &to_pretty_json(&save),
        ) {
            toast(Kind::Error, format!("Export failed: {e}"));
        }
    };
    view! {
        <li
            class=if finished { "save-row card finished" } else { "save-row card" }
            data-save-id=id.clone()
            data-waiting=waiting.to_string()
        >
            {game.parse().ok().map(|g| view! { <Emblem game=g/> })}
            <div class="save-main">
                <RowName id=id.clone() name=name.clone() renaming=renaming/>
                <p class="save-game">{summary.game_name}</p>
                <p class="save-players">{players}</p>
                <p class="save-status">
                    <span class=if finished { "badge done" } else { "badge" }>
                        {if finished { "Finished" } else { "In progress" }}
                    </span>
                    {lesson.then(|| view! { " " <span class="badge" data-testid="lesson-badge">"Lesson"</span> })}
                    {waiting.then(|| view! {
                        " "
                        <span class="badge warn" data-testid="not-saved" title="Storage is full: this copy is only in this tab">"Not saved"</span>
                    })}
                    {status}
                </p>
            </div>
            <div class="save-actions row-actions">
                {(!finished).then(|| view! {
                    <a class="btn primary" href=format!("#/play/{id}")>"Continue"</a>
                })}
                <a class="btn" href=format!("#/replay/{id}")>"Replay"</a>
                {(!waiting).then(|| view! {
                    <button type="button" class="btn ghost" on:click=move |_| renaming.set(true)>"Rename"</button>
                })}
                <button type="button" class="btn ghost" on:click=export>"Export"</button>
                <DeleteButton id=id.clone() label=name/>
            </div>
        </li>
    }
}

/// A save that cannot be opened: why, export raw, delete.
#[component]
fn DamagedRow(id: String, label: String, reason: String) -> impl IntoView {
    let (raw, row) = (id.clone(), id.clone());
    view! {
        <li class="save-row card damaged" data-save-id=row data-testid="damaged">
            <div class="damaged-mark" aria-hidden="true">"!"</div>
            <div class="save-main">
                <RowName id=id.clone() name=label.clone() renaming=state(false)/>
                <p class="save-status">
                    <span class="badge warn">"Damaged"</span>
                    {format!(" This save cannot be opened: {reason}.")}
                </p>
            </div>
            <div class="save-actions row-actions">
                <button type="button" class="btn" on:click=move |_| export_raw(&raw)>
                    "Export raw"
                </button>
                <DeleteButton id=id label=label/>
            </div>
        </li>
    }
}

/// The form that takes a row's name's place while it is renamed: store the new name, show it.
#[component]
fn RenameForm(id: String, name: String, done: State<bool>) -> impl IntoView {
    let input = NodeRef::<html::Input>::new();
    let field = format!("rename-{id}");
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let draft = input.get().map(|i| i.value()).unwrap_or_default();
        let name = clean_name(&draft, MAX_NAME, "Untitled game");
        match store::rename(&LocalKv, &id, &name) {
            Ok(_) => {
                done.set(false);
                saves_changed();
                retry_waiting();
            }
            Err(e) => toast(Kind::Error, format!("Could not rename: {e}.")),
        }
    };
    view! {
        <form class="rename" on:submit=submit>
            <label for=field.clone() class="visually-hidden">"New name"</label>
            <input id=field type="text" maxlength=MAX_NAME.to_string() value=name node_ref=input/>
            <button type="submit" class="btn primary">"Save name"</button>
            <button type="button" class="btn ghost" on:click=move |_| done.set(false)>"Cancel"</button>
        </form>
    }
}

/// Delete, which asks before it deletes the save `id` (named `label`) for good.
#[component]
fn DeleteButton(id: String, label: String) -> impl IntoView {
    let confirm = state(false);
    let id = kept(id);
    let delete = move |_| {
        let id = id.get_value();
        store::delete(&LocalKv, &id);
        app_ctx().unsaved.update_value(|m| {
            m.remove(&id);
        });
        saves_changed();
        toast(Kind::Info, "Deleted.");
        // The space freed may take a game waiting in memory.
        retry_waiting();
    };
    view! {
        <Show
            when=move || confirm.get()
            fallback=move || view! {
                <button type="button" class="btn danger-ghost" on:click=move |_| confirm.set(true)>"Delete"</button>
            }
        >
            <span class="confirm" role="group" aria-label="Confirm delete">
                <span>{format!("Delete “{label}” for good?")}</span>
                <button type="button" class="btn danger" on:click=delete>"Delete"</button>
                <button type="button" class="btn ghost" on:click=move |_| confirm.set(false)>"Keep"</button>
            </span>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_changes_its_key_with_what_it_shows() {
        let damaged = |reason: &str| Row::Damaged {
            id: "s1".into(),
            label: "A".into(),
            reason: reason.into(),
        };
        assert_eq!(damaged("x").key(), damaged("x").key());
        assert_ne!(damaged("x").key(), damaged("y").key());
    }
}
