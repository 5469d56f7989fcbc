//! The guest's side: a pairing link opened on another device (`#/join/<code>`). It answers the
//! host's offer, then plays its one seat from the positions the host sends — the seat's own
//! view and legal actions, never another seat's secrets — sending back only the index of a
//! choice. The host checks every choice as it checks a local move.
//!
//! The guest keeps a mirror of its seat (the last position and the log) in storage, so a new
//! link for the same seat shows the table again at once while it reconnects.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use qbranch_engine::remote::{GuestMsg, HostMsg, LogStep, SeatPacket};
use qbranch_engine::{Seat, StepLines};
use serde::{Deserialize, Serialize};

use super::dice::Roll;
use super::host::{answer_link, stun, Invite, Reply};
use super::log::{lines, LogLine};
use super::motif::PlayHead;
use super::pairing::{CodeBox, HOST_SEES};
use super::side_panel::SidePanel;
use crate::games::{screens, SeatNames};
use crate::remote::code;
use crate::remote::rtc::{Peer, PeerEvent};
use crate::saves::browser::LocalKv;
use crate::saves::format::SeatSpec;
use crate::saves::import_export::outcome_text;
use crate::saves::store::Kv;
use crate::ui::reactive::{memo, state, Derived, State};
use crate::ui::toast::{toast, Kind};

/// Where the guest's connection stands.
#[derive(Clone, Debug, PartialEq)]
enum Phase {
    /// The answer is being made.
    Answering,
    /// The answer to give the host.
    Answer {
        link: String,
    },
    Open,
    /// The channel closed: the host makes a new link.
    Lost,
    Failed(String),
}

/// The guest's copy of its seat, kept between visits.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Mirror {
    packet: Option<SeatPacket>,
    log: Vec<LogStep>,
}

thread_local! {
    /// The guest's peer (browser objects are not `Send`, so not in a signal).
    static PEER: RefCell<Option<Peer>> = const { RefCell::new(None) };
}

fn mirror_key(invite: &Invite) -> String {
    format!("qbranch.guest.{}.{}", invite.token, invite.seat)
}

/// The log as the guest holds it after `packet`: its own lines up to the actions the packet
/// keeps (an undo on the host may have taken some back), then the packet's.
fn merge_log(mut log: Vec<LogStep>, packet: &SeatPacket) -> Vec<LogStep> {
    let first_new = packet.log.first().map_or(packet.step + 1, |l| l.number);
    log.retain(|l| l.number < first_new && l.number <= packet.step);
    log.extend(packet.log.iter().cloned());
    log
}

/// Everything the guest's screen keeps; all handles are `Copy`.
#[derive(Clone, Copy)]
struct Guest {
    invite: StoredValue<Invite>,
    phase: State<Phase>,
    packet: State<Option<SeatPacket>>,
    log: State<Vec<LogStep>>,
    /// A choice was sent and its position has not come back yet.
    pending: State<bool>,
}

impl Guest {
    fn seat(self) -> Seat {
        self.invite.with_value(|i| i.seat)
    }

    fn open(self) {
        let invite = self.invite.get_value();
        let on: Rc<dyn Fn(PeerEvent)> = Rc::new(move |e| self.on_peer(e));
        leptos::task::spawn_local(async move {
            match Peer::guest(stun(), &invite.sdp, on).await {
                Ok((peer, sdp)) => {
                    PEER.with(|p| *p.borrow_mut() = Some(peer));
                    let reply = Reply {
                        seat: invite.seat,
                        token: invite.token.clone(),
                        sdp,
                    };
                    let link = answer_link(&code::encode(&reply));
                    // The channel may already be open (a quick host): keep that.
                    if self.phase.get_untracked() == Phase::Answering {
                        self.phase.set(Phase::Answer { link });
                    }
                }
                Err(e) => self.phase.set(Phase::Failed(e)),
            }
        });
    }

    fn on_peer(self, event: PeerEvent) {
        match event {
            PeerEvent::Open => {
                self.phase.try_set(Phase::Open);
                let step = self
                    .packet
                    .with_untracked(|p| p.as_ref().map_or(0, |p| p.step));
                let (seat, token) = self.invite.with_value(|i| (i.seat, i.token.clone()));
                self.send(&GuestMsg::Hello { seat, token, step });
            }
            PeerEvent::Message(text) => self.on_host(&text),
            PeerEvent::Closed => {
                self.pending.try_set(false);
                self.phase.try_set(Phase::Lost);
            }
        }
    }

