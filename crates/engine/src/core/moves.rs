//! Reading a record's moves: the one reader of them in the app.
//!
//! A saved record's moves are a JSON list of `{"seat":N,"action":{…}}` objects, the largest
//! part of a save (about 45 bytes a move). Read through serde_json, the derived `Played` and
//! the tagged reader, they cost about 3,500 instructions a move, and each kind of move had a
//! reader of its own compiled into the wasm. This reads them straight from the bytes into the
//! same [`Fields`] the tagged reader fills and builds each move with the same `build` function,
//! so a move means the same either way and a move that does not read is refused in the same
//! words: each error is made by serde's own constructors (`missing_field`, `invalid_type`, …)
//! or by reading a kept [`Value`] as serde_json would have read its text. The form this app
//! writes (no spaces, no escapes, whole numbers) takes the quick path; spaces, escapes, other
//! numbers and nested values (read past, as the tagged reader does) are read too.
//! One difference: serde's derive would also take a move written as a list, `[seat, action]`;
//! every writer of Q Branch writes an object, and this refuses a list in plain words
//! ("invalid type: sequence, expected struct Played").
//!
//! `Record::read_json` (`core::json`) reads the list in place with [`read_list`], on the same
//! cursor as the rest of the record; serde's derive of [`Record`](super::record::Record) reads
//! it through [`deserialize`], which takes the list's text from serde_json. Text that is not
//! JSON is refused with serde_json's words and place (`Json::syntax`).

use std::fmt;

use serde::de::{DeserializeSeed, Error as _, Expected};
use serde::{Deserialize, Deserializer};
use serde_json::value::RawValue;
use serde_json::Error;

use super::game::Seat;
use super::json::{unexpected, Json};
use super::record::Played;
use super::tagged::{same, Fields, Tag, Tagged};

/// serde's `deserialize_with` for `Record::actions`: the list's text, then [`read`].
pub fn deserialize<'de, D: Deserializer<'de>, A: Tagged>(d: D) -> Result<Vec<Played<A>>, D::Error> {
    let raw = Box::<RawValue>::deserialize(d)?;
    read(raw.get()).map_err(D::Error::custom)
}

/// The moves in `text`, a JSON list and nothing after it but spaces.
pub fn read<A: Tagged>(text: &str) -> Result<Vec<Played<A>>, Error> {
    let mut j = Json::new(text);
    let out = read_list(&mut j)?;
    j.end()?;
    Ok(out)
}

/// The list of moves at the cursor. As serde's derive of a record reads it (its text first,
/// then the moves): a list that is not JSON is refused as such, before any move in it.
pub fn read_list<A: Tagged>(j: &mut Json<'_>) -> Result<Vec<Played<A>>, Error> {
    let start = j.at;
    read_each(j).or_else(|e| {
        j.at = start;
        j.skip()?;
        Err(e)
    })
}

fn read_each<A: Tagged>(j: &mut Json<'_>) -> Result<Vec<Played<A>>, Error> {
    let mut out = Vec::new();
    scan(j, A::KEY, A::VARIANTS, &mut |seat, fields| {
        out.push(Played {
            seat,
            action: A::build(fields)?,
        });
        Ok(())
    })?;
    Ok(out)
}

type Each<'a> = &'a mut dyn FnMut(Seat, &Fields<'_>) -> Result<(), Error>;

/// Reads the list, handing each move's seat and fields to `each` (one copy of the reader for
/// every game: only [`read_list`] is compiled per kind of move).
fn scan(
    r: &mut Json<'_>,
    key: &'static str,
    variants: &'static [&'static str],
    each: Each,
) -> Result<(), Error> {
    r.ws();
    if r.peek() != Some(b'[') {
        let v = r.any()?;
        return Err(Error::invalid_type(unexpected(&v), &"a sequence"));
    }
    r.at += 1;
    r.ws();
    if !r.eat(b']') {
        loop {
            r.ws();
            r.played(key, variants, each)?;
            if !r.more(b']')? {
                break;
            }
        }
    }
    Ok(())
}

/// What a move's object was expected to be, in the tagged reader's words.
struct Want(&'static str);

impl Expected for Want {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object with a `")?;
        f.write_str(self.0)?;
        f.write_str("` field")
    }
}

