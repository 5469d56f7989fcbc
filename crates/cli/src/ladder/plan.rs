//! What a ladder run plays: its cells (game × table size × pairing) and, for each cell, its
//! games (which deal, and where the stronger level sits).

use qbranch_engine::ai::{Controller, Level};
use qbranch_engine::{GameId, Seat};

/// Who plays a cell's games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pairing {
    /// One seat at `strong`, every other seat at `weak`; the strong seat moves round the table
    /// from game to game.
    Versus { strong: Level, weak: Controller },
    /// Every seat at the same level (the balance table).
    Equal(Level),
}

/// The pairings a run plays unless `--pairings` names others.
pub const DEFAULT_PAIRINGS: &str = "hard-normal,normal-easy,normal-random,easy-easy,normal-normal";

/// A controller's name in a pairing ("random", "easy", …).
fn name(c: Controller) -> &'static str {
    match c {
        Controller::Computer { level } => level.name(),
        Controller::Random | Controller::Human => "random",
    }
}

/// How strong a controller is, for ordering a pairing's two sides.
fn rank(c: Controller) -> u8 {
    match c {
        Controller::Random | Controller::Human => 0,
        Controller::Computer { level: Level::Easy } => 1,
        Controller::Computer {
            level: Level::Normal,
        } => 2,
        Controller::Computer { level: Level::Hard } => 3,
    }
}

fn controller(s: &str) -> Result<Controller, String> {
    if s == "random" {
        return Ok(Controller::Random);
    }
    Level::parse(s)
        .map(|level| Controller::Computer { level })
        .ok_or_else(|| format!("bad level '{s}': use random, easy, normal or hard"))
}

impl Pairing {
    /// "hard-normal": the stronger side first; "normal-normal": equal levels.
    pub fn parse(s: &str) -> Result<Pairing, String> {
        let (a, b) = s.split_once('-').ok_or_else(|| {
            format!("bad pairing '{s}': write it as stronger-weaker, e.g. hard-normal")
        })?;
        let (a, b) = (controller(a)?, controller(b)?);
        match (a, rank(a).cmp(&rank(b))) {
            (Controller::Computer { level }, std::cmp::Ordering::Equal) => {
                Ok(Pairing::Equal(level))
            }
            (Controller::Computer { level }, std::cmp::Ordering::Greater) => Ok(Pairing::Versus {
                strong: level,
                weak: b,
            }),
            _ => Err(format!(
                "bad pairing '{s}': name the stronger side first, and a computer level for it"
            )),
        }
    }

    pub fn name(self) -> String {
        match self {
            Pairing::Versus { strong, weak } => format!("{}-{}", strong.name(), name(weak)),
            Pairing::Equal(level) => format!("{0}-{0}", level.name()),
        }
    }

    /// The controllers of game `index` of a cell at a table of `players`, and the stronger
    /// seat (none at equal levels).
    pub fn seats(self, players: usize, index: usize) -> (Vec<Controller>, Option<Seat>) {
        match self {
            Pairing::Versus { strong, weak } => {
                let seat = index % players;
                let mut seats = vec![weak; players];
                seats[seat] = Controller::Computer { level: strong };
                (seats, Some(seat))
            }
            Pairing::Equal(level) => (vec![Controller::Computer { level }; players], None),
        }
    }

    /// The deal of game `index`: with a strong seat, one deal is played with the strong level
    /// in each seat in turn (so a seat's luck is the same for every level).
    pub fn deal(self, players: usize, index: usize) -> u64 {
        match self {
            Pairing::Versus { .. } => (index / players) as u64,
            Pairing::Equal(_) => index as u64,
        }
    }
}

/// One cell of the ladder.
#[derive(Clone, Copy, Debug)]
pub struct Cell {
    pub game: GameId,
    pub players: usize,
    pub pairing: Pairing,
}

/// One game to play: its cell (an index into the run's cells) and its index in that cell.
#[derive(Clone, Copy, Debug)]
pub struct Job {
    pub cell: usize,
    pub index: usize,
}

/// Every game of the run, cell by cell.
pub fn jobs(cells: &[Cell], games: usize) -> Vec<Job> {
    (0..cells.len())
        .flat_map(|cell| (0..games).map(move |index| Job { cell, index }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairings_read_stronger_side_first() {
        assert_eq!(
            Pairing::parse("normal-random").unwrap(),
            Pairing::Versus {
                strong: Level::Normal,
                weak: Controller::Random
            }
        );
        assert_eq!(
            Pairing::parse("easy-easy").unwrap(),
            Pairing::Equal(Level::Easy)
        );
        assert!(Pairing::parse("easy-hard").is_err());
        assert!(Pairing::parse("random-random").is_err());
        assert!(Pairing::parse("hard").is_err());
        for p in DEFAULT_PAIRINGS.split(',') {
            assert_eq!(Pairing::parse(p).unwrap().name(), p);
        }
    }

    #[test]
    fn the_strong_seat_moves_round_the_table_over_the_same_deals() {
        let p = Pairing::parse("hard-normal").unwrap();
        let strong: Vec<_> = (0..6).map(|i| p.seats(3, i).1).collect();
        assert_eq!(
            strong,
            [Some(0), Some(1), Some(2), Some(0), Some(1), Some(2)]
        );
        let deals: Vec<_> = (0..6).map(|i| p.deal(3, i)).collect();
        assert_eq!(deals, [0, 0, 0, 1, 1, 1]);
        let (seats, _) = p.seats(3, 4);
        assert_eq!(seats[1], Controller::Computer { level: Level::Hard });
        assert_eq!(
            seats[0],
            Controller::Computer {
                level: Level::Normal
            }
        );
    }
}
