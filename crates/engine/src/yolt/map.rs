//! The reconstructed You Only Live Twice map, as data. The printed board is not reproduced:
//! this network is our own design on an 11 × 16 inch landscape board (coordinates in tenths of
//! an inch). An outer ring circles the volcano, an inner ring hugs the crater, four spiral
//! approaches join them (two pairs cross, one of each pair on an overpass), a small loop sits
//! in every corner (the Enemy starts A–D), six one-way Quick Turn arrows offer sharp changes of
//! course and seven Vertical Fire lines mark Low spaces lying directly under High ones.

use std::sync::OnceLock;

use crate::chase::line_graph::LineGraph;

use serde::{Deserialize, Serialize};

use crate::chase::{
    one_way, ChaseMap, ForwardRule, LineDef, LineKind, Passage, Point, SpaceDef, SpaceId,
};

use super::space::{Capacity, Level, YoltSpace};
use Capacity::{Double, Single};
use Level::{High, Low};
use YoltLine::{FlightPath, Overpass, QuickTurn, VerticalFire};

/// The four kinds of line on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum YoltLine {
    /// Solid blue: move and fire.
    FlightPath,
    /// Dotted blue: a flight path drawn passing over another; identical in play.
    Overpass,
    /// Yellow with an arrowhead: moving along it, only the way the arrow points, needs a Quick
    /// Turn ("turns along the Quick Turn arrow"); never fire along it.
    QuickTurn,
    /// Yellow arrow from a Low space up to the High space above it: machine-gun fire upward
    /// and Air Mines downward, never movement.
    VerticalFire,
}

impl LineKind for YoltLine {
    type Space = YoltSpace;
    fn directed(self) -> bool {
        matches!(self, QuickTurn | VerticalFire)
    }
    fn passage(self, with_arrow: bool) -> Passage {
        match self {
            FlightPath | Overpass => Passage::Free,
            QuickTurn => one_way(Passage::Special, with_arrow),
            VerticalFire => Passage::Never,
        }
    }
    fn carries_fire(self, _with_arrow: bool) -> bool {
        matches!(self, FlightPath | Overpass)
    }
}

/// A piece flies on when the turn onto the next line is at most 60°; a Quick Turn may turn up
/// to 125° (anything sharper is a reversal, which needs a Double Back).
pub const FORWARD: ForwardRule = ForwardRule::new(60.0, 125.0);

/// Where the movement number is shown: the volcano crater (centre and radius, tenths of an
/// inch). No space lies inside it.
pub const CRATER: (Point, i16) = (Point::new(80, 55), 11);

/// Board size in tenths of an inch (landscape).
pub const BOARD: (i16, i16) = (160, 110);

const fn sp(
    x: i16,
    y: i16,
    level: Level,
    capacity: Capacity,
    label: Option<&'static str>,
) -> SpaceDef<YoltSpace> {
    SpaceDef {
        at: Point::new(x, y),
        kind: YoltSpace { level, capacity },
        label,
    }
}

const fn ln(a: SpaceId, b: SpaceId, kind: YoltLine) -> LineDef<YoltLine> {
    LineDef { a, b, kind }
}

