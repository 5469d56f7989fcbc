//! The whole board as one SVG: the printed board, the last moves, the pieces and the
//! highlighted destinations.
//!
//! Only the `<svg>` element is a Leptos view: its content is markup, and one effect per layer
//! brings that layer up to date (the pieces change attribute by attribute, see
//! [`super::pieces::sync`]). Taps and keys on the destinations are taken by one handler on the
//! board, which reads the `data-pick` of the ring or tag the event happened in. (As a view
//! tree, with a closure per ring and a reactive attribute per piece, the board compiled to
//! some 20 KB of wasm more.)

use std::cell::RefCell;
use std::rc::Rc;

use leptos::ev;
use leptos::prelude::*;
use qbranch_engine::race::{Base, RaceEvent, RaceView, Space};

use super::board_static::board_static_html;
use super::destinations::{destinations_html, mark_selected, pick_target};
use super::geometry::{pos, VIEW_BOX};
use super::options::Destination;
use super::pieces::{pieces_of, recent_moves_html, sync, Piece};

#[component]
pub fn RaceBoard(
    view: crate::ui::reactive::Derived<RaceView>,
    recent: crate::ui::reactive::Derived<Vec<RaceEvent>>,
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
    crate::games::string_layers::markup_layer(
        Box::new(move || layer(".rb-recent-moves")),
        Box::new(move || recent.with(|evs| recent_moves_html(evs))),
    );
    let shown: Rc<RefCell<Option<Vec<Piece>>>> = Rc::default();
    crate::games::effect_of(Box::new(move || {
        if let Some(g) = layer(".rb-pieces") {
            let now = view.with(pieces_of);
            let mut shown = shown.borrow_mut();
            sync(&g, shown.as_deref(), &now);
            *shown = Some(now);
        }
    }));
    // The destinations are drawn afresh when they change (the agents' places steer their
    // tags); a change of the selected ring only marks it, so a focused ring keeps its focus.
    let drawn: Rc<RefCell<String>> = Rc::default();
    crate::games::effect_of(Box::new(move || {
        if let Some(g) = layer(".rb-dests") {
            let avoid: Vec<(f64, f64)> =
                view.with(|v| v.agents.iter().map(|a| pos(a.at)).collect());
            let html = dests.with(|ds| destinations_html(ds, &avoid));
            let mut drawn = drawn.borrow_mut();
            if *drawn != html {
                g.set_inner_html(&html);
                *drawn = html;
            }
            mark_selected(&g, selected.get());
        }
    }));
    let html = format!(
        r#"<defs><marker id="race-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" class="rb-arrow-head"/></marker></defs>{}<g class="rb-recent-moves" aria-hidden="true"></g><g class="rb-pieces"></g><g class="rb-dests"></g>"#,
        board_static_html(&owners)
    );
    view! {
        <div class="race-board-host" node_ref=board>
        <svg class="race-board" viewBox=VIEW_BOX role="group"
            aria-label="The board: airports on the outer ring, the car circuit, the lake shore, the lake and the island"
            data-testid="race-board" inner_html=html
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
            }>
        </svg>
        </div>
    }
}

/// A small board as it is printed (no pieces), as markup, for the rules page.
pub fn board_preview_html() -> String {
    format!(
        r#"<svg class="race-board race-board-preview" viewBox="{VIEW_BOX}" role="img" aria-label="The reconstructed board">{}</svg>"#,
        board_static_html(&[])
    )
}
