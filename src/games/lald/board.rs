//! The board: the static map art (drawn once), the last moves, the boats showing their
//! facing, the marks of what a focused button aims at, and the highlighted spaces a player
//! can tap (or reach with Tab and the arrow keys, and take with Enter).

use leptos::prelude::*;
use qbranch_engine::chase::SpaceId;
use qbranch_engine::lald::view::PieceView;
use qbranch_engine::lald::{Lald, LaldAction, LaldEvent, LaldView, PieceId, Side};

use super::geom::{at, heading, stack, view_box, DOT, HIT};
use super::map_art::map_art;
use crate::games::chase::board::{
    circle, drawn, line, map_frame, piece_layer, recap_layer, recap_marks, tap_layer, PieceMark,
    Scene, TapCircles, UP_RIGHT,
};
use crate::games::chase::choices::{Aim, Tap, TapKind};
use crate::games::chase::BoardParts;
use crate::ui::markup::{el, Markup};

/// A space's centre, for the drawing.
fn at_f(s: SpaceId) -> (f64, f64) {
    let (x, y) = at(s);
    (f64::from(x), f64::from(y))
}

/// Where a piece is, in words, for the screen-reader list.
fn spoken(p: &PieceView) -> String {
    let mut s = match (p.space, p.facing) {
        (_, _) if p.crashed => format!("{} has crashed", p.name),
        (Some(s), Some(f)) => {
            let ahead = if f.to == s { None } else { Some(f.to) };
            match ahead {
                Some(a) => format!("{} in space {s}, facing space {a}", p.name),
                None => format!("{} in space {s}, having come from space {}", p.name, f.from),
            }
        }
        (Some(s), None) => format!("{} in space {s}, not yet pointed", p.name),
        (None, _) => format!("{} is off the map", p.name),
    };
    if p.side == Side::Bond && p.hits > 0 {
        s.push_str(&format!(", {} of 3 hits", p.hits));
    }
    if p.lost_turns > 0 {
        s.push_str(&format!(
            ", loses {}",
            crate::ui::text::count(p.lost_turns, "turn", "turns")
        ));
    }
    s
}

/// The last moves, drawn faintly under the boats.
fn trails(recent: &[LaldEvent]) -> Markup {
    recent
        .iter()
        .filter_map(|e| match e {
            LaldEvent::Move {
                piece, from, to, ..
            } => {
                let class = if piece.side() == Side::Bond {
                    "trail bond"
                } else {
                    "trail enemy"
                };
                Some(line(class, at_f(*from), at_f(*to)))
            }
            _ => None,
        })
        .collect()
}

/// The space the focused button aims at, and while Bond is pointed, the way to End: a line
/// from his boat to each facing on a shortest way there, marked "To End".
fn marks(v: &LaldView, aim: Aim) -> Markup {
    let mut m = Markup::new();
    let bond = v
        .pieces
        .iter()
        .find(|p| p.id == PieceId::Bond)
        .and_then(|p| p.space);
    if let Some(b) = bond {
        for &t in &v.toward_end {
            let (x, y) = at_f(t);
            m.push(line("end-way", at_f(b), (x, y)).attr("data-toward", t));
            m.push(
                el("text")
                    .class("end-way-words")
                    .attr("x", x)
                    .attr("y", y - f64::from(DOT) - 34.0)
                    .text("To End ➜"),
            );
        }
    }
    if let Aim::Space(s) = aim {
        m.push(circle("mark aim", at_f(s), f64::from(DOT + 14)));
    }
    m
}

/// A boat seen from above, its bow along `deg`, and its tag.
fn boat((x, y): (f64, f64), deg: i32, tag: &str) -> Markup {
    Markup::from_iter([
        el("g")
            .attr("transform", format_args!("translate({x} {y}) rotate({deg}) scale(1.3)"))
            .child(Markup::trusted(
                r#"<path class="wake" d="M-20 -7 L-44 -14 M-20 7 L-44 14"/><path class="hull" d="M25 0 Q14 -11 -2 -11 L-21 -10 L-21 10 L-2 11 Q14 11 25 0 Z"/><path class="deck" d="M4 -6 L-10 -6 L-10 6 L4 6 Q9 0 4 -6 Z"/>"#,
            )),
        el("text")
            .class("boat-tag")
            .attr("x", x)
            .attr("y", y + 7.0)
            .text(tag),
    ])
}

