//! The printed board: the sky ring with its eight airports and sixteen air routes, the green
//! car circuit with its C and H points, the thick black lines, the yellow shore with its B
//! points, the lake and the island. It never changes during a game.

use crate::num::{trim, Dec};
use qbranch_engine::race::board::{board, GreenRole, Kind, LinkKind};
use qbranch_engine::race::{Base, Space};

use super::geometry::{
    angle, link_path, outward, polar, pos, CX, CY, R_AIR, R_GATE, R_GREEN, R_ISLAND, R_SHORE,
    SHORE_HALF,
};
use super::glyphs;
use super::seat_style::seat_badge_html;
use crate::markup::esc;

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

/// The static board as markup, its group included (for the rules page's preview).
pub fn board_static_html(owners: &[(Base, usize)]) -> String {
    format!(
        r#"<g class="rb-static" aria-hidden="true">{}</g>"#,
        board_static_inner(owners)
    )
}

fn link_markup(h: &mut String, l: &qbranch_engine::race::board::Link, class: &str, kind: &str) {
    h.push_str(&format!(
        r#"<path d="{}" class="{class}" data-a="{}" data-b="{}" data-kind="{kind}"/>"#,
        link_path(l.kind, l.from, l.to),
        l.from.id(),
        l.to.id()
    ));
}

fn board_static_inner(owners: &[(Base, usize)]) -> String {
    // The board's measures as printed (see `crate::num`).
    const CX_T: Dec = trim(CX, 1);
    const CY_T: Dec = trim(CY, 1);
    const R_AIR_T: Dec = trim(R_AIR, 1);
    const R_GREEN_T: Dec = trim(R_GREEN, 1);
    const R_SHORE_T: Dec = trim(R_SHORE, 1);
    const R_ISLAND_T: Dec = trim(R_ISLAND, 1);
    const R_GATE_T: Dec = trim(R_GATE, 1);
    let b = board();
    let mut h = String::with_capacity(24_000);
    h.push_str(&format!(
        r#"<rect x="-30" y="-30" width="1060" height="1060" rx="30" class="rb-frame"/><rect x="-12" y="-12" width="1024" height="1024" rx="18" class="rb-paper"/><circle cx="{CX_T}" cy="{CY_T}" r="486" class="rb-graticule"/><path d="M{CX_T} -4 V1004 M-4 {CY_T} H1004" class="rb-graticule"/><g class="rb-compass" transform="translate(944 58)"><path d="M0 -34 L9 0 L0 -6 L-9 0 Z" class="rb-compass-n"/><path d="M0 34 L9 0 L0 6 L-9 0 Z" class="rb-compass-s"/><text y="-40" class="rb-compass-letter">N</text></g><circle cx="{CX_T}" cy="{CY_T}" r="{R_AIR_T}" class="rb-sky-band"/><circle cx="{CX_T}" cy="{CY_T}" r="{R_AIR_T}" class="rb-sky-ring"/>"#
    ));
    for l in b.links.iter().filter(|l| l.kind == LinkKind::Air) {
        link_markup(&mut h, l, "rb-air-route", "air");
    }
    h.push_str(&format!(
        r#"<circle cx="{CX_T}" cy="{CY_T}" r="{R_GREEN_T}" class="rb-road"/><circle cx="{CX_T}" cy="{CY_T}" r="{R_GREEN_T}" class="rb-road-mark"/><circle cx="{CX_T}" cy="{CY_T}" r="{}" class="rb-shore-outer"/><circle cx="{CX_T}" cy="{CY_T}" r="{R_SHORE_T}" class="rb-shore"/><circle cx="{CX_T}" cy="{CY_T}" r="{}" class="rb-lake"/>"#,
        trim(R_SHORE + SHORE_HALF - 1.0, 1),
        trim(R_SHORE - SHORE_HALF, 1)
    ));
    for i in 0..8 {
        let a = 22.5 + 45.0 * i as f64;
        let (x, y) = polar(176.0, a);
        h.push_str(&format!(
            r#"<path d="M{} {} q6 -6 12 0 t12 0" class="rb-wave"/>"#,
            trim(x - 12.0, 2),
            trim(y, 1)
        ));
    }
    h.push_str(&format!(
        r#"<circle cx="{CX_T}" cy="{CY_T}" r="{R_ISLAND_T}" class="rb-island"/><circle cx="{CX_T}" cy="{CY_T}" r="{R_GATE_T}" class="rb-island-ring"/>"#
    ));
    for i in 0..4 {
        let (x, y) = polar(R_GATE, 90.0 * i as f64);
        let (x, y) = (trim(x, 1), trim(y, 1));
        h.push_str(&format!(
            r#"<path d="M{CX_T} {CY_T} L{x} {y}" class="rb-island-path"/>"#
        ));
    }
    for l in b.links.iter().filter(|l| l.kind == LinkKind::Line) {
        link_markup(&mut h, l, "rb-black-line", "line");
    }
    for l in b.links.iter().filter(|l| l.kind == LinkKind::Helicopter) {
        link_markup(&mut h, l, "rb-heli-route", "helicopter");
    }
    for l in b
        .links
        .iter()
        .filter(|l| matches!(l.kind, LinkKind::Swim | LinkKind::Boat))
    {
        if l.kind == LinkKind::Boat {
            link_markup(&mut h, l, "rb-boat-lane", "boat");
        } else {
            link_markup(&mut h, l, "rb-swim-lane", "swim");
        }
    }
    // Data-only links (drawn by the rings and the island paths): for tests and tools.
    for l in b.links.iter() {
        let kind = match l.kind {
            LinkKind::Road => "road",
            LinkKind::Shore => "shore",
            LinkKind::Island => "island",
            LinkKind::Centre => "centre",
            LinkKind::IslandHelicopter => "island-helicopter",
            _ => continue,
        };
        h.push_str(&format!(
            r#"<g class="rb-link" data-a="{}" data-b="{}" data-kind="{kind}"></g>"#,
            l.from.id(),
            l.to.id()
        ));
    }
    h.push_str(&format!(
        r#"<g transform="translate({CX_T} {}) scale(1.25)">{}</g>"#,
        trim(CY - 2.0, 1),
        glyphs::LABORATORY
    ));
    for s in Space::all() {
        point(&mut h, s, owners);
    }
    h
}

