//! Fire Attack: only Enemy boats have guns. They fire forward along Normal lines (the canal
//! counts as Normal, a Quick Turn line only against its arrow, never a Jump line) or into
//! their own space; the range decides the summary row.

use std::sync::OnceLock;

use super::game::Lald;
use super::map::{map, LaldLine, FORWARD};
use super::piece::{PieceId, Side};
use crate::chase::range::RangeTable;
use crate::chase::{Facing, SpaceId};

fn table() -> &'static RangeTable<LaldLine> {
    static T: OnceLock<RangeTable<LaldLine>> = OnceLock::new();
    T.get_or_init(|| RangeTable::new(map(), FORWARD))
}

/// Forward fire range from a boat in `here` facing `facing` to the space `at`.
pub fn fire_range(here: SpaceId, facing: Facing, at: SpaceId) -> Option<u8> {
    if here == at {
        return Some(0);
    }
    table().get(here, facing)[usize::from(at)]
}

impl Lald {
    /// The range at which `shooter` could fire on Bond now (`None`: no line of fire).
    pub fn range_to_bond(&self, shooter: PieceId) -> Option<u8> {
        if shooter.side() != Side::Enemy {
            return None;
        }
        let (here, facing) = self.at(shooter)?;
        let bond = self.piece(PieceId::Bond).space?;
        fire_range(here, facing, bond)
    }
}
