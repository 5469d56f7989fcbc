//! The Action Summary both chase games read their dice off: for each side a Movement line
//! (spaces for each 2d6 total) and rows of actions, each with the totals of its white area
//! (the rest is gray) and what the white and gray results do. The games supply the actions
//! and results (`A`, `E`) and the numbers; reading a roll off a row is done here, once.

use serde::{Deserialize, Serialize};

use super::piece::Side;
use crate::core::odds::prob_2d6_range;
use crate::core::rng::Rng;

/// Range bounds a row applies to (spaces; 0 is the same space).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RangeBand {
    pub min: u8,
    /// `None`: "or longer" / any range.
    pub max: Option<u8>,
}

impl RangeBand {
    pub fn contains(&self, r: u8) -> bool {
        r >= self.min && self.max.is_none_or(|m| r <= m)
    }
}

/// One row of an Action Summary: action `A`, results `E`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row<A, E> {
    pub action: A,
    /// The row's own heading where an action has several ("1-Space Range").
    pub label: &'static str,
    pub range: Option<RangeBand>,
    /// Lowest and highest dice totals of the white area.
    pub white: (u8, u8),
    pub on_white: E,
    pub on_gray: E,
}

/// Two dice rolled on a row, and what they did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Roll<E> {
    pub dice: [u8; 2],
    /// The total fell in the white area.
    pub white: bool,
    pub effect: E,
}

impl<A: Copy, E: Copy> Row<A, E> {
    pub fn is_white(&self, total: u8) -> bool {
        (self.white.0..=self.white.1).contains(&total)
    }

    pub fn effect(&self, total: u8) -> E {
        if self.is_white(total) {
            self.on_white
        } else {
            self.on_gray
        }
    }

    /// The row with its white area widened by a card adding `shift` (Live and Let Die): its
    /// top end moves up by `shift`, never past 12.
    pub fn widened(&self, shift: u8) -> Self {
        Row {
            white: (self.white.0, (self.white.1 + shift).min(12)),
            ..*self
        }
    }

    /// The chance in `[0, 1]` of a white result.
    pub fn white_chance(&self) -> f64 {
        prob_2d6_range(self.white.0, self.white.1)
    }

    /// Roll two dice on this row.
    pub fn roll(&self, rng: &mut Rng) -> Roll<E> {
        let dice = rng.roll_2d6();
        let total = dice[0] + dice[1];
        Roll {
            dice,
            white: self.is_white(total),
            effect: self.effect(total),
        }
    }
}

/// One side's Action Summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Summary<A: 'static, E: 'static> {
    pub side: Side,
    /// Spaces moved for dice totals 2, 3, …, 12.
    pub movement: [u8; 11],
    pub rows: &'static [Row<A, E>],
}

impl<A: Copy + PartialEq, E: Copy> Summary<A, E> {
    /// Spaces to move for a dice total.
    pub fn spaces(&self, total: u8) -> u8 {
        self.movement[usize::from(total - 2)]
    }

    /// Roll two dice on the Movement line: the dice and the spaces they give.
    pub fn roll_movement(&self, rng: &mut Rng) -> ([u8; 2], u8) {
        let dice = rng.roll_2d6();
        (dice, self.spaces(dice[0] + dice[1]))
    }

    /// The row of a roll the rules allow: every such roll has one.
    pub fn expect_row(&self, action: A, range: Option<u8>) -> &'static Row<A, E> {
        self.row(action, range)
            .expect("every legal roll has a summary row")
    }

    /// The row for `action` at `range` (`None` for rows without ranges).
    pub fn row(&self, action: A, range: Option<u8>) -> Option<&'static Row<A, E>> {
        self.rows.iter().find(|r| {
            r.action == action
                && match (r.range, range) {
                    (Some(b), Some(x)) => b.contains(x),
                    (None, _) => true,
                    (Some(_), None) => false,
                }
        })
    }
}

/// A range band from `min` to `max` spaces.
pub const fn band(min: u8, max: u8) -> Option<RangeBand> {
    Some(RangeBand {
        min,
        max: Some(max),
    })
}

/// A range band of `min` spaces or more.
pub const fn from(min: u8) -> Option<RangeBand> {
    Some(RangeBand { min, max: None })
}

/// A row, for the summaries' tables.
pub const fn row<A, E>(
    action: A,
    label: &'static str,
    range: Option<RangeBand>,
    white: (u8, u8),
    on_white: E,
    on_gray: E,
) -> Row<A, E> {
    Row {
        action,
        label,
        range,
        white,
        on_white,
        on_gray,
    }
}
