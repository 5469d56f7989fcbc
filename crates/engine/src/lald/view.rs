//! What one seat may see: the whole board, its own hand (the other hand and the deck only as
//! counts), and, when it is that seat's decision, every legal action with its exact odds
//! (one entry per card that could be played with it). [`board`] gives the drawing data.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::action::LaldAction;
use super::cards::CardId;
use super::game::Lald;
use super::map::{map, LaldLine};
use super::piece::{PieceId, Side};
use super::state::{Pending, Phase, Used};
use crate::chase::{Facing, LineKind, SpaceId};
use crate::core::game::{Game, Outcome, Seat};
use crate::core::odds::Odds;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceView {
    pub id: PieceId,
    pub name: Cow<'static, str>,
    pub side: Side,
    pub space: Option<SpaceId>,
    /// Heading as a directed pair of spaces (draw the bow pointing from `from` to `to`).
    pub facing: Option<Facing>,
    pub crashed: bool,
    pub hits: u8,
    pub lost_turns: u8,
    /// Enemy only: already moved (or sat out) in the current Enemy phase.
    pub done_this_phase: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnView {
    pub piece: PieceId,
    /// The number square.
    pub roll: u8,
    pub remaining: u8,
    pub used: Used,
    /// May stop here (entered a space holding an opposing piece).
    pub met: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    pub name: Cow<'static, str>,
    pub kind: Cow<'static, str>,
    pub effect: Cow<'static, str>,
    /// False for a one-sided card the holder may not play.
    pub playable: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionView {
    pub action: LaldAction,
    pub label: String,
    pub odds: Option<Odds>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LaldView {
    pub seat: Option<Seat>,
    /// `setup`, `bond_to_roll`, `enemy_to_choose`, `moving`, `dodge`, `draw` or `over`.
    pub phase: Cow<'static, str>,
    pub facing_next: Option<PieceId>,
    pub turn: Option<TurnView>,
    pub pending: Option<Pending>,
    pub number_square: Option<u8>,
    pub pieces: Vec<PieceView>,
    /// This seat's hand (`None` for a spectator).
    pub hand: Option<Vec<CardView>>,
    /// Cards in each hand (Bond, Enemy).
    pub hand_sizes: [usize; 2],
    pub deck_count: usize,
    /// Cards played face up, oldest first.
    pub discard_face_up: Vec<CardId>,
    /// Cards discarded face down to make room.
    pub discard_face_down: usize,
    /// Voodoo Hexes waiting for Bond's next roll.
    pub hexes: u8,
    pub round: u32,
    pub to_act: Option<Seat>,
    /// This seat's legal actions with odds (empty unless it is this seat's decision).
    pub actions: Vec<ActionView>,
    pub outcome: Option<Outcome>,
    /// While Bond is being pointed: the spaces he may face that lie on a shortest way to End
    /// (fewest steps along any lines; empty at every other time).
    pub toward_end: Vec<SpaceId>,
}

/// One space for drawing.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpaceView {
    pub id: SpaceId,
    pub x: i16,
    pub y: i16,
    pub label: Option<&'static str>,
}

/// One line for drawing; a directed line (Quick Turn) points from `a` to `b`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineView {
    pub a: SpaceId,
    pub b: SpaceId,
    pub kind: LaldLine,
    pub directed: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardView {
    pub width: i16,
    pub height: i16,
    pub spaces: Vec<SpaceView>,
    pub lines: Vec<LineView>,
}

/// The board as drawing data.
pub fn board() -> BoardView {
    let m = map();
    BoardView {
        width: super::map::BOARD.0,
        height: super::map::BOARD.1,
        spaces: m
            .spaces
            .iter()
            .enumerate()
            .map(|(i, s)| SpaceView {
                id: i as SpaceId,
                x: s.at.x,
                y: s.at.y,
                label: s.label,
            })
            .collect(),
        lines: m
            .lines
            .iter()
            .map(|l| LineView {
                a: l.a,
                b: l.b,
                kind: l.kind,
                directed: l.kind.directed(),
            })
            .collect(),
    }
}

fn card_view(c: CardId, side: Side) -> CardView {
    let d = c.def();
    CardView {
        id: c,
        name: d.name.into(),
        kind: d.kind.group().into(),
        effect: d.effect.into(),
        playable: d.side.allows(side),
    }
}

impl Lald {
    pub(crate) fn build_view(&self, seat: Option<Seat>) -> LaldView {
        let activation = self.activation();
        let hidden: usize = self.cards.unseen.iter().map(Vec::len).sum();
        let face_up: Vec<CardId> = self
            .cards
            .discard
            .iter()
            .copied()
            .filter(|c| !self.cards.unseen.iter().any(|u| u.contains(c)))
            .collect();
        let mine = seat.map(|s| {
            let side = Side::of_seat(s);
            let mut h: Vec<CardId> = self.hand(side).to_vec();
            h.sort();
            h.into_iter().map(|c| card_view(c, side)).collect()
        });
        let actions = match seat {
            Some(s) if self.seat_to_act() == Some(s) => self
                .legal(s)
                .into_iter()
                .map(|a| ActionView {
                    label: self.label(&a),
                    odds: self.action_odds(s, &a),
                    action: a,
                })
                .collect(),
            _ => Vec::new(),
        };
        LaldView {
            seat,
            phase: self.phase.name().into(),
            facing_next: match self.phase {
                Phase::Setup => self.next_to_face(),
                _ => None,
            },
            turn: activation.map(|a| TurnView {
                piece: a.piece,
                roll: a.roll,
                remaining: a.remaining,
                used: a.used,
                met: a.met,
            }),
            pending: match &self.phase {
                Phase::Dodge { pending, .. } => Some(*pending),
                _ => None,
            },
            number_square: activation.map(|a| a.roll),
            pieces: self
                .pieces
                .iter()
                .map(|p| PieceView {
                    id: p.id,
                    name: p.id.name().into(),
                    side: p.id.side(),
                    space: p.space,
                    facing: p.facing,
                    crashed: !p.alive(),
                    hits: p.hits,
                    lost_turns: p.lost_turns,
                    done_this_phase: self.turns.done_this_phase(p.id),
                })
                .collect(),
            hand: mine,
            hand_sizes: [self.cards.hands[0].len(), self.cards.hands[1].len()],
            deck_count: self.cards.deck.len(),
            discard_face_up: face_up,
            discard_face_down: hidden,
            hexes: self.cards.hexes,
            round: self.turns.round,
            to_act: self.seat_to_act(),
            actions,
            outcome: self.outcome.clone(),
            toward_end: self.toward_end(),
        }
    }
}
