//! Odds as every game's buttons show them: each result with its whole-percent chance
//! ("Hit once 83 %"), results that read the same merged, and the exact fractions for tooltips
//! and screen readers ("35 in 36"). Shared by the chase games; each adds its own summaries.

use qbranch_engine::Odds;

/// One result of an action.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub label: String,
    pub percent: u32,
    /// The exact chance, reduced ("35 in 36").
    pub exact: String,
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// "35 in 36", reduced; "certain" and "impossible" at the ends.
pub fn exact(num: u32, den: u32) -> String {
    if den == 0 || num == 0 {
        return "impossible".into();
    }
    if num == den {
        return "certain".into();
    }
    let g = gcd(num, den);
    format!("{} in {}", num / g, den / g)
}

/// The results of an action in the engine's order (the white area's first), results that
/// read the same merged into one ("no effect" after a miss or after a dodge).
pub fn parts(o: &Odds) -> Vec<Part> {
    let mut merged: Vec<(String, u32, u32)> = Vec::new();
    for x in &o.outcomes {
        match merged.iter_mut().find(|m| m.0 == x.label) {
            Some(m) => {
                // Same results over different denominators: add on the common one.
                let den = m.2 * x.chance.den / gcd(m.2, x.chance.den).max(1);
                m.1 = m.1 * (den / m.2) + x.chance.num * (den / x.chance.den);
                m.2 = den;
            }
            None => merged.push((x.label.clone(), x.chance.num, x.chance.den)),
        }
    }
    merged
        .into_iter()
        .map(|(label, num, den)| Part {
            label: crate::ui::text::capitalise(&label),
            percent: qbranch_engine::Chance::new(num, den).percent(),
            exact: exact(num, den),
        })
        .collect()
}
