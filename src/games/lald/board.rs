//! The board: the static map art (drawn once), the last moves, the boats showing their
//! facing, the marks of what a focused button aims at, and the highlighted spaces a player
//! can tap (or reach with Tab and the arrow keys, and take with Enter).

use leptos::prelude::*;
use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::lald::view::PieceView;
use qbranch_engine::lald::{Lald, LaldAction, LaldEvent, LaldView, PieceId, Side};

use super::geom::{at, heading, stack, view_box, DOT, HIT};
use super::map_art::map_art;
use crate::games::chase::board::{
    circle, piece_layer, placed, spoken_list, tap_layer, trail, PieceMark, TapCircles,
};
use crate::games::chase::choices::{Aim, Tap, TapKind};
use crate::games::chase::BoardParts;
use crate::reactive::memo;
use crate::ui::markup::{el, Markup};

/// A space's centre, for the drawing.
fn at_f(s: SpaceId) -> (f64, f64) {
    let (x, y) = at(s);
    (f64::from(x), f64::from(y))
}

/// Where each boat on the map is drawn: (piece, x, y), boats sharing a space offset.
fn placed_boats(view: &LaldView) -> Vec<(PieceId, f64, f64)> {
    let pieces: Vec<(PieceId, Option<SpaceId>)> =
        view.pieces.iter().map(|p| (p.id, p.space)).collect();
    let offsets = |n: usize| {
        stack(n)
            .iter()
            .map(|&(dx, dy)| (f64::from(dx), f64::from(dy)))
            .collect()
    };
    placed(&pieces, at_f, offsets)
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
        s.push_str(&format!(", loses {} turn(s)", p.lost_turns));
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
                Some(trail(class, at_f(*from), at_f(*to)))
            }
            _ => None,
        })
        .collect()
}

/// The space the focused button aims at.
fn marks(aim: Aim) -> Markup {
    match aim {
        Aim::Space(s) => circle("mark aim", at_f(s), f64::from(DOT + 14)).into(),
        _ => Markup::new(),
    }
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

/// One item per boat in a fixed order (Bond, then Enemy A to D), each with its rings: the
/// active boat's, a target's, a dodge to roll.
fn boats(v: &LaldView, aim: Aim, targets: &[PieceId]) -> Vec<PieceMark> {
    let active = v.turn.as_ref().map(|t| t.piece).or(v.facing_next);
    let dodging = v.pending.map(|p| p.piece);
    let aimed = match aim {
        Aim::Piece(p) => Some(p),
        _ => None,
    };
    // Setup: preview the facing the focused button would give.
    let preview = match (v.facing_next, aim) {
        (Some(p), Aim::Space(s)) => Some((p, s)),
        _ => None,
    };
    let placed = placed_boats(v);
    v.pieces
        .iter()
        .filter_map(|p| {
            let id = p.id;
            let &(_, x, y) = placed.iter().find(|(q, _, _)| *q == id)?;
            let facing = match (preview, p.space) {
                (Some((pp, toward)), Some(here)) if pp == id => Some(Facing::toward(here, toward)),
                _ => p.facing,
            };
            let deg = facing.map(heading).unwrap_or(-90);
            let enemy = p.side == Side::Enemy;
            let is_active = active == Some(id);
            let mut class = String::from(if enemy { "boat enemy" } else { "boat bond" });
            if is_active {
                class.push_str(" active");
            }
            if facing.is_none() {
                class.push_str(" unfaced");
            }
            if p.lost_turns > 0 {
                class.push_str(" lost");
            }
            let mut inner = Markup::new();
            if is_active {
                inner.push(circle("active-ring", (x, y), 36.0));
            }
            if targets.contains(&id) {
                let ring = if aimed == Some(id) {
                    "target-ring aimed"
                } else {
                    "target-ring"
                };
                inner.push(circle(ring, (x, y), 39.0));
            }
            if dodging == Some(id) {
                inner.push(circle("dodge-ring", (x, y), 42.0));
            }
            inner.push(boat(
                (x, y),
                deg,
                if enemy { id.start_label() } else { "007" },
            ));
            Some(PieceMark {
                piece: id,
                class,
                space: p.space,
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
    }
}

pub fn board(parts: BoardParts<Lald>) -> AnyView {
    let BoardParts {
        view,
        taps,
        aim,
        targeted,
        recent,
        on_tap,
        ..
    } = parts;
    let trails = move || recent.with(|r| trails(r));
    let marks = move || marks(aim.get());
    let boats = memo(move || {
        let aim = aim.get();
        targeted.with(|t| view.with(|v| boats(v, aim, t)))
    });
    view! {
        <div class="lald-board chase-board">
            <svg
                class="board-svg"
                viewBox=view_box()
                preserveAspectRatio="xMidYMid meet"
                role="group"
                aria-label="The map of the bayou"
                data-testid="board"
            >
                <g class="art" aria-hidden="true" inner_html=map_art()></g>
                <g class="trails" aria-hidden="true" inner_html=trails></g>
                <g class="marks" aria-hidden="true" inner_html=marks></g>
                {piece_layer("boats", boats)}
                {tap_layer(taps, tap_circles, on_tap)}
            </svg>
            {spoken_list(move || view.with(|v| v.pieces.iter().map(spoken).collect()))}
        </div>
    }
    .into_any()
}
