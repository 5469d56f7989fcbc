//! The fourteen printed rules and the preparation for play, one or more tests each.

use crate::race_support;

use qbranch_engine::race::board::{Base, Gate, GreenRole};
use qbranch_engine::race::cards::{cards, CardKind};
use qbranch_engine::race::{By, Card, Race, RaceAction, RaceEvent, RaceSetup, Space};
use qbranch_engine::{Game, Outcome};
use race_support::*;

// ---- Preparation for play ------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, Preparation for Play: boats on B, cars on C, the case at
// the centre, agents on their bases, nine cards each, the rest as the pack.
#[test]
fn preparation_places_everything() {
    for p in 2..=4 {
        let g = game(p, 3);
        let v = g.view(None);
        let mut boats = v.boats.clone();
        boats.sort();
        let mut bs: Vec<Space> = Gate::ALL.iter().map(|&x| Space::b(x)).collect();
        bs.sort();
        assert_eq!(boats, bs, "one boat on each B point");
        assert_eq!(v.cars.len(), 4);
        for c in &v.cars {
            assert_eq!(c.green_role(), Some(GreenRole::C), "cars start on C points");
        }
        let mut cars = v.cars.clone();
        cars.sort();
        cars.dedup();
        assert_eq!(cars.len(), 4, "four different C points");
        assert_eq!(v.case_holder, None);
        assert_eq!(v.case_at, Space::CENTRE);
        for (s, a) in v.agents.iter().enumerate() {
            assert_eq!(a.at, g.base(s).space(), "agent on the circle of its base");
            assert_eq!(a.hand_size, 9);
        }
        assert_eq!(v.pack_size, 70 - 9 * p);
        assert_eq!(v.to_act, Some(0), "the youngest (seat 0) starts");
    }
}

// james-bond-007-briefcase-race.txt, Preparation for Play: each player chooses one of the
// four bases (so 2–4 players, each base at most once).
#[test]
fn setup_checks_players_and_bases() {
    assert!(Race::setup_for_players(1).is_err());
    assert!(Race::setup_for_players(5).is_err());
    let dup = RaceSetup {
        bases: vec![Base::Cairo, Base::Cairo],
        arrival_opens_gate: false,
    };
    assert!(Race::new(&dup, 1).is_err());
    let custom = RaceSetup {
        bases: vec![Base::NewYork, Base::Cairo],
        arrival_opens_gate: false,
    };
    let g = Race::new(&custom, 1).unwrap();
    assert_eq!(g.view(None).agents[0].at, sp("air:new-york"));
}

// james-bond-007-briefcase-race.txt, Preparation for Play: "the one of his left following":
// seats take turns in increasing order and wrap round.
#[test]
fn play_passes_to_the_left() {
    let mut g = game(3, 5);
    let mut order = vec![];
    for _ in 0..6 {
        let s = g.to_act().unwrap();
        order.push(s);
        pass(&mut g, s);
    }
    assert_eq!(order, vec![0, 1, 2, 0, 1, 2]);
}

// james-bond-007-briefcase-race.txt, Components: 72 cards — 32 air (2 for each of 16 routes),
// 6 helicopter H/B, 4 helicopter from the island, 4 swimming, 12 gates (3 per gate), 4 "at the
// centre", 8 "take the documents", 2 spares; 70 in play.
#[test]
fn pack_composition_is_as_printed() {
    let all = cards();
    assert_eq!(all.len(), 72);
    let count = |f: &dyn Fn(&CardKind) -> bool| all.iter().filter(|c| f(&c.kind)).count();
    assert_eq!(count(&|k| matches!(k, CardKind::Air { .. })), 32);
    for r in 0..16u8 {
        assert_eq!(count(&|k| *k == CardKind::Air { route: r }), 2, "route {r}");
    }
    assert_eq!(count(&|k| *k == CardKind::Helicopter), 6);
    assert_eq!(count(&|k| *k == CardKind::IslandHelicopter), 4);
    assert_eq!(count(&|k| *k == CardKind::Swimming), 4);
    for gate in Gate::ALL {
        assert_eq!(count(&|k| *k == CardKind::Gate { gate }), 3);
    }
    assert_eq!(count(&|k| *k == CardKind::Centre), 4);
    assert_eq!(count(&|k| *k == CardKind::TakeDocuments), 8);
    assert_eq!(count(&|k| *k == CardKind::Spare), 2);
    assert_eq!(all.iter().filter(|c| c.in_play).count(), 70);
    assert_eq!(Card::playing_pack().len(), 70);
    let mut ids: Vec<&str> = all.iter().map(|c| c.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 72);
    // The spares are never dealt.
    for seed in 0..20 {
        let g = game(4, seed);
        for s in 0..4 {
            assert!(g.hand(s).iter().all(|c| c.kind() != CardKind::Spare));
        }
    }
}

// ---- Rule 1 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 1(a): a card move shows the card, puts it on the
// discard pile and draws a replacement.
#[test]
fn rule_1a_card_moves_are_shown_discarded_and_replaced() {
    let mut g = at(2, 0, "air:london", &["air-london-rome-a"]);
    let ev = go(&mut g, 0, "air:rome", By::Air);
    assert!(ev.contains(&RaceEvent::Move {
        seat: 0,
        from: sp("air:london"),
        to: sp("air:rome"),
        by: By::Air,
        card: Some(card("air-london-rome-a")),
    }));
    assert_eq!(drawn(&ev, 0), 1);
    assert_eq!(g.hand(0).len(), 9);
    assert!(!g.hand(0).contains(&card("air-london-rome-a")));
    assert_eq!(
        g.view(Some(1)).discard_shown,
        vec![card("air-london-rome-a")]
    );
}

