//! Where things are drawn. The engine's board data gives every space an angle and a ring; the
//! inner rings are spread a little wider here so the island's gates stay tappable on a tablet.

use qbranch_engine::race::board::{board, Kind, LinkKind};
use qbranch_engine::race::Space;

/// The SVG viewBox of the board (the engine's 1000 × 1000 plus a frame).
pub const VIEW_BOX: &str = "-34 -34 1068 1068";
pub const CX: f64 = 500.0;
pub const CY: f64 = 500.0;

pub const R_AIR: f64 = 430.0;
pub const R_GREEN: f64 = 315.0;
pub const R_SHORE: f64 = 214.0;
/// Half the width of the yellow shore band.
pub const SHORE_HALF: f64 = 19.0;
pub const R_LAKE_POINT: f64 = 158.0;
pub const R_ISLAND: f64 = 124.0;
pub const R_GATE: f64 = 100.0;

/// Clockwise angle from north, in degrees, of a space (0 for the centre).
pub fn angle(s: Space) -> f64 {
    let info = &board().spaces[s.index()];
    let (dx, dy) = (info.x - CX, CY - info.y);
    if dx.abs() < 1e-6 && dy.abs() < 1e-6 {
        return 0.0;
    }
    (dx.atan2(dy).to_degrees() + 360.0).rem_euclid(360.0)
}

/// The ring a space is drawn on.
pub fn radius(s: Space) -> f64 {
    match s.kind() {
        Kind::Airport(_) => R_AIR,
        Kind::Green(_) => R_GREEN,
        Kind::Shore(_) => R_SHORE,
        Kind::Lake(_) => R_LAKE_POINT,
        Kind::Gate(_) => R_GATE,
        Kind::Centre => 0.0,
    }
}

/// A point at `r` from the centre, `deg` clockwise from north.
pub fn polar(r: f64, deg: f64) -> (f64, f64) {
    let a = deg.to_radians();
    (round(CX + r * a.sin()), round(CY - r * a.cos()))
}

fn round(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

/// `v` with exactly one decimal, halves rounded away from zero (as `{:.1}` would print it but
/// for the rounding of halves, which the board's figures have always used).
pub fn tenths(v: f64) -> String {
    format!("{:.1}", round_to(v, 1))
}

/// `v` rounded to `places` decimals, so that it prints with that many decimals at most.
pub fn round_to(v: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    // `+ 0.0` turns a rounded -0 into 0, which prints without its sign.
    (v * scale).round() / scale + 0.0
}

/// Where a space is drawn.
pub fn pos(s: Space) -> (f64, f64) {
    polar(radius(s), angle(s))
}

/// The unit vector pointing away from the centre at a space (down for the centre).
pub fn outward(s: Space) -> (f64, f64) {
    if s == Space::CENTRE {
        return (0.0, 1.0);
    }
    let a = angle(s).to_radians();
    let (sin, cos) = a.sin_cos();
    (sin, -cos)
}

/// The SVG path of one link between two spaces.
pub fn link_path(kind: LinkKind, a: Space, b: Space) -> String {
    // Every point is rounded to a tenth (`polar`), so it prints with one decimal at most.
    let ((x1, y1), (x2, y2)) = (pos(a), pos(b));
    match kind {
        LinkKind::Air => {
            let (aa, ab) = (angle(a), angle(b));
            let mut d = (ab - aa + 360.0).rem_euclid(360.0);
            let mut start = aa;
            if d > 180.0 {
                d = 360.0 - d;
                start = ab;
            }
            if d < 60.0 {
                // Neighbours: along the ring itself.
                let (sx, sy) = polar(R_AIR, start);
                let (ex, ey) = polar(R_AIR, start + d);
                format!("M{sx} {sy} A{R_AIR} {R_AIR} 0 0 1 {ex} {ey}")
            } else {
                // Two apart: a curve dipping under the airport between them.
                let (sx, sy) = polar(R_AIR, start);
                let (ex, ey) = polar(R_AIR, start + d);
                let (qx, qy) = polar(R_AIR + 8.0, start + d / 2.0);
                format!("M{sx} {sy} Q{qx} {qy} {ex} {ey}")
            }
        }
        LinkKind::Road | LinkKind::Shore => {
            let r = radius(a);
            let (aa, ab) = (angle(a), angle(b));
            let d = (ab - aa + 360.0).rem_euclid(360.0);
            let sweep = if d <= 180.0 { 1 } else { 0 };
            format!("M{x1} {y1} A{r} {r} 0 0 {sweep} {x2} {y2}")
        }
        _ => format!("M{x1} {y1} L{x2} {y2}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::race::{Base, Gate};

    #[test]
    fn bases_sit_on_the_diagonals_and_gates_round_the_centre() {
        let (x, y) = pos(Base::London.space());
        assert!(x < CX && y < CY, "London is drawn top left");
        let (x, y) = pos(Space::gate(Gate::North));
        assert!((x - CX).abs() < 0.5 && (CY - y - R_GATE).abs() < 0.5);
        assert_eq!(pos(Space::CENTRE), (CX, CY));
    }

    #[test]
    fn every_space_is_on_its_ring() {
        for s in Space::all() {
            let (x, y) = pos(s);
            let r = ((x - CX).powi(2) + (y - CY).powi(2)).sqrt();
            assert!((r - radius(s)).abs() < 0.5, "{s:?}");
        }
    }
}
