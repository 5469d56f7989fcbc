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
        self.mods_on(uid, self.attached(uid))
    }

    /// `mods`, given what is attached to the card.
    fn mods_on(&self, uid: Uid, attached: &[Uid]) -> (i32, i32) {
        if attached.is_empty() && self.card(uid).effects.is_empty() {
            return (0, 0);
        }
        self.mods_with(uid, attached, &self.icons_with(uid, attached))
    }

    /// `mods`, given what is attached to the card and the icons it provides.
    fn mods_with(&self, uid: Uid, attached: &[Uid], own_icons: &Icons) -> (i32, i32) {
        let (mut pv, mut cv) = (0, 0);
        let mut add = |e: &super::effect::Effect| match e.op {
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
        };
        // The card's own passive effects on itself, then those of what is attached to it.
        for e in self.card(uid).effects {
            if e.timing == Timing::Passive && e.target == Target::Bearer {
                add(e);
            }
        }
        for &a in attached {
            for e in self.card(a).effects {
                if matches!(e.timing, Timing::Passive | Timing::Attached)
                    && e.target == Target::Bearer
                {
                    add(e);
                }
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
        self.icons_with(uid, self.attached(uid))
    }

    /// `base_icons`, given what is attached to the card.
    fn icons_with(&self, uid: Uid, attached: &[Uid]) -> Icons {
        let mut icons = [0; 12];
        let mut add = |u: Uid| {
            for (i, n) in self.card(u).provides_in(self.variant) {
                icons[i as usize] += n as i32;
            }
        };
        add(uid);
        for &a in attached {
            add(a);
        }
        for &a in attached {
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

    /// PV and CV with modifiers, with one look-up of where the card is.
    pub fn pv_cv(&self, uid: Uid) -> (Option<i32>, Option<i32>) {
        let c = self.card(uid);
        if c.pv.is_none() && c.cv.is_none() {
            return (None, None);
        }
        self.pv_cv_on(uid, self.attached(uid))
    }

    /// `pv_cv` for a card whose attachments are at hand (finding them is a search of the
    /// table).
    pub(crate) fn pv_cv_on(&self, uid: Uid, attached: &[Uid]) -> (Option<i32>, Option<i32>) {
        let c = self.card(uid);
        if c.pv.is_none() && c.cv.is_none() {
            return (None, None);
        }
        let (dp, dc) = self.mods_on(uid, attached);
        (c.pv.map(|b| b as i32 + dp), c.cv.map(|b| b as i32 + dc))
    }

    /// PV, CV (each with modifiers) and icons of a card at once: the same figures as `pv`,
    /// `cv` and `icons`, with one look-up of where the card is.
    pub fn stats(&self, uid: Uid) -> (Option<i32>, Option<i32>, Icons) {
        let c = self.card(uid);
        let attached = self.attached(uid);
        let icons = self.icons_with(uid, attached);
        let (dp, dc) = if attached.is_empty() && c.effects.is_empty() {
            (0, 0)
        } else {
            self.mods_with(uid, attached, &icons)
        };
        (
            c.pv.map(|b| b as i32 + dp),
            c.cv.map(|b| b as i32 + dc),
            icons,
        )
    }

    /// What the Bond (with companion) On Assignment brings, window bonuses included (a bonus
    /// per icon counts every icon the group controls).
    pub fn group_totals(&self, members: &[Uid]) -> (Option<i32>, Option<i32>, Icons) {
        let b = self.window_bonus(Target::Hero);
        let each: Vec<(Option<i32>, Option<i32>, Icons)> =
            members.iter().map(|&u| self.stats(u)).collect();
        let mut icons = [0; 12];
        for t in &each {
            for (k, n) in t.2.iter().enumerate() {
                icons[k] += n;
            }
        }
        for (k, n) in b.icons.into_iter().enumerate() {
            icons[k] += n;
        }
        let pv = each
            .iter()
            .filter_map(|t| t.0)
            .max()
            .map(|v| v + b.pv_with(&icons));
        let cv = each.iter().filter_map(|t| t.1).max().map(|v| v + b.cv);
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
        let values: Vec<(Option<i32>, Option<i32>)> =
            cards.iter().map(|&u| self.pv_cv(u)).collect();
        let pv = values.iter().filter_map(|v| v.0).max().map(|v| v + b.pv);
        let cv = values.iter().filter_map(|v| v.1).max().map(|v| v + b.cv);
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
