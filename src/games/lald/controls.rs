//! The controls beside the board: whose decision and what to do, the number square, Bond's
//! hits and the Enemy boats, one button per action other than a forward step (each with its
//! exact odds, every card variant under its plain action), and what just happened.

use leptos::prelude::*;

use crate::games::you_row::YouRow;
use crate::markup::esc;
use qbranch_engine::lald::{LaldAction, LaldEvent, LaldView, PieceId, Side};
use qbranch_engine::{Odds, Outcome, Seat};

use super::choices::{Aim, Button, Group};
use super::odds_text::{is_movement, movement, spoken};
use crate::games::action_button::{
    self, chase_action_groups, groups_of, ActionParts, GroupParts, OddsFace,
};

/// Bond crashes at this many hits (the rulebook: "a total of three times").
pub const CRASH_AT: u8 = 3;

/// The sentence at the top of the controls.
pub fn prompt(view: &LaldView, mine: bool, has_steps: bool) -> String {
    match view.phase {
        "setup" => match view.facing_next {
            Some(p) if mine => format!(
                "Point {} along a line: tap a highlighted space, or choose below.",
                p.name()
            ),
            Some(p) => format!("{} is being pointed along a line.", p.name()),
            None => String::new(),
        },
        "bond_to_roll" if mine => "Your turn: roll for Bond's movement.".into(),
        "bond_to_roll" => "Bond is about to roll for movement.".into(),
        "enemy_to_choose" if mine => {
            "Choose the boat that goes next: tap it on the map, or choose below.".into()
        }
        "enemy_to_choose" => "The Enemy chooses which boat goes next.".into(),
        "moving" => {
            let Some(t) = &view.turn else {
                return String::new();
            };
            let who = t.piece.name();
            if !mine {
                format!(
                    "{who} is moving: {} of {} spaces left.",
                    t.remaining, t.roll
                )
            } else if t.met && has_steps {
                format!(
                    "{who} has met an opposing boat: stop here, or go on ({} of {} left).",
                    t.remaining, t.roll
                )
            } else if t.remaining == 0 {
                format!(
                    "{who} has gone all {} spaces: act, or end the move.",
                    t.roll
                )
            } else if has_steps {
                format!(
                    "{who}: {} of {} spaces left. Tap a highlighted space to go on.",
                    t.remaining, t.roll
                )
            } else {
                format!("{who} cannot go on as things stand: act, or end the move.")
            }
        }
        "dodge" => {
            let Some(p) = &view.pending else {
                return String::new();
            };
            if mine {
                format!(
                    "{} forced {}: roll Force Dodge at once.",
                    p.by.name(),
                    p.piece.name()
                )
            } else {
                format!(
                    "{} must roll Force Dodge: {} forced it.",
                    p.piece.name(),
                    p.by.name()
                )
            }
        }
        "draw" => {
            let side = match view.to_act {
                Some(0) => "Bond",
                _ => "The Enemy",
            };
            if mine {
                let full = view.hand.as_ref().is_some_and(|h| h.len() >= 4);
                if full {
                    "Your hand is full: discard a card to draw one, or draw nothing.".into()
                } else {
                    "You may draw one card.".into()
                }
            } else {
                format!("{side} may draw a card.")
            }
        }
        "over" => outcome_sentence(view.outcome.as_ref()),
        _ => String::new(),
    }
}

/// The result in words.
pub fn outcome_sentence(o: Option<&Outcome>) -> String {
    match o {
        Some(o) if o.is_winner(Side::Bond.seat()) => "Bond wins: his boat has reached End.".into(),
        Some(o) if o.is_winner(Side::Enemy.seat()) => {
            "The Enemy wins: Bond's boat has crashed.".into()
        }
        Some(_) => "The game is over.".into(),
        None => String::new(),
    }
}

/// A roll's odds: a movement roll as "spaces · chance" cells.
fn odds_face(odds: &Odds) -> OddsFace {
    action_button::odds_face(odds, is_movement(odds).then(|| movement(odds)))
}

/// One action button's face.
fn face(b: &Button) -> ActionParts {
    let odds_text = b.choice.odds.as_ref().map(spoken);
    let aria = match &odds_text {
        Some(o) => format!("{}. Chances: {o}", b.label),
        None => b.label.clone(),
    };
    let label = match b.card {
        Some(c) => format!("… playing {}", c.def().name),
        None => b.label.clone(),
    };
    // The keyboard's focus never rests by default on these (issue 11).
    ActionParts {
        class: "btn lald-btn",
        label_class: "lald-btn-label",
        testid: "lald-action",
        primary: matches!(b.group, Group::Roll | Group::Dodge),
        card: b.card.map(|c| c.key()),
        group: b.group.class(),
        dice: b.choice.odds.is_some(),
        last: matches!(b.group, Group::End | Group::Draw | Group::Cards),
        title: odds_text.unwrap_or_default(),
        aria,
        label,
        odds: b.choice.odds.as_ref().map(odds_face),
    }
}

/// The action buttons, group by group.
fn groups(all: &[Button]) -> Vec<GroupParts> {
    groups_of(
        all,
        |b| (b.group.title(), b.group.class()),
        // Every Enemy boat rolls on the same Movement line: its chances once, above.
        |run| {
            (run[0].group == Group::Select)
                .then(|| run[0].choice.odds.as_ref())
                .flatten()
                .filter(|o| is_movement(o))
                .map(odds_face)
        },
        // Long lists fold after their first six choices: every choice one tap away.
        |b, (place, len), shared| {
            let mut b = b.clone();
            if shared {
                b.choice.odds = None;
            }
            (face(&b), len > 7 && place >= 6)
        },
        ("more", "More"),
    )
}

