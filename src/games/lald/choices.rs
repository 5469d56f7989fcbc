//! Sorting the viewer's legal actions into highlighted spaces (taps on the map) and buttons
//! (grouped, each with what it aims at on the board), and one button per card variant.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::lald::{CardId, LaldAction, LaldView, PieceId};

use crate::games::Choice;

/// What a button points at on the board (marked while it is focused or hovered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Nothing,
    Space(SpaceId),
    Piece(PieceId),
}

/// Why a space is highlighted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapKind {
    /// Go one space forward.
    Step,
    /// Setup: point the boat toward this space.
    Face,
    /// Enemy: this boat goes next.
    Select,
}

/// A highlighted space and what tapping it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Tap {
    pub space: SpaceId,
    pub kind: TapKind,
    pub label: String,
    pub action: LaldAction,
}

/// Button groups, in the order the controls list them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Group {
    Roll,
    Select,
    Face,
    Dodge,
    End,
    Fire,
    Manoeuvre,
    Force,
    Cards,
    Draw,
}

impl Group {
    pub fn title(self) -> &'static str {
        match self {
            Group::Roll => "Movement",
            Group::Select => "Which boat goes next",
            Group::Face => "Initial facing",
            Group::Dodge => "Force Dodge",
            Group::End => "Finish",
            Group::Fire => "Fire Attack",
            Group::Manoeuvre => "Manoeuvres",
            Group::Force => "Force",
            Group::Cards => "Play a card",
            Group::Draw => "Draw",
        }
    }
    pub fn class(self) -> &'static str {
        match self {
            Group::Roll => "roll",
            Group::Select => "select",
            Group::Face => "face",
            Group::Dodge => "dodge",
            Group::End => "end",
            Group::Fire => "fire",
            Group::Manoeuvre => "manoeuvre",
            Group::Force => "force",
            Group::Cards => "cards",
            Group::Draw => "draw",
        }
    }
}

/// A control button.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub group: Group,
    pub label: String,
    pub choice: Choice<LaldAction>,
    pub aim: Aim,
    /// The card this variant plays with its action (shown under the plain action).
    pub card: Option<CardId>,
}

fn piece_space(view: &LaldView, id: PieceId) -> Option<SpaceId> {
    view.pieces
        .iter()
        .find(|p| p.id == id)
        .and_then(|p| p.space)
}

/// The highlighted spaces: forward steps, setup facings, and the Enemy boats that may go
/// next (when each is alone among the candidates in its space).
pub fn taps(choices: &[Choice<LaldAction>], view: &LaldView) -> Vec<Tap> {
    let selectable: Vec<(PieceId, SpaceId)> = choices
        .iter()
        .filter_map(|c| match c.action {
            LaldAction::RollMovement { piece } if piece != PieceId::Bond => {
                piece_space(view, piece).map(|s| (piece, s))
            }
            _ => None,
        })
        .collect();
    choices
        .iter()
        .filter_map(|c| match c.action {
            LaldAction::Step { to } => Some(Tap {
                space: to,
                kind: TapKind::Step,
                label: c.label.clone(),
                action: c.action.clone(),
            }),
            LaldAction::Face { toward, .. } => Some(Tap {
                space: toward,
                kind: TapKind::Face,
                label: c.label.clone(),
                action: c.action.clone(),
            }),
            LaldAction::RollMovement { piece } if piece != PieceId::Bond => {
                let s = piece_space(view, piece)?;
                let alone = selectable.iter().filter(|(_, x)| *x == s).count() == 1;
                alone.then(|| Tap {
                    space: s,
                    kind: TapKind::Select,
                    label: c.label.clone(),
                    action: c.action.clone(),
                })
            }
            _ => None,
        })
        .collect()
}

/// The card an action is played with, if any.
pub fn card_of(a: &LaldAction) -> Option<CardId> {
    match a {
        LaldAction::QuickTurn { card, .. }
        | LaldAction::DoubleBack { card }
        | LaldAction::Jump { card, .. }
        | LaldAction::Force { card, .. }
        | LaldAction::Fire { card } => *card,
        _ => None,
    }
}

