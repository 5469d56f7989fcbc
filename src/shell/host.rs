//! The host's side of a table with people on other devices: one WebRTC link per remote seat,
//! what each guest is sent (only its own seat's view, `DynSession::seat_packet`) and what the
//! host does with what a guest sends (checked exactly as a local move is).
//!
//! The host's session is the game; a guest only ever holds positions the host sent whole, so
//! a guest never sees a half-applied action. A link that drops pauses the table (no move by
//! anyone, the computer included) until that seat is paired again.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use qbranch_engine::remote::{check_act, parse_guest, GuestMsg, HostMsg, Refusal, Welcome};
use qbranch_engine::Seat;
use serde::{Deserialize, Serialize};

use super::table::Table;
use crate::remote::code;
use crate::remote::rtc::{Peer, PeerEvent};
use crate::saves::browser::LocalKv;
use crate::saves::store::Kv;

/// How many of the latest actions' log lines a guest is sent when it joins.
const LOG_SENT: usize = 200;

/// What a pairing link carries to the guest (in the address's fragment, so no server sees
/// it): the host's connection offer and the seat it is for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Invite {
    pub game: qbranch_engine::GameId,
    pub seat: Seat,
    /// The table's seats: names and who plays them.
    pub seats: Vec<crate::saves::format::SeatSpec>,
    /// The table's name (the host's save name).
    pub table: String,
    /// The game's id on the host: the guest keeps its copy of the seat under it.
    pub token: String,
    pub sdp: String,
}

impl Invite {
    /// A link read from an address may be anything: its seat must be one of its table's, and
    /// its table one the game can be played at.
    pub fn check(&self) -> Result<(), String> {
        let info = self.game.info();
        let n = self.seats.len();
        if !(info.min_players..=info.max_players).contains(&n) || self.seat >= n {
            return Err("This link names a seat its game does not have.".into());
        }
        Ok(())
    }

    /// The players' names, by seat.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }
}

/// What the guest's answer carries back to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reply {
    pub seat: Seat,
    pub token: String,
    pub sdp: String,
}

/// The browser channel on which an answer link opened in another tab reaches the host's tab.
pub const PAIRING_CHANNEL: &str = "qbranch-pairing";

/// Where the player's STUN server is kept (none unless they enter one).
pub const STUN_KEY: &str = "qbranch.pref.stun";

/// The STUN server the player entered, if any: only then is any outside service contacted.
pub fn stun() -> Option<String> {
    LocalKv.get(STUN_KEY).filter(|s| !s.trim().is_empty())
}

/// Where a remote seat's link stands.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkState {
    /// The offer is being made (its ICE candidates gathered).
    Preparing,
    /// The link to give the guest.
    Ready {
        link: String,
    },
    /// The guest's answer was entered; the channel is opening.
    Connecting,
    Open,
    /// Making the offer failed.
    Failed(String),
}

/// One remote seat's link, as the pairing panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    pub seat: Seat,
    pub state: LinkState,
    /// The connection was lost at least once: the panel says so beside the new link.
    pub lost: bool,
    /// Increases with each offer, so an old peer's late events are ignored.
    pub attempt: u32,
    /// The log this guest holds: actions up to here were sent.
    pub sent: usize,
}

thread_local! {
    /// The open peers of the table on screen, by seat. Browser objects are not `Send`, so they
    /// live here rather than in the table's signals; one play screen exists at a time.
    static PEERS: RefCell<HashMap<Seat, Peer>> = RefCell::new(HashMap::new());
}

/// The links of `seats`' remote seats, none made yet.
pub fn links_for(seats: &[crate::saves::format::SeatSpec]) -> Vec<Link> {
    (0..seats.len())
        .filter(|&s| seats[s].remote)
        .map(|seat| Link {
            seat,
            state: LinkState::Preparing,
            lost: false,
            attempt: 0,
            sent: 0,
        })
        .collect()
}

impl Table {
    /// True while some remote seat is not connected: the table waits.
    pub fn waiting_for_players(self) -> bool {
        self.links
            .with(|l| l.iter().any(|x| x.state != LinkState::Open))
    }

