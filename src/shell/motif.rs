//! The gun-barrel motif: a rifled barrel seen from inside, drawn in SVG.

use leptos::prelude::*;

/// The barrel: dark bore, twelve rifling grooves, a light at the end. Decorative.
#[component]
pub fn GunBarrel(class: &'static str) -> impl IntoView {
    let grooves = (0..12).map(|k| {
        view! {
            <path d="M64 50 C78 52 88 64 84 78" transform=format!("rotate({} 50 50)", k * 30)></path>
        }
    });
    view! {
        <svg class=format!("gun-barrel {class}") viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <circle cx="50" cy="50" r="48" class="gb-rim"></circle>
            <circle cx="50" cy="50" r="44" class="gb-bore"></circle>
            <g class="gb-grooves">{grooves.collect_view()}</g>
            <circle cx="50" cy="50" r="15" class="gb-light"></circle>
        </svg>
    }
}

/// The play and replay screens' head: the way home (the barrel) and the title.
#[component]
pub fn PlayHead(game: String, name: String) -> impl IntoView {
    view! {
        <a class="btn ghost home-link" href="#/" aria-label="Home" title="Home">
            <GunBarrel class="mini-barrel"/>
        </a>
        <h1 class="play-title">
            <span class="play-game">{game}</span>
            <span class="play-name">{name}</span>
        </h1>
    }
}
