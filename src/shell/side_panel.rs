//! The side panel of the play and replay screens: whose turn with the pace controls and the
//! last roll, the recap, and the players with the log (a drawer on an upright tablet).

use leptos::prelude::*;

use super::dice::{DiceTray, Roll};
use super::log::{Log, LogLine};
use crate::saves::format::SeatSpec;
use crate::ui::reactive::{memo, state, Derived, State};

/// One seat, marked while it is its turn.
#[component]
fn SeatLine(seat: SeatSpec, on: Signal<bool>) -> impl IntoView {
    view! {
        <li class="seat" class:active=on>
            <span class="seat-marker" aria-hidden="true">{move || if on.get() { "▶" } else { "" }}</span>
            <span class="seat-name">{seat.name.clone()}</span>
            <span class="seat-kind">{seat.kind_label()}</span>
            <span class="visually-hidden">{move || if on.get() { ", to play" } else { "" }}</span>
        </li>
    }
}

#[component]
pub fn SidePanel(
    seats: Vec<SeatSpec>,
    to_act: Derived<Option<usize>>,
    /// "Ann to play", "Enemy is thinking…", "Finished: Ann won".
    status: Derived<String>,
    thinking: Derived<bool>,
    /// Faster computer moves (no pauses, no dice tumble); `None` hides the switch.
    fast: Option<State<bool>>,
    /// "Skip to my turn" while the computer plays; `None` hides it (no person, or no computer).
    #[prop(default = None)]
    skip: Option<Callback<()>>,
    #[prop(optional, into)] skipping: Option<Derived<bool>>,
    roll: Derived<Option<Roll>>,
    log: Derived<Vec<LogLine>>,
    latest: Derived<usize>,
    /// The whole log, not only the latest actions.
    log_all: State<bool>,
    /// Between the turn and the log: the recap.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let skipping_now = move || skipping.is_some_and(|s| s.get());
    let fast_flag = memo(move || skipping_now() || fast.is_some_and(|f| f.get()));
    let seat_lines = seats
        .into_iter()
        .enumerate()
        .map(|(i, seat)| {
            let on = Signal::derive(move || to_act.get() == Some(i));
            view! { <SeatLine seat=seat on=on/> }
        })
        .collect_view();
    let drawer = Drawer::new();
    view! {
        <div class="side-panel">
            <section class="turn" aria-label="Turn">
                <p class="status" class:empty=move || status.with(String::is_empty)
                    class:thinking=move || thinking.get() role="status" data-testid="status">
                    <Show when=move || thinking.get()>
                        <span class="spinner" aria-hidden="true"></span>
                    </Show>
                    {move || status.get()}
                </p>
                <div class="turn-controls">
                    {fast.map(|f| view! {
                        <button
                            type="button"
                            class="btn small toggle"
                            aria-pressed=move || f.get().to_string()
                            on:click=move |_| f.update(|v| *v = !*v)
                        >
                            <span aria-hidden="true">{move || if f.get() { "✓ " } else { "" }}</span>
                            "Fast computer moves"
                        </button>
                    })}
                    {skip.map(|cb| view! {
                        <Show when=move || thinking.get() && !skipping_now()>
                            <button type="button" class="btn small" data-testid="skip" on:click=move |_| cb.run(())>
                                "Skip to my turn"
                            </button>
                        </Show>
                    })}
                    <DrawerToggle drawer=drawer/>
                </div>
                // Games without dice (the briefcase race) never show an empty tray.
                <Show when=move || roll.with(Option::is_some)>
                    <DiceTray roll=roll fast=fast_flag/>
                </Show>
            </section>
            {children.map(|c| c())}
            <div class="side-drawer" id=DRAWER_ID class:open=move || drawer.open.get()
                data-testid="side-drawer" role="region" aria-labelledby="drawer-title"
                on:keydown=move |e| if e.key() == "Escape" && drawer.open.get_untracked() {
                    e.stop_propagation();
                    drawer.close();
                }>
                <div class="drawer-head">
                    <h2 class="panel-title" id="drawer-title">"Players and log"</h2>
                    <button type="button" class="btn small ghost" data-testid="drawer-close"
                        node_ref=drawer.close_button on:click=move |_| drawer.close()>
                        "Close"
                    </button>
                </div>
                <ul class="seats-list" aria-label="Players">{seat_lines}</ul>
                <Log lines=log latest=latest all=log_all/>
            </div>
        </div>
    }
}

const DRAWER_ID: &str = "side-drawer";

/// The players and the full log: a column beside the board on a wide screen, behind one tap
/// ("Players and log") on an upright tablet, where they would push the turn's controls out of
/// sight. Opening moves focus into it; closing (the button, Escape) moves it back to the
/// toggle.
#[derive(Clone, Copy)]
struct Drawer {
    open: State<bool>,
    toggle: NodeRef<leptos::html::Button>,
    close_button: NodeRef<leptos::html::Button>,
}

impl Drawer {
    fn new() -> Self {
        Drawer {
            open: state(false),
            toggle: NodeRef::new(),
            close_button: NodeRef::new(),
        }
    }

    fn show(self) {
        self.open.set(true);
        request_animation_frame(move || {
            if let Some(b) = self.close_button.get_untracked() {
                // Focus is a courtesy: a button that cannot take it leaves the drawer open.
                b.focus().ok();
            }
        });
    }

    fn close(self) {
        self.open.set(false);
        if let Some(b) = self.toggle.get_untracked() {
            b.focus().ok();
        }
    }
}

/// The button that opens the drawer (shown only where the drawer is folded away).
#[component]
fn DrawerToggle(drawer: Drawer) -> impl IntoView {
    view! {
        <button type="button" class="btn small drawer-toggle" data-testid="drawer-toggle"
            aria-controls=DRAWER_ID aria-expanded=move || drawer.open.get().to_string()
            node_ref=drawer.toggle
            on:click=move |_| if drawer.open.get_untracked() { drawer.close() } else { drawer.show() }>
            "Players and log"
        </button>
    }
}
