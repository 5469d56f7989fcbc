//! Live and Let Die's own parts of the shared [`Chase`] state: a piece's turn in progress,
//! the Force Dodge owed, and the cards.

use serde::{Deserialize, Serialize};

use super::cards::{CardId, CARDS};
use super::game::Lald;
use super::map::start;
use super::piece::{PieceId, Side};
use super::setup::LaldSetup;
use super::summary::RollAction;
use crate::chase::{self, Acting, Chase, SpaceId};
use crate::core::rng::Rng;

/// Cards in a full hand: "neither player can ever have more than 4 cards at a time".
pub const HAND_LIMIT: usize = 4;

/// What the active piece has already attempted this turn ("no piece can attempt the same
/// Action more than once in a turn").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Used {
    pub quick_turn: bool,
    pub double_back: bool,
    pub jump: bool,
    pub force: bool,
    pub fire: bool,
}

impl Used {
    /// The flag of `action` (Movement and Force Dodge have none: a scratch flag).
    fn flag(&mut self, action: RollAction) -> Option<&mut bool> {
        match action {
            RollAction::QuickTurn => Some(&mut self.quick_turn),
            RollAction::DoubleBack => Some(&mut self.double_back),
            RollAction::Jump => Some(&mut self.jump),
            RollAction::Force => Some(&mut self.force),
            RollAction::Fire => Some(&mut self.fire),
            RollAction::Movement | RollAction::ForceDodge => None,
        }
    }

    /// True once `action` has been attempted this turn.
    pub fn tried(mut self, action: RollAction) -> bool {
        self.flag(action).is_some_and(|f| *f)
    }

    /// Note that `action` is being attempted.
    pub fn attempt(&mut self, action: RollAction) {
        if let Some(f) = self.flag(action) {
            *f = true;
        }
    }
}

/// The turn of one piece in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Activation {
    pub piece: PieceId,
    /// Spaces rolled (the number square), Pursue/Flee cards included.
    pub roll: u8,
    /// Spaces still to move.
    pub remaining: u8,
    pub used: Used,
    /// True while the piece stands in a space it entered this turn that holds an opposing
    /// piece: it may end its movement here.
    pub met: bool,
}

impl Activation {
    pub fn new(piece: PieceId, roll: u8) -> Self {
        Activation {
            piece,
            roll,
            remaining: roll,
            used: Used::default(),
            met: false,
        }
    }
}

impl Acting for Activation {
    fn piece(&self) -> PieceId {
        self.piece
    }
}

/// A Force Dodge owed by `piece` to `by`'s Force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub piece: PieceId,
    pub by: PieceId,
}

impl Acting for Pending {
    fn piece(&self) -> PieceId {
        self.piece
    }
}

/// Where the game stands, a draw step after each side's turns (steps 3 and 6).
pub type Phase = chase::Phase<Activation, Pending>;

/// The cards: each side's hand, the deck and the discard pile, and the Voodoo Hexes played.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Cards {
    /// Each side's hand (Bond 0, Enemy 1): secret to the other side.
    pub hands: [Vec<CardId>; 2],
    /// The face-down deck, next card last: secret to both.
    pub deck: Vec<CardId>,
    /// The discard pile, oldest first.
    pub discard: Vec<CardId>,
    /// Cards in the discard pile that a side threw away to make room, unseen by the other.
    pub unseen: [Vec<CardId>; 2],
    /// Voodoo Hexes waiting for Bond's next movement roll.
    pub hexes: u8,
}

impl Lald {
    pub(crate) fn fresh(setup: &LaldSetup, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let mut deck: Vec<CardId> = (0..CARDS.len() as u8).map(CardId).collect();
        rng.shuffle(&mut deck);
        let mut hands: [Vec<CardId>; 2] = [Vec::new(), Vec::new()];
        for _ in 0..HAND_LIMIT {
            for hand in hands.iter_mut() {
                hand.push(deck.pop().expect("32 cards"));
            }
        }
        let cards = Cards {
            hands,
            deck,
            ..Cards::default()
        };
        Chase::begin(setup, start, |_| (), cards, rng)
    }

    pub fn hand(&self, side: Side) -> &[CardId] {
        &self.cards.hands[side.seat()]
    }

    /// True when a piece opposing `mover` is in `space`.
    pub fn opponent_in(&self, space: SpaceId, mover: PieceId) -> bool {
        self.alive(mover.side().other())
            .any(|p| p.space == Some(space))
    }
}
