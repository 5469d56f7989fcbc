//! The computer player's heuristics: a leaf evaluation (estimated turns to win for every
//! agent, turned into win chances) and a purposeful rollout policy (head for the goal by the
//! quickest route the hand allows, rob and retrieve whenever possible, otherwise dig for the
//! missing cards by discarding the least useful two). A move straight back to where the agent
//! stood a turn ago, with nothing gained, counts against it as a wasted turn. Hard's searches
//! turn the same estimates into chances with weights fitted to self-play (`fitted`).

use super::action::{By, RaceAction};
use super::board::{Kind, Space};
use super::cards::{
    Card, CLASSES, CLASS_CENTRE, CLASS_GATE, CLASS_HELICOPTER, CLASS_ISLAND_HELICOPTER,
    CLASS_SWIMMING, CLASS_TAKE,
};
use super::distance::{
    class_counts, dist_within, goal_nodes, home_table, node_of, open_node, NODES,
};
use super::fitted;
use super::legal;
use super::state::Race;
use serde::{Deserialize, Serialize};

use crate::ai::{Level, MctsConfig};
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// The search per level. The evaluation reads a race well (turns to go with the cards in
/// hand), so beyond a hundred or so iterations more of the same search changes little (hard
/// won as often against a normal of 100 iterations as of 400); what keeps the levels apart is
/// how long each looks, and hard's judgement. Easy glances: [`EASY_ITERATIONS`] of the quick
/// policy, enough to beat a random player, not a thinking one. Normal looks a little longer,
/// [`NORMAL_ITERATIONS`], each rolled out about a round and judged by the evaluation (under
/// longer rollouts of the quick policy its iterations valued moves of no gain like real
/// progress): it plays with purpose and now and then misses the better move. Hard spends its
/// many more iterations averaging longer rollouts (several rounds, where robberies and the
/// run home play out), and judges its leaves with the weights fitted to self-play
/// (`fitted`). The Hint searches longer than normal does ([`hint_config`]).
pub fn search_config(level: Level) -> MctsConfig {
    let mut c = MctsConfig::for_level(level);
    match level {
        Level::Easy => c.iterations = EASY_ITERATIONS,
        Level::Normal => {
            c.iterations = NORMAL_ITERATIONS;
            c.time_ms = Some(60.0);
            c.rollout_depth = NORMAL_ROLLOUT;
        }
        Level::Hard => c.rollout_depth = 30,
    }
    c
}

/// Iterations of an easy search.
pub const EASY_ITERATIONS: u32 = 20;

/// Iterations of a normal search: between easy's and hard's, so that each level wins most
/// games against the one below (the ladder on the rules page).
pub const NORMAL_ITERATIONS: u32 = 50;

/// Rollout length of a normal search and of the Hint's, in actions: about a round.
const NORMAL_ROLLOUT: u32 = 12;

/// The Hint's search: normal's judgement and rollouts at the normal budget the other games
/// share (400 iterations, within the browser's time for one decision), so the advice is the
/// most that judgement reads from the position, not a glance.
pub fn hint_config() -> MctsConfig {
    let mut c = MctsConfig::for_level(Level::Normal);
    c.rollout_depth = NORMAL_ROLLOUT;
    c
}

/// Temperature turning estimated turns into win chances.
const TEMPERATURE: f64 = 3.0;

/// What a move straight back costs in the evaluation, in turns: the turn spent, and a little
/// more, so that of two moves the search values alike it never picks the one that undoes the
/// last.
const WASTED_TURN: f64 = 1.5;

/// One agent's recent moves, as the computer remembers them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Trail {
    /// Where the agent stood before its last move, and who carried the case after it (`None`
    /// after a discard: new cards are a gain of their own).
    left: Option<(Space, Option<Seat>)>,
    /// Moves that went straight back to where the agent had come from, the case in the same
    /// hands: turns without gain.
    wasted: u32,
}

/// After `seat`'s move from `from` to `to` (and any robbery with it).
pub fn note_move(race: &mut Race, seat: Seat, from: Space, to: Space) {
    let case = race.case;
    if let Some(t) = race.trails.get_mut(seat) {
        if t.left == Some((to, case)) {
            t.wasted += 1;
        }
        t.left = Some((from, case));
    }
}