fn point(h: &mut String, s: Space, owners: &[(Base, usize)]) {
    let (x, y) = pos(s);
    let (x, y) = (trim(x, 1), trim(y, 1));
    let id = s.id();
    let letter = || esc(&point_letter(s).unwrap_or_default());
    match s.kind() {
        Kind::Airport(_) => {
            let base = Base::ALL.iter().copied().find(|b| b.space() == s);
            let owner = base.and_then(|b| owners.iter().find(|(ob, _)| *ob == b).map(|o| o.1));
            airport(h, s, base.is_some(), owner)
        }
        Kind::Green(_) => match s.green_role() {
            Some(GreenRole::Junction) => h.push_str(&format!(
                r#"<circle cx="{x}" cy="{y}" r="10" class="rb-junction" data-space="{id}"/>"#
            )),
            role => {
                let class = if role == Some(GreenRole::H) {
                    "rb-h"
                } else {
                    "rb-c"
                };
                h.push_str(&format!(
                    r#"<g transform="translate({x} {y})" class="{class}" data-space="{id}"><circle r="21"/><text y="6.5" font-size="17">{}</text></g>"#,
                    letter()
                ));
            }
        },
        Kind::Shore(_) => match s.b_gate() {
            Some(g) => h.push_str(&format!(
                r#"<g transform="translate({x} {y})" class="rb-b" data-space="{id}"><circle r="22"/><text y="5" font-size="20">B</text><text y="17" font-size="9.5" class="rb-b-gate">{}</text></g>"#,
                esc(&g.name().to_ascii_uppercase())
            )),
            None => h.push_str(&format!(
                r#"<circle cx="{x}" cy="{y}" r="9" class="rb-shore-point" data-space="{id}"/>"#
            )),
        },
        Kind::Lake(_) => h.push_str(&format!(
            r#"<circle cx="{x}" cy="{y}" r="9" class="rb-lake-point" data-space="{id}"/>"#
        )),
        Kind::Gate(_) => h.push_str(&format!(
            r#"<g transform="translate({x} {y})" class="rb-gate" data-space="{id}"><rect x="-19" y="-19" width="38" height="38" rx="7"/><text y="7.5" font-size="21">{}</text></g>"#,
            letter()
        )),
        Kind::Centre => h.push_str(&format!(
            r#"<circle cx="{x}" cy="{y}" r="6" class="rb-centre-point" data-space="{id}"/>"#
        )),
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

fn airport(h: &mut String, s: Space, is_base: bool, owner: Option<usize>) {
    let (x, y) = pos(s);
    let name = esc(&s.name().to_ascii_uppercase());
    let id = s.id();
    if is_base {
        // Bases sit on the diagonals: their names go in the board's corners.
        let (_, oy) = outward(s);
        let cy = y + oy * 92.0;
        let top = oy < 0.0;
        let (cx, name_y) = base_name_at(s);
        let sub_y = trim(name_y + 20.0, 2);
        let badge_y = if top { cy - 30.0 } else { cy + 54.0 };
        let (x, y, cx, name_y, badge_y) = (
            trim(x, 1),
            trim(y, 1),
            trim(cx, 2),
            trim(name_y, 2),
            trim(badge_y, 2),
        );
        let sub = owner
            .map(|o| format!("Base of {}", super::seat_style::who(o)))
            .unwrap_or_else(|| "Base".into());
        h.push_str(&format!(
            r#"<g class="rb-base" data-space="{id}"><g transform="translate({x} {y})"><circle r="36" class="rb-base-disc"/><path d="{}" class="rb-base-star"/></g><text x="{cx}" y="{name_y}" class="rb-airport-name rb-base-name">{name}</text><text x="{cx}" y="{}" class="rb-base-sub">{}</text>"#,
            glyphs::star(25.0),
            sub_y,
            esc(&sub)
        ));
        if let Some(o) = owner {
            h.push_str(&format!(
                r#"<g transform="translate({cx} {badge_y})">{}</g>"#,
                seat_badge_html(o, 15.0)
            ));
        }
        h.push_str("</g>");
    } else {
        let (lx, ly) = airport_name_at(s);
        let (x, y, lx, ly) = (trim(x, 1), trim(y, 1), trim(lx, 2), trim(ly, 2));
        h.push_str(&format!(
            r#"<g class="rb-airport" data-space="{id}"><g transform="translate({x} {y})"><circle r="28" class="rb-airport-disc"/><g transform="scale(0.95)" class="rb-airport-plane">{}</g></g><text x="{lx}" y="{ly}" class="rb-airport-name">{name}</text></g>"#,
            glyphs::PLANE
        ));
    }
}
