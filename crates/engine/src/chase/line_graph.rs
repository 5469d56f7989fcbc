//! Directed lines as plain indices, with the lines a piece may take next from each, worked out
//! once per map. A search over headings that only ever arrive along lines (the forward fire
//! ranges, the movement search) then follows indices instead of finding the heading's turn row
//! and filtering the space's lines again at every state it visits.

use super::facing::Facing;
use super::line::LineKind;
use super::map::{ChaseMap, Link, SpaceId};

/// One node per directed line: arrival along line `i` from its `a` end is key `2 i + 1`, from
/// its `b` end key `2 i` (see [`LineGraph::key`]).
pub struct LineGraph {
    /// The space each directed line arrives at.
    to: Vec<SpaceId>,
    /// The lines onward from key `k` are `next[start[k]..start[k + 1]]`.
    start: Vec<u32>,
    next: Vec<u32>,
}

impl LineGraph {
    /// The graph whose lines onward from an arrival in a space are its lines that `keep`
    /// accepts and that turn by at most `max_turn` degrees from the arrival's heading, in the
    /// space's order (what [`ForwardRule::free_moves`](super::ForwardRule::free_moves) and
    /// [`ForwardRule::fire_lines_ahead`](super::ForwardRule::fire_lines_ahead) list). A plain
    /// function rather than a closure: one copy of this per kind of map in the app.
    pub fn new<K: LineKind>(map: &ChaseMap<K>, max_turn: f64, keep: fn(&Link<K>) -> bool) -> Self {
        let keys = map.lines.len() * 2;
        let mut to = vec![0; keys];
        let mut lists: Vec<Vec<u32>> = vec![Vec::new(); keys];
        for at in 0..map.len() {
            let at = at as SpaceId;
            for link in map.links(at) {
                let k = Self::key(map, at, link);
                to[k] = link.to;
                let turns = map.turns_from(link.to, Facing::arrived(at, link.to));
                lists[k] = map
                    .links(link.to)
                    .iter()
                    .enumerate()
                    .filter(|(i, l)| keep(l) && turns.get(*i) <= max_turn)
                    .map(|(_, l)| Self::key(map, link.to, l) as u32)
                    .collect();
            }
        }
        let mut start = Vec::with_capacity(keys + 1);
        let mut next = Vec::new();
        start.push(0);
        for list in lists {
            next.extend(list);
            start.push(next.len() as u32);
        }
        LineGraph { to, start, next }
    }

    /// The key of the directed line `link` leaving `at`.
    pub fn key<K: LineKind>(map: &ChaseMap<K>, at: SpaceId, link: &Link<K>) -> usize {
        link.line * 2 + usize::from(map.lines[link.line].a == at)
    }

    /// How many keys there are (twice the lines).
    pub fn len(&self) -> usize {
        self.to.len()
    }

    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// The space the directed line `k` arrives at.
    pub fn to(&self, k: usize) -> SpaceId {
        self.to[k]
    }

    /// The keys of the lines onward from arriving along `k`.
    pub fn onward(&self, k: usize) -> &[u32] {
        &self.next[self.start[k] as usize..self.start[k + 1] as usize]
    }
}
