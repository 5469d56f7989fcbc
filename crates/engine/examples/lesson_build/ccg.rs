//! The card game's lessons: prebuilt decks with a few cards swapped, stacked so the opening
//! hands and draws are the ones the rulebooks' examples need.

use qbranch_engine::ccg::decks::deck;
use qbranch_engine::ccg::{Ccg, CcgLtk, CcgSetup, SeatDeck};
use qbranch_engine::core::rng::Rng;
use serde_json::{json, Value};

use super::script::Script;

/// Prebuilt deck `id` (its Plot deck when `plots`) with `add` put in and `remove` taken out,
/// stacked: `top` first (in that order), then the rest shuffled by `seed`.
fn stack(
    id: &str,
    plots: bool,
    add: &[&str],
    remove: &[&str],
    top: &[&str],
    seed: u64,
) -> Vec<String> {
    let (cards, plot) = deck(id).expect("a prebuilt deck").ids();
    let mut rest = if plots { plot } else { cards };
    rest.extend(add);
    for r in remove.iter().chain(top) {
        let i = rest
            .iter()
            .position(|c| c == r)
            .unwrap_or_else(|| panic!("{id} has no {r} to spare"));
        rest.remove(i);
    }
    Rng::new(seed).shuffle(&mut rest);
    top.iter().chain(&rest).map(|s| s.to_string()).collect()
}

/// A Basic deck (or Licence to Kill Action deck), stacked.
fn stacked(id: &str, add: &[&str], remove: &[&str], top: &[&str], seed: u64) -> Vec<String> {
    stack(id, false, add, remove, top, seed)
}

