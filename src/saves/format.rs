//! The save file: a versioned envelope around a game record.
//!
//! ```json
//! {"format":"qbranch-save","version":1,"id":"k3j9…","name":"Evening game",
//!  "game":"yolt","created":1767000000000,"updated":1767000100000,"revision":7,
//!  "seats":[{"name":"Ann","controller":{"kind":"human"}},
//!           {"name":"Enemy","controller":{"kind":"computer","level":"normal"}}],
//!  "finished":false,"writer":"9f2c…","fingerprint":"0c1d…","undo_from":41,
//!  "record":{"game":"yolt","rules_version":1,"setup":…,"seed":"1234…","actions":[…]}}
//! ```
//!
//! The state is never stored: it is rebuilt by replaying `record`. `finished` is a cache for
//! the saves list; the replay is the truth. `writer` names the tab that wrote this revision
//! (two tabs writing the same revision at once are told apart by it). `fingerprint` (the
//! save's stamp) and `undo_from` are explained where they are made (`super::restore`). Saves
//! without `writer`, `fingerprint` or `undo_from`, and with fields this build does not know,
//! still load. Nothing here touches the browser.
//!
//! The name, the dates, the seat names and `finished` are cosmetic: none of them decides what
//! game a save holds or whether it opens. One that cannot be used as it is (not of its type,
//! text JavaScript wrote with a lone surrogate, a name of megabytes) is replaced when the save
//! is read, and the save says so ([`SaveFile::repairs`]).

use std::collections::BTreeMap;
use std::fmt;

use qbranch_engine::ai::Controller;
use qbranch_engine::core::stamp::StampError;
use qbranch_engine::{json_words, ReplayError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};
use serde_json::value::RawValue;
use serde_json::Value;

pub const FORMAT: &str = "qbranch-save";
/// The newest save version this build reads and the one it writes.
pub const VERSION: u32 = 1;
/// localStorage key prefix; one key per save, so one damaged save never touches another.
pub const KEY_PREFIX: &str = "qbranch.save.";
/// Longest accepted record or import, in bytes.
pub const MAX_BYTES: usize = 4 * 1024 * 1024;
pub const MAX_NAME: usize = 60;
pub const MAX_SEAT_NAME: usize = 24;
const MAX_SEATS: usize = 8;
const MAX_ID: usize = 40;

/// Who sits in a seat, and under which name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSpec {
    pub name: String,
    pub controller: Controller,
    /// A person who plays this seat on their own device, joined by a pairing link
    /// (`shell::host`). Written only when set, so other saves read and write as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub remote: bool,
}

impl SeatSpec {
    pub fn is_human(&self) -> bool {
        self.controller == Controller::Human
    }
    /// A person at this screen (not on another device, not the computer): the hot-seat rule
    /// and the curtain are about them.
    pub fn is_here(&self) -> bool {
        self.is_human() && !self.remote
    }
    /// "human", "computer (normal)".
    pub fn kind_label(&self) -> String {
        match self.controller {
            Controller::Human if self.remote => "human, on another device".into(),
            Controller::Human => "human".into(),
            Controller::Random => "computer (random)".into(),
            Controller::Computer { level } => format!("computer ({})", level.name()),
        }
    }
}

/// One saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub id: String,
    pub name: String,
    pub game: String,
    /// Milliseconds since the Unix epoch.
    pub created: f64,
    pub updated: f64,
    /// Bumped by every write; a writer must hold the revision it read (two-tab safety).
    pub revision: u64,
    pub seats: Vec<SeatSpec>,
    pub finished: bool,
    /// The tab that wrote this revision (empty in saves from before writers were recorded).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub writer: String,
    /// The replayed game's fingerprint, then the record's seal (see `super::restore`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fingerprint: Option<String>,
    /// Where the steps that may still be taken back begin (see `super::restore`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "hint"
    )]
    pub undo_from: Option<usize>,
    /// The game's `Record`, typed by the game named in `game` (a save without one reads, but
    /// never opens).
    #[serde(default = "RecordText::null")]
    pub record: RecordText,
    /// Set when this game is a lesson: which one, and how far the learner has come.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "lesson_mark"
    )]
    pub lesson: Option<LessonMark>,
    /// The cosmetic fields replaced when this save was read (never written: the next write
    /// stores the replacements).
    #[serde(skip)]
    pub repairs: Vec<Repair>,
}

/// A lesson's place in a save: the lesson's id, the step it is on (the steps before it are
/// played) and whether the learner has played on past its end. Cosmetic like the name: the
/// record alone decides the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonMark {
    pub id: String,
    #[serde(default)]
    pub step: usize,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub done: bool,
}

