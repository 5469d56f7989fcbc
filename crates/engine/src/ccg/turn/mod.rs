//! Applying actions: one function per kind of action, dispatched from [`Table::apply_action`],
//! with the turn's flow ([`flow`]: steps entered and passed, the turn's end, the game's end),
//! response windows and what settles them ([`window`]), scoring and the win.

mod agency;
mod assignment;
mod attack;
mod cards;
mod draw;
mod flow;
mod intrigue;
mod plots;
mod start;
mod window;

use super::action::CcgAction;
use super::card::Variant;
use super::event::CcgEvent;
use super::state::Table;
use crate::core::error::ActionError;
use crate::core::game::{Outcome, Seat};

/// Licence to Kill: Plot Points needed, reached by overcoming.
pub const LTK_GOAL: i32 = 60;
/// The safety net: a game still running after this many turns per player is stopped as a
/// stalemate (a draw). The rules' own ending, the goal, comes long before.
pub const TURNS_PER_PLAYER: u32 = 60;
/// Cards in a full hand.
pub const HAND: usize = 7;

type Ev = Vec<CcgEvent>;

fn illegal(reason: &str) -> ActionError {
    ActionError::Illegal {
        reason: reason.to_string(),
    }
}

impl Table {
    /// Apply `a` by `seat`. With the setting "skip seats that cannot answer"
    /// ([`super::CcgSetup::skip_unable`]), every seat a response window then waits on whose
    /// only legal answer is Pass passes at once, each pass applied exactly as one the seat
    /// chose (same events, same count of passes in a row). Each pass moves the turn to answer
    /// on or closes the window, and a window reopens only after a face-down Plot is revealed
    /// (once per card), so this ends.
    pub fn apply_action(&mut self, seat: Seat, a: &CcgAction) -> Result<Ev, ActionError> {
        let mut ev = self.apply_one(seat, a)?;
        if self.skip_unable {
            while let Some(s) = self.unable_to_answer() {
                ev.extend(self.apply_one(s, &CcgAction::Pass)?);
            }
        }
        Ok(ev)
    }

    fn apply_one(&mut self, seat: Seat, a: &CcgAction) -> Result<Ev, ActionError> {
        let mut ev = Vec::new();
        // The scores before the action (of at most four seats: `Table::create` refuses more), to
        // tell of a change; no list is made unless there is one.
        let mut before = [0; 4];
        for (b, s) in before.iter_mut().zip(&self.seats) {
            *b = s.score;
        }
        if self.window.is_some() {
            self.apply_in_window(seat, a, &mut ev)?;
        } else {
            self.apply_step(seat, a, &mut ev)?;
        }
        if self.seats.iter().zip(before).any(|(s, b)| s.score != b) {
            self.scores_changed(&before, &mut ev);
        }
        Ok(ev)
    }

    /// Tell the new scores; in Basic, the first seat from the seat whose turn it is that
    /// reached the goal now wins.
    fn scores_changed(&mut self, before: &[i32; 4], ev: &mut Ev) {
        ev.push(CcgEvent::Scores {
            scores: self.seats.iter().map(|s| s.score).collect(),
        });
        if self.variant != Variant::Basic || self.outcome.is_some() {
            return;
        }
        let goal = self.goal as i32;
        let n = self.n();
        let won = (0..n).map(|i| (self.turn.seat + i) % n).find(|&s| {
            let score = self.seats[s].score;
            score >= goal && score > before[s]
        });
        if let Some(w) = won {
            self.outcome = Some(Outcome::win(w));
            self.window = None;
            ev.push(CcgEvent::Won {
                seat: w,
                score: self.seats[w].score,
            });
        }
    }

    /// An answer in an open response window.
    fn apply_in_window(
        &mut self,
        seat: Seat,
        a: &CcgAction,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        match *a {
            CcgAction::Pass => self.pass_in_window(seat, ev),
            CcgAction::PlayIntrigue { card, target, by } => {
                self.answer_with_intrigue(seat, card, target, by, ev)
            }
            _ => return Err(illegal("only Intrigue cards or a pass now")),
        }
        Ok(())
    }

    /// An action of the turn's step (no window open).
    fn apply_step(&mut self, seat: Seat, a: &CcgAction, ev: &mut Ev) -> Result<(), ActionError> {
        use CcgAction as A;
        match *a {
            A::LayPlot { card } => self.lay_plot(seat, card, ev),
            A::Start {
                mission,
                villain,
                bond,
            } => self.start(seat, mission, villain, bond, ev),
            A::Draw { from_plot_pile } => self.draw_cards(seat, from_plot_pile, ev)?,
            A::AdvancePlot { card } => self.advance_plot(seat, card, ev),
            A::Subplot { card, onto } => self.subplot(seat, card, onto, ev)?,
            A::Connect {
                card,
                main,
                at,
                face_up,
            } => self.connect(seat, card, main, at, face_up, ev),
            A::GiveQ { card, to } => self.give_q(seat, card, to, ev)?,
            A::PlayIntrigue { card, target, by } => {
                self.play_intrigue(seat, card, target, by, ev)?
            }
            A::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => self.henchman_attack(seat, assailant, target, by_cv, ev),
            A::Recruit { card } => self.recruit(seat, card, ev),
            A::Assign {
                agent,
                companion,
                plot,
            } => self.assign(seat, agent, companion, plot, ev)?,
            A::MoveQ { card, to } => self.move_q(seat, card, to, ev)?,
            A::ExchangeQ { a, b } => self.exchange_q(seat, a, b, ev)?,
            A::UseInPlace { card, target } => self.use_in_place(seat, card, target),
            A::Discard { card } => self.discard_from_hand(seat, card, ev),
            A::Done => self.finish_step(ev),
            A::Pass => return Err(illegal("there is nothing to pass on")),
        }
        Ok(())
    }
}
