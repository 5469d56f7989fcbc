//! Options chosen before play ([`CcgSetup`]: one [`SeatDeck`] per seat, the goal, the table
//! setting), the default decks, and dealing a table from a setup.

use serde::{Deserialize, Serialize};

use super::card::Variant;
use super::decks::{self, Prebuilt};
use super::design::{find_card, Design};
use super::state::{SeatState, Shared, Step, Table, Turn, Uid};
use crate::core::error::SetupError;
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// One seat's cards: Basic uses `cards` only (one deck); Licence to Kill has the Action deck
/// in `cards` and the Plot deck in `plots`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatDeck {
    pub cards: Vec<String>,
    #[serde(default)]
    pub plots: Vec<String>,
}

/// Options chosen before play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CcgSetup {
    /// One deck per seat, in seat order (seat 0 goes first).
    pub decks: Vec<SeatDeck>,
    /// Basic: Plot Points to win (25 Scene, 35 Act, 50 Feature Film). Licence to Kill: 60.
    pub goal: u32,
    /// The table setting "skip seats that cannot answer": a response window passes at once
    /// for a seat whose only legal answer is to pass. Off by default, so being asked never
    /// tells anyone whether a seat holds an Intrigue card it could play. Records and saves
    /// without it load with it off.
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_unable: bool,
    /// Deal every deck in the order listed, the first card listed on top, instead of
    /// shuffling: a lesson's staged deal, so its opening hands and draws are the ones its
    /// steps talk about. Piles made again from a discard pile are still shuffled. Records
    /// and saves without it load with it off.
    #[serde(default, skip_serializing_if = "is_false")]
    pub stacked: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The Basic goals the rules suggest.
pub const BASIC_GOALS: [u32; 3] = [25, 35, 50];

/// The default decks: the rule set's prebuilt decks, one per seat.
pub fn prebuilt_decks(variant: Variant, players: usize) -> Vec<SeatDeck> {
    decks::for_table(variant, players)
        .into_iter()
        .map(Prebuilt::seat_deck)
        .collect()
}

/// A table seats 2 to 4 players.
pub(crate) fn check_players(players: usize) -> Result<(), SetupError> {
    if (2..=4).contains(&players) {
        Ok(())
    } else {
        Err(SetupError(format!("2 to 4 players, not {players}")))
    }
}

/// The physical cards dealt so far: each one's design and owner, by uid.
#[derive(Default)]
struct Dealt {
    designs: Vec<Design>,
    owner: Vec<Seat>,
}

impl Dealt {
    /// Seat `s`'s decks checked and dealt face down: the Action cards (Basic: every card) to
    /// its draw pile and, in Licence to Kill, the Plot cards to its Plot pile.
    fn seat(
        &mut self,
        variant: Variant,
        s: Seat,
        deck: &SeatDeck,
        rng: &mut Rng,
        stacked: bool,
    ) -> Result<SeatState, SetupError> {
        fn names(list: &[String]) -> Vec<&str> {
            list.iter().map(String::as_str).collect()
        }
        let mut st = SeatState::default();
        // The ids are shuffled as borrowed names (the same order as the names themselves
        // would take: a shuffle moves places, whatever is in them).
        let mut lists = vec![(names(&deck.cards), false)];
        if variant == Variant::Ltk {
            lists.push((names(&deck.plots), true));
        } else if !deck.plots.is_empty() {
            return Err(SetupError("Basic decks have no separate Plot deck".into()));
        }
        for (mut list, plot_deck) in lists {
            // uids are dealt in a shuffled order so a uid says nothing about its card (a
            // stacked deal is a staged one: nothing there is secret from its author)
            if stacked {
                // the top of a pile is its last card
                list.reverse();
            } else {
                rng.shuffle(&mut list);
            }
            for id in list {
                let uid = self.card(variant, s, id, plot_deck)?;
                if plot_deck {
                    st.plot_pile.push(uid);
                } else {
                    st.draw.push(uid);
                }
            }
        }
        if st.draw.len() < 8 {
            return Err(SetupError(format!("seat {} has too few cards", s + 1)));
        }
        Ok(st)
    }

    /// The next uid, for card `id` of seat `s` (from its Plot deck when `plot_deck`).
    fn card(
        &mut self,
        variant: Variant,
        s: Seat,
        id: &str,
        plot_deck: bool,
    ) -> Result<Uid, SetupError> {
        let card = find_card(id).ok_or_else(|| SetupError(format!("no card called {id}")))?;
        if !card.variants.allows(variant) {
            return Err(SetupError(format!(
                "{} is not used in this rule set",
                card.name
            )));
        }
        if variant == Variant::Ltk && card.is_plot() != plot_deck {
            return Err(SetupError(format!("{} is in the wrong deck", card.name)));
        }
        let uid = Uid(self.designs.len() as u16);
        self.designs.push(Design(card));
        self.owner.push(s);
        Ok(uid)
    }
}

