//! Reading a save as this app stores it, in one pass over its fields and none over its record.
//!
//! Opening a long save in a fresh page is mostly the browser compiling code at its first call
//! (see the README, "Restoring a save"), and reading the save's envelope through serde_json
//! (`super::record_text::split`, then each field by `super::envelope`) was about a hundred
//! functions for a few hundred bytes of fields, and a walk over the whole record to find its
//! end. A save this app wrote has one layout: serde_json's output of [`SaveFile`], the fields
//! in order and the record last. This reads exactly that layout, with plain loops over the
//! bytes, and takes the record as the rest of the text when the save's stamp seals that text
//! (`is_sealed`): then it is the record this app wrote, so JSON. Anything else (another
//! layout, an escape in a string, a number written otherwise, a record the seal does not
//! match, a save from before the seal) is `None`, and the save is read the usual way, which
//! also finds what is wrong with a damaged one.

use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::core::erased::is_sealed;

use super::format::{SaveFile, SeatSpec, FORMAT, VERSION};
use super::record_text::RecordText;

/// The save in `text`, when it is in this app's own layout and its record is sealed.
pub fn read(text: &str) -> Option<SaveFile> {
    let mut c = Cursor {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    c.lit(b"{\"format\":\"qbranch-save\",\"version\":")?;
    if c.whole()? != u64::from(VERSION) {
        return None;
    }
    c.lit(b",\"id\":")?;
    let id = c.string()?;
    c.lit(b",\"name\":")?;
    let name = c.string()?;
    c.lit(b",\"game\":")?;
    let game = c.string()?;
    c.lit(b",\"created\":")?;
    let created = c.time()?;
    c.lit(b",\"updated\":")?;
    let updated = c.time()?;
    c.lit(b",\"revision\":")?;
    let revision = c.whole()?;
    c.lit(b",\"seats\":[")?;
    let mut seats = Vec::new();
    loop {
        c.lit(b"{\"name\":")?;
        let name = c.string()?;
        c.lit(b",\"controller\":")?;
        let controller = c.controller()?;
        c.lit(b"}")?;
        seats.push(SeatSpec { name, controller });
        if c.lit(b",").is_none() {
            break;
        }
    }
    c.lit(b"],\"finished\":")?;
    let finished = c.lit(b"true").is_some();
    if !finished {
        c.lit(b"false")?;
    }
    let writer = match c.lit(b",\"writer\":") {
        Some(()) => c.string()?,
        None => String::new(),
    };
    c.lit(b",\"fingerprint\":")?;
    let stamp = c.string()?;
    let undo_from = match c.lit(b",\"undo_from\":") {
        Some(()) => Some(usize::try_from(c.whole()?).ok()?),
        None => None,
    };
    c.lit(b",\"record\":")?;
    // The record: the rest, but the object's closing brace (the writer adds no space).
    if c.bytes.last() != Some(&b'}') {
        return None;
    }
    let record = text.get(c.at..text.len() - 1)?;
    if !is_sealed(&stamp, record) {
        return None;
    }
    Some(SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        id,
        name,
        game,
        created,
        updated,
        revision,
        seats,
        finished,
        writer,
        record: RecordText::sealed(record, &stamp),
        fingerprint: Some(stamp),
        undo_from,
    })
}

/// Each way a seat's controller is written, as serde writes [`Controller`].
const CONTROLLERS: [(&[u8], Controller); 5] = [
    (b"{\"kind\":\"human\"}", Controller::Human),
    (b"{\"kind\":\"random\"}", Controller::Random),
    (
        b"{\"kind\":\"computer\",\"level\":\"easy\"}",
        Controller::Computer { level: Level::Easy },
    ),
    (
        b"{\"kind\":\"computer\",\"level\":\"normal\"}",
        Controller::Computer {
            level: Level::Normal,
        },
    ),
    (
        b"{\"kind\":\"computer\",\"level\":\"hard\"}",
        Controller::Computer { level: Level::Hard },
    ),
];

