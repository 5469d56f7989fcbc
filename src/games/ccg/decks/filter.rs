//! The pool's filters: card type, film, icon (provided or required, counted in the rule set's
//! icons), legal in this rule set, and a text search over names and card texts.

use qbranch_engine::ccg::pool::{self, name_key};
use qbranch_engine::ccg::{Card, CardType, Film, Icon, Variant};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    pub ctype: Option<CardType>,
    pub film: Option<Film>,
    pub icon: Option<Icon>,
    /// Only the cards this rule set uses.
    pub legal_only: bool,
    pub search: String,
}

impl Default for Filter {
    fn default() -> Self {
        Filter {
            ctype: None,
            film: None,
            icon: None,
            legal_only: true,
            search: String::new(),
        }
    }
}

impl Filter {
    pub fn matches(&self, c: &Card, v: Variant) -> bool {
        if self.legal_only && !c.variants.allows(v) {
            return false;
        }
        if self.ctype.is_some_and(|t| t != c.ctype) {
            return false;
        }
        if self.film.is_some_and(|f| f != c.film) {
            return false;
        }
        if let Some(i) = self.icon {
            let has = c
                .provides_in(v)
                .chain(c.requires_in(v))
                .any(|(x, _)| x == i);
            if !has {
                return false;
            }
        }
        let q = name_key(&self.search);
        q.is_empty() || name_key(c.name).contains(&q) || name_key(c.text).contains(&q)
    }

    /// The pool's cards that pass, in pool order.
    pub fn apply(&self, v: Variant) -> Vec<&'static Card> {
        pool::POOL.iter().filter(|c| self.matches(c, v)).collect()
    }
}

/// The films in the order of the pool's `Film` list.
pub const FILMS: [Film; 17] = [
    Film::DrNo,
    Film::FromRussiaWithLove,
    Film::Goldfinger,
    Film::Thunderball,
    Film::YouOnlyLiveTwice,
    Film::OnHerMajestysSecretService,
    Film::DiamondsAreForever,
    Film::LiveAndLetDie,
    Film::TheManWithTheGoldenGun,
    Film::TheSpyWhoLovedMe,
    Film::Moonraker,
    Film::ForYourEyesOnly,
    Film::Octopussy,
    Film::AViewToAKill,
    Film::TheLivingDaylights,
    Film::LicenceToKill,
    Film::GoldenEye,
];

/// The icons a rule set counts.
pub fn icons(v: Variant) -> &'static [Icon] {
    match v {
        Variant::Basic => &Icon::BASIC,
        Variant::Ltk => &Icon::LTK,
    }
}

/// The card types a rule set uses.
pub fn types(v: Variant) -> Vec<CardType> {
    CardType::ALL
        .into_iter()
        .filter(|t| {
            !matches!(
                (v, t),
                (Variant::Basic, CardType::Agent) | (Variant::Ltk, CardType::Obstacle)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_only_hides_the_other_rule_sets_cards() {
        let all = Filter {
            legal_only: false,
            ..Filter::default()
        };
        let basic = Filter::default().apply(Variant::Basic);
        let ltk = Filter::default().apply(Variant::Ltk);
        assert_eq!(all.apply(Variant::Basic).len(), pool::POOL.len());
        assert!(basic.len() < pool::POOL.len());
        // Pam Bouvier is the one Agent card Basic uses (as an Ally Personality).
        assert!(basic
            .iter()
            .all(|c| c.ctype != CardType::Agent || c.id == "pam-bouvier"));
        assert!(ltk.iter().all(|c| c.ctype != CardType::Obstacle));
        assert!(basic.iter().any(|c| c.id == "firefight"));
        assert!(!ltk.iter().any(|c| c.id == "firefight"));
    }

    #[test]
    fn type_film_icon_and_search_narrow_the_pool() {
        let f = Filter {
            ctype: Some(CardType::Villain),
            film: Some(Film::AViewToAKill),
            ..Filter::default()
        };
        let ids: Vec<&str> = f.apply(Variant::Basic).iter().map(|c| c.id).collect();
        assert_eq!(ids, vec!["max-zorin"]);
        // Search ignores case and punctuation, and reads the card text too.
        let s = Filter {
            search: "ROSA KLEBB'S".into(),
            ..Filter::default()
        };
        let ids: Vec<&str> = s.apply(Variant::Basic).iter().map(|c| c.id).collect();
        assert!(ids.contains(&"rosa-klebbs-shoe-knife"), "{ids:?}");
        let t = Filter {
            search: "standard-issue pistol".into(),
            ..Filter::default()
        };
        let ids: Vec<&str> = t.apply(Variant::Basic).iter().map(|c| c.id).collect();
        assert_eq!(ids, vec!["walther-ppk"]);
        // Accented capitals fold too: the rocket belt's text has "château".
        let accented = Filter {
            search: "CHÂTEAU".into(),
            legal_only: false,
            ..Filter::default()
        };
        let ids: Vec<&str> = accented
            .apply(Variant::Basic)
            .iter()
            .map(|c| c.id)
            .collect();
        assert_eq!(ids, vec!["bell-rocket-belt"]);
        // Icons are counted in the rule set's list: Strength is Hand-to-hand in Licence to Kill.
        let basic_strength = Filter {
            icon: Some(Icon::Strength),
            ..Filter::default()
        };
        let ltk_h2h = Filter {
            icon: Some(Icon::HandToHand),
            ..Filter::default()
        };
        let b: Vec<&str> = basic_strength
            .apply(Variant::Basic)
            .iter()
            .map(|c| c.id)
            .collect();
        assert!(b.contains(&"max-zorin"), "Zorin requires Strength");
        let l: Vec<&str> = ltk_h2h.apply(Variant::Ltk).iter().map(|c| c.id).collect();
        assert!(
            l.contains(&"max-zorin"),
            "…which Licence to Kill counts as Hand-to-hand"
        );
        assert!(Filter {
            search: "zzzz no such card".into(),
            ..Filter::default()
        }
        .apply(Variant::Basic)
        .is_empty());
    }

    #[test]
    fn each_rule_set_lists_its_own_types() {
        assert!(!types(Variant::Basic).contains(&CardType::Agent));
        assert!(types(Variant::Ltk).contains(&CardType::Agent));
        assert!(!types(Variant::Ltk).contains(&CardType::Obstacle));
        assert_eq!(icons(Variant::Ltk).len(), 10);
    }
}
