//! The game's type, the shared chase state over You Only Live Twice's rules, and its `Game`
//! trait: thin, over the files beside it and the shared chase machinery.

use super::action::YoltAction;
use super::event::YoltEvent;
use super::piece::{Ammo, PieceId, Side};
use super::setup::YoltSetup;
use super::state::{Activation, Pending};
use super::view::YoltView;
use super::{content, rulings, threat};
use crate::ai::{Level, MctsConfig};
use crate::chase::game as chase;
use crate::chase::{turns, Chase, Rules};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::odds::Odds;
use crate::core::rng::Rng;
use crate::registry::GameId;

/// The share of a level's budget each of Bond's decisions gets (see `search_budget`): the most
/// the browser's time for one decision allows, and with it equal computer players split the
/// games about evenly.
const BOND_SHARE: f64 = 1.3;

/// The fewest iterations a helicopter's decision gets (see `search_budget`): the easy level's
/// whole budget. Shared four ways it would leave the easy helicopters hardly searching, and
/// Bond would win most games between easy players.
const ENEMY_FLOOR: f64 = 60.0;

/// You Only Live Twice's own types and settings for the shared [`Chase`] state.
#[derive(Clone, Debug, PartialEq)]
pub struct YoltRules;

/// You Only Live Twice: Little Nellie against four Enemy helicopters.
pub type Yolt = Chase<YoltRules>;

impl Rules for YoltRules {
    type Setup = YoltSetup;
    type Kit = Ammo;
    type Activation = Activation;
    type Pending = Pending;
    type Cards = ();
    type Event = YoltEvent;
    /// Nothing comes between the sides: the other side's turns begin.
    fn side_done(g: &mut Yolt, side: Side, ev: &mut Vec<YoltEvent>) {
        turns::start(g, side.other(), ev);
    }

    fn turn_ending(g: &mut Yolt, piece: PieceId, ev: &mut Vec<YoltEvent>) {
        g.leave_full_space(piece, ev);
    }

    fn result(g: &Yolt) -> Option<(Outcome, &'static str)> {
        g.result()
    }

    fn has_options(g: &Yolt, act: &Activation) -> bool {
        g.has_options(act)
    }
}

impl Game for Yolt {
    type Setup = YoltSetup;
    type Action = YoltAction;
    type Event = YoltEvent;
    type View = YoltView;

    const ID: GameId = GameId::Yolt;
    const RULES_VERSION: u32 = 4;
    const RULINGS: &'static [(&'static str, &'static str)] = rulings::RULINGS;

    fn info() -> GameInfo {
        GameInfo {
            id: Self::ID,
            name: "You Only Live Twice",
            min_players: 2,
            max_players: 2,
            seats: chase::SEATS.to_vec(),
            minutes: 40,
            blurb: "Little Nellie, the tiny autogyro, duels four enemy helicopters around a \
                    volcano: fly forward along the flight paths, turn hard when you dare, and \
                    bring your guns, rockets, missiles, flamethrower and air mines to bear \
                    before their machine guns bring you down.",
            hidden_information: false,
        }
    }

    fn content() -> serde_json::Value {
        content::content()
    }

    fn setup_for_players(players: usize) -> Result<YoltSetup, SetupError> {
        chase::two_players(Self::info().name, players)
    }

    fn new(setup: &YoltSetup, seed: u64) -> Result<Self, SetupError> {
        setup.sheet.check().map_err(SetupError)?;
        Ok(Yolt::fresh(setup, seed))
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

    fn legal_actions(&self, seat: Seat) -> Vec<YoltAction> {
        self.legal(seat)
    }

    fn search_actions(&self, seat: Seat) -> Vec<YoltAction> {
        self.search_legal(seat)
    }

    fn is_legal(&self, seat: Seat, action: &YoltAction) -> bool {
        self.is_legal_action(seat, action)
    }

    fn apply_unchecked(
        &mut self,
        _seat: Seat,
        action: &YoltAction,
    ) -> Result<Vec<YoltEvent>, ActionError> {
        self.act(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, _seat: Option<Seat>) -> YoltView {
        self.build_view()
    }

    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    fn turn_number(&self) -> u32 {
        self.turns.turn
    }

    fn explain_choice(&self, _seat: Seat, action: &YoltAction) -> Option<String> {
        self.explain(action)
    }

    fn describe_action(&self, _seat: Seat, action: &YoltAction) -> String {
        self.label(action)
    }

    fn action_odds(&self, _seat: Seat, action: &YoltAction) -> Option<Odds> {
        self.odds(action)
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        self.heuristic()
    }

    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<YoltAction> {
        self.rollout(seat, rng)
    }

    fn rollout_horizon(&self, root: &Self) -> bool {
        chase::past_horizon(self, root)
    }

    fn prepare_step(step: u32) -> bool {
        threat::prepare_step(step)
    }

    /// Bond decides alone for his side; the Enemy's decisions are spread over up to four
    /// helicopters, each making about as many a turn as Bond. With the same budget per
    /// decision the Enemy would think four times as much per turn and win most games between
    /// equal levels. So the Enemy's budget per turn is the level's, shared among the
    /// helicopters still flying (never below [`ENEMY_FLOOR`]), and each of Bond's decisions
    /// gets [`BOND_SHARE`] of it.
    fn search_budget(&self, seat: Seat, iterations: u32) -> u32 {
        let level = f64::from(iterations);
        let budget = match Side::of_seat(seat) {
            Side::Bond => level * BOND_SHARE,
            Side::Enemy => {
                let flying = self.alive(Side::Enemy).count().max(1) as f64;
                (level / flying).max(level.min(ENEMY_FLOOR))
            }
        };
        budget.round() as u32
    }

    fn ai_config(level: Level) -> MctsConfig {
        let mut c = MctsConfig::for_level(level);
        match level {
            Level::Easy => {}
            Level::Normal => {
                c.iterations = 1000;
                c.time_ms = Some(220.0);
                // The heuristic reads expected dice results, so the values the search sees
                // are steady: explore less and let small differences decide.
                c.exploration = 0.4;
            }
            Level::Hard => {
                c.iterations = 4000;
                // As steady as normal's: with four times the iterations the same low
                // exploration finds the better move rather than spreading them thin.
                c.exploration = 0.4;
            }
        }
        c
    }
}
