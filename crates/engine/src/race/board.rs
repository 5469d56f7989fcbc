//! The reconstructed board: every space, how spaces are linked, and where they are drawn.
//!
//! The printed board is lost, so this one is ours (marked "reconstructed" in the content):
//! four rings round a central lake, built with four-fold rotational symmetry so that every
//! base is exactly as far from the island and from the cars as every other.
//!
//! * the aerial ring (outer, blue): eight airports, clockwise London, Rome, Cairo, Karachi,
//!   Peking, Tokyo, New York, Reykjavik (the bases are London, Cairo, Peking, New York);
//! * the car circuit (green): 24 points, per quarter `C` (base) · `H` · junction · `C` (car) ·
//!   junction · `H`; every airport has a thick black line to its `C`, every junction a thick
//!   black line to the shore;
//! * the lake shore (yellow): 12 points, the four `B` points facing the island's gates;
//! * the lake (a mid-lake point per crossing for swimmers) and the island: four gates and the
//!   centre.
//!
//! Angles are measured clockwise from north; drawing coordinates are in a 1000 × 1000 viewBox.

use std::fmt;
use std::sync::OnceLock;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Number of spaces on the board.
pub const SPACES: usize = 53;
/// Airports on the aerial ring.
pub const AIRPORTS: usize = 8;
/// Points on the car circuit.
pub const GREEN: usize = 24;
/// Points on the lake shore.
pub const SHORE: usize = 12;

const FIRST_GREEN: u8 = 8;
const FIRST_SHORE: u8 = 32;
const FIRST_LAKE: u8 = 44;
const FIRST_GATE: u8 = 48;
const CENTRE: u8 = 52;

/// Airport names in ring order (clockwise from the north-west).
pub const AIRPORT_NAMES: [&str; AIRPORTS] = [
    "London",
    "Rome",
    "Cairo",
    "Karachi",
    "Peking",
    "Tokyo",
    "New York",
    "Reykjavik",
];

/// The four island gates (and the B point, mid-lake point and boat facing each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gate {
    North,
    East,
    South,
    West,
}

impl Gate {
    pub const ALL: [Gate; 4] = [Gate::North, Gate::East, Gate::South, Gate::West];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Gate {
        Gate::ALL[i % 4]
    }
    pub fn name(self) -> &'static str {
        ["North", "East", "South", "West"][self.index()]
    }
    pub fn letter(self) -> &'static str {
        ["n", "e", "s", "w"][self.index()]
    }
}

/// The four bases a player may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Base {
    London,
    Cairo,
    Peking,
    NewYork,
}

impl Base {
    pub const ALL: [Base; 4] = [Base::London, Base::Cairo, Base::Peking, Base::NewYork];

    /// The base's airport (its starting circle and its home).
    pub fn space(self) -> Space {
        Space::airport(2 * self as usize)
    }
    pub fn name(self) -> &'static str {
        AIRPORT_NAMES[2 * self as usize]
    }
}

/// What a green point is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GreenRole {
    /// A `C` point, joined to an airport by a thick black line (cars start on four of them).
    C,
    /// An `H` helicopter point, facing one `B` point.
    H,
    /// A junction joined to the shore by a thick black line.
    Junction,
}

/// What a space is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Airport(usize),
    Green(usize),
    Shore(usize),
    Lake(Gate),
    Gate(Gate),
    Centre,
}

/// A space on the board (serialised as its readable id, e.g. `"air:london"`, `"c3"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Space(pub u8);

impl Space {
    pub const CENTRE: Space = Space(CENTRE);

