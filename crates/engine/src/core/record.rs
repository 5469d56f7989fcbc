//! Game records and live sessions: a record is {game id, rules version, setup, seed, actions};
//! replaying it rebuilds the identical state. A session adds the per-action events and the
//! undo policy on top.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::{ActionError, SetupError};
use super::game::{Game, GameEvent, Seat};

/// One action as it was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played<A> {
    pub seat: Seat,
    pub action: A,
}

/// Everything needed to rebuild a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub game: String,
    pub rules_version: u32,
    pub setup: G::Setup,
    /// Written as a string so JavaScript keeps it exactly; numbers from older records still read.
    #[serde(with = "crate::core::seed_serde")]
    pub seed: u64,
    pub actions: Vec<Played<G::Action>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    WrongGame { expected: String, found: String },
    NewerRules { supported: u32, found: u32 },
    Setup(SetupError),
    Action { index: usize, error: ActionError },
    Format(String),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::WrongGame { expected, found } => {
                write!(f, "record is for game '{found}', not '{expected}'")
            }
            ReplayError::NewerRules { supported, found } => write!(
                f,
                "record uses rules version {found}; this build knows up to {supported}"
            ),
            ReplayError::Setup(e) => write!(f, "{e}"),
            ReplayError::Action { index, error } => {
                write!(f, "action #{} does not replay: {error}", index + 1)
            }
            ReplayError::Format(e) => write!(f, "not a readable record: {e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A replayed state and the events of each action.
pub type Replayed<G> = (G, Vec<Vec<<G as Game>::Event>>);

impl<G: Game> Record<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Self {
        Record {
            game: G::ID.to_string(),
            rules_version: G::RULES_VERSION,
            setup,
            seed,
            actions: Vec::new(),
        }
    }

    /// Check the header (game id and rules version).
    pub fn check_header(&self) -> Result<(), ReplayError> {
        if self.game != G::ID {
            return Err(ReplayError::WrongGame {
                expected: G::ID.into(),
                found: self.game.clone(),
            });
        }
        if self.rules_version > G::RULES_VERSION {
            return Err(ReplayError::NewerRules {
                supported: G::RULES_VERSION,
                found: self.rules_version,
            });
        }
        Ok(())
    }

    /// Replay the first `n` actions (all of them for `None`), returning the state and the
    /// events of each action.
    pub fn replay_prefix(&self, n: Option<usize>) -> Result<Replayed<G>, ReplayError> {
        self.check_header()?;
        let mut state = G::new(&self.setup, self.seed).map_err(ReplayError::Setup)?;
        let n = n.unwrap_or(self.actions.len()).min(self.actions.len());
        let mut events = Vec::with_capacity(n);
        for (index, p) in self.actions[..n].iter().enumerate() {
            let ev = state
                .apply(p.seat, &p.action)
                .map_err(|error| ReplayError::Action { index, error })?;
            events.push(ev);
        }
        Ok((state, events))
    }

    pub fn replay(&self) -> Result<Replayed<G>, ReplayError> {
        self.replay_prefix(None)
    }

    pub fn from_json(json: &str) -> Result<Self, ReplayError> {
        serde_json::from_str(json).map_err(|e| ReplayError::Format(e.to_string()))
    }
}

/// What happened when one action was applied.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Step<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
    pub events: Vec<G::Event>,
    /// The turn number before the action.
    pub turn_before: u32,
}

/// Why an undo was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoError {
    NothingToUndo,
    NotYourAction,
    CrossesTurn,
    CrossesHiddenOrRandom,
    GameOver,
}

impl fmt::Display for UndoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UndoError::NothingToUndo => "there is nothing to undo",
            UndoError::NotYourAction => "only your own last action can be undone",
            UndoError::CrossesTurn => "an earlier turn cannot be undone",
            UndoError::CrossesHiddenOrRandom => {
                "a die roll, shuffle, draw or reveal cannot be undone"
            }
            UndoError::GameOver => "the game is over",
        })
    }
}

/// A live game: the record, the current state and what each action produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Session<G: Game> {
    pub record: Record<G>,
    pub state: G,
    pub steps: Vec<Step<G>>,
}

impl<G: Game> Session<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Result<Self, SetupError> {
        let state = G::new(&setup, seed)?;
        Ok(Session {
            record: Record::new(setup, seed),
            state,
            steps: Vec::new(),
        })
    }

    /// Rebuild a session from a record by replaying it.
    pub fn from_record(record: Record<G>) -> Result<Self, ReplayError> {
        record.check_header()?;
        let mut s = Session::new(record.setup.clone(), record.seed).map_err(ReplayError::Setup)?;
        for (index, p) in record.actions.iter().enumerate() {
            s.act(p.seat, &p.action)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(s)
    }

    /// Apply an action; on error nothing changes.
    pub fn act(&mut self, seat: Seat, action: &G::Action) -> Result<&[G::Event], ActionError> {
        let turn_before = self.state.turn_number();
        let events = self.state.apply(seat, action)?;
        self.record.actions.push(Played {
            seat,
            action: action.clone(),
        });
        self.steps.push(Step {
            seat,
            action: action.clone(),
            events,
            turn_before,
        });
        Ok(&self.steps.last().expect("just pushed").events)
    }

    /// Board Game Arena's undo policy: `seat` may take back its own last action within its own
    /// turn, never past a die roll, shuffle, draw or reveal, or another seat's action.
    pub fn can_undo(&self, seat: Seat) -> Result<(), UndoError> {
        if self.state.outcome().is_some() {
            return Err(UndoError::GameOver);
        }
        let last = self.steps.last().ok_or(UndoError::NothingToUndo)?;
        if last.seat != seat || self.state.to_act() != Some(seat) {
            return Err(UndoError::NotYourAction);
        }
        if last.turn_before != self.state.turn_number() {
            return Err(UndoError::CrossesTurn);
        }
        if last.events.iter().any(GameEvent::is_irreversible) {
            return Err(UndoError::CrossesHiddenOrRandom);
        }
        Ok(())
    }

    /// Take back the last action (see [`Session::can_undo`]).
    pub fn undo(&mut self, seat: Seat) -> Result<(), UndoError> {
        self.can_undo(seat)?;
        let n = self.record.actions.len() - 1;
        let (state, _) = self
            .record
            .replay_prefix(Some(n))
            .expect("a prefix of a record that replayed replays");
        self.state = state;
        self.record.actions.pop();
        self.steps.pop();
        Ok(())
    }

    /// The state after the first `n` actions (replay viewer).
    pub fn state_at(&self, n: usize) -> G {
        self.record
            .replay_prefix(Some(n))
            .expect("a prefix of a record that replayed replays")
            .0
    }

    /// Every event so far, in order.
    pub fn events(&self) -> impl Iterator<Item = &G::Event> {
        self.steps.iter().flat_map(|s| s.events.iter())
    }
}
