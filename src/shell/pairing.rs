//! The pairing screens' parts: the host's "Waiting for players" panel (a link and a QR code per
//! remote seat, and the field for the guest's answer), a code shown as a link and a QR code,
//! and the STUN setting.

use leptos::prelude::*;
use qbranch_engine::Seat;

use super::host::{LinkState, STUN_KEY};
use super::table::Table;
use crate::remote::scan::{can_scan, ScanButton};
use crate::saves::browser::LocalKv;
use crate::saves::store::Kv;
use crate::ui::reactive::{memo, state};
use crate::ui::toast::{toast, Kind};

/// What the host's device can see, said where a table with remote seats is made and joined.
pub const HOST_SEES: &str = "The host's device runs the game: it deals the cards, rolls the dice and holds every hand. It sends each player's device only what that seat may see, and shows no hand but the host's own — but whoever controls the host's device could look inside it.";

/// The host's panel while a remote seat is not connected: the table waits behind it.
#[component]
pub fn HostPairing(table: Table) -> impl IntoView {
    let seats = move || {
        table
            .links
            .with(|l| l.iter().map(|x| x.seat).collect::<Vec<_>>())
    };
    let joined = move || {
        table.links.with(|l| {
            let open = l.iter().filter(|x| x.state == LinkState::Open).count();
            format!("{open} of {} joined", l.len())
        })
    };
    listen_for_answers(table);
    view! {
        <section class="page pairing" data-testid="pairing" aria-labelledby="pairing-title">
            <h1 id="pairing-title">"Waiting for players"</h1>
            <p class="pairing-count" role="status">{joined}</p>
            <p class="hint">
                "Each person on another device opens their link in Q Branch (or scans the code), then shows you the answer code their screen gives. Paste or scan it here. The game starts when everyone has joined."
            </p>
            <p class="hint privacy">{HOST_SEES}</p>
            <div class="pair-seats">
                <For each=seats key=|s| *s let:seat>
                    <PairSeat table=table seat=seat/>
                </For>
            </div>
            <StunField/>
            <p class="row-actions"><a class="btn ghost" href="#/">"Leave (the game is saved)"</a></p>
        </section>
    }
}

/// An answer link opened in another tab of this browser is handed over here.
fn listen_for_answers(table: Table) {
    use wasm_bindgen::prelude::*;
    let Ok(channel) = web_sys::BroadcastChannel::new(super::host::PAIRING_CHANNEL) else {
        return;
    };
    let on = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if let Some(code) = e.data().as_string() {
            if let Err(why) = table.accept_any_reply(&code) {
                toast(Kind::Error, why);
            }
        }
    });
    channel.set_onmessage(Some(on.as_ref().unchecked_ref()));
    ANSWERS.with(|a| *a.borrow_mut() = Some((channel, on)));
    on_cleanup(|| {
        if let Some((channel, _on)) = ANSWERS.with(|a| a.borrow_mut().take()) {
            channel.set_onmessage(None);
            channel.close();
        }
    });
}

type Listener = (
    web_sys::BroadcastChannel,
    wasm_bindgen::closure::Closure<dyn Fn(web_sys::MessageEvent)>,
);

thread_local! {
    /// The pairing panel's channel and its handler (browser objects, not `Send`).
    static ANSWERS: std::cell::RefCell<Option<Listener>> = const { std::cell::RefCell::new(None) };
}

