//! What the runner reads and writes. An input file is checked before it is opened (a device or
//! a FIFO would block or never end) and read up to a limit; output to stdout ends quietly when
//! its reader has gone (`qbranch deck list | head -c1`), where `println!` would panic.

use std::fs::File;
use std::io::{Read, Write};

use serde_json::Value;

/// The text of the regular file at `path`, at most `max` bytes of UTF-8, an optional byte-order
/// mark dropped; `too_large` says why a longer file is refused. Devices (`/dev/zero`), FIFOs
/// and directories are refused before they are opened, so nothing hangs or fills memory.
pub fn read_text(path: &str, max: u64, too_large: &dyn Fn() -> String) -> Result<String, String> {
    let cannot = |e: std::io::Error| format!("cannot read {path}: {e}");
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(format!("cannot read {path}: it is not a regular file"));
    }
    if meta.len() > max {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    File::open(path)
        .and_then(|f| f.take(max + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    utf8(path, bytes, max, too_large)
}

/// At most `max` bytes of UTF-8 from stdin (a pipe or a file; a terminal is read to its end).
pub fn read_stdin(max: u64, too_large: &dyn Fn() -> String) -> Result<String, String> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    utf8("stdin", bytes, max, too_large)
}

fn utf8(
    name: &str,
    bytes: Vec<u8>,
    max: u64,
    too_large: &dyn Fn() -> String,
) -> Result<String, String> {
    if bytes.len() as u64 > max {
        return Err(too_large());
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// `text` on stdout, as it is.
pub fn print_text(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(stdout_error)
}

/// One line on stdout.
pub fn print_line(line: &str) -> Result<(), String> {
    print_text(&format!("{line}\n"))
}

/// One JSON value on one line of stdout.
pub fn print_json(v: &Value) -> Result<(), String> {
    print_line(&serde_json::to_string(v).map_err(|e| e.to_string())?)
}

/// A failed write to stdout. When the reader closed the pipe there is nobody left to tell: end
/// quietly, with success.
pub fn stdout_error(e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("cannot write the output: {e}")
}

/// One line on stderr (a note, progress, an error). Never a panic: when stderr is gone there
/// is nobody to tell.
pub fn note(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}
