//! The James Bond CCG card pool: counts per type, every card the
//! rulebooks name with every stat they state, the effect coverage of the Intrigue cards, the
//! variants each card is legal in, and lookup by id and by name.

use std::collections::{BTreeSet, HashSet};

use qbranch_engine::ccg::card::{Card, CardType, Icon, Variant, Variants};
use qbranch_engine::ccg::effect::{Countered, Op, OpKind, Target, Timing};
use qbranch_engine::ccg::pool::{self, POOL};

fn named(name: &str) -> &'static Card {
    pool::by_name(name).unwrap_or_else(|| panic!("the pool has no card called {name}"))
}

fn count(t: CardType) -> usize {
    POOL.iter().filter(|c| c.ctype == t).count()
}

fn needs(c: &Card, icon: Icon) -> u8 {
    c.requires
        .iter()
        .filter(|(i, _)| *i == icon)
        .map(|(_, n)| n)
        .sum()
}

fn has_op(c: &Card, pred: impl Fn(&Op) -> bool) -> bool {
    c.effects.iter().any(|e| pred(&e.op))
}

#[test]
fn the_pool_has_at_least_180_cards_and_the_minimum_of_each_type() {
    assert!(POOL.len() >= 180, "{} cards", POOL.len());
    let minimums = [
        (CardType::Mission, 10),
        (CardType::Villain, 14),
        (CardType::Henchman, 18),
        (CardType::Location, 20),
        (CardType::Obstacle, 12),
        (CardType::Bond, 16),
        (CardType::Personality, 24),
        (CardType::Agent, 6),
        (CardType::Q, 28),
        (CardType::Intrigue, 40),
    ];
    for (t, min) in minimums {
        assert!(count(t) >= min, "{}: {} < {min}", t.name(), count(t));
    }
    let sum: usize = CardType::ALL.iter().map(|&t| count(t)).sum();
    assert_eq!(sum, POOL.len());
}

#[test]
fn ids_names_and_name_keys_are_distinct_and_ids_are_kebab_case() {
    let mut ids = HashSet::new();
    let mut keys = HashSet::new();
    for c in POOL {
        assert!(ids.insert(c.id), "id {} twice", c.id);
        assert!(keys.insert(pool::name_key(c.name)), "name {} twice", c.name);
        assert!(
            !c.id.is_empty()
                && c.id
                    .chars()
                    .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-'),
            "id {:?} is not kebab-case",
            c.id
        );
        assert!(
            !c.name.is_empty() && !c.text.is_empty(),
            "{} lacks text",
            c.id
        );
    }
}

#[test]
fn lookup_by_id_and_by_name_ignores_case_spacing_and_punctuation() {
    assert_eq!(pool::card("max-zorin").map(|c| c.name), Some("Max Zorin"));
    assert!(pool::card("no-such-card").is_none());
    assert_eq!(pool::by_name("max zorin").map(|c| c.id), Some("max-zorin"));
    assert_eq!(pool::by_name("DR NO").map(|c| c.id), Some("dr-no"));
    assert_eq!(pool::by_name("Dr. No").map(|c| c.id), Some("dr-no"));
    assert_eq!(
        pool::by_name("rosa klebb’s shoe knife").map(|c| c.id),
        Some("rosa-klebbs-shoe-knife")
    );
    // ccg-license-to-kill-variant.txt writes the Obstacle with a comma.
    assert_eq!(
        pool::by_name("One Step Forward, Two Steps Back").map(|c| c.id),
        Some("one-step-forward-two-steps-back")
    );
    assert!(pool::by_name("Max Zorinn").is_none());
    // A typed decklist's accented letters fold like plain ones (the pool's texts have
    // "château"; the names are ASCII, so "Dr Nö" is no card).
    assert_eq!(pool::name_key("CHÂTEAU  Wall"), "château wall");
    assert_eq!(pool::name_key("ŁÓDŹ—Ÿes…"), "łódź ÿes");
    assert_eq!(pool::by_name("  DR.   No "), pool::by_name("dr no"));
    assert!(pool::by_name("Dr Nö").is_none());
    for c in POOL {
        assert_eq!(pool::card(c.id).map(|x| x.name), Some(c.name));
        assert_eq!(
            pool::by_name(&c.name.to_uppercase()).map(|x| x.id),
            Some(c.id)
        );
    }
}

