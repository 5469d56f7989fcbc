//! The controls beside the board: what to do now, the special moves as buttons (take the
//! documents at the centre, rob, take the case back) and the "discard two, draw two" turn.

use crate::ui::reactive::memo;
use leptos::prelude::*;
use qbranch_engine::race::{Card, RaceAction, RaceView};
use qbranch_engine::Outcome;

use super::choices::Options;
use super::seat_style::badge_icon;

/// The sentence that tells the viewer where they stand.
pub fn goal_text(v: &RaceView) -> Option<String> {
    let me = v.seat?;
    if v.outcome.is_some() {
        return None;
    }
    let a = &v.agents[me];
    Some(match v.case_holder {
        Some(h) if h == me => format!(
            "You carry the briefcase: bring it home to {} (gold star) to win.",
            a.base.name()
        ),
        Some(h) => format!(
            "{} carries the briefcase (at {}): land on them and play a Take the documents card to rob them.",
            super::seat_style::who(h),
            v.agents[h].at.name()
        ),
        None => "Goal: get to the island, play an At the centre card from a gate and take the briefcase; then bring it home.".into(),
    })
}

#[component]
pub fn Controls(
    view: crate::ui::reactive::Derived<RaceView>,
    options: crate::ui::reactive::Derived<Options>,
    act: Callback<RaceAction>,
    picking: crate::ui::reactive::State<bool>,
    picked: crate::ui::reactive::State<Vec<Card>>,
) -> impl IntoView {
    // A plain closure: only the status text reads it.
    let my_turn = move || {
        options.with(|o| !o.destinations.is_empty() || o.retrieve.is_some() || o.can_discard())
    };
    let status = move || {
        view.with(|v| {
            if let Some(Outcome::Winners { seats }) = &v.outcome {
                let w = seats.first().copied().unwrap_or(0);
                return if v.seat == Some(w) {
                    "You are home with the documents: you win!".to_string()
                } else {
                    format!("{} is home with the documents and wins.", super::seat_style::who(w))
                };
            }
            let Some(t) = v.to_act else {
                return "The game is over.".to_string();
            };
            if my_turn() {
                let a = &v.agents[t];
                if a.swim.is_some() {
                    "You are in the lake: tap a gold ring to land or to turn back, or discard two cards and stay in the water.".into()
                } else if v.discarding.is_some() {
                    "Pick the two cards to discard.".into()
                } else if a.robbed && v.case_holder.is_some_and(|h| h != t) && !v.retrieved_this_turn {
                    format!(
                        "{} robbed you! Take the briefcase back with a Take the documents card if you can, then move.",
                        super::seat_style::who(v.case_holder.unwrap_or(0))
                    )
                } else if v.retrieved_this_turn {
                    "You took the briefcase back. Now move, or discard two.".into()
                } else {
                    "Your turn: tap a gold ring on the board to move there, or discard two cards."
                        .into()
                }
            } else if v.seat == Some(t) {
                "Your turn.".into()
            } else {
                format!("{} is playing.", super::seat_style::who(t))
            }
        })
    };
    // Whose turn (their badge).
    let badge = move || view.with(|v| v.to_act).map(badge_icon);
    let specials = move || {
        let case_free = view.with(|v| v.case_holder.is_none());
        options.with(|o| {
            let mut out: Vec<AnyView> = Vec::new();
            if let Some((a, label, choice)) = o.retrieve.clone() {
                out.push(
                    view! {
                        <button type="button" class="btn danger race-special" data-testid="retrieve" data-choice=choice
                            on:click=move |_| act.run(a.clone())>
                            {label}
                        </button>
                    }
                    .into_any(),
                );
            }
            for w in o.specials(case_free) {
                let a = w.action.clone();
                let testid = if w.rob { "rob" } else { "take-centre" };
                let choice = w.choice;
                out.push(
                    view! {
                        <button type="button" class="btn primary race-special" data-testid=testid data-choice=choice
                            on:click=move |_| act.run(a.clone())>
                            {w.label.clone()}
                        </button>
                    }
                    .into_any(),
                );
            }
            out
        })
    };
    let can_discard = memo(move || options.with(|o| o.can_discard()));
    // The engine takes a discard in steps (start, first card, second card); the player picks
    // both cards first and confirms once.
    let confirm = move |_| {
        let p = picked.get_untracked();
        if p.len() != 2 {
            return;
        }
        picking.set(false);
        picked.set(Vec::new());
        if options.with_untracked(|o| o.discard_start) {
            act.run(RaceAction::DiscardTwo);
        }
        let already = view.with_untracked(|v| v.my_discard_pick);
        for c in p {
            if Some(c) == already {
                continue;
            }
            match options.with_untracked(|o| o.pick_for(c)) {
                Some(a) => act.run(a),
                None => break,
            }
        }
    };
    let discard_block = move || {
        if !can_discard.get() {
            return None;
        }
        Some(if picking.get() {
            view! {
                <div class="race-discard" role="group" aria-label="Discard two cards unseen">
                    <p class="race-discard-help" aria-live="polite">
                        {move || match picked.with(Vec::len) {
                            0 => "Pick two of your cards below: nobody will see them.".to_string(),
                            1 => "Pick one more card.".to_string(),
                            _ => "Ready: discard these two and draw two new cards.".to_string(),
                        }}
                    </p>
                    <div class="row-actions">
                        <button type="button" class="btn primary" data-testid="discard-confirm"
                            disabled=move || picked.with(Vec::len) != 2 on:click=confirm>
                            "Discard these two"
                        </button>
                        {move || options.with(|o| o.discard_start).then(|| view! {
                            <button type="button" class="btn ghost" data-testid="discard-cancel"
                                on:click=move |_| { picking.set(false); picked.set(Vec::new()); }>
                                "Cancel"
                            </button>
                        }.into_any())}
                    </div>
                </div>
            }
            .into_any()
        } else {
            view! {
                <button type="button" class="btn race-discard-start" data-testid="discard-start"
                    data-leads=move || options.with(|o| o.discard_choice.map(|i| i.to_string()))
                    on:click=move |_| picking.set(true)>
                    "Discard two unseen, draw two"
                </button>
            }
            .into_any()
        })
    };
    view! {
        <section class="race-controls" aria-label="Your move">
            <p class="race-status" data-testid="race-status" tabindex="-1">
                <span class="race-status-badge">{badge}</span>
                <span>{status}</span>
            </p>
            {move || view.with(goal_text).map(|g| view! { <p class="race-goal" data-testid="race-goal">{g}</p> }.into_any())}
            <div class="race-specials">{specials}</div>
            {discard_block}
        </section>
    }
}
