//! The computer player's heuristic: a position value for the search and a purposeful, cheap
//! rollout policy (fire good shots, steer for headings that threaten more than they are
//! threatened, end the move when done).
//!
//! The search looks at one move (Bond's, or one Enemy helicopter's) and then judges the
//! position: material, ammunition, and what every piece threatens on its next move, read as
//! expected dice results from the tables in [`super::threat`] rather than sampled.

use super::action::YoltAction;
use super::fire::Shot;
use super::game::Yolt;
use super::map::map;
use super::piece::{PieceId, Side, Weapon};
use super::state::Phase;
use super::summary::{summary, Effect, RollAction};
use super::threat::threats;

use crate::chase::{Facing, SpaceId};
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Weight of Bond's next-move threat against material: the enemies move before he does, so
/// it counts for less than what it says.
const BOND_THREAT_WEIGHT: f64 = 1.5;

/// Weight of the Enemy's next-move threat against material: the expected hits are close to
/// certain to be tried, so nearly their full material value.
const ENEMY_THREAT_WEIGHT: f64 = 2.5;

/// What running out of every weapon costs Bond (the tie rule ends his Force hunt).
const DRY_PENALTY: f64 = 1.5;

/// What an Enemy helicopter that has already moved this phase still threatens.
const MOVED_DISCOUNT: f64 = 0.35;

/// Chance that a Force by `side` crashes its target: its Force roll lands in the white area
/// and the target's Force Dodge in the gray.
fn force_crash(side: Side) -> f64 {
    let force = summary(side)
        .row(RollAction::Force, None)
        .expect("Force row");
    let dodge = summary(side.other())
        .row(RollAction::ForceDodge, None)
        .expect("Force Dodge row");
    force.white_chance() * (1.0 - dodge.white_chance())
}

/// Bond's Force needs no ammunition: what it is worth when the guns run dry.
const FORCE_VALUE: f64 = 0.5;

/// Expected Enemy helicopters destroyed per ammo box of each of Bond's weapons, roughly, used
/// to value the ammunition he still carries.
const BOND_WEAPON_VALUE: [f64; 5] = [0.08, 0.35, 0.85, 0.3, 0.15];

