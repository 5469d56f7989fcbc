//! The table: every physical card, every zone, whose step it is, the open response window.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::card::{Card, CardType, Variant};
use super::design::Design;
use super::window::Window;
use crate::core::game::{Outcome, Seat};
use crate::core::rng::Rng;

/// One physical card on the table, numbered from 0 (seat 0's deck first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Uid(pub u16);

/// Immutable-in-play data shared between copies of a state (cloning a state for every action
/// must stay cheap); serialised as its contents.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared<T>(pub std::sync::Arc<T>);

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> Shared<T> {
    pub fn new(t: T) -> Self {
        Shared(std::sync::Arc::new(t))
    }
    pub fn make_mut(&mut self) -> &mut T {
        std::sync::Arc::make_mut(&mut self.0)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(d).map(|t| Shared(std::sync::Arc::new(t)))
    }
}

/// A character in an Agency, with what is attached to it (Q cards, Intrigue cards).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Piece {
    pub uid: Uid,
    pub demoted: bool,
    pub attached: Vec<Uid>,
}

/// A Plot (or Personality) card in a Plot Zone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlotCard {
    pub uid: Uid,
    pub face_up: bool,
    /// Q cards given to it, Intrigue cards attached to it.
    pub attached: Vec<Uid>,
}

/// A Main Plot with its Subplots (Basic: `cards[0]` is the Main Plot card, the rest its
/// Subplots in the order attached) or its connected Plots (Licence to Kill: bottom first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MainPlot {
    pub cards: Vec<PlotCard>,
}

/// Everything in front of one player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct SeatState {
    pub hand: Vec<Uid>,
    /// Draw Pile (Basic) / Action Draw Pile (Licence to Kill); the top is the last card.
    pub draw: Vec<Uid>,
    /// Discard Pile / Action Discard Pile, face down.
    pub discard: Vec<Uid>,
    /// Plot Pile, face up (Basic) / Plot Draw Pile, face down (Licence to Kill).
    pub plot_pile: Vec<Uid>,
    /// Plot Discard Pile, face up (Licence to Kill only).
    pub plot_discard: Vec<Uid>,
    pub agency: Vec<Piece>,
    pub zone: Vec<MainPlot>,
    /// Plots this player Overcame, kept as a reward.
    pub won: Vec<Uid>,
    /// Cards played this turn that stay until its end (e.g. discarded at the end of the turn).
    pub lingering: Vec<Uid>,
    /// Running Plot Points.
    pub score: i32,
}

/// The steps of a turn (both rule sets; Licence to Kill merges Advance and Subplots into
/// Develop and has no Attack limit changes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Basic set-up round: this seat lays a Plot from its opening hand.
    SetupPlot,
    /// Licence to Kill start: this seat picks its Mission, Villain and starting Bond.
    LtkStart,
    Draw,
    /// Basic: Advance the Plot.
    Advance,
    /// Basic: Develop Subplots. Licence to Kill: Develop Plot Zone.
    Develop,
    Attack,
    Briefing,
    Assignment,
    Discard,
}

impl Step {
    /// Every step, in the order of a turn (the set-up steps first).
    pub const ALL: [Step; 9] = [
        Step::SetupPlot,
        Step::LtkStart,
        Step::Draw,
        Step::Advance,
        Step::Develop,
        Step::Attack,
        Step::Briefing,
        Step::Assignment,
        Step::Discard,
    ];
}

/// Per-turn bookkeeping.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub step: Step,
    /// Henchman Attacks still allowed this turn.
    pub attacks_left: u8,
    /// Extra Subplots / connected Plots granted this turn, by type.
    pub extra_plots: Vec<CardType>,
    /// Licence to Kill: characters given a Q card this turn.
    pub q_given: Vec<Uid>,
}

/// The whole game state, shared by both rule sets.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub variant: Variant,
    /// The setup's goal (Plot Points to win) and its "skip seats that cannot answer" setting:
    /// all a table keeps of its setup once the decks are dealt.
    pub goal: u32,
    pub skip_unable: bool,
    /// The setup's stacked deal: the decks keep their listed order at the start too.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stacked: bool,
    /// The design of every physical card, by uid.
    pub designs: Shared<Vec<Design>>,
    /// The owner of every physical card, by uid.
    pub owner: Shared<Vec<Seat>>,
    pub seats: Vec<SeatState>,
    pub turn: Turn,
    pub window: Option<Window>,
    pub turn_no: u32,
    pub outcome: Option<Outcome>,
    pub rng: Rng,
}

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    Hand(Seat),
    Draw(Seat),
    Discard(Seat),
    PlotPile(Seat),
    PlotDiscard(Seat),
    Agency { seat: Seat, i: usize },
    OnAgent { seat: Seat, i: usize },
    Zone { seat: Seat, m: usize, k: usize },
    OnPlot { seat: Seat, m: usize, k: usize },
    Won(Seat),
    Lingering(Seat),
    Window,
}

