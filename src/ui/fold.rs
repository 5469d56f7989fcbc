//! A group of choices that folds (`<details class="choice-group">`): its summary is a control
//! with a chevron that turns when the group opens and the number of choices inside, so a folded
//! group reads as something to open, not as a heading. Styled under "choice groups" in
//! `style/main.css`.

use leptos::prelude::*;

/// The summary line of a folding group: "▸ Discard · 7".
#[component]
pub fn FoldSummary(title: String, count: usize) -> impl IntoView {
    view! {
        <summary class="choice-group-summary" data-testid="choice-group-summary">
            <span class="choice-group-chevron" aria-hidden="true"></span>
            <span class="choice-group-title">{title}</span>
            <span class="choice-group-count">{format!("· {count}")}</span>
        </summary>
    }
}
