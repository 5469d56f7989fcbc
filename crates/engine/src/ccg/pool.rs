//! The card pool: every card of both rule sets as `const` data (reconstructed — no card list
//! of the 1995 game survives, so the pool is ours: names and stats from the films to 1995 and
//! Licence to Kill, every card the two rulebooks name with every stat they state, and all
//! card texts in our own words).
//!
//! Plot Points (bullets) follow the usual table (Mission 5, Villain 4, Henchman 3, Location 2,
//! Obstacle 1). Obstacles are Basic only and Agents Licence to Kill only ([`Card::variants`]),
//! but Pam Bouvier, the Ally Personality of the original game that the variant made an Agent.
//! Look cards up with [`card`] (by id) or [`by_name`] (by name, ignoring case and punctuation).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::{json, Value};

use super::card::{Card, CardType as T, Film as F, Icon as I, Variant, Variants as V};
use super::effect::{Countered, Effect as E, Op, Target, Timing};
use super::fold;

/// Every card in the pool, grouped by type.
pub static POOL: &[Card] = &[
    // ---- Missions ----
    Card { id: "avenge-felix-leiter", name: "Avenge Felix Leiter", ctype: T::Mission, film: F::LicenceToKill, pv: Some(10), cv: Some(6), requires: &[(I::Shooting, 1), (I::Cunning, 2), (I::SavoirFaire, 1)], bullets: 5, text: "Bond turns his back on the service to settle a score with the drug lord who maimed his friend.", ..Card::BASE },
    Card { id: "operation-grand-slam", name: "Operation Grand Slam", ctype: T::Mission, film: F::Goldfinger, pv: Some(7), cv: Some(7), requires: &[(I::Cunning, 1), (I::Driving, 1), (I::Shooting, 1)], bullets: 5, text: "A raid on the gold vault of the United States, meant to make one man's gold priceless.", ..Card::BASE },
    Card { id: "operation-main-strike", name: "Operation Main Strike", ctype: T::Mission, film: F::AViewToAKill, pv: Some(8), cv: Some(6), requires: &[(I::Flying, 1), (I::Strength, 1), (I::Evasion, 1)], bullets: 5, text: "Flood a fault line, sink a valley of microchip makers and corner the market.", ..Card::BASE },
    Card { id: "the-lektor-affair", name: "The Lektor Affair", ctype: T::Mission, film: F::FromRussiaWithLove, pv: Some(5), cv: Some(8), requires: &[(I::SavoirFaire, 1), (I::Cunning, 1), (I::Evasion, 1)], bullets: 5, text: "A cipher machine dangled as bait in a trap built to disgrace British Intelligence.", ..Card::BASE },
    Card { id: "nuclear-ransom", name: "Nuclear Ransom", ctype: T::Mission, film: F::Thunderball, pv: Some(7), cv: Some(6), requires: &[(I::Aquatics, 2), (I::Shooting, 1)], bullets: 5, text: "Two stolen atomic bombs, a deadline, and a demand for a fortune in diamonds.", ..Card::BASE },
    Card { id: "spacecraft-piracy", name: "Spacecraft Piracy", ctype: T::Mission, film: F::YouOnlyLiveTwice, pv: Some(6), cv: Some(7), requires: &[(I::Flying, 1), (I::Cunning, 1), (I::Shooting, 1)], bullets: 5, text: "Capsules vanish from orbit while two superpowers edge towards war.", ..Card::BASE },
    Card { id: "the-diamond-satellite", name: "The Diamond Satellite", ctype: T::Mission, film: F::DiamondsAreForever, pv: Some(6), cv: Some(6), requires: &[(I::Cunning, 1), (I::Flying, 1), (I::Driving, 1)], bullets: 5, text: "Smuggled diamonds feed a laser in orbit that can hold the world hostage.", ..Card::BASE },
    Card { id: "free-heroin", name: "Free Heroin", ctype: T::Mission, film: F::LiveAndLetDie, pv: Some(6), cv: Some(6), requires: &[(I::Aquatics, 1), (I::Driving, 1), (I::SavoirFaire, 1)], bullets: 5, text: "Give the drug away, ruin every rival, then name the price.", ..Card::BASE },
    Card { id: "submarine-swallower", name: "Submarine Swallower", ctype: T::Mission, film: F::TheSpyWhoLovedMe, pv: Some(7), cv: Some(7), requires: &[(I::Aquatics, 2), (I::Cunning, 1)], bullets: 5, text: "Missile submarines disappear, swallowed whole by a tanker, to start a war under the sea.", ..Card::BASE },
    Card { id: "orchid-nerve-gas", name: "Orchid Nerve Gas", ctype: T::Mission, film: F::Moonraker, pv: Some(6), cv: Some(7), requires: &[(I::Flying, 1), (I::Cunning, 1), (I::Shooting, 1)], bullets: 5, text: "A rare orchid distilled into a poison fit to wipe out mankind from orbit.", ..Card::BASE },
    Card { id: "opium-for-arms", name: "Opium for Arms", ctype: T::Mission, film: F::TheLivingDaylights, pv: Some(7), cv: Some(6), requires: &[(I::Flying, 1), (I::Shooting, 1), (I::Driving, 1)], bullets: 5, text: "A defection staged to cover a deal trading weapons for drugs.", ..Card::BASE },
    Card { id: "the-goldeneye-satellite", name: "The GoldenEye Satellite", ctype: T::Mission, film: F::GoldenEye, pv: Some(7), cv: Some(7), requires: &[(I::Cunning, 1), (I::Flying, 1), (I::Shooting, 1)], bullets: 5, text: "A space weapon that burns out every circuit under its pulse.", ..Card::BASE },
    // ---- Villains ----
    Card { id: "max-zorin", name: "Max Zorin", ctype: T::Villain, film: F::AViewToAKill, pv: Some(7), cv: Some(6), requires: &[(I::Strength, 1), (I::Cunning, 1), (I::Evasion, 1)], bullets: 4, text: "A brilliant, unstable industrialist bred in a laboratory.", ..Card::BASE },
    Card { id: "aris-kristatos", name: "Aris Kristatos", ctype: T::Villain, film: F::ForYourEyesOnly, pv: Some(5), cv: Some(5), requires: &[(I::Cunning, 2), (I::Strength, 2)], bullets: 4, text: "A smuggler posing as a patriot, selling secrets to the highest bidder.", ..Card::BASE },
    Card { id: "goldfinger", name: "Goldfinger", ctype: T::Villain, film: F::Goldfinger, pv: Some(5), cv: Some(7), requires: &[(I::Cunning, 1), (I::SavoirFaire, 1)], bullets: 4, text: "A man who loves only gold. Oddjob fights harder beside his master: +2 PV to Oddjob in the same Main Plot (Basic: the same Plot Zone).", ..Card::BASE },
    Card { id: "blofeld", name: "Blofeld", ctype: T::Villain, film: F::YouOnlyLiveTwice, pv: Some(5), cv: Some(8), requires: &[(I::Cunning, 2), (I::Evasion, 1)], bullets: 4, text: "The head of SPECTRE, stroking a white cat in a hollow volcano.", ..Card::BASE },
    Card { id: "dr-no", name: "Dr. No", ctype: T::Villain, film: F::DrNo, pv: Some(6), cv: Some(7), requires: &[(I::Cunning, 1), (I::Strength, 1), (I::Aquatics, 1)], bullets: 4, text: "A scientist with steel hands who sold his loyalty to SPECTRE.", ..Card::BASE },
    Card { id: "dr-kananga", name: "Dr. Kananga", ctype: T::Villain, film: F::LiveAndLetDie, pv: Some(6), cv: Some(6), requires: &[(I::Cunning, 1), (I::SavoirFaire, 1), (I::Aquatics, 1)], bullets: 4, text: "An island prime minister who leads a double life as a drug baron.", ..Card::BASE },
    Card { id: "francisco-scaramanga", name: "Francisco Scaramanga", ctype: T::Villain, film: F::TheManWithTheGoldenGun, pv: Some(7), cv: Some(6), requires: &[(I::Shooting, 2), (I::Evasion, 1)], bullets: 4, text: "The world's most expensive assassin, who duels only on his own island.", ..Card::BASE },
    Card { id: "karl-stromberg", name: "Karl Stromberg", ctype: T::Villain, film: F::TheSpyWhoLovedMe, pv: Some(5), cv: Some(7), requires: &[(I::Aquatics, 2), (I::Cunning, 1)], bullets: 4, text: "A recluse who wants civilisation reborn beneath the sea.", ..Card::BASE },
    Card { id: "hugo-drax", name: "Hugo Drax", ctype: T::Villain, film: F::Moonraker, pv: Some(5), cv: Some(8), requires: &[(I::Flying, 1), (I::Cunning, 1), (I::SavoirFaire, 1)], bullets: 4, text: "A billionaire who builds rockets and dreams of a master race in orbit.", ..Card::BASE },
    Card { id: "kamal-khan", name: "Kamal Khan", ctype: T::Villain, film: F::Octopussy, pv: Some(5), cv: Some(7), requires: &[(I::SavoirFaire, 1), (I::Cunning, 1), (I::Driving, 1)], bullets: 4, text: "An exiled prince who cheats at backgammon.", ..Card::BASE },
    Card { id: "general-orlov", name: "General Orlov", ctype: T::Villain, film: F::Octopussy, pv: Some(6), cv: Some(5), requires: &[(I::Driving, 1), (I::Shooting, 1), (I::Cunning, 1)], bullets: 4, text: "A hawk in the Soviet high command who wants a war in Europe.", ..Card::BASE },
    Card { id: "brad-whitaker", name: "Brad Whitaker", ctype: T::Villain, film: F::TheLivingDaylights, pv: Some(6), cv: Some(5), requires: &[(I::Shooting, 2), (I::Cunning, 1)], bullets: 4, text: "An arms dealer who plays at generals with toy soldiers.", ..Card::BASE },
    Card { id: "georgi-koskov", name: "Georgi Koskov", ctype: T::Villain, film: F::TheLivingDaylights, pv: Some(4), cv: Some(7), requires: &[(I::SavoirFaire, 1), (I::Cunning, 1), (I::Evasion, 1)], bullets: 4, text: "A charming general whose defection is nothing but a lie.", ..Card::BASE },
    Card { id: "franz-sanchez", name: "Franz Sanchez", ctype: T::Villain, film: F::LicenceToKill, pv: Some(6), cv: Some(6), requires: &[(I::Shooting, 1), (I::Strength, 2), (I::Cunning, 2)], bullets: 4, text: "A drug lord who prizes loyalty above money.", ..Card::BASE },
    Card { id: "alec-trevelyan", name: "Alec Trevelyan", ctype: T::Villain, film: F::GoldenEye, pv: Some(8), cv: Some(6), requires: &[(I::Shooting, 1), (I::Strength, 1), (I::Cunning, 1)], bullets: 4, text: "Once Agent 006, now the head of a crime syndicate with a scarred face.", ..Card::BASE },
    Card { id: "emilio-largo", name: "Emilio Largo", ctype: T::Villain, film: F::Thunderball, pv: Some(7), cv: Some(6), requires: &[(I::Aquatics, 2), (I::Shooting, 1)], bullets: 4, text: "SPECTRE's Number Two, master of a hydrofoil yacht and a shark pool.", ..Card::BASE },
    // ---- Henchmen ----
    Card { id: "oddjob", name: "Oddjob", ctype: T::Henchman, film: F::Goldfinger, pv: Some(9), cv: Some(2), requires: &[(I::Strength, 2), (I::Evasion, 1)], bullets: 3, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Partner { with: "goldfinger", pv: 2, cv: 0 })], text: "A silent bodyguard whose steel-brimmed bowler is a deadly weapon. +2 PV while Goldfinger is in the same Main Plot (Basic: the same Plot Zone).", ..Card::BASE },
    Card { id: "baron-samedi", name: "Baron Samedi", ctype: T::Henchman, film: F::LiveAndLetDie, pv: Some(6), cv: Some(2), requires: &[(I::Cunning, 1), (I::Strength, 2)], bullets: 3, text: "A voodoo showman who seems to return from every death.", ..Card::BASE },
    Card { id: "jaws", name: "Jaws", ctype: T::Henchman, film: F::TheSpyWhoLovedMe, pv: Some(10), cv: Some(0), requires: &[(I::Evasion, 3)], bullets: 3, text: "A giant with steel teeth who simply will not stay down.", ..Card::BASE },
    Card { id: "rosa-klebb", name: "Rosa Klebb", ctype: T::Henchman, film: F::FromRussiaWithLove, pv: Some(4), cv: Some(5), requires: &[(I::Cunning, 1), (I::Evasion, 1)], bullets: 3, text: "A SPECTRE colonel with a poisoned blade hidden in her shoe.", ..Card::BASE },
    Card { id: "red-grant", name: "Red Grant", ctype: T::Henchman, film: F::FromRussiaWithLove, pv: Some(8), cv: Some(3), requires: &[(I::Strength, 1), (I::Evasion, 1), (I::Shooting, 1)], bullets: 3, text: "A cold assassin trained on SPECTRE's island, hunting Bond on a train.", ..Card::BASE },
    Card { id: "may-day", name: "May Day", ctype: T::Henchman, film: F::AViewToAKill, pv: Some(8), cv: Some(4), requires: &[(I::Strength, 2), (I::Evasion, 1)], bullets: 3, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Partner { with: "max-zorin", pv: 0, cv: 1 })], text: "Zorin's lover and bodyguard, as strong as any man alive. +1 CV while Max Zorin is in the same Main Plot (Basic: the same Plot Zone).", ..Card::BASE },
    Card { id: "nick-nack", name: "Nick Nack", ctype: T::Henchman, film: F::TheManWithTheGoldenGun, pv: Some(3), cv: Some(5), requires: &[(I::Cunning, 1), (I::Evasion, 1)], bullets: 3, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Partner { with: "francisco-scaramanga", pv: 1, cv: 0 })], text: "A small butler with a taste for traps and a share of the inheritance. +1 PV while Scaramanga is in the same Main Plot (Basic: the same Plot Zone).", ..Card::BASE },
    Card { id: "tee-hee", name: "Tee Hee", ctype: T::Henchman, film: F::LiveAndLetDie, pv: Some(7), cv: Some(3), requires: &[(I::Strength, 2)], bullets: 3, text: "A smiling killer with a steel claw for an arm.", ..Card::BASE },
    Card { id: "mr-wint-and-mr-kidd", name: "Mr. Wint and Mr. Kidd", ctype: T::Henchman, film: F::DiamondsAreForever, pv: Some(5), cv: Some(5), requires: &[(I::Cunning, 1), (I::Evasion, 1), (I::Shooting, 1)], bullets: 3, text: "Two polite killers who leave no diamond smuggler alive.", ..Card::BASE },
    Card { id: "irma-bunt", name: "Irma Bunt", ctype: T::Henchman, film: F::OnHerMajestysSecretService, pv: Some(4), cv: Some(6), requires: &[(I::Cunning, 1), (I::Driving, 1)], bullets: 3, text: "Blofeld's stern right hand at the mountain clinic.", ..Card::BASE },
    Card { id: "fiona-volpe", name: "Fiona Volpe", ctype: T::Henchman, film: F::Thunderball, pv: Some(5), cv: Some(6), requires: &[(I::Driving, 1), (I::SavoirFaire, 1), (I::Shooting, 1)], bullets: 3, text: "A SPECTRE assassin who kills as easily as she flirts.", ..Card::BASE },
    Card { id: "helga-brandt", name: "Helga Brandt", ctype: T::Henchman, film: F::YouOnlyLiveTwice, pv: Some(4), cv: Some(6), requires: &[(I::SavoirFaire, 1), (I::Flying, 1)], bullets: 3, text: "A red-haired agent who leaves her guests in a crashing plane.", ..Card::BASE },
    Card { id: "necros", name: "Necros", ctype: T::Henchman, film: F::TheLivingDaylights, pv: Some(7), cv: Some(3), requires: &[(I::Strength, 1), (I::Evasion, 1), (I::Driving, 1)], bullets: 3, text: "A killer in a milkman's coat, strangling with a headset wire.", ..Card::BASE },
    Card { id: "dario", name: "Dario", ctype: T::Henchman, film: F::LicenceToKill, pv: Some(6), cv: Some(3), requires: &[(I::Shooting, 1), (I::Strength, 1)], bullets: 3, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Partner { with: "franz-sanchez", pv: 1, cv: 0 })], text: "A scarred enforcer who once betrayed the Contras. +1 PV while Franz Sanchez is in the same Main Plot (Basic: the same Plot Zone).", ..Card::BASE },
    Card { id: "xenia-onatopp", name: "Xenia Onatopp", ctype: T::Henchman, film: F::GoldenEye, pv: Some(7), cv: Some(5), requires: &[(I::Strength, 1), (I::Driving, 1), (I::SavoirFaire, 1)], bullets: 3, text: "A fighter pilot who crushes men between her thighs.", ..Card::BASE },
    Card { id: "gobinda", name: "Gobinda", ctype: T::Henchman, film: F::Octopussy, pv: Some(8), cv: Some(3), requires: &[(I::Strength, 2), (I::Driving, 1)], bullets: 3, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Partner { with: "kamal-khan", pv: 1, cv: 0 })], text: "A towering bodyguard who crushes dice in his palm. +1 PV while Kamal Khan is in the same Main Plot (Basic: the same Plot Zone).", ..Card::BASE },
    Card { id: "emile-locque", name: "Emile Locque", ctype: T::Henchman, film: F::ForYourEyesOnly, pv: Some(5), cv: Some(4), requires: &[(I::Driving, 1), (I::Shooting, 1), (I::Evasion, 1)], bullets: 3, text: "A cold-eyed killer with a taste for car bombs.", ..Card::BASE },
    Card { id: "professor-dent", name: "Professor Dent", ctype: T::Henchman, film: F::DrNo, pv: Some(3), cv: Some(5), requires: &[(I::Cunning, 1), (I::Shooting, 1)], bullets: 3, text: "A geologist on Dr. No's payroll, with a tarantula in a box.", ..Card::BASE },
    Card { id: "chang", name: "Chang", ctype: T::Henchman, film: F::Moonraker, pv: Some(7), cv: Some(2), requires: &[(I::HandToHand, 2)], bullets: 3, text: "A kendo master guarding a glass museum.", ..Card::BASE },
    Card { id: "milton-krest", name: "Milton Krest", ctype: T::Henchman, film: F::LicenceToKill, pv: Some(4), cv: Some(5), requires: &[(I::Aquatics, 1), (I::Cunning, 1)], bullets: 3, text: "A marine researcher whose boat hides a drug laboratory.", ..Card::BASE },
    Card { id: "boris-grishenko", name: "Boris Grishenko", ctype: T::Henchman, film: F::GoldenEye, pv: Some(2), cv: Some(6), requires: &[(I::Technology, 2)], bullets: 3, text: "An arrogant programmer who shouts that he is invincible.", ..Card::BASE },
    Card { id: "general-ourumov", name: "General Ourumov", ctype: T::Henchman, film: F::GoldenEye, pv: Some(6), cv: Some(5), requires: &[(I::Shooting, 1), (I::Driving, 1), (I::Cunning, 1)], bullets: 3, text: "A Soviet general who sold the GoldenEye to a crime syndicate.", ..Card::BASE },
    Card { id: "vargas", name: "Vargas", ctype: T::Henchman, film: F::Thunderball, pv: Some(6), cv: Some(3), requires: &[(I::Shooting, 1), (I::Aquatics, 1)], bullets: 3, text: "A killer who neither drinks, smokes nor makes love.", ..Card::BASE },
    Card { id: "bambi-and-thumper", name: "Bambi and Thumper", ctype: T::Henchman, film: F::DiamondsAreForever, pv: Some(7), cv: Some(4), requires: &[(I::Strength, 1), (I::Evasion, 1), (I::Aquatics, 1)], bullets: 3, text: "Two acrobatic bodyguards guarding a desert house.", ..Card::BASE },
    // ---- Locations ----
    Card { id: "monte-carlo-casino", name: "Monte Carlo Casino", ctype: T::Location, film: F::GoldenEye, pv: Some(3), cv: Some(6), requires: &[(I::SavoirFaire, 1), (I::Driving, 1)], bullets: 2, text: "A glittering casino where a red-haired baccarat player is waiting.", ..Card::BASE },
    Card { id: "atlantis", name: "Atlantis", ctype: T::Location, film: F::TheSpyWhoLovedMe, pv: Some(5), cv: Some(5), requires: &[(I::Aquatics, 2)], bullets: 2, text: "A marine city rising from the sea on spider legs.", ..Card::BASE },
    Card { id: "fort-knox", name: "Fort Knox", ctype: T::Location, film: F::Goldfinger, pv: Some(6), cv: Some(4), requires: &[(I::Strength, 1), (I::Cunning, 1)], bullets: 2, text: "The gold depository, with an atomic device ticking inside.", ..Card::BASE },
    Card { id: "crab-key", name: "Crab Key", ctype: T::Location, film: F::DrNo, pv: Some(5), cv: Some(4), requires: &[(I::Aquatics, 1), (I::Evasion, 1)], bullets: 2, text: "A swampy island guarded by a flame-throwing \"dragon\".", ..Card::BASE },
    Card { id: "piz-gloria", name: "Piz Gloria", ctype: T::Location, film: F::OnHerMajestysSecretService, pv: Some(5), cv: Some(5), requires: &[(I::Evasion, 1), (I::Driving, 1)], bullets: 2, text: "An allergy clinic on an Alpine peak, reached only by cable car.", ..Card::BASE },
    Card { id: "volcano-rocket-base", name: "Volcano Rocket Base", ctype: T::Location, film: F::YouOnlyLiveTwice, pv: Some(5), cv: Some(5), requires: &[(I::Flying, 1), (I::Evasion, 1)], bullets: 2, text: "A launch pad hidden beneath a crater lake.", ..Card::BASE },
    Card { id: "scaramangas-island", name: "Scaramanga's Island", ctype: T::Location, film: F::TheManWithTheGoldenGun, pv: Some(4), cv: Some(5), requires: &[(I::Shooting, 1), (I::Evasion, 1)], bullets: 2, text: "A funhouse of mirrors and mannequins built for a duel.", ..Card::BASE },
    Card { id: "san-monique", name: "San Monique", ctype: T::Location, film: F::LiveAndLetDie, pv: Some(4), cv: Some(5), requires: &[(I::Aquatics, 1), (I::SavoirFaire, 1)], bullets: 2, text: "A Caribbean island of poppy fields and voodoo drums.", ..Card::BASE },
    Card { id: "drax-space-station", name: "Drax Space Station", ctype: T::Location, film: F::Moonraker, pv: Some(5), cv: Some(6), requires: &[(I::Flying, 1), (I::Cunning, 1)], bullets: 2, text: "A hidden station in orbit, invisible to radar.", ..Card::BASE },
    Card { id: "st-cyrils-monastery", name: "St. Cyril's Monastery", ctype: T::Location, film: F::ForYourEyesOnly, pv: Some(6), cv: Some(4), requires: &[(I::Strength, 1), (I::Evasion, 1)], bullets: 2, text: "A cliff-top monastery reached only by rope.", ..Card::BASE },
    Card { id: "floating-palace", name: "Floating Palace", ctype: T::Location, film: F::Octopussy, pv: Some(4), cv: Some(6), requires: &[(I::Aquatics, 1), (I::SavoirFaire, 1)], bullets: 2, text: "An island palace of women trained in the arts of the circus.", ..Card::BASE },
    Card { id: "zorins-mine", name: "Zorin's Mine", ctype: T::Location, film: F::AViewToAKill, pv: Some(6), cv: Some(4), requires: &[(I::Strength, 1), (I::Driving, 1)], bullets: 2, text: "A flooded silver mine packed with explosives beneath a fault.", ..Card::BASE },
    Card { id: "eiffel-tower", name: "Eiffel Tower", ctype: T::Location, film: F::AViewToAKill, pv: Some(5), cv: Some(4), requires: &[(I::Evasion, 1), (I::Flying, 1)], bullets: 2, text: "A restaurant at the top, and a parachute leap from it.", ..Card::BASE },
    Card { id: "whyte-house", name: "Whyte House", ctype: T::Location, film: F::DiamondsAreForever, pv: Some(4), cv: Some(5), requires: &[(I::Driving, 1), (I::Cunning, 1)], bullets: 2, text: "A Las Vegas casino-hotel whose owner is never seen.", ..Card::BASE },
    Card { id: "orient-express", name: "Orient Express", ctype: T::Location, film: F::FromRussiaWithLove, pv: Some(5), cv: Some(5), requires: &[(I::Evasion, 1), (I::Strength, 1)], bullets: 2, text: "A train across the Balkans with a killer in the next compartment.", ..Card::BASE },
    Card { id: "olimpatec-meditation-institute", name: "Olimpatec Meditation Institute", ctype: T::Location, film: F::LicenceToKill, pv: Some(4), cv: Some(5), requires: &[(I::SavoirFaire, 1), (I::Cunning, 1)], bullets: 2, text: "A retreat where a televangelist quotes drug prices on air.", ..Card::BASE },
    Card { id: "severnaya-station", name: "Severnaya Station", ctype: T::Location, film: F::GoldenEye, pv: Some(5), cv: Some(5), requires: &[(I::Technology, 1), (I::Evasion, 1)], bullets: 2, text: "A Siberian control centre for a satellite weapon.", ..Card::BASE },
    Card { id: "the-cradle", name: "The Cradle", ctype: T::Location, film: F::GoldenEye, pv: Some(6), cv: Some(5), requires: &[(I::Aquatics, 1), (I::Strength, 1)], bullets: 2, text: "A radio telescope dish hidden beneath a lake.", ..Card::BASE },
    Card { id: "gibraltar-rock", name: "Gibraltar Rock", ctype: T::Location, film: F::TheLivingDaylights, pv: Some(5), cv: Some(4), requires: &[(I::Strength, 1), (I::Evasion, 1)], bullets: 2, text: "A training exercise on the Rock turns to real bullets.", ..Card::BASE },
    Card { id: "afghan-airbase", name: "Afghan Airbase", ctype: T::Location, film: F::TheLivingDaylights, pv: Some(6), cv: Some(4), requires: &[(I::Flying, 1), (I::Driving, 1)], bullets: 2, text: "A Soviet airbase with a cargo of opium waiting on the runway.", ..Card::BASE },
    Card { id: "nassau", name: "Nassau", ctype: T::Location, film: F::Thunderball, pv: Some(4), cv: Some(6), requires: &[(I::Aquatics, 1), (I::SavoirFaire, 1)], bullets: 2, text: "A Bahamas resort of casinos, carnivals and sharks.", ..Card::BASE },
    Card { id: "cortina-ski-slopes", name: "Cortina Ski Slopes", ctype: T::Location, film: F::ForYourEyesOnly, pv: Some(5), cv: Some(4), requires: &[(I::WinterSports, 1), (I::Driving, 1)], bullets: 2, text: "Ski jumps and bobsleigh runs with killers on motorbikes.", ..Card::BASE },
    Card { id: "liparus-tanker", name: "Liparus Tanker", ctype: T::Location, film: F::TheSpyWhoLovedMe, pv: Some(6), cv: Some(5), requires: &[(I::Shooting, 1), (I::Aquatics, 1)], bullets: 2, text: "A supertanker whose bow opens to swallow submarines.", ..Card::BASE },
    Card { id: "istanbul-cistern", name: "Istanbul Cistern", ctype: T::Location, film: F::FromRussiaWithLove, pv: Some(4), cv: Some(5), requires: &[(I::Aquatics, 1), (I::Cunning, 1)], bullets: 2, text: "An underground waterway running beneath the Soviet consulate.", ..Card::BASE },
    // ---- Obstacles (Basic only) ----
    Card { id: "firefight", name: "Firefight", ctype: T::Obstacle, film: F::DrNo, requires: &[(I::Shooting, 1)], bullets: 1, variants: V::Basic, text: "Bullets fly from every side.", ..Card::BASE },
    Card { id: "snowstorm", name: "Snowstorm", ctype: T::Obstacle, film: F::OnHerMajestysSecretService, requires: &[(I::Evasion, 1), (I::Driving, 1)], bullets: 1, variants: V::Basic, text: "A blizzard blinds the road and the slopes.", ..Card::BASE },
    Card { id: "one-step-forward-two-steps-back", name: "One Step Forward Two Steps Back", ctype: T::Obstacle, film: F::ForYourEyesOnly, requires: &[(I::Cunning, 1)], bullets: 1, variants: V::Basic, effects: &[E::passive(Op::TurnBack)], text: "Every lead takes Bond back to where he started. A Bond who would overcome the Main Plot holding this card is turned back instead: nothing is overcome, and this card is discarded.", ..Card::BASE },
    Card { id: "car-chase", name: "Car Chase", ctype: T::Obstacle, film: F::Goldfinger, requires: &[(I::Driving, 1)], bullets: 1, variants: V::Basic, text: "Tyres scream through narrow streets.", ..Card::BASE },
    Card { id: "underwater-battle", name: "Underwater Battle", ctype: T::Obstacle, film: F::Thunderball, requires: &[(I::Aquatics, 1)], bullets: 1, variants: V::Basic, text: "Harpoons cross in the deep.", ..Card::BASE },
    Card { id: "dogfight", name: "Dogfight", ctype: T::Obstacle, film: F::YouOnlyLiveTwice, requires: &[(I::Flying, 1)], bullets: 1, variants: V::Basic, text: "Gunships close in from the clouds.", ..Card::BASE },
    Card { id: "booby-trap", name: "Booby Trap", ctype: T::Obstacle, film: F::TheManWithTheGoldenGun, requires: &[(I::Cunning, 1)], bullets: 1, variants: V::Basic, text: "A false step sets off the mechanism.", ..Card::BASE },
    Card { id: "brawl", name: "Brawl", ctype: T::Obstacle, film: F::Goldfinger, requires: &[(I::Strength, 1)], bullets: 1, variants: V::Basic, text: "Fists, furniture and a kit of dirty tricks.", ..Card::BASE },
    Card { id: "high-stakes-baccarat", name: "High-Stakes Baccarat", ctype: T::Obstacle, film: F::Thunderball, requires: &[(I::SavoirFaire, 1)], bullets: 1, variants: V::Basic, text: "The shoe comes round and all eyes are on Bond.", ..Card::BASE },
    Card { id: "sniper-nest", name: "Sniper Nest", ctype: T::Obstacle, film: F::FromRussiaWithLove, requires: &[(I::Shooting, 1), (I::Evasion, 1)], bullets: 1, variants: V::Basic, text: "A rifleman waits on the rooftops.", ..Card::BASE },
    Card { id: "avalanche", name: "Avalanche", ctype: T::Obstacle, film: F::OnHerMajestysSecretService, requires: &[(I::Evasion, 1), (I::Strength, 1)], bullets: 1, variants: V::Basic, text: "The mountain itself comes down.", ..Card::BASE },
    Card { id: "shark-pool", name: "Shark Pool", ctype: T::Obstacle, film: F::Thunderball, requires: &[(I::Aquatics, 1), (I::Evasion, 1)], bullets: 1, variants: V::Basic, text: "The floor opens onto hungry water.", ..Card::BASE },
    Card { id: "laser-table", name: "Laser Table", ctype: T::Obstacle, film: F::Goldfinger, requires: &[(I::Cunning, 1), (I::Strength, 1)], bullets: 1, variants: V::Basic, text: "A beam creeps closer with every word.", ..Card::BASE },
    Card { id: "rooftop-chase", name: "Rooftop Chase", ctype: T::Obstacle, film: F::Octopussy, requires: &[(I::Evasion, 1)], bullets: 1, variants: V::Basic, text: "Across tiles and washing lines, high above the street.", ..Card::BASE },
    // ---- Bonds ----
    Card { id: "the-navy-hero", name: "The Navy Hero", ctype: T::Bond, film: F::TheSpyWhoLovedMe, pv: Some(6), cv: Some(5), provides: &[(I::Aquatics, 1), (I::Shooting, 1), (I::Strength, 1)], text: "A commander of the Royal Navy, at home on any deck.", ..Card::BASE },
    Card { id: "the-charmer", name: "The Charmer", ctype: T::Bond, film: F::FromRussiaWithLove, pv: Some(4), cv: Some(6), provides: &[(I::SavoirFaire, 1), (I::Cunning, 1)], effects: &[E::new(Timing::InPlaceOfAssignment, Target::Bearer, Op::Charm)], text: "Bond at his most persuasive. In place of your On Assignment step, he may Charm a character in another player's Plot Zone or Agency.", ..Card::BASE },
    Card { id: "the-gambler", name: "The Gambler", ctype: T::Bond, film: F::GoldenEye, pv: Some(4), cv: Some(7), provides: &[(I::SavoirFaire, 2), (I::Cunning, 1)], text: "Cool at the table, he knows when the odds are with him.", ..Card::BASE },
    Card { id: "the-marksman", name: "The Marksman", ctype: T::Bond, film: F::DrNo, pv: Some(6), cv: Some(4), provides: &[(I::Shooting, 2), (I::Evasion, 1)], text: "Never without his Walther, rarely missing.", ..Card::BASE },
    Card { id: "the-gentleman-spy", name: "The Gentleman Spy", ctype: T::Bond, film: F::Goldfinger, pv: Some(5), cv: Some(6), provides: &[(I::SavoirFaire, 1), (I::Driving, 1), (I::Cunning, 1)], text: "Shaken, not stirred, and always impeccably dressed.", ..Card::BASE },
    Card { id: "the-ski-champion", name: "The Ski Champion", ctype: T::Bond, film: F::OnHerMajestysSecretService, pv: Some(6), cv: Some(4), provides: &[(I::WinterSports, 1), (I::Evasion, 1), (I::Driving, 1)], text: "Down any slope, with or without skis.", ..Card::BASE },
    Card { id: "the-frogman", name: "The Frogman", ctype: T::Bond, film: F::Thunderball, pv: Some(6), cv: Some(5), provides: &[(I::Aquatics, 2), (I::Shooting, 1)], text: "Underwater he is in his element.", ..Card::BASE },
    Card { id: "the-pilot", name: "The Pilot", ctype: T::Bond, film: F::YouOnlyLiveTwice, pv: Some(5), cv: Some(5), provides: &[(I::Flying, 2), (I::Shooting, 1)], text: "Any aircraft, from an autogyro to a jet.", ..Card::BASE },
    Card { id: "the-driver", name: "The Driver", ctype: T::Bond, film: F::AViewToAKill, pv: Some(5), cv: Some(5), provides: &[(I::Driving, 2), (I::Evasion, 1)], text: "Any vehicle, any road, and a few without roads.", ..Card::BASE },
    Card { id: "the-brawler", name: "The Brawler", ctype: T::Bond, film: F::FromRussiaWithLove, pv: Some(8), cv: Some(3), provides: &[(I::Strength, 2), (I::Evasion, 1)], text: "He settles arguments in train compartments.", ..Card::BASE },
    Card { id: "the-double-o", name: "The Double-O", ctype: T::Bond, film: F::GoldenEye, pv: Some(7), cv: Some(6), provides: &[(I::Shooting, 1), (I::Strength, 1), (I::Cunning, 1)], text: "Licensed to kill and at the top of his game.", ..Card::BASE },
    Card { id: "the-rogue-agent", name: "The Rogue Agent", ctype: T::Bond, film: F::LicenceToKill, pv: Some(7), cv: Some(5), provides: &[(I::Shooting, 1), (I::Aquatics, 1), (I::Strength, 1)], text: "Stripped of his licence, he answers to no one.", ..Card::BASE },
    Card { id: "the-spy-who-loved-me", name: "The Spy Who Loved Me", ctype: T::Bond, film: F::TheSpyWhoLovedMe, pv: Some(5), cv: Some(7), provides: &[(I::SavoirFaire, 1), (I::Aquatics, 1), (I::Cunning, 1)], text: "Charming enemies and allies alike.", ..Card::BASE },
    Card { id: "the-trickster", name: "The Trickster", ctype: T::Bond, film: F::LiveAndLetDie, pv: Some(5), cv: Some(6), provides: &[(I::Cunning, 2), (I::Evasion, 1)], text: "A magnetic watch, a crocodile farm, and a quick wit.", ..Card::BASE },
    Card { id: "the-astronaut", name: "The Astronaut", ctype: T::Bond, film: F::Moonraker, pv: Some(5), cv: Some(6), provides: &[(I::Flying, 1), (I::Cunning, 1), (I::Evasion, 1)], text: "Trained for the centrifuge and beyond.", ..Card::BASE },
    Card { id: "the-mountaineer", name: "The Mountaineer", ctype: T::Bond, film: F::ForYourEyesOnly, pv: Some(7), cv: Some(4), provides: &[(I::Strength, 1), (I::Evasion, 1), (I::Aquatics, 1)], text: "He climbs sheer rock with a single rope.", ..Card::BASE },
    Card { id: "the-agent-in-disguise", name: "The Agent in Disguise", ctype: T::Bond, film: F::Octopussy, pv: Some(5), cv: Some(5), provides: &[(I::Evasion, 1), (I::Cunning, 1), (I::SavoirFaire, 1)], text: "A clown, a tourist, a crocodile: he can be anyone.", ..Card::BASE },
    Card { id: "the-commando", name: "The Commando", ctype: T::Bond, film: F::Thunderball, pv: Some(7), cv: Some(3), provides: &[(I::Strength, 2), (I::Shooting, 1)], text: "Frogman, paratrooper, close-quarters fighter: sent in when talking is over.", ..Card::BASE },
    Card { id: "the-veteran", name: "The Veteran", ctype: T::Bond, film: F::TheLivingDaylights, pv: Some(6), cv: Some(6), provides: &[(I::Shooting, 1), (I::Driving, 1), (I::Flying, 1)], text: "Hard-edged and serious, a professional to the core.", ..Card::BASE },
    // ---- Personalities ----
    Card { id: "tiffany-case", name: "Tiffany Case", ctype: T::Personality, film: F::DiamondsAreForever, pv: Some(3), cv: Some(5), provides: &[(I::Cunning, 1)], requires: &[(I::SavoirFaire, 1)], text: "A diamond smuggler with a changing hair colour.", ..Card::BASE },
    Card { id: "honey-ryder", name: "Honey Ryder", ctype: T::Personality, film: F::DrNo, pv: Some(3), cv: Some(4), provides: &[(I::Aquatics, 1)], requires: &[(I::SavoirFaire, 1)], text: "A shell collector who knows every cove of the island.", ..Card::BASE },
    Card { id: "tatiana-romanova", name: "Tatiana Romanova", ctype: T::Personality, film: F::FromRussiaWithLove, pv: Some(2), cv: Some(6), provides: &[(I::Cunning, 1)], requires: &[(I::SavoirFaire, 1)], text: "A cipher clerk sent as bait, who falls for the target.", ..Card::BASE },
    Card { id: "pussy-galore", name: "Pussy Galore", ctype: T::Personality, film: F::Goldfinger, pv: Some(4), cv: Some(6), provides: &[(I::Flying, 1)], requires: &[(I::SavoirFaire, 1)], text: "A pilot leading a team of flying women.", ..Card::BASE },
    Card { id: "domino", name: "Domino", ctype: T::Personality, film: F::Thunderball, pv: Some(3), cv: Some(5), provides: &[(I::Aquatics, 1)], requires: &[(I::SavoirFaire, 1)], text: "The mistress of a villain, ready to turn on him.", ..Card::BASE },
    Card { id: "kissy-suzuki", name: "Kissy Suzuki", ctype: T::Personality, film: F::YouOnlyLiveTwice, pv: Some(3), cv: Some(4), provides: &[(I::Aquatics, 1)], requires: &[(I::Evasion, 1)], text: "A pearl diver on a quiet island.", ..Card::BASE },
    Card { id: "tracy-di-vicenzo", name: "Tracy di Vicenzo", ctype: T::Personality, film: F::OnHerMajestysSecretService, pv: Some(4), cv: Some(6), provides: &[(I::Driving, 1)], requires: &[(I::SavoirFaire, 1)], text: "A countess who drives as recklessly as she lives.", ..Card::BASE },
    Card { id: "solitaire", name: "Solitaire", ctype: T::Personality, film: F::LiveAndLetDie, pv: Some(2), cv: Some(6), provides: &[(I::Cunning, 1)], requires: &[(I::SavoirFaire, 1)], text: "A tarot reader who loses her sight of the future.", ..Card::BASE },
    Card { id: "melina-havelock", name: "Melina Havelock", ctype: T::Personality, film: F::ForYourEyesOnly, pv: Some(4), cv: Some(5), provides: &[(I::Shooting, 1)], requires: &[(I::Cunning, 1)], text: "A crossbow expert out to avenge her parents.", ..Card::BASE },
    Card { id: "octopussy", name: "Octopussy", ctype: T::Personality, film: F::Octopussy, pv: Some(4), cv: Some(7), provides: &[(I::Aquatics, 1)], requires: &[(I::SavoirFaire, 1), (I::Cunning, 1)], text: "A smuggler queen with an army of circus women.", ..Card::BASE },
    Card { id: "stacey-sutton", name: "Stacey Sutton", ctype: T::Personality, film: F::AViewToAKill, pv: Some(2), cv: Some(5), provides: &[(I::Cunning, 1)], requires: &[(I::Cunning, 1)], text: "A geologist fighting for her family's oil company.", ..Card::BASE },
    Card { id: "kara-milovy", name: "Kara Milovy", ctype: T::Personality, film: F::TheLivingDaylights, pv: Some(2), cv: Some(5), provides: &[(I::WinterSports, 1)], requires: &[(I::SavoirFaire, 1)], text: "A cellist whose case doubles as a sledge.", ..Card::BASE },
    Card { id: "lupe-lamora", name: "Lupe Lamora", ctype: T::Personality, film: F::LicenceToKill, pv: Some(3), cv: Some(5), provides: &[(I::SavoirFaire, 1)], requires: &[(I::SavoirFaire, 1)], text: "A drug lord's girlfriend who wants out.", ..Card::BASE },
    Card { id: "natalya-simonova", name: "Natalya Simonova", ctype: T::Personality, film: F::GoldenEye, pv: Some(3), cv: Some(6), provides: &[(I::Cunning, 1)], requires: &[(I::Cunning, 1)], text: "A programmer who survived the attack on her station.", ..Card::BASE },
    Card { id: "andrea-anders", name: "Andrea Anders", ctype: T::Personality, film: F::TheManWithTheGoldenGun, pv: Some(2), cv: Some(5), provides: &[(I::Evasion, 1)], requires: &[(I::SavoirFaire, 1)], text: "A frightened woman who sends for help.", ..Card::BASE },
    Card { id: "marc-ange-draco", name: "Marc-Ange Draco", ctype: T::Personality, film: F::OnHerMajestysSecretService, pv: Some(5), cv: Some(6), provides: &[(I::Strength, 1)], requires: &[(I::SavoirFaire, 1), (I::Cunning, 1)], text: "A union boss with a helicopter and a debt to pay.", ..Card::BASE },
    Card { id: "valentin-zukovsky", name: "Valentin Zukovsky", ctype: T::Personality, film: F::GoldenEye, pv: Some(4), cv: Some(5), provides: &[(I::Driving, 1)], requires: &[(I::Cunning, 1)], text: "A gangster who runs his business out of a nightclub.", ..Card::BASE },
    Card { id: "corinne-dufour", name: "Corinne Dufour", ctype: T::Personality, film: F::Moonraker, pv: Some(2), cv: Some(4), provides: &[(I::Flying, 1)], requires: &[(I::SavoirFaire, 1)], text: "A helicopter pilot working for the wrong man.", ..Card::BASE },
    Card { id: "sheriff-jw-pepper", name: "Sheriff J.W. Pepper", ctype: T::Personality, film: F::LiveAndLetDie, pv: Some(4), cv: Some(2), provides: &[(I::Driving, 1)], requires: &[(I::Driving, 1)], text: "A loud sheriff who turns up at every chase.", ..Card::BASE },
    Card { id: "miss-moneypenny", name: "Miss Moneypenny", ctype: T::Personality, film: F::DrNo, pv: Some(1), cv: Some(6), provides: &[(I::Cunning, 1)], ally: true, text: "Always at her desk, always ready with the right file.", ..Card::BASE },
    Card { id: "m", name: "M", ctype: T::Personality, film: F::GoldenEye, pv: Some(2), cv: Some(8), provides: &[(I::Cunning, 1)], ally: true, text: "The head of the service, who briefs and rebukes.", ..Card::BASE },
    Card { id: "major-boothroyd", name: "Major Boothroyd", ctype: T::Personality, film: F::Goldfinger, pv: Some(2), cv: Some(6), provides: &[(I::Cunning, 1)], ally: true, text: "A quartermaster who begs Bond to treat the equipment with care.", ..Card::BASE },
    Card { id: "quarrel", name: "Quarrel", ctype: T::Personality, film: F::DrNo, pv: Some(5), cv: Some(3), provides: &[(I::Aquatics, 1)], ally: true, text: "A fisherman with a boat who knows the reefs.", ..Card::BASE },
    Card { id: "kerim-bey", name: "Kerim Bey", ctype: T::Personality, film: F::FromRussiaWithLove, pv: Some(5), cv: Some(5), provides: &[(I::Shooting, 1)], ally: true, text: "The head of the local station, with many sons to help.", ..Card::BASE },
    Card { id: "sir-godfrey-tibbett", name: "Sir Godfrey Tibbett", ctype: T::Personality, film: F::AViewToAKill, pv: Some(2), cv: Some(6), provides: &[(I::Driving, 1)], ally: true, text: "A horse trainer happy to play the chauffeur.", ..Card::BASE },
    Card { id: "sharkey", name: "Sharkey", ctype: T::Personality, film: F::LicenceToKill, pv: Some(3), cv: Some(4), provides: &[(I::Aquatics, 1)], ally: true, text: "A fishing guide who joins a wedding party's adventure.", ..Card::BASE },
    Card { id: "saunders", name: "Saunders", ctype: T::Personality, film: F::TheLivingDaylights, pv: Some(3), cv: Some(5), provides: &[(I::Cunning, 1)], ally: true, text: "The station head in Vienna, who learns to trust Bond.", ..Card::BASE },
    Card { id: "felix-leiter", name: "Felix Leiter", ctype: T::Personality, film: F::DrNo, pv: Some(5), cv: Some(5), provides: &[(I::Shooting, 1), (I::Cunning, 1)], ally: true, text: "Bond's friend in the CIA, always ready to lend a hand and a gun.", ..Card::BASE },
    Card { id: "bill-tanner", name: "Bill Tanner", ctype: T::Personality, film: F::AViewToAKill, pv: Some(3), cv: Some(5), provides: &[(I::Cunning, 1)], ally: true, text: "The chief of staff, passing on messages from M.", ..Card::BASE },
    // ---- Agents (Licence to Kill only) ----
    Card { id: "pam-bouvier", name: "Pam Bouvier", ctype: T::Agent, film: F::LicenceToKill, pv: Some(5), cv: Some(5), provides: &[(I::Shooting, 1), (I::Flying, 1)], ally: true, agent_group: Some("CIA"), text: "A CIA pilot and contract agent, as quick with a shotgun as a plane. Licence to Kill made her an Agent; playing Basic she is an Ally Personality, as she first was.", ..Card::BASE },
    Card { id: "agent-crawford", name: "Agent Crawford", ctype: T::Agent, film: F::AViewToAKill, pv: Some(4), cv: Some(5), provides: &[(I::Cunning, 1), (I::Evasion, 1)], ally: true, agent_group: Some("CIA"), variants: V::Ltk, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Bearer, Op::Attack)], text: "A CIA field man who prefers to settle things himself. In place of your On Assignment step, he may Attack a Henchman or Villain in another player's Plot Zone.", ..Card::BASE },
    Card { id: "holly-goodhead", name: "Holly Goodhead", ctype: T::Agent, film: F::Moonraker, pv: Some(4), cv: Some(6), provides: &[(I::Flying, 1), (I::Cunning, 1)], ally: true, agent_group: Some("CIA"), variants: V::Ltk, text: "A NASA scientist who is also a CIA agent.", ..Card::BASE },
    Card { id: "jack-wade", name: "Jack Wade", ctype: T::Agent, film: F::GoldenEye, pv: Some(4), cv: Some(4), provides: &[(I::Driving, 1), (I::Shooting, 1)], ally: true, agent_group: Some("CIA"), variants: V::Ltk, text: "A laid-back CIA man with a car full of parts.", ..Card::BASE },
    Card { id: "vijay", name: "Vijay", ctype: T::Agent, film: F::Octopussy, pv: Some(4), cv: Some(4), provides: &[(I::Evasion, 1), (I::Driving, 1)], ally: true, variants: V::Ltk, text: "A tennis-playing MI6 contact in India, handy with a racquet and a motor rickshaw.", ..Card::BASE },
    // ---- Q cards ----
    Card { id: "vodka-martini", name: "Vodka Martini", ctype: T::Q, film: F::DrNo, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 3 })], text: "Shaken, not stirred. The bearer gains +3 CV.", ..Card::BASE },
    Card { id: "rosa-klebbs-shoe-knife", name: "Rosa Klebb's Shoe Knife", ctype: T::Q, film: F::FromRussiaWithLove, provides: &[(I::Evasion, 1)], unique: true, also_given_to: &[T::Villain, T::Henchman, T::Personality], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 2 })], text: "A poisoned blade that springs from the toe of a shoe. The bearer gains +2 PV and Evasion. May also be given to a Villain, Henchman or Personality.", ..Card::BASE },
    Card { id: "time-bomb", name: "Time Bomb", ctype: T::Q, film: F::Goldfinger, effects: &[E::new(Timing::Passive, Target::Bearer, Op::PvPerIcon { icon: I::Cunning, each: 2, max: 6 }), E::new(Timing::Passive, Target::Bearer, Op::DiscardAfterUse)], text: "A ticking device with a dial. The bearer gains +2 PV for each Cunning it controls, at most +6 (its own and its Q cards' Cunning); once that bonus has counted in an Assignment or an attack, discard it.", ..Card::BASE },
    Card { id: "explosive-pen", name: "Explosive Pen", ctype: T::Q, film: F::GoldenEye, provides: &[(I::Cunning, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 3 }), E::new(Timing::Passive, Target::Bearer, Op::DiscardAfterUse)], text: "Click it three times and throw. The bearer gains +3 PV; once that bonus has counted in an Assignment or an attack, discard it.", ..Card::BASE },
    Card { id: "walther-ppk", name: "Walther PPK", ctype: T::Q, film: F::DrNo, provides: &[(I::Shooting, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 1 })], text: "The standard-issue pistol. The bearer gains Shooting and +1 PV.", ..Card::BASE },
    Card { id: "aston-martin-db5", name: "Aston Martin DB5", ctype: T::Q, film: F::Goldfinger, provides: &[(I::Driving, 1), (I::Evasion, 1)], unique: true, vehicle: true, text: "The grey sports car with ejector seat, smoke screen and revolving plates.", ..Card::BASE },
    Card { id: "lotus-esprit", name: "Lotus Esprit", ctype: T::Q, film: F::TheSpyWhoLovedMe, provides: &[(I::Driving, 1), (I::Aquatics, 1)], vehicle: true, text: "A white sports car that turns into a submarine.", ..Card::BASE },
    Card { id: "little-nellie", name: "Little Nellie", ctype: T::Q, film: F::YouOnlyLiveTwice, provides: &[(I::Flying, 1), (I::Shooting, 1)], unique: true, vehicle: true, text: "A tiny autogyro packed with rockets and machine guns.", ..Card::BASE },
    Card { id: "aston-martin-v8", name: "Aston Martin V8", ctype: T::Q, film: F::TheLivingDaylights, provides: &[(I::Driving, 1), (I::Shooting, 1)], vehicle: true, text: "Lasers in the hubcaps, skis in the sills, a rocket behind the plates.", ..Card::BASE },
    Card { id: "bell-rocket-belt", name: "Bell Rocket Belt", ctype: T::Q, film: F::Thunderball, provides: &[(I::Flying, 1), (I::Evasion, 1)], vehicle: true, text: "A jet pack for a quick exit over a château wall.", ..Card::BASE },
    Card { id: "acrostar-minijet", name: "Acrostar Minijet", ctype: T::Q, film: F::Octopussy, provides: &[(I::Flying, 1)], vehicle: true, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 1 })], text: "A folding jet small enough to hide in a horsebox. The bearer gains +1 CV.", ..Card::BASE },
    Card { id: "wetbike", name: "Wetbike", ctype: T::Q, film: F::TheSpyWhoLovedMe, provides: &[(I::Aquatics, 1), (I::Driving, 1)], vehicle: true, text: "A motorbike that skims across the waves.", ..Card::BASE },
    Card { id: "crocodile-submarine", name: "Crocodile Submarine", ctype: T::Q, film: F::Octopussy, provides: &[(I::Aquatics, 1), (I::Evasion, 1)], vehicle: true, text: "A one-man submersible dressed as a crocodile.", ..Card::BASE },
    Card { id: "bmw-z3", name: "BMW Z3", ctype: T::Q, film: F::GoldenEye, provides: &[(I::Driving, 1)], vehicle: true, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 1 })], text: "A blue roadster fitted with stinger missiles. The bearer gains +1 CV.", ..Card::BASE },
    Card { id: "russian-tank", name: "Russian Tank", ctype: T::Q, film: F::GoldenEye, provides: &[(I::Driving, 1), (I::Strength, 1)], vehicle: true, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 2 })], text: "A T-55 driven through the walls of St Petersburg. The bearer gains +2 PV.", ..Card::BASE },
    Card { id: "speedboat", name: "Speedboat", ctype: T::Q, film: F::LiveAndLetDie, provides: &[(I::Aquatics, 1)], vehicle: true, effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 1 })], text: "A fast launch that can jump a wedding party. The bearer gains +1 PV.", ..Card::BASE },
    Card { id: "golden-gun", name: "Golden Gun", ctype: T::Q, film: F::TheManWithTheGoldenGun, provides: &[(I::Shooting, 2)], unique: true, also_given_to: &[T::Villain, T::Henchman, T::Personality], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 2 })], text: "An assassin's weapon assembled from a pen, a lighter and a cufflink. The bearer gains +2 PV. May also be given to a Villain, Henchman or Personality.", ..Card::BASE },
    Card { id: "steel-brimmed-bowler", name: "Steel-Brimmed Bowler", ctype: T::Q, film: F::Goldfinger, provides: &[(I::Strength, 1)], unique: true, also_given_to: &[T::Villain, T::Henchman, T::Personality], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 2 })], text: "A hat that beheads statues. The bearer gains +2 PV. May also be given to a Villain, Henchman or Personality.", ..Card::BASE },
    Card { id: "attache-case", name: "Attache Case", ctype: T::Q, film: F::FromRussiaWithLove, provides: &[(I::Cunning, 1), (I::Shooting, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 1 })], text: "Gold sovereigns, a throwing knife, a folding rifle and a tear-gas trap. The bearer gains +1 CV.", ..Card::BASE },
    Card { id: "rolex-buzzsaw-watch", name: "Rolex Buzzsaw Watch", ctype: T::Q, film: F::LiveAndLetDie, provides: &[(I::Cunning, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 1 })], text: "A watch with a spinning blade and a powerful magnet. The bearer gains +1 PV.", ..Card::BASE },
    Card { id: "wrist-dart-gun", name: "Wrist Dart Gun", ctype: T::Q, film: F::Moonraker, provides: &[(I::Shooting, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 1 })], text: "Armour-piercing darts strapped to the wrist. The bearer gains +1 PV.", ..Card::BASE },
    Card { id: "key-ring-finder", name: "Key Ring Finder", ctype: T::Q, film: F::TheLivingDaylights, provides: &[(I::Cunning, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 1 })], text: "A whistle sets off stun gas; another sets off a charge. The bearer gains +1 PV.", ..Card::BASE },
    Card { id: "signature-gun", name: "Signature Gun", ctype: T::Q, film: F::LicenceToKill, provides: &[(I::Shooting, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 1 })], text: "A rifle that knows its owner's palm. The bearer gains +1 CV.", ..Card::BASE },
    Card { id: "cigarette-rocket", name: "Cigarette Rocket", ctype: T::Q, film: F::YouOnlyLiveTwice, provides: &[(I::Shooting, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Pv { by: 1 })], text: "A cigarette that fires a small rocket. The bearer gains +1 PV.", ..Card::BASE },
    Card { id: "dinner-jacket", name: "Dinner Jacket", ctype: T::Q, film: F::DrNo, provides: &[(I::SavoirFaire, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 2 })], text: "Immaculate tailoring opens every door. The bearer gains +2 CV.", ..Card::BASE },
    // ---- Agents (Licence to Kill only) ----
    Card { id: "anya-amasova", name: "Anya Amasova", ctype: T::Agent, film: F::TheSpyWhoLovedMe, pv: Some(4), cv: Some(6), provides: &[(I::Cunning, 1), (I::SavoirFaire, 1)], requires: &[(I::SavoirFaire, 1)], agent_group: Some("KGB"), variants: V::Ltk, text: "Agent XXX of the KGB, Bond's rival and equal.", ..Card::BASE },
    Card { id: "tiger-tanaka", name: "Tiger Tanaka", ctype: T::Agent, film: F::YouOnlyLiveTwice, pv: Some(5), cv: Some(6), provides: &[(I::Evasion, 1), (I::Shooting, 1)], requires: &[(I::Cunning, 1)], variants: V::Ltk, text: "The head of Japan's secret service, with a school of ninjas.", ..Card::BASE },
    // ---- Q cards ----
    Card { id: "polaroid-laser-camera", name: "Polaroid Laser Camera", ctype: T::Q, film: F::LicenceToKill, provides: &[(I::Technology, 1)], text: "A camera that fires a laser instead of taking pictures.", ..Card::BASE },
    Card { id: "ski-pole-gun", name: "Ski Pole Gun", ctype: T::Q, film: F::TheSpyWhoLovedMe, provides: &[(I::Shooting, 1), (I::WinterSports, 1)], text: "A ski pole that fires a single bullet.", ..Card::BASE },
    Card { id: "rebreather", name: "Rebreather", ctype: T::Q, film: F::Thunderball, provides: &[(I::Aquatics, 1)], text: "A tiny breathing set for four minutes underwater.", ..Card::BASE },
    Card { id: "piton-gun", name: "Piton Gun", ctype: T::Q, film: F::GoldenEye, provides: &[(I::Evasion, 1), (I::Strength, 1)], text: "A grappling line fired from a belt buckle.", ..Card::BASE },
    Card { id: "safecracker", name: "Safecracker", ctype: T::Q, film: F::OnHerMajestysSecretService, provides: &[(I::Technology, 2)], text: "A copying machine that opens a safe while you read a magazine.", ..Card::BASE },
    Card { id: "snooper-robot", name: "Snooper Robot", ctype: T::Q, film: F::AViewToAKill, provides: &[(I::Technology, 1), (I::Evasion, 1)], text: "A little remote-controlled dog for looking around corners.", ..Card::BASE },
    Card { id: "union-jack-parachute", name: "Union Jack Parachute", ctype: T::Q, film: F::TheSpyWhoLovedMe, provides: &[(I::Evasion, 1), (I::Flying, 1)], text: "A patriotic canopy after a ski jump from a cliff.", ..Card::BASE },
    Card { id: "magnetic-watch", name: "Magnetic Watch", ctype: T::Q, film: F::LiveAndLetDie, provides: &[(I::Cunning, 1)], effects: &[E::new(Timing::Passive, Target::Bearer, Op::Cv { by: 1 })], text: "A watch that can deflect a bullet and unzip a dress. The bearer gains +1 CV.", ..Card::BASE },
    // ---- Intrigue cards ----
    Card { id: "snappy-one-liner", name: "Snappy One-Liner", ctype: T::Intrigue, film: F::Goldfinger, effects: &[E::new(Timing::AnyWindow, Target::Hero, Op::Cv { by: 2 })], text: "A dry remark at exactly the wrong moment for the villain. Play on a character in any window: +2 CV. It does not attach, so any number may be played on one character.", ..Card::BASE },
    Card { id: "fire-from-the-sky", name: "Fire From the Sky", ctype: T::Intrigue, film: F::YouOnlyLiveTwice, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Require { icon: I::Flying, n: 1 })], text: "Gunships open up overhead. Play while On Assignment: the Plots faced need one more Flying.", ..Card::BASE },
    Card { id: "out-of-the-blue", name: "Out of the Blue", ctype: T::Intrigue, film: F::Moonraker, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Counter { what: Countered::Card("fire-from-the-sky") })], text: "Help arrives from nowhere. Cancel a Fire From the Sky played in this window.", ..Card::BASE },
    Card { id: "connections", name: "Connections", ctype: T::Intrigue, film: F::LicenceToKill, effects: &[E::new(Timing::AnyWindow, Target::Hero, Op::Provide { icon: I::Cunning, n: 1 }), E::new(Timing::Passive, Target::Bearer, Op::DiscardAtEndOfTurn)], text: "A friend of a friend owes Bond a favour. Play in any window: your character provides one Cunning. It does not attach; discard it at the end of your turn.", ..Card::BASE },
    Card { id: "deep-water", name: "Deep Water", ctype: T::Intrigue, film: F::Thunderball, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Require { icon: I::Aquatics, n: 1 })], text: "The only way in is under the surface. Play while On Assignment: the Plots faced need one more Aquatics.", ..Card::BASE },
    Card { id: "roadblock", name: "Roadblock", ctype: T::Intrigue, film: F::Goldfinger, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Require { icon: I::Driving, n: 1 })], text: "The road is closed and the chase is on. Play while On Assignment: the Plots faced need one more Driving.", ..Card::BASE },
    Card { id: "searchlights", name: "Searchlights", ctype: T::Intrigue, film: F::DrNo, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Require { icon: I::Evasion, n: 1 })], text: "Guards sweep the compound with lamps. Play while On Assignment: the Plots faced need one more Evasion.", ..Card::BASE },
    Card { id: "crossfire", name: "Crossfire", ctype: T::Intrigue, film: F::TheLivingDaylights, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Require { icon: I::Shooting, n: 1 })], text: "Gunmen on both sides of the street. Play while On Assignment: the Plots faced need one more Shooting.", ..Card::BASE },
    Card { id: "lucky-break", name: "Lucky Break", ctype: T::Intrigue, film: F::Octopussy, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Waive { icon: I::Shooting, n: 1 })], text: "The gunman's pistol jams. Play while On Assignment: the Plots faced need one Shooting fewer.", ..Card::BASE },
    Card { id: "short-cut", name: "Short Cut", ctype: T::Intrigue, film: F::AViewToAKill, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Waive { icon: I::Driving, n: 1 })], text: "Straight through the market stalls. Play while On Assignment: the Plots faced need one Driving fewer.", ..Card::BASE },
    Card { id: "local-knowledge", name: "Local Knowledge", ctype: T::Intrigue, film: F::LiveAndLetDie, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Waive { icon: I::Evasion, n: 1 })], text: "A friend shows the back way in. Play while On Assignment: the Plots faced need one Evasion fewer.", ..Card::BASE },
    Card { id: "brute-force", name: "Brute Force", ctype: T::Intrigue, film: F::FromRussiaWithLove, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Waive { icon: I::Cunning, n: 1 }), E::new(Timing::OnAssignment, Target::Opposition, Op::Require { icon: I::Strength, n: 1 })], text: "Why pick the lock when you can kick the door? Play while On Assignment: the Plots faced need one Cunning fewer and one Strength more.", ..Card::BASE },
    Card { id: "adrenaline", name: "Adrenaline", ctype: T::Intrigue, film: F::AViewToAKill, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Pv { by: 3 })], text: "Play while On Assignment: the Bond's side gains +3 PV.", ..Card::BASE },
    Card { id: "steady-nerves", name: "Steady Nerves", ctype: T::Intrigue, film: F::DrNo, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Pv { by: 2 }), E::new(Timing::OnAssignment, Target::Hero, Op::Cv { by: 2 })], text: "Play while On Assignment: the Bond's side gains +2 PV and +2 CV.", ..Card::BASE },
    Card { id: "enemy-reinforcements", name: "Enemy Reinforcements", ctype: T::Intrigue, film: F::TheManWithTheGoldenGun, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Pv { by: 2 })], text: "More guards pour through the doors. Play while On Assignment: the Plots faced need 2 more PV.", ..Card::BASE },
    Card { id: "the-master-plan", name: "The Master Plan", ctype: T::Intrigue, film: F::YouOnlyLiveTwice, effects: &[E::new(Timing::OnAssignment, Target::Opposition, Op::Cv { by: 2 })], text: "The villain was one step ahead all along. Play while On Assignment: the Plots faced need 2 more CV.", ..Card::BASE },
    Card { id: "sabotage", name: "Sabotage", ctype: T::Intrigue, film: F::TheLivingDaylights, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Pv { by: -2 })], text: "Someone has tampered with the kit. Play while On Assignment: the Bond's side has -2 PV.", ..Card::BASE },
    Card { id: "cold-feet", name: "Cold Feet", ctype: T::Intrigue, film: F::OnHerMajestysSecretService, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Cv { by: -2 })], text: "A moment's doubt at the worst time. Play while On Assignment: the Bond's side has -2 CV.", ..Card::BASE },
    Card { id: "counter-intelligence", name: "Counter-Intelligence", ctype: T::Intrigue, film: F::FromRussiaWithLove, effects: &[E::new(Timing::AnyWindow, Target::Bearer, Op::Counter { what: Countered::AnyIntrigue })], text: "The other side saw it coming. Play in any window: cancel an Intrigue card played earlier in the window.", ..Card::BASE },
    Card { id: "double-cross", name: "Double Cross", ctype: T::Intrigue, film: F::LicenceToKill, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Counter { what: Countered::AddsRequirement })], text: "A traitor tips off the right people. Play while On Assignment: cancel a card that added a requirement.", ..Card::BASE },
    Card { id: "stiff-upper-lip", name: "Stiff Upper Lip", ctype: T::Intrigue, film: F::Goldfinger, effects: &[E::new(Timing::AnyWindow, Target::Hero, Op::Counter { what: Countered::LowersValue })], text: "Bond refuses to be rattled. Play in any window: cancel a card that lowered a PV or CV.", ..Card::BASE },
    Card { id: "improvise", name: "Improvise", ctype: T::Intrigue, film: F::ForYourEyesOnly, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Provide { icon: I::Cunning, n: 1 })], text: "Bond makes do with what is at hand. Play while On Assignment: the Bond's side provides one more Cunning.", ..Card::BASE },
    Card { id: "hidden-holster", name: "Hidden Holster", ctype: T::Intrigue, film: F::DrNo, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Provide { icon: I::Shooting, n: 1 })], text: "A spare pistol where nobody thought to look. Play while On Assignment: the Bond's side provides one more Shooting.", ..Card::BASE },
    Card { id: "borrowed-wheels", name: "Borrowed Wheels", ctype: T::Intrigue, film: F::GoldenEye, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Provide { icon: I::Driving, n: 1 })], text: "Any car will do, even a borrowed one. Play while On Assignment: the Bond's side provides one more Driving.", ..Card::BASE },
    Card { id: "fisticuffs", name: "Fisticuffs", ctype: T::Intrigue, film: F::FromRussiaWithLove, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Hero, Op::Attack)], text: "In place of your On Assignment step: one of your Bonds Attacks a character in another player's Plot Zone. The loser is discarded.", ..Card::BASE },
    Card { id: "seduction", name: "Seduction", ctype: T::Intrigue, film: F::OnHerMajestysSecretService, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Hero, Op::Charm)], text: "In place of your On Assignment step: one of your Bonds Charms a character in another player's Plot Zone. The loser is discarded.", ..Card::BASE },
    Card { id: "assassination-attempt", name: "Assassination Attempt", ctype: T::Intrigue, film: F::TheManWithTheGoldenGun, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Opposition, Op::Attack)], text: "In place of your On Assignment step: one of your Henchmen Attacks a Bond or Personality in another player's Agency. The loser is discarded.", ..Card::BASE },
    Card { id: "femme-fatale", name: "Femme Fatale", ctype: T::Intrigue, film: F::Thunderball, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Opposition, Op::Charm)], text: "In place of your On Assignment step: one of your Henchmen Charms a Bond or Personality in another player's Agency. The loser is discarded.", ..Card::BASE },
    Card { id: "duck", name: "Duck!", ctype: T::Intrigue, film: F::GoldenEye, effects: &[E::new(Timing::HenchmanAttack, Target::Hero, Op::Pv { by: 3 })], text: "Play during a Henchman Attack, an Attack or a Charm: the target gains +3 PV.", ..Card::BASE },
    Card { id: "quick-wits", name: "Quick Wits", ctype: T::Intrigue, film: F::Moonraker, effects: &[E::new(Timing::HenchmanAttack, Target::Hero, Op::Cv { by: 3 })], text: "Play during a Henchman Attack, an Attack or a Charm: the target gains +3 CV.", ..Card::BASE },
    Card { id: "ambush", name: "Ambush", ctype: T::Intrigue, film: F::LiveAndLetDie, effects: &[E::new(Timing::HenchmanAttack, Target::Opposition, Op::Pv { by: 2 })], text: "Play during a Henchman Attack, an Attack or a Charm: the assailant gains +2 PV.", ..Card::BASE },
    Card { id: "sweet-talk", name: "Sweet Talk", ctype: T::Intrigue, film: F::DiamondsAreForever, effects: &[E::new(Timing::HenchmanAttack, Target::Opposition, Op::Cv { by: 2 })], text: "Play during a Henchman Attack, an Attack or a Charm: the assailant gains +2 CV.", ..Card::BASE },
    Card { id: "tripwire", name: "Tripwire", ctype: T::Intrigue, film: F::Octopussy, effects: &[E::new(Timing::HenchmanAttack, Target::Opposition, Op::Pv { by: -2 })], text: "Play during a Henchman Attack, an Attack or a Charm: the assailant has -2 PV.", ..Card::BASE },
    Card { id: "bodyguard", name: "Bodyguard", ctype: T::Intrigue, film: F::Goldfinger, effects: &[E::new(Timing::HenchmanAttack, Target::Hero, Op::Pv { by: 2 }), E::new(Timing::HenchmanAttack, Target::Hero, Op::Cv { by: 2 })], text: "Someone steps in front of the blow, whatever form it takes. Play during a Henchman Attack, an Attack or a Charm: the target gains +2 PV and +2 CV.", ..Card::BASE },
    Card { id: "relentless-pursuit", name: "Relentless Pursuit", ctype: T::Intrigue, film: F::AViewToAKill, effects: &[E::new(Timing::HenchmanAttack, Target::Opposition, Op::ExtraAttack)], text: "They just keep coming. Play during your Henchman Attack: you may make one more Henchman Attack this turn.", ..Card::BASE },
    Card { id: "double-o-status", name: "Double-O Status", ctype: T::Intrigue, film: F::GoldenEye, effects: &[E::new(Timing::Attached, Target::Bearer, Op::Pv { by: 1 }), E::new(Timing::Attached, Target::Bearer, Op::Cv { by: 1 })], text: "Attach to a character: +1 PV and +1 CV while attached.", ..Card::BASE },
    Card { id: "sharpened-instincts", name: "Sharpened Instincts", ctype: T::Intrigue, film: F::FromRussiaWithLove, effects: &[E::new(Timing::Attached, Target::Bearer, Op::Provide { icon: I::Evasion, n: 1 })], text: "Attach to a character: it provides one Evasion while attached.", ..Card::BASE },
    Card { id: "marksmans-eye", name: "Marksman's Eye", ctype: T::Intrigue, film: F::DrNo, effects: &[E::new(Timing::Attached, Target::Bearer, Op::Provide { icon: I::Shooting, n: 1 })], text: "Attach to a character: it provides one Shooting while attached.", ..Card::BASE },
    Card { id: "broken-arm", name: "Broken Arm", ctype: T::Intrigue, film: F::ForYourEyesOnly, effects: &[E::new(Timing::Attached, Target::Bearer, Op::Pv { by: -2 })], text: "Attach to a character: -2 PV while attached.", ..Card::BASE },
    Card { id: "blackmailed", name: "Blackmailed", ctype: T::Intrigue, film: F::DiamondsAreForever, effects: &[E::new(Timing::Attached, Target::Bearer, Op::Cv { by: -3 })], text: "Attach to a character: -3 CV while attached.", ..Card::BASE },
    Card { id: "hired-muscle", name: "Hired Muscle", ctype: T::Intrigue, film: F::LiveAndLetDie, effects: &[E::new(Timing::PlotStep, Target::Bearer, Op::ExtraPlot { ctype: T::Henchman })], text: "Play in your Plot step: add one more Henchman to one of your Main Plots this turn, face up, beyond the usual limit.", ..Card::BASE },
    Card { id: "secret-hideout", name: "Secret Hideout", ctype: T::Intrigue, film: F::YouOnlyLiveTwice, effects: &[E::new(Timing::PlotStep, Target::Bearer, Op::ExtraPlot { ctype: T::Location })], text: "Play in your Plot step: add one more Location to one of your Main Plots this turn, face up, beyond the usual limit.", ..Card::BASE },
    Card { id: "criminal-mastermind", name: "Criminal Mastermind", ctype: T::Intrigue, film: F::Thunderball, variants: V::Basic, effects: &[E::new(Timing::PlotStep, Target::Bearer, Op::ExtraPlot { ctype: T::Villain })], text: "Play in your Plot step: add one more Villain Subplot to one of your Main Plots this turn, beyond the usual limit.", ..Card::BASE },
    Card { id: "stakeout", name: "Stakeout", ctype: T::Intrigue, film: F::DiamondsAreForever, effects: &[E::new(Timing::AnyWindow, Target::Hero, Op::Pv { by: 1 }), E::new(Timing::Passive, Target::Bearer, Op::DiscardAtEndOfTurn)], text: "Bond waits all night in a parked car. Play in any window: your character gains +1 PV. It does not attach; discard it at the end of your turn.", ..Card::BASE },
    Card { id: "debriefing", name: "Debriefing", ctype: T::Intrigue, film: F::GoldenEye, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Bearer, Op::Draw { n: 3 })], text: "In place of your On Assignment step: draw three cards.", ..Card::BASE },
    Card { id: "field-report", name: "Field Report", ctype: T::Intrigue, film: F::TheLivingDaylights, effects: &[E::new(Timing::AnyWindow, Target::Bearer, Op::Draw { n: 1 })], text: "Word from the field arrives just in time. Play in any window: draw a card.", ..Card::BASE },
    Card { id: "a-drink-at-the-bar", name: "A Drink at the Bar", ctype: T::Intrigue, film: F::DrNo, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Cv { by: 1 }), E::new(Timing::OnAssignment, Target::Hero, Op::Draw { n: 1 })], text: "Play while On Assignment: the Bond's side gains +1 CV, and you draw a card.", ..Card::BASE },
    Card { id: "martial-arts", name: "Martial Arts", ctype: T::Intrigue, film: F::YouOnlyLiveTwice, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::PvPerIcon { icon: I::Strength, each: 1, max: 3 })], text: "Play while On Assignment: the Bond's side gains +1 PV for each Strength it controls, at most +3.", ..Card::BASE },
    Card { id: "kiss-and-tell", name: "Kiss and Tell", ctype: T::Intrigue, film: F::FromRussiaWithLove, effects: &[E::new(Timing::AnyWindow, Target::Opposition, Op::Charm)], text: "A secret traded for a kiss. Play in any window: one of your characters Charms another character. The loser is discarded.", ..Card::BASE },
    Card { id: "licence-revoked", name: "Licence Revoked", ctype: T::Intrigue, film: F::LicenceToKill, effects: &[E::new(Timing::Attached, Target::Bearer, Op::Pv { by: -1 }), E::new(Timing::Attached, Target::Bearer, Op::Cv { by: -2 })], text: "M takes away the gun and the licence, and with them the authority. Attach to a character: -1 PV and -2 CV while attached.", ..Card::BASE },
    Card { id: "cover-blown", name: "Cover Blown", ctype: T::Intrigue, film: F::Octopussy, effects: &[E::new(Timing::HenchmanAttack, Target::Hero, Op::CancelAttack)], text: "The assassin is spotted before he strikes. Play during a Henchman Attack, an Attack or a Charm: it is called off and nothing happens.", ..Card::BASE },
    Card { id: "inside-information", name: "Inside Information", ctype: T::Intrigue, film: F::TheLivingDaylights, effects: &[E::new(Timing::OnAssignment, Target::Hero, Op::Waive { icon: I::Cunning, n: 1 })], text: "A defector knows the combination. Play while On Assignment: the Plots faced need one Cunning fewer.", ..Card::BASE },
    Card { id: "q-branch-requisition", name: "Q Branch Requisition", ctype: T::Intrigue, film: F::Moonraker, effects: &[E::new(Timing::InPlaceOfAssignment, Target::Bearer, Op::Draw { n: 2 })], text: "A long list handed to the quartermaster. In place of your On Assignment step: draw two cards.", ..Card::BASE },
];

