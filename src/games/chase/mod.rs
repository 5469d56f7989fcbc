//! The screens the two chase games share (You Only Live Twice, Live and Let Die): the play view's
//! frame and keyboard focus, the highlighted spaces, the action buttons with their odds, the
//! controls beside the map and the parts of the board both draw. Each game implements
//! [`Chase`]: its own words, its board and what its actions mean on the map.

pub mod board;
pub mod choices;
pub mod controls;
pub mod odds;
pub mod play;
pub mod rules;

use leptos::prelude::*;
use qbranch_engine::chase::piece::{PieceId, Side};
use qbranch_engine::chase::SpaceId;
use qbranch_engine::Odds;

use super::{Choice, GameUi};
use crate::ui::reactive::{Derived, State};
use choices::{Aim, Button, Group, OnBoard, Tap};

/// The class names, test ids and selectors that carry a game's name.
pub struct Names {
    /// The play view's root class and test id ("yolt").
    pub root: &'static str,
    /// The grid of map, controls and the third part ("yolt-layout"), and its areas.
    pub layout: &'static str,
    pub map: &'static str,
    pub controls: &'static str,
    pub beside: &'static str,
    /// An action button's classes, its label's class and its test id.
    pub button: &'static str,
    pub button_label: &'static str,
    pub action: &'static str,
    /// The mark linking to the rules page: its class and test id, its link, words and tooltip.
    pub mark_class: &'static str,
    pub mark_href: &'static str,
    pub mark: &'static str,
    pub mark_title: &'static str,
    /// The group a run of long shots folds under: its class and test id, and its summary.
    pub fold: (&'static str, &'static str),
    /// Where the keyboard's focus may rest by default: the highlighted spaces, and the
    /// buttons that neither roll dice nor end something.
    pub taps: &'static str,
    pub safe: &'static str,
    pub prompt: &'static str,
    /// Where a watched focus may stay: a safe place, or the prompt.
    pub settled: &'static str,
    /// The buttons a pointer's click must not leave focused (a stray Enter would press them).
    pub unsafe_buttons: &'static str,
}

/// What the play view hands a game's board.
pub struct BoardParts<G: Chase> {
    pub view: Derived<G::View>,
    pub choices: Derived<Vec<Choice<G::Action>>>,
    pub taps: Derived<Vec<Tap<G::Action>>>,
    pub aim: State<Aim>,
    /// Pieces some fire or Force button aims at.
    pub targeted: Derived<Vec<PieceId>>,
    /// The latest action's events (its moves are drawn).
    pub recent: Derived<Vec<G::Event>>,
    /// What the other side did since the viewer last acted, drawn as paths and shots
    /// ([`board::recap_layer`]).
    pub recap: Derived<Vec<board::Trace>>,
    pub on_tap: Callback<G::Action>,
}

/// A chase game's own part of the shared screens.
pub trait Chase: GameUi {
    const NAMES: Names;

    /// The space a piece is in (`None` off the map).
    fn piece_space(view: &Self::View, piece: PieceId) -> Option<SpaceId>;
    /// What an action does on the map, for the highlighted spaces.
    fn on_board(action: &Self::Action) -> OnBoard;
    /// The words of a facing's highlighted space and button (`label` is the action's own).
    fn facing_label(_from: Option<SpaceId>, _toward: SpaceId, label: &str) -> String {
        label.to_string()
    }
    /// The piece an action shoots at or forces (ringed on the map all the time).
    fn target_of(action: &Self::Action) -> Option<PieceId>;
    /// Every choice but the forward steps, as buttons in screen order.
    fn buttons(choices: &[Choice<Self::Action>], view: &Self::View) -> Vec<Button<Self::Action>>;

    /// The view's phase (`setup`, `moving` …), on the root as `data-phase`.
    fn phase(view: &Self::View) -> &str;
    /// The sentence at the top of the controls.
    fn prompt(view: &Self::View, mine: bool, has_steps: bool) -> String;
    /// "You fly Little Nellie (Bond)".
    fn you(side: Side) -> &'static str;
    /// A group's title over its buttons.
    fn group_title(group: Group) -> &'static str;
    /// What the recap draws of an event: a move or a shot (`None` for the rest).
    fn trace(event: &Self::Event) -> Option<board::Trace>;
    /// The events "Just now" leaves out (the end of a turn, which the log shows on its own).
    fn ends_turn(event: &Self::Event) -> bool;

    /// Every chance of an action in one sentence, for the tooltip and screen readers.
    fn spoken(odds: &Odds) -> String;
    /// A movement roll as (spaces, whole percent) cells; `None` for any other roll.
    fn movement_cells(odds: &Odds) -> Option<Vec<(String, u32)>>;
    /// What a button shows of its movement roll when its group shows the chances once above
    /// it: a summary in words, or `None` for nothing at all (the button then rolls no dice of
    /// its own, as far as focus goes).
    fn shared_summary(odds: &Odds) -> Option<String>;
    /// Whether a button folds under [`Names::fold`]: `place` in its run of `len`.
    fn folds(button: &Button<Self::Action>, place: usize, len: usize) -> bool;

    /// The map.
    fn board(parts: BoardParts<Self>) -> AnyView;
    /// Status under the buttons, when the game has one.
    fn status(_view: Derived<Self::View>) -> Option<AnyView> {
        None
    }
    /// The third part of the layout, under the map (the status sheets, the cards).
    fn beside(view: Derived<Self::View>) -> AnyView;
}
