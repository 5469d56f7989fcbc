//! James Bond CCG deck rules: Basic "Building a Deck", the Licence to Kill Action
//! and Plot deck rules, the text decklist format, and the prebuilt decks (≥ 4 legal decks per
//! rule set, each with a theme).

use std::collections::{BTreeMap, HashSet};

use qbranch_engine::ccg::card::{Card, CardType, Variant};
use qbranch_engine::ccg::deck_rules::{
    self, DecklistError, Problem, Rule, MAX_DECKLIST_BYTES, MAX_LINE_PROBLEMS,
};
use qbranch_engine::ccg::decks::{self, DECKS};
use qbranch_engine::ccg::pool::{self, POOL};

// ---------------------------------------------------------------------------------------
// Building decks for the tests
// ---------------------------------------------------------------------------------------

/// `n` cards of type `t` legal in `v`, using distinct cards with at most `per` copies each,
/// skipping the cards in `skip`.
fn take(t: CardType, v: Variant, n: u32, per: u32, skip: &[&str]) -> Vec<(&'static Card, u32)> {
    let mut out = Vec::new();
    let mut left = n;
    for c in pool::legal_in(v).filter(|c| c.ctype == t && !skip.contains(&c.id)) {
        if left == 0 {
            break;
        }
        let k = left.min(per);
        out.push((c, k));
        left -= k;
    }
    assert_eq!(left, 0, "not enough {} cards", t.name());
    out
}

