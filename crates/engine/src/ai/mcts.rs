//! Single-observer information-set Monte-Carlo tree search (Cowling, Powley & Whitehouse 2012).
//!
//! Every iteration starts from a fresh determinization of the root for the searching seat:
//! other seats' secrets are re-dealt and the RNG re-seeded, so the tree is built over actions
//! only (open loop) and averages over what the AI cannot know. Rewards are kept per seat
//! (max^n), so it works for 2–4 players.

use serde::{Deserialize, Serialize};

use super::Level;
use crate::core::game::{Game, Seat};
use crate::core::rng::Rng;

/// Search budget and parameters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MctsConfig {
    /// Maximum iterations.
    pub iterations: u32,
    /// Wall-clock budget in milliseconds (only with a clock).
    pub time_ms: Option<f64>,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Rollout length in actions before the heuristic evaluation is used.
    pub rollout_depth: u32,
}

impl MctsConfig {
    pub fn for_level(level: Level) -> Self {
        match level {
            Level::Easy => MctsConfig {
                iterations: 60,
                time_ms: Some(60.0),
                exploration: 1.4,
                rollout_depth: 20,
            },
            Level::Normal => MctsConfig {
                iterations: 400,
                time_ms: Some(250.0),
                exploration: 1.0,
                rollout_depth: 40,
            },
            Level::Hard => MctsConfig {
                iterations: 3000,
                time_ms: Some(1500.0),
                exploration: 0.8,
                rollout_depth: 60,
            },
        }
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
pub fn choose_action<G: Game>(
    state: &G,
    seat: Seat,
    cfg: &MctsConfig,
    rng: &mut Rng,
    clock: Option<&dyn Fn() -> f64>,
) -> Option<(G::Action, SearchStats)> {
    if state.to_act() != Some(seat) {
        return None;
    }
    let root_legal = state.legal_actions(seat);
    match root_legal.len() {
        0 => return None,
        1 => {
            return Some((
                root_legal[0].clone(),
                SearchStats {
                    iterations: 0,
                    root_children: 1,
                    best_visits: 0,
                    best_value: 0.5,
                },
            ))
        }
        _ => {}
    }
    let seats = state.seat_count();
    let start = clock.map(|c| c());
    let mut nodes: Vec<Node<G::Action>> = vec![Node {
        action: None,
        children: Vec::new(),
        visits: 0,
        avail: 0,
        reward: vec![0.0; seats],
    }];
    let mut path: Vec<usize> = Vec::with_capacity(64);
    let mut iterations = 0;
    while iterations < cfg.iterations.max(1) {
        if let (Some(c), Some(t0), Some(budget)) = (clock, start, cfg.time_ms) {
            if iterations >= 8 && iterations % 4 == 0 && c() - t0 > budget {
                break;
            }
        }
        iterations += 1;
        let mut s = state.determinize(seat, rng);
        path.clear();
        path.push(0);
        let mut node = 0;
        // Selection and expansion.
        loop {
            if s.outcome().is_some() {
                break;
            }
            let Some(actor) = s.to_act() else { break };
            let legal = s.legal_actions(actor);
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
                    break;
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
                break;
            }
            node = best;
            path.push(best);
        }
        // Rollout.
        let mut depth = 0;
        while depth < cfg.rollout_depth && s.outcome().is_none() && !s.rollout_horizon(state) {
            let Some(actor) = s.to_act() else { break };
            let a = match s.rollout_action(actor, rng) {
                Some(a) => a,
                None => {
                    let legal = s.legal_actions(actor);
                    match rng.choose(&legal) {
                        Some(a) => a.clone(),
                        None => break,
                    }
                }
            };
            if s.apply_unchecked(actor, &a).is_err() {
                break;
            }
            depth += 1;
        }
        let reward = match s.outcome() {
            Some(o) => o.rewards(seats),
            None => s
                .evaluate()
                .unwrap_or_else(|| vec![1.0 / seats as f64; seats]),
        };
        for &n in &path {
            nodes[n].visits += 1;
            for (acc, r) in nodes[n].reward.iter_mut().zip(&reward) {
                *acc += r;
            }
        }
    }
    let root = &nodes[0];
    let best = root
        .children
        .iter()
        .copied()
        .filter(|&c| matches!(&nodes[c].action, Some((_, a)) if root_legal.contains(a)))
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
            iterations,
            root_children: root.children.len(),
            best_visits: n.visits,
            best_value: n.reward[seat] / n.visits.max(1) as f64,
        },
    ))
}
