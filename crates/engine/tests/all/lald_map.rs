//! The reconstructed map: size, ingredients, start spaces, End, and the chase-map checks
//! (every space reachable, no heading that traps a boat, no misleading angles).

use qbranch_engine::chase::validate::{validate, validate_with_goals, Checks, Problem};
use qbranch_engine::lald::map::{distance_to_end, end_space, map, start, LaldLine, BOARD, FORWARD};

/// Reachability allows Double Backs: a boat heading into a dead end of its own choosing turns
/// round with one; no heading leaves it without an ordinary move forward (the Trap check).
const CHECKS: Checks = Checks {
    ambiguity_margin_deg: 5.0,
    min_spacing: 6.0,
    reach_with_double_back: true,
};

// live-and-let-die.txt, Components ("11\" x 16\" mapboard") and Movement (the three kinds of
// line and the canal); the layout is reconstructed: 70–110 spaces.
#[test]
fn map_has_the_promised_ingredients() {
    let m = map();
    assert!((70..=110).contains(&m.len()), "{} spaces", m.len());
    for kind in [
        LaldLine::Normal,
        LaldLine::Canal,
        LaldLine::QuickTurn,
        LaldLine::Jump,
    ] {
        assert!(m.lines.iter().any(|l| l.kind == kind), "{kind:?} missing");
    }
    for s in &m.spaces {
        assert!(s.at.x > 0 && s.at.x < BOARD.0 && s.at.y > 0 && s.at.y < BOARD.1);
    }
}

// Set Up: "place them on the map in the Spaces marked (A, B, C, and D for the Enemy pieces,
// and the Space marked Bond for the Bond piece)"; How to Win: "the Space marked "End"".
#[test]
fn start_spaces_and_end_are_six_distinct_marked_spaces() {
    let labels = ["A", "B", "C", "D", "Bond", "End"];
    let ids: Vec<u8> = labels.iter().map(|l| start(l)).collect();
    for (i, (&id, &label)) in ids.iter().zip(&labels).enumerate() {
        assert_eq!(map().space(id).label, Some(label));
        assert!(!ids[..i].contains(&id), "{label} shares a space");
    }
    assert_eq!(end_space(), start("End"));
}

// The End space is a goal: with it named as one, the map passes every check.
#[test]
fn the_map_passes_validation_with_end_as_its_goal() {
    let problems = validate_with_goals(map(), &FORWARD, &CHECKS, &[end_space()]);
    assert!(problems.is_empty(), "{problems:?}");
}

// Without naming End as a goal the checker reports it (a boat there has no way on): End is the
// only such space.
#[test]
fn only_end_needs_the_goal_exemption() {
    let problems = validate(map(), &FORWARD, &CHECKS);
    assert!(!problems.is_empty());
    for p in problems {
        match p {
            Problem::Trap { here, .. } => assert_eq!(here, end_space()),
            Problem::Unreachable { here, .. } => assert_eq!(here, end_space()),
            other => panic!("unexpected problem {other:?}"),
        }
    }
}

// Bond can reach End from his start, and every space has a route to End.
#[test]
fn every_space_has_a_way_to_end() {
    let d = distance_to_end();
    assert!(d.iter().all(|&x| x != u8::MAX));
    let from_bond = d[usize::from(start("Bond"))];
    assert!(
        (10..=30).contains(&from_bond),
        "Bond starts {from_bond} steps from End"
    );
}
