//! Applying actions: rolls, movement, fire, dodges, lost turns and the turn sequence.

use super::action::YoltAction;
use super::event::YoltEvent;
use super::fire::Shot;
use super::map::map;
use super::piece::{PieceId, Side, Weapon};
use super::state::{Activation, DodgeKind, Pending, Phase, Yolt};
use super::summary::{summary, Effect, RollAction, Row};
use crate::chase::Facing;
use crate::core::error::ActionError;
use crate::core::game::Outcome;

fn illegal(reason: &str) -> ActionError {
    ActionError::Illegal {
        reason: reason.to_string(),
    }
}

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
                let here = self.piece(*piece).space.ok_or_else(|| illegal("crashed"))?;
                self.piece_mut(*piece).facing = Some(Facing::toward(here, *toward));
                ev.push(YoltEvent::Faced {
                    piece: *piece,
                    toward: *toward,
                });
                if self.next_to_face().is_none() {
                    self.start_bond_turn(&mut ev);
                }
            }
            (YoltAction::RollMovement { piece }, Phase::BondToRoll | Phase::EnemyToChoose) => {
                let side = piece.side();
                if side == Side::Enemy {
                    self.enemy_done[piece.index() - 1] = true;
                    self.turn += 1;
                }
                let dice = self.rng.roll_2d6();
                let spaces = summary(side).spaces(dice[0] + dice[1]);
                ev.push(YoltEvent::Roll {
                    piece: *piece,
                    action: RollAction::Movement,
                    dice,
                    white: true,
                    spaces: Some(spaces),
                    range: None,
                    target: None,
                    result: format!("must fly {spaces} spaces"),
                });
                let p = self.piece(*piece);
                let here = p.space.zip(p.facing);
                self.phase = Phase::Moving {
                    activation: Activation::new(*piece, spaces, here),
                };
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
                        if let Some(at) = p.space.zip(p.facing) {
                            activation.path.push(at);
                        }
                        ev.push(YoltEvent::Reversed { piece });
                        self.phase = Phase::Moving { activation };
                    }
                    _ => {
                        self.lose_rest_and_next(piece, &mut ev);
                    }
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
                let ammo = &mut self.piece_mut(piece).ammo[weapon.index()];
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
                    _ => self.lose_rest_and_next(piece, &mut ev),
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
                self.resolve_dodge(pending, &mut ev);
            }
            (YoltAction::EndMove, Phase::Moving { activation }) => {
                self.end_activation(activation.piece, &mut ev);
            }
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

    /// Roll two dice on `row` and log it.
    fn roll(
        &mut self,
        piece: PieceId,
        row: &Row,
        range: Option<u8>,
        target: Option<PieceId>,
        ev: &mut Vec<YoltEvent>,
    ) -> Effect {
        let dice = self.rng.roll_2d6();
        let total = dice[0] + dice[1];
        let effect = row.effect(total);
        ev.push(YoltEvent::Roll {
            piece,
            action: row.action,
            dice,
            white: row.is_white(total),
            spaces: None,
            range: match row.action {
                RollAction::MgSameLevel | RollAction::MgBeneath | RollAction::Rockets => range,
                _ => None,
            },
            target,
            result: effect.text(),
        });
        effect
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
        let kind = match effect {
            Effect::DodgeRockets => Some(DodgeKind::Rockets),
            Effect::DodgeMissiles => Some(DodgeKind::Missiles),
            other => {
                self.apply_effect(shot.target, other, ev);
                None
            }
        };
        if let Some(kind) = kind {
            self.phase = Phase::Dodge {
                pending: Pending {
                    kind,
                    piece: shot.target,
                    by: piece,
                },
                activation,
            };
        }
    }

    fn resolve_dodge(&mut self, pending: Pending, ev: &mut Vec<YoltEvent>) {
        let action = match pending.kind {
            DodgeKind::Force => RollAction::ForceDodge,
            DodgeKind::Rockets => RollAction::DodgeRockets,
            DodgeKind::Missiles => RollAction::DodgeMissiles,
        };
        let row = self.row(pending.piece, action, None);
        let effect = self.roll(pending.piece, row, None, None, ev);
        self.apply_effect(pending.piece, effect, ev);
    }

    /// Apply a result to the piece it falls on.
    fn apply_effect(&mut self, piece: PieceId, effect: Effect, ev: &mut Vec<YoltEvent>) {
        match effect {
            Effect::Hits { hits } => self.hit(piece, hits, ev),
            Effect::Crash => self.crash(piece, ev),
            Effect::LoseNext => self.lose_turns(piece, 1, ev),
            Effect::LoseNextTwo => self.lose_turns(piece, 2, ev),
            _ => {}
        }
    }

    fn hit(&mut self, piece: PieceId, hits: u8, ev: &mut Vec<YoltEvent>) {
        let boxes = self.hit_boxes(piece);
        let p = self.piece_mut(piece);
        p.hits = (p.hits + hits).min(boxes);
        let left = boxes - p.hits;
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

    /// "Loses his next turn" / "his next two turns": those coming turns are lost. A second
    /// result naming turns already lost costs nothing more (see the rulings): the count is the
    /// larger of the two, never their sum.
    fn lose_turns(&mut self, piece: PieceId, turns: u8, ev: &mut Vec<YoltEvent>) {
        let p = self.piece_mut(piece);
        p.lost_turns = p.lost_turns.max(turns);
        ev.push(YoltEvent::LosesTurns {
            piece,
            turns,
            rest: false,
        });
    }

    /// "Loses the rest of this turn and all of the next turn": the active piece stops here.
    fn lose_rest_and_next(&mut self, piece: PieceId, ev: &mut Vec<YoltEvent>) {
        let p = self.piece_mut(piece);
        p.lost_turns = p.lost_turns.max(1);
        ev.push(YoltEvent::LosesTurns {
            piece,
            turns: 1,
            rest: true,
        });
        self.end_activation(piece, ev);
    }

    fn end_activation(&mut self, piece: PieceId, ev: &mut Vec<YoltEvent>) {
        self.leave_full_space(piece, ev);
        ev.push(YoltEvent::TurnEnded { piece });
        match piece.side() {
            Side::Bond => self.start_enemy_phase(ev),
            Side::Enemy => self.next_enemy(ev),
        }
    }

    /// "You can move through a filled Space … but you cannot stay in a filled Space": when a
    /// turn ends with the piece in a full space (a failed Double Back or Force stopped it
    /// there), it goes back along the path it flew this turn to the last space where it may
    /// stop, keeping the heading it had there. Its starting space always qualifies.
    fn leave_full_space(&mut self, piece: PieceId, ev: &mut Vec<YoltEvent>) {
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

    pub(crate) fn start_bond_turn(&mut self, ev: &mut Vec<YoltEvent>) {
        self.round += 1;
        self.turn += 1;
        let bond = self.piece_mut(PieceId::Bond);
        if bond.lost_turns > 0 {
            bond.lost_turns -= 1;
            ev.push(YoltEvent::TurnLost {
                piece: PieceId::Bond,
            });
            self.start_enemy_phase(ev);
        } else {
            self.phase = Phase::BondToRoll;
        }
    }

    fn start_enemy_phase(&mut self, ev: &mut Vec<YoltEvent>) {
        self.turn += 1;
        for (i, id) in PieceId::ENEMIES.into_iter().enumerate() {
            let p = self.piece_mut(id);
            if !p.alive() {
                self.enemy_done[i] = true;
            } else if p.lost_turns > 0 {
                p.lost_turns -= 1;
                self.enemy_done[i] = true;
                ev.push(YoltEvent::TurnLost { piece: id });
            } else {
                self.enemy_done[i] = false;
            }
        }
        self.next_enemy(ev);
    }

    fn next_enemy(&mut self, ev: &mut Vec<YoltEvent>) {
        let waiting = PieceId::ENEMIES
            .into_iter()
            .enumerate()
            .any(|(i, p)| !self.enemy_done[i] && self.piece(p).alive());
        if waiting {
            self.phase = Phase::EnemyToChoose;
        } else {
            self.start_bond_turn(ev);
        }
    }

    /// After every action: check for the end of the game, and end a piece's turn by itself
    /// when it has nothing left to do.
    fn settle(&mut self, ev: &mut Vec<YoltEvent>) {
        if self.check_over(ev) {
            return;
        }
        if let Phase::Moving { activation } = &self.phase {
            if !self.has_options(activation) {
                let piece = activation.piece;
                self.end_activation(piece, ev);
                self.check_over(ev);
            }
        }
    }

    fn check_over(&mut self, ev: &mut Vec<YoltEvent>) -> bool {
        if self.outcome.is_some() {
            return true;
        }
        let bond_alive = self.piece(PieceId::Bond).alive();
        let enemies = self.alive(Side::Enemy).count();
        let (outcome, text) = if !bond_alive {
            (
                Outcome::win(Side::Enemy.seat()),
                "Little Nellie crashes: the Enemy wins.",
            )
        } else if enemies == 0 {
            (
                Outcome::win(Side::Bond.seat()),
                "All four Enemy helicopters have crashed: Bond wins.",
            )
        } else if self
            .pieces
            .iter()
            .filter(|p| p.alive())
            .all(|p| p.out_of_ammo())
        {
            (
                Outcome::Draw,
                "Every piece still flying is out of ammunition: a tie.",
            )
        } else {
            return false;
        };
        self.outcome = Some(outcome.clone());
        self.phase = Phase::Over;
        ev.push(YoltEvent::GameOver {
            outcome,
            text: text.to_string(),
        });
        true
    }

    /// A short label for an action.
    pub fn label(&self, action: &YoltAction) -> String {
        let m = map();
        let sp = |s: u8| match m.space(s).label {
            Some(l) => format!("space {s} ({l})"),
            None => format!("space {s}"),
        };
        match action {
            YoltAction::Face { piece, toward } => {
                format!("Point {} toward {}", piece.name(), sp(*toward))
            }
            YoltAction::RollMovement { piece } => match piece.side() {
                Side::Bond => "Roll for movement".to_string(),
                Side::Enemy => format!("Move {} next (roll for movement)", piece.name()),
            },
            YoltAction::Step { to } => format!("Fly to {}", sp(*to)),
            YoltAction::QuickTurn { to } => format!("Quick Turn to {}", sp(*to)),
            YoltAction::DoubleBack => "Double Back".to_string(),
            YoltAction::Fire { weapon, target } => {
                let by = self.activation().map(|a| a.piece).unwrap_or(PieceId::Bond);
                // Where the range is counted: two weapons may reach one target by two ways
                // (ahead along the lines, or the shortest way round for Missiles).
                let range = self
                    .shot(by, *weapon, *target)
                    .map(|s| {
                        let spaces = match s.range {
                            1 => "1 space".to_string(),
                            r => format!("{r} spaces"),
                        };
                        match (s.action, s.range) {
                            (_, 0) => " (same space)".to_string(),
                            (RollAction::MgBeneath, _) => format!(" (from below, {spaces})"),
                            (RollAction::Missiles, _) => format!(" ({spaces}, any direction)"),
                            (RollAction::Flamethrower, _) => " (directly behind)".to_string(),
                            _ => format!(" ({spaces} ahead)"),
                        }
                    })
                    .unwrap_or_default();
                match weapon {
                    Weapon::AirMines => format!("Drop Air Mines on {}", target.name()),
                    w => format!("Fire {} at {}{}", w.name(), target.name(), range),
                }
            }
            YoltAction::Force { target } => format!("Force {}", target.name()),
            YoltAction::Dodge => match &self.phase {
                Phase::Dodge { pending, .. } => match pending.kind {
                    DodgeKind::Force => "Roll Force Dodge".to_string(),
                    DodgeKind::Rockets => "Roll Dodge Rockets".to_string(),
                    DodgeKind::Missiles => "Roll Dodge Missiles".to_string(),
                },
                _ => "Dodge".to_string(),
            },
            YoltAction::EndMove => "End the move".to_string(),
        }
    }
}
