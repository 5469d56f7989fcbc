//! The viewer's hand, face up as a row of cards (tap or Enter to read one). Only the viewer's
//! own hand is ever in the page: the view holds no other hand's cards.

use crate::memo::memo;
use leptos::prelude::*;
use qbranch_engine::ccg::view::CcgView;

use super::board::seat_name;
use super::card::card_button;

#[component]
pub fn Hand(view: Signal<CcgView>) -> impl IntoView {
    // Drawn again only when the viewer or their hand changes, not on every action.
    let hand = memo(move || {
        view.with(|v| {
            let seat = v.viewer?;
            Some((seat, v.seats.get(seat)?.hand.clone()?))
        })
    });
    move || {
        hand.with(|h| {
            let (seat, hand) = h.as_ref()?;
            let seat = *seat;
            let cards = hand
                .iter()
                .filter_map(|c| c.card.as_deref().map(|id| (id, c.uid)))
                .map(|(id, uid)| view! { <li>{card_button(id, Some(uid), "hand", "hand-card")}</li> })
                .collect_view();
            let title = format!("{}'s hand ({} cards)", seat_name(seat), hand.len());
            let aria = title.clone();
            Some(view! {
                <section class="ccg-hand" data-testid="ccg-hand" data-count=hand.len().to_string() aria-label=aria>
                    <h3>{title}</h3>
                    {hand.is_empty().then(|| view! { <p class="muted">"No cards."</p> })}
                    <ul class="hand-row">{cards}</ul>
                </section>
            })
        })
    }
}
