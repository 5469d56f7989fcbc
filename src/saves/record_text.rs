//! A save's game record, kept as the JSON text it was stored as.
//!
//! The record is most of a save (every move of the game), and the app needs it in one place
//! only: replaying it into a session, which reads the game's typed record straight from this
//! text. Holding it as a parsed `serde_json::Value` instead cost a tree of maps per move, built
//! when the save was read and walked again when it was replayed: about half the work of
//! restoring a long game.

use std::fmt;

use qbranch_engine::core::erased::is_sealed;
use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde::ser::Error as _;
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

/// A record as JSON text (always valid JSON: it comes from the JSON parser or the serializer,
/// or is the sealed text this app wrote, see `super::quick`).
#[derive(Clone, Debug)]
pub struct RecordText(Text);

#[derive(Clone, Debug)]
enum Text {
    Raw(Box<RawValue>),
    /// A stored record and the stamp whose seal matched it: the text this app wrote, not
    /// read again.
    Sealed(Box<str>, Box<str>),
}

impl RecordText {
    /// A record the engine wrote.
    pub fn from_raw(raw: Box<RawValue>) -> Self {
        RecordText(Text::Raw(raw))
    }

    /// A stored record that `stamp`'s seal matches (see `super::quick`).
    pub fn sealed(text: &str, stamp: &str) -> Self {
        RecordText(Text::Sealed(text.into(), stamp.into()))
    }

    /// Is this record sealed by `stamp` (a save's `fingerprint`)? Known without a look at the
    /// text when the save was read that way.
    pub fn is_sealed_by(&self, stamp: &str) -> bool {
        match &self.0 {
            Text::Sealed(_, by) => **by == *stamp || is_sealed(stamp, self.text()),
            Text::Raw(raw) => is_sealed(stamp, raw.get()),
        }
    }

    /// A record read from a file: the same JSON without the whitespace between its tokens, as
    /// the engine writes records (an exported save is indented).
    pub fn compacted(raw: &RawValue) -> Self {
        let text = compact(raw.get());
        Self::from_raw(
            RawValue::from_string(text).unwrap_or_else(|_| panic!("compact JSON stays JSON")),
        )
    }

    /// No record at all (a save without one, which never loads).
    pub fn null() -> Self {
        Self::from_raw(
            RawValue::from_string("null".into()).unwrap_or_else(|_| panic!("null is JSON")),
        )
    }

    pub fn text(&self) -> &str {
        match &self.0 {
            Text::Raw(raw) => raw.get(),
            Text::Sealed(text, _) => text,
        }
    }

    /// A record already parsed as a value (tests build damaged records this way).
    #[cfg(test)]
    pub fn from_value(value: &serde_json::Value) -> Self {
        Self::from_raw(serde_json::value::to_raw_value(value).unwrap())
    }

    /// The record as a JSON value (tests look inside records this way).
    #[cfg(test)]
    pub fn value(&self) -> serde_json::Value {
        serde_json::from_str(self.text()).unwrap_or(serde_json::Value::Null)
    }
}

/// Two records are the same text (a record read back from a save it was written to is).
impl PartialEq for RecordText {
    fn eq(&self, other: &Self) -> bool {
        self.text() == other.text()
    }
}

impl Serialize for RecordText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Text::Raw(raw) => raw.serialize(s),
            // Read as JSON only here, when a save read from storage is written again as it was
            // (a move replaces the record with the engine's).
            Text::Sealed(text, _) => RawValue::from_string(text.to_string())
                .map_err(S::Error::custom)?
                .serialize(s),
        }
    }
}

/// `json` without whitespace outside its strings.
fn compact(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if !matches!(c, ' ' | '\n' | '\r' | '\t') {
            in_string = c == '"';
            out.push(c);
        }
    }
    out
}

/// A JSON object's fields, each kept as its JSON text, in the order written. A key written
/// twice counts by its last value, as JSON readers take it.
#[derive(Debug, Default)]
pub struct Fields(Vec<(String, Box<RawValue>)>);

