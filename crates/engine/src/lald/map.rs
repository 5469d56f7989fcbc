//! The reconstructed Live and Let Die map, as data (the printed board is not reproduced). Our
//! own design on an 11 × 16 inch landscape board, coordinates in tenths of an inch: the bayou
//! is two channels circling a wooded island (an outer ring and an inner ring joined by
//! slanting cuts), a river lagoon in the upper right, and the river running down the right
//! edge to End in the lower right; the dotted canal in the lower right leads from the river
//! back into the bayou. Arrowed Quick Turn lines cut sharply between the channels; green Jump
//! lines cross spits of land.

use std::sync::OnceLock;

use crate::chase::line_graph::LineGraph;

use serde::{Deserialize, Serialize};

use crate::chase::{ChaseMap, ForwardRule, LineDef, LineKind, Passage, Point, SpaceDef, SpaceId};

use LaldLine::{Canal, Jump, Normal, QuickTurn};

/// The kinds of line on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LaldLine {
    /// Blue: move and fire.
    Normal,
    /// The dotted blue canal in the lower right: identical to a Normal line.
    Canal,
    /// Blue with an arrowhead, drawn from tail (`a`) to head (`b`): moving the way the arrow
    /// points needs a Quick Turn, the other way is an ordinary move; fire only against the
    /// arrow.
    QuickTurn,
    /// Green: move only by a Jump action; never fire.
    Jump,
}

impl LineKind for LaldLine {
    /// Live and Let Die records nothing about a space but where it is and its label.
    type Space = ();
    fn directed(self) -> bool {
        self == QuickTurn
    }
    fn passage(self, with_arrow: bool) -> Passage {
        match self {
            Normal | Canal => Passage::Free,
            QuickTurn => {
                if with_arrow {
                    Passage::Special
                } else {
                    Passage::Free
                }
            }
            Jump => Passage::Special,
        }
    }
    fn carries_fire(self, with_arrow: bool) -> bool {
        match self {
            Normal | Canal => true,
            QuickTurn => !with_arrow,
            Jump => false,
        }
    }
}

impl LaldLine {
    pub fn name(self) -> &'static str {
        match self {
            Normal => "normal",
            Canal => "canal",
            QuickTurn => "quick_turn",
            Jump => "jump",
        }
    }
}

/// A boat goes straight on when the turn onto the next line is at most 70°; a Quick Turn or a
/// Jump may turn up to 130° (anything sharper needs a Double Back).
pub const FORWARD: ForwardRule = ForwardRule::new(70.0, 130.0);

/// Board size in tenths of an inch (landscape).
pub const BOARD: (i16, i16) = (160, 110);

/// Live and Let Die has no levels or stacking limits; the shared space record carries these
/// neutral values, which no Live and Let Die rule reads.
const fn sp(x: i16, y: i16, label: Option<&'static str>) -> SpaceDef<()> {
    SpaceDef {
        at: Point::new(x, y),
        kind: (),
        label,
    }
}

const fn ln(a: SpaceId, b: SpaceId, kind: LaldLine) -> LineDef<LaldLine> {
    LineDef { a, b, kind }
}

