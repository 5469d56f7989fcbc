//! Deck building: the deck rules of both rule sets, and the text decklist format.
//!
//! A decklist is plain text, one `N Card Name` per line (`N x Card Name` also reads). Blank
//! lines and lines starting with `#` or `//` are ignored. A Licence to Kill decklist has two
//! sections, headed `Action:` and `Plot:`; a Basic decklist is one list (headings, if any, are
//! ignored: the Basic Rules know one deck). Card names ignore case, spacing and punctuation
//! ([`pool::by_name`]).
//!
//! [`check`] returns every rule a deck breaks, each as a [`Problem`] naming the rule in plain
//! words; an empty list means the deck is legal. An unknown card name or a line that does not
//! read is a problem too, and says which line.

use std::fmt;

use serde::Serialize;

use super::card::{Card, CardType, Variant};
use super::legal::LTK_START_BOND_MAX;
use super::pool;

/// Decklists longer than this many bytes are refused unread.
pub const MAX_DECKLIST_BYTES: usize = 64 * 1024;

/// The largest count a decklist line may give.
pub const MAX_COUNT: u32 = 999;

/// At most this many lines are reported as unreadable or unknown; the rest are summed up in
/// one last problem.
pub const MAX_LINE_PROBLEMS: usize = 50;

/// The deck rules (and decklist checks), each with a stable id and a name in plain words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// A line that is not `N Card Name`, a heading or a comment.
    MalformedLine,
    /// A name that is no card of the pool.
    UnknownCard,
    /// Licence to Kill: a card line before any `Action:` or `Plot:` heading.
    MissingSection,
    /// A card the rule set does not use (Obstacles in Licence to Kill, Agents in Basic).
    NotInVariant,
    /// Basic, Deck Size: at least 60 cards.
    DeckSize,
    /// Basic, Deck Size: a multiple of 10.
    DeckMultipleOfTen,
    /// Basic, Deck Composition: at most two copies of a Plot card other than an Obstacle.
    PlotCopies,
    /// Basic, Deck Composition: at most four copies of an Action card or an Obstacle.
    ActionCopies,
    /// Basic, Mandatory Bond Cards: at least 2 of every 10 cards.
    MandatoryBonds,
    /// Basic, Mandatory Plot Cards: at least 3 of every 10 cards.
    MandatoryPlots,
    /// Basic, Limited Plot Cards: at most half the deck.
    LimitedPlots,
    /// Basic, Plot Point Requirement: at least half the number of cards.
    PlotPoints,
    /// Licence to Kill: a Plot card in the Action deck or an Action card in the Plot deck.
    WrongDeck,
    /// Licence to Kill Action deck, Deck Size: exactly 60 cards.
    ActionDeckSize,
    /// Licence to Kill Action deck, Deck Composition: at most two copies of any card.
    ActionDeckCopies,
    /// Licence to Kill Action deck: at least 7 Bond cards.
    ActionDeckBonds,
    /// Licence to Kill Action deck: at least 20 Intrigue cards.
    ActionDeckIntrigue,
    /// Licence to Kill Action deck: at least 8 Personality cards.
    ActionDeckPersonalities,
    /// Licence to Kill Action deck: at most 2 Agent cards.
    ActionDeckAgents,
    /// Licence to Kill Action deck: at least 15 Q cards.
    ActionDeckQ,
    /// Licence to Kill, Preparing to Play: a starting Bond with PV + CV of 10 or less.
    StartingBond,
    /// Licence to Kill Plot deck: no more than one copy of any card.
    PlotDeckCopies,
    /// Licence to Kill Plot deck: 3 Mission Plots.
    PlotDeckMissions,
    /// Licence to Kill Plot deck: 5 Villain Plots.
    PlotDeckVillains,
    /// Licence to Kill Plot deck: 6 Henchman Plots.
    PlotDeckHenchmen,
    /// Licence to Kill Plot deck: 7 Location Plots.
    PlotDeckLocations,
}

