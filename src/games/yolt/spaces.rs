//! The spaces (static): High spaces as white dots, Low spaces as purple dots, Double spaces
//! marked "2"; their numbers (a layer of their own, above the pieces); the start spaces A–D and
//! Bond labelled.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::space::{Capacity, Level};

use super::geom::{at, dot_radius, n, number_positions, start_label_at};
use crate::ui::markup::{el, Markup};

/// The dots (static: drawn once).
pub fn space_dots() -> Markup {
    let m = map();
    (0..m.len() as u8)
        .map(|s| {
            let def = m.space(s);
            let (x, y) = at(s);
            let double = def.kind.capacity == Capacity::Double;
            let mut class = String::from(match def.kind.level {
                Level::High => "space high",
                Level::Low => "space low",
            });
            if double {
                class.push_str(" double");
            }
            if def.label.is_some() {
                class.push_str(" start");
            }
            let two = double.then(|| {
                el("text")
                    .class("dot-two")
                    .attr("x", n(x))
                    .attr("y", n(y + 1.15))
                    .text("2")
            });
            el("g")
                .class(class)
                .child(
                    el("circle")
                        .class("dot")
                        .attr("cx", n(x))
                        .attr("cy", n(y))
                        .attr("r", n(dot_radius(s))),
                )
                .child(two.map(Markup::from))
        })
        .collect()
}

/// The space numbers, drawn above the helicopters so that no piece or tag ever hides one (the
/// log and the buttons name spaces by number). Static: drawn once.
pub fn space_numbers() -> Markup {
    number_positions()
        .iter()
        .enumerate()
        .map(|(s, &(nx, ny))| {
            el("text")
                .class("space-num")
                .attr("data-space", s)
                .attr("x", n(nx))
                .attr("y", n(ny + 1.0))
                .text(s)
        })
        .collect()
}

/// The start labels ("A" … "D", "Bond"), each hidden while a piece sits on it (the piece's
/// own tag names it then, and the label would only clutter the glyph): given the spaces with a
/// piece in them. `numbers`: the map shows space numbers, which a label beyond its dot clears.
pub fn start_labels(numbers: bool, taken: &[SpaceId]) -> Markup {
    let m = map();
    (0..m.len() as u8)
        .filter_map(|s| m.space(s).label.map(|l| (s, l)))
        .map(|(s, label)| {
            let (x, y) = at(s);
            let r = dot_radius(s);
            let (sx, sy, beyond) = start_label_at(s);
            let d = if beyond && numbers { r + 7.5 } else { r + 4.2 };
            // Text is anchored by its middle; push long labels out by half their width.
            let half = if label.len() > 1 { 4.8 } else { 1.4 };
            let (lx, ly) = (x + sx * (d + half * sx.abs()), y + sy * d);
            let class = if taken.contains(&s) {
                "start-label hidden"
            } else {
                "start-label"
            };
            el("text")
                .class(class)
                .attr("x", n(lx))
                .attr("y", n(ly + 1.5))
                .text(label)
        })
        .collect()
}
