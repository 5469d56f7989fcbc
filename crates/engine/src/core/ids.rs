//! Table entries named by text ids (the race's cards and spaces in saves): found by binary
//! search over the ids sorted once, and read from JSON without allocating the id. A scan of
//! the table comparing every id, after copying the text into a `String`, took about 1,000
//! instructions a card: a fifth of reading a race's record.

use std::fmt;

use serde::de::{Error, Visitor};
use serde::Deserializer;

/// A table's ids, sorted, each with its position in the table.
pub struct IdIndex(Vec<(&'static str, u8)>);

impl IdIndex {
    /// The index of `ids`, in table order (at most 256).
    pub fn new(ids: impl Iterator<Item = &'static str>) -> Self {
        let mut v: Vec<(&'static str, u8)> = ids.enumerate().map(|(i, id)| (id, i as u8)).collect();
        crate::core::sort::sort_by(&mut v, |a, b| a.0.cmp(b.0));
        debug_assert!(v.windows(2).all(|w| w[0].0 != w[1].0), "ids are unique");
        IdIndex(v)
    }

    /// The position of `id` in the table.
    pub fn find(&self, id: &str) -> Option<u8> {
        self.0
            .binary_search_by(|(k, _)| (*k).cmp(id))
            .ok()
            .map(|i| self.0[i].1)
    }
}

/// Read an id string as the entry `find` gives for it; an unknown id is the error
/// "no {what} {id}".
pub fn deserialize<'de, D: Deserializer<'de>, T>(
    d: D,
    what: &'static str,
    find: fn(&str) -> Option<T>,
) -> Result<T, D::Error> {
    d.deserialize_str(Id { what, find })
}

struct Id<T> {
    what: &'static str,
    find: fn(&str) -> Option<T>,
}

impl<T> Visitor<'_> for Id<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a {} id", self.what)
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<T, E> {
        (self.find)(v).ok_or_else(|| E::custom(format_args!("no {} {v}", self.what)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_each_id_at_its_place_and_nothing_else() {
        let ids = ["b", "a", "d", "c", "aa"];
        let index = IdIndex::new(ids.into_iter());
        for (i, id) in ids.iter().enumerate() {
            assert_eq!(index.find(id), Some(i as u8));
        }
        assert_eq!(index.find("e"), None);
        assert_eq!(index.find(""), None);
    }
}
