//! The pieces on the board: cars, boats, the four agents and the briefcase. Each piece keeps
//! its element while it moves, so it glides to its new place.

use crate::memo::memo;
use crate::num::{fixed, trim};
use leptos::prelude::*;
use qbranch_engine::race::{RaceEvent, RaceView, Space};

use super::geometry::{outward, pos};
use super::glyphs;
use super::seat_style::{agent_name, seat_badge_html};

/// Offsets of `n` pieces sharing one spot, spread across the ring's direction.
fn spread(s: Space, i: usize, n: usize, gap: f64) -> (f64, f64) {
    let (ox, oy) = outward(s);
    // The tangent (perpendicular to the outward direction).
    let (tx, ty) = if s == Space::CENTRE {
        (1.0, 0.0)
    } else {
        (-oy, ox)
    };
    let k = i as f64 - (n as f64 - 1.0) / 2.0;
    (tx * k * gap, ty * k * gap)
}

/// Where agent `seat` stands, spread from the others on the same spot.
pub fn agent_xy(v: &RaceView, seat: usize) -> (f64, f64) {
    let at = v.agents[seat].at;
    let same: Vec<usize> = v
        .agents
        .iter()
        .filter(|a| a.at == at)
        .map(|a| a.seat)
        .collect();
    let i = same.iter().position(|&s| s == seat).unwrap_or(0);
    let (x, y) = pos(at);
    let (dx, dy) = spread(at, i, same.len(), 42.0);
    (x + dx, y + dy)
}

/// A piece parked beside a point (`toward`: +1 outwards, −1 inwards).
fn parked_xy(spots: &[Space], i: usize, toward: f64, dist: f64) -> (f64, f64) {
    let at = spots[i];
    let same: Vec<usize> = (0..spots.len()).filter(|&j| spots[j] == at).collect();
    let k = same.iter().position(|&j| j == i).unwrap_or(0);
    let (x, y) = pos(at);
    let (ox, oy) = outward(at);
    let (dx, dy) = spread(at, k, same.len(), 40.0);
    (x + ox * toward * dist + dx, y + oy * toward * dist + dy)
}

fn translate((x, y): (f64, f64)) -> String {
    format!("translate({}px, {}px)", fixed(x, 1), fixed(y, 1))
}

