//! A tiny `--flag value` parser: every flag must be known, every value present.

use std::collections::BTreeMap;
use std::ffi::OsString;

/// The command line as UTF-8 strings, or a plain error naming the first argument that is not.
pub fn utf8_args(argv: impl IntoIterator<Item = OsString>) -> Result<Vec<String>, String> {
    argv.into_iter()
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|bad| {
                format!(
                    "argument {} ('{}') is not valid UTF-8 text",
                    i + 1,
                    bad.to_string_lossy()
                )
            })
        })
        .collect()
}

pub struct Args {
    pub positional: Vec<String>,
    flags: BTreeMap<String, String>,
    switches: Vec<String>,
}

impl Args {
    /// Parse `argv` accepting only the flags in `known`.
    pub fn parse(argv: &[String], known: &[&str]) -> Result<Args, String> {
        Args::parse_with_switches(argv, known, &[])
    }

    /// Parse `argv` accepting the flags in `known` (each with a value) and the switches in
    /// `switches` (no value: `--coverage`).
    pub fn parse_with_switches(
        argv: &[String],
        known: &[&str],
        switches: &[&str],
    ) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = BTreeMap::new();
        let mut on = Vec::new();
        let mut it = argv.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                if switches.contains(&name) {
                    if on.iter().any(|s: &String| s == name) {
                        return Err(format!("--{name} given twice"));
                    }
                    on.push(name.to_string());
                    continue;
                }
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if switches.contains(&name) {
                    return Err(format!("--{name} takes no value"));
                }
                if !known.contains(&name) {
                    return Err(format!("unknown option --{name}"));
                }
                let value = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or_else(|| format!("--{name} needs a value"))?,
                };
                if flags.insert(name.to_string(), value).is_some() {
                    return Err(format!("--{name} given twice"));
                }
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Args {
            positional,
            flags,
            switches: on,
        })
    }

    /// Was this switch given?
    pub fn switch(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.flags.get(name).map(String::as_str)
    }

    pub fn require(&self, name: &str) -> Result<&str, String> {
        self.get(name)
            .ok_or_else(|| format!("--{name} is required"))
    }

    /// A whole number flag, with a default and an allowed range.
    pub fn number(&self, name: &str, default: Option<u64>, max: u64) -> Result<u64, String> {
        match self.get(name) {
            None => default.ok_or_else(|| format!("--{name} is required")),
            Some(v) => {
                let n: u64 = v
                    .parse()
                    .map_err(|_| format!("--{name} must be a whole number, not '{v}'"))?;
                if n > max {
                    return Err(format!("--{name} must be at most {max}"));
                }
                Ok(n)
            }
        }
    }

    /// A whole number flag that must be at least 1 (a count: `--games`, `--max-actions`).
    pub fn count(&self, name: &str, default: Option<u64>, max: u64) -> Result<u64, String> {
        let n = self.number(name, default, max)?;
        if n == 0 {
            return Err(format!("--{name} must be at least 1"));
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn parses_flags_and_rejects_unknown_ones() {
        let a = Args::parse(&v(&["x", "--games", "3", "--seed=7"]), &["games", "seed"]).unwrap();
        assert_eq!(a.positional, vec!["x"]);
        assert_eq!(a.number("games", None, 10).unwrap(), 3);
        assert_eq!(a.number("seed", None, u64::MAX).unwrap(), 7);
        assert!(Args::parse(&v(&["--bogus", "1"]), &["games"]).is_err());
        assert!(Args::parse(&v(&["--games"]), &["games"]).is_err());
        assert!(Args::parse(&v(&["--games", "1", "--games", "2"]), &["games"]).is_err());
        let a = Args::parse(&v(&["--games", "-1"]), &["games"]).unwrap();
        assert!(a.number("games", None, 10).is_err());
        let a = Args::parse(&v(&["--games", "11"]), &["games"]).unwrap();
        assert!(a.number("games", None, 10).is_err());
    }

    #[test]
    fn switches_take_no_value() {
        let a = Args::parse_with_switches(
            &v(&["--coverage", "--games", "2"]),
            &["games"],
            &["coverage"],
        )
        .unwrap();
        assert!(a.switch("coverage"));
        assert_eq!(a.number("games", None, 10).unwrap(), 2);
        let a =
            Args::parse_with_switches(&v(&["--games", "2"]), &["games"], &["coverage"]).unwrap();
        assert!(!a.switch("coverage"));
        assert_eq!(
            Args::parse_with_switches(&v(&["--coverage=1"]), &[], &["coverage"]).err(),
            Some("--coverage takes no value".to_string())
        );
        assert!(Args::parse(&v(&["--coverage"]), &["games"]).is_err());
    }

    #[test]
    fn counts_refuse_zero() {
        let a = Args::parse(&v(&["--games", "0"]), &["games"]).unwrap();
        assert_eq!(
            a.count("games", None, 10),
            Err("--games must be at least 1".to_string())
        );
        let a = Args::parse(&v(&["--games", "1"]), &["games"]).unwrap();
        assert_eq!(a.count("games", None, 10), Ok(1));
    }

    #[cfg(unix)]
    #[test]
    fn non_utf8_arguments_are_an_error() {
        use std::os::unix::ffi::OsStringExt;
        let ok = utf8_args([OsString::from("games")]).unwrap();
        assert_eq!(ok, vec!["games"]);
        let e = utf8_args([
            OsString::from("replay"),
            OsString::from_vec(vec![b'a', 0xff]),
        ])
        .unwrap_err();
        assert_eq!(e, "argument 2 ('a\u{fffd}') is not valid UTF-8 text");
    }
}
