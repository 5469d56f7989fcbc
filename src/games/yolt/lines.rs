//! The lines of the map, drawn from the engine's map data: Flight Paths solid blue, Overpasses
//! dotted blue on a dark bridge casing so they read as passing over, Quick Turn lines yellow
//! with an arrowhead half-way along showing the one way they may be flown, Vertical Fire lines
//! yellow with arrowheads from the Low space up to the High space.

use leptos::prelude::*;
use qbranch_engine::chase::arrow::arrowhead;
use qbranch_engine::yolt::map::{map, YoltLine};

use super::geom::{at, n, trimmed};

/// The arrowhead marker of Vertical Fire lines (put once in the board's `<defs>`).
#[component]
pub fn LineDefs() -> impl IntoView {
    view! {
        <marker
            id="yolt-vf-arrow"
            viewBox="0 0 10 10"
            refX="6"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            markerUnits="strokeWidth"
            orient="auto"
        >
            <path class="vf-head" d="M 0 0 L 10 5 L 0 10 Z"/>
        </marker>
    }
}

fn segment(a: u8, b: u8) -> (String, String, String, String) {
    let (ax, ay) = at(a);
    let (bx, by) = at(b);
    (n(ax), n(ay), n(bx), n(by))
}

/// Every line of the map (static).
#[component]
pub fn MapLines() -> impl IntoView {
    let m = map();
    let of = |kind: YoltLine| m.lines.iter().filter(move |l| l.kind == kind);
    let flight = of(YoltLine::FlightPath)
        .map(|l| {
            let (x1, y1, x2, y2) = segment(l.a, l.b);
            view! { <line class="ln flight" x1=x1 y1=y1 x2=x2 y2=y2/> }
        })
        .collect_view();
    // Quick Turn arrows come from the engine's directed lines (tail to head), so the drawn
    // arrowhead is the direction the engine allows.
    let quick = m
        .arrows()
        .filter(|a| a.kind == YoltLine::QuickTurn)
        .map(|a| {
            let (x1, y1, x2, y2) = segment(a.tail, a.head);
            let (tail, head) = (at(a.tail), at(a.head));
            let len = (head.0 - tail.0).hypot(head.1 - tail.1);
            let size = 3.2;
            let [t, l, r] = arrowhead(tail, head, (len - size) / 2.0, size, 1.7);
            let d = format!(
                "M {} {} L {} {} L {} {} Z",
                n(t.0),
                n(t.1),
                n(l.0),
                n(l.1),
                n(r.0),
                n(r.1)
            );
            view! {
                <line class="ln quick" x1=x1 y1=y1 x2=x2 y2=y2/>
                <path class="qt-head" d=d data-quick-turn=format!("{}-{}", a.tail, a.head)/>
            }
        })
        .collect_view();
    let over = of(YoltLine::Overpass)
        .map(|l| {
            let (x1, y1, x2, y2) = segment(l.a, l.b);
            // Trim the casing so it does not cut into the end dots' own lines.
            let (cx1, cy1, cx2, cy2) = trimmed(l.a, l.b, 0.0);
            view! {
                <line class="ln over-casing" x1=n(cx1) y1=n(cy1) x2=n(cx2) y2=n(cy2)/>
                <line class="ln over" x1=x1 y1=y1 x2=x2 y2=y2/>
            }
        })
        .collect_view();
    let vertical = of(YoltLine::VerticalFire)
        .map(|l| {
            // From the Low space (a) up to the High space (b): the arrow points at b.
            let (x1, y1, x2, y2) = trimmed(l.a, l.b, 0.9);
            view! {
                <line
                    class="ln vertical"
                    x1=n(x1)
                    y1=n(y1)
                    x2=n(x2)
                    y2=n(y2)
                    marker-end="url(#yolt-vf-arrow)"
                />
            }
        })
        .collect_view();
    view! {
        <g class="map-lines" aria-hidden="true">
            <g class="flight-paths">{flight}</g>
            <g class="quick-turns">{quick}</g>
            <g class="overpasses">{over}</g>
            <g class="vertical-fire">{vertical}</g>
        </g>
    }
}
