//! Our rulings (`race::RULINGS`), one or more tests each; each test names its ruling.

use crate::race_support;

use std::collections::HashMap;

use qbranch_engine::race::board::{Base, Gate, GreenRole};
use qbranch_engine::race::cards::CardKind;
use qbranch_engine::race::distance::dist_to;
use qbranch_engine::race::{By, Race, RaceAction, RaceEvent, RaceSetup, Space, RULINGS};
use qbranch_engine::{Game, Outcome};
use race_support::*;

fn ruling(title: &str) -> &'static str {
    RULINGS
        .iter()
        .find(|(t, _)| *t == title)
        .unwrap_or_else(|| panic!("no ruling {title}"))
        .1
}

// Every ruling is enforced by a test in this file (each test names its ruling through
// `ruling(…)`), titles are distinct, and the content the app draws carries them all.
#[test]
fn every_ruling_is_tested_here() {
    let source = include_str!("race_rulings.rs");
    for (i, (t, _)) in RULINGS.iter().enumerate() {
        assert!(
            RULINGS[..i].iter().all(|(u, _)| u != t),
            "ruling {t} appears twice"
        );
        let call = format!("ruling({t:?})");
        assert!(source.contains(&call), "no test calls {call}");
    }
    let content = Race::content();
    let titles: Vec<&str> = content["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["title"].as_str().unwrap())
        .collect();
    let ours: Vec<&str> = RULINGS.iter().map(|(t, _)| *t).collect();
    assert_eq!(titles, ours);
}

// Ruling "The board is reconstructed": 8 airports, 16 air routes (one and two places away),
// 24 circuit points (8 C, 8 H, 8 junctions), 12 shore points (4 B), island with 4 gates and
// the centre; every base is equally far from the island.
#[test]
fn ruling_board_is_reconstructed_symmetrically() {
    ruling("The board is reconstructed");
    let c = Race::content();
    let points = c["points"].as_array().unwrap();
    let kinds = |k: &str| points.iter().filter(|p| p["kind"] == k).count();
    assert_eq!(kinds("airport"), 8);
    assert_eq!(kinds("circuit"), 24);
    assert_eq!(kinds("shore"), 12);
    assert_eq!(kinds("gate"), 4);
    assert_eq!(kinds("centre"), 1);
    let role = |r: &str| points.iter().filter(|p| p["role"] == r).count();
    assert_eq!((role("c"), role("h"), role("junction")), (8, 8, 8));
    assert_eq!(points.iter().filter(|p| p.get("b").is_some()).count(), 4);
    assert!(points.iter().any(|p| p["name"] == "Karachi"));
    for p in points {
        let (x, y) = (p["x"].as_f64().unwrap(), p["y"].as_f64().unwrap());
        assert!((0.0..=1000.0).contains(&x) && (0.0..=1000.0).contains(&y));
    }
    let links = c["links"].as_array().unwrap();
    let mut by_kind: HashMap<String, usize> = HashMap::new();
    for l in links {
        *by_kind
            .entry(l["kind"].as_str().unwrap().into())
            .or_default() += 1;
    }
    assert_eq!(by_kind["air"], 16);
    assert_eq!(by_kind["line"], 16, "8 airport–C, 8 junction–shore");
    assert_eq!(by_kind["helicopter"], 8);
    assert_eq!(by_kind["island_helicopter"], 4);
    // Each airport has four routes: to the airports one and two places away.
    for i in 0..8 {
        let id = Space::airport(i).id();
        let n = links
            .iter()
            .filter(|l| l["kind"] == "air" && (l["from"] == id || l["to"] == id))
            .count();
        assert_eq!(n, 4, "{id}");
    }
    // Symmetry: every base is as far from the centre (and the centre from every base) as any
    // other, with or without cards.
    let boats = Gate::ALL.map(Space::b);
    for counts in [[0u8; 26], [1u8; 26]] {
        let to_centre = dist_to(&[Space::CENTRE.index()], &counts, 1.0, &boats);
        let d: Vec<f32> = Base::ALL
            .iter()
            .map(|b| to_centre[b.space().index()])
            .collect();
        assert!(d.iter().all(|x| (x - d[0]).abs() < 1e-4), "{d:?}");
        let back: Vec<f32> = Base::ALL
            .iter()
            .map(|b| dist_to(&[b.space().index()], &counts, 1.0, &boats)[Space::CENTRE.index()])
            .collect();
        assert!(back.iter().all(|x| (x - back[0]).abs() < 1e-4), "{back:?}");
        assert!(d[0].is_finite() && d[0] >= 4.0);
    }
}

// Ruling "The circle in front of a base": agents start on their base's airport, and that is
// home; "by default two sit at opposite corners, Peking starting and London second, three take
// London, Peking and New York in that order, and four take all of them".
#[test]
fn ruling_base_circle_is_the_airport() {
    use qbranch_engine::race::Base::{Cairo, London, NewYork, Peking};
    ruling("The circle in front of a base");
    let g = game(2, 1);
    assert_eq!(g.view(None).agents[0].at, sp("air:london"));
    assert_eq!(g.view(None).agents[1].at, sp("air:peking"));
    assert_eq!(g.view(None).agents[1].home, sp("air:peking"));
    let defaults = |p| RaceSetup::for_players(p).unwrap().bases;
    assert_eq!(defaults(2), [Peking, London]);
    assert_eq!(defaults(3), [London, Peking, NewYork]);
    assert_eq!(defaults(4), [London, Cairo, Peking, NewYork]);
    let g = Race::new(&RaceSetup::for_players(2).unwrap(), 1).unwrap();
    assert_eq!(g.view(None).agents[0].at, sp("air:peking"));
    assert_eq!(g.to_act(), Some(0));
}

// Ruling "Who starts": seat 0 is the youngest and starts.
#[test]
fn ruling_who_starts() {
    ruling("Who starts");
    for p in 2..=4 {
        assert_eq!(game(p, 9).to_act(), Some(0));
    }
}

// Ruling "The spare cards": 70 in play, the spares never leave the box.
#[test]
fn ruling_spares_are_not_shuffled_in() {
    ruling("The spare cards");
    let g = game(2, 4);
    let total = g.pack_len() + 18;
    assert_eq!(total, 70);
    assert!(qbranch_engine::race::Card::playing_pack()
        .iter()
        .all(|c| c.kind() != CardKind::Spare));
}

// Ruling "Rule 2 has two items b)": the second b) only introduces rules 3–14; the first b)
// (shared spots) holds, and no extra restriction comes from the second.
#[test]
fn ruling_rule_2_second_b_is_an_introduction() {
    ruling("Rule 2 has two items b)");
    let mut g = at(3, 0, "c1", &[]);
    g.place_agent(1, sp("h1"));
    g.place_agent(2, sp("h1"));
    go(&mut g, 0, "h1", By::Foot);
    let v = g.view(None);
    assert!(v.agents.iter().all(|a| a.at == sp("h1")));
}

// Ruling "Rule 8(a): where boats are left": the boat stays at the gate after a crossing to the
// island and at the B point after a crossing back; a boat at a gate cannot be used from its B.
#[test]
fn ruling_boats_stay_where_the_crossing_ends() {
    ruling("Rule 8(a): where boats are left");
    let mut g = at(2, 0, "b-n", &["gate-n-1", "gate-n-3", "swim-1"]);
    go(&mut g, 0, "gate-n", By::Boat);
    assert_eq!(g.view(None).boats[0], sp("gate-n"));
    // The next agent at B North finds no boat: only swimming remains.
    let mut h = g.clone();
    h.place_agent(1, sp("b-n"));
    h.give_cards(1, &[card("gate-n-2"), card("swim-2")]);
    assert!(!has_move(&h, 1, "gate-n", By::Boat));
    assert!(has_move(&h, 1, "lake-n", By::Swim));
    // Boat back (after playing a North Gate card to leave by it): left at B North.
    pass(&mut g, 1);
    go(&mut g, 0, "gate-n", By::Gate);
    assert_eq!(g.view(None).boats[0], sp("gate-n"), "the boat waits");
    pass(&mut g, 1);
    go(&mut g, 0, "b-n", By::Boat);
    assert_eq!(g.view(None).boats[0], sp("b-n"));
    // With a boat waiting, swimming is not offered (rule 8(b): "if the boat has been taken").
    let g = at(2, 0, "b-n", &["gate-n-1", "swim-1"]);
    assert!(!has_move(&g, 0, "lake-n", By::Swim));
}

// Ruling "Rule 11 is blank": nothing is added — the game is complete without it (a full game
// reaches its result under rules 1–10 and 12–14).
#[test]
fn ruling_rule_11_adds_nothing() {
    ruling("Rule 11 is blank");
    let mut finished = 0;
    for seed in 0..10 {
        let mut g = game(2, seed);
        let mut rng = qbranch_engine::Rng::new(seed);
        for _ in 0..3000 {
            let Some(s) = g.to_act() else { break };
            let a = g.rollout_action(s, &mut rng).unwrap();
            g.apply(s, &a).unwrap();
        }
        finished += g.outcome().is_some() as usize;
    }
    assert_eq!(finished, 10);
}

// Ruling "Two rules called 'Getting the Documents'": rule 10 takes the case at the centre,
// rule 12 leaves the island (gate card or island helicopter).
#[test]
fn ruling_rule_12_is_leaving_the_island() {
    ruling("Two rules called \"Getting the Documents\"");
    let g = at(2, 0, "centre", &["gate-s-1", "island-heli-1"]);
    assert!(has_move(&g, 0, "gate-s", By::Gate));
    assert!(has_move(&g, 0, "b-e", By::Helicopter));
    assert!(!has_move(&g, 0, "gate-n", By::Gate), "no North Gate card");
}

// Ruling "The centre card": only way in; from any gate; reaches the centre even when the case
// has gone.
#[test]
fn ruling_centre_card() {
    ruling("The centre card");
    let g = at(2, 0, "gate-e", &[]);
    assert!(moves(&g, 0).iter().all(|(t, _, _)| *t != Space::CENTRE));
    let mut g = at(2, 0, "gate-e", &["centre-2"]);
    g.place_agent(1, sp("air:peking"));
    g.set_case(Some(1));
    let ev = go(&mut g, 0, "centre", By::Centre);
    assert!(ev.iter().all(|e| !matches!(e, RaceEvent::PickUp { .. })));
    assert_eq!(g.case_holder(), Some(1));
    assert_eq!(g.view(None).agents[0].at, Space::CENTRE);
}

// Ruling "Gate cards in and out": landing does not open the gate for leaving; a card of the gate
// played where one stands does; walking to another gate without its card leaves it closed;
// walking there with the card opens it.
#[test]
fn ruling_gate_cards_in_and_out() {
    ruling("Gate cards in and out");
    let mut g = at(2, 0, "b-n", &["gate-n-1", "gate-n-2", "gate-e-1"]);
    go(&mut g, 0, "gate-n", By::Boat);
    assert!(!g.view(None).agents[0].gate_open);
    pass(&mut g, 1);
    assert!(
        !has_move(&g, 0, "b-n", By::Boat),
        "the arrival card does not pay for leaving"
    );
    let mut again = g.clone();
    go(&mut again, 0, "gate-n", By::Gate);
    assert!(again.view(None).agents[0].gate_open);
    pass(&mut again, 1);
    assert!(
        has_move(&again, 0, "b-n", By::Boat),
        "a second North Gate card lets them leave the way they came"
    );
    let mut walk = g.clone();
    go(&mut walk, 0, "gate-s", By::Island);
    assert!(!walk.view(None).agents[0].gate_open);
    walk.set_boat(2, sp("gate-s"));
    pass(&mut walk, 1);
    assert!(
        !has_move(&walk, 0, "b-s", By::Boat),
        "walked without the South Gate card"
    );
    let mut card_walk = g.clone();
    go(&mut card_walk, 0, "gate-e", By::Gate);
    assert!(card_walk.view(None).agents[0].gate_open);
    card_walk.set_boat(1, sp("gate-e"));
    pass(&mut card_walk, 1);
    assert!(has_move(&card_walk, 0, "b-e", By::Boat));
}

// Ruling "Swimming, turn by turn": both cards shown and kept (never discarded while swimming);
// on a later turn: land, turn back, or discard two other cards and stay in the water.
#[test]
fn ruling_swimming_turn_by_turn() {
    ruling("Swimming, turn by turn");
    let mut g = at(2, 0, "b-w", &["swim-3", "gate-w-2"]);
    g.set_boat(3, sp("gate-w"));
    let ev = go(&mut g, 0, "lake-w", By::Swim);
    assert!(ev.contains(&RaceEvent::Show {
        seat: 0,
        card: card("gate-w-2")
    }));
    let v = g.view(Some(1));
    let swim = v.agents[0].swim.expect("swimming");
    assert_eq!(swim.card, card("swim-3"));
    assert_eq!(swim.gate_card, Some(card("gate-w-2")));
    assert_eq!(swim.to, sp("gate-w"));
    pass(&mut g, 1);
    let legal = g.legal_actions(0);
    let land = RaceAction::Move {
        to: sp("gate-w"),
        by: By::Swim,
        card: Some(card("gate-w-2")),
        rob: None,
    };
    let back = RaceAction::Move {
        to: sp("b-w"),
        by: By::Swim,
        card: None,
        rob: None,
    };
    assert_eq!(legal, vec![land, back, RaceAction::DiscardTwo]);
    // The shown cards survive a re-deal of what others cannot see, and cannot be discarded.
    let mut r = g.clone();
    r.redeal_hidden(1, &mut qbranch_engine::Rng::new(3));
    assert!(r.hand(0).contains(&card("swim-3")) && r.hand(0).contains(&card("gate-w-2")));
    assert_eq!(r.legal_actions(0), legal);
    r.apply(0, &RaceAction::DiscardTwo).unwrap();
    assert!(r.legal_actions(0).iter().all(|a| !matches!(
        a,
        RaceAction::DiscardPick { card: c } if *c == card("swim-3") || *c == card("gate-w-2")
    )));
}

// Ruling "House rule: one gate card both ways": off by default; on, the landing card opens the
// gate for leaving.
#[test]
fn ruling_house_rule_one_gate_card_both_ways() {
    ruling("House rule: one gate card both ways");
    assert!(!RaceSetup::for_players(3).unwrap().arrival_opens_gate);
    for house in [false, true] {
        let mut setup = RaceSetup::for_players(2).unwrap();
        setup.arrival_opens_gate = house;
        let mut g = Race::new(&setup, 3).unwrap();
        g.give_cards(0, &[card("swim-1"), card("gate-e-1")]);
        g.place_agent(0, sp("b-e"));
        g.set_boat(1, sp("gate-e"));
        go(&mut g, 0, "lake-e", By::Swim);
        pass(&mut g, 1);
        go(&mut g, 0, "gate-e", By::Swim);
        assert_eq!(g.view(None).agents[0].gate_open, house);
        pass(&mut g, 1);
        assert_eq!(has_move(&g, 0, "b-e", By::Boat), house);
    }
    // The option travels with the setup (saves and records keep it).
    let mut setup = RaceSetup::for_players(2).unwrap();
    setup.arrival_opens_gate = true;
    let json = serde_json::to_string(&setup).unwrap();
    let back: RaceSetup = serde_json::from_str(&json).unwrap();
    assert_eq!(back, setup);
    let old: RaceSetup = serde_json::from_str(r#"{"bases":["london","peking"]}"#).unwrap();
    assert!(
        !old.arrival_opens_gate,
        "older setups play the printed rule"
    );
}

// Ruling "Leaving the centre": a gate card to that gate, or the island helicopter to any B
// point; nothing else (no walking out).
#[test]
fn ruling_leaving_the_centre() {
    ruling("Leaving the centre");
    let g = at(2, 0, "centre", &[]);
    assert!(moves(&g, 0).is_empty(), "no card, no way out");
    assert_eq!(g.legal_actions(0), vec![RaceAction::DiscardTwo]);
    let g = at(2, 0, "centre", &["gate-s-1", "island-heli-1"]);
    let mut ways: Vec<(String, By)> = moves(&g, 0)
        .into_iter()
        .map(|(to, by, _)| (to.id().to_string(), by))
        .collect();
    ways.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        ways,
        vec![
            ("b-e".to_string(), By::Helicopter),
            ("b-n".to_string(), By::Helicopter),
            ("b-s".to_string(), By::Helicopter),
            ("b-w".to_string(), By::Helicopter),
            ("gate-s".to_string(), By::Gate),
        ]
    );
}

// Ruling "Who takes a car": any agent on a point with a free car may drive it; a driven car is
// not free for others there; the first to arrive moves first.
#[test]
fn ruling_who_takes_a_car() {
    ruling("Who takes a car");
    let mut g = at(2, 0, "c2", &[]);
    g.place_agent(1, sp("c2"));
    go(&mut g, 0, "g2", By::Car);
    // Agent 2 is left at C2 without a car.
    assert!(moves(&g, 1).iter().all(|(_, b, _)| *b != By::Car));
    // Agent 2 walks to g2 where agent 1 sits in the car: still not free.
    go(&mut g, 1, "g2", By::Foot);
    assert!(moves(&g, 0).iter().any(|(_, b, _)| *b == By::Car));
    go(&mut g, 0, "shore1", By::Line);
    // Now the car is left at g2 and agent 2 is there: theirs to drive.
    assert!(has_move(&g, 1, "c3", By::Car) || has_move(&g, 1, "h2", By::Car));
    assert_eq!(g.view(None).cars[0], sp("g2"));
}

// Ruling "Helicopter points": each H faces one B, each B two H's.
#[test]
fn ruling_helicopter_points() {
    ruling("Helicopter points");
    for s in Space::all() {
        match s.green_role() {
            Some(GreenRole::H) => assert_eq!(s.helicopter_links().len(), 1),
            Some(_) => assert!(s.helicopter_links().is_empty()),
            None => {}
        }
    }
    for gate in Gate::ALL {
        assert_eq!(Space::b(gate).helicopter_links().len(), 2);
    }
}

// Ruling "Robbery goes with a landing": a boat landing with its gate card plus a robbery uses
// two cards and draws two; a carrier landing on you gives you no robbery without moving.
#[test]
fn ruling_robbery_goes_with_a_landing() {
    ruling("Robbery goes with a landing");
    let mut g = at(2, 1, "b-n", &["gate-n-1", "take-3"]);
    g.place_agent(0, sp("gate-n"));
    g.set_case(Some(0));
    let rob = g
        .legal_actions(1)
        .into_iter()
        .find(|a| {
            matches!(
                a,
                RaceAction::Move {
                    by: By::Boat,
                    rob: Some(_),
                    ..
                }
            )
        })
        .expect("rob on landing");
    let ev = g.apply(1, &rob).unwrap();
    assert_eq!(drawn(&ev, 1), 2);
    assert_eq!(g.case_holder(), Some(1));
    // The carrier comes to you: you cannot rob them where you stand.
    let mut g = at(2, 0, "g1", &[]);
    g.set_case(Some(0));
    g.place_agent(1, sp("h1"));
    g.give_cards(1, &[card("take-1")]);
    go(&mut g, 0, "h1", By::Foot);
    assert!(g
        .legal_actions(1)
        .iter()
        .all(|a| !matches!(a, RaceAction::Retrieve { .. })));
    assert!(g.legal_actions(1).iter().all(|a| match a {
        RaceAction::Move {
            to, rob: Some(_), ..
        } => *to != sp("h1"),
        _ => true,
    }));
    // Nor by the gate card played where you stand (to leave the island): rule 13, "A player
    // may seize the documents from another player if they land on the same space".
    let mut g = at(2, 1, "gate-n", &["gate-n-1", "take-3"]);
    g.place_agent(0, sp("gate-n"));
    g.set_case(Some(0));
    let legal = g.legal_actions(1);
    assert!(
        legal.iter().any(|a| matches!(a, RaceAction::Move { to, by: By::Gate, rob: None, .. } if *to == sp("gate-n"))),
        "the gate card may still be played there: {legal:?}"
    );
    assert!(
        legal
            .iter()
            .all(|a| !matches!(a, RaceAction::Move { rob: Some(_), .. })),
        "{legal:?}"
    );
}

// Ruling "When a robbed agent may retrieve": only at the start of the very next turn, and from
// whoever carries it on the victim's space; no right in return for the robber.
#[test]
fn ruling_when_a_robbed_agent_may_retrieve() {
    ruling("When a robbed agent may retrieve");
    // Three players at C1: agent 1 carries; agent 2 robs; agent 3 robs agent 2 there.
    let mut g = at(3, 1, "h1", &["take-1"]);
    g.place_agent(0, sp("c1"));
    g.give_cards(0, &[card("take-2")]);
    g.place_agent(2, sp("h8"));
    g.give_cards(2, &[card("take-3")]);
    g.set_case(Some(0));
    let rob = |g: &Race, s: usize| {
        g.legal_actions(s)
            .into_iter()
            .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
            .unwrap()
    };
    g.apply(1, &rob(&g, 1)).unwrap();
    g.apply(2, &rob(&g, 2)).unwrap();
    assert_eq!(g.case_holder(), Some(2));
    // Agent 1 may take it from agent 3, who stands on the same space.
    let mut a = g.clone();
    let ret = a
        .legal_actions(0)
        .into_iter()
        .find(|x| matches!(x, RaceAction::Retrieve { .. }))
        .expect("retrieve from the second robber");
    let ev = a.apply(0, &ret).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        RaceEvent::Retrieve {
            seat: 0,
            from: 2,
            ..
        }
    )));
    // Taking it back gives the loser no right in return.
    pass(&mut a, 0);
    pass(&mut a, 1);
    assert!(a
        .legal_actions(2)
        .iter()
        .all(|x| !matches!(x, RaceAction::Retrieve { .. })));
    // If agent 1 lets the chance pass, it is gone.
    let mut b = g.clone();
    pass(&mut b, 0);
    pass(&mut b, 1);
    pass(&mut b, 2);
    assert!(b
        .legal_actions(0)
        .iter()
        .all(|x| !matches!(x, RaceAction::Retrieve { .. })));
    // And not once the carrier has left the victim's space.
    let mut c = at(3, 1, "h1", &["take-1"]);
    c.place_agent(0, sp("c1"));
    c.give_cards(0, &[card("take-2")]);
    c.set_case(Some(0));
    c.apply(1, &rob(&c, 1)).unwrap();
    c.set_case(Some(2)); // the case elsewhere (agent 3 at their base)
    assert!(c
        .legal_actions(0)
        .iter()
        .all(|x| !matches!(x, RaceAction::Retrieve { .. })));
}

