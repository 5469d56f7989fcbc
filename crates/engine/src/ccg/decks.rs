//! Prebuilt decks: four legal decks for each rule set, each with a theme (reconstructed —
//! ours). Basic decks are 70 cards; Licence to Kill decks are a 60-card Action deck and a
//! 21-card Plot deck, with no Mission shared between two decks so any four can meet at one
//! table. Together the four decks of a rule set hold every card of the pool legal in it.

use serde_json::{json, Value};

use super::card::{CardId, CardType, Variant};
use super::deck_rules::{DeckList, Entry};
use super::pool;
use super::setup::SeatDeck;

/// A prebuilt deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prebuilt {
    pub id: &'static str,
    pub name: &'static str,
    /// What the deck is about and how it plays, in a sentence or two.
    pub theme: &'static str,
    pub variant: Variant,
    /// Basic: the whole deck. Licence to Kill: the Action deck.
    pub cards: &'static [(CardId, u8)],
    /// Licence to Kill: the Plot deck (empty in Basic).
    pub plot: &'static [(CardId, u8)],
}

/// Every prebuilt deck: the Basic ones first, then the Licence to Kill ones.
pub static DECKS: &[Prebuilt] = &[
    Prebuilt { id: "spectre-rising", name: "SPECTRE Rising", theme: "The old firm of the sixties films: Blofeld, Dr. No and Emilio Largo scheme while Rosa Klebb, Red Grant and Fiona Volpe do the dirty work. Heavy on Henchmen for attacks.", variant: Variant::Basic, cards: &[("nuclear-ransom", 1), ("spacecraft-piracy", 1), ("blofeld", 1), ("dr-no", 1), ("emilio-largo", 1), ("franz-sanchez", 1), ("rosa-klebb", 1), ("red-grant", 1), ("mr-wint-and-mr-kidd", 1), ("irma-bunt", 1), ("fiona-volpe", 1), ("helga-brandt", 1), ("crab-key", 1), ("piz-gloria", 1), ("volcano-rocket-base", 1), ("whyte-house", 1), ("orient-express", 1), ("nassau", 1), ("firefight", 2), ("snowstorm", 1), ("underwater-battle", 1), ("dogfight", 1), ("the-gambler", 2), ("the-gentleman-spy", 2), ("the-marksman", 2), ("the-pilot", 2), ("the-brawler", 2), ("the-frogman", 2), ("tiffany-case", 1), ("honey-ryder", 1), ("tatiana-romanova", 1), ("domino", 1), ("kissy-suzuki", 1), ("tracy-di-vicenzo", 1), ("marc-ange-draco", 1), ("miss-moneypenny", 1), ("vodka-martini", 1), ("rosa-klebbs-shoe-knife", 1), ("walther-ppk", 1), ("little-nellie", 1), ("bell-rocket-belt", 1), ("attache-case", 1), ("cigarette-rocket", 1), ("dinner-jacket", 1), ("rebreather", 1), ("fire-from-the-sky", 1), ("deep-water", 1), ("searchlights", 1), ("brute-force", 1), ("steady-nerves", 1), ("cold-feet", 1), ("counter-intelligence", 1), ("hidden-holster", 1), ("fisticuffs", 1), ("seduction", 1), ("femme-fatale", 1), ("sweet-talk", 1), ("sharpened-instincts", 1), ("the-driver", 1), ("the-ski-champion", 1), ("secret-hideout", 1), ("q-branch-requisition", 1), ("the-diamond-satellite", 1)], plot: &[] },
    Prebuilt { id: "tycoons-of-doom", name: "Tycoons of Doom", theme: "Rich men with mad plans: Goldfinger, Stromberg, Drax and Zorin, guarded by Oddjob, Jaws and May Day. Big Plots that need a strong Bond to overcome.", variant: Variant::Basic, cards: &[("operation-grand-slam", 1), ("operation-main-strike", 1), ("orchid-nerve-gas", 1), ("max-zorin", 1), ("goldfinger", 1), ("karl-stromberg", 1), ("hugo-drax", 1), ("oddjob", 1), ("jaws", 1), ("may-day", 1), ("chang", 1), ("professor-dent", 1), ("vargas", 1), ("atlantis", 1), ("fort-knox", 1), ("drax-space-station", 1), ("zorins-mine", 1), ("eiffel-tower", 1), ("liparus-tanker", 1), ("car-chase", 2), ("brawl", 1), ("laser-table", 1), ("shark-pool", 1), ("the-rogue-agent", 2), ("the-frogman", 2), ("the-mountaineer", 2), ("the-driver", 1), ("the-astronaut", 2), ("the-gambler", 2), ("pussy-galore", 1), ("stacey-sutton", 1), ("corinne-dufour", 1), ("major-boothroyd", 1), ("sir-godfrey-tibbett", 1), ("bill-tanner", 1), ("quarrel", 1), ("tiffany-case", 1), ("time-bomb", 1), ("aston-martin-db5", 1), ("lotus-esprit", 1), ("wetbike", 1), ("steel-brimmed-bowler", 1), ("wrist-dart-gun", 1), ("ski-pole-gun", 1), ("snooper-robot", 1), ("union-jack-parachute", 1), ("snappy-one-liner", 2), ("out-of-the-blue", 1), ("roadblock", 1), ("short-cut", 1), ("adrenaline", 1), ("stiff-upper-lip", 1), ("quick-wits", 1), ("bodyguard", 1), ("relentless-pursuit", 1), ("marksmans-eye", 1), ("a-drink-at-the-bar", 1), ("fire-from-the-sky", 2), ("the-double-o", 2), ("the-master-plan", 1), ("the-trickster", 1)], plot: &[] },
    Prebuilt { id: "smugglers-run", name: "Smugglers' Run", theme: "Drug lords and smugglers of the islands and the sea: Kananga, Kristatos, Kamal Khan and General Orlov, with Baron Samedi and Gobinda. Water-borne Plots and boats, and Pam Bouvier flying cover.", variant: Variant::Basic, cards: &[("free-heroin", 1), ("avenge-felix-leiter", 1), ("submarine-swallower", 1), ("aris-kristatos", 1), ("dr-kananga", 1), ("kamal-khan", 1), ("general-orlov", 1), ("baron-samedi", 1), ("tee-hee", 1), ("dario", 1), ("gobinda", 1), ("emile-locque", 1), ("milton-krest", 1), ("san-monique", 1), ("st-cyrils-monastery", 1), ("floating-palace", 1), ("olimpatec-meditation-institute", 1), ("cortina-ski-slopes", 1), ("istanbul-cistern", 1), ("one-step-forward-two-steps-back", 2), ("rooftop-chase", 1), ("sniper-nest", 1), ("firefight", 1), ("the-spy-who-loved-me", 2), ("the-brawler", 2), ("the-navy-hero", 2), ("the-commando", 2), ("the-charmer", 2), ("the-veteran", 2), ("the-gentleman-spy", 2), ("solitaire", 1), ("melina-havelock", 1), ("octopussy", 1), ("lupe-lamora", 1), ("sheriff-jw-pepper", 1), ("sharkey", 1), ("kerim-bey", 1), ("pam-bouvier", 1), ("acrostar-minijet", 1), ("crocodile-submarine", 1), ("speedboat", 1), ("rolex-buzzsaw-watch", 1), ("signature-gun", 1), ("polaroid-laser-camera", 1), ("magnetic-watch", 1), ("safecracker", 1), ("vodka-martini", 1), ("connections", 2), ("lucky-break", 1), ("local-knowledge", 1), ("double-cross", 1), ("improvise", 1), ("ambush", 1), ("tripwire", 1), ("broken-arm", 1), ("hired-muscle", 1), ("licence-revoked", 1), ("cover-blown", 1), ("criminal-mastermind", 1), ("martial-arts", 1), ("snappy-one-liner", 1)], plot: &[] },
    Prebuilt { id: "guns-for-hire", name: "Guns for Hire", theme: "Assassins, renegades and arms dealers: Scaramanga, Whitaker, Koskov and Alec Trevelyan, with Nick Nack, Necros and Xenia Onatopp. Shooting on both sides.", variant: Variant::Basic, cards: &[("opium-for-arms", 1), ("the-goldeneye-satellite", 1), ("francisco-scaramanga", 1), ("brad-whitaker", 1), ("georgi-koskov", 1), ("alec-trevelyan", 1), ("nick-nack", 1), ("necros", 1), ("xenia-onatopp", 1), ("boris-grishenko", 1), ("general-ourumov", 1), ("bambi-and-thumper", 1), ("monte-carlo-casino", 1), ("scaramangas-island", 1), ("severnaya-station", 1), ("the-cradle", 1), ("gibraltar-rock", 1), ("afghan-airbase", 1), ("booby-trap", 2), ("high-stakes-baccarat", 1), ("avalanche", 1), ("snowstorm", 1), ("the-veteran", 2), ("the-astronaut", 2), ("the-trickster", 1), ("the-agent-in-disguise", 2), ("the-double-o", 2), ("the-rogue-agent", 2), ("the-mountaineer", 2), ("kara-milovy", 1), ("natalya-simonova", 1), ("andrea-anders", 1), ("valentin-zukovsky", 1), ("m", 1), ("saunders", 1), ("felix-leiter", 1), ("tatiana-romanova", 1), ("explosive-pen", 1), ("aston-martin-v8", 1), ("bmw-z3", 1), ("russian-tank", 1), ("golden-gun", 1), ("key-ring-finder", 1), ("piton-gun", 1), ("rosa-klebbs-shoe-knife", 1), ("time-bomb", 1), ("crossfire", 2), ("enemy-reinforcements", 1), ("sabotage", 1), ("borrowed-wheels", 1), ("assassination-attempt", 1), ("duck", 1), ("double-o-status", 1), ("debriefing", 1), ("field-report", 1), ("inside-information", 1), ("blackmailed", 1), ("stakeout", 1), ("kiss-and-tell", 1), ("out-of-the-blue", 1), ("the-lektor-affair", 1), ("the-ski-champion", 1)], plot: &[] },
    Prebuilt { id: "ltk-ghosts-of-spectre", name: "Ghosts of SPECTRE", theme: "Blofeld's organisation rebuilt as a Plot deck: Dr. No, Largo and Rosa Klebb, faced with Tiger Tanaka and Anya Amasova as the Agents.", variant: Variant::Ltk, cards: &[("the-double-o", 1), ("the-gambler", 1), ("the-gentleman-spy", 1), ("the-marksman", 1), ("the-ski-champion", 1), ("the-pilot", 1), ("the-astronaut", 1), ("the-brawler", 1), ("tiffany-case", 1), ("honey-ryder", 1), ("tatiana-romanova", 1), ("domino", 1), ("kissy-suzuki", 1), ("tracy-di-vicenzo", 1), ("marc-ange-draco", 1), ("miss-moneypenny", 1), ("stacey-sutton", 1), ("kerim-bey", 1), ("tiger-tanaka", 1), ("anya-amasova", 1), ("vodka-martini", 2), ("rosa-klebbs-shoe-knife", 1), ("walther-ppk", 1), ("little-nellie", 1), ("bell-rocket-belt", 1), ("attache-case", 1), ("cigarette-rocket", 1), ("polaroid-laser-camera", 1), ("snooper-robot", 1), ("safecracker", 1), ("time-bomb", 1), ("explosive-pen", 1), ("aston-martin-db5", 1), ("lotus-esprit", 1), ("aston-martin-v8", 1), ("acrostar-minijet", 1), ("wetbike", 1), ("fire-from-the-sky", 2), ("deep-water", 1), ("searchlights", 1), ("brute-force", 1), ("steady-nerves", 1), ("the-master-plan", 1), ("cold-feet", 1), ("counter-intelligence", 1), ("hidden-holster", 1), ("fisticuffs", 1), ("seduction", 1), ("femme-fatale", 1), ("sweet-talk", 1), ("sharpened-instincts", 1), ("marksmans-eye", 1), ("blackmailed", 1), ("secret-hideout", 1), ("stakeout", 1), ("a-drink-at-the-bar", 1), ("martial-arts", 1), ("relentless-pursuit", 1)], plot: &[("the-lektor-affair", 1), ("nuclear-ransom", 1), ("spacecraft-piracy", 1), ("blofeld", 1), ("dr-no", 1), ("emilio-largo", 1), ("max-zorin", 1), ("aris-kristatos", 1), ("rosa-klebb", 1), ("red-grant", 1), ("mr-wint-and-mr-kidd", 1), ("irma-bunt", 1), ("fiona-volpe", 1), ("helga-brandt", 1), ("crab-key", 1), ("piz-gloria", 1), ("volcano-rocket-base", 1), ("whyte-house", 1), ("orient-express", 1), ("nassau", 1), ("istanbul-cistern", 1)] },
    Prebuilt { id: "ltk-golden-circle", name: "The Golden Circle", theme: "Gold, space and the sea: Goldfinger, Stromberg and Drax hide Jaws and Oddjob face down; Holly Goodhead and Agent Crawford lend a hand.", variant: Variant::Ltk, cards: &[("the-rogue-agent", 1), ("the-frogman", 1), ("the-mountaineer", 1), ("the-driver", 1), ("the-marksman", 1), ("the-astronaut", 1), ("pussy-galore", 1), ("stacey-sutton", 1), ("corinne-dufour", 1), ("major-boothroyd", 1), ("sir-godfrey-tibbett", 1), ("sheriff-jw-pepper", 1), ("felix-leiter", 1), ("tiffany-case", 1), ("honey-ryder", 1), ("tatiana-romanova", 1), ("agent-crawford", 1), ("holly-goodhead", 1), ("time-bomb", 2), ("aston-martin-db5", 1), ("lotus-esprit", 1), ("wetbike", 1), ("steel-brimmed-bowler", 1), ("wrist-dart-gun", 1), ("ski-pole-gun", 1), ("snooper-robot", 1), ("vodka-martini", 2), ("rosa-klebbs-shoe-knife", 1), ("walther-ppk", 1), ("little-nellie", 1), ("bell-rocket-belt", 1), ("crocodile-submarine", 1), ("bmw-z3", 1), ("russian-tank", 1), ("snappy-one-liner", 2), ("out-of-the-blue", 1), ("roadblock", 1), ("short-cut", 1), ("adrenaline", 1), ("stiff-upper-lip", 1), ("quick-wits", 1), ("bodyguard", 1), ("kiss-and-tell", 1), ("q-branch-requisition", 1), ("fire-from-the-sky", 1), ("connections", 1), ("deep-water", 1), ("searchlights", 1), ("crossfire", 1), ("lucky-break", 1), ("local-knowledge", 1), ("brute-force", 1), ("steady-nerves", 1), ("enemy-reinforcements", 1), ("the-master-plan", 1), ("the-double-o", 1), ("the-gambler", 1)], plot: &[("operation-grand-slam", 1), ("operation-main-strike", 1), ("orchid-nerve-gas", 1), ("max-zorin", 1), ("goldfinger", 1), ("karl-stromberg", 1), ("hugo-drax", 1), ("blofeld", 1), ("oddjob", 1), ("jaws", 1), ("nick-nack", 1), ("chang", 1), ("professor-dent", 1), ("vargas", 1), ("atlantis", 1), ("fort-knox", 1), ("drax-space-station", 1), ("zorins-mine", 1), ("eiffel-tower", 1), ("liparus-tanker", 1), ("monte-carlo-casino", 1)] },
    Prebuilt { id: "ltk-avenge-felix", name: "Avenge Felix", theme: "Bond goes rogue after Sanchez, Kananga and Kristatos, with Pam Bouvier flying cover. Starts from the Avenge Felix Leiter Mission.", variant: Variant::Ltk, cards: &[("the-spy-who-loved-me", 1), ("the-navy-hero", 1), ("the-commando", 1), ("the-charmer", 1), ("the-veteran", 1), ("solitaire", 1), ("melina-havelock", 1), ("octopussy", 1), ("lupe-lamora", 1), ("bill-tanner", 1), ("sharkey", 1), ("pussy-galore", 1), ("domino", 1), ("kissy-suzuki", 1), ("tracy-di-vicenzo", 1), ("pam-bouvier", 1), ("vijay", 1), ("acrostar-minijet", 2), ("crocodile-submarine", 1), ("speedboat", 1), ("rolex-buzzsaw-watch", 1), ("signature-gun", 1), ("polaroid-laser-camera", 1), ("magnetic-watch", 1), ("golden-gun", 1), ("attache-case", 1), ("wrist-dart-gun", 1), ("key-ring-finder", 1), ("cigarette-rocket", 1), ("dinner-jacket", 1), ("ski-pole-gun", 1), ("rebreather", 1), ("piton-gun", 1), ("connections", 2), ("local-knowledge", 1), ("double-cross", 1), ("improvise", 1), ("ambush", 1), ("tripwire", 1), ("broken-arm", 1), ("hired-muscle", 1), ("licence-revoked", 1), ("cover-blown", 1), ("snappy-one-liner", 1), ("out-of-the-blue", 1), ("roadblock", 1), ("short-cut", 1), ("adrenaline", 1), ("sabotage", 1), ("cold-feet", 1), ("stiff-upper-lip", 1), ("hidden-holster", 1), ("the-ski-champion", 1), ("the-driver", 1), ("debriefing", 1), ("field-report", 1), ("the-astronaut", 1), ("safecracker", 1)], plot: &[("free-heroin", 1), ("avenge-felix-leiter", 1), ("submarine-swallower", 1), ("aris-kristatos", 1), ("dr-kananga", 1), ("kamal-khan", 1), ("general-orlov", 1), ("franz-sanchez", 1), ("baron-samedi", 1), ("tee-hee", 1), ("dario", 1), ("emile-locque", 1), ("milton-krest", 1), ("san-monique", 1), ("st-cyrils-monastery", 1), ("floating-palace", 1), ("olimpatec-meditation-institute", 1), ("cortina-ski-slopes", 1), ("atlantis", 1), ("fort-knox", 1), ("may-day", 1)] },
    Prebuilt { id: "ltk-renegade-agents", name: "Renegade Agents", theme: "Traitors and hired guns: Trevelyan, Koskov, Whitaker and Scaramanga, faced with Jack Wade and Pam Bouvier.", variant: Variant::Ltk, cards: &[("the-veteran", 1), ("the-pilot", 1), ("the-trickster", 1), ("the-agent-in-disguise", 2), ("the-double-o", 1), ("the-rogue-agent", 1), ("kara-milovy", 1), ("natalya-simonova", 1), ("andrea-anders", 1), ("valentin-zukovsky", 1), ("m", 1), ("saunders", 1), ("solitaire", 1), ("melina-havelock", 1), ("octopussy", 1), ("quarrel", 1), ("jack-wade", 1), ("pam-bouvier", 1), ("explosive-pen", 2), ("aston-martin-v8", 1), ("bmw-z3", 1), ("russian-tank", 1), ("golden-gun", 1), ("key-ring-finder", 1), ("piton-gun", 1), ("speedboat", 1), ("rolex-buzzsaw-watch", 1), ("signature-gun", 1), ("dinner-jacket", 1), ("rebreather", 1), ("union-jack-parachute", 1), ("magnetic-watch", 1), ("vodka-martini", 1), ("rosa-klebbs-shoe-knife", 1), ("crossfire", 2), ("enemy-reinforcements", 1), ("sabotage", 1), ("borrowed-wheels", 1), ("assassination-attempt", 1), ("duck", 1), ("double-o-status", 1), ("inside-information", 1), ("double-cross", 1), ("improvise", 1), ("fisticuffs", 1), ("seduction", 1), ("femme-fatale", 1), ("quick-wits", 1), ("ambush", 1), ("sweet-talk", 1), ("tripwire", 1), ("bodyguard", 1), ("relentless-pursuit", 1), ("lucky-break", 1), ("counter-intelligence", 1), ("the-brawler", 1), ("steel-brimmed-bowler", 1)], plot: &[("opium-for-arms", 1), ("the-goldeneye-satellite", 1), ("the-diamond-satellite", 1), ("francisco-scaramanga", 1), ("brad-whitaker", 1), ("georgi-koskov", 1), ("alec-trevelyan", 1), ("goldfinger", 1), ("necros", 1), ("xenia-onatopp", 1), ("boris-grishenko", 1), ("general-ourumov", 1), ("bambi-and-thumper", 1), ("monte-carlo-casino", 1), ("scaramangas-island", 1), ("severnaya-station", 1), ("the-cradle", 1), ("gibraltar-rock", 1), ("afghan-airbase", 1), ("crab-key", 1), ("gobinda", 1)] },
];

