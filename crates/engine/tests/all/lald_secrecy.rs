//! Hidden information: "Do not let your opponent see your cards." (live-and-let-die.txt, Set
//! Up). Hands and the deck order are secret; views, events and the computer player respect it.
//! Also the event log contract of `qbranch simulate --game lald --events`.

use crate::lald_support;

use lald_support::*;
use qbranch_engine::ai::random_action;
use qbranch_engine::lald::{Lald, LaldEvent, LaldSetup};
use qbranch_engine::{Game, GameEvent, Rng};
use serde_json::Value;

#[test]
fn each_seat_sees_only_its_own_hand() {
    let g = started();
    let json = |seat: Option<usize>| serde_json::to_string(&g.view(seat)).unwrap();
    let enemy = json(Some(1));
    let bond = json(Some(0));
    for c in &g.cards.hands[0] {
        let token = format!("\"{}\"", c.key());
        assert!(bond.contains(&token));
        assert!(!enemy.contains(&token), "the Enemy sees Bond's {token}");
    }
    for c in &g.cards.hands[1] {
        let token = format!("\"{}\"", c.key());
        assert!(!bond.contains(&token), "Bond sees the Enemy's {token}");
    }
    let spectator = g.view(None);
    assert!(spectator.hand.is_none());
    assert_eq!(spectator.hand_sizes, [4, 4]);
    for c in &g.cards.deck {
        assert!(!enemy.contains(&format!("\"{}\"", c.key())));
    }
}

#[test]
fn secret_tokens_are_the_hands_and_the_deck() {
    let g = started();
    assert_eq!(g.secret_tokens(Some(0)).len(), 4);
    assert_eq!(g.secret_tokens(Some(1)).len(), 4);
    assert_eq!(g.secret_tokens(None).len(), 24);
}

#[test]
fn determinizing_keeps_what_the_seat_knows() {
    let g = started();
    let mut rng = Rng::new(5);
    let d = g.determinize(0, &mut rng);
    assert_eq!(d.cards.hands[0], g.cards.hands[0]);
    assert_eq!(d.cards.hands[1].len(), 4);
    assert_eq!(d.cards.deck.len(), g.cards.deck.len());
    assert_eq!(d.view(Some(0)), g.view(Some(0)));
    let mut all: Vec<_> = d.cards.hands[1]
        .iter()
        .chain(&d.cards.deck)
        .copied()
        .collect();
    let mut was: Vec<_> = g.cards.hands[1]
        .iter()
        .chain(&g.cards.deck)
        .copied()
        .collect();
    all.sort();
    was.sort();
    assert_eq!(all, was);
}

const ACTIONS: [&str; 7] = [
    "movement",
    "quick_turn",
    "double_back",
    "jump",
    "force",
    "force_dodge",
    "fire",
];

/// Random games' events as JSON: the event log contract.
#[test]
fn events_keep_the_log_contract() {
    let mut rolls = 0;
    let mut moves = 0;
    let mut cards = 0;
    let mut draws = 0;
    for seed in 0..20 {
        let mut g = Lald::new(&LaldSetup::default(), seed).unwrap();
        let mut rng = Rng::new(seed + 100);
        let mut n = 0;
        while let Some((seat, a)) = random_action(&g, &mut rng) {
            let events = g.apply(seat, &a).unwrap();
            for e in &events {
                let v: Value = serde_json::to_value(e).unwrap();
                let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
                match v["type"].as_str().unwrap() {
                    "roll" => {
                        rolls += 1;
                        let piece = v["piece"].as_str().unwrap();
                        assert!(
                            ["bond", "enemy-a", "enemy-b", "enemy-c", "enemy-d"].contains(&piece)
                        );
                        let action = v["action"].as_str().unwrap();
                        assert!(ACTIONS.contains(&action), "{action}");
                        assert_eq!(v["dice"].as_array().unwrap().len(), 2);
                        assert!(v["white"].is_boolean());
                        assert_eq!(action == "movement", v.get("spaces").is_some());
                        assert_eq!(action == "fire", v.get("range").is_some());
                        if let Some(c) = v.get("card") {
                            assert!(c.as_str().unwrap().starts_with("card-"));
                        }
                    }
                    "move" => {
                        moves += 1;
                        for k in ["piece", "from", "to", "line"] {
                            assert!(v.get(k).is_some(), "move without {k}");
                        }
                    }
                    "card" => {
                        cards += 1;
                        assert!(v["seat"].is_u64() && v["card"].is_string());
                    }
                    "draw" | "discard" => {
                        draws += 1;
                        let mut k = keys.clone();
                        k.sort();
                        assert_eq!(k, vec!["count", "seat", "type"], "{v}");
                    }
                    _ => {}
                }
                if let LaldEvent::Draw { .. } = e {
                    assert!(e.is_irreversible(), "undo may never take back a draw");
                }
            }
            n += 1;
            if n > 3000 {
                break;
            }
        }
    }
    assert!(
        rolls > 100 && moves > 100 && cards > 10 && draws > 10,
        "{rolls} {moves} {cards} {draws}"
    );
}
