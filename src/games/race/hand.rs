//! The viewer's nine cards. While choosing two to discard, each card is a toggle button.

use crate::ui::reactive::memo;
use leptos::prelude::*;

use qbranch_engine::race::Card;

use super::card::{card_description, card_face};

#[component]
pub fn Hand(
    hand: crate::ui::reactive::Derived<Vec<Card>>,
    /// Cards shown for a swim in progress: kept, and never discarded.
    pinned: crate::ui::reactive::Derived<Vec<Card>>,
    /// Choosing two cards to discard.
    picking: crate::ui::reactive::Derived<bool>,
    picked: crate::ui::reactive::State<Vec<Card>>,
    /// Cards the move being chosen would use.
    lit: crate::ui::reactive::Derived<Vec<Card>>,
    /// A card already handed to the engine as the first of the two to discard.
    locked: crate::ui::reactive::Derived<Option<Card>>,
) -> impl IntoView {
    let toggle = move |c: Card| {
        let lock = locked.get_untracked();
        picked.update(|p| {
            if lock == Some(c) {
                return;
            }
            if let Some(i) = p.iter().position(|&x| x == c) {
                p.remove(i);
            } else {
                if p.len() >= 2 {
                    // Replace the older free pick (never the locked one).
                    if let Some(i) = p.iter().position(|&x| Some(x) != lock) {
                        p.remove(i);
                    }
                }
                p.push(c);
            }
        })
    };
    let card_view = move |c: Card| {
        let is_pinned = memo(move || pinned.with(|p| p.contains(&c)));
        // Plain closures: each feeds one attribute (set only when it changes).
        let is_picked = move || picked.with(|p| p.contains(&c));
        let is_lit = move || lit.with(|l| l.contains(&c));
        let desc = card_description(c);
        let desc2 = desc.clone();
        view! {
            <li class="race-card" class:lit=is_lit class:pinned=move || is_pinned.get()
                data-testid="card" data-card=c.id()>
                {move || {
                    if picking.get() {
                        let label = desc.clone();
                        view! {
                            <button type="button" class="race-card-btn"
                                aria-pressed=move || is_picked().to_string()
                                aria-label=label
                                disabled=move || is_pinned.get()
                                on:click=move |_| toggle(c)>
                                {card_face(c)}
                                <span class="race-card-tick" aria-hidden="true">"✓"</span>
                            </button>
                        }
                        .into_any()
                    } else {
                        view! {
                            <div class="race-card-face" role="img" aria-label=desc2.clone() title=desc2.clone()>
                                {card_face(c)}
                            </div>
                        }
                        .into_any()
                    }
                }}
                {move || is_pinned.get().then(|| view! {
                    <span class="race-card-note">"shown, kept"</span>
                }.into_any())}
            </li>
        }
    };
    view! {
        <section class="race-hand" aria-label="Your cards" data-testid="hand">
            <h2 class="race-h">
                "Your cards "
                <span class="muted">{move || format!("({})", hand.with(Vec::len))}</span>
            </h2>
            <ul class="race-cards" class:picking=move || picking.get()>
                // Drawn again only when the hand itself changes (a card drawn or discarded);
                // each card's own attributes follow the picks and the lit move in place.
                {move || hand.get().into_iter().map(|c| card_view(c).into_any()).collect::<Vec<_>>()}
            </ul>
        </section>
    }
}
