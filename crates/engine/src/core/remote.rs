//! Playing on separate devices: the messages between the host, whose session is the game, and
//! a guest, who plays one seat from another device.
//!
//! The host sends each guest only what its own seat may know ([`SeatPacket`]: the seat's view,
//! its legal actions in words, the public events and log) and the guest answers with the index
//! of its choice. Everything a guest sends is read as hostile: [`parse_guest`] refuses long or
//! malformed text before anything else looks at it, and [`check_act`] refuses a choice that is
//! not this seat's to make now, so the host's session only ever sees a legal action.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::erased::{DynSession, RollInfo, Since};
use super::game::{Game, Outcome, Seat};
use super::odds::Odds;
use crate::registry::GameId;

/// The longest message a guest may send, in bytes (its largest honest message, a hello, is
/// well under a tenth of it).
pub const GUEST_MAX_BYTES: usize = 4096;

/// One seat's position as its guest sees it: the seat's own view and choices, and the public
/// record of what happened. It names nothing the seat may not know.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatPacket {
    pub game: GameId,
    pub seat: Seat,
    /// Actions played (the session's length).
    pub step: usize,
    pub turn: u32,
    pub to_act: Option<Seat>,
    pub outcome: Option<Outcome>,
    /// The game's view for `seat`.
    pub view: serde_json::Value,
    /// The seat's legal actions in order; empty unless the seat is to act.
    pub choices: Vec<RemoteChoice>,
    /// The events of the latest action (the game's events, as a list).
    pub recent: serde_json::Value,
    /// The recap since the seat to act last acted (a list of [`Since`] of the game's events).
    pub since: serde_json::Value,
    /// The log lines of actions `log_from + 1 ..= step`.
    pub log: Vec<LogStep>,
    /// The last die roll so far.
    pub roll: Option<RollInfo>,
}

/// One legal action as the guest offers it: the game's action, its label and its dice odds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RemoteChoice {
    pub action: serde_json::Value,
    pub label: String,
    pub odds: Option<Odds>,
}

/// The public log lines of one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogStep {
    /// The action's number, from 1.
    pub number: usize,
    pub seat: Seat,
    pub lines: Vec<String>,
}

/// What the host sends a guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum HostMsg {
    Welcome(Welcome),
    Position(SeatPacket),
    /// The guest's last message was refused; `step` is the game's step now.
    Refused {
        why: String,
        step: usize,
    },
}

/// The table a guest has joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    pub game: GameId,
    pub seat: Seat,
    /// Every seat's name, in seat order.
    pub names: Vec<String>,
    /// The table's name (the save's).
    pub table: String,
}

/// What a guest sends the host. Unknown fields are refused: a guest speaks exactly this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum GuestMsg {
    /// Joining (or rejoining) `seat` with the pairing's token; `step` is the guest's mirror.
    Hello {
        seat: Seat,
        token: String,
        step: usize,
    },
    /// Play the `index`-th of the seat's choices in the position after `step` actions.
    Act { step: usize, index: usize },
    /// Undo, asked in the position after `step` actions.
    Undo { step: usize },
}

/// Why the host refused a guest's message, in words a player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotYourTurn,
    /// The choice was made in the position after `step` actions; the game is at `now`.
    Stale {
        step: usize,
        now: usize,
    },
    /// There is no choice `index`: the seat has `count`.
    NoSuchChoice {
        index: usize,
        count: usize,
    },
    GameOver,
    /// Not a guest message (the reader's reason).
    Unreadable(String),
    TooLong,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotYourTurn => f.write_str("It is not your turn."),
            Refusal::Stale { step, now } => write!(
                f,
                "The game moved on since that choice (step {step}, now {now})."
            ),
            Refusal::NoSuchChoice { index, count } => {
                write!(f, "There is no choice {index} (you have {count}).")
            }
            Refusal::GameOver => f.write_str("The game is over."),
            Refusal::Unreadable(why) => write!(f, "That message could not be read: {why}"),
            Refusal::TooLong => f.write_str("That message is too long."),
        }
    }
}

impl std::error::Error for Refusal {}

