//! Live and Let Die: the SVG board, the controls, the hand and the rules page. The play view
//! is the chase games' own (`super::chase`); this folder holds what is this game's.

mod board;
mod card;
mod choices;
mod controls;
mod geom;
mod hand;
mod map_art;
mod odds;
mod rules;
mod summary;

use leptos::prelude::*;
use qbranch_engine::chase::piece::{PieceId, Side};
use qbranch_engine::chase::SpaceId;
use qbranch_engine::lald::summary::RollAction;
use qbranch_engine::lald::{Lald, LaldAction, LaldEvent, LaldView};
use qbranch_engine::Odds;

use super::chase::board::Trace;
use super::chase::choices::{Button, Group, OnBoard};
use super::chase::{BoardParts, Chase, Names};
use super::{Choice, GameUi, PlayCtx};
use crate::ui::reactive::Derived;
use hand::Hand;

impl GameUi for Lald {
    /// A speedboat cutting through water, with its wake.
    const EMBLEM: &'static str = r#"<g><path d="M26 66 L86 66 L96 58 L40 58 Z" class="em-gold"></path><path d="M46 58 L54 48 L70 48 L72 58 Z" class="em-white"></path><path d="M16 78 Q26 72 36 78 T56 78 T76 78 T96 78" class="em-white-stroke"></path><path d="M20 88 Q30 82 40 88 T60 88 T80 88 T100 88" class="em-red-stroke"></path><path d="M14 66 L24 70 M10 60 L22 64" class="em-white-stroke"></path></g>"#;

    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        super::chase::play::play_view(ctx)
    }

    fn rules_view() -> AnyView {
        rules::rules().into_any()
    }
}

impl Chase for Lald {
    const NAMES: Names = Names {
        root: "lald",
        layout: "lald-layout",
        map: "lald-map",
        controls: "lald-controls",
        beside: "lald-hand",
        button: "btn chase-btn lald-btn",
        button_label: "chase-btn-label lald-btn-label",
        action: "lald-action",
        mark_class: "lald-reconstructed",
        mark_href: "#/rules/lald",
        mark: "Map, summaries and cards reconstructed",
        mark_title: "The map, the Action Summaries and the cards are our own reconstruction: see the rules page",
        fold: ("more", "More"),
        taps: ".lald .tap",
        safe: ".lald .tap, .lald .lald-btn:not([data-dice]):not([data-final])",
        prompt: ".lald [data-testid=prompt]",
        settled: ".lald .tap, .lald .lald-btn:not([data-dice]):not([data-final]), .lald [data-testid=prompt]",
        unsafe_buttons: ".lald .lald-btn[data-dice], .lald .lald-btn[data-final]",
    };

    fn piece_space(view: &LaldView, piece: PieceId) -> Option<SpaceId> {
        choices::piece_space(view, piece)
    }
    fn on_board(action: &LaldAction) -> OnBoard {
        choices::on_board(action)
    }
    fn target_of(action: &LaldAction) -> Option<PieceId> {
        choices::target_of(action)
    }
    fn buttons(choices: &[Choice<LaldAction>], _view: &LaldView) -> Vec<Button<LaldAction>> {
        choices::buttons(choices)
    }

    fn phase(view: &LaldView) -> &str {
        &view.phase
    }
    fn prompt(view: &LaldView, mine: bool, has_steps: bool) -> String {
        controls::prompt(view, mine, has_steps)
    }
    fn you(side: Side) -> &'static str {
        match side {
            Side::Bond => "You steer Bond's speedboat",
            Side::Enemy => "You command the four Enemy boats",
        }
    }
    fn group_title(group: Group) -> &'static str {
        choices::group_title(group)
    }
    fn trace(event: &LaldEvent) -> Option<Trace> {
        match *event {
            LaldEvent::Move {
                piece, from, to, ..
            } => Some(Trace::Move { piece, from, to }),
            LaldEvent::Roll {
                piece,
                action: RollAction::Fire,
                white,
                ..
            } => Some(Trace::Shot {
                piece,
                target: PieceId::Bond,
                hit: white,
            }),
            _ => None,
        }
    }
    fn ends_turn(event: &LaldEvent) -> bool {
        matches!(event, LaldEvent::TurnEnded { .. })
    }

    fn spoken(o: &Odds) -> String {
        odds::spoken(o)
    }
    fn movement_cells(o: &Odds) -> Option<Vec<(String, u32)>> {
        odds::is_movement(o).then(|| odds::movement(o))
    }
    /// The boats' shared movement roll is shown once above them, and not on their buttons.
    fn shared_summary(_o: &Odds) -> Option<String> {
        None
    }
    /// Long lists fold after their first six choices, and a run of more than three card
    /// plays after its first two (a Sheriff's Roadblock on each of four boats, with another
    /// card, would otherwise push the list past the bottom of a laptop's screen).
    fn folds(b: &Button<LaldAction>, place: usize, len: usize) -> bool {
        match b.group {
            Group::Cards => len > 3 && place >= 2,
            _ => len > 7 && place >= 6,
        }
    }

    fn board(parts: BoardParts<Self>) -> AnyView {
        board::board(parts)
    }
    fn status(view: Derived<LaldView>) -> Option<AnyView> {
        Some(controls::status_view(view))
    }
    fn beside(view: Derived<LaldView>) -> AnyView {
        view! { <Hand view=view/> }.into_any()
    }
}
