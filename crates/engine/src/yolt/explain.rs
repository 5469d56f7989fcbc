//! Why a choice is worth making, in plain words for the Hint: a shot's or a Force's chance
//! from the Action Summary (with the dodge it calls for), a manoeuvre's chance, and where a
//! move leaves the piece against the other side's lines of fire.

use super::action::YoltAction;
use super::fire::{ranges_ahead, shots_at};
use super::game::Yolt;
use super::piece::{PieceId, Side, Weapon};
use super::summary::{Effect, RollAction};
use crate::chase::explain::{
    after_steps, aim, attack, enemy_fire_on, exposure, manoeuvre, results,
};
use crate::chase::{Facing, SpaceId};

/// What a result does to its target, when it hurts it.
fn harm(e: Effect) -> Option<String> {
    match e {
        Effect::Hits { hits: 1 } => Some("1 hit".into()),
        Effect::Hits { hits } => Some(format!("{hits} hits")),
        Effect::Crash => Some("a crash".into()),
        Effect::LoseNext => Some("a lost turn".into()),
        Effect::LoseNextTwo => Some("two lost turns".into()),
        _ => None,
    }
}

impl Yolt {
    /// The best chance `shooter`'s machine gun, from `here` facing `facing`, has to hit a
    /// target in `space` (`None`: no line of fire, or no ammunition left).
    fn fire_chance(
        &self,
        shooter: PieceId,
        here: SpaceId,
        facing: Facing,
        space: SpaceId,
    ) -> Option<f64> {
        if self.piece(shooter).ammo(Weapon::MachineGun) == 0 {
            return None;
        }
        shots_at(
            shooter.side(),
            here,
            facing,
            &ranges_ahead(here, facing),
            space,
        )
        .into_iter()
        .filter(|(w, _, _)| *w == Weapon::MachineGun)
        .map(|(_, action, r)| self.row(shooter, action, Some(r)).white_chance())
        .max_by(f64::total_cmp)
    }

    /// A move by the active piece into `path` (none: it stays): where it leaves the piece.
    fn explain_move(&self, path: &[SpaceId]) -> Option<String> {
        let piece = self.activation()?.piece;
        let (here, facing) = self.at(piece)?;
        let (to, heading) = after_steps(here, facing, path);
        match piece.side() {
            Side::Bond => Some(exposure(
                piece,
                &enemy_fire_on(self, here, |p, h, f, t| self.fire_chance(p, h, f, t)),
                &enemy_fire_on(self, to, |p, h, f, t| self.fire_chance(p, h, f, t)),
            )),
            Side::Enemy => {
                let bond = self.piece(PieceId::Bond).space?;
                Some(aim(self.fire_chance(piece, to, heading, bond)))
            }
        }
    }

    /// A roll of `action` by the active piece: its chance, and what failing costs.
    fn explain_manoeuvre(&self, action: RollAction) -> Option<String> {
        let piece = self.phase.roller()?;
        let row = self.row(piece, action, None);
        Some(manoeuvre(row.white_chance(), piece, &row.on_gray.text()))
    }

    /// The Hint's reason for an action (see [`crate::core::game::Game::explain_choice`]).
    pub fn explain(&self, action: &YoltAction) -> Option<String> {
        match action {
            YoltAction::Fire { weapon, target } => {
                let shooter = self.phase.roller()?;
                let shot = self.shot(shooter, *weapon, *target)?;
                let row = self.row(shooter, shot.action, Some(shot.range));
                let then = row
                    .on_white
                    .dodge()
                    .map(|d| self.row(*target, d.roll(), None));
                attack("hit", *target, &results(row, then), harm)
            }
            YoltAction::Force { target } => {
                let row = self.row(self.phase.roller()?, RollAction::Force, None);
                let then = row
                    .on_white
                    .dodge()
                    .map(|d| self.row(*target, d.roll(), None));
                attack("force", *target, &results(row, then), harm)
            }
            YoltAction::QuickTurn { .. } => self.explain_manoeuvre(RollAction::QuickTurn),
            YoltAction::DoubleBack => self.explain_manoeuvre(RollAction::DoubleBack),
            YoltAction::Step { to } => self.explain_move(&[*to]),
            YoltAction::Fly { path } => self.explain_move(path),
            YoltAction::EndMove => self.explain_move(&[]),
            YoltAction::Face { .. } | YoltAction::RollMovement { .. } | YoltAction::Dodge => None,
        }
    }
}
