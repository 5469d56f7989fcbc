//! Drawing cards, with the reshuffles, and the Basic Draw Cards step's action.

use super::{illegal, Ev, HAND};
use crate::ccg::card::Variant;
use crate::ccg::event::CcgEvent;
use crate::ccg::state::Table;
use crate::core::error::ActionError;
use crate::core::game::Seat;

impl Table {
    /// Draw one Action card (reshuffling the discard pile when the draw pile is empty).
    pub(super) fn draw_action(&mut self, seat: Seat, ev: &mut Ev) -> bool {
        if self.seats[seat].draw.is_empty() {
            if self.seats[seat].discard.is_empty() {
                return false;
            }
            let mut pile = std::mem::take(&mut self.seats[seat].discard);
            self.rng.shuffle(&mut pile);
            self.seats[seat].draw = pile;
            ev.push(CcgEvent::Reshuffled { seat, plots: false });
        }
        let u = self.seats[seat].draw.pop().expect("non-empty");
        self.seats[seat].hand.push(u);
        true
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

    /// Licence to Kill: draw one Plot card (reshuffling the Plot discard when needed).
    pub(super) fn draw_plot(&mut self, seat: Seat, ev: &mut Ev) -> u8 {
        if self.seats[seat].plot_pile.is_empty() {
            if self.seats[seat].plot_discard.is_empty() {
                return 0;
            }
            let mut pile = std::mem::take(&mut self.seats[seat].plot_discard);
            self.rng.shuffle(&mut pile);
            self.seats[seat].plot_pile = pile;
            ev.push(CcgEvent::Reshuffled { seat, plots: true });
        }
        let u = self.seats[seat].plot_pile.pop().expect("non-empty");
        self.seats[seat].hand.push(u);
        1
    }

    /// The Draw step begins: in Licence to Kill a seat out of Plot cards ends the game, else it
    /// draws to a full hand and one Plot card; in Basic a full hand, or an empty Plot Pile
    /// (the hand refilled), leaves nothing to decide.
    pub(super) fn enter_draw(&mut self, seat: Seat, ev: &mut Ev) {
        if self.out_of_plots(seat) {
            return self.end_with_last_plot(seat, ev);
        }
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