#[test]
fn every_card_named_in_the_basic_rules_exists_with_its_type() {
    // ccg-basic-rules.txt, The Set-Up Round example: "one Villain (Max Zorin) and one Location
    // (Monte Carlo Casino)" … "a Henchman (Oddjob)".
    assert_eq!(named("Max Zorin").ctype, CardType::Villain);
    assert_eq!(named("Monte Carlo Casino").ctype, CardType::Location);
    assert_eq!(named("Oddjob").ctype, CardType::Henchman);
    // Step Five: "if you have The Navy Hero in your Agency".
    assert_eq!(named("The Navy Hero").ctype, CardType::Bond);
    // Step Three: "you can place a Snowstorm Subplot on the Atlantis Location".
    assert_eq!(named("Snowstorm").ctype, CardType::Obstacle);
    assert_eq!(named("Atlantis").ctype, CardType::Location);
    // ccg-license-to-kill-variant.txt: "converting the original 'One Step Forward, Two Steps
    // Back' Obstacle to an Intrigue card" — it is an Obstacle of the Basic Rules.
    assert_eq!(
        named("One Step Forward Two Steps Back").ctype,
        CardType::Obstacle
    );
}

#[test]
fn aris_kristatos_baron_samedi_and_firefight_have_the_stated_stats() {
    // ccg-basic-rules.txt, Step Six: "Kristatos has a Physical Value of 5 and a Charisma Value
    // of 5, Samedi has a PV of 6 and a CV of 2, and the Firefight card has no PV or CV."
    let aris = named("Aris Kristatos");
    let samedi = named("Baron Samedi");
    let firefight = named("Firefight");
    assert_eq!(aris.ctype, CardType::Villain);
    assert_eq!(samedi.ctype, CardType::Henchman);
    assert_eq!(firefight.ctype, CardType::Obstacle);
    assert_eq!((aris.pv, aris.cv), (Some(5), Some(5)));
    assert_eq!((samedi.pv, samedi.cv), (Some(6), Some(2)));
    assert_eq!((firefight.pv, firefight.cv), (None, None));
    // "Aris Kristatos has two Cunning icons and two Strength icons, Baron Samedi has a Cunning
    // icon and two Strength icons, and the Firefight card has a Shooting icon on it."
    assert_eq!(needs(aris, Icon::Cunning), 2);
    assert_eq!(needs(aris, Icon::Strength), 2);
    assert_eq!(needs(samedi, Icon::Cunning), 1);
    assert_eq!(needs(samedi, Icon::Strength), 2);
    assert_eq!(firefight.requires, &[(Icon::Shooting, 1)]);
    // "…at least one Shooting, three Cunning, and four Strength icons": nothing else required.
    let total: u8 = [aris, samedi, firefight]
        .iter()
        .flat_map(|c| c.requires.iter().map(|(_, n)| n))
        .sum();
    assert_eq!(total, 8);
}

#[test]
fn tiffany_case_and_the_vodka_martini_have_the_stated_stats() {
    // ccg-basic-rules.txt, Step Five: "Tiffany Case has a Physical Value of 3 and a Charisma
    // Value of 5. She Requires the Savoir Faire icon, and Provides the Cunning icon."
    let tiffany = named("Tiffany Case");
    assert_eq!(tiffany.ctype, CardType::Personality);
    assert!(!tiffany.ally, "she must be won over, so she is no Ally");
    assert_eq!((tiffany.pv, tiffany.cv), (Some(3), Some(5)));
    assert_eq!(tiffany.requires, &[(Icon::SavoirFaire, 1)]);
    assert_eq!(tiffany.provides, &[(Icon::Cunning, 1)]);
    // "a Vodka Martini, which gives a +3 to his Charisma Value."
    let martini = named("Vodka Martini");
    assert_eq!(martini.ctype, CardType::Q);
    assert!(martini
        .effects
        .iter()
        .any(|e| e.timing == Timing::Passive && e.op == Op::Cv { by: 3 }));
}

#[test]
fn snappy_one_liner_gives_two_cv_and_does_not_attach() {
    // ccg-basic-rules.txt, Intrigue Cards: "you could play three Snappy One-Liner cards on a
    // character (each of which give +2 to CV) for a total bonus of +6 to CV."
    let snappy = named("Snappy One-Liner");
    assert_eq!(snappy.ctype, CardType::Intrigue);
    assert!(has_op(snappy, |op| *op == Op::Cv { by: 2 }));
    assert!(snappy.effects.iter().all(|e| e.timing != Timing::Attached));
}

