//! Applying actions: rolls, movement, cards, Force, fire, lost turns, the draw steps and the
//! turn sequence (steps 1–6 of "How to Play").

use super::action::LaldAction;
use super::cards::{CardId, CardKind};
use super::event::LaldEvent;
use super::map::{end_space, map, LaldLine};
use super::piece::{PieceId, Side};
use super::state::{Activation, Lald, Pending, Phase, HAND_LIMIT};
use super::summary::{summary, Effect, RollAction, Row};
use crate::chase::Facing;
use crate::core::error::ActionError;
use crate::core::game::Outcome;

/// Hits that crash Bond: "When Bond is hit … a total of three times, Bond crashes".
pub const BOND_CRASH_HITS: u8 = 3;

/// Spaces a Voodoo Hex takes off Bond's next movement.
pub const HEX_SPACES: u8 = 2;

fn illegal(reason: &str) -> ActionError {
    ActionError::Illegal {
        reason: reason.to_string(),
    }
}

impl Lald {
    pub(crate) fn act(&mut self, action: &LaldAction) -> Result<Vec<LaldEvent>, ActionError> {
        let mut ev = Vec::new();
        match (action, self.phase.clone()) {
            (LaldAction::Face { piece, toward }, Phase::Setup) => {
                let here = self.piece(*piece).space.ok_or_else(|| illegal("crashed"))?;
                self.piece_mut(*piece).facing = Some(Facing::toward(here, *toward));
                ev.push(LaldEvent::Faced {
                    piece: *piece,
                    toward: *toward,
                });
                if self.next_to_face().is_none() {
                    self.start_bond_turn(&mut ev);
                }
            }
            (LaldAction::RollMovement { piece }, Phase::BondToRoll | Phase::EnemyToChoose) => {
                let side = piece.side();
                if side == Side::Enemy {
                    self.enemy_done[piece.index() - 1] = true;
                    self.turn += 1;
                }
                let dice = self.rng.roll_2d6();
                let mut spaces = summary(side).spaces(dice[0] + dice[1]);
                let mut result = format!("must move {spaces} spaces");
                if side == Side::Bond && self.hexes > 0 {
                    let cut = HEX_SPACES.saturating_mul(self.hexes);
                    spaces = spaces.saturating_sub(cut).max(1);
                    self.hexes = 0;
                    result = format!("must move {spaces} spaces (the Voodoo Hex took some)");
                }
                ev.push(LaldEvent::Roll {
                    piece: *piece,
                    action: RollAction::Movement,
                    dice,
                    white: true,
                    spaces: Some(spaces),
                    range: None,
                    card: None,
                    result,
                });
                self.phase = Phase::Moving {
                    activation: Activation::new(*piece, spaces),
                };
            }
            (LaldAction::Step { to }, Phase::Moving { mut activation }) => {
                self.go(&mut activation, *to, &mut ev);
                self.phase = Phase::Moving { activation };
            }
            (LaldAction::QuickTurn { to, card }, Phase::Moving { mut activation }) => {
                activation.used.quick_turn = true;
                let effect = self.attempt(&activation, RollAction::QuickTurn, *card, None, &mut ev);
                self.phase = Phase::Moving {
                    activation: activation.clone(),
                };
                if effect == Effect::QuickTurn {
                    self.go(&mut activation, *to, &mut ev);
                    self.phase = Phase::Moving { activation };
                }
            }
            (LaldAction::Jump { to, card }, Phase::Moving { mut activation }) => {
                activation.used.jump = true;
                let effect = self.attempt(&activation, RollAction::Jump, *card, None, &mut ev);
                self.phase = Phase::Moving {
                    activation: activation.clone(),
                };
                match effect {
                    Effect::Jump => {
                        self.go(&mut activation, *to, &mut ev);
                        self.phase = Phase::Moving { activation };
                    }
                    other => self.apply_to_self(activation.piece, other, &mut ev),
                }
            }
            (LaldAction::DoubleBack { card }, Phase::Moving { mut activation }) => {
                activation.used.double_back = true;
                let piece = activation.piece;
                let effect =
                    self.attempt(&activation, RollAction::DoubleBack, *card, None, &mut ev);
                if effect == Effect::Reverse {
                    let p = self.piece_mut(piece);
                    p.facing = p.facing.map(Facing::reversed);
                    ev.push(LaldEvent::Reversed { piece });
                    self.phase = Phase::Moving { activation };
                } else {
                    self.phase = Phase::Moving { activation };
                    self.apply_to_self(piece, effect, &mut ev);
                }
            }
            (LaldAction::Force { target, card }, Phase::Moving { mut activation }) => {
                activation.used.force = true;
                let piece = activation.piece;
                let effect = self.attempt(&activation, RollAction::Force, *card, None, &mut ev);
                self.phase = Phase::Moving {
                    activation: activation.clone(),
                };
                if effect == Effect::ForceDodge {
                    self.phase = Phase::Dodge {
                        pending: Pending {
                            piece: *target,
                            by: piece,
                        },
                        activation,
                    };
                } else {
                    self.apply_to_self(piece, effect, &mut ev);
                }
            }
            (LaldAction::Fire { card }, Phase::Moving { mut activation }) => {
                activation.used.fire = true;
                let piece = activation.piece;
                let range = self
                    .range_to_bond(piece)
                    .ok_or_else(|| illegal("no line of fire"))?;
                self.phase = Phase::Moving {
                    activation: activation.clone(),
                };
                let effect =
                    self.attempt(&activation, RollAction::Fire, *card, Some(range), &mut ev);
                if effect == Effect::Hit {
                    self.hit_bond(&mut ev);
                }
            }
            (LaldAction::PlayCard { card, target }, Phase::Moving { mut activation }) => {
                let side = activation.piece.side();
                self.play_card(side, *card, Some(activation.piece), *target, &mut ev);
                match card.def().kind {
                    CardKind::Speed { spaces } => {
                        activation.roll += spaces;
                        activation.remaining += spaces;
                    }
                    CardKind::Roadblock => {
                        if let Some(t) = target {
                            let p = self.piece_mut(*t);
                            p.lost_turns += 1;
                            ev.push(LaldEvent::LosesTurns {
                                piece: *t,
                                turns: 1,
                                rest: false,
                            });
                        }
                    }
                    CardKind::Hex => self.hexes += 1,
                    _ => return Err(illegal("that card is not played this way")),
                }
                self.phase = Phase::Moving { activation };
            }
            (
                LaldAction::ForceDodge,
                Phase::Dodge {
                    pending,
                    activation,
                },
            ) => {
                self.phase = Phase::Moving { activation };
                let row = self.row(pending.piece, RollAction::ForceDodge, None);
                let effect = self.roll(pending.piece, row, None, None, &mut ev);
                match effect {
                    Effect::Hit => self.hit_bond(&mut ev),
                    Effect::Crash => {
                        self.piece_mut(pending.piece).space = None;
                        ev.push(LaldEvent::Crashed {
                            piece: pending.piece,
                        });
                    }
                    Effect::LoseNext => self.lose_next(pending.piece, &mut ev),
                    _ => {}
                }
            }
            (LaldAction::EndMove, Phase::Moving { activation }) => {
                self.end_activation(activation.piece, &mut ev);
            }
            (LaldAction::Draw, Phase::Draw { side }) => {
                self.draw(side, &mut ev);
                self.after_draw(side, &mut ev);
            }
            (LaldAction::DiscardAndDraw { card }, Phase::Draw { side }) => {
                let seat = side.seat();
                self.hands[seat].retain(|c| c != card);
                self.discard.push(*card);
                self.unseen[seat].push(*card);
                ev.push(LaldEvent::Discard { seat, count: 1 });
                self.draw(side, &mut ev);
                self.after_draw(side, &mut ev);
            }
            (LaldAction::NoDraw, Phase::Draw { side }) => self.after_draw(side, &mut ev),
            _ => return Err(illegal("not possible in this phase")),
        }
        self.settle(&mut ev);
        Ok(ev)
    }

