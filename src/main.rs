//! Q Branch app entry point: mounts the app, nothing else.

mod app;
mod games;
mod markup;
mod num;
mod saves;
mod shell;
mod ui;

fn main() {
    // A bug must at least say what it is, in the browser console. (The Makefile's release
    // build stops at a panic without a message, `-Cpanic=immediate-abort`: no hook runs there,
    // and public/pwa.js shows the player a banner instead.)
    #[cfg(not(panic = "immediate-abort"))]
    std::panic::set_hook(Box::new(|info| {
        leptos::logging::error!("Q Branch panicked: {info}")
    }));
    leptos::mount::mount_to_body(app::App);
}
