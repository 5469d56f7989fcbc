//! The deck builder's state and what changes it: the deck, the saved deck it is, the pool's
//! filter, the message over the page, an import's refusals; saving, opening, deleting, loading a
//! prebuilt deck, downloading and importing.

use qbranch_engine::ccg::deck_rules::Problem;
use qbranch_engine::ccg::decks::decks;
use qbranch_engine::ccg::Variant;

use super::deck::Deck;
use super::filter::Filter;
use super::store::{self, Saved};
use crate::games::ccg::zoom::Zoom;
use crate::saves::browser::{self, LocalKv};
use crate::saves::store::StoreError;
use crate::ui::reactive::{memo, state, Derived, State};

/// A message over the builder: kind ("ok", "error") and text.
pub type Note = Option<(&'static str, String)>;

fn storage_words(e: &StoreError) -> String {
    match e {
        StoreError::Full => "The browser's storage is full, so the deck was not saved. It is still \
                             open here: export it as text to keep it, or delete an old deck or game \
                             and save again."
            .into(),
        StoreError::Unavailable(_) => format!(
            "The deck was not saved: {e}. It is still open here; export it as text to keep it."
        ),
    }
}

/// The rule set's name, as the page says it.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "Basic Rules",
        Variant::Ltk => "Licence to Kill",
    }
}

/// The builder's state, shared by the parts of the page (every handle is `Copy`).
#[derive(Clone, Copy)]
pub struct Builder {
    pub variant: Variant,
    pub deck: State<Deck>,
    /// The saved deck being edited (`None`: a new deck, not saved yet).
    pub saved_id: State<Option<String>>,
    pub filter: State<Filter>,
    pub note: State<Note>,
    /// Why the last import was refused, line by line.
    pub import_errors: State<Vec<String>>,
    /// The saved decks of the rule set, read again after each save or delete.
    pub saved: Derived<Vec<Saved>>,
    saved_rev: State<u32>,
    /// Every deck rule the deck breaks (none: it is legal).
    pub problems: Derived<Vec<Problem>>,
    pub zoom: Zoom,
}

impl Builder {
    pub fn new(variant: Variant) -> Builder {
        let deck = state(Deck::new(variant, "My deck"));
        let saved_rev = state(0u32);
        Builder {
            variant,
            deck,
            saved_id: state(None),
            filter: state(Filter::default()),
            note: state(None),
            import_errors: state(Vec::new()),
            saved: memo(move || {
                saved_rev.track();
                store::list(&LocalKv, variant)
            }),
            saved_rev,
            problems: memo(move || deck.with(Deck::problems)),
            zoom: Zoom(state(None)),
        }
    }

    pub fn legal(self) -> bool {
        self.problems.with(Vec::is_empty)
    }

    fn say(self, text: String) {
        self.note.set(Some(("ok", text)));
    }

    fn fail(self, text: String) {
        self.note.set(Some(("error", text)));
    }

    /// Open a card of the pool or the deck in the zoom.
    pub fn read(self, id: &'static str) {
        self.zoom.0.set(Some((id.to_string(), None)));
    }

    /// "Action deck 40 · Plot deck 21", or "60 cards".
    pub fn part_sizes(self) -> String {
        self.deck.with(|d| {
            let m: u32 = d.main.iter().map(|(_, n)| n).sum();
            let p: u32 = d.plot.iter().map(|(_, n)| n).sum();
            match self.variant {
                Variant::Basic => format!("{m} cards"),
                Variant::Ltk => format!("Action deck {m} · Plot deck {p}"),
            }
        })
    }

    /// A deck of its own from now on (loaded, imported or emptied): not saved, nothing refused.
    fn replace(self, deck: Deck, text: String) {
        self.deck.set(deck);
        self.saved_id.set(None);
        self.import_errors.set(Vec::new());
        self.say(text);
    }

    pub fn save(self) {
        let d = self.deck.get_untracked();
        if d.name.trim().is_empty() {
            self.fail("Give the deck a name before saving it.".into());
            return;
        }
        let id = self
            .saved_id
            .get_untracked()
            .unwrap_or_else(|| store::new_id(browser::random_u64()));
        match store::save(&LocalKv, &id, &d) {
            Ok(()) => {
                self.saved_id.set(Some(id));
                self.saved_rev.update(|n| *n += 1);
                self.say(format!("Saved \"{}\" in this browser.", d.name));
            }
            Err(e) => self.fail(storage_words(&e)),
        }
    }

    pub fn open_saved(self, s: Saved) {
        match s.deck {
            Ok(d) => {
                self.say(format!("Opened \"{}\".", d.name));
                self.deck.set(d);
                self.saved_id.set(Some(s.id));
                self.import_errors.set(Vec::new());
            }
            Err(e) => self.fail(format!("That deck cannot be opened: {e}.")),
        }
    }

    pub fn delete_saved(self, s: &Saved) {
        store::delete(&LocalKv, &s.id);
        if self.saved_id.get_untracked().as_deref() == Some(s.id.as_str()) {
            self.saved_id.set(None);
        }
        self.saved_rev.update(|n| *n += 1);
        self.say(format!(
            "Deleted \"{}\" from this browser. The deck stays open here until you leave.",
            s.label()
        ));
    }

    pub fn load_prebuilt(self, id: &str) {
        if let Some(p) = decks(self.variant).find(|d| d.id == id) {
            self.replace(
                Deck::from_prebuilt(p),
                format!(
                    "Started from the prebuilt deck \"{}\": a new deck, not saved yet.",
                    p.name
                ),
            );
        }
    }

    pub fn clear(self) {
        self.deck.set(Deck::new(self.variant, "My deck"));
        self.saved_id.set(None);
        self.say("A new, empty deck.".into());
    }

    pub fn download(self) {
        let d = self.deck.get_untracked();
        match browser::download(&file_name(&d.name), &d.to_text()) {
            Ok(()) => self.say("The decklist was downloaded as a text file.".into()),
            Err(e) => self.fail(format!("The download failed ({e}).")),
        }
    }

    pub fn import(self, text: String) {
        match Deck::from_text(&text, self.variant, "Imported deck") {
            Ok(d) => {
                let (n, name) = (d.total(), d.name.clone());
                self.replace(
                    d,
                    format!("Imported \"{name}\" ({n} cards): a new deck, not saved yet."),
                );
            }
            Err(errs) => self.refuse(
                errs,
                "The decklist was not imported; nothing was changed. See the lines below.",
            ),
        }
    }

    /// An import refused: why, line by line, and the note over the page.
    pub fn refuse(self, errors: Vec<String>, note: &str) {
        self.import_errors.set(errors);
        self.fail(note.into());
    }
}

fn file_name(name: &str) -> String {
    let slug = crate::saves::import_export::slug(name);
    if slug.is_empty() {
        "deck.txt".into()
    } else {
        format!("{slug}.txt")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_tidy() {
        assert_eq!(file_name("Smugglers' Run 2!"), "smugglers-run-2.txt");
        assert_eq!(file_name("  "), "deck.txt");
    }
}