    pub fn airport(i: usize) -> Space {
        Space((i % AIRPORTS) as u8)
    }
    pub fn green(k: usize) -> Space {
        Space(FIRST_GREEN + (k % GREEN) as u8)
    }
    pub fn shore(j: usize) -> Space {
        Space(FIRST_SHORE + (j % SHORE) as u8)
    }
    pub fn b(g: Gate) -> Space {
        Space::shore(3 * g.index())
    }
    pub fn lake(g: Gate) -> Space {
        Space(FIRST_LAKE + g.index() as u8)
    }
    pub fn gate(g: Gate) -> Space {
        Space(FIRST_GATE + g.index() as u8)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn all() -> impl Iterator<Item = Space> {
        (0..SPACES as u8).map(Space)
    }

    pub fn kind(self) -> Kind {
        let i = self.0;
        match i {
            0..FIRST_GREEN => Kind::Airport(i as usize),
            FIRST_GREEN..FIRST_SHORE => Kind::Green((i - FIRST_GREEN) as usize),
            FIRST_SHORE..FIRST_LAKE => Kind::Shore((i - FIRST_SHORE) as usize),
            FIRST_LAKE..FIRST_GATE => Kind::Lake(Gate::from_index((i - FIRST_LAKE) as usize)),
            FIRST_GATE..CENTRE => Kind::Gate(Gate::from_index((i - FIRST_GATE) as usize)),
            _ => Kind::Centre,
        }
    }

    pub fn is_green(self) -> bool {
        matches!(self.kind(), Kind::Green(_))
    }
    pub fn is_island(self) -> bool {
        matches!(self.kind(), Kind::Gate(_) | Kind::Centre)
    }

    /// The role of a green point (`None` off the circuit).
    pub fn green_role(self) -> Option<GreenRole> {
        match self.kind() {
            Kind::Green(k) => Some(match k % 6 {
                0 | 3 => GreenRole::C,
                1 | 5 => GreenRole::H,
                _ => GreenRole::Junction,
            }),
            _ => None,
        }
    }

    /// The gate a `B` point faces (`None` for other spaces).
    pub fn b_gate(self) -> Option<Gate> {
        match self.kind() {
            Kind::Shore(j) if j % 3 == 0 => Some(Gate::from_index(j / 3)),
            _ => None,
        }
    }

    /// The other end of this space's thick black line, if it has one.
    pub fn black_line(self) -> Option<Space> {
        match self.kind() {
            Kind::Airport(i) => Some(Space::green(3 * i)),
            Kind::Green(k) => match k % 6 {
                0 | 3 => Some(Space::airport(k / 3)),
                // A junction at angle a lies 15° from a B point; its line runs to the shore
                // point 30° from that B point (the one next to it on the shore).
                2 => Some(Space::shore(((green_angle(k) + 345) % 360) as usize / 30)),
                4 => Some(Space::shore(((green_angle(k) + 15) % 360) as usize / 30)),
                _ => None,
            },
            Kind::Shore(j) if j % 3 != 0 => {
                // Inverse of the junction lines: shore angle 30j sits 15° from its junction.
                let a = 30 * j as u32;
                let k_for = |angle: u32| ((angle + 360 - 315) % 360 / 15) as usize;
                let cand = [k_for((a + 15) % 360), k_for((a + 345) % 360)];
                cand.into_iter()
                    .map(Space::green)
                    .find(|g| g.black_line() == Some(self))
            }
            _ => None,
        }
    }

    /// The `B` point an `H` point faces, or the two `H` points a `B` point faces.
    pub fn helicopter_links(self) -> Vec<Space> {
        match self.kind() {
            Kind::Green(k) if k % 6 == 1 => {
                vec![Space::shore(((green_angle(k) + 30) % 360) as usize / 30)]
            }
            Kind::Green(k) if k % 6 == 5 => {
                vec![Space::shore(((green_angle(k) + 330) % 360) as usize / 30)]
            }
            Kind::Shore(j) if j % 3 == 0 => (0..GREEN)
                .map(Space::green)
                .filter(|h| h.green_role() == Some(GreenRole::H))
                .filter(|h| h.helicopter_links() == vec![Space::shore(j)])
                .collect(),
            _ => vec![],
        }
    }

    pub fn id(self) -> &'static str {
        &board().spaces[self.index()].id
    }
    pub fn name(self) -> &'static str {
        &board().spaces[self.index()].name
    }
    pub fn from_id(id: &str) -> Option<Space> {
        Space::all().find(|s| s.id() == id)
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Space {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Space {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        Space::from_id(&id).ok_or_else(|| D::Error::custom(format!("no space {id}")))
    }
}

/// Clockwise angle (degrees from north) of green point `k`.
fn green_angle(k: usize) -> u32 {
    ((315 + 15 * k) % 360) as u32
}

/// Drawing data for one space.
#[derive(Clone, Debug, Serialize)]
pub struct SpaceInfo {
    pub id: String,
    pub name: String,
    pub x: f64,
    pub y: f64,
}

/// How two spaces are linked (for drawing and for the rules page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkKind {
    /// An air route (both ways, by Air Travel card).
    Air,
    /// A thick black line (airport ↔ C, junction ↔ shore), no card.
    Line,
    /// One step along the car circuit.
    Road,
    /// H ↔ B, by Helicopter card.
    Helicopter,
    /// One step along the shore.
    Shore,
    /// B ↔ gate by boat (one move).
    Boat,
    /// B ↔ mid-lake ↔ gate, swimming (two turns, Swimming card).
    Swim,
    /// Gate ↔ gate across the island, no card.
    Island,
    /// Gate ↔ centre, by the centre card (in) or a gate card (out).
    Centre,
    /// Centre → any B, by island Helicopter card (one way only).
    IslandHelicopter,
}

