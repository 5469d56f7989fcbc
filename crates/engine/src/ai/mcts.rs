//! Single-observer information-set Monte-Carlo tree search (Cowling, Powley & Whitehouse 2012).
//!
//! Every iteration starts from a fresh determinization of the root for the searching seat:
//! other seats' secrets are re-dealt and the RNG re-seeded, so the tree is built over actions
//! only (open loop) and averages over what the AI cannot know. Rewards are kept per seat
//! (max^n), so it works for 2–4 players.
//!
//! The budget is a number of iterations, so a seed replays the same decisions on any machine.
//! A wall clock, where a caller passes one (the browser), is only a safety stop for a device
//! far slower than the budget was set for.

use serde::{Deserialize, Serialize};

use super::Level;
use crate::core::game::{Game, Seat};
use crate::core::rng::Rng;

/// How far past the time a level's iterations are expected to take a clock lets a search run
/// before it stops it: well clear of a normal device, so the clock decides nothing there.
pub const SAFETY_FACTOR: f64 = 3.0;

/// Search budget and parameters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MctsConfig {
    /// Iterations per decision: the budget.
    pub iterations: u32,
    /// Milliseconds the iterations are expected to take in the browser; a search given a clock
    /// stops at [`SAFETY_FACTOR`] times this (see [`MctsConfig::safety_stop_ms`]).
    pub time_ms: Option<f64>,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Rollout length in actions before the heuristic evaluation is used.
    pub rollout_depth: u32,
    /// Whose judgement the evaluation uses ([`Game::evaluate_at`]): levels may differ in how
    /// well they judge a position as well as in how much they search.
    pub level: Level,
}

impl MctsConfig {
    pub fn for_level(level: Level) -> Self {
        match level {
            Level::Easy => MctsConfig {
                iterations: 60,
                time_ms: Some(60.0),
                exploration: 1.4,
                rollout_depth: 20,
                level: Level::Easy,
            },
            Level::Normal => MctsConfig {
                iterations: 400,
                time_ms: Some(250.0),
                exploration: 1.0,
                rollout_depth: 40,
                level: Level::Normal,
            },
            Level::Hard => MctsConfig {
                iterations: 3000,
                time_ms: Some(1500.0),
                exploration: 0.8,
                rollout_depth: 60,
                level: Level::Hard,
            },
        }
    }
}

impl MctsConfig {
    /// The wall-clock safety stop in milliseconds, for a caller with a clock.
    pub fn safety_stop_ms(&self) -> Option<f64> {
        self.time_ms.map(|t| t * SAFETY_FACTOR)
    }
}

/// What a search did.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SearchStats {
    pub iterations: u32,
    pub root_children: usize,
    /// Visits of the chosen action.
    pub best_visits: u32,
    /// Mean reward of the chosen action for the searching seat.
    pub best_value: f64,
}

struct Node<A> {
    action: Option<(Seat, A)>,
    children: Vec<usize>,
    visits: u32,
    avail: u32,
    reward: Vec<f64>,
}

/// Choose an action for `seat` in `state`. Only `state.determinize(seat, …)` is ever searched.
///
/// The whole search in one call; [`Search`] runs the same search in slices (the browser yields
/// between them so the page never freezes), consuming `rng` identically. `clock`
/// (milliseconds), when given, is only the safety stop: without one, or on a device fast
/// enough for the budget, the decision depends on the state and `rng` alone.
pub fn choose_action<G: Game>(
    state: &G,
    seat: Seat,
    cfg: &MctsConfig,
    rng: &mut Rng,
    clock: Option<&dyn Fn() -> f64>,
) -> Option<(G::Action, SearchStats)> {
    let mut search = Search::new(state, seat, cfg.clone())?;
    let start = clock.map(|c| c());
    while !search.done() {
        if let (Some(c), Some(t0), Some(budget)) = (clock, start, search.safety_stop_ms()) {
            let n = search.iterations();
            if n >= 8 && n % 4 == 0 && c() - t0 > budget {
                break;
            }
        }
        search.iterate(rng);
    }
    search.best()
}

/// An MCTS search that can be run a few iterations at a time.
pub struct Search<G: Game> {
    root: G,
    seat: Seat,
    cfg: MctsConfig,
    root_legal: Vec<G::Action>,
    nodes: Vec<Node<G::Action>>,
    path: Vec<usize>,
    iterations: u32,
}

impl<G: Game> Search<G> {
    /// A search for `seat`, or `None` when it is not `seat`'s decision or it has no action.
    pub fn new(state: &G, seat: Seat, cfg: MctsConfig) -> Option<Self> {
        if state.to_act() != Some(seat) {
            return None;
        }
        let mut root_legal = state.search_actions(seat);
        if root_legal.is_empty() {
            return None;
        }
        // A certain win is taken at once (the search would value every way to it alike).
        if let Some(a) = state.decisive_action(seat) {
            if root_legal.contains(&a) {
                root_legal = vec![a];
            }
        }
        let seats = state.seat_count();
        let iterations = state.search_budget(seat, cfg.iterations).max(1);
        let scale = f64::from(iterations) / f64::from(cfg.iterations.max(1));
        let cfg = MctsConfig {
            iterations,
            time_ms: cfg.time_ms.map(|t| t * scale),
            ..cfg
        };
        Some(Search {
            root: state.clone(),
            seat,
            cfg,
            root_legal,
            nodes: vec![Node {
                action: None,
                children: Vec::new(),
                visits: 0,
                avail: 0,
                reward: vec![0.0; seats],
            }],
            path: Vec::with_capacity(64),
            iterations: 0,
        })
    }

