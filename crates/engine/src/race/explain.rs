//! Why a move is worth making, in plain words for the Hint: how many moves it brings the agent
//! closer to where it is going (the island's centre while the case lies there, its base with
//! the case, the carrier without it), counted on the board as it stands, cards aside.

use super::action::RaceAction;
use super::board::Space;
use super::cards::CLASSES;
use super::distance::{dist_to, goal_nodes, node_of, NODES};
use super::state::Race;
use crate::core::game::{Game, Seat};

/// "1 move", "3 moves".
fn moves(n: u32) -> String {
    match n {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    }
}

impl Race {
    /// Where `seat`'s agent is going, in words, and the board nodes that count as there.
    fn goal(&self, seat: Seat) -> (String, Vec<usize>) {
        match self.case {
            None => ("the island's centre".to_string(), goal_nodes(Space::CENTRE)),
            Some(h) if h == seat => {
                let home = self.base(seat).space();
                (self.base(seat).name().to_string(), goal_nodes(home))
            }
            Some(h) => (
                format!("{}, who has the case", self.seat_name(h)),
                vec![node_of(self, h)],
            ),
        }
    }

    /// Moves from every node to the goal nodes, each step one move whatever card it needs.
    fn moves_to(&self, goals: &[usize]) -> [f32; NODES] {
        dist_to(goals, &[1; CLASSES], 0.0, &self.boats)
    }

    /// The Hint's reason for `seat`'s `action` (see [`crate::core::game::Game::explain_choice`]).
    pub fn explain(&self, seat: Seat, action: &RaceAction) -> Option<String> {
        match action {
            RaceAction::Retrieve { .. } => Some("takes the case back before you move".to_string()),
            RaceAction::DiscardTwo => Some("stays put and swaps two cards for two new ones".into()),
            RaceAction::Move { .. } => self.explain_move(seat, action),
            RaceAction::DiscardPick { .. } => None,
        }
    }

    /// A move: moves gained (or lost) toward the goal, and how many are left.
    fn explain_move(&self, seat: Seat, action: &RaceAction) -> Option<String> {
        let (goal, nodes) = self.goal(seat);
        let dist = self.moves_to(&nodes);
        let before = dist[node_of(self, seat)];
        let mut after_state = self.clone();
        after_state.apply_unchecked(seat, action).ok()?;
        if after_state.outcome.is_some() {
            return Some("brings the case home: it wins the race".to_string());
        }
        if after_state.case == Some(seat) && self.case != Some(seat) {
            return Some("takes the case: then head home with it".to_string());
        }
        let after = dist[node_of(&after_state, seat)];
        if !before.is_finite() || !after.is_finite() {
            return None;
        }
        let (before, after) = (before.round() as u32, after.round() as u32);
        let left = if after == 0 {
            "there".to_string()
        } else {
            format!("{} to go", moves(after))
        };
        Some(match before.cmp(&after) {
            std::cmp::Ordering::Greater => {
                format!("{} closer to {goal} ({left})", moves(before - after))
            }
            std::cmp::Ordering::Equal => format!("no closer to {goal} ({left})"),
            std::cmp::Ordering::Less => {
                format!("{} farther from {goal} ({left})", moves(after - before))
            }
        })
    }
}
