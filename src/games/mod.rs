//! The contract between the app shell and each game's own screens.
//!
//! The shell owns sessions, saves, seats, AI turns, the hot-seat curtain, log, undo and replay.
//! A game supplies only its board/controls, its rules page and (optionally) setup options, and
//! it only ever receives the *viewer's* view — never the full state — so another seat's secrets
//! are never in the DOM.
//!
//! ## How a game plugs in
//! 1. The engine gives the game a [`GameId`] (`crates/engine/src/registry.rs`).
//! 2. The app implements [`GameUi`] for its type in `src/games/<id>/`, adds `mod <id>;` below
//!    and its arm in [`screens`], which the compiler asks for.
//!
//! ## Compiled once
//! The shell never names a game type: it runs a type-erased session
//! ([`qbranch_engine::DynSession`]) and reaches each game's screens through the object-safe
//! [`Screens`] table. Only the small adapters below ([`board_of`], [`options_of`]) are compiled
//! per game; every shell screen is compiled once, whatever the number of games.

use crate::ui::reactive::{memo, state, Derived, State};
use std::marker::PhantomData;

use leptos::prelude::*;
use qbranch_engine::remote::SeatPacket;
use qbranch_engine::{
    Check, DynSession, Game, GameId, GameInfo, Odds, ReplayError, Seat, Session, SetupError, Since,
    Snapshot,
};

use crate::ui::markup::Markup;

pub mod ccg;
pub mod chase;
pub mod fixture;
pub mod lald;
pub mod odds_text;
pub mod race;
pub mod yolt;

/// The players' names by seat, provided (as a Leptos context) by the play and replay screens,
/// so a game's screens name each seat by its player.
#[derive(Clone, Debug, Default)]
pub struct SeatNames(pub Vec<String>);

/// The name the player gave `seat`, when the screen provides names.
pub fn player_name(seat: Seat) -> Option<String> {
    use_context::<SeatNames>()
        .and_then(|n| n.0.get(seat).cloned())
        .filter(|n| !n.trim().is_empty())
}

/// "Pass until my turn", provided (as a Leptos context) by the play screen: whether the person
/// to act asked for their answers to what others begin in their turns to be passed for them
/// until their own turn, and how to ask (`true`, passing now when it is such an answer) or
/// withdraw (see `shell::hot_seat::standing`).
#[derive(Clone, Copy)]
pub struct PassForMe {
    pub asked: Derived<bool>,
    pub set: Callback<bool>,
}

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
    pub view: Derived<G::View>,
    /// Whose view is shown: the human seat to act (hot-seat), the only human seat, or `None`
    /// for a public view (replay of a hidden-information game).
    pub viewer: Derived<Option<Seat>>,
    /// The seat whose decision it is (`None` when the game is over).
    pub to_act: Derived<Option<Seat>>,
    /// The viewer's legal actions, when it is the viewer's own decision and input is allowed;
    /// empty otherwise (computer thinking, replay, curtain down).
    pub choices: Derived<Vec<Choice<G::Action>>>,
    /// Submit an action for the viewer.
    pub act: Callback<G::Action>,
    /// The events of the most recent action(s), oldest first (for highlights and dice).
    pub recent: Derived<Vec<G::Event>>,
    /// Every action since the seat to act last acted, oldest first ([`Snapshot::since`]): what a
    /// board draws as "while you were away" (paths flown, shots fired).
    pub recap: Derived<Vec<Since<G::Event>>>,
}

impl<G: GameUi> Clone for PlayCtx<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameUi> Copy for PlayCtx<G> {}

/// A game's screens.
pub trait GameUi: Game {
    /// The SVG board and the game's own controls, for the seat in `ctx.viewer`.
    fn play_view(ctx: PlayCtx<Self>) -> AnyView;
    /// The rules page body, in our own words; reconstructed components and rulings marked.
    fn rules_view() -> AnyView;
    /// Extra options on the new-game screen; `None` when the game has none.
    fn setup_view(_setup: State<Self::Setup>) -> Option<AnyView> {
        None
    }
    /// The art of the game's emblem: SVG inside the 120×120 ring every emblem shares, written
    /// in the source.
    const EMBLEM: &'static str;
    /// The game's deck builder, when it has one (the card game).
    fn decks_view() -> Option<AnyView> {
        None
    }
}