// Ruling "Robbed at home": seizing the case on one's own base wins at once.
#[test]
fn ruling_robbed_at_home_wins() {
    ruling("Robbed at home");
    let mut g = at(2, 1, "c5", &["take-1"]);
    g.place_agent(0, sp("air:peking"));
    g.set_case(Some(0));
    let rob = g
        .legal_actions(1)
        .into_iter()
        .find(|a| matches!(a, RaceAction::Move { rob: Some(_), .. }))
        .unwrap();
    g.apply(1, &rob).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(1)));
}

// Ruling "Never without a move": discarding is always possible, in the water too; an empty pack
// is rebuilt from the discards before the draw.
#[test]
fn ruling_never_without_a_move() {
    ruling("Never without a move");
    let mut g = game(4, 12);
    // No card left in the pack; every other card is on the discard pile.
    g.empty_pack_to_discards();
    let (_, _, ev) = discard_turn(&mut g, 0);
    assert!(ev.iter().any(|e| matches!(e, RaceEvent::Reshuffle { .. })));
    assert_eq!(g.hand(0).len(), 9);
    assert_eq!(g.pack_len() + g.discard_pile().len(), 70 - 36);
    for p in 2..=4 {
        let g = game(p, 1);
        assert!(g.pack_len() >= 70 - 36);
        assert!(g.legal_actions(0).contains(&RaceAction::DiscardTwo));
    }
    let mut s = at(2, 0, "b-n", &["swim-1", "gate-n-1"]);
    s.set_boat(0, sp("gate-n"));
    go(&mut s, 0, "lake-n", By::Swim);
    pass(&mut s, 1);
    assert!(s.legal_actions(0).contains(&RaceAction::DiscardTwo));
}

