//! Seeds as JSON strings, so every JSON reader keeps them exactly.
//!
//! A seed is a `u64`; JavaScript numbers hold integers exactly only up to 2^53, so a seed written
//! as a JSON number changes when a browser console, a spreadsheet or a sync script parses and
//! re-writes a save, and the game then replays with different dice. Seeds are written as decimal
//! strings (`"seed":"18446744073709551615"`) and read from a string or, for records written
//! before this, from a non-negative whole JSON number.

use std::fmt;

use serde::de::{self, Visitor};
use serde::{Deserializer, Serializer};

pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&seed.to_string())
}

pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    d.deserialize_any(SeedVisitor)
}

struct SeedVisitor;

impl Visitor<'_> for SeedVisitor {
    type Value = u64;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a seed: a whole number from 0 to 18446744073709551615, written as a string")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u64, E> {
        Ok(v)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u64, E> {
        u64::try_from(v).map_err(|_| E::custom(format!("the seed {v} is negative")))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<u64, E> {
        // Digits only: no sign, no spaces, no exponent, no leading "+".
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
            return Err(E::custom(format!("the seed \"{v}\" is not a whole number")));
        }
        v.parse::<u64>()
            .map_err(|_| E::custom(format!("the seed {v} is too large")))
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct S {
        #[serde(with = "super")]
        seed: u64,
    }

    fn read(json: &str) -> Result<u64, String> {
        serde_json::from_str::<S>(json)
            .map(|s| s.seed)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn seeds_are_written_as_strings_and_read_back_exactly() {
        for seed in [0, 1, 42, (1 << 53) + 1, u64::MAX - 1, u64::MAX] {
            let json = serde_json::to_string(&S { seed }).unwrap();
            assert_eq!(json, format!("{{\"seed\":\"{seed}\"}}"));
            assert_eq!(read(&json), Ok(seed));
        }
    }

    #[test]
    fn old_numeric_seeds_still_read() {
        assert_eq!(read(r#"{"seed":42}"#), Ok(42));
        assert_eq!(read(r#"{"seed":18446744073709551615}"#), Ok(u64::MAX));
    }

    #[test]
    fn bad_seeds_are_refused() {
        for bad in [
            r#"{"seed":-5}"#,
            r#"{"seed":1e300}"#,
            r#"{"seed":1.5}"#,
            r#"{"seed":"-1"}"#,
            r#"{"seed":""}"#,
            r#"{"seed":" 7"}"#,
            r#"{"seed":"1e3"}"#,
            r#"{"seed":"+7"}"#,
            r#"{"seed":"18446744073709551616"}"#,
            r#"{"seed":null}"#,
            r#"{"seed":true}"#,
        ] {
            assert!(read(bad).is_err(), "{bad} was accepted");
        }
    }
}
