//! Reading a record by hand: the one reader of a saved game's JSON text in the app.
//!
//! A record is read from every save the app opens. serde's derive reads it correctly, but its
//! readers (one for the record of each game, one for each setup and each type inside one, on
//! top of serde_json's own) came to about 9 KB of gzip in the wasm, and a fresh page that opens
//! a save first compiles the dozens of functions they are made of. This reads the same text in
//! plain loops over its bytes ([`Json`]), into the same types ([`FromJson`], written for each
//! setup beside it), with the moves read by `core::moves` on the same cursor. Its errors are
//! serde's own (`missing_field`, `duplicate_field`, `invalid_type`, made by serde's
//! constructors, or met when a leaf value is read through serde from a kept [`Value`]), and
//! text that is not JSON is refused with serde_json's words and place ("the text is not valid
//! JSON at line 1 column 9").
//!
//! It reads what the derive reads, with the same words for what it refuses, but two things
//! the derive also takes and no writer of ours writes: a struct written as a list of its
//! fields' values (`[4, 7, …]`), and a name written as a one-key object (`{"london": null}`);
//! both are refused in plain words. The CLI and the tests read records with serde's derive
//! too; tests hold the two readers to the same record on the records of every game (written
//! compactly, indented, with keys in another order and keys we do not know) and to the same
//! words on tens of thousands of damaged ones.
//!
//! Written as plain loops over the bytes: the wasm is built for size, where an iterator's
//! closure stays a call per byte and a string comparison a call to `memcmp`.

use std::borrow::Cow;

use serde::de::{Error as _, Expected, IgnoredAny, Unexpected};
use serde::Deserialize;
use serde_json::Error;

use super::tagged::Value;

/// A value that reads from a [`Json`] cursor.
pub trait FromJson: Sized {
    fn from_json(j: &mut Json<'_>) -> Result<Self, Error>;
}

/// A cursor over JSON text.
pub struct Json<'de> {
    pub(crate) text: &'de str,
    pub(crate) bytes: &'de [u8],
    pub(crate) at: usize,
}

impl<'de> Json<'de> {
    pub fn new(text: &'de str) -> Self {
        Json {
            text,
            bytes: text.as_bytes(),
            at: 0,
        }
    }

    #[inline(always)]
    pub(crate) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    #[inline(always)]
    pub(crate) fn eat(&mut self, want: u8) -> bool {
        let hit = self.peek() == Some(want);
        if hit {
            self.at += 1;
        }
        hit
    }