    /// The summary row of `piece`'s side.
    pub fn row(&self, piece: PieceId, action: RollAction, range: Option<u8>) -> &'static Row {
        summary(piece.side())
            .row(action, range)
            .expect("every legal roll has a summary row")
    }

    /// The white-area shift a card gives an action (0 without a card).
    pub fn shift(card: Option<CardId>) -> u8 {
        match card.map(|c| c.def().kind) {
            Some(CardKind::Action { shift, .. }) => shift,
            _ => 0,
        }
    }

    /// Attempt an action by the active piece, playing `card` with it.
    fn attempt(
        &mut self,
        act: &Activation,
        action: RollAction,
        card: Option<CardId>,
        range: Option<u8>,
        ev: &mut Vec<LaldEvent>,
    ) -> Effect {
        if let Some(c) = card {
            self.play_card(act.piece.side(), c, Some(act.piece), None, ev);
        }
        let row = self.row(act.piece, action, range);
        self.roll(act.piece, row, range, card, ev)
    }

    fn roll(
        &mut self,
        piece: PieceId,
        row: &Row,
        range: Option<u8>,
        card: Option<CardId>,
        ev: &mut Vec<LaldEvent>,
    ) -> Effect {
        let dice = self.rng.roll_2d6();
        let total = dice[0] + dice[1];
        let shift = Self::shift(card);
        let effect = row.effect(total, shift);
        ev.push(LaldEvent::Roll {
            piece,
            action: row.action,
            dice,
            white: row.is_white(total, shift),
            spaces: None,
            range: if row.action == RollAction::Fire {
                range
            } else {
                None
            },
            card,
            result: effect.text(),
        });
        effect
    }

    /// Move the card from `side`'s hand face up to the discard pile, and log it.
    fn play_card(
        &mut self,
        side: Side,
        card: CardId,
        piece: Option<PieceId>,
        target: Option<PieceId>,
        ev: &mut Vec<LaldEvent>,
    ) {
        let seat = side.seat();
        self.hands[seat].retain(|c| *c != card);
        self.discard.push(card);
        ev.push(LaldEvent::Card {
            seat,
            card,
            name: card.def().name.to_string(),
            piece,
            target,
        });
    }

    fn go(&mut self, act: &mut Activation, to: u8, ev: &mut Vec<LaldEvent>) {
        let piece = act.piece;
        let from = self
            .piece(piece)
            .space
            .expect("a moving piece is on the map");
        let line = self.line_between(from, to);
        let p = self.piece_mut(piece);
        p.space = Some(to);
        p.facing = Some(Facing::arrived(from, to));
        act.remaining = act.remaining.saturating_sub(1);
        act.met = self.opponent_in(to, piece);
        ev.push(LaldEvent::Move {
            piece,
            from,
            to,
            line,
        });
    }

    /// A failed manoeuvre's result for the piece itself.
    fn apply_to_self(&mut self, piece: PieceId, effect: Effect, ev: &mut Vec<LaldEvent>) {
        match effect {
            Effect::LoseRest => {
                ev.push(LaldEvent::LosesTurns {
                    piece,
                    turns: 0,
                    rest: true,
                });
                self.end_activation(piece, ev);
            }
            Effect::LoseRestAndNext => {
                self.piece_mut(piece).lost_turns += 1;
                ev.push(LaldEvent::LosesTurns {
                    piece,
                    turns: 1,
                    rest: true,
                });
                self.end_activation(piece, ev);
            }
            _ => {}
        }
    }

    fn lose_next(&mut self, piece: PieceId, ev: &mut Vec<LaldEvent>) {
        self.piece_mut(piece).lost_turns += 1;
        ev.push(LaldEvent::LosesTurns {
            piece,
            turns: 1,
            rest: false,
        });
    }

    /// Bond takes a hit; the third crashes him unless he holds the Wedding card.
    fn hit_bond(&mut self, ev: &mut Vec<LaldEvent>) {
        let bond = PieceId::Bond;
        if self.piece(bond).hits + 1 >= BOND_CRASH_HITS {
            let wedding = self
                .hand(Side::Bond)
                .iter()
                .copied()
                .find(|c| c.def().kind == CardKind::Wedding);
            if let Some(card) = wedding {
                self.play_card(Side::Bond, card, Some(bond), None, ev);
                return;
            }
        }
        let p = self.piece_mut(bond);
        p.hits += 1;
        let hits = p.hits;
        ev.push(LaldEvent::Hit { piece: bond, hits });
        if hits >= BOND_CRASH_HITS {
            self.piece_mut(bond).space = None;
            ev.push(LaldEvent::Crashed { piece: bond });
        }
    }

    fn draw(&mut self, side: Side, ev: &mut Vec<LaldEvent>) {
        if self.deck.is_empty() {
            let mut pile = std::mem::take(&mut self.discard);
            self.unseen = [Vec::new(), Vec::new()];
            self.rng.shuffle(&mut pile);
            ev.push(LaldEvent::Reshuffled {
                cards: pile.len() as u8,
            });
            self.deck = pile;
        }
        if let Some(c) = self.deck.pop() {
            let seat = side.seat();
            self.hands[seat].push(c);
            debug_assert!(self.hands[seat].len() <= HAND_LIMIT);
            ev.push(LaldEvent::Draw { seat, count: 1 });
        }
    }

    fn after_draw(&mut self, side: Side, ev: &mut Vec<LaldEvent>) {
        match side {
            Side::Bond => self.start_enemy_phase(ev),
            Side::Enemy => self.start_bond_turn(ev),
        }
    }

    fn end_activation(&mut self, piece: PieceId, ev: &mut Vec<LaldEvent>) {
        ev.push(LaldEvent::TurnEnded { piece });
        match piece.side() {
            Side::Bond => self.start_draw(Side::Bond),
            Side::Enemy => self.next_enemy(ev),
        }
    }

    fn start_draw(&mut self, side: Side) {
        self.turn += 1;
        self.phase = Phase::Draw { side };
    }

    pub(crate) fn start_bond_turn(&mut self, ev: &mut Vec<LaldEvent>) {
        self.round += 1;
        self.turn += 1;
        let bond = self.piece_mut(PieceId::Bond);
        if bond.lost_turns > 0 {
            bond.lost_turns -= 1;
            ev.push(LaldEvent::TurnLost {
                piece: PieceId::Bond,
            });
            self.start_draw(Side::Bond);
        } else {
            self.phase = Phase::BondToRoll;
        }
    }

    fn start_enemy_phase(&mut self, ev: &mut Vec<LaldEvent>) {
        self.turn += 1;
        for (i, id) in PieceId::ENEMIES.into_iter().enumerate() {
            let p = self.piece_mut(id);
            if !p.alive() {
                self.enemy_done[i] = true;
            } else if p.lost_turns > 0 {
                p.lost_turns -= 1;
                self.enemy_done[i] = true;
                ev.push(LaldEvent::TurnLost { piece: id });
            } else {
                self.enemy_done[i] = false;
            }
        }
        self.next_enemy(ev);
    }

    fn next_enemy(&mut self, _ev: &mut Vec<LaldEvent>) {
        let waiting = PieceId::ENEMIES
            .into_iter()
            .enumerate()
            .any(|(i, p)| !self.enemy_done[i] && self.piece(p).alive());
        if waiting {
            self.phase = Phase::EnemyToChoose;
        } else {
            self.start_draw(Side::Enemy);
        }
    }

    /// After every action: the end of the game, and the end of a piece's turn when it has
    /// nothing left to do but end it.
    fn settle(&mut self, ev: &mut Vec<LaldEvent>) {
        if self.check_over(ev) {
            return;
        }
        if let Phase::Moving { activation } = &self.phase {
            if !self.has_options(activation) {
                let piece = activation.piece;
                self.end_activation(piece, ev);
            }
        }
    }

    fn check_over(&mut self, ev: &mut Vec<LaldEvent>) -> bool {
        if self.outcome.is_some() {
            return true;
        }
        let bond = self.piece(PieceId::Bond);
        let (outcome, text) = if !bond.alive() {
            (
                Outcome::win(Side::Enemy.seat()),
                "Bond's boat crashes: the Enemy wins.",
            )
        } else if bond.space == Some(end_space()) {
            (
                Outcome::win(Side::Bond.seat()),
                "Bond reaches End: Bond wins.",
            )
        } else {
            return false;
        };
        self.outcome = Some(outcome.clone());
        self.phase = Phase::Over;
        ev.push(LaldEvent::GameOver {
            outcome,
            text: text.to_string(),
        });
        true
    }

    /// A short label for an action.
    pub fn label(&self, action: &LaldAction) -> String {
        let m = map();
        let sp = |s: u8| match m.space(s).label {
            Some(l) => format!("space {s} ({l})"),
            None => format!("space {s}"),
        };
        let with = |card: &Option<CardId>| {
            card.map(|c| format!(" playing {}", c.def().name))
                .unwrap_or_default()
        };
        match action {
            LaldAction::Face { piece, toward } => {
                format!("Point {} toward {}", piece.name(), sp(*toward))
            }
            LaldAction::RollMovement { piece } => match piece.side() {
                Side::Bond => "Roll for movement".to_string(),
                Side::Enemy => format!("Move {} next (roll for movement)", piece.name()),
            },
            LaldAction::Step { to } => {
                let from = self
                    .activation()
                    .and_then(|a| self.piece(a.piece).space)
                    .unwrap_or(*to);
                match self.line_between(from, *to) {
                    LaldLine::Canal => format!("Go along the canal to {}", sp(*to)),
                    _ => format!("Go to {}", sp(*to)),
                }
            }
            LaldAction::QuickTurn { to, card } => {
                format!("Quick Turn to {}{}", sp(*to), with(card))
            }
            LaldAction::Jump { to, card } => format!("Jump to {}{}", sp(*to), with(card)),
            LaldAction::DoubleBack { card } => format!("Double Back{}", with(card)),
            LaldAction::Force { target, card } => {
                format!("Force {}{}", target.name(), with(card))
            }
            LaldAction::Fire { card } => {
                let range = self
                    .activation()
                    .and_then(|a| self.range_to_bond(a.piece))
                    .map(|r| match r {
                        0 => " (same space)".to_string(),
                        r => format!(" (range {r})"),
                    })
                    .unwrap_or_default();
                format!("Fire at Bond{}{}", range, with(card))
            }
            LaldAction::PlayCard { card, target } => match target {
                Some(t) => format!("Play {} on {}", card.def().name, t.name()),
                None => format!("Play {}", card.def().name),
            },
            LaldAction::ForceDodge => "Roll Force Dodge".to_string(),
            LaldAction::EndMove => "End the move".to_string(),
            LaldAction::Draw => "Draw a card".to_string(),
            LaldAction::DiscardAndDraw { card } => {
                format!("Discard {} and draw a card", card.def().name)
            }
            LaldAction::NoDraw => "Draw nothing".to_string(),
        }
    }
}
