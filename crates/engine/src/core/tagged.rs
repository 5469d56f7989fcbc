//! Reading internally tagged enums (`{"type": "step", "to": 7}`) by hand.
//!
//! serde's derive for `#[serde(tag = "…")]` buffers the input into its private `Content` tree
//! and then generates a deserializer per variant over that tree: correct, but many kilobytes of
//! wasm per enum. The games' action enums are read from every saved record, so they read through
//! this instead, code shared by every enum: one pass over the JSON object keeps the tag (a
//! borrowed name where the input allows, so no allocation) and each other field's value beside
//! its key ([`Value`]: a number, a string borrowed from the input where it can be, true, false,
//! null), in a few slots on the stack; the tag picks the variant, and each field is read from its
//! value. No action has a list or an object as a field's value: one is kept only as the kind of
//! value it was, so that reading it is refused in the words serde_json would use.
//!
//! Two earlier versions did more work: one built a `serde_json::Map` per object (an allocated
//! key and a tree node per field, about a quarter of a restore's instructions), the next kept
//! each field's JSON text and parsed it again with a new reader per field (each value was read
//! twice, and each field type compiled a serde_json reader of its own: 0.5 KB of gzip). It
//! accepts the objects the derive accepted: the tag by name (or by the variant's index, as serde
//! allows), fields in any order, unknown fields ignored, a missing `Option` field read as `None`.
//!
//! A saved record's moves are read by `core::moves`, which fills the same [`Fields`] straight
//! from the text and builds each move with the same `build` ([`Tagged`]); the serde reader here
//! reads a move anywhere else (the CLI, the tests, `serde_json::from_value`) and the seats'
//! controllers.

use std::borrow::Cow;
use std::fmt;

use serde::de::value::CowStrDeserializer;
use serde::de::{
    DeserializeOwned, DeserializeSeed, Error as _, IgnoredAny, IntoDeserializer, MapAccess,
    SeqAccess, Unexpected, Visitor,
};
use serde::{forward_to_deserialize_any, Deserialize, Deserializer};
use serde_json::Error;

/// Fields kept without allocating; the actions have at most four (more go to a `Vec`).
const INLINE: usize = 4;

/// One field's value, as read.
pub(crate) enum Value<'de> {
    Null,
    Bool(bool),
    U64(u64),
    I64(i64),
    F64(f64),
    Str(Cow<'de, str>),
    /// A list, read past.
    Seq,
    /// An object, read past.
    Map,
}

/// The fields of one tagged object, with its variant's name.
pub struct Fields<'de> {
    tag: &'static str,
    inline: [Option<(Cow<'de, str>, Value<'de>)>; INLINE],
    more: Vec<(Cow<'de, str>, Value<'de>)>,
}

impl<'de> Fields<'de> {
    pub(crate) fn new() -> Self {
        Fields {
            tag: "",
            inline: Default::default(),
            more: Vec::new(),
        }
    }

    pub(crate) fn push(&mut self, key: Cow<'de, str>, value: Value<'de>) {
        match self.inline.iter_mut().find(|slot| slot.is_none()) {
            Some(slot) => *slot = Some((key, value)),
            None => self.more.push((key, value)),
        }
    }

    /// The value of field `name`; the last one when the object repeats it (as a map keeps it).
    fn get(&self, name: &str) -> Option<&Value<'de>> {
        self.more
            .iter()
            .rev()
            .chain(self.inline.iter().rev().flatten())
            .find(|(k, _)| same(k.as_bytes(), name.as_bytes()))
            .map(|(_, v)| v)
    }

    pub(crate) fn set_tag(&mut self, tag: &'static str) {
        self.tag = tag;
    }

    /// The variant's name, one of the enum's `VARIANTS`.
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// A field every object of this variant has.
    pub fn req<T: DeserializeOwned>(&self, name: &'static str) -> Result<T, Error> {
        match self.get(name) {
            Some(v) => T::deserialize(v),
            None => Err(Error::missing_field(name)),
        }
    }

    /// An optional field: absent or `null` is `None`.
    pub fn opt<T: DeserializeOwned>(&self, name: &'static str) -> Result<Option<T>, Error> {
        match self.get(name) {
            Some(v) => Option::<T>::deserialize(v),
            None => Ok(None),
        }
    }

    /// The error for a tag the enum's reader does not handle (a reader out of step with its
    /// `VARIANTS`).
    pub fn unknown(&self, variants: &'static [&'static str]) -> Error {
        Error::unknown_variant(self.tag, variants)
    }
}

