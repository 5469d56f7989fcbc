//! Card-game positions cut from recorded games (`tests/data/ccg-positions/`, each a record
//! whose end is the position; `examples/ccg_positions.rs` cuts them): in each, the seat to act
//! was about to send a group On Assignment, or make a Henchman Attack, that the engine's own
//! preview says falls short, while a sound action was there. The computer, at every level,
//! never picks an action the preview says falls short when a sound one exists.
//!
//! ccg-basic-rules.txt, Step Six: "Bond (or any Personality with him) must have a PV and CV
//! equal to or greater than the highest PV and CV of any of the Plot cards being faced." and
//! "Bond must be in control of the same types and numbers of Ability icons as listed on all
//! the Plot cards."; "If Bond was unable to Overcome the Plot cards, he returns to his Agency
//! in defeat. The Bond card and any Personality that accompanied it is Demoted."

use qbranch_engine::ai::{choose_action, Level};
use qbranch_engine::ccg::{Basic, CardGame, CcgAction, Ltk, RuleSet, Step, Uid};
use qbranch_engine::{Game, Record, Rng};

/// Each position: its file; the falling-short action the recorded game took there, as its
/// button reads; and the preview under that button.
const POSITIONS: &[(&str, &str, &str)] = &[
    (
        "ccg-2p-seed1.json",
        "Send The Frogman against Operation Grand Slam",
        "PV 6 / 7 ✘ · CV 5 / 7 ✘ · Cunning 0 / 1 ✘ · Driving 0 / 1 ✘ · Shooting 1 / 1 ✔",
    ),
    (
        "ccg-2p-seed2.json",
        "Send The Marksman against Operation Grand Slam",
        "PV 6 / 7 ✘ · CV 4 / 7 ✘ · Cunning 0 / 1 ✘ · Driving 0 / 1 ✘ · Shooting 2 / 1 ✔",
    ),
    (
        "ccg-2p-seed3.json",
        "Honey Ryder attacks The Frogman",
        "PV 3 against 6: the Henchman escapes",
    ),
    (
        "ccg-2p-seed4.json",
        "Send The Gambler against Vargas",
        "PV 4 / 6 ✘ · CV 7 / 3 ✔ · Aquatics 0 / 1 ✘ · Shooting 0 / 1 ✘",
    ),
    (
        "ccg-2p-seed5.json",
        "Pussy Galore attacks The Gentleman Spy",
        "PV 4 against 5: the Henchman escapes",
    ),
    (
        "ccg-2p-seed6.json",
        "Send The Gambler against Hugo Drax",
        "PV 4 / 5 ✘ · CV 7 / 8 ✘ · Cunning 1 / 1 ✔ · Flying 0 / 1 ✘ · Savoir Faire 2 / 1 ✔",
    ),
    (
        "ccg-2p-seed7.json",
        "Send The Frogman against Spacecraft Piracy",
        "PV 6 / 6 ✔ · CV 5 / 7 ✘ · Cunning 0 / 1 ✘ · Flying 0 / 1 ✘ · Savoir Faire 0 / 1 ✘ · Shooting 1 / 1 ✔",
    ),
    (
        "ccg-2p-seed8.json",
        "Send The Frogman against Goldfinger",
        "PV 6 / 5 ✔ · CV 8 / 7 ✔ · Cunning 0 / 1 ✘ · Savoir Faire 0 / 1 ✘",
    ),
    (
        "ccg-4p-seed1.json",
        "Sheriff J.W. Pepper attacks The Trickster",
        "PV 4 against 5: the Henchman escapes",
    ),
    (
        "ccg-4p-seed2.json",
        "Vargas attacks The Brawler",
        "PV 6 against 8: the Henchman escapes",
    ),
    (
        "ccg-4p-seed3.json",
        "Send The Frogman against Kamal Khan",
        "PV 6 / 5 ✔ · CV 5 / 7 ✘ · Cunning 0 / 1 ✘ · Driving 0 / 1 ✘ · Savoir Faire 0 / 1 ✘",
    ),
    (
        "ccg-4p-seed4.json",
        "Send The Brawler against Professor Dent",
        "PV 8 / 3 ✔ · CV 3 / 5 ✘ · Cunning 0 / 1 ✘ · Shooting 0 / 1 ✘",
    ),
    (
        "ccg-4p-seed5.json",
        "Pussy Galore attacks The Frogman",
        "PV 4 against 6: the Henchman escapes",
    ),
    (
        "ccg-4p-seed6.json",
        "Send The Trickster against Mr. Wint and Mr. Kidd",
        "PV 5 / 5 ✔ · CV 6 / 5 ✔ · Cunning 2 / 1 ✔ · Evasion 1 / 1 ✔ · Savoir Faire 0 / 1 ✘ · Shooting 0 / 1 ✘",
    ),
    (
        "ccg-4p-seed7.json",
        "Corinne Dufour attacks The Driver",
        "PV 2 against 5: the Henchman escapes",
    ),
    (
        "ccg-4p-seed8.json",
        "Send The Double-O with Tiffany Case against Orient Express",
        "PV 7 / 5 ✔ · CV 6 / 5 ✔ · Evasion 0 / 1 ✘ · Strength 1 / 1 ✔",
    ),
    (
        "ccg-ltk-2p-seed1.json",
        "Send The Brawler with Kerim Bey against May Day",
        "PV 9 / 8 ✔ · CV 5 / 6 ✘ · Driving 1 / 1 ✔ · Evasion 2 / 1 ✔ · Savoir Faire 0 / 2 ✘ · Hand-to-hand 2 / 3 ✘ · Quick Thinking 1 / 1 ✔ · 1 face-down Plot card still to face",
    ),
    (
        "ccg-ltk-2p-seed2.json",
        "Send The Ski Champion against Corinne Dufour",
        "PV 7 / 7 ✔ · CV 4 / 7 ✘ · Driving 2 / 1 ✔ · Savoir Faire 0 / 1 ✘ · Shooting 2 / 1 ✔ · Quick Thinking 0 / 1 ✘ · 2 face-down Plot cards still to face",
    ),
    (
        "ccg-ltk-2p-seed3.json",
        "Send The Driver against a face-down Plot",
        "PV 6 / 6 ✔ · CV 6 / 7 ✘ · Aquatics 0 / 1 ✘ · Hand-to-hand 0 / 1 ✘ · Quick Thinking 0 / 1 ✘ · 2 face-down Plot cards still to face",
    ),
    (
        "ccg-ltk-2p-seed4.json",
        "Send The Pilot against Orchid Nerve Gas",
        "PV 5 / 6 ✘ · CV 5 / 7 ✘ · Flying 2 / 1 ✔ · Shooting 1 / 1 ✔ · Quick Thinking 0 / 1 ✘ · 1 face-down Plot card still to face",
    ),
    (
        "ccg-ltk-2p-seed5.json",
        "Send The Gentleman Spy with Anya Amasova against a face-down Plot",
        "PV 5 / 7 ✘ · CV 6 / 7 ✘ · Driving 1 / 1 ✔ · Shooting 0 / 1 ✘ · Quick Thinking 2 / 1 ✔ · 2 face-down Plot cards still to face",
    ),
    (
        "ccg-ltk-2p-seed6.json",
        "Send The Astronaut against Tracy di Vicenzo",
        "PV 5 / 5 ✔ · CV 6 / 6 ✔ · Aquatics 0 / 1 ✘ · Evasion 1 / 1 ✔ · Savoir Faire 0 / 2 ✘ · Quick Thinking 1 / 1 ✔",
    ),
    (
        "ccg-ltk-2p-seed7.json",
        "Send The Double-O with Holly Goodhead against Spacecraft Piracy",
        "PV 7 / 6 ✔ · CV 6 / 7 ✘ · Flying 1 / 1 ✔ · Shooting 1 / 1 ✔ · Quick Thinking 2 / 1 ✔",
    ),
    (
        "ccg-ltk-2p-seed8.json",
        "Send The Astronaut with Major Boothroyd against Honey Ryder",
        "PV 5 / 10 ✘ · CV 6 / 4 ✔ · Evasion 1 / 1 ✔ · Savoir Faire 0 / 1 ✘ · Shooting 1 / 1 ✔ · Hand-to-hand 0 / 1 ✘ · 2 face-down Plot cards still to face",
    ),
    (
        "ccg-ltk-4p-seed1.json",
        "Send The Trickster with M against Emilio Largo",
        "PV 5 / 7 ✘ · CV 8 / 6 ✔ · Aquatics 0 / 3 ✘ · Savoir Faire 0 / 1 ✘ · Shooting 0 / 1 ✘",
    ),
    (
        "ccg-ltk-4p-seed2.json",
        "Send The Rogue Agent with Sir Godfrey Tibbett against Free Heroin",
        "PV 7 / 6 ✔ · CV 6 / 6 ✔ · Aquatics 1 / 2 ✘ · Driving 1 / 1 ✔ · Savoir Faire 0 / 2 ✘ · Quick Thinking 0 / 1 ✘ · 1 face-down Plot card still to face",
    ),
];

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ccg-positions/");

