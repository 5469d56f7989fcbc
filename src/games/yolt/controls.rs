//! The words of the controls beside the map: what to do now, and the result.

use qbranch_engine::yolt::{DodgeKind, PieceId, Side, YoltView};
use qbranch_engine::Outcome;

/// The sentence at the top of the controls.
pub fn prompt(view: &YoltView, mine: bool, has_steps: bool) -> String {
    let name = |p: PieceId| p.name();
    match &*view.phase {
        "setup" => match view.facing_next {
            Some(p) if mine => format!(
                "Point {} along a line: tap a highlighted space, or choose below.",
                name(p)
            ),
            Some(p) => format!("{} is being pointed along a line.", name(p)),
            None => String::new(),
        },
        "bond_to_roll" if mine => "Your turn: roll for Little Nellie's movement.".into(),
        "bond_to_roll" => "Bond is about to roll for movement.".into(),
        "enemy_to_choose" if mine => {
            "Choose the helicopter that flies next: tap it on the map, or choose below.".into()
        }
        "enemy_to_choose" => "The Enemy chooses which helicopter flies next.".into(),
        "moving" => {
            let Some(t) = &view.turn else {
                return String::new();
            };
            let who = name(t.piece);
            if !mine {
                return format!(
                    "{who} is flying: {} of {} left.",
                    t.remaining,
                    crate::ui::text::count(t.roll, "space", "spaces")
                );
            }
            if t.forced && t.remaining > 0 && has_steps {
                format!(
                    "{who} has tried a Force: fly on ({} of {} left) or end the move where it may stop.",
                    t.remaining,
                    crate::ui::text::count(t.roll, "space", "spaces")
                )
            } else if t.remaining == 0 {
                format!(
                    "{who} has flown all of {}: act, or end the move.",
                    crate::ui::text::count(t.roll, "space", "spaces")
                )
            } else if has_steps {
                format!(
                    "{who}: {} of {} left. Tap a highlighted space to fly on.",
                    t.remaining,
                    crate::ui::text::count(t.roll, "space", "spaces")
                )
            } else {
                format!("{who} cannot fly further: every way ahead is full. Act, or end the move.")
            }
        }
        "dodge" => {
            let Some(p) = &view.pending else {
                return String::new();
            };
            let what = match p.kind {
                DodgeKind::Force => "Force Dodge",
                DodgeKind::Rockets => "Dodge Rockets",
                DodgeKind::Missiles => "Dodge Missiles",
            };
            let cause = match p.kind {
                DodgeKind::Force => format!("{} forced it", name(p.by)),
                DodgeKind::Rockets => format!("{}'s rockets are on their way", name(p.by)),
                DodgeKind::Missiles => format!("{}'s missiles are on their way", name(p.by)),
            };
            if mine {
                format!("{}: roll {what} at once — {cause}.", name(p.piece))
            } else {
                format!("{} must roll {what}: {cause}.", name(p.piece))
            }
        }
        "over" => outcome_sentence(view.outcome.as_ref()),
        _ => String::new(),
    }
}

/// The result in words.
pub fn outcome_sentence(o: Option<&Outcome>) -> String {
    match o {
        Some(o) if o.is_winner(Side::Bond.seat()) => {
            "Bond wins: all four Enemy helicopters have crashed.".into()
        }
        Some(o) if o.is_winner(Side::Enemy.seat()) => {
            "The Enemy wins: Little Nellie has crashed.".into()
        }
        Some(_) => "A tie: every piece still flying is out of ammunition.".into(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::yolt::{Yolt, YoltSetup};
    use qbranch_engine::Game;

    #[test]
    fn prompts_follow_the_phase() {
        let g = Yolt::new(&YoltSetup::default(), 1).unwrap();
        let v = g.view(None);
        assert!(prompt(&v, true, false).starts_with("Point Enemy A"));
        assert!(prompt(&v, false, false).contains("Enemy A"));
    }

    #[test]
    fn outcomes_in_words() {
        assert!(outcome_sentence(Some(&Outcome::win(0))).starts_with("Bond wins"));
        assert!(outcome_sentence(Some(&Outcome::win(1))).starts_with("The Enemy wins"));
        assert!(outcome_sentence(Some(&Outcome::Draw)).starts_with("A tie"));
    }
}