impl Rule {
    /// The rule's name in plain words, as the rulebook heads it.
    pub fn name(self) -> &'static str {
        match self {
            Rule::MalformedLine => "Decklist: one card per line",
            Rule::UnknownCard => "Decklist: known cards only",
            Rule::MissingSection => "Decklist: Action and Plot sections",
            Rule::NotInVariant => "Cards of this rule set only",
            Rule::DeckSize => "Deck Size: at least 60 cards",
            Rule::DeckMultipleOfTen => "Deck Size: a multiple of 10",
            Rule::PlotCopies => "Deck Composition: at most 2 copies of a Plot card",
            Rule::ActionCopies => {
                "Deck Composition: at most 4 copies of an Action card or Obstacle"
            }
            Rule::MandatoryBonds => "Mandatory Bond Cards: at least 2 of every 10 cards",
            Rule::MandatoryPlots => "Mandatory Plot Cards: at least 3 of every 10 cards",
            Rule::LimitedPlots => "Limited Plot Cards: at most half the deck",
            Rule::PlotPoints => "Plot Point Requirement: at least half the number of cards",
            Rule::WrongDeck => "Action cards in the Action deck, Plot cards in the Plot deck",
            Rule::ActionDeckSize => "Action deck size: exactly 60 cards",
            Rule::ActionDeckCopies => "Action deck composition: at most 2 copies of any card",
            Rule::ActionDeckBonds => "Action deck: at least 7 Bond cards",
            Rule::ActionDeckIntrigue => "Action deck: at least 20 Intrigue cards",
            Rule::ActionDeckPersonalities => "Action deck: at least 8 Personality cards",
            Rule::ActionDeckAgents => "Action deck: at most 2 Agent cards",
            Rule::ActionDeckQ => "Action deck: at least 15 Q cards",
            Rule::StartingBond => "Starting Bond: PV + CV of 10 or less",
            Rule::PlotDeckCopies => "Plot deck: one copy of each card",
            Rule::PlotDeckMissions => "Plot deck: 3 Mission Plots",
            Rule::PlotDeckVillains => "Plot deck: 5 Villain Plots",
            Rule::PlotDeckHenchmen => "Plot deck: 6 Henchman Plots",
            Rule::PlotDeckLocations => "Plot deck: 7 Location Plots",
        }
    }
}

/// One broken rule: which rule, the decklist line when one is to blame, and plain words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub rule: Rule,
    /// 1-based line of the decklist, when a single line is to blame.
    pub line: Option<usize>,
    pub message: String,
}

impl Problem {
    fn new(rule: Rule, line: Option<usize>, detail: String) -> Problem {
        let message = match line {
            Some(n) => format!("line {n}: {detail} ({})", rule.name()),
            None => format!("{detail} ({})", rule.name()),
        };
        Problem {
            rule,
            line,
            message,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A decklist refused unread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecklistError {
    TooLarge { bytes: usize },
}

impl fmt::Display for DecklistError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecklistError::TooLarge { bytes } => write!(
                f,
                "the decklist is {bytes} bytes long; at most {MAX_DECKLIST_BYTES} bytes are read"
            ),
        }
    }
}

/// One card of a deck, how many copies, and where the decklist named it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub card: &'static Card,
    pub count: u32,
    /// 1-based decklist line, when read from text.
    pub line: Option<usize>,
}

/// A deck: Basic uses `main` only (Plot and Action cards together); Licence to Kill has the
/// Action deck in `main` and the Plot deck in `plot`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeckList {
    pub main: Vec<Entry>,
    pub plot: Vec<Entry>,
}

impl DeckList {
    /// Add copies of a card, merging with an earlier entry of the same card.
    pub fn add(list: &mut Vec<Entry>, card: &'static Card, count: u32, line: Option<usize>) {
        match list.iter_mut().find(|e| e.card.id == card.id) {
            Some(e) => e.count = e.count.saturating_add(count),
            None => list.push(Entry { card, count, line }),
        }
    }

    /// Every entry of both sections.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.main.iter().chain(self.plot.iter())
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    None,
    Action,
    Plot,
}

fn heading(line: &str) -> Option<Section> {
    let head = line.strip_suffix(':')?.trim().to_ascii_lowercase();
    match head.as_str() {
        "action" | "action deck" => Some(Section::Action),
        "plot" | "plot deck" => Some(Section::Plot),
        _ => None,
    }
}

/// A short, printable copy of user text for a message: a control character shows as its
/// escape (`\0`), so the name told is the name read.
fn quoted(s: &str) -> String {
    let mut clean = String::new();
    for c in s.chars().take(60) {
        if c.is_control() {
            clean.extend(c.escape_debug());
        } else {
            clean.push(c);
        }
    }
    if s.chars().count() > 60 {
        format!("\"{clean}…\"")
    } else {
        format!("\"{clean}\"")
    }
}

