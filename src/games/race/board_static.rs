//! The printed board: the sky ring with its eight airports and sixteen air routes, the green
//! car circuit with its C and H points, the thick black lines, the yellow shore with its B
//! points, the lake and the island. It never changes during a game.

use qbranch_engine::race::board::{board, GreenRole, Kind, Link, LinkKind};
use qbranch_engine::race::{Base, Space};

use super::geom::{
    angle, link_path, outward, polar, pos, round_to, CX, CY, R_AIR, R_GATE, R_GREEN, R_ISLAND,
    R_SHORE, SHORE_HALF,
};
use super::glyphs;
use super::seat_style::seat_badge;
use crate::ui::markup::{el, El, Markup};

/// Short name printed on a point ("C3", "H1", "B", "N"); `None` for unlabelled points.
pub fn point_letter(s: Space) -> Option<String> {
    let name = s.name();
    match s.kind() {
        Kind::Green(_) => match s.green_role() {
            Some(GreenRole::C) | Some(GreenRole::H) => Some(name.to_string()),
            _ => None,
        },
        Kind::Shore(_) => s.b_gate().map(|_| "B".to_string()),
        Kind::Gate(g) => Some(g.name()[..1].to_string()),
        _ => None,
    }
}

fn link(l: &Link, class: &'static str, kind: &'static str) -> El {
    el("path")
        .attr("d", link_path(l.kind, l.from, l.to))
        .class(class)
        .attr("data-a", l.from.id())
        .attr("data-b", l.to.id())
        .attr("data-kind", kind)
}

/// A ring round the board's centre.
fn ring(r: f64, class: &'static str) -> El {
    el("circle")
        .attr("cx", CX)
        .attr("cy", CY)
        .attr("r", round_to(r, 1))
        .class(class)
}

/// The printed board (its group is the caller's); `owners` names each base's agent.
pub fn board_static(owners: &[(Base, usize)]) -> Markup {
    let b = board();
    let links = |kind: LinkKind, class: &'static str, name: &'static str| {
        b.links
            .iter()
            .filter(move |l| l.kind == kind)
            .map(move |l| link(l, class, name))
    };
    let mut h = Markup::trusted(
        r#"<rect x="-30" y="-30" width="1060" height="1060" rx="30" class="rb-frame"/><rect x="-12" y="-12" width="1024" height="1024" rx="18" class="rb-paper"/>"#,
    );
    h.push(ring(486.0, "rb-graticule"));
    h.push(
        el("path")
            .attr("d", format_args!("M{CX} -4 V1004 M-4 {CY} H1004"))
            .class("rb-graticule"),
    );
    h.push(Markup::trusted(
        r#"<g class="rb-compass" transform="translate(944 58)"><path d="M0 -34 L9 0 L0 -6 L-9 0 Z" class="rb-compass-n"/><path d="M0 34 L9 0 L0 6 L-9 0 Z" class="rb-compass-s"/><text y="-40" class="rb-compass-letter">N</text></g>"#,
    ));
    h.push(ring(R_AIR, "rb-sky-band"));
    h.push(ring(R_AIR, "rb-sky-ring"));
    h.extend(links(LinkKind::Air, "rb-air-route", "air"));
    h.extend([
        ring(R_GREEN, "rb-road"),
        ring(R_GREEN, "rb-road-mark"),
        ring(R_SHORE + SHORE_HALF - 1.0, "rb-shore-outer"),
        ring(R_SHORE, "rb-shore"),
        ring(R_SHORE - SHORE_HALF, "rb-lake"),
    ]);
    h.extend((0..8).map(|i| {
        let (x, y) = polar(176.0, 22.5 + 45.0 * f64::from(i));
        el("path")
            .attr(
                "d",
                format_args!("M{} {} q6 -6 12 0 t12 0", round_to(x - 12.0, 2), y),
            )
            .class("rb-wave")
    }));
    h.extend([ring(R_ISLAND, "rb-island"), ring(R_GATE, "rb-island-ring")]);
    h.extend((0..4).map(|i| {
        let (x, y) = polar(R_GATE, 90.0 * f64::from(i));
        el("path")
            .attr("d", format_args!("M{CX} {CY} L{x} {y}"))
            .class("rb-island-path")
    }));
    h.extend(links(LinkKind::Line, "rb-black-line", "line"));
    h.extend(links(LinkKind::Helicopter, "rb-heli-route", "helicopter"));
    h.extend(b.links.iter().filter_map(|l| match l.kind {
        LinkKind::Boat => Some(link(l, "rb-boat-lane", "boat")),
        LinkKind::Swim => Some(link(l, "rb-swim-lane", "swim")),
        _ => None,
    }));
    // Data-only links (drawn by the rings and the island paths): for tests and tools.
    h.extend(b.links.iter().filter_map(|l| {
        let kind = match l.kind {
            LinkKind::Road => "road",
            LinkKind::Shore => "shore",
            LinkKind::Island => "island",
            LinkKind::Centre => "centre",
            LinkKind::IslandHelicopter => "island-helicopter",
            _ => return None,
        };
        Some(
            el("g")
                .class("rb-link")
                .attr("data-a", l.from.id())
                .attr("data-b", l.to.id())
                .attr("data-kind", kind),
        )
    }));
    h.push(
        el("g")
            .attr(
                "transform",
                format_args!("translate({CX} {}) scale(1.25)", CY - 2.0),
            )
            .child(Markup::trusted(glyphs::LABORATORY)),
    );
    h.extend(Space::all().map(|s| point(s, owners)));
    h
}

