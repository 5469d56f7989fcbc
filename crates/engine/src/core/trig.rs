//! Sine and cosine for laying out and drawing the boards.
//!
//! Rust's `sin` and `cos` come, in WebAssembly, from a port of a C maths library whose argument
//! reduction is built for any angle up to 10^308 (about 7 KB of the app). The boards only ever
//! turn through a few full turns, so the angle is brought into [-π/4, π/4] by whole quarter
//! turns and the sine and cosine of what is left come from their Taylor series, to within a few
//! units in the last place of an `f64` there (the tests compare with the library).

use std::f64::consts::FRAC_PI_2;

/// `(sin x, cos x)`, for |x| up to a few hundred radians.
pub fn sin_cos(x: f64) -> (f64, f64) {
    let quarter = (x / FRAC_PI_2 + 0.5).floor();
    let r = x - quarter * FRAC_PI_2;
    let r2 = r * r;
    // Horner's rule on the series, to r^17 for the sine and r^16 for the cosine: the first
    // term left out is below 1e-16 for |r| <= π/4.
    let s = r
        * (1.0
            + r2 * (-1.0 / 6.0
                + r2 * (1.0 / 120.0
                    + r2 * (-1.0 / 5_040.0
                        + r2 * (1.0 / 362_880.0
                            + r2 * (-1.0 / 39_916_800.0
                                + r2 * (1.0 / 6_227_020_800.0
                                    + r2 * (-1.0 / 1_307_674_368_000.0
                                        + r2 * (1.0 / 355_687_428_096_000.0)))))))));
    let c = 1.0
        + r2 * (-0.5
            + r2 * (1.0 / 24.0
                + r2 * (-1.0 / 720.0
                    + r2 * (1.0 / 40_320.0
                        + r2 * (-1.0 / 3_628_800.0
                            + r2 * (1.0 / 479_001_600.0
                                + r2 * (-1.0 / 87_178_291_200.0
                                    + r2 * (1.0 / 20_922_789_888_000.0))))))));
    match (quarter as i64).rem_euclid(4) {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

/// The sine of `x` radians (see [`sin_cos`]).
pub fn sin(x: f64) -> f64 {
    sin_cos(x).0
}

/// The cosine of `x` radians (see [`sin_cos`]).
pub fn cos(x: f64) -> f64 {
    sin_cos(x).1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_maths_library_over_many_turns() {
        let mut worst: f64 = 0.0;
        for i in -200_000..=200_000 {
            let x = f64::from(i) * 0.000_37;
            let (s, c) = sin_cos(x);
            worst = worst.max((s - x.sin()).abs()).max((c - x.cos()).abs());
        }
        assert!(worst < 1e-14, "worst difference {worst:e}");
    }

    #[test]
    fn the_quarter_turns_are_exact_enough_to_round_as_the_library_does() {
        for deg in (-720..=720).step_by(15) {
            let a = f64::from(deg).to_radians();
            for v in [sin(a), cos(a)] {
                assert!(v.abs() <= 1.0, "{deg}°: {v}");
            }
            let r = |v: f64| (v * 4300.0).round();
            assert_eq!(r(sin(a)), r(a.sin()), "{deg}°");
            assert_eq!(r(cos(a)), r(a.cos()), "{deg}°");
        }
    }
}
