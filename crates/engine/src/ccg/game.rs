//! The game type of both rule sets: one [`Table`] played under a [`RuleSet`], and its
//! `impl Game`.

use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use serde::{Deserialize, Serialize};

use super::action::CcgAction;
use super::card::Variant;
use super::event::CcgEvent;
use super::setup::{check_players, prebuilt_decks, CcgSetup, SeatDeck, BASIC_GOALS};
use super::state::Table;
use super::turn::LTK_GOAL;
use super::view::CcgView;
use super::{ai, content, rulings};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::rng::Rng;
use crate::registry::GameId;

/// What sets the two rule sets apart as games: their catalogue entry, their default setup and
/// the variant their table plays (the table itself asks the variant wherever a rule differs).
pub trait RuleSet: Clone + Copy + Debug + PartialEq + Eq + Send + Sync + 'static {
    /// The variant the table plays.
    const VARIANT: Variant;
    /// The game id in saves, records and the CLI.
    const ID: GameId;
    const NAME: &'static str;
    const BLURB: &'static str;
    /// Plot Points to win in the default setup at a table of `players`.
    fn default_goal(players: usize) -> u32;
    /// The goals a table may choose instead (`Game::GOALS`).
    const GOALS: &'static [u32];

    /// The default decks: the rule set's prebuilt decks, one per seat.
    fn default_decks(players: usize) -> Vec<SeatDeck> {
        prebuilt_decks(Self::VARIANT, players)
    }
}

impl Variant {
    /// The game that plays this rule set.
    pub const fn game(self) -> GameId {
        match self {
            Variant::Basic => Basic::ID,
            Variant::Ltk => Ltk::ID,
        }
    }
}

/// The Basic Rules (1995).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Basic;

impl RuleSet for Basic {
    const VARIANT: Variant = Variant::Basic;
    const ID: GameId = GameId::Ccg;
    const NAME: &'static str = "James Bond CCG — Basic Rules";
    const BLURB: &'static str =
        "The 1995 collectible card game: lay down villainous Plots, send your Bonds on \
         assignment to overcome your rivals' Plots, and race to the Plot Points target.";
    const GOALS: &'static [u32] = &BASIC_GOALS;

    /// A Scene (25) between two players, an Act (35) at three or four. The rules leave the goal
    /// to the table ("We suggest one of three game goals"); in a Scene for three or four, about
    /// four rounds, the seat that plays last often has one turn fewer than the winner and won
    /// least by far (a fifth of the games between three normal computers); an Act evens the
    /// seats (see the seat shares in `balance.rs`).
    fn default_goal(players: usize) -> u32 {
        if players >= 3 {
            35
        } else {
            25
        }
    }
}

/// The Licence to Kill variant (1998).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ltk;

impl RuleSet for Ltk {
    const VARIANT: Variant = Variant::Ltk;
    const ID: GameId = GameId::CcgLtk;
    const NAME: &'static str = "James Bond CCG — Licence to Kill";
    const BLURB: &'static str =
        "A 1998 fan variant of the card game with a separate plot deck, plots played face down \
         and dice to settle attacks: more gamble, more suspense.";
    const GOALS: &'static [u32] = &[];

    fn default_goal(_players: usize) -> u32 {
        LTK_GOAL as u32
    }
}

/// The card game under rule set `R`: the table alone, saved as the table (the rule set is in
/// the type, and in the table's `variant`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardGame<R: RuleSet> {
    table: Table,
    rules: PhantomData<R>,
}

/// The Basic Rules game (`ccg`).
pub type Ccg = CardGame<Basic>;
/// The Licence to Kill variant (`ccg-ltk`).
pub type CcgLtk = CardGame<Ltk>;

impl<R: RuleSet> CardGame<R> {
    fn on(table: Table) -> Self {
        CardGame {
            table,
            rules: PhantomData,
        }
    }
}

impl<R: RuleSet> Deref for CardGame<R> {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.table
    }
}