/// Split `N Card Name` / `N x Card Name`.
fn count_and_name(line: &str) -> Result<(u32, &str), String> {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return Err(format!(
            "{} does not start with a number of copies; write it as \"2 Card Name\"",
            quoted(line)
        ));
    }
    let (num, rest) = line.split_at(digits);
    let rest = rest.trim_start();
    let rest = match rest.strip_prefix(['x', 'X']) {
        Some(r) if r.starts_with(char::is_whitespace) => r.trim_start(),
        _ => rest,
    };
    if rest.is_empty() {
        return Err(format!("{} has a number but no card name", quoted(line)));
    }
    let count: u32 = match num.parse() {
        Ok(n) if (1..=MAX_COUNT).contains(&n) => n,
        _ => {
            return Err(format!(
                "the number of copies {} must be between 1 and {MAX_COUNT}",
                quoted(num)
            ))
        }
    };
    Ok((count, rest.trim_end()))
}

/// Read a decklist for rule set `v`. Lines that do not read, and unknown names, come back
/// as problems naming the line; the cards that did read are in the list.
pub fn parse(text: &str, v: Variant) -> Result<(DeckList, Vec<Problem>), DecklistError> {
    if text.len() > MAX_DECKLIST_BYTES {
        return Err(DecklistError::TooLarge { bytes: text.len() });
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut list = DeckList::default();
    let mut problems = Vec::new();
    let mut section = Section::None;
    // Lines end in `\n`, `\r\n`, or `\r` alone (as older Mac editors wrote them).
    let lines = text
        .split('\n')
        .flat_map(|l| l.strip_suffix('\r').unwrap_or(l).split('\r'));
    for (i, raw) in lines.enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        if let Some(s) = heading(line) {
            section = s;
            continue;
        }
        let (count, name) = match count_and_name(line) {
            Ok(x) => x,
            Err(e) => {
                problems.push(Problem::new(Rule::MalformedLine, Some(n), e));
                continue;
            }
        };
        let Some(card) = pool::by_name(name) else {
            problems.push(Problem::new(
                Rule::UnknownCard,
                Some(n),
                format!("no card is called {}", quoted(name)),
            ));
            continue;
        };
        match (v, section) {
            (Variant::Ltk, Section::None) => problems.push(Problem::new(
                Rule::MissingSection,
                Some(n),
                format!(
                    "{} comes before any \"Action:\" or \"Plot:\" heading; a Licence to Kill \
                     decklist puts each card under one",
                    card.name
                ),
            )),
            (Variant::Ltk, Section::Plot) => DeckList::add(&mut list.plot, card, count, Some(n)),
            _ => DeckList::add(&mut list.main, card, count, Some(n)),
        }
    }
    if problems.len() > MAX_LINE_PROBLEMS {
        let rest = problems.split_off(MAX_LINE_PROBLEMS);
        let rule = rest[0].rule;
        problems.push(Problem::new(
            rule,
            None,
            format!("{} more lines have problems too", rest.len()),
        ));
    }
    Ok((list, problems))
}

/// Every problem of a decklist text under rule set `v`: lines that do not read, unknown
/// names, and every deck rule broken. Empty when the deck is legal.
pub fn check_text(text: &str, v: Variant) -> Result<Vec<Problem>, DecklistError> {
    let (list, mut problems) = parse(text, v)?;
    problems.extend(check(&list, v));
    Ok(problems)
}

/// Every deck rule of rule set `v` that `list` breaks. Empty when the deck is legal.
pub fn check(list: &DeckList, v: Variant) -> Vec<Problem> {
    let mut problems = Vec::new();
    for e in list.entries() {
        if !e.card.variants.allows(v) {
            let why = match v {
                Variant::Basic => "it belongs to the Licence to Kill variant only",
                Variant::Ltk => "Licence to Kill does not use it",
            };
            problems.push(Problem::new(
                Rule::NotInVariant,
                e.line,
                format!(
                    "{} ({}) cannot be played: {why}",
                    e.card.name,
                    e.card.ctype.name()
                ),
            ));
        }
    }
    match v {
        Variant::Basic => check_basic(list, &mut problems),
        Variant::Ltk => check_ltk(list, &mut problems),
    }
    problems
}

