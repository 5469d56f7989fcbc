//! Computer opponents that play fair: they see only their own seat's view (through
//! [`Game::determinize`]) and never foresee dice.

pub mod ladder;
mod mcts;

pub use mcts::{choose_action, MctsConfig, Search, SearchStats};

use serde::{Deserialize, Serialize};

use crate::core::game::{Game, Seat};
use crate::core::rng::Rng;

/// AI strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// Who sits in a seat (every save names its seats' controllers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Controller {
    Human,
    /// Uniformly random legal actions (for tests and baselines).
    Random,
    Computer {
        level: Level,
    },
}

impl Controller {
    /// Every controller a seat can have: a person, a random player, a computer at each level.
    pub const ALL: [Controller; 5] = [
        Controller::Human,
        Controller::Random,
        Controller::Computer { level: Level::Easy },
        Controller::Computer {
            level: Level::Normal,
        },
        Controller::Computer { level: Level::Hard },
    ];
}

/// A uniformly random legal action for the seat to act.
pub fn random_action<G: Game>(state: &G, rng: &mut Rng) -> Option<(Seat, G::Action)> {
    let seat = state.to_act()?;
    let legal = state.legal_actions(seat);
    rng.choose(&legal).cloned().map(|a| (seat, a))
}

/// The action `controller` picks for the seat to act (`None` for humans or a finished game).
pub fn pick<G: Game>(
    state: &G,
    controller: Controller,
    rng: &mut Rng,
    clock: Option<&dyn Fn() -> f64>,
) -> Option<(Seat, G::Action)> {
    let seat = state.to_act()?;
    match controller {
        Controller::Human => None,
        Controller::Random => random_action(state, rng),
        Controller::Computer { level } => {
            let cfg = G::ai_config(level);
            choose_action(state, seat, &cfg, rng, clock).map(|(a, _)| (seat, a))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Controller, Level};

    #[test]
    fn controllers_read_back_as_saves_hold_them() {
        for c in Controller::ALL {
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(serde_json::from_str::<Controller>(&json).unwrap(), c);
        }
        assert_eq!(
            serde_json::from_str::<Controller>(r#"{"kind":"computer","level":"normal"}"#).unwrap(),
            Controller::Computer {
                level: Level::Normal
            }
        );
        assert_eq!(
            serde_json::from_str::<Controller>(r#"{"level":"hard","kind":"computer","x":1}"#)
                .unwrap(),
            Controller::Computer { level: Level::Hard }
        );
        let err = serde_json::from_str::<Controller>(r#"{"kind":"computer","level":"expert"}"#)
            .unwrap_err();
        assert!(
            err.to_string().contains("unknown variant `expert`"),
            "{err}"
        );
        assert!(serde_json::from_str::<Controller>(r#"{"kind":"computer"}"#).is_err());
    }
}
