//! Characters and their Q cards: recruiting into the Agency, giving a Q card from hand, and
//! Licence to Kill's moving and swapping of Q cards in place of the On Assignment step.

use super::{illegal, Ev};
use crate::ccg::event::CcgEvent;
use crate::ccg::state::{Loc, Step, Table, Uid};
use crate::core::error::ActionError;
use crate::core::game::Seat;

impl Table {
    /// The Briefing: a Bond, Personality or Agent from hand joins the Agency.
    pub(super) fn recruit(&mut self, seat: Seat, card: Uid, ev: &mut Ev) {
        self.join_agency(seat, card, ev);
        self.enter(Step::Briefing, ev);
    }

    /// A Q card from hand to the character `to`.
    pub(super) fn give_q(
        &mut self,
        seat: Seat,
        card: Uid,
        to: Uid,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        self.take(card);
        self.attach(card, Some(to))?;
        if self.turn.step == Step::Briefing {
            self.turn.q_given.push(to);
        }
        ev.push(CcgEvent::QGiven {
            seat,
            card: self.id_of(card),
            to: self.id_of(to),
        });
        self.enter(self.turn.step, ev);
        Ok(())
    }

    /// Licence to Kill: a Q card moves to another character of the Agency.
    pub(super) fn move_q(
        &mut self,
        seat: Seat,
        card: Uid,
        to: Uid,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        self.take(card);
        let (s, i) = self
            .seat_of_piece(to)
            .ok_or_else(|| illegal("no such character"))?;
        self.seats[s].agency[i].attached.push(card);
        ev.push(CcgEvent::QMoved {
            seat,
            card: self.id_of(card),
            to: self.id_of(to),
        });
        self.finish_step(ev);
        Ok(())
    }

    /// Licence to Kill: two characters of the Agency swap Q cards `qa` and `qb`.
    pub(super) fn exchange_q(
        &mut self,
        seat: Seat,
        qa: Uid,
        qb: Uid,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        let (Some(Loc::OnAgent { i: ia, .. }), Some(Loc::OnAgent { i: ib, .. })) =
            (self.locate(qa), self.locate(qb))
        else {
            return Err(illegal("both Q cards must be on characters"));
        };
        let (ua, ub) = (
            self.seats[seat].agency[ia].uid,
            self.seats[seat].agency[ib].uid,
        );
        self.take(qa);
        self.take(qb);
        let (_, ia) = self.seat_of_piece(ua).expect("there");
        let (_, ib) = self.seat_of_piece(ub).expect("there");
        self.seats[seat].agency[ia].attached.push(qb);
        self.seats[seat].agency[ib].attached.push(qa);
        for (card, to) in [(qa, ub), (qb, ua)] {
            ev.push(CcgEvent::QMoved {
                seat,
                card: self.id_of(card),
                to: self.id_of(to),
            });
        }
        self.finish_step(ev);
        Ok(())
    }
}
