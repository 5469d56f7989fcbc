//! Indenting compact JSON as `serde_json::to_string_pretty` does.
//!
//! Exported saves are indented for people to read. Serialising them a second time through
//! serde_json's pretty formatter compiled every saved type's serialiser twice; the compact text
//! is indented here instead, byte for byte as the pretty formatter writes it (two spaces,
//! `": "` after keys, `{}` and `[]` for empty ones).

/// `compact` (JSON as `serde_json::to_string` writes it), indented.
pub fn indent(compact: &str) -> String {
    let b = compact.as_bytes();
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut start = 0;
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    };
    for (i, &c) in b.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == b'\\' {
                escaped = true;
            } else if c == b'"' {
                in_string = false;
            }
            continue;
        }
        // Everything up to here is copied as it is; structure bytes are rewritten.
        let piece = |out: &mut String| out.push_str(&compact[start..i]);
        match c {
            b'"' => in_string = true,
            b'{' | b'[' => {
                piece(&mut out);
                out.push(c as char);
                start = i + 1;
                // An empty object or array stays `{}` / `[]`.
                if b.get(i + 1) != Some(if c == b'{' { &b'}' } else { &b']' }) {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            b'}' | b']' => {
                piece(&mut out);
                if !matches!(b.get(i.wrapping_sub(1)), Some(b'{' | b'[')) {
                    depth -= 1;
                    newline(&mut out, depth);
                }
                out.push(c as char);
                start = i + 1;
            }
            b',' => {
                piece(&mut out);
                out.push(',');
                newline(&mut out, depth);
                start = i + 1;
            }
            b':' => {
                piece(&mut out);
                out.push_str(": ");
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push_str(&compact[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn matches_serde_json_pretty() {
        let v = json!({
            "format": "qbranch-save",
            "empty": {},
            "none": [],
            "nested": [{"a": [1, 2.5, -3e-7, null, true]}, [], {}, [[]], [{}]],
            "tricky \"key\" {[,:]}": "a \\\" string with {braces}, [brackets]: and \\ slashes \u{e9}",
            "unicode": "\u{1F600} \n\t",
        });
        let compact = serde_json::to_string(&v).unwrap();
        assert_eq!(indent(&compact), serde_json::to_string_pretty(&v).unwrap());
        for v in [json!({}), json!([]), json!(1), json!("x"), json!([[[1]]])] {
            let compact = serde_json::to_string(&v).unwrap();
            assert_eq!(indent(&compact), serde_json::to_string_pretty(&v).unwrap());
        }
    }

    #[test]
    fn an_exported_save_is_indented_throughout_and_reads_back_the_same() {
        let save = crate::saves::format::tests::sample();
        let compact = crate::saves::format::to_json(&save);
        let pretty = crate::saves::format::to_pretty_json(&save);
        // The record (kept as text) is indented like the rest, not written on one line.
        assert!(
            pretty.contains("\n  \"record\": {\n    \"game\": \"fixture\","),
            "{pretty}"
        );
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&pretty).unwrap(),
            serde_json::from_str::<serde_json::Value>(&compact).unwrap()
        );
    }
}
