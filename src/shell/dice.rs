//! The dice of the last roll, drawn as SVG, with a short tumble that a tap skips and that
//! `prefers-reduced-motion` (or the "fast" setting) turns off.

use std::time::Duration;

use leptos::prelude::*;

use crate::ui::reactive::{state, Derived};

/// One roll as the panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Roll {
    /// Changes with every new roll (restarts the animation).
    pub key: usize,
    pub values: Vec<u8>,
    /// The log line of the roll ("Bond rolls 4 and 3: hit").
    pub label: String,
}

const ROLL_MS: u64 = 650;

fn reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Pip positions on a 0..100 face for 1..=6.
fn pips(v: u8) -> &'static [(u8, u8)] {
    match v {
        1 => &[(50, 50)],
        2 => &[(28, 28), (72, 72)],
        3 => &[(26, 26), (50, 50), (74, 74)],
        4 => &[(28, 28), (72, 28), (28, 72), (72, 72)],
        5 => &[(26, 26), (74, 26), (50, 50), (26, 74), (74, 74)],
        6 => &[(28, 24), (72, 24), (28, 50), (72, 50), (28, 76), (72, 76)],
        _ => &[],
    }
}

/// One die's face: its pips (a number past six is written).
#[component]
fn Die(value: u8, place: usize) -> impl IntoView {
    let pips = pips(value)
        .iter()
        .map(|&(x, y)| view! { <circle cx=x cy=y r="9"></circle> })
        .collect_view();
    view! {
        <svg class="die" style=format!("--i:{place}") viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <rect x="4" y="4" width="92" height="92" rx="16" class="die-face"></rect>
            <g class="die-pips">{pips}</g>
            {(value > 6).then(|| view! {
                <text x="50" y="64" text-anchor="middle" class="die-num">{value}</text>
            })}
        </svg>
    }
}

/// The dice tray: the dice as one button (a tap skips the tumble) and the roll's log line.
/// `fast` skips the animation.
#[component]
pub fn DiceTray(roll: Derived<Option<Roll>>, fast: Derived<bool>) -> impl IntoView {
    let rolling = state(false);
    // A new roll (not the one already on screen when the page opened) tumbles briefly.
    Effect::new(move |prev: Option<Option<usize>>| {
        let key = roll.with(|r| r.as_ref().map(|r| r.key));
        if let Some(prev) = prev {
            if key.is_some() && key != prev && !fast.get_untracked() && !reduced_motion() {
                rolling.set(true);
                set_timeout(
                    move || rolling.try_set(false),
                    Duration::from_millis(ROLL_MS),
                );
            }
        }
        key
    });
    let dice = move || {
        roll.get().map(|r| {
            let spoken: Vec<String> = r.values.iter().map(|v| v.to_string()).collect();
            let dice = r
                .values
                .iter()
                .enumerate()
                .map(|(i, &v)| view! { <Die value=v place=i/> })
                .collect_view();
            view! {
                <button type="button" class="dice" class:rolling=move || rolling.get()
                    aria-label=format!("Dice: {}", spoken.join(", "))
                    title="Tap to skip the roll"
                    on:click=move |_| rolling.set(false)>
                    {dice}
                </button>
                <p class="dice-label">{r.label}</p>
            }
        })
    };
    view! {
        <div class="dice-tray" role="region" aria-label="Last roll">
            <h2 class="panel-title">"Last roll"</h2>
            <Show when=move || roll.with(Option::is_none)>
                <p class="muted">"No dice rolled yet."</p>
            </Show>
            {dice}
        </div>
    }
}
