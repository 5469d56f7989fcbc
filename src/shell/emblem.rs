//! One SVG emblem per game, drawn for Q Branch (no logos, no film art).

use leptos::prelude::*;

use crate::ui::markup::Markup;

/// The art inside a game's emblem, as SVG markup (drawn once, never tapped).
fn emblem_art(game: &str) -> &'static str {
    match game {
        // A volcano with a glowing crater and a small autogyro above it.
        "yolt" => {
            r#"<g><path d="M22 96 L50 58 L70 58 L98 96 Z" class="em-ink"></path><path d="M50 58 Q60 66 70 58" class="em-red-stroke"></path><path d="M54 58 Q60 50 66 58" class="em-red"></path><ellipse cx="58" cy="38" rx="11" ry="5" class="em-gold"></ellipse><path d="M47 38 L34 35" class="em-gold-stroke"></path><path d="M40 27 L76 27" class="em-white-stroke"></path><path d="M58 27 L58 33" class="em-white-stroke"></path><path d="M58 43 L55 49 M62 43 L65 49" class="em-gold-stroke"></path></g>"#
        }
        // A speedboat cutting through water, with its wake.
        "lald" => {
            r#"<g><path d="M26 66 L86 66 L96 58 L40 58 Z" class="em-gold"></path><path d="M46 58 L54 48 L70 48 L72 58 Z" class="em-white"></path><path d="M16 78 Q26 72 36 78 T56 78 T76 78 T96 78" class="em-white-stroke"></path><path d="M20 88 Q30 82 40 88 T60 88 T80 88 T100 88" class="em-red-stroke"></path><path d="M14 66 L24 70 M10 60 L22 64" class="em-white-stroke"></path></g>"#
        }
        // A briefcase racing along a dotted route to a flag.
        "race" => {
            r#"<g><path d="M18 92 Q40 70 60 84 T96 60" class="em-dots"></path><path d="M94 60 L94 40 L106 45 L94 50" class="em-red"></path><rect x="30" y="40" width="44" height="30" rx="4" class="em-gold"></rect><path d="M44 40 L44 33 L60 33 L60 40" class="em-gold-stroke"></path><path d="M30 52 L74 52" class="em-ink-stroke"></path><rect x="48" y="49" width="8" height="7" class="em-white"></rect></g>"#
        }
        // A fan of three cards; the top one bears a gun-barrel dot.
        "ccg" => {
            r#"<g><rect x="38" y="30" width="34" height="50" rx="4" transform="rotate(-18 55 80)" class="em-white"></rect><rect x="38" y="30" width="34" height="50" rx="4" transform="rotate(0 55 80)" class="em-red"></rect><rect x="38" y="30" width="34" height="50" rx="4" transform="rotate(18 55 80)" class="em-gold"></rect><circle cx="68" cy="56" r="8" transform="rotate(18 55 80)" class="em-ink"></circle><circle cx="68" cy="56" r="3" transform="rotate(18 55 80)" class="em-white"></circle></g>"#
        }
        // A face-down plot card and a die.
        "ccg-ltk" => {
            r#"<g><rect x="28" y="30" width="36" height="52" rx="4" transform="rotate(-10 46 56)" class="em-red"></rect><path d="M34 40 L58 70 M58 40 L34 70" transform="rotate(-10 46 56)" class="em-ink-stroke"></path><rect x="62" y="54" width="30" height="30" rx="5" transform="rotate(12 77 69)" class="em-white"></rect><g transform="rotate(12 77 69)" class="em-ink"><circle cx="70" cy="61" r="3"></circle><circle cx="77" cy="69" r="3"></circle><circle cx="84" cy="77" r="3"></circle></g></g>"#
        }
        _ => r#"<circle cx="60" cy="60" r="14" class="em-white"></circle>"#,
    }
}

/// The ring every emblem sits in.
const RING: &str = r#"<circle cx="60" cy="60" r="57" class="em-ring"></circle><circle cx="60" cy="60" r="50" class="em-field"></circle>"#;

/// A game's emblem in its ring. Decorative: the game's name is always beside it.
#[component]
pub fn Emblem(game: String) -> impl IntoView {
    let mut art = Markup::trusted(RING);
    art.push(Markup::trusted(emblem_art(&game)));
    view! {
        <svg class="emblem" viewBox="0 0 120 120" aria-hidden="true" focusable="false" inner_html=art></svg>
    }
}
