//! Moving cards: taking a card from wherever it is, discarding, attaching, demoting, and a
//! character joining an Agency.

use super::{illegal, Ev};
use crate::ccg::card::Variant;
use crate::ccg::effect::Op;
use crate::ccg::event::{CcgEvent, Name};
use crate::ccg::state::{Loc, Piece, Table, Uid};
use crate::core::error::ActionError;
use crate::core::game::Seat;

impl Table {
    pub(super) fn id_of(&self, u: Uid) -> Name {
        Name::Borrowed(self.card(u).id)
    }

    /// Take a card out of wherever it is (it must be placed somewhere right after).
    pub(crate) fn take(&mut self, uid: Uid) -> Option<Loc> {
        let loc = self.locate(uid)?;
        let rm = |v: &mut Vec<Uid>| v.retain(|&u| u != uid);
        match loc {
            Loc::Hand(s) => rm(&mut self.seats[s].hand),
            Loc::Draw(s) => rm(&mut self.seats[s].draw),
            Loc::Discard(s) => rm(&mut self.seats[s].discard),
            Loc::PlotPile(s) => rm(&mut self.seats[s].plot_pile),
            Loc::PlotDiscard(s) => rm(&mut self.seats[s].plot_discard),
            Loc::Won(s) => rm(&mut self.seats[s].won),
            Loc::Lingering(s) => rm(&mut self.seats[s].lingering),
            Loc::Agency { seat, i } => {
                self.seats[seat].agency.remove(i);
            }
            Loc::OnAgent { seat, i } => rm(&mut self.seats[seat].agency[i].attached),
            Loc::Zone { seat, m, k } => {
                let c = self.seats[seat].zone[m].cards.remove(k);
                if c.face_up {
                    self.seats[seat].score -= self.zone_points(uid);
                }
                if self.seats[seat].zone[m].cards.is_empty() {
                    self.seats[seat].zone.remove(m);
                }
            }
            Loc::OnPlot { seat, m, k } => rm(&mut self.seats[seat].zone[m].cards[k].attached),
            Loc::Window => {
                if let Some(w) = &mut self.window {
                    w.played.retain(|p| p.uid != uid);
                }
            }
        }
        Some(loc)
    }

    /// Put a card on its owner's discard pile (Licence to Kill Plots: the Plot discard).
    pub(super) fn put_on_discard(&mut self, uid: Uid) {
        let o = self.owner[uid.0 as usize];
        if self.variant == Variant::Ltk && self.card(uid).is_plot() {
            self.seats[o].plot_discard.push(uid);
        } else {
            self.seats[o].discard.push(uid);
        }
    }

    /// A played card leaves play: on the discard pile, or with `seat`'s cards that stay to the
    /// end of the turn when it says so.
    pub(super) fn set_aside_played(&mut self, seat: Seat, card: Uid) {
        let lingers = self
            .card(card)
            .effects
            .iter()
            .any(|e| e.op == Op::DiscardAtEndOfTurn);
        if lingers {
            self.seats[seat].lingering.push(card);
        } else {
            self.put_on_discard(card);
        }
    }

    /// Discard an attached card (or one in play alone), face up, telling `why`.
    pub(super) fn discard_attached(&mut self, a: Uid, why: &'static str, ev: &mut Ev) {
        self.take(a);
        self.put_on_discard(a);
        ev.push(CcgEvent::Discarded {
            seat: self.owner[a.0 as usize],
            card: Some(self.id_of(a)),
            why: why.into(),
        });
    }

    /// Discard a card in play with everything attached to it (a Basic Main Plot card takes
    /// its Subplots with it).
    pub(crate) fn discard_from_play(&mut self, uid: Uid, why: &'static str, ev: &mut Ev) {
        let mut gone = vec![uid];
        if let Some(Loc::Zone { seat, m, k: 0 }) = self.locate(uid) {
            if self.variant == Variant::Basic {
                gone = self.seats[seat].zone[m]
                    .cards
                    .iter()
                    .map(|c| c.uid)
                    .collect();
            }
        }
        for g in gone {
            let seat = self.owner[g.0 as usize];
            for a in self.attached_to(g) {
                self.discard_attached(a, why, ev);
            }
            let face = self.is_face_up(g);
            self.take(g);
            self.put_on_discard(g);
            ev.push(CcgEvent::Discarded {
                seat,
                card: if face { Some(self.id_of(g)) } else { None },
                why: why.into(),
            });
        }
    }

    /// Demote a character; a Demoted one is discarded with its attachments.
    pub(super) fn demote(&mut self, uid: Uid, ev: &mut Ev) {
        let Some((seat, i)) = self.seat_of_piece(uid) else {
            return;
        };
        if self.seats[seat].agency[i].demoted {
            self.discard_from_play(uid, "demoted twice", ev);
        } else {
            self.seats[seat].agency[i].demoted = true;
            ev.push(CcgEvent::Demoted {
                seat,
                card: self.id_of(uid),
            });
        }
    }

    /// Attach `card` to the character `to` in an Agency or a Plot Zone.
    pub(super) fn attach(&mut self, card: Uid, to: Option<Uid>) -> Result<(), ActionError> {
        match to.and_then(|t| self.locate(t)) {
            Some(Loc::Agency { seat: s, i }) => self.seats[s].agency[i].attached.push(card),
            Some(Loc::Zone { seat: s, m, k }) => self.seats[s].zone[m].cards[k].attached.push(card),
            _ => return Err(illegal("no such character")),
        }
        Ok(())
    }

    /// `card` joins `seat`'s Agency from wherever it is.
    pub(super) fn join_agency(&mut self, seat: Seat, card: Uid, ev: &mut Ev) {
        self.take(card);
        self.seats[seat].agency.push(Piece {
            uid: card,
            demoted: false,
            attached: vec![],
        });
        ev.push(CcgEvent::Recruited {
            seat,
            card: self.id_of(card),
        });
    }
}