pub const SPACES: &[SpaceDef<()>] = &[
    sp(109, 56, None),         // 0
    sp(108, 65, None),         // 1
    sp(105, 73, None),         // 2
    sp(100, 81, Some("C")),    // 3
    sp(94, 88, None),          // 4
    sp(86, 93, None),          // 5
    sp(78, 98, None),          // 6
    sp(68, 100, None),         // 7
    sp(58, 101, None),         // 8
    sp(48, 100, None),         // 9
    sp(38, 98, None),          // 10
    sp(30, 93, None),          // 11
    sp(22, 88, None),          // 12
    sp(16, 81, None),          // 13
    sp(11, 73, None),          // 14
    sp(8, 65, None),           // 15
    sp(7, 56, None),           // 16
    sp(8, 47, None),           // 17
    sp(11, 39, Some("Bond")),  // 18
    sp(16, 31, None),          // 19
    sp(22, 24, None),          // 20
    sp(30, 19, None),          // 21
    sp(38, 14, None),          // 22
    sp(48, 12, None),          // 23
    sp(58, 11, None),          // 24
    sp(68, 12, None),          // 25
    sp(78, 14, Some("A")),     // 26
    sp(86, 19, None),          // 27
    sp(94, 24, None),          // 28
    sp(100, 31, None),         // 29
    sp(105, 39, None),         // 30
    sp(108, 47, None),         // 31
    sp(89, 59, Some("D")),     // 32
    sp(86, 66, None),          // 33
    sp(81, 73, None),          // 34
    sp(74, 78, None),          // 35
    sp(65, 81, None),          // 36
    sp(55, 82, None),          // 37
    sp(46, 80, None),          // 38
    sp(37, 75, None),          // 39
    sp(31, 69, None),          // 40
    sp(28, 62, None),          // 41
    sp(27, 53, None),          // 42
    sp(30, 46, None),          // 43
    sp(35, 39, None),          // 44
    sp(42, 34, None),          // 45
    sp(51, 31, None),          // 46
    sp(61, 30, None),          // 47
    sp(70, 32, None),          // 48
    sp(79, 37, None),          // 49
    sp(85, 43, None),          // 50
    sp(88, 50, None),          // 51
    sp(154, 39, None),         // 52
    sp(149, 47, None),         // 53
    sp(142, 51, None),         // 54
    sp(132, 52, Some("B")),    // 55
    sp(124, 48, None),         // 56
    sp(119, 41, None),         // 57
    sp(118, 33, None),         // 58
    sp(123, 25, None),         // 59
    sp(130, 21, None),         // 60
    sp(140, 20, None),         // 61
    sp(148, 24, None),         // 62
    sp(153, 31, None),         // 63
    sp(155, 58, None),         // 64
    sp(155, 70, None),         // 65
    sp(151, 81, None),         // 66
    sp(143, 90, None),         // 67
    sp(131, 101, Some("End")), // 68
    sp(127, 89, None),         // 69
    sp(111, 93, None),         // 70
];

pub const LINES: &[LineDef<LaldLine>] = &[
    ln(0, 1, Normal),
    ln(1, 2, Normal),
    ln(2, 3, Normal),
    ln(3, 4, Normal),
    ln(4, 5, Normal),
    ln(5, 6, Normal),
    ln(6, 7, Normal),
    ln(7, 8, Normal),
    ln(8, 9, Normal),
    ln(9, 10, Normal),
    ln(10, 11, Normal),
    ln(11, 12, Normal),
    ln(12, 13, Normal),
    ln(13, 14, Normal),
    ln(14, 15, Normal),
    ln(15, 16, Normal),
    ln(16, 17, Normal),
    ln(17, 18, Normal),
    ln(18, 19, Normal),
    ln(19, 20, Normal),
    ln(20, 21, Normal),
    ln(21, 22, Normal),
    ln(22, 23, Normal),
    ln(23, 24, Normal),
    ln(24, 25, Normal),
    ln(25, 26, Normal),
    ln(26, 27, Normal),
    ln(27, 28, Normal),
    ln(28, 29, Normal),
    ln(29, 30, Normal),
    ln(30, 31, Normal),
    ln(31, 0, Normal),
    ln(32, 33, Normal),
    ln(33, 34, Normal),
    ln(34, 35, Normal),
    ln(35, 36, Normal),
    ln(36, 37, Normal),
    ln(37, 38, Normal),
    ln(38, 39, Normal),
    ln(39, 40, Normal),
    ln(40, 41, Normal),
    ln(41, 42, Normal),
    ln(42, 43, Normal),
    ln(43, 44, Normal),
    ln(44, 45, Normal),
    ln(45, 46, Normal),
    ln(46, 47, Normal),
    ln(47, 48, Normal),
    ln(48, 49, Normal),
    ln(49, 50, Normal),
    ln(50, 51, Normal),
    ln(51, 32, Normal),
    ln(2, 35, Normal),
    ln(4, 36, Normal),
    ln(8, 39, Normal),
    ln(18, 45, Normal),
    ln(20, 46, Normal),
    ln(24, 49, Normal),
    ln(52, 53, Normal),
    ln(53, 54, Normal),
    ln(54, 55, Normal),
    ln(55, 56, Normal),
    ln(56, 57, Normal),
    ln(57, 58, Normal),
    ln(58, 59, Normal),
    ln(59, 60, Normal),
    ln(60, 61, Normal),
    ln(61, 62, Normal),
    ln(62, 63, Normal),
    ln(63, 52, Normal),
    ln(0, 58, Normal),
    ln(1, 57, Normal),
    ln(28, 59, Normal),
    ln(31, 59, Normal),
    ln(53, 64, Normal),
    ln(64, 65, Normal),
    ln(65, 66, Normal),
    ln(66, 67, Normal),
    ln(67, 68, Normal),
    ln(67, 69, Canal),
    ln(69, 70, Canal),
    ln(70, 5, Canal),
    ln(11, 40, QuickTurn),
    ln(27, 50, QuickTurn),
    ln(5, 36, QuickTurn),
    ln(39, 9, QuickTurn),
    ln(49, 25, QuickTurn),
    ln(39, 41, Jump),
    ln(31, 58, Jump),
];

