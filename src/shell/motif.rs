//! The gun-barrel motif: a rifled barrel seen from inside, drawn in SVG.

/// The barrel's insides: dark bore, twelve rifling grooves, a light at the end.
fn barrel_art() -> String {
    let mut h = String::from(
        r#"<circle cx="50" cy="50" r="48" class="gb-rim"></circle><circle cx="50" cy="50" r="44" class="gb-bore"></circle><g class="gb-grooves">"#,
    );
    for k in 0..12 {
        h.push_str(&format!(
            r#"<path d="M64 50 C78 52 88 64 84 78" transform="rotate({} 50 50)"></path>"#,
            k * 30
        ));
    }
    h.push_str(r#"</g><circle cx="50" cy="50" r="15" class="gb-light"></circle>"#);
    h
}

/// The whole barrel as SVG markup (for pages built as markup). Decorative.
pub fn gun_barrel_markup(class: &str) -> String {
    format!(
        r#"<svg class="gun-barrel {class}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">{}</svg>"#,
        barrel_art()
    )
}

/// The play and replay screens' head: the way home (the barrel) and the title.
pub fn play_head_markup(game: &str, name: &str) -> String {
    format!(
        r##"<a class="btn ghost home-link" href="#/" aria-label="Home" title="Home">{}</a><h1 class="play-title"><span class="play-game">{}</span><span class="play-name">{}</span></h1>"##,
        gun_barrel_markup("mini-barrel"),
        crate::markup::esc(game),
        crate::markup::esc(name),
    )
}
