//! What each step of the turn offers: its kinds of action, in the order they are listed, and
//! whether Done is all there is ([`Table::only_done`], which must agree with the listing).

use super::Wanted;
use crate::ccg::action::CcgAction as A;
use crate::ccg::card::Variant;
use crate::ccg::state::{Step, Table, Uid};
use crate::ccg::turn::HAND;
use crate::core::game::Seat;

/// Done, when it is wanted.
fn done(want: Wanted) -> Option<A> {
    want.may_be(|a| matches!(a, A::Done)).then_some(A::Done)
}

impl Table {
    /// The actions of the turn's step that `want` asks for.
    pub(super) fn step_actions(&self, seat: Seat, want: Wanted) -> Vec<A> {
        match self.turn.step {
            Step::SetupPlot => self.plots_from_hand(
                seat,
                want,
                |a| matches!(a, A::LayPlot { .. }),
                |card| A::LayPlot { card },
            ),
            Step::LtkStart => {
                if want.may_be(|a| matches!(a, A::Start { .. })) {
                    self.start_actions(seat)
                } else {
                    Vec::new()
                }
            }
            Step::Draw => self.draw_choices(seat, want),
            Step::Advance => self.plots_from_hand(
                seat,
                want,
                |a| matches!(a, A::AdvancePlot { .. }),
                |card| A::AdvancePlot { card },
            ),
            Step::Develop => self.develop_actions(seat, want),
            Step::Attack => self.attack_step_actions(seat, want),
            Step::Briefing => self.briefing_actions(seat, want),
            Step::Assignment => self.assignment_step_actions(seat, want),
            Step::Discard => self.discard_actions(seat, want),
        }
    }

    /// Basic set-up round and Advance the Plot: one action (`make`) per Plot in hand, when
    /// the wanted action is of that `kind`.
    pub(super) fn plots_from_hand(
        &self,
        seat: Seat,
        want: Wanted,
        kind: fn(&A) -> bool,
        make: fn(Uid) -> A,
    ) -> Vec<A> {
        if !want.may_be(kind) {
            return Vec::new();
        }
        self.hand_of(seat, want, &|u| self.card(u).is_plot())
            .into_iter()
            .map(make)
            .collect()
    }

    /// Basic Draw Cards: how many to take from the Plot Pile, up to a full hand.
    pub(super) fn draw_choices(&self, seat: Seat, want: Wanted) -> Vec<A> {
        if !want.may_be(|a| matches!(a, A::Draw { .. })) {
            return Vec::new();
        }
        let st = &self.seats[seat];
        let need = HAND.saturating_sub(st.hand.len());
        let most = need.min(st.plot_pile.len());
        (0..=most)
            .map(|k| A::Draw {
                from_plot_pile: k as u8,
            })
            .collect()
    }

    /// Licence to Kill: a Plot card in hand must be placed before the step can end.
    pub(super) fn ltk_plot_in_hand(&self, seat: Seat) -> bool {
        self.variant == Variant::Ltk
            && self.seats[seat]
                .hand
                .iter()
                .any(|&u| self.card(u).is_plot())
    }

    /// Develop: Subplots (Basic) or connected Plots (Licence to Kill), Plot-step Intrigue
    /// cards, Licence to Kill's Q cards for Plot Zone characters, and Done.
    pub(super) fn develop_actions(&self, seat: Seat, want: Wanted) -> Vec<A> {
        let mut v = match self.variant {
            Variant::Basic if want.may_be(|a| matches!(a, A::Subplot { .. })) => {
                self.subplot_actions(seat, want)
            }
            Variant::Ltk if want.may_be(|a| matches!(a, A::Connect { .. })) => {
                self.connect_actions(seat, want)
            }
            _ => Vec::new(),
        };
        if want.may_be(|a| matches!(a, A::PlayIntrigue { .. })) {
            v.extend(self.plot_step_intrigues(seat, want));
        }
        if self.variant == Variant::Ltk && want.may_be(|a| matches!(a, A::GiveQ { .. })) {
            v.extend(self.give_q_actions(seat, true, want));
        }
        if !self.ltk_plot_in_hand(seat) {
            v.extend(done(want));
        }
        v
    }

