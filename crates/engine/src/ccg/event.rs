//! Public events. A card's identity appears only when it is face up for everyone: a card
//! drawn, discarded from hand or placed face down is never named.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::card::Icon;
use crate::core::game::{GameEvent, Seat};

/// A card's id, or a few words, in an event: borrowed from the content or the rules' own
/// text as the rules make it (no allocation per event), owned when read back from JSON.
pub type Name = Cow<'static, str>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CcgEvent {
    TurnBegan {
        seat: Seat,
        turn: u32,
    },
    Drew {
        seat: Seat,
        action: u8,
        plot: u8,
        from_plot_pile: Vec<Name>,
    },
    Reshuffled {
        seat: Seat,
        plots: bool,
    },
    /// A Plot went into a Plot Zone; `card` is `None` when it went face down.
    PlotPlaced {
        seat: Seat,
        card: Option<Name>,
        face_up: bool,
        subplot: bool,
    },
    ToPlotPile {
        seat: Seat,
        card: Name,
    },
    Revealed {
        seat: Seat,
        card: Name,
    },
    /// A card left play or a hand for a discard pile; `card` is `None` when discarded unseen
    /// from a hand.
    Discarded {
        seat: Seat,
        card: Option<Name>,
        why: Name,
    },
    Recruited {
        seat: Seat,
        card: Name,
    },
    QGiven {
        seat: Seat,
        card: Name,
        to: Name,
    },
    IntriguePlayed {
        seat: Seat,
        card: Name,
        target: Option<Name>,
    },
    Countered {
        card: Name,
        by: Name,
    },
    Passed {
        seat: Seat,
    },
    AttackDeclared {
        seat: Seat,
        assailant: Name,
        target: Name,
        by_cv: bool,
    },
    /// An attack, Charm or Henchman Attack settled: the values compared and, in Licence to
    /// Kill, the dice with their modifiers.
    AttackResolved {
        attacker: Name,
        defender: Name,
        attacker_value: i32,
        defender_value: i32,
        dice: Option<[u8; 2]>,
        modifiers: Option<[i32; 2]>,
        result: Name,
    },
    Demoted {
        seat: Seat,
        card: Name,
    },
    AssignmentBegan {
        seat: Seat,
        agent: Name,
        companion: Option<Name>,
        against: Seat,
    },
    /// The requirements faced and what the group brings.
    AssignmentChecked {
        need_pv: Option<i32>,
        need_cv: Option<i32>,
        need_icons: Vec<(Icon, i32)>,
        have_pv: Option<i32>,
        have_cv: Option<i32>,
        have_icons: Vec<(Icon, i32)>,
        met: bool,
    },
    Overcome {
        seat: Seat,
        from: Seat,
        cards: Vec<Name>,
    },
    Failed {
        seat: Seat,
        agent: Name,
    },
    QMoved {
        seat: Seat,
        card: Name,
        to: Name,
    },
    Scores {
        scores: Vec<i32>,
    },
    Won {
        seat: Seat,
        score: i32,
    },
    /// The safety net (the turn limit) stopped the game: a stalemate, scored as a draw.
    CreditsRolled {
        turn: u32,
    },
}

/// "card" for one, "cards" for any other count.
fn cards(n: u8) -> &'static str {
    if n == 1 {
        "card"
    } else {
        "cards"
    }
}

/// "attacks", or "attack" for a pair named together ("Mr. Wint and Mr. Kidd attack").
pub fn attack_verb(name: &str) -> &'static str {
    if name.contains(" and ") {
        "attack"
    } else {
        "attacks"
    }
}

pub(crate) fn name(id: &str) -> String {
    super::find_card(id)
        .map(|c| c.name.to_string())
        .unwrap_or_else(|| id.to_string())
}