/// The position at the end of the record in `file`.
fn position<R: RuleSet>(file: &str) -> CardGame<R> {
    let text = std::fs::read_to_string(format!("{DATA}{file}")).expect("a position file");
    let record = Record::<CardGame<R>>::from_json(&text).expect("a record");
    record.replay().expect("the record replays").0
}

fn check<R: RuleSet>(file: &str, words: &str, verdict: &str) {
    let g = position::<R>(file);
    let seat = g.to_act().expect("a decision");
    assert!(
        matches!(g.turn.step, Step::Assignment | Step::Attack) && g.window.is_none(),
        "{file}: an assignment or attack decision"
    );
    let legal = g.legal_actions(seat);
    // the button's words and the preview under it (two face-down Plots read alike)
    let taken = legal
        .iter()
        .find(|a| {
            g.describe_action(seat, a) == words
                && g.preview(a).is_some_and(|p| p.summary() == verdict)
        })
        .unwrap_or_else(|| panic!("{file}: {words:?} with {verdict:?} is a choice"));
    let preview = g.preview(taken).expect("a preview");
    assert_ne!(preview.met(), Some(true), "{file}: it falls short");
    assert!(
        g.hopeless(seat, taken),
        "{file}: nothing in hand changes it"
    );
    assert!(
        legal.iter().any(|a| !g.hopeless(seat, a)),
        "{file}: a sound action exists"
    );
    for level in Level::ALL {
        let cfg = CardGame::<R>::ai_config(level);
        let mut rng = Rng::new(7);
        let (chosen, _) = choose_action(&g, seat, &cfg, &mut rng, None).expect("a choice");
        assert!(legal.contains(&chosen), "{file}: a legal choice");
        assert!(
            !g.hopeless(seat, &chosen),
            "{file}, {}: chose {} — {}",
            level.name(),
            g.describe_action(seat, &chosen),
            g.preview(&chosen).map(|p| p.summary()).unwrap_or_default()
        );
    }
}