/// A cosmetic field of a save that could not be used as it was, replaced when it was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repair {
    /// Not text (then "Saved game"), or longer than a name can be (then cut).
    Name,
    /// `created` or `updated` not a number (then unknown).
    Dates,
    /// Not true or false (then worked out again by the replay).
    Finished,
    /// The name of the seat with this index, not text (then "Seat N") or too long (then cut).
    SeatName(usize),
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Repair::Name => f.write_str("its name"),
            Repair::Dates => f.write_str("its dates"),
            Repair::Finished => f.write_str("whether it was finished"),
            Repair::SeatName(i) => write!(f, "the name of seat {}", i + 1),
        }
    }
}

/// `undo_from` is only a hint, checked by the restore: one that cannot be read is left out,
/// never a reason to refuse the save.
fn hint<'de, D: Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    Ok(Value::deserialize(d)?
        .as_u64()
        .and_then(|n| usize::try_from(n).ok()))
}

/// A lesson mark that cannot be read leaves the save an ordinary game, never refused.
fn lesson_mark<'de, D: Deserializer<'de>>(d: D) -> Result<Option<LessonMark>, D::Error> {
    Ok(serde_json::from_value(Value::deserialize(d)?).ok())
}

/// A save's record as the JSON text it was stored as. Only the game the save names reads it,
/// when the save is opened; a save written back unchanged keeps it byte for byte (its seal is
/// over that text).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RecordText(Box<RawValue>);

impl RecordText {
    /// A record the engine wrote.
    pub fn from_raw(raw: Box<RawValue>) -> Self {
        RecordText(raw)
    }

    /// The JSON text `text`, or what is wrong with it.
    pub fn parse(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// No record at all (a save without one, which never loads).
    pub fn null() -> Self {
        Self::parse("null").expect("null is JSON")
    }

    pub fn text(&self) -> &str {
        self.0.get()
    }

    /// The same record without spaces between its tokens, as the engine writes records (an
    /// exported save is indented).
    pub fn compacted(&self) -> Result<Self, serde_json::Error> {
        Self::parse(&reformat(self.text(), CompactFormatter)?)
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

/// Which write of a save a tab holds: the revision and the tab that wrote it. Two tabs that
/// write the same revision at the same instant hold different stamps, so each notices the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    pub revision: u64,
    pub writer: String,
}

impl SaveFile {
    pub fn stamp(&self) -> Stamp {
        Stamp {
            revision: self.revision,
            writer: self.writer.clone(),
        }
    }
}

/// Why a save (or an import) cannot be used. Every message is for players.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    TooLarge {
        bytes: usize,
    },
    NotJson(String),
    NotASave,
    NewerVersion {
        found: u64,
    },
    Malformed(String),
    UnknownGame(String),
    Replay(String),
    Seats(String),
    /// The save contradicts its stamp: it replays to another game, or its record or seats are
    /// not the sealed ones.
    Stamp(StampError),
    /// The save names itself `claims` but is stored under another key (copied by hand).
    WrongKey {
        claims: String,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::TooLarge { bytes } => write!(
                f,
                "it is too large ({} KB; at most {} KB)",
                bytes / 1024,
                MAX_BYTES / 1024
            ),
            SaveError::NotJson(e) => write!(f, "it cannot be read: {e}"),
            SaveError::NotASave => write!(f, "it is not a Q Branch save or game record"),
            SaveError::NewerVersion { found } => write!(
                f,
                "it was written by a newer Q Branch (save version {found}; this one reads up to {VERSION})"
            ),
            SaveError::Malformed(e) => write!(f, "it is damaged: {e}"),
            SaveError::UnknownGame(g) => write!(f, "this build cannot play the game '{g}'"),
            SaveError::Replay(e) => write!(f, "its moves do not replay ({e})"),
            SaveError::Seats(e) => write!(f, "its seats do not fit the game ({e})"),
            SaveError::Stamp(e) => e.fmt(f),
            SaveError::WrongKey { claims } => write!(
                f,
                "it is a copy of another save (“{claims}”) stored under a different name"
            ),
        }
    }
}

impl From<ReplayError> for SaveError {
    fn from(e: ReplayError) -> Self {
        match e {
            ReplayError::Format(m) => SaveError::Malformed(m),
            other => SaveError::Replay(other.to_string()),
        }
    }
}

/// A save id: short, URL- and key-safe.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A fresh id from 64 random bits.
pub fn new_id(random: u64) -> String {
    format!("{random:016x}")
}