#[test]
fn jaws_has_pv_10_cv_0_and_three_evasion() {
    // ccg-license-to-kill-variant.txt, Step Six example: "the Henchman Jaws, which requires 3
    // Evasion icons and a PV of 10 and a CV of 0".
    let jaws = named("Jaws");
    assert_eq!(jaws.ctype, CardType::Henchman);
    assert_eq!((jaws.pv, jaws.cv), (Some(10), Some(0)));
    assert_eq!(jaws.requires, &[(Icon::Evasion, 3)]);
    // "Since Jaws has a PV of 10 and a CV of 0, the PV/CV requirements do not change": no
    // ability of his changes his values.
    assert!(jaws.effects.is_empty());
}

#[test]
fn fire_from_the_sky_adds_flying_and_out_of_the_blue_counters_it() {
    // ccg-license-to-kill-variant.txt, Step Six example: "your opponent plays the Fire From the
    // Sky Intrigue card, which adds a Flying icon to the requirements" … "you play the Out of
    // the Blue Intrigue card to counter Fire From the Sky".
    let fire = named("Fire From the Sky");
    let blue = named("Out of the Blue");
    assert_eq!(fire.ctype, CardType::Intrigue);
    assert_eq!(blue.ctype, CardType::Intrigue);
    assert!(fire.effects.iter().any(|e| e.timing == Timing::OnAssignment
        && e.op
            == Op::Require {
                icon: Icon::Flying,
                n: 1
            }));
    assert!(has_op(blue, |op| *op
        == Op::Counter {
            what: Countered::Card(fire.id)
        }));
}

#[test]
fn pam_bouvier_is_an_ally_cia_agent() {
    // ccg-license-to-kill-variant.txt, Card Rulings: "Pam Bouvier - This card is considered an
    // Agent card, and its main text should read: AGENT; ALLY. CIA AGENT."
    let pam = named("Pam Bouvier");
    assert_eq!(pam.ctype, CardType::Agent);
    assert!(pam.ally);
    assert_eq!(pam.agent_group, Some("CIA"));
}

#[test]
fn an_agent_is_unique_wherever_a_personality_would_be() {
    // ccg-basic-rules.txt, Unique Cards: "All Plot and Personality cards are Unique." Played
    // under the Basic rules an Agent card is a Personality (our ruling "Personalities and
    // Agents in the other rule set"), so every Agent is Unique there, an Ally too.
    // ccg-license-to-kill-variant.txt, Unique Cards: "non-allied Personality cards are
    // Unique", and "Agent cards are added to your Agency just like Personality cards": a
    // non-Ally Agent is Unique, an Ally Agent is not.
    let pam = named("Pam Bouvier");
    assert!(pam.ally && !pam.unique);
    assert!(pam.is_unique(Variant::Basic));
    assert!(!pam.is_unique(Variant::Ltk));
    let loner = POOL
        .iter()
        .find(|c| c.ctype == CardType::Agent && !c.ally && !c.unique)
        .expect("the pool has a non-Ally Agent not marked Unique");
    assert!(loner.is_unique(Variant::Basic), "{}", loner.name);
    assert!(loner.is_unique(Variant::Ltk), "{}", loner.name);
}

#[test]
fn time_bomb_explosive_pen_and_the_shoe_knife() {
    // ccg-license-to-kill-variant.txt, Card Rulings: "Time Bomb - This Q card can provide only
    // a maximum of +6 PV, and like the Explosive Pen, it is discarded once it is used."
    let bomb = named("Time Bomb");
    let pen = named("Explosive Pen");
    assert_eq!((bomb.ctype, pen.ctype), (CardType::Q, CardType::Q));
    let bomb_max: i32 = bomb
        .effects
        .iter()
        .map(|e| match e.op {
            Op::Pv { by } => i32::from(by),
            Op::PvPerIcon { max, .. } => i32::from(max),
            _ => 0,
        })
        .sum();
    assert_eq!(bomb_max, 6);
    assert!(has_op(bomb, |op| *op == Op::DiscardAfterUse));
    assert!(has_op(pen, |op| *op == Op::DiscardAfterUse));
    // Unique Cards: "any Q card that belongs to a particular person (for example, Rosa Klebb's
    // Shoe Knife) … is considered a Unique card."
    let knife = named("Rosa Klebb's Shoe Knife");
    assert_eq!(knife.ctype, CardType::Q);
    assert!(knife.unique);
    assert!(knife.is_unique(Variant::Ltk) && knife.is_unique(Variant::Basic));
}

#[test]
fn connections_does_not_attach_and_is_discarded_at_the_end_of_the_turn() {
    // ccg-license-to-kill-variant.txt, Card Rulings: "Connections - It does not attach and must
    // be discarded at the end of your turn."
    let c = named("Connections");
    assert_eq!(c.ctype, CardType::Intrigue);
    assert!(c.effects.iter().all(|e| e.timing != Timing::Attached));
    assert!(has_op(c, |op| *op == Op::DiscardAtEndOfTurn));
}

