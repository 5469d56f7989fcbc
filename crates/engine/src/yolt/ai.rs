//! The computer player's heuristic: a position value for the search and a purposeful, cheap
//! rollout policy (fire good shots, close in on targets, end the move when done).

use super::action::YoltAction;
use super::fire::{ranges_ahead, Shot};
use super::map::map;
use super::piece::{PieceId, Side, Weapon};
use super::state::{Phase, Yolt};
use super::summary::{summary, Effect, RollAction};
use crate::chase::Level;
use crate::core::game::Seat;
use crate::core::odds::ways_2d6_range;
use crate::core::rng::Rng;

/// Chance (0–1) that a 2d6 total lands in `lo..=hi`.
fn p(lo: u8, hi: u8) -> f64 {
    f64::from(ways_2d6_range(lo, hi)) / 36.0
}

/// Expected enemy kills (Bond) or Bond hit-boxes (Enemy) per ammo box, roughly, used to value
/// ammunition left.
/// Weight of next-turn threats against material.
const THREAT_WEIGHT: f64 = 1.5;

/// Bond's Force needs no ammunition: what it is worth when the guns run dry.
const FORCE_VALUE: f64 = 0.5;

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

    /// How much damage `shooter` threatens on its next turn against `target` (fraction of the
    /// target destroyed), judged from where it is now: a target ahead will be closer once the
    /// shooter has flown part of its move.
    fn threat(&self, shooter: PieceId, target: PieceId) -> f64 {
        let (s, t) = (self.piece(shooter), self.piece(target));
        let (Some(here), Some(facing), Some(at)) = (s.space, s.facing, t.space) else {
            return 0.0;
        };
        let m = map();
        let (lv, tv) = (m.level(here), m.level(at));
        let ahead = ranges_ahead(here, facing)[usize::from(at)];
        let left = f64::from(self.hit_boxes(target) - t.hits).max(1.0);
        let closing = 3;
        let mut best: f64 = 0.0;
        let side = summary(shooter.side());
        let mg_ammo = s.ammo[Weapon::MachineGun.index()] > 0;
        if mg_ammo {
            let line = if lv == tv {
                Some(RollAction::MgSameLevel)
            } else if lv == Level::Low && tv == Level::High {
                Some(RollAction::MgBeneath)
            } else {
                None
            };
            if let (Some(line), Some(r)) = (line, ahead) {
                let eff = r
                    .saturating_sub(closing)
                    .max(u8::from(line == RollAction::MgBeneath));
                if let Some(row) = side.row(line, Some(eff)) {
                    best = best.max(p(row.white.0, row.white.1) / left);
                }
            }
        }
        if shooter == PieceId::Bond && lv == tv {
            let ammo = |w: Weapon| s.ammo[w.index()] > 0;
            if ammo(Weapon::Missiles) {
                best = best.max(0.9);
            }
            if ammo(Weapon::Rockets) {
                if let Some(r) = ahead.filter(|&r| r > 0 && r <= 10 + closing) {
                    let eff = r.saturating_sub(closing).max(1);
                    let row = side
                        .row(RollAction::Rockets, Some(eff))
                        .expect("rocket row");
                    let hit = 0.17 / left + 0.83 * (3.0 / left).min(1.0);
                    best = best.max(p(row.white.0, row.white.1) * hit);
                }
            }
        }
        best
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
            .sum::<f64>()
            + FORCE_VALUE;
        let bond_short = (enemy_left - bond_power).max(0.0) / 4.0;
        let enemy_power = enemy_ammo * 0.15;
        let bond_boxes = f64::from(sheet.bond_hits - bond.hits);
        let enemy_short = (bond_boxes - enemy_power).max(0.0) / f64::from(sheet.bond_hits);
        // Threats for the coming turns: Bond fires once a turn (his best shot); every Enemy
        // helicopter fires once.
        let mut bond_threat: f64 = 0.0;
        let mut enemy_threat = 0.0;
        if bond.alive() {
            for e in self.alive(Side::Enemy) {
                bond_threat = bond_threat.max(self.threat(PieceId::Bond, e.id));
                enemy_threat += self.threat(e.id, PieceId::Bond);
            }
        }
        let x = 3.0 * (bond_progress - enemy_progress) - 1.5 * bond_short
            + 1.5 * enemy_short
            + 0.1 * enemy_lost
            - 0.25 * f64::from(bond.lost_turns)
            + THREAT_WEIGHT * (bond_threat / 4.0 - enemy_threat.min(1.0));
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
        let fire_value = best_fire.as_ref().map_or(0.0, |(v, _)| *v);
        if let Some((v, a)) = &best_fire {
            if *v >= 0.25 || (!moving_on && *v >= 0.12) {
                return Some(a.clone());
            }
        }
        // Bond's Force crashes the target about half the time; the Enemy's hardly ever works.
        if me.side() == Side::Bond && fire_value < 0.3 {
            if let Some(f) = acts.iter().find(|a| matches!(a, YoltAction::Force { .. })) {
                if rng.below(10) < 7 {
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
