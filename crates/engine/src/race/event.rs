//! What happened: public events (never a drawn card's identity or an unseen discard).

use serde::{Deserialize, Serialize};

use super::action::By;
use super::board::Space;
use super::cards::Card;
use crate::core::game::{GameEvent, Seat};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RaceEvent {
    /// An agent moved (the card is the one shown for this move, if any).
    Move {
        seat: Seat,
        from: Space,
        to: Space,
        by: By,
        card: Option<Card>,
    },
    /// A card shown and kept in hand (the gate card a swimmer will need on landing).
    Show { seat: Seat, card: Card },
    /// Cards put on the discard pile: named when they were shown, `null` when unseen.
    Discard {
        seat: Seat,
        count: usize,
        cards: Option<Vec<Card>>,
    },
    /// Cards drawn from the pack (never named).
    Draw { seat: Seat, count: usize },
    /// The pack ran out: the discard pile was shuffled to make a new pack.
    Reshuffle { count: usize },
    /// The briefcase picked up at the centre of the island.
    PickUp { seat: Seat, at: Space, card: Card },
    /// A robbery: `seat` took the case from `victim`.
    Robbery {
        seat: Seat,
        victim: Seat,
        at: Space,
        card: Card,
    },
    /// A robbed agent took the case straight back.
    Retrieve {
        seat: Seat,
        from: Seat,
        at: Space,
        card: Card,
    },
    /// Home with the documents: the game is won.
    Win { seat: Seat, at: Space },
}

impl GameEvent for RaceEvent {
    fn describe(&self) -> String {
        let who = |s: &Seat| format!("Agent {}", s + 1);
        match self {
            RaceEvent::Move {
                seat,
                from,
                to,
                by,
                card,
            } => {
                let verb = match by {
                    By::Air => "flies",
                    By::Line => "takes the black line",
                    By::Car => "drives",
                    By::Foot => "walks",
                    By::Helicopter => "flies by helicopter",
                    By::Boat => "crosses by boat",
                    By::Swim => "swims",
                    By::Island => "crosses the island",
                    By::Gate | By::Centre => "goes",
                };
                let card = card.map(|c| format!(" ({c})")).unwrap_or_default();
                if from == to {
                    return format!("{} plays{card} at {to} to leave the island.", who(seat));
                }
                format!("{} {verb} from {from} to {to}{card}.", who(seat))
            }
            RaceEvent::Show { seat, card } => {
                format!("{} shows {card} and keeps it for the landing.", who(seat))
            }
            RaceEvent::Discard { seat, count, cards } => match cards {
                Some(c) => format!(
                    "{} discards {}.",
                    who(seat),
                    c.iter()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None if *count == 1 => format!("{} discards 1 card unseen.", who(seat)),
                None => format!("{} discards {count} cards unseen.", who(seat)),
            },
            RaceEvent::Draw { seat, count } => {
                let s = if *count == 1 { "" } else { "s" };
                format!("{} draws {count} card{s}.", who(seat))
            }
            RaceEvent::Reshuffle { count } => {
                format!("The pack is empty: {count} discarded cards are shuffled into a new pack.")
            }
            RaceEvent::PickUp { seat, .. } => {
                format!(
                    "{} takes the briefcase at the centre of the island!",
                    who(seat)
                )
            }
            RaceEvent::Robbery {
                seat, victim, at, ..
            } => format!(
                "{} robs {} of the briefcase at {at}!",
                who(seat),
                who(victim)
            ),
            RaceEvent::Retrieve { seat, from, .. } => {
                format!(
                    "{} snatches the briefcase back from {}!",
                    who(seat),
                    who(from)
                )
            }
            RaceEvent::Win { seat, at } => {
                format!("{} is home in {at} with the documents and wins!", who(seat))
            }
        }
    }

    fn is_irreversible(&self) -> bool {
        matches!(self, RaceEvent::Draw { .. } | RaceEvent::Reshuffle { .. })
    }
}