impl GameEvent for CcgEvent {
    fn describe(&self) -> String {
        let p = |s: &Seat| format!("Player {}", s + 1);
        match self {
            CcgEvent::TurnBegan { seat, turn } => {
                format!("Turn {turn} begins: {} to play", p(seat))
            }
            CcgEvent::Drew {
                seat, action, plot, ..
            } => {
                format!(
                    "{} draws {action} Action {} and {plot} Plot {}",
                    p(seat),
                    cards(*action),
                    cards(*plot)
                )
            }
            CcgEvent::Reshuffled { seat, .. } => format!("{} reshuffles a pile", p(seat)),
            CcgEvent::PlotPlaced {
                seat,
                card,
                face_up,
                subplot,
            } => match card {
                Some(c) if *face_up => format!(
                    "{} lays {}{}",
                    p(seat),
                    name(c),
                    if *subplot { " as a Subplot" } else { "" }
                ),
                _ => format!("{} lays a Plot face down", p(seat)),
            },
            CcgEvent::ToPlotPile { seat, card } => {
                format!("{} puts {} on the Plot Pile", p(seat), name(card))
            }
            CcgEvent::Revealed { card, .. } => format!("{} is revealed", name(card)),
            CcgEvent::Discarded { seat, card, why } => match card {
                Some(c) => format!("{} discards {} ({why})", p(seat), name(c)),
                None => format!("{} discards a card", p(seat)),
            },
            CcgEvent::Recruited { seat, card } => {
                format!("{} brings {} into the Agency", p(seat), name(card))
            }
            CcgEvent::QGiven { card, to, .. } => format!("{} goes to {}", name(card), name(to)),
            CcgEvent::IntriguePlayed { seat, card, .. } => {
                format!("{} plays {}", p(seat), name(card))
            }
            CcgEvent::Countered { card, by } => {
                format!("{} cancels {}", name(by), name(card))
            }
            CcgEvent::Passed { seat } => format!("{} passes", p(seat)),
            CcgEvent::AttackDeclared {
                assailant, target, ..
            } => {
                let who = name(assailant);
                format!("{who} {} {}", attack_verb(&who), name(target))
            }
            CcgEvent::AttackResolved {
                attacker,
                defender,
                result,
                ..
            } => {
                format!("{} against {}: {result}", name(attacker), name(defender))
            }
            CcgEvent::Demoted { card, .. } => format!("{} is demoted", name(card)),
            CcgEvent::AssignmentBegan { agent, against, .. } => {
                format!("{} goes on assignment against {}", name(agent), p(against))
            }
            CcgEvent::AssignmentChecked { met, .. } => {
                if *met {
                    "The requirements are met".into()
                } else {
                    "The requirements are not met".into()
                }
            }
            CcgEvent::Overcome { seat, cards, .. } => format!(
                "{} overcomes {}",
                p(seat),
                cards.iter().map(|c| name(c)).collect::<Vec<_>>().join(", ")
            ),
            CcgEvent::Failed { agent, .. } => format!("{} fails the assignment", name(agent)),
            CcgEvent::QMoved { card, to, .. } => format!("{} moves to {}", name(card), name(to)),
            CcgEvent::Scores { scores } => format!(
                "Plot Points: {}",
                scores
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" / ")
            ),
            CcgEvent::Won { seat, score } => format!("{} wins with {score} Plot Points", p(seat)),
            CcgEvent::CreditsRolled { turn } => {
                format!("The game is stopped after turn {turn} without an ending: a draw")
            }
        }
    }

    fn is_irreversible(&self) -> bool {
        matches!(
            self,
            CcgEvent::Drew { .. }
                | CcgEvent::Reshuffled { .. }
                | CcgEvent::Revealed { .. }
                | CcgEvent::AttackResolved { dice: Some(_), .. }
        )
    }

    fn dice(&self) -> Option<Vec<u8>> {
        match self {
            CcgEvent::AttackResolved { dice: Some(d), .. } => Some(d.to_vec()),
            _ => None,
        }
    }
}
