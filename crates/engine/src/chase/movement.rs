//! The full-count movement search both chase games share: how far a piece can go on by
//! ordinary forward steps from a heading, with the game's stopping rule as a parameter.
//!
//! * You Only Live Twice ([`StopRule::ShortOfFull`]): the piece moves the full count unless
//!   full spaces are in the way; it may pass through a full space but never stop in one, so
//!   it stops short of it.
//! * Live and Let Die ([`StopRule::FullUnlessMeeting`]): the piece "must always move as far
//!   as the dice call for, unless you enter a space containing an opposing piece"; entering
//!   such a space fulfils the count (it may stop there or go on).

use std::cell::OnceCell;

use super::facing::Facing;
use super::forward::ForwardRule;
use super::line::{LineKind, Passage};
use super::line_graph::LineGraph;
use super::map::{ChaseMap, Link, SpaceId};

/// What a space means to the moving piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// It may pass through and stop here.
    Open,
    /// It may pass through but not stop here (a full space).
    Full,
    /// An opposing piece is here: under [`StopRule::FullUnlessMeeting`], entering it fulfils
    /// the count; otherwise it is an open space.
    Meets,
    /// It may not enter at all.
    Closed,
}

/// The game's stopping rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopRule {
    /// Move the full count, or as far as possible short of it when full spaces block the way.
    ShortOfFull,
    /// Move the full count unless the piece enters a space holding an opposing piece, where
    /// it may stop early.
    FullUnlessMeeting,
}

/// The search, over one map and forward rule, with a game's stopping rule and a view of the
/// spaces from the moving piece.
pub struct Search<'a, K: LineKind, C: Fn(SpaceId) -> Cell> {
    pub map: &'a ChaseMap<K>,
    pub forward: &'a ForwardRule,
    /// The ordinary forward moves of `map` under `forward`, worked out once ([`free_moves`]).
    pub moves: &'a LineGraph,
    pub rule: StopRule,
    pub cell: C,
}

/// The graph of ordinary forward moves (lines with free passage that lie ahead) a [`Search`]
/// follows once its piece has arrived along a line: built once per map, it spares the search
/// finding the heading's turns and filtering the space's lines at every state (most of a
/// restore's movement work).
pub fn free_moves<K: LineKind>(map: &ChaseMap<K>, forward: &ForwardRule) -> LineGraph {
    LineGraph::new(map, forward.max_turn_deg, |l| l.passage() == Passage::Free)
}

impl<K: LineKind, C: Fn(SpaceId) -> Cell> Search<'_, K, C> {
    /// The most further spaces the piece can go from `here` facing `facing` with `left` spaces
    /// to go, ending where it may stop (`left` itself when it can complete the count, which
    /// entering an opposing piece does under [`StopRule::FullUnlessMeeting`]); `None` when
    /// every way ends where it may not stop.
    pub fn reach(&self, here: SpaceId, facing: Facing, left: u8) -> Option<u8> {
        let lines = self
            .forward
            .free_moves(self.map, here, facing)
            .map(|link| LineGraph::key(self.map, here, link));
        self.farthest(here, lines, left)
    }

    /// [`Search::reach`] from the far end of `link` (a line leaving `here`), heading along it:
    /// `reach(link.to, Facing::arrived(here, link.to), left)`, without looking up that heading.
    pub fn reach_along(&self, here: SpaceId, link: &Link<K>, left: u8) -> Option<u8> {
        self.reach_from(LineGraph::key(self.map, here, link), left)
    }

    /// [`Search::step`] from `here` along `link`: `step(here, link.to, left)`, without looking
    /// up the heading.
    pub fn step_on(&self, here: SpaceId, link: &Link<K>, left: u8) -> Option<u8> {
        self.step_along(LineGraph::key(self.map, here, link), left)
    }

    /// [`Search::reach`] after arriving along the directed line `k` (its heading).
    fn reach_from(&self, k: usize, left: u8) -> Option<u8> {
        let lines = self.moves.onward(k).iter().map(|&n| n as usize);
        self.farthest(self.moves.to(k), lines, left)
    }

    /// The reach from `here` going on along any of the directed `lines` leaving it: the whole
    /// count as soon as one line completes it, else the farthest stop (0: staying, if `here`
    /// is not full).
    fn farthest(&self, here: SpaceId, lines: impl Iterator<Item = usize>, left: u8) -> Option<u8> {
        let mut best = ((self.cell)(here) != Cell::Full).then_some(0);
        if left == 0 {
            return best;
        }
        for k in lines {
            let Some(d) = self.step_along(k, left) else {
                continue;
            };
            if d == left {
                return Some(d);
            }
            if best.is_none_or(|b| d > b) {
                best = Some(d);
            }
        }
        best
    }

    /// [`Search::step`] along the directed line `k`.
    fn step_along(&self, k: usize, left: u8) -> Option<u8> {
        if left == 0 {
            return None;
        }
        match (self.cell)(self.moves.to(k)) {
            Cell::Closed => None,
            Cell::Meets if self.rule == StopRule::FullUnlessMeeting => Some(left),
            _ => self.reach_from(k, left - 1).map(|x| x + 1),
        }
    }

    /// How far a route going first from `here` to the adjacent `to` (by any line) carries the
    /// piece, counting that first step; `None` when it may not go that way at all.
    pub fn step(&self, here: SpaceId, to: SpaceId, left: u8) -> Option<u8> {
        if left == 0 {
            return None;
        }
        match (self.cell)(to) {
            Cell::Closed => None,
            Cell::Meets if self.rule == StopRule::FullUnlessMeeting => Some(left),
            _ => self
                .reach(to, Facing::arrived(here, to), left - 1)
                .map(|x| x + 1),
        }
    }
}

