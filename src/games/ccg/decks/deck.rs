//! A deck being built or saved: its name, rule set and cards by id with counts; the decklist
//! text it reads from and writes to (the format of `qbranch deck show|check`); the engine's
//! check of it. Plain Rust, no browser code.

use qbranch_engine::ccg::deck_rules::{self, DeckList, Entry, Problem, Rule};
use qbranch_engine::ccg::decks::Prebuilt;
use qbranch_engine::ccg::{pool, Card, CardType, SeatDeck, Variant};
use serde::{Deserialize, Serialize};

use crate::ui::text::capitalise;

/// Longest deck name kept (characters).
pub const MAX_NAME_CHARS: usize = 60;

/// A deck: Basic uses `main` only; Licence to Kill keeps the Action deck in `main` and the
/// Plot deck in `plot`. Cards are pool ids with counts, in the order they were added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    pub name: String,
    pub variant: Variant,
    pub main: Vec<(String, u32)>,
    #[serde(default)]
    pub plot: Vec<(String, u32)>,
}

/// A deck name cut to one tidy line of at most [`MAX_NAME_CHARS`] characters.
pub fn clean_name(name: &str) -> String {
    let one: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_NAME_CHARS)
        .collect();
    one.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn bump(list: &mut Vec<(String, u32)>, id: &str, by: u32) {
    match list.iter_mut().find(|(x, _)| x == id) {
        Some((_, n)) => *n = n.saturating_add(by),
        None => list.push((id.to_string(), by)),
    }
}

fn entries(list: &[(String, u32)]) -> Vec<Entry> {
    list.iter()
        .filter_map(|(id, n)| {
            pool::card(id).map(|card| Entry {
                card,
                count: *n,
                line: None,
            })
        })
        .collect()
}

fn expand(list: &[(String, u32)]) -> Vec<String> {
    list.iter()
        .flat_map(|(id, n)| std::iter::repeat_n(id.clone(), *n as usize))
        .collect()
}

fn write_lines(list: &[(String, u32)], out: &mut String) {
    for (id, n) in list {
        if let Some(c) = pool::card(id) {
            out.push_str(&format!("{n} {}\n", c.name));
        }
    }
}

impl Deck {
    pub fn new(variant: Variant, name: &str) -> Deck {
        Deck {
            name: clean_name(name),
            variant,
            main: Vec::new(),
            plot: Vec::new(),
        }
    }

    /// A copy of a prebuilt deck, to build on.
    pub fn from_prebuilt(p: &Prebuilt) -> Deck {
        let own = |l: &[(&str, u8)]| -> Vec<(String, u32)> {
            l.iter()
                .map(|&(id, n)| (id.to_string(), u32::from(n)))
                .collect()
        };
        Deck {
            name: clean_name(p.name),
            variant: p.variant,
            main: own(p.cards),
            plot: own(p.plot),
        }
    }

    /// Add one copy: in Licence to Kill a Plot card goes to the Plot deck, any other card to
    /// the Action deck.
    pub fn add(&mut self, card: &Card) {
        if self.variant == Variant::Ltk && card.is_plot() {
            bump(&mut self.plot, card.id, 1);
        } else {
            bump(&mut self.main, card.id, 1);
        }
    }

    /// Take one copy away (from the Plot deck first in Licence to Kill, where it may be in
    /// either after an import); an entry at zero goes.
    pub fn remove_one(&mut self, id: &str) {
        for list in [&mut self.plot, &mut self.main] {
            if let Some(k) = list.iter().position(|(x, _)| x == id) {
                list[k].1 -= 1;
                if list[k].1 == 0 {
                    list.remove(k);
                }
                return;
            }
        }
    }

    /// Copies of a card in the whole deck.
    pub fn count(&self, id: &str) -> u32 {
        self.main
            .iter()
            .chain(&self.plot)
            .filter(|(x, _)| x == id)
            .map(|(_, n)| n)
            .sum()
    }

    /// Cards in the deck (both parts).
    pub fn total(&self) -> u32 {
        self.main.iter().chain(&self.plot).map(|(_, n)| n).sum()
    }

