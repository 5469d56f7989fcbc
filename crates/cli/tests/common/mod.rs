//! What every CLI test file needs: run the built `qbranch`, read its JSON.
#![allow(dead_code)] // each test file uses its own share of these

use std::process::{Command, Output};

use serde_json::Value;

/// `qbranch <args>`, its status and output.
pub fn qbranch(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qbranch"))
        .args(args)
        .output()
        .expect("run qbranch")
}

/// The one JSON value a successful run prints.
pub fn json_out(o: &Output) -> Value {
    assert!(
        o.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("stdout is one JSON value")
}
