//! The board: scenery, lines, spaces, crater, helicopters, the last move and shot, and the
//! highlighted spaces a player can tap (or reach with Tab and Enter).

use leptos::prelude::*;
use qbranch_engine::chase::piece::PieceId;
use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::space::Level;
use qbranch_engine::yolt::{Side, Yolt, YoltAction, YoltEvent, YoltView};

use super::choices::piece_space as choices_space;
use super::geom::{at, count_dir, dot_radius, heading_deg, n, stack_offsets, view_box, HIT_RADIUS};
use super::heli::Heli;
use super::lines::{map_lines, LINE_DEFS};
use super::spaces::{space_dots, space_numbers, start_labels};
use super::terrain::{crater, scenery};
use crate::games::chase::board::{
    circle, drawn, line, map_frame, piece_layer, placed, recap_layer, recap_marks, tap_layer,
    PieceMark, Scene, TapCircles,
};
use crate::games::chase::choices::{Aim, Tap, TapKind};
use crate::games::chase::BoardParts;
use crate::ui::markup::{el, Markup};
use crate::ui::reactive::memo;

/// Where each piece on the map is drawn: (piece, x, y), stacked pieces offset.
fn placed_pieces(view: &YoltView) -> Vec<(PieceId, f64, f64)> {
    let pieces: Vec<(PieceId, Option<SpaceId>)> =
        view.pieces.iter().map(|p| (p.id, p.space)).collect();
    placed(&pieces, at, stack_offsets)
}

fn rounded((x, y): (f64, f64)) -> (f64, f64) {
    (n(x), n(y))
}

fn level_word(l: Option<Level>) -> &'static str {
    match l {
        Some(Level::High) => "High",
        Some(Level::Low) => "Low",
        None => "",
    }
}

/// The small bare map of the rules page: the map's fixed layers, no pieces (so every start
/// label shows) and the crater idle.
pub fn rules_map() -> Markup {
    let layer = |class: &'static str, content: Markup| {
        el("g")
            .class(class)
            .attr("aria-hidden", "true")
            .child(content)
    };
    el("svg")
        .class("board-svg")
        .attr("viewBox", view_box())
        .attr("preserveAspectRatio", "xMidYMid meet")
        .attr("role", "group")
        .attr("aria-label", "The map")
        .attr("data-testid", "board")
        .child(el("defs").child(Markup::trusted(LINE_DEFS)))
        .child(layer("scenery", scenery()))
        .child(layer("map-lines", map_lines()))
        .child(layer("spaces", space_dots()))
        .child(layer("start-labels", start_labels(false, &[])))
        .child(
            el("g")
                .class("crater")
                .attr("data-testid", "crater")
                .child(crater(None)),
        )
        .into()
}

/// The last move and the last shot, drawn faintly under the pieces.
fn trails(v: &YoltView, recent: &[YoltEvent]) -> Markup {
    let positions = placed_pieces(v);
    let pos = |id: PieceId| {
        positions
            .iter()
            .find(|(p, _, _)| *p == id)
            .map(|(_, x, y)| rounded((*x, *y)))
    };
    recent
        .iter()
        .filter_map(|e| match e {
            YoltEvent::Moved {
                piece, from, to, ..
            } => {
                let class = match piece.side() {
                    Side::Bond => "trail bond",
                    Side::Enemy => "trail enemy",
                };
                Some(line(class, rounded(at(*from)), rounded(at(*to))))
            }
            YoltEvent::Roll {
                piece,
                target: Some(t),
                white,
                ..
            } => {
                let class = if *white { "shot hit" } else { "shot miss" };
                Some(line(class, pos(*piece)?, pos(*t)?))
            }
            _ => None,
        })
        .collect()
}

/// Quick Turn destinations, and the space the focused button aims at.
fn marks(quick: &[SpaceId], aim: Aim) -> Markup {
    let aimed = match aim {
        Aim::Space(s) => Some(s),
        _ => None,
    };
    let mut m: Markup = quick
        .iter()
        .map(|&s| {
            let class = if aimed == Some(s) {
                "mark quick aimed"
            } else {
                "mark quick"
            };
            circle(class, rounded(at(s)), n(dot_radius(s) + 2.0))
        })
        .collect();
    if let Some(s) = aimed {
        m.push(circle("mark aim", rounded(at(s)), n(dot_radius(s) + 3.2)));
    }
    m
}

/// What every piece's drawing depends on.
fn scene(v: &YoltView) -> Scene {
    let pieces = v.pieces.iter().map(|p| (p.id, p.space, p.facing));
    let turn = v.turn.as_ref().map(|t| t.piece);
    Scene::new(pieces, turn, v.facing_next, v.pending.map(|p| p.piece))
}