/// What every boat's drawing depends on.
fn scene(v: &LaldView) -> Scene {
    let pieces = v.pieces.iter().map(|p| (p.id, p.space, p.facing));
    let turn = v.turn.as_ref().map(|t| t.piece);
    Scene::new(pieces, turn, v.facing_next, v.pending.map(|p| p.piece))
}

/// One item per boat in a fixed order (Bond, then Enemy A to D), each with its rings: the
/// active boat's, a target's, a dodge to roll.
fn boats(v: &LaldView, aim: Aim, targets: &[PieceId]) -> Vec<PieceMark> {
    let offsets = |n: usize| {
        stack(n)
            .iter()
            .map(|&(dx, dy)| (f64::from(dx), f64::from(dy)))
            .collect()
    };
    drawn(&scene(v), aim, targets, at_f, offsets)
        .into_iter()
        .filter_map(|d| {
            let p = v.pieces.iter().find(|p| p.id == d.id)?;
            let deg = d.facing.map(heading).unwrap_or(-90);
            let enemy = p.side == Side::Enemy;
            let mut class = String::from(if enemy { "boat enemy" } else { "boat bond" });
            if d.active {
                class.push_str(" active");
            }
            if d.facing.is_none() {
                class.push_str(" unfaced");
            }
            if p.lost_turns > 0 {
                class.push_str(" lost");
            }
            let mut inner = Markup::new();
            if d.active {
                inner.push(circle("active-ring", d.at, 36.0));
            }
            if d.targeted {
                let ring = if d.aimed {
                    "target-ring aimed"
                } else {
                    "target-ring"
                };
                inner.push(circle(ring, d.at, 39.0));
            }
            if d.dodging {
                inner.push(circle("dodge-ring", d.at, 42.0));
            }
            inner.push(boat(
                d.at,
                deg,
                if enemy { d.id.start_label() } else { "007" },
            ));
            Some(PieceMark {
                piece: d.id,
                class,
                space: d.space,
                level: None,
                heading: Some(deg),
                inner,
            })
        })
        .collect()
}

/// A highlighted space: a boat to pick is ringed whole, a space just round its dot.
fn tap_circles(t: &Tap<LaldAction>) -> TapCircles {
    let ring = if t.kind == TapKind::Select {
        32
    } else {
        DOT + 7
    };
    TapCircles {
        at: at_f(t.space),
        hit: f64::from(HIT),
        ring: f64::from(ring),
        focus: f64::from(ring + 8),
        count: 26.0,
        count_dir: UP_RIGHT,
    }
}

pub fn board(p: BoardParts<Lald>) -> AnyView {
    let (view, aim, recent, recap) = (p.view, p.aim, p.recent, p.recap);
    let trails = move || recent.with(|r| trails(r));
    let recap = move || {
        recap.with(|r| {
            view.with(|v| {
                let now = |id: PieceId| v.pieces.iter().find(|p| p.id == id).and_then(|p| p.space);
                recap_marks(r, now, at_f, 30.0)
            })
        })
    };
    let marks = move || view.with(|v| marks(v, aim.get()));
    let layers = view! {
        <g class="art" aria-hidden="true" inner_html=map_art()></g>
        <g class="trails" aria-hidden="true" inner_html=trails></g>
        {recap_layer(recap)}
        <g class="marks" aria-hidden="true" inner_html=marks></g>
        {piece_layer("boats", view, aim, p.targeted, boats)}
        {tap_layer(p.taps, tap_circles, p.on_tap)}
    };
    let spoken = move || view.with(|v| v.pieces.iter().map(spoken).collect());
    map_frame(
        "lald-board chase-board",
        "The map of the bayou",
        view_box(),
        layers,
        spoken,
    )
    .into_any()
}
