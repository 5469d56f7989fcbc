//! The deck builder screen: the pool with its filters, the deck with counts and totals, the
//! engine's live check, prebuilt starts, saved decks, export and import.

use crate::memo::memo;
use leptos::prelude::*;
use qbranch_engine::ccg::decks::decks;
use qbranch_engine::ccg::{pool, Card, CardType, Film, Icon, Variant};
use wasm_bindgen::JsCast;

use super::deck::Deck;
use super::filter::{icons, types, Filter, FILMS};
use super::store::{self, Saved};
use crate::games::ccg::card::{icons_text, type_colour, value_text};
use crate::games::ccg::zoom::{Zoom, ZoomDialog};
use crate::markup::esc;
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
    // Markup, drawn again when the filter or the deck changes (the copies in the deck).
    let pool_rows = move || {
        let f = filter.get();
        deck.with(|d| {
            f.apply(variant)
                .into_iter()
                .map(|c| pool_row_html(c, variant, d.count(c.id)))
                .collect::<String>()
        })
    };
    let pool_count = move || filter.with(|f| f.apply(variant).len());

    let type_options: String = types(variant)
        .into_iter()
        .map(|t| option_html(t.name(), t.name()))
        .collect();
    let film_options: String = FILMS
        .into_iter()
        .map(|f| option_html(f.title(), f.title()))
        .collect();
    let icon_options: String = icons(variant)
        .iter()
        .map(|i| option_html(i.name(), i.name()))
        .collect();

    // ---- The deck ----
    let deck_rows = move |plot_part: bool| {
        move || {
            deck.with(|d| {
                let list = if plot_part { &d.plot } else { &d.main };
                list.iter()
                    .filter_map(|(id, n)| pool::card(id).map(|c| deck_row_html(c, *n)))
                    .collect::<String>()
            })
        }
    };
    let totals = move || {
        deck.with(Deck::totals_by_type)
            .into_iter()
            .map(|(t, n)| {
                format!(
                    r#"<li data-type="{}">{} {n}</li>"#,
                    t.name().to_ascii_lowercase(),
                    t.name()
                )
            })
            .collect::<String>()
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
            let items: String = problems
                .get()
                .into_iter()
                .map(|p| {
                    format!(
                        r#"<li data-testid="deck-problem" data-rule="{}">{}</li>"#,
                        rule_id(p.rule),
                        esc(&p.message)
                    )
                })
                .collect();
            view! {
                <p class="db-illegal">"Not legal yet:"</p>
                <ul class="db-problems" inner_html=items></ul>
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
        let current = saved_id.get();
        saved.with(|list| {
            list.iter()
                .map(|s| saved_row_html(s, current.as_deref() == Some(s.id.as_str())))
                .collect::<String>()
        })
    };
    // One handler for the saved decks' Open and Delete buttons (the row's `data-id`).
    let on_saved = move |e: leptos::ev::MouseEvent| {
        let Some((what, id)) = saved_tap(e.target()) else {
            return;
        };
        let Some(s) = saved.with_untracked(|l| l.iter().find(|s| s.id == id).cloned()) else {
            return;
        };
        if what == "saved-open" {
            open_saved(s);
        } else {
            delete_saved(s.id.clone(), s.label());
        }
    };

    // ---- Prebuilt ----
    let prebuilt_pick = RwSignal::new(decks(variant).next().map(|d| d.id).unwrap_or(""));
    let prebuilt_options: String = decks(variant).map(|d| option_html(d.id, d.name)).collect();
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
            <div class="db-layout" on:click=move |e| {
                let Some((what, card)) = card_tap(e.target()) else { return };
                match what {
                    "read" => open_zoom(card.id),
                    "minus" => deck.update(|d| d.remove_one(card.id)),
                    _ => deck.update(|d| d.add(card)),
                }
                refocus_deck_button(card.id);
            }>
                <section class="db-pool" aria-labelledby="db-pool-h">
                    <h2 id="db-pool-h">"The card pool"</h2>
                    <div class="db-filters" role="search">
                        <label>"Search"
                            <input type="search" data-testid="pool-search" placeholder="Name or text"
                                prop:value=move || filter.with(|f| f.search.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); filter.update(|f| f.search = v) }/>
                        </label>
                        <label>"Type"
                            <select data-testid="pool-type" inner_html=format!(r#"<option value="">Any type</option>{type_options}"#) on:change=move |ev| { let v = parse_type(&event_target_value(&ev)); filter.update(|f| f.ctype = v) }>
                                </select>
                        </label>
                        <label>"Film"
                            <select data-testid="pool-film" inner_html=format!(r#"<option value="">Any film</option>{film_options}"#) on:change=move |ev| { let v = parse_film(&event_target_value(&ev)); filter.update(|f| f.film = v) }>
                                </select>
                        </label>
                        <label>"Icon"
                            <select data-testid="pool-icon" inner_html=format!(r#"<option value="">Any icon</option>{icon_options}"#) on:change=move |ev| { let v = parse_icon(&event_target_value(&ev)); filter.update(|f| f.icon = v) }>
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
                    <ul class="db-list" data-testid="pool" inner_html=pool_rows></ul>
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
                        <select id="db-prebuilt" data-testid="deck-prebuilt" inner_html=prebuilt_options
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                if let Some(d) = decks(variant).find(|d| d.id == v) { prebuilt_pick.set(d.id) }
                            }>
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
                    <ul class="db-totals" data-testid="deck-totals" inner_html=totals></ul>
                    {match variant {
                        Variant::Basic => view! {
                            <ul class="db-list" data-testid="deck-main" inner_html=deck_rows(false)></ul>
                        }.into_any(),
                        Variant::Ltk => view! {
                            <h3>"Action deck"</h3>
                            <ul class="db-list" data-testid="deck-main" inner_html=deck_rows(false)></ul>
                            <h3>"Plot deck"</h3>
                            <ul class="db-list" data-testid="deck-plot" inner_html=deck_rows(true)></ul>
                        }.into_any(),
                    }}
                    <h2>"Saved decks"</h2>
                    <ul class="db-list" data-testid="saved-decks" inner_html=saved_rows on:click=on_saved></ul>
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
                    <ul class="db-import-errors" data-testid="deck-import-errors" data-count=move || import_errors.with(Vec::len).to_string()
                        inner_html=move || import_errors.with(|l| l.iter().map(|e| format!(r#"<li data-testid="deck-import-error">{}</li>"#, esc(e))).collect::<String>())>
                    </ul>
                </section>
            </div>
        </section>
    }
}

// The deck's rows are markup; their buttons, and the pool's, carry a `data-testid` which one
// click handler on the builder reads with the row's `data-card`. (A view per row,
// with a closure per button and per reactive part, was several KB of wasm.)

fn option_html(value: &str, label: &str) -> String {
    format!(r#"<option value="{}">{}</option>"#, esc(value), esc(label))
}

/// How many copies of a pool card the deck holds ("×2", said in full to screen readers).
fn in_deck_html(n: u32) -> String {
    match n {
        0 => String::new(),
        n => format!(r#"×{n}<span class="visually-hidden"> in the deck</span>"#),
    }
}

fn swatch_html(t: CardType) -> String {
    format!(
        r#"<span class="db-swatch" style="background:{}"></span>"#,
        type_colour(t)
    )
}

/// One card of the pool: colour, name, type and figures, its copies in the deck, and Add.
fn pool_row_html(c: &'static Card, variant: Variant, n: u32) -> String {
    let legal = c.variants.allows(variant);
    format!(
        r#"<li class="db-card" data-testid="pool-card" data-card="{id}" data-legal="{legal}">{swatch}<button type="button" class="db-name" data-testid="pool-read"><strong>{name}</strong><span class="db-type">{ctype}</span><span class="db-stats">{stats}</span></button><span class="db-in-deck">{in_deck}</span><button type="button" class="btn small" data-testid="pool-add"{disabled} aria-label="Add {name}">Add</button></li>"#,
        id = esc(c.id),
        swatch = swatch_html(c.ctype),
        name = esc(c.name),
        ctype = c.ctype.name(),
        stats = esc(&pool_stats(c, variant)),
        in_deck = in_deck_html(n),
        disabled = if legal { "" } else { " disabled" },
    )
}

/// One saved deck: its name and state, Open (unless it cannot be read) and Delete.
fn saved_row_html(s: &Saved, current: bool) -> String {
    let label = esc(&s.label());
    let why = match &s.deck {
        Ok(d) => {
            let p = d.problems();
            match p.first() {
                None => format!("{} cards · legal", d.total()),
                Some(first) => format!("{} cards · not legal: {}", d.total(), first.message),
            }
        }
        Err(e) => e.clone(),
    };
    format!(
        r#"<li class="db-saved{cur}" data-testid="saved-deck" data-id="{id}" data-name="{label}"><span class="db-saved-name"><strong>{label}</strong><span class="db-stats">{why}</span></span><button type="button" class="btn small" data-testid="saved-open"{disabled} aria-label="Open {label}">Open</button><button type="button" class="btn small ghost" data-testid="saved-delete" aria-label="Delete {label}">Delete</button></li>"#,
        cur = if current { " current" } else { "" },
        id = esc(&s.id),
        why = esc(&why),
        disabled = if s.deck.is_ok() { "" } else { " disabled" },
    )
}

/// The saved deck's button a click landed on (its `data-testid`) and the row's deck id.
fn saved_tap(target: Option<web_sys::EventTarget>) -> Option<(String, String)> {
    let el: web_sys::Element = target?.dyn_into().ok()?;
    let button = el.closest("button[data-testid]").ok()??;
    let row = button.closest("li[data-id]").ok()??;
    Some((
        button.get_attribute("data-testid")?,
        row.get_attribute("data-id")?,
    ))
}

/// A pool card's figures: film, values, plot points, icons given and needed.
fn pool_stats(c: &Card, variant: Variant) -> String {
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
}

/// One card of the deck: its copies, colour, name and type, and − and +.
fn deck_row_html(c: &'static Card, n: u32) -> String {
    format!(
        r#"<li class="db-entry" data-testid="deck-card" data-card="{id}" data-count="{n}"><span class="db-count">{n}</span>{swatch}<button type="button" class="db-name" data-testid="deck-read"><strong>{name}</strong><span class="db-type">{ctype}</span></button><button type="button" class="btn small" data-testid="deck-minus" aria-label="One copy fewer of {name}">−</button><button type="button" class="btn small" data-testid="deck-plus" aria-label="One copy more of {name}">+</button></li>"#,
        id = esc(c.id),
        swatch = swatch_html(c.ctype),
        name = esc(c.name),
        ctype = c.ctype.name(),
    )
}

/// The deck's rows and the pool's are drawn again after a change: give the focus back to the
/// −, + or Add that had it, in its row drawn anew (if the card is still listed), as a keyboard
/// player goes on.
fn refocus_deck_button(card: &str) {
    let Some(focused) = document().active_element() else {
        return;
    };
    let Some(testid) = focused.get_attribute("data-testid") else {
        return;
    };
    let row = match testid.as_str() {
        "deck-minus" | "deck-plus" => "deck-card",
        "pool-add" => "pool-card",
        _ => return,
    };
    let selector = format!(r#"[data-testid={row}][data-card="{card}"] [data-testid={testid}]"#);
    request_animation_frame(move || {
        if let Ok(Some(el)) = document().query_selector(&selector) {
            let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
}

/// The pool or deck button a click landed on (its `data-testid`) and its row's card.
fn card_tap(target: Option<web_sys::EventTarget>) -> Option<(&'static str, &'static Card)> {
    let el: web_sys::Element = target?.dyn_into().ok()?;
    let button = el.closest("button[data-testid]").ok()??;
    let row = button.closest("li[data-card]").ok()??;
    let card = pool::card(&row.get_attribute("data-card")?)?;
    let what = match button.get_attribute("data-testid")?.as_str() {
        "pool-read" | "deck-read" => "read",
        "deck-minus" => "minus",
        "pool-add" | "deck-plus" => "add",
        _ => return None,
    };
    Some((what, card))
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

    #[test]
    fn pool_rows_say_copies_and_disable_add_for_cards_of_the_other_rule_set() {
        let other = qbranch_engine::ccg::pool::POOL
            .iter()
            .find(|c| !c.variants.allows(Variant::Basic))
            .expect("the pool has a card outside the Basic Rules");
        let row = pool_row_html(other, Variant::Basic, 0);
        assert!(row.contains(r#"data-legal="false""#), "{row}");
        assert!(row.contains(r#"data-testid="pool-add" disabled"#), "{row}");
        assert!(row.contains(r#"<span class="db-in-deck"></span>"#), "{row}");
        let basic = qbranch_engine::ccg::pool::legal_in(Variant::Basic)
            .next()
            .expect("the Basic Rules have cards");
        let row = pool_row_html(basic, Variant::Basic, 2);
        assert!(row.contains(r#"data-legal="true""#), "{row}");
        assert!(!row.contains("disabled"), "{row}");
        assert!(row.contains("×2<span"), "{row}");
        assert!(
            row.contains(&format!(r#"data-card="{}""#, basic.id)),
            "{row}"
        );
    }

    #[test]
    fn saved_rows_escape_names_and_keep_damaged_decks_closed() {
        let good = Saved {
            id: "ab12".into(),
            deck: Ok(Deck::new(Variant::Basic, "<Bond & Co>")),
        };
        let row = saved_row_html(&good, true);
        assert!(row.contains(r#"class="db-saved current""#), "{row}");
        assert!(row.contains("&lt;Bond &amp; Co&gt;"), "{row}");
        assert!(!row.contains("<Bond"), "{row}");
        assert!(
            row.contains(r#"data-testid="saved-open" aria-label"#),
            "{row}"
        );
        let damaged = Saved {
            id: "cd34".into(),
            deck: Err("this saved deck cannot be read (it is damaged)".into()),
        };
        let row = saved_row_html(&damaged, false);
        assert!(row.contains(r#"class="db-saved""#), "{row}");
        assert!(
            row.contains(r#"data-testid="saved-open" disabled"#),
            "{row}"
        );
        assert!(row.contains("it is damaged"), "{row}");
    }
}
