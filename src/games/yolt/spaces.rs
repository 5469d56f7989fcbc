//! The spaces (static): High spaces as white dots, Low spaces as purple dots, Double spaces
//! marked "2"; their numbers (a layer of their own, above the pieces); the start spaces A–D and
//! Bond labelled.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::space::{Capacity, Level};

use super::geom::{at, dot_radius, n, number_positions, start_label_at};

/// The dots (static: drawn once, as markup).
pub fn space_dots_html() -> String {
    let m = map();
    let mut h = String::new();
    for s in 0..m.len() as u8 {
        let def = m.space(s);
        let (x, y) = at(s);
        let r = dot_radius(s);
        let level = match def.kind.level {
            Level::High => "high",
            Level::Low => "low",
        };
        let double = def.kind.capacity == Capacity::Double;
        h.push_str(&format!(
            r#"<g class="space {level}{}{}"><circle class="dot" cx="{}" cy="{}" r="{}"/>"#,
            if double { " double" } else { "" },
            if def.label.is_some() { " start" } else { "" },
            n(x),
            n(y),
            n(r)
        ));
        if double {
            h.push_str(&format!(
                r#"<text class="dot-two" x="{}" y="{}">2</text>"#,
                n(x),
                n(y + 1.15)
            ));
        }
        h.push_str("</g>");
    }
    h
}

/// The space numbers, drawn above the helicopters so that no piece or tag ever hides one (the
/// log and the buttons name spaces by number). Static: drawn once, as markup.
pub fn space_numbers_html() -> String {
    let mut h = String::new();
    for (s, &(nx, ny)) in number_positions().iter().enumerate() {
        h.push_str(&format!(
            r#"<text class="space-num" data-space="{s}" x="{}" y="{}">{s}</text>"#,
            n(nx),
            n(ny + 1.0)
        ));
    }
    h
}

/// The start labels ("A" … "D", "Bond"), each hidden while a piece sits on it (the piece's
/// own tag names it then, and the label would only clutter the glyph). The labels as markup,
/// redrawn whole when the pieces move (a reactive class per label compiled to more): `html`
/// is given the spaces with a piece in them.
pub fn start_labels(numbers: bool) -> impl Fn(&[SpaceId]) -> String {
    let m = map();
    let labels: Vec<(SpaceId, String)> = (0..m.len() as u8)
        .filter_map(|s| m.space(s).label.map(|l| (s, l)))
        .map(|(s, label)| {
            let (x, y) = at(s);
            let r = dot_radius(s);
            let (sx, sy, beyond) = start_label_at(s);
            let d = if beyond && numbers { r + 7.5 } else { r + 4.2 };
            // Text is anchored by its middle; push long labels out by half their width.
            let half = if label.len() > 1 { 4.8 } else { 1.4 };
            let (lx, ly) = (x + sx * (d + half * sx.abs()), y + sy * d);
            (
                s,
                format!(
                    r#" x="{}" y="{}">{}</text>"#,
                    n(lx),
                    n(ly + 1.5),
                    crate::markup::esc(label)
                ),
            )
        })
        .collect();
    move |o| {
        let mut h = String::new();
        for (s, rest) in &labels {
            h.push_str(if o.contains(s) {
                r#"<text class="start-label hidden""#
            } else {
                r#"<text class="start-label""#
            });
            h.push_str(rest);
        }
        h
    }
}
