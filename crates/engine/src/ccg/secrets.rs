//! What a seat cannot know: the re-deal of its unseen cards for the computer's search
//! (`Game::redeal_hidden`), and the secret tokens for the engine contract's generic check that
//! no event names a secret (`Game::secret_tokens`).
//!
//! Events name cards by design (their id), never by physical card, and copies of one design
//! can be hidden (in a hand, a draw pile, face down in a Plot Zone) and known (in play, in a
//! pile everyone has seen) at once. A token per physical card would never occur in an event,
//! so it would check nothing; a token per design of every hidden card would flag honest
//! events about a known copy. So a design is a secret only while **no copy of it anywhere is
//! known**: not face up in play or attached there, not in a response window, not waiting to
//! be discarded at the end of the turn, not in a Plot Pile (Basic, face up), a Plot Discard
//! Pile (Licence to Kill, face up) or a reward pile, and not in any Discard Pile (a played
//! card lies there face down among cards discarded unseen; we cannot tell which is which).
//! While that holds, any event naming the design would name a hidden card.
//!
//! `Some(seat)`: such designs with a copy that seat alone knows (its hand, its face-down
//! Plots). `None`: such designs with a copy in a draw pile (Basic Draw Pile, Licence to Kill
//! Action and Plot Draw Piles; a Licence to Kill player looks through its own decks to start,
//! which tells the others nothing).

use super::card::Variant;
use super::design::Design;
use super::state::{Step, Table, Uid};
use crate::core::game::Seat;
use crate::core::rng::Rng;

impl Table {
    /// Re-deal every card `seat` cannot know: each owner's unseen cards swap designs among
    /// themselves, Plot cards with Plot cards and Action cards with Action cards (the backs
    /// differ and are public).
    pub fn redeal(&mut self, seat: Seat, rng: &mut Rng) {
        for o in 0..self.n() {
            let st = &self.seats[o];
            let mut unseen: Vec<Uid> = Vec::new();
            // before its start a Licence to Kill player looks through its own decks
            let searching = o == seat && self.turn.step == Step::LtkStart && o >= self.turn.seat;
            if !searching {
                unseen.extend(&st.draw);
                if self.variant == Variant::Ltk {
                    unseen.extend(&st.plot_pile);
                }
            }
            unseen.extend(&st.discard);
            if o != seat {
                unseen.extend(&st.hand);
                for mp in &st.zone {
                    unseen.extend(mp.cards.iter().filter(|c| !c.face_up).map(|c| c.uid));
                }
            }
            for plots in [true, false] {
                let group: Vec<Uid> = unseen
                    .iter()
                    .copied()
                    .filter(|&u| self.card(u).is_plot() == plots)
                    .collect();
                let mut ds: Vec<Design> =
                    group.iter().map(|u| self.designs[u.0 as usize]).collect();
                // Canonical before the shuffle: the re-deal depends only on which cards are
                // unseen, never on where they really are (so the AI cannot read it).
                ds.sort_by_key(|d| d.0.id);
                rng.shuffle(&mut ds);
                let designs = self.designs.make_mut();
                for (u, d) in group.iter().zip(ds) {
                    designs[u.0 as usize] = d;
                }
            }
        }
    }

    /// Designs of which some copy is known to every seat (see the module text), sorted and
    /// without repeats.
    fn known_designs(&self) -> Vec<&'static str> {
        let mut known: Vec<&'static str> = Vec::with_capacity(64);
        let mut add = |t: &Table, u: Uid| known.push(t.card(u).id);
        for u in self.face_up_in_play() {
            add(self, u);
        }
        for s in &self.seats {
            for &u in s.discard.iter().chain(&s.plot_discard).chain(&s.won) {
                add(self, u);
            }
            for &u in &s.lingering {
                add(self, u);
            }
            if self.variant == Variant::Basic {
                for &u in &s.plot_pile {
                    add(self, u);
                }
            }
        }
        if let Some(w) = &self.window {
            for p in &w.played {
                add(self, p.uid);
            }
        }
        known.sort();
        known.dedup();
        known
    }

    /// The secret tokens (quoted design ids, as in an event's JSON) of `holder`, or of
    /// nobody for `None`.
    pub fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
        let known = self.known_designs();
        let mut hidden: Vec<Uid> = Vec::new();
        match holder {
            Some(seat) => {
                let st = &self.seats[seat];
                hidden.extend(&st.hand);
                for mp in &st.zone {
                    hidden.extend(mp.cards.iter().filter(|c| !c.face_up).map(|c| c.uid));
                }
            }
            None => {
                for st in &self.seats {
                    hidden.extend(&st.draw);
                    if self.variant == Variant::Ltk {
                        hidden.extend(&st.plot_pile);
                    }
                }
            }
        }
        let mut designs: Vec<&'static str> = hidden
            .into_iter()
            .map(|u| self.card(u).id)
            .filter(|id| known.binary_search(id).is_err())
            .collect();
        designs.sort();
        designs.dedup();
        designs
            .into_iter()
            .map(|id| serde_json::to_string(id).unwrap_or_else(|_| panic!("an id serializes")))
            .collect()
    }
}
