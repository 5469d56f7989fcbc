//! A running game behind an object-safe trait, so code shared by every game (the app's shell,
//! the CLI) is compiled once instead of once per game type.
//!
//! [`DynSession`] wraps a [`Session<G>`]; games' own screens downcast it back to `Session<G>`
//! (through [`DynSession::as_any`]) to read their typed state. Everything else — whose turn,
//! the log, undo, saving, the computer's search — goes through this trait.

use std::any::Any;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::error::ActionError;
use super::game::{Game, GameEvent, GameInfo, Outcome, Seat};
use super::odds::Odds;
use super::record::{Check, Record, ReplayError, Session, UndoError};
use super::remote::{json, LogStep, RemoteChoice, SeatPacket};
use super::replayer::Replayer;
use super::rng::Rng;
use crate::ai::{Controller, MctsConfig, Search, SearchStats};
use crate::registry::GameId;

/// One die roll as the shell shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollInfo {
    /// Distinct for each roll in a game (step and event index).
    pub key: usize,
    pub values: Vec<u8>,
    /// The plain-language description of the roll's event.
    pub label: String,
}

/// The plain-language lines one action produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepLines {
    pub seat: Seat,
    pub lines: Vec<String>,
}

/// What a board draws: one position of a game, the events of the action that led to it, and
/// the facts the shell shows beside it. The state is the game's own type, behind `Any`: a
/// game's screens read it with [`Snapshot::state`].
#[derive(Clone)]
pub struct Snapshot {
    state: Arc<dyn Any + Send + Sync>,
    recent: Arc<dyn Any + Send + Sync>,
    since: Arc<dyn Any + Send + Sync>,
    /// Actions played to reach this position.
    pub step: usize,
    pub to_act: Option<Seat>,
    pub outcome: Option<Outcome>,
}

impl PartialEq for Snapshot {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.state, &other.state)
            && Arc::ptr_eq(&self.recent, &other.recent)
            && Arc::ptr_eq(&self.since, &other.since)
    }
}

impl Snapshot {
    pub fn of<G: Game>(state: G, recent: Vec<G::Event>, step: usize) -> Self {
        Self::with_since(state, recent, Vec::new(), step)
    }
    /// As [`Snapshot::of`], with the events of the other seats' actions since the seat to act
    /// last acted (see [`Snapshot::since`]).
    pub fn with_since<G: Game>(
        state: G,
        recent: Vec<G::Event>,
        since: Vec<Since<G::Event>>,
        step: usize,
    ) -> Self {
        Snapshot {
            to_act: state.to_act(),
            outcome: state.outcome(),
            state: Arc::new(state),
            recent: Arc::new(recent),
            since: Arc::new(since),
            step,
        }
    }
    /// The position, when it is a `G`.
    pub fn state<G: Game>(&self) -> Option<&G> {
        self.state.downcast_ref()
    }
    /// The events of the action that led here (none at the start), when they are `G`'s.
    pub fn recent<G: Game>(&self) -> Option<&Vec<G::Event>> {
        self.recent.downcast_ref()
    }
    /// What the seat now to act has not yet seen told back: every action since its own last
    /// one, oldest first, with who played it (the last action alone once the game is over, or
    /// when the seat acts twice running). Events are public, so any seat may be shown them.
    pub fn since<G: Game>(&self) -> Option<&Vec<Since<G::Event>>> {
        self.since.downcast_ref()
    }
}

/// One action told back in a recap: who played it, at which step, and what it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Since<E> {
    /// The action's index in the record (it leads to step `index + 1`).
    pub index: usize,
    pub seat: Seat,
    pub events: Vec<E>,
}

/// At most this many actions are told back (a long computer stretch is cut to its end).
pub const SINCE_MAX: usize = 200;

