//! Game records and live sessions: a record is {game id, rules version, setup, seed, actions};
//! replaying it rebuilds the identical state. A session adds the per-action events and the
//! undo policy on top.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::{ActionError, SetupError};
use super::game::{Game, GameEvent, Seat};
use crate::registry::GameId;

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
    pub game: GameId,
    pub rules_version: u32,
    pub setup: G::Setup,
    /// Written as a string so JavaScript keeps it exactly; numbers from older records still read.
    #[serde(with = "crate::core::seed_serde")]
    pub seed: u64,
    pub actions: Vec<Played<G::Action>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    WrongGame {
        expected: GameId,
        found: GameId,
    },
    NewerRules {
        supported: u32,
        found: u32,
    },
    /// Made under older rules that this build does not replay (see [`Game::migrate_record`]).
    OlderRules {
        game: String,
        current: u32,
        found: u32,
    },
    Setup(SetupError),
    Action {
        index: usize,
        error: ActionError,
    },
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
            ReplayError::OlderRules {
                game,
                current,
                found,
            } => write!(
                f,
                "this {game} record was made under an older version of the rules (version \
                 {found}); this build plays version {current} and will not replay it under \
                 the new rules"
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
            game: G::ID,
            rules_version: G::RULES_VERSION,
            setup,
            seed,
            actions: Vec::new(),
        }
    }

    /// Check the header (game id and rules version). A record made under older rules is
    /// refused here: call [`Record::migrated`] first to bring it up to date when the game can.
    pub fn check_header(&self) -> Result<(), ReplayError> {
        if self.game != G::ID {
            return Err(ReplayError::WrongGame {
                expected: G::ID,
                found: self.game,
            });
        }
        if self.rules_version > G::RULES_VERSION {
            return Err(ReplayError::NewerRules {
                supported: G::RULES_VERSION,
                found: self.rules_version,
            });
        }
        if self.rules_version < G::RULES_VERSION {
            return Err(ReplayError::OlderRules {
                game: G::info().name.to_string(),
                current: G::RULES_VERSION,
                found: self.rules_version,
            });
        }
        Ok(())
    }

    /// This record under the current rules: unchanged when it already is, passed through the
    /// game's [`Game::migrate_record`] when it is older (which refuses by default), refused when
    /// it is for another game or newer rules.
    pub fn migrated(self) -> Result<Self, ReplayError> {
        if self.game == G::ID && self.rules_version < G::RULES_VERSION {
            let record = G::migrate_record(self)?;
            record.check_header()?;
            Ok(record)
        } else {
            self.check_header()?;
            Ok(self)
        }
    }

    /// Replay the first `n` actions (all of them for `None`), returning the state and the
    /// events of each action.
    pub fn replay_prefix(&self, n: Option<usize>) -> Result<Replayed<G>, ReplayError> {
        self.check_header()?;
        let mut state = G::new(&self.setup, self.seed).map_err(ReplayError::Setup)?;
        let n = n.unwrap_or(self.actions.len()).min(self.actions.len());
        let mut events = Vec::with_capacity(n);
        for (index, p) in self.actions[..n].iter().enumerate() {
            events.push(replay_action(&mut state, index, p, Check::Every)?);
        }
        Ok((state, events))
    }

    pub fn replay(&self) -> Result<Replayed<G>, ReplayError> {
        self.replay_prefix(None)
    }

    pub fn from_json(json: &str) -> Result<Self, ReplayError> {
        serde_json::from_str(json)
            .map_err(|e| ReplayError::Format(crate::core::error::json_words(&e)))
    }
}

/// How much a restore asks of each recorded action before applying it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Every rule: the action must be among the seat's legal actions (a record read from a
    /// file, or a save that cannot show it is unchanged).
    Every,
    /// Only that the game is not over and that it is the seat's decision. For a record that
    /// Q Branch wrote itself, checking each action as it was played, and that is shown to be
    /// unchanged since (a save's seal, `super::stamp`): asking the rules again would only
    /// repeat the answer.
    Sealed,
}

/// Replay one recorded action on `state`: checked, then applied in place without cloning the
/// state. On an error the record is damaged and `state` may be half-changed: the caller
/// discards it.
pub(crate) fn replay_action<G: Game>(
    state: &mut G,
    index: usize,
    played: &Played<G::Action>,
    check: Check,
) -> Result<Vec<G::Event>, ReplayError> {
    check_recorded(state, played.seat, &played.action, check)
        .and_then(|()| state.apply_unchecked(played.seat, &played.action))
        .map_err(|error| ReplayError::Action { index, error })
}

