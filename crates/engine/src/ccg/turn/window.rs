//! Passing in a response window, and closing it: every seat has passed in a row, so what the
//! window is about is settled and its cards go.

use super::Ev;
use crate::ccg::action::CcgAction;
use crate::ccg::effect::Op;
use crate::ccg::event::CcgEvent;
use crate::ccg::state::{Step, Table, Uid};
use crate::ccg::window::Contest;
use crate::core::game::Seat;

impl Table {
    /// `seat` passes: the turn to answer moves round the table, and once every seat has
    /// passed in a row the window closes.
    pub(super) fn pass_in_window(&mut self, seat: Seat, ev: &mut Ev) {
        ev.push(CcgEvent::Passed { seat });
        let n = self.n();
        let w = self.window.as_mut().expect("window");
        w.passes += 1;
        if w.passes >= n {
            self.close_window(ev);
        } else {
            w.current = (w.current + 1) % n;
        }
    }

    /// The seat an open window waits on when its only legal answer is Pass.
    pub fn unable_to_answer(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        let seat = self.window.as_ref()?.current;
        let only_pass = self
            .window_actions(seat)
            .iter()
            .all(|a| *a == CcgAction::Pass);
        only_pass.then_some(seat)
    }

    /// Every seat has passed in a row: settle what the window is about.
    fn close_window(&mut self, ev: &mut Ev) {
        let w = self.window.clone().expect("window");
        match w.contest {
            Contest::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => {
                self.settle_henchman_attack(assailant, target, by_cv, ev);
                self.end_window(&[assailant, target], ev);
                self.turn.attacks_left = self.turn.attacks_left.saturating_sub(1);
                if self.turn.attacks_left == 0 {
                    self.finish_step(ev);
                } else {
                    self.enter(Step::Attack, ev);
                }
            }
            Contest::Duel {
                attacker,
                defender,
                charm,
            } => {
                self.duel(attacker, defender, charm, true, ev);
                self.end_window(&[attacker, defender], ev);
                self.finish_step(ev);
            }
            Contest::Assignment {
                agent,
                companion,
                owner,
                plot,
            } => {
                if self.settle_assignment(w.first, agent, companion, owner, &plot, ev) {
                    // a face-down card was revealed: everyone may play again
                    if let Some(w) = &mut self.window {
                        w.passes = 0;
                        w.current = w.first;
                    }
                    return;
                }
                let mut used = vec![agent];
                used.extend(companion);
                self.end_window(&used, ev);
                self.finish_step(ev);
            }
        }
    }

    /// Clear the window: played cards go to the discard (or stay to the end of the turn),
    /// and Q cards "discarded once used" on the characters that took part go too.
    fn end_window(&mut self, used: &[Uid], ev: &mut Ev) {
        let Some(w) = self.window.take() else { return };
        for p in w.played {
            self.set_aside_played(self.turn.seat, p.uid);
        }
        for &u in used {
            if self.find_in_play(u).is_none() {
                continue;
            }
            for a in self.attached_to(u) {
                if self
                    .card(a)
                    .effects
                    .iter()
                    .any(|e| e.op == Op::DiscardAfterUse)
                {
                    self.discard_attached(a, "used up", ev);
                }
            }
        }
    }
}
