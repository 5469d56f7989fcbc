//! Card designs by id: the ids setups, saves and events use, all of the pool
//! ([`super::pool`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::card::Card;
use super::pool;

/// Every card of the pool.
pub fn all_cards() -> &'static [Card] {
    pool::POOL
}

/// A card design by id.
pub fn find_card(id: &str) -> Option<&'static Card> {
    pool::card(id)
}

/// The design a physical card shows (serialised as its card id).
#[derive(Clone, Copy, Debug)]
pub struct Design(pub &'static Card);

impl PartialEq for Design {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}

impl Serialize for Design {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.id)
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
