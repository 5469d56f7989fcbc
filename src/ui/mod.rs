//! The app's bottom layer: what every screen uses and that knows no screen or game.

// Used by the screens as they move from strings to typed markup.
#[allow(dead_code)]
pub mod markup;