/// [`Game::check`] for a recorded action, which may come from a damaged file: an illegal one
/// is refused without [`Game::describe_action`], which may assume a well-formed action.
fn check_recorded<G: Game>(
    state: &G,
    seat: Seat,
    action: &G::Action,
    check: Check,
) -> Result<(), ActionError> {
    if state.outcome().is_some() {
        return Err(ActionError::GameOver);
    }
    if seat >= state.seat_count() {
        return Err(ActionError::NoSuchSeat { seat });
    }
    match state.to_act() {
        Some(s) if s == seat => {}
        Some(expected) => return Err(ActionError::NotYourDecision { seat, expected }),
        None => return Err(ActionError::GameOver),
    }
    if check == Check::Every && !state.is_legal(seat, action) {
        return Err(ActionError::Illegal {
            reason: "the recorded move is not possible at that point of the game".into(),
        });
    }
    Ok(())
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

/// The states before each step that may still be taken back: the steps since the last one
/// that began a new turn or rolled, shuffled, drew or revealed (undo never crosses those).
/// Not saved (`#[serde(skip)]`); [`Session::from_record`] rebuilds it. It is a cache, so it
/// takes no part in comparing sessions.
///
/// A restore keeps only one state for them ([`Pending`]) and makes them from it when one is
/// first needed (an undo, or an action that keeps the one before it): a restored game is
/// often only looked at, and each state is a deep copy of the table.
#[derive(Clone)]
struct UndoSnapshots<G> {
    /// `states[i]` is the state before `steps[steps.len() - states.len() + i]`.
    states: Vec<G>,
    /// When set, `states` is empty and these are the snapshots still to make.
    pending: Option<Pending<G>>,
}

/// Undo snapshots not yet made: the last `count` steps' states, to be found by replaying the
/// record's actions from `state`, the state before action `at`.
#[derive(Clone)]
struct Pending<G> {
    state: G,
    at: usize,
    count: usize,
}

impl<G: Game> UndoSnapshots<G> {
    fn len(&self) -> usize {
        self.pending.as_ref().map_or(self.states.len(), |p| p.count)
    }

    /// The snapshots, made first when they are pending, from `actions` (the record's, which
    /// all replayed). Should an action fail all the same, none are kept, and an undo replays
    /// the record as it does for a session read back from JSON: never a wrong state.
    fn states(&mut self, actions: &[Played<G::Action>]) -> &mut Vec<G> {
        if let Some(Pending {
            mut state,
            at,
            count,
        }) = self.pending.take()
        {
            let from = actions.len() - count;
            for (p, index) in actions[at..].iter().zip(at..) {
                if index >= from {
                    self.states.push(state.clone());
                }
                if replay_action(&mut state, index, p, Check::Sealed).is_err() {
                    self.states.clear();
                    break;
                }
            }
        }
        &mut self.states
    }
}

impl<G> Default for UndoSnapshots<G> {
    fn default() -> Self {
        UndoSnapshots {
            states: Vec::new(),
            pending: None,
        }
    }
}

impl<G> PartialEq for UndoSnapshots<G> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<G> fmt::Debug for UndoSnapshots<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let made = self.states.len();
        match &self.pending {
            None => write!(f, "UndoSnapshots({made})"),
            Some(p) => write!(f, "UndoSnapshots({} pending)", p.count),
        }
    }
}

/// A live game: the record, the current state and what each action produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Session<G: Game> {
    pub record: Record<G>,
    pub state: G,
    pub steps: Vec<Step<G>>,
    /// `snapshots[i]` is the state before `steps[steps.len() - snapshots.len() + i]`.
    #[serde(skip)]
    snapshots: UndoSnapshots<G>,
}

/// True when `step` can never be taken back: it began a new turn, or it rolled, shuffled,
/// drew or revealed. No step before it can be taken back either (undo goes one step at a time).
fn ends_undo_run<G: Game>(step: &Step<G>, turn_after: u32) -> bool {
    step.turn_before != turn_after || step.events.iter().any(GameEvent::is_irreversible)
}

/// How often [`Session::from_record`] keeps a state while replaying, to rebuild the undo
/// snapshots of the last turn without replaying from the start.
const RESTORE_CHECKPOINT_EVERY: usize = 64;

