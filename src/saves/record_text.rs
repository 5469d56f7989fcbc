//! A save's game record, kept as the JSON text it was stored as.
//!
//! The record is most of a save (every move of the game), and the app needs it in one place
//! only: replaying it into a session, which reads the game's typed record straight from this
//! text. Holding it as a parsed `serde_json::Value` instead cost a tree of maps per move, built
//! when the save was read and walked again when it was replayed: about half the work of
//! restoring a long game.

use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

/// A record as JSON text (always valid JSON: it comes from the JSON parser or the serializer).
#[derive(Clone, Debug)]
pub struct RecordText(Box<RawValue>);

impl RecordText {
    /// A record the engine wrote.
    pub fn from_raw(raw: Box<RawValue>) -> Self {
        RecordText(raw)
    }

    /// A record already parsed as a value (an imported file).
    pub fn from_value(value: &Value) -> Self {
        RecordText(
            serde_json::value::to_raw_value(value)
                .unwrap_or_else(|_| panic!("JSON values serialize")),
        )
    }

    /// No record at all (a save without one, which never loads).
    pub fn null() -> Self {
        Self::from_value(&Value::Null)
    }

    pub fn text(&self) -> &str {
        self.0.get()
    }

    /// The record as a JSON value, for the rare places that look inside it.
    pub fn value(&self) -> Value {
        serde_json::from_str(self.text()).unwrap_or(Value::Null)
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
        self.0.serialize(s)
    }
}

/// A stored save's top-level object: every field as a JSON value but `record`, kept as text.
pub struct SplitSave {
    pub fields: Map<String, Value>,
    pub record: Option<RecordText>,
}

impl<'de> Deserialize<'de> for SplitSave {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = SplitSave;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a save")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<SplitSave, A::Error> {
                let mut fields = Map::new();
                let mut record = None;
                while let Some(key) = map.next_key::<String>()? {
                    if key == "record" {
                        record = Some(RecordText(map.next_value::<Box<RawValue>>()?));
                    } else {
                        fields.insert(key, map.next_value::<Value>()?);
                    }
                }
                Ok(SplitSave { fields, record })
            }
        }
        d.deserialize_map(Fields)
    }
}

/// Parse a stored save's text into its split form. `Err(None)` when the text is JSON but not
/// an object; `Err(Some(message))` when it is not JSON at all.
pub fn split(text: &str) -> Result<SplitSave, Option<String>> {
    serde_json::from_str::<SplitSave>(text).map_err(|e| {
        if e.is_data() {
            None
        } else {
            Some(e.to_string())
        }
    })
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
        assert_eq!(s.fields.len(), 2);
        assert_eq!(s.fields["n"], serde_json::json!(1));
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
