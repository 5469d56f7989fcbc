//! The side panel of the play screen: seats and whose turn, the last roll, the log.

use super::show::show;
use leptos::prelude::*;

use super::dice::{DiceTray, Roll};
use super::log::{Log, LogLine};
use crate::markup::esc;
use crate::saves::format::SeatSpec;

/// The seats as markup, the one to act marked: redrawn whole when the turn passes (a view per
/// seat with three closures compiled to more code than this).
fn seats_html(seats: &[SeatSpec], to_act: Option<usize>) -> String {
    let mut h = String::new();
    for (i, s) in seats.iter().enumerate() {
        let on = to_act == Some(i);
        h.push_str(&format!(
            r#"<li class="seat{}"><span class="seat-marker" aria-hidden="true">{}</span><span class="seat-name">{}</span><span class="seat-kind">{}</span><span class="visually-hidden">{}</span></li>"#,
            if on { " active" } else { "" },
            if on { "▶" } else { "" },
            esc(&s.name),
            s.kind_label(),
            if on { ", to play" } else { "" },
        ));
    }
    h
}

#[component]
pub fn SidePanel(
    seats: Vec<SeatSpec>,
    to_act: crate::ui::reactive::Derived<Option<usize>>,
    /// "Ann to play", "Enemy is thinking…", "Finished: Ann won".
    status: crate::ui::reactive::Derived<String>,
    thinking: crate::ui::reactive::Derived<bool>,
    /// Faster computer moves (no pauses, no dice tumble); `None` hides the switch.
    fast: Option<crate::ui::reactive::State<bool>>,
    /// "Skip to my turn" while the computer plays; `None` hides it (no person, or no computer).
    #[prop(default = None)]
    skip: Option<Callback<()>>,
    #[prop(optional, into)] skipping: Option<crate::ui::reactive::Derived<bool>>,
    roll: crate::ui::reactive::Derived<Option<Roll>>,
    log: crate::ui::reactive::Derived<Vec<LogLine>>,
    latest: crate::ui::reactive::Derived<usize>,
    /// The whole log, not only the latest actions.
    log_all: crate::ui::reactive::State<bool>,
) -> impl IntoView {
    let fast_flag = crate::ui::reactive::memo(move || {
        skipping.is_some_and(|s| s.get()) || fast.is_some_and(|f| f.get())
    });
    let skip_button = skip.map(|cb| {
        view! {
            {show(
                Box::new(move || thinking.get() && !skipping.is_some_and(|s| s.get())),
                Box::new(move || view! {
                    <button type="button" class="btn small" data-testid="skip" on:click=move |_| cb.run(())>
                        "Skip to my turn"
                    </button>
                }.into_any()),
                None,
            )}
        }
        .into_any()
    });
    view! {
        <div class="side-panel">
            <section class="turn" aria-label="Turn">
                <p class="status" class:empty=move || status.with(String::is_empty) class:thinking=move || thinking.get() role="status" data-testid="status"
                    inner_html=move || {
                        let text = esc(&status.get());
                        if thinking.get() {
                            format!(r#"<span class="spinner" aria-hidden="true"></span>{text}"#)
                        } else {
                            text
                        }
                    }>
                </p>
                {fast.map(|f| view! {
                    <button
                        type="button"
                        class="btn small toggle"
                        aria-pressed=move || f.get().to_string()
                        on:click=move |_| f.update(|v| *v = !*v)
                        inner_html=move || {
                            let tick = if f.get() { "✓ " } else { "" };
                            format!(r#"<span aria-hidden="true">{tick}</span>Fast computer moves"#)
                        }
                    >
                    </button>
                }.into_any())}
                {skip_button}
                <ul class="seats-list" aria-label="Players" inner_html=move || seats_html(&seats, to_act.get())></ul>
            </section>
            // Games without dice (the briefcase race) never show an empty tray.
            {show(
                Box::new(move || roll.with(Option::is_some)),
                Box::new(move || view! { <DiceTray roll=roll fast=fast_flag/> }.into_any()),
                None,
            )}
            <Log lines=log latest=latest all=log_all/>
        </div>
    }
}