/// One link between two spaces.
#[derive(Clone, Debug, Serialize)]
pub struct Link {
    pub from: Space,
    pub to: Space,
    pub kind: LinkKind,
    /// Air routes only: the route number printed on its two cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub route: Option<u8>,
    /// False only for the one-way island helicopter.
    pub both_ways: bool,
}

/// The whole board, built once.
pub struct Board {
    pub spaces: Vec<SpaceInfo>,
    pub links: Vec<Link>,
}

const R_AIR: f64 = 430.0;
const R_GREEN: f64 = 315.0;
const R_SHORE: f64 = 205.0;
const R_LAKE: f64 = 140.0;
const R_GATE: f64 = 72.0;

fn at(radius: f64, angle: f64) -> (f64, f64) {
    let a = angle.to_radians();
    let r = |v: f64| (v * 10.0).round() / 10.0;
    (r(500.0 + radius * a.sin()), r(500.0 - radius * a.cos()))
}

/// The two airports joined by air route `r` (route `2i` joins airport `i` to `i+1`,
/// route `2i+1` joins airport `i` to `i+2`).
pub fn route_ends(r: usize) -> (Space, Space) {
    let i = r / 2;
    let step = if r.is_multiple_of(2) { 1 } else { 2 };
    (Space::airport(i), Space::airport(i + step))
}

/// Number of air routes.
pub const ROUTES: usize = 16;

pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(build)
}

