//! Henchman Attacks: who may attack whom.

use super::Wanted;
use crate::ccg::action::CcgAction;
use crate::ccg::card::{CardType, Variant};
use crate::ccg::state::{PlotCard, Table, Uid};
use crate::core::game::Seat;

/// A card's PV and CV with modifiers (`None`: it has none).
type PvCv = (Option<i32>, Option<i32>);

impl Table {
    /// Henchmen (and Personalities) in `seat`'s Plot Zone that may attack.
    pub fn assailants(&self, seat: Seat) -> Vec<Uid> {
        self.assailants_on(seat).map(|c| c.uid).collect()
    }

    /// The Plot Zone cards of `assailants`, with what is attached to them.
    pub(super) fn assailants_on(&self, seat: Seat) -> impl Iterator<Item = &PlotCard> {
        self.seats[seat]
            .zone
            .iter()
            .flat_map(|mp| mp.cards.iter())
            .filter(|c| {
                c.face_up && matches!(self.role(c.uid), CardType::Henchman | CardType::Personality)
            })
    }

    /// PV and CV of a side of a Henchman Attack, from the attachments `on` at hand (finding
    /// them is a search of the table). Basic only asks whether both have a PV, which
    /// modifiers never change.
    fn attack_stats(&self, u: Uid, on: &[Uid]) -> PvCv {
        match self.variant {
            Variant::Basic => (self.card(u).pv.map(i32::from), None),
            Variant::Ltk => self.pv_cv_on(u, on),
        }
    }

    /// How an assailant may attack a target, given their stats: Basic, by PV when both have
    /// one; Licence to Kill, by PV or by CV wherever the assailant's is at least the target's.
    fn attack_ways(&self, a: PvCv, t: PvCv) -> impl Iterator<Item = bool> {
        let ltk = self.variant == Variant::Ltk;
        let fits = move |by_cv: bool| {
            if !ltk {
                return !by_cv && a.0.is_some() && t.0.is_some();
            }
            let (x, y) = if by_cv { (a.1, t.1) } else { (a.0, t.0) };
            matches!((x, y), (Some(x), Some(y)) if x >= y)
        };
        [false, true].into_iter().filter(move |&by_cv| fits(by_cv))
    }

    /// The Attack step: each assailant against each character in another player's Agency
    /// (stats worked out once per character, not once per pairing).
    pub(super) fn attack_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        use CcgAction as A;
        if self.turn.attacks_left == 0 {
            return Vec::new();
        }
        let assailants: Vec<&PlotCard> = self.assailants_on(seat).collect();
        if assailants.is_empty() {
            return Vec::new();
        }
        let targets: Vec<(Uid, PvCv)> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != seat)
            .flat_map(|(_, st)| {
                st.agency
                    .iter()
                    .filter(|p| {
                        want.may_be(
                            |w| matches!(w, A::HenchmanAttack { target, .. } if *target == p.uid),
                        )
                    })
                    .map(|p| (p.uid, self.attack_stats(p.uid, &p.attached)))
            })
            .collect();
        let mut v = Vec::new();
        for a in assailants {
            if !want
                .may_be(|w| matches!(w, A::HenchmanAttack { assailant, .. } if *assailant == a.uid))
            {
                continue;
            }
            let stats = self.attack_stats(a.uid, &a.attached);
            for &(target, t_stats) in &targets {
                for by_cv in self.attack_ways(stats, t_stats) {
                    v.push(A::HenchmanAttack {
                        assailant: a.uid,
                        target,
                        by_cv,
                    });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }
}
