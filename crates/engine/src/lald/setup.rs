//! The options chosen before the game.

use serde::{Deserialize, Serialize};

/// Options chosen before the game (none yet: the reconstructed tables are fixed).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LaldSetup {}
