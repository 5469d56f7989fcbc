//! The rollout policy, over the sound actions: the richest Plot, a Subplot whenever one fits,
//! free Henchman Attacks with the odds on their side, every recruit, Q cards to the Agency,
//! the assignment that meets the requirements and pays most, a stuck hand's dead card
//! discarded, and an Intrigue card in a window only when it turns the contest its player's
//! way.

use crate::ccg::action::CcgAction;
use crate::ccg::card::{CardType, Variant};
use crate::ccg::effect::{Op, Timing};
use crate::ccg::state::{Step, Table, Uid};
use crate::ccg::window::Contest;
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Scores told apart when choosing between rivals (above the goal, all alike).
const RIVAL_SCORES: i32 = 128;
/// Random tie-breaks between rivals of equal worth and score.
const TIE_BREAKS: i32 = 8;

impl Table {
    /// Does the open window's contest currently go `seat`'s way? `None`: `seat` has no stake.
    fn contest_favours(&self, seat: Seat) -> Option<bool> {
        let w = self.window.as_ref()?;
        match &w.contest {
            Contest::Assignment {
                agent,
                companion,
                owner,
                plot,
            } => {
                let hero = w.first;
                if seat != hero && seat != *owner {
                    return None;
                }
                let m = self.faced_main_plot(*owner, plot)?;
                let members = self.assignment_members(*agent, *companion);
                let met = Table::meets(&self.group_totals(&members), &self.requirements(*owner, m));
                Some(met == (seat == hero))
            }
            Contest::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => {
                let attacker = self.turn.seat;
                let defender = self.piece(*target).map(|_| self.owner[target.0 as usize])?;
                if seat != attacker && seat != defender {
                    return None;
                }
                let (x, y, off) = self.attack_values(*assailant, *target, *by_cv);
                if off {
                    return Some(seat == defender);
                }
                // Basic: the values decide; Licence to Kill: the dice favour the higher value
                Some((x > y) == (seat == attacker))
            }
            Contest::Duel { .. } => None,
        }
    }

    /// In a window: an Intrigue card that turns the contest `seat`'s way, else a pass.
    fn window_choice(&self, seat: Seat, legal: &[CcgAction]) -> CcgAction {
        if self.contest_favours(seat) != Some(false) {
            return CcgAction::Pass;
        }
        for a in legal {
            if !matches!(a, CcgAction::PlayIntrigue { .. }) {
                continue;
            }
            let mut t = self.clone();
            if t.apply_action(seat, a).is_err() {
                continue;
            }
            if t.window.is_some() && t.contest_favours(seat) == Some(true) {
                return a.clone();
            }
        }
        CcgAction::Pass
    }

    /// The key of a move against rival `owner` worth `value`: between moves of equal worth
    /// against different rivals, the one against the higher score, then any (never the
    /// rival that comes last in the seat order, as the legal order would have it).
    fn rival_key(&self, value: i32, owner: Seat, rng: &mut Rng) -> i32 {
        let score = self.seats[owner].score.clamp(0, RIVAL_SCORES - 1);
        (value * RIVAL_SCORES + score) * TIE_BREAKS + rng.below(TIE_BREAKS as u32) as i32
    }

    /// How much a Main Plot demands now, roughly (for choosing where to build).
    fn plot_difficulty(&self, seat: Seat, m: usize) -> i32 {
        let (pv, cv, icons) = self.requirements_plain(seat, m);
        pv.unwrap_or(0) + cv.unwrap_or(0) + 2 * icons.iter().sum::<i32>()
    }

    /// Is an attached Intrigue card a help to its host (a bonus) rather than a hindrance?
    fn attach_helps(&self, card: Uid) -> i32 {
        self.card(card)
            .effects
            .iter()
            .filter(|e| e.timing == Timing::Attached)
            .map(|e| match e.op {
                Op::Pv { by } | Op::Cv { by } => by as i32,
                Op::Provide { n, .. } => n as i32,
                _ => 0,
            })
            .sum()
    }