    /// [`Table::waiting_for_players`], read without tracking (the computer's turn asks it).
    pub fn waiting_untracked(self) -> bool {
        self.links
            .with_untracked(|l| l.iter().any(|x| x.state != LinkState::Open))
    }

    fn set_link(self, seat: Seat, f: impl FnOnce(&mut Link)) {
        self.links.try_update(|l| {
            if let Some(x) = l.iter_mut().find(|x| x.seat == seat) {
                f(x);
            }
        });
    }

    fn attempt(self, seat: Seat) -> Option<u32> {
        self.links
            .try_with_untracked(|l| l.iter().find(|x| x.seat == seat).map(|x| x.attempt))
            .flatten()
    }

    /// Make a link for every remote seat (the play screen opened).
    pub fn host_all(self) {
        let seats: Vec<Seat> = self
            .links
            .with_untracked(|l| l.iter().map(|x| x.seat).collect());
        for seat in seats {
            self.make_link(seat);
        }
    }

    /// Close every peer (the play screen closed).
    pub fn hang_up(self) {
        PEERS.with(|p| {
            for (_, peer) in p.borrow_mut().drain() {
                peer.close();
            }
        });
    }

    /// Make a new offer for `seat` and the link that carries it.
    pub fn make_link(self, seat: Seat) {
        if let Some(old) = PEERS.with(|p| p.borrow_mut().remove(&seat)) {
            old.close();
        }
        let mut attempt = 0;
        self.set_link(seat, |x| {
            x.attempt += 1;
            x.state = LinkState::Preparing;
            attempt = x.attempt;
        });
        let on: Rc<dyn Fn(PeerEvent)> = Rc::new(move |e| self.on_peer(seat, attempt, e));
        let invite = self.invite_for(seat);
        leptos::task::spawn_local(async move {
            let made = Peer::host(stun(), on).await;
            if self.attempt(seat) != Some(attempt) {
                if let Ok((peer, _)) = made {
                    peer.close();
                }
                return;
            }
            match made {
                Ok((peer, sdp)) => {
                    PEERS.with(|p| p.borrow_mut().insert(seat, peer));
                    let link = join_link(&code::encode(&Invite { sdp, ..invite }));
                    self.set_link(seat, |x| x.state = LinkState::Ready { link });
                }
                Err(e) => self.set_link(seat, |x| x.state = LinkState::Failed(e)),
            }
        });
    }

    fn invite_for(self, seat: Seat) -> Invite {
        let (token, table) = self.save.with_value(|s| (s.id.clone(), s.name.clone()));
        Invite {
            game: self.session.with_untracked(|s| s.game_id()),
            seat,
            seats: self.seats.get_value(),
            table,
            token,
            sdp: String::new(),
        }
    }

    /// A guest's answer that came without a seat chosen (from an answer link opened in another
    /// tab of this browser): it is for the seat it names.
    pub fn accept_any_reply(self, pasted: &str) -> Result<(), String> {
        let reply: Reply = code::decode(code::pasted_code(pasted)).map_err(|e| e.to_string())?;
        self.accept_reply(reply.seat, pasted)
    }

    /// The guest's answer for `seat`, pasted or scanned (a code or the link that carries it).
    pub fn accept_reply(self, seat: Seat, pasted: &str) -> Result<(), String> {
        let reply: Reply = code::decode(code::pasted_code(pasted)).map_err(|e| e.to_string())?;
        let token = self.save.with_value(|s| s.id.clone());
        if reply.token != token {
            return Err("This answer is for another game.".into());
        }
        if reply.seat != seat {
            return Err(format!(
                "This answer is {}'s, not {}'s.",
                self.name(reply.seat),
                self.name(seat)
            ));
        }
        let Some(peer) = PEERS.with(|p| p.borrow().get(&seat).cloned()) else {
            return Err("This link is no longer waiting: make a new one.".into());
        };
        self.set_link(seat, |x| x.state = LinkState::Connecting);
        leptos::task::spawn_local(async move {
            if let Err(e) = peer.accept_answer(&reply.sdp).await {
                self.set_link(seat, |x| x.state = LinkState::Failed(e));
            }
        });
        Ok(())
    }

