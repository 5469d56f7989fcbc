//! The cards, drawn by us: a coloured band naming the kind, a picture, and a caption. Air
//! Travel cards carry a little map of the aerial ring with their route on it.

use leptos::prelude::*;
use qbranch_engine::race::board::{route_ends, AIRPORTS};
use qbranch_engine::race::{Card, CardKind, Space};

use super::geom::tenths;
use super::glyphs;
use crate::ui::markup::{el, El, Markup};

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
        <svg
            class="race-card-svg"
            viewBox="0 0 100 140"
            aria-hidden="true"
            inner_html=card_art(card)
        ></svg>
    }
}

/// One card face, the `<svg>` included (for static pages).
pub fn card_face_markup(card: Card) -> Markup {
    el("svg")
        .class("race-card-svg")
        .attr("viewBox", "0 0 100 140")
        .attr("aria-hidden", "true")
        .child(card_art(card))
        .into()
}

/// A line of a card's words, `size` its font size when not the class's own.
fn words(class: &'static str, y: u8, size: Option<&str>, text: impl std::fmt::Display) -> El {
    el("text")
        .attr("x", 50)
        .attr("y", y)
        .class(class)
        .attr_opt("font-size", size)
        .text(text)
}

/// A glyph drawn big on a card, at (`x`, `y`) scaled by `scale`.
fn picture(x: u8, y: u8, scale: f64, class: Option<&'static str>, glyph: &'static str) -> El {
    el("g")
        .attr(
            "transform",
            format_args!("translate({x} {y}) scale({scale})"),
        )
        .attr_opt("class", class)
        .child(Markup::trusted(glyph))
}

/// The inside of a card face.
fn card_art(card: Card) -> Markup {
    let kind = card.kind();
    let (colour, head) = band(kind);
    let big = |y, size, text| words("card-big", y, Some(size), text);
    let small = |y, text| words("card-small", y, None, text);
    let body: Vec<Markup> = match kind {
        CardKind::Air { route } => vec![air_body(route as usize)],
        CardKind::Helicopter => vec![
            picture(50, 54, 1.55, Some("card-ink"), glyphs::HELICOPTER).into(),
            big(104, "21", "H ⇄ B").into(),
            small(121, "circuit ⇄ shore").into(),
            small(132, "either way").into(),
        ],
        CardKind::IslandHelicopter => vec![
            picture(50, 50, 1.4, Some("card-ink"), glyphs::HELICOPTER).into(),
            big(92, "15", "ISLAND").into(),
            big(110, "15", "→ any B").into(),
            small(126, "from the centre").into(),
        ],
        CardKind::Swimming => vec![
            picture(50, 56, 1.5, Some("card-ink"), glyphs::SWIMMER).into(),
            big(104, "15", "SWIM").into(),
            small(121, "across the lake").into(),
            small(132, "in two turns").into(),
        ],
        CardKind::Gate { gate } => vec![
            picture(50, 62, 2.3, Some("card-gate-arch"), glyphs::GATE_ARCH).into(),
            words("card-gate-letter", 73, Some("26"), &gate.name()[..1]).into(),
            big(114, "15", &gate.name().to_ascii_uppercase()).into(),
            small(130, "island gate").into(),
        ],
        CardKind::Centre => vec![
            Markup::trusted(
                r##"<circle cx="50" cy="56" r="27" fill="#3c7bbf"/><circle cx="50" cy="56" r="19" fill="#7bb661" stroke="#e8d9a0" stroke-width="3"/>"##,
            ),
            picture(50, 57, 0.8, None, glyphs::BRIEFCASE).into(),
            big(104, "13", "AT THE").into(),
            big(119, "13", "CENTRE").into(),
            small(132, "take the case").into(),
        ],
        CardKind::TakeDocuments => vec![
            picture(54, 60, 1.35, None, glyphs::BRIEFCASE).into(),
            picture(42, 44, 1.2, Some("card-grab"), glyphs::GRAB).into(),
            big(104, "12", "TAKE THE").into(),
            big(119, "12", "DOCUMENTS").into(),
            small(132, "rob or win back").into(),
        ],
        CardKind::Spare => vec![small(80, "(spare)").into()],
    };
    let mut m = Markup::trusted(
        r#"<rect x="1.5" y="1.5" width="97" height="137" rx="8" class="card-paper"/>"#,
    );
    m.push(
        el("path")
            .attr(
                "d",
                "M1.5 22 V9.5 Q1.5 1.5 9.5 1.5 H90.5 Q98.5 1.5 98.5 9.5 V22 Z",
            )
            .attr("fill", colour),
    );
    m.push(words("card-band", 16, None, head));
    m.extend(body);
    m.push(Markup::trusted(
        r#"<rect x="1.5" y="1.5" width="97" height="137" rx="8" class="card-edge"/>"#,
    ));
    m
}