    /// JSON's spaces.
    pub(crate) fn ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.peek() {
            self.at += 1;
        }
    }

    /// The text is not JSON where the cursor is: serde_json's words and place for it (the
    /// place of the byte at the cursor, or the text's end when it ends too soon).
    #[inline(never)]
    pub(crate) fn syntax(&self) -> Error {
        let len = self.bytes.len();
        let end = if self.at < len { self.at + 1 } else { len };
        let (mut line, mut start) = (1, 0);
        let mut i = 0;
        while i < end {
            if self.bytes[i] == b'\n' {
                line += 1;
                start = i + 1;
            }
            i += 1;
        }
        let mut words = String::with_capacity(64);
        words.push_str(if self.at < len {
            "the text is not valid JSON at line "
        } else {
            "the text ends too soon at line "
        });
        push_number(&mut words, line);
        words.push_str(" column ");
        push_number(&mut words, end - start);
        Error::custom(words)
    }

    /// A string (its opening quote is next): borrowed when it has no escape, else decoded by
    /// serde_json.
    pub(crate) fn string(&mut self) -> Result<Cow<'de, str>, Error> {
        let (bytes, start) = (self.bytes, self.at);
        let mut i = start + 1;
        let mut escaped = false;
        while i < bytes.len() {
            let b = bytes[i];
            if b == b'"' {
                if !escaped {
                    self.at = i + 1;
                    // Both ends are at an ASCII quote, so on a character boundary.
                    return match self.text.get(start + 1..i) {
                        Some(s) => Ok(Cow::Borrowed(s)),
                        None => Err(self.syntax()),
                    };
                }
                let decoded = self
                    .text
                    .get(start..i + 1)
                    .and_then(|quoted| serde_json::from_str::<String>(quoted).ok());
                return match decoded {
                    Some(s) => {
                        self.at = i + 1;
                        Ok(Cow::Owned(s))
                    }
                    None => {
                        self.at = start;
                        Err(self.bad_escape(i))
                    }
                };
            }
            if b < 0x20 {
                self.at = i;
                return Err(self.syntax());
            }
            if b == b'\\' {
                escaped = true;
                i += 1;
            }
            i += 1;
        }
        self.at = bytes.len();
        Err(self.syntax())
    }

    /// The first bad escape in the string from the cursor to `end`, as a syntax error where
    /// serde_json finds it (after the four digits of a `\u`).
    #[cold]
    fn bad_escape(&mut self, end: usize) -> Error {
        let mut i = self.at + 1;
        while i < end {
            if self.bytes[i] == b'\\' {
                let escape = self.text.get(i..(i + 6).min(end)).unwrap_or("");
                if serde_json::from_str::<String>(&format!("\"{escape}\"")).is_err() {
                    self.at = if self.bytes.get(i + 1) == Some(&b'u') {
                        i + 5
                    } else {
                        i + 1
                    };
                    return self.syntax();
                }
                i += 1;
            }
            i += 1;
        }
        self.at = end;
        self.syntax()
    }

    /// A key, its colon and the spaces around them.
    pub(crate) fn key(&mut self) -> Result<Cow<'de, str>, Error> {
        if self.peek() != Some(b'"') {
            return Err(self.syntax());
        }
        let k = self.string()?;
        self.ws();
        if !self.eat(b':') {
            return Err(self.syntax());
        }
        self.ws();
        Ok(k)
    }

    fn literal(&mut self, word: &[u8], v: Value<'de>) -> Result<Value<'de>, Error> {
        let mut i = 0;
        while i < word.len() {
            if self.peek() != Some(word[i]) {
                return Err(self.syntax());
            }
            self.at += 1;
            i += 1;
        }
        Ok(v)
    }

    /// A number as serde_json reads it: a whole number that fits a `u64`, else a negative
    /// whole number that fits an `i64` (but `-0`), else a float.
    fn number(&mut self) -> Result<Value<'de>, Error> {
        let start = self.at;
        let neg = self.eat(b'-');
        let digits = self.at;
        let mut whole = true;
        let mut n: Option<u64> = Some(0);
        while let Some(b) = self.peek() {
            match b {
                b'0'..=b'9' => {
                    n = n.and_then(|n| n.checked_mul(10)?.checked_add(u64::from(b - b'0')))
                }
                b'-' | b'+' | b'.' | b'e' | b'E' => whole = false,
                _ => break,
            }
            self.at += 1;
        }
        let len = self.at - digits;
        if whole && len > 0 && (len == 1 || self.bytes[digits] != b'0') {
            match n {
                Some(n) if !neg => return Ok(Value::U64(n)),
                Some(n) if n != 0 && n <= 1 << 63 => {
                    return Ok(Value::I64((n as i64).wrapping_neg()))
                }
                _ => {}
            }
        }
        match self
            .text
            .get(start..self.at)
            .and_then(|token| serde_json::from_str::<f64>(token).ok())
        {
            Some(x) => Ok(Value::F64(x)),
            None => {
                self.at = start;
                Err(self.bad_number())
            }
        }
    }

    /// Where serde_json stops reading a number that is not one.
    #[cold]
    fn bad_number(&mut self) -> Error {
        self.eat(b'-');
        if !self.eat(b'0') {
            if !matches!(self.peek(), Some(b'1'..=b'9')) {
                return self.syntax();
            }
            while let Some(b'0'..=b'9') = self.peek() {
                self.at += 1;
            }
        }
        if self.eat(b'.') {
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.syntax();
            }
            while let Some(b'0'..=b'9') = self.peek() {
                self.at += 1;
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.syntax();
            }
            while let Some(b'0'..=b'9') = self.peek() {
                self.at += 1;
            }
        }
        self.syntax()
    }

    /// A list or an object, read past (checked as JSON by serde_json, which stops where the
    /// value ends) and kept as its kind.
    fn nested(&mut self) -> Result<(), Error> {
        let start = self.at;
        let rest = self.text.get(start..).unwrap_or("");
        let mut values = serde_json::Deserializer::from_str(rest).into_iter::<IgnoredAny>();
        match values.next() {
            Some(Ok(_)) => {
                self.at = start + values.byte_offset();
                Ok(())
            }
            Some(Err(e)) => {
                // serde_json's place within the value, as a place in the whole text.
                let (mut line, mut line_start, mut i) = (1, start, start);
                while line < e.line() && i < self.bytes.len() {
                    if self.bytes[i] == b'\n' {
                        line += 1;
                        line_start = i + 1;
                    }
                    i += 1;
                }
                self.at = if e.is_eof() {
                    self.bytes.len()
                } else {
                    (line_start + e.column()).saturating_sub(1)
                };
                Err(self.syntax())
            }
            None => {
                self.at = self.bytes.len();
                Err(self.syntax())
            }
        }
    }

    /// Any value, kept as the tagged reader keeps a field's value.
    pub(crate) fn any(&mut self) -> Result<Value<'de>, Error> {
        match self.peek() {
            Some(b'"') => Ok(Value::Str(self.string()?)),
            Some(b't') => self.literal(b"true", Value::Bool(true)),
            Some(b'f') => self.literal(b"false", Value::Bool(false)),
            Some(b'n') => self.literal(b"null", Value::Null),
            Some(b'[') => self.nested().map(|()| Value::Seq),
            Some(b'{') => self.nested().map(|()| Value::Map),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.syntax()),
        }
    }

    /// The value here, for serde's "invalid type" message: a list or an object is named
    /// without being read, as serde_json names it.
    fn wrong(&mut self) -> Result<Value<'de>, Error> {
        match self.peek() {
            Some(b'[') => Ok(Value::Seq),
            Some(b'{') => Ok(Value::Map),
            _ => self.any(),
        }
    }

    /// After an item of a list or an object: `true` past a comma (another item follows),
    /// `false` past `close` (the end), else the text is not JSON here.
    pub(crate) fn more(&mut self, close: u8) -> Result<bool, Error> {
        self.ws();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                Ok(true)
            }
            Some(b) if b == close => {
                self.at += 1;
                Ok(false)
            }
            _ => Err(self.syntax()),
        }
    }

    /// A value read past.
    pub fn skip(&mut self) -> Result<(), Error> {
        self.any().map(drop)
    }

    /// A leaf value, read as serde reads it from JSON (a number, a string, true, false, null).
    pub fn value<T: Deserialize<'de>>(&mut self) -> Result<T, Error> {
        self.read(|v| T::deserialize(v))
    }

    /// A name of an enum's unit variant (`"new_york"`), as serde_json reads one: from a
    /// string; what is neither a string nor an object is not JSON it takes there. `what` is
    /// what serde's derive calls the enum ("enum Base"), for an object, which it reads as a
    /// variant with a value and this refuses.
    pub fn variant<T: Deserialize<'de>>(&mut self, what: &'static str) -> Result<T, Error> {
        match self.peek() {
            Some(b'"') => self.value(),
            Some(b'{') => {
                self.skip()?;
                Err(Error::invalid_type(Unexpected::Map, &What(what)))
            }
            _ => Err(self.syntax()),
        }
    }

    /// A leaf value read by `read` (a `deserialize` function); a list or an object is refused
    /// as serde_json refuses one where a leaf goes, without reading it.
    pub(crate) fn read<T>(
        &mut self,
        read: impl Fn(&Value<'de>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let v = self.wrong()?;
        if matches!(v, Value::Seq | Value::Map) {
            // A leaf's reader refuses either before it is read, as serde_json's does; one that
            // took it would have it read whole first.
            read(&v)?;
            let v = self.any()?;
            return read(&v);
        }
        read(&v)
    }

    /// An object: `field(self, key)` for each key in turn, which reads the key's value. `what`
    /// is what serde's derive calls the type ("struct CcgSetup").
    pub fn object(
        &mut self,
        what: &'static str,
        field: &mut dyn FnMut(&mut Self, &str) -> Result<(), Error>,
    ) -> Result<(), Error> {
        self.ws();
        if !self.eat(b'{') {
            let v = self.wrong()?;
            return Err(Error::invalid_type(unexpected(&v), &What(what)));
        }
        self.ws();
        if self.eat(b'}') {
            return Ok(());
        }
        loop {
            self.ws();
            let k = self.key()?;
            field(self, &k)?;
            if !self.more(b'}')? {
                return Ok(());
            }
        }
    }

    /// A list, each item read by `item`.
    pub fn list<T>(
        &mut self,
        item: &mut dyn FnMut(&mut Self) -> Result<T, Error>,
    ) -> Result<Vec<T>, Error> {
        self.ws();
        if !self.eat(b'[') {
            let v = self.wrong()?;
            return Err(Error::invalid_type(unexpected(&v), &"a sequence"));
        }
        let mut out = Vec::new();
        self.ws();
        if self.eat(b']') {
            return Ok(out);
        }
        loop {
            self.ws();
            out.push(item(self)?);
            if !self.more(b']')? {
                return Ok(out);
            }
        }
    }

    /// Field `name` of an object read by `read` into `slot`, once (serde's "duplicate field").
    pub fn field<T>(
        &mut self,
        slot: &mut Option<T>,
        name: &'static str,
        read: impl FnOnce(&mut Self) -> Result<T, Error>,
    ) -> Result<(), Error> {
        if slot.is_some() {
            return Err(Error::duplicate_field(name));
        }
        *slot = Some(read(self)?);
        Ok(())
    }

    /// Nothing but spaces left.
    pub fn end(&mut self) -> Result<(), Error> {
        self.ws();
        if self.at == self.bytes.len() {
            Ok(())
        } else {
            Err(self.syntax())
        }
    }
}

