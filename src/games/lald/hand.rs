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
        name: d.name.into(),
        kind: d.kind.group().into(),
        effect: d.effect.into(),
        playable: true,
    }
}

/// The viewer's own hand, face up.
fn my_hand(seat: usize, hand: &[CardView]) -> impl IntoView {
    let n = hand.len();
    let title = format!(
        "Your hand ({n} of {HAND_LIMIT}) — {}",
        if seat == 0 { "Bond" } else { "Enemy" }
    );
    let cards = hand.iter().map(|c| face(c, "hand-card")).collect_view();
    view! {
        <div class="hand mine" data-testid="my-hand" data-count=n>
            <h3 class="group-title">{title}</h3>
            <div class="hand-cards">
                {cards}
                {hand.is_empty().then(|| view! { <p class="muted">"No cards."</p> })}
            </div>
        </div>
    }
}

/// Another seat's hand, as backs.
fn other_hand(seat: usize, n: usize) -> impl IntoView {
    view! {
        <div class="hand other" data-testid="other-hand" data-seat=seat data-count=n>
            <h3 class="group-title">{format!("{}'s hand: {n}", seat_word(seat))}</h3>
            <div class="hand-backs" aria-hidden="true">{(0..n).map(|_| back()).collect_view()}</div>
        </div>
    }
}

/// The deck, the top of the discard pile and what has been played.
fn piles(v: &LaldView) -> impl IntoView {
    let played = v.discard_face_up.len();
    let down = v.discard_face_down;
    let mut played_label = format!("Played: {played}");
    if down > 0 {
        played_label.push_str(&format!(" · {down} face down"));
    }
    let top = v
        .discard_face_up
        .last()
        .map(|c| face(&public(*c), "discard-top"));
    let all_played = (played > 1).then(|| {
        let names = v
            .discard_face_up
            .iter()
            .rev()
            .map(|c| c.def().name)
            .collect::<Vec<_>>()
            .join(", ");
        view! {
            <details class="played-list">
                <summary>"All played cards"</summary>
                <p>{names}</p>
            </details>
        }
    });
    view! {
        <div class="piles">
            <div class="pile" data-testid="deck" data-count=v.deck_count>
                {back()}
                <span class="pile-label">{format!("Deck: {}", v.deck_count)}</span>
            </div>
            <div class="pile" data-testid="discard" data-count=played>
                {top}
                <span class="pile-label">{played_label}</span>
            </div>
            {all_played}
        </div>
    }
}

/// The cards area, redrawn whole at each change; nothing in it is tapped.
fn cards(v: &LaldView) -> AnyView {
    let mine = v
        .seat
        .zip(v.hand.as_ref())
        .map(|(seat, hand)| my_hand(seat, hand));
    let others = (0..2usize)
        .filter(|&s| v.seat != Some(s))
        .map(|s| other_hand(s, v.hand_sizes[s]))
        .collect_view();
    view! {
        {mine}
        {others}
        {piles(v)}
    }
    .into_any()
}

#[component]
pub fn Hand(view: crate::ui::reactive::Derived<LaldView>) -> impl IntoView {
    view! {
        <section class="cards-area" aria-label="Cards">
            {move || view.with(cards)}
        </section>
    }
}
