//! The viewer's legal actions sorted into what the map offers as highlighted spaces (taps) and
//! what the controls offer as buttons, each with what it aims at on the map.

use std::ops::Range;

use qbranch_engine::chase::piece::PieceId;
use qbranch_engine::chase::SpaceId;

use super::board::Trace;
use super::Chase;
use crate::games::Choice;
use qbranch_engine::{Seat, Since};

/// What a button points at on the map (marked while it is focused or hovered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Nothing,
    Space(SpaceId),
    /// A target (fire, Force): a crosshair.
    Piece(PieceId),
    /// One's own piece to move next: a gold ring.
    Pick(PieceId),
}

/// What an action does on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnBoard {
    /// Go one space forward.
    Step(SpaceId),
    /// Go along a route of forward steps in one go, to its last space (`spaces` away).
    Route { to: SpaceId, spaces: usize },
    /// Setup: point `piece` toward a space.
    Face { piece: PieceId, toward: SpaceId },
    /// Roll movement for `piece`: the Enemy's choice of who goes next (Bond's own roll too).
    Roll(PieceId),
    /// Anything else: a button only.
    Other,
}

/// Why a space is highlighted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapKind {
    Step,
    /// A route's last space: a move of several steps in one tap.
    Route,
    Face,
    /// Enemy: this piece goes next.
    Select,
}

impl TapKind {
    pub fn class(self) -> &'static str {
        match self {
            TapKind::Step => "tap step",
            TapKind::Route => "tap step route",
            TapKind::Face => "tap face",
            TapKind::Select => "tap select",
        }
    }
}

/// A highlighted space and what tapping it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Tap<A> {
    pub space: SpaceId,
    pub kind: TapKind,
    pub label: String,
    pub action: A,
    /// Its place among the viewer's choices (`data-choice`, where the Hint points).
    pub choice: usize,
    /// How many spaces the move goes (a step or a route), shown on the space.
    pub spaces: Option<usize>,
}

/// Button groups, in the order the controls list them: the likely choices first ("End the
/// move" and the best shots on top), long shots last.
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
    /// The group's class and `data-group`.
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

    /// Its buttons are the ones the player is most often asked for (drawn gold).
    pub fn primary(self) -> bool {
        matches!(self, Group::Roll | Group::Dodge)
    }

    /// Its buttons end something (the move, the turn's draw, a card's play): never a
    /// resting place for the keyboard's focus.
    pub fn last(self) -> bool {
        matches!(self, Group::End | Group::Draw | Group::Cards)
    }
}

/// The card a button's action is played with (Live and Let Die's card variants).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardMark {
    /// `data-card`.
    pub key: String,
    pub name: &'static str,
}

/// A control button.
#[derive(Clone, Debug, PartialEq)]
pub struct Button<A> {
    pub group: Group,
    pub label: String,
    pub choice: Choice<A>,
    pub aim: Aim,
    pub card: Option<CardMark>,
}

impl<A> Button<A> {
    pub fn new(group: Group, label: String, choice: Choice<A>, aim: Aim) -> Self {
        Button {
            group,
            label,
            choice,
            aim,
            card: None,
        }
    }
}

/// The highlighted spaces: forward steps and the ends of the routes flown in one tap (each
/// with its count of spaces), setup facings, and the Enemy pieces that may go next when each
/// sits alone among the candidates in its space.
pub fn taps<G: Chase>(choices: &[Choice<G::Action>], view: &G::View) -> Vec<Tap<G::Action>> {
    let enemy_roll = |c: &Choice<G::Action>| match G::on_board(&c.action) {
        OnBoard::Roll(piece) if piece != PieceId::Bond => Some(piece),
        _ => None,
    };
    let candidates: Vec<SpaceId> = choices
        .iter()
        .filter_map(enemy_roll)
        .filter_map(|p| G::piece_space(view, p))
        .collect();
    choices
        .iter()
        .enumerate()
        .filter_map(|(choice, c)| {
            let mut spaces = None;
            let (space, kind, label) = match G::on_board(&c.action) {
                OnBoard::Step(to) => {
                    spaces = Some(1);
                    (to, TapKind::Step, c.label.clone())
                }
                OnBoard::Route { to, spaces: n } => {
                    spaces = Some(n);
                    (to, TapKind::Route, c.label.clone())
                }
                OnBoard::Face { piece, toward } => {
                    let from = G::piece_space(view, piece);
                    (
                        toward,
                        TapKind::Face,
                        G::facing_label(from, toward, &c.label),
                    )
                }
                OnBoard::Roll(piece) if piece != PieceId::Bond => {
                    let s = G::piece_space(view, piece)?;
                    let alone = candidates.iter().filter(|x| **x == s).count() == 1;
                    if !alone {
                        return None;
                    }
                    (s, TapKind::Select, c.label.clone())
                }
                _ => return None,
            };
            Some(Tap {
                space,
                kind,
                label,
                action: c.action.clone(),
                choice,
                spaces,
            })
        })
        .collect()
}

/// What the recap draws: the moves and shots of every action since the viewer last acted that
/// another seat played (all of them for a spectator), oldest first. The viewer's own action
/// clears it.
pub fn recap_traces<G: Chase>(recap: &[Since<G::Event>], viewer: Option<Seat>) -> Vec<Trace> {
    recap
        .iter()
        .filter(|s| viewer != Some(s.seat))
        .flat_map(|s| s.events.iter().filter_map(G::trace))
        .collect()
}

/// The pieces some fire or Force button aims at, each once.
pub fn targeted<G: Chase>(choices: &[Choice<G::Action>]) -> Vec<PieceId> {
    let mut t: Vec<PieceId> = choices
        .iter()
        .filter_map(|c| G::target_of(&c.action))
        .collect();
    t.sort();
    t.dedup();
    t
}

/// The runs of neighbouring buttons in the same group, as index ranges (each game lists its
/// buttons group by group).
pub fn runs<T: PartialEq>(groups: &[T]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < groups.len() {
        let j = groups[i..]
            .iter()
            .position(|g| *g != groups[i])
            .map_or(groups.len(), |k| i + k);
        out.push(i..j);
        i = j;
    }
    out
}

/// Every legal action of the seat to act, as the shell offers them.
#[cfg(test)]
pub fn legal_choices<G: Chase>(g: &G) -> Vec<Choice<G::Action>> {
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

/// The highlighted spaces and the buttons of one position.
#[cfg(test)]
pub type Offer<A> = (Vec<Tap<A>>, Vec<Button<A>>);

/// At setup every facing is both a highlighted space and a button, and nothing else is on
/// offer; returns the taps and the buttons.
#[cfg(test)]
pub fn assert_setup_facings<G: Chase>(g: &G) -> Offer<G::Action> {
    let c = legal_choices(g);
    let v = g.view(g.to_act());
    let t = taps::<G>(&c, &v);
    let b = G::buttons(&c, &v);
    assert!(!t.is_empty());
    assert_eq!(t.len(), c.len());
    assert!(t.iter().all(|t| t.kind == TapKind::Face));
    assert_eq!(b.len(), c.len());
    assert!(b.iter().all(|b| b.group == Group::Face));
    (t, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_split_a_list_where_its_group_changes() {
        assert_eq!(
            runs(&["roll", "fire", "fire", "end", "fire"]),
            vec![0..1, 1..3, 3..4, 4..5]
        );
        assert_eq!(runs::<u8>(&[]), Vec::<Range<usize>>::new());
    }
}
