//! The status-sheet numbers and the self-play figures that chose them, published on the rules
//! page. Measured with
//! `cargo run --release -p qbranch-engine --example yolt_balance -- MODE GAMES LEVEL`.

use serde::Serialize;

use super::sheet::StatusSheet;

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
        bond_wins: 211,
        enemy_wins: 189,
        ties: 0,
        method: "rules version 2: yolt_balance balance 100 easy S for S = 1, 101, 201, 301 \
                 (seeds 1-400; 51, 56, 52, 52 Bond wins per hundred)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 200,
        bond_wins: 192,
        enemy_wins: 7,
        ties: 1,
        method: "rules version 2: yolt_balance random-bond 100 normal S for S = 1000, 1100 \
                 (seeds 1000-1199; 96 and 96 Bond wins per hundred)",
    },
    Measured {
        matchup: "random Bond vs the normal computer as Enemy",
        games: 200,
        bond_wins: 2,
        enemy_wins: 198,
        ties: 0,
        method: "rules version 2: yolt_balance random-enemy 100 normal S for S = 2000, 2100 \
                 (seeds 2000-2199; 100 and 98 Enemy wins per hundred)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy (earlier rules)",
        games: 200,
        bond_wins: 194,
        enemy_wins: 6,
        ties: 0,
        method: "rules version 1: yolt_balance random-bond 100 normal S for S = 1000, 1100 \
                 (seeds 1000-1199)",
    },
];

/// How the sheet was tuned, in our own words.
pub const METHOD: &str = "We started from a guess (6 hits for Bond, 3 per helicopter), which \
    Bond won every time, then moved hit and ammo boxes toward the Enemy and re-ran computer \
    self-play at equal strength until Bond won close to half the games. A random player fires \
    every machine-gun box it has, mostly at long range; a sheet with only 3 boxes for Bond let \
    those stray hits bring down even a good Bond pilot about one game in ten, so Bond got a \
    fourth box and each helicopter a sixth, which keeps the equal-strength games even. The \
    rules fixes of version 2 (a Force no longer ends the move, one-way Quick Turn arrows, the \
    full count on every route, lost turns that do not add up, no stopping in a full space) \
    left the same sheet inside the target: Bond won 52.75 % of 400 equal games. Under version 2 \
    the normal computer as the Enemy beat a random Bond in 198 of 200 games, and as Bond it beat \
    a random Enemy in 96 of the 100 games measured so far.";