/// Cars, boats, agents and the briefcase.
pub fn pieces(view: Signal<RaceView>) -> impl IntoView {
    let (agents, cars, boats) =
        view.with_untracked(|v| (v.agents.len(), v.cars.len(), v.boats.len()));
    let car_views = (0..cars)
        .map(|i| {
            // Plain closures, not memos: each feeds one attribute, which is set only when it
            // changes (a memo per piece costs code and saves no work).
            let xy = move || view.with(|v| parked_xy(&v.cars, i, -1.0, 40.0));
            let driven = move || view.with(|v| v.agents.iter().any(|a| a.car == Some(i as u8)));
            view! {
                <g class="rb-piece rb-car" class:driven=driven
                    style:transform=move || translate(xy())
                    data-testid="car" data-at=move || view.with(|v| v.cars[i].id())>
                    <g transform="scale(1.25)" inner_html=glyphs::CAR></g>
                </g>
            }
        })
        .collect_view();
    let boat_views = (0..boats)
        .map(|i| {
            let xy = move || {
                view.with(|v| {
                    // Moored on the lake side of a B point, or off an island gate.
                    let toward = if v.boats[i].is_island() { 1.0 } else { -1.0 };
                    parked_xy(&v.boats, i, toward, 40.0)
                })
            };
            view! {
                <g class="rb-piece rb-boat" style:transform=move || translate(xy())
                    data-testid="boat" data-at=move || view.with(|v| v.boats[i].id())>
                    <g transform="scale(1.2)" inner_html=glyphs::BOAT></g>
                </g>
            }
        })
        .collect_view();
    let free_case = move || {
        view.with(|v| v.case_holder.is_none()).then(|| {
            view! {
                <g class="rb-case-free" transform="translate(500 522) scale(1.25)"
                    data-testid="case" data-at="centre" role="img" aria-label="The briefcase lies at the centre of the island"
                    inner_html=glyphs::BRIEFCASE>
                </g>
            }
        })
    };
    let agent_views = (0..agents)
        .map(|seat| {
            let xy = move || view.with(|v| agent_xy(v, seat));
            let has_case = memo(move || view.with(|v| v.agents[seat].has_case));
            let to_act = move || view.with(|v| v.to_act == Some(seat));
            let swimming = memo(move || view.with(|v| v.agents[seat].swim.is_some()));
            let label = move || {
                view.with(|v| {
                    let a = &v.agents[seat];
                    let mut s = format!("{} at {}", agent_name(seat), a.at.name());
                    if a.car.is_some() {
                        s.push_str(", driving a car");
                    }
                    if a.swim.is_some() {
                        s.push_str(", swimming");
                    }
                    if a.has_case {
                        s.push_str(", carrying the briefcase");
                    }
                    s
                })
            };
            view! {
                <g class="rb-piece rb-agent" class:to-act=to_act
                    style:transform=move || translate(xy())
                    role="img" aria-label=label
                    data-testid="agent" data-seat=seat.to_string()
                    data-at=move || view.with(|v| v.agents[seat].at.id())
                    data-case=move || has_case.get().to_string()
                    data-home=move || view.with(|v| v.agents[seat].home.id())
                    data-gate-open=move || view.with(|v| v.agents[seat].gate_open.to_string())>
                    <circle r="33" class="rb-agent-turn"/>
                    <ellipse cy="22" rx="19" ry="6" class="rb-agent-shadow"/>
                    {move || swimming.get().then(|| view! {
                        <g transform="translate(0 20) scale(1.1)" class="rb-agent-waves" inner_html=glyphs::SWIMMER></g>
                    })}
                    <g transform="translate(0 4)" inner_html=format!(
                        r#"<circle cy="-25" r="9" fill="{}" class="rb-agent-head"/>{}"#,
                        super::seat_style::seat_style(seat).fill,
                        seat_badge_html(seat, 18.0)
                    )></g>
                    {move || has_case.get().then(|| view! {
                        <g transform="translate(0 -47) scale(0.85)" class="rb-held-case" data-testid="case" data-holder=seat.to_string()
                            inner_html=glyphs::BRIEFCASE>
                        </g>
                    })}
                </g>
            }
        })
        .collect_view();
    // The winner's base glows.
    let win = move || {
        view.with(|v| match &v.outcome {
            Some(qbranch_engine::Outcome::Winners { seats }) => seats
                .iter()
                .map(|&w| {
                    let (x, y) = pos(v.agents[w].home);
                    view! {
                        <g class="rb-win" transform=format!("translate({} {})", trim(x, 1), trim(y, 1)) data-testid="winner">
                            <circle r="58" class="rb-win-glow"/>
                            <circle r="46" class="rb-win-ring"/>
                        </g>
                    }
                })
                .collect_view()
                .into_any(),
            _ => ().into_any(),
        })
    };
    view! {
        <g class="rb-pieces">
            {win}
            {car_views}
            {boat_views}
            {free_case}
            {agent_views}
        </g>
    }
}

/// The last moves, as gold arrows (so a computer's move can be followed).
pub fn recent_moves(recent: Signal<Vec<RaceEvent>>) -> impl IntoView {
    move || {
        recent.with(|evs| {
            evs.iter()
                .filter_map(|e| match e {
                    RaceEvent::Move { from, to, .. } if from != to => Some((*from, *to)),
                    _ => None,
                })
                .map(|(from, to)| {
                    let (x1, y1) = pos(from);
                    let (x2, y2) = pos(to);
                    // Stop short of the landing point so the arrowhead is not hidden.
                    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
                    let cut = (30.0 / len).min(0.4);
                    let (ex, ey) = (x2 - (x2 - x1) * cut, y2 - (y2 - y1) * cut);
                    view! {
                        <path d=format!("M{} {} L{} {}", trim(x1, 1), trim(y1, 1), fixed(ex, 1), fixed(ey, 1)) class="rb-recent" marker-end="url(#race-arrow)"/>
                    }
                })
                .collect_view()
        })
    }
}
