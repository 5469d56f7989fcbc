//! Where a chase game stands: the same decisions in the same order in both games, each game
//! supplying what a piece's turn (`A`) and an owed dodge (`P`) hold. Live and Let Die has a
//! draw step after each side's turns; You Only Live Twice goes straight on and never enters
//! it.

use serde::{Deserialize, Serialize};

use super::piece::{PieceId, Side};

/// What names the piece it is about: a turn in progress, a dodge owed.
pub trait Acting {
    fn piece(&self) -> PieceId;
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase<A, P> {
    /// Facings are being chosen: Enemy A–D in order, then Bond.
    Setup,
    /// Bond must roll for movement.
    BondToRoll,
    /// The Enemy chooses which piece goes next by rolling its movement.
    EnemyToChoose,
    /// A piece is moving and acting.
    Moving { activation: A },
    /// The opponent must roll a dodge before the active piece goes on.
    Dodge { pending: P, activation: A },
    /// A side may draw one card (Live and Let Die).
    Draw { side: Side },
    /// The game is over.
    Over,
}

impl<A: Acting, P: Acting> Phase<A, P> {
    /// The name the views give it.
    pub fn name(&self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::BondToRoll => "bond_to_roll",
            Phase::EnemyToChoose => "enemy_to_choose",
            Phase::Moving { .. } => "moving",
            Phase::Dodge { .. } => "dodge",
            Phase::Draw { .. } => "draw",
            Phase::Over => "over",
        }
    }

    /// The turn in progress (also during a dodge it caused).
    pub fn activation(&self) -> Option<&A> {
        match self {
            Phase::Moving { activation } | Phase::Dodge { activation, .. } => Some(activation),
            _ => None,
        }
    }

    /// The dodge owed now.
    pub fn pending(&self) -> Option<&P> {
        match self {
            Phase::Dodge { pending, .. } => Some(pending),
            _ => None,
        }
    }

    /// The piece whose dice the decision rolls: the one moving, or the one dodging.
    pub fn roller(&self) -> Option<PieceId> {
        match self {
            Phase::Moving { activation } => Some(activation.piece()),
            Phase::Dodge { pending, .. } => Some(pending.piece()),
            _ => None,
        }
    }

    /// True between pieces' turns: the next decision begins a turn (or a draw), or there is
    /// none.
    pub fn between_turns(&self) -> bool {
        matches!(
            self,
            Phase::BondToRoll | Phase::EnemyToChoose | Phase::Draw { .. } | Phase::Over
        )
    }
}
