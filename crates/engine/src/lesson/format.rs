//! A lesson as data: a fixed setup and seed, and the steps a new player is walked through.
//! The JSON mirrors these types field for field (see `crates/engine/lessons/*.json`).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::Level;
use crate::core::game::Seat;
use crate::registry::GameId;

/// One guided game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Unique, kebab-case (`lald-first-run`).
    pub id: String,
    pub game: GameId,
    pub title: String,
    /// An honest estimate for a new player.
    pub minutes: u32,
    /// The seat the learner plays; every other seat is scripted.
    pub learner: Seat,
    /// The game's `Setup` as JSON, exactly as a record holds it.
    pub setup: Value,
    /// As records write it (a string of digits); the dice come from it.
    #[serde(with = "crate::core::seed_serde")]
    pub seed: u64,
    pub steps: Vec<LessonStep>,
    /// Once the steps run out the game goes on, the other seats played by the computer at
    /// this level.
    pub after: Level,
}

impl Lesson {
    /// The actions the steps before `k` play: a lesson's game at step `k` is that long.
    pub fn moves_before(&self, k: usize) -> usize {
        self.steps.iter().take(k).map(LessonStep::moves).sum()
    }
}

/// One step: a few words, and what happens before the next step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "StepJson", into = "StepJson")]
pub struct LessonStep {
    /// What the rule is and what to do, in a few plain words.
    pub say: String,
    pub act: StepAct,
}

/// What a step asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum StepAct {
    /// Read the words, then Continue.
    Read,
    /// The one action this step teaches, by the learner; `why_not` is said when the learner
    /// picks another legal action.
    Learner {
        action: Value,
        why_not: Option<String>,
    },
    /// The scripted seats' actions, played in order by whichever seat is to act, told with
    /// the step's words.
    Computer { actions: Vec<Value> },
}

impl LessonStep {
    /// How many actions this step plays.
    pub fn moves(&self) -> usize {
        match &self.act {
            StepAct::Read => 0,
            StepAct::Learner { .. } => 1,
            StepAct::Computer { actions } => actions.len(),
        }
    }

    /// The words for a legal action that is not the one this step teaches; `taught` names
    /// the one it does (the action's button label).
    pub fn why_not(&self, taught: &str) -> String {
        match &self.act {
            StepAct::Learner {
                why_not: Some(w), ..
            } => w.clone(),
            _ => format!(
                "That move is legal, but this lesson is about another one: {taught}. Tap the ringed choice."
            ),
        }
    }
}

/// A step as the JSON writes it: at most one of `learner` and `computer`; `computer` is one
/// action or a list of them.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepJson {
    say: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    learner: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    why_not: Option<String>,
}

impl TryFrom<StepJson> for LessonStep {
    type Error = String;
    fn try_from(s: StepJson) -> Result<Self, String> {
        let act = match (s.learner, s.computer, s.why_not) {
            (None, None, None) => StepAct::Read,
            (Some(action), None, why_not) => StepAct::Learner { action, why_not },
            (None, Some(Value::Array(actions)), None) if !actions.is_empty() => {
                StepAct::Computer { actions }
            }
            (None, Some(Value::Array(_)), None) => {
                return Err("a computer step's list of actions is empty".into())
            }
            (None, Some(action), None) => StepAct::Computer {
                actions: vec![action],
            },
            (Some(_), Some(_), _) => {
                return Err("a step has both a learner and a computer action".into())
            }
            (None, _, Some(_)) => return Err("why_not belongs only on a learner step".into()),
        };
        Ok(LessonStep { say: s.say, act })
    }
}

impl From<LessonStep> for StepJson {
    fn from(step: LessonStep) -> Self {
        let (learner, computer, why_not) = match step.act {
            StepAct::Read => (None, None, None),
            StepAct::Learner { action, why_not } => (Some(action), None, why_not),
            StepAct::Computer { mut actions } if actions.len() == 1 => (None, actions.pop(), None),
            StepAct::Computer { actions } => (None, Some(Value::Array(actions)), None),
        };
        StepJson {
            say: step.say,
            learner,
            computer,
            why_not,
        }
    }
}
