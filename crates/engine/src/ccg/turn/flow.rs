//! The turn's flow: the Basic set-up round's deals, steps entered and passed, the Discard
//! step, the turn's end, and the one ending that is not a win on points (the turn limit).

use super::Ev;
use crate::ccg::card::Variant;
use crate::ccg::event::CcgEvent;
use crate::ccg::state::{Step, Table, Turn, Uid};
use crate::core::game::{Outcome, Seat};

impl Table {
    /// Basic set-up round: `seat` draws seven and lays a Plot if it has one.
    pub(crate) fn setup_deal(&mut self, seat: Seat, ev: &mut Ev) {
        self.turn.seat = seat;
        self.turn.step = Step::SetupPlot;
        self.refill_hand(seat, ev);
        if !self.plot_in_hand(seat) {
            self.after_setup(seat, ev);
        }
    }

    fn plot_in_hand(&self, seat: Seat) -> bool {
        self.seats[seat]
            .hand
            .iter()
            .any(|&u| self.card(u).is_plot())
    }

    /// `seat` is done with the set-up round: the next seat's deal, or the first turn.
    pub(super) fn after_setup(&mut self, seat: Seat, ev: &mut Ev) {
        let next = self.next_seat(seat);
        if next == 0 {
            self.begin_turn(0, ev);
        } else {
            self.setup_deal(next, ev);
        }
    }

    /// The turn after which the credits roll.
    pub fn turn_limit(&self) -> u32 {
        super::TURNS_PER_PLAYER * self.n() as u32
    }

    /// True when the game ended by the safety net (the turn limit): a stalemate.
    pub fn ended_by_credits(&self) -> bool {
        self.outcome.is_some() && self.turn_no > self.turn_limit()
    }

    pub(super) fn begin_turn(&mut self, seat: Seat, ev: &mut Ev) {
        self.turn_no += 1;
        if self.turn_no > self.turn_limit() {
            ev.push(CcgEvent::CreditsRolled {
                turn: self.turn_no - 1,
            });
            self.outcome = Some(Outcome::Draw);
            return;
        }
        self.turn = Turn {
            seat,
            step: Step::Draw,
            attacks_left: 1,
            extra_plots: Vec::new(),
            q_given: Vec::new(),
        };
        ev.push(CcgEvent::TurnBegan {
            seat,
            turn: self.turn_no,
        });
        self.enter(Step::Draw, ev);
    }

    fn next_step(&self, s: Step) -> Option<Step> {
        match (self.variant, s) {
            (Variant::Basic, Step::Draw) => Some(Step::Advance),
            (Variant::Basic, Step::Advance) => Some(Step::Develop),
            (Variant::Ltk, Step::Draw) => Some(Step::Develop),
            (_, Step::Develop) => Some(Step::Attack),
            (_, Step::Attack) => Some(Step::Briefing),
            (_, Step::Briefing) => Some(Step::Assignment),
            (_, Step::Assignment) => Some(Step::Discard),
            _ => None,
        }
    }

    /// Move on from the current step.
    pub(super) fn finish_step(&mut self, ev: &mut Ev) {
        match self.next_step(self.turn.step) {
            Some(s) => self.enter(s, ev),
            None => self.end_turn(ev),
        }
    }

    /// Enter a step (or enter it again after an action in it); steps with nothing to decide
    /// pass at once.
    pub(super) fn enter(&mut self, step: Step, ev: &mut Ev) {
        self.turn.step = step;
        if self.outcome.is_some() {
            return;
        }
        let seat = self.turn.seat;
        match step {
            Step::Draw => self.enter_draw(seat, ev),
            Step::Advance => {
                if !self.plot_in_hand(seat) {
                    self.finish_step(ev);
                }
            }
            _ => {
                if self.only_done(seat) {
                    self.finish_step(ev);
                }
            }
        }
    }

    /// Discard a card from hand, unseen (Basic: one, which ends the turn).
    pub(super) fn discard_from_hand(&mut self, seat: Seat, card: Uid, ev: &mut Ev) {
        self.take(card);
        self.put_on_discard(card);
        ev.push(CcgEvent::Discarded {
            seat,
            card: None,
            why: "from hand".into(),
        });
        if self.variant == Variant::Basic {
            self.end_turn(ev);
        }
    }

    /// The cards kept to the end of the turn go; in Licence to Kill the hand is refilled; the
    /// next seat's turn begins.
    fn end_turn(&mut self, ev: &mut Ev) {
        let seat = self.turn.seat;
        for u in std::mem::take(&mut self.seats[seat].lingering) {
            self.put_on_discard(u);
            ev.push(CcgEvent::Discarded {
                seat,
                card: Some(self.id_of(u)),
                why: "end of turn".into(),
            });
        }
        if self.variant == Variant::Ltk {
            self.refill_hand(seat, ev);
        }
        let next = self.next_seat(seat);
        self.begin_turn(next, ev);
    }
}
