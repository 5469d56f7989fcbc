//! Self-play figures for both rule sets, published on the rules pages. Measured with
//! `cargo run --release -p qbranch-engine --example ccg_balance -- MODE VARIANT PLAYERS GAMES
//! SEED` (every computer decision used its level's full iteration budget, no clock, so the
//! figures depend only on the seeds; see the example for how seats and decks rotate).

use crate::ai::ladder::{LadderCell, Published, SeatShares, FAIR_BAND_POINTS};
use crate::registry::GameId;
use serde::Serialize;

/// One measured batch of the normal computer against random players.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    /// `ccg` (Basic Rules) or `ccg-ltk` (Licence to Kill).
    pub game: GameId,
    pub players: u32,
    pub games: u32,
    /// Games the computer won.
    pub wins: u32,
    /// Games a random player won.
    pub losses: u32,
    /// Games drawn (the turn limit).
    pub draws: u32,
    /// Games stopped at the action cap without a result.
    pub unfinished: u32,
    /// Mean milliseconds per computer decision (native, release build; the browser is
    /// several times slower and spreads a decision over animation frames).
    pub mean_ms: f64,
    pub method: &'static str,
}

impl Measured {
    /// The computer's share of the games, in percent.
    pub fn win_pct(&self) -> f64 {
        100.0 * self.wins as f64 / self.games.max(1) as f64
    }
}

/// One prebuilt deck's result in computer-against-computer play.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DeckPoints {
    pub game: GameId,
    /// The prebuilt deck's id.
    pub deck: &'static str,
    /// Games the deck played.
    pub games: u32,
    /// Twice its points: 2 per win, 1 per draw.
    pub points_x2: u32,
    pub method: &'static str,
}

impl DeckPoints {
    /// The deck's points: its share of the games it played (a draw counts half), in percent.
    pub fn points_pct(&self) -> f64 {
        50.0 * self.points_x2 as f64 / self.games.max(1) as f64
    }
}

/// The normal computer against random players (rules version 4). Mean times are wall-clock
/// on a shared two-core machine busy with other work, so they overstate the cost. Every row
/// was measured with the prebuilt decks as they are (those of [`DECK_POINTS`]).
pub const MEASURED: &[Measured] = &[
    Measured {
        game: GameId::Ccg,
        players: 2,
        games: 200,
        wins: 195,
        losses: 5,
        draws: 0,
        unfinished: 0,
        mean_ms: 5.93,
        method: "ccg_balance random basic 2 200 1 (seeds 1-200; a Scene, 25 Plot Points)",
    },
    Measured {
        game: GameId::Ccg,
        players: 3,
        games: 60,
        wins: 60,
        losses: 0,
        draws: 0,
        unfinished: 0,
        mean_ms: 7.43,
        method: "ccg_balance random basic 3 60 1001 (seeds 1001-1060; an Act, 35 Plot Points, the default at three)",
    },
    Measured {
        game: GameId::Ccg,
        players: 4,
        games: 60,
        wins: 60,
        losses: 0,
        draws: 0,
        unfinished: 0,
        mean_ms: 7.23,
        method: "ccg_balance random basic 4 60 2001 (seeds 2001-2060; an Act, 35 Plot Points, the default at four)",
    },
    Measured {
        game: GameId::CcgLtk,
        players: 2,
        games: 200,
        wins: 200,
        losses: 0,
        draws: 0,
        unfinished: 0,
        mean_ms: 14.13,
        method: "ccg_balance random ltk 2 200 1 (seeds 1-200; the prebuilt decks as they are)",
    },
    Measured {
        game: GameId::CcgLtk,
        players: 3,
        games: 60,
        wins: 60,
        losses: 0,
        draws: 0,
        unfinished: 0,
        mean_ms: 13.09,
        method: "ccg_balance random ltk 3 60 1001 (seeds 1001-1060; the prebuilt decks as they are)",
    },
    Measured {
        game: GameId::CcgLtk,
        players: 4,
        games: 60,
        wins: 60,
        losses: 0,
        draws: 0,
        unfinished: 0,
        mean_ms: 12.70,
        method: "ccg_balance random ltk 4 60 2001 (seeds 2001-2060; the prebuilt decks as they are)",
    },
];

