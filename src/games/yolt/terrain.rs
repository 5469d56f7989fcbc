//! The scenery under the flight network: the sea, the island with the volcano's contour lines,
//! the map frame, and the crater where the movement number sits.

use std::f64::consts::TAU;
use std::sync::OnceLock;

use qbranch_engine::yolt::map::{BOARD, CRATER};

use super::geom::{n, MARGIN};
use qbranch_engine::core::trig;

/// A closed, gently irregular loop around the crater: `scale` 1 is the coast.
fn contour(scale: f64, phase: f64) -> String {
    let (cx, cy) = (f64::from(CRATER.0.x), f64::from(CRATER.0.y));
    let (rx, ry) = (74.0 * scale, 51.0 * scale);
    let pts: Vec<(f64, f64)> = (0..48)
        .map(|i| {
            let t = TAU * f64::from(i) / 48.0;
            let w = 1.0
                + 0.05 * trig::sin(3.0 * t + 0.7 + phase)
                + 0.04 * trig::sin(5.0 * t + 2.1 - phase)
                + 0.025 * trig::sin(8.0 * t + phase * 2.0);
            (cx + rx * w * trig::cos(t), cy + ry * w * trig::sin(t))
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

/// Sea, island and frame (static: drawn once, as markup).
pub fn scenery_html() -> String {
    let p = paths();
    let (w, h) = (f64::from(BOARD.0), f64::from(BOARD.1));
    let mut m = format!(
        r#"<rect class="sea" x="{}" y="{}" width="{}" height="{}" rx="2.5"/><path class="coast-glow" d="{}"/><path class="land" d="{}"/>"#,
        n(-MARGIN),
        n(-MARGIN),
        n(w + 2.0 * MARGIN),
        n(h + 2.0 * MARGIN),
        p.coast,
        p.coast
    );
    for (i, d) in p.contours.iter().enumerate() {
        m.push_str(&format!(r#"<path class="contour c{i}" d="{d}"/>"#));
    }
    m.push_str(&format!(
        r#"<rect class="frame" x="{}" y="{}" width="{}" height="{}" rx="2"/>"#,
        n(0.6 - MARGIN),
        n(0.6 - MARGIN),
        n(w + 2.0 * MARGIN - 1.2),
        n(h + 2.0 * MARGIN - 1.2)
    ));
    m
}

/// The crater with the movement number: spaces still to fly, large, and the roll below. As
/// markup, redrawn whole when the number changes (a view per text compiled to more): `html`
/// is given (spaces left, spaces rolled) while a piece is flying.
pub fn crater() -> impl Fn(Option<(u8, u8)>) -> String {
    let (cx, cy, r) = (
        f64::from(CRATER.0.x),
        f64::from(CRATER.0.y),
        f64::from(CRATER.1),
    );
    let rim = format!(
        r#"<circle class="crater-rim" cx="{}" cy="{}" r="{}"/><circle class="crater-pit" cx="{}" cy="{}" r="{}"/>"#,
        n(cx),
        n(cy),
        n(r),
        n(cx),
        n(cy),
        n(r - 1.4)
    );
    move |number| match number {
        Some((left, rolled)) => format!(
            r#"{rim}<text class="crater-caption" x="{x}" y="{}">TO FLY</text><text class="crater-number" x="{x}" y="{}" data-testid="crater-number">{left}</text><text class="crater-caption" x="{x}" y="{}">OF {rolled}</text>"#,
            n(cy - 5.2),
            n(cy + 3.6),
            n(cy + 7.6),
            x = n(cx)
        ),
        None => format!(
            r#"{rim}<text class="crater-caption idle" x="{}" y="{}">VOLCANO</text>"#,
            n(cx),
            n(cy + 1.2)
        ),
    }
}
