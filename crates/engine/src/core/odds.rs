//! Exact dice odds, so every action button can show its chance.

use serde::{Deserialize, Serialize};

/// Number of the 36 equally likely 2d6 outcomes whose total is `t`.
pub fn ways_2d6(total: u8) -> u8 {
    match total {
        2..=7 => total - 1,
        8..=12 => 13 - total,
        _ => 0,
    }
}

/// Exact probability, as a count out of 36, that 2d6 totals within `lo..=hi`.
pub fn ways_2d6_range(lo: u8, hi: u8) -> u8 {
    (lo.max(2)..=hi.min(12)).map(ways_2d6).sum()
}

/// Exact probability that 2d6 totals within `lo..=hi`.
pub fn prob_2d6_range(lo: u8, hi: u8) -> f64 {
    ways_2d6_range(lo, hi) as f64 / 36.0
}

/// A probability held exactly as a fraction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chance {
    pub num: u32,
    pub den: u32,
}

impl Chance {
    pub fn new(num: u32, den: u32) -> Self {
        Chance { num, den }
    }
    pub fn in36(ways: u8) -> Self {
        Chance::new(ways as u32, 36)
    }
    pub fn value(&self) -> f64 {
        if self.den == 0 {
            0.0
        } else {
            self.num as f64 / self.den as f64
        }
    }
    /// Whole percent, rounded, for labels ("83 %").
    pub fn percent(&self) -> u32 {
        (self.value() * 100.0).round() as u32
    }
}

/// One possible result of an action and its chance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OutcomeChance {
    /// Plain-language result ("hit once", "no effect").
    pub label: String,
    pub chance: Chance,
}

/// All the possible results of an action; the chances add up to 1.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    pub outcomes: Vec<OutcomeChance>,
}

impl Odds {
    /// The usual two-way split of a 2d6 table row: `white` on `lo..=hi`, `gray` otherwise.
    pub fn white_gray(lo: u8, hi: u8, white: &str, gray: &str) -> Self {
        let w = ways_2d6_range(lo, hi);
        Odds {
            outcomes: vec![
                OutcomeChance {
                    label: white.to_string(),
                    chance: Chance::in36(w),
                },
                OutcomeChance {
                    label: gray.to_string(),
                    chance: Chance::in36(36 - w),
                },
            ],
        }
    }

    /// A short label, e.g. "hit once 83 % · no effect 17 %".
    pub fn summary(&self) -> String {
        self.outcomes
            .iter()
            .map(|o| format!("{} {} %", o.label, o.chance.percent()))
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_totals_sum_to_36() {
        assert_eq!((2..=12).map(ways_2d6).map(u32::from).sum::<u32>(), 36);
        assert_eq!(ways_2d6_range(2, 12), 36);
    }

    #[test]
    fn known_ranges() {
        assert_eq!(ways_2d6(7), 6);
        assert_eq!(ways_2d6(2), 1);
        assert_eq!(ways_2d6(12), 1);
        assert_eq!(ways_2d6_range(2, 11), 35);
        assert_eq!(ways_2d6_range(2, 7), 21);
        assert_eq!(ways_2d6_range(8, 12), 15);
        assert_eq!(ways_2d6_range(13, 20), 0);
        assert!((prob_2d6_range(2, 3) - 3.0 / 36.0).abs() < 1e-12);
    }

    #[test]
    fn white_gray_is_complementary() {
        let o = Odds::white_gray(2, 8, "hit", "miss");
        assert_eq!(o.outcomes[0].chance.num + o.outcomes[1].chance.num, 36);
        assert_eq!(o.outcomes[0].chance.percent(), 72);
        assert_eq!(o.summary(), "hit 72 % · miss 28 %");
    }
}
