//! A direct connection between two browsers: one ordered, reliable WebRTC data channel.
//!
//! There is no signalling server: the host's offer and the guest's answer are complete SDP
//! texts (every ICE candidate gathered before they are handed over), which the players carry
//! between their devices as pairing codes. With no STUN server the candidates are the
//! devices' own (mDNS) addresses, so two devices on one local network connect and nothing
//! outside is contacted; a STUN server is used only when the player names one.
//!
//! Events reach the app through one callback: `Open` once the channel can carry messages,
//! `Message` for each text, and `Closed` once when the channel closes or the connection fails
//! for good (a transient `disconnected` is not a close: ICE may recover from it).

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelInit,
    RtcDataChannelState, RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState,
    RtcSdpType, RtcSessionDescriptionInit,
};

/// The data channel's label; the guest takes the channel the host opened.
const CHANNEL: &str = "qbranch";
/// The longest piece sent as one data-channel message. Browsers carry messages of up to
/// 256 KiB (Chromium) or less (Safari's 64 KiB): a longer text — a card game's position can be
/// over 100 KiB — goes as several pieces, each but the last marked by a leading [`MORE`].
const PIECE: usize = 60_000;
/// Marks a piece that more pieces of the same message follow (no JSON text starts with it).
const MORE: char = '\u{1}';
/// The most a message put together from pieces may hold; a longer one is cut here, which the
/// reader then refuses as too long.
const MAX_JOINED: usize = 4 << 20;
/// How long to wait for ICE gathering before handing over the candidates found so far.
const GATHER_CAP_MS: i32 = 4_000;
/// How long the host waits for the channel to open after taking an answer. An answer made
/// for another invitation is taken without complaint and then never connects (the browser
/// does not call that a failure within minutes), so the wait ends in `Closed`.
const CONNECT_CAP_MS: i32 = 30_000;

/// What happens on a connection, in order: `Open`, any `Message`s, then `Closed` once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerEvent {
    Open,
    Message(String),
    Closed,
}

/// One end of a connection. Clones share it; it closes when the last clone is dropped.
#[derive(Clone)]
pub struct Peer {
    inner: Rc<Inner>,
}

/// A JS event handler kept alive for as long as it is attached.
type Handler = Closure<dyn FnMut(JsValue)>;

struct Inner {
    pc: RtcPeerConnection,
    channel: RefCell<Option<RtcDataChannel>>,
    on: Rc<dyn Fn(PeerEvent)>,
    opened: Cell<bool>,
    closed: Cell<bool>,
    handlers: RefCell<Vec<Handler>>,
    /// The pieces of a long message received so far.
    joining: RefCell<String>,
    connect_timer: Cell<Option<i32>>,
}

impl Peer {
    /// Starts a connection as the host: opens the data channel, makes the offer and returns
    /// it complete with its candidates, to be carried to the guest.
    pub async fn host(
        stun: Option<String>,
        on: Rc<dyn Fn(PeerEvent)>,
    ) -> Result<(Peer, String), String> {
        let peer = Peer::new(stun.as_deref(), on)?;
        let init = RtcDataChannelInit::new();
        init.set_ordered(true);
        let channel = peer
            .inner
            .pc
            .create_data_channel_with_data_channel_dict(CHANNEL, &init);
        peer.inner.attach_channel(channel);
        let offer = peer.inner.pc.create_offer();
        let sdp = peer.describe(RtcSdpType::Offer, offer).await?;
        Ok((peer, sdp))
    }

    /// Joins a connection as a guest from the host's offer; returns the answer, complete with
    /// its candidates, to be carried back to the host. The channel opens once the host has it.
    pub async fn guest(
        stun: Option<String>,
        offer_sdp: &str,
        on: Rc<dyn Fn(PeerEvent)>,
    ) -> Result<(Peer, String), String> {
        let peer = Peer::new(stun.as_deref(), on)?;
        peer.inner.listen_for_channel();
        peer.set_remote(RtcSdpType::Offer, offer_sdp)
            .await
            .map_err(|e| failed(BAD_OFFER, e))?;
        let answer = peer.inner.pc.create_answer();
        let sdp = peer.describe(RtcSdpType::Answer, answer).await?;
        Ok((peer, sdp))
    }

    /// The host takes the guest's answer; the channel opens soon after, or `Closed` comes if
    /// it has not opened within [`CONNECT_CAP_MS`].
    pub async fn accept_answer(&self, sdp: &str) -> Result<(), String> {
        self.set_remote(RtcSdpType::Answer, sdp)
            .await
            .map_err(|e| failed(BAD_ANSWER, e))?;
        self.inner.give_up_unless_open();
        Ok(())
    }