    /// The Attack step: Henchman Attacks, and Done.
    pub(super) fn attack_step_actions(&self, seat: Seat, want: Wanted) -> Vec<A> {
        let mut v = Vec::new();
        if want.may_be(|a| matches!(a, A::HenchmanAttack { .. })) {
            v = self.attack_actions(seat, want);
        }
        v.extend(done(want));
        v
    }

    /// The Briefing: recruits, Q cards for the Agency, Intrigue cards to attach, and Done.
    pub(super) fn briefing_actions(&self, seat: Seat, want: Wanted) -> Vec<A> {
        let mut v = Vec::new();
        if want.may_be(|a| matches!(a, A::Recruit { .. })) {
            v = self.recruit_actions(seat, want);
        }
        if want.may_be(|a| matches!(a, A::GiveQ { .. })) {
            v.extend(self.give_q_actions(seat, false, want));
        }
        if want.may_be(|a| matches!(a, A::PlayIntrigue { .. })) {
            v.extend(self.attach_intrigue_actions(seat, want));
        }
        v.extend(done(want));
        v
    }

    /// On Assignment: assignments, what may be done in their place (Licence to Kill: moving
    /// and swapping Q cards too), and Done.
    pub(super) fn assignment_step_actions(&self, seat: Seat, want: Wanted) -> Vec<A> {
        let mut v = Vec::new();
        if want.may_be(|a| matches!(a, A::Assign { .. })) {
            v = self.assign_actions(seat, want);
        }
        if want.may_be(|a| matches!(a, A::UseInPlace { .. } | A::PlayIntrigue { .. })) {
            v.extend(self.in_place_actions(seat, want));
        }
        if self.variant == Variant::Ltk
            && want.may_be(|a| matches!(a, A::MoveQ { .. } | A::ExchangeQ { .. }))
        {
            v.extend(self.move_q_actions(seat));
        }
        v.extend(done(want));
        v
    }

    /// The Discard step: any card from hand, and Done.
    pub(super) fn discard_actions(&self, seat: Seat, want: Wanted) -> Vec<A> {
        let mut v = Vec::new();
        if want.may_be(|a| matches!(a, A::Discard { .. })) {
            v.extend(
                self.hand_of(seat, want, &|_| true)
                    .into_iter()
                    .map(|card| A::Discard { card }),
            );
        }
        v.extend(done(want));
        v
    }

    /// Is Done all `seat` may do (`legal(seat) == [Done]`)? Each step's kinds of action are
    /// listed in turn only until one offers something: a step is entered with this question.
    pub(crate) fn only_done(&self, seat: Seat) -> bool {
        if self.to_act() != Some(seat) || self.window.is_some() {
            // Nothing, or a window's list, which always offers Pass.
            return false;
        }
        let none = |v: Vec<A>| v.is_empty();
        match self.turn.step {
            // These steps never offer Done.
            Step::SetupPlot | Step::LtkStart | Step::Draw | Step::Advance => false,
            Step::Develop => {
                let ltk = self.variant == Variant::Ltk;
                !self.ltk_plot_in_hand(seat)
                    && none(match self.variant {
                        Variant::Basic => self.subplot_actions(seat, Wanted::ANY),
                        Variant::Ltk => self.connect_actions(seat, Wanted::ANY),
                    })
                    && none(self.plot_step_intrigues(seat, Wanted::ANY))
                    && (!ltk || none(self.give_q_actions(seat, true, Wanted::ANY)))
            }
            Step::Attack => none(self.attack_actions(seat, Wanted::ANY)),
            Step::Briefing => {
                none(self.recruit_actions(seat, Wanted::ANY))
                    && none(self.give_q_actions(seat, false, Wanted::ANY))
                    && none(self.attach_intrigue_actions(seat, Wanted::ANY))
            }
            Step::Assignment => {
                none(self.assign_actions(seat, Wanted::ANY))
                    && none(self.in_place_actions(seat, Wanted::ANY))
                    && (self.variant != Variant::Ltk || none(self.move_q_actions(seat)))
            }
            Step::Discard => self.seats[seat].hand.is_empty(),
        }
    }
}