/// Basic Rules: the set-up round, a Subplot, winning Tiffany Case, Aris Kristatos's
/// requirements, a Henchman Attack answered in its response window, and an assignment.
pub fn basic() -> Value {
    let learner = stacked(
        "tycoons-of-doom",
        &["monte-carlo-casino", "firefight", "vodka-martini", "duck"],
        &[
            "snappy-one-liner",
            "the-astronaut",
            "the-rogue-agent",
            "fire-from-the-sky",
        ],
        &[
            // the set-up round discards the top card
            "the-astronaut",
            "max-zorin",
            "monte-carlo-casino",
            "the-gambler",
            "the-mountaineer",
            "vodka-martini",
            "tiffany-case",
            "duck",
            // turn 1
            "firefight",
            // turn 2
            "wetbike",
            "quick-wits",
            "out-of-the-blue",
            "stiff-upper-lip",
            "short-cut",
            "adrenaline",
            // turn 3
            "a-drink-at-the-bar",
            "roadblock",
        ],
        11,
    );
    let other = stacked(
        "smugglers-run",
        &["monte-carlo-casino"],
        &[],
        &[
            "the-charmer",
            "monte-carlo-casino",
            "hired-muscle",
            "the-brawler",
            "the-commando",
            "sharkey",
            "speedboat",
            "the-navy-hero",
            // turn 1
            "aris-kristatos",
            // turn 2
            "baron-samedi",
            "firefight",
            "san-monique",
        ],
        12,
    );
    let setup = CcgSetup {
        decks: vec![
            SeatDeck {
                cards: learner,
                plots: vec![],
            },
            SeatDeck {
                cards: other,
                plots: vec![],
            },
        ],
        goal: 25,
        skip_unable: false,
        stacked: true,
    };
    let seed = 53;
    let mut s = Script::<Ccg>::new(&setup, seed, 0);
    s.read("Each of you sends Bond after the other's Plots. Plots in your Plot Zone score 1 point a bullet; a Plot you overcome scores 2 a bullet. First to 25 wins.");
    s.learn(
        "Set-up round: you drew 7 cards, two of them Plots (red backs). You must lay one. Plots are unique, so lay Monte Carlo Casino before your rival can.",
        &["Lay Monte Carlo Casino"],
        Some("Laying Max Zorin is legal too, but he can wait: he must come down on your first turn anyway. The Casino is the card your rival may also hold."),
    );
    s.reply(
        "Your rival's only Plot is also Monte Carlo Casino. It is already in play, so theirs goes face up to their Plot Pile for later.",
        &[&["Lay Monte Carlo Casino"]],
    );
    s.learn(
        "Your first turn. You drew back to 7. Advance the Plot: if you hold a Plot you must play one as a Main Plot. Play Max Zorin.",
        &["Advance the Plot with Max Zorin"],
        None,
    );
    s.learn(
        "Develop Subplots: an Obstacle in hand may join a Main Plot. Firefight on the Casino scores you 1 more point and makes Bond also need Shooting there.",
        &["Attach Firefight to Monte Carlo Casino"],
        Some("Other choices are legal, but a Subplot is a free point: put Firefight on the Casino."),
    );
    s.learn(
        "You could make Tiffany Case a Subplot, but she is worth more helping Bond. Tap Done to end this step.",
        &["Done"],
        Some("A Personality Subplot scores nothing and guards a Plot; keep Tiffany for your Agency."),
    );
    s.learn(
        "Assignment Briefing: put Bonds into your Agency. Bring in The Gambler: he has the Savoir Faire icon.",
        &["Bring The Gambler into the Agency"],
        None,
    );
    s.learn(
        "Bring in The Mountaineer too (PV 7, CV 4).",
        &["Bring The Mountaineer into the Agency"],
        None,
    );
    s.learn(
        "Q cards go to a Bond and stay. Give the Vodka Martini (+3 CV) to The Mountaineer: his CV becomes 7.",
        &["Give Vodka Martini to The Mountaineer"],
        None,
    );
    s.learn(
        "Tiffany Case needs PV 3, CV 5 and Savoir Faire from your Bonds: PV 7 and CV 7 from The Mountaineer, Savoir Faire from The Gambler. She joins.",
        &["Bring Tiffany Case into the Agency"],
        None,
    );
    s.learn(
        "Discard: you may throw away one card. Keep Duck!, an Intrigue card for later. Tap Done.",
        &["Done"],
        Some("Duck! will save a Bond from a Henchman soon: keep it."),
    );
    s.reply(
        "Your rival draws, plays Aris Kristatos as a Main Plot, brings The Brawler and The Commando into their Agency and discards a card.",
        &[
            &["Draw, 0"],
            &["Advance the Plot with Aris Kristatos"],
            &["Done"],
            &["Bring The Brawler"],
            &["Bring The Commando"],
            &["Done"],
            &["Done"],
            &["Discard Sharkey"],
        ],
    );
    s.learn(
        "Your second turn: you drew to 7, with no Plot. Give the Wetbike to The Gambler: it brings Aquatics and Driving.",
        &["Give Wetbike to The Gambler"],
        None,
    );
    s.learn(
        "On Assignment: Bond must match the Plot's PV and CV and every icon it needs. Kristatos needs 2 Cunning and 2 Strength; no Bond of yours, even with Tiffany, brings both. Don't go: tap Done.",
        &["Done"],
        Some("A Bond who fails is Demoted (turned sideways); a second failure discards him. Kristatos needs 2 Cunning and 2 Strength, and you cannot bring both."),
    );
    s.learn("Nothing to discard this turn. Tap Done.", &["Done"], None);
    s.reply(
        "Your rival plays San Monique, then Hired Muscle to add Baron Samedi to Kristatos as a Subplot, and a Firefight on top.",
        &[
            &["Draw, 0"],
            &["Advance the Plot with San Monique"],
            &["Play Hired Muscle"],
            &["Attach Baron Samedi to Aris Kristatos"],
            &["Attach Firefight to Aris Kristatos"],
        ],
    );
    s.read("The rulebook's example: to overcome Kristatos now, Bond needs the highest PV (Samedi's 6) and CV (Kristatos's 5) and all their icons: 3 Cunning, 4 Strength and 1 Shooting. Quite a feat!");
    s.reply(
        "Henchman Attack: Baron Samedi (PV 6) attacks The Gambler (PV 4). Your rival plays nothing more.",
        &[&["Baron Samedi attacks The Gambler"], &["Pass"]],
    );
    s.learn(
        "A response window: each player may play Intrigue cards in turn. Duck! gives The Gambler +3 PV: 7 beats Samedi's 6.",
        &["Play Duck!"],
        Some("If you pass now, The Gambler loses and is Demoted. Play Duck!"),
    );
    s.learn(
        "You may play more Intrigue cards or pass. Duck! is enough: tap Pass.",
        &["Pass"],
        Some("Quick Wits adds CV, and this fight is over PV: save it."),
    );
    s.reply(
        "Your rival passes too: The Gambler's PV 7 beats Samedi's 6, so Samedi fails and slips back to the Plot Zone. Then your rival ends the turn.",
        &[&["Pass"], &["Done"], &["Done"], &["Done"]],
    );
    s.learn(
        "Your third turn. San Monique needs PV 4, CV 5, Aquatics and Savoir Faire. The Gambler with his Wetbike has them all: send him.",
        &["Send The Gambler against San Monique"],
        Some("Kristatos is still out of reach, and a Bond who fails is Demoted. San Monique is the one to take."),
    );
    s.learn(
        "Another response window, you first. You already meet every requirement: tap Pass.",
        &["Pass"],
        Some("Those cards are better kept: you already match San Monique."),
    );
    s.reply(
        "Your rival has nothing to stop you and passes: The Gambler overcomes San Monique.",
        &[&["Pass"]],
    );
    s.read("You took San Monique: 2 bullets, 4 Plot Points, and your rival lost the 2 it gave them. Play on from here against the computer; first to 25 wins.");
    s.lesson(
        json!({ "id": "ccg-basic-first-game", "title": "Your first mission", "minutes": 9 }),
        &setup,
        seed,
    )
}