/// One remote seat's link, answer field and state.
#[component]
fn PairSeat(table: Table, seat: Seat) -> impl IntoView {
    let name = table.name(seat);
    // Memos: the form is drawn again only when this seat's state changes, never when another
    // seat's link moves on (a redraw would drop what is being typed or pressed).
    let link_state = memo(move || {
        table
            .links
            .with(|l| l.iter().find(|x| x.seat == seat).map(|x| x.state.clone()))
    });
    let lost = memo(move || {
        table
            .links
            .with(|l| l.iter().any(|x| x.seat == seat && x.lost))
    });
    let state_name = move || match link_state.get() {
        Some(LinkState::Preparing) | None => "preparing",
        Some(LinkState::Ready { .. }) => "waiting",
        Some(LinkState::Connecting) => "connecting",
        Some(LinkState::Open) => "connected",
        Some(LinkState::Failed(_)) => "failed",
    };
    let answer = state(String::new());
    let error = state(None::<String>);
    let submit = move |text: String| match table.accept_reply(seat, &text) {
        Ok(()) => {
            error.set(None);
            answer.set(String::new());
        }
        Err(e) => error.set(Some(e)),
    };
    let n1 = name.clone();
    let n2 = name.clone();
    let body = move || {
        match link_state.get() {
        Some(LinkState::Preparing) | None => {
            view! { <p class="pair-note"><span class="spinner" aria-hidden="true"></span>"Preparing a link…"</p> }.into_any()
        }
        Some(LinkState::Connecting) => {
            view! { <p class="pair-note"><span class="spinner" aria-hidden="true"></span>"Connecting…"</p> }.into_any()
        }
        Some(LinkState::Open) => {
            view! { <p class="pair-note ok">"✓ " {n1.clone()} " is connected."</p> }.into_any()
        }
        Some(LinkState::Failed(why)) => view! {
            <p class="error" role="alert">{why}</p>
            <button type="button" class="btn" on:click=move |_| table.make_link(seat)>"Make a new link"</button>
        }
        .into_any(),
        Some(LinkState::Ready { link }) => {
            let who = n2.clone();
            view! {
                <ol class="pair-steps">
                    <li>
                        <p>"Send " {who.clone()} " this link, or let them scan the code with their camera:"</p>
                        <CodeBox text=link testid="offer-link" label=format!("{who}'s link")/>
                    </li>
                    <li>
                        <label for=format!("answer-{seat}")>
                            "Paste the answer code " {who.clone()} "'s screen shows:"
                        </label>
                        <textarea id=format!("answer-{seat}") class="answer-input" data-testid="answer-input"
                            rows="3" autocomplete="off" spellcheck="false"
                            prop:value=move || answer.get()
                            on:input=move |e| answer.set(event_target_value(&e))></textarea>
                        <div class="row-actions">
                            <button type="button" class="btn primary" data-testid="answer-submit"
                                on:click=move |_| submit(answer.get_untracked())>
                                "Connect"
                            </button>
                            {can_scan().then(|| view! {
                                <ScanButton on_code=Callback::new(move |code: String| submit(code))/>
                            })}
                        </div>
                        {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                    </li>
                </ol>
            }
            .into_any()
        }
    }
    };
    view! {
        <article class="card pair-seat" data-testid="pair-seat" data-seat=seat.to_string()
            data-state=state_name>
            <h2>{name.clone()}</h2>
            <Show when=move || lost.get()>
                <p class="banner warn">"The connection to " {name.clone()} " was lost, so the table is waiting. Send this new link to reconnect; nothing of the game is lost."</p>
            </Show>
            {body}
            <Show when=move || state_name() != "connected">
                <button type="button" class="btn ghost small" data-testid="bring-here"
                    on:click=move |_| table.bring_here(seat)>
                    "Play this seat on this screen instead"
                </button>
            </Show>
        </article>
    }
}

/// A code to pass to another device: its QR code, the link as text, and a Copy button.
#[component]
pub fn CodeBox(text: String, testid: &'static str, label: String) -> impl IntoView {
    let copy_text = text.clone();
    let copy = move |_| {
        let clipboard = window().navigator().clipboard();
        let promise = clipboard.write_text(&copy_text);
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(_) => toast(Kind::Info, "Copied."),
                Err(_) => toast(
                    Kind::Warn,
                    "This browser would not copy: select the text and copy it by hand.",
                ),
            }
        });
    };
    view! {
        <div class="code-box">
            <Qr text=text.clone() label=label.clone()/>
            <div class="code-text">
                <input type="text" readonly class="code-input" data-testid=testid
                    aria-label=label value=text.clone()
                    on:focus=move |e| {
                        use wasm_bindgen::JsCast;
                        if let Some(i) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            i.select();
                        }
                    }/>
                <button type="button" class="btn" on:click=copy>"Copy"</button>
            </div>
        </div>
    }
}

/// A QR code drawn as one SVG path (each dark module a unit square).
#[component]
fn Qr(text: String, label: String) -> impl IntoView {
    match crate::remote::qr::qr_modules(&text) {
        Ok((width, dark)) => {
            // One rectangle per run of dark modules in a row, inside a 4-module quiet zone.
            let mut d = String::new();
            for (y, row) in dark.chunks(width).enumerate() {
                let mut x = 0;
                while x < width {
                    let run = row[x..].iter().take_while(|on| **on).count();
                    if run > 0 {
                        d.push_str(&format!("M{} {}h{run}v1h-{run}z", x + 4, y + 4));
                    }
                    x += run.max(1);
                }
            }
            let size = width + 8;
            view! {
                <svg class="qr" viewBox=format!("0 0 {size} {size}") role="img" aria-label=format!("QR code: {label}")
                    shape-rendering="crispEdges">
                    <rect width=size.to_string() height=size.to_string() fill="#fff"/>
                    <path d=d fill="#111"/>
                </svg>
            }
            .into_any()
        }
        Err(why) => view! { <p class="hint">{why}</p> }.into_any(),
    }
}

/// The STUN server for connections across the internet; none by default (one local network
/// needs none, and then no outside service is contacted).
#[component]
pub fn StunField() -> impl IntoView {
    let value = state(LocalKv.get(STUN_KEY).unwrap_or_default());
    let note = state(None::<String>);
    let save = move |v: String| {
        let v = v.trim().to_string();
        if !(v.is_empty() || v.starts_with("stun:") || v.starts_with("stuns:")) {
            note.set(Some("A STUN server's address starts with “stun:”.".into()));
            return;
        }
        let stored = if v.is_empty() {
            LocalKv.remove(STUN_KEY);
            Ok(())
        } else {
            LocalKv.set(STUN_KEY, &v)
        };
        note.set(Some(match stored {
            Ok(()) if v.is_empty() => "No outside server: devices must share one network.".into(),
            Ok(()) => format!("New links will use {v}."),
            Err(_) => "This browser's storage is full: the setting holds until you leave.".into(),
        }));
        value.set(v);
    };
    view! {
        <details class="stun">
            <summary>"Playing across the internet?"</summary>
            <p class="hint">
                "On one local network nothing else is needed. Across the internet, both devices need a STUN server to find each other; Q Branch contacts none unless you enter one here (for example stun:stun.example.org:3478)."
            </p>
            <label for="stun-server">"STUN server"</label>
            <input id="stun-server" type="text" autocomplete="off" spellcheck="false"
                prop:value=move || value.get()
                on:change=move |e| save(event_target_value(&e))/>
            {move || note.get().map(|n| view! { <p class="hint" role="status">{n}</p> })}
        </details>
    }
}