    fn on_peer(self, seat: Seat, attempt: u32, event: PeerEvent) {
        if self.attempt(seat) != Some(attempt) {
            return; // an older offer's peer
        }
        match event {
            PeerEvent::Open => {
                self.set_link(seat, |x| x.state = LinkState::Open);
                // The pairing panel says so ("✓ Ann is connected"); a toast there would cover
                // the next seat's Connect button.
                self.welcome(seat);
                if !self.waiting_untracked() {
                    self.schedule_ai();
                }
            }
            PeerEvent::Message(text) => self.on_guest(seat, &text),
            PeerEvent::Closed => {
                self.cancel_ai();
                self.thinking.try_set(false);
                // The pairing panel comes back over the table and says so beside the new link.
                self.set_link(seat, |x| x.lost = true);
                self.make_link(seat);
            }
        }
    }

    /// Greet a guest and send it the whole position (its log from the start).
    fn welcome(self, seat: Seat) {
        let welcome = HostMsg::Welcome(Welcome {
            game: self.session.with_untracked(|s| s.game_id()),
            seat,
            names: self
                .seats
                .with_value(|s| s.iter().map(|x| x.name.clone()).collect()),
            table: self.save.with_value(|s| s.name.clone()),
        });
        self.send(seat, &welcome);
        self.send_whole(seat);
    }

    /// The position with the log's latest actions: a guest arriving or coming back mid-game.
    /// (The whole log of a long card game is over 100 KB, near what a data channel carries in
    /// one message; the guest's log shows the latest actions, and the host's holds them all.)
    fn send_whole(self, seat: Seat) {
        let len = self.session.with_untracked(|s| s.len());
        self.send_position(seat, len.saturating_sub(LOG_SENT));
    }

    /// Play `seat` on this screen from now on (its person is not coming back, or joins the
    /// host's device): the table no longer waits for it.
    pub fn bring_here(self, seat: Seat) {
        if let Some(peer) = PEERS.with(|p| p.borrow_mut().remove(&seat)) {
            peer.close();
        }
        self.seats.update_value(|s| s[seat].remote = false);
        self.save.update_value(|s| s.seats[seat].remote = false);
        self.links.update(|l| l.retain(|x| x.seat != seat));
        self.persist();
        self.sync_viewer();
        if !self.waiting_untracked() {
            self.schedule_ai();
        }
    }

    /// What a guest sent: checked as a local move is; refused in plain words otherwise.
    fn on_guest(self, seat: Seat, text: &str) {
        let step = self.session.with_untracked(|s| s.len());
        let refuse = |why: Refusal| {
            self.send(
                seat,
                &HostMsg::Refused {
                    why: why.to_string(),
                    step,
                },
            );
        };
        let msg = match parse_guest(text) {
            Ok(m) => m,
            Err(r) => return refuse(r),
        };
        match msg {
            GuestMsg::Hello {
                seat: s,
                token,
                step: held,
            } => {
                if s != seat || self.save.with_value(|x| x.id != token) {
                    self.send(
                        seat,
                        &HostMsg::Refused {
                            why: "This connection is for another seat or game.".into(),
                            step,
                        },
                    );
                    return;
                }
                // The welcome on opening sent the position now; a guest that says it holds
                // another (a message crossed it) is sent the position again.
                if held != step {
                    self.send_whole(seat);
                }
            }
            GuestMsg::Act { step: at, index } => {
                if let Some(why) = self.paused_reason() {
                    self.send(seat, &HostMsg::Refused { why, step });
                    return;
                }
                match self
                    .session
                    .with_untracked(|s| check_act(s.as_ref(), seat, at, index))
                {
                    Ok(()) => self.apply(seat, index),
                    Err(r) => refuse(r),
                }
            }
            GuestMsg::Undo { step: at } => {
                if at != step {
                    return refuse(Refusal::Stale {
                        step: at,
                        now: step,
                    });
                }
                if let Err(why) = self.undo_as(seat) {
                    self.send(seat, &HostMsg::Refused { why, step });
                }
            }
        }
    }