impl<R: RuleSet> DerefMut for CardGame<R> {
    fn deref_mut(&mut self) -> &mut Table {
        &mut self.table
    }
}

impl<R: RuleSet> Game for CardGame<R> {
    type Setup = CcgSetup;
    type Action = CcgAction;
    type Event = CcgEvent;
    type View = CcgView;

    const ID: GameId = R::ID;
    const RULES_VERSION: u32 = 4;
    const RULINGS: &'static [(&'static str, &'static str)] = rulings::RULINGS;
    const GOALS: &'static [u32] = R::GOALS;

    fn with_goal(setup: CcgSetup, goal: u32) -> CcgSetup {
        CcgSetup { goal, ..setup }
    }

    fn info() -> GameInfo {
        GameInfo {
            id: Self::ID,
            name: R::NAME,
            min_players: 2,
            max_players: 4,
            seats: vec!["Player 1", "Player 2", "Player 3", "Player 4"],
            minutes: 60,
            blurb: R::BLURB,
            hidden_information: true,
        }
    }
    fn content() -> serde_json::Value {
        content::content(R::VARIANT)
    }
    fn setup_for_players(players: usize) -> Result<CcgSetup, SetupError> {
        check_players(players)?;
        Ok(CcgSetup {
            decks: R::default_decks(players),
            goal: R::default_goal(players),
            skip_unable: false,
            stacked: false,
        })
    }
    fn new(setup: &CcgSetup, seed: u64) -> Result<Self, SetupError> {
        Table::create(R::VARIANT, setup, seed).map(Self::on)
    }
    fn seat_count(&self) -> usize {
        self.n()
    }
    fn seat_name(&self, seat: Seat) -> String {
        format!("Player {}", seat + 1)
    }
    fn to_act(&self) -> Option<Seat> {
        self.table.to_act()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<CcgAction> {
        self.legal(seat)
    }
    fn is_legal(&self, seat: Seat, action: &CcgAction) -> bool {
        self.table.is_legal(seat, action)
    }
    /// The legal actions less the hopeless ones: assignments and attacks that fall short by
    /// their preview, and keeping dead cards in a stuck hand (see `ai::sound`).
    fn search_actions(&self, seat: Seat) -> Vec<CcgAction> {
        self.sound_actions(seat)
    }
    fn apply_unchecked(
        &mut self,
        seat: Seat,
        action: &CcgAction,
    ) -> Result<Vec<CcgEvent>, ActionError> {
        self.apply_action(seat, action)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.table.outcome.clone()
    }
    fn view(&self, seat: Option<Seat>) -> CcgView {
        self.view_for(seat)
    }
    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.table.rng
    }
    fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        self.redeal(seat, rng)
    }
    fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
        self.table.secret_tokens(holder)
    }
    fn turn_number(&self) -> u32 {
        self.turn_no
    }
    /// A response window opened in another seat's turn, with `seat` to answer.
    fn standing_pass(&self, seat: Seat) -> Option<CcgAction> {
        let w = self.window.as_ref()?;
        (w.current == seat && self.turn.seat != seat && self.outcome.is_none())
            .then_some(CcgAction::Pass)
    }
    fn describe_action(&self, _seat: Seat, action: &CcgAction) -> String {
        self.describe(action)
    }
    fn explain_choice(&self, seat: Seat, action: &CcgAction) -> Option<String> {
        self.explain(seat, action)
    }
    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(self.evaluate_scores(self.goal as i32))
    }
    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<CcgAction> {
        self.rollout(seat, rng)
    }
    fn ai_config(level: crate::ai::Level) -> crate::ai::MctsConfig {
        ai::search_config(R::VARIANT, level)
    }
    fn rollout_horizon(&self, root: &Self) -> bool {
        self.rollout_over(root)
    }
    fn search_budget(&self, _seat: Seat, iterations: u32) -> u32 {
        ai::iterations_at(self.n(), iterations)
    }
}