#[test]
fn the_charmer_and_agent_crawford_act_in_place_of_the_on_assignment_step() {
    // ccg-license-to-kill-variant.txt, Step Six: "Use a special card that states, 'In place of
    // your On Assignment step, ...' For example, The Charmer or Agent Crawford."
    for name in ["The Charmer", "Agent Crawford"] {
        let c = named(name);
        assert!(
            c.effects
                .iter()
                .any(|e| e.timing == Timing::InPlaceOfAssignment),
            "{name}"
        );
        assert!(
            c.text.contains("In place of your On Assignment step"),
            "{name}"
        );
    }
    assert_eq!(named("The Charmer").ctype, CardType::Bond);
    assert_eq!(named("Agent Crawford").ctype, CardType::Agent);
}

#[test]
fn oddjob_gains_two_pv_beside_goldfinger() {
    // ccg-license-to-kill-variant.txt, Main Rules: "for Oddjob to gain +2 to his PV, he must be
    // in the same Main Plot with Goldfinger."
    let goldfinger = named("Goldfinger");
    let oddjob = named("Oddjob");
    assert_eq!(goldfinger.ctype, CardType::Villain);
    assert!(oddjob.effects.iter().any(|e| e.timing == Timing::Passive
        && e.target == Target::Bearer
        && e.op
            == Op::Partner {
                with: goldfinger.id,
                pv: 2,
                cv: 0
            }));
}

#[test]
fn the_other_named_licence_to_kill_cards_exist() {
    // ccg-license-to-kill-variant.txt, Main Rules: "you can connect Jaws to a Main Plot with the
    // Avenge Felix Leiter Mission" … "Oddjob working for Blofeld or Rosa Klebb 'kicking it' …
    // with Dr. No".
    assert_eq!(named("Avenge Felix Leiter").ctype, CardType::Mission);
    assert_eq!(named("Avenge Felix Leiter").film.title(), "Licence to Kill");
    assert_eq!(named("Jaws").film.title(), "The Spy Who Loved Me");
    assert_eq!(named("Blofeld").ctype, CardType::Villain);
    assert_eq!(named("Dr. No").ctype, CardType::Villain);
    assert_eq!(named("Rosa Klebb").ctype, CardType::Henchman);
}

#[test]
fn plot_points_follow_the_table_and_action_cards_have_none() {
    // ccg-license-to-kill-variant.txt, Object of the Game: "Location 2 4 / Henchman 3 6 /
    // Villain 4 8 / Mission 5 10"; Obstacles ("Special") 1.
    for c in POOL {
        assert_eq!(c.bullets, c.ctype.usual_bullets(), "{}", c.name);
    }
    // ccg-basic-rules.txt, Winning the Game: "a Location Plot is worth 2 Plot Points".
    assert_eq!(named("Monte Carlo Casino").bullets, 2);
}

#[test]
fn obstacles_are_basic_only_and_agents_licence_to_kill_only_but_pam_bouvier() {
    // ccg-license-to-kill-variant.txt: "Obstacle Plot cards are no longer used." and "The Ally
    // card (for example, Pam Bouvier) has been changed to a new type of card called Agent." —
    // Pam Bouvier was an Ally Personality of the Basic game, so she is used in both; the
    // other Agents are the variant's.
    for c in POOL {
        match c.ctype {
            CardType::Obstacle => assert_eq!(c.variants, Variants::Basic, "{}", c.name),
            CardType::Agent if c.id == "pam-bouvier" => {
                assert_eq!(c.variants, Variants::Both);
                assert!(c.ally);
            }
            CardType::Agent => assert_eq!(c.variants, Variants::Ltk, "{}", c.name),
            _ => {}
        }
    }
    let basic = pool::legal_in(Variant::Basic).count();
    let ltk = pool::legal_in(Variant::Ltk).count();
    assert!(basic >= 180 && ltk >= 180, "basic {basic}, ltk {ltk}");
    assert!(pool::legal_in(Variant::Ltk).all(|c| c.ctype != CardType::Obstacle));
}

