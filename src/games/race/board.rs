//! The whole board as one SVG: the printed board, the last moves, the pieces and the
//! highlighted destinations.

use leptos::prelude::*;
use qbranch_engine::race::{Base, RaceEvent, RaceView, Space};

use super::board_static::board_static;
use super::destinations::destinations;
use super::geometry::VIEW_BOX;
use super::options::Destination;
use super::pieces::{pieces, recent_moves};

#[component]
pub fn RaceBoard(
    view: Signal<RaceView>,
    recent: Signal<Vec<RaceEvent>>,
    dests: Signal<Vec<Destination>>,
    selected: Signal<Option<Space>>,
    on_pick: Callback<Space>,
) -> impl IntoView {
    let agents = Signal::derive(move || view.with(|v| v.agents.iter().map(|a| a.at).collect()));
    let owners: Vec<(Base, usize)> =
        view.with_untracked(|v| v.agents.iter().map(|a| (a.base, a.seat)).collect());
    view! {
        <svg class="race-board" viewBox=VIEW_BOX role="group"
            aria-label="The board: airports on the outer ring, the car circuit, the lake shore, the lake and the island"
            data-testid="race-board">
            <defs>
                <marker id="race-arrow" viewBox="0 0 10 10" refX="5" refY="5"
                    markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M0 0 L10 5 L0 10 z" class="rb-arrow-head"/>
                </marker>
            </defs>
            {board_static(owners)}
            <g class="rb-recent-moves" aria-hidden="true">{recent_moves(recent)}</g>
            {pieces(view)}
            {destinations(dests, agents, selected, on_pick)}
        </svg>
    }
}

/// A small board as it is printed (no pieces), as markup, for the rules page.
pub fn board_preview_html() -> String {
    format!(
        r#"<svg class="race-board race-board-preview" viewBox="{VIEW_BOX}" role="img" aria-label="The reconstructed board">{}</svg>"#,
        super::board_static::board_static_html(&[])
    )
}
