//! The key to the board: what each mark means, with the same little pictures. Static.

use super::glyphs;
use super::seat_style::seat_badge;
use crate::ui::markup::{el, Markup};

/// A glyph placed by `transform`.
fn placed(transform: &'static str, glyph: impl Into<Markup>) -> Markup {
    el("g").attr("transform", transform).child(glyph).into()
}

/// The key's items (`<li>`s).
pub fn legend_items() -> Markup {
    let rows: [(Markup, &str); 10] = [
        (
            Markup::from_iter([
                Markup::trusted(r#"<circle r="15" class="rb-base-disc"/>"#),
                el("path")
                    .attr("d", glyphs::star(11.0))
                    .class("rb-base-star")
                    .into(),
            ]),
            "A base: each agent starts on one and must bring the briefcase back to it.",
        ),
        (
            Markup::trusted(r#"<path d="M-24 6 Q0 -14 24 6" class="rb-air-route"/><circle r="11" class="rb-airport-disc"/>"#),
            "An airport; the blue dashed lines are air routes, each flown with its Air Travel card.",
        ),
        (
            Markup::trusted(r#"<path d="M-22 10 L22 -10" class="rb-black-line"/>"#),
            "A thick black line: one turn, no card.",
        ),
        (
            Markup::trusted(r#"<g class="rb-c"><circle r="15"/><text y="5" font-size="13">C</text></g>"#),
            "A C point of the green car circuit (cars wait on some of them).",
        ),
        (
            Markup::trusted(r#"<path d="M-6 0 L24 0" class="rb-heli-route"/><g class="rb-h" transform="translate(-8 0)"><circle r="15"/><text y="5" font-size="13">H</text></g>"#),
            "An H point: the red dotted line to its B point is flown with a Helicopter card.",
        ),
        (
            Markup::trusted(r#"<g class="rb-b"><circle r="15"/><text y="5" font-size="14">B</text></g>"#),
            "A B point on the yellow shore, facing one island gate across the lake.",
        ),
        (
            Markup::trusted(r#"<g class="rb-gate"><rect x="-14" y="-14" width="28" height="28" rx="5"/><text y="6" font-size="15">N</text></g>"#),
            "An island gate (North, East, South, West); the laboratory is at the centre.",
        ),
        (
            Markup::from_iter([
                placed("translate(-8 0) scale(0.7)", Markup::trusted(glyphs::CAR)),
                placed("translate(12 2) scale(0.55)", Markup::trusted(glyphs::BOAT)),
            ]),
            "Cars and boats: free for the first agent to reach them.",
        ),
        (
            Markup::from_iter([
                placed("translate(-9 4)", seat_badge(0, 10.0)),
                placed("translate(12 -2) scale(0.6)", Markup::trusted(glyphs::BRIEFCASE)),
            ]),
            "An agent (colour, shape and number) and the briefcase.",
        ),
        (
            Markup::trusted(r#"<circle r="14" class="rb-dest-ring rb-key-ring"/>"#),
            "A gold ring: somewhere you may go now. Its tag names the card the move uses.",
        ),
    ];
    rows.into_iter()
        .map(|(picture, text)| {
            el("li")
                .child(
                    el("svg")
                        .class("race-key-pic")
                        .attr("viewBox", "-26 -20 52 40")
                        .attr("aria-hidden", "true")
                        .child(picture),
                )
                .child(el("span").text(text))
        })
        .collect()
}
