//! The pieces on the board: cars, boats, the four agents and the briefcase. Each piece keeps
//! its element while it moves, so it glides to its new place.
//!
//! The pieces are markup, not a Leptos view: every piece is a list of attributes and an inner
//! picture ([`Piece`]), written once as markup, and after each change of the game only the
//! attributes and pictures that differ are set on the same elements ([`sync`]). A view tree
//! with a reactive attribute per piece compiled to several KB of build and rebuild code.

use crate::markup::esc;
use crate::num::{fixed, trim};
use qbranch_engine::race::{RaceEvent, RaceView, Space};

use super::geometry::{outward, pos};
use super::glyphs;
use super::seat_style::{agent_name, seat_badge_html};

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
    format!(
        "transform: translate({}px, {}px);",
        fixed(x, 1),
        fixed(y, 1)
    )
}

/// One element of the pieces' group: its attributes (raw values, the same names in the same
/// order from one state of the game to the next) and its inner markup.
#[derive(PartialEq)]
pub struct Piece {
    attrs: Vec<(&'static str, String)>,
    inner: String,
}

fn piece(attrs: Vec<(&'static str, String)>, inner: String) -> Piece {
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
    let mut win = String::new();
    if let Some(qbranch_engine::Outcome::Winners { seats }) = &v.outcome {
        for &w in seats {
            let (x, y) = pos(v.agents[w].home);
            win.push_str(&format!(
                r#"<g class="rb-win" transform="translate({} {})" data-testid="winner"><circle r="58" class="rb-win-glow"/><circle r="46" class="rb-win-ring"/></g>"#,
                trim(x, 1),
                trim(y, 1)
            ));
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
            format!(r#"<g transform="scale(1.25)">{}</g>"#, glyphs::CAR),
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
            format!(r#"<g transform="scale(1.2)">{}</g>"#, glyphs::BOAT),
        ));
    }
    let free_case = if v.case_holder.is_none() {
        format!(
            r#"<g class="rb-case-free" transform="translate(500 522) scale(1.25)" data-testid="case" data-at="centre" role="img" aria-label="The briefcase lies at the centre of the island">{}</g>"#,
            glyphs::BRIEFCASE
        )
    } else {
        String::new()
    };
    out.push(piece(Vec::new(), free_case));
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
        let mut inner = String::from(
            r#"<circle r="33" class="rb-agent-turn"/><ellipse cy="22" rx="19" ry="6" class="rb-agent-shadow"/>"#,
        );
        if a.swim.is_some() {
            inner.push_str(&format!(
                r#"<g transform="translate(0 20) scale(1.1)" class="rb-agent-waves">{}</g>"#,
                glyphs::SWIMMER
            ));
        }
        inner.push_str(&format!(
            r#"<g transform="translate(0 4)"><circle cy="-25" r="9" fill="{}" class="rb-agent-head"/>{}</g>"#,
            super::seat_style::seat_style(seat).fill,
            seat_badge_html(seat, 18.0)
        ));
        if a.has_case {
            inner.push_str(&format!(
                r#"<g transform="translate(0 -47) scale(0.85)" class="rb-held-case" data-testid="case" data-holder="{seat}">{}</g>"#,
                glyphs::BRIEFCASE
            ));
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

/// The pieces as markup: one `<g>` each.
fn markup(pieces: &[Piece]) -> String {
    let mut h = String::new();
    for p in pieces {
        h.push_str("<g");
        for (name, value) in &p.attrs {
            h.push_str(&format!(r#" {name}="{}""#, esc(value)));
        }
        h.push('>');
        h.push_str(&p.inner);
        h.push_str("</g>");
    }
    h
}

/// Bring the pieces' group from `was` (what it shows, `None` when it is empty) to `now`,
/// keeping every piece's element (so it glides, and a turn's spinning ring keeps turning).
pub fn sync(group: &web_sys::Element, was: Option<&[Piece]>, now: &[Piece]) {
    let Some(was) = was.filter(|w| w.len() == now.len()) else {
        group.set_inner_html(&markup(now));
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
            e.set_inner_html(&new.inner);
        }
        el = e.next_element_sibling();
    }
}

/// The last moves, as gold arrows (so a computer's move can be followed), as markup.
pub fn recent_moves_html(evs: &[RaceEvent]) -> String {
    let mut h = String::new();
    for e in evs {
        let RaceEvent::Move { from, to, .. } = e else {
            continue;
        };
        if from == to {
            continue;
        }
        let (x1, y1) = pos(*from);
        let (x2, y2) = pos(*to);
        // Stop short of the landing point so the arrowhead is not hidden.
        let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
        let cut = (30.0 / len).min(0.4);
        let (ex, ey) = (x2 - (x2 - x1) * cut, y2 - (y2 - y1) * cut);
        h.push_str(&format!(
            r#"<path d="M{} {} L{} {}" class="rb-recent" marker-end="url(#race-arrow)"/>"#,
            trim(x1, 1),
            trim(y1, 1),
            fixed(ex, 1),
            fixed(ey, 1)
        ));
    }
    h
}