// james-bond-007-briefcase-race.txt, rule 1(a): moves of rules 4–9 need no card: no card is
// played and nothing is drawn.
#[test]
fn rule_1a_card_free_moves_draw_nothing() {
    let mut g = at(2, 0, "air:london", &[]);
    let hand = g.hand(0).to_vec();
    let ev = go(&mut g, 0, "c1", By::Line);
    assert_eq!(drawn(&ev, 0), 0);
    assert_eq!(g.hand(0), &hand[..]);
    assert_eq!(g.pack_len(), 70 - 18);
}

// james-bond-007-briefcase-race.txt, rule 1(b): instead of moving, discard two cards unseen and
// draw two; every player always holds nine.
#[test]
fn rule_1b_discard_two_unseen_and_draw_two() {
    let mut g = game(2, 11);
    let before = g.hand(0).to_vec();
    // The two cards are chosen one at a time; the first pick stays secret.
    g.apply(0, &RaceAction::DiscardTwo).unwrap();
    assert!(g
        .legal_actions(0)
        .iter()
        .all(|a| matches!(a, RaceAction::DiscardPick { .. })));
    let first = g.hand(0)[3];
    g.apply(0, &RaceAction::DiscardPick { card: first })
        .unwrap();
    assert_eq!(g.view(Some(0)).my_discard_pick, Some(first));
    assert_eq!(g.view(Some(1)).my_discard_pick, None);
    assert_eq!(g.view(Some(1)).discarding, Some(1));
    assert_eq!(g.hand(0).len(), 9);
    assert!(!g
        .legal_actions(0)
        .contains(&RaceAction::DiscardPick { card: first }));
    let second = g.hand(0)[0];
    let ev = g
        .apply(0, &RaceAction::DiscardPick { card: second })
        .unwrap();
    let (x, y) = (first, second);
    assert_ne!(x, y);
    assert!(ev.contains(&RaceEvent::Discard {
        seat: 0,
        count: 2,
        cards: None
    }));
    assert_eq!(drawn(&ev, 0), 2);
    assert_eq!(g.hand(0).len(), 9);
    assert_eq!(g.view(None).agents[0].at, sp("air:london"), "no move");
    let kept = before.iter().filter(|c| g.hand(0).contains(c)).count();
    assert!(kept >= 7);
    // Nobody else sees them; the discarder does.
    assert_eq!(g.view(Some(1)).discard_unseen, 2);
    assert!(g.view(Some(1)).discard_shown.is_empty());
    let mut mine = g.view(Some(0)).my_unseen_discards;
    mine.sort();
    assert_eq!(mine, vec![x.min(y), x.max(y)]);
    // Discarding is possible on every ordinary turn.
    assert_eq!(g.to_act(), Some(1));
    assert!(g.legal_actions(1).contains(&RaceAction::DiscardTwo));
}

// james-bond-007-briefcase-race.txt, rule 1(b): "When the pack is exhausted the discard pile of
// cards is shuffled and becomes the pack."
#[test]
fn rule_1b_exhausted_pack_is_rebuilt_from_discards() {
    let mut g = at(2, 0, "air:london", &["air-london-rome-a"]);
    g.empty_pack_to_discards();
    assert_eq!(g.pack_len(), 0);
    let before_pile = g.discard_pile().len();
    let ev = go(&mut g, 0, "air:rome", By::Air);
    assert!(ev.iter().any(|e| *e
        == RaceEvent::Reshuffle {
            count: before_pile + 1
        }));
    assert_eq!(g.hand(0).len(), 9);
    assert_eq!(g.pack_len(), before_pile);
    assert!(g.discard_pile().is_empty());
}

// james-bond-007-briefcase-race.txt, rule 1(b): "When the pack is exhausted the discard pile of
// cards is shuffled and becomes the pack." With exactly one card left and two to draw, the
// player takes that last card, then the reshuffled pile (with the two just discarded) gives
// the second.
#[test]
fn rule_1b_reshuffle_with_exactly_one_card_left() {
    let mut g = game(2, 5);
    g.pack_to_discards_leaving(1);
    assert_eq!(g.pack_len(), 1);
    let last = g.pack_cards()[0];
    let pile = g.discard_pile().len();
    let (a, b, ev) = discard_turn(&mut g, 0);
    assert!(g.hand(0).contains(&last), "the last card of the old pack");
    assert_eq!(g.hand(0).len(), 9);
    let reshuffle = ev
        .iter()
        .position(|e| matches!(e, RaceEvent::Reshuffle { .. }))
        .expect("a reshuffle");
    assert_eq!(ev[reshuffle], RaceEvent::Reshuffle { count: pile + 2 });
    assert!(ev.contains(&RaceEvent::Draw { seat: 0, count: 2 }));
    // The two discards went into the new pack; one card of it was drawn.
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.pack_len(), pile + 1);
    let in_pack_or_hand = |c| g.pack_cards().contains(&c) || g.hand(0).contains(&c);
    assert!(in_pack_or_hand(a) && in_pack_or_hand(b));
    // Every card in play is still somewhere: 70 = two hands + pack + pile.
    assert_eq!(g.pack_len() + g.discard_pile().len() + 18, 70);
}

