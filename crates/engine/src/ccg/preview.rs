//! What a choice would face before it is made: an On Assignment group's totals against a Main
//! Plot's requirements, and a Henchman Attack's values with what the dice make of them in
//! Licence to Kill. Public information only: a face-down Plot is counted, never read, and the
//! Intrigue cards still to come in the response window are not guessed at.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::action::CcgAction;
use super::card::{Icon, Variant};
use super::state::{Table, Uid};
use super::window::Contest;
use crate::core::game::Seat;
use crate::core::odds::{Chance, Odds, OutcomeChance};

/// One requirement and what the group brings to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    /// "PV", "CV" or an icon's name.
    pub what: String,
    pub have: i32,
    pub need: i32,
}

impl Check {
    pub fn ok(&self) -> bool {
        self.have >= self.need
    }
}

/// What an action would face, in numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Preview {
    /// On Assignment: every requirement of the Main Plot's face-up cards against the group.
    Assignment {
        checks: Vec<Check>,
        /// Every requirement shown is met.
        met: bool,
        /// Face-down Plot cards in that Main Plot (Licence to Kill): revealed one at a time
        /// while the group meets the requirements, each may ask for more.
        face_down: usize,
    },
    /// A Henchman Attack: the two values compared (PV, or CV in Licence to Kill when chosen).
    Attack {
        what: Cow<'static, str>,
        attacker: i32,
        target: i32,
        /// The results and their exact chances (Basic: one result, certain).
        odds: Odds,
    },
}

impl Preview {
    /// One line in plain words: "PV 7 / 6 ✔ · Shooting 1 / 2 ✘", or "PV 9 against 7: …".
    pub fn summary(&self) -> String {
        match self {
            Preview::Assignment {
                checks, face_down, ..
            } => {
                let mut parts: Vec<String> = checks
                    .iter()
                    .map(|c| {
                        let mark = if c.ok() { "✔" } else { "✘" };
                        format!("{} {} / {} {mark}", c.what, c.have, c.need)
                    })
                    .collect();
                if parts.is_empty() {
                    parts.push("nothing required yet".into());
                }
                let mut s = parts.join(" · ");
                if *face_down > 0 {
                    s.push_str(&format!(
                        " · {face_down} face-down Plot card{} still to face",
                        if *face_down == 1 { "" } else { "s" }
                    ));
                }
                s
            }
            Preview::Attack {
                what,
                attacker,
                target,
                odds,
            } => match odds.outcomes.as_slice() {
                [only] if only.chance.num == only.chance.den => {
                    format!("{what} {attacker} against {target}: {}", only.label)
                }
                _ => format!("{what} {attacker} against {target}: {}", odds.summary()),
            },
        }
    }

    /// Assignment: is every requirement shown met? Attack: `None`.
    pub fn met(&self) -> Option<bool> {
        match self {
            Preview::Assignment { met, .. } => Some(*met),
            Preview::Attack { .. } => None,
        }
    }
}

/// A legal action and what it would face.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionPreview {
    pub action: CcgAction,
    pub preview: Preview,
}

/// Licence to Kill's dice modifiers for values `x` (attacker) and `y` (defender): the higher
/// value adds the difference to its own roll, the defender adds 1 when they are equal.
pub fn ltk_modifiers(x: i32, y: i32) -> (i32, i32) {
    if x > y {
        (x - y, 0)
    } else if x == y {
        (0, 1)
    } else {
        (0, y - x)
    }
}

/// Licence to Kill's Henchman Attack dice: each side rolls a d6; the higher value adds the
/// difference to its own roll, the target adds 1 when the values are equal; the higher total
/// wins. Counts of the 36 rolls: (attacker wins, tie, target wins).
pub fn ltk_attack_ways(attacker: i32, target: i32) -> (u32, u32, u32) {
    let (ma, mt) = ltk_modifiers(attacker, target);
    let (mut win, mut tie, mut lose) = (0, 0, 0);
    for a in 1..=6 {
        for t in 1..=6 {
            match (a + ma).cmp(&(t + mt)) {
                std::cmp::Ordering::Greater => win += 1,
                std::cmp::Ordering::Equal => tie += 1,
                std::cmp::Ordering::Less => lose += 1,
            }
        }
    }
    (win, tie, lose)
}

