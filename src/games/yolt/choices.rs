//! What You Only Live Twice's actions are on the screen: where they act on the map, their
//! buttons' groups and order (the best shots first), and who each Force result falls on.

use qbranch_engine::chase::piece::PieceId;
use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::{Weapon, YoltAction, YoltView};

use super::geom::compass;
use crate::games::chase::choices::{Aim, Button, Group, OnBoard};
use crate::games::Choice;

/// What an action does on the map.
pub fn on_board(a: &YoltAction) -> OnBoard {
    match *a {
        YoltAction::Step { to } => OnBoard::Step(to),
        YoltAction::Fly { ref path } => match path.last() {
            Some(&to) => OnBoard::Route {
                to,
                spaces: path.len(),
            },
            None => OnBoard::Other,
        },
        YoltAction::Face { piece, toward } => OnBoard::Face { piece, toward },
        YoltAction::RollMovement { piece } => OnBoard::Roll(piece),
        _ => OnBoard::Other,
    }
}

/// The piece a shot or a Force aims at.
pub fn target_of(a: &YoltAction) -> Option<PieceId> {
    match *a {
        YoltAction::Fire { target, .. } | YoltAction::Force { target } => Some(target),
        _ => None,
    }
}

pub fn group_title(g: Group) -> &'static str {
    match g {
        Group::Roll => "Movement",
        Group::Select => "Which helicopter flies next",
        Group::Face => "Initial facing",
        Group::Dodge => "Dodge",
        Group::Manoeuvre => "Manoeuvres",
        Group::Fire => "Fire combat",
        Group::Force => "Force",
        Group::End => "Finish",
        Group::Cards => "Cards",
        Group::Draw => "Draw",
    }
}

/// The space a piece is in.
pub fn piece_space(view: &YoltView, id: PieceId) -> Option<SpaceId> {
    view.pieces
        .iter()
        .find(|p| p.id == id)
        .and_then(|p| p.space)
}

/// A facing's words: the action's, and the compass direction it points the piece in.
pub fn facing_label(from: Option<SpaceId>, toward: SpaceId, label: &str) -> String {
    match from {
        Some(from) => format!("{label} ({})", compass(from, toward)),
        None => label.to_string(),
    }
}

/// Every choice that is not a forward step or a route, as a button (facings and helicopter choices are
/// both tappable and listed).
pub fn buttons(choices: &[Choice<YoltAction>], view: &YoltView) -> Vec<Button<YoltAction>> {
    let mut out: Vec<Button<YoltAction>> = choices
        .iter()
        .filter_map(|c| {
            let (group, aim, label) = match c.action {
                YoltAction::Step { .. } | YoltAction::Fly { .. } => return None,
                YoltAction::Face { piece, toward } => {
                    let from = piece_space(view, piece);
                    let label = facing_label(from, toward, &c.label);
                    (Group::Face, Aim::Space(toward), label)
                }
                YoltAction::RollMovement {
                    piece: PieceId::Bond,
                } => (Group::Roll, Aim::Nothing, c.label.clone()),
                YoltAction::RollMovement { piece } => {
                    (Group::Select, Aim::Pick(piece), c.label.clone())
                }
                YoltAction::QuickTurn { to } => (Group::Manoeuvre, Aim::Space(to), c.label.clone()),
                YoltAction::DoubleBack => (Group::Manoeuvre, Aim::Nothing, c.label.clone()),
                YoltAction::Fire { target, .. } => {
                    (Group::Fire, Aim::Piece(target), c.label.clone())
                }
                YoltAction::Force { target } => (Group::Force, Aim::Piece(target), c.label.clone()),
                YoltAction::Dodge => (Group::Dodge, Aim::Nothing, c.label.clone()),
                YoltAction::EndMove => (Group::End, Aim::Nothing, c.label.clone()),
            };
            let mut choice = c.clone();
            if let YoltAction::Force { target } = c.action {
                name_force_results(&mut choice, view, target);
            }
            Some(Button::new(group, label, choice, aim))
        })
        .collect();
    // Stable: the engine's order within a group (weapons in sheet order, targets A–D); shots
    // best first.
    out.sort_by_key(|b| {
        let best_first = match b.group {
            Group::Fire => u32::MAX - first_chance_in_1000(b),
            _ => 0,
        };
        (b.group, best_first, weapon_order(&b.choice.action))
    });
    out
}

