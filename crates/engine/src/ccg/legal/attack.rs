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

    pub(super) fn attack_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        use CcgAction as A;
        if self.turn.attacks_left == 0 {
            return Vec::new();
        }
        let assailants: Vec<&PlotCard> = self.assailants_on(seat).collect();
        if assailants.is_empty() {
            return Vec::new();
        }
        // PV and CV of each side worked out once, not once per pairing, from the attachments
        // at hand (finding them is a search of the table). Basic only asks whether both have
        // a PV, which modifiers never change.
        let values = |u: Uid, on: &[Uid]| match self.variant {
            Variant::Basic => (self.card(u).pv.map(i32::from), None),
            Variant::Ltk => self.pv_cv_on(u, on),
        };
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
                    .map(|p| (p.uid, values(p.uid, &p.attached)))
            })
            .collect();
        let mut v = Vec::new();
        for a in assailants {
            if !want
                .may_be(|w| matches!(w, A::HenchmanAttack { assailant, .. } if *assailant == a.uid))
            {
                continue;
            }
            let (a_pv, a_cv) = values(a.uid, &a.attached);
            let a = a.uid;
            for &(t, (t_pv, t_cv)) in &targets {
                match self.variant {
                    Variant::Basic => {
                        if a_pv.is_some() && t_pv.is_some() {
                            v.push(CcgAction::HenchmanAttack {
                                assailant: a,
                                target: t,
                                by_cv: false,
                            });
                            if want.enough(&v) {
                                return v;
                            }
                        }
                    }
                    Variant::Ltk => {
                        for by_cv in [false, true] {
                            let (x, y) = if by_cv { (a_cv, t_cv) } else { (a_pv, t_pv) };
                            if let (Some(x), Some(y)) = (x, y) {
                                if x >= y {
                                    v.push(CcgAction::HenchmanAttack {
                                        assailant: a,
                                        target: t,
                                        by_cv,
                                    });
                                    if want.enough(&v) {
                                        return v;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        v
    }
}
