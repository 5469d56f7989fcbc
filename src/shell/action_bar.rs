//! The action bar under the board: undo, the hint, the rules, the menu.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ui::reactive::{state, Derived, State};

/// The hint for the person to act.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// The Hint's search (see `Game::hint_config`) is working it out for the seat.
    Working,
    /// What it would play, and why, in plain words, and its place among the person's choices.
    Ready {
        words: HintWords,
        choice: Option<usize>,
    },
}

/// A hint in words: "Try: <move>: <why>. <note>" — the move as its button reads, the reason
/// from the game's own numbers, and a note on how the computer chose it.
#[derive(Clone, Debug, PartialEq)]
pub struct HintWords {
    /// The move, as its button reads ("Fire rockets at Enemy B"); `None`: no suggestion.
    pub action: Option<String>,
    /// Why, in the game's own numbers ("97 % to hit Enemy B").
    pub why: Option<String>,
    /// How the computer chose it ("It is your only choice here.").
    pub note: Option<String>,
}

impl Hint {
    /// The choice the hint points at.
    fn choice(&self) -> Option<usize> {
        match self {
            Hint::Ready { choice, .. } => *choice,
            Hint::Working => None,
        }
    }
}

/// Point at the hinted choice, for every game: the button marked `data-choice` with its place
/// among the person's choices is marked `data-hinted`, every folded group holding it opens, and
/// it comes into sight. `None` takes the mark away.
fn point_at(choice: Option<usize>) {
    ring("data-hinted", choice);
}

/// The attribute a pick carries when it is one step of a move made of several picks: the
/// places (among the person's choices) of every choice it leads to, separated by spaces
/// (`data-leads="4 5 9"`). A composer puts it only on the picks still to make, so the ring
/// moves on to the next pick as each is made.
pub const LEADS: &str = "data-leads";