/// The trailing actions not played by `to_act` (see [`Snapshot::since`]), from `(seat, events)`
/// of every action in order, newest last.
pub fn since_of<'a, E: Clone + 'a>(
    to_act: Option<Seat>,
    steps: impl DoubleEndedIterator<Item = (Seat, &'a [E])> + ExactSizeIterator,
) -> Vec<Since<E>> {
    let n = steps.len();
    let mut out: Vec<Since<E>> = Vec::new();
    for (k, (seat, events)) in steps.rev().enumerate() {
        let mine = Some(seat) == to_act;
        if (mine && !out.is_empty()) || out.len() == SINCE_MAX {
            break;
        }
        out.push(Since {
            index: n - 1 - k,
            seat,
            events: events.to_vec(),
        });
        if mine || to_act.is_none() {
            break;
        }
    }
    out.reverse();
    out
}

/// A game's record, shown position by position (the replay viewer).
pub trait DynReplay {
    /// Actions in the record.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The position after the first `n` actions (clamped).
    fn snapshot_at(&mut self, n: usize) -> Snapshot;
}

/// The seed of a computer player's own dice (the determinizations its search samples) in the
/// position after `actions` actions of a game dealt from `game_seed`: the same position always
/// gets the same search, so undoing and playing again meets the same reply, and a save
/// reproduces a computer's move. The seed is mixed (SplitMix64's finaliser) with a constant of
/// its own, so it says nothing usable about the game's deals: the search sees only the seat's
/// view and samples the hidden cards with it.
pub fn search_seed(game_seed: u64, actions: usize) -> u64 {
    let mut z =
        game_seed ^ 0x517c_c1b7_2722_0a95 ^ (actions as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A game session whose game type is known only at run time.
pub trait DynSession: Send + Sync {
    fn info(&self) -> GameInfo;
    fn game_id(&self) -> GameId;
    fn seat_count(&self) -> usize;
    fn seat_name(&self, seat: Seat) -> String;
    fn to_act(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    /// Actions played so far.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// How many legal actions `seat` has now.
    fn legal_count(&self, seat: Seat) -> usize;
    /// Play the `index`-th of `seat`'s legal actions (in `Game::legal_actions` order).
    fn act_index(&mut self, seat: Seat, index: usize) -> Result<(), ActionError>;
    /// `seat`'s `index`-th legal action in words, with its dice odds when dice decide it (a
    /// hint names the move it suggests this way).
    fn describe_legal(&self, seat: Seat, index: usize) -> Option<(String, Option<Odds>)>;
    /// [`Game::explain_choice`] for `seat`'s `index`-th legal action (the Hint's reason).
    fn explain_legal(&self, seat: Seat, index: usize) -> Option<String>;
    /// [`Game::standing_pass`] as its place among `seat`'s legal actions.
    fn standing_pass(&self, seat: Seat) -> Option<usize>;
    /// [`Game::turn_number`].
    fn turn_number(&self) -> u32;
    fn can_undo(&self, seat: Seat) -> Result<(), UndoError>;
    fn undo(&mut self, seat: Seat) -> Result<(), UndoError>;
    /// [`Session::undo_reach`], the computer playing the seats in `computers`.
    fn undo_reach(&self, seat: Seat, computers: &[Seat]) -> Result<usize, UndoError>;
    /// [`Session::undo_against`], the computer playing the seats in `computers`.
    fn undo_against(&mut self, seat: Seat, computers: &[Seat]) -> Result<usize, UndoError>;
    /// [`Session::undo_from`]: what a save keeps to speed its restore up (see [`load_typed`]).
    fn undo_from(&self) -> usize;
    /// The lines of actions `from..to` (clamped), oldest first.
    fn lines(&self, from: usize, to: usize) -> Vec<StepLines>;
    /// The last die roll among the first `upto` actions.
    fn last_roll(&self, upto: usize) -> Option<RollInfo>;
    /// The record as JSON (what a save stores).
    fn record_json(&self) -> Box<serde_json::value::RawValue>;
    /// A short fingerprint of the replayed game (see [`fingerprint`]).
    fn fingerprint(&self) -> String;
    /// A computer player's search for the seat to act, run in slices by the caller; `None`
    /// for a finished game. Random players get a search that is done at once. `seed` seeds the
    /// computer's own dice (its determinizations).
    fn search(&self, controller: Controller, seed: u64) -> Option<Box<dyn DynSearch>>;
    /// The Hint's search for the seat to act ([`Game::hint_config`]), from that seat's own
    /// view like a computer player's; `None` for a finished game.
    fn hint_search(&self, seed: u64) -> Option<Box<dyn DynSearch>>;
    /// The seed the app gives a computer player's search in this position ([`search_seed`]).
    fn search_seed(&self) -> u64;
    /// The current position, for the board.
    fn snapshot(&self) -> Snapshot;
    /// What `seat`'s guest on another device is sent of the current position: its own view
    /// and choices, the public events, and the log of actions `log_from + 1 ..=` now.
    fn seat_packet(&self, seat: Seat, log_from: usize) -> SeatPacket;
    /// The secrets of the current position that nothing sent to `seat`'s guest may name, as
    /// [`Game::secret_tokens`] writes them: every other seat's and nobody's, less any that
    /// `seat` holds itself (copies of one card design can be in two places), that its own
    /// view names (a Licence to Kill player looks through its own decks to start), or that
    /// the packet's events name (a card played face up, since shuffled back into the pack).
    /// Views and events are vouched for by the contract suite: a view does not change when
    /// what its seat cannot know is re-dealt, and no event names a secret when it happens.
    fn hidden_from(&self, seat: Seat) -> Vec<String>;
    /// A replay viewer over this session's record (checkpoints make every step quick).
    fn replay(&self) -> Result<Box<dyn DynReplay>, ReplayError>;
    fn as_any(&self) -> &dyn Any;
}

impl std::fmt::Debug for dyn DynSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} session after {} actions", self.game_id(), self.len())
    }
}

/// A computer player's decision in progress.
pub trait DynSearch {
    /// The seat deciding.
    fn seat(&self) -> Seat;
    /// Run up to `iterations` more iterations (or one step of the game's one-time
    /// preparation, while any is left); true once the search is complete.
    fn run(&mut self, iterations: u32) -> bool;
    /// True while the game's one-time preparation is still running (its time is not the
    /// search's: the level's time budget starts after it).
    fn preparing(&self) -> bool;
    /// Iterations run so far.
    fn iterations(&self) -> u32;
    /// The wall-clock safety stop of the level, in milliseconds (the budget is iterations).
    fn safety_stop_ms(&self) -> Option<f64>;
    /// True when there was a real choice to make (more than one legal action).
    fn searched(&self) -> bool;
    /// The chosen action as an index into the seat's legal actions, with statistics.
    fn best_index(&self) -> Option<(usize, SearchStats)>;
}

impl<G: Game> DynSession for Session<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }
    fn game_id(&self) -> GameId {
        G::ID
    }
    fn seat_count(&self) -> usize {
        self.state.seat_count()
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.state.seat_name(seat)
    }
    fn to_act(&self) -> Option<Seat> {
        self.state.to_act()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }
    fn len(&self) -> usize {
        self.steps.len()
    }
    fn legal_count(&self, seat: Seat) -> usize {
        self.state.legal_actions(seat).len()
    }
    fn act_index(&mut self, seat: Seat, index: usize) -> Result<(), ActionError> {
        let legal = self.state.legal_actions(seat);
        let action = legal.get(index).ok_or_else(|| ActionError::Illegal {
            reason: "that choice is no longer available".into(),
        })?;
        self.act(seat, action).map(|_| ())
    }
    fn turn_number(&self) -> u32 {
        self.state.turn_number()
    }
    fn standing_pass(&self, seat: Seat) -> Option<usize> {
        let pass = self.state.standing_pass(seat)?;
        self.state
            .legal_actions(seat)
            .iter()
            .position(|a| *a == pass)
    }
    fn describe_legal(&self, seat: Seat, index: usize) -> Option<(String, Option<Odds>)> {
        let legal = self.state.legal_actions(seat);
        let action = legal.get(index)?;
        Some((
            self.state.describe_action(seat, action),
            self.state.action_odds(seat, action),
        ))
    }
    fn explain_legal(&self, seat: Seat, index: usize) -> Option<String> {
        let legal = self.state.legal_actions(seat);
        self.state.explain_choice(seat, legal.get(index)?)
    }
    fn can_undo(&self, seat: Seat) -> Result<(), UndoError> {
        Session::can_undo(self, seat)
    }
    fn undo(&mut self, seat: Seat) -> Result<(), UndoError> {
        Session::undo(self, seat)
    }
    fn undo_reach(&self, seat: Seat, computers: &[Seat]) -> Result<usize, UndoError> {
        Session::undo_reach(self, seat, |s| computers.contains(&s))
    }
    fn undo_against(&mut self, seat: Seat, computers: &[Seat]) -> Result<usize, UndoError> {
        Session::undo_against(self, seat, |s| computers.contains(&s))
    }
    fn undo_from(&self) -> usize {
        Session::undo_from(self)
    }
    fn lines(&self, from: usize, to: usize) -> Vec<StepLines> {
        let to = to.min(self.steps.len());
        let from = from.min(to);
        self.steps[from..to]
            .iter()
            .map(|st| StepLines {
                seat: st.seat,
                lines: st.events.iter().map(GameEvent::describe).collect(),
            })
            .collect()
    }
    fn last_roll(&self, upto: usize) -> Option<RollInfo> {
        let upto = upto.min(self.steps.len());
        self.steps[..upto]
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, st)| {
                st.events.iter().enumerate().rev().find_map(|(j, e)| {
                    e.dice().map(|values| RollInfo {
                        key: i * 1000 + j,
                        values,
                        label: e.describe(),
                    })
                })
            })
    }
    fn record_json(&self) -> Box<serde_json::value::RawValue> {
        serde_json::value::to_raw_value(&self.record)
            .unwrap_or_else(|_| panic!("records serialize"))
    }
    fn fingerprint(&self) -> String {
        fingerprint(self)
    }
    fn search_seed(&self) -> u64 {
        search_seed(self.record.seed, self.record.actions.len())
    }
    fn search(&self, controller: Controller, seed: u64) -> Option<Box<dyn DynSearch>> {
        let seat = self.state.to_act()?;
        Some(Box::new(TypedSearch::<G>::new(
            &self.state,
            seat,
            controller,
            seed,
        )?))
    }
    fn hint_search(&self, seed: u64) -> Option<Box<dyn DynSearch>> {
        let seat = self.state.to_act()?;
        Some(Box::new(TypedSearch::<G>::searching(
            &self.state,
            seat,
            G::hint_config(),
            seed,
        )?))
    }
    fn snapshot(&self) -> Snapshot {
        let recent = self
            .steps
            .last()
            .map(|st| st.events.clone())
            .unwrap_or_default();
        let since = since_of(
            self.state.to_act(),
            self.steps.iter().map(|st| (st.seat, st.events.as_slice())),
        );
        Snapshot::with_since(self.state.clone(), recent, since, self.steps.len())
    }
    fn seat_packet(&self, seat: Seat, log_from: usize) -> SeatPacket {
        let step = self.steps.len();
        let to_act = self.state.to_act();
        let choices = match to_act {
            Some(s) if s == seat => self
                .state
                .legal_actions(seat)
                .iter()
                .map(|a| RemoteChoice {
                    action: json(a),
                    label: self.state.describe_action(seat, a),
                    odds: self.state.action_odds(seat, a),
                })
                .collect(),
            _ => Vec::new(),
        };
        let recent: &[G::Event] = self.steps.last().map_or(&[], |st| &st.events);
        let since = since_of(
            to_act,
            self.steps.iter().map(|st| (st.seat, st.events.as_slice())),
        );
        let from = log_from.min(step);
        let log = DynSession::lines(self, from, step)
            .into_iter()
            .enumerate()
            .map(|(i, l)| LogStep {
                number: from + i + 1,
                seat: l.seat,
                lines: l.lines,
            })
            .collect();
        SeatPacket {
            game: G::ID,
            seat,
            step,
            turn: self.state.turn_number(),
            to_act,
            outcome: self.state.outcome(),
            view: json(&self.state.view(Some(seat))),
            choices,
            recent: json(&recent),
            since: json(&since),
            log,
            roll: DynSession::last_roll(self, step),
        }
    }
    fn hidden_from(&self, seat: Seat) -> Vec<String> {
        let own = self.state.secret_tokens(Some(seat));
        // Worked out afresh, not read from a packet: the check must not trust what it checks.
        let snap = self.snapshot();
        let shown = serde_json::to_string(&(
            self.state.view(Some(seat)),
            snap.recent::<G>(),
            snap.since::<G>(),
        ))
        .unwrap_or_default();
        let mut out: Vec<String> = (0..self.state.seat_count())
            .filter(|&o| o != seat)
            .map(Some)
            .chain([None])
            .flat_map(|holder| self.state.secret_tokens(holder))
            .filter(|t| !own.contains(t) && !shown.contains(t.as_str()))
            .collect();
        out.sort();
        out.dedup();
        out
    }
    fn replay(&self) -> Result<Box<dyn DynReplay>, ReplayError> {
        Ok(Box::new(Replayer::new(self.record.clone())?))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl<G: Game> DynReplay for Replayer<G> {
    fn len(&self) -> usize {
        Replayer::len(self)
    }
    fn snapshot_at(&mut self, n: usize) -> Snapshot {
        let n = n.min(Replayer::len(self));
        let recent = n
            .checked_sub(1)
            .map(|i| self.events(i).to_vec())
            .unwrap_or_default();
        let state = self.state_at(n);
        let since = since_of(
            state.to_act(),
            self.record().actions[..n]
                .iter()
                .enumerate()
                .map(|(i, p)| (p.seat, self.events(i))),
        );
        Snapshot::with_since(state, recent, since, n)
    }
}

/// A search over one game type, or a pick that needs no search.
enum TypedSearch<G: Game> {
    /// `prep`: the next step of [`Game::prepare_step`], or `None` once preparation is over;
    /// `legal`: the legal actions, which the search's choice is an index into.
    Mcts {
        search: Box<Search<G>>,
        rng: Rng,
        prep: Option<u32>,
        legal: Vec<G::Action>,
    },
    Picked {
        seat: Seat,
        index: usize,
    },
}

impl<G: Game> TypedSearch<G> {
    fn new(state: &G, seat: Seat, controller: Controller, seed: u64) -> Option<Self> {
        let legal = state.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        match controller {
            Controller::Computer { level } => {
                Self::searching(state, seat, G::ai_config(level), seed)
            }
            Controller::Random | Controller::Human => {
                let mut rng = Rng::new(seed);
                let index = rng.below(legal.len() as u32) as usize;
                Some(TypedSearch::Picked { seat, index })
            }
        }
    }

    /// A search under `cfg` for `seat`.
    fn searching(state: &G, seat: Seat, cfg: MctsConfig, seed: u64) -> Option<Self> {
        let legal = state.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        Some(TypedSearch::Mcts {
            search: Box::new(Search::new(state, seat, cfg)?),
            rng: Rng::new(seed),
            prep: Some(0),
            legal,
        })
    }
}

impl<G: Game> DynSearch for TypedSearch<G> {
    fn seat(&self) -> Seat {
        match self {
            TypedSearch::Mcts { search, .. } => search.seat(),
            TypedSearch::Picked { seat, .. } => *seat,
        }
    }
    fn run(&mut self, iterations: u32) -> bool {
        match self {
            TypedSearch::Mcts {
                search, rng, prep, ..
            } => {
                // One preparation step per call, before any iteration (it uses no randomness,
                // so the search is the same with or without it).
                if let Some(step) = *prep {
                    if !search.trivial() && G::prepare_step(step) {
                        *prep = Some(step + 1);
                        return false;
                    }
                    *prep = None;
                }
                for _ in 0..iterations {
                    if search.done() {
                        break;
                    }
                    search.iterate(rng);
                }
                search.done()
            }
            TypedSearch::Picked { .. } => true,
        }
    }
    fn preparing(&self) -> bool {
        matches!(self, TypedSearch::Mcts { prep: Some(_), .. })
    }
    fn iterations(&self) -> u32 {
        match self {
            TypedSearch::Mcts { search, .. } => search.iterations(),
            TypedSearch::Picked { .. } => 0,
        }
    }
    fn safety_stop_ms(&self) -> Option<f64> {
        match self {
            TypedSearch::Mcts { search, .. } => search.safety_stop_ms(),
            TypedSearch::Picked { .. } => None,
        }
    }
    fn searched(&self) -> bool {
        matches!(self, TypedSearch::Mcts { search, .. } if !search.trivial())
    }
    fn best_index(&self) -> Option<(usize, SearchStats)> {
        match self {
            TypedSearch::Mcts { search, legal, .. } => {
                let (action, stats) = search.best()?;
                let index = legal.iter().position(|a| *a == action)?;
                Some((index, stats))
            }
            TypedSearch::Picked { index, .. } => Some((*index, SearchStats::default())),
        }
    }
}

/// Rebuilds a session from its record's JSON text and its [`DynSession::undo_from`] (a game's
/// `load_typed`, with its check).
pub type LoadFn = dyn Fn(&str, Option<usize>) -> Result<Box<dyn DynSession>, ReplayError>;

/// Run, on a short game, the code that restoring a save runs: `session` (a new game) is played
/// for `actions` random legal moves, written as JSON text, restored from it by `load` and
/// checked against the played game's fingerprint. The app does this for each game while the
/// page is idle, so that a browser which compiles WebAssembly function by function on first use
/// has compiled the restore before a player opens a save. It names no game type, so it is
/// compiled once for every game. Returns the number of moves restored (0 when the restore
/// failed or did not match).
pub fn warm_up(
    mut session: Box<dyn DynSession>,
    actions: usize,
    seed: u64,
    load: &LoadFn,
) -> usize {
    let mut rng = Rng::new(seed);
    while session.len() < actions {
        let Some(seat) = session.to_act() else {
            break;
        };
        let n = session.legal_count(seat) as u32;
        if n == 0 || session.act_index(seat, rng.below(n) as usize).is_err() {
            break;
        }
    }
    // Checked against the played game's fingerprint, as opening a save checks it.
    let played = session.fingerprint();
    load(session.record_json().get(), Some(session.undo_from()))
        .ok()
        .filter(|s| s.fingerprint() == played)
        .map_or(0, |s| s.len())
}

/// A new game of `G` at its largest table, for [`warm_up`].
pub fn new_session<G: Game>(seed: u64) -> Option<Box<dyn DynSession>> {
    let setup = G::setup_for_players(G::info().max_players).ok()?;
    Some(Box::new(Session::<G>::new(setup, seed).ok()?))
}

/// Rebuild a session of game `G` from its record as JSON text, asking of each action what `check` says;
/// `undo_from`, when the save kept it, is [`Session::restore_from`]'s hint.
pub fn load_typed<G: Game>(
    record: &str,
    check: Check,
    undo_from: Option<usize>,
) -> Result<Box<dyn DynSession>, ReplayError> {
    let record = Record::<G>::from_json(record)?;
    Ok(Box::new(Session::restore_from(record, check, undo_from)?))
}

/// A short fingerprint of a replayed game: FNV-1a (64 bits, hex) over the seed, every die
/// rolled, whose decision it is and the outcome. A seed or a move changed behind the game's
/// back almost surely changes it, so a save can tell that it replays to a different game (the
/// first part of a save's stamp, `super::stamp`). It
/// covers only what the rules fix (not the layout of the state), so a build that keeps the
/// rules keeps every fingerprint.
pub fn fingerprint<G: Game>(session: &Session<G>) -> String {
    let mut h = Fnv::new();
    h.write(session.record.seed.to_string().as_bytes());
    h.write(&(session.steps.len() as u64).to_le_bytes());
    for step in &session.steps {
        h.write(b"|");
        for e in &step.events {
            if let Some(dice) = e.dice() {
                h.write(b"d");
                h.write(&dice);
            }
        }
    }
    match session.state.to_act() {
        Some(seat) => {
            h.write(b"act");
            h.write(seat.to_string().as_bytes());
        }
        None => h.write(b"over"),
    }
    match session.state.outcome() {
        None => {}
        Some(Outcome::Draw) => h.write(b"draw"),
        Some(Outcome::Winners { seats }) => {
            h.write(b"won");
            for s in seats {
                h.write(&(s as u64).to_le_bytes());
            }
        }
    }
    format!("{:016x}", h.0)
}

/// 64-bit FNV-1a of `data` (a quick content key; not for security).
pub fn fnv1a(data: &[u8]) -> u64 {
    let mut h = Fnv::new();
    h.write(data);
    h.0
}

/// 64-bit FNV-1a: tiny, stable across builds and platforms.
pub(crate) struct Fnv(pub(crate) u64);

impl Fnv {
    pub(crate) fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    pub(crate) fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}
