//! The controls beside the board: what to do now, what just happened, and one button per
//! action other than a forward step, each with its exact odds.

use leptos::prelude::*;

use crate::games::you_row::YouRow;
use qbranch_engine::yolt::{DodgeKind, PieceId, Side, YoltAction, YoltEvent, YoltView};
use qbranch_engine::{Odds, Outcome, Seat};

use super::choices::{first_chance_in_1000, Aim, Button, Group, LONG_SHOT_IN_1000};
use super::odds_text::{distribution, distribution_summary, is_distribution, spoken};
use crate::games::action_button::{
    self, chase_action_groups, groups_of, ActionParts, GroupParts, OddsFace,
};

/// The sentence at the top of the controls.
pub fn prompt(view: &YoltView, mine: bool, has_steps: bool) -> String {
    let name = |p: PieceId| p.name();
    match view.phase {
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
                    "{who} is flying: {} of {} spaces left.",
                    t.remaining, t.roll
                );
            }
            if t.forced && t.remaining > 0 && has_steps {
                format!(
                    "{who} has tried a Force: fly on ({} of {} spaces left) or end the move where it may stop.",
                    t.remaining, t.roll
                )
            } else if t.remaining == 0 {
                format!(
                    "{who} has flown all {} spaces: act, or end the move.",
                    t.roll
                )
            } else if has_steps {
                format!(
                    "{who}: {} of {} spaces left. Tap a highlighted space to fly on.",
                    t.remaining, t.roll
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

/// A roll's odds: a movement roll as "spaces · chance" cells.
fn odds_face(odds: &Odds) -> OddsFace {
    action_button::odds_face(odds, is_distribution(odds).then(|| distribution(odds)))
}

/// One action button's face.
fn face(b: &Button, compact: bool) -> ActionParts {
    let odds_text = b.choice.odds.as_ref().map(spoken);
    let aria = match &odds_text {
        Some(o) => format!("{}. Chances: {o}", b.label),
        None => b.label.clone(),
    };
    // The keyboard's focus never rests by default on these (issue 11).
    let odds = match b.choice.odds.as_ref() {
        Some(o) if compact && is_distribution(o) => {
            Some(OddsFace::Summary(distribution_summary(o)))
        }
        Some(o) => Some(odds_face(o)),
        None => None,
    };
    ActionParts {
        class: "btn yolt-btn",
        label_class: "yolt-btn-label",
        testid: "yolt-action",
        primary: matches!(b.group, Group::Roll | Group::Dodge),
        card: None,
        group: b.group.class(),
        dice: b.choice.odds.is_some(),
        last: b.group == Group::End,
        title: odds_text.unwrap_or_default(),
        aria,
        label: b.label.clone(),
        odds,
    }
}

/// The action buttons, group by group.
fn groups(all: &[Button]) -> Vec<GroupParts> {
    groups_of(
        all,
        |b| (b.group.title(), b.group.class()),
        // Every helicopter rolls on the same Movement line: its chances once, above.
        |run| match (run[0].group, &run[0].choice.odds) {
            (Group::Select, Some(o)) if is_distribution(o) => Some(odds_face(o)),
            _ => None,
        },
        // Long shots fold under "Other shots": every choice stays one tap away.
        |b, _, compact| {
            let fold = b.group == Group::Fire && first_chance_in_1000(b) < LONG_SHOT_IN_1000;
            (face(b, compact), fold)
        },
        ("other-shots", "Other shots"),
    )
}

#[component]
pub fn Controls(
    view: crate::ui::reactive::Derived<YoltView>,
    viewer: crate::ui::reactive::Derived<Option<Seat>>,
    buttons: crate::ui::reactive::Derived<Vec<Button>>,
    has_steps: crate::ui::reactive::Derived<bool>,
    has_choices: crate::ui::reactive::Derived<bool>,
    recent: crate::ui::reactive::Derived<Vec<YoltEvent>>,
    act: Callback<YoltAction>,
    aim: crate::ui::reactive::State<Aim>,
) -> impl IntoView {
    let prompt_text = move || {
        let mine = has_choices.get();
        view.with(|v| prompt(v, mine, has_steps.get()))
    };
    let you = move || {
        viewer.get().map(|s| match Side::of_seat(s) {
            Side::Bond => "You fly Little Nellie (Bond)",
            Side::Enemy => "You fly the Enemy helicopters",
        })
    };
    let groups = chase_action_groups(
        buttons,
        groups,
        act,
        aim,
        |b| (&b.choice.action, b.aim),
        Aim::Nothing,
    );
    let latest = move || {
        recent
            .with(|r| crate::games::latest::lines(r, |e| matches!(e, YoltEvent::TurnEnded { .. })))
    };
    view! {
        <section class="controls" aria-label="Your actions">
            <YouRow
                you=crate::ui::reactive::memo(you)
                game="yolt"
                mark="Map and status sheet reconstructed"
                title="The map and the status sheet are our own reconstruction: see the rules page"
            />
            <p class="prompt" data-testid="prompt" aria-live="polite" tabindex="-1">{prompt_text}</p>
            {groups}
            {crate::games::latest::just_now(Box::new(latest))}
        </section>
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