/// Every choice but the forward steps, as buttons in their groups; copies of the same card
/// give the same button once.
pub fn buttons(choices: &[Choice<LaldAction>]) -> Vec<Button> {
    let mut out: Vec<Button> = Vec::new();
    for c in choices {
        let (group, aim) = match &c.action {
            LaldAction::Step { .. } => continue,
            LaldAction::Face { toward, .. } => (Group::Face, Aim::Space(*toward)),
            LaldAction::RollMovement { piece } if *piece == PieceId::Bond => {
                (Group::Roll, Aim::Nothing)
            }
            LaldAction::RollMovement { piece } => (Group::Select, Aim::Piece(*piece)),
            LaldAction::ForceDodge => (Group::Dodge, Aim::Nothing),
            LaldAction::EndMove => (Group::End, Aim::Nothing),
            LaldAction::Fire { .. } => (Group::Fire, Aim::Piece(PieceId::Bond)),
            LaldAction::QuickTurn { to, .. } | LaldAction::Jump { to, .. } => {
                (Group::Manoeuvre, Aim::Space(*to))
            }
            LaldAction::DoubleBack { .. } => (Group::Manoeuvre, Aim::Nothing),
            LaldAction::Force { target, .. } => (Group::Force, Aim::Piece(*target)),
            LaldAction::PlayCard { target, .. } => {
                (Group::Cards, target.map_or(Aim::Nothing, Aim::Piece))
            }
            LaldAction::Draw | LaldAction::DiscardAndDraw { .. } | LaldAction::NoDraw => {
                (Group::Draw, Aim::Nothing)
            }
        };
        if out.iter().any(|b| b.label == c.label) {
            continue;
        }
        out.push(Button {
            group,
            label: c.label.clone(),
            choice: c.clone(),
            aim,
            card: card_of(&c.action),
        });
    }
    // Groups in screen order; inside a group the engine's order, each card variant right
    // after its plain action.
    let base = |b: &Button| -> String {
        match b.card {
            Some(c) => b
                .label
                .strip_suffix(&format!(" playing {}", c.def().name))
                .unwrap_or(&b.label)
                .to_string(),
            None => b.label.clone(),
        }
    };
    let order: Vec<String> = out.iter().map(base).collect();
    let first_at = |k: &str| order.iter().position(|o| o == k).unwrap_or(usize::MAX);
    let mut keyed: Vec<(Group, usize, bool, usize, Button)> = out
        .into_iter()
        .enumerate()
        .map(|(i, b)| {
            let k = first_at(&base(&b));
            (b.group, k, b.card.is_some(), i, b)
        })
        .collect();
    qbranch_engine::core::sort::sort_by_key(&mut keyed, |(g, k, c, i, _)| (*g, *k, *c, *i));
    keyed.into_iter().map(|x| x.4).collect()
}

/// The fire and Force buttons' targets (ringed on the board).
pub fn targeted(choices: &[Choice<LaldAction>]) -> Vec<PieceId> {
    let mut t: Vec<PieceId> = choices
        .iter()
        .filter_map(|c| match c.action {
            LaldAction::Fire { .. } => Some(PieceId::Bond),
            LaldAction::Force { target, .. } => Some(target),
            _ => None,
        })
        .collect();
    qbranch_engine::core::sort::sort(&mut t);
    t.dedup();
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::lald::{Lald, LaldSetup};
    use qbranch_engine::Game;

    fn choices_of(g: &Lald, seat: usize) -> Vec<Choice<LaldAction>> {
        g.legal_actions(seat)
            .into_iter()
            .map(|a| Choice {
                label: g.describe_action(seat, &a),
                odds: g.action_odds(seat, &a),
                action: a,
            })
            .collect()
    }

    #[test]
    fn setup_facings_are_taps_and_buttons() {
        let g = Lald::new(&LaldSetup::default(), 3).unwrap();
        let seat = g.to_act().unwrap();
        let c = choices_of(&g, seat);
        let v = g.view(Some(seat));
        let t = taps(&c, &v);
        assert!(!t.is_empty());
        assert!(t.iter().all(|t| t.kind == TapKind::Face));
        let b = buttons(&c);
        assert_eq!(b.len(), t.len());
        assert!(b.iter().all(|b| b.group == Group::Face));
    }

    #[test]
    fn card_variants_follow_their_action() {
        // Play the game forward with the first legal action until a choice offers an action
        // both with and without a card, then check the order.
        let mut g = Lald::new(&LaldSetup::default(), 7).unwrap();
        let mut checked = 0;
        for _ in 0..3000 {
            let Some(seat) = g.to_act() else { break };
            let c = choices_of(&g, seat);
            let b = buttons(&c);
            for (i, x) in b.iter().enumerate() {
                if x.card.is_some() {
                    let plain = b[..i].iter().rposition(|y| y.card.is_none());
                    assert!(plain.is_some(), "card variant {} first", x.label);
                    checked += 1;
                }
            }
            let n = c.len();
            let pick = (g.turn_number() as usize * 7 + n) % n;
            g.apply(seat, &c[pick].action).expect("a legal action");
        }
        assert!(checked > 0, "no card variant met in the game");
    }
}