/// Prebuilt decks in computer-against-computer play, normal level, two players, every
/// ordered pairing of two different decks of the rule set, rules version 4, 240 games per deck.
/// The target, every deck within 8 points of an even 50, is met in both rule sets; the decks
/// were balanced by moving cards between decks only (each stays legal, keeps its theme, and
/// every card of the rule set stays in some deck).
///
/// Runs are noisy: runs of 30 games per deck on the same decks swing a deck by up to 20
/// points, so read 120 games per deck as about ±4.5 points and 240 as about ±3.2. In Basic,
/// Tycoons of Doom is the lowest (42.9) and Spectre Rising the highest (55.8): both inside
/// the band, Tycoons of Doom at its edge, so it is the deck to strengthen first if a later
/// run puts it outside. In Licence to Kill, The Golden Circle's May Day (a Henchman hard to
/// overcome) and Bill Tanner go to Avenge Felix for Nick Nack and Sheriff J.W. Pepper: a
/// trade, so every card stays in some deck (replacing cards with others already in other
/// decks balanced them as well, but left four cards in no Licence to Kill deck).
pub const DECK_POINTS: &[DeckPoints] = &[
    DeckPoints {
        game: GameId::Ccg,
        deck: "spectre-rising",
        games: 240,
        points_x2: 268,
        method: "ccg_balance decks basic 2 20 11001 and decks basic 2 20 11241 (40 games per ordered pairing, seeds 11001-11480, rules version 4; the runs alone: 50.0, 45.0, 52.5, 52.5 and 61.7, 40.8, 45.0, 52.5)",
    },
    DeckPoints {
        game: GameId::Ccg,
        deck: "tycoons-of-doom",
        games: 240,
        points_x2: 206,
        method: "ccg_balance decks basic 2 20 11001 and decks basic 2 20 11241 (40 games per ordered pairing, seeds 11001-11480, rules version 4; the runs alone: 50.0, 45.0, 52.5, 52.5 and 61.7, 40.8, 45.0, 52.5)",
    },
    DeckPoints {
        game: GameId::Ccg,
        deck: "smugglers-run",
        games: 240,
        points_x2: 234,
        method: "ccg_balance decks basic 2 20 11001 and decks basic 2 20 11241 (40 games per ordered pairing, seeds 11001-11480, rules version 4; the runs alone: 50.0, 45.0, 52.5, 52.5 and 61.7, 40.8, 45.0, 52.5)",
    },
    DeckPoints {
        game: GameId::Ccg,
        deck: "guns-for-hire",
        games: 240,
        points_x2: 252,
        method: "ccg_balance decks basic 2 20 11001 and decks basic 2 20 11241 (40 games per ordered pairing, seeds 11001-11480, rules version 4; the runs alone: 50.0, 45.0, 52.5, 52.5 and 61.7, 40.8, 45.0, 52.5)",
    },
    DeckPoints {
        game: GameId::CcgLtk,
        deck: "ltk-ghosts-of-spectre",
        games: 240,
        points_x2: 235,
        method: "ccg_balance decks ltk 2 10 SEED for SEED = 50001, 60001, 70001 and 80001, four runs, two side by side (10 games per ordered pairing each, 240 games per deck, seeds 50001-50120, 60001-60120, 70001-70120 and 80001-80120, rules version 4; the runs alone: 46.7, 51.7, 55.0, 46.7; 58.3, 53.3, 41.7, 46.7; 50.8, 50.8, 53.3, 45.0; 40.0, 62.5, 50.0, 47.5)",
    },
    DeckPoints {
        game: GameId::CcgLtk,
        deck: "ltk-golden-circle",
        games: 240,
        points_x2: 262,
        method: "ccg_balance decks ltk 2 10 SEED for SEED = 50001, 60001, 70001 and 80001, four runs, two side by side (10 games per ordered pairing each, 240 games per deck, seeds 50001-50120, 60001-60120, 70001-70120 and 80001-80120, rules version 4; the runs alone: 46.7, 51.7, 55.0, 46.7; 58.3, 53.3, 41.7, 46.7; 50.8, 50.8, 53.3, 45.0; 40.0, 62.5, 50.0, 47.5)",
    },
    DeckPoints {
        game: GameId::CcgLtk,
        deck: "ltk-avenge-felix",
        games: 240,
        points_x2: 240,
        method: "ccg_balance decks ltk 2 10 SEED for SEED = 50001, 60001, 70001 and 80001, four runs, two side by side (10 games per ordered pairing each, 240 games per deck, seeds 50001-50120, 60001-60120, 70001-70120 and 80001-80120, rules version 4; the runs alone: 46.7, 51.7, 55.0, 46.7; 58.3, 53.3, 41.7, 46.7; 50.8, 50.8, 53.3, 45.0; 40.0, 62.5, 50.0, 47.5)",
    },
    DeckPoints {
        game: GameId::CcgLtk,
        deck: "ltk-renegade-agents",
        games: 240,
        points_x2: 223,
        method: "ccg_balance decks ltk 2 10 SEED for SEED = 50001, 60001, 70001 and 80001, four runs, two side by side (10 games per ordered pairing each, 240 games per deck, seeds 50001-50120, 60001-60120, 70001-70120 and 80001-80120, rules version 4; the runs alone: 46.7, 51.7, 55.0, 46.7; 58.3, 53.3, 41.7, 46.7; 50.8, 50.8, 53.3, 45.0; 40.0, 62.5, 50.0, 47.5)",
    },
];

