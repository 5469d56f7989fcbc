//! The screens of Yolt.
//!
//! TEMPORARY: the generic text board and rules note, so the shell can be played end to end
//! until this game's own SVG board and rules page are written (through `GameUi`).

use leptos::prelude::*;
use qbranch_engine::yolt::Yolt;

use super::{generic, GameUi, PlayCtx};

impl GameUi for Yolt {
    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        generic::play_view(ctx)
    }
    fn rules_view() -> AnyView {
        generic::rules_view(<Yolt as qbranch_engine::Game>::info().name)
    }
}
