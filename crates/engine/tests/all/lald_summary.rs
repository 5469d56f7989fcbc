//! The reconstructed tables against their data: both Action Summaries row by row, the card
//! list, how a card improves an action, and `qbranch content` carrying them all.

use qbranch_engine::core::odds::ways_2d6_range;
use qbranch_engine::lald::cards::{CardKind, Playable, CARDS, SPECIAL_NOTES};
use qbranch_engine::lald::summary::{Effect, RollAction, BOND, ENEMY};
use qbranch_engine::lald::Lald;
use qbranch_engine::Game;

#[test]
fn bond_summary_rows() {
    assert_eq!(BOND.movement, [3, 4, 6, 6, 6, 6, 6, 6, 7, 7, 8]);
    let rows: Vec<_> = BOND
        .rows
        .iter()
        .map(|r| (r.action, r.white, r.on_white, r.on_gray))
        .collect();
    assert_eq!(
        rows,
        vec![
            (
                RollAction::QuickTurn,
                (2, 8),
                Effect::QuickTurn,
                Effect::NoQuickTurn
            ),
            (
                RollAction::DoubleBack,
                (2, 7),
                Effect::Reverse,
                Effect::LoseRest
            ),
            (RollAction::Jump, (2, 7), Effect::Jump, Effect::LoseRest),
            (
                RollAction::Force,
                (2, 7),
                Effect::ForceDodge,
                Effect::LoseRest
            ),
            (
                RollAction::ForceDodge,
                (2, 7),
                Effect::Dodged,
                Effect::LoseNext
            ),
        ]
    );
    // Fire Attack: "Only the Enemy player can use Fire Attack Actions".
    assert!(BOND.row(RollAction::Fire, Some(0)).is_none());
}

// Fire Attack: "When Bond is hit, according to the Enemy Action Summary, a total of three times,
// Bond crashes"; How to Win: "If the Bond piece crashes (due to gunfire from Enemy pieces)…".
// Hits come from the Enemy's Fire Attack rows alone; no other result on either summary hits
// Bond.
#[test]
fn only_enemy_gunfire_hits_bond() {
    for summary in [&BOND, &ENEMY] {
        for row in summary.rows {
            for effect in [row.on_white, row.on_gray] {
                if effect == Effect::Hit {
                    assert_eq!(
                        (summary.side, row.action),
                        (qbranch_engine::lald::Side::Enemy, RollAction::Fire),
                        "{} row {:?} hits Bond",
                        row.action.name(),
                        row.label
                    );
                }
            }
        }
    }
}

#[test]
fn enemy_summary_rows_and_fire_bands() {
    assert_eq!(ENEMY.movement, [5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11]);
    let white = |a, r| ENEMY.row(a, r).unwrap().white;
    assert_eq!(white(RollAction::QuickTurn, None), (2, 6));
    assert_eq!(white(RollAction::DoubleBack, None), (2, 6));
    assert_eq!(white(RollAction::Jump, None), (2, 6));
    assert_eq!(white(RollAction::Force, None), (2, 7));
    assert_eq!(white(RollAction::ForceDodge, None), (2, 6));
    // Range bands: same space, 1, 2–3, 4–6, 7 or more; farther is harder.
    let bands = [
        (0, (2, 10)),
        (1, (2, 9)),
        (2, (2, 8)),
        (3, (2, 8)),
        (4, (2, 5)),
        (6, (2, 5)),
        (7, (2, 2)),
        (20, (2, 2)),
    ];
    for (range, w) in bands {
        let row = ENEMY.row(RollAction::Fire, Some(range)).unwrap();
        assert_eq!(row.white, w, "range {range}");
        assert_eq!((row.on_white, row.on_gray), (Effect::Hit, Effect::NoEffect));
    }
}

// Cards: playing a card "increases your chance of succeeding with the Action": it widens the
// white area, and the odds shown say so.
#[test]
fn a_card_widens_the_white_area() {
    let row = BOND.row(RollAction::QuickTurn, None).unwrap();
    assert_eq!(row.widened(0).white, (2, 8));
    assert_eq!(row.widened(3).white, (2, 11));
    assert_eq!(row.widened(9).white, (2, 12));
    assert!(!row.is_white(10) && row.widened(3).is_white(10));
    assert_eq!(ways_2d6_range(2, 11), 35);
}

#[test]
fn thirty_two_cards_with_sides_as_data() {
    assert_eq!(CARDS.len(), 32);
    let count = |f: &dyn Fn(&CardKind) -> bool| CARDS.iter().filter(|c| f(&c.kind)).count();
    for a in [
        RollAction::QuickTurn,
        RollAction::DoubleBack,
        RollAction::Jump,
        RollAction::Force,
        RollAction::Fire,
    ] {
        assert!(count(&|k| matches!(k, CardKind::Action { action, .. } if *action == a)) >= 3);
    }
    assert_eq!(count(&|k| matches!(k, CardKind::Speed { .. })), 10);
    assert_eq!(count(&|k| *k == CardKind::Wedding), 1);
    // Fire cards are the Enemy's; the Wedding is Bond's.
    for c in CARDS.iter() {
        match c.kind {
            CardKind::Action {
                action: RollAction::Fire,
                ..
            } => assert_eq!(c.side, Playable::Enemy),
            CardKind::Wedding | CardKind::Roadblock => assert_eq!(c.side, Playable::Bond),
            CardKind::Hex => assert_eq!(c.side, Playable::Enemy),
            _ => {}
        }
        assert!(!c.effect.is_empty());
    }
    for special in ["Wedding", "Sheriff's Roadblock", "Voodoo Hex"] {
        assert!(SPECIAL_NOTES.iter().any(|(n, _)| *n == special));
    }
}

// `qbranch content --game lald`: the cards, both summaries (white and gray per row) and the map.
#[test]
fn content_carries_cards_summaries_and_map() {
    let c = Lald::content();
    let cards = c["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 32);
    for k in ["id", "name", "side", "kind", "effect"] {
        assert!(cards.iter().all(|x| !x[k].is_null()), "card {k}");
    }
    assert_eq!(cards[0]["id"], "card-00");
    let bond = &c["summaries"]["bond"];
    assert_eq!(bond["movement"][2]["total"], 4);
    assert_eq!(bond["movement"][2]["spaces"], 6);
    let qt = &bond["rows"][0];
    assert_eq!(qt["white"], serde_json::json!([2, 8]));
    assert_eq!(qt["gray"], serde_json::json!([9, 12]));
    let enemy_rows = c["summaries"]["enemy"]["rows"].as_array().unwrap();
    assert_eq!(enemy_rows.len(), ENEMY.rows.len());
    let spaces = c["map"]["spaces"].as_array().unwrap();
    assert!(spaces.iter().any(|s| s["label"] == "End"));
    let lines = c["map"]["lines"].as_array().unwrap();
    assert!(lines
        .iter()
        .any(|l| l["kind"] == "quick_turn" && l["directed"] == true));
    assert!(c["reconstructed"].as_array().unwrap().len() >= 3);
}