/// The map, built once.
pub fn map() -> &'static ChaseMap<LaldLine> {
    static MAP: OnceLock<ChaseMap<LaldLine>> = OnceLock::new();
    MAP.get_or_init(|| ChaseMap::new(SPACES, LINES))
}

/// The map's ordinary forward moves, for the movement search, built once.
pub fn moves() -> &'static LineGraph {
    static MOVES: OnceLock<LineGraph> = OnceLock::new();
    MOVES.get_or_init(|| crate::chase::movement::free_moves(map(), &FORWARD))
}

/// The space carrying a printed mark ("A" … "D", "Bond", "End").
pub fn start(label: &str) -> SpaceId {
    map()
        .labelled(label)
        .unwrap_or_else(|| panic!("the map marks {label}"))
}

/// The End space (found once: movement asks for it at every step it searches).
pub fn end_space() -> SpaceId {
    static END: OnceLock<SpaceId> = OnceLock::new();
    *END.get_or_init(|| start("End"))
}

/// Fewest steps from every space to End along any lines (ignoring facing): the AI's measure
/// of how far Bond still has to go.
pub fn distance_to_end() -> &'static [u8] {
    static D: OnceLock<Vec<u8>> = OnceLock::new();
    D.get_or_init(|| {
        let m = map();
        let mut d = vec![u8::MAX; m.len()];
        let end = end_space();
        d[usize::from(end)] = 0;
        let mut q = std::collections::VecDeque::from([end]);
        while let Some(s) = q.pop_front() {
            for l in m.links(s) {
                if d[usize::from(l.to)] == u8::MAX {
                    d[usize::from(l.to)] = d[usize::from(s)] + 1;
                    q.push_back(l.to);
                }
            }
        }
        d
    })
}

impl super::game::Lald {
    /// While Bond is being pointed, the spaces he may face whose way to End is shortest
    /// ([`distance_to_end`]), in space order; empty at any other time.
    pub fn toward_end(&self) -> Vec<SpaceId> {
        use super::piece::PieceId;
        use super::state::Phase;
        if self.phase != Phase::Setup || self.next_to_face() != Some(PieceId::Bond) {
            return Vec::new();
        }
        let d = distance_to_end();
        let towards: Vec<SpaceId> = crate::chase::setup::choices(self, map())
            .into_iter()
            .filter(|&(p, _)| p == PieceId::Bond)
            .map(|(_, t)| t)
            .collect();
        let best = towards.iter().map(|&t| d[usize::from(t)]).min();
        towards
            .into_iter()
            .filter(|&t| Some(d[usize::from(t)]) == best)
            .collect()
    }
}
