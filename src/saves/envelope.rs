//! Reading a save's envelope from its parsed JSON by hand.
//!
//! serde's derive compiled `SaveFile`'s reader to ~7 KB of wasm (a field visitor, a map visitor
//! and a reader per field type); saves are already parsed to a `serde_json::Value`, so each
//! field is taken from the object directly. It accepts what the derive accepted: fields in any
//! order, unknown fields ignored, `writer` absent read as empty, `fingerprint` absent or `null`
//! read as `None`, `record` absent read as `null`, numbers of any JSON form for the times. The
//! record itself stays JSON text ([`RecordText`]).

use qbranch_engine::ai::Controller;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::format::{SaveFile, SeatSpec};
use super::record_text::RecordText;

/// The envelope in `value` (an object whose version was already checked), or what is wrong with
/// it.
pub fn read(value: Value) -> Result<SaveFile, String> {
    let mut obj = object(value, "the save")?;
    let record = obj
        .remove("record")
        .map_or_else(RecordText::null, |r| RecordText::from_value(&r));
    read_fields(obj, record)
}

/// [`read`] on a stored save split by [`super::record_text::split`]: its fields but the record,
/// and the record as text.
pub fn read_fields(mut obj: Map<String, Value>, record: RecordText) -> Result<SaveFile, String> {
    Ok(SaveFile {
        format: string(&mut obj, "format")?,
        version: u32::try_from(unsigned(&obj, "version")?).map_err(|_| bad("version"))?,
        id: string(&mut obj, "id")?,
        name: string(&mut obj, "name")?,
        game: string(&mut obj, "game")?,
        created: number(&obj, "created")?,
        updated: number(&obj, "updated")?,
        revision: unsigned(&obj, "revision")?,
        seats: match obj.remove("seats") {
            Some(Value::Array(seats)) => seats.into_iter().map(seat).collect::<Result<_, _>>()?,
            Some(_) => return Err(bad("seats")),
            None => return Err(missing("seats")),
        },
        finished: match obj.get("finished") {
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(bad("finished")),
            None => return Err(missing("finished")),
        },
        writer: match obj.remove("writer") {
            None => String::new(),
            Some(Value::String(s)) => s,
            Some(_) => return Err(bad("writer")),
        },
        fingerprint: match obj.remove("fingerprint") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s),
            Some(_) => return Err(bad("fingerprint")),
        },
        record,
    })
}

fn seat(value: Value) -> Result<SeatSpec, String> {
    let mut obj = object(value, "a seat")?;
    let name = string(&mut obj, "name")?;
    let controller = obj
        .remove("controller")
        .ok_or_else(|| missing("controller"))?;
    Ok(SeatSpec {
        name,
        controller: Controller::deserialize(controller).map_err(|e| e.to_string())?,
    })
}

fn object(value: Value, what: &str) -> Result<Map<String, Value>, String> {
    match value {
        Value::Object(m) => Ok(m),
        _ => Err(format!("{what} is not an object")),
    }
}

fn string(obj: &mut Map<String, Value>, key: &str) -> Result<String, String> {
    match obj.remove(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(bad(key)),
        None => Err(missing(key)),
    }
}

fn unsigned(obj: &Map<String, Value>, key: &str) -> Result<u64, String> {
    match obj.get(key) {
        Some(Value::Number(n)) => n.as_u64().ok_or_else(|| bad(key)),
        Some(_) => Err(bad(key)),
        None => Err(missing(key)),
    }
}

fn number(obj: &Map<String, Value>, key: &str) -> Result<f64, String> {
    match obj.get(key) {
        Some(Value::Number(n)) => n.as_f64().ok_or_else(|| bad(key)),
        Some(_) => Err(bad(key)),
        None => Err(missing(key)),
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