#[test]
fn the_computer_never_picks_what_falls_short_when_a_sound_action_exists() {
    assert!(POSITIONS.len() >= 12, "at least 12 positions");
    for (file, words, verdict) in POSITIONS {
        if file.starts_with("ccg-ltk") {
            check::<Ltk>(file, words, verdict);
        } else {
            check::<Basic>(file, words, verdict);
        }
    }
}

/// ccg-basic-rules.txt, Step One: "If you already have 7 (or more) cards in your hand, you
/// cannot draw any cards."; Step Seven: "You may, if you wish, discard any one card from
/// your hand to your Discard Pile." A full hand of Q cards with no character to carry them
/// draws nothing, turn after turn, unless one goes: the computer discards one, at every level,
/// and the rollouts do too.
#[test]
fn a_full_hand_of_cards_that_cannot_be_played_is_turned_over_by_the_discard() {
    let q = [
        "vodka-martini",
        "time-bomb",
        "explosive-pen",
        "walther-ppk",
        "aston-martin-db5",
        "lotus-esprit",
        "little-nellie",
    ];
    let mut g = crate::ccg_support::basic(2, Step::Discard);
    let dead: Vec<Uid> = q.iter().map(|id| g.rig_hand(0, id)).collect();
    assert_eq!(g.dead_cards(0), dead, "no character to take a Q card");
    for level in Level::ALL {
        let mut rng = Rng::new(3);
        let (chosen, _) =
            choose_action(&g, 0, &CardGame::<Basic>::ai_config(level), &mut rng, None)
                .expect("a choice");
        assert!(
            matches!(chosen, CcgAction::Discard { card } if dead.contains(&card)),
            "{}: {chosen:?}",
            level.name()
        );
    }
    let mut rng = Rng::new(3);
    assert!(matches!(
        g.rollout_action(0, &mut rng),
        Some(CcgAction::Discard { .. })
    ));
    // With a Bond in the Agency every Q card has a taker: nothing is dead, the hand is kept.
    g.rig_agency(0, "the-marksman");
    assert!(g.dead_cards(0).is_empty());
    assert_eq!(g.search_actions(0), g.legal_actions(0));
}
