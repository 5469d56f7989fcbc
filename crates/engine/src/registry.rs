//! The catalogue of the five games, and dispatch from a game id to its type.

use crate::core::game::GameInfo;

/// The one list of registered games. Registering a game means adding its type here, once:
/// dispatch by id ([`dispatch!`]), the catalogue ([`catalog`]), the CLI, the contract test suite
/// and the app's screens all come from this list.
///
/// `registered_games!(cb)` expands to `cb!([Type, Type, …])`; `cb` may be followed by extra
/// tokens after a comma, which are passed on after the list: `cb!([…] extra…)`.
#[macro_export]
macro_rules! registered_games {
    ($($cb:ident)::+ $(, $($extra:tt)*)?) => {
        $($cb)::+! {
            [$crate::yolt::Yolt, $crate::lald::Lald, $crate::race::Race, $crate::ccg::Ccg, $crate::ccg::CcgLtk]
            $($($extra)*)?
        }
    };
}

/// Run `$body` with `$G` bound to the registered game type whose `Game::ID` is `$id` (a
/// `&str`), or evaluate `$unknown` when no registered game has that id.
///
/// ```ignore
/// let name = dispatch!(id, G => G::info().name, "unknown");
/// ```
#[macro_export]
macro_rules! dispatch {
    ($($t:tt)*) => {
        $crate::registered_games!($crate::__dispatch_chain, $($t)*)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch_chain {
    ([$($T:ty),* $(,)?] $id:expr, $G:ident => $body:expr, $unknown:expr) => {{
        let __id: &str = $id;
        '__found: {
            $(
                if __id == <$T as $crate::Game>::ID {
                    #[allow(dead_code)]
                    type $G = $T;
                    break '__found $body;
                }
            )*
            $unknown
        }
    }};
}

/// Catalogue facts of every registered game, in registration order.
#[doc(hidden)]
#[macro_export]
macro_rules! __registered_infos {
    ([$($T:ty),* $(,)?]) => {
        vec![$(<$T as $crate::Game>::info()),*]
    };
}

/// Catalogue facts of the registered (playable) games.
pub fn registered() -> Vec<GameInfo> {
    crate::registered_games!(crate::__registered_infos)
}

/// Every game Q Branch knows, registered (playable) or in preparation, in display order.
/// In-preparation entries are written here until their game type is registered.
pub fn catalog() -> Vec<GameInfo> {
    let mut games = registered();
    games.sort_by_key(|g| {
        DISPLAY_ORDER
            .iter()
            .position(|id| *id == g.id)
            .unwrap_or(usize::MAX)
    });
    games
}

/// Home-screen order of the five games; a registered game not listed here comes last.
const DISPLAY_ORDER: [&str; 5] = ["yolt", "lald", "race", "ccg", "ccg-ltk"];

/// Catalogue facts for one id.
pub fn info(id: &str) -> Option<GameInfo> {
    catalog().into_iter().find(|g| g.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_games_with_unique_ids() {
        let c = catalog();
        assert_eq!(c.len(), 5);
        let mut ids: Vec<_> = c.iter().map(|g| g.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 5);
        for g in &c {
            assert!(g.min_players <= g.max_players);
            assert_eq!(g.seats.len(), g.max_players);
        }
    }

    #[test]
    fn dispatch_finds_implemented_games_only() {
        for g in catalog() {
            let found = dispatch!(g.id, G => <G as crate::Game>::ID == g.id, false);
            assert_eq!(found, g.implemented, "{}", g.id);
        }
    }
}
