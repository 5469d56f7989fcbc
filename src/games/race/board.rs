//! The whole board as one SVG: the printed board, the moves since the agent to act last moved,
//! the pieces and the highlighted destinations.
//!
//! The printed board is drawn once; the moves since are redrawn whole; the pieces change
//! attribute by attribute (see [`super::pieces::sync`]) so they glide; the destinations are
//! drawn afresh when they change, and only marked when the one being confirmed changes, so a
//! focused ring keeps its focus. Taps and keys on the destinations are taken by one handler on
//! the board, which reads the `data-pick` of the ring or tag the event happened in.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::ev;
use leptos::prelude::*;
use qbranch_engine::race::{Base, RaceEvent, RaceView, Space};
use qbranch_engine::Since;

use super::board_static::board_static;
use super::choices::Destination;
use super::destinations::{destinations, mark_selected, pick_target};
use super::geom::{pos, VIEW_BOX};
use super::pieces::{pieces_of, recap_paths, sync, Piece};
use crate::ui::markup::{el, set_inner, Markup};

/// The arrowhead of the recap's arrows.
const ARROW: &str = r#"<marker id="race-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" class="rb-arrow-head"/></marker>"#;

#[component]
pub fn RaceBoard(
    view: crate::ui::reactive::Derived<RaceView>,
    recap: crate::ui::reactive::Derived<Vec<Since<RaceEvent>>>,
    dests: crate::ui::reactive::Derived<Vec<Destination>>,
    selected: crate::ui::reactive::State<Option<Space>>,
    on_pick: Callback<Space>,
) -> impl IntoView {
    let owners: Vec<(Base, usize)> =
        view.with_untracked(|v| v.agents.iter().map(|a| (a.base, a.seat)).collect());
    // The board's host (adding no box of its own): the board's layers are found in it.
    let board = NodeRef::<leptos::html::Div>::new();
    // One layer of the board, found by its class once the board is in the page.
    let layer = move |class: &str| {
        board
            .get()
            .and_then(|b| b.query_selector(class).ok().flatten())
    };
    let shown: Rc<RefCell<Option<Vec<Piece>>>> = Rc::default();
    Effect::new(move |_| {
        if let Some(g) = layer(".rb-pieces") {
            let now = view.with(pieces_of);
            let mut shown = shown.borrow_mut();
            sync(&g, shown.as_deref(), &now);
            *shown = Some(now);
        }
    });
    let drawn: Rc<RefCell<Markup>> = Rc::default();
    Effect::new(move |_| {
        if let Some(g) = layer(".rb-dests") {
            let avoid: Vec<(f64, f64)> =
                view.with(|v| v.agents.iter().map(|a| pos(a.at)).collect());
            let now = dests.with(|ds| destinations(ds, &avoid));
            let mut drawn = drawn.borrow_mut();
            if *drawn != now {
                set_inner(&g, &now);
                *drawn = now;
            }
            mark_selected(&g, selected.get());
        }
    });
    let moves = move || recap.with(|r| view.with(|v| recap_paths(r, v.to_act)));
    view! {
        <div class="race-board-host" node_ref=board>
            <svg
                class="race-board"
                viewBox=VIEW_BOX
                role="group"
                aria-label="The board: airports on the outer ring, the car circuit, the lake shore, the lake and the island"
                data-testid="race-board"
                on:click=move |e| {
                    if let Some(to) = pick_target(e.target()) {
                        on_pick.run(to);
                    }
                }
                on:keydown=move |e: ev::KeyboardEvent| {
                    if e.key() == "Enter" || e.key() == " " {
                        if let Some(to) = pick_target(e.target()) {
                            e.prevent_default();
                            on_pick.run(to);
                        }
                    }
                }
            >
                <defs inner_html=Markup::trusted(ARROW)></defs>
                <g class="rb-static" aria-hidden="true" inner_html=board_static(&owners)></g>
                <g class="rb-recent-moves" aria-hidden="true" inner_html=moves></g>
                <g class="rb-pieces"></g>
                <g class="rb-dests"></g>
            </svg>
        </div>
    }
}

/// A small board as it is printed (no pieces), for the rules page.
pub fn board_preview() -> Markup {
    el("svg")
        .class("race-board race-board-preview")
        .attr("viewBox", VIEW_BOX)
        .attr("role", "img")
        .attr("aria-label", "The reconstructed board")
        .child(
            el("g")
                .class("rb-static")
                .attr("aria-hidden", "true")
                .child(board_static(&[])),
        )
        .into()
}
