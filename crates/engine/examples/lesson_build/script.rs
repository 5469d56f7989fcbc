//! A lesson written as a script over a live game: each step names its action by words of the
//! action's label, the script plays it, and the steps come out as the lesson's JSON.

use qbranch_engine::core::game::{Game, Seat};
use serde_json::{json, Value};

pub struct Script<G: Game> {
    pub game: G,
    learner: Seat,
    steps: Vec<Value>,
    /// Set (instead of a panic) by a script that tries deals: the first step that could not
    /// be played; later steps are then skipped.
    pub tolerant: bool,
    pub failed: Option<String>,
}

impl<G: Game> Script<G> {
    pub fn new(setup: &G::Setup, seed: u64, learner: Seat) -> Self {
        Script {
            game: G::new(setup, seed).expect("the lesson's setup"),
            learner,
            steps: Vec::new(),
            tolerant: false,
            failed: None,
        }
    }

    /// Marks the script failed at this step (or panics when it is not tolerant).
    pub fn fail(&mut self, why: String) {
        let why = format!("step {}: {why}", self.steps.len());
        if !self.tolerant {
            panic!("{why}");
        }
        self.failed.get_or_insert(why);
    }

    /// The legal action of the seat to act whose label holds every one of `words`.
    fn find(&self, words: &[&str]) -> Result<(Seat, G::Action), String> {
        let seat = self.game.to_act().expect("the game goes on");
        let legal = self.game.legal_actions(seat);
        let found = legal.iter().find(|a| {
            let label = self.game.describe_action(seat, a);
            words.iter().all(|w| label.contains(w))
        });
        match found {
            Some(a) => Ok((seat, a.clone())),
            None => Err(format!(
                "no action of seat {seat} matches {words:?}; the choices:\n{}",
                self.choices(seat).join("\n")
            )),
        }
    }

    fn choices(&self, seat: Seat) -> Vec<String> {
        self.game
            .legal_actions(seat)
            .iter()
            .map(|a| {
                format!(
                    "  {} = {}",
                    self.game.describe_action(seat, a),
                    serde_json::to_string(a).expect("json")
                )
            })
            .collect()
    }

    fn play(&mut self, words: &[&str]) -> Option<(Seat, Value)> {
        if self.failed.is_some() {
            return None;
        }
        let (seat, action) = match self.find(words) {
            Ok(found) => found,
            Err(why) => {
                self.fail(why);
                return None;
            }
        };
        let json = serde_json::to_value(&action).expect("json");
        self.game.apply(seat, &action).expect("a legal action");
        Some((seat, json))
    }

    /// A step the learner plays: the action whose label holds `words`.
    pub fn learn(&mut self, say: &str, words: &[&str], why_not: Option<&str>) {
        let Some((seat, action)) = self.play(words) else {
            return;
        };
        assert_eq!(
            seat,
            self.learner,
            "step {}: not the learner's turn",
            self.steps.len()
        );
        let mut step = json!({ "say": say, "learner": action });
        if let Some(w) = why_not {
            step["why_not"] = json!(w);
        }
        self.steps.push(step);
    }

    /// A step the other seats play, one action per entry of `moves`, told in one sentence.
    pub fn reply(&mut self, say: &str, moves: &[&[&str]]) {
        let mut actions = Vec::new();
        for words in moves {
            let Some((seat, action)) = self.play(words) else {
                return;
            };
            assert_ne!(
                seat,
                self.learner,
                "step {}: the learner's turn",
                self.steps.len()
            );
            actions.push(action);
        }
        let computer = if actions.len() == 1 {
            actions[0].clone()
        } else {
            Value::Array(actions)
        };
        self.steps.push(json!({ "say": say, "computer": computer }));
    }

    /// A step to read.
    pub fn read(&mut self, say: &str) {
        self.steps.push(json!({ "say": say }));
    }

    /// The labels of the choices of the seat to act.
    pub fn labels(&self) -> Vec<String> {
        let Some(seat) = self.game.to_act() else {
            return Vec::new();
        };
        self.game
            .legal_actions(seat)
            .iter()
            .map(|a| self.game.describe_action(seat, a))
            .collect()
    }

    /// Prints the choices of the seat to act (while writing a script).
    #[allow(dead_code)]
    pub fn show(&self) {
        if let Some(seat) = self.game.to_act() {
            eprintln!("seat {seat} to act:\n{}", self.choices(seat).join("\n"));
        }
    }

    /// The lesson's JSON.
    pub fn lesson(self, head: Value, setup: &G::Setup, seed: u64) -> Value {
        let mut v = head;
        v["game"] = json!(G::ID.as_str());
        v["learner"] = json!(self.learner);
        v["setup"] = serde_json::to_value(setup).expect("json");
        v["seed"] = json!(seed.to_string());
        v["steps"] = Value::Array(self.steps);
        v["after"] = json!("easy");
        v
    }
}
