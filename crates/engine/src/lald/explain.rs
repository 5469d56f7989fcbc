//! Why a choice is worth making, in plain words for the Hint: a Fire Attack's or a Force's
//! chance from the Action Summary (with the card played), a manoeuvre's chance, Bond's way to
//! End and the Enemy boats' lines of fire where a move leaves him.

use super::action::LaldAction;
use super::cards::CardId;
use super::fire::fire_range;
use super::game::Lald;
use super::map::distance_to_end;
use super::piece::{PieceId, Side};
use super::summary::{Effect, RollAction};
use crate::chase::explain::{
    after_steps, aim, attack, enemy_fire_on, exposure, manoeuvre, results, toward_end,
};
use crate::chase::{Facing, SpaceId};

/// What a result does to its target, when it hurts it.
fn harm(e: Effect) -> Option<String> {
    match e {
        Effect::Hit => Some("1 hit".into()),
        Effect::Crash => Some("a crash".into()),
        Effect::LoseNext => Some("a lost turn".into()),
        _ => None,
    }
}

impl Lald {
    /// The chance an Enemy boat in `here` facing `facing` has to hit Bond in `space` with a
    /// Fire Attack, no card played (`None`: no line of fire).
    fn fire_chance(
        &self,
        shooter: PieceId,
        here: SpaceId,
        facing: Facing,
        space: SpaceId,
    ) -> Option<f64> {
        let range = fire_range(here, facing, space)?;
        Some(
            self.row(shooter, RollAction::Fire, Some(range))
                .white_chance(),
        )
    }

    /// A move by the active boat into `path` (none: it stays): Bond's way to End and the
    /// Enemy's lines of fire on him there, or an Enemy boat's aim at Bond.
    fn explain_move(&self, path: &[SpaceId]) -> Option<String> {
        let piece = self.activation()?.piece;
        let (here, facing) = self.at(piece)?;
        let (to, heading) = after_steps(here, facing, path);
        match piece.side() {
            Side::Bond => {
                let d = distance_to_end();
                let fire = exposure(
                    piece,
                    &enemy_fire_on(self, here, |p, h, f, t| self.fire_chance(p, h, f, t)),
                    &enemy_fire_on(self, to, |p, h, f, t| self.fire_chance(p, h, f, t)),
                );
                Some(format!(
                    "{}; {fire}",
                    toward_end(d[usize::from(here)], d[usize::from(to)])
                ))
            }
            Side::Enemy => {
                let bond = self.piece(PieceId::Bond).space?;
                Some(aim(self.fire_chance(piece, to, heading, bond)))
            }
        }
    }

    /// A roll of `action` by the active boat with `card` played: its chance, and what failing
    /// costs.
    fn explain_manoeuvre(&self, action: RollAction, card: &Option<CardId>) -> Option<String> {
        let piece = self.phase.roller()?;
        let row = self.row(piece, action, None).widened(Self::shift(*card));
        Some(manoeuvre(row.white_chance(), piece, &row.on_gray.text()))
    }

    /// The Hint's reason for an action (see [`crate::core::game::Game::explain_choice`]).
    pub fn explain(&self, action: &LaldAction) -> Option<String> {
        match action {
            LaldAction::Fire { card } => {
                let shooter = self.phase.roller()?;
                let range = self.range_to_bond(shooter)?;
                let row = self
                    .row(shooter, RollAction::Fire, Some(range))
                    .widened(Self::shift(*card));
                attack("hit", PieceId::Bond, &results(&row, None), harm)
            }
            LaldAction::Force { target, card } => {
                let row = self
                    .row(self.phase.roller()?, RollAction::Force, None)
                    .widened(Self::shift(*card));
                let then = self.row(*target, RollAction::ForceDodge, None);
                attack("force", *target, &results(&row, Some(then)), harm)
            }
            LaldAction::QuickTurn { card, .. } => {
                self.explain_manoeuvre(RollAction::QuickTurn, card)
            }
            LaldAction::Jump { card, .. } => self.explain_manoeuvre(RollAction::Jump, card),
            LaldAction::DoubleBack { card } => self.explain_manoeuvre(RollAction::DoubleBack, card),
            LaldAction::Step { to } => self.explain_move(&[*to]),
            LaldAction::Fly { path } => self.explain_move(path),
            LaldAction::EndMove => self.explain_move(&[]),
            _ => None,
        }
    }
}
