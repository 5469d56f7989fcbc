//! Card designs by id: the ids setups, saves and events use, across the pool ([`super::pool`])
//! and the small test pool ([`super::sample`]), whose ids carry the prefix `sample:`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::card::Card;
use super::{pool, sample};

/// Every card of the pool.
pub fn all_cards() -> &'static [Card] {
    pool::POOL
}

/// Prefix of the ids of the small test pool ([`sample`]) in set-ups and saves.
pub const SAMPLE_PREFIX: &str = "sample:";

/// A card design by id: a pool id, or `sample:` and the id of a card of the test pool.
pub fn find_card(id: &str) -> Option<&'static Card> {
    match id.strip_prefix(SAMPLE_PREFIX) {
        Some(rest) => sample::SAMPLE.iter().find(|c| c.id == rest),
        None => pool::card(id),
    }
}

/// The id that finds this design again with [`find_card`].
pub fn design_key(card: &'static Card) -> String {
    if sample::SAMPLE.iter().any(|c| std::ptr::eq(c, card)) {
        format!("{SAMPLE_PREFIX}{}", card.id)
    } else {
        card.id.to_string()
    }
}

/// The design a physical card shows (serialised as its card id).
#[derive(Clone, Copy, Debug)]
pub struct Design(pub &'static Card);

impl PartialEq for Design {
    fn eq(&self, other: &Self) -> bool {
        // The same card entry is the same design; otherwise compare ids (a sample card and a
        // pool card of one id are one design).
        std::ptr::eq(self.0, other.0) || self.0.id == other.0.id
    }
}

impl Serialize for Design {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&design_key(self.0))
    }
}

impl<'de> Deserialize<'de> for Design {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        find_card(&id)
            .map(Design)
            .ok_or_else(|| serde::de::Error::custom(format!("no card with id {id}")))
    }
}
