//! Board geometry for drawing: the SVG coordinate space is the engine's own (tenths of an inch
//! on the 16 × 11 inch landscape board), so every space is drawn exactly where the engine
//! places it and the forward moves the engine derives from angles look right on screen.

use qbranch_engine::chase::{Facing, SpaceId};
use qbranch_engine::yolt::map::{map, BOARD};

use crate::games::chase::board::COUNT_OUT;

/// Margin around the board, in board units.
pub const MARGIN: f64 = 7.0;

/// Radius of a space's dot; Double spaces are a little larger to hold their "2".
pub const DOT_SINGLE: f64 = 2.3;
pub const DOT_DOUBLE: f64 = 2.9;

/// Radius of the invisible hit circle around a highlighted space (≥ 44 px on a tablet).
pub const HIT_RADIUS: f64 = 6.6;

/// The SVG `viewBox` of the whole board.
pub fn view_box() -> String {
    let (w, h) = (f64::from(BOARD.0), f64::from(BOARD.1));
    format!(
        "{} {} {} {}",
        -MARGIN,
        -MARGIN,
        w + 2.0 * MARGIN,
        h + 2.0 * MARGIN
    )
}

/// Where a space is drawn.
pub fn at(space: SpaceId) -> (f64, f64) {
    let p = map().at(space);
    (f64::from(p.x), f64::from(p.y))
}

/// Dot radius of a space.
pub fn dot_radius(space: SpaceId) -> f64 {
    match map().capacity(space) {
        qbranch_engine::yolt::space::Capacity::Single => DOT_SINGLE,
        qbranch_engine::yolt::space::Capacity::Double => DOT_DOUBLE,
    }
}

/// The SVG rotation (degrees, clockwise from "nose up") of a piece with `facing`.
pub fn heading_deg(facing: Facing) -> f64 {
    let (ax, ay) = at(facing.from);
    let (bx, by) = at(facing.to);
    let (dx, dy) = (bx - ax, by - ay);
    if dx == 0.0 && dy == 0.0 {
        return 0.0;
    }
    // Nose up is (0, -1); SVG angles grow clockwise because y grows downward.
    dx.atan2(-dy).to_degrees()
}

/// The gaps between the lines that meet at `space`, widest first: (width in radians, unit
/// vector along the middle of the gap). Labels sit in them without covering a line.
pub fn gaps(space: SpaceId) -> Vec<(f64, (f64, f64))> {
    let (x, y) = at(space);
    let mut dirs: Vec<f64> = map()
        .links(space)
        .iter()
        .map(|l| {
            let (ox, oy) = at(l.to);
            (oy - y).atan2(ox - x)
        })
        .collect();
    if dirs.is_empty() {
        return vec![(std::f64::consts::TAU, (0.0, 1.0))];
    }
    dirs.sort_by(f64::total_cmp);
    let mut out: Vec<(f64, (f64, f64))> = (0..dirs.len())
        .map(|i| {
            let a = dirs[i];
            let b = if i + 1 < dirs.len() {
                dirs[i + 1]
            } else {
                dirs[0] + std::f64::consts::TAU
            };
            let mid = a + (b - a) / 2.0;
            (b - a, (mid.cos(), mid.sin()))
        })
        .collect();
    out.sort_by(|p, q| q.0.total_cmp(&p.0));
    out
}

/// Distance from point `p` to the segment `a`–`b`.
#[cfg(test)]
fn to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    (p.0 - a.0 - t * dx).hypot(p.1 - a.1 - t * dy)
}

/// Where each space's number is drawn (the centre of the text): beside its dot, clear of
/// every line, every other dot and every number already placed. The positions are data,
/// worked out once by [`place_numbers`] (kept with the tests): the search took some 40 ms of
/// the page's first draw of the board in the browser. A test checks that the table still
/// matches the search over today's map.
pub fn number_positions() -> &'static [(f64, f64)] {
    NUMBER_AT
}

