//! Saved decks in the browser's key–value store (localStorage; [`MemKv`] in tests): one key
//! per deck, `qbranch.deck.<id>`, holding a small JSON envelope. Saved games use
//! `qbranch.save.`, so the two never meet. A full or failing store is reported as the saves'
//! [`StoreError`] and nothing already stored is touched. No browser code here.
//!
//! [`MemKv`]: crate::saves::store::MemKv

use serde::{Deserialize, Serialize};

use super::deck::Deck;
use crate::saves::store::{Kv, StoreError};
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
    deck: Deck,
}

/// A deck as stored.
pub fn encode(deck: &Deck) -> String {
    serde_json::to_string(&Envelope {
        format: FORMAT.into(),
        version: VERSION,
        deck: deck.clone(),
    })
    .unwrap_or_default()
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

/// One saved deck: its id and the deck, or why it cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    pub id: String,
    pub deck: Result<Deck, String>,
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

/// Write a deck under its id. On failure nothing stored changes.
pub fn save<K: Kv>(kv: &K, id: &str, deck: &Deck) -> Result<(), StoreError> {
    kv.set(&format!("{DECK_PREFIX}{id}"), &encode(deck))
}

/// One saved deck.
pub fn load<K: Kv>(kv: &K, id: &str) -> Option<Saved> {
    let text = kv.get(&format!("{DECK_PREFIX}{id}"))?;
    Some(Saved {
        id: id.to_string(),
        deck: decode(&text),
    })
}

/// The saved decks of a rule set (unreadable ones too, so they can be deleted), by name.
pub fn list<K: Kv>(kv: &K, variant: Variant) -> Vec<Saved> {
    let mut out: Vec<Saved> = kv
        .keys()
        .iter()
        .filter_map(|k| k.strip_prefix(DECK_PREFIX))
        .filter(|id| valid_id(id))
        .filter_map(|id| load(kv, id))
        .filter(|s| s.deck.as_ref().map_or(true, |d| d.variant == variant))
        .collect();
    out.sort_by_key(|s| (s.label().to_lowercase(), s.id.clone()));
    out
}

pub fn delete<K: Kv>(kv: &K, id: &str) {
    kv.remove(&format!("{DECK_PREFIX}{id}"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::store::MemKv;
    use qbranch_engine::ccg::decks::deck;

    fn mine() -> Deck {
        Deck::from_prebuilt(deck("tycoons-of-doom").unwrap())
    }

    #[test]
    fn a_deck_round_trips_through_the_store_and_lists_by_variant() {
        let kv = MemKv::default();
        let mut d = mine();
        d.name = "Zed".into();
        save(&kv, "00000000000000aa", &d).unwrap();
        let mut other = d.clone();
        other.name = "Alpha".into();
        save(&kv, "00000000000000bb", &other).unwrap();
        let ltk = Deck::from_prebuilt(deck("ltk-avenge-felix").unwrap());
        save(&kv, "00000000000000cc", &ltk).unwrap();
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
        let foreign = encode(&d).replace(FORMAT, "other");
        assert!(decode(&foreign)
            .unwrap_err()
            .contains("not a Q Branch deck"));
        let newer = encode(&d).replace("\"version\":1", "\"version\":9");
        assert!(decode(&newer).unwrap_err().contains("newer version"));
        let unknown = encode(&d).replace("\"oddjob\"", "\"no-such-card\"");
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
        save(&kv, "00000000000000aa", &d).unwrap();
        let before = encode(&d).len() + 40;
        kv.set_quota(Some(before));
        let mut bigger = d.clone();
        bigger.name = "A much longer name than before".into();
        assert_eq!(
            save(&kv, "00000000000000bb", &bigger),
            Err(StoreError::Full)
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