impl Yolt {
    /// Expected damage of a shot, in "fraction of the target destroyed".
    pub(crate) fn shot_value(&self, shooter: PieceId, shot: &Shot) -> f64 {
        let target = shot.target;
        let row = self.row(shooter, shot.action, Some(shot.range));
        let pw = row.white_chance();
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
                let pd = d.white_chance();
                pd * dmg(d.on_white) + (1.0 - pd) * dmg(d.on_gray)
            }
            e => dmg(e),
        };
        pw * value
    }

    /// How much damage `shooter` threatens on its next move against `target` (expected
    /// fraction of the target destroyed), from the precomputed next-move tables: the best
    /// chance along any path its movement roll allows, averaged over the roll.
    fn threat(&self, shooter: PieceId, target: PieceId) -> f64 {
        let (s, t) = (self.piece(shooter), self.piece(target));
        let (Some((here, facing)), Some(at)) = (s.at(), t.space) else {
            return 0.0;
        };
        self.threat_from(shooter, here, facing, target, at)
    }

    /// [`Yolt::threat`] with the shooter at `here` facing `facing` and the target in `at`.
    fn threat_from(
        &self,
        shooter: PieceId,
        here: SpaceId,
        facing: Facing,
        target: PieceId,
        at: SpaceId,
    ) -> f64 {
        let (s, t) = (self.piece(shooter), self.piece(target));
        let tables = threats();
        let chance = |table| tables.chance(table, here, facing, at);
        let left = f64::from(self.hit_boxes(target) - t.hits).max(1.0);
        let ammo = |w: Weapon| s.ammo(w) > 0;
        // A piece that will lose its next turn threatens only the turn after.
        let later = if s.lost_turns > 0 { 0.3 } else { 1.0 };
        let value = if shooter == PieceId::Bond {
            let mut best: f64 = chance(tables.bond_meet) * force_crash(Side::Bond);
            if ammo(Weapon::MachineGun) {
                best = best.max(chance(tables.bond_mg) / left);
            }
            if ammo(Weapon::Rockets) {
                let row = summary(Side::Enemy)
                    .row(RollAction::DodgeRockets, None)
                    .expect("Dodge Rockets row");
                let dodge = row.white_chance();
                let hits = dodge / left + (1.0 - dodge) * (3.0 / left).min(1.0);
                best = best.max(chance(tables.bond_rockets) * hits);
            }
            if ammo(Weapon::Flamethrower) {
                best = best.max(chance(tables.bond_flame) * (3.0 / left).min(1.0));
            }
            if ammo(Weapon::AirMines) {
                best = best.max(chance(tables.bond_mines));
            }
            if ammo(Weapon::Missiles) {
                // Any range, any direction: on the same level it is nearly sure; otherwise
                // Bond has to change level first.
                let map = map();
                let same = map.level(here) == map.level(at);
                best = best.max(if same { 0.9 } else { 0.6 });
            }
            best
        } else {
            let mut v = chance(tables.enemy_meet) * force_crash(Side::Enemy);
            if ammo(Weapon::MachineGun) {
                v += chance(tables.enemy_mg) / left;
            }
            v
        };
        later * value
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
            enemy_ammo += f64::from(e.ammo(Weapon::MachineGun));
            enemy_lost += f64::from(e.lost_turns);
        }
        // Material: each side's progress toward its goal.
        let bond_progress = 1.0 - enemy_left / 4.0;
        let enemy_progress = 1.0 - bond_left;
        // Firepower still carried, against what it has to do.
        let bond_power: f64 = Weapon::ALL
            .iter()
            .map(|&w| f64::from(bond.ammo(w)) * BOND_WEAPON_VALUE[w.index()])
            .sum::<f64>()
            + FORCE_VALUE;
        let bond_short = (enemy_left - bond_power).max(0.0) / 4.0;
        let enemy_power = enemy_ammo * 0.15;
        let bond_boxes = f64::from(sheet.bond_hits - bond.hits);
        let enemy_short = (bond_boxes - enemy_power).max(0.0) / f64::from(sheet.bond_hits);
        // Threats for the coming moves: Bond fires once a turn (his best shot); every Enemy
        // helicopter fires once. During the Enemy's phase, a helicopter that has already moved fires again only
        // after Bond's next move, when he may be gone.
        let enemy_phase = match &self.phase {
            Phase::EnemyToChoose => true,
            Phase::Moving { activation } | Phase::Dodge { activation, .. } => {
                activation.piece.side() == Side::Enemy
            }
            _ => false,
        };
        let mut bond_threat: f64 = 0.0;
        let mut enemy_threat = 0.0;
        if bond.alive() {
            for e in self.alive(Side::Enemy) {
                bond_threat = bond_threat.max(self.threat(PieceId::Bond, e.id));
                let later = enemy_phase && self.turns.done_this_phase(e.id);
                enemy_threat +=
                    self.threat(e.id, PieceId::Bond) * if later { MOVED_DISCOUNT } else { 1.0 };
            }
        }
        // Once every Enemy gun is empty nothing threatens Bond but a Force, and he has all but
        // won: only how soon he finishes is left to judge, so the value says how close he is
        // to a kill (the plain material value would sit flat near 1 and leave the search no
        // reason to hunt, and the game would drag on for ever).
        if bond.alive()
            && bond.lost_turns == 0
            && self
                .alive(Side::Enemy)
                .all(|e| e.ammo(Weapon::MachineGun) == 0)
        {
            let m = map();
            let nearest = match bond.space {
                Some(b) => self
                    .alive(Side::Enemy)
                    .filter_map(|e| e.space)
                    .map(|e| m.at(b).distance(m.at(e)))
                    .fold(f64::INFINITY, f64::min),
                None => 0.0,
            };
            let close = 1.0 - (nearest / 200.0).min(1.0);
            let score = (2.0 * bond_threat.min(1.0) + close) / 3.0 - 0.05 * enemy_left;
            let v = (0.8 + 0.15 * score).clamp(0.6, 0.97);
            return Some(vec![v, 1.0 - v]);
        }
        // With every box of his ammunition gone Bond can still Force, but once the Enemy's
        // guns are empty too the game ends in a tie: he should keep a box in hand.
        let bond_dry = if bond.out_of_ammo() { DRY_PENALTY } else { 0.0 };
        let x = 3.0 * (bond_progress - enemy_progress) - 1.5 * bond_short - bond_dry
            + 1.5 * enemy_short
            + 0.1 * enemy_lost
            - 0.25 * f64::from(bond.lost_turns)
            + BOND_THREAT_WEIGHT * bond_threat / 4.0
            - ENEMY_THREAT_WEIGHT * enemy_threat.min(1.0);
        let v = 1.0 / (1.0 + (-x).exp());
        Some(vec![v, 1.0 - v])
    }

    /// How good a step to `to` looks for `mover`, read as the heuristic reads threats: what
    /// the mover threatens from the heading it arrives with, less what threatens it there,
    /// each weighted as [`Yolt::heuristic`] weighs them for its side.
    fn step_score(&self, mover: PieceId, to: SpaceId) -> f64 {
        let Some((here, _)) = self.at(mover) else {
            return 0.0;
        };
        let facing = Facing::arrived(here, to);
        if mover == PieceId::Bond {
            let enemies = || {
                self.alive(Side::Enemy)
                    .filter_map(|e| e.at().map(|(s, f)| (e.id, s, f)))
            };
            let own = enemies()
                .map(|(e, s, _)| self.threat_from(mover, to, facing, e, s))
                .fold(0.0, f64::max);
            let against: f64 = enemies()
                .map(|(e, s, f)| self.threat_from(e, s, f, mover, to))
                .sum();
            BOND_THREAT_WEIGHT * own / 4.0 - ENEMY_THREAT_WEIGHT * against.min(1.0)
        } else {
            let bond = self.piece(PieceId::Bond);
            let Some((bs, bf)) = bond.at() else {
                return 0.0;
            };
            let own = self.threat_from(mover, to, facing, PieceId::Bond, bs);
            let against = self.threat_from(PieceId::Bond, bs, bf, mover, to);
            ENEMY_THREAT_WEIGHT * own.min(1.0) - BOND_THREAT_WEIGHT * against / 4.0
        }
    }

    /// A cheap, sensible action for rollouts.
    /// The seat does not matter: the piece to move is the one the phase names.
    pub(crate) fn rollout(&self, _seat: Seat, rng: &mut Rng) -> Option<YoltAction> {
        let activation = match &self.phase {
            Phase::Dodge { .. } => return Some(YoltAction::Dodge),
            Phase::Moving { activation } => activation.clone(),
            _ => return None,
        };
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
                // The step to the heading the heuristic likes best for the mover: what it
                // threatens from there against what threatens it there.
                let to = steps
                    .iter()
                    .copied()
                    .max_by(|&a, &b| self.step_score(me, a).total_cmp(&self.step_score(me, b)))
                    .expect("two steps");
                Some(YoltAction::Step { to })
            }
        }
    }
}
