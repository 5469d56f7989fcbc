//! Typed errors. An illegal action never changes the state.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::game::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ActionError {
    GameOver,
    NoSuchSeat { seat: Seat },
    NotYourDecision { seat: Seat, expected: Seat },
    Illegal { reason: String },
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::NoSuchSeat { seat } => write!(f, "there is no seat {seat}"),
            ActionError::NotYourDecision { seat, expected } => {
                write!(
                    f,
                    "seat {seat} cannot act now: it is seat {expected}'s decision"
                )
            }
            ActionError::Illegal { reason } => write!(f, "illegal action: {reason}"),
        }
    }
}

impl std::error::Error for ActionError {}

/// An illegal action together with the unchanged state (shakmaty's `PlayError`).
#[derive(Clone, Debug)]
pub struct Rejected<G> {
    pub state: G,
    pub error: ActionError,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad setup: {}", self.0)
    }
}

impl std::error::Error for SetupError {}

/// A JSON reading error in plain words, for players. Text that is not JSON, or ends too soon,
/// is told with its place ("at line 1 column 15", as serde_json writes it). A value that does
/// not fit is told by what it is: serde's back-quoted names and its lists of every name it
/// expected stay out, the games' own messages ("no card …") pass through, and the place is left
/// out (for a value inside a move, serde_json's place is the end of the move, not the value).
pub fn json_words(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let full = e.to_string();
    let (message, place) = full.split_at(full.find(" at line ").unwrap_or(full.len()));
    match e.classify() {
        Category::Eof => format!("the text ends too soon{place}"),
        Category::Syntax | Category::Io => format!("the text is not valid JSON{place}"),
        Category::Data => match message.strip_prefix("unknown variant `") {
            Some(rest) => {
                let name = rest.split('`').next().unwrap_or(rest);
                format!("it names \"{name}\", which this version of Q Branch does not know")
            }
            None => message.replace('`', "\""),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::json_words;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Move {
        to: u8,
        kind: Kind,
    }

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        Step,
        Turn,
    }

    fn words(text: &str) -> String {
        json_words(&serde_json::from_str::<Move>(text).expect_err("does not read"))
    }

    #[test]
    fn json_errors_read_as_plain_words_with_their_place() {
        assert_eq!(
            words("my shopping list"),
            "the text is not valid JSON at line 1 column 1"
        );
        assert_eq!(
            words(r#"{"to": 3, "kind": "st"#),
            "the text ends too soon at line 1 column 21"
        );
        assert_eq!(
            words(r#"{"to": 3, "kind": "jump"}"#),
            r#"it names "jump", which this version of Q Branch does not know"#
        );
        assert_eq!(words(r#"{"kind": "step"}"#), r#"missing field "to""#);
    }

    #[test]
    fn the_games_own_messages_pass_through_without_a_place() {
        let e = serde_json::from_str::<crate::race::cards::Card>(r#""ace-of-spades""#)
            .expect_err("no such card");
        assert_eq!(json_words(&e), "no card ace-of-spades");
    }
}
