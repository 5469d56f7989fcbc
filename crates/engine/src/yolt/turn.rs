//! Applying actions: rolls, movement, fire, dodges, hits and the end of the game; the turn
//! sequence and lost turns are the shared [`crate::chase::turns`].

use super::action::YoltAction;
use super::event::YoltEvent;
use super::fire::Shot;
use super::game::Yolt;
use super::piece::{PieceId, Side, Weapon};
use super::state::{Activation, DodgeKind, Pending, Phase};
use super::summary::{summary, Effect, RollAction, Row};
use crate::chase::game::illegal;
use crate::chase::setup;
use crate::chase::turns;
use crate::chase::{sheet, Facing};
use crate::core::error::ActionError;
use crate::core::game::Outcome;

impl Yolt {
    /// Apply a legal action (legality is checked by `Game::apply`).
    pub(crate) fn act(&mut self, action: &YoltAction) -> Result<Vec<YoltEvent>, ActionError> {
        let mut ev = Vec::new();
        // Each arm works on a copy of the phase: the state keeps its phase until the arm sets
        // the next one (ending a turn reads the activation's path). Steps and Quick Turns, most
        // of the actions, read nothing of the phase before putting the activation back, so
        // theirs is taken rather than copied (a copy of the path, regrown at the next step).
        let phase = match (action, &self.phase) {
            (YoltAction::Step { .. } | YoltAction::QuickTurn { .. }, Phase::Moving { .. }) => {
                std::mem::replace(&mut self.phase, Phase::Over)
            }
            _ => self.phase.clone(),
        };
        match (action, phase) {
            (YoltAction::Face { piece, toward }, Phase::Setup) => {
                setup::face(self, *piece, *toward, &mut ev)?;
            }
            (YoltAction::RollMovement { piece }, Phase::BondToRoll | Phase::EnemyToChoose) => {
                turns::begin(self, *piece);
                let (dice, spaces) = summary(piece.side()).roll_movement(&mut self.rng);
                ev.push(YoltEvent::Roll {
                    piece: *piece,
                    action: RollAction::Movement,
                    dice,
                    white: true,
                    spaces: Some(spaces),
                    range: None,
                    target: None,
                    result: if spaces == 1 {
                        "must fly 1 space".to_string()
                    } else {
                        format!("must fly {spaces} spaces")
                    },
                });
                self.phase = Phase::Moving {
                    activation: Activation::new(*piece, spaces, self.at(*piece)),
                };
            }
            // A route is its steps, each applied as if taken alone.
            (YoltAction::Fly { path }, Phase::Moving { .. }) => {
                for &to in path {
                    ev.extend(self.act(&YoltAction::Step { to })?);
                }
                return Ok(ev);
            }
            (YoltAction::Step { to }, Phase::Moving { mut activation }) => {
                self.fly(&mut activation, *to, false, &mut ev);
                self.phase = Phase::Moving { activation };
            }
            (YoltAction::QuickTurn { to }, Phase::Moving { mut activation }) => {
                activation.used.quick_turn = true;
                activation.used.any = true;
                let row = self.row(activation.piece, RollAction::QuickTurn, None);
                let effect = self.roll(activation.piece, row, None, None, &mut ev);
                if effect == Effect::QuickTurn {
                    self.fly(&mut activation, *to, true, &mut ev);
                }
                self.phase = Phase::Moving { activation };
            }
            (YoltAction::DoubleBack, Phase::Moving { mut activation }) => {
                activation.used.double_back = true;
                activation.used.any = true;
                let piece = activation.piece;
                let row = self.row(piece, RollAction::DoubleBack, None);
                match self.roll(piece, row, None, None, &mut ev) {
                    Effect::Reverse => {
                        let p = self.piece_mut(piece);
                        p.facing = p.facing.map(Facing::reversed);
                        if let Some(at) = p.at() {
                            activation.path.push(at);
                        }
                        ev.push(YoltEvent::Reversed { piece });
                        self.phase = Phase::Moving { activation };
                    }
                    _ => turns::lose_turns(self, piece, 1, true, &mut ev),
                }
            }
            (YoltAction::Fire { weapon, target }, Phase::Moving { mut activation }) => {
                let piece = activation.piece;
                let shot = self
                    .shot(piece, *weapon, *target)
                    .ok_or_else(|| illegal("no such shot"))?;
                activation.used.fired = true;
                activation.used.any = true;
                if *weapon == Weapon::Missiles {
                    activation.used.missiles = true;
                }
                let ammo = &mut self.piece_mut(piece).kit[weapon.index()];
                *ammo -= 1;
                let left = *ammo;
                ev.push(YoltEvent::AmmoUsed {
                    piece,
                    weapon: *weapon,
                    left,
                });
                self.phase = Phase::Moving {
                    activation: activation.clone(),
                };
                self.resolve_shot(piece, shot, activation, &mut ev);
            }
            (YoltAction::Force { target }, Phase::Moving { mut activation }) => {
                let piece = activation.piece;
                // A Force does not end the move: the piece may fly on afterwards (or stop early
                // where it may stop); it only rules out every other action this turn.
                activation.used.force = true;
                activation.used.any = true;
                let row = self.row(piece, RollAction::Force, None);
                match self.roll(piece, row, None, Some(*target), &mut ev) {
                    Effect::ForceSave => {
                        self.phase = Phase::Dodge {
                            pending: Pending {
                                kind: DodgeKind::Force,
                                piece: *target,
                                by: piece,
                            },
                            activation,
                        };
                    }
                    _ => turns::lose_turns(self, piece, 1, true, &mut ev),
                }
            }
            (
                YoltAction::Dodge,
                Phase::Dodge {
                    pending,
                    activation,
                },
            ) => {
                self.phase = Phase::Moving { activation };
                let row = self.row(pending.piece, pending.kind.roll(), None);
                let effect = self.roll(pending.piece, row, None, None, &mut ev);
                self.apply_effect(pending.piece, effect, &mut ev);
            }
            (YoltAction::EndMove, Phase::Moving { activation }) => {
                turns::end_turn(self, activation.piece, &mut ev);
            }
            _ => return Err(illegal("not possible in this phase")),
        }
        self.settle(&mut ev);
        Ok(ev)
    }

