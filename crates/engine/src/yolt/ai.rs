//! The computer player's heuristic: a position value for the search and a purposeful, cheap
//! rollout policy (fire good shots, close in on targets, end the move when done).

use super::action::YoltAction;
use super::fire::Shot;
use super::map::map;
use super::piece::{PieceId, Side, Weapon};
use super::state::{Phase, Yolt};
use super::summary::{Effect, RollAction};
use crate::core::game::Seat;
use crate::core::odds::ways_2d6_range;
use crate::core::rng::Rng;

/// Chance (0–1) that a 2d6 total lands in `lo..=hi`.
fn p(lo: u8, hi: u8) -> f64 {
    f64::from(ways_2d6_range(lo, hi)) / 36.0
}

/// Expected enemy kills (Bond) or Bond hit-boxes (Enemy) per ammo box, roughly, used to value
/// ammunition left.
const BOND_WEAPON_VALUE: [f64; 5] = [0.08, 0.35, 0.85, 0.3, 0.15];

impl Yolt {
    /// Expected damage of a shot, in "fraction of the target destroyed".
    pub(crate) fn shot_value(&self, shooter: PieceId, shot: &Shot) -> f64 {
        let target = shot.target;
        let row = self.row(shooter, shot.action, Some(shot.range));
        let pw = p(row.white.0, row.white.1);
        let boxes = f64::from(self.hit_boxes(target));
        let left = boxes - f64::from(self.piece(target).hits);
        let dmg = |e: Effect| -> f64 {
            match e {
                Effect::Hits { hits } => f64::from(hits).min(left) / left.max(1.0),
                Effect::Crash => 1.0,
                _ => 0.0,
            }
        };
        let value = match row.on_white {
            Effect::DodgeRockets | Effect::DodgeMissiles => {
                let next = if row.on_white == Effect::DodgeRockets {
                    RollAction::DodgeRockets
                } else {
                    RollAction::DodgeMissiles
                };
                let d = self.row(target, next, None);
                let pd = p(d.white.0, d.white.1);
                pd * dmg(d.on_white) + (1.0 - pd) * dmg(d.on_gray)
            }
            e => dmg(e),
        };
        pw * value
    }

    /// Heuristic value for [Bond, Enemy] in `[0, 1]`.
    pub(crate) fn heuristic(&self) -> Option<Vec<f64>> {
        let sheet = self.sheet();
        let bond = self.piece(PieceId::Bond);
        let bond_left = f64::from(sheet.bond_hits - bond.hits) / f64::from(sheet.bond_hits);
        let mut enemy_left = 0.0;
        let mut enemy_ammo = 0.0;
        let mut enemy_lost = 0.0;
        for e in self.alive(Side::Enemy) {
            enemy_left += f64::from(sheet.enemy_hits - e.hits) / f64::from(sheet.enemy_hits);
            enemy_ammo += f64::from(e.ammo[0]);
            enemy_lost += f64::from(e.lost_turns);
        }
        // Material: each side's progress toward its goal.
        let bond_progress = 1.0 - enemy_left / 4.0;
        let enemy_progress = 1.0 - bond_left;
        // Firepower still carried, against what it has to do.
        let bond_power: f64 = Weapon::ALL
            .iter()
            .map(|w| f64::from(bond.ammo[w.index()]) * BOND_WEAPON_VALUE[w.index()])
            .sum();
        let bond_short = (enemy_left - bond_power).max(0.0) / 4.0;
        let enemy_power = enemy_ammo * 0.15;
        let bond_boxes = f64::from(sheet.bond_hits - bond.hits);
        let enemy_short = (bond_boxes - enemy_power).max(0.0) / f64::from(sheet.bond_hits);
        let x = 3.0 * (bond_progress - enemy_progress) - 1.5 * bond_short
            + 1.5 * enemy_short
            + 0.1 * enemy_lost
            - 0.25 * f64::from(bond.lost_turns);
        let v = 1.0 / (1.0 + (-x).exp());
        Some(vec![v, 1.0 - v])
    }

    /// A cheap, sensible action for rollouts.
    pub(crate) fn rollout(&self, seat: Seat, rng: &mut Rng) -> Option<YoltAction> {
        let activation = match &self.phase {
            Phase::Dodge { .. } => return Some(YoltAction::Dodge),
            Phase::Moving { activation } => activation.clone(),
            _ => return None,
        };
        let _ = seat;
        let me = activation.piece;
        let acts = self.activation_actions(&activation);
        // Fire: the best shot, when it is good enough (or the move is over).
        let moving_on = acts.iter().any(|a| matches!(a, YoltAction::Step { .. }));
        let mut best_fire: Option<(f64, YoltAction)> = None;
        if acts.iter().any(|a| matches!(a, YoltAction::Fire { .. })) {
            for shot in self.shots(me) {
                let a = YoltAction::Fire {
                    weapon: shot.weapon,
                    target: shot.target,
                };
                if !acts.contains(&a) {
                    continue;
                }
                let v = self.shot_value(me, &shot);
                if best_fire.as_ref().is_none_or(|(b, _)| v > *b) {
                    best_fire = Some((v, a));
                }
            }
        }
        if let Some((v, a)) = &best_fire {
            if *v >= 0.45 || (!moving_on && *v > 0.0) || rng.below(8) == 0 {
                return Some(a.clone());
            }
        }
        if me.side() == Side::Bond {
            if let Some(f) = acts.iter().find(|a| matches!(a, YoltAction::Force { .. })) {
                if rng.below(2) == 0 {
                    return Some(f.clone());
                }
            }
        }
        let steps: Vec<u8> = acts
            .iter()
            .filter_map(|a| match a {
                YoltAction::Step { to } => Some(*to),
                _ => None,
            })
            .collect();
        if rng.below(20) == 0 {
            if let Some(a) = acts
                .iter()
                .find(|a| matches!(a, YoltAction::QuickTurn { .. } | YoltAction::DoubleBack))
            {
                return Some(a.clone());
            }
        }
        match steps.len() {
            0 => Some(YoltAction::EndMove),
            1 => Some(YoltAction::Step { to: steps[0] }),
            _ => {
                if rng.below(2) == 0 {
                    return Some(YoltAction::Step {
                        to: steps[rng.below(steps.len() as u32) as usize],
                    });
                }
                // Close in on the nearest opposing piece.
                let m = map();
                let targets: Vec<u8> = self
                    .alive(me.side().other())
                    .filter_map(|t| t.space)
                    .collect();
                let to = steps
                    .iter()
                    .copied()
                    .min_by(|&a, &b| {
                        let d = |s: u8| {
                            targets
                                .iter()
                                .map(|&t| m.at(s).distance(m.at(t)))
                                .fold(f64::INFINITY, f64::min)
                        };
                        d(a).total_cmp(&d(b))
                    })
                    .expect("two steps");
                Some(YoltAction::Step { to })
            }
        }
    }
}