/// Whether two short byte strings are equal, by a loop rather than a call to the C library's
/// `memcmp` (which the size-built wasm calls for every comparison, however short: a record's
/// reading compares a few keys and names per move).
pub(crate) fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// An enum read through this module: its tag's key, its variants' names, and how a variant is
/// built from its fields (for [`deserialize`], and for the reader of a record's moves,
/// `core::moves`).
pub trait Tagged: Sized {
    const KEY: &'static str;
    const VARIANTS: &'static [&'static str];
    fn build(fields: &Fields<'_>) -> Result<Self, Error>;
}

/// A game's moves as objects tagged by `"type"`: [`Tagged`] from the move type's `VARIANTS` and
/// `build`, and serde's `Deserialize` through [`deserialize`] (the derive's reader for tagged
/// enums cost the app many kilobytes). `tagged_by_type!(YoltAction, VARIANTS, build);`
macro_rules! tagged_by_type {
    ($t:ty, $variants:expr, $build:path) => {
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::core::tagged::deserialize(d, "type", $variants, $build)
            }
        }

        impl $crate::core::tagged::Tagged for $t {
            const KEY: &'static str = "type";
            const VARIANTS: &'static [&'static str] = $variants;
            fn build(fields: &$crate::core::tagged::Fields<'_>) -> Result<Self, serde_json::Error> {
                $build(fields)
            }
        }
    };
}
pub(crate) use tagged_by_type;

/// Read one object tagged by `key` as a variant among `variants`, built by `build`.
pub fn deserialize<'de, D, T>(
    d: D,
    key: &'static str,
    variants: &'static [&'static str],
    build: fn(&Fields<'de>) -> Result<T, Error>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    d.deserialize_map(Object {
        key,
        variants,
        build,
    })
}

/// Reads the object: its tag resolved against `variants`, its other fields kept, then the
/// value built from them (in place: the fields are never moved).
struct Object<'de, T> {
    key: &'static str,
    variants: &'static [&'static str],
    build: fn(&Fields<'de>) -> Result<T, Error>,
}

impl<'de, T> Visitor<'de> for Object<'de, T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object with a `")?;
        f.write_str(self.key)?;
        f.write_str("` field")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let mut fields = Fields::new();
        let mut tagged = false;
        while let Some(k) = map.next_key_seed(Text)? {
            if k == self.key {
                fields.tag = map.next_value_seed(Tag(self.variants))?;
                tagged = true;
            } else {
                let v = map.next_value_seed(Read)?;
                fields.push(k, v);
            }
        }
        if !tagged {
            return Err(A::Error::missing_field(self.key));
        }
        (self.build)(&fields).map_err(A::Error::custom)
    }
}

/// A string, borrowed from the input when it can be.
struct Text;

impl<'de> DeserializeSeed<'de> for Text {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Cow<'de, str>, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Text {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Borrowed(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Owned(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Owned(v))
    }
}

/// Any JSON value, kept as a [`Value`].
struct Read;

