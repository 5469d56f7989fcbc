//! Board coordinates and angles. Positions are integers in tenths of an inch (a 16 × 11 inch
//! board runs from 0 to 160 across and 0 to 110 down), so map data stays exact and comparable.

use serde::{Deserialize, Serialize};

/// A position on the board in tenths of an inch, `y` growing downwards (as in SVG).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Point {
    pub x: i16,
    pub y: i16,
}

impl Point {
    pub const fn new(x: i16, y: i16) -> Self {
        Point { x, y }
    }

    /// The vector from `self` to `other`.
    pub fn to(self, other: Point) -> Vector {
        Vector {
            dx: f64::from(other.x - self.x),
            dy: f64::from(other.y - self.y),
        }
    }

    /// Straight-line distance in tenths of an inch.
    pub fn distance(self, other: Point) -> f64 {
        self.to(other).length()
    }
}

/// A direction on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Vector {
    pub dx: f64,
    pub dy: f64,
}

impl Vector {
    pub fn length(self) -> f64 {
        self.dx.hypot(self.dy)
    }

    /// The unit vector in the same direction (the zero vector stays zero).
    pub fn unit(self) -> Vector {
        let l = self.length();
        if l == 0.0 {
            self
        } else {
            Vector {
                dx: self.dx / l,
                dy: self.dy / l,
            }
        }
    }

    pub fn reversed(self) -> Vector {
        Vector {
            dx: -self.dx,
            dy: -self.dy,
        }
    }

    /// The turn, in degrees from 0 (straight on) to 180 (straight back), between two headings.
    pub fn turn_deg(self, other: Vector) -> f64 {
        let (a, b) = (self.unit(), other.unit());
        let cos = (a.dx * b.dx + a.dy * b.dy).clamp(-1.0, 1.0);
        cos.acos().to_degrees()
    }
}

/// True when the open segments `a1–a2` and `b1–b2` cross at a point inside both.
pub fn segments_cross(a1: Point, a2: Point, b1: Point, b2: Point) -> bool {
    fn cross(o: Point, a: Point, b: Point) -> i64 {
        let (ox, oy) = (i64::from(o.x), i64::from(o.y));
        (i64::from(a.x) - ox) * (i64::from(b.y) - oy)
            - (i64::from(a.y) - oy) * (i64::from(b.x) - ox)
    }
    let d1 = cross(b1, b2, a1);
    let d2 = cross(b1, b2, a2);
    let d3 = cross(a1, a2, b1);
    let d4 = cross(a1, a2, b2);
    d1.signum() * d2.signum() < 0 && d3.signum() * d4.signum() < 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_angles() {
        let e = Point::new(0, 0).to(Point::new(10, 0));
        let n = Point::new(0, 0).to(Point::new(0, -10));
        assert!((e.turn_deg(e) - 0.0).abs() < 1e-9);
        assert!((e.turn_deg(n) - 90.0).abs() < 1e-9);
        assert!((e.turn_deg(e.reversed()) - 180.0).abs() < 1e-9);
    }

    #[test]
    fn crossing_segments() {
        let p = Point::new;
        assert!(segments_cross(p(0, 0), p(10, 10), p(0, 10), p(10, 0)));
        assert!(!segments_cross(p(0, 0), p(10, 0), p(0, 5), p(10, 5)));
        // Touching at an end point is not a crossing.
        assert!(!segments_cross(p(0, 0), p(10, 0), p(10, 0), p(10, 10)));
    }
}
