//! Exact odds for every dice action, with the card played (if any) widening the white area.

use super::action::LaldAction;
use super::cards::CardId;
use super::game::Lald;
use super::piece::PieceId;
use super::summary::{summary, Effect, RollAction};
use crate::chase::odds::{chained, movement, single};

use crate::core::odds::Odds;

impl Lald {
    pub(crate) fn odds(&self, action: &LaldAction) -> Option<Odds> {
        // A roll by the piece whose roll it is, with `card` played.
        let roll = |action: RollAction, range: Option<u8>, card: &Option<CardId>| {
            let piece = self.phase.roller()?;
            let row = self.row(piece, action, range).widened(Self::shift(*card));
            Some(single(&row, Effect::text))
        };
        match action {
            LaldAction::RollMovement { piece } => Some(movement(summary(piece.side()), "move")),
            LaldAction::QuickTurn { card, .. } => roll(RollAction::QuickTurn, None, card),
            LaldAction::Jump { card, .. } => roll(RollAction::Jump, None, card),
            LaldAction::DoubleBack { card } => roll(RollAction::DoubleBack, None, card),
            LaldAction::Fire { card } => {
                let range = self.range_to_bond(self.phase.roller()?)?;
                roll(RollAction::Fire, Some(range), card)
            }
            LaldAction::Force { target, card } => {
                let piece = self.phase.roller()?;
                let row = self.row(piece, RollAction::Force, None);
                Some(chained(
                    &row.widened(Self::shift(*card)),
                    self.row(*target, RollAction::ForceDodge, None),
                    Effect::text,
                    ["the other boat ", "the other boat: "],
                ))
            }
            LaldAction::ForceDodge => roll(RollAction::ForceDodge, None, &None),
            _ => None,
        }
    }

    /// Chance in `[0, 1]` that `action` succeeds (its white area), for the AI.
    pub fn success(
        &self,
        piece: PieceId,
        action: RollAction,
        range: Option<u8>,
        card: Option<CardId>,
    ) -> f64 {
        let row = self.row(piece, action, range);
        row.widened(Self::shift(card)).white_chance()
    }
}