/// What the shell hands a game's board, for any game: the position shown and how to act.
#[derive(Clone, Copy)]
pub struct BoardCtx {
    /// The position shown (the live game, or a replay step).
    pub shown: Derived<Snapshot>,
    /// Whose view is shown (see [`PlayCtx::viewer`]).
    pub viewer: Derived<Option<Seat>>,
    /// True when the viewer may act now (their decision, no curtain, no computer thinking).
    pub live: Derived<bool>,
    /// Play the viewer's `index`-th legal action.
    pub act: Callback<usize>,
}

/// The new-game screen's part that depends on the game: its own options, and how to start.
pub struct NewGameParts {
    pub options: Option<AnyView>,
    /// Start a game with the chosen options for `seed`.
    pub start: Callback<u64, Result<Box<dyn DynSession>, SetupError>>,
}

/// A game's screens, reached without naming its type.
pub trait Screens: Send + Sync {
    fn info(&self) -> GameInfo;
    fn board(&self, ctx: BoardCtx) -> AnyView;
    /// The board of a guest playing one seat from another device: the host's packet for that
    /// seat, and `act` with the index of the chosen action among the packet's choices.
    fn guest_board(&self, packet: Derived<SeatPacket>, act: Callback<usize>) -> AnyView;
    fn rules(&self) -> AnyView;
    /// The art inside the game's emblem ring.
    fn emblem(&self) -> Markup;
    /// The game's deck builder, when it has one.
    fn decks(&self) -> Option<AnyView>;
    /// The game's options for a table of `players` seats (the signal changes with the count).
    fn new_game(&self, players: Derived<usize>) -> NewGameParts;
    /// Rebuild a session of this game from its record as JSON, asking of each action what
    /// `check` says; `undo_from` is the save's hint (`Session::restore_from`).
    fn load(
        &self,
        record: &str,
        check: Check,
        undo_from: Option<usize>,
    ) -> Result<Box<dyn DynSession>, ReplayError>;
    /// A new game at the largest table, its dice seeded by `seed`, for the warm-up of the
    /// restore path (see `shell::warm_up`).
    fn new_session(&self, seed: u64) -> Option<Box<dyn DynSession>>;
}

pub(crate) struct UiOf<G>(pub(crate) PhantomData<fn() -> G>);

impl<G: GameUi> Screens for UiOf<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }
    fn board(&self, ctx: BoardCtx) -> AnyView {
        board_of::<G>(ctx)
    }
    fn guest_board(&self, packet: Derived<SeatPacket>, act: Callback<usize>) -> AnyView {
        guest_board_of::<G>(packet, act)
    }
    fn rules(&self) -> AnyView {
        G::rules_view()
    }
    fn emblem(&self) -> Markup {
        Markup::trusted(G::EMBLEM)
    }
    fn decks(&self) -> Option<AnyView> {
        G::decks_view()
    }
    fn new_game(&self, players: Derived<usize>) -> NewGameParts {
        options_of::<G>(players)
    }
    fn load(
        &self,
        record: &str,
        check: Check,
        undo_from: Option<usize>,
    ) -> Result<Box<dyn DynSession>, ReplayError> {
        qbranch_engine::core::erased::load_typed::<G>(record, check, undo_from)
    }
    fn new_session(&self, seed: u64) -> Option<Box<dyn DynSession>> {
        qbranch_engine::core::erased::new_session::<G>(seed)
    }
}

/// The typed board over the shell's erased position.
fn board_of<G: GameUi>(ctx: BoardCtx) -> AnyView {
    let shown = ctx.shown;
    let viewer = ctx.viewer;
    let to_act = to_act_of(shown);
    let choices = memo(move || {
        if !ctx.live.get() {
            return Vec::new();
        }
        let Some(v) = viewer.get() else {
            return Vec::new();
        };
        shown.with(|s| {
            let Some(g) = s.state::<G>() else {
                return Vec::new();
            };
            if g.to_act() != Some(v) {
                return Vec::new();
            }
            g.legal_actions(v)
                .into_iter()
                .map(|a| Choice {
                    label: g.describe_action(v, &a),
                    odds: g.action_odds(v, &a),
                    action: a,
                })
                .collect()
        })
    });
    // The index among the choices offered, which are the viewer's legal actions in order (and
    // none when the viewer may not act): the legal actions are not worked out a second time,
    // nor compiled again here for every game.
    let act = Callback::new(move |a: G::Action| {
        let index = choices.with_untracked(|cs| cs.iter().position(|c| c.action == a));
        if let Some(i) = index {
            ctx.act.run(i);
        }
    });
    let recent = memo(move || shown.with(|s| s.recent::<G>().cloned().unwrap_or_default()));
    let recap = memo(move || shown.with(|s| s.since::<G>().cloned().unwrap_or_default()));
    // The position is always the game's own (the shell built it from this game's session).
    let view_of = move |v: Option<Seat>| shown.with(|s| s.state::<G>().map(|g| g.view(v)));
    let first = untrack(|| view_of(viewer.get()));
    let Some(initial) = first else {
        return view! { <p class="error">"This position belongs to another game."</p> }.into_any();
    };
    // One memo: the viewer's view, unchanged (no update) when equal to the last one. (The
    // first view stands in if the position were ever another game's, which the shell rules out.)
    let view_sig = memo(move || view_of(viewer.get()).unwrap_or_else(|| initial.clone()));
    G::play_view(PlayCtx {
        view: view_sig,
        viewer,
        to_act,
        choices,
        act,
        recent,
        recap,
    })
}

