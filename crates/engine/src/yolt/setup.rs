//! The options chosen before the game.

use serde::{Deserialize, Serialize};

use super::sheet::StatusSheet;

/// Options chosen before the game: the status sheet (our reconstructed one by default; the
/// balance tool tries others).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct YoltSetup {
    #[serde(default)]
    pub sheet: StatusSheet,
}
