//! The deck builder screen: the pool with its filters, the deck with counts and totals, the
//! engine's live check, prebuilt starts, saved decks, export and import.

use crate::ui::reactive::memo;
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
    let zoom = crate::ui::reactive::state(None::<(String, Option<qbranch_engine::ccg::Uid>)>);
    provide_context(Zoom(zoom));
    let deck = crate::ui::reactive::state(Deck::new(variant, "My deck"));
    let saved_id = crate::ui::reactive::state(None::<String>);
    let filter = crate::ui::reactive::state(Filter::default());
    let note = crate::ui::reactive::state(None as Note);
    let import_errors = crate::ui::reactive::state(Vec::<String>::new());
    let saved_rev = crate::ui::reactive::state(0u32);
    let saved = memo(move || {
        saved_rev.track();
        store::list(&LocalKv, variant)
    });
    let problems = memo(move || deck.with(Deck::problems));
    let total = move || deck.with(Deck::total);
    let legal = move || problems.with(Vec::is_empty);
    let open_zoom = move |id: &'static str| zoom.set(Some((id.to_string(), None)));
    // The builder reads cards only: the zoom offers no actions here.
    let no_choices = crate::ui::reactive::memo(Vec::new);
    let no_act = Callback::new(|_: qbranch_engine::ccg::CcgAction| {});

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
        problems.with(|list| {
            if list.is_empty() {
                r#"<p class="db-legal" data-testid="deck-legal">✔ Legal deck</p>"#.to_string()
            } else {
                let items: String = list
                    .iter()
                    .map(|p| {
                        format!(
                            r#"<li data-testid="deck-problem" data-rule="{}">{}</li>"#,
                            rule_id(p.rule),
                            esc(&p.message)
                        )
                    })
                    .collect();
                format!(r#"<p class="db-illegal">Not legal yet:</p><ul class="db-problems">{items}</ul>"#)
            }
        })
    };

    // On a narrow screen the deck is below the pool: a strip under the pool keeps its size and
    // its check in sight while cards are added, with a way down to the deck.
    let status_check = move || {
        problems.with(|list| match list.first() {
            None => "✔ Legal deck".to_string(),
            Some(p) if list.len() == 1 => format!("✘ Not legal yet: {}", p.message),
            Some(p) => format!("✘ Not legal yet ({} problems): {}", list.len(), p.message),
        })
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
    // The saved decks' Open and Delete buttons (the row's `data-id`).
    let on_saved = move |what: &str, id: String| {
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
    let prebuilt_pick =
        crate::ui::reactive::state(decks(variant).next().map(|d| d.id).unwrap_or(""));
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
    let on_file = move |input: web_sys::HtmlInputElement| {
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

    // ---- The page: markup, kept up to date by one effect per changing part, with one
    // handler per kind of event (a view with a closure per attribute and per button was the
    // largest screen of the app's wasm).
    let root = NodeRef::<leptos::html::Div>::new();
    let binds: [Bind; 22] = [
        (
            "",
            Attr("data-total"),
            Box::new(move || total().to_string()),
        ),
        (
            "",
            Attr("data-legal"),
            Box::new(move || legal().to_string()),
        ),
        (
            "",
            Attr("data-saved-id"),
            Box::new(move || saved_id.get().unwrap_or_default()),
        ),
        (
            "[data-testid=deck-message]",
            Attr("data-kind"),
            Box::new(move || {
                note.with(|n| n.as_ref().map(|x| x.0).unwrap_or(""))
                    .to_string()
            }),
        ),
        (
            "[data-testid=deck-message]",
            Text,
            Box::new(move || note.with(|n| n.as_ref().map(|x| x.1.clone()).unwrap_or_default())),
        ),
        (
            "[data-testid=pool-count]",
            Text,
            Box::new(move || format!("{} cards shown", pool_count())),
        ),
        ("[data-testid=pool]", Html, Box::new(pool_rows)),
        (".db-status-size", Text, Box::new(part_sizes)),
        (
            ".db-status-check",
            Attr("data-legal"),
            Box::new(move || legal().to_string()),
        ),
        (".db-status-check", Text, Box::new(status_check)),
        (
            "[data-testid=deck-name]",
            Value,
            Box::new(move || deck.with(|d| d.name.clone())),
        ),
        (
            "[data-testid=deck-save]",
            Text,
            Box::new(move || {
                if saved_id.get().is_some() {
                    "Save changes"
                } else {
                    "Save in this browser"
                }
                .to_string()
            }),
        ),
        (
            "[data-testid=deck-validation]",
            Attr("data-legal"),
            Box::new(move || legal().to_string()),
        ),
        (
            "[data-testid=deck-validation]",
            Attr("data-problems"),
            Box::new(move || problems.with(Vec::len).to_string()),
        ),
        ("[data-testid=deck-validation]", Html, Box::new(validation)),
        (
            "[data-testid=deck-total]",
            Text,
            Box::new(move || format!("{} in all · {}", total(), part_sizes())),
        ),
        ("[data-testid=deck-totals]", Html, Box::new(totals)),
        ("[data-testid=deck-main]", Html, Box::new(deck_rows(false))),
        ("[data-testid=deck-plot]", Html, Box::new(deck_rows(true))),
        ("[data-testid=saved-decks]", Html, Box::new(saved_rows)),
        (
            "#db-saved-none",
            Text,
            Box::new(move || {
                if saved.with(Vec::is_empty) {
                    "No saved decks for this rule set yet."
                } else {
                    ""
                }
                .to_string()
            }),
        ),
        (
            "[data-testid=deck-export]",
            Value,
            Box::new(move || export_text.get()),
        ),
    ];
    for b in binds {
        bind(root, b);
    }
    crate::games::effect_of(Box::new(move || {
        let n = import_errors.with(Vec::len).to_string();
        let html = import_errors.with(|l| {
            l.iter()
                .map(|e| format!(r#"<li data-testid="deck-import-error">{}</li>"#, esc(e)))
                .collect::<String>()
        });
        if let Some(el) = root.get().and_then(|r| {
            r.query_selector("[data-testid=deck-import-errors]")
                .ok()
                .flatten()
        }) {
            let _ = el.set_attribute("data-count", &n);
            el.set_inner_html(&html);
        }
    }));

    let on_click = move |e: leptos::ev::MouseEvent| {
        if let Some((what, card)) = card_tap(e.target()) {
            match what {
                "read" => open_zoom(card.id),
                "minus" => deck.update(|d| d.remove_one(card.id)),
                _ => deck.update(|d| d.add(card)),
            }
            return;
        }
        if let Some((what, id)) = saved_tap(e.target()) {
            on_saved(&what, id);
            return;
        }
        let Some(button) = closest(e.target(), "button[data-testid]") else {
            return;
        };
        match button.get_attribute("data-testid").as_deref() {
            Some("deck-see") => {
                if let Some(el) = document().get_element_by_id("db-deck-h") {
                    el.scroll_into_view();
                }
            }
            Some("deck-save") => save(),
            Some("deck-load-prebuilt") => load_prebuilt(),
            Some("deck-clear") => {
                deck.set(Deck::new(variant, "My deck"));
                saved_id.set(None);
                note.set(Some(("ok", "A new, empty deck.".into())));
            }
            Some("deck-download") => download(),
            Some("deck-import") => {
                let text = document()
                    .get_element_by_id("db-import")
                    .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
                    .map(|t| t.value())
                    .unwrap_or_default();
                import(text);
            }
            _ => {}
        }
    };
    // Typing in the search box and the deck's name; the filters, the prebuilt choice and the
    // file picker.
    let on_input = move |e: leptos::ev::Event| {
        let Some(el) = closest(e.target(), "[data-testid]") else {
            return;
        };
        let v = event_target_value(&e);
        match el.get_attribute("data-testid").as_deref() {
            Some("pool-search") => filter.update(|f| f.search = v),
            Some("deck-name") => deck.update(|d| d.name = v),
            _ => {}
        }
    };
    let on_change = move |e: leptos::ev::Event| {
        let Some(el) = closest(e.target(), "[data-testid]") else {
            return;
        };
        match el.get_attribute("data-testid").as_deref() {
            Some("pool-type") => {
                let v = parse_type(&event_target_value(&e));
                filter.update(|f| f.ctype = v)
            }
            Some("pool-film") => {
                let v = parse_film(&event_target_value(&e));
                filter.update(|f| f.film = v)
            }
            Some("pool-icon") => {
                let v = parse_icon(&event_target_value(&e));
                filter.update(|f| f.icon = v)
            }
            Some("pool-legal") => {
                let on = event_target_checked(&e);
                filter.update(|f| f.legal_only = on)
            }
            Some("deck-prebuilt") => {
                let v = event_target_value(&e);
                if let Some(d) = decks(variant).find(|d| d.id == v) {
                    prebuilt_pick.set(d.id)
                }
            }
            Some("deck-import-file") => {
                if let Ok(input) = el.dyn_into::<web_sys::HtmlInputElement>() {
                    on_file(input);
                }
            }
            _ => {}
        }
    };

    let page = page_html(
        variant,
        &type_options,
        &film_options,
        &icon_options,
        &prebuilt_options,
    );
    view! {
        <div
            class="page deck-builder"
            data-testid="deck-builder"
            data-variant=match variant { Variant::Basic => "basic", Variant::Ltk => "ltk" }
            data-total="0"
            data-legal="false"
            data-saved-id=""
            node_ref=root
            on:click=on_click
            on:input=on_input
            on:change=on_change
        >
            // The table's zoom, styled by the card game's sheet (scoped under `.ccg`).
            <div class="ccg db-zoom-host"><ZoomDialog variant=variant choices=no_choices act=no_act/></div>
            <div class="db-page" inner_html=page></div>
        </div>
    }
}

/// How a [`Bind`] shows its value: as an attribute, the text, the markup inside, or the
/// value of a form field.
#[derive(Clone, Copy)]
enum Shown {
    Attr(&'static str),
    Text,
    Html,
    Value,
}
use Shown::{Attr, Html, Text, Value};

/// A part of the page (a selector under its root, "" for the root) kept showing a value.
type Bind = (&'static str, Shown, Box<dyn Fn() -> String>);

/// An effect showing `value` at `sel` under `root` whenever it changes (a form field's value
/// only when it differs, so typing keeps its place).
fn bind(root: NodeRef<leptos::html::Div>, (sel, how, value): Bind) {
    crate::games::effect_of(Box::new(move || {
        let v = value();
        let Some(r) = root.get() else { return };
        let r: web_sys::Element = r.into();
        let el = if sel.is_empty() {
            Some(r)
        } else {
            r.query_selector(sel).ok().flatten()
        };
        let Some(el) = el else { return };
        match how {
            Attr(name) => {
                let _ = el.set_attribute(name, &v);
            }
            Text => el.set_text_content(Some(&v)),
            Html => {
                // A −, + or Add pressed from the keyboard is drawn anew with its row: the same
                // button in the new markup takes the focus back at once, so a key pressed next
                // (another Enter) is never lost between the two.
                let focused = focused_button_in(&el);
                el.set_inner_html(&v);
                if let Some(b) = focused.and_then(|sel| el.query_selector(&sel).ok().flatten()) {
                    if let Some(b) = b.dyn_ref::<web_sys::HtmlElement>() {
                        let _ = b.focus();
                    }
                }
            }
            Value => {
                if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
                    if i.value() != v {
                        i.set_value(&v);
                    }
                } else if let Some(t) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
                    if t.value() != v {
                        t.set_value(&v);
                    }
                }
            }
        }
    }));
}

/// The element matching `sel` at or above an event's target.
fn closest(target: Option<web_sys::EventTarget>, sel: &str) -> Option<web_sys::Element> {
    let el: web_sys::Element = target?.dyn_into().ok()?;
    el.closest(sel).ok()?
}

/// The builder's page as markup: the parts that change are filled in by its binds.
fn page_html(
    variant: Variant,
    type_options: &str,
    film_options: &str,
    icon_options: &str,
    prebuilt_options: &str,
) -> String {
    let variant_name = match variant {
        Variant::Basic => "Basic Rules",
        Variant::Ltk => "Licence to Kill",
    };
    let game = super::game_of(variant);
    let (other, other_name) = match variant {
        Variant::Basic => ("ccg-ltk", "Licence to Kill decks"),
        Variant::Ltk => ("ccg", "Basic Rules decks"),
    };
    let deck_lists = match variant {
        Variant::Basic => r#"<ul class="db-list" data-testid="deck-main"></ul>"#,
        Variant::Ltk => {
            r#"<h3>Action deck</h3><ul class="db-list" data-testid="deck-main"></ul><h3>Plot deck</h3><ul class="db-list" data-testid="deck-plot"></ul>"#
        }
    };
    format!(
        r##"<header class="db-head"><h1>Deck builder · {variant_name}</h1><nav class="db-nav"><a class="btn primary" href="#/new/{game}" data-testid="deck-new-game">New game</a><a class="btn ghost" href="#/decks/{other}">{other_name}</a><a class="btn ghost" href="#/rules/{game}">Rules</a><a class="btn ghost" href="#/">Home</a></nav></header><p class="db-note" role="status" aria-live="polite" data-testid="deck-message" data-kind=""></p><div class="db-layout"><section class="db-pool" aria-labelledby="db-pool-h"><h2 id="db-pool-h">The card pool</h2><div class="db-filters" role="search"><label>Search<input type="search" data-testid="pool-search" placeholder="Name or text"></label><label>Type<select data-testid="pool-type"><option value="">Any type</option>{type_options}</select></label><label>Film<select data-testid="pool-film"><option value="">Any film</option>{film_options}</select></label><label>Icon<select data-testid="pool-icon"><option value="">Any icon</option>{icon_options}</select></label><label class="db-check"><input type="checkbox" data-testid="pool-legal" checked>Only cards of the {variant_name}</label></div><p class="db-stats" data-testid="pool-count"></p><ul class="db-list" data-testid="pool"></ul><div class="db-status" data-testid="deck-status"><span class="db-status-size"></span><span class="db-status-check"></span><button type="button" class="btn small" data-testid="deck-see">See the deck</button></div></section><section class="db-deck" aria-labelledby="db-deck-h"><h2 id="db-deck-h">Your deck</h2><div class="db-name-row"><label for="db-name">Name</label><input id="db-name" type="text" data-testid="deck-name" maxlength="60"><button type="button" class="btn primary" data-testid="deck-save">Save in this browser</button></div><div class="db-start"><label for="db-prebuilt">Start from</label><select id="db-prebuilt" data-testid="deck-prebuilt">{prebuilt_options}</select><button type="button" class="btn small" data-testid="deck-load-prebuilt">Load</button><button type="button" class="btn small ghost" data-testid="deck-clear">New empty deck</button></div><div class="db-check-panel" data-testid="deck-validation" aria-live="polite"></div><p class="db-total" data-testid="deck-total"></p><ul class="db-totals" data-testid="deck-totals"></ul>{deck_lists}<h2>Saved decks</h2><ul class="db-list" data-testid="saved-decks"></ul><p class="db-stats" id="db-saved-none"></p><h2>Export</h2><label for="db-export" class="db-stats">The decklist as text (the format of qbranch deck check):</label><textarea id="db-export" data-testid="deck-export" readonly rows="8"></textarea><button type="button" class="btn" data-testid="deck-download">Download as a .txt file</button><h2>Import</h2><label for="db-import" class="db-stats">Paste a decklist, one "2 Card Name" per line:</label><textarea id="db-import" data-testid="deck-import-text" rows="6"></textarea><div class="db-import-row"><button type="button" class="btn" data-testid="deck-import">Import the text</button><label class="btn ghost db-file">Or pick a file…<input type="file" accept=".txt,text/plain" data-testid="deck-import-file"></label></div><ul class="db-import-errors" data-testid="deck-import-errors" data-count="0"></ul></section></div>"##
    )
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

/// The selector of the focused button inside `el`, if it is a card row's button (a −, + or
/// Add, by its `data-testid` and its row's card), to find it again in `el`'s new markup.
fn focused_button_in(el: &web_sys::Element) -> Option<String> {
    let focused = document().active_element()?;
    if !el.contains(Some(&focused)) {
        return None;
    }
    let testid = focused.get_attribute("data-testid")?;
    let card = focused
        .closest("[data-card]")
        .ok()??
        .get_attribute("data-card")?;
    Some(format!(
        r#"[data-card="{}"] [data-testid="{}"]"#,
        esc(&card),
        esc(&testid)
    ))
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
    fn the_page_holds_every_part_its_binds_and_handlers_reach() {
        for variant in [Variant::Basic, Variant::Ltk] {
            let page = page_html(variant, "<option>t</option>", "", "", "<option>p</option>");
            for testid in [
                "deck-message",
                "pool-search",
                "pool-type",
                "pool-film",
                "pool-icon",
                "pool-legal",
                "pool-count",
                "pool",
                "deck-status",
                "deck-see",
                "deck-name",
                "deck-save",
                "deck-prebuilt",
                "deck-load-prebuilt",
                "deck-clear",
                "deck-validation",
                "deck-total",
                "deck-totals",
                "deck-main",
                "saved-decks",
                "deck-export",
                "deck-download",
                "deck-import-text",
                "deck-import",
                "deck-import-file",
                "deck-import-errors",
            ] {
                let attr = format!(r#"data-testid="{testid}""#);
                assert_eq!(page.matches(&attr).count(), 1, "{testid} in {page}");
            }
            // The Plot deck has its own list only under the 1998 rules.
            assert_eq!(
                page.contains(r#"data-testid="deck-plot""#),
                variant == Variant::Ltk
            );
            for class in ["db-status-size", "db-status-check"] {
                assert!(page.contains(&format!(r#"class="{class}""#)), "{class}");
            }
            for id in ["db-deck-h", "db-import", "db-saved-none"] {
                assert!(page.contains(&format!(r#"id="{id}""#)), "{id}");
            }
            // The checkbox starts as the filter does.
            assert!(Filter::default().legal_only);
            assert!(page.contains(r#"data-testid="pool-legal" checked"#));
            assert!(page.contains("<option>t</option>") && page.contains("<option>p</option>"));
        }
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
