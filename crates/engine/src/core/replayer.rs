//! The replay viewer's engine: a checked record with a state kept every `K` actions, so any
//! step is shown by cloning the nearest checkpoint and applying at most `K - 1` actions,
//! never by replaying from move 0.

use super::error::ActionError;
use super::game::Game;
use super::record::{replay_action, Check, Record, ReplayError};

/// Default distance between checkpoints, in actions.
pub const DEFAULT_CHECKPOINT_EVERY: usize = 32;

/// A record replayed once (checked, clone-free), with checkpoints for quick random access.
#[derive(Clone, Debug)]
pub struct Replayer<G: Game> {
    record: Record<G>,
    every: usize,
    /// `checkpoints[i]` is the state after the first `i * every` actions.
    checkpoints: Vec<G>,
    /// The events of each action.
    events: Vec<Vec<G::Event>>,
}

impl<G: Game> Replayer<G> {
    /// Replay `record` once (migrated first when it was made under older rules and the game
    /// can migrate it), keeping a checkpoint every [`DEFAULT_CHECKPOINT_EVERY`] actions.
    pub fn new(record: Record<G>) -> Result<Self, ReplayError> {
        Self::with_checkpoints_every(record, DEFAULT_CHECKPOINT_EVERY)
    }

    /// As [`Replayer::new`], with a checkpoint every `every` actions (at least 1).
    pub fn with_checkpoints_every(record: Record<G>, every: usize) -> Result<Self, ReplayError> {
        let every = every.max(1);
        let record = record.migrated()?;
        let mut state = G::new(&record.setup, record.seed).map_err(ReplayError::Setup)?;
        let mut checkpoints = Vec::with_capacity(record.actions.len() / every + 1);
        let mut events = Vec::with_capacity(record.actions.len());
        for (index, p) in record.actions.iter().enumerate() {
            if index % every == 0 {
                checkpoints.push(state.clone());
            }
            events.push(replay_action(&mut state, index, p, Check::Every)?);
        }
        if record.actions.len() % every == 0 {
            checkpoints.push(state);
        }
        Ok(Replayer {
            record,
            every,
            checkpoints,
            events,
        })
    }

    /// The number of actions in the record (the last step).
    pub fn len(&self) -> usize {
        self.record.actions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.record.actions.is_empty()
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The events of action `index` (the action that leads to step `index + 1`).
    pub fn events(&self, index: usize) -> &[G::Event] {
        self.events.get(index).map_or(&[], Vec::as_slice)
    }

    /// The state after the first `n` actions (`n` is clamped to [`Replayer::len`]): the nearest
    /// checkpoint at or before `n`, with the actions after it applied.
    pub fn state_at(&self, n: usize) -> G {
        let n = n.min(self.len());
        let k = n / self.every;
        let mut state = self.checkpoints[k].clone();
        for p in &self.record.actions[k * self.every..n] {
            // Checked once when the replayer was built; the same actions on the same states.
            state
                .apply_unchecked(p.seat, &p.action)
                .unwrap_or_else(|e: ActionError| {
                    panic!("an action that replayed once fails on replay: {e}")
                });
        }
        state
    }
}
