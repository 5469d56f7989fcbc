//! Reusable chase-map machinery for the Bond board games played on a network of spaces
//! (You Only Live Twice, Live and Let Die): a map graph of spaces joined by lines, pieces that
//! face along the line they last moved, forward-only movement, forward ranges for gunfire and
//! stacking limits. One concept per file; every game supplies its own data and line kinds.
//!
//! * [`geometry`] — board coordinates and turn angles.
//! * [`line`] — the [`LineKind`] trait a game implements for its own kinds of line.
//! * [`arrow`] — directed (one-way) lines: their arrows, and arrowheads for drawing.
//! * [`line_graph`] — directed lines as indices, with the lines onward from each, for searches.
//! * [`map`] — spaces (position, label and the game's own space data) and lines: the [`ChaseMap`].
//! * [`movement`] — the full-count movement search, with each game's stopping rule.
//! * [`facing`] — a piece's heading, stored as a directed pair of spaces.
//! * [`forward`] — which lines count as "straight on" from a facing.
//! * [`range`] — ranges counted along fire lines, forward or in any direction.
//! * [`stacking`] — how many pieces a space may hold at the end of a move.
//! * [`validate`] — map checks: reachability, no trapping heading, unambiguous angles.

pub mod arrow;
pub mod facing;
pub mod forward;
pub mod geometry;
pub mod line;
pub mod line_graph;
pub mod map;
pub mod movement;
pub mod piece;
pub mod range;
pub mod stacking;
pub mod validate;

pub use arrow::{one_way, Arrow};
pub use facing::Facing;
pub use forward::ForwardRule;
pub use geometry::Point;
pub use line::{LineKind, Passage};
pub use map::{ChaseMap, LineDef, Link, SpaceDef, SpaceId};
