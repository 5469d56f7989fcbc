//! The cards, drawn by us: a coloured band naming the kind, a picture, and a caption. Air
//! Travel cards carry a little map of the aerial ring with their route on it.

use crate::num::{fixed, trim};
use leptos::prelude::*;
use qbranch_engine::race::board::{route_ends, AIRPORTS};
use qbranch_engine::race::{Card, CardKind, Space};

use super::glyphs;
use crate::markup::esc;
use qbranch_engine::core::trig;

/// Band colour and band text of a card kind.
fn band(kind: CardKind) -> (&'static str, &'static str) {
    match kind {
        CardKind::Air { .. } => ("#245ea8", "AIR TRAVEL"),
        CardKind::Helicopter => ("#2c7a35", "HELICOPTER"),
        CardKind::IslandHelicopter => ("#0d6e66", "HELICOPTER"),
        CardKind::Swimming => ("#1d3f99", "SWIMMING"),
        CardKind::Gate { .. } => ("#9c6410", "GATE"),
        CardKind::Centre => ("#8b1e2d", "THE CENTRE"),
        CardKind::TakeDocuments => ("#111111", "ROBBERY"),
        CardKind::Spare => ("#666666", "SPARE"),
    }
}

/// The spoken description of a card (its title and our text).
pub fn card_description(card: Card) -> String {
    format!("{}: {}", card.title(), card.info().text)
}

/// One card face (a 100 × 140 SVG).
pub fn card_face(card: Card) -> impl IntoView {
    view! {
        <svg class="race-card-svg" viewBox="0 0 100 140" aria-hidden="true"
            inner_html=card_face_inner(card)></svg>
    }
}

/// One card face as markup, the `<svg>` included (for static pages).
pub fn card_face_html(card: Card) -> String {
    format!(
        r#"<svg class="race-card-svg" viewBox="0 0 100 140" aria-hidden="true">{}</svg>"#,
        card_face_inner(card)
    )
}

/// The inside of a card face's SVG, as markup.
fn card_face_inner(card: Card) -> String {
    let kind = card.kind();
    let (colour, head) = band(kind);
    let body = match kind {
        CardKind::Air { route } => air_body(route as usize),
        CardKind::Helicopter => format!(
            r#"<g transform="translate(50 54) scale(1.55)" class="card-ink">{}</g><text x="50" y="104" class="card-big" font-size="21">H ⇄ B</text><text x="50" y="121" class="card-small">circuit ⇄ shore</text><text x="50" y="132" class="card-small">either way</text>"#,
            glyphs::HELICOPTER
        ),
        CardKind::IslandHelicopter => format!(
            r#"<g transform="translate(50 50) scale(1.4)" class="card-ink">{}</g><text x="50" y="92" class="card-big" font-size="15">ISLAND</text><text x="50" y="110" class="card-big" font-size="15">→ any B</text><text x="50" y="126" class="card-small">from the centre</text>"#,
            glyphs::HELICOPTER
        ),
        CardKind::Swimming => format!(
            r#"<g transform="translate(50 56) scale(1.5)" class="card-ink">{}</g><text x="50" y="104" class="card-big" font-size="15">SWIM</text><text x="50" y="121" class="card-small">across the lake</text><text x="50" y="132" class="card-small">in two turns</text>"#,
            glyphs::SWIMMER
        ),
        CardKind::Gate { gate } => format!(
            r#"<g transform="translate(50 62) scale(2.3)" class="card-gate-arch">{}</g><text x="50" y="73" class="card-gate-letter" font-size="26">{}</text><text x="50" y="114" class="card-big" font-size="15">{}</text><text x="50" y="130" class="card-small">island gate</text>"#,
            glyphs::GATE_ARCH,
            esc(&gate.name()[..1]),
            esc(&gate.name().to_ascii_uppercase())
        ),
        CardKind::Centre => format!(
            r##"<circle cx="50" cy="56" r="27" fill="#3c7bbf"/><circle cx="50" cy="56" r="19" fill="#7bb661" stroke="#e8d9a0" stroke-width="3"/><g transform="translate(50 57) scale(0.8)">{}</g><text x="50" y="104" class="card-big" font-size="13">AT THE</text><text x="50" y="119" class="card-big" font-size="13">CENTRE</text><text x="50" y="132" class="card-small">take the case</text>"##,
            glyphs::BRIEFCASE
        ),
        CardKind::TakeDocuments => format!(
            r#"<g transform="translate(54 60) scale(1.35)">{}</g><g transform="translate(42 44) scale(1.2)" class="card-grab">{}</g><text x="50" y="104" class="card-big" font-size="12">TAKE THE</text><text x="50" y="119" class="card-big" font-size="12">DOCUMENTS</text><text x="50" y="132" class="card-small">rob or win back</text>"#,
            glyphs::BRIEFCASE,
            glyphs::GRAB
        ),
        CardKind::Spare => r#"<text x="50" y="80" class="card-small">(spare)</text>"#.to_string(),
    };
    format!(
        r#"<rect x="1.5" y="1.5" width="97" height="137" rx="8" class="card-paper"/><path d="M1.5 22 V9.5 Q1.5 1.5 9.5 1.5 H90.5 Q98.5 1.5 98.5 9.5 V22 Z" fill="{colour}"/><text x="50" y="16" class="card-band">{head}</text>{body}<rect x="1.5" y="1.5" width="97" height="137" rx="8" class="card-edge"/>"#
    )
}