/// The little map on an Air Travel card: the ring of eight airports, the route in gold.
fn air_body(route: usize) -> Markup {
    let (a, b) = route_ends(route);
    let (cx, cy, r) = (50.0, 52.0, 23.0);
    let at = |i: usize| {
        let ang = (315.0 + 45.0 * i as f64).to_radians();
        (cx + r * ang.sin(), cy - r * ang.cos())
    };
    let idx = |s: Space| s.index();
    let (ia, ib) = (idx(a), idx(b));
    let (ax, ay) = at(ia);
    let (bx, by) = at(ib);
    let path = if (ib + AIRPORTS - ia) % AIRPORTS == 1 || (ia + AIRPORTS - ib) % AIRPORTS == 1 {
        format!(
            "M{} {} A{r} {r} 0 0 1 {} {}",
            tenths(ax),
            tenths(ay),
            tenths(bx),
            tenths(by)
        )
    } else {
        let mid = (315.0 + 45.0 * ia as f64 + 45.0).to_radians();
        let (qx, qy) = (cx + (r + 2.0) * mid.sin(), cy - (r + 2.0) * mid.cos());
        format!(
            "M{} {} Q{} {} {} {}",
            tenths(ax),
            tenths(ay),
            tenths(qx),
            tenths(qy),
            tenths(bx),
            tenths(by)
        )
    };
    let mut h = Markup::from_iter([
        el("circle")
            .attr("cx", cx)
            .attr("cy", cy)
            .attr("r", r)
            .class("card-map-ring"),
        el("path").attr("d", path).class("card-map-route"),
    ]);
    h.extend((0..AIRPORTS).map(|i| {
        let (x, y) = at(i);
        let end = i == ia || i == ib;
        let radius = if end {
            "5"
        } else if i % 2 == 0 {
            "3"
        } else {
            "2.3"
        };
        el("circle")
            .attr("cx", tenths(x))
            .attr("cy", tenths(y))
            .attr("r", radius)
            .class(if end { "card-map-end" } else { "card-map-dot" })
    }));
    let city = |y: u8, name: &str| {
        words(
            "card-big card-city",
            y,
            Some(city_size(name)),
            name.to_ascii_uppercase(),
        )
    };
    h.extend([
        picture(50, 52, 0.55, Some("card-map-plane"), glyphs::PLANE).into(),
        city(96, a.name()).into(),
        Markup::from(words("card-small", 110, None, "⇄")),
        city(126, b.name()).into(),
    ]);
    h
}

fn city_size(name: &str) -> &'static str {
    if name.len() > 7 {
        "11.5"
    } else {
        "13"
    }
}

/// The back of a card: the gun-barrel rings on navy.
pub fn card_back() -> impl IntoView {
    view! {
        <svg
            class="race-card-svg"
            viewBox="0 0 100 140"
            aria-hidden="true"
            inner_html=Markup::trusted(
                r#"<rect x="1.5" y="1.5" width="97" height="137" rx="8" class="card-back"/><circle cx="50" cy="70" r="32" class="card-back-ring"/><circle cx="50" cy="70" r="22" class="card-back-ring"/><circle cx="50" cy="70" r="12" class="card-back-ring"/><text x="50" y="75" class="card-back-007">007</text>"#,
            )
        ></svg>
    }
}