    fn on_host(self, text: &str) {
        let msg: HostMsg = match serde_json::from_str(text) {
            Ok(m) => m,
            Err(_) => return toast(Kind::Error, "The host sent something this app cannot read."),
        };
        match msg {
            HostMsg::Welcome(_) => {}
            HostMsg::Position(packet) => {
                if packet.seat != self.seat() {
                    return;
                }
                let log = merge_log(self.log.get_untracked(), &packet);
                let mirror = Mirror {
                    packet: Some(packet.clone()),
                    log: log.clone(),
                };
                self.log.set(log);
                self.packet.set(Some(packet));
                self.pending.set(false);
                let key = self.invite.with_value(mirror_key);
                let text = serde_json::to_string(&mirror).expect("mirror serializes");
                if LocalKv.set(&key, &text).is_err() {
                    toast(
                        Kind::Warn,
                        "This device's storage is full: the game goes on, but it is not kept here.",
                    );
                }
            }
            HostMsg::Refused { why, .. } => {
                self.pending.set(false);
                toast(Kind::Error, format!("The host refused that: {why}"));
            }
        }
    }

    fn send(self, msg: &GuestMsg) -> bool {
        let text = serde_json::to_string(msg).expect("guest messages serialize");
        PEER.with(|p| p.borrow().as_ref().is_some_and(|p| p.send(&text).is_ok()))
    }

    /// Send the `index`-th choice of the position shown.
    fn act(self, index: usize) {
        if self.pending.get_untracked() || self.phase.get_untracked() != Phase::Open {
            return;
        }
        let Some(step) = self.packet.with_untracked(|p| p.as_ref().map(|p| p.step)) else {
            return;
        };
        if self.send(&GuestMsg::Act { step, index }) {
            self.pending.set(true);
        }
    }

    fn undo(self) {
        let Some(step) = self.packet.with_untracked(|p| p.as_ref().map(|p| p.step)) else {
            return;
        };
        if self.send(&GuestMsg::Undo { step }) {
            self.pending.set(true);
        }
    }
}

/// `#/join/<code>`: join a table as the seat the link is for.
#[component]
pub fn JoinRoute(code: String) -> impl IntoView {
    let invite: Result<Invite, String> = code::decode(&code)
        .map_err(|e| e.to_string())
        .and_then(|i: Invite| i.check().map(|()| i));
    let invite = match invite {
        Ok(i) => i,
        Err(e) => {
            return view! {
                <section class="page narrow" data-testid="join-error">
                    <h1>"This link cannot be used"</h1>
                    <p role="alert">{e}</p>
                    <p>"Ask the host for a new link, and copy all of it."</p>
                    <p><a class="btn primary" href="#/">"Back to the games"</a></p>
                </section>
            }
            .into_any();
        }
    };
    let mirror: Mirror = LocalKv
        .get(&mirror_key(&invite))
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let guest = Guest {
        invite: StoredValue::new(invite.clone()),
        phase: state(Phase::Answering),
        packet: state(mirror.packet),
        log: state(mirror.log),
        pending: state(false),
    };
    provide_context(SeatNames(invite.names()));
    guest.open();
    // Closing the page hangs up at once: the host learns it in a moment, not after the
    // connection's own timeout (about 15 seconds).
    let hang_up = window_event_listener(leptos::ev::pagehide, |_| {
        if let Some(p) = PEER.with(|p| p.borrow_mut().take()) {
            p.close();
        }
    });
    on_cleanup(move || {
        hang_up.remove();
        if let Some(p) = PEER.with(|p| p.borrow_mut().take()) {
            p.close();
        }
    });
    let phase = guest.phase;
    // The table once connected with a position (and kept, frozen, when the connection drops);
    // a memo, so each new position redraws the board, not the screen.
    let on_table = memo(move || {
        matches!(phase.get(), Phase::Open | Phase::Lost) && guest.packet.with(Option::is_some)
    });
    view! {
        {move || if on_table.get() {
            view! { <GuestTable guest=guest/> }.into_any()
        } else {
            view! { <Joining guest=guest/> }.into_any()
        }}
    }
    .into_any()
}

