//! The event-log contract: exact JSON of moves, robberies, pick-ups, draws and discards.

use crate::race_support;

use qbranch_engine::race::{By, RaceAction, RaceEvent};
use qbranch_engine::{Game, GameEvent};
use race_support::*;
use serde_json::json;

fn js(e: &RaceEvent) -> serde_json::Value {
    serde_json::to_value(e).unwrap()
}

#[test]
fn move_events_have_the_exact_shape() {
    let mut g = at(2, 0, "air:london", &["air-london-cairo-b"]);
    let ev = go(&mut g, 0, "air:cairo", By::Air);
    assert_eq!(
        js(&ev[0]),
        json!({"type":"move","seat":0,"from":"air:london","to":"air:cairo","by":"air","card":"air-london-cairo-b"})
    );
    assert_eq!(
        js(&ev[1]),
        json!({"type":"discard","seat":0,"count":1,"cards":["air-london-cairo-b"]})
    );
    assert_eq!(js(&ev[2]), json!({"type":"draw","seat":0,"count":1}));
    let ev = go(&mut g, 1, "c5", By::Line);
    assert_eq!(
        js(&ev[0]),
        json!({"type":"move","seat":1,"from":"air:peking","to":"c5","by":"line","card":null})
    );
    assert_eq!(ev.len(), 1);
    // Round trip.
    for e in &ev {
        let back: RaceEvent = serde_json::from_value(js(e)).unwrap();
        assert_eq!(&back, e);
    }
}

#[test]
fn every_means_of_moving_serialises() {
    let names = [
        (By::Air, "air"),
        (By::Line, "line"),
        (By::Car, "car"),
        (By::Foot, "foot"),
        (By::Helicopter, "helicopter"),
        (By::Boat, "boat"),
        (By::Swim, "swim"),
        (By::Island, "island"),
        (By::Gate, "gate"),
        (By::Centre, "centre"),
    ];
    for (by, n) in names {
        assert_eq!(serde_json::to_value(by).unwrap(), json!(n));
    }
}

#[test]
fn pick_up_robbery_retrieve_and_win_events() {
    let mut g = at(2, 0, "gate-n", &["centre-3"]);
    let ev = go(&mut g, 0, "centre", By::Centre);
    let pick = ev
        .iter()
        .find(|e| matches!(e, RaceEvent::PickUp { .. }))
        .unwrap();
    assert_eq!(
        js(pick),
        json!({"type":"pick_up","seat":0,"at":"centre","card":"centre-3"})
    );

    let mut g = at(2, 1, "air:peking", &["air-karachi-peking-a", "take-5"]);
    g.place_agent(0, sp("air:karachi"));
    g.give_cards(0, &[card("take-6")]);
    g.set_case(Some(0));
    let rob = g
        .legal_actions(1)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .unwrap();
    assert_eq!(
        serde_json::to_value(&rob).unwrap(),
        json!({"type":"move","to":"air:karachi","by":"air","card":"air-karachi-peking-a","rob":"take-5"})
    );
    let ev = g.apply(1, &rob).unwrap();
    let r = ev
        .iter()
        .find(|e| matches!(e, RaceEvent::Robbery { .. }))
        .unwrap();
    assert_eq!(
        js(r),
        json!({"type":"robbery","seat":1,"victim":0,"at":"air:karachi","card":"take-5"})
    );
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, RaceEvent::Draw { .. }))
            .map(js)
            .collect::<Vec<_>>(),
        vec![
            json!({"type":"draw","seat":1,"count":1}),
            json!({"type":"draw","seat":1,"count":1})
        ]
    );
    let ret = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Retrieve { .. }))
        .unwrap();
    assert_eq!(
        serde_json::to_value(&ret).unwrap(),
        json!({"type":"retrieve","card":"take-6"})
    );
    let ev = g.apply(0, &ret).unwrap();
    assert_eq!(
        js(&ev[0]),
        json!({"type":"retrieve","seat":0,"from":1,"at":"air:karachi","card":"take-6"})
    );

    let mut g = at(2, 0, "c1", &[]);
    g.set_case(Some(0));
    let ev = go(&mut g, 0, "air:london", By::Line);
    assert_eq!(
        js(ev.last().unwrap()),
        json!({"type":"win","seat":0,"at":"air:london"})
    );
    assert!(ev.last().unwrap().describe().contains("wins"));
}

#[test]
fn discard_two_action_and_events() {
    let mut g = game(2, 8);
    assert_eq!(
        serde_json::to_value(RaceAction::DiscardTwo).unwrap(),
        json!({"type":"discard_two"})
    );
    let pick = RaceAction::DiscardPick { card: g.hand(0)[0] };
    assert_eq!(
        serde_json::to_value(&pick).unwrap(),
        json!({"type":"discard_pick","card":g.hand(0)[0].id()})
    );
    // Starting and the first pick produce no event (nothing public has happened yet).
    assert!(g.apply(0, &RaceAction::DiscardTwo).unwrap().is_empty());
    assert!(g.apply(0, &pick).unwrap().is_empty());
    let RaceAction::DiscardPick { card } = g.legal_actions(0)[0] else {
        unreachable!()
    };
    let ev = g.apply(0, &RaceAction::DiscardPick { card }).unwrap();
    assert_eq!(
        ev.iter().map(js).collect::<Vec<_>>(),
        vec![
            json!({"type":"discard","seat":0,"count":2,"cards":null}),
            json!({"type":"draw","seat":0,"count":2})
        ]
    );
    assert!(ev[1].is_irreversible() && !ev[0].is_irreversible());
}

#[test]
fn describe_action_labels() {
    let g = at(2, 0, "air:cairo", &["air-cairo-karachi-a"]);
    let a = mv(&g, 0, "air:karachi", By::Air);
    assert_eq!(
        g.describe_action(0, &a),
        "Fly Cairo → Karachi (Air Travel card)"
    );
    let g = at(2, 0, "b-n", &["gate-n-1"]);
    let a = mv(&g, 0, "gate-n", By::Boat);
    assert_eq!(
        g.describe_action(0, &a),
        "Boat B North → North Gate (North Gate card)"
    );
    // Every legal action in random play has a non-empty label.
    let mut g = game(4, 2);
    let mut rng = qbranch_engine::Rng::new(2);
    for _ in 0..300 {
        let Some(s) = g.to_act() else { break };
        for a in g.legal_actions(s) {
            assert!(!g.describe_action(s, &a).is_empty());
        }
        let a = g.rollout_action(s, &mut rng).unwrap();
        g.apply(s, &a).unwrap();
    }
}