impl Table {
    /// A new table of rule set `variant`: the setup checked, every deck shuffled and, in Basic,
    /// the set-up round begun.
    pub fn create(variant: Variant, setup: &CcgSetup, seed: u64) -> Result<Table, SetupError> {
        check_players(setup.decks.len())?;
        if variant == Variant::Basic && !BASIC_GOALS.contains(&setup.goal) {
            return Err(SetupError(format!(
                "the goal is 25, 35 or 50 Plot Points, not {}",
                setup.goal
            )));
        }
        let mut rng = Rng::new(seed);
        let mut dealt = Dealt::default();
        let mut seats = Vec::new();
        for (s, deck) in setup.decks.iter().enumerate() {
            seats.push(dealt.seat(variant, s, deck, &mut rng, setup.stacked)?);
        }
        let mut t = Table {
            variant,
            goal: setup.goal,
            skip_unable: setup.skip_unable,
            stacked: setup.stacked,
            designs: Shared::new(dealt.designs),
            owner: Shared::new(dealt.owner),
            seats,
            turn: Turn {
                seat: 0,
                step: Step::SetupPlot,
                attacks_left: 1,
                extra_plots: vec![],
                q_given: vec![],
            },
            window: None,
            turn_no: 0,
            outcome: None,
            rng,
        };
        match variant {
            Variant::Basic => t.begin_setup_round(),
            Variant::Ltk => t.turn.step = Step::LtkStart,
        }
        Ok(t)
    }

    /// Basic: each draw pile shuffled again (unless stacked) and its top card discarded, then
    /// seat 0 deals itself its opening hand.
    fn begin_setup_round(&mut self) {
        for st in &mut self.seats {
            if !self.stacked {
                self.rng.shuffle(&mut st.draw);
            }
            let top = st.draw.pop().expect("cards");
            st.discard.push(top);
        }
        self.setup_deal(0, &mut Vec::new());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ccg::decks::deck;
    use crate::core::game::Game;

    fn ids(t: &Table, uids: &[Uid]) -> Vec<&'static str> {
        uids.iter().map(|&u| t.card(u).id).collect()
    }

    fn seat_deck(id: &str) -> SeatDeck {
        deck(id).expect("a prebuilt deck").seat_deck()
    }

    /// "Take the top card of your Draw Pile and place it face down next to your Draw Pile to
    /// form your Discard Pile", then "Draw 7 cards": with a stacked deal, the first card listed
    /// is that discard and the next seven are the opening hand.
    #[test]
    fn a_stacked_basic_deal_keeps_the_listed_order() {
        let decks = vec![seat_deck("spectre-rising"), seat_deck("tycoons-of-doom")];
        let setup = CcgSetup {
            decks: decks.clone(),
            goal: 25,
            skip_unable: false,
            stacked: true,
        };
        let t = Table::create(Variant::Basic, &setup, 1).unwrap();
        let listed = &decks[0].cards;
        assert_eq!(ids(&t, &t.seats[0].discard), [listed[0].as_str()]);
        let mut hand = ids(&t, &t.seats[0].hand);
        let mut want: Vec<&str> = listed[1..8].iter().map(String::as_str).collect();
        hand.sort();
        want.sort();
        assert_eq!(hand, want);
        let next = t.seats[1].draw.last().copied().expect("a draw pile");
        assert_eq!(t.card(next).id, decks[1].cards[1], "seat 1's next card");
    }

    /// Licence to Kill: the start picks its Mission, Villain and Bond, then draws 7 from the
    /// Action deck; stacked, the draw pile and Plot deck are not shuffled at the start.
    #[test]
    fn a_stacked_licence_to_kill_start_draws_the_listed_cards() {
        let decks = vec![
            seat_deck("ltk-ghosts-of-spectre"),
            seat_deck("ltk-golden-circle"),
        ];
        let setup = CcgSetup {
            decks: decks.clone(),
            goal: 60,
            skip_unable: false,
            stacked: true,
        };
        let mut g = crate::ccg::CcgLtk::new(&setup, 1).unwrap();
        let start = g.legal_actions(0).into_iter().next().expect("a start");
        g.apply(0, &start).unwrap();
        let chosen: Vec<&str> = match start {
            crate::ccg::CcgAction::Start { bond, .. } => {
                bond.iter().map(|&u| g.card(u).id).collect()
            }
            _ => panic!("a start action"),
        };
        let mut want: Vec<&str> = decks[0]
            .cards
            .iter()
            .map(String::as_str)
            .filter(|c| !chosen.contains(c))
            .take(7)
            .collect();
        let mut hand = ids(&g, &g.seats[0].hand);
        hand.sort();
        want.sort();
        assert_eq!(hand, want);
    }

    #[test]
    fn setups_without_the_stacked_field_load_shuffled_and_save_without_it() {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Basic, 2),
            goal: 25,
            skip_unable: false,
            stacked: false,
        };
        let json = serde_json::to_value(&setup).unwrap();
        assert!(
            json.get("stacked").is_none(),
            "an ordinary setup saves as before"
        );
        let back: CcgSetup = serde_json::from_value(json).unwrap();
        assert!(!back.stacked);
        let shuffled = Table::create(Variant::Basic, &setup, 1).unwrap();
        let stacked = Table::create(
            Variant::Basic,
            &CcgSetup {
                stacked: true,
                ..setup
            },
            1,
        )
        .unwrap();
        assert_ne!(
            ids(&shuffled, &shuffled.seats[0].hand),
            ids(&stacked, &stacked.seats[0].hand),
            "without the field the deal is shuffled"
        );
    }
}
