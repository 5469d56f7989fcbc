//! You Only Live Twice: the SVG board, the controls, the status sheets and the rules page. The
//! play view is the chase games' own (`super::chase`); this folder holds what is this game's.

mod board;
mod choices;
mod controls;
mod geom;
mod heli;
mod lines;
mod odds;
mod rules;
mod sheets;
mod spaces;
mod summary;
mod terrain;

use leptos::prelude::*;
use qbranch_engine::chase::piece::{PieceId, Side};
use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::summary::RollAction;
use qbranch_engine::yolt::{Yolt, YoltAction, YoltEvent, YoltView};
use qbranch_engine::Odds;

use super::chase::board::Trace;
use super::chase::choices::{Button, Group, OnBoard};
use super::chase::{BoardParts, Chase, Names};
use super::{Choice, GameUi, PlayCtx};
use crate::ui::reactive::Derived;

impl GameUi for Yolt {
    /// A volcano with a glowing crater and a small autogyro above it.
    const EMBLEM: &'static str = r#"<g><path d="M22 96 L50 58 L70 58 L98 96 Z" class="em-ink"></path><path d="M50 58 Q60 66 70 58" class="em-red-stroke"></path><path d="M54 58 Q60 50 66 58" class="em-red"></path><ellipse cx="58" cy="38" rx="11" ry="5" class="em-gold"></ellipse><path d="M47 38 L34 35" class="em-gold-stroke"></path><path d="M40 27 L76 27" class="em-white-stroke"></path><path d="M58 27 L58 33" class="em-white-stroke"></path><path d="M58 43 L55 49 M62 43 L65 49" class="em-gold-stroke"></path></g>"#;

    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        super::chase::play::play_view(ctx)
    }

    fn rules_view() -> AnyView {
        rules::rules().into_any()
    }
}

impl Chase for Yolt {
    const NAMES: Names = Names {
        root: "yolt",
        layout: "yolt-layout",
        map: "yolt-map",
        controls: "yolt-controls",
        beside: "yolt-sheets",
        button: "btn chase-btn yolt-btn",
        button_label: "chase-btn-label yolt-btn-label",
        action: "yolt-action",
        mark_class: "yolt-reconstructed",
        mark_href: "#/rules/yolt",
        mark: "Map and status sheet reconstructed",
        mark_title: "The map and the status sheet are our own reconstruction: see the rules page",
        fold: ("other-shots", "Other shots"),
        taps: ".yolt .tap",
        safe: ".yolt .tap, .yolt .yolt-btn:not([data-dice]):not([data-final])",
        prompt: ".yolt [data-testid=prompt]",
        settled: ".yolt .tap, .yolt .yolt-btn:not([data-dice]):not([data-final]), .yolt [data-testid=prompt]",
        unsafe_buttons: ".yolt .yolt-btn[data-dice], .yolt .yolt-btn[data-final]",
    };

    fn piece_space(view: &YoltView, piece: PieceId) -> Option<SpaceId> {
        choices::piece_space(view, piece)
    }
    fn on_board(action: &YoltAction) -> OnBoard {
        choices::on_board(action)
    }
    fn facing_label(from: Option<SpaceId>, toward: SpaceId, label: &str) -> String {
        choices::facing_label(from, toward, label)
    }
    fn target_of(action: &YoltAction) -> Option<PieceId> {
        choices::target_of(action)
    }
    fn buttons(choices: &[Choice<YoltAction>], view: &YoltView) -> Vec<Button<YoltAction>> {
        choices::buttons(choices, view)
    }

    fn phase(view: &YoltView) -> &str {
        &view.phase
    }
    fn prompt(view: &YoltView, mine: bool, has_steps: bool) -> String {
        controls::prompt(view, mine, has_steps)
    }
    fn you(side: Side) -> &'static str {
        match side {
            Side::Bond => "You fly Little Nellie (Bond)",
            Side::Enemy => "You fly the Enemy helicopters",
        }
    }
    fn group_title(group: Group) -> &'static str {
        choices::group_title(group)
    }
    fn trace(event: &YoltEvent) -> Option<Trace> {
        match *event {
            YoltEvent::Moved {
                piece, from, to, ..
            }
            | YoltEvent::FellBack { piece, from, to } => Some(Trace::Move { piece, from, to }),
            YoltEvent::Roll {
                piece,
                target: Some(target),
                white,
                action:
                    RollAction::MgSameLevel
                    | RollAction::MgBeneath
                    | RollAction::Rockets
                    | RollAction::Missiles
                    | RollAction::Flamethrower
                    | RollAction::AirMines,
                ..
            } => Some(Trace::Shot {
                piece,
                target,
                hit: white,
            }),
            _ => None,
        }
    }
    fn ends_turn(event: &YoltEvent) -> bool {
        matches!(event, YoltEvent::TurnEnded { .. })
    }

    fn spoken(o: &Odds) -> String {
        odds::spoken(o)
    }
    fn movement_cells(o: &Odds) -> Option<Vec<(String, u32)>> {
        odds::is_distribution(o).then(|| odds::distribution(o))
    }
    fn shared_summary(o: &Odds) -> Option<String> {
        Some(odds::distribution_summary(o))
    }
    /// Long shots fold under "Other shots".
    fn folds(b: &Button<YoltAction>, _place: usize, _len: usize) -> bool {
        b.group == Group::Fire && choices::first_chance_in_1000(b) < choices::LONG_SHOT_IN_1000
    }

    fn board(parts: BoardParts<Self>) -> AnyView {
        board::board(parts)
    }
    fn beside(view: Derived<YoltView>) -> AnyView {
        sheets::sheets(view).into_any()
    }
}
