//! Reading a save's envelope by hand.
//!
//! serde's derive compiled `SaveFile`'s reader to ~7 KB of wasm (a field visitor, a map visitor
//! and a reader per field type), and a `serde_json::Value` tree in between cost as much again;
//! so the save's object is split into its fields' JSON texts (`Fields`) and each field is read
//! from its text. It accepts what the derive accepted: fields in any order, unknown fields
//! ignored, `writer` absent read as empty, `fingerprint` absent or `null` read as `None`,
//! `record` absent read as `null`, numbers of any JSON form for the times. The record itself
//! stays JSON text ([`RecordText`]).

use serde::de::DeserializeOwned;
use serde_json::value::RawValue;

use super::format::{SaveFile, SeatSpec};
use super::record_text::{Fields, RecordText};

/// The envelope in `obj` (a save's fields but the record, whose version was already checked)
/// around `record`, or what is wrong with it.
pub fn read_fields(obj: Fields, record: RecordText) -> Result<SaveFile, String> {
    Ok(SaveFile {
        format: field(&obj, "format")?,
        version: u32::try_from(field::<u64>(&obj, "version")?).map_err(|_| bad("version"))?,
        id: field(&obj, "id")?,
        name: field(&obj, "name")?,
        game: field(&obj, "game")?,
        created: field(&obj, "created")?,
        updated: field(&obj, "updated")?,
        revision: field(&obj, "revision")?,
        seats: field::<Vec<Box<RawValue>>>(&obj, "seats")?
            .iter()
            .map(|s| seat(s.get()))
            .collect::<Result<_, _>>()?,
        finished: field(&obj, "finished")?,
        writer: optional(&obj, "writer")?.unwrap_or_default(),
        fingerprint: optional(&obj, "fingerprint")?,
        // Only a hint: one that cannot be read is left out, never a reason to refuse the save.
        undo_from: optional(&obj, "undo_from").ok().flatten(),
        record,
    })
}

fn seat(text: &str) -> Result<SeatSpec, String> {
    let obj = Fields::parse(text).map_err(|_| "a seat is not an object".to_string())?;
    Ok(SeatSpec {
        name: field(&obj, "name")?,
        controller: serde_json::from_str(
            obj.get("controller").ok_or_else(|| missing("controller"))?,
        )
        .map_err(|e| qbranch_engine::json_words(&e))?,
    })
}

/// Field `key`, which must be there and of type `T`.
fn field<T: DeserializeOwned>(obj: &Fields, key: &str) -> Result<T, String> {
    let text = obj.get(key).ok_or_else(|| missing(key))?;
    serde_json::from_str(text).map_err(|_| bad(key))
}

/// Field `key`, absent or `null` read as `None`.
fn optional<T: DeserializeOwned>(obj: &Fields, key: &str) -> Result<Option<T>, String> {
    match obj.get(key) {
        None => Ok(None),
        Some(text) => serde_json::from_str(text).map_err(|_| bad(key)),
    }
}

fn missing(key: &str) -> String {
    format!("missing field `{key}`")
}

fn bad(key: &str) -> String {
    format!("invalid type or value for `{key}`")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::format::tests::{assert_same_save, sample};
    use crate::saves::record_text::split;
    use serde_json::Value;

    /// The envelope of the save `value` as its JSON text reads.
    fn read(value: Value) -> Result<SaveFile, String> {
        let parts = split(&value.to_string()).unwrap();
        read_fields(parts.fields, parts.record.unwrap_or_else(RecordText::null))
    }

    #[test]
    fn reads_what_the_derive_wrote() {
        let save = sample();
        assert_same_save(&read(serde_json::to_value(&save).unwrap()).unwrap(), &save);
    }

    #[test]
    fn optional_fields_default_and_unknown_fields_are_ignored() {
        let mut v = serde_json::to_value(sample()).unwrap();
        let o = v.as_object_mut().unwrap();
        o.remove("writer");
        o.insert("fingerprint".into(), Value::Null);
        o.insert("from_the_future".into(), Value::Bool(true));
        o.insert("created".into(), serde_json::json!(1.5e12));
        let save = read(v).unwrap();
        assert_eq!(save.writer, "");
        assert_eq!(save.fingerprint, None);
        assert_eq!(save.created, 1.5e12);
    }

    #[test]
    fn wrong_or_missing_fields_are_named() {
        let good = serde_json::to_value(sample()).unwrap();
        for (key, value, want) in [
            ("name", Some(serde_json::json!(7)), "`name`"),
            ("revision", Some(serde_json::json!(-1)), "`revision`"),
            ("finished", None, "missing field `finished`"),
            (
                "seats",
                Some(serde_json::json!([{"name": "Ann"}])),
                "`controller`",
            ),
            ("seats", Some(serde_json::json!("many")), "`seats`"),
        ] {
            let mut v = good.clone();
            let o = v.as_object_mut().unwrap();
            match value {
                Some(x) => o.insert(key.into(), x),
                None => o.remove(key),
            };
            let e = read(v).unwrap_err();
            assert!(e.contains(want), "{key}: {e}");
        }
    }
}