fn lines(cards: &[(&'static Card, u32)]) -> String {
    cards
        .iter()
        .map(|(c, n)| format!("{n} {}\n", c.name))
        .collect()
}

/// A Basic deck text: `bonds` Bonds (2 of each), `plots` Plot cards made of `henchmen`
/// Henchmen (1 of each) and Obstacles for the rest (up to 4 of each), and Intrigue cards
/// (up to 4 of each) to reach `total`.
fn basic_deck(total: u32, bonds: u32, henchmen: u32, plots: u32) -> String {
    let mut cards = take(CardType::Bond, Variant::Basic, bonds, 2, &[]);
    cards.extend(take(CardType::Henchman, Variant::Basic, henchmen, 1, &[]));
    cards.extend(take(
        CardType::Obstacle,
        Variant::Basic,
        plots - henchmen,
        4,
        &[],
    ));
    cards.extend(take(
        CardType::Intrigue,
        Variant::Basic,
        total - bonds - plots,
        4,
        &[],
    ));
    lines(&cards)
}

/// A Licence to Kill Action deck (2 copies of each card at most) and a Plot deck.
#[derive(Clone, Copy)]
struct Ltk {
    bonds: u32,
    intrigue: u32,
    personalities: u32,
    agents: u32,
    q: u32,
    missions: u32,
    villains: u32,
    henchmen: u32,
    locations: u32,
}

const LTK_MIN: Ltk = Ltk {
    bonds: 7,
    intrigue: 20,
    personalities: 8,
    agents: 2,
    q: 23,
    missions: 3,
    villains: 5,
    henchmen: 6,
    locations: 7,
};

fn ltk_deck(d: Ltk) -> String {
    let v = Variant::Ltk;
    let mut action = take(CardType::Bond, v, d.bonds, 2, &[]);
    action.extend(take(CardType::Intrigue, v, d.intrigue, 2, &[]));
    action.extend(take(CardType::Personality, v, d.personalities, 2, &[]));
    action.extend(take(CardType::Agent, v, d.agents, 1, &[]));
    action.extend(take(CardType::Q, v, d.q, 2, &[]));
    let mut plot = take(CardType::Mission, v, d.missions, 1, &[]);
    plot.extend(take(CardType::Villain, v, d.villains, 1, &[]));
    plot.extend(take(CardType::Henchman, v, d.henchmen, 1, &[]));
    plot.extend(take(CardType::Location, v, d.locations, 1, &[]));
    format!("Action:\n{}Plot:\n{}", lines(&action), lines(&plot))
}

fn problems(text: &str, v: Variant) -> Vec<Problem> {
    deck_rules::check_text(text, v).expect("the decklist reads")
}

fn rules(text: &str, v: Variant) -> Vec<Rule> {
    problems(text, v).iter().map(|p| p.rule).collect()
}

/// The deck breaks exactly `rule` (and nothing else).
fn breaks_only(text: &str, v: Variant, rule: Rule) {
    let got = problems(text, v);
    assert_eq!(
        got.iter().map(|p| p.rule).collect::<Vec<_>>(),
        vec![rule],
        "{got:#?}"
    );
    assert!(
        got[0].message.contains(rule.name()),
        "the message names the rule: {}",
        got[0].message
    );
}

fn legal(text: &str, v: Variant) {
    let got = problems(text, v);
    assert!(got.is_empty(), "{got:#?}");
}

// ---------------------------------------------------------------------------------------
// Prebuilt decks
// ---------------------------------------------------------------------------------------

#[test]
fn every_prebuilt_deck_is_legal_in_its_rule_set() {
    for d in DECKS {
        let list = d.list();
        let got = deck_rules::check(&list, d.variant);
        assert!(got.is_empty(), "{}: {got:#?}", d.name);
        // Every id resolves: the list holds as many entries as the data.
        assert_eq!(list.main.len(), d.cards.len(), "{}", d.id);
        assert_eq!(list.plot.len(), d.plot.len(), "{}", d.id);
        // The text form reads back to the same legal deck.
        let text = d.to_text();
        assert!(problems(&text, d.variant).is_empty(), "{}", d.name);
        let (read, _) = deck_rules::parse(&text, d.variant).expect("reads");
        assert_eq!(read.main.len(), list.main.len());
        assert_eq!(read.plot.len(), list.plot.len());
        for (a, b) in read.main.iter().zip(&list.main) {
            assert_eq!((a.card.id, a.count), (b.card.id, b.count));
        }
    }
}

#[test]
fn at_least_four_prebuilt_decks_per_rule_set_each_with_a_name_and_a_theme() {
    for v in [Variant::Basic, Variant::Ltk] {
        assert!(decks::decks(v).count() >= 4, "{v:?}");
    }
    let mut ids = HashSet::new();
    for d in DECKS {
        assert!(ids.insert(d.id), "deck id {} twice", d.id);
        assert!(!d.name.is_empty() && d.theme.len() > 20, "{}", d.id);
        assert_eq!(decks::deck(d.id).map(|x| x.name), Some(d.name));
    }
}

#[test]
fn licence_to_kill_prebuilt_decks_are_60_action_and_21_plot_cards_with_their_own_missions() {
    // ccg-license-to-kill-variant.txt, Building a Deck: "Deck Size: A deck must have 60 cards in
    // it." and the Plot deck: "3 Mission Plots / 5 Villain Plots / 6 Henchman Plots / 7 Location
    // Plots".
    let mut missions = HashSet::new();
    for d in decks::decks(Variant::Ltk) {
        assert_eq!(d.size(), (60, 21), "{}", d.name);
        let (action, plot) = d.ids();
        assert_eq!((action.len(), plot.len()), (60, 21));
        // Preparing to Play: "Mission Plots are unique, so players must start with different
        // Mission Plots" — no two prebuilt decks share one, so any four can meet.
        let own: Vec<&str> = d
            .plot
            .iter()
            .map(|&(id, _)| id)
            .filter(|id| pool::card(id).map(|c| c.ctype) == Some(CardType::Mission))
            .collect();
        assert_eq!(own.len(), 3, "{}", d.name);
        for id in own {
            assert!(missions.insert(id), "{id} in two decks");
        }
    }
    for d in decks::decks(Variant::Basic) {
        assert_eq!(d.size().1, 0, "a Basic deck is one deck");
    }
}

#[test]
fn the_prebuilt_decks_of_each_rule_set_hold_every_card_legal_in_it() {
    for v in [Variant::Basic, Variant::Ltk] {
        let held: HashSet<&str> = decks::decks(v)
            .flat_map(|d| d.cards.iter().chain(d.plot.iter()).map(|&(id, _)| id))
            .collect();
        let missing: Vec<&str> = pool::legal_in(v)
            .map(|c| c.id)
            .filter(|id| !held.contains(id))
            .collect();
        assert!(missing.is_empty(), "{v:?}: {missing:?}");
    }
}

#[test]
fn content_json_lists_the_legal_pool_counts_and_decks() {
    for v in [Variant::Basic, Variant::Ltk] {
        let c = decks::content_json(v);
        let pool_len = c["cards"].as_array().expect("cards").len();
        assert_eq!(pool_len, pool::legal_in(v).count());
        assert_eq!(
            c["decks"].as_array().expect("decks").len(),
            decks::decks(v).count()
        );
        assert_eq!(c["reconstructed"], true);
        for d in c["decks"].as_array().expect("decks") {
            assert!(d["name"].is_string() && d["theme"].is_string());
        }
    }
    let basic = decks::content_json(Variant::Basic);
    let ltk = decks::content_json(Variant::Ltk);
    assert!(basic["counts"].get("Obstacle").is_some());
    assert_eq!(basic["counts"]["Agent"], 1, "Pam Bouvier");
    assert!(ltk["counts"].get("Agent").is_some());
    assert!(ltk["counts"].get("Obstacle").is_none());
    assert_eq!(ltk["decks"][0]["plot"].as_array().map(Vec::len), Some(21));
}

// ---------------------------------------------------------------------------------------
// Basic Rules, Building a Deck — each rule both ways
// ---------------------------------------------------------------------------------------

#[test]
fn basic_baseline_at_every_boundary_is_legal() {
    // 60 cards, 12 Bonds (2 in 10), 18 Plots (3 in 10), 30 Plot Points (6 Henchmen × 3 + 12
    // Obstacles × 1): on every limit at once.
    legal(&basic_deck(60, 12, 6, 18), Variant::Basic);
}

#[test]
fn basic_deck_size_at_least_60() {
    // ccg-basic-rules.txt, Building a Deck: "Deck Size: A deck must have at least 60 cards in it.
    // There is no upper limit."
    breaks_only(&basic_deck(50, 10, 5, 15), Variant::Basic, Rule::DeckSize);
    legal(&basic_deck(60, 12, 6, 18), Variant::Basic);
    legal(&basic_deck(120, 24, 12, 36), Variant::Basic);
}

#[test]
fn basic_deck_size_a_multiple_of_10() {
    // ccg-basic-rules.txt, Building a Deck: "The number of cards in a deck must be evenly
    // divisible by 10. For example, you may have a deck of 70 cards, but not 63 cards."
    breaks_only(
        &basic_deck(63, 13, 7, 19),
        Variant::Basic,
        Rule::DeckMultipleOfTen,
    );
    legal(&basic_deck(70, 14, 7, 21), Variant::Basic);
}

#[test]
fn basic_at_most_two_copies_of_a_plot_card_except_obstacles() {
    // ccg-basic-rules.txt, Building a Deck: "You may not have more than two copies of any one
    // Plot card in your deck, except for Obstacle Plot cards."
    let base = basic_deck(60, 12, 6, 18);
    let first = take(CardType::Henchman, Variant::Basic, 1, 1, &[])[0]
        .0
        .name;
    let two = base.replacen(&format!("1 {first}\n"), &format!("2 {first}\n"), 1);
    assert_ne!(two, base);
    // One more Henchman copy replaces an Intrigue card, keeping 60 cards.
    let intrigue = take(CardType::Intrigue, Variant::Basic, 1, 1, &[])[0]
        .0
        .name;
    let two = two.replacen(&format!("4 {intrigue}\n"), &format!("3 {intrigue}\n"), 1);
    legal(&two, Variant::Basic);
    let three = two.replacen(&format!("2 {first}\n"), &format!("3 {first}\n"), 1);
    let three = three.replacen(&format!("3 {intrigue}\n"), &format!("2 {intrigue}\n"), 1);
    breaks_only(&three, Variant::Basic, Rule::PlotCopies);
}

#[test]
fn basic_at_most_four_copies_of_an_action_card_or_an_obstacle() {
    // ccg-basic-rules.txt, Building a Deck: "You may not have more than four copies of any one
    // Action card or any one Obstacle Plot card in your deck."
    let base = basic_deck(60, 12, 6, 18);
    assert!(base.contains("4 Firefight\n") || base.contains("4 Snowstorm\n"));
    let intrigue = take(CardType::Intrigue, Variant::Basic, 8, 4, &[]);
    let (a, b) = (intrigue[0].0.name, intrigue[1].0.name);
    assert!(base.contains(&format!("4 {a}\n")) && base.contains(&format!("4 {b}\n")));
    let five = base
        .replacen(&format!("4 {a}\n"), &format!("5 {a}\n"), 1)
        .replacen(&format!("4 {b}\n"), &format!("3 {b}\n"), 1);
    breaks_only(&five, Variant::Basic, Rule::ActionCopies);
    // Five of one Obstacle, one fewer of another.
    let obstacles = take(CardType::Obstacle, Variant::Basic, 12, 4, &[]);
    let (o1, o2) = (obstacles[0].0.name, obstacles[1].0.name);
    let five = base
        .replacen(&format!("4 {o1}\n"), &format!("5 {o1}\n"), 1)
        .replacen(&format!("4 {o2}\n"), &format!("3 {o2}\n"), 1);
    breaks_only(&five, Variant::Basic, Rule::ActionCopies);
}

#[test]
fn basic_at_least_2_bonds_in_every_10_cards() {
    // ccg-basic-rules.txt, Building a Deck: "Mandatory Bond Cards: At least 2 out of every 10
    // cards must be a Bond card."
    breaks_only(
        &basic_deck(60, 11, 6, 18),
        Variant::Basic,
        Rule::MandatoryBonds,
    );
    legal(&basic_deck(60, 12, 6, 18), Variant::Basic);
}

#[test]
fn basic_at_least_3_plots_in_every_10_cards() {
    // ccg-basic-rules.txt, Building a Deck: "Mandatory Plot Cards: At least 3 out of every 10
    // cards must be a Plot card."
    breaks_only(
        &basic_deck(60, 12, 7, 17),
        Variant::Basic,
        Rule::MandatoryPlots,
    );
    legal(&basic_deck(60, 12, 7, 18), Variant::Basic);
}

#[test]
fn basic_plots_at_most_half_the_deck() {
    // ccg-basic-rules.txt, Building a Deck: "Limited Plot Cards: The total number Plot cards is
    // limited to half your deck, so a deck of 80 cards may only have 40 Plot cards in it."
    legal(&basic_deck(60, 12, 6, 30), Variant::Basic);
    breaks_only(
        &basic_deck(60, 12, 6, 31),
        Variant::Basic,
        Rule::LimitedPlots,
    );
    legal(&basic_deck(80, 16, 8, 40), Variant::Basic);
}

#[test]
fn basic_plot_points_at_least_half_the_number_of_cards() {
    // ccg-basic-rules.txt, Building a Deck: "Plot Point Requirement: The total number Plot
    // Points in you deck must equal or exceed half of the total number of cards in you deck.
    // For example, a deck of 60 cards must have at least 30 Plot Points worth of Plot cards in
    // it."
    // 6 Henchmen (18) + 12 Obstacles (12) = 30: legal. 5 Henchmen + 13 Obstacles = 28: not.
    legal(&basic_deck(60, 12, 6, 18), Variant::Basic);
    let got = problems(&basic_deck(60, 12, 5, 18), Variant::Basic);
    assert_eq!(
        got.iter().map(|p| p.rule).collect::<Vec<_>>(),
        vec![Rule::PlotPoints]
    );
    assert!(
        got[0].message.contains("28 Plot Points"),
        "{}",
        got[0].message
    );
}

#[test]
fn basic_rejects_licence_to_kill_only_cards() {
    // ccg-license-to-kill-variant.txt: Agent cards "are more powerful Personality cards" of
    // the variant — all but Pam Bouvier, an Ally of the Basic game, belong to it only.
    let base = basic_deck(60, 12, 6, 18);
    let intrigue = take(CardType::Intrigue, Variant::Basic, 1, 1, &[])[0]
        .0
        .name;
    let text = base.replacen(
        &format!("4 {intrigue}\n"),
        &format!("3 {intrigue}\n1 Jack Wade\n"),
        1,
    );
    let got = problems(&text, Variant::Basic);
    assert_eq!(
        got.iter().map(|p| p.rule).collect::<Vec<_>>(),
        vec![Rule::NotInVariant]
    );
    assert!(got[0].message.contains("Jack Wade"));
    let pam = base.replacen(
        &format!("4 {intrigue}\n"),
        &format!("3 {intrigue}\n1 Pam Bouvier\n"),
        1,
    );
    assert!(problems(&pam, Variant::Basic).is_empty());
    assert!(got[0].line.is_some());
}

// ---------------------------------------------------------------------------------------
// Licence to Kill, Building a Deck — each rule both ways
// ---------------------------------------------------------------------------------------

#[test]
fn ltk_baseline_at_every_boundary_is_legal() {
    legal(&ltk_deck(LTK_MIN), Variant::Ltk);
}

#[test]
fn ltk_action_deck_exactly_60_cards() {
    // ccg-license-to-kill-variant.txt, Building a Deck: "Deck Size: A deck must have 60 cards in
    // it."
    breaks_only(
        &ltk_deck(Ltk { q: 22, ..LTK_MIN }),
        Variant::Ltk,
        Rule::ActionDeckSize,
    );
    breaks_only(
        &ltk_deck(Ltk { q: 24, ..LTK_MIN }),
        Variant::Ltk,
        Rule::ActionDeckSize,
    );
}

#[test]
fn ltk_action_deck_at_most_two_copies() {
    // ccg-license-to-kill-variant.txt, Building a Deck: "Deck Composition: You cannot have more
    // than two copies of any card in your deck."
    let base = ltk_deck(LTK_MIN);
    let q = take(CardType::Q, Variant::Ltk, 23, 2, &[]);
    let (a, b) = (q[0].0.name, q[1].0.name);
    let three = base
        .replacen(&format!("2 {a}\n"), &format!("3 {a}\n"), 1)
        .replacen(&format!("2 {b}\n"), &format!("1 {b}\n"), 1);
    breaks_only(&three, Variant::Ltk, Rule::ActionDeckCopies);
}

#[test]
fn ltk_action_deck_at_least_7_bonds() {
    // ccg-license-to-kill-variant.txt: "Bond Cards: At least 7 cards must be a Bond card."
    breaks_only(
        &ltk_deck(Ltk {
            bonds: 6,
            q: 24,
            ..LTK_MIN
        }),
        Variant::Ltk,
        Rule::ActionDeckBonds,
    );
}

#[test]
fn ltk_action_deck_at_least_20_intrigue() {
    // ccg-license-to-kill-variant.txt: "Intrigue Cards: At least 20 cards must be Intrigue
    // cards."
    breaks_only(
        &ltk_deck(Ltk {
            intrigue: 19,
            q: 24,
            ..LTK_MIN
        }),
        Variant::Ltk,
        Rule::ActionDeckIntrigue,
    );
}

#[test]
fn ltk_action_deck_at_least_8_personalities() {
    // ccg-license-to-kill-variant.txt: "Personality Cards: At least 8 cards must be Personality
    // cards."
    breaks_only(
        &ltk_deck(Ltk {
            personalities: 7,
            q: 24,
            ..LTK_MIN
        }),
        Variant::Ltk,
        Rule::ActionDeckPersonalities,
    );
}

#[test]
fn ltk_action_deck_at_most_2_agents() {
    // ccg-license-to-kill-variant.txt: "Agent Cards: You cannot have more than two Agent cards
    // in your deck."
    breaks_only(
        &ltk_deck(Ltk {
            agents: 3,
            q: 22,
            ..LTK_MIN
        }),
        Variant::Ltk,
        Rule::ActionDeckAgents,
    );
    legal(
        &ltk_deck(Ltk {
            agents: 0,
            q: 25,
            ..LTK_MIN
        }),
        Variant::Ltk,
    );
}

#[test]
fn ltk_action_deck_at_least_15_q() {
    // ccg-license-to-kill-variant.txt: "Q Cards: At least 15 cards must be Q cards."
    legal(
        &ltk_deck(Ltk {
            q: 15,
            intrigue: 28,
            ..LTK_MIN
        }),
        Variant::Ltk,
    );
    breaks_only(
        &ltk_deck(Ltk {
            q: 14,
            intrigue: 29,
            ..LTK_MIN
        }),
        Variant::Ltk,
        Rule::ActionDeckQ,
    );
}

#[test]
fn ltk_needs_a_bond_fit_to_start() {
    // ccg-license-to-kill-variant.txt, Preparing to Play: "You must pick a Bond card that has a
    // total PV and CV that is less than or equal to 10."
    let strong: Vec<&Card> = POOL
        .iter()
        .filter(|c| {
            c.ctype == CardType::Bond && u32::from(c.pv.unwrap_or(0) + c.cv.unwrap_or(0)) > 10
        })
        .collect();
    assert!(strong.len() >= 4);
    let weak: Vec<&str> = POOL
        .iter()
        .filter(|c| c.ctype == CardType::Bond && !strong.iter().any(|s| s.id == c.id))
        .map(|c| c.id)
        .collect();
    let bonds: String = strong
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, c)| format!("{} {}\n", if i < 3 { 2 } else { 1 }, c.name))
        .collect();
    let base = ltk_deck(LTK_MIN);
    let own_bonds: String = take(CardType::Bond, Variant::Ltk, 7, 2, &[])
        .iter()
        .map(|(c, n)| format!("{n} {}\n", c.name))
        .collect();
    assert!(base.contains(&own_bonds));
    let text = base.replacen(&own_bonds, &bonds, 1);
    breaks_only(&text, Variant::Ltk, Rule::StartingBond);
    // And with one weak Bond in place of a strong one it is legal again.
    let one_weak = pool::card(weak[0]).expect("a weak Bond").name;
    let last_strong = strong[3].name;
    let text = text.replacen(&format!("1 {last_strong}\n"), &format!("1 {one_weak}\n"), 1);
    legal(&text, Variant::Ltk);
}

