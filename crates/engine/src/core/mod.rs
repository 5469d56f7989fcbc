//! The engine core every game stands on.

pub mod erased;
pub mod error;
pub mod game;
pub mod odds;
pub mod record;
pub mod remote;
pub mod replayer;
pub mod rng;
pub mod seed_serde;
pub mod stamp;
