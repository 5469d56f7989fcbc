//! Saved decks in the browser's key–value store (localStorage; [`MemKv`] in tests): one key
//! per deck, `qbranch.deck.<id>`, holding a small JSON envelope. Saved games use
//! `qbranch.save.`, so the two never meet. A full or failing store is reported as the saves'
//! [`StoreError`] and nothing already stored is touched. No browser code here.
//!
//! Each envelope carries the saves' stamp (a revision and the tab that wrote it), and a deck
//! is only written over the very copy the tab opened or last saved: a deck changed or deleted
//! in another tab is never overwritten or brought back by this one. Decks stored without a
//! stamp read as revision 0.
//!
//! [`MemKv`]: crate::saves::store::MemKv
//! [`StoreError`]: crate::saves::store::StoreError

use serde::{Deserialize, Serialize};

use super::deck::Deck;
use crate::saves::format::Stamp;
use crate::saves::store::{Conflict, Kv, WriteError};
use qbranch_engine::ccg::{pool, Variant};

/// Key prefix of saved decks.
pub const DECK_PREFIX: &str = "qbranch.deck.";
/// The envelope's format tag and version.
pub const FORMAT: &str = "qbranch-deck";
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    #[serde(default)]
    revision: u64,
    #[serde(default)]
    writer: String,
    deck: Deck,
}

/// Only the stamp of a stored envelope: enough to check a write against, even when the deck
/// itself no longer reads (a card this build does not know).
#[derive(Deserialize)]
struct StampOnly {
    format: String,
    #[serde(default)]
    revision: u64,
    #[serde(default)]
    writer: String,
}

/// A stamp before any write (a deck from before stamps, or an unreadable one).
pub fn unstamped() -> Stamp {
    Stamp {
        revision: 0,
        writer: String::new(),
    }
}

fn key_for(id: &str) -> String {
    format!("{DECK_PREFIX}{id}")
}

/// A deck as stored, with the write it is.
pub fn encode(deck: &Deck, stamp: &Stamp) -> String {
    serde_json::to_string(&Envelope {
        format: FORMAT.into(),
        version: VERSION,
        revision: stamp.revision,
        writer: stamp.writer.clone(),
        deck: deck.clone(),
    })
    .unwrap_or_default()
}

/// A stored deck's stamp (`None`: not a deck envelope at all).
fn stamp_of(text: &str) -> Option<Stamp> {
    let s: StampOnly = serde_json::from_str(text).ok()?;
    (s.format == FORMAT).then_some(Stamp {
        revision: s.revision,
        writer: s.writer,
    })
}

/// A stored deck read back, or why it cannot be, in plain words.
pub fn decode(text: &str) -> Result<Deck, String> {
    let env: Envelope = serde_json::from_str(text)
        .map_err(|_| "this saved deck cannot be read (it is damaged)".to_string())?;
    if env.format != FORMAT {
        return Err("this stored item is not a Q Branch deck".into());
    }
    if env.version > VERSION {
        return Err("this deck was saved by a newer version of Q Branch".into());
    }
    if let Some((id, _)) = env
        .deck
        .main
        .iter()
        .chain(&env.deck.plot)
        .find(|(id, n)| pool::card(id).is_none() || *n == 0)
    {
        return Err(format!(
            "this saved deck names a card Q Branch does not know (\"{}\")",
            id.chars().take(40).collect::<String>()
        ));
    }
    Ok(env.deck)
}

/// A saved deck id is short lowercase hex (what [`new_id`] makes).
pub fn valid_id(id: &str) -> bool {
    (1..=32).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A deck id from 64 random bits.
pub fn new_id(bits: u64) -> String {
    format!("{bits:016x}")
}

/// One saved deck: its id, the deck or why it cannot be read, and the write it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    pub id: String,
    pub deck: Result<Deck, String>,
    pub stamp: Stamp,
}

impl Saved {
    /// The name to list it by.
    pub fn label(&self) -> String {
        match &self.deck {
            Ok(d) if !d.name.is_empty() => d.name.clone(),
            Ok(_) => "Unnamed deck".into(),
            Err(_) => format!("Unreadable deck {}", self.id),
        }
    }
}

/// May a tab holding the write `held` write over `stored`? Only if `stored` is that very
/// write. (Checked before each save, and on every storage event from another tab.)
pub fn check(stored: Option<&str>, held: &Stamp) -> Result<(), Conflict> {
    let stored = stored.ok_or(Conflict::Deleted)?;
    let s = stamp_of(stored).ok_or(Conflict::Unreadable)?;
    if s == *held {
        Ok(())
    } else {
        Err(Conflict::Changed {
            stored: s.revision,
            mine: held.revision,
        })
    }
}

/// Is the saved deck `id` still the write `held`? (What a storage event is checked with.)
pub fn still_held<K: Kv>(kv: &K, id: &str, held: &Stamp) -> Result<(), Conflict> {
    check(kv.get(&key_for(id)).as_deref(), held)
}

