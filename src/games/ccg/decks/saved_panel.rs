//! The decks saved in this browser for the rule set: each with its state, Open (unless it
//! cannot be read) and Delete; the one being edited is marked.

use leptos::prelude::*;

use super::builder::Builder;
use super::store::Saved;
use crate::ui::text::count;

/// A saved deck's state: its size and whether it is legal, or why it cannot be read.
fn state_line(s: &Saved) -> String {
    match &s.deck {
        Ok(d) => match d.problems().first() {
            None => format!("{} · legal", count(d.total(), "card", "cards")),
            Some(first) => format!(
                "{} · not legal: {}",
                count(d.total(), "card", "cards"),
                first.message
            ),
        },
        Err(e) => e.clone(),
    }
}

#[component]
fn SavedRow(saved: Saved, b: Builder) -> impl IntoView {
    let label = saved.label();
    let id = saved.id.clone();
    let row_id = id.clone();
    let current = move || b.saved_id.with(|c| c.as_deref() == Some(id.as_str()));
    let readable = saved.deck.is_ok();
    let why = state_line(&saved);
    let to_delete = saved.clone();
    view! {
        <li class="db-saved" class:current=current data-testid="saved-deck" data-id=row_id
            data-name=label.clone()>
            <span class="db-saved-name">
                <strong>{label.clone()}</strong>
                <span class="db-stats">{why}</span>
            </span>
            <button type="button" class="btn small" data-testid="saved-open" disabled=!readable
                aria-label=format!("Open {label}") on:click=move |_| b.open_saved(&saved.id)>
                "Open"
            </button>
            <button type="button" class="btn small ghost" data-testid="saved-delete"
                aria-label=format!("Delete {label}") on:click=move |_| b.delete_saved(&to_delete)>
                "Delete"
            </button>
        </li>
    }
}

#[component]
pub fn SavedPanel(b: Builder) -> impl IntoView {
    let rows = move || {
        b.saved
            .get()
            .into_iter()
            .map(|s| view! { <SavedRow saved=s b=b/> })
            .collect_view()
    };
    view! {
        <h2>"Saved decks"</h2>
        <ul class="db-list" data-testid="saved-decks">{rows}</ul>
        <p class="db-stats" id="db-saved-none">
            {move || if b.saved.with(Vec::is_empty) { "No saved decks for this rule set yet." } else { "" }}
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ccg::decks::deck::Deck;
    use crate::games::ccg::decks::store::unstamped;
    use qbranch_engine::ccg::Variant;

    #[test]
    fn a_saved_deck_says_its_size_and_check_or_why_it_cannot_be_read() {
        let good = Saved {
            id: "ab12".into(),
            deck: Ok(Deck::new(Variant::Basic, "<Bond & Co>")),
            stamp: unstamped(),
        };
        assert!(state_line(&good).starts_with("0 cards · not legal: "));
        assert_eq!(good.label(), "<Bond & Co>");
        let damaged = Saved {
            id: "cd34".into(),
            deck: Err("this saved deck cannot be read (it is damaged)".into()),
            stamp: unstamped(),
        };
        assert_eq!(
            state_line(&damaged),
            "this saved deck cannot be read (it is damaged)"
        );
    }
}
