//! The two Action Summaries as data: every row with its dice ranges as printed, and what the
//! white and gray results do (in our own words). The engine looks results up here; nothing
//! about the odds is hard-coded elsewhere.

use serde::{Deserialize, Serialize};

use super::piece::Side;
use super::state::DodgeKind;
use crate::chase;
pub use crate::chase::summary::RangeBand;
use crate::chase::summary::{band, from, row};

/// What a roll is for (the names used in the event log).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollAction {
    Movement,
    QuickTurn,
    DoubleBack,
    Force,
    ForceDodge,
    MgSameLevel,
    MgBeneath,
    Rockets,
    Missiles,
    Flamethrower,
    AirMines,
    DodgeRockets,
    DodgeMissiles,
}

impl RollAction {
    pub fn name(self) -> &'static str {
        match self {
            RollAction::Movement => "Movement",
            RollAction::QuickTurn => "Quick Turn",
            RollAction::DoubleBack => "Double Back",
            RollAction::Force => "Force",
            RollAction::ForceDodge => "Force Dodge",
            RollAction::MgSameLevel => "Machine gun on the same level",
            RollAction::MgBeneath => "Machine gun from beneath",
            RollAction::Rockets => "Rockets",
            RollAction::Missiles => "Missiles",
            RollAction::Flamethrower => "Flamethrower",
            RollAction::AirMines => "Air Mines",
            RollAction::DodgeRockets => "Dodge Rockets",
            RollAction::DodgeMissiles => "Dodge Missiles",
        }
    }
}

/// What a result does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Effect {
    /// The piece turns along the Quick Turn line and flies on.
    QuickTurn,
    /// The Quick Turn is not made; the piece flies on as before.
    NoQuickTurn,
    /// The piece turns right round in its space and flies on the other way.
    Reverse,
    /// The piece keeps its facing and loses the rest of this turn and all of the next.
    LoseRestAndNext,
    /// The target must at once roll a Force Dodge (the summary's "Force Save").
    ForceSave,
    /// The piece loses its next turn.
    LoseNext,
    /// The piece loses its next two turns.
    LoseNextTwo,
    /// The piece (the target, for weapons) crashes.
    Crash,
    /// The target takes this many hits.
    Hits { hits: u8 },
    /// The target must at once roll Dodge Rockets.
    DodgeRockets,
    /// The target must at once roll Dodge Missiles.
    DodgeMissiles,
    /// Nothing happens.
    NoEffect,
}

impl Effect {
    /// The dodge the target must roll at once, when the result calls for one.
    pub fn dodge(self) -> Option<DodgeKind> {
        match self {
            Effect::ForceSave => Some(DodgeKind::Force),
            Effect::DodgeRockets => Some(DodgeKind::Rockets),
            Effect::DodgeMissiles => Some(DodgeKind::Missiles),
            _ => None,
        }
    }

    /// Plain-language result, for the log and odds labels.
    pub fn text(self) -> String {
        match self {
            Effect::QuickTurn => "turns along the Quick Turn line".into(),
            Effect::NoQuickTurn => "no Quick Turn; flies on".into(),
            Effect::Reverse => "turns right round".into(),
            Effect::LoseRestAndNext => "loses the rest of this turn and all of the next".into(),
            Effect::ForceSave => "target must roll to dodge the Force".into(),
            Effect::LoseNext => "loses the next turn".into(),
            Effect::LoseNextTwo => "loses the next two turns".into(),
            Effect::Crash => "crash".into(),
            Effect::Hits { hits: 1 } => "hit once".into(),
            Effect::Hits { hits } => format!("hit {hits} times"),
            Effect::DodgeRockets => "target must roll to dodge the rockets".into(),
            Effect::DodgeMissiles => "target must roll to dodge the missiles".into(),
            Effect::NoEffect => "no effect".into(),
        }
    }
}

/// One row of a You Only Live Twice summary.
pub type Row = chase::summary::Row<RollAction, Effect>;

/// One side's Action Summary.
pub type Summary = chase::summary::Summary<RollAction, Effect>;

use Effect::*;
use RollAction as A;

