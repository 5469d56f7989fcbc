//! Hidden information in both rule sets: events never name a card nobody may see.
//! ccg-basic-rules.txt, Preparing to Play: "When you discard a card from your hand, you do not
//! have to show that card to your opponents. No one may look through any card piles during a
//! game!" and ccg-license-to-kill-variant.txt, Step Two: "If you place a Plot card down, your
//! opponent doesn't know what it is".

use std::collections::BTreeSet;

use qbranch_engine::ccg::{Card, Ccg, CcgEvent, CcgLtk, Table, Variant};
use qbranch_engine::{Game, Rng};

/// Designs every player can see now: face up in play, rewards, face-up piles, the window.
fn public(t: &Table) -> BTreeSet<&'static str> {
    let mut v: Vec<_> = t.face_up_in_play();
    for s in &t.seats {
        v.extend(&s.won);
        v.extend(&s.plot_discard);
        v.extend(&s.lingering);
        if t.variant == Variant::Basic {
            v.extend(&s.plot_pile);
        }
    }
    if let Some(w) = &t.window {
        v.extend(w.played.iter().map(|p| p.uid));
    }
    v.into_iter().map(|u| t.card(u).id).collect()
}

fn named(e: &CcgEvent) -> Vec<String> {
    let j = serde_json::to_value(e).unwrap();
    let mut out = Vec::new();
    for key in [
        "card",
        "agent",
        "companion",
        "assailant",
        "target",
        "to",
        "by",
        "attacker",
        "defender",
    ] {
        if let Some(s) = j.get(key).and_then(|v| v.as_str()) {
            out.push(s.to_string());
        }
    }
    for key in ["cards", "from_plot_pile"] {
        if let Some(a) = j.get(key).and_then(|v| v.as_array()) {
            out.extend(a.iter().filter_map(|x| x.as_str().map(String::from)));
        }
    }
    out
}

fn check<G: Game<Event = CcgEvent> + std::ops::Deref<Target = Table>>(
    players: usize,
    games: u64,
) -> usize {
    let setup = G::setup_for_players(players).unwrap();
    let mut checked = 0;
    for seed in 0..games {
        let mut g = G::new(&setup, seed).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(seat) = g.to_act() {
            let before = public(&g);
            let legal = g.legal_actions(seat);
            let a = rng.choose(&legal).unwrap().clone();
            let events = g.apply(seat, &a).unwrap();
            let after = public(&g);
            for e in &events {
                match e {
                    CcgEvent::PlotPlaced {
                        face_up: false,
                        card,
                        ..
                    } => assert_eq!(card, &None),
                    CcgEvent::Discarded { why, card, .. } if why == "from hand" => {
                        assert_eq!(card, &None)
                    }
                    // a played Intrigue card is shown as it is played
                    CcgEvent::IntriguePlayed { .. } => continue,
                    // a Plot laid face up and discarded at once over the limit was shown
                    CcgEvent::Discarded { why, .. } if why == "over the Main Plot limit" => {
                        continue
                    }
                    _ => {}
                }
                for id in named(e) {
                    let card: &Card = qbranch_engine::ccg::find_card(&id).unwrap();
                    assert!(
                        before.contains(card.id) || after.contains(card.id),
                        "{e:?} names {id}, which nobody may see"
                    );
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn basic_events_name_only_public_cards() {
    assert!(check::<Ccg>(3, 30) > 1_000);
}

#[test]
fn ltk_events_name_only_public_cards() {
    assert!(check::<CcgLtk>(2, 4) > 1_000);
}

// The contract suite's generic check (`Game::secret_tokens`): a seat's secrets are the designs
// in its hand and its face-down Plots of which no copy is known anywhere; nobody's secrets
// are the designs in draw piles with no copy known.
#[test]
fn secret_tokens_are_designs_with_no_known_copy() {
    let mut g = CcgLtk::new(&crate::ccg_support::pool_setup(Variant::Ltk, 2), 3).unwrap();
    g.rig_reset(qbranch_engine::ccg::Step::Briefing);
    let q = |id: &str| format!("\"{id}\"");
    g.rig_hand(0, "walther-ppk");
    g.rig_plot(1, "crab-key", None, false);
    let mine = g.secret_tokens(Some(0));
    assert!(mine.contains(&q("walther-ppk")), "{mine:?}");
    assert!(
        !mine.contains(&q("crab-key")),
        "another seat's face-down Plot"
    );
    assert!(g.secret_tokens(Some(1)).contains(&q("crab-key")));
    assert!(g.secret_tokens(None).contains(&q("vodka-martini")));
    // a copy in play makes the design public: naming it is no leak
    let bond = g.rig_agency(1, "the-navy-hero");
    g.rig_attach(1, "walther-ppk", bond);
    assert!(!g.secret_tokens(Some(0)).contains(&q("walther-ppk")));
    assert!(!g.secret_tokens(None).contains(&q("the-navy-hero")));
    // so does a copy in a discard pile (a played card lies there among unseen ones)
    let u = g.rig_pull(0, "vodka-martini");
    g.seats[0].discard.push(u);
    assert!(!g.secret_tokens(None).contains(&q("vodka-martini")));
}
