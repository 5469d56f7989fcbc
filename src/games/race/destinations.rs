//! The highlighted destinations: a gold ring round every place the viewer may go, each with a
//! tag naming the card the move would use (or how it is made without one). Rings are buttons:
//! tap or Enter.

use leptos::ev;
use leptos::prelude::*;
use qbranch_engine::race::board::Kind;
use qbranch_engine::race::{By, Space};

use super::geometry::{outward, pos};
use super::glyphs;
use super::options::Destination;

/// Where a destination's tag goes, relative to its point.
fn tag_offset(to: Space) -> (f64, f64) {
    let (ox, oy) = outward(to);
    match to.kind() {
        // Airport names are outside the ring: tags go inside.
        Kind::Airport(_) => (-ox * 70.0, -oy * 70.0),
        // Alternate in and out along the circuit and the shore, so neighbours' tags never meet.
        Kind::Green(k) | Kind::Shore(k) => {
            let d = if k % 2 == 0 { 58.0 } else { -58.0 };
            (ox * d, oy * d)
        }
        Kind::Centre => (0.0, -66.0),
        Kind::Gate(_) | Kind::Lake(_) => (ox * 60.0, oy * 60.0),
    }
}

/// The icon of a way of moving.
pub fn by_icon(by: By) -> AnyView {
    match by {
        By::Air => glyphs::plane().into_any(),
        By::Line => glyphs::black_line().into_any(),
        By::Car => glyphs::car().into_any(),
        By::Foot | By::Island => glyphs::foot().into_any(),
        By::Helicopter => glyphs::helicopter().into_any(),
        By::Boat => glyphs::boat().into_any(),
        By::Swim => glyphs::swimmer().into_any(),
        By::Gate => glyphs::gate_arch().into_any(),
        By::Centre => glyphs::briefcase().into_any(),
    }
}

/// One highlighted destination.
fn marker(
    d: Destination,
    selected: Signal<Option<Space>>,
    on_pick: Callback<Space>,
) -> impl IntoView {
    let to = d.to;
    let (x, y) = pos(to);
    let (tx, ty) = tag_offset(to);
    let tag = d.tag();
    let tag_attr = tag.clone();
    let font = 20.0;
    let text_w = tag.chars().count() as f64 * font * 0.56;
    let icon = d.ways[0].by;
    let w = text_w + 54.0;
    let h = 36.0;
    let card = d.needs_card();
    let rob = d.ways.iter().any(|w| w.rob);
    let aria = format!(
        "Go to {}: {}",
        to.name(),
        d.ways
            .iter()
            .map(|w| w.label.clone())
            .collect::<Vec<_>>()
            .join("; or ")
    );
    view! {
        <g class="rb-dest" class:card=card class:free=!card class:rob=rob
            class:selected=move || selected.get() == Some(to)
            role="button" tabindex="0" aria-label=aria
            data-testid="dest" data-space=to.id() data-tag=tag_attr
            on:click=move |_| on_pick.run(to)
            on:keydown=move |e: ev::KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_pick.run(to);
                }
            }>
            <circle cx=x cy=y r="44" class="rb-dest-hit"/>
            <circle cx=x cy=y r="33" class="rb-dest-ring"/>
            <g transform=format!("translate({:.1} {:.1})", x + tx, y + ty) class="rb-dest-tag">
                <rect x=-w / 2.0 y=-h / 2.0 width=w height=h rx="18"/>
                <g transform=format!("translate({:.1} 0) scale(0.62)", -w / 2.0 + 24.0) class="rb-dest-icon">
                    {by_icon(icon)}
                </g>
                <text x=-w / 2.0 + 44.0 y="7" font-size=font>{tag}</text>
            </g>
        </g>
    }
}

/// Every highlighted destination (drawn last, above the pieces).
pub fn destinations(
    dests: Signal<Vec<Destination>>,
    selected: Signal<Option<Space>>,
    on_pick: Callback<Space>,
) -> impl IntoView {
    view! {
        <g class="rb-dests">
            {move || {
                dests
                    .get()
                    .into_iter()
                    .map(|d| marker(d, selected, on_pick))
                    .collect_view()
            }}
        </g>
    }
}