// ---- Rule 2 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 2(a): moves in any direction — along the circuit,
// the shore and the air routes both ways.
#[test]
fn rule_2a_moves_go_either_way() {
    let g = at(2, 0, "g1", &[]);
    assert!(has_move(&g, 0, "h1", By::Foot) && has_move(&g, 0, "c2", By::Foot));
    let g = at(2, 0, "shore1", &[]);
    assert!(has_move(&g, 0, "b-n", By::Foot) && has_move(&g, 0, "shore2", By::Foot));
    let g = at(2, 0, "air:rome", &["air-london-rome-a"]);
    assert!(has_move(&g, 0, "air:london", By::Air));
}

// james-bond-007-briefcase-race.txt, rule 2(a): "except when using a Helicopter card 'On the
// island…'" — it flies from the centre to a B point, never back.
#[test]
fn rule_2a_island_helicopter_is_one_way() {
    let g = at(2, 0, "centre", &["island-heli-1"]);
    for b in ["b-n", "b-e", "b-s", "b-w"] {
        assert!(has_move(&g, 0, b, By::Helicopter));
    }
    let g = at(2, 0, "b-n", &["island-heli-1"]);
    assert!(moves(&g, 0)
        .iter()
        .all(|(t, _, _)| !t.is_island() || *t != Space::CENTRE));
    assert!(!has_move(&g, 0, "centre", By::Helicopter));
}

// james-bond-007-briefcase-race.txt, rule 2(b): two or more figures may occupy the same spot.
#[test]
fn rule_2b_figures_share_spots() {
    let mut g = at(2, 0, "air:london", &[]);
    g.place_agent(1, sp("c1"));
    go(&mut g, 0, "c1", By::Line);
    let v = g.view(None);
    assert_eq!(v.agents[0].at, v.agents[1].at);
}

// james-bond-007-briefcase-race.txt, rule 2(c): the winner need not have visited the island; a
// player may wait elsewhere to rob the carrier on the way home.
#[test]
fn rule_2c_ambush_without_visiting_the_island() {
    // Agent 2 (Peking) waits at C1; agent 1 (London) carries the case by.
    let mut g = at(2, 1, "h1", &["take-1"]);
    g.place_agent(0, sp("c1"));
    g.set_case(Some(0));
    let rob = g
        .legal_actions(1)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .expect("an ambush robbery");
    g.apply(1, &rob).unwrap();
    assert_eq!(g.case_holder(), Some(1));
    // Waiting is always allowed too: the robbed carrier (and anyone) may discard instead.
    assert!(g.outcome().is_none());
    assert!(g.legal_actions(0).contains(&RaceAction::DiscardTwo));
}

// ---- Rule 3 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 3: air travel needs the route's card; each airport
// is linked to those one and two places away, either way.
#[test]
fn rule_3_air_travel_by_route_cards() {
    let g = at(2, 0, "air:london", &[]);
    assert!(
        moves(&g, 0).iter().all(|(_, b, _)| *b != By::Air),
        "no card, no flight"
    );
    let g = at(
        2,
        0,
        "air:cairo",
        &[
            "air-london-cairo-a",
            "air-rome-cairo-a",
            "air-cairo-karachi-b",
            "air-cairo-peking-a",
            "air-karachi-peking-a",
        ],
    );
    let mut dests: Vec<String> = moves(&g, 0)
        .into_iter()
        .filter(|(_, b, _)| *b == By::Air)
        .map(|(t, _, _)| t.id().to_string())
        .collect();
    dests.sort();
    assert_eq!(
        dests,
        ["air:karachi", "air:london", "air:peking", "air:rome"]
    );
}

// ---- Rule 4 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 4: airport ↔ C along the black line, one turn, no
// card; the first to reach a car may take it.
#[test]
fn rule_4_airport_to_car_circuit_and_the_car() {
    let mut g = at(2, 0, "air:rome", &[]);
    go(&mut g, 0, "c2", By::Line);
    assert_eq!(g.to_act(), Some(1), "one turn");
    g.place_agent(1, sp("c1"));
    pass(&mut g, 1);
    // The car that starts at C2 (Rome's C) is there for Agent 1 (seat 0), who reached it.
    assert!(has_move(&g, 0, "g2", By::Car));
    assert!(has_move(&g, 0, "h2", By::Car), "two points by car");
    go(&mut g, 0, "h2", By::Car);
    assert_eq!(g.view(None).agents[0].car, Some(0));
    // And back to the airport from a C point.
    let g = at(2, 0, "c3", &[]);
    assert!(has_move(&g, 0, "air:cairo", By::Line));
}

// james-bond-007-briefcase-race.txt, rule 4: "The first player to reach a car may take it."
// Two agents come down the same black line to the car at Rome's C point, one after the other:
// the first to arrive drives it away before the second can.
#[test]
fn rule_4_first_to_reach_a_car_takes_it() {
    let c = sp("air:rome").black_line().unwrap();
    let mut g = at(2, 0, "air:rome", &[]);
    g.place_agent(1, sp("air:rome"));
    assert_eq!(g.view(None).cars[0], c, "a car waits at Rome's C point");
    go(&mut g, 0, c.id(), By::Line);
    go(&mut g, 1, c.id(), By::Line);
    // Both stand by the car; Agent 1 (seat 0) reached it first and moves first.
    assert_eq!(g.to_act(), Some(0));
    assert!(has_move(&g, 0, "h2", By::Car));
    go(&mut g, 0, "h2", By::Car);
    assert_eq!(g.view(None).agents[0].car, Some(0));
    assert!(
        moves(&g, 1).iter().all(|(_, b, _)| *b != By::Car),
        "the car has gone with the first to reach it"
    );
}

