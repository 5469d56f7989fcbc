//! The parts both maps draw the same way: the map's frame with the list of where everything
//! is (for screen readers), where the pieces stand and which marks they carry, the layer of
//! pieces, and the highlighted spaces a player taps (or reaches with Tab and takes with Enter).

use std::fmt::Display;
use std::hash::{Hash, Hasher};

use leptos::prelude::*;
use qbranch_engine::chase::piece::PieceId;
use qbranch_engine::chase::{Facing, SpaceId};

use super::choices::{Aim, Tap};
use crate::ui::markup::{el, El, Markup};
use crate::ui::reactive::{memo, Derived, State};
use crate::ui::tap::{tap_click, tap_key};

/// Where each piece is drawn: (piece, x, y), pieces sharing a space set apart by `offsets`
/// (given how many share it).
pub fn placed(
    pieces: &[(PieceId, Option<SpaceId>)],
    at: impl Fn(SpaceId) -> (f64, f64),
    offsets: impl Fn(usize) -> Vec<(f64, f64)>,
) -> Vec<(PieceId, f64, f64)> {
    let mut spaces: Vec<SpaceId> = pieces.iter().filter_map(|p| p.1).collect();
    spaces.sort();
    spaces.dedup();
    let mut out = Vec::new();
    for s in spaces {
        let here: Vec<PieceId> = pieces
            .iter()
            .filter(|p| p.1 == Some(s))
            .map(|p| p.0)
            .collect();
        let (x, y) = at(s);
        for (id, (dx, dy)) in here.iter().zip(offsets(here.len())) {
            out.push((*id, x + dx, y + dy));
        }
    }
    out
}

/// What a view says of one piece, for drawing it.
#[derive(Clone, Copy, Debug)]
pub struct OnMap {
    pub id: PieceId,
    pub space: Option<SpaceId>,
    pub facing: Option<Facing>,
}

/// The view's facts that every piece's drawing depends on.
pub struct Scene {
    pub pieces: Vec<OnMap>,
    /// The piece whose turn it is, and the piece being pointed at setup.
    pub turn: Option<PieceId>,
    pub facing_next: Option<PieceId>,
    /// The piece that must roll a dodge now.
    pub dodging: Option<PieceId>,
}

impl Scene {
    /// `pieces`: each piece's (id, space, facing).
    pub fn new(
        pieces: impl IntoIterator<Item = (PieceId, Option<SpaceId>, Option<Facing>)>,
        turn: Option<PieceId>,
        facing_next: Option<PieceId>,
        dodging: Option<PieceId>,
    ) -> Scene {
        let pieces = pieces
            .into_iter()
            .map(|(id, space, facing)| OnMap { id, space, facing })
            .collect();
        Scene {
            pieces,
            turn,
            facing_next,
            dodging,
        }
    }
}

/// One piece as drawn: where, which way it faces (at setup, the way the focused button would
/// point it), and the marks it carries.
#[derive(Clone, Copy, Debug)]
pub struct Drawn {
    pub id: PieceId,
    pub space: Option<SpaceId>,
    pub at: (f64, f64),
    pub facing: Option<Facing>,
    /// Its turn (at setup: the piece being pointed).
    pub active: bool,
    /// The focused button fires at it or forces it; picks it to go next; it must dodge now.
    pub aimed: bool,
    pub picked: bool,
    pub dodging: bool,
    /// Some button fires at it or forces it.
    pub targeted: bool,
}

