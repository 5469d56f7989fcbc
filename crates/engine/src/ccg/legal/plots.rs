//! Plots from hand into a Plot Zone: the Main Plot and type limits, uniqueness, Basic's
//! Subplots and Licence to Kill's connected Plots.

use super::Wanted;
use crate::ccg::action::CcgAction;
use crate::ccg::card::CardType;
use crate::ccg::state::{MainPlot, PlotCard, Table, Uid};
use crate::core::game::Seat;

/// The most cards a Licence to Kill Main Plot may hold.
pub const LTK_MAIN_PLOT_MAX: usize = 5;

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

impl Table {
    /// Is a face-up placement of this card blocked by uniqueness?
    pub fn unique_blocked(&self, card: Uid) -> bool {
        let c = self.card(card);
        c.is_unique(self.variant) && self.copy_in_play(c, Some(card))
    }

    /// Basic: may Plot `card` be a Subplot of `mp` with no extra Plot granted this turn? Of
    /// the Main Plot card's film, with fewer Bullets, and the first of its type there.
    pub(crate) fn subplot_in_limits(&self, card: Uid, mp: &MainPlot) -> bool {
        let (c, main) = (self.card(card), self.card(mp.cards[0].uid));
        let role = self.role(card);
        c.film == main.film
            && c.bullets < main.bullets
            && !mp.cards[1..].iter().any(|s| self.role(s.uid) == role)
    }

    /// Basic Develop Subplots: each card of the hand onto each Main Plot it may join.
    pub(super) fn subplot_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
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
                                || self.subplot_in_limits(card, mp))
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

    /// Licence to Kill: may `card` go to position `at` of Main Plot `m` (or a new one), face
    /// up or face down? `blocked`: its uniqueness test.
    fn connect_ok(
        &self,
        seat: Seat,
        card: Uid,
        m: Option<usize>,
        at: usize,
        face_up: bool,
        blocked: bool,
    ) -> bool {
        let role = self.role(card);
        let cards: &[PlotCard] = match m {
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
        // Extra Plots granted by Intrigue cards "must be added face up" (Main Rules).
        let same = cards.iter().filter(|c| self.role(c.uid) == role).count();
        let extra = if face_up {
            self.turn.extra_plots.iter().filter(|&&t| t == role).count()
        } else {
            0
        };
        same < ltk_type_limit(role).saturating_add(extra)
    }

    pub(super) fn connect_actions(&self, seat: Seat, want: Wanted) -> Vec<CcgAction> {
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
                        && self.connect_ok(seat, card, m, at, face_up, blocked)
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
}