pub fn key_for(id: &str) -> String {
    format!("{KEY_PREFIX}{id}")
}

/// Trim and cut a display name to `max` characters (never empty).
pub fn clean_name(name: &str, max: usize, fallback: &str) -> String {
    let t: String = name
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(max)
        .collect();
    if t.trim().is_empty() {
        fallback.to_string()
    } else {
        t.trim().to_string()
    }
}

/// Parse a save. A text that does not read as a save is told by what it is: not JSON, not a
/// Q Branch save, a save from a newer Q Branch (never "damaged", whatever its layout), or a
/// damaged save. A cosmetic field that does not read is replaced (see the module's doc).
pub fn parse_save(raw: &str) -> Result<SaveFile, SaveError> {
    let mut save: SaveFile = match serde_json::from_str(raw) {
        Ok(save) => save,
        Err(e) => match refusal(raw, &e) {
            refused @ (SaveError::NotJson(_) | SaveError::Malformed(_)) => {
                let (text, repairs) = with_cosmetic_replaced(raw).ok_or(refused)?;
                let save = serde_json::from_str(&text).map_err(|e| refusal(&text, &e))?;
                SaveFile { repairs, ..save }
            }
            refused => return Err(refused),
        },
    };
    check_head(Some(&save.format), Some(u64::from(save.version)))?;
    if save.record.text().len() > MAX_BYTES {
        return Err(SaveError::TooLarge {
            bytes: save.record.text().len(),
        });
    }
    cut_long_names(&mut save);
    check_envelope(&save)?;
    Ok(save)
}

/// A cosmetic field at the top of a save: its key, what it is when it is replaced, a check that
/// the JSON text of its value reads as its type, and the value that replaces it.
type Cosmetic = (&'static str, Repair, fn(&str) -> bool, &'static str);

const COSMETIC: [Cosmetic; 4] = [
    ("name", Repair::Name, reads::<String>, r#""Saved game""#),
    ("created", Repair::Dates, reads::<f64>, "-1"),
    ("updated", Repair::Dates, reads::<f64>, "-1"),
    ("finished", Repair::Finished, reads::<bool>, "false"),
];

fn reads<T: DeserializeOwned>(json: &str) -> bool {
    serde_json::from_str::<T>(json).is_ok()
}

/// The fields of a JSON object, each as its JSON text (which keeps what `String` cannot hold,
/// such as a lone surrogate).
type Fields = BTreeMap<String, Box<RawValue>>;

fn raw_json(json: String) -> Box<RawValue> {
    RawValue::from_string(json).expect("the replacements are JSON")
}

/// `raw` with every cosmetic field that does not read (or is missing) replaced, and what was
/// replaced; `None` when nothing was, or when `raw` is no JSON object of objects.
fn with_cosmetic_replaced(raw_save: &str) -> Option<(String, Vec<Repair>)> {
    let mut fields: Fields = serde_json::from_str(raw_save).ok()?;
    let mut repairs = Vec::new();
    for (key, repair, fits, replacement) in COSMETIC {
        if !fields.get(key).is_some_and(|v| fits(v.get())) {
            fields.insert(key.into(), raw_json(replacement.into()));
            if !repairs.contains(&repair) {
                repairs.push(repair);
            }
        }
    }
    if let Some(seats) = fields.get("seats") {
        let mut seats: Vec<Fields> = serde_json::from_str(seats.get()).ok()?;
        for (i, seat) in seats.iter_mut().enumerate() {
            if !seat.get("name").is_some_and(|v| reads::<String>(v.get())) {
                seat.insert("name".into(), raw_json(format!("\"Seat {}\"", i + 1)));
                repairs.push(Repair::SeatName(i));
            }
        }
        fields.insert(
            "seats".into(),
            serde_json::value::to_raw_value(&seats).ok()?,
        );
    }
    let text = serde_json::to_string(&fields).ok()?;
    (!repairs.is_empty()).then_some((text, repairs))
}

/// Names longer than any the app writes (by far: a name of megabytes) are cut to the app's
/// limits.
fn cut_long_names(save: &mut SaveFile) {
    if save.name.chars().count() > MAX_NAME * 4 {
        save.name = clean_name(&save.name, MAX_NAME, "Saved game");
        save.repairs.push(Repair::Name);
    }
    for (i, seat) in save.seats.iter_mut().enumerate() {
        if seat.name.chars().count() > MAX_SEAT_NAME * 4 {
            seat.name = clean_name(&seat.name, MAX_SEAT_NAME, &format!("Seat {}", i + 1));
            save.repairs.push(Repair::SeatName(i));
        }
    }
}

/// The two fields a save is known by.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    format: Value,
    #[serde(default)]
    version: Value,
}

