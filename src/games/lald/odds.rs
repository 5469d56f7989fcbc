//! Live and Let Die's odds in words: a movement roll as one cell per number of spaces, and
//! every result with its exact fraction for the tooltip and screen readers ("11 in 36").

use qbranch_engine::Odds;

use crate::games::chase::odds::parts;

/// A movement roll: one result per number of spaces.
pub fn is_movement(o: &Odds) -> bool {
    o.outcomes.len() > 3 && o.outcomes.iter().all(|x| x.label.starts_with("move "))
}

/// A movement roll as (spaces, percent), fewest spaces first.
pub fn movement(o: &Odds) -> Vec<(String, u32)> {
    let mut v: Vec<(u32, u32)> = parts(o)
        .into_iter()
        .filter_map(|p| {
            let n = p
                .label
                .split_whitespace()
                .find_map(|w| w.parse::<u32>().ok())?;
            Some((n, p.percent))
        })
        .collect();
    v.sort();
    v.into_iter().map(|(n, p)| (n.to_string(), p)).collect()
}

/// The chances in words, for screen readers and tooltips.
pub fn spoken(o: &Odds) -> String {
    parts(o)
        .into_iter()
        .map(|p| format!("{} {}", p.label, p.exact))
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::{Chance, OutcomeChance};

    fn oc(label: &str, num: u32, den: u32) -> OutcomeChance {
        OutcomeChance {
            label: label.into(),
            chance: Chance::new(num, den),
        }
    }

    #[test]
    fn equal_results_merge_and_fractions_reduce() {
        let o = Odds {
            outcomes: vec![
                oc("move 5 spaces", 1, 36),
                oc("move 5 spaces", 2, 36),
                oc("move 6 spaces", 33, 36),
            ],
        };
        let p = parts(&o);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].exact, "1 in 12");
        assert_eq!(p[0].percent, 8);
        assert!(is_movement(&Odds {
            outcomes: [o.outcomes.clone(), o.outcomes.clone()].concat()
        }));
        assert_eq!(
            movement(&o),
            vec![("5".to_string(), 8), ("6".to_string(), 92)]
        );
        assert_eq!(spoken(&o), "Move 5 spaces 1 in 12; Move 6 spaces 11 in 12");
    }
}
