//! Intrigue cards: the answers in an open response window, and what a step offers to play
//! (for the Plot step, attached to a character, or a card's Attack or Charm).

use super::Wanted;
use crate::ccg::action::CcgAction;
use crate::ccg::card::CardType;
use crate::ccg::effect::{Effect, Op, Target, Timing};
use crate::ccg::state::{Loc, Table, Uid};
use crate::core::game::Seat;

impl Table {
    /// Is `card` an Intrigue card played at `timing`?
    pub(super) fn intrigue_played(&self, card: Uid, timing: Timing) -> bool {
        let c = self.card(card);
        c.ctype == CardType::Intrigue && c.effects.iter().any(|e| e.timing == timing)
    }

    pub(crate) fn window_actions(&self, seat: Seat) -> Vec<CcgAction> {
        self.window_actions_like(seat, Wanted::ALL)
    }

    /// The actions of the open window that `want` asks for.
    pub(super) fn window_actions_like(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let w = self.window.as_ref().expect("window");
        let attack = w.contest.is_attack();
        let mut out = Vec::new();
        if want.may_be(|a| matches!(a, CcgAction::Pass)) {
            out.push(CcgAction::Pass);
        }
        if !want.may_be(|a| matches!(a, CcgAction::PlayIntrigue { .. })) {
            return out;
        }
        for card in self.hand_of(seat, want, &|u| self.card(u).ctype == CardType::Intrigue) {
            let effects = self.card(card).effects;
            if !effects.iter().any(|e| e.timing.fits_window(attack)) {
                continue;
            }
            out.extend(self.intrigue_targets(seat, card));
        }
        out
    }

    /// The ways to play an Intrigue card now (its targets), by what its operations need.
    pub(super) fn intrigue_targets(&self, seat: Seat, card: Uid) -> Vec<CcgAction> {
        let effects = self.card(card).effects;
        let play = |target, by| CcgAction::PlayIntrigue { card, target, by };
        if effects.iter().any(|e| matches!(e.op, Op::Counter { .. })) {
            let Some(w) = &self.window else {
                return Vec::new();
            };
            return w
                .played
                .iter()
                .filter(|p| w.in_force(p.uid) && self.counters(card, p.uid))
                .map(|p| play(Some(p.uid), None))
                .collect();
        }
        if let Some(e) = effects
            .iter()
            .find(|e| matches!(e.op, Op::Attack | Op::Charm))
        {
            return self
                .duels(seat, e)
                .into_iter()
                .map(|(a, d)| play(Some(d), Some(a)))
                .collect();
        }
        vec![play(None, None)]
    }

    /// (attacker, defender) pairs for the Attack (PV) or Charm (CV) of effect `e`, used by
    /// `seat`, as the card words it ("the wording on the card takes precedence", The Main
    /// Rule): for the Bond's side, one of your Bonds against a character in another player's
    /// Plot Zone (Fisticuffs, Seduction); for the Plots' side in place of the On Assignment
    /// step, one of your Henchmen (a Personality in a Main Plot counts as one) against a
    /// character in another player's Agency (Assassination Attempt, Femme Fatale); a card's own
    /// Attack, a Henchman or Villain in another player's Plot Zone (Agent Crawford); otherwise
    /// any of your characters against any other player's (The Charmer, Kiss and Tell).
    pub fn duels(&self, seat: Seat, e: &Effect) -> Vec<(Uid, Uid)> {
        let charm = e.op == Op::Charm;
        let has = |u: Uid| {
            if charm {
                self.card(u).cv.is_some()
            } else {
                self.card(u).pv.is_some()
            }
        };
        // For each side: the roles it may be (any when empty) and whether it stands in an
        // Agency (true) or a Plot Zone (false), or either (None).
        use CardType as C;
        type Side = (&'static [CardType], Option<bool>);
        let (my, their): (Side, Side) = match (e.timing, e.target, e.op) {
            (_, Target::Hero, _) => ((&[C::Bond], Some(true)), (&[], Some(false))),
            (Timing::InPlaceOfAssignment, Target::Opposition, _) => (
                (&[C::Henchman, C::Personality], Some(false)),
                (&[], Some(true)),
            ),
            (_, Target::Bearer, Op::Attack) => {
                ((&[], None), (&[C::Henchman, C::Villain], Some(false)))
            }
            _ => ((&[], None), (&[], None)),
        };
        let fits = |u: Uid, (roles, agency): Side| {
            (roles.is_empty() || roles.contains(&self.role(u)))
                && agency
                    .is_none_or(|a| a == matches!(self.find_in_play(u), Some(Loc::Agency { .. })))
        };
        let mine: Vec<Uid> = self
            .characters(Some(seat), None)
            .into_iter()
            .filter(|&u| has(u) && fits(u, my))
            .collect();
        let theirs: Vec<Uid> = self
            .characters(None, Some(seat))
            .into_iter()
            .filter(|&u| has(u) && fits(u, their))
            .collect();
        let mut v = Vec::new();
        for &a in &mine {
            for &d in &theirs {
                v.push((a, d));
            }
        }
        v
    }

    pub(super) fn plot_step_intrigues(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        self.hand_actions(seat, want, &|u| self.intrigue_played(u, Timing::PlotStep))
            .into_iter()
            .map(|card| CcgAction::PlayIntrigue {
                card,
                target: None,
                by: None,
            })
            .collect()
    }

    pub(super) fn attach_intrigue_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let mut v = Vec::new();
        let cards = self.hand_of(seat, want, &|u| self.intrigue_played(u, Timing::Attached));
        for card in cards {
            for (t, on) in self.characters_on(None, None) {
                if !on.iter().any(|&a| self.card(a).id == self.card(card).id) {
                    v.push(CcgAction::PlayIntrigue {
                        card,
                        target: Some(t),
                        by: None,
                    });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }
}
