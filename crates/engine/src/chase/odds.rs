//! Exact odds of the chase games' dice actions, from their Action Summary rows: a roll's two
//! results, a roll whose white result makes the target roll too, and the Movement line.

use super::summary::{Row, Summary};
use crate::core::odds::{ways_2d6, ways_2d6_range, Chance, Odds, OutcomeChance};

fn white_ways<A, E>(row: &Row<A, E>) -> u32 {
    u32::from(ways_2d6_range(row.white.0, row.white.1))
}

/// Results that cannot happen are left out.
fn possible(mut outcomes: Vec<OutcomeChance>) -> Odds {
    outcomes.retain(|x| x.chance.num > 0);
    Odds { outcomes }
}

/// A roll on `row`: its white and gray results, in `text`'s words, out of 36.
pub fn single<A, E: Copy>(row: &Row<A, E>, text: impl Fn(E) -> String) -> Odds {
    let w = white_ways(row);
    possible(vec![
        OutcomeChance {
            label: text(row.on_white),
            chance: Chance::new(w, 36),
        },
        OutcomeChance {
            label: text(row.on_gray),
            chance: Chance::new(36 - w, 36),
        },
    ])
}

/// A roll on `row` whose white result makes the target roll on `then`: three results out of
/// 1296, the target's two after the words `target` (white, gray).
pub fn chained<A, E: Copy>(
    row: &Row<A, E>,
    then: &Row<A, E>,
    text: impl Fn(E) -> String,
    target: [&str; 2],
) -> Odds {
    let w = white_ways(row);
    let tw = white_ways(then);
    possible(vec![
        OutcomeChance {
            label: format!("{}{}", target[0], text(then.on_white)),
            chance: Chance::new(w * tw, 1296),
        },
        OutcomeChance {
            label: format!("{}{}", target[1], text(then.on_gray)),
            chance: Chance::new(w * (36 - tw), 1296),
        },
        OutcomeChance {
            label: text(row.on_gray),
            chance: Chance::new((36 - w) * 36, 1296),
        },
    ])
}

/// The Movement roll: "`verb` N spaces" for each total.
pub fn movement<A: Copy + PartialEq, E: Copy>(summary: &Summary<A, E>, verb: &str) -> Odds {
    Odds {
        outcomes: (2..=12u8)
            .map(|t| OutcomeChance {
                label: format!("{verb} {} spaces", summary.spaces(t)),
                chance: Chance::in36(ways_2d6(t)),
            })
            .collect(),
    }
}
