//! The legal actions of the seat to act, step by step.

use super::action::CcgAction;
use super::card::{CardType, Variant};
use super::effect::{Effect, Op, Target, Timing};
use super::state::{Loc, Step, Table, Uid};
use crate::core::game::Seat;

/// A card's PV and CV with modifiers (`None`: it has none).
type PvCv = (Option<i32>, Option<i32>);

/// The most cards a Licence to Kill Main Plot may hold.
pub const LTK_MAIN_PLOT_MAX: usize = 5;
/// The starting Bond's PV + CV may be at most this (Licence to Kill).
pub const LTK_START_BOND_MAX: u8 = 10;

/// Basic: the most Main Plots of a type in one Plot Zone (Mission 1 … Obstacle 5).
pub fn basic_main_plot_limit(t: CardType) -> usize {
    match t {
        CardType::Mission => 1,
        CardType::Villain => 2,
        CardType::Henchman => 3,
        CardType::Location => 4,
        CardType::Obstacle => 5,
        _ => 0,
    }
}

/// Licence to Kill: the most cards of a type in one Main Plot.
pub fn ltk_type_limit(t: CardType) -> usize {
    match t {
        CardType::Mission | CardType::Villain | CardType::Henchman => 1,
        CardType::Location => 2,
        _ => usize::MAX,
    }
}

/// Keep the first card of each design (copies in one place are interchangeable).
fn distinct(t: &Table, cards: impl IntoIterator<Item = Uid>) -> Vec<Uid> {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for u in cards {
        let id = t.card(u).id;
        if !seen.contains(&id) {
            seen.push(id);
            out.push(u);
        }
    }
    out
}

/// Which actions a listing is for: every legal action (`legal`), or only those that could be
/// the one action `is_legal` asks about: the actions of its kind, and among those, the ones
/// playing its card from hand, or by its character, or at its place. Every action is listed
/// by the same code either way; the listing merely skips, before any rule check, what cannot
/// be the wanted action. [`Wanted::ANY`] asks only whether there is one: a listing may stop at
/// the first action it finds.
#[derive(Clone, Copy)]
struct Wanted<'a>(Option<&'a CcgAction>, bool);

impl Wanted<'_> {
    /// Every legal action.
    const ALL: Wanted<'static> = Wanted(None, false);
    /// Any one legal action (`only_done`: is there anything but Done?).
    const ANY: Wanted<'static> = Wanted(None, true);

    /// Has a listing found all it was asked for (one action, when any will do)? Listings only
    /// ever add legal actions, so stopping here never leaves an action out that decides.
    fn enough(self, found: &[CcgAction]) -> bool {
        self.one_will_do() && !found.is_empty()
    }

    /// Is any one legal action enough ([`Wanted::ANY`])?
    fn one_will_do(self) -> bool {
        self.1
    }

    /// Could the wanted action be one that `pred` accepts (of a kind, for a character)?
    /// Always, when every action is.
    fn may_be(self, pred: impl Fn(&CcgAction) -> bool) -> bool {
        self.0.is_none_or(pred)
    }

    /// The card from hand the wanted action plays, if it plays one: a listing of actions that
    /// play cards from hand need only list that card's.
    fn hand_card(self) -> Option<Uid> {
        use CcgAction as A;
        match self.0? {
            A::LayPlot { card }
            | A::AdvancePlot { card }
            | A::Subplot { card, .. }
            | A::Connect { card, .. }
            | A::GiveQ { card, .. }
            | A::PlayIntrigue { card, .. }
            | A::Recruit { card }
            | A::Discard { card } => Some(*card),
            _ => None,
        }
    }
}

impl Table {
    pub fn to_act(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        if let Some(w) = &self.window {
            return Some(w.current);
        }
        Some(self.turn.seat)
    }

    pub fn legal(&self, seat: Seat) -> Vec<CcgAction> {
        self.legal_like(seat, Wanted::ALL)
    }

    /// `legal(seat).contains(action)`, listing only the actions that could be `action` (see
    /// [`Wanted`]): most steps offer several kinds of action, Done (the commonest) needs none
    /// of them, and a card played from hand needs only that card's places.
    pub fn is_legal(&self, seat: Seat, action: &CcgAction) -> bool {
        self.legal_like(seat, Wanted(Some(action), false))
            .contains(action)
    }

    /// The legal actions `want` asks for.
    fn legal_like(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        if self.window.is_some() {
            return self.window_actions_like(seat, want);
        }
        self.step_actions(seat, want)
    }

