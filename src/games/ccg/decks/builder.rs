//! The deck builder's state and what changes it: the deck, the saved deck it is (and which
//! write of it this tab holds), the pool's filter, the message over the page, an import's
//! refusals, news of another tab; saving, opening, deleting, loading a prebuilt deck,
//! downloading and importing.

use qbranch_engine::ccg::deck_rules::Problem;
use qbranch_engine::ccg::decks::decks;
use qbranch_engine::ccg::Variant;

use super::deck::{Deck, MAX_NAME_CHARS};
use super::filter::Filter;
use super::store::{self, Saved};
use crate::games::ccg::zoom::Zoom;
use crate::saves::browser::{self, LocalKv};
use crate::saves::format::Stamp;
use crate::saves::store::{Conflict, StoreError, WriteError};
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

/// What another tab did to the saved deck open here, in the words the play screen uses for
/// saved games.
pub fn other_tab_words(c: &Conflict) -> &'static str {
    match c {
        Conflict::Changed { .. } => "This deck was changed in another tab.",
        Conflict::Deleted => "This deck was deleted in another tab.",
        Conflict::Unreadable => {
            "This deck was replaced in another tab by something Q Branch cannot read."
        }
    }
}

/// "Smugglers' Run" → "Smugglers' Run (copy)", within the name limit.
fn copy_name(name: &str) -> String {
    let base: String = name
        .chars()
        .take(MAX_NAME_CHARS - " (copy)".len())
        .collect();
    format!("{} (copy)", base.trim_end())
}

/// The saved deck being edited and the write of it this tab opened or last saved: a save
/// must find that very write still stored.
#[derive(Clone, PartialEq)]
struct Held {
    id: String,
    stamp: Stamp,
}

/// The rule set's name, as the page says it.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "Basic Rules",
        Variant::Ltk => "Licence to Kill",
    }
}

/// What would take the place of the deck open here, once the player says yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replacing {
    Prebuilt(&'static str),
    Empty,
}

