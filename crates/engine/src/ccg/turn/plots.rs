//! Plots into a Plot Zone: Basic's Advance the Plot and Develop Subplots, Licence to Kill's
//! Develop Plot Zone.

use super::{illegal, Ev};
use crate::ccg::card::CardType;
use crate::ccg::event::CcgEvent;
use crate::ccg::legal::{basic_main_plot_limit, ltk_type_limit};
use crate::ccg::state::{MainPlot, PlotCard, Step, Table, Uid};
use crate::core::error::ActionError;
use crate::core::game::Seat;

impl Table {
    /// Basic: lay a Plot as a Main Plot, or on the Plot Pile when a copy is in play, or
    /// discard it when it would break the Main Plot limits (`limits`: the turn step; the
    /// set-up round has no limits to break).
    pub(super) fn lay_main_plot(&mut self, seat: Seat, card: Uid, limits: bool, ev: &mut Ev) {
        self.take(card);
        let c = self.card(card);
        if c.is_unique(self.variant) && self.copy_in_play(c, Some(card)) {
            self.seats[seat].plot_pile.push(card);
            ev.push(CcgEvent::ToPlotPile {
                seat,
                card: self.id_of(card),
            });
            return;
        }
        if limits {
            let have = self.seats[seat]
                .zone
                .iter()
                .filter(|mp| self.card(mp.cards[0].uid).ctype == c.ctype)
                .count();
            if have >= basic_main_plot_limit(c.ctype) {
                self.put_on_discard(card);
                ev.push(CcgEvent::Discarded {
                    seat,
                    card: Some(self.id_of(card)),
                    why: "over the Main Plot limit".into(),
                });
                return;
            }
        }
        self.place_plot(seat, card, true, None, ev);
    }

    /// Put `card` (taken from where it was) into `seat`'s Plot Zone: into Main Plot `m` at
    /// position `at` for `on: Some((m, at))`, else as a new Main Plot. Face up, its points
    /// count at once; face down, it is not named.
    pub(super) fn place_plot(
        &mut self,
        seat: Seat,
        card: Uid,
        face_up: bool,
        on: Option<(usize, usize)>,
        ev: &mut Ev,
    ) {
        let pc = PlotCard {
            uid: card,
            face_up,
            attached: vec![],
        };
        match on {
            Some((m, at)) => self.seats[seat].zone[m].cards.insert(at, pc),
            None => self.seats[seat].zone.push(MainPlot { cards: vec![pc] }),
        }
        if face_up {
            self.seats[seat].score += self.zone_points(card);
        }
        ev.push(CcgEvent::PlotPlaced {
            seat,
            card: face_up.then(|| self.id_of(card)),
            face_up,
            subplot: on.is_some(),
        });
    }

    /// A Plot placed beyond the usual limit uses up one extra Plot of its type granted this
    /// turn, if there is one.
    fn spend_extra_plot(&mut self, role: CardType) {
        if let Some(i) = self.turn.extra_plots.iter().position(|&t| t == role) {
            self.turn.extra_plots.remove(i);
        }
    }

    /// Basic Advance the Plot.
    pub(super) fn advance_plot(&mut self, seat: Seat, card: Uid, ev: &mut Ev) {
        self.lay_main_plot(seat, card, true, ev);
        self.finish_step(ev);
    }

    /// Basic Develop Subplots: `card` joins the Main Plot holding `onto`, face up.
    pub(super) fn subplot(
        &mut self,
        seat: Seat,
        card: Uid,
        onto: Uid,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        let role = self.role(card);
        let (_, m) = self
            .main_plot_of(onto)
            .ok_or_else(|| illegal("no such Main Plot"))?;
        let normal = matches!(role, CardType::Obstacle | CardType::Personality)
            || self.subplot_in_limits(card, &self.seats[seat].zone[m]);
        if !normal {
            self.spend_extra_plot(role);
        }
        self.take(card);
        let (_, m) = self.main_plot_of(onto).expect("still there");
        let at = self.seats[seat].zone[m].cards.len();
        self.place_plot(seat, card, true, Some((m, at)), ev);
        self.enter(Step::Develop, ev);
        Ok(())
    }

    /// Licence to Kill Develop Plot Zone: `card` into Main Plot `main` at position `at` (or
    /// a new Main Plot), face up or face down.
    pub(super) fn connect(
        &mut self,
        seat: Seat,
        card: Uid,
        main: Option<u8>,
        at: u8,
        face_up: bool,
        ev: &mut Ev,
    ) {
        let role = self.role(card);
        if let (true, Some(m)) = (face_up, main) {
            let same = self.seats[seat].zone[m as usize]
                .cards
                .iter()
                .filter(|c| self.role(c.uid) == role)
                .count();
            if same >= ltk_type_limit(role) {
                self.spend_extra_plot(role);
            }
        }
        self.take(card);
        let on = main.map(|m| (m as usize, at as usize));
        self.place_plot(seat, card, face_up, on, ev);
        self.enter(Step::Develop, ev);
    }
}
