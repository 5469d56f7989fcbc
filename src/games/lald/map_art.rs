//! The static map art, drawn once (our own drawing, not the printed board):
//! bayou land with cypress stands, the water channels and the river, the four kinds of line
//! (Normal, the dotted canal, arrowed Quick Turn, Jump), the spaces with their numbers, the
//! starts A–D and Bond, and End.

use std::sync::OnceLock;

use qbranch_engine::chase::SpaceId;
use qbranch_engine::lald::map::LaldLine;

use super::geom::{angle, at, data, toward, DOT, SCALE};
use crate::games::chase::board::{circle, line};
use crate::ui::markup::{el, El, Markup};

fn text(class: &'static str, (x, y): (i32, i32)) -> El {
    el("text").class(class).attr("x", x).attr("y", y)
}

/// Distance from a point to a segment, squared.
fn dist2_seg(p: (i32, i32), a: (i32, i32), b: (i32, i32)) -> i64 {
    let (px, py) = (i64::from(p.0), i64::from(p.1));
    let (ax, ay) = (i64::from(a.0), i64::from(a.1));
    let (bx, by) = (i64::from(b.0), i64::from(b.1));
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0 {
        0
    } else {
        (((px - ax) * dx + (py - ay) * dy) * 1000 / len2).clamp(0, 1000)
    };
    let (cx, cy) = (ax + dx * t / 1000, ay + dy * t / 1000);
    (px - cx) * (px - cx) + (py - cy) * (py - cy)
}

/// Angular distance between two headings, 0..=180.
fn apart(a: i32, b: i32) -> i32 {
    let d = (a - b).rem_euclid(360);
    d.min(360 - d)
}

/// The directions of the lines leaving `s`.
fn line_angles(s: SpaceId) -> Vec<i32> {
    data()
        .lines
        .iter()
        .filter_map(|l| {
            if l.a == s {
                Some(angle(at(s), at(l.b)))
            } else if l.b == s {
                Some(angle(at(s), at(l.a)))
            } else {
                None
            }
        })
        .collect()
}

/// The two clearest directions round a space (away from its lines), best first: the number
/// goes in the first, a start's tag in the second.
pub fn clear_directions(s: SpaceId) -> (i32, i32) {
    let lines = line_angles(s);
    let mut c: Vec<(i32, i32)> = (0..8)
        .map(|k| {
            let d = k * 45 - 135;
            let gap = lines.iter().map(|&a| apart(a, d)).min().unwrap_or(180);
            (gap, d)
        })
        .collect();
    // Widest gap first; on a tie, the upper left (where a reader looks first).
    c.sort_by_key(|&(gap, d)| (-gap, apart(d, -135)));
    let first = c[0].1;
    let second = c
        .iter()
        .find(|(_, d)| apart(*d, first) >= 90)
        .map_or(c[1].1, |x| x.1);
    (first, second)
}

/// Cypress stands scattered over the land, clear of the spaces, the water and the title.
fn cypress() -> Markup {
    let b = data();
    let w = i32::from(b.width) * SCALE;
    let h = i32::from(b.height) * SCALE;
    let pts: Vec<(i32, i32)> = b.spaces.iter().map(|s| at(s.id)).collect();
    let segs: Vec<((i32, i32), (i32, i32))> = b.lines.iter().map(|l| (at(l.a), at(l.b))).collect();
    let mut out = Markup::new();
    let mut seed: u32 = 0x9e37_79b9;
    let mut y = 30;
    while y < h {
        let mut x = 30;
        while x < w {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let jx = (seed >> 8) as i32 % 36 - 18;
            let jy = (seed >> 16) as i32 % 36 - 18;
            let p = (x + jx, y + jy);
            let clear_space = pts.iter().all(|q| {
                let (dx, dy) = (i64::from(q.0 - p.0), i64::from(q.1 - p.1));
                dx * dx + dy * dy > 70 * 70
            });
            let clear_water = segs.iter().all(|(a, c)| dist2_seg(p, *a, *c) > 56 * 56);
            // The title sits in the middle of the island.
            let title = (360..=800).contains(&p.0) && (480..=640).contains(&p.1);
            if clear_space && clear_water && !title {
                out.push(circle("tree", p, 9 + (seed >> 24) as i32 % 8));
            }
            x += 44;
        }
        y += 44;
    }
    out
}

/// Water: every channel but the Jump lines (those cross land), wider on the river, and a
/// pool round every space.
fn water() -> El {
    let b = data();
    let channels = b
        .lines
        .iter()
        .filter(|l| l.kind != LaldLine::Jump)
        .map(|l| {
            let (a, c) = (at(l.a), at(l.b));
            let class = if a.0 >= 1150 && c.0 >= 1150 {
                "river"
            } else if l.kind == LaldLine::Canal {
                "canal-water"
            } else {
                "channel"
            };
            line(class, a, c)
        });
    let pools = b.spaces.iter().map(|p| circle("pool", at(p.id), 27));
    el("g").class("water").children(channels).children(pools)
}

