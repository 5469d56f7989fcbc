//! The side panel of the play screen: seats and whose turn, the last roll, the log.

use leptos::prelude::*;

use super::dice::{DiceTray, Roll};
use super::log::{Log, LogLine};
use crate::saves::format::SeatSpec;
use crate::ui::reactive::{memo, Derived, State};

/// One seat, marked while it is its turn.
#[component]
fn SeatLine(seat: SeatSpec, on: Signal<bool>) -> impl IntoView {
    view! {
        <li class="seat" class:active=on>
            <span class="seat-marker" aria-hidden="true">{move || if on.get() { "▶" } else { "" }}</span>
            <span class="seat-name">{seat.name.clone()}</span>
            <span class="seat-kind">{seat.kind_label()}</span>
            <span class="visually-hidden">{move || if on.get() { ", to play" } else { "" }}</span>
        </li>
    }
}

#[component]
pub fn SidePanel(
    seats: Vec<SeatSpec>,
    to_act: Derived<Option<usize>>,
    /// "Ann to play", "Enemy is thinking…", "Finished: Ann won".
    status: Derived<String>,
    thinking: Derived<bool>,
    /// Faster computer moves (no pauses, no dice tumble); `None` hides the switch.
    fast: Option<State<bool>>,
    /// "Skip to my turn" while the computer plays; `None` hides it (no person, or no computer).
    #[prop(default = None)]
    skip: Option<Callback<()>>,
    #[prop(optional, into)] skipping: Option<Derived<bool>>,
    roll: Derived<Option<Roll>>,
    log: Derived<Vec<LogLine>>,
    latest: Derived<usize>,
    /// The whole log, not only the latest actions.
    log_all: State<bool>,
) -> impl IntoView {
    let skipping_now = move || skipping.is_some_and(|s| s.get());
    let fast_flag = memo(move || skipping_now() || fast.is_some_and(|f| f.get()));
    let seat_lines = seats
        .into_iter()
        .enumerate()
        .map(|(i, seat)| {
            let on = Signal::derive(move || to_act.get() == Some(i));
            view! { <SeatLine seat=seat on=on/> }
        })
        .collect_view();
    view! {
        <div class="side-panel">
            <section class="turn" aria-label="Turn">
                <p class="status" class:empty=move || status.with(String::is_empty)
                    class:thinking=move || thinking.get() role="status" data-testid="status">
                    <Show when=move || thinking.get()>
                        <span class="spinner" aria-hidden="true"></span>
                    </Show>
                    {move || status.get()}
                </p>
                {fast.map(|f| view! {
                    <button
                        type="button"
                        class="btn small toggle"
                        aria-pressed=move || f.get().to_string()
                        on:click=move |_| f.update(|v| *v = !*v)
                    >
                        <span aria-hidden="true">{move || if f.get() { "✓ " } else { "" }}</span>
                        "Fast computer moves"
                    </button>
                })}
                {skip.map(|cb| view! {
                    <Show when=move || thinking.get() && !skipping_now()>
                        <button type="button" class="btn small" data-testid="skip" on:click=move |_| cb.run(())>
                            "Skip to my turn"
                        </button>
                    </Show>
                })}
                <ul class="seats-list" aria-label="Players">{seat_lines}</ul>
            </section>
            // Games without dice (the briefcase race) never show an empty tray.
            <Show when=move || roll.with(Option::is_some)>
                <DiceTray roll=roll fast=fast_flag/>
            </Show>
            <Log lines=log latest=latest all=log_all/>
        </div>
    }
}