/// The builder's state, shared by the parts of the page (every handle is `Copy`).
#[derive(Clone, Copy)]
pub struct Builder {
    pub variant: Variant,
    pub deck: State<Deck>,
    /// The deck as it was last loaded, opened, imported, emptied or saved: a deck that differs
    /// has work in it that replacing it would lose.
    kept: State<Deck>,
    /// A replacement waiting for the player's answer (the deck open here has unsaved work).
    pub asking: State<Option<Replacing>>,
    held: State<Option<Held>>,
    /// The saved deck being edited (`None`: a new deck, not saved yet).
    pub saved_id: Derived<Option<String>>,
    /// What another tab did to the saved deck being edited: this tab then never saves over it.
    pub other_tab: State<Option<Conflict>>,
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
        let kept = state(Deck::new(variant, "My deck"));
        let saved_rev = state(0u32);
        let held = state(None::<Held>);
        Builder {
            variant,
            deck,
            kept,
            asking: state(None),
            held,
            saved_id: memo(move || held.with(|h| h.as_ref().map(|h| h.id.clone()))),
            other_tab: state(None),
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
                Variant::Basic => crate::ui::text::count(m, "card", "cards"),
                Variant::Ltk => format!("Action deck {m} · Plot deck {p}"),
            }
        })
    }

    /// Which saved deck this tab edits, and the write of it it holds (`None`: a deck not
    /// saved yet). Whatever another tab did to the one before no longer matters.
    fn hold(self, held: Option<Held>) {
        self.held.set(held);
        self.other_tab.set(None);
    }

    /// A deck of its own from now on (loaded, imported or emptied): not saved, nothing refused.
    fn replace(self, deck: Deck, text: String) {
        self.kept.set(deck.clone());
        self.deck.set(deck);
        self.hold(None);
        self.import_errors.set(Vec::new());
        self.say(text);
    }

    /// Save the deck: a new deck under a new id, a saved one over the write this tab holds.
    /// When another tab changed or deleted it meanwhile, nothing is written and the player
    /// is told (and offered the saved version, or a new deck of their own).
    pub fn save(self) {
        let d = self.deck.get_untracked();
        if d.name.trim().is_empty() {
            self.fail("Give the deck a name before saving it.".into());
            return;
        }
        let held = self.held.get_untracked();
        let id = held
            .as_ref()
            .map_or_else(|| store::new_id(browser::random_u64()), |h| h.id.clone());
        match store::save(&LocalKv, &id, &d, held.as_ref().map(|h| &h.stamp)) {
            Ok(stamp) => {
                self.kept.set(d.clone());
                self.hold(Some(Held { id, stamp }));
                self.saved_rev.update(|n| *n += 1);
                self.say(format!("Saved \"{}\" in this browser.", d.name));
            }
            Err(WriteError::Conflict(c)) => {
                self.fail(format!(
                    "{} Your version was not saved; it is still open here.",
                    other_tab_words(&c)
                ));
                self.other_tab.set(Some(c));
                self.saved_rev.update(|n| *n += 1);
            }
            Err(WriteError::Store(e)) => self.fail(storage_words(&e)),
            Err(e) => self.fail(format!(
                "The deck was not saved: {e}. It is still open here; export it as text to keep it."
            )),
        }
    }

    /// Keep the deck open here as a new deck, not the saved one another tab changed or
    /// deleted, and save it (a copy's name says which is which beside the changed one).
    pub fn save_as_new(self) {
        if matches!(
            self.other_tab.get_untracked(),
            Some(Conflict::Changed { .. })
        ) {
            self.deck.update(|d| d.name = copy_name(&d.name));
        }
        self.hold(None);
        self.save();
    }

    /// Open a saved deck as it is stored now (another tab may have changed it since the list
    /// was read).
    pub fn open_saved(self, id: &str) {
        let Some(s) = store::load(&LocalKv, id) else {
            self.saved_rev.update(|n| *n += 1);
            self.fail("That deck is no longer saved: it was deleted in another tab.".into());
            return;
        };
        match s.deck {
            Ok(d) => {
                self.say(format!("Opened \"{}\".", d.name));
                self.kept.set(d.clone());
                self.deck.set(d);
                self.hold(Some(Held {
                    id: s.id,
                    stamp: s.stamp,
                }));
                self.import_errors.set(Vec::new());
            }
            Err(e) => self.fail(format!("That deck cannot be opened: {e}.")),
        }
    }

    /// Open the saved version of the deck being edited, as another tab left it.
    pub fn reload(self) {
        if let Some(id) = self.saved_id.get_untracked() {
            self.open_saved(&id);
        }
    }

    /// Another tab changed the browser's storage (`key`; `None`: it cleared it all). A deck's
    /// key: the list is read again, and the deck open here checked, so the player hears of a
    /// clash before pressing Save.
    pub fn storage_changed(self, key: Option<&str>) {
        if key.is_some_and(|k| store::id_of_key(k).is_none()) {
            return;
        }
        self.saved_rev.update(|n| *n += 1);
        let Some(h) = self.held.get_untracked() else {
            return;
        };
        if let Err(c) = store::still_held(&LocalKv, &h.id, &h.stamp) {
            self.other_tab.set(Some(c));
        }
    }

    pub fn delete_saved(self, s: &Saved) {
        store::delete(&LocalKv, &s.id);
        if self.saved_id.get_untracked().as_deref() == Some(s.id.as_str()) {
            self.hold(None);
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

    /// The deck has cards put in or taken out, or a new name, since it was last loaded,
    /// opened, imported or saved.
    pub fn unsaved(self) -> bool {
        self.deck
            .with(|d| d.total() > 0 && self.kept.with(|k| k != d))
    }

    /// Load a prebuilt deck or start an empty one: at once when nothing would be lost, else
    /// only once the player answers [`Builder::asking`].
    pub fn ask_replace(self, r: Replacing) {
        if self.unsaved() {
            self.asking.set(Some(r));
        } else {
            self.replace_with(r);
        }
    }

    /// The player's answer: `true` replaces the deck, `false` keeps it.
    pub fn answer(self, replace: bool) {
        if let Some(r) = self.asking.get_untracked() {
            self.asking.set(None);
            if replace {
                self.replace_with(r);
            } else {
                self.say("Your deck stays as it is.".into());
            }
        }
    }

    fn replace_with(self, r: Replacing) {
        match r {
            Replacing::Prebuilt(id) => self.load_prebuilt(id),
            Replacing::Empty => self.clear(),
        }
    }

    pub fn clear(self) {
        self.kept.set(Deck::new(self.variant, "My deck"));
        self.deck.set(Deck::new(self.variant, "My deck"));
        self.hold(None);
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
                    format!(
                        "Imported \"{name}\" ({}): a new deck, not saved yet.",
                        crate::ui::text::count(n, "card", "cards")
                    ),
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

    #[test]
    fn a_copy_is_named_as_one_within_the_name_limit() {
        assert_eq!(copy_name("Smugglers' Run"), "Smugglers' Run (copy)");
        let long = copy_name(&"x".repeat(MAX_NAME_CHARS));
        assert_eq!(long.chars().count(), MAX_NAME_CHARS);
        assert!(long.ends_with("x (copy)"));
    }

    #[test]
    fn another_tab_is_named_in_plain_words() {
        let changed = Conflict::Changed { stored: 2, mine: 1 };
        assert_eq!(
            other_tab_words(&changed),
            "This deck was changed in another tab."
        );
        assert_eq!(
            other_tab_words(&Conflict::Deleted),
            "This deck was deleted in another tab."
        );
    }
}