// Texts say what the engine counts. Partners: ccg-license-to-kill-variant.txt, Main Rules:
// "Some Plot cards contain the text 'If in the same Plot Zone... .' This text no longer
// applies. A Plot card has to be in the same Main Plot" — so a card used in both rule sets that
// speaks of the same Main Plot says that in Basic the same Plot Zone is enough.
#[test]
fn texts_of_partner_cards_name_the_basic_plot_zone() {
    let mut partners = 0;
    for c in POOL {
        let partner = has_op(c, |op| matches!(op, Op::Partner { .. }));
        let speaks = c.text.contains("same Main Plot");
        assert_eq!(
            partner || c.id == "goldfinger",
            speaks,
            "{}: {}",
            c.name,
            c.text
        );
        if speaks && c.variants.allows(Variant::Basic) {
            assert!(
                c.text.contains("(Basic: the same Plot Zone)"),
                "{}: {}",
                c.name,
                c.text
            );
            partners += 1;
        }
    }
    assert_eq!(
        partners, 6,
        "Oddjob, May Day, Nick Nack, Dario, Gobinda and Goldfinger"
    );
}

// Time Bomb: "The bearer gains +2 PV for each Cunning it controls, at most +6 (its own and its
// Q cards' Cunning)" — the bearer's, as the bonus is counted (a Personality along on the
// assignment adds none).
#[test]
fn time_bomb_text_counts_the_bearers_cunning() {
    let bomb = named("Time Bomb");
    assert!(
        bomb.text
            .contains("The bearer gains +2 PV for each Cunning it controls, at most +6"),
        "{}",
        bomb.text
    );
    assert!(!bomb.text.contains("side"), "{}", bomb.text);
}

#[test]
fn card_texts_use_an_before_a_vowel() {
    // Dr. Kananga: "An island prime minister"; "a" stays before a vowel sounded "w" or "y".
    for c in POOL {
        let words: Vec<&str> = c.text.split_whitespace().collect();
        for w in words.windows(2) {
            let next = w[1].to_lowercase();
            let vowel = next.starts_with(['a', 'e', 'i', 'o', 'u'])
                && !["one", "uni", "use", "eu"]
                    .iter()
                    .any(|p| next.starts_with(p));
            assert!(
                !(matches!(w[0], "a" | "A") && vowel),
                "{}: {}",
                c.name,
                c.text
            );
        }
    }
    assert!(named("Dr. Kananga")
        .text
        .starts_with("An island prime minister"));
}

/// What an effect does, for telling cards apart: the target is left out where the engine
/// does not read it (a waiver, a counter, a draw, an extra Plot or attack, calling an attack
/// off, discarding).
fn behaviour(e: &qbranch_engine::ccg::Effect) -> String {
    let reads_target = matches!(
        e.op.kind(),
        OpKind::Pv
            | OpKind::Cv
            | OpKind::PvPerIcon
            | OpKind::Provide
            | OpKind::Require
            | OpKind::Attack
            | OpKind::Charm
    );
    if reads_target {
        format!("{:?} {:?} {:?}", e.timing, e.target, e.op)
    } else {
        format!("{:?} {:?}", e.timing, e.op)
    }
}

// Near-duplicates: an Intrigue card is nothing but what it does, so no two of them
// do the same thing. Inside Information: "the Plots faced need one Cunning fewer"; Brute Force:
// "one Cunning fewer and one Strength more"; Cover Blown: "it is called off"; Bodyguard: "the
// target gains +2 PV and +2 CV"; Q Branch Requisition: "draw two cards"; Field Report: "Play in
// any window: draw a card"; Broken Arm: "-2 PV"; Licence Revoked: "-1 PV and -2 CV".
#[test]
fn no_two_intrigue_cards_do_the_same_thing() {
    let mut seen: std::collections::HashMap<Vec<String>, &str> = Default::default();
    for c in POOL.iter().filter(|c| c.ctype == CardType::Intrigue) {
        let mut does: Vec<String> = c.effects.iter().map(behaviour).collect();
        does.sort();
        if let Some(other) = seen.insert(does, c.name) {
            panic!("{} does what {other} does", c.name);
        }
    }
}

#[test]
fn personalities_include_allies_and_cards_to_win_over_and_q_includes_vehicles_and_uniques() {
    // ccg-basic-rules.txt, Action Cards: "Some cards state that the Personality is an Ally".
    let allies = POOL
        .iter()
        .filter(|c| c.ctype == CardType::Personality && c.ally)
        .count();
    let others = count(CardType::Personality) - allies;
    assert!(
        allies >= 4 && others >= 12,
        "allies {allies}, others {others}"
    );
    // Step Five: "Many Q cards are designated as a Vehicle." … "Also some Q cards are Unique."
    let vehicles: Vec<&Card> = POOL.iter().filter(|c| c.vehicle).collect();
    assert!(vehicles.len() >= 6);
    assert!(vehicles.iter().all(|c| c.ctype == CardType::Q));
    assert!(vehicles.iter().any(|c| c.unique));
    let unique_q = POOL
        .iter()
        .filter(|c| c.ctype == CardType::Q && c.unique)
        .count();
    assert!(unique_q >= 3);
    // "Some Q cards state that they may be given to Villains, Henchmen, or Personalities."
    assert!(POOL
        .iter()
        .any(|c| c.ctype == CardType::Q && c.also_given_to.contains(&CardType::Henchman)));
}

