//! Lessons: a guided first game for each game, as data. Each lesson is a JSON file in
//! `crates/engine/lessons/` (its format: `format.rs`), built into the engine and replayed
//! through the rules by the test `lessons_replay`, so a rule change that breaks a lesson fails
//! the build.

mod format;
mod replay;

pub use format::{Lesson, LessonStep, StepAct};
pub use replay::LessonError;

use crate::registry::GameId;

/// Every shipped lesson's JSON, in the home screen's order of games.
pub const LESSONS: &[&str] = &[
    include_str!("../../lessons/yolt-first-flight.json"),
    include_str!("../../lessons/lald-first-run.json"),
    include_str!("../../lessons/race-first-run.json"),
    include_str!("../../lessons/ccg-basic-first-game.json"),
    include_str!("../../lessons/ccg-ltk-first-game.json"),
];

/// Every shipped lesson, read. A lesson that does not read is an error naming it (the replay
/// test makes sure none ships).
pub fn all() -> Result<Vec<Lesson>, LessonError> {
    LESSONS.iter().map(|json| read(json)).collect()
}

/// One lesson from its JSON.
pub fn read(json: &str) -> Result<Lesson, LessonError> {
    serde_json::from_str(json).map_err(|e| LessonError {
        lesson: serde_json::from_str::<serde_json::Value>(json)
            .ok()
            .and_then(|v| v.get("id")?.as_str().map(str::to_string))
            .unwrap_or_else(|| "(unnamed)".into()),
        step: None,
        message: e.to_string(),
    })
}

/// The lesson with this id.
pub fn by_id(id: &str) -> Option<Lesson> {
    all().ok()?.into_iter().find(|l| l.id == id)
}

/// The first lesson of a game (the one its "Learn to play" opens).
pub fn for_game(game: GameId) -> Option<Lesson> {
    all().ok()?.into_iter().find(|l| l.game == game)
}
