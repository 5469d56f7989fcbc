//! A small sample pool: the cards the rulebooks' worked examples name, and enough others for
//! a playable test deck in each rule set. The full pool (`pool.rs`) supersedes it; every card
//! here keeps its id there. Card texts are our own words; numbers the rulebooks state are kept.

use super::card::{Card, CardType, Film, Icon, Variant, Variants};
use super::design::SAMPLE_PREFIX;
use super::effect::{Countered, Effect, Op, Target, Timing};
use super::setup::SeatDeck;

use CardType::*;
use Icon::*;

#[allow(clippy::too_many_arguments)]
const fn plot(
    id: &'static str,
    name: &'static str,
    ctype: CardType,
    film: Film,
    pv: Option<u8>,
    cv: Option<u8>,
    requires: &'static [(Icon, u8)],
    variants: Variants,
) -> Card {
    Card {
        id,
        name,
        ctype,
        film,
        pv,
        cv,
        requires,
        bullets: ctype.usual_bullets(),
        variants,
        ..Card::BASE
    }
}

const fn bond(
    id: &'static str,
    name: &'static str,
    film: Film,
    pv: u8,
    cv: u8,
    provides: &'static [(Icon, u8)],
) -> Card {
    Card {
        id,
        name,
        ctype: Bond,
        film,
        pv: Some(pv),
        cv: Some(cv),
        provides,
        variants: Variants::Both,
        text: "James Bond, ready for assignment.",
        ..Card::BASE
    }
}

const B: Variants = Variants::Both;

