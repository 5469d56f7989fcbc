//! The board: scenery, lines, spaces, crater, helicopters, the last move and shot, and the
//! highlighted spaces a player can tap (or reach with Tab and Enter).

use crate::ui::reactive::memo;
use leptos::html;
use leptos::prelude::*;
use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::space::Level;
use qbranch_engine::yolt::{PieceId, Side, YoltAction, YoltEvent, YoltView};

use super::choices::{Aim, Tap, TapKind};
use super::geom::{at, dot_radius, heading_deg, n, stack_offsets, view_box, HIT_RADIUS};
use super::heli::heli_html;
use super::lines::{map_lines_html, LINE_DEFS};
use super::spaces::{space_dots_html, space_numbers_html, start_labels};
use super::terrain::{crater, scenery_html};
use crate::games::string_layers as keyed_markup;
use crate::games::string_layers::{markup_layer, tap_html};
use crate::markup::esc;
use crate::ui::tap::{tap_click, tap_key};

/// Where each piece on the map is drawn: (piece, x, y), stacked pieces offset.
fn placed(view: &YoltView) -> Vec<(PieceId, f64, f64)> {
    let mut out = Vec::new();
    let mut spaces: Vec<SpaceId> = view.pieces.iter().filter_map(|p| p.space).collect();
    qbranch_engine::core::sort::sort(&mut spaces);
    spaces.dedup();
    for s in spaces {
        let here: Vec<PieceId> = view
            .pieces
            .iter()
            .filter(|p| p.space == Some(s))
            .map(|p| p.id)
            .collect();
        let (x, y) = at(s);
        for (id, (dx, dy)) in here.iter().zip(stack_offsets(here.len())) {
            out.push((*id, x + dx, y + dy));
        }
    }
    out
}

fn level_word(l: Option<Level>) -> &'static str {
    match l {
        Some(Level::High) => "High",
        Some(Level::Low) => "Low",
        None => "",
    }
}

/// One layer of the board, `sel` in `board`, redrawn by [`markup_layer`].
fn layer(board: NodeRef<html::Div>, sel: &'static str, html: Box<dyn Fn() -> String>) {
    markup_layer(
        Box::new(move || {
            board
                .get()
                .and_then(|b| b.query_selector(sel).ok().flatten())
        }),
        html,
    );
}

/// The map as markup: `labels` and `crater` fill the start labels' and the crater's layers
/// (the other changing layers start empty), and without `small` the space numbers and the
/// list for screen readers come too.
fn svg_html(small: bool, labels: &str, crater: &str) -> String {
    format!(
        r#"<svg class="board-svg" viewBox="{}" preserveAspectRatio="xMidYMid meet" role="group" aria-label="The map" data-testid="board"><defs>{LINE_DEFS}</defs><g class="scenery" aria-hidden="true">{}</g><g class="map-lines" aria-hidden="true">{}</g><g class="trails" aria-hidden="true"></g><g class="spaces" aria-hidden="true">{}</g><g class="start-labels" aria-hidden="true">{labels}</g><g class="marks" aria-hidden="true"></g><g class="crater" data-testid="crater">{crater}</g><g class="pieces" aria-hidden="true"></g>{}<g class="taps"></g></svg>{}"#,
        view_box(),
        scenery_html(),
        map_lines_html(),
        space_dots_html(),
        if small {
            String::new()
        } else {
            format!(
                r#"<g class="space-nums" aria-hidden="true">{}</g>"#,
                space_numbers_html()
            )
        },
        if small {
            ""
        } else {
            r#"<ul class="visually-hidden"></ul>"#
        }
    )
}

/// The small bare map of the rules page (no pieces, so every start label shows), as markup.
pub fn rules_map_html() -> String {
    format!(
        r#"<div class="yolt-board small">{}</div>"#,
        svg_html(true, &start_labels(false)(&[]), &crater()(None))
    )
}