#[test]
fn ltk_plot_deck_one_copy_of_each_card() {
    // ccg-license-to-kill-variant.txt, Plot deck: "You cannot have more than one copy of any
    // card in the deck."
    let base = ltk_deck(LTK_MIN);
    let loc = take(CardType::Location, Variant::Ltk, 7, 1, &[]);
    let (a, b) = (loc[0].0.name, loc[6].0.name);
    let text = base
        .replacen(&format!("1 {a}\n"), &format!("2 {a}\n"), 1)
        .replacen(&format!("1 {b}\n"), "", 1);
    breaks_only(&text, Variant::Ltk, Rule::PlotDeckCopies);
}

#[test]
fn ltk_plot_deck_3_missions_5_villains_6_henchmen_7_locations() {
    // ccg-license-to-kill-variant.txt, Plot deck: "3 Mission Plots / 5 Villain Plots / 6
    // Henchman Plots / 7 Location Plots".
    let cases = [
        (
            Ltk {
                missions: 2,
                ..LTK_MIN
            },
            Rule::PlotDeckMissions,
        ),
        (
            Ltk {
                missions: 4,
                ..LTK_MIN
            },
            Rule::PlotDeckMissions,
        ),
        (
            Ltk {
                villains: 4,
                ..LTK_MIN
            },
            Rule::PlotDeckVillains,
        ),
        (
            Ltk {
                villains: 6,
                ..LTK_MIN
            },
            Rule::PlotDeckVillains,
        ),
        (
            Ltk {
                henchmen: 5,
                ..LTK_MIN
            },
            Rule::PlotDeckHenchmen,
        ),
        (
            Ltk {
                henchmen: 7,
                ..LTK_MIN
            },
            Rule::PlotDeckHenchmen,
        ),
        (
            Ltk {
                locations: 6,
                ..LTK_MIN
            },
            Rule::PlotDeckLocations,
        ),
        (
            Ltk {
                locations: 8,
                ..LTK_MIN
            },
            Rule::PlotDeckLocations,
        ),
    ];
    for (deck, rule) in cases {
        breaks_only(&ltk_deck(deck), Variant::Ltk, rule);
    }
}