    /// Is Done all `seat` may do (`legal(seat) == [Done]`)? Each step's kinds of action are
    /// listed in turn only until one offers something: a step is entered with this question.
    pub(crate) fn only_done(&self, seat: Seat) -> bool {
        if self.to_act() != Some(seat) || self.window.is_some() {
            // Nothing, or a window's list, which always offers Pass.
            return false;
        }
        let none = |v: Vec<CcgAction>| v.is_empty();
        match self.turn.step {
            // These steps never offer Done.
            Step::SetupPlot | Step::LtkStart | Step::Draw | Step::Advance => false,
            Step::Develop => {
                let ltk = self.variant == Variant::Ltk;
                let plot_in_hand = ltk
                    && self.seats[seat]
                        .hand
                        .iter()
                        .any(|&u| self.card(u).is_plot());
                !plot_in_hand
                    && none(match self.variant {
                        Variant::Basic => self.subplot_actions(seat, Wanted::ANY),
                        Variant::Ltk => self.connect_actions(seat, Wanted::ANY),
                    })
                    && none(self.plot_step_intrigues(seat, Wanted::ANY))
                    && (!ltk || none(self.give_q_actions(seat, true, Wanted::ANY)))
            }
            Step::Attack => none(self.attack_actions(seat, Wanted::ANY)),
            Step::Briefing => {
                none(self.recruit_actions(seat, Wanted::ANY))
                    && none(self.give_q_actions(seat, false, Wanted::ANY))
                    && none(self.attach_intrigue_actions(seat, Wanted::ANY))
            }
            Step::Assignment => {
                none(self.assign_actions(seat, Wanted::ANY))
                    && none(self.in_place_actions(seat, Wanted::ANY))
                    && (self.variant != Variant::Ltk || none(self.move_q_actions(seat)))
            }
            Step::Discard => self.seats[seat].hand.is_empty(),
        }
    }

    /// The cards of `seat`'s hand that `pred` accepts, the first of each design (copies in
    /// hand are interchangeable); of those, only the card `want` plays, when it plays one.
    fn hand_of(&self, seat: Seat, want: Wanted, pred: &dyn Fn(Uid) -> bool) -> Vec<Uid> {
        let hand = &self.seats[seat].hand;
        let Some(card) = want.hand_card() else {
            return distinct(self, hand.iter().copied().filter(|&u| pred(u)));
        };
        // The full list holds at most one card of `card`'s design: the first copy that `pred`
        // accepts. It is wanted when it is `card` itself. (A card not in hand, perhaps from a
        // damaged record, is never wanted, and is not looked up.)
        let Some(id) = hand.iter().find(|&&u| u == card).map(|&u| self.card(u).id) else {
            return Vec::new();
        };
        hand.iter()
            .copied()
            .find(|&u| self.card(u).id == id && pred(u))
            .filter(|&u| u == card)
            .into_iter()
            .collect()
    }

    /// `hand_of`, for listings that make one action of each card it gives: when any action will
    /// do ([`Wanted::ANY`]), the first card `pred` accepts is enough.
    fn hand_actions(&self, seat: Seat, want: Wanted, pred: &dyn Fn(Uid) -> bool) -> Vec<Uid> {
        if want.one_will_do() {
            return self.seats[seat]
                .hand
                .iter()
                .copied()
                .find(|&u| pred(u))
                .into_iter()
                .collect();
        }
        self.hand_of(seat, want, pred)
    }

    /// Characters face up in play: in Agencies, and face-up Villains, Henchmen and
    /// Personalities in Plot Zones. `of`: only this seat's; `not_of`: everyone else's.
    pub fn characters(&self, of: Option<Seat>, not_of: Option<Seat>) -> Vec<Uid> {
        self.characters_on(of, not_of)
            .into_iter()
            .map(|(u, _)| u)
            .collect()
    }

    /// `characters`, each with what is attached to it.
    fn characters_on(&self, of: Option<Seat>, not_of: Option<Seat>) -> Vec<(Uid, &[Uid])> {
        let mut v: Vec<(Uid, &[Uid])> = Vec::new();
        for (s, st) in self.seats.iter().enumerate() {
            if of.is_some_and(|o| o != s) || not_of == Some(s) {
                continue;
            }
            v.extend(st.agency.iter().map(|p| (p.uid, p.attached.as_slice())));
            for mp in &st.zone {
                for c in &mp.cards {
                    if c.face_up && self.role(c.uid).is_character() {
                        v.push((c.uid, &c.attached));
                    }
                }
            }
        }
        v
    }

    pub(crate) fn window_actions(&self, seat: Seat) -> Vec<CcgAction> {
        self.window_actions_like(seat, Wanted::ALL)
    }

    /// The actions of the open window that `want` asks for.
    fn window_actions_like(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let w = self.window.as_ref().expect("window");
        let attack = w.contest.is_attack();
        let mut out = Vec::new();
        if want.may_be(|a| matches!(a, CcgAction::Pass)) {
            out.push(CcgAction::Pass);
        }
        if !want.may_be(|a| matches!(a, CcgAction::PlayIntrigue { .. })) {
            return out;
        }
        for card in self.hand_of(seat, want, &|u| self.card(u).ctype == CardType::Intrigue) {
            let effects = self.card(card).effects;
            if !effects.iter().any(|e| e.timing.fits_window(attack)) {
                continue;
            }
            out.extend(self.intrigue_targets(seat, card));
        }
        out
    }

