//! Action labels: the words on each button.

use super::action::YoltAction;
use super::game::Yolt;
use super::map::map;
use super::piece::{PieceId, Weapon};
use super::state::Phase;
use super::summary::RollAction;
use crate::chase::label;

impl Yolt {
    /// A short label for an action.
    pub fn label(&self, action: &YoltAction) -> String {
        let sp = |s: u8| label::space(map(), s);
        match action {
            YoltAction::Face { piece, toward } => label::face(map(), *piece, *toward),
            YoltAction::RollMovement { piece } => label::roll_movement(*piece),
            YoltAction::Step { to } => format!("Fly to {}", sp(*to)),
            YoltAction::QuickTurn { to } => format!("Quick Turn to {}", sp(*to)),
            YoltAction::DoubleBack => "Double Back".to_string(),
            YoltAction::Fire { weapon, target } => self.fire_label(*weapon, *target),
            YoltAction::Force { target } => format!("Force {}", target.name()),
            YoltAction::Dodge => match &self.phase {
                Phase::Dodge { pending, .. } => format!("Roll {}", pending.kind.roll().name()),
                _ => "Dodge".to_string(),
            },
            YoltAction::EndMove => label::END_MOVE.to_string(),
            YoltAction::Fly { path } => label::route(map(), "Fly", path),
        }
    }

    fn fire_label(&self, weapon: Weapon, target: PieceId) -> String {
        let by = self.activation().map(|a| a.piece).unwrap_or(PieceId::Bond);
        // Where the range is counted: two weapons may reach one target by two ways (ahead
        // along the lines, or the shortest way round for Missiles).
        let range = self
            .shot(by, weapon, target)
            .map(|s| {
                let spaces = match s.range {
                    1 => "1 space".to_string(),
                    r => format!("{r} spaces"),
                };
                match (s.action, s.range) {
                    (_, 0) => " (same space)".to_string(),
                    (RollAction::MgBeneath, _) => format!(" (from below, {spaces})"),
                    (RollAction::Missiles, _) => format!(" ({spaces}, any direction)"),
                    (RollAction::Flamethrower, _) => " (directly behind)".to_string(),
                    _ => format!(" ({spaces} ahead)"),
                }
            })
            .unwrap_or_default();
        match weapon {
            Weapon::AirMines => format!("Drop Air Mines on {}", target.name()),
            w => format!("Fire {} at {}{}", w.name(), target.name(), range),
        }
    }
}