/// Every piece on the map as drawn, in the view's order; `at` and `offsets` as for
/// [`placed`].
pub fn drawn(
    scene: &Scene,
    aim: Aim,
    targeted: &[PieceId],
    at: impl Fn(SpaceId) -> (f64, f64),
    offsets: impl Fn(usize) -> Vec<(f64, f64)>,
) -> Vec<Drawn> {
    let where_: Vec<(PieceId, Option<SpaceId>)> =
        scene.pieces.iter().map(|p| (p.id, p.space)).collect();
    let placed = placed(&where_, at, offsets);
    let active = scene.turn.or(scene.facing_next);
    let preview = match (scene.facing_next, aim) {
        (Some(p), Aim::Space(s)) => Some((p, s)),
        _ => None,
    };
    scene
        .pieces
        .iter()
        .filter_map(|p| {
            let &(_, x, y) = placed.iter().find(|(q, _, _)| *q == p.id)?;
            let facing = match (preview, p.space) {
                (Some((pp, toward)), Some(here)) if pp == p.id => {
                    Some(Facing::toward(here, toward))
                }
                _ => p.facing,
            };
            Some(Drawn {
                id: p.id,
                space: p.space,
                at: (x, y),
                facing,
                active: active == Some(p.id),
                aimed: aim == Aim::Piece(p.id),
                picked: aim == Aim::Pick(p.id),
                dodging: scene.dodging == Some(p.id),
                targeted: targeted.contains(&p.id),
            })
        })
        .collect()
}

/// A line from `a` to `b` (the faint line of a move or a shot, a channel of the map).
pub fn line<T: Display>(class: &'static str, a: (T, T), b: (T, T)) -> El {
    el("line")
        .class(class)
        .attr("x1", a.0)
        .attr("y1", a.1)
        .attr("x2", b.0)
        .attr("y2", b.1)
}

/// A circle of radius `r` round (`x`, `y`).
pub fn circle<T: Display>(class: &'static str, (x, y): (T, T), r: impl Display) -> El {
    el("circle")
        .class(class)
        .attr("cx", x)
        .attr("cy", y)
        .attr("r", r)
}

/// One piece on the map: its own element's attributes, and its drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceMark {
    pub piece: PieceId,
    pub class: String,
    pub space: Option<SpaceId>,
    /// You Only Live Twice: `High` or `Low`.
    pub level: Option<&'static str>,
    /// Live and Let Die: the bow's heading in degrees.
    pub heading: Option<i32>,
    pub inner: Markup,
}

impl Hash for PieceMark {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (
            self.piece,
            &self.class,
            self.space,
            self.level,
            self.heading,
        )
            .hash(h);
        self.inner.as_str().hash(h);
    }
}

/// The pieces' layer: one element per piece in a fixed order (Bond, then Enemy A to D), drawn
/// by `draw` from the view, the button aimed with and the targets, so a move draws again only
/// the pieces that changed; never tapped.
pub fn piece_layer<V: Send + Sync + 'static>(
    class: &'static str,
    view: Derived<V>,
    aim: State<Aim>,
    targeted: Derived<Vec<PieceId>>,
    draw: fn(&V, Aim, &[PieceId]) -> Vec<PieceMark>,
) -> impl IntoView {
    let pieces = memo(move || {
        let aim = aim.get();
        targeted.with(|t| view.with(|v| draw(v, aim, t)))
    });
    view! {
        <g class=class aria-hidden="true">
            <For
                each=move || pieces.get()
                key=|p| p.clone()
                children=|p| {
                    view! {
                        <g
                            class=p.class
                            data-piece=p.piece.key()
                            data-level=p.level
                            data-space=p.space
                            data-heading=p.heading
                            inner_html=p.inner
                        ></g>
                    }
                }
            />
        </g>
    }
}

/// A map: its box (`class`), the `<svg>` of its `layers` (`label` for screen readers), and
/// under it the list of where everything is, in words (`spoken`).
pub fn map_frame(
    class: &'static str,
    label: &'static str,
    view_box: String,
    layers: impl IntoView,
    spoken: impl Fn() -> Vec<String> + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class=class>
            <svg
                class="board-svg"
                viewBox=view_box
                preserveAspectRatio="xMidYMid meet"
                role="group"
                aria-label=label
                data-testid="board"
            >
                {layers}
            </svg>
            <ul class="visually-hidden" data-testid="where">
                {move || spoken().into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
            </ul>
        </div>
    }
}

/// The circles of one highlighted space: round (`x`, `y`), the invisible hit area, the ring
/// and the focus ring's radii.
#[derive(Clone, Copy, Debug)]
pub struct TapCircles {
    pub at: (f64, f64),
    pub hit: f64,
    pub ring: f64,
    pub focus: f64,
    /// The size of the count of spaces drawn beside the ring.
    pub count: f64,
    /// Where the count's disc sits, as a direction from the space (unit length): clear of
    /// the space's own number.
    pub count_dir: (f64, f64),
}

