//! The games Q Branch knows, by id, and the one `match` from an id to a game's type.
//!
//! Adding a game means a variant here, its text in [`GameId::as_str`], its place in
//! [`GameId::ALL`] and its arm in [`GameId::visit`]; the compiler points at each `match`. The
//! catalogue, the CLI, the contract suite and the app's screens all start from [`GameId`].

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::core::game::{Game, GameInfo};

/// A game's id, as saves, records, routes and the CLI write it (`yolt`, `ccg-ltk`, …).
///
/// Written and read as its text; a text that names no game of this build is refused.
/// Every match on it is exhaustive on purpose: a new game is a compile error wherever it needs a
/// case (the test game's variant is hidden from the docs, not a `non_exhaustive` marker).
#[allow(clippy::manual_non_exhaustive)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum GameId {
    #[serde(rename = "yolt")]
    Yolt,
    #[serde(rename = "lald")]
    Lald,
    #[serde(rename = "race")]
    Race,
    #[serde(rename = "ccg")]
    Ccg,
    #[serde(rename = "ccg-ltk")]
    CcgLtk,
    /// The engine's test game. It is a game of the build only with the `fixture` feature (the
    /// tests turn it on): only then is it in [`GameId::ALL`] and read from text.
    #[doc(hidden)]
    #[serde(rename = "fixture")]
    Fixture,
}

impl GameId {
    /// Every game, in the home screen's order.
    pub const ALL: &'static [GameId] = &[
        GameId::Yolt,
        GameId::Lald,
        GameId::Race,
        GameId::Ccg,
        GameId::CcgLtk,
        #[cfg(feature = "fixture")]
        GameId::Fixture,
    ];

    /// The id as text.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameId::Yolt => "yolt",
            GameId::Lald => "lald",
            GameId::Race => "race",
            GameId::Ccg => "ccg",
            GameId::CcgLtk => "ccg-ltk",
            GameId::Fixture => "fixture",
        }
    }

    /// Runs `f` with this game's type.
    pub fn visit<F: ForGame>(self, f: F) -> F::Output {
        match self {
            GameId::Yolt => f.run::<crate::yolt::Yolt>(),
            GameId::Lald => f.run::<crate::lald::Lald>(),
            GameId::Race => f.run::<crate::race::Race>(),
            GameId::Ccg => f.run::<crate::ccg::Ccg>(),
            GameId::CcgLtk => f.run::<crate::ccg::CcgLtk>(),
            #[cfg(feature = "fixture")]
            GameId::Fixture => f.run::<crate::fixture::Fixture>(),
            #[cfg(not(feature = "fixture"))]
            GameId::Fixture => unreachable!("the test game is built only with the fixture feature"),
        }
    }

    /// The game's catalogue facts.
    pub fn info(self) -> GameInfo {
        struct Info;
        impl ForGame for Info {
            type Output = GameInfo;
            fn run<G: Game>(self) -> GameInfo {
                G::info()
            }
        }
        self.visit(Info)
    }
}

/// Code to run with a game's type, chosen at run time by its id ([`GameId::visit`]).
pub trait ForGame {
    type Output;
    fn run<G: Game>(self) -> Self::Output;
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An id that names no game of this build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        write!(f, "unknown game '{}' (known: {})", self.0, known.join(", "))
    }
}

impl std::error::Error for UnknownGame {}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl FromStr for GameId {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL
            .iter()
            .copied()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// Catalogue facts of every game, in the home screen's order.
pub fn catalog() -> Vec<GameInfo> {
    GameId::ALL.iter().map(|g| g.info()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_reads_back_and_names_its_own_game() {
        for &id in GameId::ALL {
            assert_eq!(id.as_str().parse::<GameId>(), Ok(id));
            assert_eq!(id.info().id, id);
            assert_eq!(serde_json::to_string(&id).unwrap(), format!("\"{id}\""));
            assert_eq!(
                serde_json::from_str::<GameId>(&format!("\"{id}\"")).unwrap(),
                id
            );
        }
        let err = "chess".parse::<GameId>().unwrap_err().to_string();
        assert!(err.starts_with("unknown game 'chess' (known: yolt, lald, race, ccg, ccg-ltk"));
    }

    #[test]
    fn the_catalogue_lists_each_game_once_with_its_seats() {
        let c = catalog();
        assert_eq!(c.len(), GameId::ALL.len());
        for (g, &id) in c.iter().zip(GameId::ALL) {
            assert_eq!(g.id, id);
            assert!(g.min_players <= g.max_players);
            assert_eq!(g.seats.len(), g.max_players);
        }
    }
}
