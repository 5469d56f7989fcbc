//! The key to the board: what each mark means, with the same little pictures.

use leptos::prelude::*;

use super::glyphs;
use super::seat_style::seat_badge;

fn row(pic: AnyView, text: &'static str) -> impl IntoView {
    view! {
        <li>
            <svg class="race-key-pic" viewBox="-26 -20 52 40" aria-hidden="true">{pic}</svg>
            <span>{text}</span>
        </li>
    }
}

/// The key, as a list.
pub fn legend() -> impl IntoView {
    let rows = vec![
        row(
            view! { <circle r="15" class="rb-base-disc"/><path d=glyphs::star(11.0) class="rb-base-star"/> }
                .into_any(),
            "A base: each agent starts on one and must bring the briefcase back to it.",
        ),
        row(
            view! { <path d="M-24 6 Q0 -14 24 6" class="rb-air-route"/><circle r="11" class="rb-airport-disc"/> }
                .into_any(),
            "An airport; the blue dashed lines are air routes, each flown with its Air Travel card.",
        ),
        row(
            view! { <path d="M-22 10 L22 -10" class="rb-black-line"/> }.into_any(),
            "A thick black line: one turn, no card.",
        ),
        row(
            view! { <g class="rb-c"><circle r="15"/><text y="5" font-size="13">"C"</text></g> }
                .into_any(),
            "A C point of the green car circuit (cars wait on some of them).",
        ),
        row(
            view! {
                <path d="M-6 0 L24 0" class="rb-heli-route"/>
                <g class="rb-h" transform="translate(-8 0)"><circle r="15"/><text y="5" font-size="13">"H"</text></g>
            }
            .into_any(),
            "An H point: the red dotted line to its B point is flown with a Helicopter card.",
        ),
        row(
            view! { <g class="rb-b"><circle r="15"/><text y="5" font-size="14">"B"</text></g> }
                .into_any(),
            "A B point on the yellow shore, facing one island gate across the lake.",
        ),
        row(
            view! { <g class="rb-gate"><rect x="-14" y="-14" width="28" height="28" rx="5"/><text y="6" font-size="15">"N"</text></g> }
                .into_any(),
            "An island gate (North, East, South, West); the laboratory is at the centre.",
        ),
        row(
            view! { <g transform="translate(-8 0) scale(0.7)">{glyphs::car()}</g><g transform="translate(12 2) scale(0.55)">{glyphs::boat()}</g> }
                .into_any(),
            "Cars and boats: free for the first agent to reach them.",
        ),
        row(
            view! { <g transform="translate(-9 4)">{seat_badge(0, 10.0)}</g><g transform="translate(12 -2) scale(0.6)">{glyphs::briefcase()}</g> }
                .into_any(),
            "An agent (colour, shape and number) and the briefcase.",
        ),
        row(
            view! { <circle r="14" class="rb-dest-ring rb-key-ring"/> }.into_any(),
            "A gold ring: somewhere you may go now. Its tag names the card the move uses.",
        ),
    ];
    view! { <ul class="race-key">{rows}</ul> }
}
