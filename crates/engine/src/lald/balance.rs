//! Self-play figures for the reconstructed tables, published on the rules page. Measured with
//! `qbranch ladder --game lald`; each batch's command is in its `method`.

use serde::Serialize;

use crate::ai::ladder::{LadderCell, Published};

/// One measured batch of games.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    pub matchup: &'static str,
    pub games: u32,
    pub bond_wins: u32,
    pub enemy_wins: u32,
    pub method: &'static str,
}

/// Self-play results for the tables as they stand (rules version 3). Every computer decision
/// used its full iteration budget (no clock), so the figures depend only on the seeds.
pub const MEASURED: &[Measured] = &[
    Measured {
        matchup: "easy computer vs easy computer",
        games: 200,
        bond_wins: 108,
        enemy_wins: 92,
        method: "qbranch ladder --game lald --pairings easy-easy,normal-normal --games 200 \
                 --seed 1 --max-actions 3000 --threads 1 (Bond 54.0 %, 95 % interval \
                 47.1-60.8 %)",
    },
    Measured {
        matchup: "normal computer vs normal computer",
        games: 200,
        bond_wins: 92,
        enemy_wins: 108,
        method: "qbranch ladder --game lald --pairings easy-easy,normal-normal --games 200 \
                 --seed 1 --max-actions 3000 --threads 1 (Bond 46.0 %, 95 % interval \
                 39.2-52.9 %)",
    },
    Measured {
        matchup: "normal computer as Bond vs a random Enemy",
        games: 100,
        bond_wins: 97,
        enemy_wins: 3,
        method: "qbranch ladder --game lald --pairings normal-random --games 200 --seed 1 \
                 --max-actions 3000 --threads 1 (the 100 games with the computer as Bond)",
    },
    Measured {
        matchup: "random Bond vs the normal computer as Enemy",
        games: 100,
        bond_wins: 1,
        enemy_wins: 99,
        method: "qbranch ladder --game lald --pairings normal-random --games 200 --seed 1 \
                 --max-actions 3000 --threads 1 (the 100 games with the computer as Enemy)",
    },
];

/// How the tables were tuned, in our own words.
pub const METHOD: &str = "The first tables, set by hand from the You Only Live Twice summaries \
    and the rulebook's example (a roll of 4 moves Bond 6 spaces), let Bond simply outrun the \
    boats. We moved his start to the far side of the bayou, slowed him, sped the Enemy boats up \
    and made close-range fire deadlier while keeping long shots poor, so that a boat has to work \
    its way near him. Only Enemy gunfire hits Bond; a Force that gets through slows him \
    instead, costing his next turn unless he dodges it. His Force Dodge sets the balance: white \
    on 2-7, he wins about half the games between equal computers (the table below); white on \
    2-6 he won 47 % of 400 easy and 42 % of 300 normal games, white on 2-8 59 % and 56 %, both \
    outside the 45-55 % we aim for. The computer gives each Enemy boat a whole decision's \
    thinking (each moves every turn; Bond has one boat), and its Bond mixes his own count of \
    his way to End into the judgement both sides share: with less thinking per boat, or with \
    Bond judging by his own count alone, Bond won 56 to 67 % of 200 games between normal \
    computers. Neither side's search weighs a Double Back that would leave the boat no nearer \
    its goal (End for Bond, Bond for a boat): weighing them, it turned Bond round at the start \
    of most games, and the failures cost him whole turns. Without them the easy computer's \
    Bond won 63 % of 200 games between easy computers, so the easy level's Bond judges by the \
    fitted chance alone and an Enemy boat thinks at least 30 iterations.";

/// The level ladder as measured (Bond is seat 1, the Enemy seat 2).
const LADDER: &[LadderCell] = &[
    LadderCell {
        players: 2,
        pairing: "hard-normal",
        games: 100,
        strong_wins_by_seat: &[26, 39],
        weak_wins: 35,
        method: "qbranch ladder --game lald --games 100 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy --threads 1 (65.0 %, 95 % interval \
                 55.3-73.6 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-easy",
        games: 100,
        strong_wins_by_seat: &[35, 33],
        weak_wins: 32,
        method: "qbranch ladder --game lald --games 100 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy --threads 1 (68.0 %, 95 % interval \
                 58.3-76.3 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-random",
        games: 200,
        strong_wins_by_seat: &[97, 99],
        weak_wins: 4,
        method: "qbranch ladder --game lald --games 200 --seed 1 --max-actions 3000 \
                 --pairings normal-random --threads 1 (98.0 %, 95 % interval 95.0-99.2 %)",
    },
];

/// What the rules page shows of the computer's levels (the equal-level games are in
/// [`MEASURED`]).
pub const PUBLISHED: Published = Published {
    ladder: LADDER,
    seat_shares: &[],
    band_points: 5.0,
};
