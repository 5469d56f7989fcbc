//! Movement: the full count unless full spaces are in the way, forward only, passing through
//! full spaces but never stopping in one; Quick Turn and Double Back change course, and the
//! route they open must still carry the piece as far as the ordinary one would. After a Force
//! the count no longer binds: the piece may fly on or end its move wherever it may stop.

use std::cell::OnceCell;

use super::map::{map, moves, YoltLine, FORWARD};
use super::piece::PieceId;
use super::state::{Activation, Yolt};
use crate::chase::movement::{Cell, Search, StopRule};
use crate::chase::{stacking, Facing, SpaceId};

/// The full count of one activation, worked out at the first question: the manoeuvres listed
/// together are each measured against it.
pub(crate) type FullCount = OnceCell<Option<u8>>;

impl Yolt {
    /// The most further spaces `mover` can fly from `here` facing `facing` with `left` spaces
    /// to go, ending where it may stop; `None` when every way ends in a full space.
    pub fn reach(&self, mover: PieceId, here: SpaceId, facing: Facing, left: u8) -> Option<u8> {
        self.search(mover).reach(here, facing, left)
    }

    /// The movement search for `mover`, to ask several questions of.
    fn search(&self, mover: PieceId) -> Search<'static, YoltLine, impl Fn(SpaceId) -> Cell> {
        // The search asks about the same few spaces again and again: count the other pieces
        // in each space once (`full_for` counts them at every question).
        let mut others = [0u8; 1 << SpaceId::BITS];
        for p in &self.pieces {
            if let (true, Some(s)) = (p.id != mover, p.space) {
                others[usize::from(s)] += 1;
            }
        }
        let m = map();
        Search {
            map: m,
            forward: &FORWARD,
            moves: moves(),
            rule: StopRule::ShortOfFull,
            cell: move |s| {
                let n = usize::from(others[usize::from(s)]);
                if stacking::is_full(m.capacity(s).pieces(), n) {
                    Cell::Full
                } else {
                    Cell::Open
                }
            },
        }
    }

    /// Where the active piece is and how it faces.
    fn here(&self, act: &Activation) -> Option<(SpaceId, Facing)> {
        let p = self.piece(act.piece);
        Some((p.space?, p.facing?))
    }

    /// How far the active piece can fly on from here by ordinary forward steps: the count
    /// every route must match ("You must always move your pieces as far as your movement dice
    /// roll calls for, unless it is impossible to do so because other pieces are in your way").
    pub fn full_count(&self, act: &Activation) -> Option<u8> {
        let (here, facing) = self.here(act)?;
        self.reach(act.piece, here, facing, act.remaining)
    }

    /// True when a route reaching `route` further spaces keeps the full count: it goes at least
    /// as far as the ordinary route (always, after a Force).
    fn keeps_count(&self, act: &Activation, route: Option<u8>, need: &FullCount) -> bool {
        match route {
            None => false,
            Some(_) if act.forced() => true,
            Some(r) => need
                .get_or_init(|| self.full_count(act))
                .is_none_or(|need| r >= need),
        }
    }

    /// The spaces the active piece may step to now: each forward step that still lets it fly
    /// as far as it possibly can this turn (after a Force: any step from which it can still
    /// stop somewhere).
    pub fn legal_steps(&self, act: &Activation) -> Vec<SpaceId> {
        if act.remaining == 0 {
            return Vec::new();
        }
        let Some((here, facing)) = self.here(act) else {
            return Vec::new();
        };
        let m = map();
        let search = self.search(act.piece);
        let mut options: Vec<(SpaceId, u8)> = Vec::with_capacity(m.links(here).len());
        for link in FORWARD.free_moves(m, here, facing) {
            if let Some(x) = search.reach_along(here, link, act.remaining - 1) {
                options.push((link.to, x + 1));
            }
        }
        let Some(best) = options.iter().map(|o| o.1).max() else {
            return Vec::new();
        };
        let mut out: Vec<SpaceId> = options
            .into_iter()
            .filter(|o| act.forced() || o.1 == best)
            .map(|o| o.0)
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// `!legal_steps(act).is_empty()`, stopping at the first step found: a step is legal
    /// whenever some step can end where the piece may stop (the best of them is).
    pub fn can_step(&self, act: &Activation) -> bool {
        if act.remaining == 0 {
            return false;
        }
        let Some((here, facing)) = self.here(act) else {
            return false;
        };
        let search = self.search(act.piece);
        FORWARD
            .free_moves(map(), here, facing)
            .any(|link| search.reach_along(here, link, act.remaining - 1).is_some())
    }

    /// Quick Turn arrows the active piece may try now: each leaves its space the way the
    /// arrow points and opens a route as long as the ordinary one.
    pub fn legal_quick_turns(&self, act: &Activation) -> Vec<SpaceId> {
        self.quick_turns_with(act, &FullCount::new())
    }

    /// `legal_quick_turns`, sharing the activation's full count.
    pub(crate) fn quick_turns_with(&self, act: &Activation, need: &FullCount) -> Vec<SpaceId> {
        if act.remaining == 0 || act.used.quick_turn || act.used.exclusive() {
            return Vec::new();
        }
        let Some((here, facing)) = self.here(act) else {
            return Vec::new();
        };
        let m = map();
        let search = self.search(act.piece);
        let mut out: Vec<SpaceId> = FORWARD
            .special_moves(m, here, facing)
            .filter(|l| {
                let route = search
                    .reach_along(here, l, act.remaining - 1)
                    .map(|x| x + 1);
                self.keeps_count(act, route, need)
            })
            .map(|l| l.to)
            .collect();
        out.sort();
        out
    }

    /// True when the active piece may try a Double Back now: it has a space left to fly and
    /// the way back is as long as the way on.
    pub fn can_double_back(&self, act: &Activation) -> bool {
        self.double_back_with(act, &FullCount::new())
    }

    /// `can_double_back`, sharing the activation's full count.
    pub(crate) fn double_back_with(&self, act: &Activation, need: &FullCount) -> bool {
        if act.remaining == 0 || act.used.double_back || act.used.exclusive() {
            return false;
        }
        let Some((here, facing)) = self.here(act) else {
            return false;
        };
        let route = self.reach(act.piece, here, facing.reversed(), act.remaining);
        self.keeps_count(act, route, need)
    }

    /// True when the active piece may end its move now: it cannot fly on, or it has tried a
    /// Force and stands where it may stop.
    pub fn may_end_move(&self, act: &Activation) -> bool {
        self.may_end_move_after(act, &self.legal_steps(act))
    }

    /// `may_end_move`, given the activation's `legal_steps`.
    pub(crate) fn may_end_move_after(&self, act: &Activation, steps: &[SpaceId]) -> bool {
        if steps.is_empty() {
            return true;
        }
        act.forced()
            && self
                .piece(act.piece)
                .space
                .is_some_and(|s| !self.full_for(s, act.piece))
    }

    /// Spaces a piece may face at setup: neighbours along Flight Path or Overpass lines.
    pub fn setup_facings(&self, piece: PieceId) -> Vec<SpaceId> {
        let Some(here) = self.piece(piece).space else {
            return Vec::new();
        };
        let mut v: Vec<SpaceId> = map()
            .links(here)
            .iter()
            .filter(|l| l.passage() == crate::chase::Passage::Free)
            .map(|l| l.to)
            .collect();
        v.sort();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::rng::Rng;

    /// The search's table of full spaces says what `full_for` says, for every piece and
    /// space, all through random games.
    #[test]
    fn search_cells_match_full_for() {
        let setup = Yolt::setup_for_players(2).expect("setup");
        let mut checked = 0;
        for seed in 1..=10u64 {
            let mut g = Yolt::new(&setup, seed).expect("new");
            let mut rng = Rng::new(seed);
            while let Some(seat) = g.to_act() {
                for mover in g.pieces.iter().map(|p| p.id) {
                    let search = g.search(mover);
                    for s in 0..map().len() as SpaceId {
                        let full = (search.cell)(s) == Cell::Full;
                        assert_eq!(full, g.full_for(s, mover), "seed {seed}, space {s}");
                        checked += 1;
                    }
                }
                let legal = g.legal_actions(seat);
                let a = rng.choose(&legal).expect("a legal action").clone();
                g.apply_unchecked(seat, &a).expect("legal");
            }
        }
        assert!(checked > 100_000, "only {checked} cells checked");
    }
}
