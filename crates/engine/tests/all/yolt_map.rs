//! The reconstructed map: size, levels, capacities, line kinds, start spaces, the crater, and
//! the chase-map checks (reachability, no trapping heading, forward never turns back).

use qbranch_engine::chase::validate::{can_occur, headings, validate, Checks, Problem};
use qbranch_engine::chase::{Facing, Passage};
use qbranch_engine::yolt::map::{map, start, YoltLine, BOARD, CRATER, FORWARD};
use qbranch_engine::yolt::space::{Capacity, Level};

const CHECKS: Checks = Checks {
    ambiguity_margin_deg: 5.0,
    min_spacing: 6.0,
    reach_with_double_back: false,
};

// you-only-live-twice.txt, Components ("11\" x 16\" mapboard") and Movement (space and line
// types); the layout itself is reconstructed.
#[test]
fn map_has_the_promised_ingredients() {
    let m = map();
    assert!((60..=90).contains(&m.len()), "{} spaces", m.len());
    let high = m
        .spaces
        .iter()
        .filter(|s| s.kind.level == Level::High)
        .count();
    let low = m.len() - high;
    assert!(
        high >= m.len() / 3 && low >= m.len() / 3,
        "{high} high, {low} low"
    );
    let doubles = m
        .spaces
        .iter()
        .filter(|s| s.kind.capacity == Capacity::Double)
        .count();
    assert!((8..=20).contains(&doubles), "{doubles} doubles");
    for kind in [
        YoltLine::FlightPath,
        YoltLine::Overpass,
        YoltLine::QuickTurn,
        YoltLine::VerticalFire,
    ] {
        assert!(m.lines.iter().any(|l| l.kind == kind), "{kind:?} missing");
    }
    for s in &m.spaces {
        assert!(s.at.x > 0 && s.at.x < BOARD.0 && s.at.y > 0 && s.at.y < BOARD.1);
        assert!(
            s.at.distance(CRATER.0) > f64::from(CRATER.1) + 5.0,
            "a space lies in the crater"
        );
    }
}

// you-only-live-twice.txt, Set Up: "place them on the map in the Spaces marked (A, B, C, and D
// for the Enemy pieces, and the Space marked Bond for Little Nellie)": five different spaces,
// each carrying its printed mark.
#[test]
fn start_spaces_are_five_distinct_marked_spaces() {
    let m = map();
    let labels = ["A", "B", "C", "D", "Bond"];
    let ids: Vec<u8> = labels.iter().map(|l| start(l)).collect();
    for (i, (&id, &label)) in ids.iter().zip(&labels).enumerate() {
        assert_eq!(m.space(id).label, Some(label));
        assert!(!ids[..i].contains(&id), "{label} shares a space");
    }
    let marked = m.spaces.iter().filter(|s| s.label.is_some()).count();
    assert_eq!(marked, 5, "no other marked spaces");
}

// you-only-live-twice.txt, Action Summaries, Quick Turn: "In a Quick Turn, the helicopter is
// making a sudden and dangerous turn onto a new course." Every arrow turns the piece that may
// take it, arriving or turned round by a Double Back: none points within 10° of the way the
// piece is flying (two arrows of an earlier map, 37 -> 41 and 39 -> 43, ran 1° off it, a
// straight line that needed a roll). The two arrows drawn in their place, 37 -> 24 and
// 39 -> 30, turn further than ordinary flight may (over 60°) from every heading a piece can
// take them from.
#[test]
fn a_quick_turn_changes_course() {
    let m = map();
    let mut tried = 0;
    for (here, facing) in headings(m) {
        if !can_occur(m, here, facing) {
            continue;
        }
        for link in FORWARD.special_moves(m, here, facing) {
            let turn = facing.heading(m).turn_deg(link.dir);
            assert!(turn >= 10.0, "{here} -> {} turns {turn:.0}°", link.to);
            if [(37, 24), (39, 30)].contains(&(here, link.to)) {
                assert!(
                    turn > FORWARD.max_turn_deg,
                    "{here} -> {} turns {turn:.0}°",
                    link.to
                );
            }
            tried += 1;
        }
    }
    assert!(tried >= 6, "{tried} ways to take an arrow");
}

// you-only-live-twice.txt, Action Summaries, Quick Turn: "turns along the Quick Turn arrow".
// Every Quick Turn line is an arrow: flown with a Quick Turn from its tail to its head, never
// back; and every arrow can be flown from some heading (none is drawn for nothing).
#[test]
fn quick_turn_lines_are_arrows() {
    let m = map();
    let arrows: Vec<_> = m
        .arrows()
        .filter(|a| a.kind == YoltLine::QuickTurn)
        .collect();
    let quick = m
        .lines
        .iter()
        .filter(|l| l.kind == YoltLine::QuickTurn)
        .count();
    assert_eq!(
        arrows.len(),
        quick,
        "every Quick Turn line has an arrowhead"
    );
    assert!(quick > 0);
    let states = headings(m);
    // The content the app and the CLI read marks the same lines as directed, tail first.
    let content = <qbranch_engine::yolt::Yolt as qbranch_engine::Game>::content();
    for (i, l) in content["map"]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
    {
        let kind = m.lines[i].kind;
        let directed = matches!(kind, YoltLine::QuickTurn | YoltLine::VerticalFire);
        assert_eq!(l["directed"], directed, "line {i}");
        assert_eq!(l["a"], m.lines[i].a);
    }
    for a in arrows {
        assert_eq!(m.link(a.tail, a.head).unwrap().passage(), Passage::Special);
        assert_eq!(m.link(a.head, a.tail).unwrap().passage(), Passage::Never);
        let usable = states.iter().any(|&(here, facing)| {
            here == a.tail
                && FORWARD
                    .special_moves(m, here, facing)
                    .any(|l| l.to == a.head)
        });
        assert!(usable, "arrow {} -> {} can never be flown", a.tail, a.head);
    }
}

