//! Action labels: the words on each button.

use super::action::{By, RaceAction};
use super::board::Kind;
use super::cards::Card;
use super::legal::carrier_at;
use super::state::Race;
use crate::core::game::{Game, Seat};

impl Race {
    /// The button text of `seat`'s `action`: where it goes, how, with which card, and whom
    /// it robs.
    pub fn label(&self, seat: Seat, action: &RaceAction) -> String {
        let from = self.agents[seat].at;
        let rob = |rob: &Option<Card>| match rob {
            Some(_) => match carrier_at(
                self,
                seat,
                match action {
                    RaceAction::Move { to, .. } => *to,
                    _ => from,
                },
            ) {
                Some(v) => format!(" and rob {} (Take the documents)", self.seat_name(v)),
                None => " and rob the carrier (Take the documents)".into(),
            },
            None => String::new(),
        };
        match action {
            RaceAction::Retrieve { .. } => match self.case {
                Some(h) => format!(
                    "Take the case back from {} (Take the documents)",
                    self.seat_name(h)
                ),
                None => "Take the case back (Take the documents)".into(),
            },
            RaceAction::DiscardTwo => "Discard two cards unseen and draw two".into(),
            RaceAction::DiscardPick { card } => match self.discard_first {
                Some(first) => format!("Discard {card} (with {first}) and draw two"),
                _ => format!("Discard {card}"),
            },
            RaceAction::Move {
                to,
                by,
                card,
                rob: r,
            } => {
                let base = match by {
                    By::Air => format!("Fly {from} → {to} (Air Travel card)"),
                    By::Line => format!("Take the black line {from} → {to}"),
                    By::Car => {
                        if self.agents[seat].car.is_some() {
                            format!("Drive {from} → {to}")
                        } else {
                            format!("Take the car and drive {from} → {to}")
                        }
                    }
                    By::Foot => format!("Walk {from} → {to}"),
                    By::Helicopter => {
                        if from.is_island() {
                            format!("Helicopter from the island → {to} (island Helicopter card)")
                        } else {
                            format!("Helicopter {from} → {to} (Helicopter card)")
                        }
                    }
                    By::Boat => match card {
                        Some(c) => format!("Boat {from} → {to} ({c} card)"),
                        None => format!("Boat {from} → {to}"),
                    },
                    By::Swim => match (self.agents[seat].swim, to.kind()) {
                        (Some(s), _) if s.to != *to => match card {
                            Some(c) => format!("Turn back and land at {to} ({c} card)"),
                            None => format!("Turn back and land at {to}"),
                        },
                        (Some(_), _) => match card {
                            Some(c) => format!("Swim on and land at {to} ({c} card)"),
                            None => format!("Swim on and land at {to}"),
                        },
                        (None, Kind::Lake(g)) if !from.is_island() => format!(
                            "Swim towards the {} Gate (Swimming card; show the gate card)",
                            g.name()
                        ),
                        _ => format!("Swim back towards the shore from {from} (Swimming card)"),
                    },
                    By::Island => format!("Walk across the island {from} → {to}"),
                    By::Gate if *to == from => {
                        format!("Play the {to} card here to leave the island by it")
                    }
                    By::Gate => format!("Go to {to} to leave the island ({} card)", to),
                    By::Centre => {
                        if self.case.is_none() {
                            "Go to the centre and take the documents (At the centre card)".into()
                        } else {
                            "Go to the centre of the island (At the centre card)".into()
                        }
                    }
                };
                format!("{base}{}", rob(r))
            }
        }
    }
}
