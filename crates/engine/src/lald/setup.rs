//! The options chosen before the game.

use crate::core::json::{FromJson, Json};
use serde::{Deserialize, Serialize};

/// Options chosen before the game (none yet: the reconstructed tables are fixed).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LaldSetup {}

impl FromJson for LaldSetup {
    fn from_json(j: &mut Json<'_>) -> Result<Self, serde_json::Error> {
        j.object("struct LaldSetup", &mut |j, _| j.skip())?;
        Ok(LaldSetup {})
    }
}
