//! PV, CV and icons with every modifier in force, and what a Main Plot requires.

use serde::{Deserialize, Serialize};

use super::card::{CardType, Icon, Variant};
use super::effect::{Op, Target, Timing};
use super::state::{Loc, Table, Uid};
use crate::core::game::Seat;

/// Icon counts, indexed by `Icon as usize`.
pub type Icons = [i32; 12];

/// A list of (icon, count) for events and views, without zero counts.
pub fn icon_list(icons: &Icons) -> Vec<(Icon, i32)> {
    Icon::ALL
        .iter()
        .filter(|i| icons[**i as usize] != 0)
        .map(|i| (*i, icons[*i as usize]))
        .collect()
}

/// What a side brings or needs: PV, CV and icons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub pv: Option<i32>,
    pub cv: Option<i32>,
    pub icons: Vec<(Icon, i32)>,
}

impl Table {
    /// PV and CV changes from a card's own abilities and from what is attached to it.
    fn mods(&self, uid: Uid) -> (i32, i32) {
        let (mut pv, mut cv) = (0, 0);
        let attached = self.attached_to(uid);
        if attached.is_empty() && self.card(uid).effects.is_empty() {
            return (0, 0);
        }
        let own_icons = self.base_icons(uid);
        let mut effects: Vec<(Uid, super::effect::Effect)> = Vec::new();
        for e in self.card(uid).effects {
            if e.timing == Timing::Passive && e.target == Target::Bearer {
                effects.push((uid, *e));
            }
        }
        for a in attached {
            for e in self.card(a).effects {
                if matches!(e.timing, Timing::Passive | Timing::Attached)
                    && e.target == Target::Bearer
                {
                    effects.push((a, *e));
                }
            }
        }
        for (_, e) in effects {
            match e.op {
                Op::Pv { by } => pv += by as i32,
                Op::Cv { by } => cv += by as i32,
                Op::PvPerIcon { icon, each, max } => {
                    let n = own_icons[icon.in_variant(self.variant) as usize].max(0);
                    pv += (n * each as i32).min(max as i32);
                }
                Op::Partner { with, pv: p, cv: c } if self.partner_present(uid, with) => {
                    pv += p as i32;
                    cv += c as i32;
                }
                _ => {}
            }
        }
        (pv, cv)
    }

    /// Is a face-up `with` beside `uid`: in the same Main Plot (Licence to Kill), in the same
    /// Plot Zone (Basic)?
    pub fn partner_present(&self, uid: Uid, with: &str) -> bool {
        let Some(Loc::Zone { seat, m, .. }) = self.find_in_play(uid) else {
            return false;
        };
        let zone = &self.seats[seat].zone;
        let plots: Vec<&super::state::MainPlot> = match self.variant {
            Variant::Ltk => vec![&zone[m]],
            Variant::Basic => zone.iter().collect(),
        };
        plots
            .iter()
            .flat_map(|mp| mp.cards.iter())
            .any(|c| c.face_up && self.card(c.uid).id == with)
    }

    /// PV with modifiers (`None`: the card has no PV).
    pub fn pv(&self, uid: Uid) -> Option<i32> {
        self.card(uid).pv.map(|b| b as i32 + self.mods(uid).0)
    }

    /// CV with modifiers (`None`: the card has no CV).
    pub fn cv(&self, uid: Uid) -> Option<i32> {
        self.card(uid).cv.map(|b| b as i32 + self.mods(uid).1)
    }

    /// Icons a card provides by itself and through its attachments, in this rule set.
    fn base_icons(&self, uid: Uid) -> Icons {
        let mut icons = [0; 12];
        let mut add = |u: Uid| {
            for (i, n) in self.card(u).provides_in(self.variant) {
                icons[i as usize] += n as i32;
            }
        };
        add(uid);
        let attached = self.attached_to(uid);
        for &a in &attached {
            add(a);
        }
        for a in attached {
            for e in self.card(a).effects {
                if let (Timing::Attached | Timing::Passive, Op::Provide { icon, n }) =
                    (e.timing, e.op)
                {
                    icons[icon.in_variant(self.variant) as usize] += n as i32;
                }
            }
        }
        icons
    }

