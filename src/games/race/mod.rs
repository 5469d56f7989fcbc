//! "James Bond 007", the briefcase race: the play view (the board, the chooser over it, and
//! beside it the controls, the viewer's hand and what lies on the table), the base picker and
//! the rules page. Each component sees only the viewer's view.

mod board;
mod board_static;
mod card;
mod choices;
mod chooser;
mod controls;
mod destinations;
mod geom;
mod glyphs;
mod hand;
mod legend;
mod pieces;
mod rules;
mod seat_style;
mod setup;
mod table;

use leptos::prelude::*;
use qbranch_engine::race::{Card, Race, RaceSetup, Space};

use super::{GameUi, PlayCtx};
use crate::ui::focus::{follow_decision, Scope};
use crate::ui::reactive::memo;
use board::RaceBoard;
use choices::Options;
use chooser::Chooser;
use controls::Controls;
use hand::Hand;
use legend::legend_items;
use table::TableInfo;

impl GameUi for Race {
    /// A briefcase racing along a dotted route to a flag.
    const EMBLEM: &'static str = r#"<g><path d="M18 92 Q40 70 60 84 T96 60" class="em-dots"></path><path d="M94 60 L94 40 L106 45 L94 50" class="em-red"></path><rect x="30" y="40" width="44" height="30" rx="4" class="em-gold"></rect><path d="M44 40 L44 33 L60 33 L60 40" class="em-gold-stroke"></path><path d="M30 52 L74 52" class="em-ink-stroke"></path><rect x="48" y="49" width="8" height="7" class="em-white"></rect></g>"#;

    fn play_view(ctx: PlayCtx<Self>) -> AnyView {
        play_view(ctx)
    }
    fn rules_view() -> AnyView {
        rules::rules_view()
    }
    fn setup_view(setup: crate::ui::reactive::State<RaceSetup>) -> Option<AnyView> {
        Some(setup::setup_view(setup))
    }
}

/// Where the keyboard's focus goes in a decision: the destination rings, then the controls
/// that take nothing back (begin a discard, pick a card, confirm the two picked), then the
/// prompt. Never by default onto a robbery or a take, which draw a card.
const FOCUS: Scope = Scope {
    taps: ".race [data-testid=dest]",
    safe: ".race [data-testid=discard-start], .race [data-testid=discard-confirm]:not([disabled]), .race .race-card-btn:not([disabled])",
    prompt: ".race [data-testid=race-status]",
};

/// How long, in frames, the focus is watched after a change (the rings are drawn a frame or
/// two after the choices).
const FOCUS_WATCH_FRAMES: u32 = 30;