/// The helicopters, with their rings (a target, the pick, a dodge to roll) and a crosshair
/// on the one the focused button aims at.
fn pieces(v: &YoltView, aim: Aim, targeted: &[PieceId]) -> Vec<PieceMark> {
    drawn(&scene(v), aim, targeted, at, stack_offsets)
        .into_iter()
        .filter_map(|d| {
            let p = v.pieces.iter().find(|p| p.id == d.id)?;
            let level = p.level?;
            let centre = rounded(d.at);
            let mut inner = Markup::new();
            if d.targeted {
                let class = if d.aimed {
                    "target-ring aimed"
                } else {
                    "target-ring"
                };
                inner.push(circle(class, centre, 8.6));
            }
            if d.picked {
                inner.push(circle("pick-ring", centre, 9.4));
            }
            if d.dodging {
                inner.push(circle("dodge-ring", centre, 9.0));
            }
            inner.push(
                Heli {
                    space: p.space.unwrap_or_default(),
                    at: d.at,
                    deg: d.facing.map(heading_deg).unwrap_or(0.0),
                    side: p.side,
                    level,
                    tag: d.id.start_label(),
                    active: d.active,
                    unfaced: d.facing.is_none(),
                }
                .markup(),
            );
            if d.aimed {
                inner.push(crosshair(centre));
            }
            Some(PieceMark {
                piece: d.id,
                class: "piece".into(),
                space: p.space,
                level: Some(level_word(Some(level))),
                heading: None,
                inner,
            })
        })
        .collect()
}

/// The crosshair on the piece the focused button aims at.
fn crosshair((cx, cy): (f64, f64)) -> Markup {
    let tick = |x1: f64, y1: f64, x2: f64, y2: f64| {
        el("line")
            .attr("x1", x1)
            .attr("y1", y1)
            .attr("x2", x2)
            .attr("y2", y2)
    };
    el("g")
        .class("crosshair")
        .attr("transform", format_args!("translate({cx} {cy})"))
        .child(el("circle").attr("r", 9.6))
        .child(tick(-12.5, 0.0, -8.0, 0.0))
        .child(tick(8.0, 0.0, 12.5, 0.0))
        .child(tick(0.0, -12.5, 0.0, -8.0))
        .child(tick(0.0, 8.0, 0.0, 12.5))
        .into()
}

/// A highlighted space: a helicopter to pick is ringed whole, a space just round its dot.
fn tap_circles(t: &Tap<YoltAction>) -> TapCircles {
    let r = match t.kind {
        TapKind::Select => 7.2,
        _ => dot_radius(t.space),
    };
    TapCircles {
        at: rounded(at(t.space)),
        hit: n(HIT_RADIUS.max(r + 2.0)),
        ring: n(r + 1.9),
        focus: n(r + 3.6),
        count: 4.2,
        count_dir: count_dir(t.space, r + 1.9),
    }
}

/// Where every piece is, in words, for screen readers.
fn spoken(v: &YoltView) -> Vec<String> {
    v.pieces
        .iter()
        .map(|p| match (p.space, p.facing) {
            (Some(s), Some(f)) => {
                let toward = if f.to == s {
                    format!("having flown in from space {}", f.from)
                } else {
                    format!("facing space {}", f.to)
                };
                format!(
                    "{} in space {s} ({}), {toward}",
                    p.name,
                    level_word(p.level)
                )
            }
            (Some(s), None) => format!("{} in space {s} ({})", p.name, level_word(p.level)),
            (None, _) => format!("{} has crashed", p.name),
        })
        .collect()
}

/// Spaces a Quick Turn could reach (marked on the map all the time).
fn quick_turn_spaces(parts: &BoardParts<Yolt>) -> crate::ui::reactive::Derived<Vec<SpaceId>> {
    let choices = parts.choices;
    memo(move || {
        choices.with(|cs| {
            cs.iter()
                .filter_map(|c| match c.action {
                    YoltAction::QuickTurn { to } => Some(to),
                    _ => None,
                })
                .collect()
        })
    })
}

/// The board: the map's fixed layers drawn once, the layers that change redrawn whole, the
/// helicopters one element each.
pub fn board(parts: BoardParts<Yolt>) -> AnyView {
    let BoardParts {
        view,
        taps,
        aim,
        targeted,
        recent,
        recap,
        on_tap,
        ..
    } = parts;
    let recap =
        move || recap.with(|r| view.with(|v| recap_marks(r, |id| choices_space(v, id), at, 4.6)));
    let quick = quick_turn_spaces(&parts);
    let labels = move || {
        view.with(|v| {
            let taken: Vec<SpaceId> = v.pieces.iter().filter_map(|p| p.space).collect();
            start_labels(true, &taken)
        })
    };
    let crater = move || crater(view.with(|v| v.turn.as_ref().map(|t| (t.remaining, t.roll))));
    let trails = move || view.with(|v| recent.with(|r| trails(v, r)));
    let marks = move || quick.with(|q| marks(q, aim.get()));
    let layers = view! {
        <defs inner_html=Markup::trusted(LINE_DEFS)></defs>
        <g class="scenery" aria-hidden="true" inner_html=scenery()></g>
        <g class="map-lines" aria-hidden="true" inner_html=map_lines()></g>
        <g class="trails" aria-hidden="true" inner_html=trails></g>
        {recap_layer(recap)}
        <g class="spaces" aria-hidden="true" inner_html=space_dots()></g>
        <g class="start-labels" aria-hidden="true" inner_html=labels></g>
        <g class="marks" aria-hidden="true" inner_html=marks></g>
        <g class="crater" data-testid="crater" inner_html=crater></g>
        {piece_layer("pieces", view, aim, targeted, pieces)}
        <g class="space-nums" aria-hidden="true" inner_html=space_numbers()></g>
        {tap_layer(taps, tap_circles, on_tap)}
    };
    let spoken = move || view.with(spoken);
    map_frame(
        "yolt-board chase-board",
        "The map",
        view_box(),
        layers,
        spoken,
    )
    .into_any()
}