impl<G: Game> Session<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Result<Self, SetupError> {
        let state = G::new(&setup, seed)?;
        Ok(Session {
            record: Record::new(setup, seed),
            state,
            steps: Vec::new(),
            snapshots: UndoSnapshots::default(),
        })
    }

    /// Rebuild a session from a record (migrated first when it was made under older rules and
    /// the game can migrate it). The record is replayed once on the checked, clone-free path;
    /// the undo snapshots of the last turn are rebuilt from a checkpoint kept on the way.
    pub fn from_record(record: Record<G>) -> Result<Self, ReplayError> {
        Self::restore(record, Check::Every)
    }

    /// [`Session::from_record`], asking of each action what `check` says.
    pub fn restore(record: Record<G>, check: Check) -> Result<Self, ReplayError> {
        Self::restore_from(record, check, None)
    }

    /// [`Session::restore`], told where the steps that may still be taken back begin
    /// (`undo_from`, the [`Session::undo_from`] of the session that wrote the record). With it
    /// the replay keeps the states the undo snapshots need as it goes, instead of a checkpoint
    /// every [`RESTORE_CHECKPOINT_EVERY`] actions and a second replay from the last one. The
    /// replay still finds where those steps begin, so a wrong hint is never trusted: one too
    /// early keeps a few states more than needed on the way (at most a stride's), one too late
    /// keeps too few, and undoing past them replays the record as [`Session::undo`] does
    /// without a snapshot.
    pub fn restore_from(
        record: Record<G>,
        check: Check,
        undo_from: Option<usize>,
    ) -> Result<Self, ReplayError> {
        let record = record.migrated()?;
        // A hint further back than a checkpoint's stride is not taken (a turn is never that
        // long but in a damaged save, which must not make the replay keep every state).
        let undo_from = undo_from
            .filter(|&t| record.actions.len().saturating_sub(t) <= RESTORE_CHECKPOINT_EVERY);
        let mut state = G::new(&record.setup, record.seed).map_err(ReplayError::Setup)?;
        let mut steps = Vec::with_capacity(record.actions.len());
        // With a hint: the state before the step it names; without: checkpoints.
        let mut at_hint: Option<G> = None;
        let mut kept: Vec<G> = Vec::new();
        for (index, p) in record.actions.iter().enumerate() {
            match undo_from {
                Some(t) if index == t => at_hint = Some(state.clone()),
                None if index % RESTORE_CHECKPOINT_EVERY == 0 => kept.push(state.clone()),
                _ => {}
            }
            let turn_before = state.turn_number();
            let events = replay_action(&mut state, index, p, check)?;
            steps.push(Step {
                seat: p.seat,
                action: p.action.clone(),
                events,
                turn_before,
            });
        }
        // The steps that may still be taken back: after the last one that ends an undo run.
        let mut tail = steps.len();
        while tail > 0 {
            let turn_after = steps
                .get(tail)
                .map_or(state.turn_number(), |s: &Step<G>| s.turn_before);
            if ends_undo_run(&steps[tail - 1], turn_after) {
                break;
            }
            tail -= 1;
        }
        // Their states are made when first needed, from the one kept nearest before them. A
        // hint past `tail` leaves the earliest out, and undoing that far replays the record
        // (as a session read back from JSON does); never a wrong state.
        let pending = match undo_from {
            Some(hint) => at_hint.map(|state| Pending {
                state,
                at: hint,
                count: steps.len() - hint.max(tail),
            }),
            None => (tail < steps.len()).then(|| Pending {
                state: kept.swap_remove(tail / RESTORE_CHECKPOINT_EVERY),
                at: tail / RESTORE_CHECKPOINT_EVERY * RESTORE_CHECKPOINT_EVERY,
                count: steps.len() - tail,
            }),
        };
        Ok(Session {
            record,
            state,
            steps,
            snapshots: UndoSnapshots {
                states: Vec::new(),
                pending: pending.filter(|p| p.count > 0),
            },
        })
    }

    /// Apply an action; on error nothing changes.
    pub fn act(&mut self, seat: Seat, action: &G::Action) -> Result<&[G::Event], ActionError> {
        self.state.check(seat, action)?;
        let turn_before = self.state.turn_number();
        let before = self.state.clone();
        let events = match self.state.apply_unchecked(seat, action) {
            Ok(events) => events,
            Err(e) => {
                self.state = before;
                return Err(e);
            }
        };
        self.record.actions.push(Played {
            seat,
            action: action.clone(),
        });
        let step = Step {
            seat,
            action: action.clone(),
            events,
            turn_before,
        };
        if ends_undo_run(&step, self.state.turn_number()) {
            self.snapshots = UndoSnapshots::default();
        } else {
            self.snapshots
                .states(&self.record.actions[..self.steps.len()])
                .push(before);
        }
        self.steps.push(step);
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

    /// Board Game Arena's undo policy, against a computer: `seat` may take back its own last
    /// action, which the computer's replies since take back with it, when neither it nor any
    /// of those replies rolled, shuffled, drew or revealed, and no other person acted since
    /// (`computer(s)` says which seats the computer plays). It may be asked while the computer
    /// is still to reply (the caller then drops that pending move). With `seat` to act and no
    /// replies this is [`Session::can_undo`]. The answer is how many steps one undo takes back.
    pub fn undo_reach(
        &self,
        seat: Seat,
        computer: impl Fn(Seat) -> bool,
    ) -> Result<usize, UndoError> {
        let replies = self
            .steps
            .iter()
            .rev()
            .take_while(|st| st.seat != seat && computer(st.seat))
            .count();
        let to_act = self.state.to_act();
        if replies == 0 && to_act == Some(seat) {
            return self.can_undo(seat).map(|()| 1);
        }
        if self.state.outcome().is_some() {
            return Err(UndoError::GameOver);
        }
        // The computer may be about to reply (its move not yet played): that move is not made.
        if !to_act.is_some_and(|t| t == seat || computer(t)) {
            return Err(UndoError::NotYourAction);
        }
        let mine = self.steps.len() - replies - 1;
        let own = self.steps.get(mine).ok_or(UndoError::NotYourAction)?;
        if own.seat != seat {
            return Err(UndoError::NotYourAction);
        }
        if self.steps[mine..]
            .iter()
            .any(|st| st.events.iter().any(GameEvent::is_irreversible))
        {
            return Err(UndoError::CrossesHiddenOrRandom);
        }
        Ok(replies + 1)
    }

    /// Take back the last action (see [`Session::can_undo`]): the state before it is restored
    /// from the snapshot kept when it was played, without replaying the record. (A session read
    /// back from JSON has no snapshots; it replays the record once instead.)
    pub fn undo(&mut self, seat: Seat) -> Result<(), UndoError> {
        self.can_undo(seat)?;
        self.take_back(1);
        Ok(())
    }

    /// Take back `seat`'s last action and the computer's replies since, as one undo (see
    /// [`Session::undo_reach`]); returns how many steps went.
    pub fn undo_against(
        &mut self,
        seat: Seat,
        computer: impl Fn(Seat) -> bool,
    ) -> Result<usize, UndoError> {
        let n = self.undo_reach(seat, computer)?;
        self.take_back(n);
        Ok(n)
    }

    /// Remove the last `n` steps: the state before the first of them comes from its snapshot
    /// when one was kept, else from replaying the record (the replies to a turn-ending action
    /// cross turns, which keep no snapshots).
    fn take_back(&mut self, n: usize) {
        let keep = self.record.actions.len() - n;
        let states = self.snapshots.states(&self.record.actions);
        self.state = if states.len() >= n {
            let before = states.swap_remove(states.len() - n);
            states.truncate(states.len() + 1 - n);
            before
        } else {
            states.clear();
            self.state_at(keep)
        };
        self.record.actions.truncate(keep);
        self.steps.truncate(keep);
    }

    /// How many steps can be taken back from snapshots without replaying (tests, diagnostics).
    pub fn undo_snapshots(&self) -> usize {
        self.snapshots.len()
    }

    /// The first step that may still be taken back: the steps from it on have undo snapshots
    /// (a save keeps it, to hand to [`Session::restore_from`]).
    pub fn undo_from(&self) -> usize {
        self.steps.len() - self.snapshots.len()
    }

    /// The state after the first `n` actions (one-off; the replay viewer uses a
    /// [`crate::core::replayer::Replayer`], which keeps checkpoints).
    pub fn state_at(&self, n: usize) -> G {
        self.record
            .replay_prefix(Some(n))
            .unwrap_or_else(|_| panic!("a prefix of a record that replayed replays"))
            .0
    }

    /// Every event so far, in order.
    pub fn events(&self) -> impl Iterator<Item = &G::Event> {
        self.steps.iter().flat_map(|s| s.events.iter())
    }
}
