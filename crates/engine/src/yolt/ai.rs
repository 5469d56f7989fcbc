//! The computer player's heuristic: a position value for the search and a purposeful
//! rollout policy.

use super::action::YoltAction;
use super::state::Yolt;
use crate::core::game::Seat;
use crate::core::rng::Rng;

impl Yolt {
    pub(crate) fn heuristic(&self) -> Option<Vec<f64>> {
        None
    }

    pub(crate) fn rollout(&self, _seat: Seat, _rng: &mut Rng) -> Option<YoltAction> {
        None
    }
}