    /// A sensible move for `seat` in a rollout.
    pub fn rollout(&self, seat: Seat, rng: &mut Rng) -> Option<CcgAction> {
        let legal = self.sound_actions(seat);
        if legal.len() <= 1 {
            return legal.into_iter().next();
        }
        if self.window.is_some() {
            return Some(self.window_choice(seat, &legal));
        }
        let chosen = match self.turn.step {
            Step::SetupPlot | Step::Advance => self.plot_choice(seat, &legal, rng),
            Step::LtkStart | Step::Draw => None,
            Step::Develop => self.develop_choice(seat, &legal, rng),
            Step::Attack => self.attack_choice(&legal, rng).or(Some(CcgAction::Done)),
            Step::Briefing => self.briefing_choice(seat, &legal, rng),
            Step::Assignment => self
                .assignment_choice(&legal, rng)
                .or(Some(CcgAction::Done)),
            Step::Discard => Some(discard_choice(&legal)),
        };
        match chosen {
            Some(a) if legal.contains(&a) => Some(a),
            _ => {
                // no preference: any legal move but rarely a Discard (hands are worth keeping)
                let mut options: Vec<&CcgAction> = legal
                    .iter()
                    .filter(|a| !matches!(a, CcgAction::Discard { .. }))
                    .collect();
                if options.is_empty() {
                    options = legal.iter().collect();
                }
                rng.choose(&options).map(|a| (*a).clone())
            }
        }
    }

    /// The set-up round and Advance the Plot: the richest Plot, not a Unique one already in
    /// play nor one over the Main Plot limit.
    fn plot_choice(&self, seat: Seat, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        let over_limit = |ctype: CardType| {
            self.seats[seat]
                .zone
                .iter()
                .filter(|mp| self.card(mp.cards[0].uid).ctype == ctype)
                .count()
                >= crate::ccg::legal::basic_main_plot_limit(ctype)
        };
        best(legal.iter().filter_map(|a| match a {
            CcgAction::LayPlot { card } | CcgAction::AdvancePlot { card } => {
                let c = self.card(*card);
                let mut v = c.bullets as i32 * 10;
                if self.unique_blocked(*card) {
                    v -= 100;
                }
                if self.turn.step == Step::Advance && over_limit(c.ctype) {
                    v -= 200;
                }
                Some((v + rng.below(5) as i32, a))
            }
            _ => None,
        }))
    }

    /// The Attack step: the Henchman Attack with the best odds on the most valuable target,
    /// if the odds are good (Basic: the values decide; Licence to Kill: the dice, with the
    /// difference added, and a Henchman loses nothing by trying).
    fn attack_choice(&self, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        best(legal.iter().filter_map(|a| match a {
            CcgAction::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => {
                let (x, y) = if *by_cv {
                    (self.cv(*assailant), self.cv(*target))
                } else {
                    (self.pv(*assailant), self.pv(*target))
                };
                let d = x.unwrap_or(0) - y.unwrap_or(0);
                let worth = self.pv(*target).unwrap_or(0)
                    + self.cv(*target).unwrap_or(0)
                    + if self.piece(*target).is_some_and(|p| p.demoted) {
                        10
                    } else {
                        0
                    };
                let good = match self.variant {
                    Variant::Basic => d > 0,
                    Variant::Ltk => d >= 0 && self.role(*assailant) == CardType::Henchman || d >= 2,
                };
                let owner = self.owner[target.0 as usize];
                good.then(|| (self.rival_key(d * 20 + worth, owner, rng), a))
            }
            _ => None,
        }))
    }

    /// The Briefing: every recruit (Bonds first), else a Q card to an own Agency character or
    /// an Intrigue card attached where it helps (to an own character) or hinders (to
    /// another's).
    fn briefing_choice(&self, seat: Seat, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        let recruit = legal
            .iter()
            .filter(|a| matches!(a, CcgAction::Recruit { .. }))
            .max_by_key(|a| match a {
                CcgAction::Recruit { card } => match self.role(*card) {
                    CardType::Bond => 3,
                    CardType::Agent => 2,
                    _ => 1,
                },
                _ => 0,
            });
        if let Some(r) = recruit {
            return Some(r.clone());
        }
        let mine = |u: &Uid| self.owner[u.0 as usize] == seat && self.seat_of_piece(*u).is_some();
        let give: Vec<&CcgAction> = legal
            .iter()
            .filter(|a| match a {
                CcgAction::GiveQ { to, .. } => mine(to),
                CcgAction::PlayIntrigue {
                    card,
                    target: Some(t),
                    ..
                } => {
                    let h = self.attach_helps(*card);
                    (mine(t) && h > 0) || (!mine(t) && h < 0)
                }
                _ => false,
            })
            .collect();
        rng.choose(&give).map(|a| (*a).clone())
    }

