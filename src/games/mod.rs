//! The contract between the app shell and each game's own screens.
//!
//! The shell owns sessions, saves, seats, AI turns, the hot-seat curtain, log, undo and replay.
//! A game supplies only its board/controls, its rules page and (optionally) setup options, and
//! it only ever receives the *viewer's* view — never the full state — so another seat's secrets
//! are never in the DOM.

use leptos::prelude::*;
use qbranch_engine::{Game, Odds, Seat};

/// One legal action as the shell offers it to a game's board.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    pub action: A,
    /// `Game::describe_action`.
    pub label: String,
    /// `Game::action_odds`: exact chances when dice decide it.
    pub odds: Option<Odds>,
}

/// What the shell hands a game's play view.
pub struct PlayCtx<G: Game> {
    /// What the viewer may know (`Game::view(viewer)`).
    pub view: Signal<G::View>,
    /// Whose view is shown: the human seat to act (hot-seat), the only human seat, or `None`
    /// for a public view (replay of a hidden-information game).
    pub viewer: Signal<Option<Seat>>,
    /// The seat whose decision it is (`None` when the game is over).
    pub to_act: Signal<Option<Seat>>,
    /// The viewer's legal actions, when it is the viewer's own decision and input is allowed;
    /// empty otherwise (computer thinking, replay, curtain down).
    pub choices: Signal<Vec<Choice<G::Action>>>,
    /// Submit an action for the viewer.
    pub act: Callback<G::Action>,
    /// The events of the most recent action(s), oldest first (for highlights and dice).
    pub recent: Signal<Vec<G::Event>>,
}

impl<G: Game> Clone for PlayCtx<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game> Copy for PlayCtx<G> {}

/// A game's screens.
pub trait GameUi: Game
where
    Self: Send + Sync,
    Self::View: Send + Sync,
    Self::Action: Send + Sync,
    Self::Event: Send + Sync,
    Self::Setup: Send + Sync,
{
    /// The SVG board and the game's own controls, for the seat in `ctx.viewer`.
    fn play_view(ctx: PlayCtx<Self>) -> AnyView;
    /// The rules page body, in our own words; reconstructed components and rulings marked.
    fn rules_view() -> AnyView;
    /// Extra options on the new-game screen; `None` when the game has none.
    fn setup_view(_setup: RwSignal<Self::Setup>) -> Option<AnyView> {
        None
    }
}
