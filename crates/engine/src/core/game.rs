//! The one trait every game implements (boardgame.io's idea: a game is data plus pure moves).

use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::error::{ActionError, Rejected, SetupError};
use super::odds::Odds;
use super::record::{Record, ReplayError};
use super::rng::Rng;
use crate::registry::GameId;

/// A seat at the table, numbered from 0 in seat order.
pub type Seat = usize;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Outcome {
    /// These seats won (usually one).
    Winners { seats: Vec<Seat> },
    /// Nobody won.
    Draw,
}

impl Outcome {
    pub fn win(seat: Seat) -> Self {
        Outcome::Winners { seats: vec![seat] }
    }
    pub fn is_winner(&self, seat: Seat) -> bool {
        matches!(self, Outcome::Winners { seats } if seats.contains(&seat))
    }
    /// Reward per seat in `[0, 1]`: 1 for a winner, 0 for a loser; a draw shares one point.
    pub fn rewards(&self, seats: usize) -> Vec<f64> {
        match self {
            Outcome::Winners { seats: w } => (0..seats)
                .map(|s| if w.contains(&s) { 1.0 } else { 0.0 })
                .collect(),
            Outcome::Draw => vec![1.0 / seats.max(1) as f64; seats],
        }
    }
}

/// Catalogue facts about a game, for the home screen and `qbranch games`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameInfo {
    pub id: GameId,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// Seat names in seat order for the largest table.
    pub seats: Vec<&'static str>,
    /// Typical length of a game, in minutes.
    pub minutes: u32,
    /// Our own one-paragraph blurb.
    pub blurb: &'static str,
    /// True when seats hold secrets (hands, face-down cards): hot-seat needs a curtain.
    pub hidden_information: bool,
}

/// An event produced by applying an action: what happened, in plain data.
///
/// Events are public: every seat may see every event, so an event never carries a secret
/// (a drawn card's identity, a face-down card). The log and `--events` files show them all.
pub trait GameEvent:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync
{
    /// One plain-language log line.
    fn describe(&self) -> String;
    /// True for dice rolls, shuffles, draws and reveals: undo may never cross one.
    fn is_irreversible(&self) -> bool;
    /// The dice values, when this event is a roll (the shell shows them).
    fn dice(&self) -> Option<Vec<u8>> {
        None
    }
}