/// A guest's position in the game's own types, read from the host's packet.
struct GuestPosition<G: Game> {
    view: G::View,
    choices: Vec<Choice<G::Action>>,
    recent: Vec<G::Event>,
    recap: Vec<Since<G::Event>>,
}

impl<G: Game> Clone for GuestPosition<G> {
    fn clone(&self) -> Self {
        GuestPosition {
            view: self.view.clone(),
            choices: self.choices.clone(),
            recent: self.recent.clone(),
            recap: self.recap.clone(),
        }
    }
}

impl<G: Game> PartialEq for GuestPosition<G> {
    fn eq(&self, other: &Self) -> bool {
        self.view == other.view
            && self.choices == other.choices
            && self.recent == other.recent
            && self.recap == other.recap
    }
}

/// What a guest sees when its host's position cannot be read (another version of the app on
/// one of the two devices, or a damaged message).
const UNREADABLE: &str =
    "The other device sent a position this one cannot show. Both devices need the same version of Q Branch: reload the app on each.";

/// The packet's parts as `G`'s types; `None` when any of them is not `G`'s.
fn read_packet<G: Game>(p: &SeatPacket) -> Option<GuestPosition<G>> {
    if p.game != G::ID {
        return None;
    }
    let actions = p.typed_actions::<G>().ok()?;
    let choices = actions
        .into_iter()
        .zip(&p.choices)
        .map(|(action, c)| Choice {
            action,
            label: c.label.clone(),
            odds: c.odds.clone(),
        })
        .collect();
    Some(GuestPosition {
        view: p.typed_view::<G>().ok()?,
        choices,
        recent: p.typed_recent::<G>().ok()?,
        recap: p.typed_since::<G>().ok()?,
    })
}

/// The typed board over a guest's packet: the game's own play view, exactly as at the host's
/// screen for that seat. A packet that cannot be read leaves the last position in sight with
/// nothing to choose, under a plain note.
fn guest_board_of<G: GameUi>(packet: Derived<SeatPacket>, act: Callback<usize>) -> AnyView {
    let read = memo(move || packet.with(read_packet::<G>));
    let Some(initial) = read.get_untracked() else {
        return view! { <p class="error">{UNREADABLE}</p> }.into_any();
    };
    let last = Memo::new(move |prev: Option<&GuestPosition<G>>| {
        read.get()
            .or_else(|| prev.cloned())
            .unwrap_or_else(|| initial.clone())
    });
    let readable = memo(move || read.with(Option::is_some));
    let choices = memo(move || match readable.get() {
        true => last.with(|g| g.choices.clone()),
        false => Vec::new(),
    });
    // The index among the choices offered, which are the seat's legal actions in order.
    let act = Callback::new(move |a: G::Action| {
        let index = choices.with_untracked(|cs| cs.iter().position(|c| c.action == a));
        if let Some(i) = index {
            act.run(i);
        }
    });
    let board = G::play_view(PlayCtx {
        view: memo(move || last.with(|g| g.view.clone())),
        viewer: memo(move || packet.with(|p| Some(p.seat))),
        to_act: memo(move || packet.with(|p| p.to_act)),
        choices,
        act,
        recent: memo(move || last.with(|g| g.recent.clone())),
        recap: memo(move || last.with(|g| g.recap.clone())),
    });
    view! {
        <Show when=move || !readable.get()>
            <p class="error">{UNREADABLE}</p>
        </Show>
        {board}
    }
    .into_any()
}

/// Whose decision the shown position waits for.
pub(crate) fn to_act_of(shown: Derived<Snapshot>) -> Derived<Option<Seat>> {
    memo(move || shown.with(|s| s.to_act))
}