pub static SAMPLE: &[Card] = &[
    // Missions
    plot(
        "avenge-felix-leiter",
        "Avenge Felix Leiter",
        Mission,
        Film::LicenceToKill,
        Some(7),
        Some(6),
        &[(Shooting, 1), (Evasion, 1)],
        B,
    ),
    plot(
        "operation-grand-slam",
        "Operation Grand Slam",
        Mission,
        Film::Goldfinger,
        Some(6),
        Some(7),
        &[(Cunning, 2), (Driving, 1)],
        B,
    ),
    plot(
        "destroy-silicon-valley",
        "Destroy Silicon Valley",
        Mission,
        Film::AViewToAKill,
        Some(7),
        Some(7),
        &[(Flying, 1), (Strength, 1)],
        B,
    ),
    // Villains
    Card {
        text: "A microchip magnate with a plan to drown the competition.",
        ..plot(
            "max-zorin",
            "Max Zorin",
            Villain,
            Film::AViewToAKill,
            Some(6),
            Some(6),
            &[(Evasion, 1), (Cunning, 1)],
            B,
        )
    },
    // ccg-basic-rules.txt, On Assignment examples: PV 5, CV 5, 2 Cunning + 2 Strength.
    plot(
        "aris-kristatos",
        "Aris Kristatos",
        Villain,
        Film::ForYourEyesOnly,
        Some(5),
        Some(5),
        &[(Cunning, 2), (Strength, 2)],
        B,
    ),
    plot(
        "goldfinger",
        "Goldfinger",
        Villain,
        Film::Goldfinger,
        Some(4),
        Some(7),
        &[(SavoirFaire, 1), (Cunning, 1)],
        B,
    ),
    plot(
        "dr-no",
        "Dr. No",
        Villain,
        Film::DrNo,
        Some(5),
        Some(6),
        &[(Aquatics, 1), (Cunning, 1)],
        B,
    ),
    plot(
        "blofeld",
        "Blofeld",
        Villain,
        Film::YouOnlyLiveTwice,
        Some(4),
        Some(8),
        &[(Cunning, 2)],
        B,
    ),
    // Henchmen
    Card {
        effects: &[Effect::passive(Op::Partner {
            with: "goldfinger",
            pv: 2,
            cv: 0,
        })],
        text: "Goldfinger's silent bodyguard; stronger at his master's side.",
        ..plot(
            "oddjob",
            "Oddjob",
            Henchman,
            Film::Goldfinger,
            Some(7),
            Some(2),
            &[(Strength, 2)],
            B,
        )
    },
    plot(
        "baron-samedi",
        "Baron Samedi",
        Henchman,
        Film::LiveAndLetDie,
        Some(6),
        Some(2),
        &[(Cunning, 1), (Strength, 2)],
        B,
    ),
    // licence-to-kill, Step Six example: PV 10, CV 0, Evasion (one counted: see rulings).
    plot(
        "jaws",
        "Jaws",
        Henchman,
        Film::TheSpyWhoLovedMe,
        Some(10),
        Some(0),
        &[(Evasion, 1)],
        B,
    ),
    plot(
        "rosa-klebb",
        "Rosa Klebb",
        Henchman,
        Film::FromRussiaWithLove,
        Some(4),
        Some(5),
        &[(Evasion, 1)],
        B,
    ),
    plot(
        "nick-nack",
        "Nick Nack",
        Henchman,
        Film::TheManWithTheGoldenGun,
        Some(3),
        Some(4),
        &[(Evasion, 1)],
        B,
    ),
    plot(
        "may-day",
        "May Day",
        Henchman,
        Film::AViewToAKill,
        Some(7),
        Some(3),
        &[(Strength, 1)],
        B,
    ),
    // Locations
    plot(
        "monte-carlo-casino",
        "Monte Carlo Casino",
        Location,
        Film::GoldenEye,
        Some(2),
        Some(5),
        &[(SavoirFaire, 1)],
        B,
    ),
    plot(
        "atlantis",
        "Atlantis",
        Location,
        Film::TheSpyWhoLovedMe,
        Some(4),
        Some(3),
        &[(Aquatics, 1)],
        B,
    ),
    plot(
        "crab-key",
        "Crab Key",
        Location,
        Film::DrNo,
        Some(3),
        Some(3),
        &[(Aquatics, 1)],
        B,
    ),
    plot(
        "fort-knox",
        "Fort Knox",
        Location,
        Film::Goldfinger,
        Some(4),
        Some(4),
        &[(Cunning, 1)],
        B,
    ),
    plot(
        "piz-gloria",
        "Piz Gloria",
        Location,
        Film::OnHerMajestysSecretService,
        Some(3),
        Some(4),
        &[(Evasion, 1)],
        B,
    ),
    plot(
        "golden-gate-bridge",
        "Golden Gate Bridge",
        Location,
        Film::AViewToAKill,
        Some(4),
        Some(2),
        &[(Driving, 1)],
        B,
    ),
    plot(
        "st-cyrils",
        "St. Cyril's",
        Location,
        Film::ForYourEyesOnly,
        Some(3),
        Some(3),
        &[(Strength, 1)],
        B,
    ),
    // Obstacles (Basic only)
    plot(
        "firefight",
        "Firefight",
        Obstacle,
        Film::ForYourEyesOnly,
        None,
        None,
        &[(Shooting, 1)],
        Variants::Basic,
    ),
    plot(
        "snowstorm",
        "Snowstorm",
        Obstacle,
        Film::OnHerMajestysSecretService,
        None,
        None,
        &[(Evasion, 1)],
        Variants::Basic,
    ),
    // Bonds
    bond(
        "the-navy-hero",
        "The Navy Hero",
        Film::TheSpyWhoLovedMe,
        5,
        5,
        &[(Aquatics, 1), (Shooting, 1)],
    ),
    bond(
        "the-gambler",
        "The Gambler",
        Film::DrNo,
        4,
        6,
        &[(SavoirFaire, 1), (Cunning, 1)],
    ),
    bond(
        "the-commando",
        "The Commando",
        Film::Thunderball,
        7,
        3,
        &[(Strength, 2), (Shooting, 1)],
    ),
    bond(
        "the-driver",
        "The Driver",
        Film::Goldfinger,
        5,
        4,
        &[(Driving, 1), (Evasion, 1)],
    ),
    bond(
        "the-pilot",
        "The Pilot",
        Film::Moonraker,
        5,
        5,
        &[(Flying, 1), (Cunning, 1)],
    ),
    // Personalities
    // ccg-basic-rules.txt, Assignment Briefing example: PV 3, CV 5, requires Savoir Faire,
    // provides Cunning.
    Card {
        id: "tiffany-case",
        name: "Tiffany Case",
        ctype: Personality,
        film: Film::DiamondsAreForever,
        pv: Some(3),
        cv: Some(5),
        requires: &[(SavoirFaire, 1)],
        provides: &[(Cunning, 1)],
        text: "A diamond smuggler who can be talked round.",
        ..Card::BASE
    },
    Card {
        id: "felix-leiter",
        name: "Felix Leiter",
        ctype: Personality,
        film: Film::Thunderball,
        pv: Some(4),
        cv: Some(4),
        provides: &[(Shooting, 1)],
        ally: true,
        text: "Bond's friend from across the Atlantic, always ready to help.",
        ..Card::BASE
    },
    Card {
        id: "pam-bouvier",
        name: "Pam Bouvier",
        ctype: Agent,
        film: Film::LicenceToKill,
        pv: Some(4),
        cv: Some(5),
        provides: &[(Flying, 1), (Shooting, 1)],
        ally: true,
        agent_group: Some("CIA"),
        text: "A CIA pilot who can run an assignment of her own.",
        ..Card::BASE
    },
    // Q cards
    Card {
        id: "vodka-martini",
        name: "Vodka Martini",
        ctype: Q,
        film: Film::GoldenEye,
        effects: &[Effect::passive(Op::Cv { by: 3 })],
        text: "Shaken, not stirred: +3 CV.",
        ..Card::BASE
    },
    Card {
        id: "walther-ppk",
        name: "Walther PPK",
        ctype: Q,
        film: Film::DrNo,
        provides: &[(Shooting, 1)],
        effects: &[Effect::passive(Op::Pv { by: 1 })],
        text: "The standard sidearm: +1 PV and a Shooting icon.",
        ..Card::BASE
    },
    Card {
        id: "aston-martin-db5",
        name: "Aston Martin DB5",
        ctype: Q,
        film: Film::Goldfinger,
        provides: &[(Driving, 1), (Evasion, 1)],
        vehicle: true,
        unique: true,
        text: "The car with every extra: Driving and Evasion.",
        ..Card::BASE
    },
    Card {
        id: "sniper-rifle",
        name: "Sniper Rifle",
        ctype: Q,
        film: Film::TheLivingDaylights,
        provides: &[(Shooting, 2)],
        text: "A long shot: two Shooting icons.",
        ..Card::BASE
    },
    Card {
        id: "explosive-pen",
        name: "Explosive Pen",
        ctype: Q,
        film: Film::GoldenEye,
        effects: &[
            Effect::passive(Op::Pv { by: 3 }),
            Effect::passive(Op::DiscardAfterUse),
        ],
        text: "Three clicks: +3 PV once, then it is gone.",
        ..Card::BASE
    },
    // Intrigue
    Card {
        id: "snappy-one-liner",
        name: "Snappy One-Liner",
        ctype: Intrigue,
        film: Film::Goldfinger,
        effects: &[Effect::new(
            Timing::AnyWindow,
            Target::Hero,
            Op::Cv { by: 2 },
        )],
        text: "A quip at the right moment: +2 CV to the character facing trouble.",
        ..Card::BASE
    },
    Card {
        id: "fire-from-the-sky",
        name: "Fire From the Sky",
        ctype: Intrigue,
        film: Film::AViewToAKill,
        effects: &[Effect::assignment_plots(Op::Require { icon: Flying, n: 1 })],
        text: "Play on an assignment: the Plots now need a Flying icon as well.",
        ..Card::BASE
    },
    Card {
        id: "out-of-the-blue",
        name: "Out of the Blue",
        ctype: Intrigue,
        film: Film::Moonraker,
        effects: &[Effect::new(
            Timing::OnAssignment,
            Target::Hero,
            Op::Counter {
                what: Countered::Card("fire-from-the-sky"),
            },
        )],
        text: "Help arrives unexpectedly: cancels Fire From the Sky.",
        ..Card::BASE
    },
    Card {
        id: "connections",
        name: "Connections",
        ctype: Intrigue,
        film: Film::LicenceToKill,
        effects: &[
            Effect::new(
                Timing::PlotStep,
                Target::Bearer,
                Op::ExtraPlot { ctype: Henchman },
            ),
            Effect::new(Timing::PlotStep, Target::Bearer, Op::DiscardAtEndOfTurn),
        ],
        text: "Friends in low places: one more Henchman Plot this turn.",
        ..Card::BASE
    },
    Card {
        id: "ambush",
        name: "Ambush",
        ctype: Intrigue,
        film: Film::FromRussiaWithLove,
        effects: &[Effect::new(
            Timing::AnyWindow,
            Target::Opposition,
            Op::Attack,
        )],
        text: "One of your characters attacks another character.",
        ..Card::BASE
    },
    Card {
        id: "time-bomb",
        name: "Time Bomb",
        ctype: Q,
        film: Film::Octopussy,
        effects: &[
            Effect::passive(Op::PvPerIcon {
                icon: Shooting,
                each: 2,
                max: 6,
            }),
            Effect::passive(Op::DiscardAfterUse),
        ],
        text: "+2 PV for each Shooting icon its bearer has, never more than +6; gone once used.",
        ..Card::BASE
    },
    Card {
        id: "the-charmer",
        name: "The Charmer",
        ctype: Bond,
        film: Film::OnHerMajestysSecretService,
        pv: Some(4),
        cv: Some(7),
        provides: &[(SavoirFaire, 2)],
        effects: &[Effect::new(
            Timing::InPlaceOfAssignment,
            Target::Bearer,
            Op::Charm,
        )],
        text: "Instead of going on assignment, he may charm a character.",
        ..Card::BASE
    },
    Card {
        id: "lucky-break",
        name: "Lucky Break",
        ctype: Intrigue,
        film: Film::Thunderball,
        effects: &[Effect::assignment_hero(Op::Provide {
            icon: Evasion,
            n: 1,
        })],
        text: "Play on an assignment: Bond has one more Evasion icon.",
        ..Card::BASE
    },
    Card {
        id: "inside-information",
        name: "Inside Information",
        ctype: Intrigue,
        film: Film::TheLivingDaylights,
        effects: &[Effect::assignment_hero(Op::Waive {
            icon: Cunning,
            n: 1,
        })],
        text: "Play on an assignment: the Plots need one Cunning icon fewer.",
        ..Card::BASE
    },
    Card {
        id: "double-cross",
        name: "Double Cross",
        ctype: Intrigue,
        film: Film::Thunderball,
        effects: &[Effect::new(
            Timing::PlotStep,
            Target::Bearer,
            Op::ExtraAttack,
        )],
        text: "Play in your Plot step: one more Henchman Attack this turn.",
        ..Card::BASE
    },
    Card {
        id: "cover-blown",
        name: "Cover Blown",
        ctype: Intrigue,
        film: Film::Octopussy,
        effects: &[Effect::new(
            Timing::HenchmanAttack,
            Target::Hero,
            Op::CancelAttack,
        )],
        text: "Play on a Henchman Attack: the attack is called off.",
        ..Card::BASE
    },
    Card {
        id: "q-branch-requisition",
        name: "Q Branch Requisition",
        ctype: Intrigue,
        film: Film::Moonraker,
        effects: &[Effect::new(
            Timing::InPlaceOfAssignment,
            Target::Bearer,
            Op::Draw { n: 2 },
        )],
        text: "Instead of an assignment: draw two cards.",
        ..Card::BASE
    },
    Card {
        id: "kiss-and-tell",
        name: "Kiss and Tell",
        ctype: Intrigue,
        film: Film::FromRussiaWithLove,
        effects: &[Effect::new(
            Timing::AnyWindow,
            Target::Opposition,
            Op::Charm,
        )],
        text: "One of your characters charms another character.",
        ..Card::BASE
    },
    Card {
        id: "licence-revoked",
        name: "Licence Revoked",
        ctype: Intrigue,
        film: Film::LicenceToKill,
        effects: &[Effect::new(
            Timing::Attached,
            Target::Bearer,
            Op::Pv { by: -2 },
        )],
        text: "Attach to a character: it has 2 less PV while attached.",
        ..Card::BASE
    },
];

