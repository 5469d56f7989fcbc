//! A helicopter seen from above, drawn by us: nose and cockpit bubble forward, tail boom and
//! tail rotor behind, the main rotor across. It turns to its facing. Its level is shown three
//! ways, never by colour alone: a High helicopter casts a long shadow far below it and carries
//! an "H" tag, a Low one hugs its short shadow and carries an "L" tag.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::space::Level;
use qbranch_engine::yolt::Side;

use super::geom::{chip_at, n};
use crate::markup::esc;

/// One helicopter glyph on `space`, drawn at board position (`x`, `y`), nose rotated `deg`
/// clockwise from up, as markup. `tag`: "Bond", "A" … "D"; `active`: the piece whose turn it is; `unfaced`: not
/// pointed yet (setup), drawn without its heading arrow, a little faded.
#[allow(clippy::too_many_arguments)]
pub fn heli_html(
    space: SpaceId,
    x: f64,
    y: f64,
    deg: f64,
    side: Side,
    level: Level,
    tag: &str,
    active: bool,
    unfaced: bool,
) -> String {
    let high = level == Level::High;
    let (sx, sy, srx, sry) = if high {
        (1.9, 2.6, 3.0, 4.0)
    } else {
        (0.5, 0.7, 2.5, 3.6)
    };
    let scale = if high { "1.3" } else { "1.15" };
    let side_class = match side {
        Side::Bond => "heli bond",
        Side::Enemy => "heli enemy",
    };
    let level_class = if high { "high" } else { "low" };
    let body = format!(
        "translate({} {}) rotate({}) scale({scale})",
        n(x),
        n(y),
        n(deg)
    );
    let shadow = format!(
        "translate({} {}) rotate({}) scale({scale})",
        n(x + sx),
        n(y + sy),
        n(deg)
    );
    let name_w = if tag.len() > 1 { 8.6 } else { 3.6 };
    let (chip_x, chip_y) = chip_at(space, x, y, name_w + 3.6);
    let level_letter = if high { "H" } else { "L" };
    let class = format!(
        "{side_class} {level_class}{}{}",
        if active { " active" } else { "" },
        if unfaced { " unfaced" } else { "" }
    );
    let mut h = format!(r#"<g class="{class}">"#);
    if active {
        h.push_str(&format!(
            r#"<circle class="heli-halo" cx="{}" cy="{}" r="8"/>"#,
            n(x),
            n(y)
        ));
    }
    h.push_str(&format!(
        r#"<g class="heli-shadow" transform="{shadow}"><ellipse cy="0.6" rx="{}" ry="{}"/><rect x="-0.5" y="2" width="1" height="4.6"/></g><g class="heli-body" transform="{body}"><line class="heli-rotor" x1="-4.1" y1="-4.1" x2="4.1" y2="4.1"/><line class="heli-rotor" x1="-4.1" y1="4.1" x2="4.1" y2="-4.1"/><rect class="heli-boom" x="-0.55" y="1.4" width="1.1" height="5.2" rx="0.4"/><line class="heli-tail-rotor" x1="-1.9" y1="6.2" x2="1.9" y2="6.2"/><ellipse class="heli-fuselage" cy="-0.4" rx="2.3" ry="3.3"/><ellipse class="heli-canopy" cy="-2.3" rx="1.45" ry="1.25"/><circle class="heli-hub" cy="-0.2" r="0.55"/>{}</g>"#,
        n(srx),
        n(sry),
        if unfaced {
            ""
        } else {
            r#"<path class="heli-nose" d="M -1.3 -5.3 L 0 -7 L 1.3 -5.3 Z"/>"#
        }
    ));
    h.push_str(&format!(
        r#"<g class="heli-chip" transform="translate({} {})"><rect class="chip-name" width="{}" height="4.4" rx="1"/><text class="chip-name-text" x="{}" y="3.35">{}</text><rect class="chip-level" x="{}" width="3.6" height="4.4" rx="1"/><text class="chip-level-text" x="{}" y="3.35">{level_letter}</text></g>"#,
        n(chip_x),
        n(chip_y),
        n(name_w),
        n(name_w / 2.0),
        esc(tag),
        n(name_w),
        n(name_w + 1.8)
    ));
    h.push_str("</g>");
    h
}
