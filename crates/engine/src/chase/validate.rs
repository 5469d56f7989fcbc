//! Map checks, run by each game's tests on its own map data: every space reachable, no heading
//! that leaves a piece without a way on, no forward move that turns back, no turn so close to
//! the forward limit that the drawing would mislead, no crossing lines the game forbids.

use std::collections::VecDeque;

use super::facing::Facing;
use super::forward::ForwardRule;
use super::geometry::segments_cross;
use super::line::{LineKind, Passage};
use super::map::{ChaseMap, SpaceId};

/// Something wrong with a map.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A piece in `here` facing `facing` can never reach `unreachable`.
    Unreachable {
        here: SpaceId,
        facing: Facing,
        unreachable: SpaceId,
    },
    /// A piece in `here` facing `facing` has no ordinary forward move.
    Trap { here: SpaceId, facing: Facing },
    /// A forward move that turns by `turn` degrees: more than a right angle.
    TurnsBack {
        here: SpaceId,
        facing: Facing,
        to: SpaceId,
        turn: f64,
    },
    /// A line whose turn is within the ambiguity margin of its limit (the forward limit for
    /// ordinary lines, the manoeuvre limit for special ones).
    Ambiguous {
        here: SpaceId,
        facing: Facing,
        to: SpaceId,
        turn: f64,
    },
    /// Two lines cross away from their end spaces.
    Crossing { first: usize, second: usize },
    /// Two spaces drawn too close together.
    TooClose {
        a: SpaceId,
        b: SpaceId,
        distance: f64,
    },
    /// Two lines of different kinds join the same pair of spaces.
    DuplicateLine { first: usize, second: usize },
}

/// Tolerances for [`validate`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Checks {
    /// Turns within this many degrees of the forward limit are reported as ambiguous.
    pub ambiguity_margin_deg: f64,
    /// Smallest distance between two spaces, in tenths of an inch.
    pub min_spacing: f64,
    /// Whether Double Backs may be used when checking that every space is reachable.
    pub reach_with_double_back: bool,
}

/// Every heading a piece can have: having arrived along any movable line (either way), or
/// pointing out of a space along any movable line (the setup facing, or after a Double Back).
pub fn headings<K: LineKind>(map: &ChaseMap<K>) -> Vec<(SpaceId, Facing)> {
    let mut out = Vec::new();
    for (i, _) in map.spaces.iter().enumerate() {
        let here = i as SpaceId;
        for link in map.movement_neighbours(here) {
            out.push((here, Facing::toward(here, link.to)));
            // Arriving here from the other end, if that direction can be travelled.
            if map
                .link(link.to, here)
                .is_some_and(|back| back.passage() != Passage::Never)
            {
                out.push((here, Facing::arrived(link.to, here)));
            }
        }
    }
    out.sort_by_key(|(h, f)| (*h, f.from, f.to));
    out.dedup();
    out
}

/// Whether a piece can ever stand on `here` with `facing` in play: arrived along a line, or
/// pointed toward a neighbour it could have arrived from (a Double Back turns it round that
/// way) or from a start space (where pieces are pointed at set-up). A piece never points along
/// a one-way line from its tail otherwise: a Quick Turn arrow is flown with its own action,
/// from an arrival, and a piece facing along it at its tail never comes to be.
pub fn can_occur<K: LineKind>(map: &ChaseMap<K>, here: SpaceId, facing: Facing) -> bool {
    facing.to == here
        || map.spaces[usize::from(here)].label.is_some()
        || map
            .link(facing.to, here)
            .is_some_and(|back| back.passage() != Passage::Never)
}

/// Where `(here, facing)` stands in `headings` as [`headings`] returns them (sorted), or `None`
/// for a heading not among them. A binary search: no hash map (and its code) for the lookup.
pub fn heading_index(
    headings: &[(SpaceId, Facing)],
    here: SpaceId,
    facing: Facing,
) -> Option<usize> {
    headings
        .binary_search_by(|&(h, f)| (h, f.from, f.to).cmp(&(here, facing.from, facing.to)))
        .ok()
}

/// The states one move away: ordinary forward moves, special manoeuvres and, optionally, a
/// Double Back in place.
fn successors<K: LineKind>(
    map: &ChaseMap<K>,
    rule: &ForwardRule,
    here: SpaceId,
    facing: Facing,
    double_back: bool,
) -> Vec<(SpaceId, Facing)> {
    let mut out: Vec<(SpaceId, Facing)> = rule
        .free_moves(map, here, facing)
        .chain(rule.special_moves(map, here, facing))
        .map(|l| (l.to, Facing::arrived(here, l.to)))
        .collect();
    if double_back {
        out.push((here, facing.reversed()));
    }
    out
}

/// Run every check on `map`.
pub fn validate<K: LineKind>(
    map: &ChaseMap<K>,
    rule: &ForwardRule,
    checks: &Checks,
) -> Vec<Problem> {
    validate_with_goals(map, rule, checks, &[])
}

