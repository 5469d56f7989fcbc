//! "James Bond 007", the briefcase race: the SVG board, the hand of cards, the controls,
//! the base picker and the rules page. Each component sees only the viewer's view.

mod board;
mod board_static;
mod card;
mod chooser;
mod controls;
mod destinations;
mod geometry;
mod glyphs;
mod hand;
mod legend;
mod options;
mod pieces;
mod play;
mod rules;
mod seat_style;
mod setup;
mod table;

use leptos::prelude::*;
use qbranch_engine::race::{Race, RaceSetup};

use super::{GameUi, PlayCtx};

impl GameUi for Race {
    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        play::play_view(ctx)
    }
    fn rules_view() -> AnyView {
        rules::rules_view()
    }
    fn setup_view(setup: crate::ui::reactive::State<RaceSetup>) -> Option<AnyView> {
        Some(setup::setup_view(setup))
    }
}
