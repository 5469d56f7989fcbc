//! Lessons in the app. "Learn to play" starts a game's lesson as a save like any other; in
//! play, the lesson panel says each step's words, rings the taught choice (the Hint's ring),
//! accepts only that move, plays the scripted seats' moves a step at a time, and at the end
//! hands the other seats to the computer so the game goes on from there.

use leptos::prelude::*;
use qbranch_engine::ai::Controller;
use qbranch_engine::lesson::{self, Lesson, StepAct};
use qbranch_engine::{DynSession, GameId, Seat};

use super::action_bar::ring;
use super::table::Table;
use crate::saves::browser::{now, random_u64};
use crate::saves::format::{clean_name, new_id, LessonMark, SaveFile, SeatSpec, MAX_NAME};
use crate::saves::restore::new_save;
use crate::saves::store::WriteError;
use crate::ui::focus::focus_el;
use crate::ui::reactive::{kept, memo, state, Derived, Kept, State};
use crate::ui::route::{navigate, Route};
use crate::ui::toast::{toast, Kind};

/// The attribute that rings the taught choice (styled like the Hint's mark, kept apart from
/// it so closing a hint never takes the lesson's ring away).
const RING: &str = "data-lesson-ring";

/// Where a lesson stands, from its step and the length of its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Words to read, then Continue.
    Read,
    /// The learner's move: `taught` is its place among the learner's legal actions.
    Learner { taught: usize },
    /// The scripted seats' moves, not yet played.
    Due,
    /// The scripted seats' moves played: their words, then Continue.
    Played,
    /// Past the last step.
    Complete,
    /// The game no longer follows the lesson (changed in another tab): an ordinary game.
    Off,
}

impl Phase {
    /// The name the page's `data-phase` carries (what the tests wait on).
    pub fn name(&self) -> &'static str {
        match self {
            Phase::Read => "read",
            Phase::Learner { .. } => "learner",
            Phase::Due => "due",
            Phase::Played => "played",
            Phase::Complete => "complete",
            Phase::Off => "off",
        }
    }
    fn continues(&self) -> bool {
        matches!(self, Phase::Read | Phase::Played)
    }
}

/// The phase of `lesson` at step `k` over `session`.
pub fn phase(lesson: &Lesson, k: usize, session: &dyn DynSession) -> Phase {
    let Some(step) = lesson.steps.get(k) else {
        return Phase::Complete;
    };
    let (len, before) = (session.len(), lesson.moves_before(k));
    match &step.act {
        StepAct::Read if len == before => Phase::Read,
        StepAct::Learner { .. } if len == before => match lesson.taught_index(session, k) {
            Ok(Some(taught)) => Phase::Learner { taught },
            _ => Phase::Off,
        },
        StepAct::Computer { .. } if len == before => Phase::Due,
        StepAct::Computer { .. } if len == before + step.moves() => Phase::Played,
        _ => Phase::Off,
    }
}

/// The seats of a lesson's game: the learner a person, every other seat the computer at the
/// lesson's level (which waits while the lesson scripts it).
pub fn lesson_seats(lesson: &Lesson, session: &dyn DynSession) -> Vec<SeatSpec> {
    (0..session.seat_count())
        .map(|seat| SeatSpec {
            name: session.seat_name(seat),
            controller: if seat == lesson.learner {
                Controller::Human
            } else {
                Controller::Computer {
                    level: lesson.after,
                }
            },
            remote: false,
        })
        .collect()
}

/// Start `lesson` as a new save and open it.
fn start(lesson: &Lesson) {
    let session = match lesson.start() {
        Ok(s) => s,
        Err(e) => return toast(Kind::Error, format!("This lesson cannot start: {e}.")),
    };
    let id = new_id(random_u64());
    let name = clean_name(&format!("Lesson: {}", lesson.title), MAX_NAME, "Lesson");
    let seats = lesson_seats(lesson, session.as_ref());
    let mut save = new_save(id.clone(), name, seats, session.as_ref(), now());
    save.lesson = Some(LessonMark {
        id: lesson.id.clone(),
        step: 0,
        done: false,
    });
    match super::autosave::persist(&mut save) {
        Ok(()) | Err(WriteError::Store(_)) => navigate(&Route::Play(id)),
        Err(e) => toast(Kind::Error, format!("This lesson cannot start: {e}.")),
    }
}

/// "Learn to play": starts the game's lesson (nothing for a game without one).
#[component]
pub fn LearnButton(game: GameId) -> impl IntoView {
    lesson::for_game(game).map(|l| {
        let minutes = format!("A guided first game, about {} min", l.minutes);
        let l = kept(l);
        view! {
            <button
                type="button"
                class="btn learn"
                data-testid="learn"
                title=minutes
                on:click=move |_| l.with_value(start)
            >
                "Learn to play"
            </button>
        }
    })
}