/// After `seat` discarded two and drew two.
pub fn note_discard(race: &mut Race, seat: Seat) {
    if let Some(t) = race.trails.get_mut(seat) {
        t.left = None;
    }
}

/// The actions the computer's search considers for `seat`: every legal action but a move
/// straight back to where the agent stood before its last move with the case in the same
/// hands (a turn spent for nothing), unless nothing else is left. A new card drawn since may
/// make that way back look as good as any in a short search, and a normal search, which looks
/// little, would otherwise now and then walk back and forth.
pub fn search_actions(race: &Race, seat: Seat) -> Vec<RaceAction> {
    let mut legal = legal::legal_actions(race, seat);
    let back = race.trails.get(seat).and_then(|t| t.left);
    if let Some((left, case)) = back {
        if case == race.case {
            let wasted =
                |a: &RaceAction| matches!(a, RaceAction::Move { to, rob: None, .. } if *to == left);
            if legal.iter().any(|a| !wasted(a)) {
                legal.retain(|a| !wasted(a));
            }
        }
    }
    legal
}

/// Moves straight back by `seat` so far.
pub fn wasted_moves(race: &Race, seat: Seat) -> u32 {
    race.trails.get(seat).map_or(0, |t| t.wasted)
}

/// Where `seat` is heading: home with the case, to the centre for it, or to its carrier.
pub fn goal(race: &Race, seat: Seat) -> Vec<usize> {
    match race.case {
        Some(h) if h == seat => goal_nodes(race.setup.bases[seat].space()),
        None => vec![Space::CENTRE.index()],
        Some(h) => goal_nodes(race.agents[h].at),
    }
}

/// Rule 14: the carrier's move onto its own base, which wins at once (taken without a search,
/// which values every certain win alike and may otherwise wander before going home).
pub fn winning_move(race: &Race, seat: Seat) -> Option<RaceAction> {
    if race.case != Some(seat) {
        return None;
    }
    let home = race.setup.bases[seat].space();
    legal::legal_actions(race, seat)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { to, rob: None, .. } if *to == home))
}

/// The node `seat`'s own distance is read at, and the turns to add (a swimmer is one turn
/// from landing).
fn own_node(race: &Race, seat: Seat) -> (usize, f32) {
    match race.agents[seat].swim {
        Some(s) => {
            let node = match s.to.kind() {
                Kind::Gate(g) if race.setup.arrival_opens_gate => open_node(g),
                _ => s.to.index(),
            };
            (node, 1.0)
        }
        None => (node_of(race, seat), 0.0),
    }
}

/// The distance of `seat`'s own position in `dist`.
fn own_distance(race: &Race, seat: Seat, dist: &[f32; NODES]) -> f32 {
    let (node, extra) = own_node(race, seat);
    extra + dist[node]
}

/// Turns from the nodes to `seat`'s goal with the cards in its hand, exact for every node as
/// near the goal as the agent or nearer (a swimmer: within its extra turn), which is all that
/// the evaluation and the rollout policy read: a move farther never counts as progress. The
/// search asks this tens of thousands of times a decision; stopping there halves the work.
fn turns_to_goal(race: &Race, seat: Seat, counts: &[u8; CLASSES]) -> [f32; NODES] {
    let (node, extra) = own_node(race, seat);
    dist_within(
        &goal(race, seat),
        counts,
        1.0,
        &race.boats,
        race.setup.arrival_opens_gate,
        Some((node, extra)),
    )
}

/// Each agent's turns to its current goal (home, the centre, or the carrier) with its hand.
fn turns_to_goals(race: &Race) -> Vec<f64> {
    (0..race.agents.len())
        .map(|s| {
            let counts = class_counts(&race.hands[s]);
            let d = turns_to_goal(race, s, &counts);
            own_distance(race, s, &d) as f64
        })
        .collect()
}

/// Estimated turns for each agent to win, from its turns to its goal.
fn turns_to_win_from(race: &Race, to_goal: &[f64]) -> Vec<f64> {
    let home = home_table();
    to_goal
        .iter()
        .enumerate()
        .map(|(s, &mine)| {
            let base = race.setup.bases[s] as usize;
            match race.case {
                Some(h) if h == s => mine,
                None => mine + home[base][Space::CENTRE.index()] as f64,
                Some(h) => {
                    let take = class_counts(&race.hands[s])[CLASS_TAKE] > 0;
                    let robbing = if take { 0.0 } else { 3.0 };
                    1.5 * mine + robbing + 2.0 + home[base][node_of(race, h)] as f64
                }
            }
        })
        .collect()
}