impl<'de> Json<'de> {
    /// One move, `{"seat":N,"action":{…}}`, as the derived reader of `Played` reads it: keys in
    /// any order, other keys read past, each of the two once; then `each`.
    fn played(
        &mut self,
        key: &'static str,
        variants: &'static [&'static str],
        each: Each,
    ) -> Result<(), Error> {
        if self.peek() != Some(b'{') {
            let v = self.any()?;
            return Err(Error::invalid_type(unexpected(&v), &"struct Played"));
        }
        self.at += 1;
        // Filled in place: the fields are a few hundred bytes, and moving them costs.
        let mut fields = Fields::new();
        let (mut read, mut seat) = (false, None);
        self.ws();
        if !self.eat(b'}') {
            loop {
                self.ws();
                let k = self.key()?;
                if same(k.as_bytes(), b"seat") {
                    if seat.is_some() {
                        return Err(Error::duplicate_field("seat"));
                    }
                    seat = Some(Seat::deserialize(&self.any()?)?);
                } else if same(k.as_bytes(), b"action") {
                    if read {
                        return Err(Error::duplicate_field("action"));
                    }
                    self.action(key, variants, &mut fields)?;
                    read = true;
                } else {
                    self.any()?;
                }
                if !self.more(b'}')? {
                    break;
                }
            }
        }
        let seat = seat.ok_or_else(|| Error::missing_field("seat"))?;
        if !read {
            return Err(Error::missing_field("action"));
        }
        each(seat, &fields)
    }

    /// One move's object into `fields`, as the tagged reader reads it: the tag by name (or by
    /// index), the other fields kept, a repeated one's last value counting.
    fn action(
        &mut self,
        key: &'static str,
        variants: &'static [&'static str],
        fields: &mut Fields<'de>,
    ) -> Result<(), Error> {
        if self.peek() != Some(b'{') {
            let v = self.any()?;
            return Err(Error::invalid_type(unexpected(&v), &Want(key)));
        }
        self.at += 1;
        let mut tagged = false;
        self.ws();
        if !self.eat(b'}') {
            loop {
                self.ws();
                let k = self.key()?;
                let v = self.any()?;
                if same(k.as_bytes(), key.as_bytes()) {
                    fields.set_tag(Tag(variants).deserialize(&v)?);
                    tagged = true;
                } else {
                    fields.push(k, v);
                }
                if !self.more(b'}')? {
                    break;
                }
            }
        }
        if tagged {
            Ok(())
        } else {
            Err(Error::missing_field(key))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::read;
    use crate::ccg::{Ccg, CcgLtk};
    use crate::core::error::json_words;
    use crate::core::game::Game;
    use crate::core::json::tests::record;
    use crate::core::record::{Played, Record};
    use crate::core::tagged::Tagged;
    use crate::lald::Lald;
    use crate::race::Race;
    use crate::yolt::Yolt;

    type Ltk = <CcgLtk as Game>::Action;

    /// The moves of a random game of `G` at its largest table, and their JSON as saves hold it.
    fn moves<G: Game>(seed: u64, plies: usize) -> (Vec<Played<G::Action>>, String) {
        let actions = record::<G>(G::info().max_players, seed, plies).actions;
        let text = serde_json::to_string(&actions).unwrap();
        (actions, text)
    }

    fn reads_every_move<G: Game>() {
        for seed in 1..=6 {
            let (played, text) = moves::<G>(seed, 400);
            assert!(played.len() > 20, "{} seed {seed}: a short game", G::ID);
            assert_eq!(
                read::<G::Action>(&text).unwrap(),
                played,
                "{} seed {seed}",
                G::ID
            );
            let pretty = serde_json::to_string_pretty(&played).unwrap();
            assert_eq!(
                read::<G::Action>(&pretty).unwrap(),
                played,
                "{} seed {seed}",
                G::ID
            );
        }
    }

    #[test]
    fn reads_the_moves_every_game_writes() {
        reads_every_move::<Yolt>();
        reads_every_move::<Lald>();
        reads_every_move::<Race>();
        reads_every_move::<Ccg>();
        reads_every_move::<CcgLtk>();
    }

    /// What serde_json, the derived `Played` and the tagged reader make of `text`: the moves, or
    /// the plain words of the error.
    fn usual(text: &str) -> Result<Vec<Played<Ltk>>, String> {
        serde_json::from_str(text).map_err(|e| json_words(&e))
    }

    /// Every JSON text of moves, read or refused, reads as the usual readers read it, in the
    /// same words.
    #[test]
    fn reads_any_json_as_the_usual_readers_do() {
        let (played, text) = moves::<CcgLtk>(3, 60);
        let first = "{\"seat\":0,\"action\":{\"type\":\"start\",";
        assert!(text.starts_with(&format!("[{first}")));
        let pass = <Ltk as Tagged>::VARIANTS
            .iter()
            .position(|v| *v == "pass")
            .unwrap();
        let one = |from: &str, to: &str| {
            assert!(text.contains(from), "{from}");
            text.replacen(from, to, 1)
        };
        let given = [
            // Read: spaces, keys in another order, keys it does not know, escapes, a tag by
            // its index, an empty list.
            format!(" {} ", serde_json::to_string_pretty(&played).unwrap()),
            one("{\"seat\":1,\"action\":{\"type\":\"pass\"}}", "{\"action\":{\"type\":\"pass\"},\"seat\":1}"),
            one(first, "{\"note\":[1,{\"a\":\"]\"}],\"seat\":0,\"action\":{\"type\":\"start\",\"x\":-2.5e3,"),
            one("\"type\":\"pass\"", "\"ty\\u0070e\":\"pa\\u0073s\""),
            one("\"type\":\"pass\"", &format!("\"type\":{pass}")),
            "[]".to_string(),
            // Refused: a number of the wrong kind, a repeated or missing key, a missing tag,
            // an unknown move, values of the wrong type where a move, its object, its tag, its
            // seat or a field were expected, a list that is not one.
            one("\"seat\":0,", "\"seat\":0.5,"),
            one("\"seat\":0,", "\"seat\":-1,"),
            one("\"seat\":0,", "\"seat\":-0,"),
            one("\"seat\":0,", "\"seat\":99999999999999999999,"),
            one("\"seat\":0,", "\"seat\":0,\"seat\":1,"),
            one("{\"seat\":1,\"action\":{\"type\":\"pass\"}}", "{\"seat\":1,\"action\":{\"type\":\"pass\"},\"action\":{}}"),
            one("{\"seat\":1,\"action\":{\"type\":\"pass\"}}", "{\"action\":{\"type\":\"pass\"}}"),
            one("{\"seat\":1,\"action\":{\"type\":\"pass\"}}", "{\"seat\":1}"),
            one("{\"type\":\"pass\"}", "{}"),
            one("\"type\":\"pass\"", "\"type\":\"jump\""),
            one("\"type\":\"pass\"", "\"type\":99"),
            one("\"type\":\"pass\"", "\"type\":[\"pass\"]"),
            one("\"type\":\"pass\"", "\"type\":null"),
            one("{\"type\":\"pass\"}", "null"),
            one("{\"type\":\"pass\"}", "\"pass\""),
            one("{\"seat\":1,\"action\":{\"type\":\"pass\"}}", "7"),
            one("\"seat\":0,", "\"seat\":\"0\","),
            one("\"mission\":", "\"mission\":\"x\",\"y\":"),
            one("\"mission\":", "\"mission\":-3,\"y\":"),
            one("\"mission\":", "\"mission\":-9223372036854775808,\"y\":"),
            one("\"mission\":", "\"mission\":-9223372036854775809,\"y\":"),
            one("\"mission\":", "\"mission\":18446744073709551616,\"y\":"),
            one("\"mission\":", "\"mission\":-0,\"y\":"),
            one("\"mission\":", "\"mission\":1E2,\"y\":"),
            one("\"mission\":", "\"mission\":{\"a\":1},\"y\":"),
            one("\"mission\":", "\"mission\":true,\"y\":"),
            "{\"moves\":[]}".to_string(),
            "\"moves\"".to_string(),
        ];
        for (i, t) in given.iter().enumerate() {
            assert_ne!(t, &text, "case {i} changed nothing");
            let ours = read::<Ltk>(t).map_err(|e| json_words(&e));
            assert_eq!(ours, usual(t), "case {i}: {t:.300}");
            assert_eq!(ours.is_ok(), i < 6, "case {i}: {ours:?}");
        }
        assert!(usual(&given[1]).unwrap() == played && usual(&given[3]).unwrap() == played);
        // The one difference: a move as a list, which serde's derive takes and this refuses.
        let listed = one(
            "{\"seat\":1,\"action\":{\"type\":\"pass\"}}",
            "[1,{\"type\":\"pass\"}]",
        );
        assert!(usual(&listed).is_ok());
        assert_eq!(
            read::<Ltk>(&listed).map_err(|e| json_words(&e)),
            Err("invalid type: sequence, expected struct Played".to_string())
        );
        // What its words look like: plain, as the app shows them.
        let words = read::<Ltk>(&given[15]).unwrap_err();
        assert!(
            json_words(&words).starts_with("it names \"jump\""),
            "{words}"
        );
    }

    /// Called on text serde_json has not checked (`Record::read_json` reads a record's moves
    /// this way), it refuses whatever is not JSON.
    #[test]
    fn refuses_text_that_is_not_json() {
        let (_, text) = moves::<CcgLtk>(3, 30);
        let given = [
            text.replacen("},{", "},,{", 1),
            text.replacen("}]", "},]", 1),
            text.replacen("\"seat\":0,", "\"seat\":01,", 1),
            text.replacen("\"seat\":0,", "\"seat\":0.,", 1),
            text.replacen("\"seat\":0,", "\"seat\":-,", 1),
            text.replacen("\"type\":\"pass\"", "\"type\":\"pass\",\"x\":\"a\nb\"", 1),
            text.replacen("\"type\":\"pass\"", "\"type\":\"pass\",\"x\":\"a\\qb\"", 1),
            text.replacen("\"type\":\"pass\"", "\"type\":\"pass\",\"x\":tru", 1),
            text.replacen("\"type\":\"pass\"", "\"type\":\"pass\",\"x\":[1,]", 1),
            text.replacen("\"type\":\"pass\"", "\"type\":\"pass\",\"x\":{\"a\":1]", 1),
            text.replacen("\"seat\":0,", "\"seat\" 0,", 1),
            format!("{text}x"),
            text[..text.len() - 1].to_string(),
        ];
        for (i, t) in given.iter().enumerate() {
            assert_ne!(t, &text, "case {i} changed nothing");
            assert!(
                serde_json::from_str::<serde_json::Value>(t).is_err(),
                "case {i} is JSON"
            );
            assert!(read::<Ltk>(t).is_err(), "case {i} read: {t:.200}");
        }
    }

    /// A whole record reads by hand (`Record::read_json`) to what serde's derive reads, and a
    /// record that does not read is refused in the derive's words and place.
    #[test]
    fn records_read_the_same_either_way() {
        let (played, _) = moves::<CcgLtk>(4, 80);
        let record = Record::<CcgLtk> {
            game: CcgLtk::ID.into(),
            rules_version: CcgLtk::RULES_VERSION,
            setup: CcgLtk::setup_for_players(4).unwrap(),
            seed: 5,
            actions: played,
        };
        let json = serde_json::to_string(&record).unwrap();
        let pretty = serde_json::to_string_pretty(&record).unwrap();
        // Moves first, and an "actions" key inside another value before the record's own.
        let value = serde_json::to_value(&record).unwrap();
        let first = format!(
            "{{\"actions\":{},\"game\":\"ccg-ltk\",\"rules_version\":{},\"seed\":\"5\",\"setup\":{}}}",
            value["actions"], value["rules_version"], value["setup"]
        );
        let nested = json.replacen("{\"game\"", "{\"x\":{\"b\":0,\"actions\":[]},\"game\"", 1);
        for t in [&json, &pretty, &first, &nested] {
            assert_eq!(Record::<CcgLtk>::read_json(t).unwrap(), record, "{t:.120}");
            assert_eq!(serde_json::from_str::<Record<CcgLtk>>(t).unwrap(), record);
        }
        // Broken in the moves, in the rest, or with the moves twice: the whole text's error.
        let words = |t: &str| json_words(&Record::<CcgLtk>::read_json(t).unwrap_err());
        let broken_moves = json.replacen("},{", "},,{", 1);
        let syntax =
            json_words(&serde_json::from_str::<serde_json::Value>(&broken_moves).unwrap_err());
        assert!(syntax.contains("line 1 column"), "{syntax}");
        assert_eq!(words(&broken_moves), syntax);
        let twice = json.replacen("{\"game\"", "{\"actions\":[],\"game\"", 1);
        assert_eq!(words(&twice), "duplicate field \"actions\"");
        let unknown = json.replacen("\"type\":\"pass\"", "\"type\":\"jump\"", 1);
        assert!(
            words(&unknown).starts_with("it names \"jump\""),
            "{}",
            words(&unknown)
        );
        let no_game = json.replacen("\"game\":\"ccg-ltk\",", "", 1);
        assert_eq!(words(&no_game), "missing field \"game\"");
    }
}
