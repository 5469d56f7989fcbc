//! The app shell: every screen that is not a game's own board.

pub mod action_bar;
pub mod autosave;
pub mod computer;
pub mod curtain;
pub mod damaged;
pub mod dice;
pub mod emblem;
pub mod home;
pub mod hot_seat;
pub mod lesson;
pub mod load_game;
pub mod log;
pub mod metrics;
pub mod motif;
pub mod new_game;
pub mod play;
pub mod recap;
pub mod replay;
pub mod rules;
pub mod saves_list;
pub mod session;
pub mod side_panel;
pub mod table;
pub mod warm_up;
