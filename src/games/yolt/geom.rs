//! Board geometry for drawing: the SVG coordinate space is the engine's own (tenths of an inch
//! on the 16 × 11 inch landscape board), so every space is drawn exactly where the engine
//! places it and the forward moves the engine derives from angles look right on screen.

use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::yolt::map::{map, BOARD};

/// Margin around the board, in board units.
pub const MARGIN: f64 = 7.0;

/// Radius of a space's dot; Double spaces are a little larger to hold their "2".
pub const DOT_SINGLE: f64 = 2.3;
pub const DOT_DOUBLE: f64 = 2.9;

/// Radius of the invisible hit circle around a highlighted space (≥ 44 px on a tablet).
pub const HIT_RADIUS: f64 = 6.2;

/// The SVG `viewBox` of the whole board.
pub fn view_box() -> String {
    format!(
        "{} {} {} {}",
        -MARGIN,
        -MARGIN,
        f64::from(BOARD.0) + 2.0 * MARGIN,
        f64::from(BOARD.1) + 2.0 * MARGIN
    )
}

/// Where a space is drawn.
pub fn at(space: SpaceId) -> (f64, f64) {
    let p = map().at(space);
    (f64::from(p.x), f64::from(p.y))
}

/// Dot radius of a space.
pub fn dot_radius(space: SpaceId) -> f64 {
    match map().space(space).capacity {
        qbranch_engine::chase::Capacity::Single => DOT_SINGLE,
        qbranch_engine::chase::Capacity::Double => DOT_DOUBLE,
    }
}

/// The SVG rotation (degrees, clockwise from "nose up") of a piece with `facing`.
pub fn heading_deg(facing: Facing) -> f64 {
    let (ax, ay) = at(facing.from);
    let (bx, by) = at(facing.to);
    let (dx, dy) = (bx - ax, by - ay);
    if dx == 0.0 && dy == 0.0 {
        return 0.0;
    }
    // Nose up is (0, -1); SVG angles grow clockwise because y grows downward.
    dx.atan2(-dy).to_degrees()
}

/// The gaps between the lines that meet at `space`, widest first: (width in radians, unit
/// vector along the middle of the gap). Labels sit in them without covering a line.
pub fn gaps(space: SpaceId) -> Vec<(f64, (f64, f64))> {
    let (x, y) = at(space);
    let mut dirs: Vec<f64> = map()
        .links(space)
        .iter()
        .map(|l| {
            let (ox, oy) = at(l.to);
            (oy - y).atan2(ox - x)
        })
        .collect();
    if dirs.is_empty() {
        return vec![(std::f64::consts::TAU, (0.0, 1.0))];
    }
    dirs.sort_by(f64::total_cmp);
    let mut out: Vec<(f64, (f64, f64))> = (0..dirs.len())
        .map(|i| {
            let a = dirs[i];
            let b = if i + 1 < dirs.len() {
                dirs[i + 1]
            } else {
                dirs[0] + std::f64::consts::TAU
            };
            let mid = a + (b - a) / 2.0;
            (b - a, (mid.cos(), mid.sin()))
        })
        .collect();
    out.sort_by(|p, q| q.0.total_cmp(&p.0));
    out
}

/// Where a space's number goes: the middle of the widest gap between its lines.
pub fn label_dir(space: SpaceId) -> (f64, f64) {
    gaps(space)[0].1
}

/// Where a start label ("A", "Bond") goes: the second-widest gap when it is roomy, so the
/// number keeps the widest; otherwise farther out in the widest.
pub fn start_label_at(space: SpaceId) -> (f64, f64, bool) {
    let g = gaps(space);
    match g.get(1) {
        Some(&(w, (dx, dy))) if w >= 80f64.to_radians() => (dx, dy, false),
        _ => (g[0].1 .0, g[0].1 .1, true),
    }
}