/// Licence to Kill: the starting Main Plot, the Plot deck, a face-down Plot, a Henchman
/// Attack on the dice, and the rulebook's Jaws assignment with its Intrigue duel.
pub fn ltk() -> Value {
    let learner = SeatDeck {
        cards: stacked(
            "ltk-avenge-felix",
            &["the-brawler", "explosive-pen"],
            &["connections", "connections"],
            &[
                "the-brawler",
                "explosive-pen",
                "vijay",
                "out-of-the-blue",
                "piton-gun",
                "local-knowledge",
                "hidden-holster",
            ],
            21,
        ),
        plots: stack(
            "ltk-avenge-felix",
            true,
            &[],
            &[],
            &["san-monique", "tee-hee"],
            22,
        ),
    };
    let other = SeatDeck {
        cards: stacked(
            "ltk-golden-circle",
            &[],
            &[],
            &[
                "the-marksman",
                "fire-from-the-sky",
                "snappy-one-liner",
                "walther-ppk",
                "roadblock",
                "tiffany-case",
                "crossfire",
            ],
            23,
        ),
        plots: stack(
            "ltk-golden-circle",
            true,
            &[],
            &[],
            &["jaws", "eiffel-tower"],
            24,
        ),
    };
    let setup = CcgSetup {
        decks: vec![learner, other],
        goal: 60,
        skip_unable: false,
        stacked: true,
    };
    let seed = 53;
    let mut s = Script::<CcgLtk>::new(&setup, seed, 0);
    s.read("Licence to Kill: your Plots come from a separate Plot deck, may lie face down, and Henchmen fight with dice. You win only by overcoming a Plot that takes you to 60 points.");
    s.learn(
        "Start: a Mission face up, a Villain face down on it, and a Bond whose PV and CV add up to 10 or less. Take Avenge Felix Leiter, Franz Sanchez and The Driver.",
        &["Start with Avenge Felix Leiter, Franz Sanchez face down and The Driver"],
        Some("Any of these starts is legal; this lesson takes Avenge Felix Leiter with Franz Sanchez and The Driver."),
    );
    s.reply(
        "Your rival starts with Operation Grand Slam, a face-down Villain and The Driver.",
        &[&["Start with Operation Grand Slam", "The Driver"]],
    );
    s.learn(
        "Each turn you draw one Plot card and must place it. Put San Monique face down on top of your Main Plot: your rival will not know what waits there.",
        &["Put San Monique face down into Main Plot 1"],
        Some("Face up it would score at once but show its requirements. This lesson hides it: face down, Bond must reveal it to find out."),
    );
    s.learn(
        "Assignment Briefing: bring The Brawler (PV 8, Hand-to-hand, Evasion) into your Agency.",
        &["Bring The Brawler into the Agency"],
        None,
    );
    s.learn(
        "In this rule set each character may take one Q card a turn. Give The Brawler the Explosive Pen: +3 PV makes him 11.",
        &["Give Explosive Pen to The Brawler"],
        None,
    );
    s.learn(
        "Vijay is an Agent and an Ally: he joins freely and can go along with Bond, bringing Evasion and Driving.",
        &["Bring Vijay into the Agency"],
        None,
    );
    s.learn(
        "Give Vijay the Piton Gun: one more Evasion and Hand-to-hand.",
        &["Give Piton Gun to Vijay"],
        None,
    );
    s.learn(
        "Operation Grand Slam needs PV 7, CV 7, Quick Thinking, Driving and Shooting, with a face-down Villain on it. Not yet: tap Done.",
        &["Done"],
        Some("No Bond of yours reaches Grand Slam's CV 7 and its icons, and a failed Bond is Demoted."),
    );
    s.learn(
        "Last step: discard any cards you like and draw back to 7. Keep them all: tap Done.",
        &["Done"],
        None,
    );
    s.reply(
        "Your rival draws a Plot and lays it face down on its own as a new Main Plot.",
        &[
            &["face down as a new Main Plot"],
            &["Done"],
            &["Bring The Marksman into the Agency"],
            &["Done"],
            &["Done"],
            &["Done"],
        ],
    );
    s.learn(
        "Your new Plot is Tee Hee, a Henchman. Put him face up as a new Main Plot: only a face-up Henchman can attack.",
        &["Put Tee Hee face up as a new Main Plot"],
        Some("Face down, Tee Hee could not attack this turn. Put him face up on his own."),
    );
    s.learn(
        "Henchman Attack: a Henchman may attack a character whose PV (or CV) is no higher than his. Tee Hee (PV 7) attacks your rival's Driver (PV 5).",
        &["Tee Hee attacks The Driver"],
        Some("The Marksman has PV 6: Tee Hee would add only +1 to his roll. The Driver, PV 5, gives him +2."),
    );
    s.learn(
        "Before the dice, each side may play Intrigue cards, you first. Tap Pass.",
        &["Pass"],
        None,
    );
    s.reply(
        "Your rival passes. The dice: 4 each, but Tee Hee adds 2 for his higher PV, so 6 beats 4 and The Driver is Demoted (turned sideways).",
        &[&["Pass"]],
    );
    s.learn(
        "No more briefing this turn: tap Done.",
        &["Done"],
        Some("Those cards can wait: this turn belongs to The Brawler."),
    );
    s.learn(
        "The rulebook's example: send The Brawler (PV 11, Evasion) with Vijay (Evasion, plus the Piton Gun's) against the face-down Plot.",
        &["Send The Brawler with Vijay against a face-down Plot"],
        Some("Grand Slam is still too strong. The lone face-down Plot is the one to try."),
    );
    s.learn(
        "Once you choose, there is no turning back. Both sides may play Intrigue cards first; nothing is face up yet, so tap Pass.",
        &["Pass"],
        Some("Keep those cards until you know what you face."),
    );
    s.reply(
        "Your rival passes, and the face-down Plot is revealed: Jaws, who needs PV 10 and 3 Evasion.",
        &[&["Pass"]],
    );
    s.learn(
        "The Brawler's PV 11 beats 10, and he, Vijay and the Piton Gun bring 3 Evasion. A new round of Intrigue begins: tap Pass.",
        &["Pass"],
        Some("You already meet every requirement: keep your cards for an answer."),
    );
    s.reply(
        "Your rival plays Fire From the Sky: Jaws now also needs a Flying icon, which you lack.",
        &[&["Play Fire From the Sky"], &["Pass"]],
    );
    s.learn(
        "Answer it: Out of the Blue cancels Fire From the Sky.",
        &["Play Out of the Blue"],
        Some("Without Out of the Blue you lack Flying and The Brawler fails."),
    );
    s.learn("You meet everything again. Tap Pass.", &["Pass"], None);
    s.reply(
        "Your rival has no answer and passes: The Brawler overcomes Jaws, and the Explosive Pen is used up.",
        &[&["Pass"]],
    );
    s.read("Jaws is yours: 3 bullets, 6 Plot Points. Overcoming Plots is the only way to reach 60. Play on from here against the computer.");
    s.lesson(
        json!({ "id": "ccg-ltk-first-game", "title": "Licence to Kill: plots in the dark", "minutes": 8 }),
        &setup,
        seed,
    )
}
