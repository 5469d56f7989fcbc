//! The card pool beside the deck: its filters, one row per card that passes them (its copies
//! in the deck, and Add), and a strip that keeps the deck's size and check in sight.

use leptos::prelude::*;
use qbranch_engine::ccg::{Card, CardType, Film, Icon, Variant};

use super::builder::{variant_name, Builder};
use super::filter::{icons, types, FILMS};
use crate::games::ccg::card::{icons_text, type_colour, value_text};
use crate::ui::reactive::memo;

fn parse_type(s: &str) -> Option<CardType> {
    CardType::ALL.into_iter().find(|t| t.name() == s)
}
fn parse_film(s: &str) -> Option<Film> {
    FILMS.into_iter().find(|f| f.title() == s)
}
fn parse_icon(s: &str) -> Option<Icon> {
    Icon::ALL.into_iter().find(|i| i.name() == s)
}

/// A pool card's figures: film, values, plot points, icons given and needed.
fn pool_stats(c: &Card, variant: Variant) -> String {
    let mut s = vec![c.film.title().to_string()];
    if c.pv.is_some() || c.cv.is_some() {
        s.push(format!("PV {} · CV {}", value_text(c.pv), value_text(c.cv)));
    }
    if c.is_plot() {
        s.push(crate::ui::text::count(
            c.bullets,
            "Plot Point",
            "Plot Points",
        ));
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

/// A card type's colour, as a swatch.
#[component]
pub fn Swatch(t: CardType) -> impl IntoView {
    view! { <span class="db-swatch" style=format!("background:{}", type_colour(t))></span> }
}

/// One filter's choice: "any", then the options by name.
#[component]
fn FilterSelect(
    label: &'static str,
    testid: &'static str,
    any: &'static str,
    options: Vec<&'static str>,
    on_pick: Callback<String>,
) -> impl IntoView {
    let options = options
        .into_iter()
        .map(|o| view! { <option value=o>{o}</option> })
        .collect_view();
    view! {
        <label>
            {label}
            <select data-testid=testid on:change=move |e| on_pick.run(event_target_value(&e))>
                <option value="">{any}</option>
                {options}
            </select>
        </label>
    }
}

/// One card of the pool: colour, name, type and figures, its copies in the deck, and Add.
#[component]
fn PoolRow(card: &'static Card, b: Builder) -> impl IntoView {
    let in_deck = memo(move || b.deck.with(|d| d.count(card.id)));
    let legal = card.variants.allows(b.variant);
    view! {
        <li class="db-card" data-testid="pool-card" data-card=card.id data-legal=legal.to_string()>
            <Swatch t=card.ctype/>
            <button type="button" class="db-name" data-testid="pool-read" on:click=move |_| b.read(card.id)>
                <strong>{card.name}</strong>
                <span class="db-type">{card.ctype.name()}</span>
                <span class="db-stats">{pool_stats(card, b.variant)}</span>
            </button>
            // How many copies the deck holds ("×2", said in full to screen readers).
            <span class="db-in-deck">
                {move || match in_deck.get() {
                    0 => None,
                    n => Some(view! { {format!("×{n}")}<span class="visually-hidden">" in the deck"</span> }),
                }}
            </span>
            <button type="button" class="btn small" data-testid="pool-add" disabled=!legal
                aria-label=format!("Add {}", card.name)
                on:click=move |_| b.deck.update(|d| d.add(card))>
                "Add"
            </button>
        </li>
    }
}

#[component]
pub fn PoolPanel(b: Builder) -> impl IntoView {
    let variant = b.variant;
    let shown = memo(move || b.filter.with(|f| f.apply(variant)));
    let status_check = move || {
        b.problems.with(|list| match list.first() {
            None => "✔ Legal deck".to_string(),
            Some(p) if list.len() == 1 => format!("✘ Not legal yet: {}", p.message),
            Some(p) => format!("✘ Not legal yet ({} problems): {}", list.len(), p.message),
        })
    };
    let see_deck = move |_| {
        if let Some(el) = document().get_element_by_id("db-deck-h") {
            el.scroll_into_view();
        }
    };
    view! {
        <section class="db-pool" aria-labelledby="db-pool-h">
            <h2 id="db-pool-h">"The card pool"</h2>
            <div class="db-filters" role="search">
                <label>
                    "Search"
                    <input type="search" data-testid="pool-search" placeholder="Name or text"
                        on:input=move |e| {
                            let v = event_target_value(&e);
                            b.filter.update(|f| f.search = v);
                        }/>
                </label>
                <FilterSelect label="Type" testid="pool-type" any="Any type"
                    options=types(variant).into_iter().map(|t| t.name()).collect()
                    on_pick=Callback::new(move |v: String| b.filter.update(|f| f.ctype = parse_type(&v)))/>
                <FilterSelect label="Film" testid="pool-film" any="Any film"
                    options=FILMS.iter().map(|f| f.title()).collect()
                    on_pick=Callback::new(move |v: String| b.filter.update(|f| f.film = parse_film(&v)))/>
                <FilterSelect label="Icon" testid="pool-icon" any="Any icon"
                    options=icons(variant).iter().map(|i| i.name()).collect()
                    on_pick=Callback::new(move |v: String| b.filter.update(|f| f.icon = parse_icon(&v)))/>
                <label class="db-check">
                    <input type="checkbox" data-testid="pool-legal"
                        prop:checked=move || b.filter.with(|f| f.legal_only)
                        on:change=move |e| {
                            let on = event_target_checked(&e);
                            b.filter.update(|f| f.legal_only = on);
                        }/>
                    {format!("Only cards of the {}", variant_name(variant))}
                </label>
            </div>
            <p class="db-stats" data-testid="pool-count">{move || format!("{} shown", crate::ui::text::count(shown.with(Vec::len), "card", "cards"))}</p>
            // A row stays while its card passes the filters: a key pressed on its button keeps
            // the focus there.
            <ul class="db-list" data-testid="pool">
                <For each=move || shown.get() key=|c| c.id let(card)>
                    <PoolRow card=card b=b/>
                </For>
            </ul>
            // On a narrow screen the deck is below the pool: this strip keeps its size and its
            // check in sight while cards are added, with a way down to the deck.
            <div class="db-status" data-testid="deck-status">
                <span class="db-status-size">{move || b.part_sizes()}</span>
                <span class="db-status-check" data-legal=move || b.legal().to_string()>{status_check}</span>
                <button type="button" class="btn small" data-testid="deck-see" on:click=see_deck>"See the deck"</button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filter_choices_read_back_by_name() {
        assert_eq!(parse_type("Henchman"), Some(CardType::Henchman));
        assert_eq!(parse_film(""), None);
        assert_eq!(parse_icon("Hand-to-hand"), Some(Icon::HandToHand));
    }
}