/// A field that must be there (serde's "missing field").
pub fn need<T>(slot: Option<T>, name: &'static str) -> Result<T, Error> {
    slot.ok_or_else(|| Error::missing_field(name))
}

fn push_number(out: &mut String, n: usize) {
    let mut buf = [0u8; 20];
    for &d in decimal(n as u64, &mut buf) {
        out.push(char::from(d));
    }
}

/// `n`'s decimal digits in `buf`, as `n.to_string()` writes them (without the formatting
/// machinery, which opening a save would otherwise compile for this alone).
pub(crate) fn decimal(mut n: u64, buf: &mut [u8; 20]) -> &[u8] {
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    &buf[at..]
}

/// What a kept value was, for serde's "invalid type" message.
pub(crate) fn unexpected<'a>(v: &'a Value<'_>) -> Unexpected<'a> {
    match v {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::U64(n) => Unexpected::Unsigned(*n),
        Value::I64(n) => Unexpected::Signed(*n),
        Value::F64(x) => Unexpected::Float(*x),
        Value::Str(s) => Unexpected::Str(s),
        Value::Seq => Unexpected::Seq,
        Value::Map => Unexpected::Map,
    }
}

/// What serde's derive says it expected.
struct What(&'static str);

impl Expected for What {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

macro_rules! leaf {
    ($($t:ty),*) => {$(
        impl FromJson for $t {
            fn from_json(j: &mut Json<'_>) -> Result<Self, Error> {
                j.value()
            }
        }
    )*};
}
leaf!(bool, u8, u32, usize, String);

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(j: &mut Json<'_>) -> Result<Self, Error> {
        j.list(&mut T::from_json)
    }
}

/// As serde reads an array: too few items are an invalid length, and more than `N` are not
/// JSON serde_json takes there.
impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(j: &mut Json<'_>) -> Result<Self, Error> {
        j.ws();
        if !j.eat(b'[') {
            let v = j.wrong()?;
            return Err(Error::invalid_type(unexpected(&v), &ArrayOf(N)));
        }
        let mut items = Vec::with_capacity(N);
        while items.len() < N {
            j.ws();
            if items.is_empty() {
                if j.peek() == Some(b']') {
                    break;
                }
            } else if j.peek() == Some(b',') {
                j.at += 1;
                j.ws();
            } else if j.peek() != Some(b']') {
                return Err(j.syntax());
            } else {
                break;
            }
            items.push(T::from_json(j)?);
        }
        j.ws();
        if j.peek() == Some(b',') {
            j.at += 1;
            j.ws();
            return Err(j.syntax());
        }
        if !j.eat(b']') {
            return Err(j.syntax());
        }
        let len = items.len();
        items
            .try_into()
            .map_err(|_| Error::invalid_length(len, &ArrayOf(N)))
    }
}

