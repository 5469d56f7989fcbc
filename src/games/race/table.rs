//! What lies on the table for everyone to see: the other agents' hands (backs only, with
//! counts), the pack and the discard pile.

use leptos::prelude::*;
use qbranch_engine::race::RaceView;

use super::card::card_back;
use super::seat_style::{agent_name, seat_badge_inline};

#[component]
pub fn TableInfo(view: Signal<RaceView>) -> impl IntoView {
    let others = move || {
        view.with(|v| {
            v.agents
                .iter()
                .filter(|a| Some(a.seat) != v.seat)
                .map(|a| {
                    let seat = a.seat;
                    let n = a.hand_size;
                    let backs = (0..n.min(3)).map(|_| view! { <span class="race-back">{card_back()}</span> }).collect_view();
                    view! {
                        <li class="race-other" data-testid="other-hand" data-seat=seat.to_string()
                            aria-label=format!("{} from {}: {n} cards, face down", agent_name(seat), a.base.name())>
                            {seat_badge_inline(seat)}
                            <span class="race-other-name">
                                {super::seat_style::who(seat)}
                                <span class="muted">{format!(" · {}", a.base.name())}</span>
                            </span>
                            <span class="race-fan" aria-hidden="true">{backs}</span>
                            <span class="race-count" aria-hidden="true">{format!("{n} cards")}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let pack = move || view.with(|v| v.pack_size);
    let discard = move || view.with(|v| v.discard_shown.len() + v.discard_unseen);
    let unseen = move || view.with(|v| v.discard_unseen);
    view! {
        <section class="race-table" aria-label="On the table">
            <ul class="race-others">{others}</ul>
            <div class="race-piles">
                <div class="race-pile" data-testid="pack">
                    <span class="race-back">{card_back()}</span>
                    <span><strong>{pack}</strong>" in the pack"</span>
                </div>
                <div class="race-pile" data-testid="discard">
                    <span class="race-back race-back-discard">{card_back()}</span>
                    <span>
                        <strong>{discard}</strong>" discarded"
                        <span class="muted">{move || match unseen() {
                            0 => String::new(),
                            n => format!(" ({n} unseen)"),
                        }}</span>
                    </span>
                </div>
            </div>
        </section>
    }
}
