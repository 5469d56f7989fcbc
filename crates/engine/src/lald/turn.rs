//! Applying actions: rolls, movement, cards, Force, fire, hits and the end of the game (steps
//! 1–6 of "How to Play"). The turn sequence and lost turns are the shared
//! [`crate::chase::turns`]; cards are played and drawn in `deck.rs`.

use super::action::LaldAction;
use super::cards::{CardId, CardKind};
use super::event::LaldEvent;
use super::game::Lald;
use super::manoeuvre::Manoeuvre;
use super::map::end_space;
use super::piece::{PieceId, Side};
use super::state::{Activation, Pending, Phase};
use super::summary::{summary, Effect, RollAction, Row};
use crate::chase::game::illegal;
use crate::chase::turns;
use crate::chase::{setup, sheet, Facing};
use crate::core::error::ActionError;
use crate::core::game::Outcome;

/// Hits that crash Bond: "When Bond is hit … a total of three times, Bond crashes".
pub const BOND_CRASH_HITS: u8 = 3;

/// Spaces a Voodoo Hex takes off Bond's next movement.
pub const HEX_SPACES: u8 = 2;

impl Lald {
    pub(crate) fn act(&mut self, action: &LaldAction) -> Result<Vec<LaldEvent>, ActionError> {
        let mut ev = Vec::new();
        match (action, self.phase.clone()) {
            (LaldAction::Face { piece, toward }, Phase::Setup) => {
                setup::face(self, *piece, *toward, &mut ev)?;
            }
            (LaldAction::RollMovement { piece }, Phase::BondToRoll | Phase::EnemyToChoose) => {
                turns::begin(self, *piece);
                let side = piece.side();
                let (dice, mut spaces) = summary(side).roll_movement(&mut self.rng);
                let mut result = format!("must move {}", spaces_word(spaces));
                if side == Side::Bond && self.cards.hexes > 0 {
                    let cut = HEX_SPACES.saturating_mul(self.cards.hexes);
                    spaces = spaces.saturating_sub(cut).max(1);
                    self.cards.hexes = 0;
                    result = format!(
                        "must move {} (the Voodoo Hex took some)",
                        spaces_word(spaces)
                    );
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
            // A route is its steps, each applied as if taken alone.
            (LaldAction::Fly { path }, Phase::Moving { .. }) => {
                for &to in path {
                    ev.extend(self.act(&LaldAction::Step { to })?);
                }
                return Ok(ev);
            }
            (LaldAction::Step { to }, Phase::Moving { mut activation }) => {
                self.go(&mut activation, *to, &mut ev);
                self.phase = Phase::Moving { activation };
            }
            (
                LaldAction::QuickTurn { to, card } | LaldAction::Jump { to, card },
                Phase::Moving { mut activation },
            ) => {
                let m = Manoeuvre::of(action).expect("a manoeuvre");
                activation.used.attempt(m.roll());
                let effect = self.attempt(&activation, m.roll(), *card, None, &mut ev);
                self.phase = Phase::Moving {
                    activation: activation.clone(),
                };
                match effect {
                    Effect::QuickTurn | Effect::Jump => {
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
                self.phase = Phase::Moving { activation };
                if effect == Effect::Reverse {
                    let p = self.piece_mut(piece);
                    p.facing = p.facing.map(Facing::reversed);
                    ev.push(LaldEvent::Reversed { piece });
                } else {
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
                            turns::lose_turns(self, *t, 1, false, &mut ev);
                        }
                    }
                    CardKind::Hex => self.cards.hexes += 1,
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
                    Effect::Crash => self.crash(pending.piece, &mut ev),
                    Effect::LoseNext => turns::lose_turns(self, pending.piece, 1, false, &mut ev),
                    _ => {}
                }
            }
            (LaldAction::EndMove, Phase::Moving { activation }) => {
                turns::end_turn(self, activation.piece, &mut ev);
            }
            (LaldAction::Draw, Phase::Draw { side }) => {
                self.draw(side, &mut ev);
                turns::start(self, side.other(), &mut ev);
            }
            (LaldAction::DiscardAndDraw { card }, Phase::Draw { side }) => {
                self.discard_unseen(side, *card, &mut ev);
                self.draw(side, &mut ev);
                turns::start(self, side.other(), &mut ev);
            }
            (LaldAction::NoDraw, Phase::Draw { side }) => turns::start(self, side.other(), &mut ev),
            _ => return Err(illegal("not possible in this phase")),
        }
        self.settle(&mut ev);
        Ok(ev)
    }

    /// The summary row of `piece`'s side.
    pub fn row(&self, piece: PieceId, action: RollAction, range: Option<u8>) -> &'static Row {
        summary(piece.side()).expect_row(action, range)
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

    /// Roll two dice on `row`, its white area widened by `card`, and log it.
    fn roll(
        &mut self,
        piece: PieceId,
        row: &Row,
        range: Option<u8>,
        card: Option<CardId>,
        ev: &mut Vec<LaldEvent>,
    ) -> Effect {
        let roll = row.widened(Self::shift(card)).roll(&mut self.rng);
        ev.push(LaldEvent::Roll {
            piece,
            action: row.action,
            dice: roll.dice,
            white: roll.white,
            spaces: None,
            range: if row.action == RollAction::Fire {
                range
            } else {
                None
            },
            card,
            result: roll.effect.text(),
        });
        roll.effect
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

    /// A failed manoeuvre's result for the piece itself: it stops for the rest of this turn
    /// (and with the Enemy's failed Jump loses the next too).
    fn apply_to_self(&mut self, piece: PieceId, effect: Effect, ev: &mut Vec<LaldEvent>) {
        match effect {
            Effect::LoseRest => turns::lose_turns(self, piece, 0, true, ev),
            Effect::LoseRestAndNext => turns::lose_turns(self, piece, 1, true, ev),
            _ => {}
        }
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
        let left = sheet::check_off(self.piece_mut(bond), 1, BOND_CRASH_HITS);
        let hits = self.piece(bond).hits;
        ev.push(LaldEvent::Hit { piece: bond, hits });
        if left == 0 {
            self.crash(bond, ev);
        }
    }

    fn crash(&mut self, piece: PieceId, ev: &mut Vec<LaldEvent>) {
        self.piece_mut(piece).space = None;
        ev.push(LaldEvent::Crashed { piece });
    }

    /// How the game has ended, if it has.
    pub(crate) fn result(&self) -> Option<(Outcome, &'static str)> {
        let bond = self.piece(PieceId::Bond);
        if !bond.alive() {
            Some((
                Outcome::win(Side::Enemy.seat()),
                "Bond's boat crashes: the Enemy wins.",
            ))
        } else if bond.space == Some(end_space()) {
            Some((
                Outcome::win(Side::Bond.seat()),
                "Bond reaches End: Bond wins.",
            ))
        } else {
            None
        }
    }
}

/// "1 space", "5 spaces".
fn spaces_word(n: u8) -> String {
    if n == 1 {
        "1 space".to_string()
    } else {
        format!("{n} spaces")
    }
}
