//! The app's bottom layer: what every screen uses and that knows no screen or game.

pub mod context;
pub mod focus;
pub mod fold;
// The board games' layers build with the parts of the builder no other screen needs.
#[allow(dead_code)]
pub mod markup;
pub mod reactive;
pub mod route;
pub mod slices;
pub mod tap;
pub mod text;
pub mod toast;
