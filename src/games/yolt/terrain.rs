//! The scenery under the flight network: the sea, the island with the volcano's contour lines,
//! the map frame, and the crater where the movement number sits.

use std::f64::consts::TAU;
use std::sync::OnceLock;

use qbranch_engine::yolt::map::{BOARD, CRATER};

use super::geom::{n, MARGIN};
use crate::ui::markup::{el, Markup};

/// A closed, gently irregular loop around the crater: `scale` 1 is the coast.
fn contour(scale: f64, phase: f64) -> String {
    let (cx, cy) = (f64::from(CRATER.0.x), f64::from(CRATER.0.y));
    let (rx, ry) = (74.0 * scale, 51.0 * scale);
    let pts: Vec<(f64, f64)> = (0..48)
        .map(|i| {
            let t = TAU * f64::from(i) / 48.0;
            let w = 1.0
                + 0.05 * (3.0 * t + 0.7 + phase).sin()
                + 0.04 * (5.0 * t + 2.1 - phase).sin()
                + 0.025 * (8.0 * t + phase * 2.0).sin();
            (cx + rx * w * t.cos(), cy + ry * w * t.sin())
        })
        .collect();
    // A smooth closed curve through the midpoints, each sample as a control point.
    let mid = |a: (f64, f64), b: (f64, f64)| ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let k = pts.len();
    let start = mid(pts[k - 1], pts[0]);
    let mut d = format!("M {} {}", n(start.0), n(start.1));
    for i in 0..k {
        let c = pts[i];
        let e = mid(pts[i], pts[(i + 1) % k]);
        d.push_str(&format!(" Q {} {} {} {}", n(c.0), n(c.1), n(e.0), n(e.1)));
    }
    d.push_str(" Z");
    d
}

struct Paths {
    coast: String,
    contours: Vec<String>,
}

fn paths() -> &'static Paths {
    static P: OnceLock<Paths> = OnceLock::new();
    P.get_or_init(|| Paths {
        coast: contour(1.0, 0.0),
        contours: vec![
            contour(0.8, 0.9),
            contour(0.6, 1.7),
            contour(0.42, 2.6),
            contour(0.28, 3.3),
        ],
    })
}

fn rect(class: &'static str, at: f64, w: f64, h: f64, rx: f64) -> Markup {
    el("rect")
        .class(class)
        .attr("x", n(at))
        .attr("y", n(at))
        .attr("width", n(w))
        .attr("height", n(h))
        .attr("rx", rx)
        .into()
}

/// Sea, island and frame (static: drawn once).
pub fn scenery() -> Markup {
    let p = paths();
    let (w, h) = (f64::from(BOARD.0), f64::from(BOARD.1));
    let mut m = rect("sea", -MARGIN, w + 2.0 * MARGIN, h + 2.0 * MARGIN, 2.5);
    m.push(el("path").class("coast-glow").attr("d", &p.coast));
    m.push(el("path").class("land").attr("d", &p.coast));
    for (i, d) in p.contours.iter().enumerate() {
        m.push(el("path").class(format_args!("contour c{i}")).attr("d", d));
    }
    m.push(rect(
        "frame",
        0.6 - MARGIN,
        w + 2.0 * MARGIN - 1.2,
        h + 2.0 * MARGIN - 1.2,
        2.0,
    ));
    m
}

/// The crater with the movement number: spaces still to fly, large, and the roll below, given
/// (spaces left, spaces rolled) while a piece is flying.
pub fn crater(number: Option<(u8, u8)>) -> Markup {
    let (cx, cy, r) = (
        f64::from(CRATER.0.x),
        f64::from(CRATER.0.y),
        f64::from(CRATER.1),
    );
    let circle = |class: &'static str, r: f64| {
        el("circle")
            .class(class)
            .attr("cx", n(cx))
            .attr("cy", n(cy))
            .attr("r", n(r))
    };
    let text = |class: &'static str, dy: f64| {
        el("text")
            .class(class)
            .attr("x", n(cx))
            .attr("y", n(cy + dy))
    };
    let mut m = Markup::from_iter([circle("crater-rim", r), circle("crater-pit", r - 1.4)]);
    match number {
        Some((left, rolled)) => m.extend([
            text("crater-caption", -5.2).text("TO FLY"),
            text("crater-number", 3.6)
                .attr("data-testid", "crater-number")
                .text(left),
            text("crater-caption", 7.6).text(format_args!("OF {rolled}")),
        ]),
        None => m.push(text("crater-caption idle", 1.2).text("VOLCANO")),
    }
    m
}