/// The pool by card id, made at its first use.
fn by_id() -> &'static HashMap<&'static str, &'static Card> {
    static BY_ID: OnceLock<HashMap<&'static str, &'static Card>> = OnceLock::new();
    BY_ID.get_or_init(|| POOL.iter().map(|c| (c.id, c)).collect())
}

/// The pool sorted by [`name_key`].
fn by_name_key() -> &'static [(String, &'static Card)] {
    static BY_NAME: OnceLock<Vec<(String, &'static Card)>> = OnceLock::new();
    BY_NAME.get_or_init(|| {
        let mut by_name: Vec<(String, &'static Card)> =
            POOL.iter().map(|c| (name_key(c.name), c)).collect();
        by_name.sort_by(|a, b| a.0.cmp(&b.0));
        by_name
    })
}

/// A card name reduced to lower-case letters and digits separated by single spaces, so that
/// "dr no", "Dr. No" and "DR.  NO" all find the same card (and "Rosa Klebb’s Shoe Knife"
/// with a curly apostrophe finds "Rosa Klebb's Shoe Knife"). Accented letters fold too ("CHÂTEAU"
/// finds "château"), by [`fold`]'s rules rather than Unicode's tables.
pub fn name_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    let mut gap = false;
    for ch in name.chars() {
        if fold::is_word(ch) {
            if gap && !key.is_empty() {
                key.push(' ');
            }
            gap = false;
            key.push(fold::lower(ch));
        } else if ch == '\'' || ch == '’' || ch == '.' {
            // Apostrophes and full stops join: "Klebb's" → "klebbs", "Dr." → "dr".
        } else {
            gap = true;
        }
    }
    key
}

/// The card with this id.
pub fn card(id: &str) -> Option<&'static Card> {
    by_id().get(id).copied()
}