/// Before the table: who the guest will be, what the host can see, and the answer to give.
#[component]
fn Joining(guest: Guest) -> impl IntoView {
    let invite = guest.invite.get_value();
    let game = invite.game.info().name;
    let names = invite.names();
    let name = names.get(invite.seat).cloned().unwrap_or_default();
    let kept = guest.packet.with_untracked(Option::is_some);
    let phase = guest.phase;
    let host = invite
        .seats
        .iter()
        .find(|s| s.is_here())
        .map_or_else(|| "the host".to_string(), |s| s.name.clone());
    let body = move || {
        match phase.get() {
        Phase::Answering => view! {
            <p class="pair-note" data-testid="answering"><span class="spinner" aria-hidden="true"></span>"Preparing your answer…"</p>
        }
        .into_any(),
        Phase::Answer { link } => view! {
            <p>"Give the host this answer: they paste it (or scan the code) on their screen."</p>
            <CodeBox text=link testid="answer-link" label="Your answer".to_string()/>
            <p class="pair-note"><span class="spinner" aria-hidden="true"></span>"Waiting for the host to connect…"</p>
        }
        .into_any(),
        Phase::Open => view! { <p class="pair-note">"Connected. Waiting for the table…"</p> }.into_any(),
        Phase::Lost => view! {
            <p class="error" role="alert">"The connection closed. Ask the host for a new link."</p>
        }
        .into_any(),
        Phase::Failed(why) => view! { <p class="error" role="alert">{why}</p> }.into_any(),
    }
    };
    view! {
        <section class="page narrow pairing join" data-testid="join"
            data-phase=move || match phase.get() {
                Phase::Answering => "answering",
                Phase::Answer { .. } => "answer",
                Phase::Open => "open",
                Phase::Lost => "lost",
                Phase::Failed(_) => "failed",
            }>
            <p class="crumbs">{game}</p>
            <h1>"Join “" {invite.table.clone()} "”"</h1>
            <p>"You play " <strong>{name}</strong> ". The game is kept on " {host} "'s device."</p>
            {kept.then(|| view! { <p class="hint">"Your seat is kept on this device: the table shows again as soon as you are connected."</p> })}
            <p class="hint privacy">{HOST_SEES}</p>
            {body}
            <super::pairing::StunField/>
        </section>
    }
}

/// The guest's table: its seat's board, the players, the log and the connection.
#[component]
fn GuestTable(guest: Guest) -> impl IntoView {
    let invite = guest.invite.get_value();
    let seat = invite.seat;
    let ui = screens(invite.game);
    let seats: Vec<SeatSpec> = invite.seats.clone();
    let packet = guest.packet;
    let connected = memo(move || guest.phase.get() == Phase::Open);
    // The position shown; its choices only while a choice may be sent.
    let shown: Derived<SeatPacket> = memo(move || {
        let mut p = packet.get().expect("the table shows once a position came");
        if !connected.get() || guest.pending.get() {
            p.choices.clear();
        }
        p
    });
    let board = ui.guest_board(shown, Callback::new(move |i| guest.act(i)));
    let to_act = memo(move || shown.with(|p| p.to_act));
    let step = memo(move || shown.with(|p| p.step));
    let outcome = memo(move || shown.with(|p| p.outcome.clone()));
    let names = invite.names();
    let seats_for_status = seats.clone();
    let status = memo(move || {
        if let Some(o) = outcome.get() {
            return format!("Game over: {}.", outcome_text(&o, &seats_for_status));
        }
        if guest.pending.get() {
            return "Sent: waiting for the host…".into();
        }
        match to_act.get() {
            Some(t) if t == seat => format!("Your move, {}.", names[seat]),
            Some(t) => format!("{} to play.", names.get(t).cloned().unwrap_or_default()),
            None => String::new(),
        }
    });
    let roll = memo(move || {
        shown.with(|p| {
            p.roll.as_ref().map(|r| Roll {
                key: r.key,
                values: r.values.clone(),
                label: r.label.clone(),
            })
        })
    });
    let roles = invite.game.info().seats.clone();
    let names_for_log = invite.names();
    let log_all = state(false);
    let log: Derived<Vec<LogLine>> = memo(move || {
        let all = log_all.get();
        guest.log.with(|l| {
            let upto = l.len();
            let keep = if all {
                upto
            } else {
                upto.min(super::log::RECENT)
            };
            let tail = &l[upto - keep..];
            let first = tail.first().map_or(0, |s| s.number - 1);
            let steps: Vec<StepLines> = tail
                .iter()
                .map(|s| StepLines {
                    seat: s.seat,
                    lines: s.lines.clone(),
                })
                .collect();
            let name_of = |s: usize| names_for_log.get(s).cloned().unwrap_or_default();
            lines(
                &steps,
                first,
                name_of,
                &roles[..names_for_log.len().min(roles.len())],
            )
        })
    });
    let finished = memo(move || outcome.with(Option::is_some));
    let game = invite.game;
    let table_name = invite.table.clone();
    view! {
        <div class="play guest" data-testid="play"
            data-guest=seat.to_string()
            data-steps=move || step.get().to_string()
            data-to-act=move || to_act.get().map(|s| s.to_string()).unwrap_or_default()
            data-viewer=seat.to_string()
            data-finished=move || finished.get().to_string()
            data-connection=move || if connected.get() { "open" } else { "lost" }
            data-pending=move || guest.pending.get().to_string()
            data-thinking="false">
            <header class="play-head">
                <PlayHead game=game.info().name.to_string() name=table_name/>
            </header>
            <div class="board-area" tabindex="0" role="region" aria-label="Board">{board}</div>
            <aside class="side-area">
                <Show when=move || !connected.get()>
                    <div class="banner warn" role="alert" data-testid="connection-lost">
                        "The connection to the host was lost. Your game is safe on the host's device: ask them for a new link to rejoin."
                    </div>
                </Show>
                <Show when=move || finished.get()>
                    <div class="game-over" role="status">
                        <p class="game-over-title">{move || status.get()}</p>
                        <div class="row-actions">
                            <a class="btn" href=format!("#/new/{game}")>"New game"</a>
                        </div>
                    </div>
                </Show>
                <SidePanel
                    seats=seats.clone()
                    to_act=to_act
                    status=status
                    thinking=memo(move || guest.pending.get())
                    fast=None
                    roll=roll
                    log=log
                    latest=step
                    log_all=log_all
                />
            </aside>
            <div class="bar-area">
                <div class="action-bar">
                    <button type="button" class="btn" data-testid="undo"
                        disabled=move || !connected.get() || guest.pending.get() || finished.get()
                        on:click=move |_| guest.undo()>
                        "Undo"
                    </button>
                    <a class="btn ghost" href=format!("#/rules/{game}") target="_blank">"Rules"</a>
                </div>
            </div>
        </div>
    }
}

