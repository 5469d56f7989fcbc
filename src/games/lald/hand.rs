//! The cards: the viewer's hand face up, the other hand as backs with a count, the deck's
//! count and the face-up discard pile. Only the viewer's own hand is ever in the page (the
//! view the shell hands over holds no other card names).

use leptos::prelude::*;
use qbranch_engine::lald::view::CardView;
use qbranch_engine::lald::{CardId, LaldView, HAND_LIMIT};

use super::card::{back, face};
use crate::markup::esc;

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

/// The cards area as markup: redrawn whole at each change, nothing in it is tapped (a view per
/// card and per hand compiled to more code).
fn cards_html(v: &LaldView) -> String {
    let mut h = String::new();
    if let (Some(seat), Some(hand)) = (v.seat, v.hand.as_ref()) {
        h.push_str(&format!(
            r#"<div class="hand mine" data-testid="my-hand" data-count="{}"><h3 class="group-title">Your hand ({} of {HAND_LIMIT}) — {}</h3><div class="hand-cards">"#,
            hand.len(),
            hand.len(),
            if seat == 0 { "Bond" } else { "Enemy" }
        ));
        for c in hand {
            h.push_str(&face(c, "hand-card"));
        }
        if hand.is_empty() {
            h.push_str(r#"<p class="muted">No cards.</p>"#);
        }
        h.push_str("</div></div>");
    }
    for s in (0..2usize).filter(|&s| v.seat != Some(s)) {
        let n = v.hand_sizes[s];
        h.push_str(&format!(
            r#"<div class="hand other" data-testid="other-hand" data-seat="{s}" data-count="{n}"><h3 class="group-title">{}'s hand: {n}</h3><div class="hand-backs" aria-hidden="true">"#,
            seat_word(s)
        ));
        for _ in 0..n {
            h.push_str(&back(true));
        }
        h.push_str("</div></div>");
    }
    let played = v.discard_face_up.len();
    let down = v.discard_face_down;
    h.push_str(&format!(
        r#"<div class="piles"><div class="pile" data-testid="deck" data-count="{0}">{1}<span class="pile-label">Deck: {0}</span></div><div class="pile" data-testid="discard" data-count="{played}">"#,
        v.deck_count,
        back(true)
    ));
    if let Some(c) = v.discard_face_up.last() {
        h.push_str(&face(&public(*c), "discard-top"));
    }
    h.push_str(&format!(r#"<span class="pile-label">Played: {played}"#));
    if down > 0 {
        h.push_str(&format!(" · {down} face down"));
    }
    h.push_str("</span></div>");
    if played > 1 {
        let names = v
            .discard_face_up
            .iter()
            .rev()
            .map(|c| c.def().name)
            .collect::<Vec<_>>()
            .join(", ");
        h.push_str(&format!(
            r#"<details class="played-list"><summary>All played cards</summary><p>{}</p></details>"#,
            esc(&names)
        ));
    }
    h.push_str("</div>");
    h
}

#[component]
pub fn Hand(view: crate::ui::reactive::Derived<LaldView>) -> impl IntoView {
    view! {
        <section class="cards-area" aria-label="Cards" inner_html=move || view.with(cards_html)></section>
    }
}
