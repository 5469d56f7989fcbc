//! The state every screen shares: notices, the storage banner, the saves' change counter, and
//! the games storage refused, kept in memory.

use std::cell::Cell;

use super::reactive::{Kept, State};
use crate::saves::store::Waiting;

/// How much a notice matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Info,
    /// Worth reading, not a failure: stays until dismissed.
    Warn,
    Error,
}

/// A notice on screen (`toast::toast` shows one).
#[derive(Clone, Debug, PartialEq)]
pub struct Toast {
    pub id: u64,
    pub kind: Kind,
    pub text: String,
}

/// State shared by every screen.
#[derive(Clone, Copy)]
pub struct AppCtx {
    pub toasts: State<Vec<Toast>>,
    /// Set when a write failed for lack of space; cleared by the next successful write.
    pub storage_full: State<bool>,
    /// Bumped whenever saves change (this tab or another): lists re-read the store.
    pub saves_changed: State<u32>,
    /// Saves that could not be written (storage full), kept in memory so nothing is lost
    /// while the tab stays open.
    pub unsaved: Kept<Waiting>,
}

thread_local! {
    // Also reachable from timers and event listeners, which run outside the reactive owner.
    static APP: Cell<Option<AppCtx>> = const { Cell::new(None) };
}

/// Makes `ctx` the app's shared state (once, when the app mounts).
pub fn set_app_ctx(ctx: AppCtx) {
    APP.with(|a| a.set(Some(ctx)));
}

pub fn app_ctx() -> AppCtx {
    APP.with(|a| a.get()).expect("the App is mounted")
}

/// Tells every list of saves to read the store again.
pub fn saves_changed() {
    app_ctx().saves_changed.update(|n| *n += 1);
}
