//! Legal actions, with every restriction the rulebook prints.

use super::action::LaldAction;
use super::cards::{CardId, CardKind};
use super::piece::{PieceId, Side};
use super::state::{Activation, Lald, Phase, HAND_LIMIT};
use super::summary::RollAction;
use crate::core::game::Seat;

impl Lald {
    /// The seat whose decision it is.
    pub fn seat_to_act(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        match &self.phase {
            Phase::Setup => self.next_to_face().map(|p| p.side().seat()),
            Phase::BondToRoll => Some(Side::Bond.seat()),
            Phase::EnemyToChoose => Some(Side::Enemy.seat()),
            Phase::Moving { activation } => Some(activation.piece.side().seat()),
            Phase::Dodge { pending, .. } => Some(pending.piece.side().seat()),
            Phase::Draw { side } => Some(side.seat()),
            Phase::Over => None,
        }
    }

    /// The cards in `side`'s hand it may play with `action` (one per kind of card).
    pub fn action_cards(&self, side: Side, action: RollAction) -> Vec<CardId> {
        let mut out: Vec<CardId> = Vec::new();
        for &c in self.hand(side) {
            let d = c.def();
            let fits = matches!(d.kind, CardKind::Action { action: a, .. } if a == action);
            if fits && d.side.allows(side) && !out.iter().any(|o| o.def() == d) {
                out.push(c);
            }
        }
        out
    }

    /// `None` plus every card that may improve `action`.
    fn with_cards(&self, side: Side, action: RollAction) -> Vec<Option<CardId>> {
        std::iter::once(None)
            .chain(self.action_cards(side, action).into_iter().map(Some))
            .collect()
    }

    /// The actions open to the active piece (EndMove included when allowed).
    pub fn activation_actions(&self, act: &Activation) -> Vec<LaldAction> {
        let side = act.piece.side();
        let mut out: Vec<LaldAction> = self
            .legal_steps(act)
            .into_iter()
            .map(|to| LaldAction::Step { to })
            .collect();
        for to in self.legal_quick_turns(act) {
            for card in self.with_cards(side, RollAction::QuickTurn) {
                out.push(LaldAction::QuickTurn { to, card });
            }
        }
        for to in self.legal_jumps(act) {
            for card in self.with_cards(side, RollAction::Jump) {
                out.push(LaldAction::Jump { to, card });
            }
        }
        if self.can_double_back(act) {
            for card in self.with_cards(side, RollAction::DoubleBack) {
                out.push(LaldAction::DoubleBack { card });
            }
        }
        if !act.used.force {
            let here = self.piece(act.piece).space;
            let targets: Vec<PieceId> = self
                .alive(side.other())
                .filter(|t| t.space == here)
                .map(|t| t.id)
                .collect();
            for target in targets {
                for card in self.with_cards(side, RollAction::Force) {
                    out.push(LaldAction::Force { target, card });
                }
            }
        }
        if side == Side::Enemy && !act.used.fire && self.range_to_bond(act.piece).is_some() {
            for card in self.with_cards(side, RollAction::Fire) {
                out.push(LaldAction::Fire { card });
            }
        }
        let mut seen: Vec<&'static super::cards::CardDef> = Vec::new();
        for &card in self.hand(side) {
            let d = card.def();
            if !d.side.allows(side) || seen.contains(&d) {
                continue;
            }
            seen.push(d);
            match d.kind {
                CardKind::Speed { .. } | CardKind::Hex => {
                    out.push(LaldAction::PlayCard { card, target: None })
                }
                CardKind::Roadblock => {
                    for e in self.alive(Side::Enemy) {
                        out.push(LaldAction::PlayCard {
                            card,
                            target: Some(e.id),
                        });
                    }
                }
                _ => {}
            }
        }
        if self.may_end_move(act) {
            out.push(LaldAction::EndMove);
        }
        out
    }

    /// All legal actions for `seat`.
    pub fn legal(&self, seat: Seat) -> Vec<LaldAction> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Setup => {
                let Some(piece) = self.next_to_face() else {
                    return Vec::new();
                };
                self.setup_facings(piece)
                    .into_iter()
                    .map(|toward| LaldAction::Face { piece, toward })
                    .collect()
            }
            Phase::BondToRoll => vec![LaldAction::RollMovement {
                piece: PieceId::Bond,
            }],
            Phase::EnemyToChoose => PieceId::ENEMIES
                .into_iter()
                .enumerate()
                .filter(|&(i, p)| !self.enemy_done[i] && self.piece(p).alive())
                .map(|(_, piece)| LaldAction::RollMovement { piece })
                .collect(),
            Phase::Moving { activation } => self.activation_actions(activation),
            Phase::Dodge { .. } => vec![LaldAction::ForceDodge],
            Phase::Draw { side } => {
                let mut out = Vec::new();
                if self.can_draw() {
                    let hand = self.hand(*side);
                    if hand.len() < HAND_LIMIT {
                        out.push(LaldAction::Draw);
                    } else {
                        let mut ids: Vec<CardId> = hand.to_vec();
                        crate::core::sort::sort(&mut ids);
                        out.extend(
                            ids.into_iter()
                                .map(|card| LaldAction::DiscardAndDraw { card }),
                        );
                    }
                }
                out.push(LaldAction::NoDraw);
                out
            }
            Phase::Over => Vec::new(),
        }
    }

    /// True when a card could be drawn (from the deck, or from the discard pile reshuffled).
    pub fn can_draw(&self) -> bool {
        !self.deck.is_empty() || !self.discard.is_empty()
    }
}
