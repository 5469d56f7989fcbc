//! Property tests for both rule sets of the card game: card conservation and the running
//! scores after every action (and that a card's values read at once equal its separate
//! values), and whole random games that all end. The engine-core contract
//! (≥ 100,000 random actions per rule set, shared out over its player counts; illegal actions, replay, undo,
//! secrets) runs for every registered game in `contract.rs`.

use std::collections::BTreeSet;

use qbranch_engine::ccg::{pool, Ccg, CcgEvent, CcgLtk, Table, Uid, Variant};
use qbranch_engine::{Game, Rng};

/// Every card is in exactly one zone, and each running score equals the score recomputed
/// from the zones.
fn check_table(t: &Table) {
    let mut all = t.all_placed();
    assert_eq!(all.len(), t.designs.len(), "a card is missing or doubled");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), t.designs.len(), "a card is in two places");
    // So the order `locate` searches the zones in cannot change its answer; it finds them all.
    for u in 0..t.designs.len() {
        assert!(t.locate(Uid(u as u16)).is_some(), "card {u} not located");
    }
    for s in 0..t.n() {
        assert_eq!(
            t.seats[s].score,
            t.score_from_zones(s),
            "running score of seat {s}"
        );
    }
    // the one-look-up values the computer uses are the same as the separate ones
    let in_play = t.face_up_in_play();
    assert!(!in_play.is_empty() || t.seats.iter().all(|s| s.agency.is_empty()));
    for u in in_play {
        assert_eq!(
            t.stats(u),
            (t.pv(u), t.cv(u), t.icons(u)),
            "values of {u:?}"
        );
        assert_eq!(t.pv_cv(u), (t.pv(u), t.cv(u)), "PV and CV of {u:?}");
    }
}

/// Random games to the end with uniformly random legal actions; returns (games ended by the
/// rules, games stopped by the safety net — stalemates —, designs that were ever in play).
fn random_games<G: Game<Event = CcgEvent> + std::ops::Deref<Target = Table>>(
    players: usize,
    games: u64,
    check: bool,
) -> (u32, u32, BTreeSet<&'static str>) {
    let setup = G::setup_for_players(players).unwrap();
    let (mut finished, mut credits) = (0, 0);
    let mut seen = BTreeSet::new();
    for seed in 0..games {
        let mut g = G::new(&setup, seed).unwrap();
        let mut rng = Rng::new(seed + 77);
        let mut steps = 0u32;
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions(seat);
            let a = rng.choose(&legal).expect("a legal action").clone();
            let events = if check {
                let ev = g.apply(seat, &a).unwrap();
                check_table(&g);
                ev
            } else {
                // legal by construction; `apply`'s own check is covered by the contract tests
                g.apply_unchecked(seat, &a).unwrap()
            };
            for e in &events {
                if let CcgEvent::IntriguePlayed { card, .. } = e {
                    seen.insert(qbranch_engine::ccg::find_card(card).unwrap().id);
                }
            }
            for u in g.face_up_in_play() {
                seen.insert(g.card(u).id);
            }
            steps += 1;
            assert!(steps < 100_000, "game {seed} does not end");
        }
        if g.ended_by_credits() {
            credits += 1;
        } else {
            finished += 1;
        }
    }
    (finished, credits, seen)
}

/// 1,000 random games: none panics and every one ends. Basic games all end by the rules (none
/// is stopped by the safety net: 0 stalemates); Licence to Kill is won only by overcoming,
/// which random players seldom do, so the safety net stops most of its random games.
fn thousand<G: Game<Event = CcgEvent> + std::ops::Deref<Target = Table>>(
    players: usize,
    variant: Variant,
) {
    let (won, credits, seen) = random_games::<G>(players, 1_000, false);
    assert_eq!(won + credits, 1_000);
    if variant == Variant::Basic {
        assert_eq!(credits, 0, "stalemates");
    }
    let legal: Vec<&str> = pool::legal_in(variant).map(|c| c.id).collect();
    let missing: Vec<&&str> = legal.iter().filter(|id| !seen.contains(**id)).collect();
    // Only at four players are all four prebuilt decks at the table; `ccg_coverage.rs` rotates
    // the decks and asserts that every legal card is put into play.
    eprintln!(
        "{variant:?} {players}p: {won} ended by the rules, {credits} stalemates; {} of {} pool cards put into play",
        legal.len() - missing.len(),
        legal.len()
    );
}

// ccg-basic-rules.txt, Object of the Game: "The first player to collect a predetermined number
// of Plot Points wins the game immediately."
#[test]
fn basic_thousand_random_games_two_players() {
    thousand::<Ccg>(2, Variant::Basic);
}
#[test]
fn basic_thousand_random_games_three_players() {
    thousand::<Ccg>(3, Variant::Basic);
}
#[test]
fn basic_thousand_random_games_four_players() {
    thousand::<Ccg>(4, Variant::Basic);
}
// ccg-license-to-kill-variant.txt, Winning the Game: "The first player to meet or exceed 60 Plot
// Points by Overcoming an opponent's Plot wins the game." — or the safety net stops it.
#[test]
fn ltk_thousand_random_games_two_players() {
    thousand::<CcgLtk>(2, Variant::Ltk);
}
#[test]
fn ltk_thousand_random_games_three_players() {
    thousand::<CcgLtk>(3, Variant::Ltk);
}
#[test]
fn ltk_thousand_random_games_four_players() {
    thousand::<CcgLtk>(4, Variant::Ltk);
}

// ccg-basic-rules.txt, Winning the Game: "When a Plot (Mainplot or Subplot) is in you Plot
// Zone, it's worth 1 Plot Point for each Bullet icon. When one of your Plots is Overcome by
// another player, you lose those points. For Plots you Overcome, each Bullet icon is worth 2
// Plot Points." — after every action, every card is in one zone and the running scores
// equal the scores recomputed from the zones.
#[test]
fn basic_cards_conserved_and_scores_match_zones() {
    for p in 2..=4 {
        let (won, credits, _) = random_games::<Ccg>(p, 40, true);
        assert_eq!(won + credits, 40);
    }
}

// ccg-license-to-kill-variant.txt, Object of the Game: "until face-down Plot cards are
// revealed (turned face up by your opponent), they don't count toward your Plot Point total"
#[test]
fn ltk_cards_conserved_and_scores_match_zones() {
    for p in 2..=4 {
        let (won, credits, _) = random_games::<CcgLtk>(p, 6, true);
        assert_eq!(won + credits, 6);
    }
}
