//! The `Game` trait for the briefcase race.

use super::action::RaceAction;
use super::event::RaceEvent;
use super::setup::RaceSetup;
use super::state::Race;
use super::view::RaceView;
use super::{ai, content, deck, legal, turn};
use crate::ai::{Level, MctsConfig};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::rng::Rng;
use crate::registry::GameId;

impl Game for Race {
    type Setup = RaceSetup;
    type Action = RaceAction;
    type Event = RaceEvent;
    type View = RaceView;

    const ID: GameId = GameId::Race;
    const RULES_VERSION: u32 = 3;
    const RULINGS: &'static [(&'static str, &'static str)] = super::rulings::RULINGS;

    fn info() -> GameInfo {
        GameInfo {
            id: Self::ID,
            name: "James Bond 007 — The Briefcase Race",
            min_players: 2,
            max_players: 4,
            seats: vec!["Agent 1", "Agent 2", "Agent 3", "Agent 4"],
            minutes: 45,
            blurb: "Two to four agents set off from London, Cairo, Peking and New York by plane, \
                    car, helicopter and boat to grab a briefcase of secret plans from an island \
                    laboratory, then race it home while their rivals lie in wait to rob them.",
            hidden_information: true,
        }
    }

    fn content() -> serde_json::Value {
        content::content()
    }

    fn setup_for_players(players: usize) -> Result<RaceSetup, SetupError> {
        RaceSetup::for_players(players)
            .ok_or_else(|| SetupError(format!("2 to 4 players, not {players}")))
    }

    fn new(setup: &RaceSetup, seed: u64) -> Result<Self, SetupError> {
        setup.check()?;
        Ok(Race::fresh(setup, seed))
    }

    fn seat_count(&self) -> usize {
        self.agents.len()
    }

    fn seat_name(&self, seat: Seat) -> String {
        format!("Agent {} ({})", seat + 1, self.setup.bases[seat].name())
    }

    fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.current)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<RaceAction> {
        legal::legal_actions(self, seat)
    }

    fn is_legal(&self, seat: Seat, action: &RaceAction) -> bool {
        legal::is_legal(self, seat, action)
    }

    fn apply_unchecked(
        &mut self,
        seat: Seat,
        action: &RaceAction,
    ) -> Result<Vec<RaceEvent>, ActionError> {
        Ok(turn::apply(self, seat, action))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, seat: Option<Seat>) -> RaceView {
        super::view::view(self, seat)
    }

    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        deck::redeal_hidden(self, seat, rng);
    }

    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn describe_action(&self, seat: Seat, action: &RaceAction) -> String {
        self.label(seat, action)
    }

    fn explain_choice(&self, seat: Seat, action: &RaceAction) -> Option<String> {
        self.explain(seat, action)
    }
    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(ai::evaluate(self))
    }

    fn evaluate_since(&self, root: &Self) -> Option<Vec<f64>> {
        Some(ai::evaluate_since(self, root, Level::Normal))
    }

    /// Hard judges with the weights fitted to self-play, easy and normal with the hand-made
    /// turns to win (see `race::fitted`).
    fn evaluate_at(&self, root: &Self, level: Level) -> Option<Vec<f64>> {
        Some(ai::evaluate_since(self, root, level))
    }

    fn search_actions(&self, seat: Seat) -> Vec<RaceAction> {
        ai::search_actions(self, seat)
    }

    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<RaceAction> {
        ai::rollout_action(self, seat, rng)
    }

    fn decisive_action(&self, seat: Seat) -> Option<RaceAction> {
        ai::winning_move(self, seat)
    }

    fn ai_config(level: Level) -> MctsConfig {
        ai::search_config(level)
    }

    fn hint_config() -> MctsConfig {
        ai::hint_config()
    }

    fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
        deck::secret_tokens(self, holder)
    }
}
