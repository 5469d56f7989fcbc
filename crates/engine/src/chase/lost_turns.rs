//! Losing turns: "a piece that loses a turn cannot move or perform any Action; it must stay
//! where it is until it has lost a full turn." The two games differ on a second result naming
//! turns while the piece still has turns to lose: the rule is a setting of each game.

use serde::{Deserialize, Serialize};

/// How a new lost-turn result combines with the turns a piece has still to lose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LostTurns {
    /// The larger of the two counts: turns already to be lost are not lost twice (You Only
    /// Live Twice, see its rulings).
    Longest,
    /// The counts add up (Live and Let Die: a Roadblock on a boat already losing a turn costs
    /// it one more).
    AddUp,
}

impl LostTurns {
    /// `lost` after a result costing `turns` more.
    pub fn add(self, lost: u8, turns: u8) -> u8 {
        match self {
            LostTurns::Longest => lost.max(turns),
            LostTurns::AddUp => lost + turns,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_keeps_the_larger_and_add_up_sums() {
        assert_eq!(LostTurns::Longest.add(1, 1), 1);
        assert_eq!(LostTurns::Longest.add(1, 2), 2);
        assert_eq!(LostTurns::Longest.add(2, 0), 2);
        assert_eq!(LostTurns::AddUp.add(1, 1), 2);
        assert_eq!(LostTurns::AddUp.add(2, 0), 2);
    }
}