    /// The seat searching.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The actions searched at the root, in `Game::search_actions` order (a subset of the
    /// legal actions, in their order).
    pub fn root_actions(&self) -> &[G::Action] {
        &self.root_legal
    }

    /// True when there is only one legal action (nothing to search).
    pub fn trivial(&self) -> bool {
        self.root_legal.len() == 1
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// True once the iteration budget is spent, or at once when there is only one action.
    pub fn done(&self) -> bool {
        self.root_legal.len() == 1 || self.iterations >= self.cfg.iterations.max(1)
    }

    /// The wall-clock safety stop in milliseconds ([`MctsConfig::safety_stop_ms`]).
    pub fn safety_stop_ms(&self) -> Option<f64> {
        self.cfg.safety_stop_ms()
    }

    /// One iteration: a fresh determinization, selection and expansion, rollout, backup.
    /// An action that fails to apply ends the iteration without evaluating or backing up the
    /// half-changed state.
    pub fn iterate(&mut self, rng: &mut Rng) {
        if self.done() {
            return;
        }
        self.iterations += 1;
        let seats = self.root.seat_count();
        let cfg = &self.cfg;
        let nodes = &mut self.nodes;
        let path = &mut self.path;
        let mut s = self.root.determinize(self.seat, rng);
        path.clear();
        path.push(0);
        let mut node = 0;
        // Selection and expansion.
        loop {
            if s.outcome().is_some() {
                break;
            }
            let Some(actor) = s.to_act() else { break };
            let legal = s.search_actions(actor);
            if legal.is_empty() {
                break;
            }
            let mut untried: Vec<&G::Action> = Vec::new();
            for a in &legal {
                let known = nodes[node].children.iter().any(
                    |&c| matches!(&nodes[c].action, Some((st, ca)) if *st == actor && ca == a),
                );
                if !known {
                    untried.push(a);
                }
            }
            if !untried.is_empty() {
                let a = untried[rng.below(untried.len() as u32) as usize].clone();
                if s.apply_unchecked(actor, &a).is_err() {
                    return;
                }
                let child = nodes.len();
                nodes.push(Node {
                    action: Some((actor, a)),
                    children: Vec::new(),
                    visits: 0,
                    avail: 1,
                    reward: vec![0.0; seats],
                });
                nodes[node].children.push(child);
                path.push(child);
                break;
            }
            // All legal actions tried: UCB over the children available in this determinization.
            let mut best = usize::MAX;
            let mut best_score = f64::NEG_INFINITY;
            let children = nodes[node].children.clone();
            for c in children {
                let available = matches!(&nodes[c].action, Some((st, ca)) if *st == actor && legal.contains(ca));
                if !available {
                    continue;
                }
                nodes[c].avail += 1;
                let n = &nodes[c];
                let v = n.visits.max(1) as f64;
                let score =
                    n.reward[actor] / v + cfg.exploration * ((n.avail as f64).ln() / v).sqrt();
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            if best == usize::MAX {
                break;
            }
            let (st, a) = nodes[best].action.clone().expect("child has action");
            if s.apply_unchecked(st, &a).is_err() {
                return;
            }
            node = best;
            path.push(best);
        }
        // Rollout.
        let mut depth = 0;
        while depth < cfg.rollout_depth && s.outcome().is_none() && !s.rollout_horizon(&self.root) {
            let Some(actor) = s.to_act() else { break };
            let a = match s.rollout_action(actor, rng) {
                Some(a) => a,
                None => {
                    let legal = s.search_actions(actor);
                    match rng.choose(&legal) {
                        Some(a) => a.clone(),
                        None => break,
                    }
                }
            };
            if s.apply_unchecked(actor, &a).is_err() {
                return;
            }
            depth += 1;
        }
        let reward = match s.outcome() {
            Some(o) => o.rewards(seats),
            None => s
                .evaluate_at(&self.root, cfg.level)
                .unwrap_or_else(|| vec![1.0 / seats as f64; seats]),
        };
        for &n in path.iter() {
            nodes[n].visits += 1;
            for (acc, r) in nodes[n].reward.iter_mut().zip(&reward) {
                *acc += r;
            }
        }
    }

    /// Every tried root action with its mean reward for the searching seat and its visits.
    pub fn root_stats(&self) -> Vec<(G::Action, f64, u32)> {
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c];
                let (_, a) = n.action.clone()?;
                Some((a, n.reward[self.seat] / n.visits.max(1) as f64, n.visits))
            })
            .collect()
    }

    /// The most visited root action so far (ties: the better mean reward), with statistics.
    pub fn best(&self) -> Option<(G::Action, SearchStats)> {
        if self.root_legal.len() == 1 {
            return Some((
                self.root_legal[0].clone(),
                SearchStats {
                    iterations: 0,
                    root_children: 1,
                    best_visits: 0,
                    best_value: 0.5,
                },
            ));
        }
        let nodes = &self.nodes;
        let root = &nodes[0];
        let seat = self.seat;
        let best = root
            .children
            .iter()
            .copied()
            .filter(|&c| matches!(&nodes[c].action, Some((_, a)) if self.root_legal.contains(a)))
            .max_by(|&a, &b| {
                nodes[a]
                    .visits
                    .cmp(&nodes[b].visits)
                    .then(nodes[a].reward[seat].total_cmp(&nodes[b].reward[seat]))
            })?;
        let n = &nodes[best];
        let (_, action) = n.action.clone()?;
        Some((
            action,
            SearchStats {
                iterations: self.iterations,
                root_children: root.children.len(),
                best_visits: n.visits,
                best_value: n.reward[seat] / n.visits.max(1) as f64,
            },
        ))
    }
}