    /// Cards per type, for the types present, in the pool's type order.
    pub fn totals_by_type(&self) -> Vec<(CardType, u32)> {
        CardType::ALL
            .iter()
            .map(|&t| {
                let n = self
                    .main
                    .iter()
                    .chain(&self.plot)
                    .filter(|(id, _)| pool::card(id).is_some_and(|c| c.ctype == t))
                    .map(|(_, n)| n)
                    .sum();
                (t, n)
            })
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    /// The deck as the engine's [`DeckList`].
    pub fn list(&self) -> DeckList {
        DeckList {
            main: entries(&self.main),
            plot: entries(&self.plot),
        }
    }

    /// Every deck rule it breaks, in the engine's words; empty when it is legal.
    pub fn problems(&self) -> Vec<Problem> {
        deck_rules::check(&self.list(), self.variant)
    }

    /// The deck as a seat's deck for a new game.
    pub fn seat_deck(&self) -> SeatDeck {
        SeatDeck {
            cards: expand(&self.main),
            plots: expand(&self.plot),
        }
    }

    /// The decklist text: a `# name` comment, then `N Card Name` lines (under `Action:` and
    /// `Plot:` headings in Licence to Kill) — what `qbranch deck check` reads.
    pub fn to_text(&self) -> String {
        let name = clean_name(&self.name);
        let mut out = if name.is_empty() {
            String::new()
        } else {
            format!("# {name}\n")
        };
        match self.variant {
            Variant::Basic => {
                write_lines(&self.main, &mut out);
                write_lines(&self.plot, &mut out);
            }
            Variant::Ltk => {
                out.push_str("Action:\n");
                write_lines(&self.main, &mut out);
                out.push_str("Plot:\n");
                write_lines(&self.plot, &mut out);
            }
        }
        out
    }

    /// Read a decklist text. Lines that do not read, unknown card names, cards outside any
    /// section in Licence to Kill and a text over the size limit refuse the whole import,
    /// each message naming its line; the deck rules are not checked here (the builder shows
    /// them). The name is the first `# …` comment's (up to a " — "), else `fallback`.
    pub fn from_text(text: &str, variant: Variant, fallback: &str) -> Result<Deck, Vec<String>> {
        let (list, problems) =
            deck_rules::parse(text, variant).map_err(|e| vec![capitalise(&e.to_string())])?;
        let refusals: Vec<String> = problems
            .iter()
            .filter(|p| {
                matches!(
                    p.rule,
                    Rule::MalformedLine | Rule::UnknownCard | Rule::MissingSection
                ) || p.line.is_some()
            })
            .map(|p| capitalise(&p.message))
            .collect();
        if !refusals.is_empty() {
            return Err(refusals);
        }
        if list.entries().next().is_none() {
            return Err(vec![
                "The text names no cards: write one card per line, as \"2 Card Name\".".to_string(),
            ]);
        }
        let name = text
            .lines()
            .map(str::trim)
            .find_map(|l| l.strip_prefix('#'))
            .map(|n| n.split(" — ").next().unwrap_or(n))
            .map(clean_name)
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| clean_name(fallback));
        let mut deck = Deck::new(variant, &name);
        for e in &list.main {
            bump(&mut deck.main, e.card.id, e.count);
        }
        for e in &list.plot {
            bump(&mut deck.plot, e.card.id, e.count);
        }
        Ok(deck)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::decks::{deck, decks};

    #[test]
    fn a_prebuilt_deck_copied_is_legal_and_its_text_reads_back_the_same() {
        for v in [Variant::Basic, Variant::Ltk] {
            for p in decks(v) {
                let d = Deck::from_prebuilt(p);
                assert!(d.problems().is_empty(), "{}: {:?}", p.id, d.problems());
                let back = Deck::from_text(&d.to_text(), v, "x").expect("reads back");
                assert_eq!(back, d, "{}", p.id);
                // The seat deck is the one the prebuilt deck gives a game.
                let (cards, plots) = p.ids();
                assert_eq!(d.seat_deck().cards, cards);
                assert_eq!(d.seat_deck().plots, plots);
            }
        }
    }

    #[test]
    fn adding_and_removing_counts_and_ltk_sorts_plots_into_the_plot_deck() {
        let mut d = Deck::new(Variant::Ltk, "  Mine\n ");
        assert_eq!(d.name, "Mine");
        let zorin = pool::card("max-zorin").unwrap();
        let pen = pool::card("explosive-pen").unwrap();
        d.add(zorin);
        d.add(pen);
        d.add(pen);
        assert_eq!(d.plot, vec![("max-zorin".to_string(), 1)]);
        assert_eq!(d.main, vec![("explosive-pen".to_string(), 2)]);
        assert_eq!(d.total(), 3);
        d.remove_one("explosive-pen");
        assert_eq!(d.count("explosive-pen"), 1);
        d.remove_one("max-zorin");
        assert!(d.plot.is_empty());
        assert_eq!(
            d.totals_by_type(),
            vec![(CardType::Q, 1)],
            "only the types present"
        );
    }

    #[test]
    fn one_card_short_names_the_deck_size_rule_and_adding_it_back_is_legal() {
        let p = deck("spectre-rising").unwrap();
        let mut d = Deck::from_prebuilt(p);
        d.remove_one("firefight");
        let rules: Vec<Rule> = d.problems().iter().map(|p| p.rule).collect();
        assert!(rules.contains(&Rule::DeckMultipleOfTen), "{rules:?}");
        d.add(pool::card("firefight").unwrap());
        assert_eq!(d.problems(), vec![]);
    }

    #[test]
    fn an_unknown_name_and_a_malformed_line_are_refused_naming_their_lines() {
        let text = "# Test\n2 Walther PPK\n1 Sean Connery's Toupee\nthree Jaws\n";
        let err = Deck::from_text(text, Variant::Basic, "x").unwrap_err();
        assert_eq!(err.len(), 2, "{err:?}");
        assert!(err[0].starts_with("Line 3: no card is called"), "{err:?}");
        assert!(err[1].starts_with("Line 4: "), "{err:?}");
        assert!(err[1].contains("does not start with a number"), "{err:?}");
        // A huge paste is refused unread.
        let huge = "1 Walther PPK\n".repeat(6000);
        let err = Deck::from_text(&huge, Variant::Basic, "x").unwrap_err();
        assert!(err[0].contains("bytes"), "{err:?}");
        // No cards at all.
        assert!(Deck::from_text("# only a name\n", Variant::Basic, "x").is_err());
    }

    #[test]
    fn an_import_takes_its_name_from_the_first_comment_or_the_fallback() {
        let p = deck("guns-for-hire").unwrap();
        let d = Deck::from_text(&p.to_text(), Variant::Basic, "Imported").unwrap();
        assert_eq!(d.name, "Guns for Hire");
        let d = Deck::from_text("4 Walther PPK\n", Variant::Basic, "Imported").unwrap();
        assert_eq!(d.name, "Imported");
        assert_eq!(d.main, vec![("walther-ppk".to_string(), 4)]);
    }
}
