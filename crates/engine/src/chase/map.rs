//! The map graph: spaces joined by lines of a game's own kinds.

use super::facing::Facing;
use super::geometry::{Point, Vector};
use super::line::{LineKind, Passage};

/// Index of a space in its map.
pub type SpaceId = u8;

/// One space as data. `kind` is the game's own description of a space (You Only Live Twice:
/// its level and how many pieces it holds); the module itself knows only where a space is and
/// what it is labelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpaceDef<S> {
    pub at: Point,
    pub kind: S,
    /// A printed label (a start space such as "A" or "Bond").
    pub label: Option<&'static str>,
}

/// One line as data, from space `a` to space `b` (the arrow's direction for directed kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineDef<K> {
    pub a: SpaceId,
    pub b: SpaceId,
    pub kind: K,
}

/// A line seen from one of its ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Link<K> {
    /// Index of the line in [`ChaseMap::lines`].
    pub line: usize,
    /// The space at the other end.
    pub to: SpaceId,
    pub kind: K,
    /// False when this end leaves a directed line against its arrow.
    pub with_arrow: bool,
    /// Unit direction from this end to the other.
    pub dir: Vector,
}

impl<K: LineKind> Link<K> {
    pub fn passage(&self) -> Passage {
        self.kind.passage(self.with_arrow)
    }
    pub fn carries_fire(&self) -> bool {
        self.kind.carries_fire(self.with_arrow)
    }
}

/// A chase map: spaces, lines and, for each space, the lines that meet there.
#[derive(Clone, Debug)]
pub struct ChaseMap<K: LineKind> {
    pub spaces: Vec<SpaceDef<K::Space>>,
    pub lines: Vec<LineDef<K>>,
    links: Vec<Vec<Link<K>>>,
    /// For each space, the turn (degrees) onto each of its links from each facing along one of
    /// its lines, worked out once: legality and the computer's search ask for them constantly.
    turns: Vec<Vec<TurnRow>>,
}

/// The turns from one facing onto each link of a space, in the order of its links.
#[derive(Clone, Debug)]
struct TurnRow {
    facing: Facing,
    degrees: Vec<f64>,
}

/// The turns from one facing onto each link of one space (see [`ChaseMap::turns_from`]).
pub struct TurnsFrom<'m, K: LineKind> {
    map: &'m ChaseMap<K>,
    here: SpaceId,
    facing: Facing,
    /// The worked-out row, when the facing is along one of the space's lines.
    row: Option<&'m [f64]>,
}

impl<K: LineKind> TurnsFrom<'_, K> {
    /// The turn in degrees onto the `index`-th link.
    pub fn get(&self, index: usize) -> f64 {
        match self.row {
            Some(degrees) => degrees[index],
            None => self
                .map
                .compute_turn(self.facing, self.map.links(self.here)[index].dir),
        }
    }
}

impl<K: LineKind> ChaseMap<K> {
    /// Build a map; panics on a line naming a missing space or joining a space to itself
    /// (map data is static and checked by tests).
    pub fn new(spaces: &[SpaceDef<K::Space>], lines: &[LineDef<K>]) -> Self {
        let mut links: Vec<Vec<Link<K>>> = vec![Vec::new(); spaces.len()];
        for (i, l) in lines.iter().enumerate() {
            let (a, b) = (usize::from(l.a), usize::from(l.b));
            assert!(
                a < spaces.len() && b < spaces.len(),
                "line {i} names a missing space"
            );
            assert!(a != b, "line {i} joins a space to itself");
            let dir = spaces[a].at.to(spaces[b].at).unit();
            links[a].push(Link {
                line: i,
                to: l.b,
                kind: l.kind,
                with_arrow: true,
                dir,
            });
            links[b].push(Link {
                line: i,
                to: l.a,
                kind: l.kind,
                with_arrow: !l.kind.directed(),
                dir: dir.reversed(),
            });
        }
        let mut map = ChaseMap {
            spaces: spaces.to_vec(),
            lines: lines.to_vec(),
            links,
            turns: Vec::new(),
        };
        map.turns = (0..map.spaces.len())
            .map(|here| {
                let here = here as SpaceId;
                let links = map.links(here);
                links
                    .iter()
                    .flat_map(|l| [Facing::arrived(l.to, here), Facing::toward(here, l.to)])
                    .map(|facing| TurnRow {
                        facing,
                        degrees: links
                            .iter()
                            .map(|l| map.compute_turn(facing, l.dir))
                            .collect(),
                    })
                    .collect()
            })
            .collect();
        map
    }

    /// The turn in degrees from `facing` onto a line leaving in direction `dir`.
    fn compute_turn(&self, facing: Facing, dir: Vector) -> f64 {
        facing.heading(self).turn_deg(dir)
    }

    /// The turn in degrees needed to leave `here` along its `index`-th link
    /// (`self.links(here)[index]`) when facing `facing`.
    pub fn turn(&self, here: SpaceId, facing: Facing, index: usize) -> f64 {
        self.turns_from(here, facing).get(index)
    }

    /// The turns from `facing` onto every link of `here`, found once: what `turn` gives for
    /// each index (moves and fire lines ask for all the links of a space in turn).
    pub fn turns_from(&self, here: SpaceId, facing: Facing) -> TurnsFrom<'_, K> {
        TurnsFrom {
            map: self,
            here,
            facing,
            row: self.turns[usize::from(here)]
                .iter()
                .find(|r| r.facing == facing)
                .map(|r| r.degrees.as_slice()),
        }
    }

    pub fn len(&self) -> usize {
        self.spaces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }

    pub fn space(&self, id: SpaceId) -> &SpaceDef<K::Space> {
        &self.spaces[usize::from(id)]
    }

    pub fn at(&self, id: SpaceId) -> Point {
        self.space(id).at
    }

    /// Every line meeting at `id`, seen from `id`.
    pub fn links(&self, id: SpaceId) -> &[Link<K>] {
        &self.links[usize::from(id)]
    }

    /// The spaces joined to `id` by lines a piece may move along freely: where a piece there
    /// may face at setup.
    pub fn free_neighbours(&self, id: SpaceId) -> Vec<SpaceId> {
        let mut v: Vec<SpaceId> = self
            .links(id)
            .iter()
            .filter(|l| l.passage() == Passage::Free)
            .map(|l| l.to)
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// The line from `from` to `to`, seen from `from`, if they are joined.
    pub fn link(&self, from: SpaceId, to: SpaceId) -> Option<&Link<K>> {
        self.links(from).iter().find(|l| l.to == to)
    }

    /// The space carrying `label`.
    pub fn labelled(&self, label: &str) -> Option<SpaceId> {
        self.spaces
            .iter()
            .position(|s| s.label == Some(label))
            .map(|i| i as SpaceId)
    }

    /// Spaces a piece may move to in one step along some line (any passage but `Never`).
    pub fn movement_neighbours(&self, id: SpaceId) -> impl Iterator<Item = &Link<K>> {
        self.links(id)
            .iter()
            .filter(|l| l.passage() != Passage::Never)
    }
}