/// The shared game trait. State is plain data, deterministic from (setup, seed, actions).
/// Games are plain data, so `Send + Sync` throughout: the app and the CLI hold a session behind
/// one type-erased handle (`core::erased`) whatever the game.
pub trait Game:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Options chosen before the game starts (player count, variants).
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A typed move, written as an object tagged by its kind (`{"type":"step","to":7}`).
    type Action: Clone + Debug + PartialEq + Eq + Hash + Serialize + DeserializeOwned + Send + Sync;
    /// What applying an action produced.
    type Event: GameEvent;
    /// What one seat may know (or what a spectator may know, for `None`).
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// The game's id, as saves, records and the CLI write it.
    const ID: GameId;
    /// Bumped whenever a rule change would make old records replay differently.
    const RULES_VERSION: u32;
    /// Our rulings where the rulebook is silent or unclear: (title, ruling), shown on the rules page.
    const RULINGS: &'static [(&'static str, &'static str)] = &[];

    fn info() -> GameInfo;

    /// The goals a table may choose before play, when the game offers a choice (the Basic card
    /// game's Plot Points to win); empty when its goal is fixed.
    const GOALS: &'static [u32] = &[];

    /// `setup` played to `goal`, one of [`Game::GOALS`].
    fn with_goal(setup: Self::Setup, _goal: u32) -> Self::Setup {
        setup
    }

    /// The game's components as data (map, cards, tables): the same data the app draws.
    fn content() -> serde_json::Value;

    /// The default setup for a table of `players` seats.
    fn setup_for_players(players: usize) -> Result<Self::Setup, SetupError>;

    /// A new game. Every random choice later on comes from the state's RNG seeded with `seed`.
    fn new(setup: &Self::Setup, seed: u64) -> Result<Self, SetupError>;

    fn seat_count(&self) -> usize;
    fn seat_name(&self, seat: Seat) -> String;

    /// Whose decision it is now: exactly one seat, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// The legal actions of `seat` (empty unless it is that seat's decision).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Is `action` among `seat`'s legal actions? It must agree with
    /// `self.legal_actions(seat).contains(action)` for every state, seat and action (the
    /// contract suite checks it), and must not panic on any action, even one that could never
    /// be legal (a record read from a damaged file). Checking a recorded or submitted action
    /// asks this once per action, so restoring a save does: a game overrides it with a cheaper
    /// question (typically listing only the actions of the same kind, with the generators
    /// `legal_actions` uses).
    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.legal_actions(seat).contains(action)
    }

    /// The actions the computer's search weighs: the legal actions, less any a game lists only
    /// as a shortcut for a run of others it also lists (a chase game's routes, which join its
    /// steps) and any it knows to be hopeless (the card game's assignments that fall short).
    /// It must be a subset of [`Game::legal_actions`], in their order: a search's choice is
    /// handed back as an index into those.
    fn search_actions(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Apply an action already known to be legal. May leave `self` half-changed on `Err`;
    /// callers use [`Game::apply`], which never does.
    fn apply_unchecked(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, ActionError>;

    fn outcome(&self) -> Option<Outcome>;

    /// What `seat` may know; `None` is the public view.
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// The RNG kept in the state.
    fn rng_mut(&mut self) -> &mut Rng;

    /// Re-deal everything `seat` cannot know (other hands, the pack order) from `rng`,
    /// keeping everything `seat` can know. Games with no secrets keep the default.
    fn redeal_hidden(&mut self, _seat: Seat, _rng: &mut Rng) {}

    /// The secrets of the game as serialized tokens (each exactly as it appears in the JSON of
    /// an event, e.g. a card's `"\"gate-n-2\""`): for `Some(seat)`, what that seat knows and
    /// the others do not (its hand, cards it discarded unseen); for `None`, what no seat knows
    /// (the face-down pack). Games with no secrets keep the default (none). The contract suite
    /// uses it to check that no event names a secret.
    fn secret_tokens(&self, _holder: Option<Seat>) -> Vec<String> {
        Vec::new()
    }

    /// Bring a record made under an older [`Game::RULES_VERSION`] up to this one, when code has
    /// been written to do so (returning the record with `rules_version` set to the current
    /// version). By default an older record is refused: it is never replayed under new rules.
    fn migrate_record(record: Record<Self>) -> Result<Record<Self>, ReplayError> {
        Err(ReplayError::OlderRules {
            game: Self::info().name.to_string(),
            current: Self::RULES_VERSION,
            found: record.rules_version,
        })
    }

    /// A counter that changes whenever a new turn begins (undo never crosses it).
    fn turn_number(&self) -> u32;

    /// When `seat`'s decision now only answers something another seat began in its own turn
    /// (the card game's response windows), the action that lets it pass: a person at a shared
    /// screen may ask for such answers to be made for them until their own turn. `None` for
    /// every other decision (and in games without such answers).
    fn standing_pass(&self, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// A short button label for an action ("Fire rockets at Enemy B").
    fn describe_action(&self, seat: Seat, action: &Self::Action) -> String;

    /// The exact chances of each result of an action, where dice decide it.
    fn action_odds(&self, _seat: Seat, _action: &Self::Action) -> Option<Odds> {
        None
    }

    /// Why `seat` might play `action`, in plain words from the engine's own numbers: its chance
    /// when dice decide it, what a preview shows it would meet, what it gains (points, spaces,
    /// lines of fire), e.g. "meets Driving 2/2 and Flying 1/1 — 4 Plot Points if unanswered".
    /// It never claims a success the action's preview or odds contradict. `None` when there is
    /// nothing to say beyond the action's label (the Hint shows its odds, if any, instead).
    fn explain_choice(&self, _seat: Seat, _action: &Self::Action) -> Option<String> {
        None
    }

    /// Heuristic value of a running game for each seat, in `[0, 1]` (AI leaf evaluation).
    fn evaluate(&self) -> Option<Vec<f64>> {
        None
    }

    /// A cheap, sensible move for AI rollouts; `None` means "pick uniformly".
    fn rollout_action(&self, _seat: Seat, _rng: &mut Rng) -> Option<Self::Action> {
        None
    }

    /// [`Game::evaluate`] of a search's leaf, knowing the search's root: a game may judge what
    /// happened since (the briefcase race counts the moves that went straight back).
    fn evaluate_since(&self, _root: &Self) -> Option<Vec<f64>> {
        self.evaluate()
    }

    /// [`Game::evaluate_since`] as `level` judges it: a level may weigh a position its own
    /// way (hard by weights fitted to the outcomes of self-play). By default every level
    /// judges alike.
    fn evaluate_at(&self, root: &Self, _level: crate::ai::Level) -> Option<Vec<f64>> {
        self.evaluate_since(root)
    }

    /// True when a rollout from the search root `root` has gone far enough for
    /// [`Game::evaluate`] to judge the position better than more random play would (a game
    /// whose heuristic reads expected dice results stops once the turn being searched is
    /// over). By default rollouts run for the configured depth.
    fn rollout_horizon(&self, _root: &Self) -> bool {
        false
    }

    /// An action the computer should take at once, without searching: one that wins the game
    /// outright whatever the hidden cards and the dice (judged from `seat`'s own knowledge).
    /// A search values every certain win alike, so without this it may dawdle on the way.
    fn decisive_action(&self, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// One small piece of the game's one-time preparation for its computer player (tables
    /// worked out from the map and the rules), `step` = 0, 1, …; false once nothing is left.
    /// The browser runs these between slices of the first search, so no single slice grows
    /// long; elsewhere the tables are simply built on first use.
    fn prepare_step(_step: u32) -> bool {
        false
    }

    /// The iterations `seat` spends on one decision here, out of a level's `iterations` (by
    /// default all of them; the clock's safety stop scales with them). A game whose seats take
    /// unequal numbers of decisions a turn (one piece against several) evens out each side's
    /// thinking per turn with it.
    fn search_budget(&self, _seat: Seat, iterations: u32) -> u32 {
        iterations
    }

    /// Search budget per AI level; games may tune it.
    fn ai_config(level: crate::ai::Level) -> crate::ai::MctsConfig {
        crate::ai::MctsConfig::for_level(level)
    }

    /// The search behind the Hint: by default the normal computer's. A game whose normal
    /// level thinks less than its best quick advice needs (so that the levels stay apart)
    /// gives the Hint a search of its own.
    fn hint_config() -> crate::ai::MctsConfig {
        Self::ai_config(crate::ai::Level::Normal)
    }

    // ---- provided -------------------------------------------------------------------------

    /// Check and apply an action. On error the state is exactly as before.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, ActionError> {
        self.check(seat, action)?;
        let mut next = self.clone();
        let events = next.apply_unchecked(seat, action)?;
        *self = next;
        Ok(events)
    }

    /// shakmaty-style: consume the state; an illegal action hands the unchanged state back.
    fn play(
        self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<(Self, Vec<Self::Event>), Rejected<Self>> {
        let mut next = self.clone();
        match next.apply(seat, action) {
            Ok(events) => Ok((next, events)),
            Err(error) => Err(Rejected { state: self, error }),
        }
    }

    /// Why `action` by `seat` is not legal now, if it is not.
    fn check(&self, seat: Seat, action: &Self::Action) -> Result<(), ActionError> {
        if self.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        if seat >= self.seat_count() {
            return Err(ActionError::NoSuchSeat { seat });
        }
        match self.to_act() {
            Some(s) if s == seat => {}
            Some(expected) => return Err(ActionError::NotYourDecision { seat, expected }),
            None => return Err(ActionError::GameOver),
        }
        if !self.is_legal(seat, action) {
            return Err(ActionError::Illegal {
                reason: format!(
                    "“{}” is not possible now",
                    self.describe_action(seat, action)
                ),
            });
        }
        Ok(())
    }

    /// A full state consistent with what `seat` knows: secrets re-dealt and the RNG re-seeded,
    /// so the AI can neither read other seats' secrets nor foresee dice.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut s = self.clone();
        s.redeal_hidden(seat, rng);
        *s.rng_mut() = rng.fork();
        s
    }
}
