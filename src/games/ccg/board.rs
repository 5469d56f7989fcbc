//! The table as players sit round it, filling the board's box: the viewer's hand docked along
//! the bottom, the seats in the middle (every other seat a strip across the top, the near seat
//! large) — the one part that scrolls when the table is full — and the scoreboard and the
//! controls in a column beside it (a band above the hand on a narrow screen), so the hand and
//! the choices are always in sight. Only the viewer's own hand is ever in the page: the view
//! holds no other hand's cards.

use leptos::prelude::*;
use qbranch_engine::ccg::view::{CardView, CcgView};
use qbranch_engine::ccg::{CcgAction, Uid, Variant};
use qbranch_engine::Seat;

use super::card::{CardButton, CardTaps};
use super::compose::{chose_by_tap, tap_with, Pick, Picks};
use super::controls::{step_name, Controls};
use super::names::{near_seat, seat_name};
use super::seat::{to_play, SeatArea};
use super::zoom::Zoom;
use crate::games::Choice;
use crate::ui::reactive::{memo, Derived};

/// The scoreboard's first line: the turn, and whose it is at which step (until the game is
/// over).
pub fn turn_line(v: &CcgView) -> String {
    match to_play(v) {
        None => format!("Turn {} · Game over", v.turn),
        Some(s) => format!(
            "Turn {} · {} · {}",
            v.turn,
            seat_name(s),
            step_name(v.variant, v.step)
        ),
    }
}

/// The goal, and in Licence to Kill, once the game is won, how the winner reached it.
fn goal_line(v: &CcgView) -> String {
    match v.variant {
        Variant::Basic => format!("Goal {} Plot Points", v.goal),
        Variant::Ltk => match winner(v) {
            Some(w) => format!(
                "Goal {} Plot Points, by overcoming: {} reached it by overcoming a Plot",
                v.goal,
                seat_name(w)
            ),
            None => format!("Goal {} Plot Points, by overcoming", v.goal),
        },
    }
}

/// The one seat that won, if the game is over and was not a draw.
fn winner(v: &CcgView) -> Option<Seat> {
    let o = v.outcome.as_ref()?;
    let mut won = (0..v.seats.len()).filter(|&s| o.is_winner(s));
    let w = won.next()?;
    won.next().is_none().then_some(w)
}

/// Licence to Kill counts the Plots a seat has laid in its points, but only an overcome wins:
/// a seat at or past the goal that has not won says why, so a higher score beside a win for
/// someone else reads as the rule and not as a mistake.
fn score_note(v: &CcgView, seat: Seat) -> Option<&'static str> {
    let at_goal = v
        .seats
        .get(seat)
        .is_some_and(|s| i64::from(s.score) >= i64::from(v.goal));
    if v.variant != Variant::Ltk || !at_goal {
        return None;
    }
    match &v.outcome {
        None => Some("needs an overcome to win"),
        Some(o) if o.is_winner(seat) => None,
        Some(_) => Some("laid Plots don't win"),
    }
}

/// One seat's score: the seat, its player's name, the score, whether it is its turn, and
/// why a score at the goal has not won.
#[derive(Clone, Debug, PartialEq)]
struct Score {
    seat: Seat,
    name: String,
    score: i32,
    turn: bool,
    note: Option<&'static str>,
}