/// The Action cards of the Basic test deck besides its Bonds, with their counts.
const BASIC_ACTIONS: &[(&str, usize)] = &[
    ("tiffany-case", 2),
    ("felix-leiter", 1),
    ("vodka-martini", 1),
    ("connections", 1),
    ("walther-ppk", 2),
    ("aston-martin-db5", 1),
    ("explosive-pen", 1),
    ("snappy-one-liner", 2),
    ("fire-from-the-sky", 1),
    ("out-of-the-blue", 1),
    ("ambush", 1),
    ("time-bomb", 1),
    ("sniper-rifle", 1),
    ("lucky-break", 1),
    ("inside-information", 1),
    ("double-cross", 1),
    ("cover-blown", 1),
    ("q-branch-requisition", 1),
    ("kiss-and-tell", 1),
    ("licence-revoked", 1),
];

/// The Licence to Kill test Action deck besides its Bonds, with their counts.
const LTK_ACTIONS: &[(&str, usize)] = &[
    ("tiffany-case", 3),
    ("felix-leiter", 2),
    ("sniper-rifle", 2),
    ("pam-bouvier", 2),
    ("vodka-martini", 3),
    ("walther-ppk", 3),
    ("aston-martin-db5", 2),
    ("explosive-pen", 2),
    ("time-bomb", 2),
    ("snappy-one-liner", 3),
    ("fire-from-the-sky", 3),
    ("out-of-the-blue", 3),
    ("connections", 2),
    ("ambush", 2),
    ("lucky-break", 2),
    ("inside-information", 2),
    ("double-cross", 2),
    ("cover-blown", 2),
    ("q-branch-requisition", 2),
    ("kiss-and-tell", 2),
    ("licence-revoked", 2),
];