/// The level ladder as measured (Basic; each row's interval is in its `method`).
const LADDER: &[LadderCell] = &[
    LadderCell {
        players: 2,
        pairing: "hard-normal",
        games: 40,
        strong_wins_by_seat: &[17, 12],
        weak_wins: 11,
        method: "qbranch ladder --game ccg --players 2 --games 40 --seed 1 --max-actions 3000 \
                 --pairings hard-normal --threads 1 (72.5 %, 95 % interval 57.2-83.9 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-easy",
        games: 100,
        strong_wins_by_seat: &[45, 41],
        weak_wins: 14,
        method: "qbranch ladder --game ccg --players 2 --games 100 --seed 1 --max-actions 3000 \
                 --pairings normal-easy,normal-random --threads 1 \
                 (86.0 %, 95 % interval 77.9-91.5 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-random",
        games: 100,
        strong_wins_by_seat: &[50, 48],
        weak_wins: 2,
        method: "qbranch ladder --game ccg --players 2 --games 100 --seed 1 --max-actions 3000 \
                 --pairings normal-easy,normal-random --threads 1 \
                 (98.0 %, 95 % interval 93.0-99.4 %)",
    },
    LadderCell {
        players: 3,
        pairing: "hard-normal",
        games: 80,
        strong_wins_by_seat: &[16, 17, 15],
        weak_wins: 32,
        method: "qbranch ladder --game ccg --players 3 --games 80 --seed 41 --max-actions 3000 \
                 --pairings hard-normal --threads 1, hard with twice its iterations at three \
                 players (pairwise 75.0 %, 95 % interval 63.2-84.0 %; an Act, 35 Plot Points). \
                 With the iterations it has at two players, the same deals gave 60.9 % (35 \
                 won, 45 lost), and --games 40 --seed 1 gave 62.1 %",
    },
    LadderCell {
        players: 3,
        pairing: "normal-easy",
        games: 40,
        strong_wins_by_seat: &[13, 12, 12],
        weak_wins: 3,
        method: "qbranch ladder --game ccg --players 3 --games 40 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy,normal-random --threads 1 (pairwise 96.1 %, 95 % interval 84.7-99.1 %; \
                 an Act, 35 Plot Points)",
    },
    LadderCell {
        players: 3,
        pairing: "normal-random",
        games: 40,
        strong_wins_by_seat: &[14, 13, 13],
        weak_wins: 0,
        method: "qbranch ladder --game ccg --players 3 --games 40 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy,normal-random --threads 1 (pairwise 100 %, 95 % interval 91.2-100 %; \
                 an Act, 35 Plot Points)",
    },
    LadderCell {
        players: 4,
        pairing: "hard-normal",
        games: 40,
        strong_wins_by_seat: &[6, 5, 4, 3],
        weak_wins: 22,
        method: "qbranch ladder --game ccg --players 4 --games 40 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy,normal-random --threads 1 (pairwise 71.1 %, 95 % interval 51.6-85.0 %; \
                 an Act, 35 Plot Points)",
    },
    LadderCell {
        players: 4,
        pairing: "normal-easy",
        games: 40,
        strong_wins_by_seat: &[9, 6, 8, 7],
        weak_wins: 10,
        method: "qbranch ladder --game ccg --players 4 --games 40 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy,normal-random --threads 1 (pairwise 90.0 %, 95 % interval 75.4-96.4 %; \
                 an Act, 35 Plot Points)",
    },
    LadderCell {
        players: 4,
        pairing: "normal-random",
        games: 40,
        strong_wins_by_seat: &[10, 10, 10, 10],
        weak_wins: 0,
        method: "qbranch ladder --game ccg --players 4 --games 40 --seed 1 --max-actions 3000 \
                 --pairings hard-normal,normal-easy,normal-random --threads 1 (pairwise 100 %, 95 % interval 91.2-100 %; \
                 an Act, 35 Plot Points)",
    },
];

