//! Exact odds for every dice action, including the dodge the target must then roll.

use super::action::YoltAction;
use super::game::Yolt;
use super::piece::PieceId;
use super::state::Phase;
use super::summary::{summary, Effect, RollAction, Row};
use crate::chase::odds::{chained, movement, single};

use crate::core::odds::Odds;

impl Yolt {
    pub(crate) fn odds(&self, action: &YoltAction) -> Option<Odds> {
        // A roll on `row` at `target`: the dodge its white result calls for is part of it.
        let at = |row: &Row, target: PieceId| match row.on_white.dodge() {
            Some(dodge) => chained(
                row,
                self.row(target, dodge.roll(), None),
                Effect::text,
                ["", ""],
            ),
            None => single(row, Effect::text),
        };
        let roller = || self.phase.roller();
        match action {
            YoltAction::RollMovement { piece } => Some(movement(summary(piece.side()), "fly")),
            YoltAction::QuickTurn { .. } => Some(single(
                self.row(roller()?, RollAction::QuickTurn, None),
                Effect::text,
            )),
            YoltAction::DoubleBack => Some(single(
                self.row(roller()?, RollAction::DoubleBack, None),
                Effect::text,
            )),
            YoltAction::Fire { weapon, target } => {
                let shot = self.shot(roller()?, *weapon, *target)?;
                Some(at(
                    self.row(roller()?, shot.action, Some(shot.range)),
                    *target,
                ))
            }
            YoltAction::Force { target } => {
                Some(at(self.row(roller()?, RollAction::Force, None), *target))
            }
            YoltAction::Dodge => {
                let Phase::Dodge { pending, .. } = &self.phase else {
                    return None;
                };
                Some(single(
                    self.row(pending.piece, pending.kind.roll(), None),
                    Effect::text,
                ))
            }
            _ => None,
        }
    }
}