/// The number square, Bond's hits and the Enemy boats, as markup (redrawn whole with the
/// view; nothing in it is tapped).
fn status_html(v: &LaldView) -> String {
    let mut h = String::new();
    if let Some(t) = &v.turn {
        h.push_str(&format!(
            r#"<div class="number-square" data-testid="number-square" data-roll="{roll}" data-remaining="{left}"><span class="ns-n">{roll}</span><span class="ns-text">{}</span></div>"#,
            esc(&format!("{}: {} left", t.piece.name(), t.remaining)),
            roll = t.roll,
            left = t.remaining,
        ));
    }
    let hits = v
        .pieces
        .iter()
        .find(|p| p.id == PieceId::Bond)
        .map_or(0, |p| p.hits);
    h.push_str(&format!(
        r#"<div class="bond-hits" data-testid="bond-hits" data-hits="{hits}"><span class="status-label">Bond's hits</span><span class="hit-boxes" aria-hidden="true">"#
    ));
    for i in 0..CRASH_AT {
        h.push_str(if i < hits {
            r#"<span class="hit-box hit"></span>"#
        } else {
            r#"<span class="hit-box"></span>"#
        });
    }
    h.push_str(&format!(
        r#"</span><span class="status-text">{hits} of {CRASH_AT}</span><span class="status-note">The third crashes him, unless a special card saves him (see the rules).</span></div><div class="enemy-boats"><span class="status-label">Enemy boats</span><ul>"#
    ));
    for p in v.pieces.iter().filter(|p| p.side == Side::Enemy) {
        let state = if p.crashed {
            "crashed".to_string()
        } else {
            let mut s = p.space.map_or("—".to_string(), |s| format!("space {s}"));
            if p.lost_turns > 0 {
                s.push_str(&format!(
                    ", loses {} turn{}",
                    p.lost_turns,
                    if p.lost_turns > 1 { "s" } else { "" }
                ));
            }
            if p.done_this_phase {
                s.push_str(", moved");
            }
            s
        };
        h.push_str(&format!(
            r#"<li class="boat-row{}" data-testid="enemy-boat" data-piece="{}"><span class="boat-chip">{}</span><span>{}</span></li>"#,
            if p.crashed { " crashed" } else { "" },
            p.id.key(),
            esc(p.id.start_label()),
            esc(&state),
        ));
    }
    h.push_str("</ul>");
    if v.hexes > 0 {
        h.push_str(&format!(
            r#"<p class="status-note">Voodoo Hex waiting: Bond's next roll −{} spaces</p>"#,
            2 * u32::from(v.hexes)
        ));
    }
    h.push_str("</div>");
    h
}

#[component]
fn Status(view: crate::ui::reactive::Derived<LaldView>) -> impl IntoView {
    view! {
        <div class="lald-status" data-testid="lald-status" inner_html=move || view.with(status_html)></div>
    }
}

#[component]
pub fn Controls(
    view: crate::ui::reactive::Derived<LaldView>,
    viewer: crate::ui::reactive::Derived<Option<Seat>>,
    buttons: crate::ui::reactive::Derived<Vec<Button>>,
    has_steps: crate::ui::reactive::Derived<bool>,
    has_choices: crate::ui::reactive::Derived<bool>,
    recent: crate::ui::reactive::Derived<Vec<LaldEvent>>,
    act: Callback<LaldAction>,
    aim: crate::ui::reactive::State<Aim>,
) -> impl IntoView {
    let prompt_text = move || {
        let mine = has_choices.get();
        view.with(|v| prompt(v, mine, has_steps.get()))
    };
    let you = move || {
        viewer.get().map(|s| match Side::of_seat(s) {
            Side::Bond => "You steer Bond's speedboat",
            Side::Enemy => "You command the four Enemy boats",
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
            .with(|r| crate::games::latest::lines(r, |e| matches!(e, LaldEvent::TurnEnded { .. })))
    };
    view! {
        <section class="controls" aria-label="Your actions">
            <YouRow
                you=crate::ui::reactive::memo(you)
                game="lald"
                mark="Map, summaries and cards reconstructed"
                title="The map, the Action Summaries and the cards are our own reconstruction: see the rules page"
            />
            <p class="prompt" data-testid="prompt" aria-live="polite" tabindex="-1">{prompt_text}</p>
            {groups}
            <Status view=view/>
            {crate::games::latest::just_now(Box::new(latest))}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::lald::{Lald, LaldSetup};
    use qbranch_engine::Game;

    #[test]
    fn prompts_follow_the_phase() {
        let g = Lald::new(&LaldSetup::default(), 1).unwrap();
        let v = g.view(None);
        assert_eq!(v.phase, "setup");
        let who = v.facing_next.expect("a boat to point").name();
        assert!(prompt(&v, true, false).starts_with(&format!("Point {who}")));
        assert!(prompt(&v, false, false).contains("is being pointed"));
    }

    #[test]
    fn outcomes_in_words() {
        assert!(outcome_sentence(Some(&Outcome::win(0))).starts_with("Bond wins"));
        assert!(outcome_sentence(Some(&Outcome::win(1))).starts_with("The Enemy wins"));
    }
}