/// Why `raw`, which `e` says does not read as a save, is refused: its head is read first.
fn refusal(raw: &str, e: &serde_json::Error) -> SaveError {
    if !e.is_data() {
        return SaveError::NotJson(json_words(e));
    }
    match serde_json::from_str::<Head>(raw) {
        Ok(head) => check_head(head.format.as_str(), head.version.as_u64())
            .err()
            .unwrap_or_else(|| SaveError::Malformed(what_is_wrong(raw, e))),
        Err(_) => SaveError::NotASave,
    }
}

/// What is wrong with the save `raw`, which `e` says does not read, with the field it is in
/// ("seats[1].controller: missing field \"level\"").
fn what_is_wrong(raw: &str, e: &serde_json::Error) -> String {
    let de = &mut serde_json::Deserializer::from_str(raw);
    match serde_path_to_error::deserialize::<_, SaveFile>(de) {
        Err(e) if e.path().iter().next().is_some() => {
            format!("{}: {}", e.path(), json_words(e.inner()))
        }
        _ => json_words(e),
    }
}

/// The format marker and version, checked before anything else.
fn check_head(format: Option<&str>, version: Option<u64>) -> Result<(), SaveError> {
    if format != Some(FORMAT) {
        return Err(SaveError::NotASave);
    }
    match version {
        Some(v) if v > u64::from(VERSION) => Err(SaveError::NewerVersion { found: v }),
        Some(v) if v >= 1 => Ok(()),
        _ => Err(SaveError::Malformed("bad version".into())),
    }
}

/// Sanity checks that need no game: ids, seat count, timestamps.
pub fn check_envelope(save: &SaveFile) -> Result<(), SaveError> {
    let bad = |m: &str| Err(SaveError::Malformed(m.to_string()));
    if !valid_id(&save.id) {
        return bad("bad id");
    }
    if save.game.is_empty() || save.game.len() > MAX_ID {
        return bad("bad game id");
    }
    if save.seats.is_empty() || save.seats.len() > MAX_SEATS {
        return bad("bad number of seats");
    }
    if !save.created.is_finite() || !save.updated.is_finite() {
        return bad("bad date");
    }
    Ok(())
}

/// The latest time JavaScript's `Date` can show (±100 000 000 days from 1970).
const MAX_DATE_MS: f64 = 8.64e15;

/// True for a time a save can really have been written at (not before 1970, not past the
/// range a `Date` can show). Anything else is shown as unknown, never as "Invalid Date".
pub fn plausible_time(ms: f64) -> bool {
    ms.is_finite() && (0.0..=MAX_DATE_MS).contains(&ms)
}

pub fn to_json(save: &SaveFile) -> String {
    serde_json::to_string(save).expect("saves serialize")
}

/// The save indented for people to read (an exported file), its record too (which
/// `serde_json::to_string_pretty` would copy as the text it is).
pub fn to_pretty_json(save: &SaveFile) -> String {
    let compact = to_json(save);
    reformat(&compact, PrettyFormatter::new()).unwrap_or(compact)
}