    /// The ways to play an Intrigue card now (its targets), by what its operations need.
    fn intrigue_targets(&self, seat: Seat, card: Uid) -> Vec<CcgAction> {
        let effects = self.card(card).effects;
        let play = |target, by| CcgAction::PlayIntrigue { card, target, by };
        if effects.iter().any(|e| matches!(e.op, Op::Counter { .. })) {
            let Some(w) = &self.window else {
                return Vec::new();
            };
            return w
                .played
                .iter()
                .filter(|p| w.in_force(p.uid) && self.counters(card, p.uid))
                .map(|p| play(Some(p.uid), None))
                .collect();
        }
        if let Some(e) = effects
            .iter()
            .find(|e| matches!(e.op, Op::Attack | Op::Charm))
        {
            return self
                .duels(seat, e)
                .into_iter()
                .map(|(a, d)| play(Some(d), Some(a)))
                .collect();
        }
        vec![play(None, None)]
    }

    /// (attacker, defender) pairs for the Attack (PV) or Charm (CV) of effect `e`, used by
    /// `seat`, as the card words it ("the wording on the card takes precedence", The Main
    /// Rule): for the Bond's side, one of your Bonds against a character in another player's
    /// Plot Zone (Fisticuffs, Seduction); for the Plots' side in place of the On Assignment
    /// step, one of your Henchmen (a Personality in a Main Plot counts as one) against a
    /// character in another player's Agency (Assassination Attempt, Femme Fatale); a card's own
    /// Attack, a Henchman or Villain in another player's Plot Zone (Agent Crawford); otherwise
    /// any of your characters against any other player's (The Charmer, Kiss and Tell).
    pub fn duels(&self, seat: Seat, e: &Effect) -> Vec<(Uid, Uid)> {
        let charm = e.op == Op::Charm;
        let has = |u: Uid| {
            if charm {
                self.card(u).cv.is_some()
            } else {
                self.card(u).pv.is_some()
            }
        };
        // For each side: the roles it may be (any when empty) and whether it stands in an
        // Agency (true) or a Plot Zone (false), or either (None).
        use CardType as C;
        type Side = (&'static [CardType], Option<bool>);
        let (my, their): (Side, Side) = match (e.timing, e.target, e.op) {
            (_, Target::Hero, _) => ((&[C::Bond], Some(true)), (&[], Some(false))),
            (Timing::InPlaceOfAssignment, Target::Opposition, _) => (
                (&[C::Henchman, C::Personality], Some(false)),
                (&[], Some(true)),
            ),
            (_, Target::Bearer, Op::Attack) => {
                ((&[], None), (&[C::Henchman, C::Villain], Some(false)))
            }
            _ => ((&[], None), (&[], None)),
        };
        let fits = |u: Uid, (roles, agency): Side| {
            (roles.is_empty() || roles.contains(&self.role(u)))
                && agency
                    .is_none_or(|a| a == matches!(self.find_in_play(u), Some(Loc::Agency { .. })))
        };
        let mine: Vec<Uid> = self
            .characters(Some(seat), None)
            .into_iter()
            .filter(|&u| has(u) && fits(u, my))
            .collect();
        let theirs: Vec<Uid> = self
            .characters(None, Some(seat))
            .into_iter()
            .filter(|&u| has(u) && fits(u, their))
            .collect();
        let mut v = Vec::new();
        for &a in &mine {
            for &d in &theirs {
                v.push((a, d));
            }
        }
        v
    }

    /// The actions of the turn's step that `want` asks for.
    fn step_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        use CcgAction as A;
        let wants = |kind: fn(&CcgAction) -> bool| want.may_be(kind);
        let st = &self.seats[seat];
        let mut v = Vec::new();
        match self.turn.step {
            Step::SetupPlot => {
                if wants(|a| matches!(a, A::LayPlot { .. })) {
                    v.extend(
                        self.hand_of(seat, want, &|u| self.card(u).is_plot())
                            .into_iter()
                            .map(|card| A::LayPlot { card }),
                    );
                }
            }
            Step::LtkStart => {
                if wants(|a| matches!(a, A::Start { .. })) {
                    v = self.start_actions(seat);
                }
            }
            Step::Draw => {
                if wants(|a| matches!(a, A::Draw { .. })) {
                    let need = 7usize.saturating_sub(st.hand.len());
                    let most = need.min(st.plot_pile.len());
                    v.extend((0..=most).map(|k| A::Draw {
                        from_plot_pile: k as u8,
                    }));
                }
            }
            Step::Advance => {
                if wants(|a| matches!(a, A::AdvancePlot { .. })) {
                    v.extend(
                        self.hand_of(seat, want, &|u| self.card(u).is_plot())
                            .into_iter()
                            .map(|card| A::AdvancePlot { card }),
                    );
                }
            }
            Step::Develop => {
                match self.variant {
                    Variant::Basic if wants(|a| matches!(a, A::Subplot { .. })) => {
                        v = self.subplot_actions(seat, want)
                    }
                    Variant::Ltk if wants(|a| matches!(a, A::Connect { .. })) => {
                        v = self.connect_actions(seat, want)
                    }
                    _ => {}
                }
                if wants(|a| matches!(a, A::PlayIntrigue { .. })) {
                    v.extend(self.plot_step_intrigues(seat, want));
                }
                if self.variant == Variant::Ltk && wants(|a| matches!(a, A::GiveQ { .. })) {
                    v.extend(self.give_q_actions(seat, true, want));
                }
                if wants(|a| matches!(a, A::Done)) {
                    let plot_in_hand = self.variant == Variant::Ltk
                        && st.hand.iter().any(|&u| self.card(u).is_plot());
                    if !plot_in_hand {
                        v.push(A::Done);
                    }
                }
            }
            Step::Attack => {
                if wants(|a| matches!(a, A::HenchmanAttack { .. })) {
                    v = self.attack_actions(seat, want);
                }
                if wants(|a| matches!(a, A::Done)) {
                    v.push(A::Done);
                }
            }
            Step::Briefing => {
                if wants(|a| matches!(a, A::Recruit { .. })) {
                    v = self.recruit_actions(seat, want);
                }
                if wants(|a| matches!(a, A::GiveQ { .. })) {
                    v.extend(self.give_q_actions(seat, false, want));
                }
                if wants(|a| matches!(a, A::PlayIntrigue { .. })) {
                    v.extend(self.attach_intrigue_actions(seat, want));
                }
                if wants(|a| matches!(a, A::Done)) {
                    v.push(A::Done);
                }
            }
            Step::Assignment => {
                if wants(|a| matches!(a, A::Assign { .. })) {
                    v = self.assign_actions(seat, want);
                }
                if wants(|a| matches!(a, A::UseInPlace { .. } | A::PlayIntrigue { .. })) {
                    v.extend(self.in_place_actions(seat, want));
                }
                if self.variant == Variant::Ltk
                    && wants(|a| matches!(a, A::MoveQ { .. } | A::ExchangeQ { .. }))
                {
                    v.extend(self.move_q_actions(seat));
                }
                if wants(|a| matches!(a, A::Done)) {
                    v.push(A::Done);
                }
            }
            Step::Discard => {
                if wants(|a| matches!(a, A::Discard { .. })) {
                    v.extend(
                        self.hand_of(seat, want, &|_| true)
                            .into_iter()
                            .map(|card| A::Discard { card }),
                    );
                }
                if wants(|a| matches!(a, A::Done)) {
                    v.push(A::Done);
                }
            }
        }
        v
    }

