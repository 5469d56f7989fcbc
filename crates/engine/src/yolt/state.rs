//! You Only Live Twice's own parts of the shared [`Chase`] state: a piece's turn in
//! progress, the dodge owed, and the look-ups its stacking rule needs.

use serde::{Deserialize, Serialize};

use super::game::Yolt;
use super::map::{map, start};
use super::piece::{PieceId, Side};
use super::setup::YoltSetup;
use super::sheet::StatusSheet;
use super::summary::RollAction;
use crate::chase::{self, stacking, Acting, Chase, Facing, SpaceId};
use crate::core::rng::Rng;

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

impl Acting for Activation {
    fn piece(&self) -> PieceId {
        self.piece
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

impl DodgeKind {
    /// The roll it calls for.
    pub fn roll(self) -> RollAction {
        match self {
            DodgeKind::Force => RollAction::ForceDodge,
            DodgeKind::Rockets => RollAction::DodgeRockets,
            DodgeKind::Missiles => RollAction::DodgeMissiles,
        }
    }
}

/// A dodge roll owed by `piece` (the target) to `by`'s action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub kind: DodgeKind,
    pub piece: PieceId,
    pub by: PieceId,
}

impl Acting for Pending {
    fn piece(&self) -> PieceId {
        self.piece
    }
}

/// Where the game stands (You Only Live Twice has no draw step).
pub type Phase = chase::Phase<Activation, Pending>;

impl Yolt {
    pub(crate) fn fresh(setup: &YoltSetup, seed: u64) -> Self {
        let sheet = setup.sheet;
        let ammo = |id: PieceId| match id.side() {
            Side::Bond => sheet.bond_ammo,
            Side::Enemy => [sheet.enemy_machine_gun, 0, 0, 0, 0],
        };
        Chase::begin(setup, start, ammo, (), Rng::new(seed))
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
}
