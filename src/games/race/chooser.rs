//! The small panel that opens over the board when a destination is tapped: one button per way
//! of getting there, naming the card it spends, and Cancel (or Escape).

use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use qbranch_engine::race::RaceAction;

use super::choices::{Destination, Way};

/// What a way of moving spends.
fn note(w: &Way) -> String {
    match (w.card, w.rob) {
        (Some(c), true) => format!("Uses {} and a Take the documents card", c.title()),
        (Some(c), false) => format!("Uses {}", c.title()),
        (None, true) => "Uses a Take the documents card".to_string(),
        (None, false) => "No card needed".to_string(),
    }
}

fn way_button(i: usize, w: Way, act: Callback<RaceAction>) -> impl IntoView {
    let class = if w.rob {
        "btn race-way rob"
    } else {
        "btn race-way"
    };
    let note = note(&w);
    let action = w.action;
    let choice = w.choice;
    view! {
        <button
            type="button"
            class=class
            data-testid="way"
            data-by=w.by.id()
            data-rob=w.rob.to_string()
            data-way=i
            data-choice=choice
            on:click=move |_| act.run(action.clone())
        >
            <span class="race-way-label">{w.label}</span>
            <span class="race-way-note">{note}</span>
        </button>
    }
}

#[component]
pub fn Chooser(
    dest: Destination,
    act: Callback<RaceAction>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let panel = NodeRef::<html::Div>::new();
    Effect::new(move |_| {
        use wasm_bindgen::JsCast;
        if let Some(Ok(Some(b))) = panel.get().map(|p| p.query_selector("button")) {
            let _ = b.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    let title = format!("To {}", dest.to.name());
    let label = title.clone();
    // Open over the half of the board away from the destination, so it stays in sight.
    let class = if super::geom::pos(dest.to).1 > super::geom::CY {
        "race-chooser top"
    } else {
        "race-chooser"
    };
    let ways = dest
        .ways
        .into_iter()
        .enumerate()
        .map(|(i, w)| way_button(i, w, act))
        .collect_view();
    view! {
        <div
            class=class
            role="dialog"
            node_ref=panel
            aria-label=label
            data-testid="chooser"
            on:keydown=move |e: ev::KeyboardEvent| {
                if e.key() == "Escape" {
                    e.prevent_default();
                    on_cancel.run(());
                }
            }
        >
            <p class="race-chooser-title">{title}</p>
            <div class="race-ways">{ways}</div>
            <button
                type="button"
                class="btn ghost small"
                data-testid="way-cancel"
                on:click=move |_| on_cancel.run(())
            >
                "Cancel"
            </button>
        </div>
    }
}
