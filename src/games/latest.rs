//! "Just now": the log lines of the latest action over a chase game's controls (You Only Live
//! Twice, Live and Let Die), as markup.

use leptos::prelude::*;

use crate::markup::esc;

/// The block, redrawn whenever `lines` gives other lines; nothing while it gives none.
pub fn just_now(lines: Box<dyn Fn() -> Vec<String> + Send + Sync>) -> impl IntoView {
    let html = move || {
        let lines = lines();
        if lines.is_empty() {
            return String::new();
        }
        let items: String = lines
            .iter()
            .map(|t| format!("<li>{}</li>", esc(t)))
            .collect();
        format!(
            r#"<div class="latest" data-testid="latest"><h3 class="group-title">Just now</h3><ul>{items}</ul></div>"#
        )
    };
    view! { <div class="latest-host" inner_html=html></div> }
}
