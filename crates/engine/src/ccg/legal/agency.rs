//! Characters and Q cards: recruiting, giving Q cards from hand, and Licence to Kill's
//! moving and swapping of Q cards.

use super::Wanted;
use crate::ccg::action::CcgAction;
use crate::ccg::card::{CardType, Variant};
use crate::ccg::state::{Table, Uid};
use crate::core::game::Seat;

/// The cards of `attached` but `leaving`.
fn without(attached: &[Uid], leaving: Uid) -> impl Iterator<Item = Uid> + Clone + '_ {
    attached.iter().copied().filter(move |&a| a != leaving)
}

impl Table {
    /// The Briefing: a Bond not yet in the Agency, or a Personality or Agent the seat can win
    /// over, from hand.
    pub(super) fn recruit_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        self.hand_actions(seat, want, &|u| {
            let c = self.card(u);
            match self.role(u) {
                CardType::Bond => !st.agency.iter().any(|p| self.card(p.uid).id == c.id),
                CardType::Personality | CardType::Agent => {
                    !self.unique_blocked(u)
                        && !st.agency.iter().any(|p| self.card(p.uid).id == c.id)
                        && self.can_win_over(seat, u)
                }
                _ => false,
            }
        })
        .into_iter()
        .map(|card| CcgAction::Recruit { card })
        .collect()
    }

    /// May Q card `q` be given to `to` now?
    pub fn q_fits(&self, q: Uid, to: Uid) -> bool {
        self.q_fits_on(q, to, self.attached(to), &mut None)
    }

    /// `q_fits` for a bearer whose attachments `on` are at hand (finding them is a search of
    /// the table). `blocked` holds `q`'s uniqueness test once it has been needed, so the
    /// bearers of one card share one search.
    fn q_fits_on(&self, q: Uid, to: Uid, on: &[Uid], blocked: &mut Option<bool>) -> bool {
        self.q_allowed(q, to, on.iter().copied())
            && !*blocked.get_or_insert_with(|| self.unique_blocked(q))
    }

    /// May Q card `q` go to character `to` with `on` attached to it, uniqueness aside? A Bond
    /// takes any Q card, a Licence to Kill Agent too, another character only the cards that
    /// name its type; never a second copy of a card, nor a second vehicle.
    fn q_allowed(&self, q: Uid, to: Uid, mut on: impl Iterator<Item = Uid> + Clone) -> bool {
        let c = self.card(q);
        let allowed = match self.role(to) {
            CardType::Bond => true,
            CardType::Agent => self.variant == Variant::Ltk,
            r => c.also_given_to.contains(&r),
        };
        allowed
            && !on.clone().any(|a| self.card(a).id == c.id)
            && !(c.vehicle && on.any(|a| self.card(a).vehicle))
    }

    /// Q cards from hand: to your Agency's characters (`plots == false`) or to your face-up
    /// Villains, Henchmen and Personalities in your Plot Zone, a Personality there being
    /// "treated exactly the same way as Henchman cards" (Basic: in the Briefing too; Licence to
    /// Kill: in Develop).
    pub(super) fn give_q_actions(&self, seat: Seat, plots: bool, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        // Each bearer with what is attached to it.
        let mut bearers: Vec<(Uid, &[Uid])> = Vec::new();
        if !plots {
            bearers.extend(
                st.agency
                    .iter()
                    .filter(|p| {
                        self.variant == Variant::Basic || !self.turn.q_given.contains(&p.uid)
                    })
                    .map(|p| (p.uid, p.attached.as_slice())),
            );
        }
        if plots || self.variant == Variant::Basic {
            for mp in &st.zone {
                for c in &mp.cards {
                    if c.face_up
                        && matches!(
                            self.role(c.uid),
                            CardType::Villain | CardType::Henchman | CardType::Personality
                        )
                    {
                        bearers.push((c.uid, &c.attached));
                    }
                }
            }
        }
        let mut v = Vec::new();
        for q in self.hand_of(seat, want, &|u| self.card(u).ctype == CardType::Q) {
            let mut blocked = None;
            for &(b, on) in &bearers {
                if self.q_fits_on(q, b, on, &mut blocked) {
                    v.push(CcgAction::GiveQ { card: q, to: b });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }

    /// Licence to Kill, in place of the On Assignment step: a Q card moved to another
    /// character of the Agency, or two characters' Q cards of different designs swapped.
    pub(super) fn move_q_actions(&self, seat: Seat) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let mut v = Vec::new();
        for p in &st.agency {
            for &q in &p.attached {
                if self.card(q).ctype != CardType::Q {
                    continue;
                }
                for to in &st.agency {
                    if to.uid != p.uid && self.q_allowed(q, to.uid, to.attached.iter().copied()) {
                        v.push(CcgAction::MoveQ {
                            card: q,
                            to: to.uid,
                        });
                    }
                }
                for other in &st.agency {
                    if other.uid <= p.uid {
                        continue;
                    }
                    for &b in &other.attached {
                        if self.card(b).ctype == CardType::Q
                            && self.card(b).id != self.card(q).id
                            && self.q_allowed(q, other.uid, without(&other.attached, b))
                            && self.q_allowed(b, p.uid, without(&p.attached, q))
                        {
                            v.push(CcgAction::ExchangeQ { a: q, b });
                        }
                    }
                }
            }
        }
        v
    }
}
