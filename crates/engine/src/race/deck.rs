//! The pack and the discard pile: playing a card, drawing back to nine, rebuilding an empty
//! pack from the shuffled discards (rule 1), and re-dealing what a seat cannot see.

use super::cards::Card;
use super::event::RaceEvent;
use super::state::{Discarded, Race};
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Take `card` out of `seat`'s hand and put it face down on the discard pile (`shown`: the
/// other players saw it first).
pub fn discard_card(race: &mut Race, seat: Seat, card: Card, shown: bool) {
    let hand = &mut race.hands[seat];
    let pos = hand
        .iter()
        .position(|&c| c == card)
        .expect("discarded card is in hand");
    hand.remove(pos);
    race.discard.push(Discarded {
        card,
        unseen_by: if shown { None } else { Some(seat) },
    });
}

/// Play shown cards: discard them face up, announce them, and draw the same number.
pub fn play_cards(race: &mut Race, seat: Seat, cards: &[Card], events: &mut Vec<RaceEvent>) {
    if cards.is_empty() {
        return;
    }
    for &c in cards {
        discard_card(race, seat, c, true);
    }
    events.push(RaceEvent::Discard {
        seat,
        count: cards.len(),
        cards: Some(cards.to_vec()),
    });
    draw(race, seat, cards.len(), events);
}

/// Draw `n` cards from the top of the pack. Rule 1(b): "When the pack is exhausted the
/// discard pile of cards is shuffled and becomes the pack" — at once, so the draw that takes
/// the last card also rebuilds it, and the cards discarded later start a new pile.
pub fn draw(race: &mut Race, seat: Seat, n: usize, events: &mut Vec<RaceEvent>) {
    let mut drawn = 0;
    // (Also before a draw: the pile may have had nothing to give when the pack ran out.)
    rebuild_if_exhausted(race, events);
    for _ in 0..n {
        let Some(card) = race.pack.pop() else {
            break;
        };
        race.hands[seat].push(card);
        drawn += 1;
        rebuild_if_exhausted(race, events);
    }
    race.hands[seat].sort();
    if drawn > 0 {
        events.push(RaceEvent::Draw { seat, count: drawn });
    }
}

/// The shuffled discard pile as the pack, when the pack is empty and the pile is not.
fn rebuild_if_exhausted(race: &mut Race, events: &mut Vec<RaceEvent>) {
    if race.pack.is_empty() && !race.discard.is_empty() {
        let mut pack: Vec<Card> = race.discard.drain(..).map(|d| d.card).collect();
        race.rng.shuffle(&mut pack);
        events.push(RaceEvent::Reshuffle { count: pack.len() });
        race.pack = pack;
    }
}

/// Re-deal every card `seat` cannot know: the other hands (except cards they have shown and
/// keep), the pack, and the cards others discarded unseen. Sizes and positions stay.
pub fn redeal_hidden(race: &mut Race, seat: Seat, rng: &mut Rng) {
    let mut pool: Vec<Card> = Vec::with_capacity(70);
    for (o, hand) in race.hands.iter().enumerate() {
        if o != seat {
            let pinned = race.agents[o].pinned();
            pool.extend(hand.iter().filter(|c| !pinned.contains(c)));
        }
    }
    pool.extend(race.pack.iter().copied());
    pool.extend(
        race.discard
            .iter()
            .filter(|d| matches!(d.unseen_by, Some(o) if o != seat))
            .map(|d| d.card),
    );
    // Sorted first, so the re-deal depends only on which cards are hidden (which `seat` knows),
    // never on where they actually are: with the same RNG, every arrangement of the hidden
    // cards gives the same re-deal (and so the same AI search).
    pool.sort();
    rng.shuffle(&mut pool);
    let mut next = pool.into_iter();
    for o in 0..race.hands.len() {
        if o == seat {
            continue;
        }
        let pinned = race.agents[o].pinned();
        let n = race.hands[o].len() - pinned.len();
        let mut hand = pinned;
        hand.extend(next.by_ref().take(n));
        hand.sort();
        race.hands[o] = hand;
    }
    for c in race.pack.iter_mut() {
        *c = next.next().expect("pool covers the pack");
    }
    for d in race.discard.iter_mut() {
        if matches!(d.unseen_by, Some(o) if o != seat) {
            d.card = next.next().expect("pool covers unseen discards");
        }
    }
    debug_assert!(next.next().is_none());
    // A first discard pick is secret: keep the state consistent with the new hand.
    if let Some(first) = race.discard_first {
        let cur = race.current;
        if cur != seat && !race.hands[cur].contains(&first) {
            let pinned = race.agents[cur].pinned();
            race.discard_first = race.hands[cur]
                .iter()
                .copied()
                .find(|c| !pinned.contains(c));
        }
    }
}

/// Swap the `wanted` cards into `seat`'s hand (tests and tools), replacing cards not wanted.
pub fn give_cards(race: &mut Race, seat: Seat, wanted: &[Card]) {
    for &w in wanted {
        if race.hands[seat].contains(&w) {
            continue;
        }
        // A card of the hand that is not wanted goes where `w` was.
        let out_pos = race.hands[seat]
            .iter()
            .position(|c| !wanted.contains(c))
            .expect("room in hand for the wanted cards");
        let out = race.hands[seat][out_pos];
        if let Some(p) = race.pack.iter().position(|&c| c == w) {
            race.pack[p] = out;
        } else if let Some(p) = race.discard.iter().position(|d| d.card == w) {
            race.discard[p].card = out;
        } else if let Some((o, p)) = race
            .hands
            .iter()
            .enumerate()
            .find_map(|(o, h)| h.iter().position(|&c| c == w).map(|p| (o, p)))
        {
            race.hands[o][p] = out;
            race.hands[o].sort();
        } else {
            panic!("card {w} is not in play");
        }
        race.hands[seat][out_pos] = w;
    }
    race.hands[seat].sort();
}

/// The cards `holder` keeps secret, each as it appears in an event's JSON (its quoted id):
/// for a seat, the cards in its hand it has not shown (a swimmer's shown cards are public)
/// and those it discarded unseen; for `None`, the face-down pack.
pub fn secret_tokens(race: &Race, holder: Option<Seat>) -> Vec<String> {
    let token = |c: &Card| serde_json::to_string(c).unwrap_or_else(|_| panic!("a card serializes"));
    match holder {
        Some(seat) => {
            let pinned = race.agents[seat].pinned();
            race.hands[seat]
                .iter()
                .filter(|c| !pinned.contains(c))
                .chain(
                    race.discard
                        .iter()
                        .filter(|d| d.unseen_by == Some(seat))
                        .map(|d| &d.card),
                )
                .map(token)
                .collect()
        }
        None => race.pack.iter().map(token).collect(),
    }
}
