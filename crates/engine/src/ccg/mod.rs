//! The James Bond 007 collectible card game (1995), in two rule sets: the Basic Rules
//! (`ccg`) and the 1998 Licence to Kill variant (`ccg-ltk`).
//!
//! Both share one table ([`state::Table`]): the card model ([`card`]) and its effect language
//! ([`effect`]), the zones, the values with their modifiers ([`values`]), the one
//! response-window mechanism ([`window`]), legal actions ([`legal`]), applying them
//! ([`turn`]), views ([`view`]), the rollout policy ([`ai`]), our [`rulings`] and the
//! [`content`]. The card pool is [`pool`] with its prebuilt [`decks`] and the deck rules
//! ([`deck_rules`]); [`sample`] is a small test pool with the rulebooks' numbers.

pub mod action;
pub mod ai;
pub mod balance;
pub mod card;
pub mod content;
pub mod coverage;
pub mod deck_rules;
pub mod decks;
pub mod effect;
pub mod event;
pub mod fold;
mod game;
pub mod legal;
pub mod pool;
pub mod preview;
pub mod rig;
pub mod rulings;
pub mod sample;
mod secrets;
pub mod simulation;
pub mod state;
pub mod turn;
pub mod values;
pub mod view;
pub mod window;

use serde::{Deserialize, Serialize};

pub use action::CcgAction;
pub use card::{Card, CardId, CardType, Film, Icon, Variant, Variants};
pub use effect::{Countered, Effect, Op, OpKind, Target, Timing};
pub use event::CcgEvent;
pub use state::{Loc, Step, Table, Uid};
pub use view::CcgView;

/// Every card of the pool.
pub fn all_cards() -> &'static [Card] {
    pool::POOL
}

/// Prefix of the ids of the small test pool ([`sample`]) in set-ups and saves.
pub const SAMPLE_PREFIX: &str = "sample:";

/// A card design by id: a pool id, or `sample:` and the id of a card of the test pool.
pub fn find_card(id: &str) -> Option<&'static Card> {
    match id.strip_prefix(SAMPLE_PREFIX) {
        Some(rest) => sample::SAMPLE.iter().find(|c| c.id == rest),
        None => pool::card(id),
    }
}

/// The id that finds this design again with [`find_card`].
pub fn design_key(card: &'static Card) -> String {
    if sample::SAMPLE.iter().any(|c| std::ptr::eq(c, card)) {
        format!("{SAMPLE_PREFIX}{}", card.id)
    } else {
        card.id.to_string()
    }
}

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
    /// made before the setting existed load with it off.
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_unable: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The Basic goals the rules suggest.
pub const BASIC_GOALS: [u32; 3] = [25, 35, 50];

fn repeat(list: &[(&str, usize)]) -> Vec<String> {
    list.iter()
        .flat_map(|(id, n)| std::iter::repeat_n(format!("{SAMPLE_PREFIX}{id}"), *n))
        .collect()
}

/// The default decks: the rule set's prebuilt decks, one per seat.
pub fn prebuilt_decks(variant: Variant, players: usize) -> Vec<SeatDeck> {
    decks::for_table(variant, players)
        .into_iter()
        .map(|d| {
            let (cards, plots) = d.ids();
            SeatDeck {
                cards: cards.into_iter().map(String::from).collect(),
                plots: plots.into_iter().map(String::from).collect(),
            }
        })
        .collect()
}

/// A test deck from the sample pool (ids prefixed `sample:`). Basic: 70 cards within the deck rules. Licence to Kill:
/// a 60-card Action deck (with more copies than the deck rules allow: the sample pool is
/// small) and the 21-card Plot deck.
pub fn sample_deck(variant: Variant) -> SeatDeck {
    let plots: Vec<(&str, usize)> = sample::SAMPLE
        .iter()
        .filter(|c| c.is_plot() && c.variants.allows(variant))
        .map(|c| (c.id, if c.ctype == CardType::Obstacle { 4 } else { 1 }))
        .collect();
    match variant {
        Variant::Basic => {
            let mut list: Vec<(&str, usize)> = sample::SAMPLE
                .iter()
                .filter(|c| c.ctype == CardType::Bond)
                .map(|c| (c.id, 3))
                .collect();
            list.extend(plots);
            list.extend([
                ("tiffany-case", 2),
                ("felix-leiter", 1),
                ("vodka-martini", 1),
                ("connections", 1),
                ("walther-ppk", 2),
                ("aston-martin-db5", 1),
                ("explosive-pen", 1),
                ("snappy-one-liner", 2),
                ("fire-from-the-sky", 1),
                ("out-of-the-blue", 1),
                ("ambush", 1),
                ("time-bomb", 1),
                ("sniper-rifle", 1),
                ("lucky-break", 1),
                ("inside-information", 1),
                ("double-cross", 1),
                ("cover-blown", 1),
                ("q-branch-requisition", 1),
                ("kiss-and-tell", 1),
                ("licence-revoked", 1),
            ]);
            SeatDeck {
                cards: repeat(&list),
                plots: Vec::new(),
            }
        }
        Variant::Ltk => {
            let mut list: Vec<(&str, usize)> = sample::SAMPLE
                .iter()
                .filter(|c| c.ctype == CardType::Bond)
                .map(|c| (c.id, 2))
                .collect();
            list.extend([
                ("tiffany-case", 3),
                ("felix-leiter", 2),
                ("sniper-rifle", 2),
                ("pam-bouvier", 2),
                ("vodka-martini", 3),
                ("walther-ppk", 3),
                ("aston-martin-db5", 2),
                ("explosive-pen", 2),
                ("time-bomb", 2),
                ("snappy-one-liner", 3),
                ("fire-from-the-sky", 3),
                ("out-of-the-blue", 3),
                ("connections", 2),
                ("ambush", 2),
                ("lucky-break", 2),
                ("inside-information", 2),
                ("double-cross", 2),
                ("cover-blown", 2),
                ("q-branch-requisition", 2),
                ("kiss-and-tell", 2),
                ("licence-revoked", 2),
            ]);
            SeatDeck {
                cards: repeat(&list),
                plots: repeat(&plots),
            }
        }
    }
}

/// The Basic Rules game (`ccg`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Ccg(pub Table);

/// The Licence to Kill variant (`ccg-ltk`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CcgLtk(pub Table);

impl std::ops::Deref for Ccg {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.0
    }
}
impl std::ops::DerefMut for Ccg {
    fn deref_mut(&mut self) -> &mut Table {
        &mut self.0
    }
}
impl std::ops::Deref for CcgLtk {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.0
    }
}
impl std::ops::DerefMut for CcgLtk {
    fn deref_mut(&mut self) -> &mut Table {
        &mut self.0
    }
}
