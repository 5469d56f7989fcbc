//! The printed board: the sky ring with its eight airports and sixteen air routes, the green
//! car circuit with its C and H points, the thick black lines, the yellow shore with its B
//! points, the lake and the island. It never changes during a game.

use leptos::prelude::*;
use qbranch_engine::race::board::{board, GreenRole, Kind, LinkKind};
use qbranch_engine::race::{Base, Space};

use super::geometry::{
    angle, link_path, outward, polar, pos, CX, CY, R_AIR, R_GATE, R_GREEN, R_ISLAND, R_SHORE,
    SHORE_HALF,
};
use super::glyphs;
use super::seat_style::seat_badge;

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

/// The static board. `owners`: which seat calls each base home.
pub fn board_static(owners: Vec<(Base, usize)>) -> impl IntoView {
    let b = board();
    let sky_routes = b
        .links
        .iter()
        .filter(|l| l.kind == LinkKind::Air)
        .map(|l| {
            view! {
                <path d=link_path(l.kind, l.from, l.to) class="rb-air-route"
                    data-a=l.from.id() data-b=l.to.id() data-kind="air"/>
            }
        })
        .collect_view();
    let black_lines = b
        .links
        .iter()
        .filter(|l| l.kind == LinkKind::Line)
        .map(|l| {
            view! {
                <path d=link_path(l.kind, l.from, l.to) class="rb-black-line"
                    data-a=l.from.id() data-b=l.to.id() data-kind="line"/>
            }
        })
        .collect_view();
    let heli = b
        .links
        .iter()
        .filter(|l| l.kind == LinkKind::Helicopter)
        .map(|l| {
            view! {
                <path d=link_path(l.kind, l.from, l.to) class="rb-heli-route"
                    data-a=l.from.id() data-b=l.to.id() data-kind="helicopter"/>
            }
        })
        .collect_view();
    let water = b
        .links
        .iter()
        .filter(|l| matches!(l.kind, LinkKind::Swim | LinkKind::Boat))
        .map(|l| {
            let class = if l.kind == LinkKind::Boat {
                "rb-boat-lane"
            } else {
                "rb-swim-lane"
            };
            let kind = if l.kind == LinkKind::Boat {
                "boat"
            } else {
                "swim"
            };
            view! {
                <path d=link_path(l.kind, l.from, l.to) class=class
                    data-a=l.from.id() data-b=l.to.id() data-kind=kind/>
            }
        })
        .collect_view();
    // Data-only links (drawn by the rings and the island paths): for tests and tools.
    let hidden_links = b
        .links
        .iter()
        .filter(|l| {
            matches!(
                l.kind,
                LinkKind::Road
                    | LinkKind::Shore
                    | LinkKind::Island
                    | LinkKind::Centre
                    | LinkKind::IslandHelicopter
            )
        })
        .map(|l| {
            let kind = match l.kind {
                LinkKind::Road => "road",
                LinkKind::Shore => "shore",
                LinkKind::Island => "island",
                LinkKind::Centre => "centre",
                _ => "island-helicopter",
            };
            view! { <g class="rb-link" data-a=l.from.id() data-b=l.to.id() data-kind=kind></g> }
        })
        .collect_view();
    let island_paths = (0..4)
        .map(|i| {
            let (x, y) = polar(R_GATE, 90.0 * i as f64);
            view! { <path d=format!("M{CX} {CY} L{x} {y}") class="rb-island-path"/> }
        })
        .collect_view();
    let points = Space::all().map(|s| point(s, &owners)).collect_view();
    let waves = (0..8)
        .map(|i| {
            let a = 22.5 + 45.0 * i as f64;
            let (x, y) = polar(176.0, a);
            view! {
                <path d=format!("M{} {y} q6 -6 12 0 t12 0", x - 12.0) class="rb-wave"/>
            }
        })
        .collect_view();
    view! {
        <g class="rb-static" aria-hidden="true">
            <rect x="-30" y="-30" width="1060" height="1060" rx="30" class="rb-frame"/>
            <rect x="-12" y="-12" width="1024" height="1024" rx="18" class="rb-paper"/>
            <circle cx=CX cy=CY r="486" class="rb-graticule"/>
            <path d=format!("M{CX} -4 V1004 M-4 {CY} H1004") class="rb-graticule"/>
            <g class="rb-compass" transform="translate(944 58)">
                <path d="M0 -34 L9 0 L0 -6 L-9 0 Z" class="rb-compass-n"/>
                <path d="M0 34 L9 0 L0 6 L-9 0 Z" class="rb-compass-s"/>
                <text y="-40" class="rb-compass-letter">"N"</text>
            </g>
            <circle cx=CX cy=CY r=R_AIR class="rb-sky-band"/>
            <circle cx=CX cy=CY r=R_AIR class="rb-sky-ring"/>
            {sky_routes}
            <circle cx=CX cy=CY r=R_GREEN class="rb-road"/>
            <circle cx=CX cy=CY r=R_GREEN class="rb-road-mark"/>
            <circle cx=CX cy=CY r=R_SHORE + SHORE_HALF - 1.0 class="rb-shore-outer"/>
            <circle cx=CX cy=CY r=R_SHORE class="rb-shore"/>
            <circle cx=CX cy=CY r=R_SHORE - SHORE_HALF class="rb-lake"/>
            {waves}
            <circle cx=CX cy=CY r=R_ISLAND class="rb-island"/>
            <circle cx=CX cy=CY r=R_GATE class="rb-island-ring"/>
            {island_paths}
            {black_lines}
            {heli}
            {water}
            {hidden_links}
            <g transform=format!("translate({CX} {}) scale(1.25)", CY - 2.0)>{glyphs::laboratory()}</g>
            {points}
        </g>
    }
}