/// The little map on an Air Travel card: the ring of eight airports, the route in gold.
fn air_body(route: usize) -> String {
    let (a, b) = route_ends(route);
    let (cx, cy, r) = (50.0, 52.0, 23.0);
    let at = |i: usize| {
        let ang = (315.0 + 45.0 * i as f64).to_radians();
        (cx + r * trig::sin(ang), cy - r * trig::cos(ang))
    };
    let idx = |s: Space| s.index();
    let (ia, ib) = (idx(a), idx(b));
    let (ax, ay) = at(ia);
    let (bx, by) = at(ib);
    let path = if (ib + AIRPORTS - ia) % AIRPORTS == 1 || (ia + AIRPORTS - ib) % AIRPORTS == 1 {
        let (ax, ay, bx, by) = (fixed(ax, 1), fixed(ay, 1), fixed(bx, 1), fixed(by, 1));
        format!("M{ax} {ay} A{rr} {rr} 0 0 1 {bx} {by}", rr = trim(r, 1))
    } else {
        let mid = (315.0 + 45.0 * ia as f64 + 45.0).to_radians();
        let (qx, qy) = (
            cx + (r + 2.0) * trig::sin(mid),
            cy - (r + 2.0) * trig::cos(mid),
        );
        let (ax, ay, bx, by) = (fixed(ax, 1), fixed(ay, 1), fixed(bx, 1), fixed(by, 1));
        let (qx, qy) = (fixed(qx, 1), fixed(qy, 1));
        format!("M{ax} {ay} Q{qx} {qy} {bx} {by}")
    };
    let mut h = format!(
        r#"<circle cx="{}" cy="{}" r="{}" class="card-map-ring"/><path d="{path}" class="card-map-route"/>"#,
        trim(cx, 1),
        trim(cy, 1),
        trim(r, 1)
    );
    for i in 0..AIRPORTS {
        let (x, y) = at(i);
        let end = i == ia || i == ib;
        let base = i % 2 == 0;
        h.push_str(&format!(
            r#"<circle cx="{}" cy="{}" r="{}" class="{}"/>"#,
            fixed(x, 1),
            fixed(y, 1),
            if end {
                "5"
            } else if base {
                "3"
            } else {
                "2.3"
            },
            if end { "card-map-end" } else { "card-map-dot" }
        ));
    }
    h.push_str(&format!(
        r#"<g transform="translate(50 52) scale(0.55)" class="card-map-plane">{}</g><text x="50" y="96" class="card-big card-city" font-size="{}">{}</text><text x="50" y="110" class="card-small">⇄</text><text x="50" y="126" class="card-big card-city" font-size="{}">{}</text>"#,
        glyphs::PLANE,
        city_size(a.name()),
        esc(&a.name().to_ascii_uppercase()),
        city_size(b.name()),
        esc(&b.name().to_ascii_uppercase())
    ));
    h
}

fn city_size(name: &str) -> &'static str {
    if name.len() > 7 {
        "11.5"
    } else {
        "13"
    }
}

/// The back of a card as markup: the gun-barrel rings on navy.
pub const CARD_BACK_HTML: &str = r#"<svg class="race-card-svg" viewBox="0 0 100 140" aria-hidden="true"><rect x="1.5" y="1.5" width="97" height="137" rx="8" class="card-back"/><circle cx="50" cy="70" r="32" class="card-back-ring"/><circle cx="50" cy="70" r="22" class="card-back-ring"/><circle cx="50" cy="70" r="12" class="card-back-ring"/><text x="50" y="75" class="card-back-007">007</text></svg>"#;
