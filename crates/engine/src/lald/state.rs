//! The game state: plain data, deterministic from (setup, seed, actions).

use serde::{Deserialize, Serialize};

use super::cards::{CardId, CARDS};
use super::map::start;
use super::piece::{Piece, PieceId, Side};
use crate::chase::{Facing, SpaceId};
use crate::core::game::Outcome;
use crate::core::rng::Rng;

/// Cards in a full hand: "neither player can ever have more than 4 cards at a time".
pub const HAND_LIMIT: usize = 4;

/// Options chosen before the game (none yet: the reconstructed tables are fixed).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LaldSetup {}

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

/// A Force Dodge owed by `piece` to `by`'s Force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub piece: PieceId,
    pub by: PieceId,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Facings are being chosen: Enemy A–D in order, then Bond.
    Setup,
    /// Bond must roll for movement (step 1).
    BondToRoll,
    /// The Enemy chooses which boat goes next by rolling its movement (step 4).
    EnemyToChoose,
    /// A piece is moving, playing cards and acting (steps 2 and 5).
    Moving {
        activation: Activation,
    },
    /// The opponent must roll Force Dodge before the active piece goes on.
    Dodge {
        pending: Pending,
        activation: Activation,
    },
    /// A side may draw one card (steps 3 and 6).
    Draw {
        side: Side,
    },
    Over,
}

/// Live and Let Die: Bond's boat against four Enemy boats.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lald {
    pub setup: LaldSetup,
    /// Bond, then Enemy A–D ([`PieceId::index`]).
    pub pieces: [Piece; 5],
    pub phase: Phase,
    /// Bond turns begun so far.
    pub round: u32,
    /// Changes whenever a new piece's turn or a draw step begins (undo never crosses it).
    pub turn: u32,
    /// Enemy boats that have had (or lost) their turn in this Enemy phase.
    pub enemy_done: [bool; 4],
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
    pub outcome: Option<Outcome>,
    pub(crate) rng: Rng,
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
        let piece = |id: PieceId| Piece {
            id,
            space: Some(start(id.start_label())),
            facing: None,
            hits: 0,
            lost_turns: 0,
        };
        Lald {
            setup: setup.clone(),
            pieces: PieceId::ALL.map(piece),
            phase: Phase::Setup,
            round: 0,
            turn: 0,
            enemy_done: [false; 4],
            hands,
            deck,
            discard: Vec::new(),
            unseen: [Vec::new(), Vec::new()],
            hexes: 0,
            outcome: None,
            rng,
        }
    }

    pub fn piece(&self, id: PieceId) -> &Piece {
        &self.pieces[id.index()]
    }

    pub(crate) fn piece_mut(&mut self, id: PieceId) -> &mut Piece {
        &mut self.pieces[id.index()]
    }

    pub fn hand(&self, side: Side) -> &[CardId] {
        &self.hands[side.seat()]
    }

    /// The piece whose turn is in progress (also during a dodge it caused).
    pub fn activation(&self) -> Option<&Activation> {
        match &self.phase {
            Phase::Moving { activation } | Phase::Dodge { activation, .. } => Some(activation),
            _ => None,
        }
    }

    /// The next piece to be faced at setup.
    pub fn next_to_face(&self) -> Option<PieceId> {
        PieceId::ENEMIES
            .into_iter()
            .chain([PieceId::Bond])
            .find(|&p| self.piece(p).facing.is_none())
    }

    /// Living pieces of a side.
    pub fn alive(&self, side: Side) -> impl Iterator<Item = &Piece> {
        self.pieces
            .iter()
            .filter(move |p| p.id.side() == side && p.alive())
    }

    /// True when a piece opposing `mover` is in `space`.
    pub fn opponent_in(&self, space: SpaceId, mover: PieceId) -> bool {
        self.alive(mover.side().other())
            .any(|p| p.space == Some(space))
    }

    /// Where a piece is and how it faces.
    pub fn at(&self, id: PieceId) -> Option<(SpaceId, Facing)> {
        let p = self.piece(id);
        p.space.zip(p.facing)
    }
}
