//! Why a choice is worth making, in plain words for the Hint: the same numbers its preview shows
//! (an assignment's requirement counts and verdict, an attack's values and dice), and the Plot
//! Points it would bring. A group the preview finds short is said to fall short, whatever the
//! search thought of it.

use super::action::CcgAction;
use super::card::Variant;
use super::event::name;
use super::preview::{Check, Preview};
use super::state::{Table, Uid};
use crate::core::game::Seat;

/// "1 Plot Point", "4 Plot Points".
fn points(n: i32) -> String {
    match n {
        1 => "1 Plot Point".to_string(),
        n => format!("{n} Plot Points"),
    }
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "" for one, "s" for more.
fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A list of up to four in words; a longer one as its first three and how many more:
/// "a, b, c and 2 more".
fn first_few(items: &[String]) -> String {
    match items.len() {
        0..=4 => and_list(items),
        n => format!("{} and {} more", items[..3].join(", "), n - 3),
    }
}

/// "Driving 2/2".
fn count(c: &Check) -> String {
    format!("{} {}/{}", c.what, c.have, c.need)
}

impl Table {
    /// Plot Points an assignment takes by overcoming the Main Plot holding `plot`: two for each
    /// Bullet on its face-up Plot cards (a face-down card is not read), and how many cards
    /// are still face down.
    fn overcome_gain(&self, plot: Uid) -> Option<(i32, usize)> {
        let (owner, m) = self.main_plot_of(plot)?;
        let cards = &self.seats[owner].zone[m].cards;
        let gain = cards
            .iter()
            .filter(|c| c.face_up && self.card(c.uid).is_plot())
            .map(|c| 2 * i32::from(self.card(c.uid).bullets))
            .sum();
        let hidden = cards.iter().filter(|c| !c.face_up).count();
        Some((gain, hidden))
    }

    /// An On Assignment choice: what the preview says it meets or lacks, and what it buys.
    fn explain_assign(&self, agent: Uid, companion: Option<Uid>, plot: Uid) -> Option<String> {
        let Preview::Assignment { checks, met, .. } =
            self.assignment_preview(agent, companion, plot)?
        else {
            return None;
        };
        let (gain, hidden) = self.overcome_gain(plot)?;
        if !met {
            let short: Vec<String> = checks.iter().filter(|c| !c.ok()).map(count).collect();
            let who = if companion.is_some() {
                "both".to_string()
            } else {
                name(self.card(agent).id)
            };
            return Some(format!(
                "falls short on {} — {who} would come back Demoted",
                first_few(&short)
            ));
        }
        let meets = first_few(&checks.iter().map(count).collect::<Vec<_>>());
        let more = if gain > 0 {
            format!(" — {} or more if it holds", points(gain))
        } else {
            String::new()
        };
        Some(match (hidden, checks.is_empty()) {
            (0, true) => format!("nothing is required — {} if unanswered", points(gain)),
            (0, false) => format!("meets {meets} — {} if unanswered", points(gain)),
            (k, true) => format!("what it requires is face down ({k} card{})", plural(k)),
            (k, false) => format!(
                "meets {meets} so far, with {k} face-down Plot card{} still to face{more}",
                plural(k)
            ),
        })
    }

    /// A Henchman Attack: the values compared and the chance the target is Demoted.
    fn explain_attack(&self, assailant: Uid, target: Uid, by_cv: bool) -> Option<String> {
        let Preview::Attack {
            what,
            attacker,
            target: defence,
            odds,
        } = self.attack_preview(assailant, target, by_cv)?
        else {
            return None;
        };
        let who = name(self.card(target).id);
        // The preview's odds list the target Demoted first, when it can happen.
        let demoted = odds
            .outcomes
            .first()
            .filter(|o| o.label.contains("Demoted"))
            .map(|o| o.chance);
        let verdict = match (self.variant, demoted, odds.outcomes.first()) {
            (Variant::Basic, Some(_), _) => format!("{who} would be Demoted"),
            (Variant::Basic, None, Some(only)) => only.label.clone(),
            (Variant::Ltk, Some(c), _) => format!("{} % to Demote {who}", c.percent()),
            _ => format!("no chance to Demote {who}"),
        };
        Some(format!("{what} {attacker} against {defence}: {verdict}"))
    }

    /// A Plot laid in `seat`'s own Plot Zone: the points it is worth there.
    fn explain_plot(&self, card: Uid, face_up: bool) -> Option<String> {
        let c = self.card(card);
        if !c.is_plot() || c.bullets == 0 {
            return None;
        }
        let worth = points(i32::from(c.bullets));
        Some(if face_up {
            format!("worth {worth} in your Plot Zone")
        } else {
            format!("worth {worth} in your Plot Zone once revealed")
        })
    }

    /// Passing in another seat's assignment window: what its preview says now.
    fn explain_pass(&self, seat: Seat) -> Option<String> {
        let w = self.window.as_ref()?;
        if w.first == seat {
            return None;
        }
        match self.contest_preview(&w.contest)? {
            Preview::Assignment { met: false, .. } => {
                Some("their assignment falls short as things stand".to_string())
            }
            _ => None,
        }
    }

    /// The Hint's reason for `seat`'s `action` (see [`crate::core::game::Game::explain_choice`]).
    pub fn explain(&self, seat: Seat, action: &CcgAction) -> Option<String> {
        match *action {
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => self.explain_assign(agent, companion, plot),
            CcgAction::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => self.explain_attack(assailant, target, by_cv),
            CcgAction::LayPlot { card }
            | CcgAction::AdvancePlot { card }
            | CcgAction::Subplot { card, .. } => self.explain_plot(card, true),
            CcgAction::Connect { card, face_up, .. } => self.explain_plot(card, face_up),
            CcgAction::Pass => self.explain_pass(seat),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        assert_eq!(and_list(&["a".into()]), "a");
        assert_eq!(and_list(&["a".into(), "b".into()]), "a and b");
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
        let five: Vec<String> = ["a", "b", "c", "d", "e"].map(String::from).to_vec();
        assert_eq!(first_few(&five[..4]), "a, b, c and d");
        assert_eq!(first_few(&five), "a, b, c and 2 more");
        assert_eq!(points(1), "1 Plot Point");
        assert_eq!(points(4), "4 Plot Points");
    }
}