// ---- Rule 5 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 5: on foot one point; by car one or two; the car is
// left where the driver leaves the circuit, free for anyone arriving there.
#[test]
fn rule_5_car_circuit() {
    let g = at(2, 0, "c1", &[]);
    let foot: Vec<_> = moves(&g, 0)
        .into_iter()
        .filter(|(_, b, _)| *b == By::Foot)
        .map(|(t, _, _)| t)
        .collect();
    assert_eq!(foot.len(), 2);
    assert!(
        moves(&g, 0).iter().all(|(_, b, _)| *b != By::Car),
        "no car at C1"
    );

    let mut g = at(2, 0, "c2", &[]);
    go(&mut g, 0, "g1", By::Car); // one point back, keeping the car
    go(&mut g, 1, "c5", By::Line); // the other agent leaves Peking
    go(&mut g, 0, "shore8", By::Line); // leaves the circuit at junction 1
    let v = g.view(None);
    assert_eq!(v.agents[0].car, None);
    assert_eq!(
        v.cars[0],
        sp("g1"),
        "car left where its driver left the circuit"
    );
    // Anyone arriving at junction 1 may use it.
    let mut g2 = g.clone();
    g2.place_agent(1, sp("g1"));
    assert!(has_move(&g2, 1, "c1", By::Car));
}

// ---- Rule 6 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 6: circuit ↔ shore by a black line (no card) or by
// Helicopter card from an H point to its B point and back.
#[test]
fn rule_6_circuit_to_shore() {
    let g = at(2, 0, "g1", &[]);
    assert!(has_move(&g, 0, "shore8", By::Line));
    let g = at(2, 0, "shore8", &[]);
    assert!(has_move(&g, 0, "g1", By::Line));
    let g = at(2, 0, "h1", &[]);
    assert!(
        !has_move(&g, 0, "b-n", By::Helicopter),
        "no card, no helicopter"
    );
    let mut g = at(2, 0, "h1", &["heli-2"]);
    assert!(!has_move(&g, 0, "b-e", By::Helicopter), "only the facing B");
    let ev = go(&mut g, 0, "b-n", By::Helicopter);
    assert_eq!(drawn(&ev, 0), 1);
    let g = at(2, 0, "b-n", &["heli-2"]);
    assert!(has_move(&g, 0, "h1", By::Helicopter) && has_move(&g, 0, "h2", By::Helicopter));
}

// ---- Rule 7 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 7: along the shore one space a turn, no card.
#[test]
fn rule_7_along_the_shore() {
    let g = at(2, 0, "b-e", &[]);
    let shore: Vec<_> = moves(&g, 0)
        .into_iter()
        .filter(|(_, b, _)| *b == By::Foot)
        .map(|(t, _, c)| (t.id(), c))
        .collect();
    assert_eq!(shore, vec![("shore3", None), ("shore2", None)]);
}

// ---- Rule 8 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 8(a): a boat waiting at B crosses in one move with
// no other card; the gate card is played on arrival, so it must be in hand before crossing.
#[test]
fn rule_8a_boat_crossing_needs_the_gate_card_in_hand() {
    let g = at(2, 0, "b-n", &["gate-e-1"]);
    assert!(
        !has_move(&g, 0, "gate-n", By::Boat),
        "no North Gate card, no crossing"
    );
    let mut g = at(2, 0, "b-n", &["gate-n-2"]);
    let ev = go(&mut g, 0, "gate-n", By::Boat);
    assert!(ev.iter().any(|e| matches!(e, RaceEvent::Move { by: By::Boat, card: Some(c), .. } if *c == card("gate-n-2"))));
    assert_eq!(drawn(&ev, 0), 1);
    assert_eq!(
        g.to_act(),
        Some(1),
        "playing the gate card is not a separate turn"
    );
    assert_eq!(g.view(None).agents[0].at, sp("gate-n"));
}

// james-bond-007-briefcase-race.txt, rule 8(b): with the boat gone, a Swimming card crosses in
// two turns, discarded after the second; the gate card is still played on arrival.
#[test]
fn rule_8b_swimming_takes_two_turns() {
    let mut g = at(2, 0, "b-s", &["swim-1", "gate-s-1"]);
    g.set_boat(2, sp("gate-s"));
    assert!(!has_move(&g, 0, "gate-s", By::Boat));
    let ev = go(&mut g, 0, "lake-s", By::Swim);
    assert_eq!(drawn(&ev, 0), 0, "the Swimming card is kept until landing");
    assert!(g.hand(0).contains(&card("swim-1")));
    pass(&mut g, 1);
    // Second turn: land.
    let ev = go(&mut g, 0, "gate-s", By::Swim);
    assert_eq!(g.view(None).agents[0].at, sp("gate-s"));
    assert_eq!(drawn(&ev, 0), 2, "Swimming card and gate card replaced");
    assert!(!g.hand(0).contains(&card("swim-1")));
    assert!(!g.hand(0).contains(&card("gate-s-1")));
    assert_eq!(g.hand(0).len(), 9);
}