/// The card with this name, ignoring case, spacing and punctuation (see [`name_key`]).
pub fn by_name(name: &str) -> Option<&'static Card> {
    let key = name_key(name);
    let by_name = by_name_key();
    by_name
        .binary_search_by(|(k, _)| k.as_str().cmp(&key))
        .ok()
        .map(|i| by_name[i].1)
}

/// The cards usable under rule set `v`, in pool order.
pub fn legal_in(v: Variant) -> impl Iterator<Item = &'static Card> {
    POOL.iter().filter(move |c| c.variants.allows(v))
}

fn variant_names(v: V) -> Vec<&'static str> {
    match v {
        V::Basic => vec!["basic"],
        V::Ltk => vec!["ltk"],
        V::Both => vec!["basic", "ltk"],
    }
}

fn icon_list(icons: impl Iterator<Item = (I, u8)>) -> Value {
    // Merge icons that count as one in the rule set (Cunning and Quick Thinking in Licence to
    // Kill, say), keeping the order of first appearance.
    let mut merged: Vec<(I, u8)> = Vec::new();
    for (i, n) in icons {
        match merged.iter_mut().find(|(j, _)| *j == i) {
            Some((_, m)) => *m += n,
            None => merged.push((i, n)),
        }
    }
    merged
        .iter()
        .map(|&(i, n)| json!({ "icon": i.name(), "n": n }))
        .collect()
}

