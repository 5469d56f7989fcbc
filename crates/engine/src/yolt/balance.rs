//! The status-sheet numbers and the self-play figures that chose them, published on the rules
//! page. Measured with `qbranch ladder --game yolt` or the `yolt_balance` example; each batch's
//! command is in its `method`.

use serde::Serialize;

use super::sheet::StatusSheet;
use crate::ai::ladder::{LadderCell, Published};

/// One measured batch of games.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    /// Who played whom.
    pub matchup: &'static str,
    pub games: u32,
    pub bond_wins: u32,
    pub enemy_wins: u32,
    pub ties: u32,
    /// How it was measured.
    pub method: &'static str,
}

/// The sheet these figures are for.
pub const SHEET: StatusSheet = StatusSheet::STANDARD;

/// Self-play results for the reconstructed sheet ([`StatusSheet::STANDARD`]). Every computer
/// decision used its full iteration budget (no clock), so the figures do not depend on how busy
/// the machine was.
pub const MEASURED: &[Measured] = &[
    Measured {
        matchup: "easy computer vs easy computer",
        games: 400,
        bond_wins: 202,
        enemy_wins: 197,
        ties: 1,
        method: "rules version 4: qbranch ladder --game yolt --pairings easy-easy --games 400 \
                 --seed 1 --max-actions 3000 (Bond 50.5 %, 95 % interval 45.6-55.4 %; the game \
                 without a winner, a tie or stopped at 3000 actions, counts as a tie)",
    },
    Measured {
        matchup: "normal computer vs normal computer",
        games: 200,
        bond_wins: 93,
        enemy_wins: 107,
        ties: 0,
        method: "rules version 4: qbranch ladder --game yolt --pairings normal-normal --games 200 \
                 --seed 1 --max-actions 3000 --threads 1 (Bond 46.5 %, 95 % interval \
                 39.7-53.4 %)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 200,
        bond_wins: 183,
        enemy_wins: 12,
        ties: 5,
        method: "rules version 4: qbranch ladder --game yolt --pairings normal-random --games 400 \
                 --seed 1 --max-actions 3000 (the 200 games with the computer as Bond; 5 reached \
                 3000 actions without a winner)",
    },
    Measured {
        matchup: "random Bond vs the normal computer as Enemy",
        games: 200,
        bond_wins: 0,
        enemy_wins: 200,
        ties: 0,
        method: "rules version 4: qbranch ladder --game yolt --pairings normal-random --games 400 \
                 --seed 1 --max-actions 3000 (the 200 games with the computer as Enemy)",
    },
];

/// How the sheet was tuned, in our own words.
pub const METHOD: &str = "We started from a guess (6 hits for Bond, 3 per helicopter), which \
    Bond won every time, and moved boxes toward the Enemy until equal computer players split the \
    games about evenly. Bond keeps a fourth hit box: with three, a random Enemy's stray long-range \
    hits downed a good Bond pilot about one game in ten. Version 3's second Force in a turn took \
    Bond to 58.75 % of 400 equal games; a seventh hit box per helicopter brought him back to \
    51.25 % (22 Enemy machine-gun boxes instead of 18 gave 54.25 %). The computer thinks as much \
    for the Enemy's turn as for Bond's: its thinking is shared among the helicopters still \
    flying, since Bond has only himself to fly. Without that, the normal Enemy won about two \
    games in three against the normal Bond.";

/// The level ladder as measured (Bond is seat 1, the Enemy seat 2).
const LADDER: &[LadderCell] = &[
    LadderCell {
        players: 2,
        pairing: "hard-normal",
        games: 100,
        strong_wins_by_seat: &[26, 34],
        weak_wins: 40,
        method: "qbranch ladder --game yolt --games 100 --seed 1 --max-actions 3000 \
                 --pairings hard-normal --threads 1 (60.0 %, 95 % interval 50.2-69.1 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-easy",
        games: 200,
        strong_wins_by_seat: &[66, 74],
        weak_wins: 60,
        method: "qbranch ladder --game yolt --games 200 --seed 1 --max-actions 3000 \
                 --pairings normal-easy (70.0 %, 95 % interval 63.3-75.9 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-random",
        games: 400,
        strong_wins_by_seat: &[183, 200],
        weak_wins: 12,
        method: "qbranch ladder --game yolt --pairings normal-random --games 400 --seed 1 \
                 --max-actions 3000 (97.0 % of the 395 games won, 95 % interval 94.8-98.3 %; 5 \
                 reached 3000 actions)",
    },
];

/// What the rules page shows of the computer's levels (the equal-level games are in
/// [`MEASURED`]).
pub const PUBLISHED: Published = Published {
    ladder: LADDER,
    seat_shares: &[],
    band_points: 5.0,
};