// james-bond-007-briefcase-race.txt, rule 1(b): "If they cannot or does not want to move at his
// turn they discard two of their cards" — a swimmer too. The cards shown for the swim stay in
// hand (they are needed for the landing), and the swimmer stays in the lake.
#[test]
fn rule_1b_a_swimmer_may_discard_two() {
    let mut g = at(2, 0, "b-s", &["swim-1", "gate-s-1"]);
    g.set_boat(2, sp("gate-s"));
    go(&mut g, 0, "lake-s", By::Swim);
    pass(&mut g, 1);
    assert!(g.legal_actions(0).contains(&RaceAction::DiscardTwo));
    g.apply(0, &RaceAction::DiscardTwo).unwrap();
    let picks: Vec<_> = g
        .legal_actions(0)
        .into_iter()
        .filter_map(|a| match a {
            RaceAction::DiscardPick { card } => Some(card),
            _ => None,
        })
        .collect();
    assert!(!picks.is_empty());
    assert!(!picks.contains(&card("swim-1")) && !picks.contains(&card("gate-s-1")));
    pass_picks(&mut g, 0);
    let v = g.view(None);
    assert_eq!(v.agents[0].at, sp("lake-s"));
    assert!(v.agents[0].swim.is_some(), "still swimming");
    assert!(g.hand(0).contains(&card("swim-1")) && g.hand(0).contains(&card("gate-s-1")));
    assert_eq!(g.hand(0).len(), 9);
    pass(&mut g, 1);
    go(&mut g, 0, "gate-s", By::Swim);
    assert_eq!(g.view(None).agents[0].at, sp("gate-s"));
}

// james-bond-007-briefcase-race.txt, rule 2(a): "Moves can always be made in any direction" —
// a swimmer may turn back to the shore they set out from; the Swimming card is spent, the gate
// card they showed for the island stays in hand.
#[test]
fn rule_2a_a_swimmer_may_turn_back() {
    let mut g = at(2, 0, "b-s", &["swim-1", "gate-s-1"]);
    g.set_boat(2, sp("gate-s"));
    go(&mut g, 0, "lake-s", By::Swim);
    pass(&mut g, 1);
    let ev = go(&mut g, 0, "b-s", By::Swim);
    assert_eq!(g.view(None).agents[0].at, sp("b-s"));
    assert!(g.view(None).agents[0].swim.is_none());
    assert!(!g.hand(0).contains(&card("swim-1")));
    assert!(g.hand(0).contains(&card("gate-s-1")), "not played");
    assert_eq!(drawn(&ev, 0), 1);
    // Swimming off the island and turning back lands on the island again: that gate's card
    // is played (rule 8: "they must, on arrival, play the appropriate 'gate' card").
    let mut h = at(2, 0, "centre", &["gate-w-1", "gate-w-2", "swim-2"]);
    go(&mut h, 0, "gate-w", By::Gate);
    pass(&mut h, 1);
    go(&mut h, 0, "lake-w", By::Swim);
    pass(&mut h, 1);
    let back = mv(&h, 0, "gate-w", By::Swim);
    assert!(
        matches!(back, RaceAction::Move { card: Some(c), .. } if c == card("gate-w-2")),
        "{back:?}"
    );
    let ev = h.apply(0, &back).unwrap();
    assert_eq!(drawn(&ev, 0), 2, "Swimming card and gate card");
    assert_eq!(h.view(None).agents[0].at, sp("gate-w"));
    // Without a West Gate card there is no landing back on the island.
    let mut k = at(2, 0, "centre", &["gate-w-1", "swim-2"]);
    go(&mut k, 0, "gate-w", By::Gate);
    pass(&mut k, 1);
    go(&mut k, 0, "lake-w", By::Swim);
    pass(&mut k, 1);
    assert!(!has_move(&k, 0, "gate-w", By::Swim));
    assert!(has_move(&k, 0, "b-w", By::Swim));
}

// ---- Rule 9 ----------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 9: gate to any other gate in one turn, no card.
#[test]
fn rule_9_gate_to_gate() {
    let g = at(2, 0, "gate-n", &[]);
    for to in ["gate-e", "gate-s", "gate-w"] {
        assert!(has_move(&g, 0, to, By::Island));
    }
    assert!(!has_move(&g, 0, "centre", By::Island));
}

// ---- Rule 10 ---------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 10: on the turn after arriving, the "at the centre"
// card gains the documents.
#[test]
fn rule_10_centre_card_the_turn_after_arrival() {
    let mut g = at(2, 0, "b-n", &["gate-n-1", "centre-1"]);
    go(&mut g, 0, "gate-n", By::Boat);
    assert_eq!(g.to_act(), Some(1), "the arrival ends the turn");
    pass(&mut g, 1);
    let ev = go(&mut g, 0, "centre", By::Centre);
    assert!(ev
        .iter()
        .any(|e| matches!(e, RaceEvent::PickUp { seat: 0, .. })));
    assert_eq!(g.case_holder(), Some(0));
    assert_eq!(g.view(None).case_at, Space::CENTRE);
}

// ---- Rule 11 has no text (see the rulings). ----------------------------------------------------

