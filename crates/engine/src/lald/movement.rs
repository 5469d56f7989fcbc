//! Movement, over the shared chase search: the full count, forward only, unless the piece
//! enters a space holding an opposing piece (it may stop there). Quick Turns and Jumps open
//! other routes, and a Double Back turns the boat; each must still allow the full count. Bond
//! entering End stops the chase; Enemy boats never enter End.

use super::action::LaldAction;
use super::game::Lald;
use super::manoeuvre::Manoeuvre;
use super::map::{end_space, map, moves, LaldLine, FORWARD};
use super::piece::{PieceId, Side};
use super::state::Activation;
use crate::chase::movement::{Cell, FullCount, Search, StopRule};
use crate::chase::route;
use crate::chase::SpaceId;

impl Lald {
    fn search(&self, mover: PieceId) -> Search<'static, LaldLine, impl Fn(SpaceId) -> Cell + '_> {
        let end = end_space();
        // The search asks about many spaces: note the opposing pieces' spaces once (what
        // `opponent_in` looks up at every question).
        let them = mover.side().other();
        let opponents: [Option<SpaceId>; 5] = self
            .pieces
            .each_ref()
            .map(|p| p.space.filter(|_| p.id.side() == them && p.alive()));
        Search {
            map: map(),
            forward: &FORWARD,
            moves: moves(),
            rule: StopRule::FullUnlessMeeting,
            cell: move |s| {
                if s == end {
                    if mover.side() == Side::Bond {
                        Cell::Meets
                    } else {
                        Cell::Closed
                    }
                } else if opponents.contains(&Some(s)) {
                    Cell::Meets
                } else {
                    Cell::Open
                }
            },
        }
    }

    /// How far the active piece can go on from where it stands by ordinary steps.
    pub fn full_count(&self, act: &Activation) -> Option<u8> {
        let (here, facing) = self.at(act.piece)?;
        self.search(act.piece).reach(here, facing, act.remaining)
    }

    fn keeps_count(&self, act: &Activation, route: Option<u8>, need: &FullCount) -> bool {
        need.kept_by(route, false, || self.full_count(act))
    }

    /// Ordinary steps the active piece may take: each that still lets it move as far as it
    /// possibly can.
    pub fn legal_steps(&self, act: &Activation) -> Vec<SpaceId> {
        let Some((here, facing)) = self.at(act.piece) else {
            return Vec::new();
        };
        self.search(act.piece)
            .steps(here, facing, act.remaining, false)
    }

    /// The routes the active piece may move along in one go ([`route::unique_routes`]): runs
    /// of its legal steps, each step played on a copy of the game.
    pub fn routes(&self) -> Vec<Vec<SpaceId>> {
        route::routes_of(
            self,
            |g, a| g.legal_steps(a),
            |g, to| g.act(&LaldAction::Step { to }).is_ok(),
        )
    }

    /// `!legal_steps(act).is_empty()`, stopping at the first step found.
    pub fn can_step(&self, act: &Activation) -> bool {
        let Some((here, facing)) = self.at(act.piece) else {
            return false;
        };
        self.search(act.piece).can_step(here, facing, act.remaining)
    }

    /// The spaces the active piece may try manoeuvre `m` toward: not tried yet this turn, and
    /// keeping the count.
    pub(crate) fn manoeuvres(
        &self,
        act: &Activation,
        m: Manoeuvre,
        need: &FullCount,
    ) -> Vec<SpaceId> {
        if act.used.tried(m.roll()) {
            return Vec::new();
        }
        let Some((here, facing)) = self.at(act.piece) else {
            return Vec::new();
        };
        let keeps = |route| self.keeps_count(act, route, need);
        let line = m.line();
        self.search(act.piece)
            .manoeuvres(here, facing, act.remaining, |l| l.kind == line, keeps)
    }

    pub fn legal_quick_turns(&self, act: &Activation) -> Vec<SpaceId> {
        self.manoeuvres(act, Manoeuvre::QuickTurn, &FullCount::new())
    }

    pub fn legal_jumps(&self, act: &Activation) -> Vec<SpaceId> {
        self.manoeuvres(act, Manoeuvre::Jump, &FullCount::new())
    }

    /// True when the active piece may try a Double Back: the way back is as long as the way on.
    pub fn can_double_back(&self, act: &Activation) -> bool {
        self.double_back_with(act, &FullCount::new())
    }

    /// `can_double_back`, sharing the activation's full count.
    pub(crate) fn double_back_with(&self, act: &Activation, need: &FullCount) -> bool {
        if act.remaining == 0 || act.used.double_back {
            return false;
        }
        let Some((here, facing)) = self.at(act.piece) else {
            return false;
        };
        let back = self.search(act.piece).back(here, facing, act.remaining);
        self.keeps_count(act, back, need)
    }

    /// True when the active piece may end its movement now.
    pub fn may_end_move(&self, act: &Activation) -> bool {
        act.remaining == 0 || act.met || !self.can_step(act)
    }

    /// `may_end_move`, given the activation's `legal_steps`.
    pub(crate) fn may_end_move_after(&self, act: &Activation, steps: &[SpaceId]) -> bool {
        act.remaining == 0 || act.met || steps.is_empty()
    }

    /// The line a step from `from` to `to` uses.
    pub fn line_between(&self, from: SpaceId, to: SpaceId) -> LaldLine {
        map()
            .link(from, to)
            .map(|l| l.kind)
            .unwrap_or(LaldLine::Normal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::rng::Rng;

    /// "When moving, your piece can only move forward … from Space to Space": a route moved
    /// in one tap is exactly its steps, each legal in turn.
    #[test]
    fn a_route_is_its_steps() {
        fn path_of(a: &LaldAction) -> Option<&[SpaceId]> {
            match a {
                LaldAction::Fly { path } => Some(path.as_slice()),
                _ => None,
            }
        }
        let checked = route::check_routes::<Lald>(10, path_of, |to| LaldAction::Step { to });
        assert!(checked > 1_000, "only {checked} routes checked");
    }

    /// The search's list of opposing pieces says what `opponent_in` says, for every piece and
    /// space but End, all through random games.
    #[test]
    fn search_cells_match_opponent_in() {
        let setup = Lald::setup_for_players(2).expect("setup");
        let mut checked = 0;
        for seed in 1..=10u64 {
            let mut g = Lald::new(&setup, seed).expect("new");
            let mut rng = Rng::new(seed);
            while let Some(seat) = g.to_act() {
                for mover in g.pieces.iter().map(|p| p.id) {
                    let search = g.search(mover);
                    for s in (0..map().len() as SpaceId).filter(|&s| s != end_space()) {
                        let meets = (search.cell)(s) == Cell::Meets;
                        assert_eq!(meets, g.opponent_in(s, mover), "seed {seed}, space {s}");
                        checked += 1;
                    }
                }
                let legal = g.legal_actions(seat);
                let a = rng.choose(&legal).expect("a legal action").clone();
                g.apply_unchecked(seat, &a).expect("legal");
            }
        }
        assert!(checked > 10_000, "only {checked} cells checked");
    }
}