/// Read a guest's message: refused unread when longer than [`GUEST_MAX_BYTES`], and refused
/// when it is not exactly one [`GuestMsg`]. Never panics, whatever the text.
pub fn parse_guest(text: &str) -> Result<GuestMsg, Refusal> {
    if text.len() > GUEST_MAX_BYTES {
        return Err(Refusal::TooLong);
    }
    serde_json::from_str(text).map_err(|e| Refusal::Unreadable(e.to_string()))
}

/// May `seat` play its `index`-th choice in the position after `step` actions? The same
/// questions the session asks a local tap, asked before the session sees the choice.
pub fn check_act(s: &dyn DynSession, seat: Seat, step: usize, index: usize) -> Result<(), Refusal> {
    if s.outcome().is_some() || s.to_act().is_none() {
        return Err(Refusal::GameOver);
    }
    if step != s.len() {
        return Err(Refusal::Stale { step, now: s.len() });
    }
    if s.to_act() != Some(seat) {
        return Err(Refusal::NotYourTurn);
    }
    let count = s.legal_count(seat);
    if index >= count {
        return Err(Refusal::NoSuchChoice { index, count });
    }
    Ok(())
}

impl SeatPacket {
    /// The view as `G`'s type.
    pub fn typed_view<G: Game>(&self) -> Result<G::View, serde_json::Error> {
        typed(&self.view)
    }
    /// The choices' actions as `G`'s type, in order.
    pub fn typed_actions<G: Game>(&self) -> Result<Vec<G::Action>, serde_json::Error> {
        self.choices.iter().map(|c| typed(&c.action)).collect()
    }
    /// The latest action's events as `G`'s type.
    pub fn typed_recent<G: Game>(&self) -> Result<Vec<G::Event>, serde_json::Error> {
        typed(&self.recent)
    }
    /// The recap as `G`'s type.
    pub fn typed_since<G: Game>(&self) -> Result<Vec<Since<G::Event>>, serde_json::Error> {
        typed(&self.since)
    }
}

fn typed<T: DeserializeOwned>(value: &serde_json::Value) -> Result<T, serde_json::Error> {
    T::deserialize(value)
}