/// Estimated turns for each agent to win.
pub fn turns_to_win(race: &Race) -> Vec<f64> {
    turns_to_win_from(race, &turns_to_goals(race))
}

/// Every agent's features for the fitted judgement (for the fitting tool).
pub fn position_features(race: &Race) -> Vec<[f64; fitted::FEATURES]> {
    let to_goal = turns_to_goals(race);
    fitted::features(race, &fitted::parts(race, &to_goal))
}

/// The fitted judgement's chances under `weights` (for the fitting tool).
pub fn fitted_chances(race: &Race, weights: &[f64; fitted::FEATURES]) -> Vec<f64> {
    fitted::chances(&position_features(race), weights)
}

/// Scale of the absolute-progress term (turns).
const HORIZON: f64 = 20.0;

/// Leaf values in `[0, 1]`: mostly the chance of being first home, plus a little for
/// absolute progress so that a clear leader still prefers the quicker way home.
pub fn evaluate(race: &Race) -> Vec<f64> {
    judge(race, &turns_to_goals(race), &[0; 4], false)
}

/// [`evaluate`] of a search's leaf as `level` judges it (hard by the weights fitted to
/// self-play, see [`fitted`]), each move straight back since the search's `root` counted as
/// [`WASTED_TURN`] more to go.
pub fn evaluate_since(race: &Race, root: &Race, level: Level) -> Vec<f64> {
    let wasted: Vec<u32> = (0..race.agents.len())
        .map(|s| wasted_moves(race, s).saturating_sub(wasted_moves(root, s)))
        .collect();
    judge(race, &turns_to_goals(race), &wasted, level == Level::Hard)
}

/// The chances from each agent's turns to its goal and its moves wasted since the root, by
/// the fitted weights or by the hand-made turns to win.
fn judge(race: &Race, to_goal: &[f64], wasted: &[u32], fitted: bool) -> Vec<f64> {
    let mut t = turns_to_win_from(race, to_goal);
    for (x, w) in t.iter_mut().zip(wasted) {
        *x += WASTED_TURN * f64::from(*w);
    }
    if fitted {
        let p = fitted::chances(
            &fitted::features(race, &fitted::parts(race, to_goal)),
            &fitted::WEIGHTS,
        );
        return p
            .iter()
            .zip(&t)
            .map(|(p, ti)| FITTED_SHARE * p + (1.0 - FITTED_SHARE) * (-ti / HORIZON).exp())
            .collect();
    }
    let best = t.iter().cloned().fold(f64::INFINITY, f64::min);
    let w: Vec<f64> = t
        .iter()
        .map(|x| (-(x - best) / TEMPERATURE).exp())
        .collect();
    let sum: f64 = w.iter().sum();
    w.iter()
        .zip(&t)
        .map(|(x, ti)| 0.75 * x / sum + 0.25 * (-ti / HORIZON).exp())
        .collect()
}

/// The fitted chances' share of the fitted judgement (the rest: absolute progress).
const FITTED_SHARE: f64 = 0.85;

/// How much `seat` would miss one card of `class` (higher: keep it).
fn card_value(race: &Race, seat: Seat, class: usize, copies: u8) -> f64 {
    let holder = race.case == Some(seat);
    let at_centre = race.case.is_none();
    let a = &race.agents[seat];
    let on_island = a.at.is_island();
    let base = match class {
        CLASS_TAKE => 6.0,
        CLASS_CENTRE => {
            if at_centre {
                9.0
            } else {
                0.5
            }
        }
        c if (CLASS_GATE..CLASS_GATE + 4).contains(&c) => {
            if at_centre {
                7.0
            } else if holder && on_island {
                8.0
            } else if holder {
                0.5
            } else {
                2.0
            }
        }
        CLASS_ISLAND_HELICOPTER => {
            if holder && on_island {
                9.0
            } else if at_centre {
                5.0
            } else {
                1.0
            }
        }
        CLASS_HELICOPTER => 5.0,
        CLASS_SWIMMING => {
            if at_centre || (holder && on_island) {
                3.5
            } else {
                1.0
            }
        }
        r => {
            let (x, y) = super::board::route_ends(r);
            let home = race.setup.bases[seat].space();
            let mut v = 2.0;
            if x == home || y == home {
                v += 4.0;
            }
            if x == a.at || y == a.at {
                v += 3.0;
            }
            v
        }
    };
    if copies > 1 {
        base * 0.3
    } else {
        base
    }
}