#[test]
fn intrigue_cards_have_at_least_25_distinct_effects_covering_every_timing() {
    let intrigue: Vec<&Card> = POOL
        .iter()
        .filter(|c| c.ctype == CardType::Intrigue)
        .collect();
    let distinct: HashSet<_> = intrigue.iter().flat_map(|c| c.effects.iter()).collect();
    assert!(distinct.len() >= 25, "{} distinct effects", distinct.len());
    assert!(intrigue.iter().all(|c| !c.effects.is_empty()));
    let timings: BTreeSet<String> = intrigue
        .iter()
        .flat_map(|c| c.effects.iter())
        .map(|e| format!("{:?}", e.timing))
        .collect();
    for t in [
        Timing::HenchmanAttack,
        Timing::OnAssignment,
        Timing::Attached,
        Timing::InPlaceOfAssignment,
        Timing::PlotStep,
        Timing::AnyWindow,
    ] {
        assert!(
            timings.contains(&format!("{t:?}")),
            "no Intrigue card with {t:?}"
        );
    }
    let kinds: BTreeSet<OpKind> = intrigue
        .iter()
        .flat_map(|c| c.effects.iter())
        .map(|e| e.op.kind())
        .collect();
    // Attack, Charm, extra Subplots / connected Plots, counters, discard at end of turn.
    for k in [
        OpKind::Attack,
        OpKind::Charm,
        OpKind::ExtraPlot,
        OpKind::Counter,
        OpKind::DiscardAtEndOfTurn,
        OpKind::Require,
        OpKind::Waive,
        OpKind::Pv,
        OpKind::Cv,
        OpKind::Provide,
        OpKind::CancelAttack,
        OpKind::ExtraAttack,
        OpKind::Draw,
    ] {
        assert!(kinds.contains(&k), "no Intrigue card does {k:?}");
    }
    // ccg-basic-rules.txt, Step Three: "Some Intrigue cards allow you to play Villain, Henchman,
    // and Location Subplots on your Main Plots."
    for t in [CardType::Villain, CardType::Henchman, CardType::Location] {
        assert!(
            intrigue
                .iter()
                .any(|c| has_op(c, |op| *op == Op::ExtraPlot { ctype: t })),
            "no extra {} Subplot",
            t.name()
        );
    }
}

#[test]
fn every_kind_of_the_effect_language_is_used_by_some_card() {
    let used: BTreeSet<OpKind> = POOL
        .iter()
        .flat_map(|c| c.effects.iter())
        .map(|e| e.op.kind())
        .collect();
    for k in OpKind::ALL {
        assert!(used.contains(&k), "no card does {k:?}");
    }
}

#[test]
fn card_references_in_effects_name_real_cards() {
    let mut seen = (0, 0);
    for c in POOL {
        for e in c.effects {
            match e.op {
                Op::Counter {
                    what: Countered::Card(id),
                } => {
                    let target = pool::card(id).unwrap_or_else(|| panic!("{}: {id}", c.name));
                    assert_eq!(target.ctype, CardType::Intrigue, "{} counters {id}", c.name);
                    seen.0 += 1;
                }
                Op::Partner { with, .. } => {
                    assert!(pool::card(with).is_some(), "{}: {with}", c.name);
                    assert!(c.is_plot(), "{} has a partner but is no Plot", c.name);
                    seen.1 += 1;
                }
                _ => {}
            }
        }
    }
    // Out of the Blue counters Fire From the Sky; Oddjob and four others have partners.
    assert!(seen.0 >= 1 && seen.1 >= 5, "{seen:?}");
}