/// Write a deck under its id. `held` is the write this tab opened or last saved (`None`: a
/// new deck, whose id must be free); the stored copy must still be that write. Returns the
/// new write's stamp. On any error nothing stored changes.
pub fn save<K: Kv>(
    kv: &K,
    id: &str,
    deck: &Deck,
    held: Option<&Stamp>,
) -> Result<Stamp, WriteError> {
    let key = key_for(id);
    let stored = kv.get(&key);
    let revision = match held {
        None if stored.is_some() => {
            return Err(WriteError::Conflict(Conflict::Changed {
                stored: 0,
                mine: 0,
            }))
        }
        None => 1,
        Some(h) => {
            check(stored.as_deref(), h).map_err(WriteError::Conflict)?;
            h.revision.checked_add(1).ok_or(WriteError::RevisionLimit)?
        }
    };
    let stamp = Stamp {
        revision,
        writer: kv.writer(),
    };
    kv.set(&key, &encode(deck, &stamp))
        .map_err(WriteError::Store)?;
    Ok(stamp)
}

/// One saved deck.
pub fn load<K: Kv>(kv: &K, id: &str) -> Option<Saved> {
    let text = kv.get(&key_for(id))?;
    Some(Saved {
        id: id.to_string(),
        deck: decode(&text),
        stamp: stamp_of(&text).unwrap_or_else(unstamped),
    })
}

/// Is this storage key a saved deck's, and which? (`None`: another kind of key.)
pub fn id_of_key(key: &str) -> Option<&str> {
    key.strip_prefix(DECK_PREFIX).filter(|id| valid_id(id))
}

/// The saved decks of a rule set (unreadable ones too, so they can be deleted), by name.
pub fn list<K: Kv>(kv: &K, variant: Variant) -> Vec<Saved> {
    let mut out: Vec<Saved> = kv
        .keys()
        .iter()
        .filter_map(|k| id_of_key(k).and_then(|id| load(kv, id)))
        .filter(|s| s.deck.as_ref().map_or(true, |d| d.variant == variant))
        .collect();
    out.sort_by_key(|s| (s.label().to_lowercase(), s.id.clone()));
    out
}

