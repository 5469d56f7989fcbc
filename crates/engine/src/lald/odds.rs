//! Exact odds for every dice action, with the card played (if any) widening the white area.

use super::action::LaldAction;
use super::cards::CardId;
use super::piece::PieceId;
use super::state::{Lald, Phase};
use super::summary::{summary, RollAction, Row};
use crate::core::odds::{ways_2d6, ways_2d6_range, Chance, Odds, OutcomeChance};

fn single(row: &Row, card: Option<CardId>) -> Odds {
    let (lo, hi) = row.white_with(Lald::shift(card));
    let w = u32::from(ways_2d6_range(lo, hi));
    let mut o = Odds {
        outcomes: vec![
            OutcomeChance {
                label: row.on_white.text(),
                chance: Chance::new(w, 36),
            },
            OutcomeChance {
                label: row.on_gray.text(),
                chance: Chance::new(36 - w, 36),
            },
        ],
    };
    o.outcomes.retain(|x| x.chance.num > 0);
    o
}

/// A Force: its white result makes the target roll Force Dodge (results out of 1296).
fn force(row: &Row, card: Option<CardId>, dodge: &Row) -> Odds {
    let (lo, hi) = row.white_with(Lald::shift(card));
    let w = u32::from(ways_2d6_range(lo, hi));
    let tw = u32::from(ways_2d6_range(dodge.white.0, dodge.white.1));
    let mut outcomes = vec![
        OutcomeChance {
            label: format!("the other boat {}", dodge.on_white.text()),
            chance: Chance::new(w * tw, 1296),
        },
        OutcomeChance {
            label: format!("the other boat: {}", dodge.on_gray.text()),
            chance: Chance::new(w * (36 - tw), 1296),
        },
        OutcomeChance {
            label: row.on_gray.text(),
            chance: Chance::new((36 - w) * 36, 1296),
        },
    ];
    outcomes.retain(|x| x.chance.num > 0);
    Odds { outcomes }
}

impl Lald {
    pub(crate) fn odds(&self, action: &LaldAction) -> Option<Odds> {
        let actor = match &self.phase {
            Phase::Moving { activation } => activation.piece,
            Phase::Dodge { pending, .. } => pending.piece,
            _ => PieceId::Bond,
        };
        match action {
            LaldAction::RollMovement { piece } => {
                let s = summary(piece.side());
                Some(Odds {
                    outcomes: (2..=12u8)
                        .map(|t| OutcomeChance {
                            label: format!("move {} spaces", s.spaces(t)),
                            chance: Chance::in36(ways_2d6(t)),
                        })
                        .collect(),
                })
            }
            LaldAction::QuickTurn { card, .. } => {
                Some(single(self.row(actor, RollAction::QuickTurn, None), *card))
            }
            LaldAction::Jump { card, .. } => {
                Some(single(self.row(actor, RollAction::Jump, None), *card))
            }
            LaldAction::DoubleBack { card } => {
                Some(single(self.row(actor, RollAction::DoubleBack, None), *card))
            }
            LaldAction::Fire { card } => {
                let r = self.range_to_bond(actor)?;
                Some(single(self.row(actor, RollAction::Fire, Some(r)), *card))
            }
            LaldAction::Force { target, card } => Some(force(
                self.row(actor, RollAction::Force, None),
                *card,
                self.row(*target, RollAction::ForceDodge, None),
            )),
            LaldAction::ForceDodge => {
                Some(single(self.row(actor, RollAction::ForceDodge, None), None))
            }
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
        let (lo, hi) = row.white_with(Self::shift(card));
        f64::from(ways_2d6_range(lo, hi)) / 36.0
    }
}
