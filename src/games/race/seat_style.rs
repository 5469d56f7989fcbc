//! How each agent looks: a colour AND a shape AND a number, so no one is told apart by
//! colour alone.

use leptos::prelude::*;

use super::geom::{round_to, tenths};
use crate::ui::markup::{el, Markup};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Diamond,
    Hexagon,
}

pub struct SeatStyle {
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
    /// The shape's name, for screen readers and the legend.
    pub shape_name: &'static str,
    pub colour_name: &'static str,
}

pub fn seat_style(seat: usize) -> SeatStyle {
    match seat % 4 {
        0 => SeatStyle {
            fill: "#d21f3c",
            ink: "#ffffff",
            shape: Shape::Circle,
            shape_name: "circle",
            colour_name: "red",
        },
        1 => SeatStyle {
            fill: "#1d5fd1",
            ink: "#ffffff",
            shape: Shape::Square,
            shape_name: "square",
            colour_name: "blue",
        },
        2 => SeatStyle {
            fill: "#7a2fb0",
            ink: "#ffffff",
            shape: Shape::Diamond,
            shape_name: "diamond",
            colour_name: "purple",
        },
        _ => SeatStyle {
            fill: "#f08a00",
            ink: "#101010",
            shape: Shape::Hexagon,
            shape_name: "hexagon",
            colour_name: "orange",
        },
    }
}

/// The outline of a seat's shape, centred on (0, 0), of radius `r`.
pub fn shape_path(shape: Shape, r: f64) -> String {
    match shape {
        Shape::Circle => {
            let (r, m) = (round_to(r, 2), round_to(-r, 2));
            format!("M{m} 0 A{r} {r} 0 1 0 {r} 0 A{r} {r} 0 1 0 {m} 0Z")
        }
        Shape::Square => {
            let (s, m) = (round_to(r * 0.86, 2), round_to(-r * 0.86, 2));
            format!("M{m} {m} H{s} V{s} H{m} Z")
        }
        Shape::Diamond => {
            let (s, m) = (round_to(r * 1.18, 2), round_to(-r * 1.18, 2));
            format!("M0 {m} L{s} 0 L0 {s} L{m} 0Z")
        }
        Shape::Hexagon => {
            let pts: Vec<String> = (0..6)
                .map(|i| {
                    let a = (60.0 * i as f64 + 30.0).to_radians();
                    format!(
                        "{} {}",
                        tenths(r * 1.04 * a.cos()),
                        tenths(r * 1.04 * a.sin())
                    )
                })
                .collect();
            format!("M{}Z", pts.join(" L"))
        }
    }
}

/// A seat's badge (shape, colour, number) centred on (0, 0).
pub fn seat_badge(seat: usize, r: f64) -> Markup {
    let st = seat_style(seat);
    Markup::from_iter([
        el("path")
            .attr("d", shape_path(st.shape, r))
            .attr("fill", st.fill)
            .attr("stroke", "#0b0b0b")
            .attr("stroke-width", round_to(r * 0.16, 2)),
        el("text")
            .class("race-badge-num")
            .attr("y", round_to(r * 0.36, 2))
            .attr("font-size", round_to(r * 1.05, 2))
            .attr("fill", st.ink)
            .attr("text-anchor", "middle")
            .text(seat + 1),
    ])
}

/// The seat as players know it: the name its player gave, else "Agent 2".
pub fn who(seat: usize) -> String {
    crate::games::player_name(seat).unwrap_or_else(|| format!("Agent {}", seat + 1))
}

/// "Bob (blue square)".
pub fn agent_name(seat: usize) -> String {
    let st = seat_style(seat);
    format!("{} ({} {})", who(seat), st.colour_name, st.shape_name)
}

/// A seat's badge as a small picture of its own (beside a name, a status or a choice).
pub fn badge_icon(seat: usize) -> impl IntoView {
    view! {
        <svg
            class="race-badge"
            viewBox="-14 -14 28 28"
            aria-hidden="true"
            inner_html=seat_badge(seat, 11.0)
        ></svg>
    }
}
