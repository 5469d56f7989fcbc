//! What Live and Let Die's actions are on the screen: where they act on the map, their
//! buttons' groups, and one button per card variant, right under its plain action.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::lald::{CardId, LaldAction, LaldView, PieceId};

use crate::games::chase::choices::{Aim, Button, CardMark, Group, OnBoard};
use crate::games::Choice;

/// What an action does on the map.
pub fn on_board(a: &LaldAction) -> OnBoard {
    match *a {
        LaldAction::Step { to } => OnBoard::Step(to),
        LaldAction::Fly { ref path } => route(path),
        LaldAction::Face { piece, toward } => OnBoard::Face { piece, toward },
        LaldAction::RollMovement { piece } => OnBoard::Roll(piece),
        _ => OnBoard::Other,
    }
}

/// A route's last space and its count of spaces.
fn route(path: &[SpaceId]) -> OnBoard {
    match path.last() {
        Some(&to) => OnBoard::Route {
            to,
            spaces: path.len(),
        },
        None => OnBoard::Other,
    }
}

/// The piece a shot or a Force aims at (Enemy boats only ever fire at Bond).
pub fn target_of(a: &LaldAction) -> Option<PieceId> {
    match *a {
        LaldAction::Fire { .. } => Some(PieceId::Bond),
        LaldAction::Force { target, .. } => Some(target),
        _ => None,
    }
}

pub fn group_title(g: Group) -> &'static str {
    match g {
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

pub fn piece_space(view: &LaldView, id: PieceId) -> Option<SpaceId> {
    view.pieces
        .iter()
        .find(|p| p.id == id)
        .and_then(|p| p.space)
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

/// Every choice but the forward steps and routes, as buttons in their groups; copies of the same card
/// give the same button once.
pub fn buttons(choices: &[Choice<LaldAction>]) -> Vec<Button<LaldAction>> {
    let mut out: Vec<Button<LaldAction>> = Vec::new();
    for c in choices {
        let (group, aim) = match &c.action {
            LaldAction::Step { .. } | LaldAction::Fly { .. } => continue,
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
        let mut b = Button::new(group, c.label.clone(), c.clone(), aim);
        b.card = card_of(&c.action).map(|id| CardMark {
            key: id.key(),
            name: id.def().name,
        });
        out.push(b);
    }
    // Groups in screen order; inside a group the engine's order, each card variant right
    // after its plain action.
    let base = |b: &Button<LaldAction>| -> String {
        match &b.card {
            Some(c) => b
                .label
                .strip_suffix(&format!(" playing {}", c.name))
                .unwrap_or(&b.label)
                .to_string(),
            None => b.label.clone(),
        }
    };
    let order: Vec<String> = out.iter().map(base).collect();
    let first_at = |k: &str| order.iter().position(|o| o == k).unwrap_or(usize::MAX);
    let mut keyed: Vec<(Group, usize, bool, usize, Button<LaldAction>)> = out
        .into_iter()
        .enumerate()
        .map(|(i, b)| {
            let k = first_at(&base(&b));
            (b.group, k, b.card.is_some(), i, b)
        })
        .collect();
    keyed.sort_by_key(|(g, k, c, i, _)| (*g, *k, *c, *i));
    keyed.into_iter().map(|x| x.4).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chase::choices::{assert_setup_facings, legal_choices};
    use qbranch_engine::lald::{Lald, LaldSetup};
    use qbranch_engine::Game;

    #[test]
    fn setup_facings_are_taps_and_buttons() {
        assert_setup_facings(&Lald::new(&LaldSetup::default(), 3).unwrap());
    }

    #[test]
    fn card_variants_follow_their_action() {
        // Play the game forward with the first legal action until a choice offers an action
        // both with and without a card, then check the order.
        let mut g = Lald::new(&LaldSetup::default(), 7).unwrap();
        let mut checked = 0;
        for _ in 0..3000 {
            let Some(seat) = g.to_act() else { break };
            let c = legal_choices(&g);
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

    // A run of more than three card plays shows its first two and folds the rest under
    // "More"; three or fewer all show. Checked on every decision of ten whole games.
    #[test]
    fn a_long_run_of_card_plays_folds_after_its_first_two() {
        use crate::games::chase::choices::runs;
        use crate::games::chase::Chase;
        let (mut long, mut short) = (0, 0);
        for seed in 1..=10 {
            let mut g = Lald::new(&LaldSetup::default(), seed).unwrap();
            for _ in 0..3000 {
                let Some(seat) = g.to_act() else { break };
                let c = legal_choices(&g);
                let b = buttons(&c);
                let groups: Vec<Group> = b.iter().map(|x| x.group).collect();
                for run in runs(&groups) {
                    if groups[run.start] != Group::Cards {
                        continue;
                    }
                    let len = run.len();
                    let folded: Vec<bool> = run
                        .clone()
                        .map(|k| Lald::folds(&b[k], k - run.start, len))
                        .collect();
                    let expected: Vec<bool> = (0..len).map(|i| len > 3 && i >= 2).collect();
                    assert_eq!(folded, expected, "{len} card plays");
                    if len > 3 {
                        long += 1;
                    } else {
                        short += 1;
                    }
                }
                let n = c.len();
                let pick = (g.turn_number() as usize * 7 + n) % n;
                g.apply(seat, &c[pick].action).expect("a legal action");
            }
        }
        assert!(
            long > 0 && short > 0,
            "{long} long runs, {short} short ones"
        );
    }
}
