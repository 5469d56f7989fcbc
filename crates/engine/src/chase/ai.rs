//! Judgement the chase games' computer players share, worked out once from a map: every
//! heading a piece can have and where each leads, the cost from a heading to a goal space
//! (facing matters: a piece pointed the wrong way must turn round first). A judgement, not a
//! rule: full spaces, cards and lost turns are left to the search.

use super::facing::Facing;
use super::forward::ForwardRule;
use super::line::{LineKind, Passage};
use super::map::{ChaseMap, Link, SpaceId};
use super::validate::{heading_index, headings};

/// Every heading on a map, with the headings one move on from each.
pub struct Headings {
    /// Sorted as [`headings`] returns them (so [`heading_index`] finds one).
    pub list: Vec<(SpaceId, Facing)>,
    /// Ordinary forward moves from each heading: the heading arrived at.
    pub free: Vec<Vec<usize>>,
    /// Special manoeuvres (Quick Turns, Jumps) from each heading: the heading arrived at and
    /// the kind of line.
    pub special: Vec<Vec<(usize, usize)>>,
    /// The heading after a Double Back in place.
    pub back: Vec<Option<usize>>,
}

impl Headings {
    /// The headings of `map`; `kind` numbers a special line's kind for the costs.
    pub fn new<K: LineKind>(
        map: &ChaseMap<K>,
        rule: &ForwardRule,
        kind: impl Fn(&Link<K>) -> usize,
    ) -> Self {
        let list = headings(map);
        let index = |here, facing| heading_index(&list, here, facing);
        let arrive = |here: SpaceId, l: &Link<K>| index(l.to, Facing::arrived(here, l.to));
        let free = list
            .iter()
            .map(|&(here, f)| {
                rule.free_moves(map, here, f)
                    .filter_map(|l| arrive(here, l))
                    .collect()
            })
            .collect();
        let special = list
            .iter()
            .map(|&(here, f)| {
                rule.special_moves(map, here, f)
                    .filter(|l| l.passage() == Passage::Special)
                    .filter_map(|l| arrive(here, l).map(|h| (h, kind(l))))
                    .collect()
            })
            .collect();
        let back = list
            .iter()
            .map(|&(here, f)| index(here, f.reversed()))
            .collect();
        Headings {
            list,
            free,
            special,
            back,
        }
    }

    /// Where `(here, facing)` stands in the list.
    pub fn index(&self, here: SpaceId, facing: Facing) -> Option<usize> {
        heading_index(&self.list, here, facing)
    }

    /// The cost from every heading to `goal`, in steps: an ordinary step costs 1, a special
    /// manoeuvre along a line of kind `k` costs `1 + special[k]`, a Double Back `back`.
    pub fn cost_to(&self, goal: SpaceId, special: &[f64], back: f64) -> Vec<f64> {
        let n = self.list.len();
        let mut cost: Vec<f64> = self
            .list
            .iter()
            .map(|&(s, _)| if s == goal { 0.0 } else { f64::INFINITY })
            .collect();
        // Relax until nothing improves (a few hundred headings, a few dozen rounds).
        loop {
            let mut changed = false;
            for h in 0..n {
                if self.list[h].0 == goal {
                    continue;
                }
                let mut best = cost[h];
                for &g in &self.free[h] {
                    best = best.min(1.0 + cost[g]);
                }
                for &(g, k) in &self.special[h] {
                    best = best.min(1.0 + special[k] + cost[g]);
                }
                if let Some(g) = self.back[h] {
                    best = best.min(back + cost[g]);
                }
                if best < cost[h] - 1e-9 {
                    cost[h] = best;
                    changed = true;
                }
            }
            if !changed {
                return cost;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::lald::map::{end_space, map, FORWARD};

    use super::*;

    /// On the shipped Live and Let Die map, End is reachable from every heading, and a
    /// heading never costs more than its forward moves plus one step.
    #[test]
    fn every_heading_reaches_the_goal_at_a_consistent_cost() {
        let h = Headings::new(map(), &FORWARD, |_| 0);
        let cost = h.cost_to(end_space(), &[2.0], 2.0);
        for (i, c) in cost.iter().enumerate() {
            assert!(c.is_finite(), "heading {:?} never reaches End", h.list[i]);
            for &g in &h.free[i] {
                assert!(*c <= 1.0 + cost[g] + 1e-9);
            }
        }
    }
}
