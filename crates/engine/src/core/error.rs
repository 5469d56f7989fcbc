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

/// How serde_json begins the place it writes after a message.
const AT: &[u8] = b" at line ";

/// A serde_json message without the place written after it.
fn without_place(message: &str) -> &str {
    let at = message.as_bytes().windows(AT.len()).position(|w| w == AT);
    &message[..at.unwrap_or(message.len())]
}

/// A JSON reading error in plain words, for players. Text that is not JSON, or ends too soon,
/// is told with its place ("at line 1 column 15", as serde_json writes it). A value that does
/// not fit is told by what it is: serde's back-quoted names and its lists of every name it
/// expected stay out, the games' own messages ("no card …") pass through, and the place is left
/// out (an action's field is read from its own text, so serde_json's place for it would be
/// within that field, not the file).
#[inline(never)]
pub fn json_words(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let full = e.to_string();
    // The hand reader's (`core::json`) text that is not JSON: already in these words, with its
    // place.
    if e.classify() == Category::Data && full.starts_with("the text ") {
        return full;
    }
    // The looks here go by bytes and chars: `&str` patterns would bring the standard library's
    // substring search into the wasm (0.1 KB gzip).
    let msg = without_place(&full);
    let what = match e.classify() {
        Category::Eof => "the text ends too soon",
        Category::Syntax | Category::Io => "the text is not valid JSON",
        Category::Data => {
            return match msg.strip_prefix("unknown variant `") {
                Some(rest) => {
                    let name = &rest[..rest.bytes().position(|b| b == b'`').unwrap_or(rest.len())];
                    format!("it names \"{name}\", which this version of Q Branch does not know")
                }
                None => msg
                    .chars()
                    .map(|c| if c == '`' { '"' } else { c })
                    .collect(),
            }
        }
    };
    what.to_string() + &full[msg.len()..]
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