#[test]
fn stats_sit_where_the_card_types_need_them() {
    for c in POOL {
        match c.ctype {
            CardType::Bond | CardType::Personality | CardType::Agent => {
                assert!(c.pv.is_some() && c.cv.is_some(), "{}", c.name);
                assert!(!c.provides.is_empty(), "{} provides nothing", c.name);
            }
            CardType::Mission | CardType::Villain | CardType::Henchman | CardType::Location => {
                assert!(c.pv.is_some() && c.cv.is_some(), "{}", c.name);
                assert!(!c.requires.is_empty(), "{} requires nothing", c.name);
                assert!(c.provides.is_empty(), "{}", c.name);
            }
            CardType::Obstacle => {
                assert!(!c.requires.is_empty(), "{} requires nothing", c.name);
            }
            CardType::Q => {
                assert!(
                    !c.provides.is_empty() || !c.effects.is_empty(),
                    "{} does nothing",
                    c.name
                );
                assert!(c.pv.is_none() && c.cv.is_none(), "{}", c.name);
            }
            CardType::Intrigue => assert!(c.pv.is_none() && c.cv.is_none(), "{}", c.name),
        }
        assert!(
            c.agent_group.is_none() || c.ctype == CardType::Agent,
            "{}",
            c.name
        );
        for &(_, n) in c.provides.iter().chain(c.requires.iter()) {
            assert!(n >= 1, "{}: an icon counted 0 times", c.name);
        }
    }
}

#[test]
fn every_icon_maps_into_the_icon_list_of_each_rule_set() {
    // ccg-license-to-kill-variant.txt lists ten icons with no Cunning or Strength; the Basic
    // Rules list eight. Our one pool maps between them (a ruling in card.rs).
    for v in [Variant::Basic, Variant::Ltk] {
        for c in pool::legal_in(v) {
            for (i, _) in c.provides_in(v).chain(c.requires_in(v)) {
                assert!(i.native_to(v), "{}: {} in {v:?}", c.name, i.name());
            }
        }
    }
}

