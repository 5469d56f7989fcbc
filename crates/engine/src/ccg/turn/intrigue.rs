//! Intrigue cards played from hand: in a step (attached to a character, played for what it
//! does at once, or in place of the On Assignment step) or as an answer in a response window.

use super::Ev;
use crate::ccg::effect::{Op, Timing};
use crate::ccg::event::CcgEvent;
use crate::ccg::state::{Step, Table, Uid};
use crate::ccg::window::{Contest, Played};
use crate::core::error::ActionError;
use crate::core::game::Seat;

impl Table {
    /// The card leaves `seat`'s hand, and everyone sees it played (on `target`, if any).
    fn reveal_intrigue(&mut self, seat: Seat, card: Uid, target: Option<Uid>, ev: &mut Ev) {
        self.take(card);
        ev.push(CcgEvent::IntriguePlayed {
            seat,
            card: self.id_of(card),
            target: target.map(|t| self.id_of(t)),
        });
    }

    /// An Intrigue card played in a step: attached to `target`; or played for what it does
    /// (with `by` against `target` for an Attack or Charm), which in the On Assignment step
    /// takes the step's place and opens a window for a duel.
    pub(super) fn play_intrigue(
        &mut self,
        seat: Seat,
        card: Uid,
        target: Option<Uid>,
        by: Option<Uid>,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        self.reveal_intrigue(seat, card, target, ev);
        let c = self.card(card);
        if c.effects.iter().any(|e| e.timing == Timing::Attached) {
            self.attach(card, target)?;
            self.enter(self.turn.step, ev);
            return Ok(());
        }
        let in_place = self.turn.step == Step::Assignment;
        self.set_aside_played(seat, card);
        self.on_play(seat, card, target, by, ev);
        if !in_place {
            self.enter(self.turn.step, ev);
            return Ok(());
        }
        let duel = c.effects.iter().find_map(|e| match e.op {
            Op::Attack => Some(false),
            Op::Charm => Some(true),
            _ => None,
        });
        match (duel, by, target) {
            (Some(charm), Some(a), Some(d)) => self.open(
                Contest::Duel {
                    attacker: a,
                    defender: d,
                    charm,
                },
                seat,
            ),
            _ => self.finish_step(ev),
        }
        Ok(())
    }

    /// An Intrigue card played in an open window: everyone may answer again, and a counter
    /// cancels the card it targets.
    pub(super) fn answer_with_intrigue(
        &mut self,
        seat: Seat,
        card: Uid,
        target: Option<Uid>,
        by: Option<Uid>,
        ev: &mut Ev,
    ) {
        self.reveal_intrigue(seat, card, target, ev);
        let w = self.window.as_mut().expect("window");
        w.passes = 0;
        w.played.push(Played {
            uid: card,
            seat,
            countered_by: None,
        });
        if let Some(t) = target {
            if self
                .card(card)
                .effects
                .iter()
                .any(|e| matches!(e.op, Op::Counter { .. }))
            {
                let w = self.window.as_mut().expect("window");
                if let Some(p) = w.played.iter_mut().find(|p| p.uid == t) {
                    p.countered_by = Some(card);
                }
                ev.push(CcgEvent::Countered {
                    card: self.id_of(t),
                    by: self.id_of(card),
                });
            }
        }
        self.on_play(seat, card, target, by, ev);
    }

    /// Apply what an Intrigue card does the moment it is played.
    fn on_play(
        &mut self,
        seat: Seat,
        card: Uid,
        target: Option<Uid>,
        by: Option<Uid>,
        ev: &mut Ev,
    ) {
        for e in self.card(card).effects {
            match e.op {
                Op::ExtraPlot { ctype } => self.turn.extra_plots.push(ctype),
                Op::ExtraAttack => self.turn.attacks_left += 1,
                Op::Draw { n } => {
                    for _ in 0..n {
                        self.draw_action(seat, ev);
                    }
                }
                Op::Attack | Op::Charm if self.window.is_some() => {
                    if let (Some(a), Some(d)) = (by, target) {
                        self.duel(a, d, e.op == Op::Charm, false, ev);
                    }
                }
                _ => {}
            }
        }
    }
}
