//! Q Branch app entry point: mounts the app, nothing else.

mod app;
mod games;
// The pairing screens in the shell are the users of this module; until every part is used
// some of it is unread.
mod remote;
mod saves;
mod shell;
mod ui;

fn main() {
    // A bug says what it is in the browser console; the wasm then stops (the release build
    // aborts on a panic) and public/pwa.js tells the player in plain words.
    std::panic::set_hook(Box::new(|info| {
        leptos::logging::error!("Q Branch panicked: {info}")
    }));
    leptos::mount::mount_to_body(app::App);
}
