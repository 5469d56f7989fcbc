//! A game's emblem: its own art (`GameUi::EMBLEM`, drawn for Q Branch: no logos, no film art)
//! in the ring every emblem shares.

use leptos::prelude::*;
use qbranch_engine::GameId;

use crate::ui::markup::Markup;

/// The ring every emblem sits in.
const RING: &str = r#"<circle cx="60" cy="60" r="57" class="em-ring"></circle><circle cx="60" cy="60" r="50" class="em-field"></circle>"#;

/// A game's emblem in its ring. Decorative: the game's name is always beside it.
#[component]
pub fn Emblem(game: GameId) -> impl IntoView {
    let mut art = Markup::trusted(RING);
    art.push(crate::games::screens(game).emblem());
    view! {
        <svg class="emblem" viewBox="0 0 120 120" aria-hidden="true" focusable="false" inner_html=art></svg>
    }
}
