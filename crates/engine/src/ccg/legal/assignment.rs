//! On Assignment: each agent (with a companion) against each rival Main Plot, and what may
//! be done in place of the step.

use super::Wanted;
use crate::ccg::action::CcgAction;
use crate::ccg::card::CardType;
use crate::ccg::effect::{Op, Timing};
use crate::ccg::state::{Table, Uid};
use crate::core::game::Seat;

impl Table {
    pub(super) fn assign_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let mut plots: Vec<Uid> = Vec::new();
        for (s, other) in self.seats.iter().enumerate() {
            if s != seat {
                plots.extend(other.zone.iter().map(|mp| mp.cards[0].uid));
            }
        }
        let mut v = Vec::new();
        for p in &st.agency {
            if !want.may_be(|w| matches!(w, CcgAction::Assign { agent, .. } if *agent == p.uid)) {
                continue;
            }
            let role = self.role(p.uid);
            let companions: Vec<Option<Uid>> = match role {
                CardType::Bond => {
                    let mut c: Vec<Option<Uid>> = vec![None];
                    c.extend(
                        st.agency
                            .iter()
                            .filter(|q| {
                                matches!(self.role(q.uid), CardType::Personality | CardType::Agent)
                            })
                            .map(|q| Some(q.uid)),
                    );
                    c
                }
                CardType::Agent => vec![None],
                _ => continue,
            };
            for &companion in &companions {
                for &plot in &plots {
                    v.push(CcgAction::Assign {
                        agent: p.uid,
                        companion,
                        plot,
                    });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }

    pub(super) fn in_place_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let mut v = Vec::new();
        for p in &self.seats[seat].agency {
            for e in self.card(p.uid).effects {
                if e.timing != Timing::InPlaceOfAssignment {
                    continue;
                }
                if !matches!(e.op, Op::Attack | Op::Charm) {
                    continue;
                }
                for (a, d) in self.duels(seat, e) {
                    if a == p.uid {
                        v.push(CcgAction::UseInPlace { card: a, target: d });
                        if want.enough(&v) {
                            return v;
                        }
                    }
                }
            }
        }
        let cards = self.hand_of(seat, want, &|u| {
            self.intrigue_played(u, Timing::InPlaceOfAssignment)
        });
        for card in cards {
            v.extend(self.intrigue_targets(seat, card));
            if want.enough(&v) {
                return v;
            }
        }
        v
    }
}