    /// Sends one text message to the other device (in pieces, when it is long).
    pub fn send(&self, text: &str) -> Result<(), String> {
        let channel = self.inner.channel.borrow();
        match channel.as_ref() {
            Some(channel) if channel.ready_state() == RtcDataChannelState::Open => {
                let pieces = pieces(text);
                let last = pieces.len() - 1;
                for (i, piece) in pieces.into_iter().enumerate() {
                    let sent = if i < last {
                        channel.send_with_str(&format!("{MORE}{piece}"))
                    } else {
                        channel.send_with_str(piece)
                    };
                    sent.map_err(|e| {
                        failed("The message could not be sent to the other device.", e)
                    })?;
                }
                Ok(())
            }
            _ => Err(NOT_CONNECTED.to_owned()),
        }
    }

    /// Ends the connection. This is the app's own doing, so no `Closed` event follows.
    pub fn close(&self) {
        self.inner.shut();
    }

    fn new(stun: Option<&str>, on: Rc<dyn Fn(PeerEvent)>) -> Result<Peer, String> {
        let pc = RtcPeerConnection::new_with_configuration(&configuration(stun))
            .map_err(|e| failed(NO_WEBRTC, e))?;
        let inner = Rc::new(Inner {
            pc,
            channel: RefCell::new(None),
            on,
            opened: Cell::new(false),
            closed: Cell::new(false),
            handlers: RefCell::new(Vec::new()),
            joining: RefCell::new(String::new()),
            connect_timer: Cell::new(None),
        });
        inner.watch_connection();
        Ok(Peer { inner })
    }

    /// Sets the offer or answer being `created` as the local description and returns its SDP
    /// once ICE gathering is complete, or after the cap with the candidates found by then.
    async fn describe(&self, kind: RtcSdpType, created: Promise) -> Result<String, String> {
        let description = JsFuture::from(created)
            .await
            .map_err(|e| failed(PREPARE, e))?;
        let sdp = Reflect::get(&description, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .ok_or_else(|| PREPARE.to_owned())?;
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(&sdp);
        JsFuture::from(self.inner.pc.set_local_description(&init))
            .await
            .map_err(|e| failed(PREPARE, e))?;
        gathered(&self.inner.pc).await?;
        self.inner
            .pc
            .local_description()
            .map(|d| d.sdp())
            .ok_or_else(|| PREPARE.to_owned())
    }

    async fn set_remote(&self, kind: RtcSdpType, sdp: &str) -> Result<(), JsValue> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.inner.pc.set_remote_description(&init))
            .await
            .map(drop)
    }
}

impl Inner {
    fn emit(&self, event: PeerEvent) {
        match event {
            PeerEvent::Open if self.opened.replace(true) => return,
            PeerEvent::Closed if self.closed.replace(true) => return,
            PeerEvent::Open | PeerEvent::Message(_) if self.closed.get() => return,
            _ => {}
        }
        (self.on)(event);
    }

    /// A received piece: the whole message once its last piece came.
    fn join(&self, piece: String) -> Option<String> {
        let mut joining = self.joining.borrow_mut();
        let (more, text) = match piece.strip_prefix(MORE) {
            Some(rest) => (true, rest),
            None => (false, piece.as_str()),
        };
        if joining.is_empty() && !more {
            return Some(piece);
        }
        let room = MAX_JOINED.saturating_sub(joining.len());
        joining.push_str(&text[..floor_boundary(text, room)]);
        (!more).then(|| std::mem::take(&mut *joining))
    }

    /// A handler that forwards to `act` while the peer lives, kept until the peer closes.
    fn handler(self: &Rc<Self>, act: impl Fn(&Inner, JsValue) + 'static) -> Function {
        let weak: Weak<Inner> = Rc::downgrade(self);
        let closure = Handler::new(move |value: JsValue| {
            if let Some(inner) = weak.upgrade() {
                act(&inner, value);
            }
        });
        let function = closure.as_ref().unchecked_ref::<Function>().clone();
        self.handlers.borrow_mut().push(closure);
        function
    }

    fn watch_connection(self: &Rc<Self>) {
        let on_state = self.handler(|inner, _| {
            if matches!(
                inner.pc.connection_state(),
                RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
            ) {
                inner.emit(PeerEvent::Closed);
            }
        });
        self.pc.set_onconnectionstatechange(Some(&on_state));
    }

    fn listen_for_channel(self: &Rc<Self>) {
        let weak = Rc::downgrade(self);
        let on_channel = self.handler(move |_, event| {
            let (Some(inner), Ok(event)) =
                (weak.upgrade(), event.dyn_into::<RtcDataChannelEvent>())
            else {
                return;
            };
            let channel = event.channel();
            if channel.label() == CHANNEL {
                inner.attach_channel(channel);
            }
        });
        self.pc.set_ondatachannel(Some(&on_channel));
    }

    fn attach_channel(self: &Rc<Self>, channel: RtcDataChannel) {
        let on_open = self.handler(|inner, _| inner.emit(PeerEvent::Open));
        let on_close = self.handler(|inner, _| inner.emit(PeerEvent::Closed));
        let on_message = self.handler(|inner, event| {
            if let Some(text) = event
                .dyn_ref::<MessageEvent>()
                .and_then(|e| e.data().as_string())
            {
                if let Some(whole) = inner.join(text) {
                    inner.emit(PeerEvent::Message(whole));
                }
            }
        });
        channel.set_onopen(Some(&on_open));
        channel.set_onclose(Some(&on_close));
        channel.set_onmessage(Some(&on_message));
        // The guest's channel may already be open when it is announced.
        let open = channel.ready_state() == RtcDataChannelState::Open;
        self.channel.replace(Some(channel));
        if open {
            self.emit(PeerEvent::Open);
        }
    }