    /// Why no move may be played now, if none may.
    fn paused_reason(self) -> Option<String> {
        if self.stale.get_untracked().is_some() {
            return Some("The host's screen stopped saving this game.".into());
        }
        self.waiting_untracked()
            .then(|| "The table waits until every player is connected.".to_string())
    }

    /// Send every connected guest the position now (after any change).
    pub fn broadcast(self) {
        let open: Vec<(Seat, usize)> = self
            .links
            .try_with_untracked(|l| {
                l.iter()
                    .filter(|x| x.state == LinkState::Open)
                    .map(|x| (x.seat, x.sent))
                    .collect()
            })
            .unwrap_or_default();
        for (seat, sent) in open {
            self.send_position(seat, sent);
        }
    }

    /// `seat`'s own position, with the log from action `from` on (an undo may have taken back
    /// actions the guest holds: it keeps only its log up to the position it is sent).
    fn send_position(self, seat: Seat, from: usize) {
        let packet = self.session.with_untracked(|s| {
            let from = from.min(s.len());
            s.seat_packet(seat, from)
        });
        let step = packet.step;
        if self.send(seat, &HostMsg::Position(packet)) {
            self.set_link(seat, |x| x.sent = step);
        }
    }

    /// Send a message to `seat`'s guest; false when there is no open channel.
    fn send(self, seat: Seat, msg: &HostMsg) -> bool {
        let Some(peer) = PEERS.with(|p| p.borrow().get(&seat).cloned()) else {
            return false;
        };
        let text = serde_json::to_string(msg).expect("host messages serialize");
        peer.send(&text).is_ok()
    }
}

/// The address of this app with `#/join/<code>`.
pub fn join_link(code: &str) -> String {
    format!("{}#/join/{code}", app_address())
}

/// The address of this app with `#/answer/<code>`.
pub fn answer_link(code: &str) -> String {
    format!("{}#/answer/{code}", app_address())
}

/// This page's address without its fragment.
fn app_address() -> String {
    let href = leptos::prelude::window()
        .location()
        .href()
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::format::SeatSpec;
    use qbranch_engine::ai::{Controller, Level};
    use qbranch_engine::GameId;

    fn seat(name: &str, remote: bool) -> SeatSpec {
        SeatSpec {
            name: name.into(),
            controller: Controller::Human,
            remote,
        }
    }

    fn invite(seats: Vec<SeatSpec>, seat: Seat) -> Invite {
        Invite {
            game: GameId::Race,
            seat,
            seats,
            table: "Evening".into(),
            token: "abc".into(),
            sdp: "v=0".into(),
        }
    }

    #[test]
    fn a_link_is_made_for_each_remote_seat_only() {
        let seats = [
            seat("Ann", false),
            seat("Bob", true),
            SeatSpec {
                name: "Q".into(),
                controller: Controller::Computer { level: Level::Easy },
                remote: false,
            },
            seat("Cy", true),
        ];
        let links = links_for(&seats);
        assert_eq!(links.iter().map(|l| l.seat).collect::<Vec<_>>(), [1, 3]);
        assert!(links
            .iter()
            .all(|l| l.state == LinkState::Preparing && !l.lost));
    }

    #[test]
    fn an_invite_must_name_a_seat_of_a_table_its_game_can_seat() {
        let two = vec![seat("Ann", false), seat("Bob", true)];
        assert_eq!(invite(two.clone(), 1).check(), Ok(()));
        assert!(invite(two, 2).check().is_err(), "no third seat");
        assert!(
            invite(vec![seat("Ann", true)], 0).check().is_err(),
            "the race needs two"
        );
        let crowd = (0..5).map(|i| seat(&format!("P{i}"), true)).collect();
        assert!(
            invite(crowd, 0).check().is_err(),
            "the race seats four at most"
        );
    }

    #[test]
    fn an_invite_with_fields_it_does_not_know_is_refused() {
        let text = serde_json::to_value(invite(vec![seat("A", false), seat("B", true)], 1))
            .expect("serializes");
        let mut v = text.clone();
        v["admin"] = serde_json::json!(true);
        assert!(serde_json::from_value::<Invite>(v).is_err());
        assert!(serde_json::from_value::<Invite>(text).is_ok());
    }
}