/// A lesson in play: the lesson, the step it is on, and what the learner was last told.
#[derive(Clone, Copy)]
pub struct LessonCtl {
    lesson: Kept<Lesson>,
    step: State<usize>,
    /// The learner pressed "play on": the lesson is over, the game goes on.
    done: State<bool>,
    /// Why a legal move the learner chose was not played.
    note: State<Option<String>>,
}

impl LessonCtl {
    /// The lesson a save is on, unless it has been played on past (or no longer ships).
    pub fn of(save: &SaveFile) -> Option<LessonCtl> {
        let mark = save.lesson.as_ref().filter(|m| !m.done)?;
        let lesson = lesson::by_id(&mark.id).filter(|l| l.game.as_str() == save.game)?;
        Some(LessonCtl {
            step: state(mark.step.min(lesson.steps.len())),
            lesson: kept(lesson),
            done: state(false),
            note: state(None),
        })
    }

    /// The scripted seats wait while the lesson runs.
    pub fn holds(self) -> bool {
        !self.done.get_untracked()
    }

    /// The phase now, tracked (for the panel's memo).
    fn phase(self, table: Table) -> Phase {
        if self.done.get() {
            return Phase::Off;
        }
        let k = self.step.get();
        table
            .session
            .with(|s| self.lesson.with_value(|l| phase(l, k, s.as_ref())))
    }

    /// The phase now, for an event handler.
    fn current(self, table: Table) -> Phase {
        untrack(|| self.phase(table))
    }

    /// The learner chose their `index`-th legal action: play it when it is the one taught
    /// (and go on to the next step), else say why not. False when the lesson has nothing to
    /// say about the move (over, or off): the table plays it as usual.
    pub fn choose(self, table: Table, seat: Seat, index: usize) -> bool {
        match self.current(table) {
            Phase::Learner { taught } if taught == index => {
                self.note.set(None);
                self.mark(table, self.step.get_untracked() + 1);
                table.apply(seat, index);
                self.arrive(table);
                true
            }
            Phase::Learner { taught } => {
                let label = table
                    .session
                    .with_untracked(|s| s.describe_legal(seat, taught))
                    .map(|(label, _)| label)
                    .unwrap_or_default();
                let k = self.step.get_untracked();
                let why = self.lesson.with_value(|l| l.steps[k].why_not(&label));
                self.note.set(Some(why));
                true
            }
            Phase::Off => false,
            // Not a move this step asks for: Continue first.
            Phase::Read | Phase::Due | Phase::Played | Phase::Complete => {
                self.note
                    .set(Some("First read this step, then press Continue.".into()));
                true
            }
        }
    }

    /// Continue past a read step or a scripted one already played.
    fn next(self, table: Table) {
        self.note.set(None);
        self.mark(table, self.step.get_untracked() + 1);
        table.persist();
        self.arrive(table);
    }

    /// On reaching a step: the scripted seats play theirs at once (their words say what they
    /// did, and Continue waits for the learner).
    fn arrive(self, table: Table) {
        if self.current(table) != Phase::Due {
            return;
        }
        let k = self.step.get_untracked();
        let played = table.session.try_update(|s| {
            self.lesson
                .with_value(|l| l.play_step(s.as_mut(), k).map_err(|e| e.to_string()))
        });
        match played {
            Some(Ok(())) => {
                table.clear_hint();
                table.persist();
                table.sync_viewer();
            }
            Some(Err(e)) => toast(Kind::Error, format!("The lesson stopped here: {e}.")),
            None => {}
        }
    }

    /// The lesson is over: the other seats are the computer's from here.
    fn play_on(self, table: Table) {
        self.done.set(true);
        table.save.update_value(|s| {
            if let Some(m) = s.lesson.as_mut() {
                m.done = true;
            }
        });
        table.held.set(false);
        table.persist();
        table.schedule_ai();
    }

    /// Keep the step in the save (written with the next autosave).
    fn mark(self, table: Table, k: usize) {
        self.step.set(k);
        table.save.update_value(|s| {
            if let Some(m) = s.lesson.as_mut() {
                m.step = k;
            }
        });
    }
}