fn point(s: Space, owners: &[(Base, usize)]) -> AnyView {
    let (x, y) = pos(s);
    let t = format!("translate({x} {y})");
    let id = s.id();
    match s.kind() {
        Kind::Airport(_) => {
            let base = Base::ALL.iter().copied().find(|b| b.space() == s);
            let owner = base.and_then(|b| owners.iter().find(|(ob, _)| *ob == b).map(|o| o.1));
            airport(s, base.is_some(), owner)
        }
        Kind::Green(_) => match s.green_role() {
            Some(GreenRole::Junction) => view! {
                <circle cx=x cy=y r="10" class="rb-junction" data-space=id/>
            }
            .into_any(),
            role => {
                let class = if role == Some(GreenRole::H) {
                    "rb-h"
                } else {
                    "rb-c"
                };
                view! {
                    <g transform=t class=class data-space=id>
                        <circle r="21"/>
                        <text y="6.5" font-size="17">{point_letter(s)}</text>
                    </g>
                }
                .into_any()
            }
        },
        Kind::Shore(_) => match s.b_gate() {
            Some(g) => view! {
                <g transform=t class="rb-b" data-space=id>
                    <circle r="22"/>
                    <text y="5" font-size="20">"B"</text>
                    <text y="17" font-size="9.5" class="rb-b-gate">{g.name().to_ascii_uppercase()}</text>
                </g>
            }
            .into_any(),
            None => {
                view! { <circle cx=x cy=y r="9" class="rb-shore-point" data-space=id/> }.into_any()
            }
        },
        Kind::Lake(_) => view! {
            <circle cx=x cy=y r="9" class="rb-lake-point" data-space=id/>
        }
        .into_any(),
        Kind::Gate(_) => view! {
            <g transform=t class="rb-gate" data-space=id>
                <rect x="-19" y="-19" width="38" height="38" rx="7"/>
                <text y="7.5" font-size="21">{point_letter(s)}</text>
            </g>
        }
        .into_any(),
        Kind::Centre => {
            view! { <circle cx=x cy=y r="6" class="rb-centre-point" data-space=id/> }.into_any()
        }
    }
}

fn airport(s: Space, is_base: bool, owner: Option<usize>) -> AnyView {
    let (x, y) = pos(s);
    let name = s.name().to_ascii_uppercase();
    let t = format!("translate({x} {y})");
    if is_base {
        // Bases sit on the diagonals: their names go in the board's corners.
        let (ox, oy) = outward(s);
        let (cx, cy) = (x + ox * 92.0, y + oy * 92.0);
        let top = oy < 0.0;
        let name_y = if top { cy + 4.0 } else { cy + 14.0 };
        let badge_y = if top { cy - 30.0 } else { cy + 54.0 };
        view! {
            <g class="rb-base" data-space=s.id()>
                <g transform=t>
                    <circle r="36" class="rb-base-disc"/>
                    <path d=glyphs::star(25.0) class="rb-base-star"/>
                </g>
                <text x=cx y=name_y class="rb-airport-name rb-base-name">{name}</text>
                <text x=cx y=name_y + 20.0 class="rb-base-sub">
                    {owner.map(|o| format!("Base of {}", super::seat_style::who(o))).unwrap_or_else(|| "Base".into())}
                </text>
                {owner.map(|o| view! {
                    <g transform=format!("translate({cx} {badge_y})")>{seat_badge(o, 15.0)}</g>
                })}
            </g>
        }
        .into_any()
    } else {
        let a = angle(s);
        let below = a > 112.0 && a < 248.0;
        let ly = if below { y + 66.0 } else { y - 42.0 };
        // East and west names lean inwards, clear of the frame.
        let x = x - outward(s).0 * 26.0;
        view! {
            <g class="rb-airport" data-space=s.id()>
                <g transform=t>
                    <circle r="28" class="rb-airport-disc"/>
                    <g transform="scale(0.95)" class="rb-airport-plane">{glyphs::plane()}</g>
                </g>
                <text x=x y=ly class="rb-airport-name">{name}</text>
            </g>
        }
        .into_any()
    }
}