#[test]
fn ltk_cards_go_in_their_own_deck_and_obstacles_are_not_used() {
    // ccg-license-to-kill-variant.txt: "Red Plot cards are no longer part of the normal Draw
    // Deck. Plot cards are now part of a new Plot Deck" and "Obstacle Plot cards are no longer
    // used."
    let base = ltk_deck(LTK_MIN);
    // A Villain moved from the Plot deck into the Action deck.
    let villain = take(CardType::Villain, Variant::Ltk, 1, 1, &[])[0].0.name;
    let q = take(CardType::Q, Variant::Ltk, 23, 2, &[]);
    let last_q = q.last().expect("Q").0.name;
    let moved = base.replacen(&format!("1 {villain}\n"), "", 1).replacen(
        &format!("1 {last_q}\n"),
        &format!("1 {villain}\n"),
        1,
    );
    let got = rules(&moved, Variant::Ltk);
    assert!(got.contains(&Rule::WrongDeck), "{got:?}");
    // An Obstacle is refused by name.
    let obstacle = base.replacen(&format!("1 {last_q}\n"), "1 Firefight\n", 1);
    let got = problems(&obstacle, Variant::Ltk);
    assert!(got
        .iter()
        .any(|p| p.rule == Rule::NotInVariant && p.message.contains("Firefight")));
    // An Action card in the Plot deck.
    let action_in_plot = base.clone() + "1 Vodka Martini\n";
    let got = problems(&action_in_plot, Variant::Ltk);
    assert!(got
        .iter()
        .any(|p| p.rule == Rule::WrongDeck && p.message.contains("Vodka Martini")));
}

