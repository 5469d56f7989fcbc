//! You Only Live Twice (Victory Games, 1985): Little Nellie against four Enemy helicopters
//! over the volcano. Rules from the rulebook; the map and status-sheet numbers are our own
//! reconstruction (see [`rulings`] and [`balance`]).

pub mod action;
mod ai;
pub mod balance;
mod content;
pub mod event;
pub mod fire;
mod legal;
pub mod map;
mod movement;
mod odds;
pub mod piece;
pub mod rulings;
pub mod sheet;
pub mod space;
pub mod state;
pub mod summary;
mod threat;
mod turn;
pub mod view;

pub use action::YoltAction;
pub use event::YoltEvent;
pub use piece::{Piece, PieceId, Side, Weapon};
pub use sheet::StatusSheet;
pub use space::YoltSpace;
pub use state::{Activation, DodgeKind, Pending, Phase, Used, Yolt, YoltSetup};
pub use view::YoltView;

use crate::ai::{Level, MctsConfig};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::odds::Odds;
use crate::core::rng::Rng;

impl Game for Yolt {
    type Setup = YoltSetup;
    type Action = YoltAction;
    type Event = YoltEvent;
    type View = YoltView;

    const ID: &'static str = "yolt";
    const RULES_VERSION: u32 = 4;
    const RULINGS: &'static [(&'static str, &'static str)] = rulings::RULINGS;

    fn info() -> GameInfo {
        GameInfo {
            id: "yolt",
            name: "You Only Live Twice",
            min_players: 2,
            max_players: 2,
            seats: vec!["Bond", "Enemy"],
            implemented: true,
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

    fn setup_for_players(players: usize) -> Result<Self::Setup, SetupError> {
        if players == 2 {
            Ok(YoltSetup::default())
        } else {
            Err(SetupError(format!(
                "You Only Live Twice is for 2 players, not {players}"
            )))
        }
    }

    fn new(setup: &Self::Setup, seed: u64) -> Result<Self, SetupError> {
        setup.sheet.check().map_err(SetupError)?;
        Ok(Yolt::fresh(setup, seed))
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: Seat) -> String {
        match seat {
            0 => "Bond".into(),
            _ => "Enemy".into(),
        }
    }

    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal(seat)
    }

    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.is_legal_action(seat, action)
    }

    fn apply_unchecked(
        &mut self,
        _seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, ActionError> {
        self.act(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, _seat: Option<Seat>) -> Self::View {
        self.build_view()
    }

    fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn describe_action(&self, _seat: Seat, action: &Self::Action) -> String {
        self.label(action)
    }

    fn action_odds(&self, _seat: Seat, action: &Self::Action) -> Option<Odds> {
        self.odds(action)
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        self.heuristic()
    }

    fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        self.rollout(seat, rng)
    }

    fn rollout_horizon(&self, root: &Self) -> bool {
        self.past_horizon(root)
    }

    fn prepare_step(step: u32) -> bool {
        threat::prepare_step(step)
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
            }
        }
        c
    }
}
