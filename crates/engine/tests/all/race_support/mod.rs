//! Helpers shared by the briefcase-race tests.
#![allow(dead_code)]

use qbranch_engine::race::{Base, By, Card, Race, RaceAction, RaceEvent, RaceSetup, Space};
use qbranch_engine::Game;

/// The seating these tests' positions are written for: London first, then Peking at two
/// players; London, Cairo, Peking at three; the default (all four) at four.
pub fn setup(players: usize) -> RaceSetup {
    let mut s = RaceSetup::for_players(players).unwrap();
    match players {
        2 => s.bases = vec![Base::London, Base::Peking],
        3 => s.bases = vec![Base::London, Base::Cairo, Base::Peking],
        _ => {}
    }
    s
}

pub fn game(players: usize, seed: u64) -> Race {
    Race::new(&setup(players), seed).unwrap()
}

pub fn sp(id: &str) -> Space {
    Space::from_id(id).unwrap_or_else(|| panic!("no space {id}"))
}

pub fn card(id: &str) -> Card {
    Card::from_id(id).unwrap_or_else(|| panic!("no card {id}"))
}

/// A game with `seat` to act standing at `at`, holding `cards` (plus whatever else).
pub fn at(players: usize, seat: usize, at: &str, cards: &[&str]) -> Race {
    let mut g = game(players, 7);
    // Keep the test deterministic: clear anything useful from the hand first.
    let filler: Vec<Card> = Card::playing_pack()
        .into_iter()
        .filter(|c| c.id().starts_with("air-") && !cards.contains(&c.id()))
        .filter(|c| !is_route_of(c.id(), at))
        .take(9 - cards.len())
        .collect();
    let mut wanted: Vec<Card> = cards.iter().map(|c| card(c)).collect();
    wanted.extend(filler);
    g.give_cards(seat, &wanted);
    g.place_agent(seat, sp(at));
    g.set_current(seat);
    g
}

fn is_route_of(card_id: &str, at: &str) -> bool {
    at.starts_with("air:") && card_id.contains(&at[4..])
}

/// Every move `seat` may make now: (to, by, card), without robbery variants.
pub fn moves(g: &Race, seat: usize) -> Vec<(Space, By, Option<Card>)> {
    g.legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            RaceAction::Move {
                to,
                by,
                card,
                rob: None,
            } => Some((to, by, card)),
            _ => None,
        })
        .collect()
}

pub fn has_move(g: &Race, seat: usize, to: &str, by: By) -> bool {
    moves(g, seat)
        .iter()
        .any(|(t, b, _)| *t == sp(to) && *b == by)
}

/// The move to `to` by `by` (without robbery), panicking if it is not legal.
pub fn mv(g: &Race, seat: usize, to: &str, by: By) -> RaceAction {
    let (t, b, c) = moves(g, seat)
        .into_iter()
        .find(|(t, b, _)| *t == sp(to) && *b == by)
        .unwrap_or_else(|| panic!("no move to {to} by {by:?}: {:?}", moves(g, seat)));
    RaceAction::Move {
        to: t,
        by: b,
        card: c,
        rob: None,
    }
}

pub fn go(g: &mut Race, seat: usize, to: &str, by: By) -> Vec<RaceEvent> {
    let a = mv(g, seat, to, by);
    g.apply(seat, &a).unwrap()
}

/// A whole "discard two unseen, draw two" turn (rule 1(b)), picking the first two cards
/// offered; returns the two cards and the events of the last pick.
pub fn discard_turn(g: &mut Race, seat: usize) -> (Card, Card, Vec<RaceEvent>) {
    g.apply(seat, &RaceAction::DiscardTwo).unwrap();
    pass_picks(g, seat)
}

/// The two picks of a discard already started, the first cards offered each time.
pub fn pass_picks(g: &mut Race, seat: usize) -> (Card, Card, Vec<RaceEvent>) {
    let pick = |g: &Race| match g.legal_actions(seat)[0] {
        RaceAction::DiscardPick { card } => card,
        ref other => panic!("expected a pick, got {other:?}"),
    };
    let a = pick(g);
    g.apply(seat, &RaceAction::DiscardPick { card: a }).unwrap();
    let b = pick(g);
    let ev = g.apply(seat, &RaceAction::DiscardPick { card: b }).unwrap();
    (a, b, ev)
}

/// Let `seat` pass its turn by discarding two.
pub fn pass(g: &mut Race, seat: usize) {
    discard_turn(g, seat);
}

pub fn drawn(events: &[RaceEvent], seat: usize) -> usize {
    events
        .iter()
        .map(|e| match e {
            RaceEvent::Draw { seat: s, count } if *s == seat => *count,
            _ => 0,
        })
        .sum()
}
