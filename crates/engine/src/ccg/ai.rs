//! A simple rollout policy and leaf evaluation (the computer player's search is separate).

use super::action::CcgAction;
use super::state::Table;
use crate::core::game::Seat;
use crate::core::rng::Rng;

impl Table {
    /// Prefer an assignment that meets the visible requirements; otherwise any legal action,
    /// passing in windows more often than not.
    pub fn rollout(&self, seat: Seat, rng: &mut Rng) -> Option<CcgAction> {
        let legal = self.legal(seat);
        if legal.is_empty() {
            return None;
        }
        if self.window.is_some() && rng.below(3) > 0 {
            return Some(CcgAction::Pass);
        }
        let good: Vec<&CcgAction> = legal
            .iter()
            .filter(|a| match a {
                CcgAction::Assign {
                    agent,
                    companion,
                    plot,
                } => {
                    let Some((owner, m)) = self.main_plot_of(*plot) else {
                        return false;
                    };
                    let mut members = vec![*agent];
                    members.extend(*companion);
                    Table::meets(&self.group_totals(&members), &self.requirements(owner, m))
                }
                CcgAction::Recruit { .. } | CcgAction::GiveQ { .. } => true,
                _ => false,
            })
            .collect();
        if let Some(a) = rng.choose(&good) {
            return Some((*a).clone());
        }
        rng.choose(&legal).cloned()
    }

    /// Each seat's share of the race to the goal.
    pub fn evaluate_scores(&self, goal: i32) -> Vec<f64> {
        self.seats
            .iter()
            .map(|s| (s.score.max(0) as f64 / goal.max(1) as f64).min(1.0) * 0.9 + 0.05)
            .collect()
    }
}