/// Offsets for `n` pieces sharing a space, so every one stays visible.
pub fn stack_offsets(n: usize) -> Vec<(f64, f64)> {
    match n {
        0 => Vec::new(),
        1 => vec![(0.0, 0.0)],
        2 => vec![(-3.4, -2.4), (3.4, 2.4)],
        _ => (0..n)
            .map(|i| {
                let a = std::f64::consts::TAU * i as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
                (4.0 * a.cos(), 4.0 * a.sin())
            })
            .collect(),
    }
}

/// An eight-point compass word for the direction from one space to another (north is up).
pub fn compass(from: SpaceId, to: SpaceId) -> &'static str {
    let (ax, ay) = at(from);
    let (bx, by) = at(to);
    let deg = (bx - ax).atan2(-(by - ay)).to_degrees().rem_euclid(360.0);
    const NAMES: [&str; 8] = [
        "north",
        "north-east",
        "east",
        "south-east",
        "south",
        "south-west",
        "west",
        "north-west",
    ];
    NAMES[(((deg + 22.5) / 45.0) as usize) % 8]
}

/// The segment from `a` to `b` shortened at both ends so it starts and stops at the dots'
/// rims (`extra_b` more at `b`, room for an arrowhead).
pub fn trimmed(a: SpaceId, b: SpaceId, extra_b: f64) -> (f64, f64, f64, f64) {
    let (ax, ay) = at(a);
    let (bx, by) = at(b);
    let (dx, dy) = (bx - ax, by - ay);
    let len = dx.hypot(dy).max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let ra = dot_radius(a) + 0.4;
    let rb = dot_radius(b) + 0.4 + extra_b;
    (ax + ux * ra, ay + uy * ra, bx - ux * rb, by - uy * rb)
}

/// Format a board coordinate for an SVG attribute.
pub fn n(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compass_words() {
        // Find two spaces on the same row to check east/west.
        let m = map();
        let mut found = false;
        for a in 0..m.len() as u8 {
            for b in 0..m.len() as u8 {
                if a != b && m.at(a).y == m.at(b).y && m.at(a).x < m.at(b).x {
                    assert_eq!(compass(a, b), "east");
                    assert_eq!(compass(b, a), "west");
                    found = true;
                }
            }
        }
        assert!(found);
    }

    #[test]
    fn heading_points_the_nose_along_the_move() {
        let m = map();
        for (i, l) in m.lines.iter().enumerate() {
            let f = Facing::toward(l.a, l.b);
            let deg = heading_deg(f);
            let (ax, ay) = at(l.a);
            let (bx, by) = at(l.b);
            // Rotating "nose up" (0, -1) clockwise by deg gives (sin, -cos).
            let (nx, ny) = (deg.to_radians().sin(), -deg.to_radians().cos());
            let len = (bx - ax).hypot(by - ay);
            assert!(((bx - ax) / len - nx).abs() < 1e-9, "line {i}");
            assert!(((by - ay) / len - ny).abs() < 1e-9, "line {i}");
        }
    }

    #[test]
    fn labels_point_away_from_lines() {
        let m = map();
        for s in 0..m.len() as u8 {
            let (lx, ly) = label_dir(s);
            assert!((lx.hypot(ly) - 1.0).abs() < 1e-9);
            // No line leaves within 20° of the label.
            let (x, y) = at(s);
            for l in m.links(s) {
                let (ox, oy) = at(l.to);
                let len = (ox - x).hypot(oy - y);
                let cos = ((ox - x) * lx + (oy - y) * ly) / len;
                assert!(cos < 20f64.to_radians().cos(), "space {s}");
            }
        }
    }

    #[test]
    fn stacked_pieces_do_not_coincide() {
        for n in 1..=5 {
            let o = stack_offsets(n);
            assert_eq!(o.len(), n);
            for i in 0..n {
                for j in i + 1..n {
                    let d = (o[i].0 - o[j].0).hypot(o[i].1 - o[j].1);
                    assert!(d > 3.0);
                }
            }
        }
    }
}
