//! Work in slices: run a task, give the browser the thread back, run the next slice. A
//! `MessageChannel` posts the next slice as a fresh task at once (a zero `setTimeout` is
//! clamped to 4 ms when nested), so long computations never hold the main thread for long.

use std::cell::RefCell;
use std::collections::VecDeque;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Task = Box<dyn FnOnce()>;

struct Channel {
    port: web_sys::MessagePort,
    queue: VecDeque<Task>,
    _handler: Closure<dyn FnMut(web_sys::MessageEvent)>,
    // Keeps the receiving port alive.
    _receiver: web_sys::MessagePort,
}

thread_local! {
    static CHANNEL: RefCell<Option<Channel>> = const { RefCell::new(None) };
}

fn run_next() {
    let task = CHANNEL.with(|c| c.borrow_mut().as_mut().and_then(|ch| ch.queue.pop_front()));
    if let Some(task) = task {
        task();
    }
}

/// Run `task` in a new task of the event loop, after the browser has had its turn (input,
/// painting). Falls back to a zero timeout where `MessageChannel` is missing.
pub fn post_task(task: impl FnOnce() + 'static) {
    let task: Task = Box::new(task);
    let unposted = CHANNEL.with(move |c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            let Ok(channel) = web_sys::MessageChannel::new() else {
                return Some(task);
            };
            let handler = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|_| run_next());
            let receiver = channel.port1();
            receiver.set_onmessage(Some(handler.as_ref().unchecked_ref()));
            *c = Some(Channel {
                port: channel.port2(),
                queue: VecDeque::new(),
                _handler: handler,
                _receiver: receiver,
            });
        }
        let ch = c.as_mut().expect("just made");
        ch.queue.push_back(task);
        if ch.port.post_message(&JsValue::NULL).is_err() {
            return ch.queue.pop_back();
        }
        None
    });
    if let Some(task) = unposted {
        leptos::prelude::set_timeout(task, std::time::Duration::ZERO);
    }
}
