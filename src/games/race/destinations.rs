//! The highlighted destinations: a gold ring round every place the viewer may go, each with a
//! tag naming the card the move would use (or how it is made without one). Rings are buttons:
//! tap or Enter.

use qbranch_engine::race::board::Kind;
use qbranch_engine::race::{By, Space};

use super::choices::Destination;
use super::geom::{outward, pos, round_to, tenths};
use super::glyphs;
use crate::ui::markup::{el, El, Markup};

/// Where a destination's tag goes, relative to its point.
fn tag_offset(to: Space) -> (f64, f64) {
    let (ox, oy) = outward(to);
    match to.kind() {
        // Airport names are outside the ring: tags go inside.
        Kind::Airport(_) => (-ox * 70.0, -oy * 70.0),
        // Alternate in and out along the circuit, so neighbours' tags never meet.
        Kind::Green(k) => {
            let d = if k % 2 == 0 { 58.0 } else { -58.0 };
            (ox * d, oy * d)
        }
        // Shore tags go outwards, leaving the lake to the island's tags.
        Kind::Shore(_) => (ox * 58.0, oy * 58.0),
        Kind::Centre => (0.0, -66.0),
        Kind::Gate(_) | Kind::Lake(_) => (ox * 60.0, oy * 60.0),
    }
}

/// The icon of a way of moving, as SVG markup.
pub fn by_icon(by: By) -> &'static str {
    match by {
        By::Air => glyphs::PLANE,
        By::Line => glyphs::BLACK_LINE,
        By::Car => glyphs::CAR,
        By::Foot | By::Island => glyphs::FOOT,
        By::Helicopter => glyphs::HELICOPTER,
        By::Boat => glyphs::BOAT,
        By::Swim => glyphs::SWIMMER,
        By::Gate => glyphs::GATE_ARCH,
        By::Centre => glyphs::BRIEFCASE,
    }
}

const FONT: f64 = 20.0;
const TAG_H: f64 = 36.0;
/// Half the size of the box kept clear round every ring.
const RING_CLEAR: f64 = 38.0;
/// Half the size of the box kept clear round every other point of the board (its letters).
const POINT_CLEAR: f64 = 22.0;

/// A tag's box: centre and size.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TagBox {
    x: f64,
    y: f64,
    w: f64,
}

impl TagBox {
    fn overlaps(&self, o: &TagBox) -> bool {
        (self.x - o.x).abs() * 2.0 < self.w + o.w && (self.y - o.y).abs() < TAG_H
    }
    fn hits_ring(&self, (rx, ry): (f64, f64)) -> bool {
        (self.x - rx).abs() < self.w / 2.0 + RING_CLEAR
            && (self.y - ry).abs() < TAG_H / 2.0 + RING_CLEAR
    }
    fn on_board(&self) -> bool {
        self.x - self.w / 2.0 > -20.0
            && self.x + self.w / 2.0 < 1020.0
            && self.y > 0.0
            && self.y < 1000.0
    }
}

fn tag_width(tag: &str) -> f64 {
    tag.chars().count() as f64 * FONT * 0.6 + 56.0
}