/// Each space's number position, by space id (from [`place_numbers`], to 0.01 of a unit).
#[rustfmt::skip]
const NUMBER_AT: &[(f64, f64)] = &[
    (151.2, 55.0), (148.6, 66.0), (141.6, 76.0), (132.02, 86.35), (116.25, 94.25), (101.44, 97.19),
    (83.98, 99.3), (66.98, 98.3), (50.68, 94.68), (38.2, 85.0), (27.6, 76.0), (20.6, 66.0),
    (19.2, 55.0), (12.75, 47.25), (23.0, 38.6), (38.2, 25.0), (51.44, 20.19), (66.98, 16.3),
    (82.3, 16.98), (100.25, 17.25), (116.68, 22.68), (128.35, 30.02), (141.6, 34.0), (148.6, 44.0),
    (116.6, 61.0), (108.2, 71.0), (86.4, 80.5), (74.98, 78.3), (60.25, 74.25), (53.2, 61.0),
    (52.6, 49.0), (62.02, 40.35), (75.5, 36.6), (92.25, 37.25), (107.6, 39.0), (117.2, 49.0),
    (132.0, 76.6), (115.44, 79.19), (32.44, 39.19), (52.98, 34.3), (70.3, 93.98), (92.6, 85.0),
    (95.98, 22.3), (76.44, 26.19), (140.6, 83.0), (147.6, 88.0), (149.6, 97.0), (144.6, 105.0),
    (135.44, 108.19), (127.6, 101.0), (125.6, 92.0), (42.98, 94.3), (41.6, 101.0), (33.6, 107.0),
    (23.25, 108.25), (19.6, 97.0), (21.6, 88.0), (27.25, 86.25), (20.02, 29.3), (21.6, 22.0),
    (19.6, 13.0), (24.44, 6.19), (33.6, 3.0), (41.6, 9.0), (34.56, 19.19), (125.6, 18.0),
    (127.6, 9.0), (134.25, 6.25), (144.6, 5.0), (149.6, 13.0), (147.6, 22.0), (140.6, 27.0),
];

/// Where a highlighted space's count of spaces goes (a direction from its centre, `ring` its
/// ring's radius): of sixteen directions, the one whose disc lies farthest from every space
/// number (a disc over a dot's edge hides less, so dots weigh less), up and to the right
/// when nothing is in the way.
pub fn count_dir(space: SpaceId, ring: f64) -> (f64, f64) {
    let (x, y) = at(space);
    let out = ring * COUNT_OUT;
    let clearance = |(dx, dy): (f64, f64)| {
        let (cx, cy) = (x + dx * out, y + dy * out);
        let near = |(px, py): (f64, f64)| (px - cx).hypot(py - cy);
        let numbers = NUMBER_AT.iter().copied().map(near);
        let dots = (0..map().len())
            .filter_map(|i| SpaceId::try_from(i).ok())
            .filter(|&s| s != space)
            .map(|s| near(at(s)) - dot_radius(s) + 2.0);
        numbers.chain(dots).fold(f64::INFINITY, f64::min)
    };
    // Up-right first, then round the clock: the first of equals wins.
    let step = std::f64::consts::PI / 8.0;
    (0..16)
        .map(|k| {
            let a = -2.0 * step + f64::from(k) * step;
            (a.cos(), a.sin())
        })
        .fold(((0.0, 0.0), f64::NEG_INFINITY), |best, d| {
            let c = clearance(d);
            if c > best.1 + 0.25 {
                (d, c)
            } else {
                best
            }
        })
        .0
}

/// Where a start label ("A", "Bond") goes: the second-widest gap when it is roomy, so the
/// number keeps the widest; otherwise farther out in the widest.
pub fn start_label_at(space: SpaceId) -> (f64, f64, bool) {
    let g = gaps(space);
    match g.get(1) {
        Some(&(w, (dx, dy))) if w >= 80f64.to_radians() => (dx, dy, false),
        _ => (g[0].1 .0, g[0].1 .1, true),
    }
}

/// Place `k` of a piece's name tag (`w` by 4.4 units) round a piece drawn at (`x`, `y`):
/// 0 above right (the usual), 1 above left, 2 below right, 3 below left, 4 above, 5 below.
fn chip_place(k: u8, x: f64, y: f64, w: f64) -> (f64, f64) {
    let cx = match k {
        0 | 2 => x + 5.0,
        1 | 3 => x - 5.0 - w,
        _ => x - w / 2.0,
    };
    let cy = match k {
        0 | 1 => y - 10.0,
        2 | 3 => y + 5.6,
        4 => y - 11.5,
        _ => y + 7.0,
    };
    (cx, cy)
}

