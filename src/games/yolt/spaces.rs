//! The spaces (static): High spaces as white dots, Low spaces as purple dots, Double spaces
//! marked "2"; their numbers (a layer of their own, above the pieces); the start spaces A–D and
//! Bond labelled.

use leptos::prelude::*;
use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::map::map;
use qbranch_engine::yolt::space::{Capacity, Level};

use super::geom::{at, dot_radius, n, number_positions, start_label_at};

#[component]
pub fn SpaceDots() -> impl IntoView {
    let m = map();
    let dots = (0..m.len() as u8)
        .map(|s| {
            let def = m.space(s);
            let (x, y) = at(s);
            let r = dot_radius(s);
            let level = match def.kind.level {
                Level::High => "high",
                Level::Low => "low",
            };
            let double = def.kind.capacity == Capacity::Double;
            view! {
                <g class=format!("space {level}") class:double=double class:start=def.label.is_some()>
                    <circle class="dot" cx=n(x) cy=n(y) r=n(r)/>
                    {double.then(|| view! {
                        <text class="dot-two" x=n(x) y=n(y + 1.15)>"2"</text>
                    })}
                </g>
            }
        })
        .collect_view();
    view! { <g class="spaces" aria-hidden="true">{dots}</g> }
}

/// The space numbers, drawn above the helicopters so that no piece or tag ever hides one (the
/// log and the buttons name spaces by number).
#[component]
pub fn SpaceNumbers() -> impl IntoView {
    let numbers = number_positions()
        .iter()
        .enumerate()
        .map(|(s, &(nx, ny))| {
            view! { <text class="space-num" data-space=s.to_string() x=n(nx) y=n(ny + 1.0)>{s.to_string()}</text> }
        })
        .collect_view();
    view! { <g class="space-nums" aria-hidden="true">{numbers}</g> }
}

/// The start labels ("A" … "D", "Bond"), each hidden while a piece sits on it (the piece's
/// own tag names it then, and the label would only clutter the glyph).
#[component]
pub fn StartLabels(
    /// Spaces with a piece in them.
    occupied: Signal<Vec<SpaceId>>,
    #[prop(optional)] numbers: bool,
) -> impl IntoView {
    let m = map();
    let labels = (0..m.len() as u8)
        .filter_map(|s| m.space(s).label.map(|l| (s, l)))
        .map(|(s, label)| {
            let (x, y) = at(s);
            let r = dot_radius(s);
            let (sx, sy, beyond) = start_label_at(s);
            let d = if beyond && numbers { r + 7.5 } else { r + 4.2 };
            // Text is anchored by its middle; push long labels out by half their width.
            let half = if label.len() > 1 { 4.8 } else { 1.4 };
            let (lx, ly) = (x + sx * (d + half * sx.abs()), y + sy * d);
            view! {
                <text
                    class="start-label"
                    class:hidden=move || occupied.with(|o| o.contains(&s))
                    x=n(lx)
                    y=n(ly + 1.5)
                >
                    {label}
                </text>
            }
        })
        .collect_view();
    view! { <g class="start-labels" aria-hidden="true">{labels}</g> }
}