// ---------------------------------------------------------------------------------------
// The decklist text format
// ---------------------------------------------------------------------------------------

#[test]
fn decklists_read_counts_names_comments_and_headings() {
    let text = "# my deck\n\n// a note\n2 max zorin\n1x Oddjob\n3 X Firefight\nAction:\n1 Dr. No\n";
    let (list, problems) = deck_rules::parse(text, Variant::Basic).expect("reads");
    assert!(problems.is_empty(), "{problems:#?}");
    let got: BTreeMap<&str, u32> = list.main.iter().map(|e| (e.card.id, e.count)).collect();
    let want: BTreeMap<&str, u32> = [
        ("max-zorin", 2),
        ("oddjob", 1),
        ("firefight", 3),
        ("dr-no", 1),
    ]
    .into_iter()
    .collect();
    assert_eq!(got, want);
    // The same card on two lines adds up.
    let (list, _) = deck_rules::parse("2 Oddjob\n1 oddjob\n", Variant::Basic).expect("reads");
    assert_eq!(list.main.len(), 1);
    assert_eq!(list.main[0].count, 3);
    assert_eq!(list.main[0].line, Some(1));
}

#[test]
fn an_unknown_card_name_is_a_problem_that_names_its_line() {
    let text = "2 Max Zorin\n\n1 Ernst Stavro Blowfeld\n";
    let got = problems(text, Variant::Basic);
    let unknown: Vec<&Problem> = got.iter().filter(|p| p.rule == Rule::UnknownCard).collect();
    assert_eq!(unknown.len(), 1);
    assert_eq!(unknown[0].line, Some(3));
    assert!(
        unknown[0].message.starts_with("line 3:"),
        "{}",
        unknown[0].message
    );
    assert!(unknown[0].message.contains("Ernst Stavro Blowfeld"));
}

