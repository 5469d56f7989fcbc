//! Routes: the spaces the moving piece can reach by ordinary forward steps alone, for a move
//! flown in one action. A route is offered only where exactly one run of legal steps leads
//! (two ways to one space may leave the piece facing two ways, which is the player's choice),
//! and only two or more steps away (one step is a step).

use std::collections::BTreeMap;

use super::map::SpaceId;
use super::phase::{Acting, Phase};
use super::state::{Chase, Rules};

/// At most this many runs of steps are followed from one position (a bound on the work).
const MAX_RUNS: usize = 4096;

/// Every destination two or more steps from `start` that exactly one run of legal steps
/// reaches, as the spaces entered in order (the destination last), by destination.
///
/// `steps(s)`: the legal steps of position `s`; `step(s, to)`: the position after stepping
/// to `to`, or `None` when the move cannot go on from there (its turn or the game is over).
/// Both are the game's own rules: nothing here decides what is legal.
pub fn unique_routes<S>(
    start: &S,
    steps: impl Fn(&S) -> Vec<SpaceId>,
    step: impl Fn(&S, SpaceId) -> Option<S>,
) -> Vec<Vec<SpaceId>> {
    // Each space reached: how many runs reach it (counting stops at two), and the first run.
    let mut reached: BTreeMap<SpaceId, (u8, Vec<SpaceId>)> = BTreeMap::new();
    let mut runs = 0usize;
    let mut stack: Vec<(Option<S>, Vec<SpaceId>)> = Vec::new();
    let mut visit = |here: &S, path: &[SpaceId], stack: &mut Vec<(Option<S>, Vec<SpaceId>)>| {
        for to in steps(here) {
            let mut run = path.to_vec();
            run.push(to);
            let seen = reached.entry(to).or_insert((0, Vec::new()));
            if seen.0 == 0 {
                seen.1 = run.clone();
            }
            seen.0 = seen.0.saturating_add(1).min(2);
            stack.push((step(here, to), run));
        }
    };
    visit(start, &[], &mut stack);
    while let Some((next, path)) = stack.pop() {
        runs += 1;
        if runs > MAX_RUNS {
            break;
        }
        if let Some(here) = next {
            visit(&here, &path, &mut stack);
        }
    }
    reached
        .into_values()
        .filter(|(n, run)| *n == 1 && run.len() >= 2)
        .map(|(_, run)| run)
        .collect()
}

/// [`unique_routes`] of the piece moving in `g`: `steps` lists a moving piece's legal steps,
/// `step` applies one (false when the game refuses it); a run goes on while the same piece is
/// still moving.
pub fn routes_of<R: Rules>(
    g: &Chase<R>,
    steps: impl Fn(&Chase<R>, &R::Activation) -> Vec<SpaceId>,
    step: impl Fn(&mut Chase<R>, SpaceId) -> bool,
) -> Vec<Vec<SpaceId>> {
    let Some(piece) = g.phase.activation().map(Acting::piece) else {
        return Vec::new();
    };
    unique_routes(
        g,
        |g| match &g.phase {
            Phase::Moving { activation } => steps(g, activation),
            _ => Vec::new(),
        },
        |g, to| {
            let mut next = g.clone();
            let on = step(&mut next, to)
                && matches!(&next.phase, Phase::Moving { activation } if activation.piece() == piece);
            on.then_some(next)
        },
    )
}

/// Through random games of `G` (seeds `1..=seeds`): the computer's actions are among the legal
/// ones but the routes, in their order (the routes come last), and every route on offer does
/// exactly what its steps do one by one, each of them legal in its turn. `path_of` reads a
/// route's spaces, `step` makes a step. Returns how many routes were checked.
#[cfg(test)]
pub(crate) fn check_routes<G: crate::core::game::Game>(
    seeds: u64,
    path_of: fn(&G::Action) -> Option<&[SpaceId]>,
    step: fn(SpaceId) -> G::Action,
) -> usize {
    use crate::core::rng::Rng;
    let setup = G::setup_for_players(2).expect("setup");
    let mut checked = 0;
    for seed in 1..=seeds {
        let mut g = G::new(&setup, seed).expect("new");
        let mut rng = Rng::new(seed);
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions(seat);
            let searched = g.search_actions(seat);
            let (routes, others): (Vec<_>, Vec<_>) =
                legal.iter().partition(|a| path_of(a).is_some());
            assert!(
                legal[..others.len()].iter().all(|a| path_of(a).is_none()),
                "seed {seed}: the routes come last"
            );
            let mut rest = others.iter();
            assert!(
                searched.iter().all(|a| rest.any(|o| *o == a)),
                "seed {seed}: the searched actions are legal steps and the like, in their order"
            );
            for a in routes {
                let path = path_of(a).expect("a route");
                let mut flown = g.clone();
                let events = flown.apply(seat, a).expect("a legal route");
                let mut stepped = g.clone();
                let mut one_by_one = Vec::new();
                for &to in path {
                    one_by_one.extend(stepped.apply(seat, &step(to)).expect("each step legal"));
                }
                assert_eq!(flown, stepped, "seed {seed}: {a:?}");
                assert_eq!(events, one_by_one, "seed {seed}: {a:?}");
                checked += 1;
            }
            // Mostly single steps, so games last; a route now and then.
            let a = rng.choose(&searched).expect("a legal action").clone();
            g.apply(seat, &a).expect("legal");
        }
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy map as (space, steps left): from 0, a fork to 1 and 2 that joins again at 3,
    /// then 4 and 5 in a row.
    fn next(s: &(SpaceId, u8)) -> Vec<SpaceId> {
        match s {
            (_, 0) => vec![],
            (0, _) => vec![1, 2],
            (1 | 2, _) => vec![3],
            (3, _) => vec![4],
            (4, _) => vec![5],
            _ => vec![],
        }
    }

    #[test]
    fn a_space_two_runs_reach_is_no_route_and_one_step_is_none() {
        let routes = unique_routes(&(0, 5), next, |&(_, left), to| Some((to, left - 1)));
        // 1 and 2 are single steps; 3, 4 and 5 are reached through 1 or through 2.
        assert!(routes.is_empty(), "{routes:?}");
        let from_one = unique_routes(&(1, 4), next, |&(_, left), to| Some((to, left - 1)));
        assert_eq!(from_one, vec![vec![3, 4], vec![3, 4, 5]]);
    }

    #[test]
    fn a_move_that_ends_on_the_way_stops_its_routes_there() {
        let routes = unique_routes(&(1, 4), next, |&(_, left), to| {
            (to != 4).then_some((to, left - 1))
        });
        assert_eq!(routes, vec![vec![3, 4]]);
    }
}