fn build() -> Board {
    let mut spaces = Vec::with_capacity(SPACES);
    for (i, name) in AIRPORT_NAMES.iter().enumerate() {
        let (x, y) = at(R_AIR, 315.0 + 45.0 * i as f64);
        spaces.push(SpaceInfo {
            id: format!("air:{}", name.to_ascii_lowercase().replace(' ', "-")),
            name: name.to_string(),
            x,
            y,
        });
    }
    let (mut c, mut h, mut g) = (0, 0, 0);
    for k in 0..GREEN {
        let (x, y) = at(R_GREEN, green_angle(k) as f64);
        let (id, name) = match k % 6 {
            0 | 3 => {
                c += 1;
                (format!("c{c}"), format!("C{c}"))
            }
            1 | 5 => {
                h += 1;
                (format!("h{h}"), format!("H{h}"))
            }
            _ => {
                g += 1;
                (format!("g{g}"), format!("junction {g}"))
            }
        };
        spaces.push(SpaceInfo { id, name, x, y });
    }
    let mut s = 0;
    for j in 0..SHORE {
        let (x, y) = at(R_SHORE, 30.0 * j as f64);
        let (id, name) = if j % 3 == 0 {
            let gate = Gate::from_index(j / 3);
            (format!("b-{}", gate.letter()), format!("B {}", gate.name()))
        } else {
            s += 1;
            (format!("shore{s}"), format!("shore {s}"))
        };
        spaces.push(SpaceInfo { id, name, x, y });
    }
    for gate in Gate::ALL {
        let (x, y) = at(R_LAKE, 90.0 * gate.index() as f64);
        spaces.push(SpaceInfo {
            id: format!("lake-{}", gate.letter()),
            name: format!("the lake ({})", gate.name().to_ascii_lowercase()),
            x,
            y,
        });
    }
    for gate in Gate::ALL {
        let (x, y) = at(R_GATE, 90.0 * gate.index() as f64);
        spaces.push(SpaceInfo {
            id: format!("gate-{}", gate.letter()),
            name: format!("{} Gate", gate.name()),
            x,
            y,
        });
    }
    spaces.push(SpaceInfo {
        id: "centre".into(),
        name: "the centre".into(),
        x: 500.0,
        y: 500.0,
    });
    assert!(spaces.len() == SPACES, "the board has {SPACES} spaces");

    let mut links = Vec::new();
    let mut link = |from: Space, to: Space, kind: LinkKind, route: Option<u8>, both: bool| {
        links.push(Link {
            from,
            to,
            kind,
            route,
            both_ways: both,
        })
    };
    for r in 0..ROUTES {
        let (a, b) = route_ends(r);
        link(a, b, LinkKind::Air, Some(r as u8), true);
    }
    for i in 0..AIRPORTS {
        let a = Space::airport(i);
        link(a, a.black_line().expect("line"), LinkKind::Line, None, true);
    }
    for k in 0..GREEN {
        let p = Space::green(k);
        link(p, Space::green(k + 1), LinkKind::Road, None, true);
        if p.green_role() == Some(GreenRole::Junction) {
            link(p, p.black_line().expect("line"), LinkKind::Line, None, true);
        }
        if p.green_role() == Some(GreenRole::H) {
            for b in p.helicopter_links() {
                link(p, b, LinkKind::Helicopter, None, true);
            }
        }
    }
    for j in 0..SHORE {
        link(
            Space::shore(j),
            Space::shore(j + 1),
            LinkKind::Shore,
            None,
            true,
        );
    }
    for gate in Gate::ALL {
        let (b, l, g) = (Space::b(gate), Space::lake(gate), Space::gate(gate));
        link(b, g, LinkKind::Boat, None, true);
        link(b, l, LinkKind::Swim, None, true);
        link(l, g, LinkKind::Swim, None, true);
        link(g, Space::CENTRE, LinkKind::Centre, None, true);
    }
    for a in 0..4 {
        for b in a + 1..4 {
            link(
                Space::gate(Gate::from_index(a)),
                Space::gate(Gate::from_index(b)),
                LinkKind::Island,
                None,
                true,
            );
        }
    }
    for gate in Gate::ALL {
        link(
            Space::CENTRE,
            Space::b(gate),
            LinkKind::IslandHelicopter,
            None,
            false,
        );
    }
    Board { spaces, links }
}

/// Where the four boats start (one on each `B` point).
pub fn boat_starts() -> [Space; 4] {
    Gate::ALL.map(Space::b)
}

/// Where the four cars start: the `C` points of the four airports that are not bases
/// (Rome, Karachi, Tokyo, Reykjavik), each equally far from the two nearest bases.
pub fn car_starts() -> [Space; 4] {
    [1, 3, 5, 7].map(|i| Space::airport(i).black_line().expect("line"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_round_trip() {
        let mut ids: Vec<_> = Space::all().map(|s| s.id()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), SPACES);
        for s in Space::all() {
            assert_eq!(Space::from_id(s.id()), Some(s));
        }
    }

    #[test]
    fn black_lines_are_symmetric() {
        for s in Space::all() {
            if let Some(t) = s.black_line() {
                assert_eq!(t.black_line(), Some(s), "{s:?} -> {t:?}");
            }
        }
        let n = Space::all().filter(|s| s.black_line().is_some()).count();
        // 8 airports + 8 C, 8 junctions + 8 shore points.
        assert_eq!(n, 32);
    }

    #[test]
    fn every_b_has_two_helicopter_points() {
        for g in Gate::ALL {
            assert_eq!(Space::b(g).helicopter_links().len(), 2);
        }
    }
}
