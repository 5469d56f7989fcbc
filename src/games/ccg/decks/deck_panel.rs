//! The deck being built: its name and Save, a prebuilt start, the engine's check, the totals,
//! one row per card (its copies, − and +), then the saved decks, export and import.

use leptos::prelude::*;
use qbranch_engine::ccg::decks::decks;
use qbranch_engine::ccg::{pool, Card, Variant};

use super::builder::{Builder, Replacing};
use super::deck::{Deck, MAX_NAME_CHARS};
use super::pool_panel::Swatch;
use super::saved_panel::SavedPanel;
use super::transfer::{ExportPanel, ImportPanel};
use crate::ui::reactive::{memo, state};

/// A deck rule's id as the engine names it ("deck-size").
fn rule_id(rule: qbranch_engine::ccg::deck_rules::Rule) -> String {
    serde_json::to_string(&rule)
        .unwrap_or_default()
        .trim_matches('"')
        .to_string()
}

/// One card of the deck: its copies, colour, name and type, and − and +.
#[component]
fn DeckRow(card: &'static Card, b: Builder) -> impl IntoView {
    let n = memo(move || b.deck.with(|d| d.count(card.id)));
    view! {
        <li class="db-entry" data-testid="deck-card" data-card=card.id data-count=move || n.get()>
            <span class="db-count">{move || n.get()}</span>
            <Swatch t=card.ctype/>
            <button type="button" class="db-name" data-testid="deck-read" on:click=move |_| b.read(card.id)>
                <strong>{card.name}</strong>
                <span class="db-type">{card.ctype.name()}</span>
            </button>
            <button type="button" class="btn small" data-testid="deck-minus"
                aria-label=format!("One copy fewer of {}", card.name)
                on:click=move |_| b.deck.update(|d| d.remove_one(card.id))>
                "−"
            </button>
            <button type="button" class="btn small" data-testid="deck-plus"
                aria-label=format!("One copy more of {}", card.name)
                on:click=move |_| b.deck.update(|d| d.add(card))>
                "+"
            </button>
        </li>
    }
}

/// The cards of one part of the deck (Basic: the whole deck; Licence to Kill: the Action deck
/// or the Plot deck). A row stays while its card is in the part: a − or + pressed from the
/// keyboard keeps the focus.
#[component]
fn DeckList(b: Builder, plot: bool) -> impl IntoView {
    let cards = move || {
        b.deck.with(|d| {
            let list = if plot { &d.plot } else { &d.main };
            list.iter()
                .filter_map(|(id, _)| pool::card(id))
                .collect::<Vec<&'static Card>>()
        })
    };
    view! {
        <ul class="db-list" data-testid=if plot { "deck-plot" } else { "deck-main" }>
            <For each=cards key=|c| c.id let(card)>
                <DeckRow card=card b=b/>
            </For>
        </ul>
    }
}

/// Whether the deck is legal, else every rule it breaks in the engine's words.
#[component]
fn Validation(b: Builder) -> impl IntoView {
    let problems = move || {
        b.problems.with(|list| {
            if list.is_empty() {
                return view! { <p class="db-legal" data-testid="deck-legal">"✔ Legal deck"</p> }
                    .into_any();
            }
            let items = list
                .iter()
                .map(|p| {
                    view! { <li data-testid="deck-problem" data-rule=rule_id(p.rule)>{p.message.clone()}</li> }
                })
                .collect_view();
            view! {
                <p class="db-illegal">"Not legal yet:"</p>
                <ul class="db-problems">{items}</ul>
            }
            .into_any()
        })
    };
    view! {
        <div class="db-check-panel" data-testid="deck-validation" aria-live="polite"
            data-legal=move || b.legal().to_string()
            data-problems=move || b.problems.with(Vec::len)>
            {problems}
        </div>
    }
}