/// Place every tag: the preferred side first, else the first other place that covers no ring,
/// no agent (`avoid`) and no tag already placed; failing that, the place with fewest clashes.
fn layout(dests: &[Destination], avoid: &[(f64, f64)]) -> Vec<TagBox> {
    let rings: Vec<(f64, f64)> = dests.iter().map(|d| pos(d.to)).collect();
    // The board's printed names, and every point with its letters (a B gate's "NORTH"…).
    let names = super::board_static::name_boxes();
    let points: Vec<(f64, f64)> = Space::all().map(pos).collect();
    let mut placed: Vec<TagBox> = Vec::with_capacity(dests.len());
    for (i, d) in dests.iter().enumerate() {
        let (x, y) = rings[i];
        let w = tag_width(&d.tag());
        let side = RING_CLEAR + w / 2.0 + 4.0;
        let (px, py) = tag_offset(d.to);
        // A tag level with its ring sits beside it, growing away from it: never over it.
        let place = |(dx, dy): (f64, f64)| {
            if dy.abs() < TAG_H / 2.0 + RING_CLEAR && dx != 0.0 {
                TagBox {
                    x: x + dx.signum() * side,
                    y: y + dy,
                    w,
                }
            } else {
                TagBox {
                    x: x + dx,
                    y: y + dy,
                    w,
                }
            }
        };
        let candidates = [
            (px, py),
            (-px, -py),
            (0.0, -(TAG_H / 2.0 + RING_CLEAR + 2.0)),
            (0.0, TAG_H / 2.0 + RING_CLEAR + 2.0),
            (1.0, 0.0),
            (-1.0, 0.0),
            (0.0, -112.0),
            (0.0, 112.0),
            (120.0, -120.0),
            (-120.0, -120.0),
            (120.0, 120.0),
            (-120.0, 120.0),
            // Crowded corners (a gate with its own card to leave by, the island's exits):
            // further out, joined to the ring by the leader line.
            (0.0, -200.0),
            (0.0, 200.0),
            (220.0, -70.0),
            (-220.0, -70.0),
            (220.0, 70.0),
            (-220.0, 70.0),
            (170.0, -190.0),
            (-170.0, -190.0),
            (170.0, 190.0),
            (-170.0, 190.0),
        ];
        let clashes = |b: &TagBox| {
            let rings_hit = rings
                .iter()
                .enumerate()
                .filter(|&(j, &r)| j != i && b.hits_ring(r))
                .count();
            let agents_hit = avoid.iter().filter(|&&a| b.hits_ring(a)).count();
            let tags_hit = placed.iter().filter(|p| p.overlaps(b)).count();
            let names_hit = names
                .iter()
                .filter(|&&(nx, ny, nw, nh)| {
                    (b.x - nx).abs() * 2.0 < b.w + nw && (b.y - ny).abs() * 2.0 < TAG_H + nh
                })
                .count();
            let points_hit = points
                .iter()
                .filter(|&&(px, py)| (px, py) != (x, y))
                .filter(|&&(px, py)| {
                    (b.x - px).abs() < b.w / 2.0 + POINT_CLEAR
                        && (b.y - py).abs() < TAG_H / 2.0 + POINT_CLEAR
                })
                .count();
            let off = if b.on_board() { 0 } else { 10 };
            // Covering another ring is the worst: it would steal its taps. A covered name or
            // point letter is next: a player needs them.
            12 * rings_hit + 3 * names_hit + 2 * points_hit + agents_hit + 6 * tags_hit + off
        };
        // Then a wider search: rings of places round the point, joined by the leader line.
        let wider = [150.0, 200.0, 250.0, 300.0, 350.0, 400.0, 450.0]
            .into_iter()
            .flat_map(|r: f64| {
                (0..24).map(move |k| {
                    let a = f64::from(k) * std::f64::consts::PI / 12.0;
                    (r * a.cos(), r * a.sin())
                })
            });
        let boxes: Vec<TagBox> = candidates.iter().copied().chain(wider).map(place).collect();
        let chosen = boxes
            .iter()
            .copied()
            .enumerate()
            .min_by_key(|(k, b)| (clashes(b), *k))
            .map(|(_, b)| b)
            .unwrap_or(boxes[0]);
        placed.push(chosen);
    }
    placed
}

/// One destination's tag (a pill naming the card or the way); tapping it picks the ring
/// (`data-pick`, read by the board's one click handler). A tag set further off is tied to its
/// ring by a leader line.
fn tag(d: &Destination, b: TagBox) -> Markup {
    let to = d.to;
    let (x, y) = pos(to);
    let far = ((b.x - x).powi(2) + (b.y - y).powi(2)).sqrt() > 80.0 + b.w / 2.0;
    let w = b.w;
    let leader = far.then(|| {
        el("path").class("rb-dest-leader").attr(
            "d",
            format_args!("M{x} {y} L{} {}", tenths(b.x), tenths(b.y)),
        )
    });
    let pill = el("g")
        .class(format_args!("rb-dest-tag{}", kinds(d)))
        .attr(
            "transform",
            format_args!("translate({} {})", tenths(b.x), tenths(b.y)),
        )
        .attr("data-pick", to.id())
        .child(
            el("rect")
                .attr("x", round_to(-w / 2.0, 2))
                .attr("y", round_to(-TAG_H / 2.0, 2))
                .attr("width", round_to(w, 2))
                .attr("height", round_to(TAG_H, 2))
                .attr("rx", 18),
        )
        .child(
            el("g")
                .attr(
                    "transform",
                    format_args!("translate({} 0) scale(0.62)", tenths(-w / 2.0 + 24.0)),
                )
                .class("rb-dest-icon")
                .child(Markup::trusted(by_icon(d.ways[0].by))),
        )
        .child(
            el("text")
                .attr("x", round_to(-w / 2.0 + 44.0, 2))
                .attr("y", 7)
                .attr("font-size", round_to(FONT, 2))
                .text(d.tag()),
        );
    Markup::from_iter([leader.map(Markup::from).into(), Markup::from(pill)])
}