// ---- Rule 12 ---------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 12: leave by a gate playing its card, then the boat
// there on the following move to its B point.
#[test]
fn rule_12_leave_by_gate_card_then_boat() {
    let mut g = at(2, 0, "centre", &["gate-e-3"]);
    g.set_case(Some(0));
    g.set_boat(1, sp("gate-e"));
    assert!(
        !has_move(&g, 0, "b-e", By::Boat),
        "from the centre the gate comes first"
    );
    go(&mut g, 0, "gate-e", By::Gate);
    pass(&mut g, 1);
    go(&mut g, 0, "b-e", By::Boat);
    let v = g.view(None);
    assert_eq!(v.agents[0].at, sp("b-e"));
    assert_eq!(v.boats[1], sp("b-e"));
}

// james-bond-007-briefcase-race.txt, rule 12: "A player may leave the island by any gate,
// playing the appropriate 'gate' card" — the gate they already stand at too: the card is played
// there as the move, and the boat waiting at that gate is taken "on the following move".
#[test]
fn rule_12_leave_by_the_gate_you_stand_at() {
    let mut g = at(2, 0, "gate-n", &["gate-n-2"]);
    g.set_case(Some(0));
    g.set_boat(0, sp("gate-n"));
    assert!(
        !has_move(&g, 0, "b-n", By::Boat),
        "the gate card comes first"
    );
    let ev = go(&mut g, 0, "gate-n", By::Gate);
    assert!(ev.iter().any(|e| matches!(e, RaceEvent::Move { by: By::Gate, card: Some(c), .. } if *c == card("gate-n-2"))));
    assert_eq!(drawn(&ev, 0), 1);
    assert_eq!(g.to_act(), Some(1), "playing it is the move");
    assert!(g.view(None).agents[0].gate_open);
    pass(&mut g, 1);
    go(&mut g, 0, "b-n", By::Boat);
    assert_eq!(g.view(None).agents[0].at, sp("b-n"));
    // Without that gate's card, there is no leaving by it.
    let g = at(2, 0, "gate-n", &["gate-e-1"]);
    assert!(!has_move(&g, 0, "gate-n", By::Gate));
}

// james-bond-007-briefcase-race.txt, rule 8 ("they must, on arrival, play the appropriate
// 'gate' card") and rule 12 ("A player may leave the island by any gate, playing the
// appropriate 'gate' card"): two plays, so the card played on arrival does not also pay for
// leaving — unless the house rule chosen on the new-game screen says it does.
#[test]
fn rule_12_the_arrival_card_is_not_the_departure_card() {
    let mut g = at(2, 0, "b-n", &["gate-n-1"]);
    go(&mut g, 0, "gate-n", By::Boat);
    assert!(!g.view(None).agents[0].gate_open);
    pass(&mut g, 1);
    assert!(
        !has_move(&g, 0, "b-n", By::Boat),
        "the boat back needs a second North Gate card"
    );
    // The house rule: the arrival card opens the gate for leaving.
    let mut setup = RaceSetup::for_players(2).unwrap();
    assert!(!setup.arrival_opens_gate, "the printed rule by default");
    setup.arrival_opens_gate = true;
    let mut h = Race::new(&setup, 7).unwrap();
    h.give_cards(0, &[card("gate-n-1")]);
    h.place_agent(0, sp("b-n"));
    go(&mut h, 0, "gate-n", By::Boat);
    assert!(h.view(None).agents[0].gate_open);
    pass(&mut h, 1);
    assert!(has_move(&h, 0, "b-n", By::Boat));
}

// james-bond-007-briefcase-race.txt, rule 12: or swim from that gate with a Swimming card, two
// turns.
#[test]
fn rule_12_swim_off_the_island() {
    let mut g = at(2, 0, "centre", &["gate-w-1", "swim-2"]);
    g.set_case(Some(0));
    // The west boat is at its B point, so none waits at the gate.
    go(&mut g, 0, "gate-w", By::Gate);
    pass(&mut g, 1);
    go(&mut g, 0, "lake-w", By::Swim);
    pass(&mut g, 1);
    let ev = go(&mut g, 0, "b-w", By::Swim);
    assert_eq!(drawn(&ev, 0), 1);
    assert_eq!(g.view(None).agents[0].at, sp("b-w"));
}

// james-bond-007-briefcase-race.txt, rule 12: the island helicopter goes straight from the
// centre to any B point with no gate card.
#[test]
fn rule_12_island_helicopter_needs_no_gate_card() {
    let mut g = at(2, 0, "centre", &["island-heli-2"]);
    assert!(g
        .hand(0)
        .iter()
        .all(|c| !matches!(c.kind(), CardKind::Gate { .. })));
    go(&mut g, 0, "b-s", By::Helicopter);
    assert_eq!(g.view(None).agents[0].at, sp("b-s"));
    // Not from a gate.
    let g = at(2, 0, "gate-n", &["island-heli-2"]);
    assert!(moves(&g, 0).iter().all(|(_, b, _)| *b != By::Helicopter));
}

