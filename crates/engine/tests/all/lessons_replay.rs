//! Every shipped lesson replays through the rules: a rule change that makes a lesson's move
//! illegal, or hands the turn to another seat than the lesson expects, fails here.

use std::collections::BTreeSet;

use qbranch_engine::lesson::{self, StepAct, LESSONS};

#[test]
fn every_shipped_lesson_replays_step_by_step() {
    let lessons = lesson::all().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lessons.len(), LESSONS.len());
    let mut ids = BTreeSet::new();
    for lesson in &lessons {
        assert!(
            ids.insert(lesson.id.clone()),
            "two lessons are called {}",
            lesson.id
        );
        assert!(!lesson.steps.is_empty(), "{} has no steps", lesson.id);
        let mut session = lesson.start().unwrap_or_else(|e| panic!("{e}"));
        for (k, step) in lesson.steps.iter().enumerate() {
            assert!(
                !step.say.trim().is_empty(),
                "{} step {k} says nothing",
                lesson.id
            );
            let taught = lesson
                .taught_index(session.as_ref(), k)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                taught.is_some(),
                matches!(step.act, StepAct::Learner { .. }),
                "{} step {k}",
                lesson.id
            );
            lesson
                .play_step(session.as_mut(), k)
                .unwrap_or_else(|e| panic!("{e}"));
        }
        assert!(
            session.outcome().is_none(),
            "{} ends the game: a lesson ends with a game to play on",
            lesson.id
        );
    }
}

#[test]
fn a_lesson_refuses_a_move_the_rules_refuse() {
    let mut lesson = lesson::all().unwrap()[0].clone();
    // Bond cannot point before the Enemy has pointed its boats.
    lesson.steps.swap(1, 2);
    let err = lesson.check().unwrap_err();
    assert_eq!(err.step, Some(1));
}

#[test]
fn replay_to_stops_before_the_step_it_names() {
    for lesson in lesson::all().unwrap() {
        for k in 0..=lesson.steps.len() {
            let moves: usize = lesson.steps[..k]
                .iter()
                .map(|s| match &s.act {
                    StepAct::Read => 0,
                    StepAct::Learner { .. } => 1,
                    StepAct::Computer { actions } => actions.len(),
                })
                .sum();
            assert_eq!(
                lesson.replay_to(k).unwrap().len(),
                moves,
                "{} step {k}",
                lesson.id
            );
        }
    }
}

#[test]
fn a_step_is_read_learner_or_computer_never_two() {
    let both = r#"{"id":"x","game":"lald","title":"x","minutes":1,"learner":0,"setup":{},"seed":"1",
        "steps":[{"say":"x","learner":{"type":"draw"},"computer":{"type":"draw"}}],"after":"easy"}"#;
    assert!(lesson::read(both).unwrap_err().message.contains("both"));
    let unknown = r#"{"id":"x","game":"chess","title":"x","minutes":1,"learner":0,"setup":{},
        "seed":"1","steps":[],"after":"easy"}"#;
    assert!(lesson::read(unknown)
        .unwrap_err()
        .message
        .contains("unknown game"));
}
