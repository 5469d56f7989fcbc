//! The line over a chase game's controls: which side the viewer plays, and the mark saying
//! which printed components are our reconstruction (a link to the game's rules page).

use leptos::prelude::*;

use crate::ui::reactive::Derived;

#[component]
pub fn YouRow(
    /// "You fly Little Nellie (Bond)"; `None` for a spectator.
    you: Derived<Option<&'static str>>,
    /// The game's id: the mark's class and test id are `{game}-reconstructed`.
    game: &'static str,
    /// "Map and status sheet reconstructed".
    mark: &'static str,
    /// The mark's longer explanation.
    title: &'static str,
) -> impl IntoView {
    let mark_id = format!("{game}-reconstructed");
    view! {
        <div class="you-row">
            {move || you.get().map(|y| view! { <p class="you">{y}</p> })}
            <a class=mark_id.clone() href=format!("#/rules/{game}") data-testid=mark_id title=title>
                {mark}
            </a>
        </div>
    }
}
