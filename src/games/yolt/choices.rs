//! Sorting the viewer's legal actions into what the board offers as taps (the highlighted
//! spaces) and what the controls offer as buttons, each with what it aims at on the board.

use qbranch_engine::chase::SpaceId;
use qbranch_engine::yolt::{PieceId, Weapon, YoltAction, YoltView};

use super::geom::compass;
use crate::games::Choice;

/// What a button points at on the board (highlighted while it is focused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Nothing,
    Space(SpaceId),
    /// A target (fire, Force): a crosshair.
    Piece(PieceId),
    /// One's own helicopter to fly next: a gold ring.
    Pick(PieceId),
}

/// Why a space is highlighted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapKind {
    /// Fly one space forward.
    Step,
    /// Setup: point the piece toward this space.
    Face,
    /// Enemy: this helicopter flies next.
    Select,
}

/// A highlighted space and what tapping it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Tap {
    pub space: SpaceId,
    pub kind: TapKind,
    pub label: String,
    pub action: YoltAction,
}

/// Button groups, in the order the controls list them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Group {
    // The order on screen: the likely choices first (issue 11: "End the move" and the best
    // shots on top), long shots last.
    Roll,
    Select,
    Face,
    Dodge,
    End,
    Fire,
    Manoeuvre,
    Force,
}

impl Group {
    pub fn title(self) -> &'static str {
        match self {
            Group::Roll => "Movement",
            Group::Select => "Which helicopter flies next",
            Group::Face => "Initial facing",
            Group::Dodge => "Dodge",
            Group::Manoeuvre => "Manoeuvres",
            Group::Fire => "Fire combat",
            Group::Force => "Force",
            Group::End => "Finish",
        }
    }

    /// The group's CSS class suffix (`choice-…`).
    pub fn class(self) -> &'static str {
        match self {
            Group::Roll => "roll",
            Group::Select => "select",
            Group::Face => "face",
            Group::Dodge => "dodge",
            Group::Manoeuvre => "manoeuvre",
            Group::Fire => "fire",
            Group::Force => "force",
            Group::End => "end",
        }
    }
}

/// A control button.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub group: Group,
    pub label: String,
    pub choice: Choice<YoltAction>,
    pub aim: Aim,
}

fn piece_space(view: &YoltView, id: PieceId) -> Option<SpaceId> {
    view.pieces
        .iter()
        .find(|p| p.id == id)
        .and_then(|p| p.space)
}

/// The highlighted spaces: forward steps, setup facings, and (for the Enemy) the helicopters
/// that may fly next when each sits alone among the candidates in its space.
pub fn taps(choices: &[Choice<YoltAction>], view: &YoltView) -> Vec<Tap> {
    let selectable: Vec<(PieceId, SpaceId)> = choices
        .iter()
        .filter_map(|c| match c.action {
            YoltAction::RollMovement { piece } if piece != PieceId::Bond => {
                piece_space(view, piece).map(|s| (piece, s))
            }
            _ => None,
        })
        .collect();
    choices
        .iter()
        .filter_map(|c| match c.action {
            YoltAction::Step { to } => Some(Tap {
                space: to,
                kind: TapKind::Step,
                label: c.label.clone(),
                action: c.action.clone(),
            }),
            YoltAction::Face { piece, toward } => {
                let label = match piece_space(view, piece) {
                    Some(from) => format!("{} ({})", c.label, compass(from, toward)),
                    None => c.label.clone(),
                };
                Some(Tap {
                    space: toward,
                    kind: TapKind::Face,
                    label,
                    action: c.action.clone(),
                })
            }
            YoltAction::RollMovement { piece } if piece != PieceId::Bond => {
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

/// Every choice that is not a forward step, as a button (facings and helicopter choices are
/// both tappable and listed).
pub fn buttons(choices: &[Choice<YoltAction>], view: &YoltView) -> Vec<Button> {
    let mut out: Vec<Button> = choices
        .iter()
        .filter_map(|c| {
            let (group, aim, label) = match c.action {
                YoltAction::Step { .. } => return None,
                YoltAction::Face { piece, toward } => {
                    let label = match piece_space(view, piece) {
                        Some(from) => format!("{} ({})", c.label, compass(from, toward)),
                        None => c.label.clone(),
                    };
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
            Some(Button {
                group,
                label,
                choice,
                aim,
            })
        })
        .collect();
    // Stable: the engine's order within a group (weapons in sheet order, targets A–D); shots
    // best first.
    qbranch_engine::core::sort::sort_by_key(&mut out, |b| {
        let best_first = match b.group {
            Group::Fire => u32::MAX - first_chance_in_1000(b),
            _ => 0,
        };
        (b.group, best_first, weapon_order(&b.choice.action))
    });
    out
}

/// The chance of a button's first (white) result, in thousandths: a shot's chance to hit.
pub fn first_chance_in_1000(b: &Button) -> u32 {
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

/// Pieces some fire or Force button aims at (marked on the board all the time).
pub fn targeted_pieces(choices: &[Choice<YoltAction>]) -> Vec<PieceId> {
    let mut v: Vec<PieceId> = choices
        .iter()
        .filter_map(|c| match c.action {
            YoltAction::Fire { target, .. } | YoltAction::Force { target } => Some(target),
            _ => None,
        })
        .collect();
    qbranch_engine::core::sort::sort(&mut v);
    v.dedup();
    v
}

/// Spaces a Quick Turn could reach (marked on the board all the time).
pub fn quick_turn_spaces(choices: &[Choice<YoltAction>]) -> Vec<SpaceId> {
    choices
        .iter()
        .filter_map(|c| match c.action {
            YoltAction::QuickTurn { to } => Some(to),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::yolt::{Yolt, YoltSetup};
    use qbranch_engine::Game;

    fn choices_of(g: &Yolt) -> Vec<Choice<YoltAction>> {
        let seat = g.to_act().expect("someone acts");
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
        let g = Yolt::new(&YoltSetup::default(), 7).unwrap();
        let c = choices_of(&g);
        let v = g.view(None);
        let t = taps(&c, &v);
        let b = buttons(&c, &v);
        assert_eq!(t.len(), c.len());
        assert!(t.iter().all(|t| t.kind == TapKind::Face));
        assert_eq!(b.len(), c.len());
        assert!(b.iter().all(|b| b.group == Group::Face));
        // The label names a compass direction.
        assert!(b[0].label.ends_with(')'));
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
            let c = choices_of(&g);
            let v = g.view(None);
            if let Some(b) = buttons(&c, &v)
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

    /// Play facings and the first movement roll: steps become taps, never buttons, and every
    /// other action is a button.
    #[test]
    fn steps_are_taps_other_actions_buttons() {
        let mut g = Yolt::new(&YoltSetup::default(), 3).unwrap();
        let mut checked = false;
        for _ in 0..200 {
            let Some(seat) = g.to_act() else { break };
            let c = choices_of(&g);
            let v = g.view(None);
            let t = taps(&c, &v);
            let b = buttons(&c, &v);
            let steps = c
                .iter()
                .filter(|x| matches!(x.action, YoltAction::Step { .. }))
                .count();
            let faces_or_selects = t.iter().filter(|t| t.kind != TapKind::Step).count();
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
