//! The spaces (static): High spaces as white dots, Low spaces as purple dots, Double spaces
//! marked "2", each with its number (the log and the buttons name spaces by number) and the
//! start spaces A–D and Bond labelled.

use leptos::prelude::*;
use qbranch_engine::chase::{Capacity, Level};
use qbranch_engine::yolt::map::map;

use super::geom::{at, dot_radius, label_dir, n};

#[component]
pub fn SpaceDots(
    /// Print the space numbers (the small rules-page map leaves them out).
    #[prop(optional)]
    numbers: bool,
) -> impl IntoView {
    let m = map();
    let dots = (0..m.len() as u8)
        .map(|s| {
            let def = m.space(s);
            let (x, y) = at(s);
            let r = dot_radius(s);
            let level = match def.level {
                Level::High => "high",
                Level::Low => "low",
            };
            let double = def.capacity == Capacity::Double;
            let (dx, dy) = label_dir(s);
            let number = numbers.then(|| {
                let d = r + 2.2;
                view! {
                    <text class="space-num" x=n(x + dx * d) y=n(y + dy * d + 0.95)>{s.to_string()}</text>
                }
            });
            let start = def.label.map(|label| {
                let d = if numbers { r + 7.0 } else { r + 4.5 };
                view! {
                    <text class="start-label" x=n(x + dx * d) y=n(y + dy * d + 1.5)>{label}</text>
                }
            });
            view! {
                <g class=format!("space {level}") class:double=double class:start=def.label.is_some()>
                    <circle class="dot" cx=n(x) cy=n(y) r=n(r)/>
                    {double.then(|| view! {
                        <text class="dot-two" x=n(x) y=n(y + 1.15)>"2"</text>
                    })}
                    {number}
                    {start}
                </g>
            }
        })
        .collect_view();
    view! { <g class="spaces" aria-hidden="true">{dots}</g> }
}
