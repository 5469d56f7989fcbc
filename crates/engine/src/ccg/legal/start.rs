//! Licence to Kill's start: each choice of Mission, Villain and starting Bond.

use super::distinct;
use crate::ccg::action::CcgAction;
use crate::ccg::card::CardType;
use crate::ccg::state::{Table, Uid};
use crate::core::game::Seat;

/// The starting Bond's PV + CV may be at most this (Licence to Kill).
pub const LTK_START_BOND_MAX: u8 = 10;

/// Each of `cards` as a choice, or the one choice of none when there are none.
fn or_none(cards: Vec<Uid>) -> Vec<Option<Uid>> {
    if cards.is_empty() {
        vec![None]
    } else {
        cards.into_iter().map(Some).collect()
    }
}

impl Table {
    /// Every start of `seat`: a Mission no one has started with, a Villain from its Plot deck,
    /// and a Bond from its Action deck within [`LTK_START_BOND_MAX`] (each, one card of each
    /// design).
    pub(super) fn start_actions(&self, seat: Seat) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let taken: Vec<&str> = self
            .seats
            .iter()
            .flat_map(|s| s.zone.iter())
            .flat_map(|mp| mp.cards.iter())
            .filter(|c| c.face_up)
            .map(|c| self.card(c.uid).id)
            .collect();
        let of = |t: CardType| {
            distinct(
                self,
                st.plot_pile
                    .iter()
                    .copied()
                    .filter(|&u| self.card(u).ctype == t),
            )
        };
        let mut missions = of(CardType::Mission);
        missions.retain(|&u| !taken.contains(&self.card(u).id));
        let bonds = distinct(
            self,
            st.draw.iter().copied().filter(|&u| {
                let c = self.card(u);
                c.ctype == CardType::Bond
                    && c.pv.unwrap_or(0) + c.cv.unwrap_or(0) <= LTK_START_BOND_MAX
            }),
        );
        let (missions, villains, bonds) = (
            or_none(missions),
            or_none(of(CardType::Villain)),
            or_none(bonds),
        );
        let mut v = Vec::new();
        for &mission in &missions {
            for &villain in &villains {
                for &bond in &bonds {
                    v.push(CcgAction::Start {
                        mission,
                        villain,
                        bond,
                    });
                }
            }
        }
        v
    }
}
