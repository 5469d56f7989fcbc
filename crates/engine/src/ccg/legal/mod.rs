//! The legal actions of the seat to act: the answers in an open window, else what the turn's
//! step offers ([`steps`]), each kind of action listed by its own function, in files by kind.

mod agency;
mod assignment;
mod attack;
mod intrigue;
mod plots;
mod start;
mod steps;
#[cfg(test)]
mod tests;

use super::action::CcgAction;
use super::state::{Loc, Table, Uid};
use crate::core::game::Seat;

pub use plots::{basic_main_plot_limit, ltk_type_limit, LTK_MAIN_PLOT_MAX};
pub use start::{Barred, StartCard, StartOptions, LTK_START_BOND_MAX};

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
        self.0?.card_from_hand()
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

    /// Is this uid in `seat`'s hand?
    pub fn in_hand(&self, seat: Seat, uid: Uid) -> bool {
        matches!(self.locate(uid), Some(Loc::Hand(s)) if s == seat)
    }
}
