//! The key to the board: what each mark means, with the same little pictures. Static: built as
//! one markup string.

use super::glyphs;
use super::seat_style::seat_badge_html;
use crate::markup::esc;

/// The key's items (`<li>`s) as markup.
pub fn legend_items() -> String {
    let rows: [(String, &str); 10] = [
        (
            format!(
                r#"<circle r="15" class="rb-base-disc"/><path d="{}" class="rb-base-star"/>"#,
                glyphs::star(11.0)
            ),
            "A base: each agent starts on one and must bring the briefcase back to it.",
        ),
        (
            r#"<path d="M-24 6 Q0 -14 24 6" class="rb-air-route"/><circle r="11" class="rb-airport-disc"/>"#.into(),
            "An airport; the blue dashed lines are air routes, each flown with its Air Travel card.",
        ),
        (
            r#"<path d="M-22 10 L22 -10" class="rb-black-line"/>"#.into(),
            "A thick black line: one turn, no card.",
        ),
        (
            r#"<g class="rb-c"><circle r="15"/><text y="5" font-size="13">C</text></g>"#.into(),
            "A C point of the green car circuit (cars wait on some of them).",
        ),
        (
            r#"<path d="M-6 0 L24 0" class="rb-heli-route"/><g class="rb-h" transform="translate(-8 0)"><circle r="15"/><text y="5" font-size="13">H</text></g>"#.into(),
            "An H point: the red dotted line to its B point is flown with a Helicopter card.",
        ),
        (
            r#"<g class="rb-b"><circle r="15"/><text y="5" font-size="14">B</text></g>"#.into(),
            "A B point on the yellow shore, facing one island gate across the lake.",
        ),
        (
            r#"<g class="rb-gate"><rect x="-14" y="-14" width="28" height="28" rx="5"/><text y="6" font-size="15">N</text></g>"#.into(),
            "An island gate (North, East, South, West); the laboratory is at the centre.",
        ),
        (
            format!(
                r#"<g transform="translate(-8 0) scale(0.7)">{}</g><g transform="translate(12 2) scale(0.55)">{}</g>"#,
                glyphs::CAR,
                glyphs::BOAT
            ),
            "Cars and boats: free for the first agent to reach them.",
        ),
        (
            format!(
                r#"<g transform="translate(-9 4)">{}</g><g transform="translate(12 -2) scale(0.6)">{}</g>"#,
                seat_badge_html(0, 10.0),
                glyphs::BRIEFCASE
            ),
            "An agent (colour, shape and number) and the briefcase.",
        ),
        (
            r#"<circle r="14" class="rb-dest-ring rb-key-ring"/>"#.into(),
            "A gold ring: somewhere you may go now. Its tag names the card the move uses.",
        ),
    ];
    let mut h = String::new();
    for (pic, text) in rows {
        h.push_str(&format!(
            r#"<li><svg class="race-key-pic" viewBox="-26 -20 52 40" aria-hidden="true">{pic}</svg><span>{}</span></li>"#,
            esc(text)
        ));
    }
    h
}

/// The key in its fold-out box (inside `<details class="race-key-box">`), as markup.
pub fn key_box_html() -> String {
    format!(
        r#"<summary>Key to the board</summary><ul class="race-key">{}</ul>"#,
        legend_items()
    )
}
