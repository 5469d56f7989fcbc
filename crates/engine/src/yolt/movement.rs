//! Movement: the full count unless full spaces are in the way, forward only, passing through
//! full spaces but never stopping in one; Quick Turn and Double Back change course.

use super::map::{map, FORWARD};
use super::piece::PieceId;
use super::state::{Activation, Yolt};
use crate::chase::{Facing, SpaceId};

impl Yolt {
    /// The most further spaces `mover` can fly from `here` facing `facing` with `left` spaces
    /// to go, ending where it may stop; `None` when every way ends in a full space.
    pub fn reach(&self, mover: PieceId, here: SpaceId, facing: Facing, left: u8) -> Option<u8> {
        let mut best = (!self.full_for(here, mover)).then_some(0);
        if left == 0 {
            return best;
        }
        let m = map();
        for link in FORWARD.free_moves(m, here, facing) {
            if let Some(x) = self.reach(mover, link.to, Facing::arrived(here, link.to), left - 1) {
                let d = x + 1;
                if d == left {
                    return Some(d);
                }
                if best.is_none_or(|b| d > b) {
                    best = Some(d);
                }
            }
        }
        best
    }

    /// The spaces the active piece may step to now: each forward step that still lets it fly
    /// as far as it possibly can this turn.
    pub fn legal_steps(&self, act: &Activation) -> Vec<SpaceId> {
        if act.stopped || act.remaining == 0 {
            return Vec::new();
        }
        let p = self.piece(act.piece);
        let (Some(here), Some(facing)) = (p.space, p.facing) else {
            return Vec::new();
        };
        let m = map();
        let mut options: Vec<(SpaceId, u8)> = Vec::new();
        for link in FORWARD.free_moves(m, here, facing) {
            if let Some(x) = self.reach(
                act.piece,
                link.to,
                Facing::arrived(here, link.to),
                act.remaining - 1,
            ) {
                options.push((link.to, x + 1));
            }
        }
        let Some(best) = options.iter().map(|o| o.1).max() else {
            return Vec::new();
        };
        let mut out: Vec<SpaceId> = options
            .into_iter()
            .filter(|o| o.1 == best)
            .map(|o| o.0)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Quick Turn lines the active piece may try now.
    pub fn legal_quick_turns(&self, act: &Activation) -> Vec<SpaceId> {
        if act.stopped || act.remaining == 0 || act.used.quick_turn || act.used.exclusive() {
            return Vec::new();
        }
        let p = self.piece(act.piece);
        let (Some(here), Some(facing)) = (p.space, p.facing) else {
            return Vec::new();
        };
        let m = map();
        FORWARD
            .special_moves(m, here, facing)
            .filter(|l| {
                self.reach(
                    act.piece,
                    l.to,
                    Facing::arrived(here, l.to),
                    act.remaining - 1,
                )
                .is_some()
            })
            .map(|l| l.to)
            .collect()
    }

    /// True when the active piece may try a Double Back now.
    pub fn can_double_back(&self, act: &Activation) -> bool {
        if act.stopped || act.remaining == 0 || act.used.double_back || act.used.exclusive() {
            return false;
        }
        let p = self.piece(act.piece);
        let (Some(here), Some(facing)) = (p.space, p.facing) else {
            return false;
        };
        self.reach(act.piece, here, facing.reversed(), act.remaining)
            .is_some()
    }

    /// Spaces a piece may face at setup: neighbours along Flight Path or Overpass lines.
    pub fn setup_facings(&self, piece: PieceId) -> Vec<SpaceId> {
        let Some(here) = self.piece(piece).space else {
            return Vec::new();
        };
        let mut v: Vec<SpaceId> = map()
            .links(here)
            .iter()
            .filter(|l| l.passage() == crate::chase::Passage::Free)
            .map(|l| l.to)
            .collect();
        v.sort_unstable();
        v
    }
}