impl Table {
    /// `agent` (with `companion`) against the Main Plot holding `plot`, as things stand.
    pub fn assignment_preview(
        &self,
        agent: Uid,
        companion: Option<Uid>,
        plot: Uid,
    ) -> Option<Preview> {
        let (owner, m) = self.main_plot_of(plot)?;
        self.piece(agent)?;
        let mut members = vec![agent];
        members.extend(companion.filter(|&c| self.piece(c).is_some()));
        let have = self.group_totals(&members);
        let need = self.requirements(owner, m);
        let mut checks = Vec::new();
        if let Some(n) = need.0 {
            checks.push(Check {
                what: "PV".into(),
                have: have.0.unwrap_or(0),
                need: n,
            });
        }
        if let Some(n) = need.1 {
            checks.push(Check {
                what: "CV".into(),
                have: have.1.unwrap_or(0),
                need: n,
            });
        }
        for i in Icon::ALL {
            let k = i as usize;
            if need.2[k] > 0 {
                checks.push(Check {
                    what: i.name().into(),
                    have: have.2[k],
                    need: need.2[k],
                });
            }
        }
        let face_down = self.seats[owner].zone[m]
            .cards
            .iter()
            .filter(|c| !c.face_up)
            .count();
        Some(Preview::Assignment {
            met: Table::meets(&have, &need),
            checks,
            face_down,
        })
    }

    /// A Henchman Attack by `assailant` on `target`, with the values compared now (and the
    /// window's changes when one is open, as the attack will be settled).
    pub fn attack_preview(&self, assailant: Uid, target: Uid, by_cv: bool) -> Option<Preview> {
        let value = |u| if by_cv { self.cv(u) } else { self.pv(u) };
        value(assailant)?;
        value(target)?;
        let (x, y, _) = self.attack_values(assailant, target, by_cv);
        let outcome = |label: &str, num: u32, den: u32| OutcomeChance {
            label: label.into(),
            chance: Chance::new(num, den),
        };
        let (won, tied, lost) = (
            "the target is Demoted",
            "a tie, nothing happens",
            "the Henchman escapes",
        );
        let odds = match self.variant {
            Variant::Basic => Odds {
                outcomes: vec![match x.cmp(&y) {
                    std::cmp::Ordering::Greater => outcome(won, 1, 1),
                    std::cmp::Ordering::Equal => outcome(tied, 1, 1),
                    std::cmp::Ordering::Less => outcome(lost, 1, 1),
                }],
            },
            Variant::Ltk => {
                let (w, t, l) = ltk_attack_ways(x, y);
                Odds {
                    outcomes: [(won, w), (tied, t), (lost, l)]
                        .into_iter()
                        .filter(|(_, n)| *n > 0)
                        .map(|(label, n)| outcome(label, n, 36))
                        .collect(),
                }
            }
        };
        Some(Preview::Attack {
            what: if by_cv { "CV" } else { "PV" }.into(),
            attacker: x,
            target: y,
            odds,
        })
    }

    /// What `a` would face, for the actions that have numbers to show.
    pub fn preview(&self, a: &CcgAction) -> Option<Preview> {
        match *a {
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => self.assignment_preview(agent, companion, plot),
            CcgAction::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => self.attack_preview(assailant, target, by_cv),
            _ => None,
        }
    }

    /// What an open window's contest faces now, shown to every seat: the preview of the action
    /// that opened it (an assignment's Main Plot is found by any of its cards still in play),
    /// while the characters it compares are face up in play (a card gone from play, or brought
    /// in from a hand, would tell its values).
    pub fn contest_preview(&self, c: &Contest) -> Option<Preview> {
        let public = self.face_up_in_play();
        let shown = |u: &Uid| public.contains(u);
        match c {
            Contest::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } if shown(assailant) && shown(target) => {
                self.attack_preview(*assailant, *target, *by_cv)
            }
            Contest::Assignment {
                agent,
                companion,
                plot,
                ..
            } if shown(agent) && companion.as_ref().is_none_or(shown) => plot
                .iter()
                .find_map(|&p| self.assignment_preview(*agent, *companion, p)),
            _ => None,
        }
    }

    /// The previews of `seat`'s legal actions that have one, in the legal order.
    pub fn previews(&self, seat: Seat) -> Vec<ActionPreview> {
        self.legal(seat)
            .into_iter()
            .filter_map(|action| {
                let preview = self.preview(&action)?;
                Some(ActionPreview { action, preview })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ltk_dice_cover_all_36_rolls() {
        for (x, y) in [(5, 5), (9, 7), (3, 8), (12, 2)] {
            let (w, t, l) = ltk_attack_ways(x, y);
            assert_eq!(w + t + l, 36, "{x} against {y}");
        }
        // Equal values: the target adds 1, so the target wins 21 of 36, ties 5.
        assert_eq!(ltk_attack_ways(5, 5), (10, 5, 21));
        // Oddjob PV 9 against a Bond PV 7: +2 to the attacker.
        assert_eq!(ltk_attack_ways(9, 7), (26, 4, 6));
        // A lead of 6 or more cannot lose or tie.
        assert_eq!(ltk_attack_ways(12, 6), (36, 0, 0));
    }
}
