//! Exact odds for every dice action, including the dodge the target must then roll.

use super::action::YoltAction;
use super::piece::PieceId;
use super::state::{DodgeKind, Phase, Yolt};
use super::summary::{summary, Effect, RollAction, Row};
use crate::core::odds::{ways_2d6, ways_2d6_range, Chance, Odds, OutcomeChance};

fn white_ways(row: &Row) -> u32 {
    u32::from(ways_2d6_range(row.white.0, row.white.1))
}

/// A row's two results (merged when both say the same).
fn single(row: &Row, who: &str) -> Odds {
    let w = white_ways(row);
    let mut o = Odds {
        outcomes: vec![
            OutcomeChance {
                label: format!("{who}{}", row.on_white.text()),
                chance: Chance::new(w, 36),
            },
            OutcomeChance {
                label: format!("{who}{}", row.on_gray.text()),
                chance: Chance::new(36 - w, 36),
            },
        ],
    };
    o.outcomes.retain(|x| x.chance.num > 0);
    o
}

/// A row whose white result makes the target roll on `then`: three results out of 1296.
fn chained(row: &Row, then: &Row) -> Odds {
    let w = white_ways(row);
    let tw = white_ways(then);
    let mut outcomes = vec![
        OutcomeChance {
            label: then.on_white.text(),
            chance: Chance::new(w * tw, 1296),
        },
        OutcomeChance {
            label: then.on_gray.text(),
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

fn follow_up(effect: Effect) -> Option<RollAction> {
    match effect {
        Effect::ForceSave => Some(RollAction::ForceDodge),
        Effect::DodgeRockets => Some(RollAction::DodgeRockets),
        Effect::DodgeMissiles => Some(RollAction::DodgeMissiles),
        _ => None,
    }
}

impl Yolt {
    pub(crate) fn odds(&self, action: &YoltAction) -> Option<Odds> {
        let actor = match &self.phase {
            Phase::Moving { activation } => activation.piece,
            Phase::Dodge { pending, .. } => pending.piece,
            Phase::BondToRoll => PieceId::Bond,
            Phase::EnemyToChoose => PieceId::EnemyA,
            _ => return None,
        };
        let with_target = |row: &'static Row, target: PieceId| -> Odds {
            match follow_up(row.on_white) {
                Some(next) => chained(row, self.row(target, next, None)),
                None => single(row, ""),
            }
        };
        match action {
            YoltAction::RollMovement { piece } => {
                let s = summary(piece.side());
                Some(Odds {
                    outcomes: (2..=12u8)
                        .map(|t| OutcomeChance {
                            label: format!("fly {} spaces", s.spaces(t)),
                            chance: Chance::in36(ways_2d6(t)),
                        })
                        .collect(),
                })
            }
            YoltAction::QuickTurn { .. } => {
                Some(single(self.row(actor, RollAction::QuickTurn, None), ""))
            }
            YoltAction::DoubleBack => {
                Some(single(self.row(actor, RollAction::DoubleBack, None), ""))
            }
            YoltAction::Fire { weapon, target } => {
                let shot = self.shot(actor, *weapon, *target)?;
                let row = self.row(actor, shot.action, Some(shot.range));
                Some(with_target(row, *target))
            }
            YoltAction::Force { target } => {
                let row = self.row(actor, RollAction::Force, None);
                Some(with_target(row, *target))
            }
            YoltAction::Dodge => {
                let Phase::Dodge { pending, .. } = &self.phase else {
                    return None;
                };
                let action = match pending.kind {
                    DodgeKind::Force => RollAction::ForceDodge,
                    DodgeKind::Rockets => RollAction::DodgeRockets,
                    DodgeKind::Missiles => RollAction::DodgeMissiles,
                };
                Some(single(self.row(pending.piece, action, None), ""))
            }
            _ => None,
        }
    }
}