    fn start_actions(&self, seat: Seat) -> Vec<CcgAction> {
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
        let missions: Vec<Option<Uid>> = {
            let m: Vec<Option<Uid>> = of(CardType::Mission)
                .into_iter()
                .filter(|&u| !taken.contains(&self.card(u).id))
                .map(Some)
                .collect();
            if m.is_empty() {
                vec![None]
            } else {
                m
            }
        };
        let villains: Vec<Option<Uid>> = {
            let v: Vec<Option<Uid>> = of(CardType::Villain).into_iter().map(Some).collect();
            if v.is_empty() {
                vec![None]
            } else {
                v
            }
        };
        let bonds: Vec<Option<Uid>> = {
            let b: Vec<Option<Uid>> = distinct(
                self,
                st.draw.iter().copied().filter(|&u| {
                    let c = self.card(u);
                    c.ctype == CardType::Bond
                        && c.pv.unwrap_or(0) + c.cv.unwrap_or(0) <= LTK_START_BOND_MAX
                }),
            )
            .into_iter()
            .map(Some)
            .collect();
            if b.is_empty() {
                vec![None]
            } else {
                b
            }
        };
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

    /// Is a face-up placement of this card blocked by uniqueness?
    pub fn unique_blocked(&self, card: Uid) -> bool {
        let c = self.card(card);
        c.is_unique(self.variant) && self.copy_in_play(c, Some(card))
    }

    fn subplot_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let mut v = Vec::new();
        for card in self.hand_of(seat, want, &|_| true) {
            let c = self.card(card);
            let role = self.role(card);
            // The uniqueness test (a search of the table) once per card, when first needed.
            let blocked = std::cell::OnceCell::new();
            let blocked = || *blocked.get_or_init(|| self.unique_blocked(card));
            for mp in &st.zone {
                let main = mp.cards[0].uid;
                let ok = match role {
                    CardType::Obstacle => true,
                    CardType::Personality => !c.ally && !blocked(),
                    CardType::Mission
                    | CardType::Villain
                    | CardType::Henchman
                    | CardType::Location => {
                        !blocked()
                            && (self.turn.extra_plots.contains(&role)
                                || (c.film == self.card(main).film
                                    && c.bullets < self.card(main).bullets
                                    && !mp.cards[1..].iter().any(|s| self.role(s.uid) == role)))
                    }
                    _ => false,
                };
                if ok {
                    v.push(CcgAction::Subplot { card, onto: main });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }

    /// Licence to Kill: may `card` go face up at position `at` of Main Plot `m` (or a new one)?
    pub fn connect_ok(
        &self,
        seat: Seat,
        card: Uid,
        m: Option<usize>,
        at: usize,
        face_up: bool,
    ) -> bool {
        self.connect_ok_with(seat, card, m, at, face_up, self.unique_blocked(card))
    }

    fn connect_ok_with(
        &self,
        seat: Seat,
        card: Uid,
        m: Option<usize>,
        at: usize,
        face_up: bool,
        blocked: bool,
    ) -> bool {
        let role = self.role(card);
        let cards: &[super::state::PlotCard] = match m {
            Some(m) => &self.seats[seat].zone[m].cards,
            None => &[],
        };
        if cards.len() >= LTK_MAIN_PLOT_MAX || at > cards.len() {
            return false;
        }
        let personality = role == CardType::Personality;
        if personality && at == cards.len() {
            // never the top-most card of a Main Plot
            return false;
        }
        // A copy of a Unique Plot already in play may knowingly go face down (ccg-license-to-
        // kill-variant.txt, Main Rules: "You can knowingly place a Unique Plot to your Plot Zone
        // that is already in play if you place it face-down"); the order and the type limits
        // hold face up or face down ("You must connect Plot cards to a Main Plot so they are in
        // descending order (even if some of the Plots are face up and face down)").
        if blocked && face_up {
            return false;
        }
        if personality {
            return true;
        }
        let rank = role.plot_rank().unwrap_or(0);
        for (i, c) in cards.iter().enumerate() {
            let Some(r) = self.role(c.uid).plot_rank() else {
                continue;
            };
            if (i < at && r < rank) || (i >= at && r > rank) {
                return false;
            }
        }
        let same = cards.iter().filter(|c| self.role(c.uid) == role).count();
        let extra = self.turn.extra_plots.iter().filter(|&&t| t == role).count();
        same < ltk_type_limit(role).saturating_add(extra)
    }

    fn connect_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let mut v = Vec::new();
        let cards = self.hand_of(seat, want, &|u| {
            self.card(u).is_plot() || (self.role(u) == CardType::Personality && !self.card(u).ally)
        });
        for card in cards {
            let blocked = self.unique_blocked(card);
            // A new Main Plot, or any position in an existing one (no list built per card).
            let places = std::iter::once((None, 0)).chain(
                st.zone
                    .iter()
                    .enumerate()
                    .flat_map(|(m, mp)| (0..=mp.cards.len()).map(move |at| (Some(m), at))),
            );
            for (m, at) in places {
                for face_up in [true, false] {
                    let connect = CcgAction::Connect {
                        card,
                        main: m.map(|m| m as u8),
                        at: at as u8,
                        face_up,
                    };
                    // Only the wanted place is worth the rule check.
                    if want.may_be(|w| *w == connect)
                        && self.connect_ok_with(seat, card, m, at, face_up, blocked)
                    {
                        v.push(connect);
                        if want.enough(&v) {
                            return v;
                        }
                    }
                }
            }
        }
        v
    }

    fn plot_step_intrigues(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        self.hand_actions(seat, want, &|u| {
            self.card(u).ctype == CardType::Intrigue
                && self
                    .card(u)
                    .effects
                    .iter()
                    .any(|e| e.timing == Timing::PlotStep)
        })
        .into_iter()
        .map(|card| CcgAction::PlayIntrigue {
            card,
            target: None,
            by: None,
        })
        .collect()
    }

    /// Henchmen (and Personalities) in `seat`'s Plot Zone that may attack.
    pub fn assailants(&self, seat: Seat) -> Vec<Uid> {
        self.assailants_on(seat).map(|c| c.uid).collect()
    }

    /// The Plot Zone cards of `assailants`, with what is attached to them.
    fn assailants_on(&self, seat: Seat) -> impl Iterator<Item = &super::state::PlotCard> {
        self.seats[seat]
            .zone
            .iter()
            .flat_map(|mp| mp.cards.iter())
            .filter(|c| {
                c.face_up && matches!(self.role(c.uid), CardType::Henchman | CardType::Personality)
            })
    }

    fn attack_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        use CcgAction as A;
        if self.turn.attacks_left == 0 {
            return Vec::new();
        }
        let assailants: Vec<&super::state::PlotCard> = self.assailants_on(seat).collect();
        if assailants.is_empty() {
            return Vec::new();
        }
        // PV and CV of each side worked out once, not once per pairing, from the attachments
        // at hand (finding them is a search of the table). Basic only asks whether both have
        // a PV, which modifiers never change.
        let values = |u: Uid, on: &[Uid]| match self.variant {
            Variant::Basic => (self.card(u).pv.map(i32::from), None),
            Variant::Ltk => self.pv_cv_on(u, on),
        };
        let targets: Vec<(Uid, PvCv)> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != seat)
            .flat_map(|(_, st)| {
                st.agency
                    .iter()
                    .filter(|p| {
                        want.may_be(
                            |w| matches!(w, A::HenchmanAttack { target, .. } if *target == p.uid),
                        )
                    })
                    .map(|p| (p.uid, values(p.uid, &p.attached)))
            })
            .collect();
        let mut v = Vec::new();
        for a in assailants {
            if !want
                .may_be(|w| matches!(w, A::HenchmanAttack { assailant, .. } if *assailant == a.uid))
            {
                continue;
            }
            let (a_pv, a_cv) = values(a.uid, &a.attached);
            let a = a.uid;
            for &(t, (t_pv, t_cv)) in &targets {
                match self.variant {
                    Variant::Basic => {
                        if a_pv.is_some() && t_pv.is_some() {
                            v.push(CcgAction::HenchmanAttack {
                                assailant: a,
                                target: t,
                                by_cv: false,
                            });
                            if want.enough(&v) {
                                return v;
                            }
                        }
                    }
                    Variant::Ltk => {
                        for by_cv in [false, true] {
                            let (x, y) = if by_cv { (a_cv, t_cv) } else { (a_pv, t_pv) };
                            if let (Some(x), Some(y)) = (x, y) {
                                if x >= y {
                                    v.push(CcgAction::HenchmanAttack {
                                        assailant: a,
                                        target: t,
                                        by_cv,
                                    });
                                    if want.enough(&v) {
                                        return v;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        v
    }

    fn recruit_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        self.hand_actions(seat, want, &|u| {
            let c = self.card(u);
            match self.role(u) {
                CardType::Bond => !st.agency.iter().any(|p| self.card(p.uid).id == c.id),
                CardType::Personality | CardType::Agent => {
                    !self.unique_blocked(u)
                        && !st.agency.iter().any(|p| self.card(p.uid).id == c.id)
                        && self.can_win_over(seat, u)
                }
                _ => false,
            }
        })
        .into_iter()
        .map(|card| CcgAction::Recruit { card })
        .collect()
    }

    /// May Q card `q` be given to `to` now?
    pub fn q_fits(&self, q: Uid, to: Uid) -> bool {
        self.q_fits_on(q, to, self.attached(to), &mut None)
    }

    /// `q_fits` for a bearer whose attachments `on` are at hand (finding them is a search of
    /// the table). `blocked` holds `q`'s uniqueness test once it has been needed, so the
    /// bearers of one card share one search.
    fn q_fits_on(&self, q: Uid, to: Uid, on: &[Uid], blocked: &mut Option<bool>) -> bool {
        let c = self.card(q);
        let role = self.role(to);
        let allowed = match role {
            CardType::Bond => true,
            CardType::Agent => self.variant == Variant::Ltk,
            r => c.also_given_to.contains(&r),
        };
        if !allowed {
            return false;
        }
        if on.iter().any(|&a| self.card(a).id == c.id) {
            return false;
        }
        if c.vehicle && on.iter().any(|&a| self.card(a).vehicle) {
            return false;
        }
        !*blocked.get_or_insert_with(|| self.unique_blocked(q))
    }

    /// Q cards from hand: to your Agency's characters (`plots == false`) or to your face-up
    /// Villains and Henchmen (Basic: in the Briefing too; Licence to Kill: in Develop).
    fn give_q_actions(&self, seat: Seat, plots: bool, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        // Each bearer with what is attached to it.
        let mut bearers: Vec<(Uid, &[Uid])> = Vec::new();
        if !plots {
            bearers.extend(
                st.agency
                    .iter()
                    .filter(|p| {
                        self.variant == Variant::Basic || !self.turn.q_given.contains(&p.uid)
                    })
                    .map(|p| (p.uid, p.attached.as_slice())),
            );
        }
        if plots || self.variant == Variant::Basic {
            for mp in &st.zone {
                for c in &mp.cards {
                    if c.face_up
                        && matches!(self.role(c.uid), CardType::Villain | CardType::Henchman)
                    {
                        bearers.push((c.uid, &c.attached));
                    }
                }
            }
        }
        let mut v = Vec::new();
        for q in self.hand_of(seat, want, &|u| self.card(u).ctype == CardType::Q) {
            let mut blocked = None;
            for &(b, on) in &bearers {
                if self.q_fits_on(q, b, on, &mut blocked) {
                    v.push(CcgAction::GiveQ { card: q, to: b });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }

    fn attach_intrigue_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let mut v = Vec::new();
        let cards = self.hand_of(seat, want, &|u| {
            self.card(u).ctype == CardType::Intrigue
                && self
                    .card(u)
                    .effects
                    .iter()
                    .any(|e| e.timing == Timing::Attached)
        });
        for card in cards {
            for (t, on) in self.characters_on(None, None) {
                if !on.iter().any(|&a| self.card(a).id == self.card(card).id) {
                    v.push(CcgAction::PlayIntrigue {
                        card,
                        target: Some(t),
                        by: None,
                    });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }

    fn assign_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let mut plots: Vec<Uid> = Vec::new();
        for (s, other) in self.seats.iter().enumerate() {
            if s != seat {
                plots.extend(other.zone.iter().map(|mp| mp.cards[0].uid));
            }
        }
        let mut v = Vec::new();
        for p in &st.agency {
            if !want.may_be(|w| matches!(w, CcgAction::Assign { agent, .. } if *agent == p.uid)) {
                continue;
            }
            let role = self.role(p.uid);
            let companions: Vec<Option<Uid>> = match role {
                CardType::Bond => {
                    let mut c: Vec<Option<Uid>> = vec![None];
                    c.extend(
                        st.agency
                            .iter()
                            .filter(|q| {
                                matches!(self.role(q.uid), CardType::Personality | CardType::Agent)
                            })
                            .map(|q| Some(q.uid)),
                    );
                    c
                }
                CardType::Agent => vec![None],
                _ => continue,
            };
            for &companion in &companions {
                for &plot in &plots {
                    v.push(CcgAction::Assign {
                        agent: p.uid,
                        companion,
                        plot,
                    });
                    if want.enough(&v) {
                        return v;
                    }
                }
            }
        }
        v
    }

    fn in_place_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
        let mut v = Vec::new();
        for p in &self.seats[seat].agency {
            for e in self.card(p.uid).effects {
                if e.timing != Timing::InPlaceOfAssignment {
                    continue;
                }
                if !matches!(e.op, Op::Attack | Op::Charm) {
                    continue;
                }
                for (a, d) in self.duels(seat, e) {
                    if a == p.uid {
                        v.push(CcgAction::UseInPlace { card: a, target: d });
                        if want.enough(&v) {
                            return v;
                        }
                    }
                }
            }
        }
        let cards = self.hand_of(seat, want, &|u| {
            self.card(u).ctype == CardType::Intrigue
                && self
                    .card(u)
                    .effects
                    .iter()
                    .any(|e| e.timing == Timing::InPlaceOfAssignment)
        });
        for card in cards {
            v.extend(self.intrigue_targets(seat, card));
            if want.enough(&v) {
                return v;
            }
        }
        v
    }

    fn move_q_actions(&self, seat: Seat) -> Vec<CcgAction> {
        let st = &self.seats[seat];
        let mut v = Vec::new();
        for p in &st.agency {
            for &q in &p.attached {
                if self.card(q).ctype != CardType::Q {
                    continue;
                }
                for to in &st.agency {
                    if to.uid != p.uid && self.q_fits_moving(q, to.uid, &to.attached) {
                        v.push(CcgAction::MoveQ {
                            card: q,
                            to: to.uid,
                        });
                    }
                }
                for other in &st.agency {
                    if other.uid <= p.uid {
                        continue;
                    }
                    for &b in &other.attached {
                        if self.card(b).ctype == CardType::Q
                            && self.card(b).id != self.card(q).id
                            && self.q_fits_swap(q, other.uid, &other.attached, b)
                            && self.q_fits_swap(b, p.uid, &p.attached, q)
                        {
                            v.push(CcgAction::ExchangeQ { a: q, b });
                        }
                    }
                }
            }
        }
        v
    }

    /// May `q` move to `to` (an Agency character, `on` what is attached to it)?
    fn q_fits_moving(&self, q: Uid, to: Uid, on: &[Uid]) -> bool {
        let c = self.card(q);
        let allowed = match self.role(to) {
            CardType::Bond | CardType::Agent => true,
            r => c.also_given_to.contains(&r),
        };
        allowed
            && !on.iter().any(|&a| self.card(a).id == c.id)
            && !(c.vehicle && on.iter().any(|&a| self.card(a).vehicle))
    }

    /// May `q` go to `to` (`attached` what is on it now) in exchange for `leaving` (which
    /// leaves `to`)?
    fn q_fits_swap(&self, q: Uid, to: Uid, attached: &[Uid], leaving: Uid) -> bool {
        let c = self.card(q);
        let allowed = match self.role(to) {
            CardType::Bond | CardType::Agent => true,
            r => c.also_given_to.contains(&r),
        };
        let mut on = attached.iter().copied().filter(|&a| a != leaving);
        allowed
            && !on.clone().any(|a| self.card(a).id == c.id)
            && !(c.vehicle && on.any(|a| self.card(a).vehicle))
    }

    /// Is this uid in `seat`'s hand?
    pub fn in_hand(&self, seat: Seat, uid: Uid) -> bool {
        matches!(self.locate(uid), Some(Loc::Hand(s)) if s == seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ccg::{Ccg, CcgLtk};
    use crate::core::game::Game;
    use crate::core::rng::Rng;

    /// `only_done` answers exactly whether `legal` is Done alone, for every seat at every
    /// decision of random games of both rule sets at every table size, and in every step
    /// with no window open (as a step is entered: a decision never offers Done alone, since
    /// entering such a step passes it at once).
    fn check<G: Game>(table: impl Fn(&G) -> &Table) {
        let steps = Step::ALL;
        let mut done_only = 0;
        for players in 2..=4 {
            let setup = G::setup_for_players(players).expect("setup");
            for seed in 1..=6u64 {
                let mut g = G::new(&setup, seed).expect("new");
                let mut rng = Rng::new(seed);
                while let Some(seat) = g.to_act() {
                    let t = table(&g);
                    let mut entered = vec![t.clone()];
                    for step in steps {
                        let mut e = t.clone();
                        e.window = None;
                        e.turn.step = step;
                        entered.push(e);
                    }
                    for e in &entered {
                        for s in 0..e.n() {
                            let alone = e.legal(s) == vec![CcgAction::Done];
                            assert_eq!(e.only_done(s), alone, "seed {seed}, seat {s}");
                            done_only += usize::from(alone);
                        }
                    }
                    let legal = g.legal_actions(seat);
                    let a = rng.choose(&legal).expect("a legal action").clone();
                    g.apply_unchecked(seat, &a).expect("legal");
                }
            }
        }
        assert!(done_only > 1_000, "Done alone only {done_only} times");
    }

    /// Damaged copies of `a`: one card named in it at a time replaced by a card that does not
    /// exist (or a place that does not), as a damaged record may hold.
    fn damaged(a: &CcgAction) -> Vec<CcgAction> {
        use CcgAction as A;
        let x = Uid(u16::MAX);
        match a.clone() {
            A::LayPlot { .. } => vec![A::LayPlot { card: x }],
            A::AdvancePlot { .. } => vec![A::AdvancePlot { card: x }],
            A::Recruit { .. } => vec![A::Recruit { card: x }],
            A::Discard { .. } => vec![A::Discard { card: x }],
            A::Draw { .. } => vec![A::Draw {
                from_plot_pile: u8::MAX,
            }],
            A::Start {
                mission,
                villain,
                bond,
            } => vec![
                A::Start {
                    mission: Some(x),
                    villain,
                    bond,
                },
                A::Start {
                    mission,
                    villain: Some(x),
                    bond,
                },
                A::Start {
                    mission,
                    villain,
                    bond: Some(x),
                },
            ],
            A::Subplot { card, onto } => {
                vec![A::Subplot { card: x, onto }, A::Subplot { card, onto: x }]
            }
            A::Connect {
                card,
                main,
                at,
                face_up,
            } => vec![
                A::Connect {
                    card: x,
                    main,
                    at,
                    face_up,
                },
                A::Connect {
                    card,
                    main: Some(u8::MAX),
                    at,
                    face_up,
                },
                A::Connect {
                    card,
                    main,
                    at: u8::MAX,
                    face_up,
                },
            ],
            A::GiveQ { card, to } => vec![A::GiveQ { card: x, to }, A::GiveQ { card, to: x }],
            A::PlayIntrigue { card, target, by } => vec![
                A::PlayIntrigue {
                    card: x,
                    target,
                    by,
                },
                A::PlayIntrigue {
                    card,
                    target: Some(x),
                    by,
                },
                A::PlayIntrigue {
                    card,
                    target,
                    by: Some(x),
                },
            ],
            A::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => vec![
                A::HenchmanAttack {
                    assailant: x,
                    target,
                    by_cv,
                },
                A::HenchmanAttack {
                    assailant,
                    target: x,
                    by_cv,
                },
            ],
            A::Assign {
                agent,
                companion,
                plot,
            } => vec![
                A::Assign {
                    agent: x,
                    companion,
                    plot,
                },
                A::Assign {
                    agent,
                    companion: Some(x),
                    plot,
                },
                A::Assign {
                    agent,
                    companion,
                    plot: x,
                },
            ],
            A::MoveQ { card, to } => vec![A::MoveQ { card: x, to }, A::MoveQ { card, to: x }],
            A::ExchangeQ { a, b } => vec![A::ExchangeQ { a: x, b }, A::ExchangeQ { a, b: x }],
            A::UseInPlace { card, target } => vec![
                A::UseInPlace { card: x, target },
                A::UseInPlace { card, target: x },
            ],
            A::Pass | A::Done => Vec::new(),
        }
    }

    /// `is_legal` refuses, without a panic, an action naming a card that does not exist (it
    /// looks a card up only once it is found in hand): every legal action of random games of
    /// both rule sets, damaged one card at a time.
    fn damaged_actions_are_refused<G: Game<Action = CcgAction>>(table: impl Fn(&G) -> &Table) {
        let mut refused = 0;
        for players in 2..=4 {
            let setup = G::setup_for_players(players).expect("setup");
            for seed in 1..=3u64 {
                let mut g = G::new(&setup, seed).expect("new");
                let mut rng = Rng::new(seed);
                while let Some(seat) = g.to_act() {
                    let t = table(&g);
                    let legal = t.legal(seat);
                    for d in legal.iter().flat_map(damaged) {
                        assert!(!t.is_legal(seat, &d), "seed {seed}: {d:?}");
                        refused += 1;
                    }
                    let a = rng.choose(&legal).expect("a legal action").clone();
                    g.apply_unchecked(seat, &a).expect("legal");
                }
            }
        }
        assert!(refused > 10_000, "only {refused} damaged actions");
    }

    #[test]
    fn damaged_actions_are_refused_not_a_panic() {
        damaged_actions_are_refused::<Ccg>(|g| &**g);
        damaged_actions_are_refused::<CcgLtk>(|g| &**g);
    }

    #[test]
    fn only_done_agrees_with_legal() {
        check::<Ccg>(|g| &**g);
        check::<CcgLtk>(|g| &**g);
    }
}