    /// The summary row of `piece`'s side.
    pub fn row(&self, piece: PieceId, action: RollAction, range: Option<u8>) -> &'static Row {
        summary(piece.side()).expect_row(action, range)
    }

    /// Roll two dice on `row` and log it.
    fn roll(
        &mut self,
        piece: PieceId,
        row: &Row,
        range: Option<u8>,
        target: Option<PieceId>,
        ev: &mut Vec<YoltEvent>,
    ) -> Effect {
        let roll = row.roll(&mut self.rng);
        ev.push(YoltEvent::Roll {
            piece,
            action: row.action,
            dice: roll.dice,
            white: roll.white,
            spaces: None,
            range: match row.action {
                RollAction::MgSameLevel | RollAction::MgBeneath | RollAction::Rockets => range,
                _ => None,
            },
            target,
            result: roll.effect.text(),
        });
        roll.effect
    }

    fn fly(&mut self, act: &mut Activation, to: u8, quick_turn: bool, ev: &mut Vec<YoltEvent>) {
        let piece = act.piece;
        let p = self.piece_mut(piece);
        let from = p.space.expect("a flying piece is on the map");
        let facing = Facing::arrived(from, to);
        p.space = Some(to);
        p.facing = Some(facing);
        act.remaining -= 1;
        act.path.push((to, facing));
        ev.push(YoltEvent::Moved {
            piece,
            from,
            to,
            quick_turn,
        });
    }

    fn resolve_shot(
        &mut self,
        piece: PieceId,
        shot: Shot,
        activation: Activation,
        ev: &mut Vec<YoltEvent>,
    ) {
        let row = self.row(piece, shot.action, Some(shot.range));
        let effect = self.roll(piece, row, Some(shot.range), Some(shot.target), ev);
        match effect.dodge() {
            Some(kind) => {
                self.phase = Phase::Dodge {
                    pending: Pending {
                        kind,
                        piece: shot.target,
                        by: piece,
                    },
                    activation,
                };
            }
            None => self.apply_effect(shot.target, effect, ev),
        }
    }

    /// Apply a result to the piece it falls on.
    fn apply_effect(&mut self, piece: PieceId, effect: Effect, ev: &mut Vec<YoltEvent>) {
        match effect {
            Effect::Hits { hits } => self.hit(piece, hits, ev),
            Effect::Crash => self.crash(piece, ev),
            Effect::LoseNext => turns::lose_turns(self, piece, 1, false, ev),
            Effect::LoseNextTwo => turns::lose_turns(self, piece, 2, false, ev),
            _ => {}
        }
    }

    fn hit(&mut self, piece: PieceId, hits: u8, ev: &mut Vec<YoltEvent>) {
        let boxes = self.hit_boxes(piece);
        let left = sheet::check_off(self.piece_mut(piece), hits, boxes);
        ev.push(YoltEvent::Hit { piece, hits, left });
        if left == 0 {
            self.crash(piece, ev);
        }
    }

    fn crash(&mut self, piece: PieceId, ev: &mut Vec<YoltEvent>) {
        let boxes = self.hit_boxes(piece);
        let p = self.piece_mut(piece);
        if p.space.is_none() {
            return;
        }
        p.space = None;
        p.hits = boxes;
        ev.push(YoltEvent::Crashed { piece });
    }

    /// "You can move through a filled Space … but you cannot stay in a filled Space": when a
    /// turn ends with the piece in a full space (a failed Double Back or Force stopped it
    /// there), it goes back along the path it flew this turn to the last space where it may
    /// stop, keeping the heading it had there. Its starting space always qualifies.
    pub(crate) fn leave_full_space(&mut self, piece: PieceId, ev: &mut Vec<YoltEvent>) {
        let Some(here) = self.piece(piece).space else {
            return;
        };
        if !self.full_for(here, piece) {
            return;
        }
        let back = self
            .activation()
            .filter(|a| a.piece == piece)
            .and_then(|a| {
                a.path
                    .iter()
                    .rev()
                    .find(|(s, _)| !self.full_for(*s, piece))
                    .copied()
            });
        if let Some((to, facing)) = back {
            let p = self.piece_mut(piece);
            p.space = Some(to);
            p.facing = Some(facing);
            ev.push(YoltEvent::FellBack {
                piece,
                from: here,
                to,
            });
        }
    }

    /// How the game has ended, if it has.
    pub(crate) fn result(&self) -> Option<(Outcome, &'static str)> {
        if !self.piece(PieceId::Bond).alive() {
            Some((
                Outcome::win(Side::Enemy.seat()),
                "Little Nellie crashes: the Enemy wins.",
            ))
        } else if self.alive(Side::Enemy).count() == 0 {
            Some((
                Outcome::win(Side::Bond.seat()),
                "All four Enemy helicopters have crashed: Bond wins.",
            ))
        } else if self
            .pieces
            .iter()
            .filter(|p| p.alive())
            .all(|p| p.out_of_ammo())
        {
            Some((
                Outcome::Draw,
                "Every piece still flying is out of ammunition: a tie.",
            ))
        } else {
            None
        }
    }
}
