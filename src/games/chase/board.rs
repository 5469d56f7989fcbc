//! The parts both maps draw the same way: where the pieces stand, the layer of pieces, the
//! highlighted spaces a player taps (or reaches with Tab and takes with Enter), the faint line
//! of a move and the list of where everything is, for screen readers.

use std::hash::{Hash, Hasher};

use leptos::prelude::*;
use qbranch_engine::chase::piece::PieceId;
use qbranch_engine::chase::SpaceId;

use super::choices::Tap;
use crate::games::tap_layer::{tap_click, tap_key};
use crate::reactive::Derived;
use crate::ui::markup::{el, El, Markup};

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

/// The faint line of a move or a shot, from `a` to `b`.
pub fn trail(class: &'static str, a: (f64, f64), b: (f64, f64)) -> El {
    el("line")
        .class(class)
        .attr("x1", a.0)
        .attr("y1", a.1)
        .attr("x2", b.0)
        .attr("y2", b.1)
}

/// A circle of radius `r` round (`x`, `y`).
pub fn circle(class: &'static str, (x, y): (f64, f64), r: f64) -> El {
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

/// The pieces' layer: one element per piece, in a fixed order (Bond, then Enemy A to D), so a
/// move draws again only the pieces that changed; never tapped.
pub fn piece_layer(class: &'static str, pieces: Derived<Vec<PieceMark>>) -> impl IntoView {
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

/// The circles of one highlighted space: round (`x`, `y`), the invisible hit area, the ring
/// and the focus ring's radii.
pub struct TapCircles {
    pub at: (f64, f64),
    pub hit: f64,
    pub ring: f64,
    pub focus: f64,
}

/// One highlighted space: a button (`role="button"`, in the tab order) whose `data-tap` is its
/// index among the taps.
fn tap_mark<A>(index: usize, t: &Tap<A>, c: TapCircles) -> El {
    el("g")
        .class(t.kind.class())
        .attr("role", "button")
        .attr("tabindex", 0)
        .attr("aria-label", &t.label)
        .attr("data-testid", "tap")
        .attr("data-space", t.space)
        .attr("data-tap", index)
        .child(el("title").text(&t.label))
        .child(circle("tap-hit", c.at, c.hit))
        .child(circle("tap-ring", c.at, c.ring))
        .child(circle("tap-focus", c.at, c.focus))
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
            ts.iter()
                .enumerate()
                .map(|(i, t)| tap_mark(i, t, circles(t)))
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

/// Where everything is, in words, for screen readers.
pub fn spoken_list(lines: impl Fn() -> Vec<String> + Send + Sync + 'static) -> impl IntoView {
    view! {
        <ul class="visually-hidden" data-testid="where">
            {move || lines().into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
        </ul>
    }
}
