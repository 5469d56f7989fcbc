//! Hash routes (`#/play/<id>` …): the app is one static page, so any sub-path of any static
//! host works and a reload lands on the same screen with no server rewrites.

use leptos::prelude::window;
use qbranch_engine::GameId;

use crate::saves::format::valid_id;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    NewGame(GameId),
    Play(String),
    Replay(String),
    Rules(GameId),
    /// How saves, undo, hot-seat and the computer opponents work.
    Help,
    Saves,
    /// A game's deck builder (the card game's two rule sets have one).
    Decks(GameId),
    /// A pairing link opened on a guest's device: the host's offer for one seat.
    Join(String),
    /// A guest's answer opened on the host's device.
    Answer(String),
    NotFound(String),
}

impl Route {
    /// Parse `location.hash` ("", "#", "#/", "#/saves", "#/play/abc" …).
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let path = path.split(['?', '#']).next().unwrap_or("");
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => Route::Home,
            ["saves"] => Route::Saves,
            ["rules"] | ["help"] => Route::Help,
            ["new", g] => g
                .parse()
                .map_or(Route::NotFound(hash.into()), Route::NewGame),
            ["rules", g] => g.parse().map_or(Route::NotFound(hash.into()), Route::Rules),
            ["decks", g] => g.parse().map_or(Route::NotFound(hash.into()), Route::Decks),
            ["play", id] if valid_id(id) => Route::Play(id.to_string()),
            ["replay", id] if valid_id(id) => Route::Replay(id.to_string()),
            ["join", code] if valid_code(code) => Route::Join(code.to_string()),
            ["answer", code] if valid_code(code) => Route::Answer(code.to_string()),
            _ => Route::NotFound(hash.to_string()),
        }
    }

    /// The hash for a route ("#/play/abc").
    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::NewGame(g) => format!("#/new/{g}"),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Replay(id) => format!("#/replay/{id}"),
            Route::Rules(g) => format!("#/rules/{g}"),
            Route::Help => "#/rules".into(),
            Route::Saves => "#/saves".into(),
            Route::Decks(g) => format!("#/decks/{g}"),
            Route::Join(code) => format!("#/join/{code}"),
            Route::Answer(code) => format!("#/answer/{code}"),
            Route::NotFound(_) => "#/".into(),
        }
    }
}

/// A pairing code as an address carries it: base64url, of a sane length (what it holds is
/// checked when it is read).
fn valid_code(code: &str) -> bool {
    (1..=crate::remote::code::MAX_CODE_CHARS).contains(&code.len())
        && code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The route the page's address names now.
pub fn current() -> Route {
    Route::parse(&window().location().hash().unwrap_or_default())
}

/// Go to a route (adds a browser history entry).
pub fn navigate(route: &Route) {
    window().location().set_hash(&route.hash()).ok();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_route_and_round_trips() {
        for r in [
            Route::Home,
            Route::NewGame(GameId::Yolt),
            Route::Play("0123abcd".into()),
            Route::Replay("0123abcd".into()),
            Route::Rules(GameId::CcgLtk),
            Route::Help,
            Route::Saves,
            Route::Decks(GameId::Ccg),
            Route::Join("q2Fz-_09".into()),
            Route::Answer("q2Fz-_09".into()),
        ] {
            assert_eq!(Route::parse(&r.hash()), r);
        }
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#"), Route::Home);
        assert_eq!(Route::parse("#/saves/"), Route::Saves);
    }

    #[test]
    fn hostile_hashes_are_not_found() {
        for h in [
            "#/play/",
            "#/play/a b",
            "#/play/%2e%2e",
            "#/new/<script>",
            "#/x/y/z",
            "#/play/a/b",
            "#/join/",
            "#/join/a+b",
            "#/answer/<svg>",
        ] {
            assert!(matches!(Route::parse(h), Route::NotFound(_)), "{h}");
        }
    }
}
