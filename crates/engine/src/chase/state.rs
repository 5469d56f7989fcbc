//! The state of a chase game, one type for both games over their [`Rules`]: the setup, the
//! five pieces (Bond, then Enemy A–D, by [`PieceId::index`]), the phase, where the turn
//! sequence stands, the game's cards (if it has any) and the dice. Plain data, deterministic
//! from (setup, seed, actions).

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::event::ChaseEvent;
use super::facing::Facing;
use super::map::SpaceId;
use super::phase::{Acting, Phase};
use super::piece::{Piece, PieceId, Side};
use super::turns::Turns;
use crate::core::game::{Outcome, Seat};
use crate::core::rng::Rng;

/// Plain data a state holds.
pub trait Data: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static {}
impl<T: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static> Data for T {}

/// What makes a chase game of [`Chase`]: its own types and settings.
pub trait Rules: Clone + Debug + PartialEq + 'static {
    type Setup: Data;
    /// What the game keeps on a piece besides the shared fields.
    type Kit: Data;
    /// A piece's turn in progress.
    type Activation: Data + Acting;
    /// A dodge owed to the active piece's action.
    type Pending: Data + Acting;
    /// The game's cards (`()` for a game without).
    type Cards: Data;
    /// The game's events; the shared machinery's own go in through `From`.
    type Event: From<ChaseEvent>;
    /// What follows once `side` has had its turns: the other side's
    /// ([`super::turns::start`]), or a step of the game's own between the two.
    fn side_done(g: &mut Chase<Self>, side: Side, ev: &mut Vec<Self::Event>);

    /// Called first as a piece's turn ends.
    fn turn_ending(_g: &mut Chase<Self>, _piece: PieceId, _ev: &mut Vec<Self::Event>) {}

    /// How the game has ended, if it has, in words for the log.
    fn result(g: &Chase<Self>) -> Option<(Outcome, &'static str)>;

    /// True when the moving piece has anything to do besides ending its move.
    fn has_options(g: &Chase<Self>, act: &Self::Activation) -> bool;
}

/// A chase game's state (`Yolt`, `Lald`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Chase<R: Rules> {
    pub setup: R::Setup,
    /// Bond, then Enemy A–D ([`PieceId::index`]).
    pub pieces: [Piece<R::Kit>; 5],
    pub phase: Phase<R::Activation, R::Pending>,
    pub turns: Turns,
    pub cards: R::Cards,
    pub outcome: Option<Outcome>,
    pub(crate) rng: Rng,
}

impl<R: Rules> Chase<R> {
    /// A game about to be set up: every piece on the start space with its label, with `kit`.
    pub(crate) fn begin(
        setup: &R::Setup,
        start: impl Fn(&str) -> SpaceId,
        kit: impl Fn(PieceId) -> R::Kit,
        cards: R::Cards,
        rng: Rng,
    ) -> Self {
        Chase {
            setup: setup.clone(),
            pieces: PieceId::ALL.map(|id| Piece::new(id, start(id.start_label()), kit(id))),
            phase: Phase::Setup,
            turns: Turns::default(),
            cards,
            outcome: None,
            rng,
        }
    }

    pub fn piece(&self, id: PieceId) -> &Piece<R::Kit> {
        &self.pieces[id.index()]
    }

    pub fn piece_mut(&mut self, id: PieceId) -> &mut Piece<R::Kit> {
        &mut self.pieces[id.index()]
    }

    /// Living pieces of a side.
    pub fn alive(&self, side: Side) -> impl Iterator<Item = &Piece<R::Kit>> {
        self.pieces
            .iter()
            .filter(move |p| p.id.side() == side && p.alive())
    }

    /// Where a piece is and how it faces.
    pub fn at(&self, id: PieceId) -> Option<(SpaceId, Facing)> {
        self.piece(id).at()
    }

    /// The turn in progress (also during a dodge it caused).
    pub fn activation(&self) -> Option<&R::Activation> {
        self.phase.activation()
    }

    /// The next piece to be faced at setup: Enemy A–D in order, then Bond.
    pub fn next_to_face(&self) -> Option<PieceId> {
        PieceId::ENEMIES
            .into_iter()
            .chain([PieceId::Bond])
            .find(|&p| self.piece(p).facing.is_none())
    }

    /// The seat whose decision it is.
    pub fn seat_to_act(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        match &self.phase {
            Phase::Setup => self.next_to_face().map(|p| p.side().seat()),
            Phase::BondToRoll => Some(Side::Bond.seat()),
            Phase::EnemyToChoose => Some(Side::Enemy.seat()),
            Phase::Moving { activation } => Some(activation.piece().side().seat()),
            Phase::Dodge { pending, .. } => Some(pending.piece().side().seat()),
            Phase::Draw { side } => Some(side.seat()),
            Phase::Over => None,
        }
    }
}
