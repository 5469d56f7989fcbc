//! A lesson played through the engine: the session after its first steps, the taught action
//! among the learner's legal actions, and the scripted seats' moves. Erased ([`DynSession`]),
//! so the app and the tests use it for every game alike.

use std::fmt;

use serde_json::Value;

use super::format::{Lesson, StepAct};
use crate::core::erased::DynSession;
use crate::core::game::{Game, Seat};
use crate::core::record::Session;
use crate::registry::ForGame;

/// Why a lesson cannot be played as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    pub lesson: String,
    /// The step at fault (from 0), when one is.
    pub step: Option<usize>,
    pub message: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(k) => write!(f, "lesson {}, step {}: {}", self.lesson, k, self.message),
            None => write!(f, "lesson {}: {}", self.lesson, self.message),
        }
    }
}

impl std::error::Error for LessonError {}

impl Lesson {
    fn error(&self, step: Option<usize>, message: impl Into<String>) -> LessonError {
        LessonError {
            lesson: self.id.clone(),
            step,
            message: message.into(),
        }
    }

    /// A new game at the lesson's setup and seed.
    pub fn start(&self) -> Result<Box<dyn DynSession>, LessonError> {
        struct Start<'a>(&'a Lesson);
        impl ForGame for Start<'_> {
            type Output = Result<Box<dyn DynSession>, String>;
            fn run<G: Game>(self) -> Self::Output {
                let setup: G::Setup = serde_json::from_value(self.0.setup.clone())
                    .map_err(|e| format!("the setup does not read: {e}"))?;
                let session = Session::<G>::new(setup, self.0.seed)
                    .map_err(|e| format!("the setup is refused: {e}"))?;
                Ok(Box::new(session))
            }
        }
        let session = self
            .game
            .visit(Start(self))
            .map_err(|m| self.error(None, m))?;
        if self.learner >= session.seat_count() {
            return Err(self.error(None, "the learner's seat is not at the table"));
        }
        Ok(session)
    }

    /// The game after the actions of every step before `k` (the position step `k` is taught
    /// in).
    pub fn replay_to(&self, k: usize) -> Result<Box<dyn DynSession>, LessonError> {
        let mut session = self.start()?;
        for step in 0..k.min(self.steps.len()) {
            self.play_step(session.as_mut(), step)?;
        }
        Ok(session)
    }

    /// Every step played in turn: `Ok` when the lesson is playable from start to end.
    pub fn check(&self) -> Result<Box<dyn DynSession>, LessonError> {
        self.replay_to(self.steps.len())
    }

    /// The place of step `k`'s taught action among the learner's legal actions (what the app
    /// rings and accepts); `None` for a step that teaches no action.
    pub fn taught_index(
        &self,
        session: &dyn DynSession,
        k: usize,
    ) -> Result<Option<usize>, LessonError> {
        let Some(step) = self.steps.get(k) else {
            return Ok(None);
        };
        match &step.act {
            StepAct::Learner { action, .. } => {
                if session.to_act() != Some(self.learner) {
                    return Err(self.error(Some(k), "it is not the learner's turn"));
                }
                self.index_of(session, self.learner, action, k).map(Some)
            }
            StepAct::Read | StepAct::Computer { .. } => Ok(None),
        }
    }

    /// Plays step `k`'s actions: the learner's taught action, or the scripted seats' actions in
    /// order. A read step plays nothing.
    pub fn play_step(&self, session: &mut dyn DynSession, k: usize) -> Result<(), LessonError> {
        let step = self
            .steps
            .get(k)
            .ok_or_else(|| self.error(Some(k), "there is no such step"))?;
        match &step.act {
            StepAct::Read => Ok(()),
            StepAct::Learner { action, .. } => {
                let index = self.index_of(session, self.learner, action, k)?;
                if session.to_act() != Some(self.learner) {
                    return Err(self.error(
                        Some(k),
                        "a learner step comes when it is not the learner's turn",
                    ));
                }
                self.act(session, self.learner, index, k)
            }
            StepAct::Computer { actions } => {
                for action in actions {
                    let seat = match session.to_act() {
                        Some(s) if s == self.learner => {
                            return Err(self.error(
                                Some(k),
                                "a computer step comes when it is the learner's turn",
                            ))
                        }
                        Some(s) => s,
                        None => return Err(self.error(Some(k), "the game is already over")),
                    };
                    let index = self.index_of(session, seat, action, k)?;
                    self.act(session, seat, index, k)?;
                }
                Ok(())
            }
        }
    }

    fn act(
        &self,
        session: &mut dyn DynSession,
        seat: Seat,
        index: usize,
        k: usize,
    ) -> Result<(), LessonError> {
        session
            .act_index(seat, index)
            .map_err(|e| self.error(Some(k), format!("the engine refused the action: {e}")))
    }

    /// The place of `action` among `seat`'s legal actions now.
    fn index_of(
        &self,
        session: &dyn DynSession,
        seat: Seat,
        action: &Value,
        k: usize,
    ) -> Result<usize, LessonError> {
        struct Find<'a> {
            session: &'a dyn DynSession,
            seat: Seat,
            action: &'a Value,
        }
        impl ForGame for Find<'_> {
            type Output = Result<usize, String>;
            fn run<G: Game>(self) -> Self::Output {
                let session = self
                    .session
                    .as_any()
                    .downcast_ref::<Session<G>>()
                    .ok_or("the session is of another game")?;
                let action: G::Action = serde_json::from_value(self.action.clone())
                    .map_err(|e| format!("the action {} does not read: {e}", self.action))?;
                session
                    .state
                    .legal_actions(self.seat)
                    .iter()
                    .position(|a| *a == action)
                    .ok_or_else(|| {
                        format!(
                            "the action {} is not legal for {} here",
                            self.action,
                            session.state.seat_name(self.seat)
                        )
                    })
            }
        }
        self.game
            .visit(Find {
                session,
                seat,
                action,
            })
            .map_err(|m| self.error(Some(k), m))
    }
}