    fn give_up_unless_open(self: &Rc<Self>) {
        let give_up = self.handler(|inner, _| {
            inner.connect_timer.set(None);
            if !inner.opened.get() {
                inner.emit(PeerEvent::Closed);
                inner.shut();
            }
        });
        let timer = web_sys::window().and_then(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(&give_up, CONNECT_CAP_MS)
                .ok()
        });
        self.connect_timer.set(timer);
    }

    /// Detaches every handler, closes the channel and the connection, and lets the handlers
    /// go. Safe to call from inside a handler and more than once.
    fn shut(&self) {
        self.closed.set(true);
        if let (Some(timer), Some(window)) = (self.connect_timer.take(), web_sys::window()) {
            window.clear_timeout_with_handle(timer);
        }
        if let Some(channel) = self.channel.borrow_mut().take() {
            channel.set_onopen(None);
            channel.set_onclose(None);
            channel.set_onmessage(None);
            channel.close();
        }
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_ondatachannel(None);
        self.pc.close();
        self.handlers.borrow_mut().clear();
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.shut();
    }
}

/// `text` cut into pieces of at most [`PIECE`] bytes, on character boundaries.
fn pieces(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while rest.len() > PIECE {
        let (piece, tail) = rest.split_at(floor_boundary(rest, PIECE));
        out.push(piece);
        rest = tail;
    }
    out.push(rest);
    out
}

/// The largest character boundary of `text` at or below `at`.
fn floor_boundary(text: &str, at: usize) -> usize {
    let mut i = at.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// No ICE server unless the player named a STUN server.
fn configuration(stun: Option<&str>) -> RtcConfiguration {
    let config = RtcConfiguration::new();
    let servers = Array::new();
    if let Some(url) = stun.map(str::trim).filter(|u| !u.is_empty()) {
        let server = Object::new();
        Reflect::set(&server, &"urls".into(), &url.into()).expect("a plain object takes a field");
        servers.push(&server);
    }
    config.set_ice_servers(&servers);
    config
}

/// Resolves when ICE gathering completes or after [`GATHER_CAP_MS`], whichever is first.
async fn gathered(pc: &RtcPeerConnection) -> Result<(), String> {
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        return Ok(());
    }
    let window = web_sys::window().ok_or_else(|| PREPARE.to_owned())?;
    let mut resolve = None;
    let done = Promise::new(&mut |res, _| resolve = Some(res));
    let resolve: Function = resolve.expect("a promise calls its executor at once");
    let watched = pc.clone();
    let on_change = {
        let resolve = resolve.clone();
        Closure::<dyn FnMut()>::new(move || {
            if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                resolve.call0(&JsValue::NULL).map(drop).unwrap_or_default();
            }
        })
    };
    let listener = on_change.as_ref().unchecked_ref::<Function>();
    pc.add_event_listener_with_callback("icegatheringstatechange", listener)
        .map_err(|e| failed(PREPARE, e))?;
    let timer = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_CAP_MS)
        .map_err(|e| failed(PREPARE, e))?;
    let waited = JsFuture::from(done).await;
    window.clear_timeout_with_handle(timer);
    pc.remove_event_listener_with_callback("icegatheringstatechange", listener)
        .map_err(|e| failed(PREPARE, e))?;
    waited.map(drop).map_err(|e| failed(PREPARE, e))
}

const NO_WEBRTC: &str = "This browser cannot connect directly to another device.";
const PREPARE: &str = "The browser could not prepare a connection.";
const BAD_OFFER: &str = "This invitation cannot be opened — ask the host for a new code.";
const BAD_ANSWER: &str =
    "This answer does not match this invitation — make a new invitation and try again.";
const NOT_CONNECTED: &str = "The other device is not connected.";

/// The player's message; the browser's own words go to the console for whoever debugs it.
fn failed(words: &str, error: JsValue) -> String {
    leptos::logging::warn!("{words} ({error:?})");
    words.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_message_is_cut_into_pieces_on_character_boundaries() {
        let text = "é".repeat(PIECE); // two bytes each: 2 × PIECE bytes
        let pieces = pieces(&text);
        assert_eq!(pieces.len(), 2);
        assert!(pieces.iter().all(|p| p.len() <= PIECE && !p.is_empty()));
        assert_eq!(pieces.concat(), text);
        assert_eq!(super::pieces("{}"), ["{}"]);
    }

    #[test]
    fn boundaries_never_split_a_character() {
        assert_eq!(floor_boundary("aé", 2), 1);
        assert_eq!(floor_boundary("aé", 3), 3);
        assert_eq!(floor_boundary("ab", 9), 2);
    }
}