/// The ids of `list`, each as many times as its count, with the `sample:` prefix.
fn repeat<'a>(list: impl IntoIterator<Item = (&'a str, usize)>) -> Vec<String> {
    list.into_iter()
        .flat_map(|(id, n)| std::iter::repeat_n(format!("{SAMPLE_PREFIX}{id}"), n))
        .collect()
}

/// A test deck from the sample pool (ids prefixed `sample:`). Basic: 70 cards within the deck
/// rules. Licence to Kill: a 60-card Action deck (with more copies than the deck rules allow:
/// the sample pool is small) and the 21-card Plot deck.
pub fn sample_deck(variant: Variant) -> SeatDeck {
    let bonds = |n: usize| {
        SAMPLE
            .iter()
            .filter(|c| c.ctype == CardType::Bond)
            .map(move |c| (c.id, n))
    };
    let plots = SAMPLE
        .iter()
        .filter(|c| c.is_plot() && c.variants.allows(variant))
        .map(|c| (c.id, if c.ctype == CardType::Obstacle { 4 } else { 1 }));
    match variant {
        Variant::Basic => SeatDeck {
            cards: repeat(bonds(3).chain(plots).chain(BASIC_ACTIONS.iter().copied())),
            plots: Vec::new(),
        },
        Variant::Ltk => SeatDeck {
            cards: repeat(bonds(2).chain(LTK_ACTIONS.iter().copied())),
            plots: repeat(plots),
        },
    }
}
