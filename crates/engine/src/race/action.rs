//! What a player may do on their turn.

use serde::{Deserialize, Serialize};

use super::board::Space;
use super::cards::Card;

/// How a move is made (also the `by` field of a move event).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum By {
    /// Along an air route, by Air Travel card (rule 3).
    Air,
    /// Along a thick black line, no card (rules 4 and 6).
    Line,
    /// Along the car circuit in a car, one or two points (rule 5).
    Car,
    /// One point on foot: the car circuit (rule 5) or the shore (rule 7).
    Foot,
    /// By Helicopter card: H ⇄ B (rule 6) or from the centre to a B (rule 12).
    Helicopter,
    /// Across the lake by boat, no card (rules 8 and 12).
    Boat,
    /// Swimming across the lake, two turns (rules 8 and 12).
    Swim,
    /// Gate to gate across the island, no card (rule 9).
    Island,
    /// To a gate by that gate's card, to leave the island through it (rule 12).
    Gate,
    /// From a gate to the centre by the "at the centre" card (rule 10).
    Centre,
}

impl By {
    /// A short lower-case id ("air", "line", …), for data attributes and styles.
    pub fn id(self) -> &'static str {
        match self {
            By::Air => "air",
            By::Line => "line",
            By::Car => "car",
            By::Foot => "foot",
            By::Helicopter => "helicopter",
            By::Boat => "boat",
            By::Swim => "swim",
            By::Island => "island",
            By::Gate => "gate",
            By::Centre => "centre",
        }
    }
}

/// One action.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RaceAction {
    /// Move to `to`, made `by` some means, showing `card` if the move needs one (for a boat
    /// or swim landing on the island: the gate card; for the first swim turn: the Swimming
    /// card). `rob`: a "take the documents" card played on landing on the carrier (rule 13).
    Move {
        to: Space,
        by: By,
        card: Option<Card>,
        rob: Option<Card>,
    },
    /// Rule 1(b): instead of moving, discard two cards unseen and draw two. The two cards
    /// are then chosen one at a time with [`RaceAction::DiscardPick`].
    DiscardTwo,
    /// Choose one of the two cards to discard (the second pick completes the turn).
    DiscardPick { card: Card },
    /// Rule 13: at the start of the turn after being robbed, take the case back with a
    /// "take the documents" card; a move (or a discard) still follows.
    Retrieve { card: Card },
}