#[test]
fn malformed_lines_are_problems_that_name_their_line() {
    let text = "Max Zorin\n0 Oddjob\n1000 Firefight\n3\n2 Jaws\n";
    let got = problems(text, Variant::Basic);
    let malformed: Vec<Option<usize>> = got
        .iter()
        .filter(|p| p.rule == Rule::MalformedLine)
        .map(|p| p.line)
        .collect();
    assert_eq!(malformed, vec![Some(1), Some(2), Some(3), Some(4)]);
    for p in got.iter().filter(|p| p.rule == Rule::MalformedLine) {
        assert!(!p.message.contains("Some("), "plain words: {}", p.message);
    }
}

#[test]
fn ltk_cards_before_any_heading_are_a_problem() {
    let text = format!("1 The Navy Hero\n{}", ltk_deck(LTK_MIN));
    let got = problems(&text, Variant::Ltk);
    assert!(got
        .iter()
        .any(|p| p.rule == Rule::MissingSection && p.line == Some(1)));
}

#[test]
fn oversized_decklists_are_refused_unread() {
    let huge = "1 Oddjob\n".repeat(MAX_DECKLIST_BYTES / 9 + 1);
    assert!(huge.len() > MAX_DECKLIST_BYTES);
    assert_eq!(
        deck_rules::check_text(&huge, Variant::Basic),
        Err(DecklistError::TooLarge { bytes: huge.len() })
    );
    let fits = "1 Oddjob\n".repeat(MAX_DECKLIST_BYTES / 9);
    assert!(deck_rules::check_text(&fits, Variant::Basic).is_ok());
}

