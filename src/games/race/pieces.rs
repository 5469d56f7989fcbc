//! The pieces on the board: cars, boats, the four agents and the briefcase. Each piece keeps
//! its element while it moves, so it glides to its new place.
//!
//! Every piece is a list of attributes and an inner picture ([`Piece`]), drawn once, and after
//! each change of the game only the attributes and pictures that differ are set on the same
//! elements ([`sync`]): the pieces keep their elements, which is what makes them glide.

use qbranch_engine::race::{RaceEvent, RaceView, Space};
use qbranch_engine::Since;

use super::geom::{outward, pos, tenths, CX, CY};
use super::glyphs;
use super::seat_style::{agent_name, seat_badge};
use crate::ui::markup::{el, set_inner, Markup};

/// Offsets of `n` pieces sharing one spot, spread across the ring's direction.
fn spread(s: Space, i: usize, n: usize, gap: f64) -> (f64, f64) {
    let (ox, oy) = outward(s);
    // The tangent (perpendicular to the outward direction).
    let (tx, ty) = if s == Space::CENTRE {
        (1.0, 0.0)
    } else {
        (-oy, ox)
    };
    let k = i as f64 - (n as f64 - 1.0) / 2.0;
    (tx * k * gap, ty * k * gap)
}

/// Where agent `seat` stands, spread from the others on the same spot.
pub fn agent_xy(v: &RaceView, seat: usize) -> (f64, f64) {
    let at = v.agents[seat].at;
    let same: Vec<usize> = v
        .agents
        .iter()
        .filter(|a| a.at == at)
        .map(|a| a.seat)
        .collect();
    let i = same.iter().position(|&s| s == seat).unwrap_or(0);
    let (x, y) = pos(at);
    let (dx, dy) = spread(at, i, same.len(), 42.0);
    (x + dx, y + dy)
}

/// A piece parked beside a point (`toward`: +1 outwards, −1 inwards).
fn parked_xy(spots: &[Space], i: usize, toward: f64, dist: f64) -> (f64, f64) {
    let at = spots[i];
    let same: Vec<usize> = (0..spots.len()).filter(|&j| spots[j] == at).collect();
    let k = same.iter().position(|&j| j == i).unwrap_or(0);
    let (x, y) = pos(at);
    let (ox, oy) = outward(at);
    let (dx, dy) = spread(at, k, same.len(), 40.0);
    (x + ox * toward * dist + dx, y + oy * toward * dist + dy)
}

/// The style that places a piece (a CSS transform, so a move is a transition).
fn translate((x, y): (f64, f64)) -> String {
    format!("transform: translate({}px, {}px);", tenths(x), tenths(y))
}

