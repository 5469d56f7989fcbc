//! The game's type, the shared chase state over Live and Let Die's rules, and its `Game`
//! trait: thin, over the files beside it and the shared chase machinery.

use super::action::LaldAction;
use super::content;
use super::event::LaldEvent;
use super::piece::Side;
use super::rulings;
use super::setup::LaldSetup;
use super::state::{Activation, Cards, Pending, Phase};
use super::view::LaldView;
use crate::ai::{Level, MctsConfig};
use crate::chase::game as chase;
use crate::chase::{Chase, Rules};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::odds::Odds;
use crate::core::rng::Rng;
use crate::registry::GameId;

/// Live and Let Die's own types and settings for the shared [`Chase`] state.
#[derive(Clone, Debug, PartialEq)]
pub struct LaldRules;

/// Live and Let Die: Bond's boat against four Enemy boats.
pub type Lald = Chase<LaldRules>;

impl Rules for LaldRules {
    type Setup = LaldSetup;
    type Kit = ();
    type Activation = Activation;
    type Pending = Pending;
    type Cards = Cards;
    type Event = LaldEvent;
    /// Each side's turns end with its draw step (steps 3 and 6 of "How to Play").
    fn side_done(g: &mut Lald, side: Side, _ev: &mut Vec<LaldEvent>) {
        g.turns.turn += 1;
        g.phase = Phase::Draw { side };
    }

    fn result(g: &Lald) -> Option<(Outcome, &'static str)> {
        g.result()
    }

    fn has_options(g: &Lald, act: &Activation) -> bool {
        g.has_options(act)
    }
}

impl Game for Lald {
    type Setup = LaldSetup;
    type Action = LaldAction;
    type Event = LaldEvent;
    type View = LaldView;

    const ID: GameId = GameId::Lald;
    const RULES_VERSION: u32 = 3;
    const RULINGS: &'static [(&'static str, &'static str)] = rulings::RULINGS;

    fn info() -> GameInfo {
        GameInfo {
            id: Self::ID,
            name: "Live and Let Die",
            min_players: 2,
            max_players: 2,
            seats: chase::SEATS.to_vec(),
            minutes: 45,
            blurb:
                "A speedboat chase through the bayou: Bond's boat must reach the end of the \
                    waterway while four enemy boats, a hand of cards and their guns try to stop it.",
            hidden_information: true,
        }
    }

    fn content() -> serde_json::Value {
        content::content()
    }

    fn setup_for_players(players: usize) -> Result<LaldSetup, SetupError> {
        chase::two_players(Self::info().name, players)
    }

    fn new(setup: &LaldSetup, seed: u64) -> Result<Self, SetupError> {
        Ok(Lald::fresh(setup, seed))
    }

    fn seat_count(&self) -> usize {
        chase::SEATS.len()
    }

    fn seat_name(&self, seat: Seat) -> String {
        chase::seat_name(seat)
    }

    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<LaldAction> {
        self.legal(seat)
    }

    fn search_actions(&self, seat: Seat) -> Vec<LaldAction> {
        self.search_choices(seat)
    }

    fn is_legal(&self, seat: Seat, action: &LaldAction) -> bool {
        self.is_legal_action(seat, action)
    }

    fn apply_unchecked(
        &mut self,
        _seat: Seat,
        action: &LaldAction,
    ) -> Result<Vec<LaldEvent>, ActionError> {
        self.act(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, seat: Option<Seat>) -> LaldView {
        self.build_view(seat)
    }

    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        self.redeal_unseen(seat, rng);
    }

    fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
        self.secret_cards(holder)
    }

    fn turn_number(&self) -> u32 {
        self.turns.turn
    }

    fn explain_choice(&self, _seat: Seat, action: &LaldAction) -> Option<String> {
        self.explain(action)
    }

    fn describe_action(&self, _seat: Seat, action: &LaldAction) -> String {
        self.label(action)
    }

    fn action_odds(&self, _seat: Seat, action: &LaldAction) -> Option<Odds> {
        self.odds(action)
    }

    /// The normal level's judgement.
    fn evaluate(&self) -> Option<Vec<f64>> {
        self.heuristic(Level::Normal)
    }

    fn evaluate_at(&self, _root: &Self, level: Level) -> Option<Vec<f64>> {
        self.heuristic(level)
    }

    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<LaldAction> {
        self.rollout(seat, rng)
    }

    fn rollout_horizon(&self, root: &Self) -> bool {
        self.past_reply(root)
    }

    /// Every boat's decision gets the level's budget, an Enemy boat's at least a floor (see
    /// [`Lald::budget`]).
    fn search_budget(&self, seat: Seat, iterations: u32) -> u32 {
        self.budget(seat, iterations)
    }

    /// Every level judges a position the same way (see `lald::features`) once the rival has
    /// replied (see `lald::horizon`). Easy and normal roll out at most [`SHORT_LOOK`] actions,
    /// which often stops them inside the rival's turn; hard always plays the reply out, and
    /// its many more iterations average the dice of the Enemy's fire and of Bond's escape.
    fn ai_config(level: Level) -> MctsConfig {
        let mut c = MctsConfig::for_level(level);
        match level {
            Level::Easy => {
                // Bond's way to End is plain enough that a few dozen iterations find it: the
                // easy level looks only a little, so it misses the better moves often.
                c.iterations = 12;
                c.time_ms = Some(40.0);
                c.rollout_depth = SHORT_LOOK;
            }
            Level::Normal => {
                c.iterations = 300;
                c.time_ms = Some(90.0);
                c.exploration = 0.5;
                c.rollout_depth = SHORT_LOOK;
            }
            Level::Hard => {
                c.iterations = HARD_ITERATIONS;
                c.exploration = 0.5;
                c.rollout_depth = FULL_LOOK;
            }
        }
        c
    }
}

/// Rollout actions of an easy or a normal search: about one side's turn.
const SHORT_LOOK: u32 = 40;

/// Rollout actions of a hard search at most: enough that the rival's reply ends it first.
const FULL_LOOK: u32 = 400;

/// Iterations of a hard search: its rollouts are long and the dice in them many, so it needs
/// several thousand to tell moves apart.
const HARD_ITERATIONS: u32 = 8000;
