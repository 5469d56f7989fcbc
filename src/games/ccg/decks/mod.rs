//! The deck builder (`#/decks/ccg`, `#/decks/ccg-ltk`) and the saved decks it keeps in the
//! browser: the pure parts (the deck and its decklist text, the store codec, the pool's
//! filters) have native unit tests; `page` is the screen, `builder` its state, its parts the
//! `*_panel` files, `transfer` and `other_tab`.

mod builder;
pub mod deck;
mod deck_panel;
pub mod filter;
mod other_tab;
mod page;
mod pool_panel;
mod saved_panel;
pub mod store;
mod transfer;

use leptos::prelude::*;
use qbranch_engine::ccg::{SeatDeck, Variant};

pub use page::DeckBuilder;

use crate::saves::browser::LocalKv;

/// A saved deck as a new-game choice: the select value, its label, and the seat deck when it
/// is legal (else why not).
pub struct Choice {
    pub value: String,
    pub label: String,
    pub deck: Result<SeatDeck, String>,
}

/// Turn saved decks into new-game choices (pure, for tests).
pub fn choices_from(saved: Vec<store::Saved>) -> Vec<Choice> {
    saved
        .into_iter()
        .map(|s| {
            let label = s.label();
            let deck = match &s.deck {
                Err(e) => Err(e.clone()),
                Ok(d) => match d.problems().first() {
                    None => Ok(d.seat_deck()),
                    Some(p) => Err(p.message.clone()),
                },
            };
            Choice {
                value: format!("saved:{}", s.id),
                label,
                deck,
            }
        })
        .collect()
}

/// The saved decks of a rule set as new-game choices.
pub fn saved_choices(v: Variant) -> Vec<Choice> {
    choices_from(store::list(&LocalKv, v))
}

/// The seat deck of a saved-deck choice (`saved:<id>`), when it is legal.
pub fn choose(v: Variant, value: &str) -> Option<SeatDeck> {
    let id = value.strip_prefix("saved:")?;
    saved_choices(v)
        .into_iter()
        .find(|c| c.value == value && c.value.ends_with(id))
        .and_then(|c| c.deck.ok())
}

/// The choice value of a seat deck that is one of the saved decks.
pub fn value_for(v: Variant, seat: &SeatDeck) -> Option<String> {
    saved_choices(v)
        .into_iter()
        .find(|c| c.deck.as_ref().is_ok_and(|d| d == seat))
        .map(|c| c.value)
}

/// The saved decks as `<option>`s for a seat's deck choice (after the prebuilt ones): an
/// illegal one is listed, disabled, with the first rule it breaks.
#[component]
pub fn SavedDeckOptions(variant: Variant) -> impl IntoView {
    let list = saved_choices(variant);
    (!list.is_empty()).then(|| {
        let options = list
            .into_iter()
            .map(|c| {
                let (text, disabled) = match &c.deck {
                    Ok(_) => (c.label.clone(), false),
                    Err(why) => (format!("{} — not playable: {why}", c.label), true),
                };
                view! { <option value=c.value disabled=disabled data-saved-deck="true">{text}</option> }
            })
            .collect_view();
        view! { <optgroup label="Your saved decks">{options}</optgroup> }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use deck::Deck;
    use qbranch_engine::ccg::decks::deck as prebuilt;

    #[test]
    fn legal_saved_decks_are_playable_and_illegal_ones_say_why() {
        let good = Deck::from_prebuilt(prebuilt("smugglers-run").unwrap());
        let mut bad = good.clone();
        bad.name = "Short".into();
        bad.remove_one("firefight");
        let saved = vec![
            store::Saved {
                id: "aa".into(),
                deck: Ok(good.clone()),
                stamp: store::unstamped(),
            },
            store::Saved {
                id: "bb".into(),
                deck: Ok(bad),
                stamp: store::unstamped(),
            },
            store::Saved {
                id: "cc".into(),
                deck: Err("this saved deck cannot be read (it is damaged)".into()),
                stamp: store::unstamped(),
            },
        ];
        let c = choices_from(saved);
        assert_eq!(c[0].value, "saved:aa");
        assert_eq!(c[0].deck.as_ref().ok(), Some(&good.seat_deck()));
        let why = c[1].deck.as_ref().unwrap_err();
        assert!(why.contains("multiple of 10"), "{why}");
        assert!(c[2].deck.as_ref().unwrap_err().contains("damaged"));
    }
}