fn count_where(entries: &[Entry], pred: impl Fn(&Card) -> bool) -> u32 {
    entries
        .iter()
        .filter(|e| pred(e.card))
        .map(|e| e.count)
        .sum()
}

fn copies(n: u32) -> String {
    if n == 1 {
        "1 copy".into()
    } else {
        format!("{n} copies")
    }
}

/// "1 Bond card", "3 Bond cards".
fn counted(n: u32, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// "at least 1 is needed", "at least 6 are needed".
fn at_least(n: u32) -> String {
    let verb = if n == 1 { "is" } else { "are" };
    format!("at least {n} {verb} needed")
}

fn check_basic(list: &DeckList, problems: &mut Vec<Problem>) {
    let all: Vec<Entry> = list.entries().copied().collect();
    check_basic_copies(&all, problems);
    check_basic_counts(&all, problems);
}

/// Basic Deck Composition: copies of each card.
fn check_basic_copies(all: &[Entry], problems: &mut Vec<Problem>) {
    for e in all {
        let obstacle = e.card.ctype == CardType::Obstacle;
        if e.card.is_plot() && !obstacle && e.count > 2 {
            problems.push(Problem::new(
                Rule::PlotCopies,
                e.line,
                format!(
                    "{} of {}; a deck may hold at most 2 copies of a Plot card other than an \
                     Obstacle",
                    copies(e.count),
                    e.card.name
                ),
            ));
        }
        if (!e.card.is_plot() || obstacle) && e.count > 4 {
            problems.push(Problem::new(
                Rule::ActionCopies,
                e.line,
                format!(
                    "{} of {}; a deck may hold at most 4 copies of an Action card or an Obstacle",
                    copies(e.count),
                    e.card.name
                ),
            ));
        }
    }
}

/// Basic Deck Size, Mandatory Bond and Plot Cards, Limited Plot Cards, Plot Point
/// Requirement: the deck's counts.
fn check_basic_counts(all: &[Entry], problems: &mut Vec<Problem>) {
    let total = count_where(all, |_| true);
    let bonds = count_where(all, |c| c.ctype == CardType::Bond);
    let plots = count_where(all, |c| c.is_plot());
    let points: u32 = all
        .iter()
        .filter(|e| e.card.is_plot())
        .map(|e| e.count * u32::from(e.card.bullets))
        .sum();
    if total < 60 {
        problems.push(Problem::new(
            Rule::DeckSize,
            None,
            format!("the deck has {total} cards; it needs at least 60"),
        ));
    }
    if total % 10 != 0 {
        problems.push(Problem::new(
            Rule::DeckMultipleOfTen,
            None,
            format!("the deck has {total} cards, which is not a multiple of 10"),
        ));
    }
    // At least 2 of every 10 cards: bonds / total >= 2 / 10.
    if bonds * 10 < total * 2 {
        problems.push(Problem::new(
            Rule::MandatoryBonds,
            None,
            format!(
                "{} in {total}; {}",
                counted(bonds, "Bond card"),
                at_least((total * 2).div_ceil(10))
            ),
        ));
    }
    if plots * 10 < total * 3 {
        problems.push(Problem::new(
            Rule::MandatoryPlots,
            None,
            format!(
                "{} in {total}; {}",
                counted(plots, "Plot card"),
                at_least((total * 3).div_ceil(10))
            ),
        ));
    }
    if plots * 2 > total {
        problems.push(Problem::new(
            Rule::LimitedPlots,
            None,
            format!(
                "{} in {total}; at most {} {} allowed",
                counted(plots, "Plot card"),
                total / 2,
                if total / 2 == 1 { "is" } else { "are" }
            ),
        ));
    }
    if points * 2 < total {
        problems.push(Problem::new(
            Rule::PlotPoints,
            None,
            format!(
                "the Plot cards are worth {} in a deck of {total}; {}",
                counted(points, "Plot Point"),
                at_least(total.div_ceil(2))
            ),
        ));
    }
}

/// One Licence to Kill deck's rules for each card: which cards belong in it, how many
/// copies it may hold, and how a broken rule reads.
struct LtkDeck {
    plots: bool,
    /// After "{card} is a {type} ".
    wrong_deck: &'static str,
    max_copies: u32,
    copies_rule: Rule,
    /// After "{n copies} of {card}; ".
    copies_text: &'static str,
}

const ACTION_DECK: LtkDeck = LtkDeck {
    plots: false,
    wrong_deck: "Plot card; it belongs in the Plot deck",
    max_copies: 2,
    copies_rule: Rule::ActionDeckCopies,
    copies_text: "the Action deck may hold at most 2 copies of any card",
};

const PLOT_DECK: LtkDeck = LtkDeck {
    plots: true,
    wrong_deck: "card, an Action card; it belongs in the Action deck",
    max_copies: 1,
    copies_rule: Rule::PlotDeckCopies,
    copies_text: "the Plot deck may hold only one copy of any card",
};

/// Each card of a Licence to Kill deck in the right deck, with no more copies than allowed.
fn check_ltk_entries(entries: &[Entry], deck: &LtkDeck, problems: &mut Vec<Problem>) {
    for e in entries {
        if e.card.is_plot() != deck.plots {
            problems.push(Problem::new(
                Rule::WrongDeck,
                e.line,
                format!(
                    "{} is a {} {}",
                    e.card.name,
                    e.card.ctype.name(),
                    deck.wrong_deck
                ),
            ));
        }
        if e.count > deck.max_copies {
            problems.push(Problem::new(
                deck.copies_rule,
                e.line,
                format!(
                    "{} of {}; {}",
                    copies(e.count),
                    e.card.name,
                    deck.copies_text
                ),
            ));
        }
    }
}

fn check_ltk(list: &DeckList, problems: &mut Vec<Problem>) {
    check_ltk_action_deck(&list.main, problems);
    check_ltk_plot_deck(&list.plot, problems);
}

fn check_ltk_action_deck(action: &[Entry], problems: &mut Vec<Problem>) {
    check_ltk_entries(action, &ACTION_DECK, problems);
    let total = count_where(action, |_| true);
    if total != 60 {
        problems.push(Problem::new(
            Rule::ActionDeckSize,
            None,
            format!("the Action deck has {total} cards; it must have exactly 60"),
        ));
    }
    let minimums = [
        (CardType::Bond, 7, Rule::ActionDeckBonds, "Bond"),
        (CardType::Intrigue, 20, Rule::ActionDeckIntrigue, "Intrigue"),
        (
            CardType::Personality,
            8,
            Rule::ActionDeckPersonalities,
            "Personality",
        ),
        (CardType::Q, 15, Rule::ActionDeckQ, "Q"),
    ];
    for (ctype, min, rule, word) in minimums {
        let n = count_where(action, |c| c.ctype == ctype);
        if n < min {
            problems.push(Problem::new(
                rule,
                None,
                format!("the Action deck has {n} {word} cards; it needs at least {min}"),
            ));
        }
    }
    let agents = count_where(action, |c| c.ctype == CardType::Agent);
    if agents > 2 {
        problems.push(Problem::new(
            Rule::ActionDeckAgents,
            None,
            format!("the Action deck has {agents} Agent cards; at most 2 are allowed"),
        ));
    }
    let starter = action.iter().any(|e| {
        e.card.ctype == CardType::Bond
            && u32::from(e.card.pv.unwrap_or(0)) + u32::from(e.card.cv.unwrap_or(0))
                <= u32::from(LTK_START_BOND_MAX)
    });
    if !starter {
        problems.push(Problem::new(
            Rule::StartingBond,
            None,
            "no Bond card in the Action deck has PV + CV of 10 or less, so no starting Bond \
             can be chosen"
                .into(),
        ));
    }
}

fn check_ltk_plot_deck(plot: &[Entry], problems: &mut Vec<Problem>) {
    check_ltk_entries(plot, &PLOT_DECK, problems);
    let exact = [
        (CardType::Mission, 3, Rule::PlotDeckMissions, "Mission"),
        (CardType::Villain, 5, Rule::PlotDeckVillains, "Villain"),
        (CardType::Henchman, 6, Rule::PlotDeckHenchmen, "Henchman"),
        (CardType::Location, 7, Rule::PlotDeckLocations, "Location"),
    ];
    for (ctype, want, rule, word) in exact {
        let n = count_where(plot, |c| c.ctype == ctype);
        if n != want {
            problems.push(Problem::new(
                rule,
                None,
                format!("the Plot deck has {n} {word} Plots; it must have exactly {want}"),
            ));
        }
    }
}
