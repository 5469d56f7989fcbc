//! The board: the static map art (drawn once), the last moves, the boats showing their
//! facing, the marks of what a focused button aims at, and the highlighted spaces a player
//! can tap (or reach with Tab and the arrow keys, and take with Enter).

use leptos::prelude::*;
use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::lald::{LaldAction, LaldEvent, LaldView, PieceId, Side};

use super::choices::{Aim, Tap, TapKind};
use super::geom::{at, heading, stack, view_box, DOT, HIT};
use super::map_art::map_svg;
use crate::games::string_layers as keyed_markup;
use crate::games::string_layers::{tap_html, tap_layer};
use crate::markup::esc;

/// Where each boat on the map is drawn: (piece, x, y), boats sharing a space offset.
fn placed(view: &LaldView) -> Vec<(PieceId, i32, i32)> {
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
        for (id, (dx, dy)) in here.iter().zip(stack(here.len())) {
            out.push((*id, x + dx, y + dy));
        }
    }
    out
}

/// Where a piece is, in words, for the screen-reader list.
fn spoken(p: &qbranch_engine::lald::view::PieceView) -> String {
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

#[component]
pub fn Board(
    view: crate::ui::reactive::Derived<LaldView>,
    taps: crate::ui::reactive::Derived<Vec<Tap>>,
    aim: crate::ui::reactive::State<Aim>,
    targeted: crate::ui::reactive::Derived<Vec<PieceId>>,
    recent: crate::ui::reactive::Derived<Vec<LaldEvent>>,
    on_tap: Callback<LaldAction>,
    /// The rules page's map: no boats, no link.
    #[prop(optional)]
    small: bool,
) -> impl IntoView {
    let trail = move || {
        recent.with(|evs| {
            let mut h = String::new();
            for e in evs {
                if let LaldEvent::Move {
                    piece, from, to, ..
                } = e
                {
                    let (a, b) = (at(*from), at(*to));
                    let class = if piece.side() == Side::Bond {
                        "trail bond"
                    } else {
                        "trail enemy"
                    };
                    h.push_str(&format!(
                        r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                        a.0, a.1, b.0, b.1
                    ));
                }
            }
            h
        })
    };
    let marks = move || match aim.get() {
        Aim::Space(s) => {
            let (x, y) = at(s);
            format!(
                r#"<circle class="mark aim" cx="{x}" cy="{y}" r="{}"/>"#,
                DOT + 14
            )
        }
        _ => String::new(),
    };
    // One item per boat in a fixed order (Bond, then Enemy A to D), so a move draws again only
    // the boats whose markup changed (see `keyed_markup`); never tapped.
    let boats = move || {
        let v = view.get();
        let active = v.turn.as_ref().map(|t| t.piece).or(v.facing_next);
        let dodging = v.pending.map(|p| p.piece);
        let aimed = match aim.get() {
            Aim::Piece(p) => Some(p),
            _ => None,
        };
        // Setup: preview the facing the focused button would give.
        let preview = match (v.facing_next, aim.get()) {
            (Some(p), Aim::Space(s)) => Some((p, s)),
            _ => None,
        };
        let targets = targeted.get();
        let placed = placed(&v);
        let mut items = Vec::new();
        for p in &v.pieces {
            let id = p.id;
            let Some(&(_, x, y)) = placed.iter().find(|(q, _, _)| *q == id) else {
                continue;
            };
            let mut h = String::new();
            let facing = match (preview, p.space) {
                (Some((pp, toward)), Some(here)) if pp == id => Some(Facing::toward(here, toward)),
                _ => p.facing,
            };
            let deg = facing.map(heading).unwrap_or(-90);
            let enemy = p.side == Side::Enemy;
            let tag = if enemy { id.start_label() } else { "007" };
            let is_active = active == Some(id);
            h.push_str(&format!(
                r#"<g class="boat {}{}{}{}" data-piece="{}"{} data-heading="{deg}">"#,
                if enemy { "enemy" } else { "bond" },
                if is_active { " active" } else { "" },
                if facing.is_none() { " unfaced" } else { "" },
                if p.lost_turns > 0 { " lost" } else { "" },
                id.key(),
                p.space
                    .map(|s| format!(r#" data-space="{s}""#))
                    .unwrap_or_default()
            ));
            if is_active {
                h.push_str(&format!(
                    r#"<circle class="active-ring" cx="{x}" cy="{y}" r="36"/>"#
                ));
            }
            if targets.contains(&id) {
                h.push_str(&format!(
                    r#"<circle class="target-ring{}" cx="{x}" cy="{y}" r="39"/>"#,
                    if aimed == Some(id) { " aimed" } else { "" }
                ));
            }
            if dodging == Some(id) {
                h.push_str(&format!(
                    r#"<circle class="dodge-ring" cx="{x}" cy="{y}" r="42"/>"#
                ));
            }
            h.push_str(&format!(
                r#"<g transform="translate({x} {y}) rotate({deg}) scale(1.3)"><path class="wake" d="M-20 -7 L-44 -14 M-20 7 L-44 14"/><path class="hull" d="M25 0 Q14 -11 -2 -11 L-21 -10 L-21 10 L-2 11 Q14 11 25 0 Z"/><path class="deck" d="M4 -6 L-10 -6 L-10 6 L4 6 Q9 0 4 -6 Z"/></g><text class="boat-tag" x="{x}" y="{}">{}</text></g>"#,
                y + 7,
                esc(tag)
            ));
            items.push((id as u64, h));
        }
        items
    };
    let board = NodeRef::<leptos::html::Div>::new();
    if !small {
        keyed_markup::keyed_layer(board, ".boats", Box::new(boats));
    }
    let tap_targets = move || {
        taps.with(|ts| {
            let mut h = String::new();
            for (i, t) in ts.iter().enumerate() {
                let (x, y) = at(t.space);
                let kind = match t.kind {
                    TapKind::Step => "tap step",
                    TapKind::Face => "tap face",
                    TapKind::Select => "tap select",
                };
                let ring = if t.kind == TapKind::Select {
                    32
                } else {
                    DOT + 7
                };
                let inner = format!(
                    r#"<circle class="tap-hit" cx="{x}" cy="{y}" r="{HIT}"/><circle class="tap-ring" cx="{x}" cy="{y}" r="{ring}"/><circle class="tap-focus" cx="{x}" cy="{y}" r="{}"/>"#,
                    ring + 8
                );
                tap_html(&mut h, i, kind, &t.label, t.space, &inner);
            }
            h
        })
    };
    let tapped = Callback::new(move |i: usize| {
        if let Some(a) = taps.with_untracked(|ts| ts.get(i).map(|t| t.action.clone())) {
            on_tap.run(a);
        }
    });
    let spoken_list = move || {
        view.with(|v| {
            let mut h = String::new();
            for p in &v.pieces {
                h.push_str(&format!("<li>{}</li>", esc(&spoken(p))));
            }
            h
        })
    };
    view! {
        <div class="lald-board" class:small=small node_ref=board>
            <svg
                class="board-svg"
                viewBox=view_box()
                preserveAspectRatio="xMidYMid meet"
                role="group"
                aria-label="The map of the bayou"
                data-testid="board"
            >
                <g class="art" aria-hidden="true" inner_html=map_svg()></g>
                {(!small).then(|| view! {
                    <g class="trails" aria-hidden="true" inner_html=trail></g>
                    <g class="marks" aria-hidden="true" inner_html=marks></g>
                    <g class="boats" aria-hidden="true"></g>
                    {tap_layer(Box::new(tap_targets), tapped)}
                }.into_any())}
            </svg>
            {(!small).then(|| view! {
                <ul class="visually-hidden" data-testid="where" inner_html=spoken_list></ul>
            }.into_any())}
        </div>
    }
}
