//! The computer player's card-game knowledge for the generic information-set search
//! (`crate::ai`), which only ever searches determinizations (every card the searching seat
//! cannot see re-dealt, see `Table::redeal`; another seat's hand is drawn from all it could
//! hold, so it carries Intrigue cards in proportion).
//!
//! Here, the levels' search settings ([`search_config`]), where rollouts end
//! ([`Table::rollout_over`]) and the leaf evaluation: each seat's Plot Points, what its Agency
//! could overcome next (visible requirements met by a Bond and one companion), what its own
//! Plots stand to lose to the others, its Agency and its hand, turned into win chances (a soft
//! maximum). In Basic the seat whose On Assignment step comes next weighs more on both sides
//! of that ledger: the first assignment to come is the one most likely to happen.
//! `sound`: the actions the search weighs (no assignment or attack the preview says falls
//! short while something sound remains; a stuck hand's dead cards discarded), `hand`: which
//! cards are dead, `rollout`: the rollout policy, one sensible move per step.

mod hand;
mod rollout;
mod sound;

use super::card::{CardType, Variant};
use super::state::{Step, Table, Uid};
use crate::ai::{Level, MctsConfig};
use crate::core::game::Seat;

/// The level's search under `variant`. Every level weighs only sound actions; they differ in
/// how much they weigh and how far their rollouts look, because at two players more
/// iterations alone change little (the evaluation already reads the next turn; at three
/// players hard's do matter, see [`iterations_at`]):
/// - easy, in Basic, tries two of its choices and judges each where it lands (no rollout);
/// - easy, in Licence to Kill, plays out the rest of its turn like normal, with an eighth of
///   normal's iterations ([`SEARCH_ITERATIONS_EASY_LTK`]). There an assignment lands in a
///   response window before any face-down Plot is revealed, so judged where it lands it looks
///   no better than moving a Q card: judging so, easy takes about one in five of the sound
///   assignments it has, and about half the games between two easy computers reach the turn
///   limit;
/// - normal plays out about the rest of its turn ([`NORMAL_ROLLOUT_ACTIONS`]) before judging;
/// - hard plays on through every rival's reply and its own next turn (see
///   [`Table::rollout_over`]), so it sees what its choice leaves open to the others.
///
/// The time budgets are the generic ones (only a safety stop in the browser).
pub fn search_config(variant: Variant, level: Level) -> MctsConfig {
    let mut cfg = MctsConfig::for_level(level);
    (cfg.iterations, cfg.rollout_depth) = match (level, variant) {
        (Level::Easy, Variant::Basic) => (2, 0),
        (Level::Easy, Variant::Ltk) => (SEARCH_ITERATIONS_EASY_LTK, NORMAL_ROLLOUT_ACTIONS),
        (Level::Normal, _) => (SEARCH_ITERATIONS_NORMAL, NORMAL_ROLLOUT_ACTIONS),
        (Level::Hard, _) => (SEARCH_ITERATIONS_HARD, HARD_ROLLOUT_ACTIONS),
    };
    cfg
}

/// Iterations of a hard search (twice as many at three players, see [`iterations_at`]).
pub const SEARCH_ITERATIONS_HARD: u32 = 1500;

/// The iterations a decision gets at a table of `players`, from its level's `iterations`: a
/// hard search's are doubled at three players. Its rollouts play on through every rival's
/// reply, so with two rivals its values are noisier. Over the same 80 deals (`qbranch ladder
/// --game ccg --players 3 --games 80 --seed 41 --pairings hard-normal`), hard's pairwise
/// share against normal rose from 60.9 % (short of the ladder's 65 %) to 75.0 % with twice
/// the iterations. Two and four players keep the level's: hard meets its target there with
/// them, and they were not measured with more. Licence to Kill at three players gets the same
/// (its rollouts also run through every rival's reply); it has no three-player ladder cell.
pub fn iterations_at(players: usize, iterations: u32) -> u32 {
    if players == 3 && iterations >= SEARCH_ITERATIONS_HARD {
        2 * iterations
    } else {
        iterations
    }
}

/// Iterations of an easy Licence to Kill search.
pub const SEARCH_ITERATIONS_EASY_LTK: u32 = 20;
/// Iterations of a normal-level search.
pub const SEARCH_ITERATIONS_NORMAL: u32 = 160;
/// Rollout actions of a normal search: about one turn's worth (a turn takes some ten actions
/// in either rule set).
pub const NORMAL_ROLLOUT_ACTIONS: u32 = 10;
/// Rollout actions of a hard search at most: enough that the turn horizon ends it first.
const HARD_ROLLOUT_ACTIONS: u32 = 400;

