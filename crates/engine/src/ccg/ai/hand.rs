//! A stuck hand: the cards that no step of the seat's own turn could play as things stand.
//! A full hand of them draws nothing next turn, so the optional discard is what turns the
//! hand over; the search and the rollouts both use it then.

use crate::ccg::action::CcgAction;
use crate::ccg::card::CardType;
use crate::ccg::state::{Step, Table, Turn, Uid};
use crate::ccg::turn::HAND;
use crate::core::game::Seat;

/// The steps of a turn in which cards are played from hand by choice (the Plot cards are
/// always placed: the rules make them).
const PLAYING_STEPS: [Step; 3] = [Step::Develop, Step::Briefing, Step::Assignment];

impl Table {
    /// The cards of `seat`'s full hand that none of its own steps could play now, as the legal
    /// actions of each step list them (a fresh turn assumed); empty while the hand has room.
    /// Plot cards are never counted (the rules place them); Intrigue cards kept for a response
    /// window only when nothing else in the hand is playable (no window may ever open).
    pub fn dead_cards(&self, seat: Seat) -> Vec<Uid> {
        let hand = &self.seats[seat].hand;
        if hand.len() < HAND {
            return Vec::new();
        }
        let playable = self.playable_from_hand(seat);
        let unplayable = hand.iter().copied().filter(|&u| {
            let id = self.card(u).id;
            !self.card(u).is_plot() && !playable.iter().any(|&p| self.card(p).id == id)
        });
        if playable.is_empty() {
            return unplayable.collect();
        }
        unplayable
            .filter(|&u| !(self.card(u).ctype == CardType::Intrigue && self.fits_any_window(u)))
            .collect()
    }

    /// Is `card` an Intrigue card played in response windows?
    fn fits_any_window(&self, card: Uid) -> bool {
        self.card(card)
            .effects
            .iter()
            .any(|e| e.timing.fits_window(true) || e.timing.fits_window(false))
    }

    /// The cards of `seat`'s hand that its steps' legal actions play, each step probed on a
    /// copy of the table as if `seat` had just reached it in a fresh turn.
    fn playable_from_hand(&self, seat: Seat) -> Vec<Uid> {
        let mut probe = self.clone();
        probe.window = None;
        let mut out = Vec::new();
        for step in PLAYING_STEPS {
            probe.turn = Turn {
                seat,
                step,
                attacks_left: 1,
                extra_plots: Vec::new(),
                q_given: Vec::new(),
            };
            out.extend(
                probe
                    .legal(seat)
                    .iter()
                    .filter_map(CcgAction::card_from_hand)
                    .filter(|&u| self.in_hand(seat, u)),
            );
        }
        out
    }
}
