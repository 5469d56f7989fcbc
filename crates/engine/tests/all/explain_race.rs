//! The Hint's reasons in the briefcase race: how many moves a move brings the agent closer to
//! the island's centre, to its base with the case, or to the carrier.

use crate::race_support::*;
use qbranch_engine::race::By;
use qbranch_engine::Game;

// james-bond-007-briefcase-race.txt, rule 4: a thick black line joins each airport to its C
// point, no card needed. From London the line to C1 is a step on the way to the island.
#[test]
fn a_move_toward_the_island_counts_the_moves_gained_and_left() {
    let g = at(2, 0, "air:london", &[]);
    let line = mv(&g, 0, "c1", By::Line);
    assert_eq!(
        g.explain_choice(0, &line).as_deref(),
        Some("1 move closer to the island's centre (4 moves to go)")
    );
    let back = at(2, 0, "c1", &[]);
    let home = mv(&back, 0, "air:london", By::Line);
    assert_eq!(
        back.explain_choice(0, &home).as_deref(),
        Some("1 move farther from the island's centre (5 moves to go)")
    );
}

// Rule 14: "home with the documents wins at once" — with the case, the goal is the base.
#[test]
fn with_the_case_the_goal_is_home() {
    let mut g = at(2, 0, "h1", &[]);
    g.set_case(Some(0));
    let c1 = mv(&g, 0, "c1", By::Foot);
    assert_eq!(
        g.explain_choice(0, &c1).as_deref(),
        Some("1 move closer to London (1 move to go)")
    );
    let mut g = at(2, 0, "c1", &[]);
    g.set_case(Some(0));
    let home = mv(&g, 0, "air:london", By::Line);
    assert_eq!(
        g.explain_choice(0, &home).as_deref(),
        Some("brings the case home: it wins the race")
    );
}
