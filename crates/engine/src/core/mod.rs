//! The engine core every game stands on.

pub mod error;
pub mod game;
pub mod odds;
pub mod record;
pub mod rng;
pub mod seed_serde;