/// The least harmful card for `seat` to discard next (while discarding two).
fn best_pick(race: &Race, seat: Seat, legal: &[RaceAction]) -> Option<RaceAction> {
    let mut counts = class_counts(&race.hands[seat]);
    if let Some(first) = race.discard_first {
        counts[first.class()] -= 1;
    }
    legal
        .iter()
        .filter_map(|act| match *act {
            RaceAction::DiscardPick { card } => {
                let k = card.class();
                Some((card_value(race, seat, k, counts[k]), act))
            }
            _ => None,
        })
        .min_by(|x, y| x.0.total_cmp(&y.0))
        .map(|(_, a)| a.clone())
}

/// The node an agent ends on after a move (`house`: the arrival card opens the gate).
fn node_after(to: Space, by: By, card: Option<Card>, house: bool) -> usize {
    match (to.kind(), by) {
        (Kind::Gate(g), By::Gate) => open_node(g),
        (Kind::Gate(g), By::Boat | By::Swim) if house && card.is_some() => open_node(g),
        _ => to.index(),
    }
}

/// The rollout policy (and the "easy" player's instinct).
pub fn rollout_action(race: &Race, seat: Seat, rng: &mut Rng) -> Option<RaceAction> {
    let legal = legal::legal_actions(race, seat);
    if legal.is_empty() {
        return None;
    }
    if rng.below(16) == 0 {
        return rng.choose(&legal).cloned();
    }
    if let Some(r) = legal.iter().find(|a| {
        matches!(
            a,
            RaceAction::Retrieve { .. } | RaceAction::Move { rob: Some(_), .. }
        )
    }) {
        return Some(r.clone());
    }
    if legal.len() == 1 {
        return Some(legal[0].clone());
    }
    if race.discarding {
        return best_pick(race, seat, &legal);
    }
    let counts = class_counts(&race.hands[seat]);
    let d = turns_to_goal(race, seat, &counts);
    let here = own_distance(race, seat, &d);
    let mut best: Vec<&RaceAction> = Vec::new();
    let mut best_d = f32::INFINITY;
    for a in &legal {
        if let RaceAction::Move {
            to,
            by,
            card,
            rob: None,
        } = a
        {
            let mut nd = d[node_after(*to, *by, *card, race.setup.arrival_opens_gate)];
            // A swim start lands next turn.
            if *by == By::Swim && matches!(to.kind(), Kind::Lake(_)) {
                nd = own_distance_after_swim(
                    *to,
                    race.agents[seat].at,
                    &d,
                    race.setup.arrival_opens_gate,
                );
            }
            // Using a card that the path needs again later is slightly worse.
            if let Some(c) = card {
                nd += 0.05 * (counts[c.class()] == 1) as u8 as f32;
            }
            if nd < best_d - 1e-3 {
                best_d = nd;
                best.clear();
                best.push(a);
            } else if (nd - best_d).abs() <= 1e-3 {
                best.push(a);
            }
        }
    }
    if best_d < here - 0.5 {
        return rng.choose(&best).map(|a| (*a).clone());
    }
    if legal.contains(&RaceAction::DiscardTwo) {
        Some(RaceAction::DiscardTwo)
    } else {
        best.first().map(|a| (*a).clone())
    }
}

fn own_distance_after_swim(lake: Space, from: Space, d: &[f32; NODES], house: bool) -> f32 {
    let Kind::Lake(g) = lake.kind() else {
        return d[lake.index()];
    };
    if from.is_island() {
        1.0 + d[Space::b(g).index()]
    } else if house {
        1.0 + d[open_node(g)]
    } else {
        1.0 + d[Space::gate(g).index()]
    }
}