/// The prebuilt decks of rule set `v`.
pub fn decks(v: Variant) -> impl Iterator<Item = &'static Prebuilt> {
    DECKS.iter().filter(move |d| d.variant == v)
}

/// One prebuilt deck per seat for a table of `players`: seat `i` gets the rule set's deck
/// `i` (round again past the last). With four players every deck is in play, so a batch of
/// games puts every card of the pool legal in the rule set into some deck; in Licence to
/// Kill no two seats share a Mission.
pub fn for_table(v: Variant, players: usize) -> Vec<&'static Prebuilt> {
    let all: Vec<&'static Prebuilt> = decks(v).collect();
    (0..players).map(|i| all[i % all.len()]).collect()
}

/// The prebuilt deck with this id.
pub fn deck(id: &str) -> Option<&'static Prebuilt> {
    DECKS.iter().find(|d| d.id == id)
}

fn entries(cards: &[(CardId, u8)]) -> Vec<Entry> {
    cards
        .iter()
        .filter_map(|&(id, n)| {
            pool::card(id).map(|card| Entry {
                card,
                count: u32::from(n),
                line: None,
            })
        })
        .collect()
}

fn text_lines(cards: &[(CardId, u8)], out: &mut String) {
    for &(id, n) in cards {
        if let Some(c) = pool::card(id) {
            out.push_str(&format!("{n} {}\n", c.name));
        }
    }
}

