//! Q Branch app entry point: mounts the app, nothing else.

mod app;
mod games;
mod markup;
mod memo;
mod num;
mod route;
mod saves;
mod shell;

fn main() {
    // A bug must at least say where it is, in the browser console.
    std::panic::set_hook(Box::new(|info| {
        leptos::logging::error!("Q Branch panicked: {info}")
    }));
    leptos::mount::mount_to_body(app::App);
}