/// The JSON `text` written again by serde_json with `formatter`, in the same order.
fn reformat(text: &str, formatter: impl Formatter) -> Result<String, serde_json::Error> {
    let mut out = Vec::with_capacity(text.len() * 2);
    let mut writer = serde_json::Serializer::with_formatter(&mut out, formatter);
    serde_transcode::transcode(&mut serde_json::Deserializer::from_str(text), &mut writer)?;
    Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::saves::restore::tests::{load, sealed};
    use crate::saves::restore::{controllers, new_save, notes, update_save};
    use qbranch_engine::ai::Level;
    use qbranch_engine::core::stamp::{seal, StampError, FINGERPRINT_LEN};
    use qbranch_engine::fixture::{Act, Fixture};
    use qbranch_engine::{DynSession, Game, Session};
    use serde_json::Value;

    /// The fixture game's own session behind a loaded one.
    fn typed(s: &dyn DynSession) -> &Session<Fixture> {
        s.as_any().downcast_ref().expect("a fixture session")
    }

    fn seats() -> Vec<SeatSpec> {
        vec![
            SeatSpec {
                name: "Ann".into(),
                controller: Controller::Human,
                remote: false,
            },
            SeatSpec {
                name: "Enemy".into(),
                controller: Controller::Computer {
                    level: Level::Normal,
                },
                remote: false,
            },
        ]
    }

    /// `a` and `b` hold the same save: the same envelope, and the same record as JSON (its text
    /// may be laid out differently, as when a save went through a JSON value).
    pub(crate) fn assert_same_save(a: &SaveFile, b: &SaveFile) {
        assert_eq!(a.record.value(), b.record.value());
        let blank = |s: &SaveFile| SaveFile {
            record: RecordText::null(),
            ..s.clone()
        };
        assert_eq!(blank(a), blank(b));
    }

    pub(crate) fn sample() -> SaveFile {
        let mut s: Session<Fixture> = Session::new(2, 42).unwrap();
        s.act(0, &Act::Step).unwrap();
        s.act(0, &Act::Roll).unwrap();
        new_save("abc123".into(), "Test".into(), seats(), &s, 1000.0)
    }

    #[test]
    fn round_trip_and_replay() {
        let save = sample();
        let json = to_json(&save);
        assert!(json.starts_with(r#"{"format":"qbranch-save","version":1"#));
        let back = parse_save(&json).unwrap();
        assert_eq!(back, save);
        let session = load(&back).unwrap();
        assert_eq!(session.len(), 2);
    }

    #[test]
    fn a_lesson_mark_is_written_only_for_a_lesson_and_never_stops_a_save_opening() {
        let plain = to_json(&sample());
        assert!(!plain.contains("\"lesson\""));
        let mut lesson = sample();
        lesson.lesson = Some(LessonMark {
            id: "lald-first-run".into(),
            step: 3,
            done: false,
        });
        let back = parse_save(&to_json(&lesson)).unwrap();
        assert_eq!(back.lesson, lesson.lesson);
        let mut v: Value = serde_json::to_value(&lesson).unwrap();
        v["lesson"] = Value::String("not a mark".into());
        let read = parse_save(&v.to_string()).unwrap();
        assert_eq!(read.lesson, None);
        assert_eq!(load(&read).unwrap().len(), 2);
    }

    #[test]
    fn newer_version_is_reported_as_newer_not_damaged() {
        let mut v: Value = serde_json::to_value(sample()).unwrap();
        v["version"] = 2.into();
        // Even with fields this build does not know.
        v["record"] = Value::String("a future layout".into());
        let e = parse_save(&v.to_string()).unwrap_err();
        assert_eq!(e, SaveError::NewerVersion { found: 2 });
        assert!(e.to_string().contains("newer"));
    }

    #[test]
    fn garbage_and_hostile_envelopes_are_rejected() {
        assert!(matches!(parse_save("not json"), Err(SaveError::NotJson(_))));
        assert_eq!(parse_save("[1,2]"), Err(SaveError::NotASave));
        assert_eq!(
            parse_save(r#"{"format":"other"}"#),
            Err(SaveError::NotASave)
        );
        let base = serde_json::to_value(sample()).unwrap();
        let cases: Vec<(&str, Value)> = vec![
            ("version", Value::String("1".into())),
            ("version", serde_json::json!(0)),
            ("version", serde_json::json!(-3)),
            ("version", serde_json::json!(1e300)),
            ("revision", serde_json::json!(-1)),
            ("revision", serde_json::json!(1e300)),
            ("seats", serde_json::json!("Ann")),
            ("seats", serde_json::json!([])),
            ("id", serde_json::json!("../../etc")),
            ("id", serde_json::json!(12)),
            (
                "seats",
                serde_json::json!([{"name": "Ann", "controller": "human"}]),
            ),
        ];
        for (field, bad) in cases {
            let mut v = base.clone();
            v[field] = bad.clone();
            let r = parse_save(&v.to_string());
            assert!(r.is_err(), "{field} = {bad} was accepted");
        }
        // A record too long to replay in time; the rest of a save is cosmetic, cut when too long.
        let mut huge = base.clone();
        huge["record"]["pad"] = "x".repeat(MAX_BYTES).into();
        let e = parse_save(&huge.to_string()).unwrap_err();
        assert!(matches!(e, SaveError::TooLarge { .. }), "{e:?}");
    }

    #[test]
    fn record_that_does_not_replay_is_a_clear_error() {
        let mut save = sample();
        // Seat 1 cannot act first.
        let with_actions = |actions: Value| {
            let mut v = sample().record.value();
            v["actions"] = actions;
            RecordText::from_value(&v)
        };
        save.record = with_actions(serde_json::json!([{"seat": 1, "action": {"type": "pass"}}]));
        let e = load(&save).unwrap_err();
        assert!(matches!(e, SaveError::Replay(_)), "{e:?}");
        assert!(e.to_string().contains("action #1"), "{e}");
        save.record = with_actions(serde_json::json!([{"seat": 0, "action": {"type": "fly"}}]));
        assert!(matches!(load(&save), Err(SaveError::Malformed(_))));
        let mut save = sample();
        save.seats.pop();
        assert!(matches!(load(&save), Err(SaveError::Seats(_))));
    }

    #[test]
    fn a_save_without_a_record_reads_but_never_opens() {
        let mut v = serde_json::to_value(sample()).unwrap();
        v.as_object_mut().unwrap().remove("record");
        let save = parse_save(&v.to_string()).unwrap();
        assert_eq!(save.record.text(), "null");
        let e = load(&save).unwrap_err();
        assert!(matches!(e, SaveError::Malformed(_)), "{e:?}");
        assert!(!e.to_string().contains('{'), "{e}");
    }

    #[test]
    fn a_save_naming_another_game_than_its_record_does_not_load() {
        // The envelope says the race; the record is the fixture game's. The save reads (the
        // record is only read by its game) but never opens as either game.
        let mut v = serde_json::to_value(sample()).unwrap();
        v["game"] = "race".into();
        let save = parse_save(&v.to_string()).unwrap();
        let e = load(&save).unwrap_err();
        assert!(
            matches!(e, SaveError::Malformed(_) | SaveError::Replay(_)),
            "{e:?}"
        );
        // And a record naming another game is refused by name.
        let mut v = sample().record.value();
        v["game"] = "race".into();
        let mut save = sample();
        save.record = RecordText::from_value(&v);
        let e = load(&save).unwrap_err();
        assert!(e.to_string().contains("record is for game 'race'"), "{e}");
    }

    /// What `JSON.stringify(JSON.parse(text))` does to a save: every number becomes an IEEE
    /// double, so integers above 2^53 are rounded.
    fn through_javascript(v: &Value) -> Value {
        match v {
            Value::Number(n) => match (n.as_u64(), n.as_f64()) {
                (Some(u), _) if u > (1 << 53) => {
                    let rounded = u as f64;
                    // JavaScript prints the shortest round-tripping decimal; parsing that back
                    // gives the same double, which is what matters here.
                    serde_json::from_str(&format!("{rounded:.0}")).unwrap()
                }
                _ => v.clone(),
            },
            Value::Array(a) => Value::Array(a.iter().map(through_javascript).collect()),
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, x)| (k.clone(), through_javascript(x)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    fn sample_with_seed(seed: u64) -> SaveFile {
        let mut s: Session<Fixture> = Session::new(2, seed).unwrap();
        s.act(0, &Act::Step).unwrap();
        s.act(0, &Act::Roll).unwrap();
        new_save("big".into(), "Big seed".into(), seats(), &s, 1000.0)
    }

    #[test]
    fn seeds_above_2_pow_53_survive_a_javascript_rewrite() {
        let seed = u64::MAX - 12_345;
        let save = sample_with_seed(seed);
        let json = to_json(&save);
        assert!(json.contains(&format!("\"seed\":\"{seed}\"")), "{json}");
        let rewritten = through_javascript(&serde_json::from_str(&json).unwrap());
        let back = parse_save(&rewritten.to_string()).unwrap();
        assert_same_save(&back, &save);
        let session = load(&back).unwrap();
        assert_eq!(typed(session.as_ref()).record.seed, seed);
    }

    #[test]
    fn a_changed_seed_or_move_shows_as_damage_not_a_different_game() {
        let save = sample_with_seed((1 << 60) + 3);
        assert!(save.fingerprint.is_some());
        // What an older Q Branch wrote (a numeric seed) and a JavaScript tool then rounded:
        // the record still replays, but to another game. The fingerprint says so.
        let mut v = serde_json::to_value(&save).unwrap();
        v["record"]["seed"] = serde_json::json!((1u64 << 60) + 3);
        let rounded = through_javascript(&v);
        assert_eq!(rounded["record"]["seed"], serde_json::json!(1u64 << 60));
        let back = parse_save(&rounded.to_string()).unwrap();
        let e = load(&back).unwrap_err();
        assert_eq!(e, SaveError::Stamp(StampError::Diverged));
        assert!(e.to_string().contains("different game"));
        // The same seed change in an old save without a fingerprint still loads (nothing to
        // compare with), and the next write adds the fingerprint.
        // It says so when it opens.
        let mut old = back.clone();
        old.fingerprint = None;
        let session = load(&old).unwrap();
        assert!(
            notes(&old)[0].starts_with("This save carries no seal"),
            "{:?}",
            notes(&old)
        );
        update_save(&mut old, session.as_ref(), 2000.0);
        let stamp = old.fingerprint.clone().unwrap();
        assert!(stamp.starts_with(&session.fingerprint()), "{stamp}");
        assert!(sealed(&old), "{stamp}");
        assert!(load(&old).is_ok());
        assert!(notes(&old).is_empty());
    }

    #[test]
    fn a_save_from_before_the_seal_loads_checked_and_is_sealed_at_its_next_write() {
        // What earlier builds wrote: the game's fingerprint alone.
        let mut old = sample();
        old.fingerprint.as_mut().unwrap().truncate(FINGERPRINT_LEN);
        let back = parse_save(&to_json(&old)).unwrap();
        let session = load(&back).unwrap();
        assert_eq!(back.fingerprint.as_deref(), Some(&*session.fingerprint()));
        assert!(!sealed(&back));
        let mut next = back;
        update_save(&mut next, session.as_ref(), 2000.0);
        assert!(sealed(&next));
        assert_eq!(load(&next).unwrap().len(), 2);
    }

    /// A save as the app writes it, of a game whose record holds a move the rules refuse (a
    /// third Step in one turn of the fixture game), applied behind the rules' back.
    pub(crate) fn sealed_over_an_illegal_move() -> SaveFile {
        let mut s: Session<Fixture> = Session::new(2, 9).unwrap();
        s.act(0, &Act::Step).unwrap();
        s.act(0, &Act::Step).unwrap();
        assert!(s.act(0, &Act::Step).is_err(), "a third Step is illegal");
        let turn_before = s.state.turn_number();
        let events = s.state.apply_unchecked(0, &Act::Step).unwrap();
        s.record.actions.push(qbranch_engine::Played {
            seat: 0,
            action: Act::Step,
        });
        s.steps.push(qbranch_engine::Step {
            seat: 0,
            action: Act::Step,
            events,
            turn_before,
        });
        new_save("forged".into(), "Forged".into(), seats(), &s, 1000.0)
    }

    #[test]
    fn a_sealed_save_is_restored_without_asking_the_rules_again_and_an_unsealed_one_is_checked() {
        // The app seals what it writes: the game's fingerprint, then the record's seal.
        let save = sample();
        let stamp = save.fingerprint.clone().unwrap();
        let session = load(&save).unwrap();
        let seats = controllers(&save.seats);
        assert_eq!(
            stamp,
            session.fingerprint() + &seal(save.record.text(), Some(&seats))
        );
        // Sealed, the record is trusted as written: the rules are not asked again, so even
        // the move they would refuse is replayed (the app itself never writes one).
        let forged = sealed_over_an_illegal_move();
        assert_eq!(load(&forged).unwrap().len(), 3);
        // With the seal broken (the text changed, or the seal), every move is checked.
        let mut broken = forged.clone();
        broken
            .fingerprint
            .as_mut()
            .unwrap()
            .replace_range(FINGERPRINT_LEN.., &"0".repeat(16));
        let e = load(&broken).unwrap_err();
        assert_eq!(
            e,
            SaveError::Replay(
                "action #3 does not replay: illegal action: the recorded move is not possible \
                 at that point of the game"
                    .into()
            ),
            "{e}"
        );
        let mut old = forged;
        old.fingerprint.as_mut().unwrap().truncate(FINGERPRINT_LEN);
        assert!(matches!(load(&old), Err(SaveError::Replay(_))));
    }

    #[test]
    fn saves_without_writer_or_fingerprint_still_load() {
        let mut v = serde_json::to_value(sample()).unwrap();
        let obj = v.as_object_mut().unwrap();
        obj.remove("writer");
        obj.remove("fingerprint");
        v["record"]["seed"] = serde_json::json!(42);
        let back = parse_save(&v.to_string()).unwrap();
        assert_eq!(back.writer, "");
        assert_eq!(back.fingerprint, None);
        assert_eq!(typed(load(&back).unwrap().as_ref()).record.seed, 42);
    }

    #[test]
    fn an_exported_save_is_indented_throughout_and_reads_back_the_same() {
        let save = sample();
        let pretty = to_pretty_json(&save);
        // The record (kept as text) is indented like the rest, not written on one line.
        assert!(
            pretty.contains("\n  \"record\": {\n    \"game\": \"fixture\","),
            "{pretty}"
        );
        assert_eq!(
            serde_json::from_str::<Value>(&pretty).unwrap(),
            serde_json::from_str::<Value>(&to_json(&save)).unwrap()
        );
        assert_same_save(&parse_save(&pretty).unwrap(), &save);
    }

    #[test]
    fn a_record_is_compacted_between_its_tokens_only() {
        let text = "{ \"a\" : [1, 2],\n\t\"b\": \"x y \\\" z\\\\\" , \"c\" : \"\\\\\" }";
        assert_eq!(
            RecordText::parse(text).unwrap().compacted().unwrap().text(),
            r#"{"a":[1,2],"b":"x y \" z\\","c":"\\"}"#
        );
    }

    #[test]
    fn wrong_or_missing_fields_are_told_plainly() {
        let good = serde_json::to_value(sample()).unwrap();
        for (key, value, words) in [
            (
                "revision",
                Some(serde_json::json!(-1)),
                "revision: invalid value: integer \"-1\", expected u64",
            ),
            ("id", None, "missing field \"id\""),
            (
                "seats",
                Some(serde_json::json!([{"name": "Ann"}])),
                "seats[0]: missing field \"controller\"",
            ),
            (
                "seats",
                Some(serde_json::json!([{"name": "Ann", "controller": {"kind": "robot"}}])),
                "seats[0].controller.kind: it names \"robot\", which this version of Q Branch does not know",
            ),
        ] {
            let mut v = good.clone();
            let o = v.as_object_mut().unwrap();
            match value {
                Some(x) => o.insert(key.into(), x),
                None => o.remove(key),
            };
            let e = parse_save(&v.to_string()).unwrap_err();
            assert_eq!(e, SaveError::Malformed(words.into()));
        }
    }

    #[test]
    fn a_cosmetic_field_that_does_not_read_is_replaced_and_the_game_opens() {
        let good = to_json(&sample());
        let long_name = format!(r#""name":"{}""#, "x".repeat(MAX_BYTES));
        let cases: [(&str, &str, &[Repair]); 6] = [
            (
                r#""finished":false"#,
                r#""finished":"no""#,
                &[Repair::Finished],
            ),
            // What JavaScript writes for a string holding half of a surrogate pair.
            (
                r#""name":"Test""#,
                r#""name":"Ann\ud800's game""#,
                &[Repair::Name],
            ),
            (r#""name":"Test""#, &long_name, &[Repair::Name]),
            (
                r#""created":1000.0"#,
                r#""created":"yesterday""#,
                &[Repair::Dates],
            ),
            (
                r#""name":"Ann""#,
                r#""name":{"first":"Ann"}"#,
                &[Repair::SeatName(0)],
            ),
            (r#""name":"Test""#, r#""name":null"#, &[Repair::Name]),
        ];
        for (field, damaged, repairs) in cases {
            let text = good.replacen(field, damaged, 1);
            assert_ne!(text, good, "{field}");
            let save = parse_save(&text).unwrap_or_else(|e| panic!("{damaged:.40}: {e}"));
            assert_eq!(save.repairs, repairs, "{damaged:.40}");
            assert_eq!(load(&save).unwrap().len(), 2, "{damaged:.40}");
            let words: Vec<String> = repairs.iter().map(ToString::to_string).collect();
            assert_eq!(
                notes(&save),
                [format!(
                    "Parts of this save could not be read and were replaced: {}.",
                    words.join(", ")
                )]
            );
            // The replacement is what the next write stores, and it reads as it is.
            let written = parse_save(&to_json(&save)).unwrap();
            assert!(written.repairs.is_empty(), "{damaged:.40}");
            assert!(written.name.chars().count() <= MAX_NAME, "{damaged:.40}");
        }
        // What no replacement can mend is still told as damage.
        let e = parse_save(&good.replacen(r#""revision":"#, r#""revision":"x","r":"#, 1));
        assert!(matches!(e, Err(SaveError::Malformed(_))), "{e:?}");
    }

    #[test]
    fn impossible_times_are_not_plausible() {
        assert!(plausible_time(1_767_000_000_000.0));
        assert!(plausible_time(0.0));
        for t in [-1.0, 1e300, f64::NAN, f64::INFINITY, 8.64e15 + 1.0] {
            assert!(!plausible_time(t), "{t}");
        }
    }

    #[test]
    fn too_large_is_said_of_the_save_not_a_file() {
        let e = SaveError::TooLarge { bytes: 5 << 20 };
        assert_eq!(e.to_string(), "it is too large (5120 KB; at most 4096 KB)");
    }

    #[test]
    fn names_are_cleaned() {
        assert_eq!(clean_name("  Ann \n", 24, "Seat"), "Ann");
        assert_eq!(clean_name("   ", 24, "Seat"), "Seat");
        assert_eq!(clean_name(&"x".repeat(99), 5, "S"), "xxxxx");
    }
}
