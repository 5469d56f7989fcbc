//! Movement: the full count unless full spaces are in the way, forward only, passing through
//! full spaces but never stopping in one; Quick Turn and Double Back change course, and the
//! route they open must still carry the piece as far as the ordinary one would. After a Force
//! the count no longer binds: the piece may fly on or end its move wherever it may stop.

use super::action::YoltAction;
use super::game::Yolt;
use super::map::{map, moves, YoltLine, FORWARD};
use super::piece::PieceId;
use super::state::Activation;
use crate::chase::movement::{Cell, FullCount, Search, StopRule};
use crate::chase::route;
use crate::chase::{stacking, Facing, SpaceId};

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

    /// How far the active piece can fly on from here by ordinary forward steps: the count
    /// every route must match ("You must always move your pieces as far as your movement dice
    /// roll calls for, unless it is impossible to do so because other pieces are in your way").
    pub fn full_count(&self, act: &Activation) -> Option<u8> {
        let (here, facing) = self.at(act.piece)?;
        self.reach(act.piece, here, facing, act.remaining)
    }

    /// True when a route reaching `route` further spaces keeps the full count: it goes at least
    /// as far as the ordinary route (always, after a Force).
    fn keeps_count(&self, act: &Activation, route: Option<u8>, need: &FullCount) -> bool {
        need.kept_by(route, act.forced(), || self.full_count(act))
    }

    /// The spaces the active piece may step to now: each forward step that still lets it fly
    /// as far as it possibly can this turn (after a Force: any step from which it can still
    /// stop somewhere).
    pub fn legal_steps(&self, act: &Activation) -> Vec<SpaceId> {
        let Some((here, facing)) = self.at(act.piece) else {
            return Vec::new();
        };
        let search = self.search(act.piece);
        search.steps(here, facing, act.remaining, act.forced())
    }

    /// The routes the active piece may fly in one go ([`route::unique_routes`]): runs of its
    /// legal steps, each step played on a copy of the game.
    pub fn routes(&self) -> Vec<Vec<SpaceId>> {
        route::routes_of(
            self,
            |g, a| g.legal_steps(a),
            |g, to| g.act(&YoltAction::Step { to }).is_ok(),
        )
    }

    /// `!legal_steps(act).is_empty()`, stopping at the first step found.
    pub fn can_step(&self, act: &Activation) -> bool {
        self.at(act.piece).is_some_and(|(here, facing)| {
            self.search(act.piece).can_step(here, facing, act.remaining)
        })
    }

    /// Quick Turn arrows the active piece may try now: each leaves its space the way the
    /// arrow points and opens a route as long as the ordinary one.
    pub fn legal_quick_turns(&self, act: &Activation) -> Vec<SpaceId> {
        self.quick_turns_with(act, &FullCount::new())
    }

    /// `legal_quick_turns`, sharing the activation's full count.
    pub(crate) fn quick_turns_with(&self, act: &Activation, need: &FullCount) -> Vec<SpaceId> {
        if act.used.quick_turn || act.used.exclusive() {
            return Vec::new();
        }
        let Some((here, facing)) = self.at(act.piece) else {
            return Vec::new();
        };
        let keeps = |route| self.keeps_count(act, route, need);
        let search = self.search(act.piece);
        search.manoeuvres(here, facing, act.remaining, |_| true, keeps)
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
        let Some((here, facing)) = self.at(act.piece) else {
            return false;
        };
        let route = self.search(act.piece).back(here, facing, act.remaining);
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::rng::Rng;

    /// "Your piece can only move forward … from Space to Space": a route flown in one tap is
    /// exactly its steps, each legal in turn.
    #[test]
    fn a_route_is_its_steps() {
        fn path_of(a: &YoltAction) -> Option<&[SpaceId]> {
            match a {
                YoltAction::Fly { path } => Some(path.as_slice()),
                _ => None,
            }
        }
        let checked = route::check_routes::<Yolt>(4, path_of, |to| YoltAction::Step { to });
        assert!(checked > 1_000, "only {checked} routes checked");
    }

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
