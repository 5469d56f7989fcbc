//! What lies on the table for everyone to see: the other agents' hands (backs only, with
//! counts), the pack and the discard pile.

use leptos::prelude::*;
use qbranch_engine::race::view::AgentView;
use qbranch_engine::race::RaceView;

use super::card::card_back;
use super::seat_style::{agent_name, badge_icon, who};

/// Another agent: who, from where, and their cards' backs (three at most) with the count.
fn other(a: &AgentView) -> impl IntoView {
    let (seat, n, base) = (a.seat, a.hand_size, a.base.name());
    let label = format!("{} from {base}: {n} cards, face down", agent_name(seat));
    let fan = (0..n.min(3))
        .map(|_| view! { <span class="race-back">{card_back()}</span> })
        .collect_view();
    view! {
        <li class="race-other" data-testid="other-hand" data-seat=seat aria-label=label>
            {badge_icon(seat)}
            <span class="race-other-name">
                {who(seat)}
                <span class="muted">{format!(" · {base}")}</span>
            </span>
            <span class="race-fan" aria-hidden="true">{fan}</span>
            <span class="race-count" aria-hidden="true">{format!("{n} cards")}</span>
        </li>
    }
}

/// The pack and the discard pile: three counts, redrawn together.
fn piles(v: &RaceView) -> impl IntoView {
    let unseen = match v.discard_unseen {
        0 => String::new(),
        n => format!(" ({n} unseen)"),
    };
    view! {
        <div class="race-pile" data-testid="pack">
            <span class="race-back">{card_back()}</span>
            <span><strong>{v.pack_size}</strong>" in the pack"</span>
        </div>
        <div class="race-pile" data-testid="discard">
            <span class="race-back race-back-discard">{card_back()}</span>
            <span>
                <strong>{v.discard_shown.len() + v.discard_unseen}</strong>
                " discarded"
                <span class="muted">{unseen}</span>
            </span>
        </div>
    }
}

#[component]
pub fn TableInfo(view: crate::ui::reactive::Derived<RaceView>) -> impl IntoView {
    let others = move || {
        view.with(|v| {
            v.agents
                .iter()
                .filter(|a| Some(a.seat) != v.seat)
                .map(other)
                .collect_view()
        })
    };
    view! {
        <section class="race-table" aria-label="On the table">
            <ul class="race-others">{others}</ul>
            <div class="race-piles">{move || view.with(|v| piles(v).into_any())}</div>
        </section>
    }
}