const HIT1: Effect = Hits { hits: 1 };
const HIT3: Effect = Hits { hits: 3 };

/// The James Bond Action Summary.
#[rustfmt::skip]
pub const BOND: Summary = Summary {
    side: Side::Bond,
    movement: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    rows: &[
        row(A::QuickTurn, "", None, (2, 11), QuickTurn, NoQuickTurn),
        row(A::DoubleBack, "", None, (2, 11), Reverse, LoseRestAndNext),
        row(A::Force, "", None, (2, 7), ForceSave, LoseRestAndNext),
        row(A::ForceDodge, "", None, (2, 8), LoseNext, Crash),
        row(A::MgSameLevel, "Same Space", band(0, 0), (2, 11), HIT1, NoEffect),
        row(A::MgSameLevel, "1-Space Range", band(1, 1), (2, 10), HIT1, NoEffect),
        row(A::MgSameLevel, "2 or 3-Space Range", band(2, 3), (2, 8), HIT1, NoEffect),
        row(A::MgSameLevel, "4, 5 or 6-Space Range", band(4, 6), (2, 5), HIT1, NoEffect),
        row(A::MgSameLevel, "7-Space Range or Longer", from(7), (2, 2), HIT1, NoEffect),
        row(A::MgBeneath, "1-Space Range", band(1, 1), (2, 11), HIT1, NoEffect),
        row(A::MgBeneath, "2 or 3-Space Range", band(2, 3), (2, 10), HIT1, NoEffect),
        row(A::MgBeneath, "4, 5 or 6-Space Range", band(4, 6), (2, 7), HIT1, NoEffect),
        row(A::MgBeneath, "7-Space Range or Longer", from(7), (2, 4), HIT1, NoEffect),
        row(A::Rockets, "1 to 5-Space Range", band(1, 5), (2, 11), DodgeRockets, NoEffect),
        row(A::Rockets, "6 to 10-Space Range", band(6, 10), (2, 7), DodgeRockets, NoEffect),
        row(A::Missiles, "Any Range", from(1), (2, 11), DodgeMissiles, NoEffect),
        row(A::Flamethrower, "1-Space Range", band(1, 1), (2, 11), HIT3, NoEffect),
        row(A::AirMines, "1-Space Drop", band(1, 1), (2, 8), Crash, NoEffect),
    ],
};

/// The Enemy Action Summary.
#[rustfmt::skip]
pub const ENEMY: Summary = Summary {
    side: Side::Enemy,
    movement: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    rows: &[
        row(A::QuickTurn, "", None, (2, 5), QuickTurn, NoQuickTurn),
        row(A::DoubleBack, "", None, (2, 6), Reverse, LoseRestAndNext),
        row(A::Force, "", None, (2, 3), ForceSave, LoseRestAndNext),
        row(A::ForceDodge, "", None, (2, 4), LoseNextTwo, Crash),
        row(A::DodgeRockets, "", None, (2, 4), HIT1, HIT3),
        row(A::DodgeMissiles, "", None, (2, 2), NoEffect, Crash),
        row(A::MgSameLevel, "Same Space", band(0, 0), (2, 8), HIT1, NoEffect),
        row(A::MgSameLevel, "1-Space Range", band(1, 1), (2, 7), HIT1, NoEffect),
        row(A::MgSameLevel, "2 or 3-Space Range", band(2, 3), (2, 5), HIT1, NoEffect),
        row(A::MgSameLevel, "4-Space Range or Longer", from(4), (2, 2), HIT1, NoEffect),
        row(A::MgBeneath, "1-Space Range", band(1, 1), (2, 9), HIT1, NoEffect),
        row(A::MgBeneath, "2 or 3-Space Range", band(2, 3), (2, 7), HIT1, NoEffect),
        row(A::MgBeneath, "4, 5 or 6-Space Range", band(4, 6), (2, 4), HIT1, NoEffect),
        row(A::MgBeneath, "7-Space Range or Longer", from(7), (2, 2), HIT1, NoEffect),
    ],
};

/// The summary of a side.
pub fn summary(side: Side) -> &'static Summary {
    [&BOND, &ENEMY][side.seat()]
}