/// The classes a destination's ring and tag share: `card` (the move needs one) and `rob`.
fn kinds(d: &Destination) -> &'static str {
    match (d.needs_card(), d.ways.iter().any(|w| w.rob)) {
        (true, true) => " card rob",
        (true, false) => " card",
        (false, true) => " rob",
        (false, false) => "",
    }
}

/// One destination's ring: a button (tap, Enter or Space: see `pick_target`).
fn ring(d: &Destination) -> El {
    let to = d.to;
    let (x, y) = pos(to);
    let free = if d.needs_card() { "" } else { " free" };
    let aria = format!(
        "Go to {}: {}",
        to.name(),
        d.ways
            .iter()
            .map(|w| w.label.clone())
            .collect::<Vec<_>>()
            .join("; or ")
    );
    let circle = |r: u8, class: &'static str| {
        el("circle")
            .attr("cx", x)
            .attr("cy", y)
            .attr("r", r)
            .class(class)
    };
    el("g")
        .class(format_args!("rb-dest{}{free}", kinds(d)))
        .attr("role", "button")
        .attr("tabindex", 0)
        .attr("aria-label", aria)
        .attr("data-testid", "dest")
        .attr("data-space", to.id())
        .attr("data-tag", d.tag())
        .attr("data-pick", to.id())
        .attr_opt(crate::shell::action_bar::LEADS, d.leads())
        .child(circle(48, "rb-dest-hit"))
        .child(circle(33, "rb-dest-ring"))
}

/// Every highlighted destination (drawn last, above the pieces): the tags first, then the
/// rings, so no tag ever hides a ring from a finger. `avoid`: where the agents stand.
pub fn destinations(ds: &[Destination], avoid: &[(f64, f64)]) -> Markup {
    let boxes = layout(ds, avoid);
    let tags = el("g")
        .class("rb-dest-tags")
        .attr("aria-hidden", "true")
        .children(ds.iter().zip(boxes).map(|(d, b)| tag(d, b)));
    let mut m = Markup::from(tags);
    m.extend(ds.iter().map(ring));
    m
}

/// Mark the ring of the destination being confirmed (`selected`) and no other, keeping every
/// ring's element (and so the keyboard's focus).
pub fn mark_selected(group: &web_sys::Element, selected: Option<Space>) {
    // The tags' group comes first, then one ring per destination.
    let mut el = group
        .first_element_child()
        .and_then(|e| e.next_element_sibling());
    while let Some(e) = el {
        let on = selected.is_some_and(|s| e.get_attribute("data-space").as_deref() == Some(s.id()));
        let class = e.get_attribute("class").unwrap_or_default();
        let was = class.ends_with(" selected");
        if on != was {
            let class = if on {
                format!("{class} selected")
            } else {
                class.trim_end_matches(" selected").to_string()
            };
            e.set_attribute("class", &class).ok();
        }
        el = e.next_element_sibling();
    }
}