/// The count's usual place: up and to the right of the ring.
pub const UP_RIGHT: (f64, f64) = (
    std::f64::consts::FRAC_1_SQRT_2,
    -std::f64::consts::FRAC_1_SQRT_2,
);

/// How far from a space's centre the count's disc sits, in rings.
pub const COUNT_OUT: f64 = 1.27;

/// One highlighted space: a button (`role="button"`, in the tab order) whose `data-tap` is its
/// index among the taps.
fn tap_mark<A>(index: usize, t: &Tap<A>, c: TapCircles) -> El {
    let (x, y) = c.at;
    let count = t.spaces.map(|n| {
        let (dx, dy) = c.count_dir;
        let out = c.ring * COUNT_OUT;
        // Two decimals are plenty on screen and keep the markup short.
        let r2 = |v: f64| (v * 100.0).round() / 100.0 + 0.0;
        let (cx, cy) = (r2(x + dx * out), r2(y + dy * out));
        el("g")
            .class("tap-count")
            .attr("data-spaces", n)
            .child(circle("tap-count-disc", (cx, cy), c.count * 0.72))
            .child(
                el("text")
                    .attr("x", cx)
                    .attr("y", cy)
                    .attr("font-size", c.count)
                    .attr("dy", "0.35em")
                    .text(n.to_string()),
            )
    });
    el("g")
        .class(t.kind.class())
        .attr("role", "button")
        .attr("tabindex", 0)
        .attr("aria-label", &t.label)
        .attr("data-testid", "tap")
        .attr("data-space", t.space)
        .attr("data-tap", index)
        .attr("data-choice", t.choice)
        .child(el("title").text(&t.label))
        .child(circle("tap-hit", c.at, c.hit))
        .child(circle("tap-ring", c.at, c.ring))
        .child(circle("tap-focus", c.at, c.focus))
        .child(count.map(Markup::from).unwrap_or_default())
}

/// Tap `i`'s circles, its hit circle kept short of every other highlighted space's centre: two
/// neighbouring spaces may share the edge of their targets, but a tap on a space's centre is
/// always that space's.
fn clear_of_others(all: &[TapCircles], i: usize) -> TapCircles {
    let mut c = all[i];
    let (x, y) = c.at;
    for (j, o) in all.iter().enumerate() {
        let d = ((o.at.0 - x).powi(2) + (o.at.1 - y).powi(2)).sqrt();
        if j != i && d > 0.0 {
            c.hit = c.hit.min(d * 0.9);
        }
    }
    c
}

/// The layer of highlighted spaces, redrawn whole when they change, with one click and one key
/// handler for all of them: a tap, or Enter or Space on a focused one, plays its action.
pub fn tap_layer<A: Clone + Send + Sync + 'static>(
    taps: Derived<Vec<Tap<A>>>,
    circles: fn(&Tap<A>) -> TapCircles,
    on_tap: Callback<A>,
) -> impl IntoView {
    let marks = move || {
        taps.with(|ts| {
            let all: Vec<TapCircles> = ts.iter().map(circles).collect();
            ts.iter()
                .enumerate()
                .map(|(i, t)| tap_mark(i, t, clear_of_others(&all, i)))
                .collect::<Markup>()
        })
    };
    let tap = move |i: usize| {
        if let Some(a) = taps.with_untracked(|ts| ts.get(i).map(|t| t.action.clone())) {
            on_tap.run(a);
        }
    };
    view! {
        <g
            class="taps"
            inner_html=marks
            on:click=move |e| {
                if let Some(i) = tap_click(&e) {
                    tap(i);
                }
            }
            on:keydown=move |e| {
                if let Some(i) = tap_key(&e) {
                    tap(i);
                }
            }
        ></g>
    }
}

