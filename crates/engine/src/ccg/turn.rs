//! Applying actions: the set-up, the turn steps in order, response windows and their
//! results, scoring and the win.

use super::action::CcgAction;
use super::card::{CardType, Variant};
use super::effect::{Op, Target, Timing};
use super::event::{CcgEvent, Name};
use super::legal::ltk_type_limit;
use super::state::{Loc, MainPlot, Piece, PlotCard, Step, Table, Uid};
use super::values::icon_list;
use super::window::{Contest, Played, Window};
use crate::core::error::ActionError;
use crate::core::game::{Outcome, Seat};

/// Licence to Kill: Plot Points needed, reached by overcoming.
pub const LTK_GOAL: i32 = 60;
/// The safety net: a game still running after this many turns per player is stopped as a
/// stalemate (a draw). The rules' own endings (the goal; in Licence to Kill also the ruling
/// "The last Plot card") come long before.
pub const TURNS_PER_PLAYER: u32 = 60;
/// Cards in a full hand.
pub const HAND: usize = 7;

type Ev = Vec<CcgEvent>;

fn illegal(reason: &str) -> ActionError {
    ActionError::Illegal {
        reason: reason.to_string(),
    }
}

impl Table {
    fn id_of(&self, u: Uid) -> Name {
        Name::Borrowed(self.card(u).id)
    }