/// serde's words for an array's length.
struct ArrayOf(usize);

impl Expected for ArrayOf {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "an array of length {}", self.0)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::ccg::{Ccg, CcgLtk};
    use crate::core::error::json_words;
    use crate::core::game::Game;
    use crate::core::record::{Record, Session};
    use crate::core::rng::Rng;
    use crate::lald::Lald;
    use crate::race::Race;
    use crate::yolt::Yolt;

    /// The record of a random game of `G` at `players` seats, `plies` moves long.
    pub(crate) fn record<G: Game>(players: usize, seed: u64, plies: usize) -> Record<G> {
        let setup = G::setup_for_players(players).unwrap();
        let mut s = Session::<G>::new(setup, seed).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(seat) = s.state.to_act() {
            if s.record.actions.len() >= plies {
                break;
            }
            let legal = s.state.legal_actions(seat);
            s.act(seat, rng.choose(&legal).unwrap()).unwrap();
        }
        s.record
    }

    /// What each reader makes of `text`: the record, or the plain words of the error.
    fn both<G: Game>(text: &str) -> (Result<Record<G>, String>, Result<Record<G>, String>) {
        (
            Record::<G>::read_json(text).map_err(|e| json_words(&e)),
            serde_json::from_str::<Record<G>>(text).map_err(|e| json_words(&e)),
        )
    }

    fn reads_as_the_derive<G: Game>() {
        let info = G::info();
        for players in info.min_players..=info.max_players {
            for seed in 1..=3 {
                let rec = record::<G>(players, seed, 60);
                let compact = serde_json::to_string(&rec).unwrap();
                let pretty = serde_json::to_string_pretty(&rec).unwrap();
                // serde_json's map sorts its keys: the moves come first.
                let mut value = serde_json::to_value(&rec).unwrap();
                let sorted = value.to_string();
                value["note"] = serde_json::json!({"a": [1, {"b": "]}"}], "c": null});
                value["setup"]["note"] = serde_json::json!([true, -2.5e-3, "é\"x"]);
                let extra = value.to_string();
                for text in [&compact, &pretty, &sorted, &extra] {
                    let (ours, theirs) = both::<G>(text);
                    assert_eq!(ours, theirs, "{} {players} {seed}: {text:.200}", G::ID);
                    assert_eq!(ours.as_ref(), Ok(&rec), "{} {players} {seed}", G::ID);
                }
            }
        }
    }

    /// Every record of every game, as the app writes it, indented, with its keys in another
    /// order and with keys it does not know, reads by hand to the record serde's derive reads.
    #[test]
    fn records_of_every_game_read_as_the_derive_reads_them() {
        reads_as_the_derive::<Yolt>();
        reads_as_the_derive::<Lald>();
        reads_as_the_derive::<Race>();
        reads_as_the_derive::<Ccg>();
        reads_as_the_derive::<CcgLtk>();
    }

    /// `text` damaged at every byte of its first `upto` (deleted, or replaced by each of a
    /// few bytes): the hand reader and the derive agree on each, in the same words, but for
    /// a struct's `{` made a `[`, which the derive reads as a list of the struct's fields and
    /// the hand reader refuses.
    fn damaged_as_the_derive<G: Game>(text: &str, upto: usize) -> usize {
        let mut cases = 0;
        let mut differ = Vec::new();
        for i in 0..upto.min(text.len()) {
            let mut variants = vec![format!("{}{}", &text[..i], &text[i + 1..])];
            for b in ["\"", ",", "]", "}", "{", "[", "1", "-", "x", " ", ":", "\\"] {
                variants.push(format!("{}{}{}", &text[..i], b, &text[i + 1..]));
            }
            for t in variants {
                if t == text {
                    continue;
                }
                cases += 1;
                let (ours, theirs) = both::<G>(&t);
                // The one difference: a struct written as a list, which the derive reads.
                let listed = text.as_bytes()[i] == b'{'
                    && t.as_bytes()[i] == b'['
                    && ours.as_ref().is_err_and(|e| {
                        e.starts_with("invalid type: sequence, expected struct")
                            || e == "invalid type: sequence, expected struct Played"
                    });
                if ours != theirs && !listed {
                    differ.push(format!(
                        "{ours:?} / {theirs:?}: {}",
                        &t[i.saturating_sub(30)..(i + 30).min(t.len())]
                    ));
                }
            }
        }
        assert!(
            differ.is_empty(),
            "{} of {cases}:\n{}",
            differ.len(),
            differ[..differ.len().min(12)].join("\n")
        );
        cases
    }

    #[test]
    fn damaged_records_are_refused_in_the_derives_words() {
        let ltk = serde_json::to_string(&record::<CcgLtk>(2, 4, 12)).unwrap();
        let yolt = serde_json::to_string(&record::<Yolt>(2, 4, 12)).unwrap();
        let race = serde_json::to_string(&record::<Race>(4, 4, 12)).unwrap();
        let lald = serde_json::to_string(&record::<Lald>(2, 4, 12)).unwrap();
        let cases = damaged_as_the_derive::<CcgLtk>(&ltk, ltk.find("\"plots\"").unwrap() + 40)
            + damaged_as_the_derive::<CcgLtk>(&ltk[..], ltk.len())
            + damaged_as_the_derive::<Yolt>(&yolt, yolt.len())
            + damaged_as_the_derive::<Race>(&race, race.len())
            + damaged_as_the_derive::<Lald>(&lald, lald.len());
        assert!(cases > 10_000, "{cases}");
    }

    /// The two forms only the derive takes, refused in plain words.
    #[test]
    fn a_struct_as_a_list_and_a_name_as_an_object_are_refused() {
        let mut yolt = serde_json::to_value(record::<Yolt>(2, 1, 4)).unwrap();
        yolt["setup"]["sheet"] = serde_json::json!([4, 7, [10, 2, 1, 2, 2], 18]);
        let (ours, theirs) = both::<Yolt>(&yolt.to_string());
        assert!(theirs.is_ok());
        assert_eq!(
            ours.unwrap_err(),
            "invalid type: sequence, expected struct StatusSheet"
        );
        let mut race = serde_json::to_value(record::<Race>(2, 1, 4)).unwrap();
        race["setup"]["bases"][0] = serde_json::json!({"london": null});
        let (ours, theirs) = both::<Race>(&race.to_string());
        assert!(theirs.is_ok());
        assert_eq!(ours.unwrap_err(), "invalid type: map, expected enum Base");
    }
}
