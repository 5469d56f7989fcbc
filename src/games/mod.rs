//! The contract between the app shell and each game's own screens.
//!
//! The shell owns sessions, saves, seats, AI turns, the hot-seat curtain, log, undo and replay.
//! A game supplies only its board/controls, its rules page and (optionally) setup options, and
//! it only ever receives the *viewer's* view — never the full state — so another seat's secrets
//! are never in the DOM.
//!
//! ## How a game plugs in
//! 1. The engine registers the game type in `qbranch_engine::dispatch!` (its arm in
//!    `crates/engine/src/registry.rs`) and marks it `implemented` in the catalogue.
//! 2. The app implements [`GameUi`] for that type in `src/games/<id>/` and adds `mod <id>;`
//!    below. Nothing else in the shell changes: [`with_game!`] reaches every registered game.
//!
//! Change to the first draft of this contract (shell helper): the `Send + Sync` requirements
//! moved from `where` clauses into the supertrait (`Game<View: Send + Sync, …>`). Bounds written
//! there are implied wherever `G: GameUi` is written, so `PlayCtx<G>` and every generic shell
//! component can hold the game's types in (thread-safe) Leptos signals; `where` clauses on the
//! trait were not implied, and the first draft did not compile.

use leptos::prelude::*;
use qbranch_engine::{Game, Odds, Seat};

#[cfg(any(test, feature = "fixture"))]
pub mod fixture;
#[cfg(any(test, feature = "fixture"))]
pub mod generic;
pub mod race;
pub mod yolt;

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
#[allow(dead_code)] // every field is for the games' screens; not all of them read each one
pub struct PlayCtx<G: GameUi> {
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

impl<G: GameUi> Clone for PlayCtx<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameUi> Copy for PlayCtx<G> {}

/// A game's screens.
pub trait GameUi:
    Game<View: Send + Sync, Action: Send + Sync, Event: Send + Sync, Setup: Send + Sync> + Send + Sync
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

/// Run `$body` with `$G` bound to the game type (implementing [`GameUi`]) whose id is `$id`,
/// or evaluate `$unknown` when this build has no such game. Every game registered in the
/// engine's `dispatch!` is reached; the dev-only `fixture` feature adds the engine's test
/// fixture game.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr, $unknown:expr) => {{
        let id: &str = $id;
        match id {
            #[cfg(any(test, feature = "fixture"))]
            "fixture" => {
                type $G = $crate::games::fixture::Fixture;
                $body
            }
            other => qbranch_engine::dispatch!(other, $G => $body, $unknown),
        }
    }};
}

/// Catalogue facts for a game id this build can play (including the dev fixture).
pub fn playable_info(id: &str) -> Option<qbranch_engine::GameInfo> {
    with_game!(id, G => Some(<G as Game>::info()), None)
}