impl Prebuilt {
    /// The deck as a [`DeckList`] for [`super::deck_rules::check`].
    pub fn list(&self) -> DeckList {
        DeckList {
            main: entries(self.cards),
            plot: entries(self.plot),
        }
    }

    /// The deck as decklist text, the format `qbranch deck check` reads.
    pub fn to_text(&self) -> String {
        let mut out = format!("# {} — {}\n", self.name, self.theme);
        match self.variant {
            Variant::Basic => text_lines(self.cards, &mut out),
            Variant::Ltk => {
                out.push_str("Action:\n");
                text_lines(self.cards, &mut out);
                out.push_str("Plot:\n");
                text_lines(self.plot, &mut out);
            }
        }
        out
    }

    /// The card ids, one per copy: (main deck, Plot deck) — the form a game set-up takes.
    pub fn ids(&self) -> (Vec<&'static str>, Vec<&'static str>) {
        let expand = |l: &[(CardId, u8)]| -> Vec<&'static str> {
            l.iter()
                .flat_map(|&(id, n)| std::iter::repeat_n(id, usize::from(n)))
                .collect()
        };
        (expand(self.cards), expand(self.plot))
    }

    /// The deck as a seat's deck in a game set-up.
    pub fn seat_deck(&self) -> SeatDeck {
        let (cards, plots) = self.ids();
        SeatDeck {
            cards: cards.into_iter().map(String::from).collect(),
            plots: plots.into_iter().map(String::from).collect(),
        }
    }

    /// Number of cards: (main deck, Plot deck).
    pub fn size(&self) -> (u32, u32) {
        let sum = |l: &[(CardId, u8)]| l.iter().map(|&(_, n)| u32::from(n)).sum();
        (sum(self.cards), sum(self.plot))
    }

    /// The deck as JSON: id, name, theme, variant, and the cards by id with counts.
    pub fn to_json(&self) -> Value {
        let list = |l: &[(CardId, u8)]| -> Value {
            l.iter()
                .map(|&(id, n)| json!({ "id": id, "count": n }))
                .collect()
        };
        let variant = match self.variant {
            Variant::Basic => "basic",
            Variant::Ltk => "ltk",
        };
        let mut v = json!({
            "id": self.id,
            "name": self.name,
            "theme": self.theme,
            "variant": variant,
            "cards": list(self.cards),
        });
        if self.variant == Variant::Ltk {
            v["plot"] = list(self.plot);
        }
        v
    }
}

/// The card pool legal in rule set `v` and its prebuilt decks, as the CLI's
/// `content --game ccg|ccg-ltk` prints them: `{"variant", "reconstructed", "cards": […],
/// "counts": {type: n}, "decks": […]}`.
pub fn content_json(v: Variant) -> Value {
    let pool: Vec<Value> = pool::legal_in(v)
        .map(|c| pool::card_json_in(c, v))
        .collect();
    let mut counts = serde_json::Map::new();
    for t in CardType::ALL {
        let n = pool::legal_in(v).filter(|c| c.ctype == t).count();
        if n > 0 {
            counts.insert(t.name().to_string(), json!(n));
        }
    }
    let decks: Vec<Value> = decks(v).map(Prebuilt::to_json).collect();
    json!({
        "variant": match v { Variant::Basic => "basic", Variant::Ltk => "ltk" },
        "reconstructed": true,
        "cards": pool,
        "counts": counts,
        "decks": decks,
    })
}
