//! What lies on the table for everyone to see: the other agents' hands (backs only, with
//! counts), the pack and the discard pile.

use leptos::prelude::*;
use qbranch_engine::race::RaceView;

use super::card::CARD_BACK_HTML;
use super::seat_style::{agent_name, seat_badge_html};
use crate::markup::esc;

#[component]
pub fn TableInfo(view: crate::ui::reactive::Derived<RaceView>) -> impl IntoView {
    // The other agents' hands: redrawn whole, never tapped, so markup.
    let others = move || {
        view.with(|v| {
            let mut h = String::new();
            for a in v.agents.iter().filter(|a| Some(a.seat) != v.seat) {
                let seat = a.seat;
                let n = a.hand_size;
                h.push_str(&format!(
                    r#"<li class="race-other" data-testid="other-hand" data-seat="{seat}" aria-label="{}"><svg class="race-badge" viewBox="-14 -14 28 28" aria-hidden="true">{}</svg><span class="race-other-name">{}<span class="muted">{}</span></span><span class="race-fan" aria-hidden="true">"#,
                    esc(&format!(
                        "{} from {}: {n} cards, face down",
                        agent_name(seat),
                        a.base.name()
                    )),
                    seat_badge_html(seat, 11.0),
                    esc(&super::seat_style::who(seat)),
                    esc(&format!(" · {}", a.base.name()))
                ));
                for _ in 0..n.min(3) {
                    h.push_str(r#"<span class="race-back">"#);
                    h.push_str(CARD_BACK_HTML);
                    h.push_str("</span>");
                }
                h.push_str(&format!(
                    r#"</span><span class="race-count" aria-hidden="true">{n} cards</span></li>"#
                ));
            }
            h
        })
    };
    // The pack and the discard pile: three counts, redrawn together.
    let piles = move || {
        view.with(|v| {
            let unseen = match v.discard_unseen {
                0 => String::new(),
                n => format!(" ({n} unseen)"),
            };
            format!(
                r#"<div class="race-pile" data-testid="pack"><span class="race-back">{CARD_BACK_HTML}</span><span><strong>{}</strong> in the pack</span></div><div class="race-pile" data-testid="discard"><span class="race-back race-back-discard">{CARD_BACK_HTML}</span><span><strong>{}</strong> discarded<span class="muted">{unseen}</span></span></div>"#,
                v.pack_size,
                v.discard_shown.len() + v.discard_unseen,
            )
        })
    };
    view! {
        <section class="race-table" aria-label="On the table">
            <ul class="race-others" inner_html=others></ul>
            <div class="race-piles" inner_html=piles></div>
        </section>
    }
}
