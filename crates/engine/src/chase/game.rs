//! The parts of `impl Game` both chase games share: two seats (Bond and the Enemy), a game
//! for exactly two players, and where the computer's search stops looking ahead.

use super::phase::Phase;
use super::piece::Side;
use super::state::{Chase, Rules};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::Seat;

/// The seats, in seat order.
pub const SEATS: [&str; 2] = ["Bond", "Enemy"];

pub fn seat_name(seat: Seat) -> String {
    SEATS[Side::of_seat(seat).seat()].to_string()
}

/// The default setup for two players; `game` (its name) is for no other number.
pub fn two_players<S: Default>(game: &str, players: usize) -> Result<S, SetupError> {
    if players == 2 {
        Ok(S::default())
    } else {
        Err(SetupError(format!(
            "{game} is for 2 players, not {players}"
        )))
    }
}

/// True once the piece moving at `root` (or, between turns, the next piece to move) has
/// finished its turn: from there the game's heuristic judges better than sampled dice.
pub fn past_horizon<R: Rules>(g: &Chase<R>, root: &Chase<R>) -> bool {
    if !g.phase.between_turns() {
        return false;
    }
    let (now, then) = (g.turns.turn, root.turns.turn);
    match root.phase {
        Phase::Moving { .. } | Phase::Dodge { .. } => now >= then,
        _ => now > then,
    }
}

/// An action not possible now.
pub fn illegal(reason: &str) -> ActionError {
    ActionError::Illegal {
        reason: reason.to_string(),
    }
}