    // ---- moving cards ------------------------------------------------------------------

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
    fn put_on_discard(&mut self, uid: Uid) {
        let o = self.owner[uid.0 as usize];
        if self.variant == Variant::Ltk && self.card(uid).is_plot() {
            self.seats[o].plot_discard.push(uid);
        } else {
            self.seats[o].discard.push(uid);
        }
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
                self.take(a);
                self.put_on_discard(a);
                ev.push(CcgEvent::Discarded {
                    seat: self.owner[a.0 as usize],
                    card: Some(self.id_of(a)),
                    why: why.into(),
                });
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
    fn demote(&mut self, uid: Uid, ev: &mut Ev) {
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

    /// Draw one Action card (reshuffling the discard pile when the draw pile is empty).
    fn draw_action(&mut self, seat: Seat, ev: &mut Ev) -> bool {
        if self.seats[seat].draw.is_empty() {
            if self.seats[seat].discard.is_empty() {
                return false;
            }
            let mut pile = std::mem::take(&mut self.seats[seat].discard);
            self.rng.shuffle(&mut pile);
            self.seats[seat].draw = pile;
            ev.push(CcgEvent::Reshuffled { seat, plots: false });
        }
        let u = self.seats[seat].draw.pop().expect("non-empty");
        self.seats[seat].hand.push(u);
        true
    }

    fn action_cards_in_hand(&self, seat: Seat) -> usize {
        self.seats[seat]
            .hand
            .iter()
            .filter(|&&u| !self.card(u).is_plot() || self.variant == Variant::Basic)
            .count()
    }

    fn draw_to_seven(&mut self, seat: Seat, ev: &mut Ev) -> u8 {
        let mut n = 0;
        while self.action_cards_in_hand(seat) < HAND && self.draw_action(seat, ev) {
            n += 1;
        }
        n
    }

    /// Licence to Kill: draw one Plot card (reshuffling the Plot discard when needed).
    fn draw_plot(&mut self, seat: Seat, ev: &mut Ev) -> u8 {
        if self.seats[seat].plot_pile.is_empty() {
            if self.seats[seat].plot_discard.is_empty() {
                return 0;
            }
            let mut pile = std::mem::take(&mut self.seats[seat].plot_discard);
            self.rng.shuffle(&mut pile);
            self.seats[seat].plot_pile = pile;
            ev.push(CcgEvent::Reshuffled { seat, plots: true });
        }
        let u = self.seats[seat].plot_pile.pop().expect("non-empty");
        self.seats[seat].hand.push(u);
        1
    }

    // ---- flow ----------------------------------------------------------------------------

    /// Basic set-up round: `seat` draws seven and lays a Plot if it has one.
    pub(crate) fn setup_deal(&mut self, seat: Seat, ev: &mut Ev) {
        self.turn.seat = seat;
        self.turn.step = Step::SetupPlot;
        let n = self.draw_to_seven(seat, ev);
        ev.push(CcgEvent::Drew {
            seat,
            action: n,
            plot: 0,
            from_plot_pile: vec![],
        });
        if !self.seats[seat]
            .hand
            .iter()
            .any(|&u| self.card(u).is_plot())
        {
            self.after_setup(seat, ev);
        }
    }

    fn after_setup(&mut self, seat: Seat, ev: &mut Ev) {
        let next = self.next_seat(seat);
        if next == 0 {
            self.begin_turn(0, ev);
        } else {
            self.setup_deal(next, ev);
        }
    }

    /// The turn after which the credits roll.
    pub fn turn_limit(&self) -> u32 {
        TURNS_PER_PLAYER * self.n() as u32
    }

    /// True when the game ended by the safety net (the turn limit): a stalemate.
    pub fn ended_by_credits(&self) -> bool {
        self.outcome.is_some() && self.turn_no > self.turn_limit()
    }

    /// Licence to Kill: true when `seat` has no Plot card left to draw (its Plot Draw Pile
    /// and Plot Discard Pile are both empty).
    pub fn out_of_plots(&self, seat: Seat) -> bool {
        let st = &self.seats[seat];
        self.variant == Variant::Ltk && st.plot_pile.is_empty() && st.plot_discard.is_empty()
    }

    /// Ruling "The last Plot card": the player who earned the most Plot Points by overcoming
    /// wins; then the most Plot Points in all; still tied, a draw.
    fn end_with_last_plot(&mut self, seat: Seat, ev: &mut Ev) {
        let key = |t: &Table, s: Seat| {
            let won: i32 = t.seats[s]
                .won
                .iter()
                .map(|&u| 2 * t.card(u).bullets as i32)
                .sum();
            (won, t.seats[s].score)
        };
        let best = (0..self.n()).map(|s| key(self, s)).max().unwrap_or((0, 0));
        let leaders: Vec<Seat> = (0..self.n()).filter(|&s| key(self, s) == best).collect();
        ev.push(CcgEvent::PlotsRanOut {
            seat,
            overcome_points: (0..self.n()).map(|s| key(self, s).0).collect(),
        });
        self.outcome = Some(if leaders.len() == 1 {
            ev.push(CcgEvent::Won {
                seat: leaders[0],
                score: self.seats[leaders[0]].score,
            });
            Outcome::win(leaders[0])
        } else {
            Outcome::Draw
        });
        self.window = None;
    }

    fn begin_turn(&mut self, seat: Seat, ev: &mut Ev) {
        self.turn_no += 1;
        if self.turn_no > self.turn_limit() {
            ev.push(CcgEvent::CreditsRolled {
                turn: self.turn_no - 1,
            });
            self.outcome = Some(Outcome::Draw);
            return;
        }
        self.turn = super::state::Turn {
            seat,
            step: Step::Draw,
            attacks_left: 1,
            extra_plots: Vec::new(),
            q_given: Vec::new(),
        };
        ev.push(CcgEvent::TurnBegan {
            seat,
            turn: self.turn_no,
        });
        self.enter(Step::Draw, ev);
    }

    fn next_step(&self, s: Step) -> Option<Step> {
        match (self.variant, s) {
            (Variant::Basic, Step::Draw) => Some(Step::Advance),
            (Variant::Basic, Step::Advance) => Some(Step::Develop),
            (Variant::Ltk, Step::Draw) => Some(Step::Develop),
            (_, Step::Develop) => Some(Step::Attack),
            (_, Step::Attack) => Some(Step::Briefing),
            (_, Step::Briefing) => Some(Step::Assignment),
            (_, Step::Assignment) => Some(Step::Discard),
            _ => None,
        }
    }

    /// Move on from the current step.
    fn finish_step(&mut self, ev: &mut Ev) {
        match self.next_step(self.turn.step) {
            Some(s) => self.enter(s, ev),
            None => self.end_turn(ev),
        }
    }

    /// Enter a step; steps with nothing to decide pass at once.
    fn enter(&mut self, step: Step, ev: &mut Ev) {
        self.turn.step = step;
        if self.outcome.is_some() {
            return;
        }
        let seat = self.turn.seat;
        match step {
            Step::Draw => {
                if self.out_of_plots(seat) {
                    return self.end_with_last_plot(seat, ev);
                }
                if self.variant == Variant::Ltk {
                    let a = self.draw_to_seven(seat, ev);
                    let p = self.draw_plot(seat, ev);
                    ev.push(CcgEvent::Drew {
                        seat,
                        action: a,
                        plot: p,
                        from_plot_pile: vec![],
                    });
                    return self.finish_step(ev);
                }
                if self.seats[seat].hand.len() >= HAND {
                    return self.finish_step(ev);
                }
                if self.seats[seat].plot_pile.is_empty() {
                    let a = self.draw_to_seven(seat, ev);
                    ev.push(CcgEvent::Drew {
                        seat,
                        action: a,
                        plot: 0,
                        from_plot_pile: vec![],
                    });
                    self.finish_step(ev);
                }
            }
            Step::Advance => {
                if !self.seats[seat]
                    .hand
                    .iter()
                    .any(|&u| self.card(u).is_plot())
                {
                    self.finish_step(ev);
                }
            }
            _ => {
                if self.only_done(seat) {
                    self.finish_step(ev);
                }
            }
        }
    }

    fn end_turn(&mut self, ev: &mut Ev) {
        let seat = self.turn.seat;
        for u in std::mem::take(&mut self.seats[seat].lingering) {
            self.put_on_discard(u);
            ev.push(CcgEvent::Discarded {
                seat,
                card: Some(self.id_of(u)),
                why: "end of turn".into(),
            });
        }
        if self.variant == Variant::Ltk {
            let a = self.draw_to_seven(seat, ev);
            ev.push(CcgEvent::Drew {
                seat,
                action: a,
                plot: 0,
                from_plot_pile: vec![],
            });
        }
        let next = self.next_seat(seat);
        self.begin_turn(next, ev);
    }

    // ---- plots ---------------------------------------------------------------------------

    /// Basic: lay a Plot as a Main Plot, or on the Plot Pile when a copy is in play, or
    /// discard it when it would break the Main Plot limits (`limits`: the turn step; the
    /// set-up round has no limits to break).
    fn lay_main_plot(&mut self, seat: Seat, card: Uid, limits: bool, ev: &mut Ev) {
        self.take(card);
        let c = self.card(card);
        if c.is_unique(self.variant) && self.copy_in_play(c, Some(card)) {
            self.seats[seat].plot_pile.push(card);
            ev.push(CcgEvent::ToPlotPile {
                seat,
                card: self.id_of(card),
            });
            return;
        }
        if limits {
            let have = self.seats[seat]
                .zone
                .iter()
                .filter(|mp| self.card(mp.cards[0].uid).ctype == c.ctype)
                .count();
            if have >= super::legal::basic_main_plot_limit(c.ctype) {
                self.put_on_discard(card);
                ev.push(CcgEvent::Discarded {
                    seat,
                    card: Some(self.id_of(card)),
                    why: "over the Main Plot limit".into(),
                });
                return;
            }
        }
        self.new_main_plot(seat, card, ev);
    }

    /// `card` starts a new Main Plot, face up, in `seat`'s Plot Zone: its points count at once.
    fn new_main_plot(&mut self, seat: Seat, card: Uid, ev: &mut Vec<CcgEvent>) {
        self.seats[seat].zone.push(MainPlot {
            cards: vec![PlotCard {
                uid: card,
                face_up: true,
                attached: vec![],
            }],
        });
        self.seats[seat].score += self.zone_points(card);
        ev.push(CcgEvent::PlotPlaced {
            seat,
            card: Some(self.id_of(card)),
            face_up: true,
            subplot: false,
        });
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
        if let Some(rank) = role.plot_rank() {
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

    // ---- windows -------------------------------------------------------------------------

    fn open(&mut self, contest: Contest, first: Seat) {
        self.window = Some(Window::new(contest, first));
    }

    /// Apply what an Intrigue card does the moment it is played.
    fn on_play(
        &mut self,
        seat: Seat,
        card: Uid,
        target: Option<Uid>,
        by: Option<Uid>,
        ev: &mut Ev,
    ) {
        for e in self.card(card).effects {
            match e.op {
                Op::ExtraPlot { ctype } => self.turn.extra_plots.push(ctype),
                Op::ExtraAttack => self.turn.attacks_left += 1,
                Op::Draw { n } => {
                    for _ in 0..n {
                        self.draw_action(seat, ev);
                    }
                }
                Op::Attack | Op::Charm if self.window.is_some() => {
                    if let (Some(a), Some(d)) = (by, target) {
                        self.duel(a, d, e.op == Op::Charm, false, ev);
                    }
                }
                _ => {}
            }
        }
    }

    /// An Attack or Charm: the loser is discarded with its attachments (a Subplot alone).
    /// `window`: the window's cards count, as in a Henchman Attack ("Attacking and Charming
    /// are handled as if they were Henchman Attacks", both rule books): the Opposition side is
    /// the assailant, the Hero side the target, and a card that calls the attack off stops it.
    fn duel(&mut self, a: Uid, d: Uid, charm: bool, window: bool, ev: &mut Ev) {
        if self.find_in_play(a).is_none() || self.find_in_play(d).is_none() {
            return;
        }
        let val = |t: &Table, u: Uid| if charm { t.cv(u) } else { t.pv(u) }.unwrap_or(0);
        let (mut x, mut y) = (val(self, a), val(self, d));
        let mut off = false;
        if window {
            let h = self.window_bonus(Target::Hero);
            let o = self.window_bonus(Target::Opposition);
            x += if charm { o.cv } else { o.pv };
            y += if charm { h.cv } else { h.pv };
            off = h.cancel || o.cancel;
        }
        let (ra, rd, dice, mods) = if off {
            (0, 0, None, None)
        } else {
            self.contest_roll(x, y)
        };
        let result = if off {
            "the attack is called off"
        } else if ra > rd {
            self.discard_from_play(d, if charm { "charmed" } else { "attacked" }, ev);
            "the defender is discarded"
        } else if rd > ra {
            self.discard_from_play(a, "lost its own attack", ev);
            "the attacker is discarded"
        } else {
            "a tie: nothing happens"
        };
        ev.push(CcgEvent::AttackResolved {
            attacker: self.card(a).id.into(),
            defender: self.card(d).id.into(),
            attacker_value: x,
            defender_value: y,
            dice,
            modifiers: mods,
            result: result.into(),
        });
    }

    /// Basic: the values decide. Licence to Kill: each side rolls a die; the higher value
    /// adds the difference, or the defender adds 1 when the values are equal.
    fn contest_roll(&mut self, x: i32, y: i32) -> (i32, i32, Option<[u8; 2]>, Option<[i32; 2]>) {
        match self.variant {
            Variant::Basic => (x, y, None, None),
            Variant::Ltk => {
                let (da, dd) = (self.rng.d6(), self.rng.d6());
                let (ma, md) = if x > y {
                    (x - y, 0)
                } else if x == y {
                    (0, 1)
                } else {
                    (0, y - x)
                };
                (
                    da as i32 + ma,
                    dd as i32 + md,
                    Some([da, dd]),
                    Some([ma, md]),
                )
            }
        }
    }

    /// Every seat has passed in a row: settle what the window is about.
    fn close_window(&mut self, ev: &mut Ev) {
        let w = self.window.clone().expect("window");
        match w.contest.clone() {
            Contest::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => {
                self.settle_henchman_attack(assailant, target, by_cv, ev);
                self.end_window(&[assailant, target], ev);
                self.turn.attacks_left = self.turn.attacks_left.saturating_sub(1);
                if self.turn.attacks_left == 0 {
                    self.finish_step(ev);
                } else {
                    self.enter(Step::Attack, ev);
                }
            }
            Contest::Duel {
                attacker,
                defender,
                charm,
            } => {
                self.duel(attacker, defender, charm, true, ev);
                self.end_window(&[attacker, defender], ev);
                self.finish_step(ev);
            }
            Contest::Assignment {
                agent,
                companion,
                owner,
                plot,
            } => {
                if self.settle_assignment(w.first, agent, companion, owner, &plot, ev) {
                    // a face-down card was revealed: everyone may play again
                    if let Some(w) = &mut self.window {
                        w.passes = 0;
                        w.current = w.first;
                    }
                    return;
                }
                let mut used = vec![agent];
                used.extend(companion);
                self.end_window(&used, ev);
                self.finish_step(ev);
            }
        }
    }

    /// Clear the window: played cards go to the discard (or stay to the end of the turn),
    /// and Q cards "discarded once used" on the characters that took part go too.
    fn end_window(&mut self, used: &[Uid], ev: &mut Ev) {
        let Some(w) = self.window.take() else { return };
        for p in w.played {
            if self
                .card(p.uid)
                .effects
                .iter()
                .any(|e| e.op == Op::DiscardAtEndOfTurn)
            {
                self.seats[self.turn.seat].lingering.push(p.uid);
            } else {
                self.put_on_discard(p.uid);
            }
        }
        for &u in used {
            if self.find_in_play(u).is_none() {
                continue;
            }
            for a in self.attached_to(u) {
                if self
                    .card(a)
                    .effects
                    .iter()
                    .any(|e| e.op == Op::DiscardAfterUse)
                {
                    self.take(a);
                    self.put_on_discard(a);
                    ev.push(CcgEvent::Discarded {
                        seat: self.owner[a.0 as usize],
                        card: Some(self.id_of(a)),
                        why: "used up".into(),
                    });
                }
            }
        }
    }

    fn settle_henchman_attack(&mut self, a: Uid, t: Uid, by_cv: bool, ev: &mut Ev) {
        if self.find_in_play(a).is_none() || self.piece(t).is_none() {
            return;
        }
        let h = self.window_bonus(Target::Hero);
        let o = self.window_bonus(Target::Opposition);
        let (x, y) = if by_cv {
            (
                self.cv(a).unwrap_or(0) + o.cv,
                self.cv(t).unwrap_or(0) + h.cv,
            )
        } else {
            (
                self.pv(a).unwrap_or(0) + o.pv,
                self.pv(t).unwrap_or(0) + h.pv,
            )
        };
        let (an, tn) = (self.id_of(a), self.id_of(t));
        let mk = |dice, modifiers, result: &'static str| CcgEvent::AttackResolved {
            attacker: an.clone(),
            defender: tn.clone(),
            attacker_value: x,
            defender_value: y,
            dice,
            modifiers,
            result: result.into(),
        };
        if h.cancel || o.cancel {
            ev.push(mk(None, None, "the attack is called off"));
            return;
        }
        if self.variant == Variant::Ltk && y > x {
            ev.push(mk(
                None,
                None,
                "the target is now too strong: the attack fails",
            ));
            return;
        }
        let (ra, rt, dice, mods) = self.contest_roll(x, y);
        if ra > rt {
            ev.push(mk(dice, mods, "the target loses"));
            self.demote(t, ev);
        } else if rt > ra {
            ev.push(mk(dice, mods, "the Henchman escapes"));
            if self.variant == Variant::Ltk && self.role(a) == CardType::Personality {
                self.discard_from_play(a, "lost its Henchman Attack", ev);
            }
        } else {
            ev.push(mk(dice, mods, "a tie: nothing happens"));
        }
    }

    /// Returns true when a face-down card was revealed and the window reopens.
    fn settle_assignment(
        &mut self,
        seat: Seat,
        agent: Uid,
        companion: Option<Uid>,
        owner: Seat,
        plot: &[Uid],
        ev: &mut Ev,
    ) -> bool {
        let m = plot.iter().find_map(|&u| match self.locate(u) {
            Some(Loc::Zone { seat: s, m, .. }) if s == owner => Some(m),
            _ => None,
        });
        let Some(m) = m else { return false };
        if self.piece(agent).is_none() {
            return false;
        }
        let mut members = vec![agent];
        members.extend(companion.filter(|&c| self.piece(c).is_some()));
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
        if met {
            if self.variant == Variant::Ltk {
                if let Some(k) = self.seats[owner].zone[m]
                    .cards
                    .iter()
                    .position(|c| !c.face_up)
                {
                    if self.reveal(seat, owner, m, k, ev) {
                        return false;
                    }
                    return self.outcome.is_none() && self.main_plot_exists(owner, plot);
                }
            }
            self.overcome(seat, owner, m, ev);
        } else {
            ev.push(CcgEvent::Failed {
                seat,
                agent: self.id_of(agent),
            });
            for u in members {
                self.demote(u, ev);
            }
        }
        false
    }

    fn main_plot_exists(&self, owner: Seat, plot: &[Uid]) -> bool {
        plot.iter()
            .any(|&u| matches!(self.locate(u), Some(Loc::Zone { seat, .. }) if seat == owner))
    }

    // ---- apply ---------------------------------------------------------------------------

    /// Apply `a` by `seat`. With the setting "skip seats that cannot answer"
    /// ([`super::CcgSetup::skip_unable`]), every seat a response window then waits on whose
    /// only legal answer is Pass passes at once, each pass applied exactly as one the seat
    /// chose (same events, same count of passes in a row). Each pass moves the turn to answer
    /// on or closes the window, and a window reopens only after a face-down Plot is revealed
    /// (once per card), so this ends.
    pub fn apply_action(&mut self, seat: Seat, a: &CcgAction) -> Result<Ev, ActionError> {
        let mut ev = self.apply_one(seat, a)?;
        if self.skip_unable {
            while let Some(s) = self.unable_to_answer() {
                ev.extend(self.apply_one(s, &CcgAction::Pass)?);
            }
        }
        Ok(ev)
    }

    fn apply_one(&mut self, seat: Seat, a: &CcgAction) -> Result<Ev, ActionError> {
        let mut ev = Vec::new();
        // The scores before the action (of at most four seats: `Table::new` refuses more), to
        // tell of a change; no list is made unless there is one.
        let mut before = [0; 4];
        for (b, s) in before.iter_mut().zip(&self.seats) {
            *b = s.score;
        }
        if self.window.is_some() {
            self.apply_in_window(seat, a, &mut ev)?;
        } else {
            self.apply_step(seat, a, &mut ev)?;
        }
        if self.seats.iter().zip(before).any(|(s, b)| s.score != b) {
            ev.push(CcgEvent::Scores {
                scores: self.seats.iter().map(|s| s.score).collect(),
            });
            if self.variant == Variant::Basic && self.outcome.is_none() {
                let goal = self.goal as i32;
                let n = self.n();
                // The first seat from the seat whose turn it is that reached the goal now.
                let won = (0..n).map(|i| (self.turn.seat + i) % n).find(|&s| {
                    let score = self.seats[s].score;
                    score >= goal && score > before[s]
                });
                if let Some(w) = won {
                    self.outcome = Some(Outcome::win(w));
                    self.window = None;
                    ev.push(CcgEvent::Won {
                        seat: w,
                        score: self.seats[w].score,
                    });
                }
            }
        }
        Ok(ev)
    }

    /// `seat` passes: the turn to answer moves round the table, and once every seat has
    /// passed in a row the window closes.
    fn pass_in_window(&mut self, seat: Seat, ev: &mut Ev) {
        ev.push(CcgEvent::Passed { seat });
        let n = self.n();
        let w = self.window.as_mut().expect("window");
        w.passes += 1;
        if w.passes >= n {
            self.close_window(ev);
        } else {
            w.current = (w.current + 1) % n;
        }
    }

    /// The seat an open window waits on when its only legal answer is Pass.
    pub fn unable_to_answer(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        let seat = self.window.as_ref()?.current;
        let only_pass = self
            .window_actions(seat)
            .iter()
            .all(|a| *a == CcgAction::Pass);
        only_pass.then_some(seat)
    }

    fn apply_in_window(
        &mut self,
        seat: Seat,
        a: &CcgAction,
        ev: &mut Ev,
    ) -> Result<(), ActionError> {
        match *a {
            CcgAction::Pass => {
                self.pass_in_window(seat, ev);
                Ok(())
            }
            CcgAction::PlayIntrigue { card, target, by } => {
                self.take(card);
                ev.push(CcgEvent::IntriguePlayed {
                    seat,
                    card: self.id_of(card),
                    target: target.map(|t| self.id_of(t)),
                });
                let w = self.window.as_mut().expect("window");
                w.passes = 0;
                w.played.push(Played {
                    uid: card,
                    seat,
                    countered_by: None,
                });
                if let Some(t) = target {
                    if self
                        .card(card)
                        .effects
                        .iter()
                        .any(|e| matches!(e.op, Op::Counter { .. }))
                    {
                        let w = self.window.as_mut().expect("window");
                        if let Some(p) = w.played.iter_mut().find(|p| p.uid == t) {
                            p.countered_by = Some(card);
                        }
                        ev.push(CcgEvent::Countered {
                            card: self.id_of(t),
                            by: self.id_of(card),
                        });
                    }
                }
                self.on_play(seat, card, target, by, ev);
                Ok(())
            }
            _ => Err(illegal("only Intrigue cards or a pass now")),
        }
    }

    fn apply_step(&mut self, seat: Seat, a: &CcgAction, ev: &mut Ev) -> Result<(), ActionError> {
        match *a {
            CcgAction::LayPlot { card } => {
                self.lay_main_plot(seat, card, false, ev);
                self.after_setup(seat, ev);
            }
            CcgAction::Start {
                mission,
                villain,
                bond,
            } => {
                if let Some(m) = mission {
                    self.take(m);
                    self.new_main_plot(seat, m, ev);
                }
                if let Some(v) = villain {
                    self.take(v);
                    let pc = PlotCard {
                        uid: v,
                        face_up: false,
                        attached: vec![],
                    };
                    match self.seats[seat].zone.last_mut() {
                        Some(mp) if mission.is_some() => mp.cards.push(pc),
                        _ => self.seats[seat].zone.push(MainPlot { cards: vec![pc] }),
                    }
                    ev.push(CcgEvent::PlotPlaced {
                        seat,
                        card: None,
                        face_up: false,
                        subplot: mission.is_some(),
                    });
                }
                if let Some(b) = bond {
                    self.take(b);
                    self.seats[seat].agency.push(Piece {
                        uid: b,
                        demoted: false,
                        attached: vec![],
                    });
                    ev.push(CcgEvent::Recruited {
                        seat,
                        card: self.id_of(b),
                    });
                }
                let st = &mut self.seats[seat];
                self.rng.shuffle(&mut st.draw);
                self.rng.shuffle(&mut st.plot_pile);
                let n = self.draw_to_seven(seat, ev);
                ev.push(CcgEvent::Drew {
                    seat,
                    action: n,
                    plot: 0,
                    from_plot_pile: vec![],
                });
                let next = self.next_seat(seat);
                if next == 0 {
                    self.begin_turn(0, ev);
                } else {
                    self.turn.seat = next;
                }
            }
            CcgAction::Draw { from_plot_pile } => {
                let mut names = Vec::new();
                for _ in 0..from_plot_pile {
                    let u = self.seats[seat]
                        .plot_pile
                        .pop()
                        .ok_or_else(|| illegal("the Plot Pile is empty"))?;
                    names.push(self.id_of(u));
                    self.seats[seat].hand.push(u);
                }
                let n = self.draw_to_seven(seat, ev);
                ev.push(CcgEvent::Drew {
                    seat,
                    action: n,
                    plot: from_plot_pile,
                    from_plot_pile: names,
                });
                self.finish_step(ev);
            }
            CcgAction::AdvancePlot { card } => {
                self.lay_main_plot(seat, card, true, ev);
                self.finish_step(ev);
            }
            CcgAction::Subplot { card, onto } => {
                let role = self.role(card);
                let (_, m) = self
                    .main_plot_of(onto)
                    .ok_or_else(|| illegal("no such Main Plot"))?;
                let main = self.seats[seat].zone[m].cards[0].uid;
                let c = self.card(card);
                let normal = matches!(role, CardType::Obstacle | CardType::Personality)
                    || (c.film == self.card(main).film
                        && c.bullets < self.card(main).bullets
                        && !self.seats[seat].zone[m].cards[1..]
                            .iter()
                            .any(|s| self.role(s.uid) == role));
                if !normal {
                    if let Some(i) = self.turn.extra_plots.iter().position(|&t| t == role) {
                        self.turn.extra_plots.remove(i);
                    }
                }
                self.take(card);
                let (_, m) = self.main_plot_of(onto).expect("still there");
                self.seats[seat].zone[m].cards.push(PlotCard {
                    uid: card,
                    face_up: true,
                    attached: vec![],
                });
                self.seats[seat].score += self.zone_points(card);
                ev.push(CcgEvent::PlotPlaced {
                    seat,
                    card: Some(self.id_of(card)),
                    face_up: true,
                    subplot: true,
                });
                self.enter(Step::Develop, ev);
            }
            CcgAction::Connect {
                card,
                main,
                at,
                face_up,
            } => {
                let role = self.role(card);
                if face_up {
                    if let Some(m) = main {
                        let same = self.seats[seat].zone[m as usize]
                            .cards
                            .iter()
                            .filter(|c| self.role(c.uid) == role)
                            .count();
                        if same >= ltk_type_limit(role) {
                            if let Some(i) = self.turn.extra_plots.iter().position(|&t| t == role) {
                                self.turn.extra_plots.remove(i);
                            }
                        }
                    }
                }
                self.take(card);
                let pc = PlotCard {
                    uid: card,
                    face_up,
                    attached: vec![],
                };
                match main {
                    Some(m) => self.seats[seat].zone[m as usize]
                        .cards
                        .insert(at as usize, pc),
                    None => self.seats[seat].zone.push(MainPlot { cards: vec![pc] }),
                }
                if face_up {
                    self.seats[seat].score += self.zone_points(card);
                }
                ev.push(CcgEvent::PlotPlaced {
                    seat,
                    card: if face_up {
                        Some(self.id_of(card))
                    } else {
                        None
                    },
                    face_up,
                    subplot: main.is_some(),
                });
                self.enter(Step::Develop, ev);
            }
            CcgAction::GiveQ { card, to } => {
                self.take(card);
                match self.locate(to) {
                    Some(Loc::Agency { seat: s, i }) => self.seats[s].agency[i].attached.push(card),
                    Some(Loc::Zone { seat: s, m, k }) => {
                        self.seats[s].zone[m].cards[k].attached.push(card)
                    }
                    _ => return Err(illegal("no such character")),
                }
                if self.turn.step == Step::Briefing {
                    self.turn.q_given.push(to);
                }
                ev.push(CcgEvent::QGiven {
                    seat,
                    card: self.id_of(card),
                    to: self.id_of(to),
                });
                let step = self.turn.step;
                self.enter(step, ev);
            }
            CcgAction::PlayIntrigue { card, target, by } => {
                self.take(card);
                ev.push(CcgEvent::IntriguePlayed {
                    seat,
                    card: self.id_of(card),
                    target: target.map(|t| self.id_of(t)),
                });
                let c = self.card(card);
                let attached = c.effects.iter().any(|e| e.timing == Timing::Attached);
                let in_place = self.turn.step == Step::Assignment;
                if attached {
                    match target.and_then(|t| self.locate(t)) {
                        Some(Loc::Agency { seat: s, i }) => {
                            self.seats[s].agency[i].attached.push(card)
                        }
                        Some(Loc::Zone { seat: s, m, k }) => {
                            self.seats[s].zone[m].cards[k].attached.push(card)
                        }
                        _ => return Err(illegal("no such character")),
                    }
                    self.enter(self.turn.step, ev);
                    return Ok(());
                }
                if c.effects.iter().any(|e| e.op == Op::DiscardAtEndOfTurn) {
                    self.seats[seat].lingering.push(card);
                } else {
                    self.put_on_discard(card);
                }
                self.on_play(seat, card, target, by, ev);
                if in_place {
                    let duel = c.effects.iter().find_map(|e| match e.op {
                        Op::Attack => Some(false),
                        Op::Charm => Some(true),
                        _ => None,
                    });
                    match (duel, by, target) {
                        (Some(charm), Some(a), Some(d)) => self.open(
                            Contest::Duel {
                                attacker: a,
                                defender: d,
                                charm,
                            },
                            seat,
                        ),
                        _ => self.finish_step(ev),
                    }
                } else {
                    self.enter(self.turn.step, ev);
                }
            }
            CcgAction::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => {
                ev.push(CcgEvent::AttackDeclared {
                    seat,
                    assailant: self.id_of(assailant),
                    target: self.id_of(target),
                    by_cv,
                });
                self.open(
                    Contest::HenchmanAttack {
                        assailant,
                        target,
                        by_cv,
                    },
                    seat,
                );
            }
            CcgAction::Recruit { card } => {
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
                self.enter(Step::Briefing, ev);
            }
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => {
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
            }
            CcgAction::MoveQ { card, to } => {
                self.take(card);
                let (s, i) = self
                    .seat_of_piece(to)
                    .ok_or_else(|| illegal("no such character"))?;
                self.seats[s].agency[i].attached.push(card);
                ev.push(CcgEvent::QMoved {
                    seat,
                    card: self.id_of(card),
                    to: self.id_of(to),
                });
                self.finish_step(ev);
            }
            CcgAction::ExchangeQ { a: qa, b: qb } => {
                let (Some(Loc::OnAgent { i: ia, .. }), Some(Loc::OnAgent { i: ib, .. })) =
                    (self.locate(qa), self.locate(qb))
                else {
                    return Err(illegal("both Q cards must be on characters"));
                };
                let (ua, ub) = (
                    self.seats[seat].agency[ia].uid,
                    self.seats[seat].agency[ib].uid,
                );
                self.take(qa);
                self.take(qb);
                let (_, ia) = self.seat_of_piece(ua).expect("there");
                let (_, ib) = self.seat_of_piece(ub).expect("there");
                self.seats[seat].agency[ia].attached.push(qb);
                self.seats[seat].agency[ib].attached.push(qa);
                ev.push(CcgEvent::QMoved {
                    seat,
                    card: self.id_of(qa),
                    to: self.id_of(ub),
                });
                ev.push(CcgEvent::QMoved {
                    seat,
                    card: self.id_of(qb),
                    to: self.id_of(ua),
                });
                self.finish_step(ev);
            }
            CcgAction::UseInPlace { card, target } => {
                let charm = self
                    .card(card)
                    .effects
                    .iter()
                    .any(|e| e.timing == Timing::InPlaceOfAssignment && e.op == Op::Charm);
                self.open(
                    Contest::Duel {
                        attacker: card,
                        defender: target,
                        charm,
                    },
                    seat,
                );
            }
            CcgAction::Discard { card } => {
                self.take(card);
                self.put_on_discard(card);
                ev.push(CcgEvent::Discarded {
                    seat,
                    card: None,
                    why: "from hand".into(),
                });
                if self.variant == Variant::Basic {
                    self.end_turn(ev);
                }
            }
            CcgAction::Done => self.finish_step(ev),
            CcgAction::Pass => return Err(illegal("there is nothing to pass on")),
        }
        Ok(())
    }
}