/// The board. Only its `<div>` is a Leptos view: the map is markup, drawn once, and each
/// layer that changes is redrawn whole by an effect (see [`layer`]); one click and one key
/// handler take the highlighted spaces (each a `role="button"` with its `data-tap` index).
#[component]
pub fn Board(
    view: crate::ui::reactive::Derived<YoltView>,
    /// Highlighted spaces and what tapping them does.
    taps: crate::ui::reactive::Derived<Vec<Tap>>,
    /// What the focused button points at.
    aim: crate::ui::reactive::State<Aim>,
    /// Pieces some fire or Force button aims at.
    targeted: crate::ui::reactive::Derived<Vec<PieceId>>,
    /// Spaces a Quick Turn could reach.
    quick: crate::ui::reactive::Derived<Vec<SpaceId>>,
    /// The latest action's events (its move and shot are drawn).
    recent: crate::ui::reactive::Derived<Vec<YoltEvent>>,
    on_tap: Callback<YoltAction>,
    /// The small rules-page map: no numbers, no pieces' names list.
    #[prop(optional)]
    small: bool,
) -> impl IntoView {
    let active = memo(move || view.with(|v| v.turn.as_ref().map(|t| t.piece)));
    let board = NodeRef::<html::Div>::new();
    let labels = start_labels(!small);
    layer(
        board,
        ".start-labels",
        Box::new(move || {
            view.with(|v| labels(&v.pieces.iter().filter_map(|p| p.space).collect::<Vec<_>>()))
        }),
    );
    let crater = crater();
    layer(
        board,
        ".crater",
        Box::new(move || crater(view.with(|v| v.turn.as_ref().map(|t| (t.remaining, t.roll))))),
    );

    // The last move and the last shot, drawn faintly under the pieces (markup: redrawn whole).
    let trail = move || {
        let positions = view.with(placed);
        let pos = |id: PieceId| {
            positions
                .iter()
                .find(|(p, _, _)| *p == id)
                .map(|(_, x, y)| (*x, *y))
        };
        let line = |class: &str, (ax, ay): (f64, f64), (bx, by): (f64, f64)| {
            format!(
                r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                n(ax),
                n(ay),
                n(bx),
                n(by)
            )
        };
        recent.with(|evs| {
            evs.iter()
                .filter_map(|e| match e {
                    YoltEvent::Moved {
                        piece, from, to, ..
                    } => {
                        let class = match piece.side() {
                            Side::Bond => "trail bond",
                            Side::Enemy => "trail enemy",
                        };
                        Some(line(class, at(*from), at(*to)))
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
                .collect::<String>()
        })
    };

    // Quick Turn destinations, and the space the focused button aims at.
    let marks = move || {
        let aimed = match aim.get() {
            Aim::Space(s) => Some(s),
            _ => None,
        };
        let mut h = String::new();
        for s in quick.get() {
            let (x, y) = at(s);
            h.push_str(&format!(
                r#"<circle class="mark quick{}" cx="{}" cy="{}" r="{}"/>"#,
                if aimed == Some(s) { " aimed" } else { "" },
                n(x),
                n(y),
                n(dot_radius(s) + 2.0)
            ));
        }
        if let Some(s) = aimed {
            let (x, y) = at(s);
            h.push_str(&format!(
                r#"<circle class="mark aim" cx="{}" cy="{}" r="{}"/>"#,
                n(x),
                n(y),
                n(dot_radius(s) + 3.2)
            ));
        }
        h
    };

    // The helicopters, one item each in a fixed order (Bond, then Enemy A to D), so a move
    // draws again only the pieces whose markup changed (see `keyed_markup`); never tapped.
    let pieces = move || {
        let v = view.get();
        let act = active.get();
        let aimed = match aim.get() {
            Aim::Piece(p) => Some(p),
            _ => None,
        };
        let picked = match aim.get() {
            Aim::Pick(p) => Some(p),
            _ => None,
        };
        // The piece that must roll a dodge now.
        let dodging = v.pending.map(|p| p.piece);
        // Setup: preview the facing the focused button would give.
        let preview = match (v.facing_next, aim.get()) {
            (Some(p), Aim::Space(s)) => Some((p, s)),
            _ => None,
        };
        let targeted = targeted.get();
        let placed = placed(&v);
        let mut items = Vec::new();
        for p in &v.pieces {
            let id = p.id;
            let Some(&(_, x, y)) = placed.iter().find(|(q, _, _)| *q == id) else {
                continue;
            };
            let mut h = String::new();
            let Some(level) = p.level else {
                continue;
            };
            let deg = match (preview, p.space) {
                (Some((pp, toward)), Some(here)) if pp == id => {
                    heading_deg(qbranch_engine::chase::Facing::toward(here, toward))
                }
                _ => p.facing.map(heading_deg).unwrap_or(0.0),
            };
            let is_aimed = aimed == Some(id);
            // At setup, the piece being pointed is the active one.
            let is_active = act == Some(id) || v.facing_next == Some(id);
            let unfaced = p.facing.is_none() && preview.is_none_or(|(pp, _)| pp != id);
            let (cx, cy) = (n(x), n(y));
            h.push_str(&format!(
                r#"<g class="piece" data-piece="{}" data-level="{}"{}>"#,
                id.key(),
                level_word(Some(level)),
                p.space
                    .map(|s| format!(r#" data-space="{s}""#))
                    .unwrap_or_default()
            ));
            if targeted.contains(&id) {
                h.push_str(&format!(
                    r#"<circle class="target-ring{}" cx="{cx}" cy="{cy}" r="8.6"/>"#,
                    if is_aimed { " aimed" } else { "" }
                ));
            }
            if picked == Some(id) {
                h.push_str(&format!(
                    r#"<circle class="pick-ring" cx="{cx}" cy="{cy}" r="9.4"/>"#
                ));
            }
            if dodging == Some(id) {
                h.push_str(&format!(
                    r#"<circle class="dodge-ring" cx="{cx}" cy="{cy}" r="9"/>"#
                ));
            }
            h.push_str(&heli_html(
                p.space.unwrap_or_default(),
                x,
                y,
                deg,
                p.side,
                level,
                id.start_label(),
                is_active,
                unfaced,
            ));
            if is_aimed {
                h.push_str(&format!(
                    r#"<g class="crosshair" transform="translate({cx} {cy})"><circle r="9.6"/><line x1="-12.5" y1="0" x2="-8" y2="0"/><line x1="8" y1="0" x2="12.5" y2="0"/><line x1="0" y1="-12.5" x2="0" y2="-8"/><line x1="0" y1="8" x2="0" y2="12.5"/></g>"#
                ));
            }
            h.push_str("</g>");
            items.push((id as u64, h));
        }
        items
    };

    let tap_targets = move || {
        taps.with(|ts| {
            let mut h = String::new();
            for (i, t) in ts.iter().enumerate() {
                let (x, y) = at(t.space);
                let (cx, cy) = (n(x), n(y));
                // A helicopter to pick is ringed whole; a space just round its dot.
                let r = match t.kind {
                    TapKind::Select => 7.2,
                    _ => dot_radius(t.space),
                };
                let kind = match t.kind {
                    TapKind::Step => "tap step",
                    TapKind::Face => "tap face",
                    TapKind::Select => "tap select",
                };
                let inner = format!(
                    r#"<circle class="tap-hit" cx="{cx}" cy="{cy}" r="{}"/><circle class="tap-ring" cx="{cx}" cy="{cy}" r="{}"/><circle class="tap-focus" cx="{cx}" cy="{cy}" r="{}"/>"#,
                    n(HIT_RADIUS.max(r + 2.0)),
                    n(r + 1.9),
                    n(r + 3.6)
                );
                tap_html(&mut h, i, kind, &t.label, t.space, &inner);
            }
            h
        })
    };
    // A plain list of where everything is, for screen readers.
    let spoken = move || {
        view.with(|v| {
            let mut h = String::new();
            for p in &v.pieces {
                let text = match (p.space, p.facing) {
                    (Some(s), Some(f)) => {
                        let toward = if f.to == s { f.from } else { f.to };
                        let toward = if f.to == s {
                            format!("having flown in from space {toward}")
                        } else {
                            format!("facing space {toward}")
                        };
                        format!(
                            "{} in space {s} ({}), {toward}",
                            p.name,
                            level_word(p.level)
                        )
                    }
                    (Some(s), None) => {
                        format!("{} in space {s} ({})", p.name, level_word(p.level))
                    }
                    (None, _) => format!("{} has crashed", p.name),
                };
                h.push_str(&format!("<li>{}</li>", esc(&text)));
            }
            h
        })
    };

    layer(board, ".trails", Box::new(trail));
    layer(board, ".marks", Box::new(marks));
    keyed_markup::keyed_layer(board, ".pieces", Box::new(pieces));
    layer(board, ".taps", Box::new(tap_targets));
    if !small {
        layer(board, "ul", Box::new(spoken));
    }
    let html = svg_html(small, "", "");
    let tap = move |i: usize| {
        if let Some(a) = taps.with_untracked(|ts| ts.get(i).map(|t| t.action.clone())) {
            on_tap.run(a);
        }
    };
    view! {
        <div class=if small { "yolt-board small" } else { "yolt-board" } node_ref=board
            inner_html=html
            on:click=move |e| {
                if let Some(i) = tap_click(&e) {
                    tap(i);
                }
            }
            on:keydown=move |e| {
                if let Some(i) = tap_key(&e) {
                    tap(i);
                }
            }>
        </div>
    }
}
