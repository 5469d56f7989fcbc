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
            // uids are dealt in a shuffled order so a uid says nothing about its card
            rng.shuffle(&mut list);
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
            seats.push(dealt.seat(variant, s, deck, &mut rng)?);
        }
        let mut t = Table {
            variant,
            goal: setup.goal,
            skip_unable: setup.skip_unable,
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

    /// Basic: each draw pile shuffled again and its top card discarded, then seat 0 deals
    /// itself its opening hand.
    fn begin_setup_round(&mut self) {
        for st in &mut self.seats {
            self.rng.shuffle(&mut st.draw);
            let top = st.draw.pop().expect("cards");
            st.discard.push(top);
        }
        self.setup_deal(0, &mut Vec::new());
    }
}
