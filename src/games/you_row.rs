//! The line over a chase game's controls: which side the viewer plays, and the mark saying
//! which printed components are our reconstruction (a link to the game's rules page).

use leptos::prelude::*;

#[component]
pub fn YouRow(
    /// "You fly Little Nellie (Bond)"; `None` for a spectator.
    you: crate::ui::reactive::Derived<Option<&'static str>>,
    /// The game's id: the mark's class and test id are `{game}-reconstructed`.
    game: &'static str,
    /// "Map and status sheet reconstructed".
    mark: &'static str,
    /// The mark's longer explanation.
    title: &'static str,
) -> impl IntoView {
    use crate::markup::esc;
    // Markup, redrawn when the viewer changes (a spectator has no "you" line).
    let link = format!(
        r##"<a class="{game}-reconstructed" href="#/rules/{game}" data-testid="{game}-reconstructed" title="{}">{}</a>"##,
        esc(title),
        esc(mark)
    );
    let html = move || match you.get() {
        Some(y) => format!(r#"<p class="you">{}</p>{link}"#, esc(y)),
        None => link.clone(),
    };
    view! { <div class="you-row" inner_html=html></div> }
}
