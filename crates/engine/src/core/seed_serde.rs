//! Seeds as JSON strings, so every JSON reader keeps them exactly.
//!
//! A seed is a `u64`; JavaScript numbers hold integers exactly only up to 2^53, so a seed written
//! as a JSON number changes when a browser console, a spreadsheet or a sync script parses and
//! re-writes a save, and the game then replays with different dice. Seeds are written as decimal
//! strings (`"seed":"18446744073709551615"`) and read from a string of digits or, as older
//! records hold them, from a whole JSON number.

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serializer};
use serde_json::Value;

pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(seed)
}

pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let value = Value::deserialize(d)?;
    let seed = match &value {
        // Digits only: no sign, no spaces, no exponent.
        Value::String(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
            s.parse().ok()
        }
        Value::Number(n) => n.as_u64(),
        _ => None,
    };
    seed.ok_or_else(|| {
        D::Error::custom(format!(
            "the seed {value} is not a whole number from 0 to {}",
            u64::MAX
        ))
    })
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
            r#"{"seed":18446744073709551616}"#,
            r#"{"seed":null}"#,
            r#"{"seed":true}"#,
        ] {
            assert!(read(bad).is_err(), "{bad} was accepted");
        }
        assert!(read(r#"{"seed":-5}"#)
            .unwrap_err()
            .starts_with("the seed -5 is not a whole number from 0 to 18446744073709551615"));
    }
}
