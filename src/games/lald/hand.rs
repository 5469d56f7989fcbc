//! The cards: the viewer's hand face up, the other hand as backs with a count, the deck's
//! count and the face-up discard pile. Only the viewer's own hand is ever in the page (the
//! view the shell hands over holds no other card names).

use leptos::prelude::*;
use qbranch_engine::lald::view::CardView;
use qbranch_engine::lald::{CardId, LaldView, HAND_LIMIT};

use super::card::{back, face};

fn seat_word(seat: usize) -> &'static str {
    if seat == 0 {
        "Bond"
    } else {
        "The Enemy"
    }
}

/// A played card as everyone sees it.
fn public(c: CardId) -> CardView {
    let d = c.def();
    CardView {
        id: c,
        name: d.name,
        kind: d.kind.group(),
        effect: d.effect,
        playable: true,
    }
}

#[component]
pub fn Hand(view: Signal<LaldView>) -> impl IntoView {
    let mine = move || {
        view.with(|v| {
            let (Some(seat), Some(hand)) = (v.seat, v.hand.as_ref()) else {
                return None;
            };
            let cards = hand.iter().map(|c| face(c, "hand-card")).collect_view();
            let title = format!(
                "Your hand ({} of {HAND_LIMIT}) — {}",
                hand.len(),
                if seat == 0 { "Bond" } else { "Enemy" }
            );
            Some(view! {
                <div class="hand mine" data-testid="my-hand" data-count=hand.len().to_string()>
                    <h3 class="group-title">{title}</h3>
                    <div class="hand-cards">
                        {cards}
                        {hand.is_empty().then(|| view! { <p class="muted">"No cards."</p> })}
                    </div>
                </div>
            })
        })
    };
    let others = move || {
        view.with(|v| {
            (0..2usize)
                .filter(|&s| v.seat != Some(s))
                .map(|s| {
                    let n = v.hand_sizes[s];
                    let backs = (0..n).map(|_| back(true)).collect_view();
                    view! {
                        <div
                            class="hand other"
                            data-testid="other-hand"
                            data-seat=s.to_string()
                            data-count=n.to_string()
                        >
                            <h3 class="group-title">{format!("{}'s hand: {n}", seat_word(s))}</h3>
                            <div class="hand-backs" aria-hidden="true">{backs}</div>
                        </div>
                    }
                })
                .collect_view()
        })
    };
    let piles = move || {
        view.with(|v| {
            let top = v
                .discard_face_up
                .last()
                .map(|c| face(&public(*c), "discard-top"));
            let played = v.discard_face_up.len();
            let names = v
                .discard_face_up
                .iter()
                .rev()
                .map(|c| c.def().name)
                .collect::<Vec<_>>()
                .join(", ");
            let down = v.discard_face_down;
            view! {
                <div class="piles">
                    <div class="pile" data-testid="deck" data-count=v.deck_count.to_string()>
                        {back(true)}
                        <span class="pile-label">{format!("Deck: {}", v.deck_count)}</span>
                    </div>
                    <div class="pile" data-testid="discard" data-count=played.to_string()>
                        {top}
                        <span class="pile-label">
                            {format!("Played: {played}")}
                            {(down > 0).then(|| format!(" · {down} face down"))}
                        </span>
                    </div>
                    {(played > 1).then(|| view! {
                        <details class="played-list">
                            <summary>"All played cards"</summary>
                            <p>{names}</p>
                        </details>
                    })}
                </div>
            }
        })
    };
    view! {
        <section class="cards-area" aria-label="Cards">
            {mine}
            {others}
            {piles}
        </section>
    }
}
