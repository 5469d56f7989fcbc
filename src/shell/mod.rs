//! The app shell: every screen that is not a game's own board.

pub mod action_bar;
pub mod curtain;
pub mod damaged;
pub mod dice;
pub mod emblem;
pub mod home;
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
pub mod warm_up;
