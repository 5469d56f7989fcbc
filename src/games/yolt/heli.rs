//! A helicopter seen from above, drawn by us: nose and cockpit bubble forward, tail boom and
//! tail rotor behind, the main rotor across. It turns to its facing. Its level is shown three
//! ways, never by colour alone: a High helicopter casts a long shadow far below it and carries
//! an "H" tag, a Low one hugs its short shadow and carries an "L" tag.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::space::Level;
use qbranch_engine::yolt::Side;

use super::geom::{chip_at, n};
use crate::ui::markup::{el, El, Markup};

/// One helicopter to draw.
pub struct Heli<'a> {
    pub space: SpaceId,
    /// Where it is drawn on the board, and its nose's turn clockwise from up, in degrees.
    pub at: (f64, f64),
    pub deg: f64,
    pub side: Side,
    pub level: Level,
    /// "Bond", "A" … "D".
    pub tag: &'a str,
    /// The piece whose turn it is.
    pub active: bool,
    /// Not pointed yet (setup): drawn without its heading arrow, a little faded.
    pub unfaced: bool,
}

fn placed(class: &'static str, (x, y): (f64, f64), deg: f64, scale: &str) -> El {
    el("g").class(class).attr(
        "transform",
        format_args!(
            "translate({} {}) rotate({}) scale({scale})",
            n(x),
            n(y),
            n(deg)
        ),
    )
}

fn line(class: &'static str, x1: f64, y1: f64, x2: f64, y2: f64) -> El {
    el("line")
        .class(class)
        .attr("x1", x1)
        .attr("y1", y1)
        .attr("x2", x2)
        .attr("y2", y2)
}

fn chip_text(class: &'static str, x: f64, text: &str) -> El {
    el("text")
        .class(class)
        .attr("x", n(x))
        .attr("y", 3.35)
        .text(text)
}

impl Heli<'_> {
    pub fn markup(&self) -> Markup {
        let high = self.level == Level::High;
        let (sx, sy, srx, sry) = if high {
            (1.9, 2.6, 3.0, 4.0)
        } else {
            (0.5, 0.7, 2.5, 3.6)
        };
        let scale = if high { "1.3" } else { "1.15" };
        let mut class = String::from(match self.side {
            Side::Bond => "heli bond",
            Side::Enemy => "heli enemy",
        });
        class.push_str(if high { " high" } else { " low" });
        if self.active {
            class.push_str(" active");
        }
        if self.unfaced {
            class.push_str(" unfaced");
        }
        let (x, y) = self.at;
        let halo = self.active.then(|| {
            el("circle")
                .class("heli-halo")
                .attr("cx", n(x))
                .attr("cy", n(y))
                .attr("r", 8)
        });
        let shadow = placed("heli-shadow", (x + sx, y + sy), self.deg, scale)
            .child(
                el("ellipse")
                    .attr("cy", 0.6)
                    .attr("rx", srx)
                    .attr("ry", sry),
            )
            .child(
                el("rect")
                    .attr("x", -0.5)
                    .attr("y", 2)
                    .attr("width", 1)
                    .attr("height", 4.6),
            );
        let nose = (!self.unfaced).then(|| {
            el("path")
                .class("heli-nose")
                .attr("d", "M -1.3 -5.3 L 0 -7 L 1.3 -5.3 Z")
        });
        let body = placed("heli-body", self.at, self.deg, scale)
            .child(line("heli-rotor", -4.1, -4.1, 4.1, 4.1))
            .child(line("heli-rotor", -4.1, 4.1, 4.1, -4.1))
            .child(
                el("rect")
                    .class("heli-boom")
                    .attr("x", -0.55)
                    .attr("y", 1.4)
                    .attr("width", 1.1)
                    .attr("height", 5.2)
                    .attr("rx", 0.4),
            )
            .child(line("heli-tail-rotor", -1.9, 6.2, 1.9, 6.2))
            .child(
                el("ellipse")
                    .class("heli-fuselage")
                    .attr("cy", -0.4)
                    .attr("rx", 2.3)
                    .attr("ry", 3.3),
            )
            .child(
                el("ellipse")
                    .class("heli-canopy")
                    .attr("cy", -2.3)
                    .attr("rx", 1.45)
                    .attr("ry", 1.25),
            )
            .child(
                el("circle")
                    .class("heli-hub")
                    .attr("cy", -0.2)
                    .attr("r", 0.55),
            )
            .child(nose.map(Markup::from));
        let name_w = if self.tag.len() > 1 { 8.6 } else { 3.6 };
        let (chip_x, chip_y) = chip_at(self.space, x, y, name_w + 3.6);
        let chip = el("g")
            .class("heli-chip")
            .attr(
                "transform",
                format_args!("translate({} {})", n(chip_x), n(chip_y)),
            )
            .child(
                el("rect")
                    .class("chip-name")
                    .attr("width", n(name_w))
                    .attr("height", 4.4)
                    .attr("rx", 1),
            )
            .child(chip_text("chip-name-text", name_w / 2.0, self.tag))
            .child(
                el("rect")
                    .class("chip-level")
                    .attr("x", n(name_w))
                    .attr("width", 3.6)
                    .attr("height", 4.4)
                    .attr("rx", 1),
            )
            .child(chip_text(
                "chip-level-text",
                name_w + 1.8,
                if high { "H" } else { "L" },
            ));
        el("g")
            .class(class)
            .child(halo.map(Markup::from))
            .child(shadow)
            .child(body)
            .child(chip)
            .into()
    }
}