/// The destination an event on the board is for: the ring or tag it happened in.
pub fn pick_target(target: Option<web_sys::EventTarget>) -> Option<Space> {
    Space::from_id(&crate::ui::tap::tapped(target, "data-pick")?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::race::{Gate, Race, RaceAction, RaceSetup};
    use qbranch_engine::Game;

    use crate::games::race::choices::Options;
    use crate::games::Choice;

    fn dests(race: &Race) -> Vec<Destination> {
        let cs: Vec<Choice<RaceAction>> = race
            .legal_actions(0)
            .into_iter()
            .map(|a| Choice {
                label: race.describe_action(0, &a),
                odds: None,
                action: a,
            })
            .collect();
        Options::from_choices(&cs, Some(race.agents()[0].at)).destinations
    }

    /// Turn after turn of many random races (every seat's moves as seat 0 would see them): no
    /// tag covers another ring, a printed name, another point's letters or another tag.
    #[test]
    fn tags_cover_no_name_point_or_ring_in_random_races() {
        let names = crate::games::race::board_static::name_boxes();
        let points: Vec<(f64, f64)> = Space::all().map(pos).collect();
        let mut checked = 0;
        let mut bad = 0;
        for seed in 0..40u64 {
            let players = 2 + (seed % 3) as usize;
            let mut race = Race::new(&RaceSetup::for_players(players).unwrap(), seed).unwrap();
            let mut rng = qbranch_engine::Rng::new(seed);
            for _ in 0..160 {
                let Some(seat) = race.to_act() else { break };
                if seat == 0 {
                    let ds = dests(&race);
                    let agents: Vec<(f64, f64)> = race.agents().iter().map(|a| pos(a.at)).collect();
                    let boxes = layout(&ds, &agents[1..]);
                    for (i, b) in boxes.iter().enumerate() {
                        let own = pos(ds[i].to);
                        for d in &ds {
                            let r = pos(d.to);
                            assert!(
                                r == own || !b.hits_ring(r),
                                "seed {seed}: a tag covers a ring"
                            );
                        }
                        for &(nx, ny, nw, nh) in &names {
                            let hit = (b.x - nx).abs() * 2.0 < b.w + nw
                                && (b.y - ny).abs() * 2.0 < TAG_H + nh;
                            assert!(!hit, "seed {seed}: the tag of {:?} covers a name", ds[i].to);
                        }
                        for &p in &points {
                            let hit = p != own
                                && (b.x - p.0).abs() < b.w / 2.0 + POINT_CLEAR
                                && (b.y - p.1).abs() < TAG_H / 2.0 + POINT_CLEAR;
                            if hit {
                                eprintln!("seed {seed}: the tag of {:?} ({}, {} dests) covers the point at {p:?}; box {b:?}", ds[i].to, ds[i].tag(), ds.len());
                                bad += 1;
                            }
                        }
                        for c in &boxes[..i] {
                            assert!(!b.overlaps(c), "seed {seed}: tags overlap");
                        }
                        checked += 1;
                    }
                }
                let legal = race.legal_actions(seat);
                let a = rng.choose(&legal).unwrap().clone();
                race.apply(seat, &a).unwrap();
            }
        }
        assert!(checked > 1000, "checked {checked} tags");
        assert_eq!(bad, 0, "{bad} of {checked} tags cover a point");
    }

    #[test]
    fn tags_cover_no_ring_on_the_island_and_the_circuit() {
        let mut race = Race::new(&RaceSetup::for_players(2).unwrap(), 5).unwrap();
        for at in [
            Space::gate(Gate::West),
            Space::gate(Gate::North),
            Space::b(Gate::North),
            Space::green(2),
            Space::airport(0),
            Space::green(0),
            Space::green(3),
            Space::CENTRE,
            Space::b(Gate::East),
        ] {
            race.place_agent(0, at);
            race.give_cards(
                0,
                &["gate-n-1", "gate-e-1", "gate-s-1", "centre-1", "heli-1"]
                    .map(|c| qbranch_engine::race::Card::from_id(c).unwrap()),
            );
            let ds = dests(&race);
            let boxes = layout(&ds, &[]);
            for (i, b) in boxes.iter().enumerate() {
                for (j, d) in ds.iter().enumerate() {
                    assert!(!b.hits_ring(pos(d.to)), "{at:?}: tag {i} covers ring {j}");
                }
                for c in &boxes[..i] {
                    assert!(!b.overlaps(c), "{at:?}: tags overlap");
                }
            }
        }
    }
}
