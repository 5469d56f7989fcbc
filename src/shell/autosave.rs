//! Autosave in the browser, around the pure rules of [`crate::saves::store`]: every write goes through
//! [`persist`], which keeps a save storage refused waiting in memory (`AppCtx::unsaved`),
//! retries every waiting save after any successful write, keeps the storage banner up while
//! one waits, and has the browser ask before the page is left while one does.

use std::cell::Cell;

use leptos::prelude::*;

use crate::saves::browser::{random_u64, LocalKv};
use crate::saves::format::{new_id, SaveFile};
use crate::saves::store::{self, StoreError, WriteError};
use crate::ui::context::app_ctx;
use crate::ui::toast::{toast, Kind};

/// Store `save` (created when it was never stored). On a full or refused storage it waits in
/// memory and the banner says so; on success every other waiting save is retried. Conflicts
/// (another tab changed or deleted it) are returned for the caller to stop on.
pub fn persist(save: &mut SaveFile) -> Result<(), WriteError> {
    let ctx = app_ctx();
    let mut fresh = || new_id(random_u64());
    let Some(p) = ctx
        .unsaved
        .try_update_value(|w| store::persist(&LocalKv, w, save, &mut fresh))
    else {
        return Err(WriteError::Store(StoreError::Unavailable(
            "the page is closing".into(),
        )));
    };
    match &p.result {
        Err(WriteError::Store(StoreError::Full)) => ctx.storage_full.set(true),
        Err(WriteError::Store(e)) => toast(Kind::Error, format!("Not saved: {e}.")),
        _ => {}
    }
    settle(p.result.is_ok() || !p.retried.is_empty());
    p.result
}

/// Retry every save waiting in memory (after a write or delete made elsewhere on the page).
pub fn retry_waiting() {
    let ctx = app_ctx();
    let mut fresh = || new_id(random_u64());
    let retried = ctx
        .unsaved
        .try_update_value(|w| store::retry_waiting(&LocalKv, w, &mut fresh))
        .unwrap_or_default();
    settle(!retried.is_empty());
}

/// After writes: the banner stays until no save waits; the lists re-read the store.
fn settle(wrote: bool) {
    let ctx = app_ctx();
    let waiting = ctx.unsaved.with_value(|w| w.len());
    guard_unload();
    if waiting == 0 && ctx.storage_full.get_untracked() {
        ctx.storage_full.set(false);
        toast(Kind::Info, "Saved again: storage has room now.");
    }
    if wrote {
        ctx.saves_changed.update(|n| *n += 1);
    }
}

thread_local! {
    static GUARDED: Cell<bool> = const { Cell::new(false) };
}

/// Once per page: leaving (closing, reloading, navigating away) while a save waits in memory
/// asks first, since that copy would be lost.
fn guard_unload() {
    if GUARDED.with(|g| g.replace(true)) {
        return;
    }
    // The listener lives as long as the page: its handle is never used to remove it.
    let handle = window_event_listener_untyped("beforeunload", |e: web_sys::Event| {
        let waiting = app_ctx().unsaved.try_with_value(|w| !w.is_empty());
        if waiting == Some(true) {
            // Makes the browser ask "Leave site? Changes you made may not be saved."
            e.prevent_default();
        }
    });
    std::mem::forget(handle);
}