// ---- Rule 13 ---------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 13 Robbery: landing on the carrier and playing a
// "take the documents" card seizes the case; two cards played, two drawn.
#[test]
fn rule_13_robbery_two_cards_two_draws() {
    let mut g = at(2, 1, "air:peking", &["air-karachi-peking-a", "take-4"]);
    g.place_agent(0, sp("air:karachi"));
    g.set_case(Some(0));
    let legal = g.legal_actions(1);
    let rob = legal
        .iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .expect("robbery offered")
        .clone();
    // Moving there without robbing is allowed too.
    assert!(has_move(&g, 1, "air:karachi", By::Air));
    let ev = g.apply(1, &rob).unwrap();
    assert_eq!(g.case_holder(), Some(1));
    assert!(ev.iter().any(|e| matches!(e, RaceEvent::Robbery { seat: 1, victim: 0, card, .. } if *card == qbranch_engine::race::Card::from_id("take-4").unwrap())));
    assert_eq!(drawn(&ev, 1), 2);
    assert_eq!(g.hand(1).len(), 9);
    // Without a take card, no robbery.
    let mut g = at(2, 1, "air:peking", &["air-karachi-peking-a"]);
    g.place_agent(0, sp("air:karachi"));
    g.set_case(Some(0));
    assert!(g
        .hand(1)
        .iter()
        .all(|c| c.kind() != CardKind::TakeDocuments));
    assert!(g
        .legal_actions(1)
        .iter()
        .all(|a| !matches!(a, RaceAction::Move { rob: Some(_), .. })));
}

// james-bond-007-briefcase-race.txt, rule 13 Robbery: the victim, on their next turn, may at
// once take the case back with another such card and then still move — two cards, two draws.
#[test]
fn rule_13_retrieval_then_a_move() {
    // Agent 1 (London) carries the case at Rome; agent 2 flies in from Cairo and robs them.
    let mut g = at(2, 1, "air:cairo", &["air-rome-cairo-a", "take-1"]);
    g.place_agent(0, sp("air:rome"));
    g.give_cards(0, &[card("take-2"), card("air-london-rome-b")]);
    g.set_case(Some(0));
    let rob = g
        .legal_actions(1)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .unwrap();
    g.apply(1, &rob).unwrap();
    assert_eq!(g.case_holder(), Some(1));
    assert_eq!(g.to_act(), Some(0));
    let ret = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Retrieve { .. }))
        .expect("retrieval offered");
    let ev1 = g.apply(0, &ret).unwrap();
    assert!(ev1.iter().any(|e| matches!(
        e,
        RaceEvent::Retrieve {
            seat: 0,
            from: 1,
            ..
        }
    )));
    assert_eq!(g.case_holder(), Some(0));
    assert_eq!(g.to_act(), Some(0), "the turn goes on");
    assert!(g
        .legal_actions(0)
        .iter()
        .all(|a| !matches!(a, RaceAction::Retrieve { .. })));
    let ev2 = go(&mut g, 0, "air:london", By::Air);
    assert_eq!(
        drawn(&ev1, 0) + drawn(&ev2, 0),
        2,
        "two cards played, two drawn"
    );
    assert_eq!(g.hand(0).len(), 9);
    // Home with the case: the retrieval turn ends in a win.
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
}

// james-bond-007-briefcase-race.txt, rule 13 Robbery: "The player so robbed may, when his turn
// arrives, immediately retrieve the documents by playing a similar card" — on the robbed
// seat's own turn, not before (with three players, another seat plays in between).
#[test]
fn rule_13_robbed_seat_takes_the_case_back_on_its_own_turn() {
    let mut g = at(3, 0, "air:cairo", &["air-rome-cairo-a", "take-1"]);
    g.place_agent(1, sp("air:rome"));
    g.give_cards(1, &[card("take-2")]);
    g.set_case(Some(1));
    // Seat 0 robs seat 1 at Rome.
    let rob = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .expect("robbery offered");
    g.apply(0, &rob).unwrap();
    assert_eq!(g.case_holder(), Some(0));
    // Seat 1's turn comes next: it takes the case back at once, then still moves.
    assert_eq!(g.to_act(), Some(1));
    let ret = RaceAction::Retrieve {
        card: card("take-2"),
    };
    assert!(g.legal_actions(1).contains(&ret));
    let ev = g.apply(1, &ret).unwrap();
    assert!(ev.contains(&RaceEvent::Retrieve {
        seat: 1,
        from: 0,
        at: sp("air:rome"),
        card: card("take-2"),
    }));
    assert_eq!(g.case_holder(), Some(1));
    assert_eq!(g.to_act(), Some(1), "a move still follows");
    // Out of turn there is nothing to retrieve with: seat 0 robbed in its turn, and a seat
    // robbed by seat 2 must wait for its own turn.
    let mut h = at(3, 2, "air:cairo", &["air-rome-cairo-a", "take-3"]);
    h.place_agent(1, sp("air:rome"));
    h.give_cards(1, &[card("take-2")]);
    h.set_case(Some(1));
    let rob = h
        .legal_actions(2)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .expect("robbery offered");
    h.apply(2, &rob).unwrap();
    assert_eq!(h.to_act(), Some(0), "seat 0 plays before the robbed seat 1");
    assert!(h.legal_actions(1).is_empty());
    pass(&mut h, 0);
    assert!(h
        .legal_actions(1)
        .iter()
        .any(|a| matches!(a, RaceAction::Retrieve { .. })));
}

// ---- Rule 14 ---------------------------------------------------------------------------------

// james-bond-007-briefcase-race.txt, rule 14: reaching one's own base with the documents wins
// at once; another base, or no documents, does not.
#[test]
fn rule_14_home_with_the_documents_wins() {
    let mut g = at(2, 0, "c1", &[]);
    go(&mut g, 0, "air:london", By::Line);
    assert!(g.outcome().is_none(), "no documents");

    let mut g = at(2, 0, "c5", &[]);
    g.set_case(Some(0));
    go(&mut g, 0, "air:peking", By::Line);
    assert!(g.outcome().is_none(), "Peking is not agent 1's base");

    let mut g = at(2, 0, "c1", &[]);
    g.set_case(Some(0));
    let ev = go(&mut g, 0, "air:london", By::Line);
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert!(ev.contains(&RaceEvent::Win {
        seat: 0,
        at: sp("air:london")
    }));
    assert_eq!(g.to_act(), None);
    assert!(g.legal_actions(1).is_empty());
}