/// What the recap draws of one event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trace {
    /// A piece moved along a line.
    Move {
        piece: PieceId,
        from: SpaceId,
        to: SpaceId,
    },
    /// A piece fired at another: `hit` when the roll was a success.
    Shot {
        piece: PieceId,
        target: PieceId,
        hit: bool,
    },
}

/// "While you were away" on the map: every path flown as a dashed line with an arrowhead
/// at each step, and every shot as a dotted line from the shooter to the target, with "hit"
/// or "missed" written at the target (words and line patterns, not colour alone). `now`: the
/// space each piece is in (where a piece that has not moved in the recap stood all along);
/// `font`: the size of the words, in the map's units.
pub fn recap_marks(
    traces: &[Trace],
    now: impl Fn(PieceId) -> Option<SpaceId>,
    at: impl Fn(SpaceId) -> (f64, f64),
    font: f64,
) -> Markup {
    if traces.is_empty() {
        return Markup::new();
    }
    // Where each piece stood when the recap began: where it first moved from, or where it is.
    let mut place: Vec<(PieceId, Option<SpaceId>)> = PieceId::ALL
        .iter()
        .map(|&p| {
            let first = traces.iter().find_map(|t| match *t {
                Trace::Move { piece, from, .. } if piece == p => Some(from),
                _ => None,
            });
            (p, first.or_else(|| now(p)))
        })
        .collect();
    let mut out = Markup::new();
    out.push(
        el("defs").child(
            el("marker")
                .attr("id", "recap-arrow")
                .attr("viewBox", "0 0 10 10")
                .attr("refX", 9)
                .attr("refY", 5)
                .attr("markerWidth", 4)
                .attr("markerHeight", 4)
                .attr("orient", "auto-start-reverse")
                .child(el("path").attr("d", "M0 0 L10 5 L0 10 Z")),
        ),
    );
    for t in traces {
        match *t {
            Trace::Move { piece, from, to } => {
                let class = if piece == PieceId::Bond {
                    "recap-move bond"
                } else {
                    "recap-move enemy"
                };
                out.push(
                    line(class, at(from), at(to))
                        .attr("marker-end", "url(#recap-arrow)")
                        .attr("data-by", piece.key()),
                );
                if let Some(p) = place.iter_mut().find(|(q, _)| *q == piece) {
                    p.1 = Some(to);
                }
            }
            Trace::Shot { piece, target, hit } => {
                let of = |q: PieceId| place.iter().find(|(p, _)| *p == q).and_then(|p| p.1);
                let (Some(a), Some(b)) = (of(piece), of(target)) else {
                    continue;
                };
                let (class, word) = if hit {
                    ("recap-shot hit", "hit")
                } else {
                    ("recap-shot miss", "missed")
                };
                let (bx, by) = at(b);
                out.push(line(class, at(a), (bx, by)).attr("data-by", piece.key()));
                out.push(
                    el("text")
                        .class(class)
                        .attr("x", bx)
                        .attr("y", by - font * 1.3)
                        .attr("font-size", font)
                        .text(word),
                );
            }
        }
    }
    out
}

/// The recap's layer: [`recap_marks`] of the board's traces, redrawn whole when they change.
pub fn recap_layer(markup: impl Fn() -> Markup + Send + Sync + 'static) -> impl IntoView {
    view! { <g class="recap" aria-hidden="true" data-testid="recap-map" inner_html=markup></g> }
}

#[cfg(test)]
mod tap_tests {
    use super::*;

    fn at(x: f64) -> TapCircles {
        TapCircles {
            at: (x, 0.0),
            hit: 6.6,
            ring: 5.0,
            focus: 6.0,
            count: 3.0,
            count_dir: UP_RIGHT,
        }
    }

    /// Two highlighted spaces closer than their targets' size: each keeps its own centre.
    #[test]
    fn a_tap_on_a_space_centre_is_that_space() {
        let all = [at(0.0), at(5.0), at(30.0)];
        let near = clear_of_others(&all, 0);
        assert!(near.hit < 5.0, "{}", near.hit);
        assert!(clear_of_others(&all, 1).hit < 5.0);
        // A space with no close neighbour keeps the full size.
        assert_eq!(clear_of_others(&all, 2).hit, 6.6);
    }
}
