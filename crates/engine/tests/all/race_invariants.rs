//! The briefcase race's own invariants after every action (the generic engine contract —
//! random play, illegal actions, replay, undo, secrets — runs for every registered game in
//! `tests/all/contract.rs`): every hand holds nine, and the 70 cards are all accounted for.

use qbranch_engine::race::{Race, RaceSetup};
use qbranch_engine::{Game, Rng};

fn setup(p: usize) -> RaceSetup {
    Race::setup_for_players(p).unwrap()
}

/// Every card in play is in exactly one place: a hand, the pack or the discard pile.
fn assert_cards_accounted(s: &Race) {
    let mut all: Vec<u8> = Vec::new();
    for p in 0..s.seat_count() {
        all.extend(s.hand(p).iter().map(|c| c.0));
    }
    let view = s.view(None);
    assert_eq!(view.pack_size, s.pack_len());
    all.extend(s.discard_pile().iter().map(|d| d.card.0));
    assert_eq!(all.len() + s.pack_len(), 70);
    all.sort();
    all.dedup();
    assert_eq!(all.len() + s.pack_len(), 70, "a card is in two places");
}

// james-bond-007-briefcase-race.txt, rule 1(b): "Throughout the game each player holds nine
// cards" — after every action, including robberies, retrievals and reshuffles.
#[test]
fn every_hand_holds_nine_after_every_action() {
    let mut reshuffles = 0;
    for p in 2..=4 {
        for seed in 0..60u64 {
            let mut s = Race::new(&setup(p), seed).unwrap();
            let mut rng = Rng::new(seed);
            for _ in 0..800 {
                let Some(seat) = s.to_act() else { break };
                let legal = s.legal_actions(seat);
                let a = if rng.below(3) == 0 {
                    rng.choose(&legal).unwrap().clone()
                } else {
                    s.rollout_action(seat, &mut rng).unwrap()
                };
                let ev = s.apply(seat, &a).unwrap();
                reshuffles += ev
                    .iter()
                    .filter(|e| matches!(e, qbranch_engine::race::RaceEvent::Reshuffle { .. }))
                    .count();
                for q in 0..p {
                    assert_eq!(s.hand(q).len(), 9, "seat {q} after {a:?}");
                }
                assert_cards_accounted(&s);
            }
        }
    }
    assert!(reshuffles > 0, "no game ran the pack out");
}