impl Fields {
    /// The JSON text of field `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.get())
    }

    pub fn contains(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Every field but `skip`, each key once (its last value), sorted by key.
    pub fn sorted_without(&self, skip: &str) -> Vec<(&str, &str)> {
        let mut out: Vec<(&str, &str)> = Vec::new();
        for (k, v) in self.0.iter().rev() {
            if k != skip && !out.iter().any(|(seen, _)| seen == k) {
                out.push((k, v.get()));
            }
        }
        qbranch_engine::core::sort::sort_by(&mut out, |a, b| a.0.cmp(b.0));
        out
    }

    /// The fields of the JSON object `text`: `Err(None)` when it is JSON but not an object,
    /// `Err(Some(message))` when it is not JSON at all.
    pub fn parse(text: &str) -> Result<Fields, Option<String>> {
        serde_json::from_str::<SplitSave>(text)
            .map(|s| {
                let mut f = s.fields;
                if let Some(RecordText(Text::Raw(r))) = s.record {
                    f.0.push(("record".into(), r));
                }
                f
            })
            .map_err(read_error)
    }
}

/// A stored save's top-level object: every field as JSON text, the record apart.
pub struct SplitSave {
    pub fields: Fields,
    pub record: Option<RecordText>,
}

impl<'de> Deserialize<'de> for SplitSave {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Each;
        impl<'de> Visitor<'de> for Each {
            type Value = SplitSave;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a save")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<SplitSave, A::Error> {
                let mut fields = Vec::new();
                let mut record = None;
                while let Some(key) = map.next_key::<String>()? {
                    let value = map.next_value::<Box<RawValue>>()?;
                    if key == "record" {
                        record = Some(RecordText::from_raw(value));
                    } else {
                        fields.push((key, value));
                    }
                }
                Ok(SplitSave {
                    fields: Fields(fields),
                    record,
                })
            }
        }
        d.deserialize_map(Each)
    }
}

fn read_error(e: serde_json::Error) -> Option<String> {
    if e.is_data() {
        None
    } else {
        Some(qbranch_engine::json_words(&e))
    }
}

/// Parse a stored save's text into its split form. `Err(None)` when the text is JSON but not
/// an object; `Err(Some(message))` when it is not JSON at all.
pub fn split(text: &str) -> Result<SplitSave, Option<String>> {
    serde_json::from_str::<SplitSave>(text).map_err(read_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_record_is_kept_as_written_and_the_rest_is_parsed() {
        let text = r#"{"id":"a","record":{"game":"yolt","actions":[{"seat":0}]},"n":1}"#;
        let s = split(text).unwrap();
        assert_eq!(
            s.record.as_ref().map(RecordText::text),
            Some(r#"{"game":"yolt","actions":[{"seat":0}]}"#)
        );
        assert_eq!(s.fields.sorted_without("id"), vec![("n", "1")]);
        assert_eq!(s.fields.get("id"), Some(r#""a""#));
    }

    #[test]
    fn compacting_removes_whitespace_between_tokens_only() {
        let raw: Box<RawValue> = serde_json::from_str(
            "{ \"a\" : [1, 2],\n\t\"b\": \"x y \\\" z\\\\\" , \"c\" : \"\\\\\" }",
        )
        .unwrap();
        assert_eq!(
            RecordText::compacted(&raw).text(),
            r#"{"a":[1,2],"b":"x y \" z\\","c":"\\"}"#
        );
    }

    #[test]
    fn a_key_written_twice_counts_by_its_last_value() {
        let f = Fields::parse(r#"{"a":1,"b":2,"a":3}"#).unwrap();
        assert_eq!(f.get("a"), Some("3"));
        assert_eq!(f.sorted_without("b"), vec![("a", "3")]);
        assert!(matches!(Fields::parse("[1]"), Err(None)));
        assert!(matches!(Fields::parse("{"), Err(Some(_))));
    }

    #[test]
    fn not_an_object_and_not_json_are_told_apart() {
        assert!(matches!(split("[1,2]"), Err(None)));
        assert!(matches!(split("\"x\""), Err(None)));
        assert!(matches!(split("{\"a\":"), Err(Some(_))));
        assert!(matches!(split("not json"), Err(Some(_))));
    }

    #[test]
    fn it_writes_back_as_the_same_json() {
        let v = serde_json::json!({"game": "race", "seed": "12", "actions": []});
        let r = RecordText::from_value(&v);
        assert_eq!(r.value(), v);
        assert_eq!(serde_json::to_value(&r).unwrap(), v);
    }
}