/// The lines, with an arrowhead on each one-way line and the canal's name.
fn lines() -> El {
    let items = data().lines.iter().map(|l| {
        let (a, c) = (at(l.a), at(l.b));
        let class = match l.kind {
            LaldLine::Normal => "ln normal",
            LaldLine::Canal => "ln canal",
            LaldLine::QuickTurn => "ln quick",
            LaldLine::Jump => "ln jump",
        };
        let mut m = Markup::from(line(class, a, c));
        if l.directed {
            // The arrowhead, two thirds of the way toward the head.
            let deg = angle(a, c);
            let mid = (a.0 + (c.0 - a.0) * 3 / 5, a.1 + (c.1 - a.1) * 3 / 5);
            let tip = toward(mid, deg, 15);
            let l1 = toward(mid, deg + 145, 15);
            let l2 = toward(mid, deg - 145, 15);
            let d = format!("M{} {}L{} {}L{} {}Z", tip.0, tip.1, l1.0, l1.1, l2.0, l2.1);
            m.push(el("path").class("qt-head").attr("d", d));
        }
        if l.kind == LaldLine::Canal && l.a < l.b {
            let mid = ((a.0 + c.0) / 2, (a.1 + c.1) / 2);
            m.push(text("canal-name", (mid.0, mid.1 - 16)).text("canal"));
        }
        m
    });
    el("g").class("lines").children(items)
}

/// A start's tag: red for an Enemy boat's letter, white for Bond.
fn start_tag(label: &str, at: (i32, i32)) -> El {
    let (class, half) = if label == "Bond" {
        ("start bond", 30)
    } else {
        ("start enemy", 15)
    };
    el("g")
        .class(class)
        .child(
            el("rect")
                .attr("x", at.0 - half)
                .attr("y", at.1 - 13)
                .attr("width", half * 2)
                .attr("height", 26)
                .attr("rx", 5),
        )
        .child(el("text").attr("x", at.0).attr("y", at.1 + 8).text(label))
}

/// The spaces with their numbers, the starts' tags and End.
fn spaces() -> El {
    let items = data().spaces.iter().map(|p| {
        let (x, y) = at(p.id);
        let (d1, d2) = clear_directions(p.id);
        let mut m = Markup::new();
        match p.label {
            Some("End") => {
                m.push(
                    el("g")
                        .class("end")
                        .child(circle("end-ring", (x, y), 34))
                        .child(circle("end-dot", (x, y), DOT)),
                );
                let t = toward((x, y), d2, 62);
                m.push(text("end-name", (t.0, t.1 + 10)).text("END"));
            }
            label => {
                m.push(circle("dot", (x, y), DOT));
                if let Some(l) = label {
                    m.push(start_tag(l, toward((x, y), d2, 48)));
                }
            }
        }
        let t = toward((x, y), d1, 33);
        m.push(text("num", (t.0, t.1 + 7)).text(p.id));
        m
    });
    el("g").class("spaces").children(items)
}

fn build() -> Markup {
    let b = data();
    let (w, h) = (i32::from(b.width) * SCALE, i32::from(b.height) * SCALE);
    Markup::from_iter([
        Markup::from(el("rect").class("land").attr("width", w).attr("height", h)),
        cypress(),
        water().into(),
        Markup::trusted(
            r#"<g class="names"><text class="title" x="590" y="552">LIVE AND LET DIE</text><text class="subtitle" x="590" y="590">THE BAYOU CHASE</text><text class="area" x="1365" y="360">RIVER</text><text class="area" x="96" y="1060">BAYOU</text></g>"#,
        ),
        lines().into(),
        spaces().into(),
    ])
}

/// The map art, built on first use.
pub fn map_art() -> Markup {
    static ART: OnceLock<Markup> = OnceLock::new();
    ART.get_or_init(build).clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_space_number_and_start_is_drawn() {
        let svg = map_art();
        let svg = svg.as_str();
        for p in &data().spaces {
            assert!(
                svg.contains(&format!(">{}</text>", p.id)),
                "space {} has no number",
                p.id
            );
        }
        for l in ["A", "B", "C", "D", "Bond", "END"] {
            assert!(svg.contains(&format!(">{l}</text>")), "no {l} label");
        }
        let heads = data().lines.iter().filter(|l| l.directed).count();
        assert!(heads > 0);
        assert_eq!(svg.matches("class=\"qt-head\"").count(), heads);
        assert!(svg.contains("ln canal") && svg.contains("ln jump"));
    }

    #[test]
    fn a_number_keeps_clear_of_the_lines() {
        for p in &data().spaces {
            let (d, _) = clear_directions(p.id);
            for a in line_angles(p.id) {
                assert!(apart(a, d) >= 45, "space {}: number on a line", p.id);
            }
        }
    }
}