/// The chance of a button's first (white) result, in thousandths: a shot's chance to hit.
pub fn first_chance_in_1000(b: &Button<YoltAction>) -> u32 {
    b.choice
        .odds
        .as_ref()
        .and_then(|o| o.outcomes.first())
        .map(|o| (o.chance.value() * 1000.0).round() as u32)
        .unwrap_or(0)
}

/// Shots below this chance (in thousandths) fold under "Other shots".
pub const LONG_SHOT_IN_1000: u32 = 300;

/// A Force's results fall on two pieces: the target's Force Dodge (its white and gray results)
/// or, when the Force fails, the forcing piece itself. Name who each result is for.
fn name_force_results(choice: &mut Choice<YoltAction>, view: &YoltView, target: PieceId) {
    let Some(actor) = view.turn.as_ref().map(|t| t.piece) else {
        return;
    };
    let Some(odds) = choice.odds.as_mut() else {
        return;
    };
    if odds.outcomes.len() != 3 {
        return;
    }
    for (i, o) in odds.outcomes.iter_mut().enumerate() {
        let who = if i < 2 { target } else { actor };
        o.label = format!("{}: {}", who.name(), o.label);
    }
}

fn weapon_order(a: &YoltAction) -> usize {
    match a {
        YoltAction::Fire { weapon, .. } => {
            Weapon::ALL.iter().position(|w| w == weapon).unwrap_or(0)
        }
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chase::choices::{assert_setup_facings, legal_choices, taps, TapKind};
    use crate::games::chase::Chase;
    use qbranch_engine::yolt::{Yolt, YoltSetup};
    use qbranch_engine::Game;

    #[test]
    fn setup_facings_are_taps_and_buttons() {
        let (t, b) = assert_setup_facings(&Yolt::new(&YoltSetup::default(), 7).unwrap());
        // The label names a compass direction, on the space and on the button alike.
        assert!(b[0].label.ends_with(')'));
        assert_eq!(t[0].label, b[0].label);
    }

    /// A Force button says whose result is whose (the target's dodge, or the forcing piece).
    #[test]
    fn force_results_name_their_piece() {
        let mut g = Yolt::new(&YoltSetup::default(), 5).unwrap();
        for _ in 0..20_000 {
            let Some(seat) = g.to_act() else {
                g = Yolt::new(&YoltSetup::default(), g.turns.round as u64 + 99).unwrap();
                continue;
            };
            let c = legal_choices(&g);
            let v = g.view(None);
            if let Some(b) = Yolt::buttons(&c, &v)
                .into_iter()
                .find(|b| b.group == Group::Force)
            {
                let YoltAction::Force { target } = b.choice.action else {
                    unreachable!()
                };
                let actor = v.turn.as_ref().unwrap().piece;
                let labels: Vec<String> = b
                    .choice
                    .odds
                    .unwrap()
                    .outcomes
                    .into_iter()
                    .map(|o| o.label)
                    .collect();
                assert_eq!(labels.len(), 3);
                assert!(labels[0].starts_with(target.name()));
                assert!(labels[1].starts_with(target.name()));
                assert!(labels[2].starts_with(actor.name()));
                return;
            }
            // Wander: steps and rolls only, so pieces meet.
            let a = c
                .iter()
                .find(|x| {
                    !matches!(
                        x.action,
                        YoltAction::Fire { .. }
                            | YoltAction::DoubleBack
                            | YoltAction::QuickTurn { .. }
                    )
                })
                .unwrap_or(&c[0])
                .action
                .clone();
            g.apply(seat, &a).unwrap();
        }
        panic!("no Force came up");
    }

    /// Play facings and the first movement roll: steps and routes become taps, never buttons,
    /// and every other action is a button.
    #[test]
    fn steps_are_taps_other_actions_buttons() {
        let mut g = Yolt::new(&YoltSetup::default(), 3).unwrap();
        let mut checked = false;
        for _ in 0..200 {
            let Some(seat) = g.to_act() else { break };
            let c = legal_choices(&g);
            let v = g.view(None);
            let t = taps::<Yolt>(&c, &v);
            let b = Yolt::buttons(&c, &v);
            let steps = c
                .iter()
                .filter(|x| matches!(x.action, YoltAction::Step { .. } | YoltAction::Fly { .. }))
                .count();
            let faces_or_selects = t
                .iter()
                .filter(|t| !matches!(t.kind, TapKind::Step | TapKind::Route))
                .count();
            assert_eq!(t.len() - faces_or_selects, steps);
            assert_eq!(b.len(), c.len() - steps);
            if steps > 0 {
                checked = true;
            }
            let a = c[0].action.clone();
            g.apply(seat, &a).unwrap();
        }
        assert!(checked);
    }
}
