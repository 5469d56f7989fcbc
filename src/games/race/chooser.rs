//! The small panel that opens over the board when a destination needs a card or can be reached
//! in more than one way: one button per way, naming the card it spends.

use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use qbranch_engine::race::RaceAction;

use super::options::Destination;

#[component]
pub fn Chooser(
    dest: Destination,
    act: Callback<RaceAction>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let panel = NodeRef::<html::Div>::new();
    crate::games::effect_of(Box::new(move || {
        use wasm_bindgen::JsCast;
        if let Some(Ok(Some(b))) = panel.get().map(|p| p.query_selector("button")) {
            let _ = b.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    }));
    let title = format!("To {}", dest.to.name());
    // Open over the half of the board away from the destination, so it stays in sight.
    let at_top = super::geometry::pos(dest.to).1 > super::geometry::CY;
    let aria = title.clone();
    let ways = dest
        .ways
        .iter()
        .map(|w| {
            let a = w.action.clone();
            let note = match (w.card, w.rob) {
                (Some(c), true) => format!("Uses {} and a Take the documents card", c.title()),
                (Some(c), false) => format!("Uses {}", c.title()),
                (None, true) => "Uses a Take the documents card".to_string(),
                (None, false) => "No card needed".to_string(),
            };
            view! {
                <button type="button" class="btn race-way" class:rob=w.rob
                    data-testid="way" data-by=w.by.id() data-rob=w.rob.to_string()
                    on:click=move |_| act.run(a.clone())>
                    <span class="race-way-label">{w.label.clone()}</span>
                    <span class="race-way-note">{note}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="race-chooser" class:top=at_top role="dialog" node_ref=panel aria-label=aria data-testid="chooser"
            on:keydown=move |e: ev::KeyboardEvent| {
                if e.key() == "Escape" {
                    e.prevent_default();
                    on_cancel.run(());
                }
            }>
            <p class="race-chooser-title">{title}</p>
            <div class="race-ways">{ways}</div>
            <button type="button" class="btn ghost small" data-testid="way-cancel" on:click=move |_| on_cancel.run(())>
                "Cancel"
            </button>
        </div>
    }
}
