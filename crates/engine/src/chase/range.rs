//! Ranges: the number of spaces counted from a piece to a target along fire-carrying lines,
//! either forward only (each step continuing straight on, as a piece would fly) or in any
//! direction.

use std::collections::VecDeque;

use super::facing::Facing;
use super::forward::ForwardRule;
use super::line::LineKind;
use super::map::{ChaseMap, SpaceId};

/// Shortest forward range from a piece in `here` facing `facing` to every space, counting
/// along fire-carrying lines that each lie ahead of the heading at that point. `None` for
/// spaces out of reach or farther than `max`. The piece's own space is range 0.
pub fn forward_ranges<K: LineKind>(
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
