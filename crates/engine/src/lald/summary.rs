//! The two Action Summaries, reconstructed (the printed sheets were never transcribed): every
//! row with the 2d6 totals of its white (success) area, the rest being gray (failure), and what
//! each result does, in the structure of the printed You Only Live Twice summaries. A card
//! played with an action widens its white area (see [`Row::widened`]).

use serde::{Deserialize, Serialize};

use super::piece::Side;
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
    Jump,
    Force,
    ForceDodge,
    Fire,
}

impl RollAction {
    pub const ALL: [RollAction; 7] = [
        RollAction::Movement,
        RollAction::QuickTurn,
        RollAction::DoubleBack,
        RollAction::Jump,
        RollAction::Force,
        RollAction::ForceDodge,
        RollAction::Fire,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RollAction::Movement => "Movement",
            RollAction::QuickTurn => "Quick Turn",
            RollAction::DoubleBack => "Double Back",
            RollAction::Jump => "Jump",
            RollAction::Force => "Force",
            RollAction::ForceDodge => "Force Dodge",
            RollAction::Fire => "Fire Attack",
        }
    }
}

/// What a result does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Effect {
    /// The boat swings along the Quick Turn arrow and goes on.
    QuickTurn,
    /// The turn is not made; the boat goes on as before.
    NoQuickTurn,
    /// The boat turns right round and goes on the other way.
    Reverse,
    /// The boat clears the land along the Jump line and goes on.
    Jump,
    /// The boat stops where it is for the rest of this turn.
    LoseRest,
    /// The boat stops where it is and also loses its next turn.
    LoseRestAndNext,
    /// The opposing boat in the same space must roll Force Dodge at once.
    ForceDodge,
    /// The boat shakes the Force off.
    Dodged,
    /// The boat loses its next turn.
    LoseNext,
    /// Bond takes one hit (Enemy gunfire only).
    Hit,
    /// The Enemy boat crashes into the bank.
    Crash,
    /// Nothing happens.
    NoEffect,
}

impl Effect {
    /// Plain words for the log and the odds.
    pub fn text(self) -> String {
        match self {
            Effect::QuickTurn => "turns along the arrow",
            Effect::NoQuickTurn => "goes on without turning",
            Effect::Reverse => "turns right round",
            Effect::Jump => "jumps across",
            Effect::LoseRest => "stops for the rest of this turn",
            Effect::LoseRestAndNext => "stops, and loses the next turn too",
            Effect::ForceDodge => "the other boat must roll Force Dodge",
            Effect::Dodged => "shakes the Force off",
            Effect::LoseNext => "loses the next turn",
            Effect::Hit => "Bond is hit",
            Effect::Crash => "crashes into the bank",
            Effect::NoEffect => "no effect",
        }
        .to_string()
    }
}

/// One row of a Live and Let Die summary.
pub type Row = chase::summary::Row<RollAction, Effect>;

/// One side's Action Summary.
pub type Summary = chase::summary::Summary<RollAction, Effect>;

use Effect::*;
use RollAction as A;

/// The James Bond Action Summary (reconstructed). Bond's boat has no guns.
#[rustfmt::skip]
pub const BOND: Summary = Summary {
    side: Side::Bond,
    // "The dice roll is a 4 … the number on the "Movement" line under a die roll of 4 is 6."
    movement: [3, 4, 6, 6, 6, 6, 6, 6, 7, 7, 8],
    rows: &[
        row(A::QuickTurn, "", None, (2, 8), QuickTurn, NoQuickTurn),
        row(A::DoubleBack, "", None, (2, 7), Reverse, LoseRest),
        row(A::Jump, "", None, (2, 7), Jump, LoseRest),
        row(A::Force, "", None, (2, 7), ForceDodge, LoseRest),
        // Bond crashes only "due to gunfire from Enemy pieces": a failed dodge slows him.
        row(A::ForceDodge, "", None, (2, 7), Dodged, LoseNext),
    ],
};

/// The Enemy Action Summary (reconstructed).
#[rustfmt::skip]
pub const ENEMY: Summary = Summary {
    side: Side::Enemy,
    movement: [5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11],
    rows: &[
        row(A::QuickTurn, "", None, (2, 6), QuickTurn, NoQuickTurn),
        row(A::DoubleBack, "", None, (2, 6), Reverse, LoseRest),
        row(A::Jump, "", None, (2, 6), Jump, LoseRestAndNext),
        row(A::Force, "", None, (2, 7), ForceDodge, LoseRest),
        row(A::ForceDodge, "", None, (2, 6), LoseNext, Crash),
        row(A::Fire, "Same Space", band(0, 0), (2, 10), Hit, NoEffect),
        row(A::Fire, "1-Space Range", band(1, 1), (2, 9), Hit, NoEffect),
        row(A::Fire, "2 or 3-Space Range", band(2, 3), (2, 8), Hit, NoEffect),
        row(A::Fire, "4, 5 or 6-Space Range", band(4, 6), (2, 5), Hit, NoEffect),
        row(A::Fire, "7-Space Range or More", from(7), (2, 2), Hit, NoEffect),
    ],
};

/// The summary of a side.
pub fn summary(side: Side) -> &'static Summary {
    [&BOND, &ENEMY][side.seat()]
}