// Ruling "What the discard pile shows": shown cards are public, unseen discards are not.
#[test]
fn ruling_discard_pile_knowledge() {
    ruling("What the discard pile shows");
    let mut g = at(2, 0, "air:london", &["air-london-rome-a"]);
    go(&mut g, 0, "air:rome", By::Air);
    pass(&mut g, 1);
    let v0 = g.view(Some(0));
    assert_eq!(v0.discard_shown, vec![card("air-london-rome-a")]);
    assert_eq!(v0.discard_unseen, 2);
    assert!(v0.my_unseen_discards.is_empty());
    assert_eq!(g.view(Some(1)).my_unseen_discards.len(), 2);
}

// Ruling "Identical cards": two copies give one action, not two.
#[test]
fn ruling_identical_cards() {
    ruling("Identical cards");
    let g = at(
        2,
        0,
        "air:london",
        &["air-london-rome-a", "air-london-rome-b"],
    );
    let n = g
        .legal_actions(0)
        .iter()
        .filter(|a| matches!(a, RaceAction::Move { to, by: By::Air, .. } if *to == sp("air:rome")))
        .count();
    assert_eq!(n, 1);
    let mut g = g;
    g.apply(0, &RaceAction::DiscardTwo).unwrap();
    let picks = |g: &Race| {
        g.legal_actions(0)
            .iter()
            .filter(|a| matches!(a, RaceAction::DiscardPick { card } if card.kind() == CardKind::Air { route: 0 }))
            .count()
    };
    assert_eq!(picks(&g), 1);
    g.apply(
        0,
        &RaceAction::DiscardPick {
            card: card("air-london-rome-a"),
        },
    )
    .unwrap();
    assert_eq!(picks(&g), 1, "the second copy may still be picked");
}