/// Where the tag of a piece drawn at (`x`, `y`) on `space` goes: the place [`CHIP_AT`] gives
/// that space (for a tag `w` wide: Bond's, or an Enemy's letter).
pub fn chip_at(space: SpaceId, x: f64, y: f64, w: f64) -> (f64, f64) {
    chip_place(
        CHIP_AT.get(usize::from(space)).map_or(0, |c| c - b'0'),
        x,
        y,
        w,
    )
}

/// For each space, the place of a lone piece's tag among [`chip_place`], by space id. Worked
/// out once by `choose_chip` for Bond's tag, the wider one (kept with the tests, which check
/// that the table still matches it and that an Enemy's letter fits too): the usual place
/// unless that covers a space number or leaves the board, else the first that covers fewest
/// numbers.
const CHIP_AT: &[u8] = b"011200000001011100001010010000201000400010025001201012010110100001000013";

/// The space numbers a tag at (`cx`, `cy`), `w` wide, would touch, each number taken as its
/// glyphs' box (2.9-unit type: 1 unit a digit either side of its middle, 1.2 above and below
/// it) grown by `room` all round.
#[cfg(test)]
fn numbers_under(cx: f64, cy: f64, w: f64, room: f64) -> Vec<usize> {
    number_positions()
        .iter()
        .enumerate()
        .filter(|&(s, &(nx, ny))| {
            let half = if s < 10 { 1.0 } else { 1.8 } + room;
            let high = 1.2 + room;
            nx + half > cx && nx - half < cx + w && ny + high > cy && ny - high < cy + CHIP_H
        })
        .map(|(s, _)| s)
        .collect()
}

/// The search behind [`CHIP_AT`]: the index of the place for a lone piece's tag on `space`.
#[cfg(test)]
fn choose_chip(space: SpaceId, w: f64) -> u8 {
    let (x, y) = at(space);
    let (bw, bh) = (f64::from(BOARD.0) + MARGIN, f64::from(BOARD.1) + MARGIN);
    let mut best = (usize::MAX, 0);
    for k in 0..6 {
        let (cx, cy) = chip_place(k, x, y, w);
        let off = cx < -MARGIN || cy < -MARGIN || cx + w > bw || cy + CHIP_H > bh;
        let covered = numbers_under(cx, cy, w, 0.2).len() + usize::from(off) * 99;
        if covered < best.0 {
            best = (covered, k);
        }
    }
    best.1
}

/// The height of a piece's name tag, in board units, as `heli_html` draws it (a test checks).
#[cfg(test)]
const CHIP_H: f64 = 4.4;

/// Offsets for `n` pieces sharing a space, so every one stays visible.
pub fn stack_offsets(n: usize) -> Vec<(f64, f64)> {
    match n {
        0 => Vec::new(),
        1 => vec![(0.0, 0.0)],
        2 => vec![(-4.8, -3.4), (4.8, 3.4)],
        _ => (0..n)
            .map(|i| {
                let a = std::f64::consts::TAU * i as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
                (6.5 * a.cos(), 6.5 * a.sin())
            })
            .collect(),
    }
}

/// An eight-point compass word for the direction from one space to another (north is up).
pub fn compass(from: SpaceId, to: SpaceId) -> &'static str {
    let (ax, ay) = at(from);
    let (bx, by) = at(to);
    let deg = (bx - ax).atan2(-(by - ay)).to_degrees().rem_euclid(360.0);
    const NAMES: [&str; 8] = [
        "north",
        "north-east",
        "east",
        "south-east",
        "south",
        "south-west",
        "west",
        "north-west",
    ];
    NAMES[(((deg + 22.5) / 45.0) as usize) % 8]
}

/// The segment from `a` to `b` shortened at both ends so it starts and stops at the dots'
/// rims (`extra_b` more at `b`, room for an arrowhead).
pub fn trimmed(a: SpaceId, b: SpaceId, extra_b: f64) -> (f64, f64, f64, f64) {
    let (ax, ay) = at(a);
    let (bx, by) = at(b);
    let (dx, dy) = (bx - ax, by - ay);
    let len = dx.hypot(dy).max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let ra = dot_radius(a) + 0.4;
    let rb = dot_radius(b) + 0.4 + extra_b;
    (ax + ux * ra, ay + uy * ra, bx - ux * rb, by - uy * rb)
}

/// A board coordinate for an SVG attribute: rounded to a hundredth of a unit, so it prints
/// with at most two decimals.
pub fn n(v: f64) -> f64 {
    // `+ 0.0` turns a rounded -0 into 0, which prints without its sign.
    (v * 100.0).round() / 100.0 + 0.0
}

