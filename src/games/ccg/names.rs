//! What the table calls a seat and a card: the player's name, and a card's name as far as the
//! viewer may know it.

use qbranch_engine::ccg::view::{CardView, CcgView};
use qbranch_engine::ccg::{find_card, Uid};
use qbranch_engine::Seat;

/// The name of a seat: the player's, else "Player N".
pub fn seat_name(seat: Seat) -> String {
    crate::games::player_name(seat).unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// The card design's name, or a plain phrase when it is unknown to this seat.
pub fn card_name(id: Option<&str>) -> String {
    match id.and_then(find_card) {
        Some(c) => c.name.to_string(),
        None => "a hidden card".into(),
    }
}

/// The design id of the card `uid` wherever the view shows it (`None`: unknown or hidden).
pub fn design_of(view: &CcgView, uid: Uid) -> Option<String> {
    let hit = |c: &CardView| (c.uid == uid).then(|| c.card.clone()).flatten();
    for s in &view.seats {
        for p in &s.agency {
            if p.uid == uid {
                return Some(p.card.clone());
            }
            if let Some(x) = p.attached.iter().find_map(hit) {
                return Some(x);
            }
        }
        for mp in &s.zone {
            for c in mp {
                if c.uid == uid {
                    return c.card.clone();
                }
                if let Some(x) = c.attached.iter().find_map(hit) {
                    return Some(x);
                }
            }
        }
        for list in [&s.lingering, &s.won, &s.plot_pile, &s.plot_discard] {
            if let Some(x) = list.iter().find_map(hit) {
                return Some(x);
            }
        }
        if let Some(x) = s.hand.iter().flatten().find_map(hit) {
            return Some(x);
        }
    }
    view.window
        .as_ref()
        .and_then(|w| w.played.iter().map(|(c, _)| c).find_map(hit))
}

/// The name of the card `uid` as this seat may know it.
pub fn name_of(view: &CcgView, uid: Uid) -> String {
    card_name(design_of(view, uid).as_deref())
}

/// The seat shown near (large): the viewer; with no viewer (computers only, a replay) the
/// first seat, so the table keeps its places from turn to turn instead of turning round at
/// every turn.
pub fn near_seat(view: &CcgView) -> Seat {
    view.viewer.unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::{prebuilt_decks, Ccg, CcgSetup, Variant};
    use qbranch_engine::Game;

    fn basic_two_seat_game() -> Ccg {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Basic, 2),
            goal: 25,
            skip_unable: false,
            stacked: false,
        };
        Ccg::new(&setup, 7).unwrap()
    }

    #[test]
    fn names_are_found_for_shown_cards_and_hidden_for_others() {
        let g = basic_two_seat_game();
        let v = g.view(Some(0));
        let hand = v.seats[0].hand.as_ref().unwrap();
        assert_eq!(hand.len(), 7);
        let first = &hand[0];
        assert_eq!(
            name_of(&v, first.uid),
            find_card(first.card.as_deref().unwrap()).unwrap().name
        );
        // Seat 0's hand is not in seat 1's view: there its cards have no name.
        let other = g.view(Some(1));
        assert!(other.seats[0].hand.is_none());
        assert_eq!(name_of(&other, first.uid), "a hidden card");
        assert_eq!(near_seat(&v), 0);
        // With no viewer, the first seat stays near whoever's turn it is.
        let mut watched = g.view(None);
        watched.seat = 1;
        assert_eq!(near_seat(&watched), 0);
        assert_eq!(near_seat(&g.view(Some(1))), 1);
    }
}