/// `#/answer/<code>`: a guest's answer opened on the host's device (scanned with the camera
/// app, say). It is handed to the host's game in another tab of this browser, and shown to
/// copy in case that tab is elsewhere.
#[component]
pub fn AnswerRoute(code: String) -> impl IntoView {
    let passed = web_sys::BroadcastChannel::new(super::host::PAIRING_CHANNEL)
        .and_then(|c| {
            let sent = c.post_message(&code.as_str().into());
            c.close();
            sent
        })
        .is_ok();
    view! {
        <section class="page narrow pairing" data-testid="answer-page">
            <h1>"An answer code"</h1>
            <p>"This code belongs on the host's screen, in the game that made the link."</p>
            {passed.then(|| view! {
                <p class="hint">"If that game is open in another tab of this browser, it has the answer now: go back to it."</p>
            })}
            <CodeBox text=code.clone() testid="answer-code" label="The answer code".to_string()/>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(number: usize) -> LogStep {
        LogStep {
            number,
            seat: 0,
            lines: vec![format!("action {number}")],
        }
    }

    fn packet(step_now: usize, log: Vec<LogStep>) -> SeatPacket {
        SeatPacket {
            game: qbranch_engine::GameId::Race,
            seat: 1,
            step: step_now,
            turn: 1,
            to_act: Some(0),
            outcome: None,
            view: serde_json::Value::Null,
            choices: Vec::new(),
            recent: serde_json::Value::Null,
            since: serde_json::Value::Null,
            log,
            roll: None,
        }
    }

    fn numbers(log: &[LogStep]) -> Vec<usize> {
        log.iter().map(|l| l.number).collect()
    }

    #[test]
    fn new_actions_are_added_to_the_log_the_guest_holds() {
        let log = merge_log(vec![step(1), step(2)], &packet(4, vec![step(3), step(4)]));
        assert_eq!(numbers(&log), [1, 2, 3, 4]);
    }

    #[test]
    fn an_undo_on_the_host_takes_the_undone_actions_out_of_the_guests_log() {
        // Back from 4 actions to 2: nothing new, and actions 3 and 4 are gone.
        let log = merge_log((1..=4).map(step).collect(), &packet(2, Vec::new()));
        assert_eq!(numbers(&log), [1, 2]);
        // Back to 2, then another action 3 played: the new 3 replaces the old.
        let mut new3 = step(3);
        new3.lines = vec!["another action 3".into()];
        let log = merge_log((1..=4).map(step).collect(), &packet(3, vec![new3]));
        assert_eq!(numbers(&log), [1, 2, 3]);
        assert_eq!(log[2].lines, ["another action 3"]);
    }

    #[test]
    fn a_whole_log_replaces_what_the_guest_held() {
        let log = merge_log(
            (1..=3).map(step).collect(),
            &packet(3, (1..=3).map(step).collect()),
        );
        assert_eq!(numbers(&log), [1, 2, 3]);
    }
}
