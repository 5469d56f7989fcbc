//! The small panel that opens over the board when a destination needs a card or can be reached
//! in more than one way: one button per way, naming the card it spends. Markup, drawn once
//! when it opens; one click handler takes any of its buttons (a way by its `data-way` index,
//! or Cancel).

use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use qbranch_engine::race::RaceAction;

use super::options::Destination;
use crate::markup::esc;
use crate::ui::tap::tapped;

/// The panel's title, ways and Cancel, as markup.
fn chooser_html(dest: &Destination, title: &str) -> String {
    let mut h = format!(
        r#"<p class="race-chooser-title">{}</p><div class="race-ways">"#,
        esc(title)
    );
    for (i, w) in dest.ways.iter().enumerate() {
        let note = match (w.card, w.rob) {
            (Some(c), true) => format!("Uses {} and a Take the documents card", c.title()),
            (Some(c), false) => format!("Uses {}", c.title()),
            (None, true) => "Uses a Take the documents card".to_string(),
            (None, false) => "No card needed".to_string(),
        };
        h.push_str(&format!(
            r#"<button type="button" class="btn race-way{rob_class}" data-testid="way" data-by="{by}" data-rob="{rob}" data-way="{i}"><span class="race-way-label">{label}</span><span class="race-way-note">{note}</span></button>"#,
            rob_class = if w.rob { " rob" } else { "" },
            by = w.by.id(),
            rob = w.rob,
            label = esc(&w.label),
            note = esc(&note),
        ));
    }
    h.push_str(r#"</div><button type="button" class="btn ghost small" data-testid="way-cancel">Cancel</button>"#);
    h
}

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
    let inner = chooser_html(&dest, &title);
    // Open over the half of the board away from the destination, so it stays in sight.
    let class = if super::geometry::pos(dest.to).1 > super::geometry::CY {
        "race-chooser top"
    } else {
        "race-chooser"
    };
    let actions: Vec<RaceAction> = dest.ways.into_iter().map(|w| w.action).collect();
    view! {
        <div class=class role="dialog" node_ref=panel aria-label=title data-testid="chooser"
            inner_html=inner
            on:click=move |e| {
                if let Some(i) = tapped(e.target(), "data-way").and_then(|i| i.parse::<usize>().ok()) {
                    if let Some(a) = actions.get(i) {
                        act.run(a.clone());
                    }
                } else if tapped(e.target(), "data-testid").as_deref() == Some("way-cancel") {
                    on_cancel.run(());
                }
            }
            on:keydown=move |e: ev::KeyboardEvent| {
                if e.key() == "Escape" {
                    e.prevent_default();
                    on_cancel.run(());
                }
            }>
        </div>
    }
}
