//! The computer player's card-game knowledge: a leaf evaluation and a purposeful rollout
//! policy for the generic information-set search (`crate::ai`), which only ever searches
//! determinizations (every card the searching seat cannot see re-dealt, see
//! `Table::redeal`).
//!
//! The evaluation counts each seat's Plot Points, what its Agency could overcome next
//! (visible requirements met by a Bond and one companion), what its own Plots stand to lose
//! to the others, its Agency and its hand, and turns those into win chances (a soft maximum).
//! The rollout policy plays each step sensibly: the richest Plot, a Subplot whenever one
//! fits, free Henchman Attacks with the odds on their side, every recruit, Q cards to the
//! Agency, the assignment that meets the requirements and pays most, and an Intrigue card in
//! a window only when it turns the contest its player's way.

use super::action::CcgAction;
use super::card::{CardType, Variant};
use super::effect::{Op, Timing};
use super::state::{Step, Table, Uid};
use super::window::Contest;
use crate::ai::{Level, MctsConfig};
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Rollouts stop once this many turns have begun since the searched position: the search
/// looks at the rest of the current turn, and the evaluation judges the next one (what each
/// Agency could overcome, what each Plot Zone stands to lose).
pub const ROLLOUT_TURNS: u32 = 1;

/// The search budget per level: the generic budget with fewer iterations (the rollouts end
/// with the turn and the evaluation reads the next one, so fewer suffice; decisions stay
/// cheap in the browser). The time budgets are the generic ones.
pub fn search_config(level: Level) -> MctsConfig {
    let mut cfg = MctsConfig::for_level(level);
    cfg.iterations = match level {
        Level::Easy => 40,
        Level::Normal => SEARCH_ITERATIONS_NORMAL,
        Level::Hard => 1500,
    };
    cfg
}

/// Iterations of a normal-level search.
pub const SEARCH_ITERATIONS_NORMAL: u32 = 160;

/// Weight of what a seat's Agency could overcome next turn (points it would gain).
const OPPORTUNITY: f64 = 0.5;
/// Weight of the points a seat's own Plots would lose to the others' Agencies.
const THREAT: f64 = 0.35;
/// Points a ready (not Demoted) Bond or Agent in the Agency is worth; a Demoted one half.
const AGENT_WORTH: f64 = 1.2;
/// Most agents counted (more do not win faster).
const AGENTS_COUNTED: f64 = 3.0;
/// Points per card in hand.
const HAND_WORTH: f64 = 0.15;
/// Share of the evaluation that is the soft maximum (the rest is absolute progress).
const RACE_SHARE: f64 = 0.8;

/// (PV, CV, icons) of a group or of a Main Plot's requirements.
type Totals = (Option<i32>, Option<i32>, super::values::Icons);

impl Table {
    /// Points a Licence to Kill player earns for overcoming this card (two per Bullet).
    fn overcome_points(&self, uid: Uid) -> i32 {
        let c = self.card(uid);
        if c.is_plot() {
            2 * c.bullets as i32
        } else {
            0
        }
    }

    /// Bonds and Agents of `seat` that may go On Assignment alone, with the companions each
    /// may take.
    fn teams(&self, seat: Seat) -> Vec<Vec<Uid>> {
        let st = &self.seats[seat];
        let companions: Vec<Uid> = st
            .agency
            .iter()
            .map(|p| p.uid)
            .filter(|&u| matches!(self.role(u), CardType::Personality | CardType::Agent))
            .collect();
        let mut out = Vec::new();
        for p in &st.agency {
            match self.role(p.uid) {
                CardType::Bond => {
                    out.push(vec![p.uid]);
                    for &c in &companions {
                        out.push(vec![p.uid, c]);
                    }
                }
                CardType::Agent if self.variant == Variant::Ltk => out.push(vec![p.uid]),
                _ => {}
            }
        }
        out
    }

    /// What overcoming Main Plot `m` of `owner` would earn the winner now, as far as anyone can
    /// see: the visible Plots' points, and half the usual worth of each face-down card.
    fn visible_prize(&self, owner: Seat, m: usize) -> (f64, f64) {
        let mut gain = 0.0;
        let mut loss = 0.0;
        for c in &self.seats[owner].zone[m].cards {
            if c.face_up {
                gain += self.overcome_points(c.uid) as f64;
                loss += self.zone_points(c.uid) as f64;
            } else {
                gain += 3.0;
            }
        }
        (gain, loss)
    }