    /// Icons a character controls.
    pub fn icons(&self, uid: Uid) -> Icons {
        self.base_icons(uid)
    }

    /// What the Bond (with companion) On Assignment brings, window bonuses included.
    pub fn group_totals(&self, members: &[Uid]) -> (Option<i32>, Option<i32>, Icons) {
        let b = self.window_bonus(Target::Hero);
        let pv = members
            .iter()
            .filter_map(|&u| self.pv(u))
            .max()
            .map(|v| v + b.pv);
        let cv = members
            .iter()
            .filter_map(|&u| self.cv(u))
            .max()
            .map(|v| v + b.cv);
        let mut icons = [0; 12];
        for &m in members {
            for (k, n) in self.icons(m).into_iter().enumerate() {
                icons[k] += n;
            }
        }
        for (k, n) in b.icons.into_iter().enumerate() {
            icons[k] += n;
        }
        (pv, cv, icons)
    }

    /// The face-up cards of Main Plot `m` of `seat`, bottom (or Main Plot card) first.
    pub fn face_up_plot_cards(&self, seat: Seat, m: usize) -> Vec<Uid> {
        self.seats[seat].zone[m]
            .cards
            .iter()
            .filter(|c| c.face_up)
            .map(|c| c.uid)
            .collect()
    }

    /// What overcoming Main Plot `m` of `seat` requires now: the highest PV and CV among its
    /// face-up cards, the sum of their required icons, and the window's changes.
    pub fn requirements(&self, seat: Seat, m: usize) -> (Option<i32>, Option<i32>, Icons) {
        let cards = self.face_up_plot_cards(seat, m);
        let b = self.window_bonus(Target::Opposition);
        let pv = cards
            .iter()
            .filter_map(|&u| self.pv(u))
            .max()
            .map(|v| v + b.pv);
        let cv = cards
            .iter()
            .filter_map(|&u| self.cv(u))
            .max()
            .map(|v| v + b.cv);
        let mut icons = [0; 12];
        for &u in &cards {
            for (i, n) in self.card(u).requires_in(self.variant) {
                icons[i as usize] += n as i32;
            }
        }
        for (k, need) in icons.iter_mut().enumerate() {
            *need = (*need + b.icons[k] - b.waived[k]).max(0);
        }
        (pv, cv, icons)
    }

    /// Does the group meet the requirements?
    pub fn meets(
        have: &(Option<i32>, Option<i32>, Icons),
        need: &(Option<i32>, Option<i32>, Icons),
    ) -> bool {
        let ok = |h: Option<i32>, n: Option<i32>| match n {
            None => true,
            Some(n) => h.unwrap_or(0) >= n,
        };
        ok(have.0, need.0) && ok(have.1, need.1) && (0..12).all(|k| have.2[k] >= need.2[k])
    }

    /// Can `seat` win this Personality (or Agent) over: Bond cards of its Agency meeting its
    /// PV, its CV and each required icon, each factor by one Bond (values are not added)?
    pub fn can_win_over(&self, seat: Seat, uid: Uid) -> bool {
        let c = self.card(uid);
        if c.ally {
            return true;
        }
        let bonds: Vec<Uid> = self.seats[seat]
            .agency
            .iter()
            .map(|p| p.uid)
            .filter(|&u| self.card(u).ctype == CardType::Bond)
            .collect();
        let pv_ok = match c.pv {
            None => true,
            Some(n) => bonds.iter().any(|&b| self.pv(b).unwrap_or(0) >= n as i32),
        };
        let cv_ok = match c.cv {
            None => true,
            Some(n) => bonds.iter().any(|&b| self.cv(b).unwrap_or(0) >= n as i32),
        };
        let icons_ok = c
            .requires_in(self.variant)
            .all(|(i, n)| bonds.iter().any(|&b| self.icons(b)[i as usize] >= n as i32));
        pv_ok && cv_ok && icons_ok
    }
}
