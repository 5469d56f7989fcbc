//! The catalogue of the five games, and dispatch from a game id to its type.

use crate::core::game::GameInfo;

/// Run `$body` with `$G` bound to the game type named by `$id` (a `&str`), or evaluate
/// `$unknown` when no implemented game has that id.
///
/// ```ignore
/// let name = dispatch!(id, G => G::info().name, "unknown");
/// ```
#[macro_export]
macro_rules! dispatch {
    ($id:expr, $G:ident => $body:expr, $unknown:expr) => {
        match $id {
            "yolt" => {
                type $G = $crate::yolt::Yolt;
                $body
            }
            "race" => {
                type $G = $crate::race::Race;
                $body
            }
            _ => $unknown,
        }
    };
}

/// Every game Q Branch knows, implemented or in preparation, in display order.
pub fn catalog() -> Vec<GameInfo> {
    vec![
        <crate::yolt::Yolt as crate::Game>::info(),
        GameInfo {
            id: "lald",
            name: "Live and Let Die",
            min_players: 2,
            max_players: 2,
            seats: vec!["Bond", "Enemy"],
            implemented: false,
            minutes: 45,
            blurb:
                "A speedboat chase through the bayou: Bond's boat must reach the end of the \
                    waterway while four enemy boats, a hand of cards and their guns try to stop it.",
            hidden_information: true,
        },
        <crate::race::Race as crate::Game>::info(),
        GameInfo {
            id: "ccg",
            name: "James Bond CCG — Basic Rules",
            min_players: 2,
            max_players: 4,
            seats: vec!["Player 1", "Player 2", "Player 3", "Player 4"],
            implemented: false,
            minutes: 60,
            blurb: "The 1995 collectible card game: lay down villainous Plots, send your Bonds on \
                    assignment to overcome your rivals' Plots, and race to the Plot Points target.",
            hidden_information: true,
        },
        GameInfo {
            id: "ccg-ltk",
            name: "James Bond CCG — Licence to Kill",
            min_players: 2,
            max_players: 4,
            seats: vec!["Player 1", "Player 2", "Player 3", "Player 4"],
            implemented: false,
            minutes: 60,
            blurb: "A 1998 fan variant of the card game with a separate plot deck, plots played \
                    face down and dice to settle assignments: more gamble, more suspense.",
            hidden_information: true,
        },
    ]
}

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
