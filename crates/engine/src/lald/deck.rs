//! The deck, the hands and the discard pile: playing a card, drawing one (reshuffling the
//! discards into a new deck when it runs out), discarding face down to make room, and
//! re-dealing what a side cannot see for the computer's search.

use super::cards::CardId;
use super::event::LaldEvent;
use super::game::Lald;
use super::piece::{PieceId, Side};
use super::state::HAND_LIMIT;
use crate::core::game::Seat;
use crate::core::rng::Rng;

impl Lald {
    /// True when a card could be drawn (from the deck, or from the discard pile reshuffled).
    pub fn can_draw(&self) -> bool {
        !self.cards.deck.is_empty() || !self.cards.discard.is_empty()
    }

    /// Move the card from `side`'s hand face up to the discard pile, and log it.
    pub(crate) fn play_card(
        &mut self,
        side: Side,
        card: CardId,
        piece: Option<PieceId>,
        target: Option<PieceId>,
        ev: &mut Vec<LaldEvent>,
    ) {
        let seat = side.seat();
        self.cards.hands[seat].retain(|c| *c != card);
        self.cards.discard.push(card);
        ev.push(LaldEvent::Card {
            seat,
            card,
            name: card.def().name.to_string(),
            piece,
            target,
        });
    }

    /// `side` discards `card` face down to make room for a draw.
    pub(crate) fn discard_unseen(&mut self, side: Side, card: CardId, ev: &mut Vec<LaldEvent>) {
        let seat = side.seat();
        self.cards.hands[seat].retain(|c| *c != card);
        self.cards.discard.push(card);
        self.cards.unseen[seat].push(card);
        ev.push(LaldEvent::Discard { seat, count: 1 });
    }

    /// `side` draws a card, the discards shuffled into a new deck first if it is empty.
    pub(crate) fn draw(&mut self, side: Side, ev: &mut Vec<LaldEvent>) {
        if self.cards.deck.is_empty() {
            let mut pile = std::mem::take(&mut self.cards.discard);
            self.cards.unseen = [Vec::new(), Vec::new()];
            self.rng.shuffle(&mut pile);
            ev.push(LaldEvent::Reshuffled {
                cards: pile.len() as u8,
            });
            self.cards.deck = pile;
        }
        if let Some(c) = self.cards.deck.pop() {
            let seat = side.seat();
            self.cards.hands[seat].push(c);
            debug_assert!(self.cards.hands[seat].len() <= HAND_LIMIT);
            ev.push(LaldEvent::Draw { seat, count: 1 });
        }
    }

    /// The other side's hand, its face-down discards and the deck are shuffled together and
    /// dealt back in the same sizes.
    pub(crate) fn redeal_unseen(&mut self, seat: Seat, rng: &mut Rng) {
        let other = 1 - seat.min(1);
        let hidden_discards = std::mem::take(&mut self.cards.unseen[other]);
        self.cards.discard.retain(|c| !hidden_discards.contains(c));
        let hand_len = self.cards.hands[other].len();
        let mut pool: Vec<CardId> = std::mem::take(&mut self.cards.hands[other]);
        pool.extend(hidden_discards.iter().copied());
        pool.append(&mut self.cards.deck);
        pool.sort();
        rng.shuffle(&mut pool);
        self.cards.hands[other] = pool.drain(..hand_len).collect();
        let back: Vec<CardId> = pool.drain(..hidden_discards.len()).collect();
        self.cards.discard.extend(back.iter().copied());
        self.cards.unseen[other] = back;
        self.cards.deck = pool;
    }

    /// The cards `holder` keeps secret (its hand and face-down discards; for `None`, the
    /// deck), each as it appears in an event's JSON.
    pub(crate) fn secret_cards(&self, holder: Option<Seat>) -> Vec<String> {
        let quote = |c: &CardId| format!("\"{}\"", c.key());
        match holder {
            Some(s) if s < 2 => self.cards.hands[s]
                .iter()
                .chain(self.cards.unseen[s].iter())
                .map(quote)
                .collect(),
            Some(_) => Vec::new(),
            None => self.cards.deck.iter().map(quote).collect(),
        }
    }
}
