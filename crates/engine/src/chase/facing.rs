//! Facing: a piece points along the line it last moved. It is stored as a directed pair of
//! spaces whose direction is the heading — either the step the piece just made (`to` is the
//! piece's own space) or, after setup or a Double Back, the way it points out of its space
//! (`from` is the piece's own space).

use serde::{Deserialize, Serialize};

use super::geometry::Vector;
use super::line::LineKind;
use super::map::{ChaseMap, SpaceId};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Facing {
    pub from: SpaceId,
    pub to: SpaceId,
}

impl Facing {
    /// Facing after moving from `from` into `to`.
    pub fn arrived(from: SpaceId, to: SpaceId) -> Self {
        Facing { from, to }
    }

    /// Facing of a piece in `here` pointed toward the adjacent space `toward`.
    pub fn toward(here: SpaceId, toward: SpaceId) -> Self {
        Facing {
            from: here,
            to: toward,
        }
    }

    /// The opposite heading (a Double Back).
    pub fn reversed(self) -> Self {
        Facing {
            from: self.to,
            to: self.from,
        }
    }

    /// The heading as a unit vector on the board.
    pub fn heading<K: LineKind>(self, map: &ChaseMap<K>) -> Vector {
        map.at(self.from).to(map.at(self.to)).unit()
    }

    /// True when the facing makes sense for a piece standing in `here`.
    pub fn fits(self, here: SpaceId) -> bool {
        self.from != self.to && (self.to == here || self.from == here)
    }
}
