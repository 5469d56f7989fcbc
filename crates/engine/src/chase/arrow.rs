//! Directed lines: a line drawn with an arrowhead runs one way only. A game's [`LineKind`]
//! says which of its kinds are directed ([`LineKind::directed`]) and what travel against the
//! arrow allows (usually nothing: [`one_way`]); the map stores every directed line from its
//! tail (`LineDef::a`) to its head (`LineDef::b`). You Only Live Twice draws its Quick Turn and
//! Vertical Fire lines this way, and Live and Let Die's one-way channels use the same notion.
//! The board drawing takes its arrowheads from [`ChaseMap::arrows`] and [`arrowhead`], so what
//! the player sees is what the engine enforces.

use super::geometry::Point;
use super::line::{LineKind, Passage};
use super::map::{ChaseMap, SpaceId};

/// One directed line, tail to head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow<K> {
    /// Index of the line in [`ChaseMap::lines`].
    pub line: usize,
    pub tail: SpaceId,
    pub head: SpaceId,
    pub kind: K,
}

/// The passage of a one-way line: `along` with the arrow, never against it.
pub fn one_way(along: Passage, with_arrow: bool) -> Passage {
    if with_arrow {
        along
    } else {
        Passage::Never
    }
}

impl<K: LineKind> ChaseMap<K> {
    /// Every directed line, tail to head, in map order.
    pub fn arrows(&self) -> impl Iterator<Item = Arrow<K>> + '_ {
        self.lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.kind.directed())
            .map(|(line, l)| Arrow {
                line,
                tail: l.a,
                head: l.b,
                kind: l.kind,
            })
    }

    /// True when a piece may travel from `from` to `to` along the line joining them with
    /// `passage` (false when they are not joined, or only against an arrow).
    pub fn travels(&self, from: SpaceId, to: SpaceId, passage: Passage) -> bool {
        self.link(from, to).is_some_and(|l| l.passage() == passage)
    }
}

/// The three corners of an arrowhead drawn on the segment `tail`–`head` (any units): the tip
/// lies `inset` short of `head` (so it stops at the rim of the head's dot), the base `length`
/// further back, `half_width` either side. Tip first.
pub fn arrowhead(
    tail: (f64, f64),
    head: (f64, f64),
    inset: f64,
    length: f64,
    half_width: f64,
) -> [(f64, f64); 3] {
    let (dx, dy) = (head.0 - tail.0, head.1 - tail.1);
    let len = dx.hypot(dy).max(f64::EPSILON);
    let (ux, uy) = (dx / len, dy / len);
    let tip = (head.0 - ux * inset, head.1 - uy * inset);
    let base = (tip.0 - ux * length, tip.1 - uy * length);
    [
        tip,
        (base.0 - uy * half_width, base.1 + ux * half_width),
        (base.0 + uy * half_width, base.1 - ux * half_width),
    ]
}

/// [`arrowhead`] for map points.
pub fn arrowhead_at(
    tail: Point,
    head: Point,
    inset: f64,
    length: f64,
    half_width: f64,
) -> [(f64, f64); 3] {
    arrowhead(
        (f64::from(tail.x), f64::from(tail.y)),
        (f64::from(head.x), f64::from(head.y)),
        inset,
        length,
        half_width,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chase::{LineDef, SpaceDef};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum K {
        Road,
        OneWay,
    }
    impl LineKind for K {
        type Space = ();
        fn directed(self) -> bool {
            self == K::OneWay
        }
        fn passage(self, with_arrow: bool) -> Passage {
            match self {
                K::Road => Passage::Free,
                K::OneWay => one_way(Passage::Special, with_arrow),
            }
        }
        fn carries_fire(self, _with_arrow: bool) -> bool {
            self == K::Road
        }
    }

    fn sp(x: i16) -> SpaceDef<()> {
        SpaceDef {
            at: Point::new(x, 0),
            kind: (),
            label: None,
        }
    }

    #[test]
    fn a_directed_line_runs_tail_to_head_only() {
        let m = ChaseMap::new(
            &[sp(0), sp(10), sp(20)],
            &[
                LineDef {
                    a: 0,
                    b: 1,
                    kind: K::Road,
                },
                LineDef {
                    a: 2,
                    b: 1,
                    kind: K::OneWay,
                },
            ],
        );
        let arrows: Vec<_> = m.arrows().collect();
        assert_eq!(
            arrows,
            vec![Arrow {
                line: 1,
                tail: 2,
                head: 1,
                kind: K::OneWay
            }]
        );
        assert!(m.travels(2, 1, Passage::Special));
        assert!(!m.travels(1, 2, Passage::Special));
        assert_eq!(m.link(1, 2).unwrap().passage(), Passage::Never);
        // Undirected lines run both ways.
        assert!(m.travels(0, 1, Passage::Free) && m.travels(1, 0, Passage::Free));
    }

    #[test]
    fn arrowhead_points_at_the_head() {
        let [tip, l, r] = arrowhead((0.0, 0.0), (10.0, 0.0), 2.0, 3.0, 1.0);
        assert_eq!(tip, (8.0, 0.0));
        assert_eq!(l, (5.0, 1.0));
        assert_eq!(r, (5.0, -1.0));
    }
}