struct Cursor<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    /// Past `want` when the text goes on with exactly it.
    fn lit(&mut self, want: &[u8]) -> Option<()> {
        let end = self.at + want.len();
        let got = self.bytes.get(self.at..end)?;
        let mut i = 0;
        while i < want.len() {
            if got[i] != want[i] {
                return None;
            }
            i += 1;
        }
        self.at = end;
        Some(())
    }

    /// A string without escapes (the writer escapes only quotes, backslashes and control
    /// characters; a string with one is left to the usual reading).
    fn string(&mut self) -> Option<String> {
        self.lit(b"\"")?;
        let start = self.at;
        loop {
            match *self.bytes.get(self.at)? {
                b'"' => break,
                b'\\' | 0..=0x1f => return None,
                _ => self.at += 1,
            }
        }
        let s = self.text.get(start..self.at)?.to_string();
        self.at += 1;
        Some(s)
    }

    /// A whole number, as the writer writes a `u64`: digits, no leading zero.
    fn whole(&mut self) -> Option<u64> {
        let start = self.at;
        let mut n: u64 = 0;
        while let Some(&b @ b'0'..=b'9') = self.bytes.get(self.at) {
            n = n.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
            self.at += 1;
        }
        let len = self.at - start;
        (len == 1 || (len > 1 && self.bytes[start] != b'0')).then_some(n)
    }

    /// A time in milliseconds, as the writer writes a whole `f64` below 2^53 (`1733000000000.0`;
    /// the clock gives whole milliseconds).
    fn time(&mut self) -> Option<f64> {
        let n = self.whole()?;
        self.lit(b".0")?;
        (n < 1 << 53).then_some(n as f64)
    }

    fn controller(&mut self) -> Option<Controller> {
        let mut k = 0;
        while k < CONTROLLERS.len() {
            let (text, controller) = CONTROLLERS[k];
            if self.lit(text).is_some() {
                return Some(controller);
            }
            k += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::read;
    use crate::saves::format::tests::{assert_same_save, sample};
    use crate::saves::format::{to_json, to_pretty_json, SaveFile, SeatSpec};
    use crate::saves::record_text::split;
    use qbranch_engine::ai::{Controller, Level};

    /// The usual reading (serde_json's split, then each field by hand).
    fn usual(text: &str) -> SaveFile {
        let parts = split(text).unwrap();
        crate::saves::envelope::read_fields(parts.fields, parts.record.unwrap()).unwrap()
    }

    /// Saves as the app writes them: every controller, a writer or none, no hint, a finished
    /// game, whole-millisecond times of today's size.
    fn saves() -> Vec<SaveFile> {
        let mut out = Vec::new();
        for (k, controller) in Controller::ALL.into_iter().enumerate() {
            let mut s = sample();
            s.seats.push(SeatSpec {
                name: format!("Seat {k} — ü"),
                controller,
            });
            s.created = 1_764_900_000_000.0 + k as f64;
            s.updated = s.created + 61_000.0;
            s.revision = k as u64 * 7;
            s.finished = k % 2 == 1;
            s.writer = if k % 2 == 0 {
                String::new()
            } else {
                "0123abcd".into()
            };
            if k == 3 {
                s.undo_from = None;
            }
            out.push(s);
        }
        out
    }

    #[test]
    fn reads_a_sealed_save_as_the_usual_reading_does() {
        for save in saves() {
            let text = to_json(&save);
            let quick = read(&text).expect("the app's own layout");
            assert_eq!(quick, save);
            assert_eq!(quick, usual(&text));
            // Written again as it was read (renaming a save writes it back unchanged).
            assert_eq!(to_json(&quick), text);
        }
    }

    #[test]
    fn leaves_every_other_text_to_the_usual_reading() {
        let save = sample();
        let text = to_json(&save);
        let stamp = save.fingerprint.clone().unwrap();
        let mut escaped = save.clone();
        escaped.name = "A \"quoted\" name".into();
        let mut old = save.clone();
        old.fingerprint = Some(stamp[..16].to_string());
        let mut none = save.clone();
        none.fingerprint = None;
        let mut fraction = save.clone();
        fraction.updated = 1000.5;
        let others = [
            // Not sealed: a record edited by hand, a save from before the seal or before the
            // fingerprint.
            text.replacen("\"seed\":\"42\"", "\"seed\":\"43\"", 1),
            to_json(&old),
            to_json(&none),
            // Another layout: indented, spaces, keys in another order, a field after the
            // record, an escape, a time with a fraction, another version.
            to_pretty_json(&save),
            format!("{text} "),
            text.replacen("{\"format\":\"qbranch-save\",", "{", 1)
                .replacen("}", ",\"format\":\"qbranch-save\"}", 1),
            format!("{},\"extra\":1}}", &text[..text.len() - 1]),
            to_json(&escaped),
            to_json(&fraction),
            text.replacen("\"version\":1", "\"version\":2", 1),
        ];
        for (i, other) in others.iter().enumerate() {
            assert_ne!(other, &text, "case {i}");
            assert!(read(other).is_none(), "case {i}: {other:.100}");
        }
        // The usual reading still takes those that are saves of this version.
        let parse = |t: &str| crate::saves::format::parse_save(t).unwrap();
        assert_same_save(&parse(&others[3]), &save);
        assert_same_save(&parse(&others[7]), &escaped);
    }

    #[test]
    fn every_controller_is_read_by_its_written_form() {
        for (text, controller) in super::CONTROLLERS {
            assert_eq!(serde_json::to_string(&controller).unwrap().as_bytes(), text);
        }
        assert_eq!(super::CONTROLLERS.len(), Controller::ALL.len());
        assert!(Controller::ALL.contains(&Controller::Computer { level: Level::Hard }));
    }
}