/// Each seat's share at equal levels (Basic), each table at its default goal: a Scene (25)
/// for two, an Act (35) for three and four. In two-player games the first player leads by a
/// few points: it makes the first assignment, against a Plot its rival has had no turn to build
/// on, and builds on its own Plots first; the rules are played as printed. The computer plays
/// both seats alike (per turn of its own, as many assignments, Plots overcome, failures,
/// attacks and discards in either seat), so the lead is the turn order. A batch's deals move
/// the figure by several points (seat `s` plays deck `(game + s) mod 4`, so at two players each
/// deck meets the next in one seat order only). In a Scene for three, about four rounds, the
/// last seat often had a turn fewer than the winner: between three normal computers it won
/// 18.8 % of 80 games (Player 2 50.0 %), and in a Scene for four between easy computers
/// Player 3 won 13.8 %. At an Act every seat is within the band. Three-player normal is
/// measured on 200 games, where a seat's share is known to about ±7 points (its first 80 alone
/// gave Player 1 42.5 %, just outside); the other rows on 80, about ±10 points.
const SEAT_SHARES: &[SeatShares] = &[
    SeatShares {
        players: 2,
        level: "easy",
        games: 200,
        wins_by_seat: &[111, 89],
        method: "qbranch ladder --game ccg --players 2 --games 200 --seed 1 --max-actions 3000 \
                 --pairings normal-normal,easy-easy --threads 1 \
                 (Player 1 55.5 %, 95 % interval 48.6-62.2 %)",
        note: "To a Scene (25 Plot Points).",
    },
    SeatShares {
        players: 2,
        level: "normal",
        games: 200,
        wins_by_seat: &[108, 92],
        method: "qbranch ladder --game ccg --players 2 --games 200 --seed 1 --max-actions 3000 \
                 --pairings normal-normal,easy-easy --threads 1 \
                 (Player 1 54.0 %, 95 % interval 47.1-60.8 %)",
        note: "To a Scene (25 Plot Points).",
    },
    SeatShares {
        players: 3,
        level: "easy",
        games: 80,
        wins_by_seat: &[25, 31, 24],
        method: "qbranch ladder --game ccg --players 3 --games 80 --seed 1 --max-actions 3000 \
                 --pairings normal-normal,easy-easy --threads 1 (31.3, 38.8 and 30.0 %; an Act, 35 Plot Points)",
        note: "To an Act (35 Plot Points), the goal a new table of three or four starts from.",
    },
    SeatShares {
        players: 3,
        level: "normal",
        games: 200,
        wins_by_seat: &[76, 60, 64],
        method: "qbranch ladder --game ccg --players 3 --games 200 --seed 1 --max-actions 3000 \
                 --pairings normal-normal --threads 1 (38.0, 30.0 and 32.0 %; an Act, 35 Plot Points)",
        note: "To an Act (35 Plot Points), the goal a new table of three or four starts from.",
    },
    SeatShares {
        players: 4,
        level: "easy",
        games: 80,
        wins_by_seat: &[25, 22, 16, 17],
        method: "qbranch ladder --game ccg --players 4 --games 80 --seed 1 --max-actions 3000 \
                 --pairings normal-normal,easy-easy --threads 1 (31.3, 27.5, 20.0 and 21.3 %; an Act, 35 Plot Points)",
        note: "To an Act (35 Plot Points), the goal a new table of three or four starts from.",
    },
    SeatShares {
        players: 4,
        level: "normal",
        games: 80,
        wins_by_seat: &[26, 24, 16, 14],
        method: "qbranch ladder --game ccg --players 4 --games 80 --seed 1 --max-actions 3000 \
                 --pairings normal-normal,easy-easy --threads 1 (32.5, 30.0, 20.0 and 17.5 %; an Act, 35 Plot Points)",
        note: "To an Act (35 Plot Points), the goal a new table of three or four starts from.",
    },
];

