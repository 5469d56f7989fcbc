//! The gun-barrel motif: a rifled barrel seen from inside, drawn in SVG.

use leptos::prelude::*;

/// The barrel: dark bore, eight rifling grooves, a light at the end. Decorative.
#[component]
pub fn GunBarrel(#[prop(optional, into)] class: String) -> impl IntoView {
    let grooves = (0..12)
        .map(|k| {
            view! {
                <path
                    d="M64 50 C78 52 88 64 84 78"
                    transform=format!("rotate({} 50 50)", k * 30)
                />
            }
        })
        .collect_view();
    view! {
        <svg class=format!("gun-barrel {class}") viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <circle cx="50" cy="50" r="48" class="gb-rim"/>
            <circle cx="50" cy="50" r="44" class="gb-bore"/>
            <g class="gb-grooves">{grooves}</g>
            <circle cx="50" cy="50" r="15" class="gb-light"/>
        </svg>
    }
}
