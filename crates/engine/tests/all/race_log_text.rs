//! The log lines (`GameEvent::describe`) read as plain sentences for every way of moving.

use crate::race_support;

use qbranch_engine::race::By;
use qbranch_engine::GameEvent;
use race_support::*;

#[test]
fn leaving_the_centre_by_a_gate_reads_plainly() {
    // james-bond-007-briefcase-race.txt, rule 12: leave the island by a gate, showing its card
    let mut g = at(2, 0, "centre", &["gate-n-1"]);
    let ev = go(&mut g, 0, "gate-n", By::Gate);
    assert_eq!(
        ev[0].describe(),
        "Agent 1 goes from the centre to North Gate (North Gate)."
    );
}

#[test]
fn reaching_the_centre_reads_plainly() {
    // rule 10: the "at the centre" card, from a gate
    let mut g = at(2, 0, "gate-w", &["centre-1"]);
    let ev = go(&mut g, 0, "centre", By::Centre);
    assert_eq!(
        ev[0].describe(),
        "Agent 1 goes from West Gate to the centre (At the centre of the island)."
    );
    assert_eq!(
        ev[3].describe(),
        "Agent 1 takes the briefcase at the centre of the island!"
    );
}
