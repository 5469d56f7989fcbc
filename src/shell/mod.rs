//! The app shell: every screen that is not a game's own board.

pub mod action_bar;
pub mod autosave;
pub mod curtain;
pub mod damaged;
pub mod dice;
pub mod emblem;
pub mod home;
pub mod keyed_markup;
pub mod load_game;
pub mod log;
pub mod metrics;
pub mod motif;
pub mod new_game;
pub mod play;
pub mod replay;
pub mod rules;
pub mod saves_list;
pub mod session;
pub mod show;
pub mod side_panel;
pub mod slices;
pub mod toast;
pub mod warm_up;

/// The text with its first letter in capitals (ASCII only: the app's sentences start with an
/// English word; a name that starts with another letter is left as typed). ASCII keeps the
/// Unicode case tables out of the download.
pub fn capitalise(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    out
}
