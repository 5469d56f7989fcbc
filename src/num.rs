//! Decimal numbers for SVG markup and text, written with integer formatting only.
//!
//! `{}` or `{:.1}` on an `f64` links core's float formatting (shortest round-trip digits and
//! exact decimal expansion: ~13 KB of wasm). Every number the app prints is rounded to a few
//! decimals anyway, so it is rounded here and written as integers.

use std::fmt;

/// `v` rounded to `places` decimals, written as a decimal.
#[derive(Clone, Copy)]
pub struct Dec {
    v: f64,
    places: u8,
    /// Drop trailing zeros (and the point): what `{}` prints for a value already rounded to
    /// `places` decimals.
    trim: bool,
}

/// Like `{:.N}`: exactly `places` decimals (halves round away from zero).
pub const fn fixed(v: f64, places: u8) -> Dec {
    Dec {
        v,
        places,
        trim: false,
    }
}

impl fmt::Display for Dec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scale = 10u64.pow(u32::from(self.places));
        let t = (self.v * scale as f64).round() as i64;
        let (int, mut frac) = (t.unsigned_abs() / scale, t.unsigned_abs() % scale);
        let mut places = usize::from(self.places);
        if self.trim {
            while places > 0 && frac % 10 == 0 {
                frac /= 10;
                places -= 1;
            }
        }
        let sign = if t < 0 { "-" } else { "" };
        if places == 0 {
            write!(f, "{sign}{int}")
        } else {
            write!(f, "{sign}{int}.{frac:0places$}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_matches_std_away_from_ties() {
        for v in [
            0.0, 1.0, -1.0, 12.34, -12.36, 0.04, 999.96, 123456.789, 7.25001, -0.6,
        ] {
            for p in 0..=3u8 {
                let want = format!("{v:.prec$}", prec = usize::from(p));
                assert_eq!(fixed(v, p).to_string(), want, "{v} to {p} places");
            }
        }
    }
}