/// A group placed at (`x`, `y`).
fn at_point(class: &'static str, (x, y): (f64, f64), s: Space) -> El {
    el("g")
        .attr("transform", format_args!("translate({x} {y})"))
        .class(class)
        .attr("data-space", s.id())
}

/// A small round point.
fn dot(class: &'static str, (x, y): (f64, f64), r: u8, s: Space) -> Markup {
    el("circle")
        .attr("cx", x)
        .attr("cy", y)
        .attr("r", r)
        .class(class)
        .attr("data-space", s.id())
        .into()
}

fn point(s: Space, owners: &[(Base, usize)]) -> Markup {
    let at = pos(s);
    let letter = || point_letter(s).unwrap_or_default();
    let label = |y: f64, size: f64| {
        el("text")
            .attr("y", y)
            .attr("font-size", size)
            .text(letter())
    };
    match s.kind() {
        Kind::Airport(_) => {
            let base = Base::ALL.iter().copied().find(|b| b.space() == s);
            let owner = base.and_then(|b| owners.iter().find(|(ob, _)| *ob == b).map(|o| o.1));
            airport(s, base.is_some(), owner)
        }
        Kind::Green(_) => match s.green_role() {
            Some(GreenRole::Junction) => dot("rb-junction", at, 10, s),
            role => {
                let class = if role == Some(GreenRole::H) {
                    "rb-h"
                } else {
                    "rb-c"
                };
                at_point(class, at, s)
                    .child(el("circle").attr("r", 21))
                    .child(label(6.5, 17.0))
                    .into()
            }
        },
        Kind::Shore(_) => match s.b_gate() {
            Some(g) => at_point("rb-b", at, s)
                .child(el("circle").attr("r", 22))
                .child(el("text").attr("y", 5).attr("font-size", 20).text("B"))
                .child(
                    el("text")
                        .attr("y", 17)
                        .attr("font-size", 9.5)
                        .class("rb-b-gate")
                        .text(g.name().to_ascii_uppercase()),
                )
                .into(),
            None => dot("rb-shore-point", at, 9, s),
        },
        Kind::Lake(_) => dot("rb-lake-point", at, 9, s),
        Kind::Gate(_) => at_point("rb-gate", at, s)
            .child(Markup::trusted(
                r#"<rect x="-19" y="-19" width="38" height="38" rx="7"/>"#,
            ))
            .child(label(7.5, 21.0))
            .into(),
        Kind::Centre => dot("rb-centre-point", at, 6, s),
    }
}

/// Where a base's name and owner line go: the board's corner beyond it (centre x, name
/// baseline y).
fn base_name_at(s: Space) -> (f64, f64) {
    let (x, y) = pos(s);
    let (ox, oy) = outward(s);
    let (cx, cy) = (x + ox * 92.0, y + oy * 92.0);
    (cx, if oy < 0.0 { cy + 4.0 } else { cy + 14.0 })
}

