//! The lines of the map, drawn from the engine's map data: Flight Paths solid blue, Overpasses
//! dotted blue on a dark bridge casing so they read as passing over, Quick Turn lines yellow
//! with an arrowhead half-way along showing the one way they may be flown, Vertical Fire lines
//! yellow with arrowheads from the Low space up to the High space.

use qbranch_engine::chase::arrow::arrowhead;
use qbranch_engine::yolt::map::{map, YoltLine};

use super::geom::{at, n, trimmed};
use crate::games::chase::board;
use crate::ui::markup::{el, El, Markup};

/// The arrowhead marker of Vertical Fire lines (put once in the board's `<defs>`).
pub const LINE_DEFS: &str = r#"<marker id="yolt-vf-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" markerUnits="strokeWidth" orient="auto"><path class="vf-head" d="M 0 0 L 10 5 L 0 10 Z"/></marker>"#;

/// A line of the map from (x1, y1) to (x2, y2), in board units.
fn line(class: &'static str, (x1, y1, x2, y2): (f64, f64, f64, f64)) -> El {
    board::line(class, (n(x1), n(y1)), (n(x2), n(y2)))
}

fn segment(a: u8, b: u8) -> (f64, f64, f64, f64) {
    let (ax, ay) = at(a);
    let (bx, by) = at(b);
    (ax, ay, bx, by)
}

/// Every line of the map (static: drawn once).
pub fn map_lines() -> Markup {
    let m = map();
    let of = |kind: YoltLine| m.lines.iter().filter(move |l| l.kind == kind);
    let flight = of(YoltLine::FlightPath).map(|l| line("ln flight", segment(l.a, l.b)));
    // Quick Turn arrows come from the engine's directed lines (tail to head), so the drawn
    // arrowhead is the direction the engine allows.
    let quick = m
        .arrows()
        .filter(|a| a.kind == YoltLine::QuickTurn)
        .map(|a| {
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
            Markup::from_iter([
                line("ln quick", segment(a.tail, a.head)),
                el("path")
                    .class("qt-head")
                    .attr("d", d)
                    .attr("data-quick-turn", format_args!("{}-{}", a.tail, a.head)),
            ])
        });
    // The casing is trimmed so it does not cut into the end dots' own lines.
    let over = of(YoltLine::Overpass).map(|l| {
        Markup::from_iter([
            line("ln over-casing", trimmed(l.a, l.b, 0.0)),
            line("ln over", segment(l.a, l.b)),
        ])
    });
    // From the Low space (a) up to the High space (b): the arrow points at b.
    let vertical = of(YoltLine::VerticalFire).map(|l| {
        line("ln vertical", trimmed(l.a, l.b, 0.9)).attr("marker-end", "url(#yolt-vf-arrow)")
    });
    Markup::from_iter([
        el("g").class("flight-paths").children(flight),
        el("g").class("quick-turns").children(quick),
        el("g").class("overpasses").children(over),
        el("g").class("vertical-fire").children(vertical),
    ])
}
