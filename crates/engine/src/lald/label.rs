//! Action labels: the words on each button.

use super::action::LaldAction;
use super::cards::CardId;
use super::game::Lald;
use super::map::{distance_to_end, map, LaldLine};
use crate::chase::label;

impl Lald {
    /// A short label for an action.
    pub fn label(&self, action: &LaldAction) -> String {
        let sp = |s: u8| label::space(map(), s);
        let with = |card: &Option<CardId>| {
            card.map(|c| format!(" playing {}", c.def().name))
                .unwrap_or_default()
        };
        match action {
            LaldAction::Face { piece, toward } => {
                let words = label::face(map(), *piece, *toward);
                if self.toward_end().contains(toward) {
                    let d = distance_to_end()[usize::from(*toward)] + 1;
                    format!("{words}: the shortest way to End ({} spaces)", d)
                } else {
                    words
                }
            }
            LaldAction::RollMovement { piece } => label::roll_movement(*piece),
            LaldAction::Step { to } => {
                let from = self
                    .activation()
                    .and_then(|a| self.piece(a.piece).space)
                    .unwrap_or(*to);
                match self.line_between(from, *to) {
                    LaldLine::Canal => format!("Go along the canal to {}", sp(*to)),
                    _ => format!("Go to {}", sp(*to)),
                }
            }
            LaldAction::QuickTurn { to, card } => {
                format!("Quick Turn to {}{}", sp(*to), with(card))
            }
            LaldAction::Jump { to, card } => format!("Jump to {}{}", sp(*to), with(card)),
            LaldAction::DoubleBack { card } => format!("Double Back{}", with(card)),
            LaldAction::Force { target, card } => {
                format!("Force {}{}", target.name(), with(card))
            }
            LaldAction::Fire { card } => {
                let range = self
                    .activation()
                    .and_then(|a| self.range_to_bond(a.piece))
                    .map(|r| match r {
                        0 => " (same space)".to_string(),
                        r => format!(" (range {r})"),
                    })
                    .unwrap_or_default();
                format!("Fire at Bond{}{}", range, with(card))
            }
            LaldAction::PlayCard { card, target } => match target {
                Some(t) => format!("Play {} on {}", card.def().name, t.name()),
                None => format!("Play {}", card.def().name),
            },
            LaldAction::ForceDodge => "Roll Force Dodge".to_string(),
            LaldAction::EndMove => label::END_MOVE.to_string(),
            LaldAction::Fly { path } => label::route(map(), "Go", path),
            LaldAction::Draw => "Draw a card".to_string(),
            LaldAction::DiscardAndDraw { card } => {
                format!("Discard {} and draw a card", card.def().name)
            }
            LaldAction::NoDraw => "Draw nothing".to_string(),
        }
    }
}