/// The questions a game asks of one move in progress, from `here` facing `facing` with `left`
/// spaces to go.
impl<K: LineKind, C: Fn(SpaceId) -> Cell> Search<'_, K, C> {
    /// The forward steps that still let the piece go as far as it possibly can (with `any`,
    /// every step from which it can still stop somewhere), in space order.
    pub fn steps(&self, here: SpaceId, facing: Facing, left: u8, any: bool) -> Vec<SpaceId> {
        if left == 0 {
            return Vec::new();
        }
        let options: Vec<(SpaceId, u8)> = self
            .forward
            .free_moves(self.map, here, facing)
            .filter_map(|l| self.step_on(here, l, left).map(|d| (l.to, d)))
            .collect();
        let Some(best) = options.iter().map(|o| o.1).max() else {
            return Vec::new();
        };
        let mut out: Vec<SpaceId> = options
            .into_iter()
            .filter(|o| any || o.1 == best)
            .map(|o| o.0)
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// `!steps(..).is_empty()`, stopping at the first step found: a step is legal whenever
    /// some step can end where the piece may stop (the best of them is).
    pub fn can_step(&self, here: SpaceId, facing: Facing, left: u8) -> bool {
        left > 0
            && self
                .forward
                .free_moves(self.map, here, facing)
                .any(|l| self.step_on(here, l, left).is_some())
    }

    /// The spaces along the manoeuvre lines ahead (Quick Turn arrows, Jumps) that `pick`
    /// accepts and whose route `keeps` the count, in space order.
    pub fn manoeuvres(
        &self,
        here: SpaceId,
        facing: Facing,
        left: u8,
        pick: impl Fn(&Link<K>) -> bool,
        keeps: impl Fn(Option<u8>) -> bool,
    ) -> Vec<SpaceId> {
        if left == 0 {
            return Vec::new();
        }
        let mut out: Vec<SpaceId> = self
            .forward
            .special_moves(self.map, here, facing)
            .filter(|l| pick(l) && keeps(self.step_on(here, l, left)))
            .map(|l| l.to)
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// How far the piece can go after turning right round (a Double Back).
    pub fn back(&self, here: SpaceId, facing: Facing, left: u8) -> Option<u8> {
        self.reach(here, facing.reversed(), left)
    }
}

/// The full count of one move, worked out at the first question: the manoeuvres listed
/// together are each measured against it ("you must always move your pieces as far as your
/// movement dice roll calls for").
#[derive(Debug, Default)]
pub struct FullCount(OnceCell<Option<u8>>);

impl FullCount {
    pub fn new() -> Self {
        FullCount::default()
    }

    /// True when a route reaching `route` further spaces keeps the full count (`full` works it
    /// out): it goes at least as far as the ordinary route; with `free` (after a Force), any
    /// route that ends where the piece may stop.
    pub fn kept_by(
        &self,
        route: Option<u8>,
        free: bool,
        full: impl FnOnce() -> Option<u8>,
    ) -> bool {
        match route {
            None => false,
            Some(_) if free => true,
            Some(r) => self.0.get_or_init(full).is_none_or(|need| r >= need),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chase::{LineDef, Passage, Point, SpaceDef};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Road;
    impl LineKind for Road {
        type Space = ();
        fn directed(self) -> bool {
            false
        }
        fn passage(self, _: bool) -> Passage {
            Passage::Free
        }
        fn carries_fire(self, _: bool) -> bool {
            true
        }
    }

    /// A straight road of five spaces, 0 to 4.
    fn road() -> ChaseMap<Road> {
        let sp = |x| SpaceDef {
            at: Point::new(x, 0),
            kind: (),
            label: None,
        };
        let spaces: Vec<_> = (0..5).map(|i| sp(i * 10)).collect();
        let lines: Vec<_> = (0..4)
            .map(|i| LineDef {
                a: i,
                b: i + 1,
                kind: Road,
            })
            .collect();
        ChaseMap::new(&spaces, &lines)
    }

    const FWD: ForwardRule = ForwardRule::new(60.0, 125.0);

    #[test]
    fn short_of_full_stops_before_a_full_space() {
        let m = road();
        let moves = free_moves(&m, &FWD);
        let s = Search {
            map: &m,
            forward: &FWD,
            moves: &moves,
            rule: StopRule::ShortOfFull,
            cell: |x| if x == 3 { Cell::Full } else { Cell::Open },
        };
        // From 0 facing 1, three to go: 3 is full, so two spaces.
        assert_eq!(s.reach(0, Facing::toward(0, 1), 3), Some(2));
        // Four to go passes through 3 and stops in 4.
        assert_eq!(s.reach(0, Facing::toward(0, 1), 4), Some(4));
    }

    #[test]
    fn meeting_an_opponent_fulfils_the_count() {
        let m = road();
        let moves = free_moves(&m, &FWD);
        let cell = |x| if x == 2 { Cell::Meets } else { Cell::Open };
        let lald = Search {
            map: &m,
            forward: &FWD,
            moves: &moves,
            rule: StopRule::FullUnlessMeeting,
            cell,
        };
        // Nine to go on a road of four steps: entering space 2 completes the count.
        assert_eq!(lald.reach(0, Facing::toward(0, 1), 9), Some(9));
        assert_eq!(lald.step(1, 2, 9), Some(9));
        let yolt = Search {
            map: &m,
            forward: &FWD,
            moves: &moves,
            rule: StopRule::ShortOfFull,
            cell,
        };
        assert_eq!(yolt.reach(0, Facing::toward(0, 1), 9), Some(4));
    }
}