#[component]
fn Scoreboard(view: Derived<CcgView>) -> impl IntoView {
    let line = memo(move || view.with(turn_line));
    let goal = memo(move || view.with(|v| (v.goal, goal_line(v))));
    let scores = memo(move || {
        view.with(|v| {
            v.seats
                .iter()
                .enumerate()
                .map(|(s, st)| Score {
                    seat: s,
                    name: seat_name(s),
                    score: st.score,
                    turn: to_play(v) == Some(s),
                    note: score_note(v, s),
                })
                .collect::<Vec<_>>()
        })
    });
    let scores = move || {
        scores
            .get()
            .into_iter()
            .map(|s| {
                view! {
                    <li class=if s.turn { "score turn" } else { "score" } data-testid="score"
                        data-seat=s.seat data-score=s.score>
                        <span class="score-name">{s.name}</span>
                        <strong>{s.score}</strong>
                        {s.note.map(|n| view! { <span class="score-note" data-testid="score-note">{n}</span> })}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <div class="ccg-scoreboard" data-testid="ccg-scoreboard">
            <p class="turn-line" data-testid="turn-line">{move || line.get()}</p>
            <p class="goal" data-testid="goal" data-goal=move || goal.with(|g| g.0)>
                {move || goal.with(|g| g.1.clone())}
            </p>
            <ul class="scores">{scores}</ul>
        </div>
    }
}

/// The viewer's hand, face up as a row of cards that overlap when the row is full (tap or
/// Enter to read one).
#[component]
fn Hand(view: Derived<CcgView>) -> impl IntoView {
    let hand = memo(move || {
        view.with(|v| {
            let seat = v.viewer?;
            Some((seat, v.seats.get(seat)?.hand.clone()?))
        })
    });
    let count = move || hand.with(|h| h.as_ref().map_or(0, |(_, cards)| cards.len()));
    let title = move || {
        hand.with(|h| {
            h.as_ref().map(|(s, cards)| {
                let n = crate::ui::text::count(cards.len(), "card", "cards");
                format!("{}'s hand ({n})", seat_name(*s))
            })
        })
    };
    let cards = move || {
        hand.with(|h| {
            h.iter()
                .flat_map(|(_, cards)| cards)
                .filter_map(|c: &CardView| Some((c.uid, c.card.clone()?)))
                .collect::<Vec<(Uid, String)>>()
        })
    };
    view! {
        <Show when=move || hand.with(Option::is_some)>
            <section class="ccg-hand" data-testid="ccg-hand" data-count=count aria-label=title>
                <h3>{title}</h3>
                <Show when=move || count() == 0>
                    <p class="muted">"No cards."</p>
                </Show>
                <ul class="hand-row">
                    <For each=cards key=|(uid, _)| *uid let((uid, id))>
                        <li><CardButton id=id uid=Some(uid) class="hand" testid="hand-card"/></li>
                    </For>
                </ul>
            </section>
        </Show>
    }
}

/// The table; a tap on a card that may be chosen now chooses it, any other opens the zoom.
#[component]
pub fn Table(
    view: Derived<CcgView>,
    to_act: Derived<Option<Seat>>,
    choices: Derived<Vec<Choice<CcgAction>>>,
    act: Callback<CcgAction>,
    pick: Pick,
) -> impl IntoView {
    let picks = Picks::new();
    let zoom = expect_context::<Zoom>().0;
    provide_context(CardTaps {
        pick,
        tap: Callback::new(move |(id, uid): (String, Option<Uid>)| match uid {
            Some(u) if tap_with(pick, u) => chose_by_tap(view, choices, picks, u),
            _ => zoom.set(Some((id, uid))),
        }),
    });
    let near = memo(move || view.with(near_seat));
    let others = memo(move || {
        view.with(|v| {
            let near = near_seat(v);
            (0..v.seats.len())
                .filter(|&s| s != near)
                .collect::<Vec<_>>()
        })
    });
    view! {
        <div class="ccg-body">
            <Scoreboard view=view/>
            <div class="ccg-table" tabindex="0" role="region" aria-label="The table">
                <div class="ccg-others">
                    <For each=move || others.get() key=|s| *s let(s)>
                        <SeatArea view=view seat=s big=false/>
                    </For>
                </div>
                <div class="ccg-near">
                    {move || view! { <SeatArea view=view seat=near.get() big=true/> }}
                </div>
            </div>
            <div class="ccg-controls-area">
                <Controls view=view to_act=to_act choices=choices act=act picks=picks/>
            </div>
            <div class="ccg-hand-area"><Hand view=view/></div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::{prebuilt_decks, Ccg, CcgSetup};
    use qbranch_engine::Game;

    #[test]
    fn the_turn_line_names_the_seat_and_step_until_the_game_is_over() {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Basic, 2),
            goal: 25,
            skip_unable: false,
            stacked: false,
        };
        let mut g = Ccg::new(&setup, 7).unwrap();
        let line = |g: &Ccg| turn_line(&g.view(Some(0)));
        assert_eq!(line(&g), "Turn 0 · Player 1 · Set-up round");
        // A seeded random game, played to its end.
        let mut rng = qbranch_engine::Rng::new(3);
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions(seat);
            let a = legal[rng.below(legal.len() as u32) as usize].clone();
            g.apply(seat, &a).unwrap();
        }
        let v = g.view(Some(0));
        assert!(v.outcome.is_some());
        assert_eq!(line(&g), format!("Turn {} · Game over", v.turn));
        // Nor is any seat shown as the one whose turn it is.
        assert_eq!(to_play(&v), None);
    }

    /// "The first player to meet or exceed 60 Plot Points by Overcoming an opponent's Plot
    /// wins the game. You cannot win a game by simply laying down Plots in your Plot Zone."
    /// The scoreboard says so beside a score at the goal that has not won.
    #[test]
    fn a_licence_to_kill_score_at_the_goal_says_only_an_overcome_wins() {
        use qbranch_engine::ccg::CcgLtk;
        let g = CcgLtk::new(&CcgLtk::setup_for_players(2).unwrap(), 7).unwrap();
        let mut v = g.view(Some(0));
        assert_eq!(v.variant, Variant::Ltk);
        let goal = v.goal as i32;
        assert_eq!(goal, 60);
        v.seats[0].score = goal + 8;
        v.seats[1].score = goal - 4;
        assert_eq!(score_note(&v, 0), Some("needs an overcome to win"));
        assert_eq!(score_note(&v, 1), None);
        assert_eq!(goal_line(&v), "Goal 60 Plot Points, by overcoming");
        // Player 2 overcomes to 62 and wins; Player 1's 68 came from Plots laid.
        v.seats[1].score = goal + 2;
        v.outcome = Some(qbranch_engine::Outcome::win(1));
        assert_eq!(score_note(&v, 0), Some("laid Plots don't win"));
        assert_eq!(score_note(&v, 1), None);
        assert_eq!(
            goal_line(&v),
            "Goal 60 Plot Points, by overcoming: Player 2 reached it by overcoming a Plot"
        );
    }

    #[test]
    fn the_basic_game_has_no_score_notes() {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Basic, 2),
            goal: 25,
            skip_unable: false,
            stacked: false,
        };
        let mut v = Ccg::new(&setup, 7).unwrap().view(Some(0));
        v.seats[0].score = 30;
        v.outcome = Some(qbranch_engine::Outcome::win(1));
        assert_eq!(score_note(&v, 0), None);
        assert_eq!(goal_line(&v), "Goal 25 Plot Points");
    }
}
