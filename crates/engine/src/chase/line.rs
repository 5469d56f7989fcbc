//! Kinds of line. Each game names its own kinds and says, through [`LineKind`], how pieces may
//! move and fire along them; the chase machinery never hard-codes a game's line types.

use std::fmt::Debug;

/// How a piece may travel along a line in one direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Passage {
    /// An ordinary move, when the line lies ahead of the piece.
    Free,
    /// Only with a special manoeuvre (a Quick Turn in You Only Live Twice, a Jump in Live and
    /// Let Die); the game decides what that manoeuvre needs.
    Special,
    /// Never (a line that only carries gunfire).
    Never,
}

/// A game's kinds of line.
pub trait LineKind: Copy + Debug + PartialEq + Eq + 'static {
    /// What the game records about a space besides its position and label (for example You
    /// Only Live Twice's levels and double spaces; `()` when nothing).
    type Space: Copy + Debug + PartialEq + 'static;
    /// True when the line has a direction (drawn with an arrow from its first space to its
    /// second).
    fn directed(self) -> bool;
    /// How a piece travels along the line; `with_arrow` is false when a directed line is
    /// travelled against its arrow (always true for undirected lines).
    fn passage(self, with_arrow: bool) -> Passage;
    /// True when ranged fire may be traced along the line in that direction.
    fn carries_fire(self, with_arrow: bool) -> bool;
}