/// One element of the pieces' group: its attributes (raw values, the same names in the same
/// order from one state of the game to the next) and its inner markup.
#[derive(PartialEq)]
pub struct Piece {
    attrs: Vec<(&'static str, String)>,
    inner: Markup,
}

fn piece(attrs: Vec<(&'static str, String)>, inner: Markup) -> Piece {
    Piece { attrs, inner }
}

fn class(base: &str, on: bool, extra: &str) -> String {
    if on {
        format!("{base} {extra}")
    } else {
        base.to_string()
    }
}

/// Every element of the pieces' group, in drawing order: the winner's glow, the cars, the
/// boats, the briefcase at the centre (its slot empty while someone holds it), the agents.
pub fn pieces_of(v: &RaceView) -> Vec<Piece> {
    let mut out = Vec::with_capacity(4 + v.cars.len() + v.boats.len() + v.agents.len());
    // The winner's base glows.
    let mut win = Markup::new();
    if let Some(qbranch_engine::Outcome::Winners { seats }) = &v.outcome {
        for &w in seats {
            let (x, y) = pos(v.agents[w].home);
            win.push(
                el("g")
                    .class("rb-win")
                    .attr("transform", format_args!("translate({x} {y})"))
                    .attr("data-testid", "winner")
                    .child(Markup::trusted(
                        r#"<circle r="58" class="rb-win-glow"/><circle r="46" class="rb-win-ring"/>"#,
                    )),
            );
        }
    }
    out.push(piece(Vec::new(), win));
    for i in 0..v.cars.len() {
        let driven = v.agents.iter().any(|a| a.car == Some(i as u8));
        out.push(piece(
            vec![
                ("class", class("rb-piece rb-car", driven, "driven")),
                ("style", translate(parked_xy(&v.cars, i, -1.0, 40.0))),
                ("data-testid", "car".into()),
                ("data-at", v.cars[i].id().into()),
            ],
            scaled("1.25", glyphs::CAR),
        ));
    }
    for i in 0..v.boats.len() {
        // Moored on the lake side of a B point, or off an island gate.
        let toward = if v.boats[i].is_island() { 1.0 } else { -1.0 };
        out.push(piece(
            vec![
                ("class", "rb-piece rb-boat".into()),
                ("style", translate(parked_xy(&v.boats, i, toward, 40.0))),
                ("data-testid", "boat".into()),
                ("data-at", v.boats[i].id().into()),
            ],
            scaled("1.2", glyphs::BOAT),
        ));
    }
    let free_case = v.case_holder.is_none().then(|| {
        el("g")
            .class("rb-case-free")
            .attr("transform", "translate(500 522) scale(1.25)")
            .attr("data-testid", "case")
            .attr("data-at", "centre")
            .attr("role", "img")
            .attr(
                "aria-label",
                "The briefcase lies at the centre of the island",
            )
            .child(Markup::trusted(glyphs::BRIEFCASE))
    });
    out.push(piece(Vec::new(), free_case.map(Markup::from).into()));
    for (seat, a) in v.agents.iter().enumerate() {
        let mut label = format!("{} at {}", agent_name(seat), a.at.name());
        if a.car.is_some() {
            label.push_str(", driving a car");
        }
        if a.swim.is_some() {
            label.push_str(", swimming");
        }
        if a.has_case {
            label.push_str(", carrying the briefcase");
        }
        let mut inner = Markup::trusted(
            r#"<circle r="33" class="rb-agent-turn"/><ellipse cy="22" rx="19" ry="6" class="rb-agent-shadow"/>"#,
        );
        if a.swim.is_some() {
            inner.push(
                el("g")
                    .attr("transform", "translate(0 20) scale(1.1)")
                    .class("rb-agent-waves")
                    .child(Markup::trusted(glyphs::SWIMMER)),
            );
        }
        inner.push(
            el("g")
                .attr("transform", "translate(0 4)")
                .child(
                    el("circle")
                        .attr("cy", -25)
                        .attr("r", 9)
                        .attr("fill", super::seat_style::seat_style(seat).fill)
                        .class("rb-agent-head"),
                )
                .child(seat_badge(seat, 18.0)),
        );
        if a.has_case {
            inner.push(
                el("g")
                    .attr("transform", "translate(0 -47) scale(0.85)")
                    .class("rb-held-case")
                    .attr("data-testid", "case")
                    .attr("data-holder", seat)
                    .child(Markup::trusted(glyphs::BRIEFCASE)),
            );
        }
        out.push(piece(
            vec![
                (
                    "class",
                    class("rb-piece rb-agent", v.to_act == Some(seat), "to-act"),
                ),
                ("style", translate(agent_xy(v, seat))),
                ("role", "img".into()),
                ("aria-label", label),
                ("data-testid", "agent".into()),
                ("data-seat", seat.to_string()),
                ("data-at", a.at.id().into()),
                ("data-case", a.has_case.to_string()),
                ("data-home", a.home.id().into()),
                ("data-gate-open", a.gate_open.to_string()),
            ],
            inner,
        ));
    }
    out
}

/// A glyph scaled by `scale`.
fn scaled(scale: &'static str, glyph: &'static str) -> Markup {
    el("g")
        .attr("transform", format_args!("scale({scale})"))
        .child(Markup::trusted(glyph))
        .into()
}

/// The pieces, one `<g>` each.
fn markup(pieces: &[Piece]) -> Markup {
    pieces
        .iter()
        .map(|p| {
            p.attrs
                .iter()
                .fold(el("g"), |g, (name, value)| g.attr(name, value))
                .child(p.inner.clone())
        })
        .collect()
}

/// Bring the pieces' group from `was` (what it shows, `None` when it is empty) to `now`,
/// keeping every piece's element (so it glides, and a turn's spinning ring keeps turning).
pub fn sync(group: &web_sys::Element, was: Option<&[Piece]>, now: &[Piece]) {
    let Some(was) = was.filter(|w| w.len() == now.len()) else {
        set_inner(group, &markup(now));
        return;
    };
    let mut el = group.first_element_child();
    for (old, new) in was.iter().zip(now) {
        let Some(e) = el else { return };
        for ((name, a), (_, b)) in old.attrs.iter().zip(&new.attrs) {
            if a != b {
                // Setting an attribute on a live element cannot fail.
                e.set_attribute(name, b).ok();
            }
        }
        if old.inner != new.inner {
            set_inner(&e, &new.inner);
        }
        el = e.next_element_sibling();
    }
}

/// The other agents' moves since the agent to act last moved (the recap; the last action alone
/// once the game is over), each as an arrow from where it started to where it landed, marked
/// at its middle with the mover's badge (shape and number, not colour alone) and, when an agent
/// moved more than once, the order of its moves.
pub fn recap_paths(recap: &[Since<RaceEvent>], to_act: Option<usize>) -> Markup {
    let mut count = [0usize; 4];
    recap
        .iter()
        .filter(|s| Some(s.seat) != to_act)
        .flat_map(|s| s.events.iter())
        .filter_map(|e| match e {
            RaceEvent::Move { seat, from, to, .. } if from != to => Some((*seat, *from, *to)),
            _ => None,
        })
        .map(|(seat, from, to)| {
            count[seat % 4] += 1;
            recap_path(seat, from, to, count[seat % 4])
        })
        .collect()
}

/// One move of the recap: the arrow bends away from the board's centre, so a flight follows
/// the aerial ring rather than crossing the island.
fn recap_path(seat: usize, from: Space, to: Space, nth: usize) -> Markup {
    let (x1, y1) = pos(from);
    let (x2, y2) = pos(to);
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let (ox, oy) = (mx - CX, my - CY);
    let d = (ox * ox + oy * oy).sqrt().max(1.0);
    let bend = len * 0.18;
    let (qx, qy) = (mx + ox / d * bend, my + oy / d * bend);
    // Stop short of the landing point so the arrowhead is not hidden under the agent.
    let cut = (34.0 / len).min(0.4);
    let (ex, ey) = (x2 - (x2 - qx) * cut, y2 - (y2 - qy) * cut);
    // The curve's middle, where the badge sits.
    let (bx, by) = (
        0.25 * x1 + 0.5 * qx + 0.25 * ex,
        0.25 * y1 + 0.5 * qy + 0.25 * ey,
    );
    let mut badge = el("g")
        .class("rb-recap-badge")
        .attr(
            "transform",
            format_args!("translate({} {})", tenths(bx), tenths(by)),
        )
        .child(el("circle").attr("r", 20).class("rb-recap-halo"))
        .child(seat_badge(seat, 15.0));
    if nth > 1 {
        badge = badge.child(
            el("text")
                .class("rb-recap-nth")
                .attr("x", 22)
                .attr("y", -12)
                .text(format_args!("{nth}")),
        );
    }
    el("g")
        .class("rb-recap")
        .attr("data-testid", "recap-path")
        .attr("data-seat", seat)
        .attr("data-from", from.id())
        .attr("data-to", to.id())
        .child(
            el("path")
                .attr(
                    "d",
                    format_args!(
                        "M{} {} Q{} {} {} {}",
                        tenths(x1),
                        tenths(y1),
                        tenths(qx),
                        tenths(qy),
                        tenths(ex),
                        tenths(ey)
                    ),
                )
                .class("rb-recent")
                .attr("marker-end", "url(#race-arrow)"),
        )
        .child(badge)
        .into()
}
