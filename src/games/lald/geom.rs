//! Board geometry in whole SVG units (the engine's tenths of an inch × 10): space centres,
//! headings in whole degrees, where stacked boats sit.

use std::sync::OnceLock;

use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::lald::view::{board, BoardView};

/// SVG units per engine unit.
pub const SCALE: i32 = 10;
/// The radius of a space's dot.
pub const DOT: i32 = 17;
/// The radius of a highlighted space's tap target: at least 44 CSS pixels across wherever
/// the map is drawn 580 pixels wide or more (1024 × 768, 768 × 1024, 1366 × 768).
pub const HIT: i32 = 64;

/// The board's drawing data, built once.
pub fn data() -> &'static BoardView {
    static B: OnceLock<BoardView> = OnceLock::new();
    B.get_or_init(board)
}

/// A space's centre.
pub fn at(s: SpaceId) -> (i32, i32) {
    data()
        .spaces
        .get(usize::from(s))
        .map(|p| (i32::from(p.x) * SCALE, i32::from(p.y) * SCALE))
        .unwrap_or((0, 0))
}

/// The space named `End`.
#[cfg(test)]
pub fn end_space() -> Option<SpaceId> {
    data()
        .spaces
        .iter()
        .find(|p| p.label == Some("End"))
        .map(|p| p.id)
}

pub fn view_box() -> String {
    let b = data();
    format!(
        "0 0 {} {}",
        i32::from(b.width) * SCALE,
        i32::from(b.height) * SCALE
    )
}

/// The direction from `a` to `b` in whole degrees (0 = east, clockwise, SVG's y down).
pub fn angle(a: (i32, i32), b: (i32, i32)) -> i32 {
    let (dx, dy) = (f64::from(b.0 - a.0), f64::from(b.1 - a.1));
    dy.atan2(dx).to_degrees().round() as i32
}

/// The heading of a facing in whole degrees.
pub fn heading(f: Facing) -> i32 {
    angle(at(f.from), at(f.to))
}

/// A point `d` units from `p` in direction `deg`.
pub fn toward(p: (i32, i32), deg: i32, d: i32) -> (i32, i32) {
    let r = f64::from(deg).to_radians();
    (
        p.0 + (f64::from(d) * r.cos()).round() as i32,
        p.1 + (f64::from(d) * r.sin()).round() as i32,
    )
}

/// Offsets of `n` boats sharing a space.
pub fn stack(n: usize) -> &'static [(i32, i32)] {
    match n {
        0 | 1 => &[(0, 0)],
        2 => &[(-11, -9), (11, 9)],
        3 => &[(-14, -10), (14, -10), (0, 13)],
        4 => &[(-14, -12), (14, -12), (-14, 12), (14, 12)],
        _ => &[(-16, -14), (16, -14), (-16, 14), (16, 14), (0, 0)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_in_whole_degrees() {
        assert_eq!(angle((0, 0), (10, 0)), 0);
        assert_eq!(angle((0, 0), (0, 10)), 90);
        assert_eq!(angle((0, 0), (-10, 0)), 180);
        assert_eq!(toward((100, 100), 90, 20), (100, 120));
    }

    #[test]
    fn the_board_has_an_end_and_five_starts() {
        assert!(end_space().is_some());
        let starts = data()
            .spaces
            .iter()
            .filter(|s| matches!(s.label, Some("A" | "B" | "C" | "D" | "Bond")))
            .count();
        assert_eq!(starts, 5);
        let (x, y) = at(0);
        assert_eq!((x % SCALE, y % SCALE), (0, 0));
    }
}