fn json_with(c: &Card, variant: Option<Variant>) -> Value {
    let effects: Vec<String> = c.effects.iter().map(|e| e.op.describe()).collect();
    let (provides, requires, unique) = match variant {
        Some(v) => (
            icon_list(c.provides_in(v)),
            icon_list(c.requires_in(v)),
            c.is_unique(v),
        ),
        None => (
            icon_list(c.provides.iter().copied()),
            icon_list(c.requires.iter().copied()),
            c.unique,
        ),
    };
    json!({
        "id": c.id,
        "name": c.name,
        "type": c.ctype.name(),
        "film": c.film.title(),
        "pv": c.pv,
        "cv": c.cv,
        "provides": provides,
        "requires": requires,
        "bullets": c.bullets,
        "unique": unique,
        "ally": c.ally,
        "agent": c.ctype == T::Agent,
        "agent_group": c.agent_group,
        "vehicle": c.vehicle,
        "variants": variant_names(c.variants),
        "effects": effects,
        "text": c.text,
    })
}

/// One card as printed, for the CLI and the app's card list: icons as on the card, `unique`
/// when the card is marked Unique.
pub fn card_json(c: &Card) -> Value {
    json_with(c, None)
}

/// One card as it plays under rule set `v`: icons counted in `v`'s icon list (see
/// [`I::in_variant`]) and `unique` when `v` makes the card unique.
pub fn card_json_in(c: &Card, v: Variant) -> Value {
    json_with(c, Some(v))
}

/// The whole pool as a JSON array (see [`card_json`]).
pub fn pool_json() -> Value {
    POOL.iter().map(card_json).collect()
}
