//! The dice of the last roll, drawn as SVG, with a short tumble that a tap skips and that
//! `prefers-reduced-motion` (or the "fast" setting) turns off. The tray's content is markup,
//! redrawn whole at each roll by one effect, which also sets and clears the `rolling` class in
//! place (a view per die and a signal for the tumble compiled to a few KB of wasm).

use std::fmt::Write;
use std::time::Duration;

use leptos::html::Div;
use leptos::prelude::*;

use crate::markup::esc;

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

/// The tray's content under its title: the dice as one button (a tap skips the tumble) and
/// the roll's log line.
fn tray_html(roll: Option<&Roll>) -> String {
    let mut h = String::from(r#"<h2 class="panel-title">Last roll</h2>"#);
    let Some(r) = roll else {
        h.push_str(r#"<p class="muted">No dice rolled yet.</p>"#);
        return h;
    };
    let spoken: Vec<String> = r.values.iter().map(|v| v.to_string()).collect();
    write!(
        h,
        r#"<button type="button" class="dice" aria-label="Dice: {}" title="Tap to skip the roll">"#,
        spoken.join(", ")
    )
    .ok();
    for (i, &v) in r.values.iter().enumerate() {
        write!(
            h,
            r#"<svg class="die" style="--i:{i}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="4" y="4" width="92" height="92" rx="16" class="die-face"></rect><g class="die-pips">"#
        )
        .ok();
        for (x, y) in pips(v) {
            write!(h, r#"<circle cx="{x}" cy="{y}" r="9"></circle>"#).ok();
        }
        h.push_str("</g>");
        if v > 6 {
            write!(
                h,
                r#"<text x="50" y="64" text-anchor="middle" class="die-num">{v}</text>"#
            )
            .ok();
        }
        h.push_str("</svg>");
    }
    write!(h, r#"</button><p class="dice-label">{}</p>"#, esc(&r.label)).ok();
    h
}

/// Set or clear the tumble on the tray's dice button, if it is still there.
fn set_rolling(tray: NodeRef<Div>, on: bool) {
    let dice = tray
        .try_get_untracked()
        .flatten()
        .and_then(|t| t.query_selector(".dice").ok().flatten());
    if let Some(d) = dice {
        d.set_attribute("class", if on { "dice rolling" } else { "dice" })
            .ok();
    }
}

/// The dice tray. `fast` skips the animation.
#[component]
pub fn DiceTray(
    roll: crate::ui::reactive::Derived<Option<Roll>>,
    fast: crate::ui::reactive::Derived<bool>,
) -> impl IntoView {
    let tray = NodeRef::<Div>::new();
    // A new roll (not the one already on screen when the page opened) tumbles briefly.
    Effect::new(move |prev: Option<Option<usize>>| {
        let key = roll.with(|r| {
            if let Some(t) = tray.get() {
                t.set_inner_html(&tray_html(r.as_ref()));
            }
            r.as_ref().map(|r| r.key)
        });
        if let Some(prev) = prev {
            if key.is_some() && key != prev && !fast.get_untracked() && !reduced_motion() {
                set_rolling(tray, true);
                set_timeout(
                    move || set_rolling(tray, false),
                    Duration::from_millis(ROLL_MS),
                );
            }
        }
        key
    });
    view! {
        <div class="dice-tray" role="region" aria-label="Last roll" node_ref=tray
            on:click=move |e| {
                let on_dice = crate::ui::tap::target_element(e.target())
                    .and_then(|el| el.closest(".dice").ok().flatten())
                    .is_some();
                if on_dice {
                    set_rolling(tray, false);
                }
            }>
        </div>
    }
}
