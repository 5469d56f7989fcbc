//! Which lines lie "ahead": a line leaving a piece's space counts as straight on when turning
//! onto it needs no more than a fixed angle. Continuations are derived from the drawing, so
//! what the player sees on the board is what the engine allows.

use super::facing::Facing;
use super::line::{LineKind, Passage};
use super::map::{ChaseMap, Link, SpaceId};

/// The angles that decide forward moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ForwardRule {
    /// Largest turn (degrees) that still counts as flying on.
    pub max_turn_deg: f64,
    /// Largest turn (degrees) a special manoeuvre (Quick Turn) may make; anything sharper is a
    /// reversal, which needs a Double Back.
    pub special_max_turn_deg: f64,
}

impl ForwardRule {
    pub const fn new(max_turn_deg: f64, special_max_turn_deg: f64) -> Self {
        ForwardRule {
            max_turn_deg,
            special_max_turn_deg,
        }
    }

    /// The turn in degrees needed to leave `here` along its `index`-th link when facing
    /// `facing`.
    pub fn turn<K: LineKind>(
        &self,
        map: &ChaseMap<K>,
        here: SpaceId,
        facing: Facing,
        index: usize,
    ) -> f64 {
        map.turn(here, facing, index)
    }

    /// True when the `index`-th link of `here` lies ahead of `facing` (any kind of line).
    pub fn ahead<K: LineKind>(
        &self,
        map: &ChaseMap<K>,
        here: SpaceId,
        facing: Facing,
        index: usize,
    ) -> bool {
        self.turn(map, here, facing, index) <= self.max_turn_deg
    }

    /// Ordinary forward moves from `here`: lines with free passage that lie ahead.
    pub fn free_moves<'m, K: LineKind>(
        &self,
        map: &'m ChaseMap<K>,
        here: SpaceId,
        facing: Facing,
    ) -> impl Iterator<Item = &'m Link<K>> + 'm {
        within(map, here, facing, self.max_turn_deg, |l| {
            l.passage() == Passage::Free
        })
    }

    /// Special manoeuvres from `here` (Quick Turn lines): any turn up to
    /// `special_max_turn_deg`.
    pub fn special_moves<'m, K: LineKind>(
        &self,
        map: &'m ChaseMap<K>,
        here: SpaceId,
        facing: Facing,
    ) -> impl Iterator<Item = &'m Link<K>> + 'm {
        within(map, here, facing, self.special_max_turn_deg, |l| {
            l.passage() == Passage::Special
        })
    }

    /// Lines carrying fire that lie ahead of `facing`.
    pub fn fire_lines_ahead<'m, K: LineKind>(
        &self,
        map: &'m ChaseMap<K>,
        here: SpaceId,
        facing: Facing,
    ) -> impl Iterator<Item = &'m Link<K>> + 'm {
        within(map, here, facing, self.max_turn_deg, Link::carries_fire)
    }

    /// The space directly behind a piece: the neighbour along a fire-carrying line closest to
    /// straight back, if one lies within the forward cone of the reversed heading.
    pub fn behind<K: LineKind>(
        &self,
        map: &ChaseMap<K>,
        here: SpaceId,
        facing: Facing,
    ) -> Option<SpaceId> {
        let turns = map.turns_from(here, facing.reversed());
        map.links(here)
            .iter()
            .enumerate()
            .filter(|(_, l)| l.carries_fire())
            .map(|(i, l)| (turns.get(i), l.to))
            .filter(|(t, _)| *t <= self.max_turn_deg)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, to)| to)
    }
}

/// The links of `here` that `pick` accepts, turning no more than `max` degrees from `facing`.
fn within<'m, K: LineKind>(
    map: &'m ChaseMap<K>,
    here: SpaceId,
    facing: Facing,
    max: f64,
    pick: impl Fn(&Link<K>) -> bool + 'm,
) -> impl Iterator<Item = &'m Link<K>> + 'm {
    let turns = map.turns_from(here, facing);
    map.links(here)
        .iter()
        .enumerate()
        .filter(move |(i, l)| pick(l) && turns.get(*i) <= max)
        .map(|(_, l)| l)
}
