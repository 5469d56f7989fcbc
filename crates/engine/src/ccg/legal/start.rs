//! Licence to Kill's start: each choice of Mission, Villain and starting Bond.

use serde::{Deserialize, Serialize};

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

/// Why a card of a player's decks may not start its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Barred {
    /// "Mission Plots are unique, so players must start with different Mission Plots": another
    /// player started with this Mission.
    Taken,
    /// "You must pick a Bond card that has a total PV and CV that is less than or equal to
    /// 10": this Bond's total is higher.
    OverLimit,
}

/// One design a player may look at for its start (one card of each design).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartCard {
    pub uid: Uid,
    pub card: String,
    /// A Bond's PV + CV, the total [`LTK_START_BOND_MAX`] limits; `None` for Plot cards.
    pub total: Option<u8>,
    /// Why the rules bar it; `None` when it may start.
    pub barred: Option<Barred>,
}

/// Everything a Licence to Kill player looks through for its start: the Missions and Villains
/// of its Plot deck and the Bonds of its Action deck, each with whether the rules allow it.
/// Any allowed Mission, Villain and Bond go together: the choices are independent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartOptions {
    pub missions: Vec<StartCard>,
    pub villains: Vec<StartCard>,
    pub bonds: Vec<StartCard>,
    /// [`LTK_START_BOND_MAX`].
    pub bond_max: u8,
}

/// The uids of the allowed cards among `cards`.
fn allowed(cards: &[StartCard]) -> Vec<Uid> {
    cards
        .iter()
        .filter(|c| c.barred.is_none())
        .map(|c| c.uid)
        .collect()
}

impl Table {
    /// What `seat` looks through for its start (see [`StartOptions`]).
    pub fn start_options(&self, seat: Seat) -> StartOptions {
        let st = &self.seats[seat];
        let taken: Vec<&str> = self
            .seats
            .iter()
            .flat_map(|s| s.zone.iter())
            .flat_map(|mp| mp.cards.iter())
            .filter(|c| c.face_up)
            .map(|c| self.card(c.uid).id)
            .collect();
        let of = |pile: &[Uid], t: CardType| {
            distinct(
                self,
                pile.iter().copied().filter(|&u| self.card(u).ctype == t),
            )
        };
        let entry = |u: Uid, total: Option<u8>, barred: Option<Barred>| StartCard {
            uid: u,
            card: self.card(u).id.to_string(),
            total,
            barred,
        };
        let missions = of(&st.plot_pile, CardType::Mission)
            .into_iter()
            .map(|u| {
                let barred = taken.contains(&self.card(u).id).then_some(Barred::Taken);
                entry(u, None, barred)
            })
            .collect();
        let villains = of(&st.plot_pile, CardType::Villain)
            .into_iter()
            .map(|u| entry(u, None, None))
            .collect();
        let bonds = of(&st.draw, CardType::Bond)
            .into_iter()
            .map(|u| {
                let c = self.card(u);
                let total = c.pv.unwrap_or(0) + c.cv.unwrap_or(0);
                let barred = (total > LTK_START_BOND_MAX).then_some(Barred::OverLimit);
                entry(u, Some(total), barred)
            })
            .collect();
        StartOptions {
            missions,
            villains,
            bonds,
            bond_max: LTK_START_BOND_MAX,
        }
    }

    /// Every start of `seat`: a Mission no one has started with, a Villain from its Plot deck,
    /// and a Bond from its Action deck within [`LTK_START_BOND_MAX`] (each, one card of each
    /// design).
    pub(super) fn start_actions(&self, seat: Seat) -> Vec<CcgAction> {
        let o = self.start_options(seat);
        let (missions, villains, bonds) = (
            or_none(allowed(&o.missions)),
            or_none(allowed(&o.villains)),
            or_none(allowed(&o.bonds)),
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