/// Where an airport's name goes (centre x, baseline y): above or below its disc, east and west
/// names leaning inwards, clear of the frame.
fn airport_name_at(s: Space) -> (f64, f64) {
    let (x, y) = pos(s);
    let a = angle(s);
    let below = a > 112.0 && a < 248.0;
    let ly = if below { y + 66.0 } else { y - 42.0 };
    (x - outward(s).0 * 26.0, ly)
}

/// The boxes of the board's printed names (cities, bases and the bases' owner lines), as
/// (centre x, centre y, width, height): destination tags keep clear of them.
pub fn name_boxes() -> Vec<(f64, f64, f64, f64)> {
    let mut out = Vec::new();
    for s in Space::all() {
        if !matches!(s.kind(), Kind::Airport(_)) {
            continue;
        }
        let chars = s.name().chars().count() as f64;
        if Base::ALL.iter().any(|b| b.space() == s) {
            let (cx, y) = base_name_at(s);
            out.push((cx, y - 9.0, chars * 21.0 + 8.0, 30.0));
            out.push((cx, y + 16.0, 170.0, 16.0));
            // The owner's badge beside the name (see `airport`).
            let (_, oy) = outward(s);
            let cy = pos(s).1 + oy * 92.0;
            let badge_y = if oy < 0.0 { cy - 30.0 } else { cy + 54.0 };
            out.push((cx, badge_y, 40.0, 40.0));
        } else {
            let (cx, y) = airport_name_at(s);
            out.push((cx, y - 8.0, chars * 19.0 + 8.0, 28.0));
        }
    }
    out
}

fn airport(s: Space, is_base: bool, owner: Option<usize>) -> Markup {
    let (x, y) = pos(s);
    let name = s.name().to_ascii_uppercase();
    let disc = |class: &'static str, r: u8| el("circle").attr("r", r).class(class);
    let placed = |content: El| {
        el("g")
            .attr("transform", format_args!("translate({x} {y})"))
            .child(content)
    };
    if is_base {
        // Bases sit on the diagonals: their names go in the board's corners.
        let (_, oy) = outward(s);
        let cy = y + oy * 92.0;
        let (cx, name_y) = base_name_at(s);
        let badge_y = if oy < 0.0 { cy - 30.0 } else { cy + 54.0 };
        let sub = owner
            .map(|o| format!("Base of {}", super::seat_style::who(o)))
            .unwrap_or_else(|| "Base".into());
        let sub_y = round_to(name_y + 20.0, 2);
        let (cx, name_y) = (round_to(cx, 2), round_to(name_y, 2));
        let badge = owner.map(|o| {
            el("g")
                .attr(
                    "transform",
                    format_args!("translate({cx} {})", round_to(badge_y, 2)),
                )
                .child(seat_badge(o, 15.0))
        });
        el("g")
            .class("rb-base")
            .attr("data-space", s.id())
            .child(
                el("g")
                    .attr("transform", format_args!("translate({x} {y})"))
                    .child(disc("rb-base-disc", 36))
                    .child(
                        el("path")
                            .attr("d", glyphs::star(25.0))
                            .class("rb-base-star"),
                    ),
            )
            .child(
                el("text")
                    .attr("x", cx)
                    .attr("y", name_y)
                    .class("rb-airport-name rb-base-name")
                    .text(name),
            )
            .child(
                el("text")
                    .attr("x", cx)
                    .attr("y", sub_y)
                    .class("rb-base-sub")
                    .text(sub),
            )
            .child(badge.map(Markup::from))
            .into()
    } else {
        let (lx, ly) = airport_name_at(s);
        el("g")
            .class("rb-airport")
            .attr("data-space", s.id())
            .child(
                placed(disc("rb-airport-disc", 28)).child(
                    el("g")
                        .attr("transform", "scale(0.95)")
                        .class("rb-airport-plane")
                        .child(Markup::trusted(glyphs::PLANE)),
                ),
            )
            .child(
                el("text")
                    .attr("x", round_to(lx, 2))
                    .attr("y", round_to(ly, 2))
                    .class("rb-airport-name")
                    .text(name),
            )
            .into()
    }
}
