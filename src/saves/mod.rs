//! Saved games: the file format, the store with its two-tab and full-storage rules, import
//! and export. Everything but `browser` and `autosave` is plain Rust with native unit tests.

pub mod autosave;
pub mod browser;
pub mod envelope;
pub mod format;
pub mod import_export;
pub mod pretty;
pub mod quick;
pub mod record_text;
#[cfg(test)]
mod saved_tests;
pub mod store;
