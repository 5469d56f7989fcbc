//! Test and tool hooks: put chosen cards where a test needs them. Never used by play.

use super::card::{Card, Variant};
use super::design::Design;
use super::state::{Loc, MainPlot, Piece, PlotCard, Step, Table, Turn, Uid};
use crate::core::game::Seat;

impl Table {
    /// Test hook: every card back to its owner's draw piles (Licence to Kill Plots to the
    /// Plot Draw Pile), scores 0, no window, seat 0 at the start of `step`.
    pub fn rig_reset(&mut self, step: Step) {
        self.window = None;
        for s in &mut self.seats {
            *s = super::state::SeatState::default();
        }
        for u in 0..self.designs.len() {
            let uid = Uid(u as u16);
            let o = self.owner[u];
            if self.variant == Variant::Ltk && self.card(uid).is_plot() {
                self.seats[o].plot_pile.push(uid);
            } else {
                self.seats[o].draw.push(uid);
            }
        }
        self.outcome = None;
        self.rig_turn(0, step);
    }

    /// Test hook: make it `seat`'s turn at `step` (a fresh turn).
    pub fn rig_turn(&mut self, seat: Seat, step: Step) {
        self.window = None;
        self.turn = Turn {
            seat,
            step,
            attacks_left: 1,
            extra_plots: vec![],
            q_given: vec![],
        };
        self.turn_no = self.turn_no.max(1);
    }

    /// Test hook: a new physical card of a design that is not in the pool (a test's own
    /// card, with an id no pool card has), owned by `seat`, on its draw pile (Licence to
    /// Kill Plots: its Plot Draw Pile) for the other hooks to take. A table holding one
    /// cannot be read back from its JSON.
    pub fn rig_invent(&mut self, seat: Seat, card: &'static Card) -> Uid {
        assert!(
            super::pool::card(card.id).is_none(),
            "{} is a pool card's id",
            card.id
        );
        let uid = Uid(self.designs.len() as u16);
        self.designs.make_mut().push(Design(card));
        self.owner.make_mut().push(seat);
        if self.variant == Variant::Ltk && card.is_plot() {
            self.seats[seat].plot_pile.push(uid);
        } else {
            self.seats[seat].draw.push(uid);
        }
        uid
    }

    /// Test hook: take a card of design `id` owned by `seat` out of its piles.
    pub fn rig_pull(&mut self, seat: Seat, id: &str) -> Uid {
        let st = &self.seats[seat];
        let found = st
            .draw
            .iter()
            .chain(&st.plot_pile)
            .chain(&st.discard)
            .chain(&st.plot_discard)
            .copied()
            .find(|&u| self.card(u).id == id)
            .unwrap_or_else(|| panic!("seat {seat} has no spare {id}"));
        self.take(found);
        found
    }

    /// Test hook: a card of design `id` into `seat`'s hand.
    pub fn rig_hand(&mut self, seat: Seat, id: &str) -> Uid {
        let u = self.rig_pull(seat, id);
        self.seats[seat].hand.push(u);
        u
    }

    /// Test hook: fill `seat`'s hand up to `n` cards with Bonds that have no effects, so
    /// hands are full without adding choices.
    pub fn rig_fill_hand(&mut self, seat: Seat, n: usize) {
        while self.seats[seat].hand.len() < n {
            let u = self.seats[seat]
                .draw
                .iter()
                .copied()
                .find(|&x| {
                    let c = self.card(x);
                    c.ctype == super::card::CardType::Bond && c.effects.is_empty()
                })
                .expect("a Bond to fill the hand");
            self.take(u);
            self.seats[seat].hand.push(u);
        }
    }

    /// Test hook: a card of design `id` into `seat`'s Agency.
    pub fn rig_agency(&mut self, seat: Seat, id: &str) -> Uid {
        let u = self.rig_pull(seat, id);
        self.seats[seat].agency.push(Piece {
            uid: u,
            demoted: false,
            attached: vec![],
        });
        u
    }

    /// Test hook: a card of design `id` into `seat`'s Plot Zone: a new Main Plot
    /// (`main: None`) or on top of Main Plot `m`.
    pub fn rig_plot(&mut self, seat: Seat, id: &str, main: Option<usize>, face_up: bool) -> Uid {
        let u = self.rig_pull(seat, id);
        let pc = PlotCard {
            uid: u,
            face_up,
            attached: vec![],
        };
        match main {
            Some(m) => self.seats[seat].zone[m].cards.push(pc),
            None => self.seats[seat].zone.push(MainPlot { cards: vec![pc] }),
        }
        if face_up {
            self.seats[seat].score += self.zone_points(u);
        }
        u
    }

    /// Test hook: attach a card of design `id` owned by `seat` to the card `to` in play.
    pub fn rig_attach(&mut self, seat: Seat, id: &str, to: Uid) -> Uid {
        let u = self.rig_pull(seat, id);
        match self.locate(to) {
            Some(Loc::Agency { seat: s, i }) => self.seats[s].agency[i].attached.push(u),
            Some(Loc::Zone { seat: s, m, k }) => self.seats[s].zone[m].cards[k].attached.push(u),
            other => panic!("cannot attach to a card at {other:?}"),
        }
        u
    }

    /// Test hook: demote a character in an Agency.
    pub fn rig_demote(&mut self, uid: Uid) {
        let (s, i) = self.seat_of_piece(uid).expect("in an Agency");
        self.seats[s].agency[i].demoted = true;
    }

    /// Test hook: put cards of these designs on top of `seat`'s draw pile, the first listed
    /// drawn first.
    pub fn rig_stack(&mut self, seat: Seat, ids: &[&str]) -> Vec<Uid> {
        let mut uids: Vec<Uid> = ids.iter().map(|id| self.rig_pull(seat, id)).collect();
        let ret = uids.clone();
        uids.reverse();
        self.seats[seat].draw.extend(uids);
        ret
    }

    /// Test hook: run the Basic set-up round from seat 0.
    pub fn rig_setup_round(&mut self) -> Vec<super::event::CcgEvent> {
        let mut ev = Vec::new();
        self.turn_no = 0;
        self.setup_deal(0, &mut ev);
        ev
    }

    /// Test hook: set a running score.
    pub fn rig_score(&mut self, seat: Seat, score: i32) {
        self.seats[seat].score = score;
    }
}
