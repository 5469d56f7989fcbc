//! Weapons and their targets.
//!
//! * Machine gun: at a target on the same level in the same space or ahead along Flight Path /
//!   Overpass lines; or from a Low space up at a High target ahead (never the same space) or
//!   along a Vertical Fire line. Never from High down to Low.
//! * Rockets: same level, 1–10 spaces ahead, never the same space.
//! * Missiles: same level, any direction, any range, never the same space.
//! * Flamethrower: same level, the space directly behind.
//! * Air Mines: from a High space down a Vertical Fire line into the Low space below.

use serde::{Deserialize, Serialize};

use super::game::Yolt;
use super::map::{map, YoltLine, FORWARD};
use super::piece::{PieceId, Side, Weapon};
use super::summary::RollAction;
use crate::chase::range::{any_direction_ranges, RangeTable};
use crate::chase::{Facing, SpaceId};
use crate::yolt::space::Level;
use std::sync::OnceLock;

/// A shot a piece could take now (ammo and per-turn limits aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub weapon: Weapon,
    pub target: PieceId,
    /// The Action Summary line it uses.
    pub action: RollAction,
    /// Range in spaces (0 = same space).
    pub range: u8,
}

/// Longest rocket range.
pub const ROCKET_RANGE: u8 = 10;

/// True when a Vertical Fire line runs from the Low space `low` up to the High space `high`.
pub fn vertical_line(low: SpaceId, high: SpaceId) -> bool {
    map()
        .link(low, high)
        .is_some_and(|l| l.kind == YoltLine::VerticalFire && l.with_arrow)
}

fn forward_table() -> &'static RangeTable<YoltLine> {
    static TABLE: OnceLock<RangeTable<YoltLine>> = OnceLock::new();
    TABLE.get_or_init(|| RangeTable::new(map(), FORWARD))
}

/// Forward ranges from a piece in `here` facing `facing` to every space.
pub fn ranges_ahead(here: SpaceId, facing: Facing) -> std::borrow::Cow<'static, [Option<u8>]> {
    forward_table().get(here, facing)
}

/// Ranges in any direction from `here` to every space, worked out on first use and kept.
fn any_ranges(here: SpaceId) -> &'static [Option<u8>] {
    static TABLE: OnceLock<Vec<OnceLock<Vec<Option<u8>>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| (0..map().len()).map(|_| OnceLock::new()).collect());
    table[usize::from(here)].get_or_init(|| any_direction_ranges(map(), here))
}

/// Every shot but Missiles a piece of `side` in `here` facing `facing` could take at a target
/// in `at` (`ahead` is [`ranges_ahead`] for that heading): weapon, summary line and range.
/// Missiles, which fire any way, are added by [`Yolt::shots`].
pub(crate) fn shots_at(
    side: Side,
    here: SpaceId,
    facing: Facing,
    ahead: &[Option<u8>],
    at: SpaceId,
) -> Vec<(Weapon, RollAction, u8)> {
    let m = map();
    let (my_level, level) = (m.level(here), m.level(at));
    let mut out = Vec::new();
    let fwd = ahead[usize::from(at)];
    // Machine gun.
    if level == my_level {
        if let Some(r) = fwd {
            out.push((Weapon::MachineGun, RollAction::MgSameLevel, r));
        }
    } else if my_level == Level::Low && level == Level::High {
        let vertical = vertical_line(here, at).then_some(1u8);
        let forward = fwd.filter(|&r| r > 0);
        if let Some(r) = [vertical, forward].into_iter().flatten().min() {
            out.push((Weapon::MachineGun, RollAction::MgBeneath, r));
        }
    }
    if side != Side::Bond {
        return out;
    }
    // Rockets.
    if level == my_level {
        if let Some(r) = fwd.filter(|&r| (1..=ROCKET_RANGE).contains(&r)) {
            out.push((Weapon::Rockets, RollAction::Rockets, r));
        }
    }
    // Flamethrower.
    if level == my_level && FORWARD.behind(m, here, facing) == Some(at) {
        out.push((Weapon::Flamethrower, RollAction::Flamethrower, 1));
    }
    // Air Mines.
    if my_level == Level::High && vertical_line(at, here) {
        out.push((Weapon::AirMines, RollAction::AirMines, 1));
    }
    out
}

impl Yolt {
    /// Every shot `shooter` could take from where it is, before ammo and per-turn limits.
    pub fn shots(&self, shooter: PieceId) -> Vec<Shot> {
        let p = self.piece(shooter);
        let (Some(here), Some(facing)) = (p.space, p.facing) else {
            return Vec::new();
        };
        let m = map();
        let my_level = m.level(here);
        let ahead = ranges_ahead(here, facing);
        let mut out = Vec::new();
        let targets: Vec<(PieceId, SpaceId)> = self
            .alive(shooter.side().other())
            .filter_map(|t| t.space.map(|s| (t.id, s)))
            .collect();
        for &(target, at) in &targets {
            for (weapon, action, range) in shots_at(shooter.side(), here, facing, &ahead, at) {
                out.push(Shot {
                    weapon,
                    target,
                    action,
                    range,
                });
            }
        }
        // Missiles: any direction, any range, same level, not the same space.
        if shooter.side() == Side::Bond && p.ammo(Weapon::Missiles) > 0 {
            let any = any_ranges(here);
            for &(target, at) in &targets {
                if at != here && m.level(at) == my_level {
                    if let Some(r) = any[usize::from(at)] {
                        out.push(Shot {
                            weapon: Weapon::Missiles,
                            target,
                            action: RollAction::Missiles,
                            range: r,
                        });
                    }
                }
            }
        }
        out
    }

    /// The shot `shooter` would take with `weapon` at `target`, if it is possible now.
    pub fn shot(&self, shooter: PieceId, weapon: Weapon, target: PieceId) -> Option<Shot> {
        self.shots(shooter)
            .into_iter()
            .find(|s| s.weapon == weapon && s.target == target)
    }
}