    /// For every seat: the most it could gain by an assignment next turn, and the most its
    /// own Plots could lose to one rival assignment.
    fn opportunities(&self) -> (Vec<f64>, Vec<f64>) {
        let n = self.n();
        let mut gain = vec![0.0f64; n];
        let mut loss = vec![0.0f64; n];
        let reqs: Vec<Vec<Totals>> = (0..n)
            .map(|o| {
                (0..self.seats[o].zone.len())
                    .map(|m| self.requirements_plain(o, m))
                    .collect()
            })
            .collect();
        for (a, gain_a) in gain.iter_mut().enumerate() {
            // each character's own values, worked out once for all the teams it is in
            let known: Vec<(Uid, Totals)> = self.seats[a]
                .agency
                .iter()
                .map(|p| (p.uid, self.stats(p.uid)))
                .collect();
            let teams: Vec<Totals> = self
                .teams(a)
                .iter()
                .filter(|t| {
                    // a team all Demoted would be discarded by a failure: leave it out
                    !t.iter()
                        .all(|&u| self.seats[a].agency.iter().any(|p| p.uid == u && p.demoted))
                })
                .map(|t| {
                    let each: Vec<Totals> = t
                        .iter()
                        .map(|u| match known.iter().find(|(k, _)| k == u) {
                            Some((_, v)) => *v,
                            None => self.stats(*u),
                        })
                        .collect();
                    Table::sum_plain(&each)
                })
                .collect();
            if teams.is_empty() {
                continue;
            }
            for (o, plots) in reqs.iter().enumerate() {
                if o == a {
                    continue;
                }
                for (m, need) in plots.iter().enumerate() {
                    if teams.iter().any(|have| Table::meets(have, need)) {
                        let (g, l) = self.visible_prize(o, m);
                        let hidden = self.seats[o].zone[m].cards.iter().any(|c| !c.face_up);
                        let g = if hidden { g * 0.6 } else { g };
                        *gain_a = gain_a.max(g);
                        loss[o] = loss[o].max(l);
                    }
                }
            }
        }
        (gain, loss)
    }

    /// A group's values without any window bonus.
    fn group_plain(&self, members: &[Uid]) -> Totals {
        let each: Vec<Totals> = members.iter().map(|&u| self.stats(u)).collect();
        Table::sum_plain(&each)
    }

    /// A group's values from its members' own (the highest PV and CV, the icons added).
    fn sum_plain(each: &[Totals]) -> Totals {
        let pv = each.iter().filter_map(|t| t.0).max();
        let cv = each.iter().filter_map(|t| t.1).max();
        let mut icons = [0; 12];
        for t in each {
            for (k, n) in t.2.iter().enumerate() {
                icons[k] += n;
            }
        }
        (pv, cv, icons)
    }

    /// A Main Plot's visible requirements without any window bonus.
    fn requirements_plain(&self, seat: Seat, m: usize) -> Totals {
        let cards = self.face_up_plot_cards(seat, m);
        let values: Vec<(Option<i32>, Option<i32>)> =
            cards.iter().map(|&u| self.pv_cv(u)).collect();
        let pv = values.iter().filter_map(|v| v.0).max();
        let cv = values.iter().filter_map(|v| v.1).max();
        let mut icons = [0; 12];
        for &u in &cards {
            for (i, n) in self.card(u).requires_in(self.variant) {
                icons[i as usize] += n as i32;
            }
        }
        (pv, cv, icons)
    }

    /// Each seat's estimated standing in Plot Points (see the module documentation).
    pub fn standing(&self) -> Vec<f64> {
        let (gain, loss) = self.opportunities();
        (0..self.n())
            .map(|s| {
                let st = &self.seats[s];
                let agents: f64 = st
                    .agency
                    .iter()
                    .filter(|p| {
                        self.role(p.uid) == CardType::Bond
                            || (self.variant == Variant::Ltk && self.role(p.uid) == CardType::Agent)
                    })
                    .map(|p| if p.demoted { 0.5 } else { 1.0 })
                    .sum::<f64>()
                    .min(AGENTS_COUNTED);
                let base = match self.variant {
                    Variant::Basic => st.score as f64,
                    // only overcoming wins; Plots in the zone count, but less
                    Variant::Ltk => {
                        let won: i32 = st.won.iter().map(|&u| self.overcome_points(u)).sum();
                        won as f64 + 0.5 * (st.score - won) as f64
                    }
                };
                base + OPPORTUNITY * gain[s] - THREAT * loss[s]
                    + AGENT_WORTH * agents
                    + HAND_WORTH * st.hand.len() as f64
            })
            .collect()
    }

    /// Leaf values in `[0, 1]`: mostly each seat's chance of winning the race (a soft maximum
    /// of the standings), plus a little absolute progress toward the goal.
    pub fn evaluate_scores(&self, goal: i32) -> Vec<f64> {
        let goal = goal.max(1) as f64;
        let standing = self.standing();
        let temperature = goal / 8.0;
        let best = standing.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let w: Vec<f64> = standing
            .iter()
            .map(|x| ((x - best) / temperature).exp())
            .collect();
        let total: f64 = w.iter().sum();
        standing
            .iter()
            .zip(&w)
            .map(|(x, wi)| {
                let progress = (x / goal).clamp(0.0, 1.0);
                RACE_SHARE * wi / total + (1.0 - RACE_SHARE) * progress
            })
            .collect()
    }

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
        let legal = self.legal(seat);
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
            Step::Attack => self.attack_choice(&legal),
            Step::Briefing => self.briefing_choice(seat, &legal, rng),
            Step::Assignment => self.assignment_choice(&legal).or(Some(CcgAction::Done)),
            Step::Discard => Some(CcgAction::Done),
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
                >= super::legal::basic_main_plot_limit(ctype)
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
    fn attack_choice(&self, legal: &[CcgAction]) -> Option<CcgAction> {
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
                good.then_some((d * 20 + worth, a))
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
    fn assignment_choice(&self, legal: &[CcgAction]) -> Option<CcgAction> {
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
                Some((v, a))
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

/// The action of the highest score (the last of equals), if any.
fn best<'a>(scored: impl Iterator<Item = (i32, &'a CcgAction)>) -> Option<CcgAction> {
    scored.max_by_key(|(v, _)| *v).map(|(_, a)| a.clone())
}