fn play_view(ctx: PlayCtx<Race>) -> AnyView {
    let options = memo(move || {
        let from = ctx.view.with(|v| {
            v.to_act
                .filter(|t| v.seat == Some(*t))
                .map(|t| v.agents[t].at)
        });
        ctx.choices.with(|c| Options::from_choices(c, from))
    });
    let selected = crate::ui::reactive::state(None::<Space>);
    let picking = crate::ui::reactive::state(false);
    let picked = crate::ui::reactive::state(Vec::<Card>::new());
    // New choices (a move made, a new turn, the curtain): start afresh. A discard the engine
    // has already begun (after a reload, say) reopens the picking, with its first card.
    Effect::new(move |_| {
        let resumed = options.with(|o| !o.picks.is_empty());
        selected.set(None);
        picking.set(resumed);
        picked.set(
            ctx.view
                .with_untracked(|v| v.my_discard_pick)
                .filter(|_| resumed)
                .into_iter()
                .collect(),
        );
    });
    // The focus follows the decision: after a move, a discard begun or cancelled, or the
    // others' turns, it goes to the first destination, else the first control, else the prompt.
    Effect::new(move |_| {
        ctx.choices.track();
        picking.track();
        follow_decision(FOCUS, FOCUS_WATCH_FRAMES);
    });
    // The second card picked: the focus goes on to "Discard these two".
    Effect::new(move |prev: Option<usize>| {
        let n = picked.with(Vec::len);
        if n == 2 && prev == Some(1) {
            request_animation_frame(|| {
                if let Ok(Some(el)) =
                    document().query_selector(".race [data-testid=discard-confirm]")
                {
                    crate::ui::focus::focus_el(&el);
                }
            });
        }
        n
    });
    let dests = memo(move || {
        if picking.get() {
            Vec::new()
        } else {
            options.with(|o| o.destinations.clone())
        }
    });
    let chosen = memo(move || {
        let to = selected.get()?;
        options.with(|o| o.destinations.iter().find(|d| d.to == to).cloned())
    });
    let on_pick = Callback::new(move |to: Space| {
        let offered = options.with_untracked(|o| o.destinations.iter().any(|d| d.to == to));
        if !offered {
            return;
        }
        // Every move is confirmed in the chooser (one tap on a tablet is never
        // final; a mis-tap is taken back with "Cancel").
        selected.set(Some(to));
    });
    // Closing the chooser gives the focus back to the ring that opened it.
    let on_cancel = Callback::new(move |_| {
        let Some(to) = selected.get_untracked() else {
            return;
        };
        selected.set(None);
        let sel = format!("[data-testid=dest][data-space=\"{}\"]", to.id());
        request_animation_frame(move || {
            if let Ok(Some(el)) = document().query_selector(&sel) {
                crate::ui::focus::focus_el(&el);
            }
        });
    });
    // A destination picked (the chooser opens) or let go, or a discard begun: the ring of a
    // lesson or the Hint moves to the pick now leading to its choice.
    Effect::new(move |_| {
        selected.track();
        picking.track();
        request_animation_frame(crate::shell::action_bar::rering);
    });
    let hand = memo(move || ctx.view.with(|v| v.hand.clone().unwrap_or_default()));
    let pinned = memo(move || {
        ctx.view.with(|v| {
            v.seat
                .and_then(|s| v.agents[s].swim)
                .map(|sw| std::iter::once(sw.card).chain(sw.gate_card).collect())
                .unwrap_or_default()
        })
    });
    let lit = memo(move || {
        chosen.with(|c| {
            c.as_ref()
                .map(|d| d.ways.iter().filter_map(|w| w.card).collect())
                .unwrap_or_default()
        })
    });
    let locked = crate::ui::reactive::memo(move || ctx.view.with(|v| v.my_discard_pick));
    let has_hand = memo(move || ctx.view.with(|v| v.hand.is_some()));
    view! {
        <div class="race" data-testid="race"
            data-viewer=move || ctx.view.with(|v| v.seat.map(|s| s.to_string()).unwrap_or_default())
            data-to-act=move || ctx.view.with(|v| v.to_act.map(|s| s.to_string()).unwrap_or_default())>
            <div class="race-board-wrap">
                <RaceBoard
                    view=ctx.view
                    recap=ctx.recap
                    dests=dests
                    selected=selected
                    on_pick=on_pick
                />
                {move || chosen.get().map(|d| view! { <Chooser dest=d act=ctx.act on_cancel=on_cancel/> }.into_any())}
            </div>
            <div class="race-panel">
                <Controls view=ctx.view options=options act=ctx.act picking=picking picked=picked/>
                {move || if has_hand.get() {
                    view! {
                        <Hand hand=hand pinned=pinned picking=picking.into() picked=picked lit=lit locked=locked/>
                    }.into_any()
                } else {
                    view! {
                        <p class="race-note muted">"Every hand is secret: this view shows the board and the card backs only."</p>
                    }.into_any()
                }}
                // What is on the table for everyone and the key: the one part that scrolls,
                // so the controls and the hand above it stay in sight.
                <div class="race-more">
                    <TableInfo view=ctx.view/>
                    <details class="race-key-box">
                        <summary>"Key to the board"</summary>
                        <ul class="race-key" inner_html=legend_items()></ul>
                    </details>
                </div>
            </div>
        </div>
    }
    .into_any()
}
