//! On Assignment: a Bond (or Agent) sent against a Main Plot, the check when its window
//! closes, Licence to Kill's reveals of face-down Plots, and overcoming a Main Plot.

use super::{illegal, Ev, LTK_GOAL};
use crate::ccg::card::Variant;
use crate::ccg::effect::Op;
use crate::ccg::event::CcgEvent;
use crate::ccg::legal::ltk_type_limit;
use crate::ccg::state::{Table, Uid};
use crate::ccg::values::icon_list;
use crate::ccg::window::Contest;
use crate::core::error::ActionError;
use crate::core::game::{Outcome, Seat};

impl Table {
    /// Send `agent` (with `companion`) against the Main Plot holding `plot`; the window opens.
    pub(super) fn assign(
        &mut self,
        seat: Seat,
        agent: Uid,
        companion: Option<Uid>,
        plot: Uid,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        let (owner, m) = self
            .main_plot_of(plot)
            .ok_or_else(|| illegal("no such Main Plot"))?;
        let cards: Vec<Uid> = self.seats[owner].zone[m]
            .cards
            .iter()
            .map(|c| c.uid)
            .collect();
        ev.push(CcgEvent::AssignmentBegan {
            seat,
            agent: self.id_of(agent),
            companion: companion.map(|c| self.id_of(c)),
            against: owner,
        });
        self.open(
            Contest::Assignment {
                agent,
                companion,
                owner,
                plot: cards,
            },
            seat,
        );
        Ok(())
    }

    /// The assignment's window closed: the team meets the Main Plot's requirements or not.
    /// Met, the Main Plot is overcome, but in Licence to Kill a face-down card of it is first
    /// revealed. Returns true when a face-down card was revealed and the window reopens.
    pub(super) fn settle_assignment(
        &mut self,
        seat: Seat,
        agent: Uid,
        companion: Option<Uid>,
        owner: Seat,
        plot: &[Uid],
        ev: &mut Ev,
    ) -> bool {
        let Some(m) = self.faced_main_plot(owner, plot) else {
            return false;
        };
        if self.piece(agent).is_none() {
            return false;
        }
        let members = self.assignment_members(agent, companion);
        let have = self.group_totals(&members);
        let need = self.requirements(owner, m);
        let met = Table::meets(&have, &need);
        ev.push(CcgEvent::AssignmentChecked {
            need_pv: need.0,
            need_cv: need.1,
            need_icons: icon_list(&need.2),
            have_pv: have.0,
            have_cv: have.1,
            have_icons: icon_list(&have.2),
            met,
        });
        if !met {
            ev.push(CcgEvent::Failed {
                seat,
                agent: self.id_of(agent),
            });
            for u in members {
                self.demote(u, ev);
            }
            return false;
        }
        let face_down = self.seats[owner].zone[m]
            .cards
            .iter()
            .position(|c| !c.face_up);
        match face_down {
            Some(k) if self.variant == Variant::Ltk => {
                !self.reveal(seat, owner, m, k, ev)
                    && self.outcome.is_none()
                    && self.faced_main_plot(owner, plot).is_some()
            }
            _ => {
                if !self.turned_back(owner, m, ev) {
                    self.overcome(seat, owner, m, ev);
                }
                false
            }
        }
    }

    /// A card of Main Plot `m` of `owner` that turns back a Bond about to overcome it does so,
    /// and is discarded. True when one did.
    fn turned_back(&mut self, owner: Seat, m: usize, ev: &mut Ev) -> bool {
        let stopper = self.seats[owner].zone[m].cards.iter().find(|c| {
            c.face_up
                && self
                    .card(c.uid)
                    .effects
                    .iter()
                    .any(|e| e.op == Op::TurnBack)
        });
        let Some(uid) = stopper.map(|c| c.uid) else {
            return false;
        };
        self.discard_from_play(uid, "it turned the Bond back", ev);
        true
    }

    /// Licence to Kill: reveal a face-down card of a Main Plot being faced, with the checks.
    /// Returns true when the reveal overcame the Main Plot at once.
    fn reveal(&mut self, agent_seat: Seat, owner: Seat, m: usize, k: usize, ev: &mut Ev) -> bool {
        let uid = self.seats[owner].zone[m].cards[k].uid;
        self.seats[owner].zone[m].cards[k].face_up = true;
        self.seats[owner].score += self.zone_points(uid);
        ev.push(CcgEvent::Revealed {
            seat: owner,
            card: self.id_of(uid),
        });
        if self.unique_blocked(uid) {
            self.discard_from_play(uid, "a copy is already in play", ev);
            return false;
        }
        let role = self.role(uid);
        let Some(rank) = role.plot_rank() else {
            return false;
        };
        let cards: Vec<(Uid, bool)> = self.seats[owner].zone[m]
            .cards
            .iter()
            .map(|c| (c.uid, c.face_up))
            .collect();
        let same = cards
            .iter()
            .filter(|(u, up)| *up && self.role(*u) == role)
            .count();
        if same > ltk_type_limit(role) {
            self.overcome(agent_seat, owner, m, ev);
            return true;
        }
        let out_of_order = cards.iter().enumerate().any(|(i, &(u, up))| {
            let Some(r) = self.role(u).plot_rank() else {
                return false;
            };
            up && u != uid && ((i < k && r < rank) || (i > k && r > rank))
        });
        if out_of_order {
            self.discard_from_play(uid, "out of order", ev);
        }
        false
    }

    /// `winner` takes Main Plot `m` of `owner`.
    fn overcome(&mut self, winner: Seat, owner: Seat, m: usize, ev: &mut Ev) {
        let mp = self.seats[owner].zone.remove(m);
        let mut taken = Vec::new();
        for c in mp.cards {
            for a in c.attached {
                self.put_on_discard(a);
            }
            if c.face_up {
                self.seats[owner].score -= self.zone_points(c.uid);
            }
            if self.card(c.uid).is_plot() {
                self.seats[winner].won.push(c.uid);
                self.seats[winner].score += 2 * self.card(c.uid).bullets as i32;
                taken.push(self.id_of(c.uid));
            } else {
                self.put_on_discard(c.uid);
            }
        }
        ev.push(CcgEvent::Overcome {
            seat: winner,
            from: owner,
            cards: taken,
        });
        if self.variant == Variant::Ltk && self.seats[winner].score >= LTK_GOAL {
            self.outcome = Some(Outcome::win(winner));
            ev.push(CcgEvent::Won {
                seat: winner,
                score: self.seats[winner].score,
            });
        }
    }
}