    /// On Assignment: the assignment that meets the visible requirements and pays most,
    /// wary of face-down Plots, with a companion only when needed.
    fn assignment_choice(&self, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        best(legal.iter().filter_map(|a| match a {
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => {
                let (owner, m) = self.main_plot_of(*plot)?;
                let mut members = vec![*agent];
                members.extend(*companion);
                let have = self.group_plain(&members);
                if !Table::meets(&have, &self.requirements_plain(owner, m)) {
                    return None;
                }
                let (gain, _) = self.visible_prize(owner, m);
                let hidden = self.seats[owner].zone[m]
                    .cards
                    .iter()
                    .filter(|c| !c.face_up)
                    .count() as i32;
                // a companion risks a Demotion too: take one only when needed
                let v = gain as i32 * 4 - hidden * 5 - if companion.is_some() { 1 } else { 0 };
                Some((self.rival_key(v, owner, rng), a))
            }
            _ => None,
        }))
    }

    /// Develop (Basic: Subplots; Licence to Kill: the Plot Zone).
    fn develop_choice(&self, seat: Seat, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        match self.variant {
            Variant::Basic => self.subplot_choice(seat, legal, rng),
            Variant::Ltk => self.connect_choice(seat, legal, rng),
        }
    }

    /// Basic: the richest Subplot, onto the hardest Main Plot; else Done.
    fn subplot_choice(&self, seat: Seat, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        let subplot = best(legal.iter().filter_map(|a| match a {
            CcgAction::Subplot { card, onto } => {
                let (_, m) = self.main_plot_of(*onto)?;
                Some((
                    self.card(*card).bullets as i32 * 10
                        + self.plot_difficulty(seat, m)
                        + rng.below(3) as i32,
                    a,
                ))
            }
            _ => None,
        }));
        Some(subplot.unwrap_or(CcgAction::Done))
    }

    /// Licence to Kill: a Plot (a Plot card in hand first) onto a hard, short Main Plot,
    /// now and then face down; while no Plot card is in hand, half the time Done instead.
    fn connect_choice(&self, seat: Seat, legal: &[CcgAction], rng: &mut Rng) -> Option<CcgAction> {
        let plot_in_hand = self.seats[seat]
            .hand
            .iter()
            .any(|&u| self.card(u).is_plot());
        let hide = rng.below(4) == 0;
        let connect = best(legal.iter().filter_map(|a| match a {
            CcgAction::Connect {
                card,
                main,
                face_up,
                ..
            } => {
                let plot = self.card(*card).is_plot();
                if !plot && plot_in_hand {
                    return None;
                }
                let mut v = match main {
                    Some(m) => {
                        let mp = &self.seats[seat].zone[*m as usize];
                        20 + self.plot_difficulty(seat, *m as usize) - 4 * mp.cards.len() as i32
                    }
                    None => 10,
                };
                if *face_up == hide {
                    v -= 15;
                }
                if !plot {
                    v -= 10;
                }
                Some((v + rng.below(6) as i32, a))
            }
            _ => None,
        }));
        match connect {
            Some(a) if plot_in_hand || rng.below(2) == 0 => Some(a),
            _ if plot_in_hand => None,
            _ => Some(CcgAction::Done),
        }
    }
}

/// The Discard step: a dead card of a stuck hand when the sound actions are those discards
/// (they list Done only while the hand is not stuck), else Done.
fn discard_choice(sound: &[CcgAction]) -> CcgAction {
    if sound.contains(&CcgAction::Done) {
        return CcgAction::Done;
    }
    sound.first().cloned().unwrap_or(CcgAction::Done)
}

/// The action of the highest score (the last of equals), if any.
fn best<'a>(scored: impl Iterator<Item = (i32, &'a CcgAction)>) -> Option<CcgAction> {
    scored.max_by_key(|(v, _)| *v).map(|(_, a)| a.clone())
}