/// The typed new-game options: the game's own setup signal (edited by its options, if it has
/// any), reset when the table size changes. `ok` is false while the table size is one the game
/// cannot be set up for.
fn options_of<G: GameUi>(players: Derived<usize>) -> NewGameParts {
    let min = G::info().min_players;
    let own = G::setup_for_players(min)
        .ok()
        .map(crate::ui::reactive::state);
    let ok = state(own.is_some());
    on_players_change(players, move |n| {
        let fresh = G::setup_for_players(n);
        ok.set(fresh.is_ok());
        if let (Some(own), Ok(s)) = (own, fresh) {
            if own.with_untracked(|cur| *cur != s) {
                own.set(s);
            }
        }
    });
    let options = own.and_then(G::setup_view);
    let start = Callback::new(move |seed: u64| {
        let chosen = match own {
            Some(own) if ok.get_untracked() => own.get_untracked(),
            // No setup at the smallest table, so none to keep: the table's own, as it is now.
            None => G::setup_for_players(players.get_untracked())
                .map_err(|_| SetupError("this table size is not available".into()))?,
            Some(_) => return Err(SetupError("this table size is not available".into())),
        };
        Session::<G>::new(chosen, seed).map(|s| Box::new(s) as Box<dyn DynSession>)
    });
    NewGameParts { options, start }
}

/// Runs `reset` with the new table size whenever `players` changes (not at first).
fn on_players_change(players: Derived<usize>, reset: impl Fn(usize) + 'static) {
    Effect::new(move |prev: Option<usize>| {
        let n = players.get();
        if prev.is_some_and(|p| p != n) {
            reset(n);
        }
        n
    });
}

/// The screens of game `id`. A new game's arm is what the compiler asks for here.
pub fn screens(id: GameId) -> &'static dyn Screens {
    match id {
        GameId::Yolt => &UiOf::<qbranch_engine::yolt::Yolt>(PhantomData),
        GameId::Lald => &UiOf::<qbranch_engine::lald::Lald>(PhantomData),
        GameId::Race => &UiOf::<qbranch_engine::race::Race>(PhantomData),
        GameId::Ccg => &UiOf::<qbranch_engine::ccg::Ccg>(PhantomData),
        GameId::CcgLtk => &UiOf::<qbranch_engine::ccg::CcgLtk>(PhantomData),
        GameId::Fixture => fixture::screens(),
    }
}

#[cfg(test)]
mod tests {
    use qbranch_engine::{ForGame, Game, GameId, Rng};

    use super::{read_packet, screens};

    /// Each seat's packet along a short random game of `G`, read into `G`'s types: exactly
    /// the seat's view, choices and events; a packet of another game or with a damaged part
    /// is not read.
    struct ReadsBack;

    impl ForGame for ReadsBack {
        type Output = usize;
        fn run<G: Game>(self) -> usize {
            let mut s = screens(G::ID).new_session(3).expect("a new game");
            let mut rng = Rng::new(11);
            let mut read = 0;
            for _ in 0..40 {
                for seat in 0..s.seat_count() {
                    let packet = s.seat_packet(seat, 0);
                    let g = read_packet::<G>(&packet).expect("the packet reads");
                    assert_eq!(serde_json::to_value(&g.view).unwrap(), packet.view);
                    assert_eq!(g.choices.len(), packet.choices.len());
                    assert_eq!(g.choices.len(), s.legal_count(seat));
                    for (i, c) in g.choices.iter().enumerate() {
                        assert_eq!(
                            Some((c.label.clone(), c.odds.clone())),
                            s.describe_legal(seat, i)
                        );
                    }
                    assert_eq!(serde_json::to_value(&g.recent).unwrap(), packet.recent);
                    assert_eq!(serde_json::to_value(&g.recap).unwrap(), packet.since);

                    let mut other = packet.clone();
                    other.game = GameId::ALL.iter().copied().find(|&id| id != G::ID).unwrap();
                    assert!(read_packet::<G>(&other).is_none());
                    let mut damaged = packet.clone();
                    damaged.view = serde_json::json!({ "hand": 7 });
                    assert!(read_packet::<G>(&damaged).is_none());
                    let mut damaged = packet;
                    damaged.recent = serde_json::json!([{ "type": "no-such-event" }]);
                    assert!(read_packet::<G>(&damaged).is_none());
                    read += 1;
                }
                let Some(seat) = s.to_act() else { break };
                let n = s.legal_count(seat) as u32;
                s.act_index(seat, rng.below(n) as usize)
                    .expect("a legal action");
            }
            read
        }
    }

    #[test]
    fn a_guest_reads_its_packet_as_the_games_own_types() {
        for &id in GameId::ALL {
            assert!(id.visit(ReadsBack) >= 40, "{id}");
        }
    }
}