/// A value as JSON. Every type a packet carries is plain data that serde_json writes (the
/// tests round-trip every game's), so the fallback is never met in practice.
pub(crate) fn json<T: Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::record::Session;
    use crate::race::Race;

    #[test]
    fn a_guest_message_reads_back() {
        for msg in [
            GuestMsg::Hello {
                seat: 2,
                token: "k3".into(),
                step: 0,
            },
            GuestMsg::Act { step: 12, index: 3 },
            GuestMsg::Undo { step: 7 },
        ] {
            let text = serde_json::to_string(&msg).unwrap();
            assert_eq!(parse_guest(&text), Ok(msg));
        }
        assert_eq!(
            parse_guest(r#"{"t":"act","step":4,"index":1}"#),
            Ok(GuestMsg::Act { step: 4, index: 1 })
        );
    }

    fn unreadable(text: &str) -> bool {
        matches!(parse_guest(text), Err(Refusal::Unreadable(_)))
    }

    #[test]
    fn hostile_text_is_refused() {
        let huge = format!(
            r#"{{"t":"hello","seat":0,"step":0,"token":"{}"}}"#,
            "x".repeat(GUEST_MAX_BYTES)
        );
        assert_eq!(parse_guest(&huge), Err(Refusal::TooLong));
        // Long text is refused before it is read, whatever it holds.
        assert_eq!(
            parse_guest(&"[".repeat(GUEST_MAX_BYTES + 1)),
            Err(Refusal::TooLong)
        );
        for text in [
            "",
            "hello",
            "null",
            "[]",
            "{}",
            &"[".repeat(1000),
            r#"{"t":"act"}"#,
            r#"{"t":"act","step":"4","index":1}"#,
            r#"{"t":"act","step":4,"index":-1}"#,
            r#"{"t":"act","step":4,"index":1.5}"#,
            r#"{"t":"act","step":4,"index":1e30}"#,
            r#"{"t":"act","step":4,"index":99999999999999999999999}"#,
            r#"{"t":"act","step":4,"index":1,"seat":0}"#,
            r#"{"t":"fire","step":4}"#,
            r#"{"t":"hello","seat":0,"token":7,"step":0}"#,
            r#"{"step":4,"index":1}"#,
            r#"{"t":"act","step":4,"index":1} trailing"#,
        ] {
            assert!(unreadable(text), "{text:?} was read");
        }
        // The largest index a guest can write is read, and then refused by `check_act`.
        assert_eq!(
            parse_guest(&format!(r#"{{"t":"act","step":4,"index":{}}}"#, usize::MAX)),
            Ok(GuestMsg::Act {
                step: 4,
                index: usize::MAX
            })
        );
    }

    fn race(seed: u64) -> Session<Race> {
        Session::new(Race::setup_for_players(3).unwrap(), seed).unwrap()
    }

    #[test]
    fn only_the_seat_to_act_may_choose_now() {
        let mut s = race(5);
        let seat = s.to_act().unwrap();
        let other = (seat + 1) % 3;
        let count = s.legal_count(seat);
        assert!(count > 0);
        assert_eq!(check_act(&s, seat, 0, count - 1), Ok(()));
        assert_eq!(check_act(&s, other, 0, 0), Err(Refusal::NotYourTurn));
        assert_eq!(check_act(&s, 7, 0, 0), Err(Refusal::NotYourTurn));
        assert_eq!(
            check_act(&s, seat, 0, count),
            Err(Refusal::NoSuchChoice {
                index: count,
                count
            })
        );
        assert_eq!(
            check_act(&s, seat, 0, usize::MAX),
            Err(Refusal::NoSuchChoice {
                index: usize::MAX,
                count
            })
        );
        s.act_index(seat, 0).unwrap();
        assert_eq!(
            check_act(&s, s.to_act().unwrap(), 0, 0),
            Err(Refusal::Stale { step: 0, now: 1 })
        );
        assert_eq!(
            check_act(&s, s.to_act().unwrap(), 9, 0),
            Err(Refusal::Stale { step: 9, now: 1 })
        );
        assert_eq!(check_act(&s, s.to_act().unwrap(), 1, 0), Ok(()));
    }

    #[test]
    fn nothing_may_be_chosen_once_the_game_is_over() {
        let mut s = race(9);
        let mut rng = crate::core::rng::Rng::new(1);
        while let Some(seat) = s.to_act() {
            let n = s.legal_count(seat) as u32;
            s.act_index(seat, rng.below(n) as usize).unwrap();
        }
        assert!(s.outcome().is_some());
        let now = s.len();
        for seat in 0..3 {
            assert_eq!(check_act(&s, seat, now, 0), Err(Refusal::GameOver));
        }
    }

    #[test]
    fn refusals_are_plain_words() {
        assert_eq!(Refusal::NotYourTurn.to_string(), "It is not your turn.");
        assert_eq!(
            Refusal::Stale { step: 12, now: 13 }.to_string(),
            "The game moved on since that choice (step 12, now 13)."
        );
        assert_eq!(
            Refusal::NoSuchChoice { index: 9, count: 4 }.to_string(),
            "There is no choice 9 (you have 4)."
        );
        assert_eq!(Refusal::GameOver.to_string(), "The game is over.");
        assert_eq!(Refusal::TooLong.to_string(), "That message is too long.");
        let Err(e) = parse_guest("hello") else {
            panic!("read")
        };
        assert!(e
            .to_string()
            .starts_with("That message could not be read: "));
    }

    #[test]
    fn host_messages_are_tagged() {
        let refused = HostMsg::Refused {
            why: Refusal::NotYourTurn.to_string(),
            step: 3,
        };
        let text = serde_json::to_string(&refused).unwrap();
        assert_eq!(
            text,
            r#"{"t":"refused","why":"It is not your turn.","step":3}"#
        );
        assert_eq!(serde_json::from_str::<HostMsg>(&text).unwrap(), refused);
        let welcome = HostMsg::Welcome(Welcome {
            game: GameId::Race,
            seat: 1,
            names: vec!["Ann".into(), "Ben".into()],
            table: "Friday".into(),
        });
        let text = serde_json::to_string(&welcome).unwrap();
        assert!(text.starts_with(r#"{"t":"welcome","game":"race","seat":1"#));
        assert_eq!(serde_json::from_str::<HostMsg>(&text).unwrap(), welcome);
    }
}
