//! Legal actions, with every restriction of the Action Summaries.

use std::cell::OnceCell;

use super::action::YoltAction;
use super::game::Yolt;
use super::map::map;
use super::piece::{PieceId, Weapon};
use super::state::{Activation, Phase};
use crate::chase::movement::FullCount;
use crate::chase::{setup, turns};
use crate::core::game::Seat;

impl Yolt {
    /// Weapons `piece` has ammo for.
    fn loaded(&self, piece: PieceId, weapon: Weapon) -> bool {
        self.piece(piece).ammo(weapon) > 0
    }

    /// The actions open to the active piece (EndMove included when allowed).
    pub fn activation_actions(&self, act: &Activation) -> Vec<YoltAction> {
        self.activation_actions_like(act, None)
    }

    /// `activation_actions`, or with `only`, just those of `only`'s kind (where
    /// `is_legal_action` looks for it): each kind is listed by the same code either way, and
    /// the kinds not asked for are not worked out at all.
    fn activation_actions_like(
        &self,
        act: &Activation,
        only: Option<&YoltAction>,
    ) -> Vec<YoltAction> {
        use YoltAction as A;
        let wants = |kind: fn(&YoltAction) -> bool| only.is_none_or(kind);
        let mut out = Vec::new();
        let need = FullCount::new();
        // Steps and EndMove both need the legal steps: worked out once, when either is asked.
        let steps = OnceCell::new();
        let steps = || steps.get_or_init(|| self.legal_steps(act));
        if wants(|a| matches!(a, A::Step { .. })) {
            out.extend(steps().iter().map(|&to| A::Step { to }));
        }
        if wants(|a| matches!(a, A::QuickTurn { .. })) {
            out.extend(
                self.quick_turns_with(act, &need)
                    .into_iter()
                    .map(|to| A::QuickTurn { to }),
            );
        }
        if wants(|a| matches!(a, A::DoubleBack)) && self.double_back_with(act, &need) {
            out.push(A::DoubleBack);
        }
        let used = act.used;
        if wants(|a| matches!(a, A::Fire { .. })) && !used.fired && !used.exclusive() {
            for shot in self.shots(act.piece) {
                if !self.loaded(act.piece, shot.weapon) {
                    continue;
                }
                if shot.weapon == Weapon::Missiles && used.any {
                    continue;
                }
                out.push(A::Fire {
                    weapon: shot.weapon,
                    target: shot.target,
                });
            }
        }
        if wants(|a| matches!(a, A::Force { .. })) && used.may_force() {
            let me = self.piece(act.piece);
            for t in self.alive(act.piece.side().other()) {
                if t.space.is_some() && t.space == me.space {
                    out.push(A::Force { target: t.id });
                }
            }
        }
        if wants(|a| matches!(a, A::EndMove)) && self.may_end_move_after(act, steps()) {
            out.push(A::EndMove);
        }
        out
    }

    /// True when the active piece has anything to do besides ending its move (a cheaper
    /// question than listing every action).
    pub fn has_options(&self, act: &Activation) -> bool {
        let need = FullCount::new();
        if self.can_step(act)
            || !self.quick_turns_with(act, &need).is_empty()
            || self.double_back_with(act, &need)
        {
            return true;
        }
        let me = self.piece(act.piece);
        if act.used.may_force()
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

    /// All legal actions for `seat`: [`Yolt::search_legal`], then the routes flown in one go.
    pub fn legal(&self, seat: Seat) -> Vec<YoltAction> {
        let mut out = self.search_legal(seat);
        if let (Phase::Moving { .. }, false) = (&self.phase, out.is_empty()) {
            let routes = self.routes().into_iter();
            out.extend(routes.map(|path| YoltAction::Fly { path }));
        }
        out
    }

    /// The legal actions but the routes, which only join steps the list holds: what the
    /// computer searches (a prefix of [`Yolt::legal`]).
    pub fn search_legal(&self, seat: Seat) -> Vec<YoltAction> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Setup => setup::choices(self, map())
                .into_iter()
                .map(|(piece, toward)| YoltAction::Face { piece, toward })
                .collect(),
            Phase::BondToRoll | Phase::EnemyToChoose => turns::to_roll(self)
                .into_iter()
                .map(|piece| YoltAction::RollMovement { piece })
                .collect(),
            Phase::Moving { activation } => self.activation_actions(activation),
            Phase::Dodge { .. } => vec![YoltAction::Dodge],
            Phase::Draw { .. } | Phase::Over => Vec::new(),
        }
    }

    /// `legal(seat).contains(action)`, listing only the active piece's actions of `action`'s
    /// kind (the movement search and the shots are most of a decision's cost, and a step or
    /// a shot needs only one of them). The other decisions list few actions: those are listed.
    pub fn is_legal_action(&self, seat: Seat, action: &YoltAction) -> bool {
        match &self.phase {
            Phase::Moving { activation } if self.seat_to_act() == Some(seat) => match action {
                YoltAction::Fly { path } => self.routes().contains(path),
                _ => self
                    .activation_actions_like(activation, Some(action))
                    .contains(action),
            },
            _ => self.legal(seat).contains(action),
        }
    }
}