/// What the Basic game's rules page shows of the computer's levels and the seats' fairness.
pub const PUBLISHED_BASIC: Published = Published {
    ladder: LADDER,
    seat_shares: SEAT_SHARES,
    band_points: FAIR_BAND_POINTS,
};

/// The Licence to Kill level ladder as measured (two players).
const LADDER_LTK: &[LadderCell] = &[
    LadderCell {
        players: 2,
        pairing: "hard-normal",
        games: 40,
        strong_wins_by_seat: &[15, 16],
        weak_wins: 9,
        method: "qbranch ladder --game ccg-ltk --players 2 --games 20 --seed 1 --max-actions 3000 \
                 --pairings hard-normal --threads 1, then --games 10 --seed 11 and --games 10 \
                 --seed 16 (the deals of seeds 11-20), side by side (77.5 %, 95 % interval \
                 62.5-87.7 %; the runs alone: 15 of 20, 7 of 10, 9 of 10)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-easy",
        games: 40,
        strong_wins_by_seat: &[14, 14],
        weak_wins: 12,
        method: "qbranch ladder --game ccg-ltk --players 2 --games 40 --seed 1 --max-actions 3000 \
                 --pairings normal-easy --threads 1 (70.0 %, 95 % interval 54.6-81.9 %)",
    },
    LadderCell {
        players: 2,
        pairing: "normal-random",
        games: 20,
        strong_wins_by_seat: &[10, 10],
        weak_wins: 0,
        method: "qbranch ladder --game ccg-ltk --players 2 --games 20 --seed 1 --max-actions 3000 \
                 --pairings normal-random --threads 1 (100 %, 95 % interval 83.9-100 %)",
    },
];

/// Each seat's share at equal levels (Licence to Kill, two players), with the prebuilt decks as
/// they are. A game or two in a hundred reaches the turn limit.
const SEAT_SHARES_LTK: &[SeatShares] = &[
    SeatShares {
        players: 2,
        level: "easy",
        games: 100,
        wins_by_seat: &[54, 44],
        method:
            "qbranch ladder --game ccg-ltk --players 2 --games 100 --seed 1 --max-actions 3000 \
                 --pairings easy-easy --threads 1 \
                 (Player 1 54.0 %, 95 % interval 44.3-63.4 %; Player 2 44.0 %, 34.7-53.8 %; \
                 2 games stopped by the turn limit)",
        note: "2 games reached the turn limit without a winner.",
    },
    SeatShares {
        players: 2,
        level: "normal",
        games: 100,
        wins_by_seat: &[56, 43],
        method:
            "qbranch ladder --game ccg-ltk --players 2 --games 100 --seed 1 --max-actions 3000 \
                 --pairings normal-normal --threads 1 \
                 (Player 1 56.0 %, 95 % interval 46.2-65.3 %; Player 2 43.0 %, 33.7-52.8 %; \
                 1 game stopped by the turn limit)",
        note: "1 game reached the turn limit without a winner.",
    },
];

/// What the Licence to Kill rules page shows (its ladder rows are in [`LADDER_LTK`]).
pub const PUBLISHED_LTK: Published = Published {
    ladder: LADDER_LTK,
    seat_shares: SEAT_SHARES_LTK,
    band_points: FAIR_BAND_POINTS,
};
