//! Q Branch app entry point: mounts the app, nothing else.
mod games;

fn main() {}
