//! The static map art, drawn once as an SVG string (our own drawing, not the printed board):
//! bayou land with cypress stands, the water channels and the river, the four kinds of line
//! (Normal, the dotted canal, arrowed Quick Turn, Jump), the spaces with their numbers, the
//! starts A–D and Bond, and End.

use std::sync::OnceLock;

use qbranch_engine::chase::SpaceId;
use qbranch_engine::lald::map::LaldLine;

use super::geom::{angle, at, data, toward, DOT, SCALE};

/// Append formatted text to a string.
macro_rules! put {
    ($o:expr, $($t:tt)*) => {
        $o.push_str(&format!($($t)*))
    };
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
    qbranch_engine::core::sort::sort_by_key(&mut c, |&(gap, d)| (-gap, apart(d, -135)));
    let first = c[0].1;
    let second = c
        .iter()
        .find(|(_, d)| apart(*d, first) >= 90)
        .map_or(c[1].1, |x| x.1);
    (first, second)
}

fn cypress(out: &mut String) {
    let b = data();
    let w = i32::from(b.width) * SCALE;
    let h = i32::from(b.height) * SCALE;
    let pts: Vec<(i32, i32)> = b.spaces.iter().map(|s| at(s.id)).collect();
    let segs: Vec<((i32, i32), (i32, i32))> = b.lines.iter().map(|l| (at(l.a), at(l.b))).collect();
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
                let r = 9 + (seed >> 24) as i32 % 8;
                put!(
                    out,
                    r#"<circle class="tree" cx="{}" cy="{}" r="{r}"/>"#,
                    p.0,
                    p.1
                );
            }
            x += 44;
        }
        y += 44;
    }
}

fn build() -> String {
    let b = data();
    let w = i32::from(b.width) * SCALE;
    let h = i32::from(b.height) * SCALE;
    let mut s = String::with_capacity(40_000);
    put!(s, r#"<rect class="land" width="{w}" height="{h}"/>"#);
    cypress(&mut s);
    // Water: every channel but the Jump lines (those cross land), wider on the river.
    s.push_str(r#"<g class="water">"#);
    for l in &b.lines {
        if l.kind == LaldLine::Jump {
            continue;
        }
        let (a, c) = (at(l.a), at(l.b));
        let class = if a.0 >= 1150 && c.0 >= 1150 {
            "river"
        } else if l.kind == LaldLine::Canal {
            "canal-water"
        } else {
            "channel"
        };
        put!(
            s,
            r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
            a.0,
            a.1,
            c.0,
            c.1
        );
    }
    for p in &b.spaces {
        let (x, y) = at(p.id);
        put!(s, r#"<circle class="pool" cx="{x}" cy="{y}" r="27"/>"#);
    }
    s.push_str("</g>");
    // Place names.
    s.push_str(
        r#"<g class="names"><text class="title" x="590" y="552">LIVE AND LET DIE</text><text class="subtitle" x="590" y="590">THE BAYOU CHASE</text><text class="area" x="1365" y="360">RIVER</text><text class="area" x="96" y="1060">BAYOU</text></g>"#,
    );
    // Lines.
    s.push_str(r#"<g class="lines">"#);
    for l in &b.lines {
        let (a, c) = (at(l.a), at(l.b));
        let class = match l.kind {
            LaldLine::Normal => "ln normal",
            LaldLine::Canal => "ln canal",
            LaldLine::QuickTurn => "ln quick",
            LaldLine::Jump => "ln jump",
        };
        put!(
            s,
            r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
            a.0,
            a.1,
            c.0,
            c.1
        );
        if l.directed {
            // The arrowhead, two thirds of the way toward the head.
            let deg = angle(a, c);
            let m = (a.0 + (c.0 - a.0) * 3 / 5, a.1 + (c.1 - a.1) * 3 / 5);
            let tip = toward(m, deg, 15);
            let l1 = toward(m, deg + 145, 15);
            let l2 = toward(m, deg - 145, 15);
            put!(
                s,
                r#"<path class="qt-head" d="M{} {}L{} {}L{} {}Z"/>"#,
                tip.0,
                tip.1,
                l1.0,
                l1.1,
                l2.0,
                l2.1
            );
        }
        if l.kind == LaldLine::Canal && l.a < l.b {
            let m = ((a.0 + c.0) / 2, (a.1 + c.1) / 2);
            put!(
                s,
                r#"<text class="canal-name" x="{}" y="{}">canal</text>"#,
                m.0,
                m.1 - 16
            );
        }
    }
    s.push_str("</g>");
    // Spaces, numbers and labels.
    s.push_str(r#"<g class="spaces">"#);
    for p in &b.spaces {
        let (x, y) = at(p.id);
        let (d1, d2) = clear_directions(p.id);
        match p.label {
            Some("End") => {
                put!(
                    s,
                    r#"<g class="end"><circle class="end-ring" cx="{x}" cy="{y}" r="34"/><circle class="end-dot" cx="{x}" cy="{y}" r="{DOT}"/></g>"#
                );
                let t = toward((x, y), d2, 62);
                put!(
                    s,
                    r#"<text class="end-name" x="{}" y="{}">END</text>"#,
                    t.0,
                    t.1 + 10
                );
            }
            label => {
                put!(s, r#"<circle class="dot" cx="{x}" cy="{y}" r="{DOT}"/>"#);
                if let Some(l) = label {
                    let t = toward((x, y), d2, 48);
                    let cls = if l == "Bond" {
                        "start bond"
                    } else {
                        "start enemy"
                    };
                    let half = if l == "Bond" { 30 } else { 15 };
                    put!(
                        s,
                        r#"<g class="{cls}"><rect x="{}" y="{}" width="{}" height="26" rx="5"/><text x="{}" y="{}">{l}</text></g>"#,
                        t.0 - half,
                        t.1 - 13,
                        half * 2,
                        t.0,
                        t.1 + 8
                    );
                }
            }
        }
        let t = toward((x, y), d1, 33);
        put!(
            s,
            r#"<text class="num" x="{}" y="{}">{}</text>"#,
            t.0,
            t.1 + 7,
            p.id
        );
    }
    s.push_str("</g>");
    s
}

/// The map art, built on first use.
pub fn map_svg() -> &'static str {
    static S: OnceLock<String> = OnceLock::new();
    S.get_or_init(build)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_space_number_and_start_is_drawn() {
        let svg = map_svg();
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
