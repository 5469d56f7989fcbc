//! Hidden information: hands are secret, the pack order is unknown to all, unseen discards
//! are known only to their owner; events never name a drawn card.

use crate::race_support;

use qbranch_engine::race::{By, Race, RaceEvent};
use qbranch_engine::{Game, Rng};
use race_support::*;

/// Some mid-game states (rollout play, so cards have been played, discarded and reshuffled).
fn states(players: usize) -> Vec<Race> {
    let mut out = vec![];
    for seed in 0..12u64 {
        let mut g = game(players, seed);
        let mut rng = Rng::new(seed + 100);
        for step in 0..120 {
            let Some(s) = g.to_act() else { break };
            let a = g.rollout_action(s, &mut rng).unwrap();
            g.apply(s, &a).unwrap();
            if step % 15 == 0 {
                out.push(g.clone());
            }
        }
    }
    out
}

// james-bond-007-briefcase-race.txt, rule 1: hands are held secretly; a seat's view does not
// change when everything it cannot see is re-dealt.
#[test]
fn a_seats_view_survives_redealing_the_others() {
    for p in 2..=4 {
        for g in states(p) {
            for seat in 0..p {
                let mut r = g.clone();
                r.redeal_hidden(seat, &mut Rng::new(seat as u64 + 9));
                assert_eq!(r.view(Some(seat)), g.view(Some(seat)));
                assert_eq!(r.view(None), g.view(None));
                assert_eq!(r.hand(seat), g.hand(seat));
                for o in 0..p {
                    assert_eq!(r.hand(o).len(), 9);
                }
            }
        }
    }
}

// redeal_hidden really changes what the seat cannot see (other hands and the pack order).
#[test]
fn redeal_changes_other_hands_and_the_pack() {
    let g = game(3, 42);
    let mut changed_hands = 0;
    let mut changed_pack = 0;
    for k in 0..10 {
        let mut r = g.clone();
        r.redeal_hidden(0, &mut Rng::new(k));
        if r.hand(1) != g.hand(1) || r.hand(2) != g.hand(2) {
            changed_hands += 1;
        }
        if r.view(None) == g.view(None) && r != g {
            changed_pack += 1;
        }
    }
    assert!(changed_hands >= 9, "{changed_hands}");
    assert!(changed_pack >= 9);
}

// The view holds only the viewer's hand; others appear as sizes.
#[test]
fn views_hold_only_the_viewers_hand() {
    let g = game(4, 3);
    let v = g.view(Some(2));
    assert_eq!(v.hand.as_deref(), Some(g.hand(2)));
    assert!(v.agents.iter().all(|a| a.hand_size == 9));
    assert_eq!(g.view(None).hand, None);
    let json = serde_json::to_string(&g.view(Some(2))).unwrap();
    for o in [0, 1, 3] {
        for c in g.hand(o) {
            if !g.hand(2).contains(c) {
                assert!(
                    !json.contains(&format!("\"{}\"", c.id())),
                    "leaks {}",
                    c.id()
                );
            }
        }
    }
}

// Events are public: a draw names seat and count only, an unseen discard names no card.
#[test]
fn events_never_name_hidden_cards() {
    let mut g = at(2, 0, "air:london", &["air-london-rome-a"]);
    let ev = go(&mut g, 0, "air:rome", By::Air);
    for e in &ev {
        let j = serde_json::to_value(e).unwrap();
        if j["type"] == "draw" {
            assert_eq!(j.as_object().unwrap().len(), 3, "{j}");
        }
    }
    let (x, y, ev) = discard_turn(&mut g, 1);
    let j = serde_json::to_string(&ev).unwrap();
    assert!(!j.contains(x.id()) && !j.contains(y.id()), "{j}");
    assert!(ev.contains(&RaceEvent::Discard {
        seat: 1,
        count: 2,
        cards: None
    }));
}