/// The search behind [`NUMBER_AT`]: each number beside its dot, clear of every line, every
/// other dot and every number already placed; crowded spaces first.
#[cfg(test)]
fn place_numbers() -> Vec<(f64, f64)> {
    {
        let m = map();
        let count = m.len();
        let dots: Vec<(f64, f64)> = (0..count as u8).map(at).collect();
        let segs: Vec<((f64, f64), (f64, f64))> =
            m.lines.iter().map(|l| (at(l.a), at(l.b))).collect();
        // Crowded spaces (many close neighbours) choose first.
        let mut order: Vec<usize> = (0..count).collect();
        let crowd = |i: usize| {
            dots.iter()
                .filter(|d| (d.0 - dots[i].0).hypot(d.1 - dots[i].1) < 12.0)
                .count()
        };
        order.sort_by_key(|&i| std::cmp::Reverse(crowd(i)));
        let mut placed: Vec<Option<(f64, f64)>> = vec![None; count];
        for i in order {
            let s = i as SpaceId;
            let r = dot_radius(s);
            let (x, y) = dots[i];
            let mut best = (f64::INFINITY, (x, y + r + 2.4));
            for ring in 0..3 {
                let d = r + 2.3 + f64::from(ring) * 0.9;
                for k in 0..24 {
                    let a = std::f64::consts::TAU * f64::from(k) / 24.0;
                    let p = (x + d * a.cos(), y + d * a.sin());
                    let mut cost = f64::from(ring) * 0.8;
                    for (j, o) in dots.iter().enumerate() {
                        if j != i {
                            let gap = (p.0 - o.0).hypot(p.1 - o.1) - dot_radius(j as SpaceId);
                            if gap < 2.2 {
                                cost += 20.0 + (2.2 - gap) * 5.0;
                            }
                        }
                    }
                    for &(a0, b0) in &segs {
                        let gap = to_segment(p, a0, b0);
                        if gap < 1.9 {
                            cost += 6.0 + (1.9 - gap) * 6.0;
                        }
                    }
                    for q in placed.iter().flatten() {
                        let gap = (p.0 - q.0).hypot((p.1 - q.1) * 1.6);
                        if gap < 4.0 {
                            cost += 20.0 + (4.0 - gap) * 5.0;
                        }
                    }
                    if cost < best.0 {
                        best = (cost, p);
                    }
                }
            }
            placed[i] = Some(best.1);
        }
        placed.into_iter().map(|p| p.unwrap_or_default()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::yolt::space::Level;
    use qbranch_engine::yolt::Side;

    #[test]
    fn compass_words() {
        // Find two spaces on the same row to check east/west.
        let m = map();
        let mut found = false;
        for a in 0..m.len() as u8 {
            for b in 0..m.len() as u8 {
                if a != b && m.at(a).y == m.at(b).y && m.at(a).x < m.at(b).x {
                    assert_eq!(compass(a, b), "east");
                    assert_eq!(compass(b, a), "west");
                    found = true;
                }
            }
        }
        assert!(found);
    }

    #[test]
    fn heading_points_the_nose_along_the_move() {
        let m = map();
        for (i, l) in m.lines.iter().enumerate() {
            let f = Facing::toward(l.a, l.b);
            let deg = heading_deg(f);
            let (ax, ay) = at(l.a);
            let (bx, by) = at(l.b);
            // Rotating "nose up" (0, -1) clockwise by deg gives (sin, -cos).
            let (nx, ny) = (deg.to_radians().sin(), -deg.to_radians().cos());
            let len = (bx - ax).hypot(by - ay);
            assert!(((bx - ax) / len - nx).abs() < 1e-9, "line {i}");
            assert!(((by - ay) / len - ny).abs() < 1e-9, "line {i}");
        }
    }

    /// The table of number positions is the search's result over today's map, to 0.01 of a
    /// unit; when the map changes, this prints the new table to paste in.
    #[test]
    fn number_table_matches_the_placement_search() {
        let round = |v: f64| (v * 100.0).round() / 100.0;
        let placed: Vec<(f64, f64)> = place_numbers()
            .into_iter()
            .map(|(x, y)| (round(x), round(y)))
            .collect();
        let table: String = placed
            .iter()
            .map(|(x, y)| format!("({x:?}, {y:?}), "))
            .collect();
        assert_eq!(NUMBER_AT, placed.as_slice(), "new table: &[{table}]");
    }

    /// The count of spaces drawn beside a highlighted space never sits on a space's number:
    /// the disc's edge stays clear of every number's middle by half a number's height.
    #[test]
    fn route_counts_leave_the_space_numbers_readable() {
        let disc = 4.2 * 0.72;
        let mut worst = (f64::INFINITY, 0);
        for s in 0..map().len() as SpaceId {
            let ring = dot_radius(s) + 1.9;
            let (dx, dy) = count_dir(s, ring);
            let (x, y) = at(s);
            let c = (x + dx * ring * COUNT_OUT, y + dy * ring * COUNT_OUT);
            for &(px, py) in NUMBER_AT {
                let d = (px - c.0).hypot(py - c.1) - disc;
                if d < worst.0 {
                    worst = (d, s);
                }
            }
        }
        eprintln!(
            "closest number to a count: {:.2} units (space {})",
            worst.0, worst.1
        );
        assert!(worst.0 >= 1.2, "space {}: {:.2}", worst.1, worst.0);
    }

    #[test]
    fn numbers_sit_clear_of_lines_dots_and_each_other() {
        let m = map();
        let pos = number_positions();
        assert_eq!(pos.len(), m.len());
        let mut crowded = 0;
        for (i, &p) in pos.iter().enumerate() {
            let (x, y) = at(i as u8);
            // Next to its own dot.
            assert!(
                (p.0 - x).hypot(p.1 - y) < dot_radius(i as u8) + 5.0,
                "space {i}"
            );
            for (j, &q) in pos.iter().enumerate() {
                if j != i && (p.0 - q.0).hypot(p.1 - q.1) < 3.0 {
                    crowded += 1;
                }
            }
            for l in &m.lines {
                if to_segment(p, at(l.a), at(l.b)) < 1.0 {
                    crowded += 1;
                }
            }
        }
        assert_eq!(crowded, 0, "numbers overlapping each other or a line");
    }

    #[test]
    fn a_lone_pieces_tag_covers_no_space_number() {
        // Seen on the board: Enemy C's tag at space 47 sat on the number "46".
        let tag = super::super::heli::Heli {
            space: 47,
            at: (0.0, 0.0),
            deg: 0.0,
            side: Side::Enemy,
            level: Level::Low,
            tag: "C",
            active: false,
            unfaced: false,
        }
        .markup();
        assert!(
            tag.as_str().contains(&format!(
                r#"class="chip-name" width="3.6" height="{CHIP_H}""#
            )),
            "{tag}"
        );
        let table: String = (0..map().len() as u8)
            .map(|s| char::from(b'0' + choose_chip(s, 12.2)))
            .collect();
        assert_eq!(CHIP_AT, table.as_bytes(), "new table: {table}");
        let mut moved = 0;
        for s in 0..map().len() as u8 {
            let (x, y) = at(s);
            for w in [7.2, 12.2] {
                let chip = chip_at(s, x, y, w);
                assert_eq!(
                    numbers_under(chip.0, chip.1, w, 0.0),
                    Vec::<usize>::new(),
                    "space {s}, tag {w} wide"
                );
                assert!(chip.0 >= -MARGIN && chip.0 + w <= f64::from(BOARD.0) + MARGIN);
                assert!(chip.1 >= -MARGIN && chip.1 + CHIP_H <= f64::from(BOARD.1) + MARGIN);
                // The usual place, above right, is kept wherever it is clear.
                let usual = (x + 5.0, y - 10.0);
                if numbers_under(usual.0, usual.1, 12.2, 0.2).is_empty() && usual.1 >= -MARGIN {
                    assert_eq!(chip, usual, "space {s}, tag {w} wide");
                } else {
                    moved += 1;
                }
            }
        }
        assert!(moved > 0, "no tag had to move");
    }

    #[test]
    fn stacked_pieces_do_not_coincide() {
        for n in 1..=5 {
            let o = stack_offsets(n);
            assert_eq!(o.len(), n);
            for i in 0..n {
                for j in i + 1..n {
                    let d = (o[i].0 - o[j].0).hypot(o[i].1 - o[j].1);
                    // Fuselages (about 6 by 8.6 units) never overlap.
                    assert!(d > 7.0, "{n} pieces: {d}");
                }
            }
        }
    }
}