/// The lesson panel: the step's words (read out by screen readers as they change), the ring
/// on the taught choice, Continue, and at the end the way on.
#[component]
pub fn LessonPanel(ctl: LessonCtl, table: Table) -> impl IntoView {
    let phase: Derived<Phase> = memo(move || ctl.phase(table));
    // A step of scripted moves plays as soon as it is reached (also on resuming a save).
    request_animation_frame(move || ctl.arrive(table));
    // The taught choice is ringed once the board has drawn the position (drawn anew after
    // every move, so the ring is put on again even when the taught place is the same).
    Effect::new(move || {
        ctl.step.track();
        table.session.track();
        let taught = match phase.get() {
            Phase::Learner { taught } => Some(taught),
            _ => None,
        };
        request_animation_frame(move || ring(RING, taught));
    });
    on_cleanup(|| ring(RING, None));
    let total = ctl.lesson.with_value(|l| l.steps.len());
    let title = ctl.lesson.with_value(|l| l.title.clone());
    let after = ctl.lesson.with_value(|l| l.after.name());
    let say = move || {
        let k = ctl.step.get();
        match phase.get() {
            Phase::Complete => format!(
                "Lesson complete. You know enough to play: play on against the {after} computer from here."
            ),
            Phase::Off => "This game no longer follows the lesson: play on as you like.".into(),
            _ => ctl.lesson.with_value(|l| l.steps[k].say.clone()),
        }
    };
    let count = move || {
        let k = ctl.step.get();
        (k < total).then(|| format!("Step {} of {}", k + 1, total))
    };
    let continue_button = move || {
        phase.get().continues().then(|| {
            view! {
                <button
                    type="button"
                    class="btn primary"
                    data-testid="lesson-continue"
                    on:click=move |_| {
                        ctl.next(table);
                        request_animation_frame(move || focus_after(phase.get_untracked()));
                    }
                >
                    "Continue"
                </button>
            }
        })
    };
    let play_on = move || {
        matches!(phase.get(), Phase::Complete | Phase::Off).then(|| {
            view! {
                <button
                    type="button"
                    class="btn primary"
                    data-testid="lesson-play-on"
                    on:click=move |_| ctl.play_on(table)
                >
                    {format!("Play on against the {after} computer")}
                </button>
            }
        })
    };
    let running = move || !ctl.done.get();
    view! {
        <Show when=running>
        <section
            class="lesson-panel card"
            role="region"
            aria-labelledby="lesson-title"
            data-testid="lesson"
            data-step=move || ctl.step.get().to_string()
            data-phase=move || phase.get().name()
            data-taught=move || match phase.get() {
                Phase::Learner { taught } => taught.to_string(),
                _ => String::new(),
            }
        >
            <div class="lesson-head">
                <h2 id="lesson-title" class="lesson-title">{format!("Lesson: {title}")}</h2>
                <p class="lesson-count muted">{count}</p>
            </div>
            <p class="lesson-say" data-testid="lesson-say" aria-live="polite">{say}</p>
            {move || matches!(phase.get(), Phase::Learner { .. }).then(|| view! {
                <p class="lesson-do muted">"Tap the ringed choice (or Tab to it and press Enter)."</p>
            })}
            <p class="lesson-note" data-testid="lesson-note" aria-live="polite">
                {move || ctl.note.get()}
            </p>
            <div class="row-actions">{continue_button}{play_on}</div>
        </section>
        </Show>
    }
}

/// After Continue, the keyboard's next stop: Continue again, or the ringed choice.
fn focus_after(phase: Phase) {
    let selector = if phase.continues() {
        "[data-testid=\"lesson-continue\"]".to_string()
    } else if matches!(phase, Phase::Learner { .. }) {
        format!("[{RING}]")
    } else {
        "[data-testid=\"lesson-play-on\"]".to_string()
    };
    // The ring is put on in the frame after the board is drawn: look one frame later.
    request_animation_frame(move || {
        if let Some(el) = document().query_selector(&selector).ok().flatten() {
            focus_el(&el);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_of_every_lesson_has_its_phase_and_the_end_is_complete() {
        for l in lesson::all().unwrap() {
            let mut session = l.start().unwrap();
            for k in 0..l.steps.len() {
                let p = phase(&l, k, session.as_ref());
                match &l.steps[k].act {
                    StepAct::Read => assert_eq!(p, Phase::Read),
                    StepAct::Learner { .. } => assert!(matches!(p, Phase::Learner { .. })),
                    StepAct::Computer { .. } => assert_eq!(p, Phase::Due),
                }
                l.play_step(session.as_mut(), k).unwrap();
                if matches!(l.steps[k].act, StepAct::Computer { .. }) {
                    assert_eq!(phase(&l, k, session.as_ref()), Phase::Played);
                }
            }
            assert_eq!(phase(&l, l.steps.len(), session.as_ref()), Phase::Complete);
            // A game that went its own way is no longer the lesson's.
            assert_eq!(phase(&l, 0, session.as_ref()), Phase::Off);
        }
    }

    #[test]
    fn a_lessons_seats_are_the_learner_and_the_computer_at_its_level() {
        for l in lesson::all().unwrap() {
            let session = l.start().unwrap();
            let seats = lesson_seats(&l, session.as_ref());
            assert_eq!(seats.len(), session.seat_count());
            for (i, s) in seats.iter().enumerate() {
                assert_eq!(s.is_human(), i == l.learner);
            }
        }
    }
}