pub const SPACES: &[SpaceDef<YoltSpace>] = &[
    sp(146, 55, High, Double, None),        // 0
    sp(144, 66, High, Single, None),        // 1
    sp(137, 76, High, Single, None),        // 2
    sp(127, 85, High, Double, None),        // 3
    sp(113, 91, Low, Single, None),         // 4
    sp(97, 96, Low, Single, None),          // 5
    sp(80, 97, Low, Single, None),          // 6
    sp(63, 96, Low, Single, None),          // 7
    sp(47, 91, High, Double, None),         // 8
    sp(33, 85, High, Double, None),         // 9
    sp(23, 76, High, Single, None),         // 10
    sp(16, 66, High, Single, None),         // 11
    sp(14, 55, Low, Double, None),          // 12
    sp(16, 44, Low, Single, None),          // 13
    sp(23, 34, Low, Single, None),          // 14
    sp(33, 25, Low, Double, None),          // 15
    sp(47, 19, High, Single, None),         // 16
    sp(63, 14, High, Single, None),         // 17
    sp(80, 13, High, Single, None),         // 18
    sp(97, 14, High, Single, None),         // 19
    sp(113, 19, Low, Double, None),         // 20
    sp(127, 25, Low, Double, None),         // 21
    sp(137, 34, Low, Single, None),         // 22
    sp(144, 44, Low, Single, None),         // 23
    sp(112, 61, Low, Single, None),         // 24
    sp(103, 71, Low, Double, None),         // 25
    sp(89, 76, Low, Double, None),          // 26
    sp(71, 76, High, Single, Some("Bond")), // 27
    sp(57, 71, High, Single, None),         // 28
    sp(48, 61, High, Double, None),         // 29
    sp(48, 49, Low, Single, None),          // 30
    sp(57, 39, Low, Double, None),          // 31
    sp(71, 34, Low, Double, None),          // 32
    sp(89, 34, High, Single, None),         // 33
    sp(103, 39, High, Single, None),        // 34
    sp(112, 49, High, Double, None),        // 35
    sp(132, 72, High, Single, None),        // 36
    sp(111, 78, Low, Single, None),         // 37
    sp(28, 38, Low, Single, None),          // 38
    sp(49, 32, Low, Single, None),          // 39
    sp(68, 90, High, Single, None),         // 40
    sp(88, 85, Low, Single, None),          // 41
    sp(92, 20, Low, Single, None),          // 42
    sp(72, 25, High, Single, None),         // 43
    sp(136, 83, Low, Single, None),         // 44
    sp(143, 88, Low, Single, None),         // 45
    sp(145, 97, Low, Single, None),         // 46
    sp(140, 105, Low, Single, Some("C")),   // 47
    sp(131, 107, Low, Single, None),        // 48
    sp(123, 101, Low, Single, None),        // 49
    sp(121, 92, Low, Single, None),         // 50
    sp(39, 92, High, Single, None),         // 51
    sp(37, 101, High, Single, None),        // 52
    sp(29, 107, High, Single, None),        // 53
    sp(20, 105, High, Single, Some("D")),   // 54
    sp(15, 97, High, Single, None),         // 55
    sp(17, 88, High, Single, None),         // 56
    sp(24, 83, High, Single, None),         // 57
    sp(24, 27, Low, Single, None),          // 58
    sp(17, 22, Low, Single, None),          // 59
    sp(15, 13, Low, Single, None),          // 60
    sp(20, 5, Low, Single, Some("A")),      // 61
    sp(29, 3, Low, Single, None),           // 62
    sp(37, 9, Low, Single, None),           // 63
    sp(39, 18, Low, Single, None),          // 64
    sp(121, 18, High, Single, None),        // 65
    sp(123, 9, High, Single, None),         // 66
    sp(131, 3, High, Single, None),         // 67
    sp(140, 5, High, Single, Some("B")),    // 68
    sp(145, 13, High, Single, None),        // 69
    sp(143, 22, High, Single, None),        // 70
    sp(136, 27, High, Single, None),        // 71
];
pub const LINES: &[LineDef<YoltLine>] = &[
    ln(0, 1, FlightPath),
    ln(1, 2, FlightPath),
    ln(2, 3, FlightPath),
    ln(3, 4, FlightPath),
    ln(4, 5, FlightPath),
    ln(5, 6, FlightPath),
    ln(6, 7, FlightPath),
    ln(7, 8, FlightPath),
    ln(8, 9, FlightPath),
    ln(9, 10, FlightPath),
    ln(10, 11, FlightPath),
    ln(11, 12, FlightPath),
    ln(12, 13, FlightPath),
    ln(13, 14, FlightPath),
    ln(14, 15, FlightPath),
    ln(15, 16, FlightPath),
    ln(16, 17, FlightPath),
    ln(17, 18, FlightPath),
    ln(18, 19, FlightPath),
    ln(19, 20, FlightPath),
    ln(20, 21, FlightPath),
    ln(21, 22, FlightPath),
    ln(22, 23, FlightPath),
    ln(23, 0, FlightPath),
    ln(24, 25, FlightPath),
    ln(25, 26, FlightPath),
    ln(26, 27, FlightPath),
    ln(27, 28, FlightPath),
    ln(28, 29, FlightPath),
    ln(29, 30, FlightPath),
    ln(30, 31, FlightPath),
    ln(31, 32, FlightPath),
    ln(32, 33, FlightPath),
    ln(33, 34, FlightPath),
    ln(34, 35, FlightPath),
    ln(35, 24, FlightPath),
    ln(0, 36, FlightPath),
    ln(36, 37, FlightPath),
    ln(37, 26, FlightPath),
    ln(12, 38, FlightPath),
    ln(38, 39, FlightPath),
    ln(39, 32, FlightPath),
    ln(8, 40, FlightPath),
    ln(40, 41, FlightPath),
    ln(41, 25, Overpass),
    ln(20, 42, FlightPath),
    ln(42, 43, FlightPath),
    ln(43, 31, Overpass),
    ln(3, 44, FlightPath),
    ln(44, 45, FlightPath),
    ln(45, 46, FlightPath),
    ln(46, 47, FlightPath),
    ln(47, 48, FlightPath),
    ln(48, 49, FlightPath),
    ln(49, 50, FlightPath),
    ln(50, 3, FlightPath),
    ln(9, 51, FlightPath),
    ln(51, 52, FlightPath),
    ln(52, 53, FlightPath),
    ln(53, 54, FlightPath),
    ln(54, 55, FlightPath),
    ln(55, 56, FlightPath),
    ln(56, 57, FlightPath),
    ln(57, 9, FlightPath),
    ln(15, 58, FlightPath),
    ln(58, 59, FlightPath),
    ln(59, 60, FlightPath),
    ln(60, 61, FlightPath),
    ln(61, 62, FlightPath),
    ln(62, 63, FlightPath),
    ln(63, 64, FlightPath),
    ln(64, 15, FlightPath),
    ln(21, 65, FlightPath),
    ln(65, 66, FlightPath),
    ln(66, 67, FlightPath),
    ln(67, 68, FlightPath),
    ln(68, 69, FlightPath),
    ln(69, 70, FlightPath),
    ln(70, 71, FlightPath),
    ln(71, 21, FlightPath),
    ln(6, 40, QuickTurn),
    ln(18, 42, QuickTurn),
    ln(26, 40, QuickTurn),
    ln(32, 42, QuickTurn),
    ln(37, 24, QuickTurn),
    ln(39, 30, QuickTurn),
    ln(44, 2, VerticalFire),
    ln(7, 40, VerticalFire),
    ln(64, 16, VerticalFire),
    ln(42, 19, VerticalFire),
    ln(20, 65, VerticalFire),
    ln(22, 71, VerticalFire),
    ln(32, 43, VerticalFire),
];

/// The map, built once.
pub fn map() -> &'static ChaseMap<YoltLine> {
    static MAP: OnceLock<ChaseMap<YoltLine>> = OnceLock::new();
    MAP.get_or_init(|| ChaseMap::new(SPACES, LINES))
}

/// The map's ordinary forward moves, for the movement search, built once.
pub fn moves() -> &'static LineGraph {
    static MOVES: OnceLock<LineGraph> = OnceLock::new();
    MOVES.get_or_init(|| crate::chase::movement::free_moves(map(), &FORWARD))
}

/// The start space with the printed `label` ("A" … "D", "Bond").
pub fn start(label: &str) -> SpaceId {
    map().labelled(label).expect("start spaces are on the map")
}

impl ChaseMap<YoltLine> {
    /// The level of a space.
    pub fn level(&self, id: SpaceId) -> Level {
        self.space(id).kind.level
    }

    /// How many pieces may end a move in a space.
    pub fn capacity(&self, id: SpaceId) -> Capacity {
        self.space(id).kind.capacity
    }
}