impl Table {
    pub fn card(&self, uid: Uid) -> &'static Card {
        self.designs[uid.0 as usize].0
    }

    pub fn n(&self) -> usize {
        self.seats.len()
    }

    pub fn next_seat(&self, s: Seat) -> Seat {
        (s + 1) % self.n()
    }

    /// The card type a card plays as under this rule set (in Basic an Agent is a Personality).
    pub fn role(&self, uid: Uid) -> CardType {
        let t = self.card(uid).ctype;
        if t == CardType::Agent && self.variant == Variant::Basic {
            CardType::Personality
        } else {
            t
        }
    }

    /// Where a card in play is (an Agency, a Plot Zone or attached to a card there). A card is
    /// in one place only, so the order of the search does not change the answer: its owner's
    /// area first, where most cards in play are, then the next seats round the table.
    pub fn find_in_play(&self, uid: Uid) -> Option<Loc> {
        let n = self.seats.len();
        let first = self.owner.get(usize::from(uid.0)).copied().unwrap_or(0);
        (0..n).find_map(|k| self.find_in_area((first + k) % n, uid))
    }

    /// Where a card is in `seat`'s Agency or Plot Zone, if it is there.
    fn find_in_area(&self, seat: Seat, uid: Uid) -> Option<Loc> {
        let s = self.seats.get(seat)?;
        for (i, p) in s.agency.iter().enumerate() {
            if p.uid == uid {
                return Some(Loc::Agency { seat, i });
            }
            if p.attached.contains(&uid) {
                return Some(Loc::OnAgent { seat, i });
            }
        }
        for (m, mp) in s.zone.iter().enumerate() {
            for (k, c) in mp.cards.iter().enumerate() {
                if c.uid == uid {
                    return Some(Loc::Zone { seat, m, k });
                }
                if c.attached.contains(&uid) {
                    return Some(Loc::OnPlot { seat, m, k });
                }
            }
        }
        None
    }

    pub fn locate(&self, uid: Uid) -> Option<Loc> {
        // A card is in one place only (the card game's property tests check it after every
        // action), so the order of the search does not change the answer: the cards moved most
        // (played from hand) are looked for first in their owner's hand, then in play, then in
        // the owner's other piles before the other seats', so the long Draw Piles come last
        // (restoring a save replays every action, and each looks cards up).
        let owner = self.owner.get(usize::from(uid.0)).copied();
        if let Some(o) = owner {
            if self.seats.get(o).is_some_and(|s| s.hand.contains(&uid)) {
                return Some(Loc::Hand(o));
            }
        }
        if let Some(l) = self.find_in_play(uid) {
            return Some(l);
        }
        let seats = owner
            .into_iter()
            .chain((0..self.seats.len()).filter(|&s| Some(s) != owner));
        for seat in seats {
            let Some(s) = self.seats.get(seat) else {
                continue;
            };
            if s.hand.contains(&uid) {
                return Some(Loc::Hand(seat));
            }
            if s.draw.contains(&uid) {
                return Some(Loc::Draw(seat));
            }
            if s.discard.contains(&uid) {
                return Some(Loc::Discard(seat));
            }
            if s.plot_pile.contains(&uid) {
                return Some(Loc::PlotPile(seat));
            }
            if s.plot_discard.contains(&uid) {
                return Some(Loc::PlotDiscard(seat));
            }
            if s.won.contains(&uid) {
                return Some(Loc::Won(seat));
            }
            if s.lingering.contains(&uid) {
                return Some(Loc::Lingering(seat));
            }
        }
        if let Some(w) = &self.window {
            if w.played.iter().any(|p| p.uid == uid) {
                return Some(Loc::Window);
            }
        }
        None
    }

    /// Every card in every zone, each once per place it is found (conservation checks).
    pub fn all_placed(&self) -> Vec<Uid> {
        let mut v = Vec::new();
        for s in &self.seats {
            v.extend(&s.hand);
            v.extend(&s.draw);
            v.extend(&s.discard);
            v.extend(&s.plot_pile);
            v.extend(&s.plot_discard);
            v.extend(&s.won);
            v.extend(&s.lingering);
            for p in &s.agency {
                v.push(p.uid);
                v.extend(&p.attached);
            }
            for mp in &s.zone {
                for c in &mp.cards {
                    v.push(c.uid);
                    v.extend(&c.attached);
                }
            }
        }
        if let Some(w) = &self.window {
            v.extend(w.played.iter().map(|p| p.uid));
        }
        v
    }

    /// Face-up cards in play (Agencies, Plot Zones and their attachments).
    pub fn face_up_in_play(&self) -> Vec<Uid> {
        let mut v = Vec::new();
        for s in &self.seats {
            for p in &s.agency {
                v.push(p.uid);
                v.extend(&p.attached);
            }
            for mp in &s.zone {
                for c in &mp.cards {
                    if c.face_up {
                        v.push(c.uid);
                    }
                    v.extend(&c.attached);
                }
            }
        }
        v
    }

    /// Is a copy of this design face up in play (the uniqueness test)?
    pub fn copy_in_play(&self, card: &Card, except: Option<Uid>) -> bool {
        let same = |u: Uid| Some(u) != except && self.card(u).id == card.id;
        self.seats.iter().any(|s| {
            s.agency
                .iter()
                .any(|p| same(p.uid) || p.attached.iter().any(|&a| same(a)))
                || s.zone.iter().any(|mp| {
                    mp.cards
                        .iter()
                        .any(|c| (c.face_up && same(c.uid)) || c.attached.iter().any(|&a| same(a)))
                })
        })
    }

    /// Plot Points of a seat recomputed from the zones: one per Bullet of each face-up Plot
    /// in its Plot Zone, two per Bullet of each Plot it Overcame.
    pub fn score_from_zones(&self, seat: Seat) -> i32 {
        let s = &self.seats[seat];
        let mut pts = 0i32;
        for mp in &s.zone {
            for c in &mp.cards {
                if c.face_up && self.card(c.uid).is_plot() {
                    pts += self.card(c.uid).bullets as i32;
                }
            }
        }
        for &u in &s.won {
            pts += 2 * self.card(u).bullets as i32;
        }
        pts
    }

    /// Points one face-up card in a Plot Zone is worth to its owner.
    pub fn zone_points(&self, uid: Uid) -> i32 {
        let c = self.card(uid);
        if c.is_plot() {
            c.bullets as i32
        } else {
            0
        }
    }

    pub fn seat_of_piece(&self, uid: Uid) -> Option<(Seat, usize)> {
        match self.find_in_play(uid)? {
            Loc::Agency { seat, i } => Some((seat, i)),
            _ => None,
        }
    }

    pub fn piece(&self, uid: Uid) -> Option<&Piece> {
        let (s, i) = self.seat_of_piece(uid)?;
        Some(&self.seats[s].agency[i])
    }

    /// The cards attached to a card in play.
    pub fn attached_to(&self, uid: Uid) -> Vec<Uid> {
        self.attached(uid).to_vec()
    }

    /// The cards attached to a card in play, borrowed (empty for a card not in play).
    pub fn attached(&self, uid: Uid) -> &[Uid] {
        match self.find_in_play(uid) {
            Some(Loc::Agency { seat, i }) => &self.seats[seat].agency[i].attached,
            Some(Loc::Zone { seat, m, k }) => &self.seats[seat].zone[m].cards[k].attached,
            _ => &[],
        }
    }

    /// The Main Plot index that holds `uid` in `seat`'s zone.
    pub fn main_plot_of(&self, uid: Uid) -> Option<(Seat, usize)> {
        match self.find_in_play(uid)? {
            Loc::Zone { seat, m, .. } => Some((seat, m)),
            _ => None,
        }
    }

    pub fn is_face_up(&self, uid: Uid) -> bool {
        match self.find_in_play(uid) {
            Some(Loc::Zone { seat, m, k }) => self.seats[seat].zone[m].cards[k].face_up,
            Some(Loc::Agency { .. } | Loc::OnAgent { .. } | Loc::OnPlot { .. }) => true,
            _ => false,
        }
    }
}