/// Replacing a deck with unsaved work asks first: keep it (the button the focus goes to), or
/// replace it.
#[component]
fn ReplaceAsk(b: Builder, r: Replacing) -> impl IntoView {
    let with = match r {
        Replacing::Prebuilt(id) => {
            let name = decks(b.variant).find(|d| d.id == id).map_or(id, |d| d.name);
            format!("the prebuilt deck \"{name}\"")
        }
        Replacing::Empty => "a new, empty deck".to_string(),
    };
    let name = b.deck.with_untracked(|d| d.name.clone());
    let keep = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(k) = keep.get() {
            k.focus().ok();
        }
    });
    view! {
        <div class="db-ask" role="group" aria-labelledby="db-ask-q" data-testid="deck-replace-ask">
            <p id="db-ask-q">
                {format!("\"{name}\" has changes that are not saved. Replace it with {with}? Its changes would be lost.")}
            </p>
            <div class="row-actions">
                <button type="button" class="btn small primary" node_ref=keep data-testid="deck-replace-no"
                    on:click=move |_| b.answer(false)>
                    "Keep my deck"
                </button>
                <button type="button" class="btn small danger" data-testid="deck-replace-yes"
                    on:click=move |_| b.answer(true)>
                    {match r {
                        Replacing::Prebuilt(_) => "Replace it with the prebuilt deck",
                        Replacing::Empty => "Replace it with an empty deck",
                    }}
                </button>
            </div>
        </div>
    }
}

#[component]
pub fn DeckPanel(b: Builder) -> impl IntoView {
    let variant = b.variant;
    let prebuilt = state(decks(variant).next().map(|d| d.id).unwrap_or(""));
    let prebuilt_options = decks(variant)
        .map(|d| view! { <option value=d.id>{d.name}</option> })
        .collect_view();
    let totals = move || {
        b.deck
            .with(Deck::totals_by_type)
            .into_iter()
            .map(|(t, n)| {
                view! { <li data-type=t.name().to_lowercase()>{format!("{} {n}", t.name())}</li> }
            })
            .collect_view()
    };
    let lists = match variant {
        Variant::Basic => view! { <DeckList b=b plot=false/> }.into_any(),
        Variant::Ltk => view! {
            <h3>"Action deck"</h3>
            <DeckList b=b plot=false/>
            <h3>"Plot deck"</h3>
            <DeckList b=b plot=true/>
        }
        .into_any(),
    };
    view! {
        <section class="db-deck" aria-labelledby="db-deck-h">
            <h2 id="db-deck-h">"Your deck"</h2>
            <div class="db-name-row">
                <label for="db-name">"Name"</label>
                <input id="db-name" type="text" data-testid="deck-name" maxlength=MAX_NAME_CHARS.to_string()
                    prop:value=move || b.deck.with(|d| d.name.clone())
                    on:input=move |e| {
                        let v = event_target_value(&e);
                        b.deck.update(|d| d.name = v);
                    }/>
                <button type="button" class="btn primary" data-testid="deck-save" on:click=move |_| b.save()>
                    {move || if b.saved_id.with(Option::is_some) { "Save changes" } else { "Save in this browser" }}
                </button>
            </div>
            <div class="db-start">
                <label for="db-prebuilt">"Start from"</label>
                <select id="db-prebuilt" data-testid="deck-prebuilt"
                    on:change=move |e| {
                        let v = event_target_value(&e);
                        if let Some(d) = decks(variant).find(|d| d.id == v) {
                            prebuilt.set(d.id);
                        }
                    }>
                    {prebuilt_options}
                </select>
                <button type="button" class="btn small" data-testid="deck-load-prebuilt"
                    on:click=move |_| b.ask_replace(Replacing::Prebuilt(prebuilt.get_untracked()))>
                    "Load"
                </button>
                <button type="button" class="btn small ghost" data-testid="deck-clear"
                    on:click=move |_| b.ask_replace(Replacing::Empty)>
                    "New empty deck"
                </button>
            </div>
            {move || b.asking.get().map(|r| view! { <ReplaceAsk b=b r=r/> })}
            <Validation b=b/>
            <p class="db-total" data-testid="deck-total">
                {move || format!("{} in all · {}", b.deck.with(Deck::total), b.part_sizes())}
            </p>
            <ul class="db-totals" data-testid="deck-totals">{totals}</ul>
            {lists}
            <SavedPanel b=b/>
            <ExportPanel b=b/>
            <ImportPanel b=b/>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_ids_are_kebab_case() {
        assert_eq!(
            rule_id(qbranch_engine::ccg::deck_rules::Rule::DeckSize),
            "deck-size"
        );
    }
}
