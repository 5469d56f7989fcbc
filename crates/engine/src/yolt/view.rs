//! The public view: You Only Live Twice hides nothing, so every seat sees the whole board.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::game::Yolt;
use super::piece::{PieceId, Side, Weapon};
use super::state::{Activation, Pending, Phase, Used};
use crate::chase::{Facing, SpaceId};
use crate::core::game::{Outcome, Seat};
use crate::yolt::space::Level;

use super::map::map;

/// One weapon's ammo boxes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AmmoView {
    pub weapon: Weapon,
    /// Boxes printed on the sheet.
    pub boxes: u8,
    /// Boxes not yet checked off.
    pub left: u8,
}

/// One piece as the board and status sheet show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceView {
    pub id: PieceId,
    pub name: Cow<'static, str>,
    pub side: Side,
    /// `None` once crashed.
    pub space: Option<SpaceId>,
    /// Level of its space (glyph shading).
    pub level: Option<Level>,
    /// Heading as a directed pair of spaces (draw the nose pointing from `from` to `to`).
    pub facing: Option<Facing>,
    pub crashed: bool,
    pub hit_boxes: u8,
    pub hits: u8,
    /// Bond: five weapons; Enemy: the machine gun only.
    pub ammo: Vec<AmmoView>,
    /// Whole turns still to lose.
    pub lost_turns: u8,
    /// Enemy only: already moved (or sat out) in the current Enemy phase.
    pub done_this_phase: bool,
}

/// The current turn, for the board's controls.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnView {
    pub piece: PieceId,
    /// The number shown in the volcano crater.
    pub roll: u8,
    pub remaining: u8,
    /// True once a Force has been tried: the rest of the count is optional.
    pub forced: bool,
    pub used: Used,
}

impl From<&Activation> for TurnView {
    fn from(a: &Activation) -> Self {
        TurnView {
            piece: a.piece,
            roll: a.roll,
            remaining: a.remaining,
            forced: a.forced(),
            used: a.used,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct YoltView {
    /// `setup`, `bond_to_roll`, `enemy_to_choose`, `moving`, `dodge` or `over`.
    pub phase: Cow<'static, str>,
    /// Setup: the piece whose facing is being chosen.
    pub facing_next: Option<PieceId>,
    /// The piece flying now (also while the opponent dodges).
    pub turn: Option<TurnView>,
    /// A dodge owed by the opponent.
    pub pending: Option<Pending>,
    /// The movement number in the crater (the active piece's roll).
    pub crater: Option<u8>,
    pub pieces: Vec<PieceView>,
    /// Bond turns begun.
    pub round: u32,
    pub to_act: Option<Seat>,
    pub outcome: Option<Outcome>,
}

impl Yolt {
    pub(crate) fn build_view(&self) -> YoltView {
        let m = map();
        let activation = self.activation();
        let pending = match &self.phase {
            Phase::Dodge { pending, .. } => Some(*pending),
            _ => None,
        };
        let sheet = self.sheet();
        let pieces = self
            .pieces
            .iter()
            .map(|p| {
                let ammo = match p.id.side() {
                    Side::Bond => Weapon::ALL
                        .iter()
                        .map(|&w| AmmoView {
                            weapon: w,
                            boxes: sheet.bond_ammo(w),
                            left: p.ammo(w),
                        })
                        .collect(),
                    Side::Enemy => vec![AmmoView {
                        weapon: Weapon::MachineGun,
                        boxes: sheet.enemy_machine_gun,
                        left: p.ammo(Weapon::MachineGun),
                    }],
                };
                PieceView {
                    id: p.id,
                    name: p.id.name().into(),
                    side: p.id.side(),
                    space: p.space,
                    level: p.space.map(|s| m.level(s)),
                    facing: p.facing,
                    crashed: !p.alive(),
                    hit_boxes: self.hit_boxes(p.id),
                    hits: p.hits,
                    ammo,
                    lost_turns: p.lost_turns,
                    done_this_phase: self.turns.done_this_phase(p.id),
                }
            })
            .collect();
        YoltView {
            phase: self.phase.name().into(),
            facing_next: match self.phase {
                Phase::Setup => self.next_to_face(),
                _ => None,
            },
            turn: activation.map(TurnView::from),
            pending,
            crater: activation.map(|a| a.roll),
            pieces,
            round: self.turns.round,
            to_act: self.seat_to_act(),
            outcome: self.outcome.clone(),
        }
    }
}