pub fn delete<K: Kv>(kv: &K, id: &str) {
    kv.remove(&key_for(id));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::store::{MemKv, StoreError};
    use qbranch_engine::ccg::decks::deck;

    fn mine() -> Deck {
        Deck::from_prebuilt(deck("tycoons-of-doom").unwrap())
    }

    const ID: &str = "00000000000000aa";

    /// A deck saved by tab A and opened in tab B: the two tabs and the write both hold.
    fn open_in_two_tabs() -> (MemKv, MemKv, Stamp) {
        let a = MemKv::default();
        let b = a.tab("tab-2");
        let first = save(&a, ID, &mine(), None).unwrap();
        assert_eq!(first.revision, 1);
        assert_eq!(load(&b, ID).unwrap().stamp, first);
        (a, b, first)
    }

    #[test]
    fn a_save_from_a_tab_holding_an_older_copy_is_refused_and_changes_nothing() {
        let (a, b, held) = open_in_two_tabs();
        let mut in_a = mine();
        in_a.add(pool::card("oddjob").unwrap());
        let after_a = save(&a, ID, &in_a, Some(&held)).unwrap();
        assert_eq!(after_a.revision, 2);
        let mut in_b = mine();
        in_b.remove_one("oddjob");
        let before = a.get(&key_for(ID));
        assert_eq!(
            save(&b, ID, &in_b, Some(&held)),
            Err(WriteError::Conflict(Conflict::Changed {
                stored: 2,
                mine: 1
            }))
        );
        assert_eq!(a.get(&key_for(ID)), before);
        assert_eq!(load(&b, ID).unwrap().deck, Ok(in_a.clone()));
        // What a storage event shows tab B, before it tries to save.
        assert!(check(before.as_deref(), &held).is_err());
        assert!(check(before.as_deref(), &after_a).is_ok());
        // Tab A goes on saving over its own write.
        in_a.name = "Renamed".into();
        assert_eq!(save(&a, ID, &in_a, Some(&after_a)).unwrap().revision, 3);
    }

    #[test]
    fn two_tabs_writing_the_same_revision_are_told_apart_by_the_writer() {
        let (a, b, held) = open_in_two_tabs();
        let by_a = save(&a, ID, &mine(), Some(&held)).unwrap();
        let stored_by_a = a.get(&key_for(ID));
        let by_b = Stamp {
            revision: by_a.revision,
            writer: b.writer(),
        };
        assert!(matches!(
            check(stored_by_a.as_deref(), &by_b),
            Err(Conflict::Changed { .. })
        ));
    }

    #[test]
    fn a_deck_deleted_in_another_tab_is_never_brought_back_by_a_save() {
        let (a, b, held) = open_in_two_tabs();
        delete(&a, ID);
        assert_eq!(
            save(&b, ID, &mine(), Some(&held)),
            Err(WriteError::Conflict(Conflict::Deleted))
        );
        assert_eq!(load(&a, ID), None);
        assert_eq!(check(None, &held), Err(Conflict::Deleted));
        // Saved again as a new deck, it is a deck of its own.
        let again = save(&b, "00000000000000bb", &mine(), None).unwrap();
        assert_eq!(again.revision, 1);
        assert_eq!(list(&a, Variant::Basic).len(), 1);
    }

    #[test]
    fn a_new_deck_never_takes_the_key_of_a_stored_one() {
        let (a, b, _) = open_in_two_tabs();
        let before = a.get(&key_for(ID));
        assert!(matches!(
            save(&b, ID, &Deck::new(Variant::Basic, "Other"), None),
            Err(WriteError::Conflict(_))
        ));
        assert_eq!(a.get(&key_for(ID)), before);
    }

    #[test]
    fn a_deck_stored_without_a_stamp_reads_as_revision_0_and_is_checked_like_any() {
        let kv = MemKv::default();
        let mut old: serde_json::Value =
            serde_json::from_str(&encode(&mine(), &unstamped())).unwrap();
        let obj = old.as_object_mut().unwrap();
        obj.remove("revision");
        obj.remove("writer");
        kv.set(&key_for(ID), &old.to_string()).unwrap();
        let opened = load(&kv, ID).unwrap();
        assert_eq!(opened.deck, Ok(mine()));
        assert_eq!(opened.stamp, unstamped());
        let other_tab = kv.tab("tab-2");
        assert_eq!(
            save(&kv, ID, &mine(), Some(&opened.stamp))
                .unwrap()
                .revision,
            1
        );
        assert!(matches!(
            save(&other_tab, ID, &mine(), Some(&opened.stamp)),
            Err(WriteError::Conflict(Conflict::Changed { .. }))
        ));
    }

    #[test]
    fn what_is_stored_and_does_not_read_is_never_written_over() {
        let kv = MemKv::default();
        kv.set(&key_for(ID), "garbage").unwrap();
        assert_eq!(
            save(&kv, ID, &mine(), Some(&unstamped())),
            Err(WriteError::Conflict(Conflict::Unreadable))
        );
        assert_eq!(kv.get(&key_for(ID)).as_deref(), Some("garbage"));
    }

    #[test]
    fn a_deck_round_trips_through_the_store_and_lists_by_variant() {
        let kv = MemKv::default();
        let mut d = mine();
        d.name = "Zed".into();
        save(&kv, "00000000000000aa", &d, None).unwrap();
        let mut other = d.clone();
        other.name = "Alpha".into();
        save(&kv, "00000000000000bb", &other, None).unwrap();
        let ltk = Deck::from_prebuilt(deck("ltk-avenge-felix").unwrap());
        save(&kv, "00000000000000cc", &ltk, None).unwrap();
        // A saved game and a stray key are not decks.
        kv.set("qbranch.save.abc", "{}").unwrap();
        kv.set("qbranch.deck.not-hex!", "{}").unwrap();
        let basic = list(&kv, Variant::Basic);
        let names: Vec<String> = basic.iter().map(Saved::label).collect();
        assert_eq!(names, vec!["Alpha", "Zed"]);
        assert_eq!(basic[1].deck, Ok(d));
        assert_eq!(list(&kv, Variant::Ltk).len(), 1);
        delete(&kv, "00000000000000aa");
        assert_eq!(list(&kv, Variant::Basic).len(), 1);
    }

    #[test]
    fn damaged_foreign_and_unknown_card_decks_are_listed_as_unreadable() {
        assert!(decode("not json").unwrap_err().contains("damaged"));
        let d = mine();
        let foreign = encode(&d, &unstamped()).replace(FORMAT, "other");
        assert!(decode(&foreign)
            .unwrap_err()
            .contains("not a Q Branch deck"));
        let newer = encode(&d, &unstamped()).replace("\"version\":1", "\"version\":9");
        assert!(decode(&newer).unwrap_err().contains("newer version"));
        let unknown = encode(&d, &unstamped()).replace("\"oddjob\"", "\"no-such-card\"");
        assert!(decode(&unknown).unwrap_err().contains("no-such-card"));
        let kv = MemKv::default();
        kv.set("qbranch.deck.00000000000000dd", "garbage").unwrap();
        let l = list(&kv, Variant::Basic);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].label(), "Unreadable deck 00000000000000dd");
    }

    #[test]
    fn a_full_store_refuses_and_keeps_what_was_saved() {
        let kv = MemKv::default();
        let d = mine();
        save(&kv, "00000000000000aa", &d, None).unwrap();
        let before = encode(&d, &unstamped()).len() + 40;
        kv.set_quota(Some(before));
        let mut bigger = d.clone();
        bigger.name = "A much longer name than before".into();
        assert_eq!(
            save(&kv, "00000000000000bb", &bigger, None),
            Err(WriteError::Store(StoreError::Full))
        );
        let l = list(&kv, Variant::Basic);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].deck, Ok(d));
    }

    #[test]
    fn ids_are_short_hex() {
        assert_eq!(new_id(255), "00000000000000ff");
        assert!(valid_id(&new_id(u64::MAX)));
        assert!(!valid_id(""));
        assert!(!valid_id("../x"));
    }
}