#[test]
fn an_empty_decklist_breaks_the_size_rules() {
    let got = rules("", Variant::Basic);
    assert!(got.contains(&Rule::DeckSize));
    let got = rules("", Variant::Ltk);
    assert!(got.contains(&Rule::ActionDeckSize));
    assert!(got.contains(&Rule::PlotDeckMissions));
}

#[test]
fn a_byte_order_mark_and_windows_line_ends_read_cleanly() {
    let text = "\u{feff}2 Max Zorin\r\n1 Oddjob\r\n";
    let (list, problems) = deck_rules::parse(text, Variant::Basic).expect("reads");
    assert!(problems.is_empty(), "{problems:#?}");
    assert_eq!(list.main.len(), 2);
}

#[test]
fn line_problems_are_capped_with_a_summary() {
    let text = "1 No Such Card\n".repeat(MAX_LINE_PROBLEMS + 30);
    let (_, problems) = deck_rules::parse(&text, Variant::Basic).expect("reads");
    assert_eq!(problems.len(), MAX_LINE_PROBLEMS + 1);
    assert_eq!(
        problems[MAX_LINE_PROBLEMS - 1].line,
        Some(MAX_LINE_PROBLEMS)
    );
    let last = problems.last().expect("a summary");
    assert_eq!(last.line, None);
    assert!(last.message.contains("30 more lines"), "{}", last.message);
}

