//! The deck builder screen: the pool with its filters, the deck with counts and totals, the
//! engine's live check, prebuilt starts, saved decks, export and import.

use crate::memo::memo;
use leptos::prelude::*;
use qbranch_engine::ccg::decks::decks;
use qbranch_engine::ccg::{pool, CardType, Film, Icon, Variant};
use wasm_bindgen::JsCast;

use super::deck::Deck;
use super::filter::{icons, types, Filter, FILMS};
use super::store::{self, Saved};
use crate::games::ccg::card::{icons_text, type_colour, value_text};
use crate::games::ccg::zoom::{Zoom, ZoomDialog};
use crate::saves::browser::{self, LocalKv};
use crate::saves::store::StoreError;

/// A message over the builder: kind ("ok", "error") and text.
type Note = Option<(&'static str, String)>;

fn file_name(name: &str) -> String {
    let slug = crate::saves::import_export::slug(name);
    if slug.is_empty() {
        "deck.txt".into()
    } else {
        format!("{slug}.txt")
    }
}

fn rule_id(rule: qbranch_engine::ccg::deck_rules::Rule) -> String {
    serde_json::to_string(&rule)
        .unwrap_or_default()
        .trim_matches('"')
        .to_string()
}

fn storage_words(e: &StoreError) -> String {
    match e {
        StoreError::Full => "The browser's storage is full, so the deck was not saved. It is still \
                             open here: export it as text to keep it, or delete an old deck or game \
                             and save again."
            .into(),
        StoreError::Unavailable(_) => format!(
            "The deck was not saved: {e}. It is still open here; export it as text to keep it."
        ),
    }
}

fn parse_type(s: &str) -> Option<CardType> {
    CardType::ALL.into_iter().find(|t| t.name() == s)
}
fn parse_film(s: &str) -> Option<Film> {
    FILMS.into_iter().find(|f| f.title() == s)
}
fn parse_icon(s: &str) -> Option<Icon> {
    Icon::ALL.into_iter().find(|i| i.name() == s)
}

#[component]
pub fn DeckBuilder(variant: Variant) -> impl IntoView {
    let zoom = RwSignal::new(None::<(String, Option<qbranch_engine::ccg::Uid>)>);
    provide_context(Zoom(zoom));
    let deck = RwSignal::new(Deck::new(variant, "My deck"));
    let saved_id = RwSignal::new(None::<String>);
    let filter = RwSignal::new(Filter::default());
    let note = RwSignal::new(None as Note);
    let import_errors = RwSignal::new(Vec::<String>::new());
    let import_text = RwSignal::new(String::new());
    let saved_rev = RwSignal::new(0u32);
    let saved = memo(move || {
        saved_rev.track();
        store::list(&LocalKv, variant)
    });
    let problems = memo(move || deck.with(Deck::problems));
    let total = move || deck.with(Deck::total);
    let legal = move || problems.with(Vec::is_empty);
    let open_zoom = move |id: &'static str| zoom.set(Some((id.to_string(), None)));
    // The builder reads cards only: the zoom offers no actions here.
    let no_choices = Signal::derive(Vec::new);
    let no_act = Callback::new(|_: qbranch_engine::ccg::CcgAction| {});

    let variant_name = match variant {
        Variant::Basic => "Basic Rules",
        Variant::Ltk => "Licence to Kill",
    };
    let game = super::game_of(variant);

    // ---- The pool ----
    let pool_rows = move || {
        let f = filter.get();
        f.apply(variant)
            .into_iter()
            .map(|c| {
                let id = c.id;
                let legal_here = c.variants.allows(variant);
                let stats = {
                    let mut s = vec![c.film.title().to_string()];
                    if c.pv.is_some() || c.cv.is_some() {
                        s.push(format!("PV {} · CV {}", value_text(c.pv), value_text(c.cv)));
                    }
                    if c.is_plot() {
                        s.push(format!("{} Plot Points", c.bullets));
                    }
                    let prov: Vec<_> = c.provides_in(variant).collect();
                    if !prov.is_empty() {
                        s.push(format!("gives {}", icons_text(&prov)));
                    }
                    let req: Vec<_> = c.requires_in(variant).collect();
                    if !req.is_empty() {
                        s.push(format!("needs {}", icons_text(&req)));
                    }
                    s.join(" · ")
                };
                let in_deck = move || deck.with(|d| d.count(id));
                view! {
                    <li class="db-card" data-testid="pool-card" data-card=id data-legal=legal_here.to_string()>
                        <span class="db-swatch" style=format!("background:{}", type_colour(c.ctype))></span>
                        <button
                            type="button"
                            class="db-name"
                            data-testid="pool-read"
                            on:click=move |_| open_zoom(id)
                        >
                            <strong>{c.name}</strong>
                            <span class="db-type">{c.ctype.name()}</span>
                            <span class="db-stats">{stats}</span>
                        </button>
                        <span class="db-in-deck">
                            {move || match in_deck() { 0 => String::new(), n => format!("×{n}") }}
                            {move || (in_deck() > 0).then(|| view! { <span class="visually-hidden">" in the deck"</span> })}
                        </span>
                        <button
                            type="button"
                            class="btn small"
                            data-testid="pool-add"
                            disabled=!legal_here
                            aria-label=format!("Add {}", c.name)
                            on:click=move |_| {
                                if let Some(card) = pool::card(id) {
                                    deck.update(|d| d.add(card));
                                }
                            }
                        >
                            "Add"
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let pool_count = move || filter.with(|f| f.apply(variant).len());

    let type_options = types(variant)
        .into_iter()
        .map(|t| view! { <option value=t.name()>{t.name()}</option> })
        .collect_view();
    let film_options = FILMS
        .into_iter()
        .map(|f| view! { <option value=f.title()>{f.title()}</option> })
        .collect_view();
    let icon_options = icons(variant)
        .iter()
        .map(|i| view! { <option value=i.name()>{i.name()}</option> })
        .collect_view();

    // ---- The deck ----
    let deck_rows = move |plot_part: bool| {
        move || {
            let list = deck.with(|d| {
                if plot_part {
                    d.plot.clone()
                } else {
                    d.main.clone()
                }
            });
            list.into_iter()
                .filter_map(|(id, n)| pool::card(&id).map(|c| (c, n)))
                .map(|(c, n)| {
                    let id = c.id;
                    view! {
                        <li class="db-entry" data-testid="deck-card" data-card=id data-count=n.to_string()>
                            <span class="db-count">{n}</span>
                            <span class="db-swatch" style=format!("background:{}", type_colour(c.ctype))></span>
                            <button type="button" class="db-name" on:click=move |_| open_zoom(id)>
                                <strong>{c.name}</strong>
                                <span class="db-type">{c.ctype.name()}</span>
                            </button>
                            <button type="button" class="btn small" data-testid="deck-minus"
                                aria-label=format!("One copy fewer of {}", c.name)
                                on:click=move |_| deck.update(|d| d.remove_one(id))>"−"</button>
                            <button type="button" class="btn small" data-testid="deck-plus"
                                aria-label=format!("One copy more of {}", c.name)
                                on:click=move |_| {
                                    if let Some(card) = pool::card(id) {
                                        deck.update(|d| d.add(card));
                                    }
                                }>"+"</button>
                        </li>
                    }
                })
                .collect_view()
        }
    };
    let totals = move || {
        deck.with(Deck::totals_by_type)
            .into_iter()
            .map(|(t, n)| view! { <li data-type=t.name().to_ascii_lowercase()>{format!("{} {n}", t.name())}</li> })
            .collect_view()
    };
    let part_sizes = move || {
        deck.with(|d| {
            let m: u32 = d.main.iter().map(|(_, n)| n).sum();
            let p: u32 = d.plot.iter().map(|(_, n)| n).sum();
            match variant {
                Variant::Basic => format!("{m} cards"),
                Variant::Ltk => format!("Action deck {m} · Plot deck {p}"),
            }
        })
    };

    // ---- Validation ----
    let validation = move || {
        if legal() {
            view! { <p class="db-legal" data-testid="deck-legal">"✔ Legal deck"</p> }.into_any()
        } else {
            let items = problems
                .get()
                .into_iter()
                .map(|p| view! { <li data-testid="deck-problem" data-rule=rule_id(p.rule)>{p.message}</li> })
                .collect_view();
            view! {
                <p class="db-illegal">"Not legal yet:"</p>
                <ul class="db-problems">{items}</ul>
            }
            .into_any()
        }
    };

    // On a narrow screen the deck is below the pool: a strip under the pool keeps its size and
    // its check in sight while cards are added, with a way down to the deck.
    let status = move || {
        let sizes = part_sizes();
        let list = problems.get();
        let (mark, text) = match list.first() {
            None => ("✔", "Legal deck".to_string()),
            Some(p) if list.len() == 1 => ("✘", format!("Not legal yet: {}", p.message)),
            Some(p) => (
                "✘",
                format!("Not legal yet ({} problems): {}", list.len(), p.message),
            ),
        };
        view! {
            <span class="db-status-size">{sizes}</span>
            <span class="db-status-check" data-legal=list.is_empty().to_string()>{format!("{mark} {text}")}</span>
        }
    };
    let to_deck = move |_| {
        if let Some(el) = document().get_element_by_id("db-deck-h") {
            el.scroll_into_view();
        }
    };

    // ---- Saving ----
    let save = move || {
        let d = deck.get_untracked();
        if d.name.trim().is_empty() {
            note.set(Some((
                "error",
                "Give the deck a name before saving it.".into(),
            )));
            return;
        }
        let id = saved_id
            .get_untracked()
            .unwrap_or_else(|| store::new_id(browser::random_u64()));
        match store::save(&LocalKv, &id, &d) {
            Ok(()) => {
                saved_id.set(Some(id));
                saved_rev.update(|n| *n += 1);
                note.set(Some((
                    "ok",
                    format!("Saved \"{}\" in this browser.", d.name),
                )));
            }
            Err(e) => note.set(Some(("error", storage_words(&e)))),
        }
    };
    let open_saved = move |s: Saved| match s.deck {
        Ok(d) => {
            note.set(Some(("ok", format!("Opened \"{}\".", d.name))));
            deck.set(d);
            saved_id.set(Some(s.id));
            import_errors.set(Vec::new());
        }
        Err(e) => note.set(Some(("error", format!("That deck cannot be opened: {e}.")))),
    };
    let delete_saved = move |id: String, label: String| {
        store::delete(&LocalKv, &id);
        if saved_id.get_untracked().as_deref() == Some(id.as_str()) {
            saved_id.set(None);
        }
        saved_rev.update(|n| *n += 1);
        note.set(Some((
            "ok",
            format!(
                "Deleted \"{label}\" from this browser. The deck stays open here until you leave."
            ),
        )));
    };
    let saved_rows = move || {
        saved
            .get()
            .into_iter()
            .map(|s| {
                let label = s.label();
                let id = s.id.clone();
                let why = match &s.deck {
                    Ok(d) => {
                        let p = d.problems();
                        if p.is_empty() {
                            format!("{} cards · legal", d.total())
                        } else {
                            format!("{} cards · not legal: {}", d.total(), p[0].message)
                        }
                    }
                    Err(e) => e.clone(),
                };
                let current = move || saved_id.get().as_deref() == Some(id.as_str());
                let (id2, label2) = (s.id.clone(), label.clone());
                let readable = s.deck.is_ok();
                let s2 = s.clone();
                view! {
                    <li class="db-saved" data-testid="saved-deck" data-id=s.id.clone() data-name=label.clone()
                        class:current=current>
                        <span class="db-saved-name"><strong>{label.clone()}</strong><span class="db-stats">{why}</span></span>
                        <button type="button" class="btn small" data-testid="saved-open" disabled=!readable
                            aria-label=format!("Open {label}") on:click=move |_| open_saved(s2.clone())>"Open"</button>
                        <button type="button" class="btn small ghost" data-testid="saved-delete"
                            aria-label=format!("Delete {label}")
                            on:click=move |_| delete_saved(id2.clone(), label2.clone())>"Delete"</button>
                    </li>
                }
            })
            .collect_view()
    };

    // ---- Prebuilt ----
    let prebuilt_pick = RwSignal::new(decks(variant).next().map(|d| d.id).unwrap_or(""));
    let prebuilt_options = decks(variant)
        .map(|d| view! { <option value=d.id>{d.name}</option> })
        .collect_view();
    let load_prebuilt = move || {
        let id = prebuilt_pick.get_untracked();
        if let Some(p) = decks(variant).find(|d| d.id == id) {
            deck.set(Deck::from_prebuilt(p));
            saved_id.set(None);
            import_errors.set(Vec::new());
            note.set(Some((
                "ok",
                format!(
                    "Started from the prebuilt deck \"{}\": a new deck, not saved yet.",
                    p.name
                ),
            )));
        }
    };

    // ---- Export and import ----
    let export_text = memo(move || deck.with(Deck::to_text));
    let download = move || {
        let d = deck.get_untracked();
        match browser::download(&file_name(&d.name), &d.to_text()) {
            Ok(()) => note.set(Some((
                "ok",
                "The decklist was downloaded as a text file.".into(),
            ))),
            Err(e) => note.set(Some(("error", format!("The download failed ({e}).")))),
        }
    };
    let import = move |text: String| match Deck::from_text(&text, variant, "Imported deck") {
        Ok(d) => {
            let n = d.total();
            let name = d.name.clone();
            deck.set(d);
            saved_id.set(None);
            import_errors.set(Vec::new());
            note.set(Some((
                "ok",
                format!("Imported \"{name}\" ({n} cards): a new deck, not saved yet."),
            )));
        }
        Err(errs) => {
            import_errors.set(errs);
            note.set(Some((
                "error",
                "The decklist was not imported; nothing was changed. See the lines below.".into(),
            )));
        }
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            if file.size() > qbranch_engine::ccg::deck_rules::MAX_DECKLIST_BYTES as f64 {
                import_errors.set(vec![format!(
                    "The file is {} KB; a decklist may be at most {} KB.",
                    (file.size() / 1024.0).ceil() as u64,
                    qbranch_engine::ccg::deck_rules::MAX_DECKLIST_BYTES / 1024
                )]);
                note.set(Some((
                    "error",
                    "The decklist was not imported; nothing was changed.".into(),
                )));
                return;
            }
            match browser::read_file(file).await {
                Ok(text) => import(text),
                Err(e) => {
                    import_errors.set(vec![format!("The file could not be read: {e}.")]);
                    note.set(Some((
                        "error",
                        "The decklist was not imported; nothing was changed.".into(),
                    )));
                }
            }
        });
    };

    let other = match variant {
        Variant::Basic => ("ccg-ltk", "Licence to Kill decks"),
        Variant::Ltk => ("ccg", "Basic Rules decks"),
    };

    view! {
        <section
            class="page deck-builder"
            data-testid="deck-builder"
            data-variant=match variant { Variant::Basic => "basic", Variant::Ltk => "ltk" }
            data-total=move || total().to_string()
            data-legal=move || legal().to_string()
            data-saved-id=move || saved_id.get().unwrap_or_default()
        >
            // The table's zoom, styled by the card game's sheet (scoped under `.ccg`).
            <div class="ccg db-zoom-host"><ZoomDialog variant=variant choices=no_choices act=no_act/></div>
            <header class="db-head">
                <h1>{format!("Deck builder · {variant_name}")}</h1>
                <nav class="db-nav">
                    <a class="btn primary" href=format!("#/new/{game}") data-testid="deck-new-game">"New game"</a>
                    <a class="btn ghost" href=format!("#/decks/{}", other.0)>{other.1}</a>
                    <a class="btn ghost" href=format!("#/rules/{game}")>"Rules"</a>
                    <a class="btn ghost" href="#/">"Home"</a>
                </nav>
            </header>
            <p
                class="db-note"
                role="status"
                aria-live="polite"
                data-testid="deck-message"
                data-kind=move || note.with(|n| n.as_ref().map(|x| x.0).unwrap_or(""))
            >
                {move || note.with(|n| n.as_ref().map(|x| x.1.clone()).unwrap_or_default())}
            </p>
            <div class="db-layout">
                <section class="db-pool" aria-labelledby="db-pool-h">
                    <h2 id="db-pool-h">"The card pool"</h2>
                    <div class="db-filters" role="search">
                        <label>"Search"
                            <input type="search" data-testid="pool-search" placeholder="Name or text"
                                prop:value=move || filter.with(|f| f.search.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); filter.update(|f| f.search = v) }/>
                        </label>
                        <label>"Type"
                            <select data-testid="pool-type" on:change=move |ev| { let v = parse_type(&event_target_value(&ev)); filter.update(|f| f.ctype = v) }>
                                <option value="">"Any type"</option>{type_options}
                            </select>
                        </label>
                        <label>"Film"
                            <select data-testid="pool-film" on:change=move |ev| { let v = parse_film(&event_target_value(&ev)); filter.update(|f| f.film = v) }>
                                <option value="">"Any film"</option>{film_options}
                            </select>
                        </label>
                        <label>"Icon"
                            <select data-testid="pool-icon" on:change=move |ev| { let v = parse_icon(&event_target_value(&ev)); filter.update(|f| f.icon = v) }>
                                <option value="">"Any icon"</option>{icon_options}
                            </select>
                        </label>
                        <label class="db-check">
                            <input type="checkbox" data-testid="pool-legal"
                                prop:checked=move || filter.with(|f| f.legal_only)
                                on:change=move |ev| { let on = event_target_checked(&ev); filter.update(|f| f.legal_only = on) }/>
                            {format!("Only cards of the {variant_name}")}
                        </label>
                    </div>
                    <p class="db-stats" data-testid="pool-count">{move || format!("{} cards shown", pool_count())}</p>
                    <ul class="db-list" data-testid="pool">{pool_rows}</ul>
                    <div class="db-status" data-testid="deck-status">
                        {status}
                        <button type="button" class="btn small" on:click=to_deck>"See the deck"</button>
                    </div>
                </section>
                <section class="db-deck" aria-labelledby="db-deck-h">
                    <h2 id="db-deck-h">"Your deck"</h2>
                    <div class="db-name-row">
                        <label for="db-name">"Name"</label>
                        <input id="db-name" type="text" data-testid="deck-name" maxlength="60"
                            prop:value=move || deck.with(|d| d.name.clone())
                            on:input=move |ev| { let v = event_target_value(&ev); deck.update(|d| d.name = v) }/>
                        <button type="button" class="btn primary" data-testid="deck-save" on:click=move |_| save()>
                            {move || if saved_id.get().is_some() { "Save changes" } else { "Save in this browser" }}
                        </button>
                    </div>
                    <div class="db-start">
                        <label for="db-prebuilt">"Start from"</label>
                        <select id="db-prebuilt" data-testid="deck-prebuilt"
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                if let Some(d) = decks(variant).find(|d| d.id == v) { prebuilt_pick.set(d.id) }
                            }>
                            {prebuilt_options}
                        </select>
                        <button type="button" class="btn small" data-testid="deck-load-prebuilt" on:click=move |_| load_prebuilt()>"Load"</button>
                        <button type="button" class="btn small ghost" data-testid="deck-clear"
                            on:click=move |_| {
                                deck.set(Deck::new(variant, "My deck"));
                                saved_id.set(None);
                                note.set(Some(("ok", "A new, empty deck.".into())));
                            }>"New empty deck"</button>
                    </div>
                    <div class="db-check-panel" data-testid="deck-validation" data-legal=move || legal().to_string()
                        data-problems=move || problems.with(Vec::len).to_string() aria-live="polite">
                        {validation}
                    </div>
                    <p class="db-total" data-testid="deck-total">{move || format!("{} in all · ", total())}{part_sizes}</p>
                    <ul class="db-totals" data-testid="deck-totals">{totals}</ul>
                    {match variant {
                        Variant::Basic => view! {
                            <ul class="db-list" data-testid="deck-main">{deck_rows(false)}</ul>
                        }.into_any(),
                        Variant::Ltk => view! {
                            <h3>"Action deck"</h3>
                            <ul class="db-list" data-testid="deck-main">{deck_rows(false)}</ul>
                            <h3>"Plot deck"</h3>
                            <ul class="db-list" data-testid="deck-plot">{deck_rows(true)}</ul>
                        }.into_any(),
                    }}
                    <h2>"Saved decks"</h2>
                    <ul class="db-list" data-testid="saved-decks">
                        {saved_rows}
                    </ul>
                    <p class="db-stats">{move || if saved.with(Vec::is_empty) { "No saved decks for this rule set yet." } else { "" }}</p>
                    <h2>"Export"</h2>
                    <label for="db-export" class="db-stats">"The decklist as text (the format of qbranch deck check):"</label>
                    <textarea id="db-export" data-testid="deck-export" readonly rows="8" prop:value=move || export_text.get()></textarea>
                    <button type="button" class="btn" data-testid="deck-download" on:click=move |_| download()>"Download as a .txt file"</button>
                    <h2>"Import"</h2>
                    <label for="db-import" class="db-stats">"Paste a decklist, one \"2 Card Name\" per line:"</label>
                    <textarea id="db-import" data-testid="deck-import-text" rows="6"
                        prop:value=move || import_text.get()
                        on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
                    <div class="db-import-row">
                        <button type="button" class="btn" data-testid="deck-import" on:click=move |_| import(import_text.get_untracked())>"Import the text"</button>
                        <label class="btn ghost db-file">"Or pick a file…"
                            <input type="file" accept=".txt,text/plain" data-testid="deck-import-file" on:change=on_file/>
                        </label>
                    </div>
                    <ul class="db-import-errors" data-testid="deck-import-errors" data-count=move || import_errors.with(Vec::len).to_string()>
                        {move || import_errors.get().into_iter().map(|e| view! { <li data-testid="deck-import-error">{e}</li> }).collect_view()}
                    </ul>
                </section>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_tidy_and_rule_ids_are_kebab_case() {
        assert_eq!(file_name("Smugglers' Run 2!"), "smugglers-run-2.txt");
        assert_eq!(file_name("  "), "deck.txt");
        assert_eq!(
            rule_id(qbranch_engine::ccg::deck_rules::Rule::DeckSize),
            "deck-size"
        );
        assert_eq!(parse_type("Henchman"), Some(CardType::Henchman));
        assert_eq!(parse_film(""), None);
        assert_eq!(parse_icon("Hand-to-hand"), Some(Icon::HandToHand));
    }
}
