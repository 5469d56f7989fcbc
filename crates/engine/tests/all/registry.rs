//! What adding a game takes, checked with the engine's test game standing in for a sixth game:
//! it was added through exactly the places the README lists for the engine (its module, a
//! `GameId` variant with its text, its place in `GameId::ALL` and its arm in `GameId::visit`),
//! and with nothing else it is in the catalogue, read from its id, written in records and
//! played by the generic code (the contract suite runs every id of `GameId::ALL`).

use qbranch_engine::fixture::{Act, Fixture};
use qbranch_engine::registry::catalog;
use qbranch_engine::{ForGame, Game, GameId, Record, Session};

struct Name;

impl ForGame for Name {
    type Output = &'static str;
    fn run<G: Game>(self) -> &'static str {
        G::info().name
    }
}

#[test]
fn a_sixth_game_needs_only_the_listed_places() {
    // The catalogue and the list of ids: the five games, then the test game.
    let ids: Vec<&str> = catalog().iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, ["yolt", "lald", "race", "ccg", "ccg-ltk", "fixture"]);
    // Its id reads back to it, and `visit` reaches its type.
    let id: GameId = "fixture".parse().expect("a game of this build");
    assert_eq!(id, Fixture::ID);
    assert_eq!(id.visit(Name), Fixture::info().name);
    // Records name it, and a record read back replays to the same game.
    let mut s = Session::<Fixture>::new(2, 11).expect("a new game");
    s.act(0, &Act::Step).expect("a legal step");
    let text = serde_json::to_string(&s.record).expect("a record");
    assert!(text.starts_with(r#"{"game":"fixture","#), "{text}");
    let back: Record<Fixture> = serde_json::from_str(&text).expect("read back");
    assert_eq!(Session::from_record(back).expect("replays"), s);
}

#[test]
fn an_id_of_no_game_is_refused_in_plain_words() {
    let err = "chess".parse::<GameId>().unwrap_err().to_string();
    assert_eq!(
        err,
        "unknown game 'chess' (known: yolt, lald, race, ccg, ccg-ltk, fixture)"
    );
    let err = serde_json::from_str::<GameId>(r#""chess""#)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("unknown game 'chess'"), "{err}");
}