thread_local! {
    /// The choice each ring attribute marks now, kept so a redraw without a new position (a
    /// pick in a composer) can put the ring on again.
    static RINGED: std::cell::RefCell<Vec<(String, usize)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Mark with `attr` every element showing the person's choice `choice` (`data-choice`: its
/// button, its space on a map), or, when no element is the choice itself, the picks that lead
/// to it ([`LEADS`]: the first pick of a move made in several); it opens every folded group
/// holding one and brings the first into sight. `None` takes the mark away. The Hint and the
/// lessons point so.
pub fn ring(attr: &str, choice: Option<usize>) {
    RINGED.with(|r| {
        let mut r = r.borrow_mut();
        r.retain(|(a, _)| a != attr);
        if let Some(i) = choice {
            r.push((attr.to_string(), i));
        }
    });
    mark(attr, choice);
}

/// Put every ring on again (after a pick redraws part of a board: the ring goes to the pick
/// now leading to its choice). Called in the frame after the redraw.
pub fn rering() {
    let now: Vec<(String, usize)> = RINGED.with(|r| r.borrow().clone());
    for (attr, i) in now {
        mark(&attr, Some(i));
    }
}

/// The elements `selector` finds.
fn elements(selector: &str) -> Vec<web_sys::Element> {
    let list = document().query_selector_all(selector).ok();
    let n = list.as_ref().map_or(0, |l| l.length());
    (0..n)
        .filter_map(|i| list.as_ref()?.item(i)?.dyn_into::<web_sys::Element>().ok())
        .collect()
}

/// Mark the elements of `choice` with `attr`, bringing the first into sight when it was not
/// marked already (so putting a ring on again never scrolls the page under the person).
fn mark(attr: &str, choice: Option<usize>) {
    let before = elements(&format!("[{attr}]"));
    let found = match choice {
        Some(i) => {
            let exact = elements(&format!("[data-choice=\"{i}\"]"));
            if exact.is_empty() {
                elements(&format!("[{LEADS}~=\"{i}\"]"))
            } else {
                exact
            }
        }
        None => Vec::new(),
    };
    for el in before.iter().filter(|e| !found.contains(e)) {
        let _ = el.remove_attribute(attr);
    }
    for el in &found {
        let mut up = el.parent_element();
        while let Some(p) = up {
            if p.tag_name().eq_ignore_ascii_case("details") {
                let _ = p.set_attribute("open", "");
            }
            up = p.parent_element();
        }
        let _ = el.set_attribute(attr, "true");
    }
    if let Some(el) = found.first().filter(|e| !before.contains(e)) {
        let opts = web_sys::ScrollIntoViewOptions::new();
        opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
        el.scroll_into_view_with_scroll_into_view_options(&opts);
    }
}

/// The [`LEADS`] value of a pick leading to the choices `places`; `None` (no attribute) when it
/// leads to none.
pub fn leads(places: impl IntoIterator<Item = usize>) -> Option<String> {
    let s: Vec<String> = places.into_iter().map(|i| i.to_string()).collect();
    (!s.is_empty()).then(|| s.join(" "))
}

/// The hint: its state, how to ask for one, whether the viewer may ask now, how to close it.
#[derive(Clone, Copy)]
pub struct HintCtl {
    pub state: State<Option<Hint>>,
    pub ask: Callback<()>,
    pub dismiss: Callback<()>,
    pub can: Derived<bool>,
}

#[component]
pub fn ActionBar(
    /// The hint for the person to act; `None` (the replay) has none. It sits in this bar so it
    /// is in sight at every screen size.
    #[prop(default = None)]
    hint: Option<HintCtl>,
    /// Why undo is not possible (`None` when it is).
    undo_block: Derived<Option<String>>,
    on_undo: Callback<()>,
    on_export: Callback<()>,
    save_id: String,
    game: String,
) -> impl IntoView {
    let menu_open = state(false);
    // The hinted choice is pointed at once the hint is ready, and no longer once it closes.
    Effect::new(move || {
        let choice = hint.and_then(|ctl| ctl.state.with(|h| h.as_ref().and_then(Hint::choice)));
        request_animation_frame(move || point_at(choice));
    });
    let hint_button = move || {
        let ctl = hint?;
        (ctl.can.get() && ctl.state.with(Option::is_none)).then(|| {
            view! {
                <button type="button" class="btn hint-btn" data-testid="hint" on:click=move |_| ctl.ask.run(())>
                    "Hint"
                </button>
            }
        })
    };
    let replay_so_far = format!("#/replay/{save_id}");
    view! {
        <nav class="action-bar" aria-label="Game">
            <button
                type="button"
                class="btn"
                data-testid="undo"
                disabled=move || undo_block.with(Option::is_some)
                title=move || undo_block.get().unwrap_or_else(|| "Take back your last action".into())
                on:click=move |_| on_undo.run(())
            >
                <span aria-hidden="true">"↶ "</span>
                "Undo"
            </button>
            {hint_button}
            <a class="btn ghost" href=format!("#/rules/{game}")>"Rules"</a>
            <div class="menu" on:keydown=move |e| {
                if e.key() == "Escape" {
                    menu_open.set(false);
                }
            }>
                <button
                    type="button"
                    class="btn ghost"
                    aria-expanded=move || menu_open.get().to_string()
                    aria-controls="game-menu"
                    on:click=move |_| menu_open.update(|o| *o = !*o)
                >
                    "Menu"
                </button>
                <Show when=move || menu_open.get()>
                    <ul class="menu-list" id="game-menu">
                        <li><a class="btn ghost" href=replay_so_far.clone()>"Replay so far"</a></li>
                        <li>
                            <button type="button" class="btn ghost" on:click=move |_| {
                                menu_open.set(false);
                                on_export.run(());
                            }>
                                "Export this game"
                            </button>
                        </li>
                        <li><a class="btn ghost" href="#/saves">"Saved games"</a></li>
                        <li><a class="btn ghost" href="#/rules">"How it works"</a></li>
                        <li><a class="btn ghost" href="#/">"Home"</a></li>
                    </ul>
                </Show>
            </div>
            <p class="undo-note muted" aria-live="polite">{move || undo_block.get()}</p>
            {move || {
                let ctl = hint?;
                ctl.state.get().map(|h| view! { <HintBox hint=h dismiss=ctl.dismiss/> })
            }}
        </nav>
    }
}

/// The hint being worked out, or what it says, with a way to close it.
#[component]
fn HintBox(hint: Hint, dismiss: Callback<()>) -> impl IntoView {
    let (state, words, choice) = match hint {
        Hint::Working => ("working", None, None),
        Hint::Ready { words, choice } => ("ready", Some(words), choice),
    };
    let body = match words {
        None => view! {
            <span class="spinner" aria-hidden="true"></span>
            "Looking for a good move…"
        }
        .into_any(),
        Some(HintWords { action: None, .. }) => "The computer has no suggestion here.".into_any(),
        Some(HintWords {
            action: Some(action),
            why,
            note,
        }) => view! {
            "Try: "
            <strong class="hint-move" data-testid="hint-move">{action}</strong>
            {match why {
                Some(why) => view! { ": " <span data-testid="hint-why">{why}</span> "." }.into_any(),
                None => ".".into_any(),
            }}
            {note.map(|n| view! { " " <span class="hint-note">{n}</span> })}
        }
        .into_any(),
    };
    view! {
        <div class="hint-box">
            <p class="hint-text" role="status" data-testid="hint-text" data-state=state
                data-hint-choice=choice.map(|c| c.to_string())>
                {body}
            </p>
            <button type="button" class="btn ghost" data-testid="hint-close" on:click=move |_| dismiss.run(())>
                "Close"
            </button>
        </div>
    }
}
