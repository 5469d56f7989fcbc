//! You Only Live Twice's odds in words: a movement roll as one cell per dice total, summed up
//! as "1–11 spaces, most often 6 (17 %)"; every result with its exact fraction for the
//! tooltip and screen readers ("Hit once: 35 in 36 (97 %)").

use qbranch_engine::Odds;

pub use crate::games::chase::odds::{exact, parts};

/// Movement rolls have one result per dice total: shown compactly as "spaces: chance".
pub fn is_distribution(o: &Odds) -> bool {
    o.outcomes.len() > 4
}

/// For a distribution: ("7", 17) pairs, the number taken from each result's label.
pub fn distribution(o: &Odds) -> Vec<(String, u32)> {
    o.outcomes
        .iter()
        .map(|x| {
            let num: String = x.label.chars().filter(|c| c.is_ascii_digit()).collect();
            (
                if num.is_empty() { x.label.clone() } else { num },
                x.chance.percent(),
            )
        })
        .collect()
}

/// A distribution in a few words: "1–11 spaces, most often 6 (17 %)".
pub fn distribution_summary(o: &Odds) -> String {
    let d = distribution(o);
    let (Some(first), Some(last)) = (d.first(), d.last()) else {
        return String::new();
    };
    let mode = d.iter().max_by_key(|x| x.1).expect("not empty");
    format!(
        "{}–{} spaces, most often {} ({}\u{a0}%)",
        first.0, last.0, mode.0, mode.1
    )
}

/// One sentence with every exact chance, for the tooltip and screen readers.
pub fn spoken(o: &Odds) -> String {
    parts(o)
        .into_iter()
        .map(|p| format!("{}: {} ({} %)", p.label, p.exact, p.percent))
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::{Chance, OutcomeChance};

    #[test]
    fn exact_fractions_are_reduced() {
        assert_eq!(exact(35, 36), "35 in 36");
        assert_eq!(exact(30, 36), "5 in 6");
        assert_eq!(exact(1050, 1296), "175 in 216");
        assert_eq!(exact(36, 36), "certain");
        assert_eq!(exact(0, 36), "impossible");
    }

    #[test]
    fn parts_capitalise_and_round() {
        let o = Odds::white_gray(2, 11, "hit once", "no effect");
        let p = parts(&o);
        assert_eq!(p[0].label, "Hit once");
        assert_eq!(p[0].percent, 97);
        assert_eq!(p[1].percent, 3);
        assert!(!is_distribution(&o));
    }

    #[test]
    fn results_that_read_the_same_merge() {
        // Missiles: the target dodges (no effect), crashes, or the shot misses (no effect).
        let o = Odds {
            outcomes: vec![
                OutcomeChance {
                    label: "no effect".into(),
                    chance: Chance::new(35, 1296),
                },
                OutcomeChance {
                    label: "crash".into(),
                    chance: Chance::new(1225, 1296),
                },
                OutcomeChance {
                    label: "no effect".into(),
                    chance: Chance::new(36, 1296),
                },
            ],
        };
        let p = parts(&o);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].label, "No effect");
        assert_eq!(p[0].exact, "71 in 1296");
        assert_eq!(p[1].percent, 95);
    }

    #[test]
    fn movement_odds_read_as_a_distribution() {
        let o = Odds {
            outcomes: (2..=12u32)
                .map(|t| OutcomeChance {
                    label: format!("fly {t} spaces"),
                    chance: Chance::new(if t <= 7 { t - 1 } else { 13 - t }, 36),
                })
                .collect(),
        };
        assert!(is_distribution(&o));
        let d = distribution(&o);
        assert_eq!(d[5], ("7".to_string(), 17));
        assert_eq!(d.len(), 11);
        assert_eq!(
            distribution_summary(&o),
            "2–12 spaces, most often 7 (17\u{a0}%)"
        );
    }
}