#[test]
fn licence_to_kill_has_starting_bonds_and_bonds_strong_enough_for_every_plot() {
    // ccg-license-to-kill-variant.txt, Preparing to Play: "You must pick a Bond card that has a
    // total PV and CV that is less than or equal to 10."
    let starters = POOL
        .iter()
        .filter(|c| {
            c.ctype == CardType::Bond && c.pv.unwrap_or(0) as u32 + c.cv.unwrap_or(0) as u32 <= 10
        })
        .count();
    assert!(starters >= 4, "{starters} starting Bonds");
    // Every Plot can be met: the best Bond plus the best passive Q bonus and the best
    // Personality reach each Plot's PV and CV.
    let best = |f: fn(&Card) -> Option<u8>, t: CardType| {
        POOL.iter()
            .filter(|c| c.ctype == t)
            .filter_map(f)
            .max()
            .unwrap_or(0) as i32
    };
    let q_bonus = |pv: bool| {
        POOL.iter()
            .filter(|c| c.ctype == CardType::Q)
            .flat_map(|c| c.effects.iter())
            .filter(|e| e.timing == Timing::Passive)
            .map(|e| match (pv, e.op) {
                (true, Op::Pv { by }) | (false, Op::Cv { by }) => i32::from(by),
                (true, Op::PvPerIcon { max, .. }) => i32::from(max),
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    };
    let pv = best(|c| c.pv, CardType::Bond) + q_bonus(true);
    let cv = best(|c| c.cv, CardType::Bond) + q_bonus(false);
    for c in POOL.iter().filter(|c| c.is_plot()) {
        assert!(i32::from(c.pv.unwrap_or(0)) <= pv, "{} PV", c.name);
        assert!(i32::from(c.cv.unwrap_or(0)) <= cv, "{} CV", c.name);
    }
}

#[test]
fn pool_json_lists_every_card_with_the_contract_fields() {
    let v = pool::pool_json();
    let cards = v.as_array().expect("an array");
    assert_eq!(cards.len(), POOL.len());
    for key in [
        "id", "name", "type", "film", "pv", "cv", "provides", "requires", "bullets", "unique",
        "ally", "agent", "vehicle", "variants", "effects", "text",
    ] {
        assert!(cards.iter().all(|c| c.get(key).is_some()), "missing {key}");
    }
    let aris = cards
        .iter()
        .find(|c| c["id"] == "aris-kristatos")
        .expect("Aris Kristatos");
    assert_eq!(aris["pv"], 5);
    assert_eq!(aris["type"], "Villain");
    assert_eq!(aris["requires"][0]["icon"], "Cunning");
    assert_eq!(aris["requires"][0]["n"], 2);
    let pam = cards
        .iter()
        .find(|c| c["id"] == "pam-bouvier")
        .expect("Pam");
    assert_eq!(pam["agent"], true);
    assert_eq!(pam["variants"], serde_json::json!(["basic", "ltk"]));
}

#[test]
fn every_card_either_rulebook_names_is_in_the_pool_and_legal_where_it_is_named() {
    // ccg-basic-rules.txt names these …
    let basic = [
        "Max Zorin",
        "Monte Carlo Casino",
        "Oddjob",
        "Aris Kristatos",
        "Baron Samedi",
        "Firefight",
        "Tiffany Case",
        "Vodka Martini",
        "The Navy Hero",
        "Snappy One-Liner",
        "Snowstorm",
        "Atlantis",
    ];
    // … and ccg-license-to-kill-variant.txt these (One Step Forward, Two Steps Back is named
    // there as an original Obstacle, so it is a Basic card).
    let ltk = [
        "Jaws",
        "Fire From the Sky",
        "Out of the Blue",
        "Pam Bouvier",
        "Rosa Klebb's Shoe Knife",
        "Time Bomb",
        "Explosive Pen",
        "Connections",
        "The Charmer",
        "Agent Crawford",
        "Goldfinger",
        "Oddjob",
        "Avenge Felix Leiter",
        "Blofeld",
        "Dr. No",
        "Rosa Klebb",
        "Snappy One-Liner",
        "The Navy Hero",
        "Tiffany Case",
        "Vodka Martini",
    ];
    for name in basic {
        assert!(named(name).variants.allows(Variant::Basic), "{name}");
    }
    for name in ltk {
        assert!(named(name).variants.allows(Variant::Ltk), "{name}");
    }
    assert!(named("One Step Forward, Two Steps Back")
        .variants
        .allows(Variant::Basic));
}

#[test]
fn oddjob_has_pv_9() {
    // ccg-license-to-kill-variant.txt, Step Four: "if Oddjob (PV 9) attacks a Bond card (PV 7),
    // Oddjob's controller would receive a +2 modifier (9 - 7)."
    assert_eq!(named("Oddjob").pv, Some(9));
}

#[test]
fn the_jaws_example_main_plot_can_be_built_from_pool_cards() {
    // ccg-license-to-kill-variant.txt, Step Six example: after Jaws is revealed "the Bond must be
    // in control of at least two Shooting, two Strength, four Cunning, one Savoir Faire, and one
    // Evasion icon" and "Since Jaws has a PV of 10 and a CV of 0, the PV/CV requirements do not
    // change." The Main Rules suggest connecting "Jaws to a Main Plot with the Avenge Felix
    // Leiter Mission": with Franz Sanchez (the film's Villain) the cards before Jaws need exactly
    // the Shooting, Strength, Cunning and Savoir Faire of the example, and already a PV of 10.
    let before = [named("Avenge Felix Leiter"), named("Franz Sanchez")];
    let sum = |icon: Icon| -> u8 { before.iter().map(|c| needs(c, icon)).sum() };
    assert_eq!(sum(Icon::Shooting), 2);
    assert_eq!(sum(Icon::Strength), 2);
    assert_eq!(sum(Icon::Cunning), 4);
    assert_eq!(sum(Icon::SavoirFaire), 1);
    let icons: u8 = before
        .iter()
        .flat_map(|c| c.requires.iter().map(|(_, n)| n))
        .sum();
    assert_eq!(icons, 9, "nothing else is required before Jaws");
    let max_pv = before.iter().filter_map(|c| c.pv).max();
    let max_cv = before.iter().filter_map(|c| c.cv).max();
    let jaws = named("Jaws");
    assert!(max_pv >= jaws.pv && max_cv >= jaws.cv);
    // Jaws adds only Evasion icons.
    assert!(jaws.requires.iter().all(|(i, _)| *i == Icon::Evasion));
}

#[test]
fn the_tiffany_case_example_can_be_staged_with_pool_bonds() {
    // ccg-basic-rules.txt, Step Five example: "most of your Bond cards have a Physical Value of 3
    // or higher" … "One of your Bond cards has a Charisma Value of 4 and a Vodka Martini" …
    // "a different Bond card has the Savoir Faire icon listed on it".
    let bonds: Vec<&Card> = POOL.iter().filter(|c| c.ctype == CardType::Bond).collect();
    assert!(bonds.iter().all(|b| b.pv >= Some(3)));
    let cv4 = bonds
        .iter()
        .find(|b| b.cv == Some(4) && !b.provides.iter().any(|(i, _)| *i == Icon::SavoirFaire))
        .expect("a Bond with CV 4 and no Savoir Faire");
    let tiffany = named("Tiffany Case");
    // Without the Martini, CV 4 falls short of her 5; with it (+3) it is 7.
    assert!(cv4.cv < tiffany.cv);
    assert_eq!(cv4.cv.map(|v| v + 3), Some(7));
    assert!(bonds
        .iter()
        .any(|b| b.id != cv4.id && b.provides.iter().any(|(i, _)| *i == Icon::SavoirFaire)));
}