#[test]
fn a_table_of_four_gets_four_different_decks_with_different_missions() {
    for v in [Variant::Basic, Variant::Ltk] {
        let table = decks::for_table(v, 4);
        let ids: HashSet<&str> = table.iter().map(|d| d.id).collect();
        assert_eq!(ids.len(), 4, "{v:?}");
        assert!(table.iter().all(|d| d.variant == v));
        assert_eq!(decks::for_table(v, 2).len(), 2);
        assert_eq!(decks::for_table(v, 6)[4].id, table[0].id);
    }
}

#[test]
fn content_json_counts_icons_in_the_rule_set_played() {
    // ccg-license-to-kill-variant.txt lists ten icons and no Cunning or Strength; content for
    // Licence to Kill shows Franz Sanchez's Cunning as Quick Thinking (our mapping ruling).
    let find = |v: Variant| {
        decks::content_json(v)["cards"]
            .as_array()
            .expect("cards")
            .iter()
            .find(|c| c["id"] == "franz-sanchez")
            .cloned()
            .expect("Franz Sanchez")
    };
    let ltk = find(Variant::Ltk);
    let basic = find(Variant::Basic);
    let names = |c: &serde_json::Value| -> Vec<String> {
        c["requires"]
            .as_array()
            .expect("requires")
            .iter()
            .map(|r| r["icon"].as_str().expect("icon").to_string())
            .collect()
    };
    assert_eq!(names(&basic), ["Shooting", "Strength", "Cunning"]);
    assert_eq!(names(&ltk), ["Shooting", "Hand-to-hand", "Quick Thinking"]);
    // Uniqueness follows the rule set: Missions are not unique in Licence to Kill.
    let mission = |v: Variant| {
        decks::content_json(v)["cards"]
            .as_array()
            .expect("cards")
            .iter()
            .find(|c| c["id"] == "avenge-felix-leiter")
            .map(|c| c["unique"].clone())
    };
    assert_eq!(mission(Variant::Basic), Some(serde_json::json!(true)));
    assert_eq!(mission(Variant::Ltk), Some(serde_json::json!(false)));
}