// james-bond-007-briefcase-race.txt, rule 1(b): "When the pack is exhausted the discard pile of
// cards is shuffled and becomes the pack." — at once: the draw that takes the last card rebuilds
// the pack (with the card just played), and what is discarded later starts a new pile.
#[test]
fn rule_1b_the_pack_is_rebuilt_as_soon_as_it_runs_out() {
    let mut g = at(2, 0, "air:london", &["air-london-rome-a"]);
    g.pack_to_discards_leaving(1);
    let pile = g.discard_pile().len();
    let ev = go(&mut g, 0, "air:rome", By::Air);
    assert!(
        ev.contains(&RaceEvent::Reshuffle { count: pile + 1 }),
        "{ev:?}"
    );
    assert_eq!(g.pack_len(), pile + 1);
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.hand(0).len(), 9);
}

// ---- Undo against the computer -------------------------------------------------------------

/// The free black line from `seat`'s base to its C point (rule 4: "in one turn, without the
/// use of a card").
fn line_out(g: &Race, seat: usize) -> RaceAction {
    moves(g, seat)
        .into_iter()
        .find(|(_, by, _)| *by == By::Line)
        .map(|(to, by, card)| RaceAction::Move {
            to,
            by,
            card,
            rob: None,
        })
        .expect("the black line from the base")
}

// The undo policy against a computer: "your own last action, with the computer's replies
// since, when nothing was rolled, shuffled, drawn or revealed and no other person acted".
// Rule 1(a): a card played "must" be replaced "by picking up the top card from the pack" — a
// draw, so only moves without a card can be taken back.
#[test]
fn undo_against_the_computer_takes_back_a_cardless_move_and_the_reply() {
    use qbranch_engine::{DynSession, Session};
    let computer = |s: usize| s == 1;
    let mut s: Session<Race> = Session::new(RaceSetup::for_players(2).unwrap(), 5).unwrap();
    let start = s.state.clone();
    let mine = line_out(&s.state, 0);
    s.act(0, &mine).unwrap();
    let seed_after_mine = DynSession::search_seed(&s);
    let reply = line_out(&s.state, 1);
    s.act(1, &reply).unwrap();
    assert_eq!(s.can_undo(0), Err(qbranch_engine::UndoError::NotYourAction));
    assert_eq!(s.undo_reach(0, computer), Ok(2));
    assert_eq!(s.undo_against(0, computer), Ok(2));
    assert_eq!(s.state, start);
    // Played again, the same move meets the same position and the same search seed, so the
    // computer's reply (a search of a fixed number of iterations from that seed) is the same.
    s.act(0, &mine).unwrap();
    assert_eq!(DynSession::search_seed(&s), seed_after_mine);
    let pick = |s: &Session<Race>| {
        let level = qbranch_engine::ai::Controller::Computer {
            level: qbranch_engine::ai::Level::Easy,
        };
        let mut search = DynSession::search(s, level, DynSession::search_seed(s)).unwrap();
        while !search.run(16) {}
        search.best_index().map(|(i, _)| i)
    };
    let first = pick(&s);
    assert!(first.is_some());
    assert_eq!(pick(&s), first);
}

#[test]
fn undo_against_the_computer_never_crosses_a_draw() {
    use qbranch_engine::{Session, UndoError};
    let computer = |s: usize| s == 1;
    let mut s: Session<Race> = Session::new(RaceSetup::for_players(2).unwrap(), 5).unwrap();
    let mine = line_out(&s.state, 0);
    s.act(0, &mine).unwrap();
    // The computer discards two and draws two (rule 1(b)): its reply drew.
    s.act(1, &RaceAction::DiscardTwo).unwrap();
    for _ in 0..2 {
        let pick = s
            .state
            .legal_actions(1)
            .into_iter()
            .find(|a| matches!(a, RaceAction::DiscardPick { .. }))
            .expect("a card to discard");
        s.act(1, &pick).unwrap();
    }
    assert_eq!(s.state.to_act(), Some(0));
    assert_eq!(
        s.undo_reach(0, computer),
        Err(UndoError::CrossesHiddenOrRandom)
    );
    // A card move of the person's own draws its replacement: refused too, though the
    // computer's reply uses no card.
    let card_move = |g: &Race| {
        g.legal_actions(0)
            .into_iter()
            .find(|a| matches!(a, RaceAction::Move { card: Some(_), .. }))
    };
    let seed = (1..50)
        .find(|&seed| card_move(&game(2, seed)).is_some())
        .expect("a deal with a card move from the base");
    let mut s: Session<Race> = Session::new(RaceSetup::for_players(2).unwrap(), seed).unwrap();
    let air = card_move(&s.state).expect("that deal's card move");
    s.act(0, &air).unwrap();
    let reply = line_out(&s.state, 1);
    s.act(1, &reply).unwrap();
    assert_eq!(
        s.undo_reach(0, computer),
        Err(UndoError::CrossesHiddenOrRandom)
    );
}
