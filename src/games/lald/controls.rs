//! The words and the status of the controls beside the map: whose decision and what to do,
//! the number square, Bond's hits and the Enemy boats, and the result.

use leptos::prelude::*;
use qbranch_engine::lald::view::PieceView;
use qbranch_engine::lald::{LaldView, PieceId, Side};
use qbranch_engine::Outcome;

use crate::ui::reactive::Derived;

/// Bond crashes at this many hits (the rulebook: "a total of three times").
pub const CRASH_AT: u8 = 3;

/// The sentence at the top of the controls.
pub fn prompt(view: &LaldView, mine: bool, has_steps: bool) -> String {
    match &*view.phase {
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
                    "{who} is moving: {} of {} left.",
                    t.remaining,
                    crate::ui::text::count(t.roll, "space", "spaces")
                )
            } else if t.met && has_steps {
                format!(
                    "{who} has met an opposing boat: stop here, or go on ({} of {} left).",
                    t.remaining,
                    crate::ui::text::count(t.roll, "space", "spaces")
                )
            } else if t.remaining == 0 {
                format!(
                    "{who} has gone all of {}: act, or end the move.",
                    crate::ui::text::count(t.roll, "space", "spaces")
                )
            } else if has_steps {
                format!(
                    "{who}: {} of {} left. Tap a highlighted space to go on.",
                    t.remaining,
                    crate::ui::text::count(t.roll, "space", "spaces")
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

/// What an Enemy boat is doing, in words.
fn boat_state(p: &PieceView) -> String {
    if p.crashed {
        return "crashed".to_string();
    }
    let mut s = p.space.map_or("—".to_string(), |s| format!("space {s}"));
    if p.lost_turns > 0 {
        let plural = if p.lost_turns > 1 { "s" } else { "" };
        s.push_str(&format!(", loses {} turn{plural}", p.lost_turns));
    }
    if p.done_this_phase {
        s.push_str(", moved");
    }
    s
}

/// The number square, Bond's hits and the Enemy boats (redrawn with the view; nothing in it
/// is tapped).
fn status(v: &LaldView) -> impl IntoView {
    let square = v.turn.as_ref().map(|t| {
        view! {
            <div
                class="number-square"
                data-testid="number-square"
                data-roll=t.roll
                data-remaining=t.remaining
            >
                <span class="ns-n">{t.roll}</span>
                <span class="ns-text">{format!("{}: {} left", t.piece.name(), t.remaining)}</span>
            </div>
        }
    });
    let hits = v
        .pieces
        .iter()
        .find(|p| p.id == PieceId::Bond)
        .map_or(0, |p| p.hits);
    let boxes = (0..CRASH_AT)
        .map(|i| {
            let class = if i < hits { "hit-box hit" } else { "hit-box" };
            view! { <span class=class></span> }
        })
        .collect_view();
    let boats = v
        .pieces
        .iter()
        .filter(|p| p.side == Side::Enemy)
        .map(|p| {
            let class = if p.crashed {
                "boat-row crashed"
            } else {
                "boat-row"
            };
            view! {
                <li class=class data-testid="enemy-boat" data-piece=p.id.key()>
                    <span class="boat-chip">{p.id.start_label()}</span>
                    <span>{boat_state(p)}</span>
                </li>
            }
        })
        .collect_view();
    let hexes = (v.hexes > 0).then(|| {
        let less = 2 * u32::from(v.hexes);
        view! { <p class="status-note">{format!("Voodoo Hex waiting: Bond's next roll −{less} spaces")}</p> }
    });
    view! {
        {square}
        <div class="bond-hits" data-testid="bond-hits" data-hits=hits>
            <span class="status-label">"Bond's hits"</span>
            <span class="hit-boxes" aria-hidden="true">{boxes}</span>
            <span class="status-text">{format!("{hits} of {CRASH_AT}")}</span>
            <span class="status-note">
                "The third crashes him, unless a special card saves him (see the rules)."
            </span>
        </div>
        <div class="enemy-boats">
            <span class="status-label">"Enemy boats"</span>
            <ul>{boats}</ul>
            {hexes}
        </div>
    }
}

/// The status under the buttons.
pub fn status_view(view: Derived<LaldView>) -> AnyView {
    view! {
        <div class="lald-status" data-testid="lald-status">
            {move || view.with(|v| status(v).into_any())}
        </div>
    }
    .into_any()
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
