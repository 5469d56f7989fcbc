//! Drawing cards, with the reshuffles, and the Basic Draw Cards step's action.

use super::{illegal, Ev, HAND};
use crate::ccg::card::Variant;
use crate::ccg::event::CcgEvent;
use crate::ccg::state::Table;
use crate::core::error::ActionError;
use crate::core::game::Seat;

impl Table {
    /// Draw one card: a Plot card from the (Licence to Kill) Plot Draw Pile when `plots`,
    /// else an Action card; an empty pile is first made again from its discard pile,
    /// shuffled. False when both are empty.
    fn draw_one(&mut self, seat: Seat, plots: bool, ev: &mut Ev) -> bool {
        let st = &mut self.seats[seat];
        let (pile, discard) = if plots {
            (&mut st.plot_pile, &mut st.plot_discard)
        } else {
            (&mut st.draw, &mut st.discard)
        };
        if pile.is_empty() {
            if discard.is_empty() {
                return false;
            }
            *pile = std::mem::take(discard);
            self.rng.shuffle(pile);
            ev.push(CcgEvent::Reshuffled { seat, plots });
        }
        let u = pile.pop().expect("non-empty");
        st.hand.push(u);
        true
    }

    /// Draw one Action card.
    pub(super) fn draw_action(&mut self, seat: Seat, ev: &mut Ev) -> bool {
        self.draw_one(seat, false, ev)
    }

    fn action_cards_in_hand(&self, seat: Seat) -> usize {
        self.seats[seat]
            .hand
            .iter()
            .filter(|&&u| !self.card(u).is_plot() || self.variant == Variant::Basic)
            .count()
    }

    /// Draw Action cards up to a full hand; returns how many were drawn.
    pub(super) fn draw_to_seven(&mut self, seat: Seat, ev: &mut Ev) -> u8 {
        let mut n = 0;
        while self.action_cards_in_hand(seat) < HAND && self.draw_action(seat, ev) {
            n += 1;
        }
        n
    }

    /// Draw Action cards up to a full hand, and tell how many.
    pub(super) fn refill_hand(&mut self, seat: Seat, ev: &mut Ev) {
        let action = self.draw_to_seven(seat, ev);
        ev.push(CcgEvent::Drew {
            seat,
            action,
            plot: 0,
            from_plot_pile: vec![],
        });
    }

    /// Licence to Kill: draw one Plot card; returns how many were drawn.
    pub(super) fn draw_plot(&mut self, seat: Seat, ev: &mut Ev) -> u8 {
        u8::from(self.draw_one(seat, true, ev))
    }

    /// The Draw step begins: in Licence to Kill the seat draws to a full hand and one Plot
    /// card (none once its Plot deck is spent: play goes on); in Basic a full hand, or an empty
    /// Plot Pile (the hand refilled), leaves nothing to decide.
    pub(super) fn enter_draw(&mut self, seat: Seat, ev: &mut Ev) {
        if self.variant == Variant::Ltk {
            let a = self.draw_to_seven(seat, ev);
            let p = self.draw_plot(seat, ev);
            ev.push(CcgEvent::Drew {
                seat,
                action: a,
                plot: p,
                from_plot_pile: vec![],
            });
            return self.finish_step(ev);
        }
        if self.seats[seat].hand.len() >= HAND {
            return self.finish_step(ev);
        }
        if self.seats[seat].plot_pile.is_empty() {
            self.refill_hand(seat, ev);
            self.finish_step(ev);
        }
    }

    /// Basic Draw Cards: `from_plot_pile` cards from the top of the Plot Pile, then Action
    /// cards up to a full hand.
    pub(super) fn draw_cards(
        &mut self,
        seat: Seat,
        from_plot_pile: u8,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        let mut names = Vec::new();
        for _ in 0..from_plot_pile {
            let u = self.seats[seat]
                .plot_pile
                .pop()
                .ok_or_else(|| illegal("the Plot Pile is empty"))?;
            names.push(self.id_of(u));
            self.seats[seat].hand.push(u);
        }
        let n = self.draw_to_seven(seat, ev);
        ev.push(CcgEvent::Drew {
            seat,
            action: n,
            plot: from_plot_pile,
            from_plot_pile: names,
        });
        self.finish_step(ev);
        Ok(())
    }
}
