//! The machinery the Bond board games played on a network of spaces share (You Only Live
//! Twice, Live and Let Die): the map graph, pieces that face along the line they last moved,
//! forward-only movement, forward ranges for gunfire and stacking limits; the Action Summary
//! the dice are read off, their odds, the turn sequence with its Enemy phase and lost turns,
//! and the hit boxes. One concept per file; every game supplies its own data (map, summary
//! rows, line kinds) and what truly differs.
//!
//! * [`geometry`] — board coordinates and turn angles.
//! * [`line`] — the [`LineKind`] trait a game implements for its own kinds of line.
//! * [`arrow`] — directed (one-way) lines: their arrows, and arrowheads for drawing.
//! * [`line_graph`] — directed lines as indices, with the lines onward from each, for searches.
//! * [`map`] — spaces (position, label and the game's own space data) and lines: the [`ChaseMap`].
//! * [`movement`] — the full-count movement search, with each game's stopping rule.
//! * [`route`] — the destinations one run of steps reaches, flown in one action.
//! * [`facing`] — a piece's heading, stored as a directed pair of spaces.
//! * [`forward`] — which lines count as "straight on" from a facing.
//! * [`range`] — ranges counted along fire lines, forward or in any direction.
//! * [`stacking`] — how many pieces a space may hold at the end of a move.
//! * [`validate`] — map checks: reachability, no trapping heading, unambiguous angles.
//! * [`piece`] — the five pieces, their sides and their state on the board.
//! * [`summary`] — the Action Summary: rows of actions read off a dice roll.
//! * [`odds`] — exact odds of a roll, a chained roll and the Movement line.
//! * [`state`] — the state, one type [`Chase`] over each game's [`Rules`].
//! * [`phase`] — where a game stands: the same decisions in both games.
//! * [`setup`] — pointing the pieces before the first turn.
//! * [`turns`] — the turn sequence: Bond's turn, the Enemy phase, lost turns sat out.
//! * [`event`] — the events the turn sequence writes.
//! * [`rulings`] — the rulings both games share.
//! * [`sheet`] — hit boxes.
//! * [`label`] — action labels worded alike.
//! * [`explain`] — the Hint's reasons worded alike.
//! * [`game`] — the parts of `impl Game` both games share.
//! * [`ai`] — the computer's judgement of a map: costs to a goal by heading, and reach.

pub mod ai;
pub mod arrow;
pub mod event;
pub mod explain;
pub mod facing;
pub mod forward;
pub mod game;
pub mod geometry;
pub mod label;
pub mod line;
pub mod line_graph;
pub mod map;
pub mod movement;
pub mod odds;
pub mod phase;
pub mod piece;
pub mod range;
pub mod route;
pub mod rulings;
pub mod setup;
pub mod sheet;
pub mod stacking;
pub mod state;
pub mod summary;
pub mod turns;
pub mod validate;

pub use arrow::{one_way, Arrow};
pub use event::ChaseEvent;
pub use facing::Facing;
pub use forward::ForwardRule;
pub use geometry::Point;
pub use line::{LineKind, Passage};
pub use map::{ChaseMap, LineDef, Link, SpaceDef, SpaceId};
pub use phase::{Acting, Phase};
pub use state::{Chase, Rules};
pub use turns::Turns;
