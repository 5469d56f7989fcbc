//! Legal actions, with every restriction the rulebook prints.

use std::cell::OnceCell;

use super::action::LaldAction;
use super::cards::{CardDef, CardId, CardKind};
use super::game::Lald;
use super::manoeuvre::Manoeuvre;
use super::map::map;
use super::piece::{PieceId, Side};
use super::state::{Activation, Phase, HAND_LIMIT};
use super::summary::RollAction;
use crate::chase::movement::FullCount;
use crate::chase::{setup, turns};
use crate::core::game::Seat;

impl Lald {
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
        self.activation_actions_like(act, None)
    }

    /// `activation_actions`, or with `only`, just those of `only`'s kind (where
    /// `is_legal_action` looks for it): each kind is listed by the same code either way, and
    /// the kinds not asked for are not worked out at all.
    fn activation_actions_like(
        &self,
        act: &Activation,
        only: Option<&LaldAction>,
    ) -> Vec<LaldAction> {
        use LaldAction as A;
        let wants = |kind: fn(&LaldAction) -> bool| only.is_none_or(kind);
        let side = act.piece.side();
        let need = FullCount::new();
        // Steps and EndMove both need the legal steps: worked out once, when either is asked.
        let steps = OnceCell::new();
        let steps = || steps.get_or_init(|| self.legal_steps(act));
        let mut out: Vec<LaldAction> = Vec::new();
        if wants(|a| matches!(a, A::Step { .. })) {
            out.extend(steps().iter().map(|&to| A::Step { to }));
        }
        for m in Manoeuvre::ALL {
            if only.is_none_or(|a| Manoeuvre::of(a) == Some(m)) {
                for to in self.manoeuvres(act, m, &need) {
                    for card in self.with_cards(side, m.roll()) {
                        out.push(m.action(to, card));
                    }
                }
            }
        }
        if wants(|a| matches!(a, A::DoubleBack { .. })) && self.double_back_with(act, &need) {
            for card in self.with_cards(side, RollAction::DoubleBack) {
                out.push(A::DoubleBack { card });
            }
        }
        if wants(|a| matches!(a, A::Force { .. })) && !act.used.force {
            let here = self.piece(act.piece).space;
            let targets: Vec<PieceId> = self
                .alive(side.other())
                .filter(|t| t.space == here)
                .map(|t| t.id)
                .collect();
            for target in targets {
                for card in self.with_cards(side, RollAction::Force) {
                    out.push(A::Force { target, card });
                }
            }
        }
        if wants(|a| matches!(a, A::Fire { .. }))
            && side == Side::Enemy
            && !act.used.fire
            && self.range_to_bond(act.piece).is_some()
        {
            for card in self.with_cards(side, RollAction::Fire) {
                out.push(A::Fire { card });
            }
        }
        if wants(|a| matches!(a, A::PlayCard { .. })) {
            let mut seen: Vec<&'static CardDef> = Vec::new();
            for &card in self.hand(side) {
                let d = card.def();
                if !d.side.allows(side) || seen.contains(&d) {
                    continue;
                }
                seen.push(d);
                match d.kind {
                    CardKind::Speed { .. } | CardKind::Hex => {
                        out.push(A::PlayCard { card, target: None })
                    }
                    CardKind::Roadblock => {
                        for e in self.alive(Side::Enemy) {
                            out.push(A::PlayCard {
                                card,
                                target: Some(e.id),
                            });
                        }
                    }
                    _ => {}
                }
            }
        }
        if wants(|a| matches!(a, A::EndMove)) && self.may_end_move_after(act, steps()) {
            out.push(A::EndMove);
        }
        out
    }

    /// True when the active piece has anything to do besides ending its move: whether
    /// `activation_actions` lists more than EndMove, asked without listing every action (each
    /// question stops at its first yes). Every action ends with this question.
    pub fn has_options(&self, act: &Activation) -> bool {
        let side = act.piece.side();
        let need = FullCount::new();
        if self.can_step(act)
            || Manoeuvre::ALL
                .iter()
                .any(|&m| !self.manoeuvres(act, m, &need).is_empty())
            || self.double_back_with(act, &need)
        {
            return true;
        }
        if !act.used.force {
            let here = self.piece(act.piece).space;
            if self.alive(side.other()).any(|t| t.space == here) {
                return true;
            }
        }
        if side == Side::Enemy && !act.used.fire && self.range_to_bond(act.piece).is_some() {
            return true;
        }
        self.hand(side).iter().any(|card| {
            let d = card.def();
            d.side.allows(side)
                && match d.kind {
                    CardKind::Speed { .. } | CardKind::Hex => true,
                    CardKind::Roadblock => self.alive(Side::Enemy).next().is_some(),
                    _ => false,
                }
        })
    }

    /// All legal actions for `seat`: [`Lald::search_legal`], then the routes moved in one go.
    pub fn legal(&self, seat: Seat) -> Vec<LaldAction> {
        let mut out = self.search_legal(seat);
        if let (Phase::Moving { .. }, false) = (&self.phase, out.is_empty()) {
            let routes = self.routes().into_iter();
            out.extend(routes.map(|path| LaldAction::Fly { path }));
        }
        out
    }

    /// The legal actions but the routes, which only join steps the list holds: what the
    /// computer searches (a prefix of [`Lald::legal`]).
    pub fn search_legal(&self, seat: Seat) -> Vec<LaldAction> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Setup => setup::choices(self, map())
                .into_iter()
                .map(|(piece, toward)| LaldAction::Face { piece, toward })
                .collect(),
            Phase::BondToRoll | Phase::EnemyToChoose => turns::to_roll(self)
                .into_iter()
                .map(|piece| LaldAction::RollMovement { piece })
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
                        ids.sort();
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

    /// `legal(seat).contains(action)`, listing only the active piece's actions of `action`'s
    /// kind (the movement search is most of a decision's cost, and only steps and EndMove
    /// need it in full). The other decisions list few actions: those are listed.
    pub fn is_legal_action(&self, seat: Seat, action: &LaldAction) -> bool {
        match &self.phase {
            Phase::Moving { activation } if self.seat_to_act() == Some(seat) => match action {
                LaldAction::Fly { path } => self.routes().contains(path),
                _ => self
                    .activation_actions_like(activation, Some(action))
                    .contains(action),
            },
            _ => self.legal(seat).contains(action),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::rng::Rng;

    /// `has_options` answers exactly whether `activation_actions` offers more than EndMove,
    /// at every decision of random games.
    #[test]
    fn has_options_agrees_with_the_listed_actions() {
        let mut moving = 0;
        for seed in 1..=40u64 {
            let setup = Lald::setup_for_players(2).expect("setup");
            let mut g = Lald::new(&setup, seed).expect("new");
            let mut rng = Rng::new(seed);
            while let Some(seat) = g.to_act() {
                if let Phase::Moving { activation } = &g.phase {
                    moving += 1;
                    let listed = g.activation_actions(activation);
                    assert_eq!(
                        g.has_options(activation),
                        listed.iter().any(|a| *a != LaldAction::EndMove),
                        "seed {seed}: {listed:?}"
                    );
                }
                let legal = g.legal_actions(seat);
                let a = rng.choose(&legal).expect("a legal action").clone();
                g.apply_unchecked(seat, &a).expect("legal");
            }
        }
        assert!(moving > 1_000, "only {moving} movement decisions checked");
    }
}
