//! The lines of the map, drawn from the engine's map data: Flight Paths solid blue, Overpasses
//! dotted blue on a dark bridge casing so they read as passing over, Quick Turn lines yellow
//! with an arrowhead half-way along showing the one way they may be flown, Vertical Fire lines
//! yellow with arrowheads from the Low space up to the High space.

use qbranch_engine::chase::arrow::arrowhead;
use qbranch_engine::yolt::map::{map, YoltLine};

use super::geom::{at, n, trimmed};

/// The arrowhead marker of Vertical Fire lines (put once in the board's `<defs>`).
pub const LINE_DEFS: &str = r#"<marker id="yolt-vf-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" markerUnits="strokeWidth" orient="auto"><path class="vf-head" d="M 0 0 L 10 5 L 0 10 Z"/></marker>"#;

fn segment(a: u8, b: u8) -> (String, String, String, String) {
    let (ax, ay) = at(a);
    let (bx, by) = at(b);
    (n(ax), n(ay), n(bx), n(by))
}

/// Every line of the map (static: drawn once, as markup).
pub fn map_lines_html() -> String {
    let m = map();
    let of = |kind: YoltLine| m.lines.iter().filter(move |l| l.kind == kind);
    let mut h = String::from(r#"<g class="flight-paths">"#);
    for l in of(YoltLine::FlightPath) {
        let (x1, y1, x2, y2) = segment(l.a, l.b);
        h.push_str(&format!(
            r#"<line class="ln flight" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>"#
        ));
    }
    h.push_str(r#"</g><g class="quick-turns">"#);
    // Quick Turn arrows come from the engine's directed lines (tail to head), so the drawn
    // arrowhead is the direction the engine allows.
    for a in m.arrows().filter(|a| a.kind == YoltLine::QuickTurn) {
        let (x1, y1, x2, y2) = segment(a.tail, a.head);
        let (tail, head) = (at(a.tail), at(a.head));
        let len = (head.0 - tail.0).hypot(head.1 - tail.1);
        let size = 3.2;
        let [t, l, r] = arrowhead(tail, head, (len - size) / 2.0, size, 1.7);
        h.push_str(&format!(
            r#"<line class="ln quick" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/><path class="qt-head" d="M {} {} L {} {} L {} {} Z" data-quick-turn="{}-{}"/>"#,
            n(t.0),
            n(t.1),
            n(l.0),
            n(l.1),
            n(r.0),
            n(r.1),
            a.tail,
            a.head
        ));
    }
    h.push_str(r#"</g><g class="overpasses">"#);
    for l in of(YoltLine::Overpass) {
        let (x1, y1, x2, y2) = segment(l.a, l.b);
        // Trim the casing so it does not cut into the end dots' own lines.
        let (cx1, cy1, cx2, cy2) = trimmed(l.a, l.b, 0.0);
        h.push_str(&format!(
            r#"<line class="ln over-casing" x1="{}" y1="{}" x2="{}" y2="{}"/><line class="ln over" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>"#,
            n(cx1),
            n(cy1),
            n(cx2),
            n(cy2)
        ));
    }
    h.push_str(r#"</g><g class="vertical-fire">"#);
    for l in of(YoltLine::VerticalFire) {
        // From the Low space (a) up to the High space (b): the arrow points at b.
        let (x1, y1, x2, y2) = trimmed(l.a, l.b, 0.9);
        h.push_str(&format!(
            r#"<line class="ln vertical" x1="{}" y1="{}" x2="{}" y2="{}" marker-end="url(#yolt-vf-arrow)"/>"#,
            n(x1),
            n(y1),
            n(x2),
            n(y2)
        ));
    }
    h.push_str("</g>");
    h
}