/// [`validate`] for a map with goal spaces (Live and Let Die's End): reaching a goal ends the
/// chase, so a goal needs no way on (it is no trap) and nothing need be reachable from it;
/// it must still be reachable from everywhere else.
pub fn validate_with_goals<K: LineKind>(
    map: &ChaseMap<K>,
    rule: &ForwardRule,
    checks: &Checks,
    goals: &[SpaceId],
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let states = headings(map);
    for &(here, facing) in &states {
        if goals.contains(&here) || !can_occur(map, here, facing) {
            continue;
        }
        let mut free = 0;
        for (index, link) in map.links(here).iter().enumerate() {
            if link.passage() == Passage::Never {
                continue;
            }
            let turn = rule.turn(map, here, facing, index);
            let limit = match link.passage() {
                Passage::Special => rule.special_max_turn_deg,
                _ => rule.max_turn_deg,
            };
            if (turn - limit).abs() < checks.ambiguity_margin_deg {
                problems.push(Problem::Ambiguous {
                    here,
                    facing,
                    to: link.to,
                    turn,
                });
            }
            if link.passage() == Passage::Free && turn <= rule.max_turn_deg {
                free += 1;
                if turn >= 90.0 {
                    problems.push(Problem::TurnsBack {
                        here,
                        facing,
                        to: link.to,
                        turn,
                    });
                }
            }
        }
        if free == 0 {
            problems.push(Problem::Trap { here, facing });
        }
        // Reachability from this state.
        let mut seen_space = vec![false; map.len()];
        let mut seen_state = std::collections::HashSet::new();
        let mut queue = VecDeque::from([(here, facing)]);
        seen_state.insert((here, facing));
        seen_space[usize::from(here)] = true;
        while let Some((s, f)) = queue.pop_front() {
            if goals.contains(&s) {
                continue;
            }
            for next in successors(map, rule, s, f, checks.reach_with_double_back) {
                if seen_state.insert(next) {
                    seen_space[usize::from(next.0)] = true;
                    queue.push_back(next);
                }
            }
        }
        if let Some(u) = seen_space.iter().position(|s| !s) {
            problems.push(Problem::Unreachable {
                here,
                facing,
                unreachable: u as SpaceId,
            });
        }
    }
    for (i, a) in map.lines.iter().enumerate() {
        for (j, b) in map.lines.iter().enumerate().skip(i + 1) {
            // Several lines of one kind between two spaces are legal data ("one or more
            // Normal lines"); two different kinds joining the same pair are a mistake.
            let same_pair = (a.a, a.b) == (b.a, b.b) || (a.a, a.b) == (b.b, b.a);
            if same_pair && a.kind != b.kind {
                problems.push(Problem::DuplicateLine {
                    first: i,
                    second: j,
                });
            }
            if segments_cross(map.at(a.a), map.at(a.b), map.at(b.a), map.at(b.b)) {
                problems.push(Problem::Crossing {
                    first: i,
                    second: j,
                });
            }
        }
    }
    for i in 0..map.len() {
        for j in i + 1..map.len() {
            let d = map.at(i as SpaceId).distance(map.at(j as SpaceId));
            if d < checks.min_spacing {
                problems.push(Problem::TooClose {
                    a: i as SpaceId,
                    b: j as SpaceId,
                    distance: d,
                });
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chase::{LineDef, Point, SpaceDef};

    #[test]
    fn every_heading_is_found_at_its_place_and_no_other_is() {
        for headings in [
            headings(crate::yolt::map::map()),
            headings(crate::lald::map::map()),
        ] {
            for (i, &(here, facing)) in headings.iter().enumerate() {
                assert_eq!(heading_index(&headings, here, facing), Some(i));
            }
            // A heading no piece can have: facing away from a space it is not next to.
            let (here, _) = headings[0];
            let nowhere = Facing::toward(here, here);
            assert_eq!(heading_index(&headings, here, nowhere), None);
        }
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum K {
        Normal,
        Jump,
    }
    impl LineKind for K {
        type Space = ();
        fn directed(self) -> bool {
            false
        }
        fn passage(self, _: bool) -> Passage {
            match self {
                K::Normal => Passage::Free,
                K::Jump => Passage::Special,
            }
        }
        fn carries_fire(self, _: bool) -> bool {
            self == K::Normal
        }
    }

    fn lines_between(kinds: &[K]) -> Vec<Problem> {
        let sp = |x| SpaceDef {
            at: Point::new(x, 0),
            kind: (),
            label: None,
        };
        let lines: Vec<_> = kinds
            .iter()
            .map(|&kind| LineDef { a: 0, b: 1, kind })
            .collect();
        let m = ChaseMap::new(&[sp(0), sp(10)], &lines);
        let checks = Checks {
            ambiguity_margin_deg: 5.0,
            min_spacing: 1.0,
            reach_with_double_back: true,
        };
        validate(&m, &ForwardRule::new(60.0, 125.0), &checks)
            .into_iter()
            .filter(|p| matches!(p, Problem::DuplicateLine { .. }))
            .collect()
    }

    #[test]
    fn several_lines_of_one_kind_are_legal_two_kinds_are_not() {
        assert!(lines_between(&[K::Normal, K::Normal]).is_empty());
        assert_eq!(
            lines_between(&[K::Normal, K::Jump]),
            vec![Problem::DuplicateLine {
                first: 0,
                second: 1
            }]
        );
    }
}
