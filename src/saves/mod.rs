//! Saved games: the file format, the store with its two-tab and full-storage rules, a save's
//! game restored and written back, import and export. Everything but `browser` is plain Rust
//! with native unit tests; nothing here names a game or a screen.

pub mod browser;
pub mod format;
pub mod import_export;
pub mod restore;
#[cfg(test)]
mod saved_tests;
pub mod store;
