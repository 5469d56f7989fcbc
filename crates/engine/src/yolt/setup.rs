//! The options chosen before the game.

use crate::core::json::{FromJson, Json};
use serde::{Deserialize, Serialize};

use super::sheet::StatusSheet;

/// Options chosen before the game: the status sheet (our reconstructed one by default; the
/// balance tool tries others).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct YoltSetup {
    #[serde(default)]
    pub sheet: StatusSheet,
}

impl FromJson for YoltSetup {
    fn from_json(j: &mut Json<'_>) -> Result<Self, serde_json::Error> {
        let mut sheet = None;
        j.object("struct YoltSetup", &mut |j, key| match key {
            "sheet" => j.field(&mut sheet, "sheet", StatusSheet::from_json),
            _ => j.skip(),
        })?;
        Ok(YoltSetup {
            sheet: sheet.unwrap_or_default(),
        })
    }
}