/// Weight of what a seat's Agency could overcome next turn (points it would gain).
const OPPORTUNITY: f64 = 0.5;
/// Weight of the points a seat's own Plots would lose to the others' Agencies.
const THREAT: f64 = 0.35;
/// The same two weights for the seat whose On Assignment step comes next: nothing stands
/// between it and its assignment but the rivals' Intrigue cards.
const OPPORTUNITY_NEXT: f64 = 0.75;
const THREAT_NEXT: f64 = 0.6;

/// The weights of a seat's opportunity and of the threat it poses, by how many seats assign
/// before it (`order`) at a table of `players`. The threat weighs more only at two players:
/// with more rivals the next assigner chooses which of them to hit. Licence to Kill keeps the
/// plain weights: there the next assignment still faces face-down Plots and the dice.
fn tempo_weights(variant: Variant, order: usize, players: usize) -> (f64, f64) {
    match (variant, order) {
        (Variant::Basic, 0) if players == 2 => (OPPORTUNITY_NEXT, THREAT_NEXT),
        (Variant::Basic, 0) => (OPPORTUNITY_NEXT, THREAT),
        _ => (OPPORTUNITY, THREAT),
    }
}

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
    /// Has a rollout from `root` gone far enough: is the searching seat's next turn over (every
    /// rival has replied and it has played once more)? Shorter rollouts stop sooner, at their
    /// level's length (see [`search_config`]).
    pub fn rollout_over(&self, root: &Table) -> bool {
        self.turn_no > root.turn_no + self.n() as u32
    }

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
    /// own Plots could lose to one rival assignment, each weighed by how soon the assigning
    /// seat's On Assignment step comes (see [`Table::assignment_order`]).
    fn opportunities(&self) -> (Vec<f64>, Vec<f64>) {
        let n = self.n();
        let order = self.assignment_order();
        let mut gain = vec![0.0f64; n];
        let mut loss = vec![0.0f64; n];
        let reqs: Vec<Vec<Totals>> = (0..n)
            .map(|o| {
                (0..self.seats[o].zone.len())
                    .map(|m| self.requirements_plain(o, m))
                    .collect()
            })
            .collect();
        for a in 0..n {
            let teams = self.ready_teams(a);
            if teams.is_empty() {
                continue;
            }
            let (w_gain, w_loss) = tempo_weights(self.variant, order[a], n);
            for (o, plots) in reqs.iter().enumerate() {
                if o == a {
                    continue;
                }
                for (m, need) in plots.iter().enumerate() {
                    if teams.iter().any(|have| Table::meets(have, need)) {
                        let (g, l) = self.visible_prize(o, m);
                        let hidden = self.seats[o].zone[m].cards.iter().any(|c| !c.face_up);
                        let g = if hidden { g * 0.6 } else { g };
                        gain[a] = gain[a].max(w_gain * g);
                        loss[o] = loss[o].max(w_loss * l);
                    }
                }
            }
        }
        (gain, loss)
    }

    /// The values of every team of `seat` that may go On Assignment (a team all Demoted,
    /// which a failure would discard, left out).
    fn ready_teams(&self, seat: Seat) -> Vec<Totals> {
        // each character's own values, worked out once for all the teams it is in
        let known: Vec<(Uid, Totals)> = self.seats[seat]
            .agency
            .iter()
            .map(|p| (p.uid, self.stats(p.uid)))
            .collect();
        self.teams(seat)
            .iter()
            .filter(|t| {
                !t.iter().all(|&u| {
                    self.seats[seat]
                        .agency
                        .iter()
                        .any(|p| p.uid == u && p.demoted)
                })
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
            .collect()
    }

    /// For every seat, how many other seats reach their On Assignment step before it does
    /// from here: 0 for the seat whose assignment comes next.
    fn assignment_order(&self) -> Vec<usize> {
        let n = self.n();
        let current = self.turn.seat;
        let first = match self.turn.step {
            // the set-up round: the first player's turn comes first
            Step::SetupPlot | Step::LtkStart => 0,
            Step::Discard => self.next_seat(current),
            _ => current,
        };
        (0..n).map(|s| (s + n - first) % n).collect()
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
                base + gain[s] - loss[s] + AGENT_WORTH * agents + HAND_WORTH * st.hand.len() as f64
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
}