impl<'de> DeserializeSeed<'de> for Read {
    type Value = Value<'de>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value<'de>, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Read {
    type Value = Value<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_unit<E>(self) -> Result<Value<'de>, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value<'de>, E> {
        Ok(Value::Null)
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value<'de>, E> {
        Ok(Value::Bool(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value<'de>, E> {
        Ok(Value::U64(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value<'de>, E> {
        Ok(Value::I64(v))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value<'de>, E> {
        Ok(Value::F64(v))
    }

    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Value<'de>, E> {
        Ok(Value::Str(Cow::Borrowed(v)))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value<'de>, E> {
        Ok(Value::Str(Cow::Owned(v.to_owned())))
    }

    fn visit_string<E>(self, v: String) -> Result<Value<'de>, E> {
        Ok(Value::Str(Cow::Owned(v)))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value<'de>, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Value::Seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value<'de>, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Value::Map)
    }
}

/// A kept value read as a field's type, as serde_json would have read it from the value's text.
impl<'de> Deserializer<'de> for &Value<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Value::Null => v.visit_unit(),
            Value::Bool(b) => v.visit_bool(*b),
            Value::U64(n) => v.visit_u64(*n),
            Value::I64(n) => v.visit_i64(*n),
            Value::F64(x) => v.visit_f64(*x),
            Value::Str(Cow::Borrowed(s)) => v.visit_borrowed_str(s),
            Value::Str(Cow::Owned(s)) => v.visit_str(s),
            Value::Seq => Err(Error::invalid_type(Unexpected::Seq, &v)),
            Value::Map => Err(Error::invalid_type(Unexpected::Map, &v)),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Value::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, Error> {
        v.visit_newtype_struct(self)
    }

    /// A unit variant by its name, as the enums of action fields are written.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Error> {
        match self {
            Value::Str(s) => {
                let name: CowStrDeserializer<'de, Error> = s.clone().into_deserializer();
                v.visit_enum(name)
            }
            _ => self.deserialize_any(v),
        }
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// The tag's value: a variant's name, or its index as serde allows.
pub(crate) struct Tag(pub(crate) &'static [&'static str]);

impl<'de> DeserializeSeed<'de> for Tag {
    type Value = &'static str;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<&'static str, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Tag {
    type Value = &'static str;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<&'static str, E> {
        match self.0.iter().find(|n| **n == v) {
            Some(n) => Ok(n),
            None => Err(E::unknown_variant(v, self.0)),
        }
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<&'static str, E> {
        match usize::try_from(v).ok().and_then(|i| self.0.get(i)) {
            Some(n) => Ok(n),
            None => Err(E::custom(format_args!(
                "variant index {v} out of range 0..{}",
                self.0.len()
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::json;

    use crate::ccg::action::CcgAction;
    use crate::ccg::state::Uid;
    use crate::ccg::{Ccg, CcgLtk};
    use crate::chase::piece::PieceId;
    use crate::core::game::Game;
    use crate::core::record::{Played, Record};
    use crate::core::rng::Rng;
    use crate::lald::action::LaldAction;
    use crate::lald::Lald;
    use crate::race::action::RaceAction;
    use crate::race::Race;
    use crate::yolt::action::YoltAction;
    use crate::yolt::piece::Weapon;
    use crate::yolt::Yolt;

    /// Plays `plies` moves of a seeded game choosing among the legal moves with its own RNG;
    /// every legal action offered on the way must read back from the JSON the derived
    /// `Serialize` writes, and the whole record must read back identically. Returns the tags
    /// seen.
    fn round_trip<G: Game>(players: usize, seed: u64, plies: usize) -> BTreeSet<String> {
        let setup = G::setup_for_players(players).unwrap();
        let mut state = G::new(&setup, seed).unwrap();
        let mut pick = Rng::new(seed ^ 0x5eed);
        let mut record = Record::<G> {
            game: G::ID.to_string(),
            rules_version: G::RULES_VERSION,
            setup: setup.clone(),
            seed,
            actions: Vec::new(),
        };
        let mut tags = BTreeSet::new();
        for _ in 0..plies {
            let Some(seat) = state.to_act() else { break };
            let legal = state.legal_actions(seat);
            for a in &legal {
                let json = serde_json::to_value(a).unwrap();
                tags.insert(json["type"].as_str().unwrap().to_string());
                let back: G::Action = serde_json::from_value(json.clone()).unwrap();
                assert_eq!(&back, a, "{json}");
                let text = serde_json::to_string(a).unwrap();
                let back: G::Action = serde_json::from_str(&text).unwrap();
                assert_eq!(&back, a, "{text}");
            }
            let a = legal[pick.below(legal.len() as u32) as usize].clone();
            state.apply(seat, &a).unwrap();
            record.actions.push(Played { seat, action: a });
        }
        let json = serde_json::to_value(&record).unwrap();
        let back: Record<G> = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(back, record);
        assert_eq!(serde_json::to_value(&back).unwrap(), json);
        tags
    }

    #[test]
    fn every_game_reads_back_the_actions_it_writes() {
        let yolt = round_trip::<Yolt>(2, 11, 400);
        assert!(yolt.len() >= 5, "yolt offered only {yolt:?}");
        let lald = round_trip::<Lald>(2, 12, 400);
        assert!(lald.len() >= 6, "lald offered only {lald:?}");
        let race = round_trip::<Race>(2, 13, 300);
        assert!(race.len() >= 2, "race offered only {race:?}");
        let ccg = round_trip::<Ccg>(2, 14, 300);
        assert!(ccg.len() >= 5, "ccg offered only {ccg:?}");
        let ltk = round_trip::<CcgLtk>(2, 15, 300);
        assert!(ltk.len() >= 5, "ccg ltk offered only {ltk:?}");
    }

    #[test]
    fn objects_as_the_derive_wrote_them_read_back() {
        // One object per shape, as the derived reader accepted them: fields in any order,
        // unknown fields ignored, an absent or null `Option` field is `None`, the tag by name
        // or by variant index.
        let cases: Vec<(serde_json::Value, YoltAction)> = vec![
            (json!({"type": "step", "to": 7}), YoltAction::Step { to: 7 }),
            (
                json!({"to": 7, "type": "step", "x": 1}),
                YoltAction::Step { to: 7 },
            ),
            (json!({"type": "dodge"}), YoltAction::Dodge),
            (json!({"type": 2, "to": 3}), YoltAction::Step { to: 3 }),
        ];
        for (json, want) in cases {
            // The same object from a value tree, from text and from bytes.
            let text = json.to_string();
            assert_eq!(serde_json::from_str::<YoltAction>(&text).unwrap(), want);
            assert_eq!(
                serde_json::from_slice::<YoltAction>(text.as_bytes()).unwrap(),
                want
            );
            assert_eq!(serde_json::from_value::<YoltAction>(json).unwrap(), want);
        }
        // Keys with escapes (read into owned strings, not borrowed from the text), and more
        // fields than the reader keeps inline (unknown ones too).
        assert_eq!(
            serde_json::from_str::<YoltAction>(r#"{"t\u0079pe":"step","\u0074o":5}"#).unwrap(),
            YoltAction::Step { to: 5 }
        );
        let connect = CcgAction::Connect {
            card: Uid(4),
            main: None,
            at: 2,
            face_up: true,
        };
        let many = r#"{"x":1,"at":2,"y":[1,{"z":2}],"main":null,"face_up":true,"type":"connect","card":4,"w":"v"}"#;
        assert_eq!(serde_json::from_str::<CcgAction>(many).unwrap(), connect);
        assert_eq!(
            serde_json::from_value::<CcgAction>(serde_json::from_str(many).unwrap()).unwrap(),
            connect
        );
        // Values with escapes are read into strings of their own (not borrowed from the text):
        // a unit variant (the weapon) and a renamed one (the piece).
        assert_eq!(
            serde_json::from_str::<YoltAction>(
                r#"{"type":"fire","weapon":"machine\u005fgun","target":"enemy\u002da"}"#
            )
            .unwrap(),
            YoltAction::Fire {
                weapon: Weapon::MachineGun,
                target: PieceId::EnemyA
            }
        );
        // A field given twice counts once, as its last value (as a JSON map keeps it).
        assert_eq!(
            serde_json::from_str::<YoltAction>(r#"{"type":"step","to":1,"to":9}"#).unwrap(),
            YoltAction::Step { to: 9 }
        );
        assert_eq!(
            serde_json::from_value::<LaldAction>(json!({"type": "fire"})).unwrap(),
            LaldAction::Fire { card: None }
        );
        assert_eq!(
            serde_json::from_value::<CcgAction>(
                json!({"type": "start", "mission": 3, "villain": null})
            )
            .unwrap(),
            CcgAction::Start {
                mission: Some(Uid(3)),
                villain: None,
                bond: None
            }
        );
        assert_eq!(
            serde_json::from_str::<RaceAction>(r#"{"type":"discard_two"}"#).unwrap(),
            RaceAction::DiscardTwo
        );
    }

    #[test]
    fn controllers_read_back_as_saves_hold_them() {
        use crate::ai::{Controller, Level};
        for c in Controller::ALL {
            let json = serde_json::to_value(c).unwrap();
            assert_eq!(serde_json::from_value::<Controller>(json).unwrap(), c);
        }
        // As a save of today writes them.
        assert_eq!(
            serde_json::from_str::<Controller>(r#"{"kind":"computer","level":"normal"}"#).unwrap(),
            Controller::Computer {
                level: Level::Normal
            }
        );
        assert_eq!(
            serde_json::from_str::<Controller>(r#"{"kind":"human"}"#).unwrap(),
            Controller::Human
        );
        let err = serde_json::from_str::<Controller>(r#"{"kind":"computer","level":"expert"}"#)
            .unwrap_err();
        assert!(
            err.to_string().contains("unknown variant `expert`"),
            "{err}"
        );
        assert!(serde_json::from_str::<Controller>(r#"{"kind":"computer"}"#).is_err());
    }

    #[test]
    fn what_the_derive_refused_is_refused() {
        let err = |v: serde_json::Value| serde_json::from_value::<YoltAction>(v).unwrap_err();
        assert!(err(json!({"type": "teleport"}))
            .to_string()
            .contains("unknown variant `teleport`"));
        assert!(err(json!({"to": 7}))
            .to_string()
            .contains("missing field `type`"));
        assert!(err(json!({"type": "step"}))
            .to_string()
            .contains("missing field `to`"));
        assert!(err(json!({"type": "step", "to": "x"}))
            .to_string()
            .contains("invalid type"));
        assert!(err(json!({"type": 99}))
            .to_string()
            .contains("out of range"));
        assert!(err(json!("step")).to_string().contains("invalid type"));
        // A list or an object where a number, a name or an id is due.
        assert!(err(json!({"type": "step", "to": [7]}))
            .to_string()
            .contains("invalid type: sequence"));
        assert!(
            err(json!({"type": "fire", "weapon": {"rockets": 1}, "target": "bond"}))
                .to_string()
                .contains("invalid type: map")
        );
        assert!(err(json!({"type": "fire", "weapon": 2, "target": "bond"}))
            .to_string()
            .contains("invalid type: integer"));
        assert!(
            err(json!({"type": "fire", "weapon": "laser", "target": "bond"}))
                .to_string()
                .contains("unknown variant `laser`")
        );
        let negative = serde_json::from_str::<CcgAction>(
            r#"{"type":"connect","card":4,"at":-1,"face_up":true}"#,
        )
        .unwrap_err();
        assert!(
            negative.to_string().contains("invalid value: integer `-1`"),
            "{negative}"
        );
        assert!(err(json!({"type": "step", "to": null}))
            .to_string()
            .contains("invalid type"));
    }
}
