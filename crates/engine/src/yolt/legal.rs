//! Legal actions, with every restriction of the Action Summaries.

use super::action::YoltAction;
use super::movement::FullCount;
use super::piece::{PieceId, Side, Weapon};
use super::state::{Activation, Phase, Yolt};
use crate::core::game::Seat;

impl Yolt {
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
            Phase::Over => None,
        }
    }

    /// Weapons `piece` has ammo for.
    fn loaded(&self, piece: PieceId, weapon: Weapon) -> bool {
        self.piece(piece).ammo[weapon.index()] > 0
    }

    /// The actions open to the active piece (EndMove included when allowed).
    pub fn activation_actions(&self, act: &Activation) -> Vec<YoltAction> {
        let mut out = Vec::new();
        let need = FullCount::new();
        let steps = self.legal_steps(act);
        out.extend(steps.iter().map(|&to| YoltAction::Step { to }));
        out.extend(
            self.quick_turns_with(act, &need)
                .into_iter()
                .map(|to| YoltAction::QuickTurn { to }),
        );
        if self.double_back_with(act, &need) {
            out.push(YoltAction::DoubleBack);
        }
        let used = act.used;
        if !used.fired && !used.exclusive() {
            for shot in self.shots(act.piece) {
                if !self.loaded(act.piece, shot.weapon) {
                    continue;
                }
                if shot.weapon == Weapon::Missiles && used.any {
                    continue;
                }
                out.push(YoltAction::Fire {
                    weapon: shot.weapon,
                    target: shot.target,
                });
            }
        }
        if !used.any {
            let me = self.piece(act.piece);
            for t in self.alive(act.piece.side().other()) {
                if t.space.is_some() && t.space == me.space {
                    out.push(YoltAction::Force { target: t.id });
                }
            }
        }
        if self.may_end_move_after(act, &steps) {
            out.push(YoltAction::EndMove);
        }
        out
    }

    /// True when the active piece has anything to do besides ending its move (a cheaper
    /// question than listing every action).
    pub fn has_options(&self, act: &Activation) -> bool {
        let need = FullCount::new();
        if !self.legal_steps(act).is_empty()
            || !self.quick_turns_with(act, &need).is_empty()
            || self.double_back_with(act, &need)
        {
            return true;
        }
        let me = self.piece(act.piece);
        if !act.used.any
            && self
                .alive(act.piece.side().other())
                .any(|t| t.space == me.space)
        {
            return true;
        }
        if act.used.fired || act.used.exclusive() {
            return false;
        }
        self.shots(act.piece).iter().any(|s| {
            self.loaded(act.piece, s.weapon) && !(s.weapon == Weapon::Missiles && act.used.any)
        })
    }

    /// All legal actions for `seat`.
    pub fn legal(&self, seat: Seat) -> Vec<YoltAction> {
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
                    .map(|toward| YoltAction::Face { piece, toward })
                    .collect()
            }
            Phase::BondToRoll => vec![YoltAction::RollMovement {
                piece: PieceId::Bond,
            }],
            Phase::EnemyToChoose => PieceId::ENEMIES
                .into_iter()
                .enumerate()
                .filter(|&(i, p)| !self.enemy_done[i] && self.piece(p).alive())
                .map(|(_, piece)| YoltAction::RollMovement { piece })
                .collect(),
            Phase::Moving { activation } => self.activation_actions(activation),
            Phase::Dodge { .. } => vec![YoltAction::Dodge],
            Phase::Over => Vec::new(),
        }
    }
}