// you-only-live-twice.txt, Movement: Vertical Fire lines join a Low space to the High space
// directly above; nobody moves along them.
#[test]
fn vertical_fire_lines_run_low_to_high_and_carry_no_movement() {
    let m = map();
    for l in m.lines.iter().filter(|l| l.kind == YoltLine::VerticalFire) {
        assert_eq!(m.level(l.a), Level::Low);
        assert_eq!(m.level(l.b), Level::High);
        assert!(m.at(l.a).distance(m.at(l.b)) < 12.0, "drawn close together");
        assert_eq!(m.link(l.a, l.b).unwrap().passage(), Passage::Never);
        assert_eq!(m.link(l.b, l.a).unwrap().passage(), Passage::Never);
    }
}

// you-only-live-twice.txt, Movement: "Overpass Lines ... flying over a lower Flight Path".
// Lines only cross where one of them is an Overpass drawn over a Flight Path.
#[test]
fn lines_cross_only_at_overpasses() {
    let m = map();
    let mut overpasses_used = 0;
    for p in validate(m, &FORWARD, &CHECKS) {
        if let Problem::Crossing { first, second } = p {
            let kinds = [m.lines[first].kind, m.lines[second].kind];
            assert!(
                kinds.contains(&YoltLine::Overpass) && kinds.contains(&YoltLine::FlightPath),
                "lines {first} and {second} cross: {kinds:?}"
            );
            overpasses_used += 1;
        }
    }
    let overpasses = m
        .lines
        .iter()
        .filter(|l| l.kind == YoltLine::Overpass)
        .count();
    assert!(overpasses > 0);
    assert_eq!(
        overpasses_used, overpasses,
        "every overpass passes over something"
    );
}

// Reconstructed map must be fair to fly: every space reachable from every heading (without
// even needing a Double Back), no heading without a line ahead, no forward move that turns
// back, no turn so near the 60° limit that the drawing would mislead, no cramped spaces.
#[test]
fn map_validates() {
    let problems: Vec<Problem> = validate(map(), &FORWARD, &CHECKS)
        .into_iter()
        .filter(|p| !matches!(p, Problem::Crossing { .. }))
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

// you-only-live-twice.txt, Movement: "Your piece can only move forward ... (unless it performs
// a Double Back)". From every heading, every free move turns less than a right angle and never
// returns to the space the piece came from; Quick Turns never reverse either.
#[test]
fn a_piece_never_turns_back_without_double_back() {
    let m = map();
    let states = headings(m);
    assert!(states.len() > 2 * m.len());
    for (here, facing) in states {
        if !can_occur(m, here, facing) {
            // Pointing along a Quick Turn arrow from its tail: no piece ever does.
            continue;
        }
        let came_from = (facing.to == here).then_some(facing.from);
        let mut moves = 0;
        for link in FORWARD.free_moves(m, here, facing) {
            moves += 1;
            assert!(facing.heading(m).turn_deg(link.dir) < 90.0);
            assert_ne!(Some(link.to), came_from, "step straight back from {here}");
        }
        assert!(moves > 0, "trapped at {here} facing {facing:?}");
        for link in FORWARD.special_moves(m, here, facing) {
            assert!(facing.heading(m).turn_deg(link.dir) <= 125.0);
            assert_ne!(
                Some(link.to),
                came_from,
                "quick turn straight back from {here}"
            );
        }
    }
}

// The checks themselves catch a trap: a dead-end spur is reported.
#[test]
fn validation_reports_a_dead_end() {
    use qbranch_engine::chase::{ChaseMap, LineDef, Point, SpaceDef};
    let sp = |x, y| SpaceDef {
        at: Point::new(x, y),
        kind: qbranch_engine::yolt::YoltSpace {
            level: Level::High,
            capacity: Capacity::Single,
        },
        label: None,
    };
    let spaces = [sp(0, 0), sp(10, 0), sp(20, 0)];
    let lines = [
        LineDef {
            a: 0,
            b: 1,
            kind: YoltLine::FlightPath,
        },
        LineDef {
            a: 1,
            b: 2,
            kind: YoltLine::FlightPath,
        },
    ];
    let m = ChaseMap::new(&spaces, &lines);
    let problems = validate(&m, &FORWARD, &CHECKS);
    assert!(problems.contains(&Problem::Trap {
        here: 2,
        facing: Facing::arrived(1, 2)
    }));
}

/// The map's table of turns (worked out once, for speed) gives exactly the angle the geometry
/// gives, for every space, every heading a piece can have there and every line.
#[test]
fn the_turn_table_matches_the_geometry() {
    let m = map();
    let mut compared = 0;
    for (here, facing) in headings(m) {
        for (i, link) in m.links(here).iter().enumerate() {
            let direct = facing.heading(m).turn_deg(link.dir);
            assert_eq!(
                FORWARD.turn(m, here, facing, i).to_bits(),
                direct.to_bits(),
                "{here} {facing:?} line {i}"
            );
            compared += 1;
        }
    }
    assert!(compared > 4 * m.len(), "{compared}");
}
