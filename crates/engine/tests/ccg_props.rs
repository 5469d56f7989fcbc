//! Property tests for both rule sets of the card game: the engine-core contract over at
//! least 100,000 random actions per rule set and player count, card conservation and the
//! running scores after every action, and whole random games that all end.

mod common;

use qbranch_engine::ccg::{Ccg, CcgLtk, Table};
use qbranch_engine::{Game, Rng};

fn contract<G: Game>(players: usize, seed: u64) {
    let setup = G::setup_for_players(players).unwrap();
    let n = common::many_playouts::<G>(&setup, seed, 100_000, 3_000);
    assert!(n >= 100_000);
}

// ccg-basic-rules.txt, Playing the Game: "During your turn, perform the steps described
// below. Each step must be conducted in order." — every legal action applies, wrong seats are
// rejected, views do not leak, replays and serde are exact.
#[test]
fn basic_contract_two_players() {
    contract::<Ccg>(2, 1);
}
#[test]
fn basic_contract_three_players() {
    contract::<Ccg>(3, 1_001);
}
#[test]
fn basic_contract_four_players() {
    contract::<Ccg>(4, 2_001);
}
// ccg-license-to-kill-variant.txt, Playing the Game: "Each step must be conducted in order."
#[test]
fn ltk_contract_two_players() {
    contract::<CcgLtk>(2, 3_001);
}
#[test]
fn ltk_contract_three_players() {
    contract::<CcgLtk>(3, 4_001);
}
#[test]
fn ltk_contract_four_players() {
    contract::<CcgLtk>(4, 5_001);
}

/// Every card is in exactly one zone, and each running score equals the score recomputed
/// from the zones.
fn check_table(t: &Table) {
    let mut all = t.all_placed();
    assert_eq!(all.len(), t.designs.len(), "a card is missing or doubled");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), t.designs.len(), "a card is in two places");
    for s in 0..t.n() {
        assert_eq!(
            t.seats[s].score,
            t.score_from_zones(s),
            "running score of seat {s}"
        );
    }
}

/// Random games to the end; returns (games finished by the rules, by the turn limit).
fn random_games<G: Game + std::ops::Deref<Target = Table>>(
    players: usize,
    games: u64,
    check: bool,
) -> (u32, u32) {
    let setup = G::setup_for_players(players).unwrap();
    let (mut finished, mut credits) = (0, 0);
    for seed in 0..games {
        let mut g = G::new(&setup, seed).unwrap();
        let mut rng = Rng::new(seed + 77);
        let mut steps = 0u32;
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions(seat);
            let a = rng.choose(&legal).expect("a legal action").clone();
            g.apply(seat, &a).unwrap();
            if check {
                check_table(&g);
            }
            steps += 1;
            assert!(steps < 200_000, "game {seed} does not end");
        }
        if g.turn_no > qbranch_engine::ccg::turn::MAX_TURNS {
            credits += 1;
        } else {
            finished += 1;
        }
    }
    (finished, credits)
}

// ccg-basic-rules.txt, Winning the Game: "When a Plot (Mainplot or Subplot) is in you Plot
// Zone, it's worth 1 Plot Point for each Bullet icon. When one of your Plots is Overcome by
// another player, you lose those points. For Plots you Overcome, each Bullet icon is worth 2
// Plot Points."
#[test]
fn basic_cards_conserved_and_scores_match_zones() {
    for p in 2..=4 {
        random_games::<Ccg>(p, 40, true);
    }
}

// ccg-license-to-kill-variant.txt, Object of the Game: "until face-down Plot cards are
// revealed (turned face up by your opponent), they don't count toward your Plot Point total"
#[test]
fn ltk_cards_conserved_and_scores_match_zones() {
    for p in 2..=4 {
        random_games::<CcgLtk>(p, 20, true);
    }
}
