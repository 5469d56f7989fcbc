//! Ranges: the number of spaces counted from a piece to a target along fire-carrying lines,
//! either forward only (each step continuing straight on, as a piece would fly) or in any
//! direction.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::OnceLock;

use super::facing::Facing;
use super::forward::ForwardRule;
use super::line::LineKind;
use super::line_graph::LineGraph;
use super::map::{ChaseMap, Link, SpaceId};

/// The steps forward fire can take on one map under one rule ([`ForwardRule::fire_lines_ahead`]
/// from each directed line), worked out once, so that each heading's ranges are a search over
/// plain indices. Searching the map itself (as the test reference `forward_ranges` does) works out those lines
/// again at every state of every heading's search: 17 K instructions a heading on the You Only
/// Live Twice map against 5.5 K.
pub struct ForwardGraph(LineGraph);

impl ForwardGraph {
    pub fn new<K: LineKind>(map: &ChaseMap<K>, rule: &ForwardRule) -> Self {
        ForwardGraph(LineGraph::new(map, rule.max_turn_deg, Link::carries_fire))
    }

    /// What a direct search of the map gives for the map and rule this graph was built from: the same
    /// breadth-first search, over the worked-out steps.
    pub fn ranges<K: LineKind>(
        &self,
        map: &ChaseMap<K>,
        rule: &ForwardRule,
        here: SpaceId,
        facing: Facing,
        max: u8,
    ) -> Vec<Option<u8>> {
        let g = &self.0;
        let mut best: Vec<Option<u8>> = vec![None; map.len()];
        best[usize::from(here)] = Some(0);
        if max == 0 {
            return best;
        }
        let mut seen = vec![false; g.len()];
        // Each key is queued at most once.
        let mut queue: Vec<(u32, u8)> = Vec::with_capacity(g.len());
        for link in rule.fire_lines_ahead(map, here, facing) {
            let k = LineGraph::key(map, here, link);
            if !seen[k] {
                seen[k] = true;
                let slot = &mut best[usize::from(link.to)];
                if slot.is_none_or(|b| 1 < b) {
                    *slot = Some(1);
                }
                queue.push((k as u32, 1));
            }
        }
        let mut head = 0;
        while let Some(&(k, d)) = queue.get(head) {
            head += 1;
            if d >= max {
                continue;
            }
            for &n in g.onward(k as usize) {
                let n = n as usize;
                if seen[n] {
                    continue;
                }
                seen[n] = true;
                let nd = d + 1;
                let slot = &mut best[usize::from(g.to(n))];
                if slot.is_none_or(|b| nd < b) {
                    *slot = Some(nd);
                }
                queue.push((n as u32, nd));
            }
        }
        best
    }
}

/// Forward ranges (unlimited) to every space per heading of one map and rule: each heading's
/// ranges are worked out the first time they are asked for and kept. Building them all at once
/// held a browser's main thread for 60–100 ms at You Only Live Twice's first computer move, and
/// a restore asks for few headings (77 of 326 in a 1,000-action You Only Live Twice save).
pub struct RangeTable<K: LineKind> {
    map: &'static ChaseMap<K>,
    rule: ForwardRule,
    graph: ForwardGraph,
    /// Every heading, sorted (see [`super::validate::heading_index`]).
    headings: Vec<(SpaceId, Facing)>,
    ranges: Vec<OnceLock<Vec<Option<u8>>>>,
}

impl<K: LineKind> RangeTable<K> {
    pub fn new(map: &'static ChaseMap<K>, rule: ForwardRule) -> Self {
        let headings = super::validate::headings(map);
        RangeTable {
            map,
            rule,
            graph: ForwardGraph::new(map, &rule),
            ranges: headings.iter().map(|_| OnceLock::new()).collect(),
            headings,
        }
    }

    /// Forward ranges from a piece in `here` facing `facing` to every space.
    pub fn get(&self, here: SpaceId, facing: Facing) -> Cow<'_, [Option<u8>]> {
        let work = || {
            self.graph
                .ranges(self.map, &self.rule, here, facing, u8::MAX)
        };
        match super::validate::heading_index(&self.headings, here, facing) {
            Some(i) => Cow::Borrowed(self.ranges[i].get_or_init(work).as_slice()),
            None => Cow::Owned(work()),
        }
    }
}

/// Shortest forward range from a piece in `here` facing `facing` to every space, counting
/// along fire-carrying lines that each lie ahead of the heading at that point. `None` for
/// spaces out of reach or farther than `max`. The piece's own space is range 0. Searches the
/// map directly; the games use [`ForwardGraph`], and this stays only as the reference its
/// search is tested against.
#[cfg(test)]
fn forward_ranges<K: LineKind>(
    map: &ChaseMap<K>,
    rule: &ForwardRule,
    here: SpaceId,
    facing: Facing,
    max: u8,
) -> Vec<Option<u8>> {
    let mut best: Vec<Option<u8>> = vec![None; map.len()];
    best[usize::from(here)] = Some(0);
    // Visited states are directed lines (arrival along line `i` in one direction).
    let mut seen = vec![false; map.lines.len() * 2];
    let mut queue: VecDeque<(SpaceId, Facing, u8)> = VecDeque::new();
    queue.push_back((here, facing, 0));
    while let Some((at, f, d)) = queue.pop_front() {
        if d >= max {
            continue;
        }
        for link in rule.fire_lines_ahead(map, at, f) {
            let key = link.line * 2 + usize::from(map.lines[link.line].a == at);
            if seen[key] {
                continue;
            }
            seen[key] = true;
            let nd = d + 1;
            let slot = &mut best[usize::from(link.to)];
            if slot.is_none_or(|b| nd < b) {
                *slot = Some(nd);
            }
            queue.push_back((link.to, Facing::arrived(at, link.to), nd));
        }
    }
    best
}

/// Shortest range in any direction from `here` to every space along fire-carrying lines.
pub fn any_direction_ranges<K: LineKind>(map: &ChaseMap<K>, here: SpaceId) -> Vec<Option<u8>> {
    let mut best: Vec<Option<u8>> = vec![None; map.len()];
    best[usize::from(here)] = Some(0);
    let mut queue = VecDeque::from([here]);
    while let Some(at) = queue.pop_front() {
        let d = best[usize::from(at)].unwrap_or(0);
        for link in map.links(at).iter().filter(|l| l.carries_fire()) {
            let slot = &mut best[usize::from(link.to)];
            if slot.is_none() {
                *slot = Some(d.saturating_add(1));
                queue.push_back(link.to);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The graph's search gives what the direct search gives, for every heading of both chase
    /// maps and a few range limits.
    fn agrees<K: LineKind>(map: &ChaseMap<K>, rule: &ForwardRule) {
        let graph = ForwardGraph::new(map, rule);
        let headings = crate::chase::validate::headings(map);
        assert!(headings.len() > 100);
        for (here, facing) in headings {
            for max in [0, 1, 3, 10, u8::MAX] {
                assert_eq!(
                    graph.ranges(map, rule, here, facing, max),
                    forward_ranges(map, rule, here, facing, max),
                    "{here} {facing:?} max {max}"
                );
            }
        }
    }

    #[test]
    fn the_graph_gives_the_direct_searchs_ranges() {
        agrees(crate::yolt::map::map(), &crate::yolt::map::FORWARD);
        agrees(crate::lald::map::map(), &crate::lald::map::FORWARD);
    }
}
