//! The game state: plain data, deterministic from (setup, seed, actions).

use serde::{Deserialize, Serialize};

use super::piece::{Piece, PieceId, Side};
use super::sheet::StatusSheet;
use crate::chase::{stacking, Facing, SpaceId};
use crate::core::game::Outcome;
use crate::core::rng::Rng;

use super::map::{map, start};

/// Options chosen before the game: the status sheet (our reconstructed one by default; the
/// balance tool tries others).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct YoltSetup {
    #[serde(default)]
    pub sheet: StatusSheet,
}

/// What a piece has already tried this turn (the Action Summary's restrictions).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Used {
    /// A Fire Combat action (any weapon).
    pub fired: bool,
    /// A Force: no other action before or after.
    pub force: bool,
    /// Missile Fire: no other action before or after.
    pub missiles: bool,
    pub quick_turn: bool,
    pub double_back: bool,
    /// Any action at all (movement steps excepted).
    pub any: bool,
}

impl Used {
    /// True after a Force or Missile Fire, which forbid every other action.
    pub fn exclusive(&self) -> bool {
        self.force || self.missiles
    }

    /// True while a Force may be tried: before any other action, or after Forces only (the
    /// rules forbid other types of action around a Force, not a second Force).
    pub fn may_force(&self) -> bool {
        !self.any || self.force
    }
}

/// The turn of one piece in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Activation {
    pub piece: PieceId,
    /// Spaces rolled (the number in the crater).
    pub roll: u8,
    /// Spaces still to fly.
    pub remaining: u8,
    pub used: Used,
    /// The spaces the piece has been in this turn with its heading there, its starting space
    /// first: where it falls back to if a result would leave it in a full space.
    #[serde(default)]
    pub path: Vec<(SpaceId, Facing)>,
}

impl Activation {
    /// The turn of `piece`, starting in `here` facing `facing`, with `roll` spaces to fly.
    pub fn new(piece: PieceId, roll: u8, here: Option<(SpaceId, Facing)>) -> Self {
        Activation {
            piece,
            roll,
            remaining: roll,
            used: Used::default(),
            path: here.into_iter().collect(),
        }
    }

    /// True once the piece has tried a Force: the full count no longer binds it, and it may end
    /// its move in any space where it may stop.
    pub fn forced(&self) -> bool {
        self.used.force
    }
}

/// Which dodge the opponent's action calls for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DodgeKind {
    Force,
    Rockets,
    Missiles,
}

/// A dodge roll owed by `piece` (the target) to `by`'s action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub kind: DodgeKind,
    pub piece: PieceId,
    pub by: PieceId,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Facings are being chosen: Enemy A–D in order, then Bond.
    Setup,
    /// Bond must roll for movement.
    BondToRoll,
    /// The Enemy chooses which helicopter goes next (by rolling its movement).
    EnemyToChoose,
    /// A piece is flying and acting.
    Moving { activation: Activation },
    /// The opponent must roll a dodge before the active piece goes on.
    Dodge {
        pending: Pending,
        activation: Activation,
    },
    /// The game is over.
    Over,
}

/// You Only Live Twice: Little Nellie against four Enemy helicopters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Yolt {
    pub setup: YoltSetup,
    /// Bond, then Enemy A–D ([`PieceId::index`]).
    pub pieces: [Piece; 5],
    pub phase: Phase,
    /// Bond turns begun so far.
    pub round: u32,
    /// Changes whenever a new piece's turn begins (undo never crosses it).
    pub turn: u32,
    /// Enemy helicopters that have had (or lost) their turn in this Enemy phase.
    pub enemy_done: [bool; 4],
    pub outcome: Option<Outcome>,
    pub(crate) rng: Rng,
}

impl Yolt {
    pub(crate) fn fresh(setup: &YoltSetup, seed: u64) -> Self {
        let sheet = setup.sheet;
        let piece = |id: PieceId| Piece {
            id,
            space: Some(start(id.start_label())),
            facing: None,
            hits: 0,
            ammo: match id.side() {
                Side::Bond => sheet.bond_ammo,
                Side::Enemy => [sheet.enemy_machine_gun, 0, 0, 0, 0],
            },
            lost_turns: 0,
        };
        Yolt {
            setup: setup.clone(),
            pieces: PieceId::ALL.map(piece),
            phase: Phase::Setup,
            round: 0,
            turn: 0,
            enemy_done: [false; 4],
            outcome: None,
            rng: Rng::new(seed),
        }
    }

    pub fn piece(&self, id: PieceId) -> &Piece {
        &self.pieces[id.index()]
    }

    pub(crate) fn piece_mut(&mut self, id: PieceId) -> &mut Piece {
        &mut self.pieces[id.index()]
    }

    pub fn sheet(&self) -> &StatusSheet {
        &self.setup.sheet
    }

    /// Hit boxes a piece has in all.
    pub fn hit_boxes(&self, id: PieceId) -> u8 {
        match id.side() {
            Side::Bond => self.setup.sheet.bond_hits,
            Side::Enemy => self.setup.sheet.enemy_hits,
        }
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

    /// Pieces other than `except` in `space`.
    pub fn occupants(&self, space: SpaceId, except: PieceId) -> usize {
        self.pieces
            .iter()
            .filter(|p| p.id != except && p.space == Some(space))
            .count()
    }

    /// True when `mover` may not end its move in `space` (already full without it).
    pub fn full_for(&self, space: SpaceId, mover: PieceId) -> bool {
        stacking::is_full(map().capacity(space).pieces(), self.occupants(space, mover))
    }

    /// Living pieces of a side.
    pub fn alive(&self, side: Side) -> impl Iterator<Item = &Piece> {
        self.pieces
            .iter()
            .filter(move |p| p.id.side() == side && p.alive())
    }
}
