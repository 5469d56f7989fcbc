//! Before the first turn: a Plot laid in the Basic set-up round, and a Licence to Kill
//! player's start (its Mission, Villain and starting Bond).

use super::Ev;
use crate::ccg::state::{Table, Uid};
use crate::core::game::Seat;

impl Table {
    /// Basic set-up round: lay a Plot from the opening hand (no Main Plot limits yet).
    pub(super) fn lay_plot(&mut self, seat: Seat, card: Uid, ev: &mut Ev) {
        self.lay_main_plot(seat, card, false, ev);
        self.after_setup(seat, ev);
    }

    /// Licence to Kill start: the Mission face up, the Villain face down on it (or alone),
    /// the starting Bond into the Agency; then the decks are shuffled, the hand drawn, and the
    /// next seat starts (after the last, the first turn begins).
    pub(super) fn start(
        &mut self,
        seat: Seat,
        mission: Option<Uid>,
        villain: Option<Uid>,
        bond: Option<Uid>,
        ev: &mut Ev,
    ) {
        if let Some(m) = mission {
            self.take(m);
            self.place_plot(seat, m, true, None, ev);
        }
        if let Some(v) = villain {
            self.take(v);
            // on top of the Mission's Main Plot, just started
            let zone = &self.seats[seat].zone;
            let on = mission
                .and(zone.len().checked_sub(1))
                .map(|m| (m, zone[m].cards.len()));
            self.place_plot(seat, v, false, on, ev);
        }
        if let Some(b) = bond {
            self.join_agency(seat, b, ev);
        }
        let st = &mut self.seats[seat];
        if !self.stacked {
            self.rng.shuffle(&mut st.draw);
            self.rng.shuffle(&mut st.plot_pile);
        }
        self.refill_hand(seat, ev);
        let next = self.next_seat(seat);
        if next == 0 {
            self.begin_turn(0, ev);
        } else {
            self.turn.seat = next;
        }
    }
}
