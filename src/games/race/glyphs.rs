//! Small SVG pictures, each drawn centred on (0, 0) in about a 40 × 40 box: the pieces (car,
//! boat, briefcase) and the icons used on the board, the cards and the move labels. Each is
//! markup written here (`Markup::trusted`), put in the group that places it.

use super::geom::tenths;

/// A car seen from the side.
pub const CAR: &str = r##"<g class="glyph-car"><path d="M-19 3 Q-19 -3 -13 -3 L-9 -3 L-5 -11 L7 -11 L12 -3 L16 -3 Q20 -3 20 3 L20 8 L-19 8 Z" fill="#c9ced6" stroke="#1b1f27" stroke-width="2.2" stroke-linejoin="round"/><path d="M-6 -4 L-3 -9 L5 -9 L8 -4 Z" fill="#5d7fa3"/><circle cx="-10" cy="8.5" r="4.6" fill="#1b1f27"/><circle cx="11" cy="8.5" r="4.6" fill="#1b1f27"/><circle cx="-10" cy="8.5" r="1.8" fill="#c9ced6"/><circle cx="11" cy="8.5" r="1.8" fill="#c9ced6"/></g>"##;

/// A motor boat.
pub const BOAT: &str = r##"<g class="glyph-boat"><path d="M-20 -1 L20 -1 L13 9 L-15 9 Z" fill="#f7f3ea" stroke="#1b1f27" stroke-width="2.2" stroke-linejoin="round"/><path d="M-18 2.5 L18 2.5" stroke="#c8102e" stroke-width="2.4"/><path d="M-8 -1 L-6 -8 L6 -8 L9 -1 Z" fill="#f7f3ea" stroke="#1b1f27" stroke-width="2"/></g>"##;

/// The briefcase of secret documents.
pub const BRIEFCASE: &str = r##"<g class="glyph-case"><path d="M-6 -8 V-12 Q-6 -14 -4 -14 H4 Q6 -14 6 -12 V-8" fill="none" stroke="#1b1208" stroke-width="2.6"/><rect x="-15" y="-8" width="30" height="21" rx="3" fill="#9a6428" stroke="#1b1208" stroke-width="2.4"/><path d="M-15 0 H15" stroke="#1b1208" stroke-width="1.6"/><rect x="-3" y="-2" width="6" height="5" rx="1" fill="#e9c46a" stroke="#1b1208" stroke-width="1.2"/></g>"##;

/// An aeroplane seen from above, nose to the right.
pub const PLANE: &str = r##"<path class="glyph-plane" d="M18 0 L11 -2.4 L3 -2.4 L-4 -15 L-9 -15 L-4 -2.4 L-12 -2.4 L-16 -8 L-19 -8 L-16.5 0 L-19 8 L-16 8 L-12 2.4 L-4 2.4 L-9 15 L-4 15 L3 2.4 L11 2.4 Z"/>"##;

/// A helicopter seen from the side.
pub const HELICOPTER: &str = r##"<g class="glyph-heli"><path d="M-17 -11 H17" stroke-width="3" stroke-linecap="round"/><path d="M0 -11 V-6" stroke-width="3"/><ellipse cx="-2" cy="1" rx="11" ry="7.5"/><path d="M8 -1 L20 -4 L20 2 L8 4 Z"/><path d="M-12 12 H8 M-7 8 V12 M3 8 V12" stroke-width="2.4" fill="none"/></g>"##;

/// A swimmer in the waves.
pub const SWIMMER: &str = r##"<g class="glyph-swim"><circle cx="9" cy="-7" r="4.2"/><path d="M-14 -2 Q-4 -10 5 -3" fill="none" stroke-width="3.4" stroke-linecap="round"/><path d="M-19 6 q4.75 -5 9.5 0 t9.5 0 t9.5 0 t9.5 0 M-19 13 q4.75 -5 9.5 0 t9.5 0 t9.5 0 t9.5 0" fill="none" stroke-width="2.6" stroke-linecap="round"/></g>"##;

/// Two footprints.
pub const FOOT: &str = r##"<g class="glyph-foot"><ellipse cx="-6" cy="4" rx="5" ry="8.5"/><ellipse cx="7" cy="-5" rx="5" ry="8.5"/></g>"##;

/// A short stretch of thick black line.
pub const BLACK_LINE: &str = r##"<g class="glyph-line"><path d="M-16 10 L16 -10" stroke-width="7" stroke-linecap="round"/><circle cx="-16" cy="10" r="5"/><circle cx="16" cy="-10" r="5"/></g>"##;

/// An island gateway (an arch).
pub const GATE_ARCH: &str = r##"<path class="glyph-gate" d="M-14 14 V-2 A14 14 0 0 1 14 -2 V14 H7 V0 A7 7 0 0 0 -7 0 V14 Z"/>"##;

/// A five-pointed star (a base).
pub fn star(r: f64) -> String {
    let pts: Vec<String> = (0..10)
        .map(|i| {
            let rr = if i % 2 == 0 { r } else { r * 0.45 };
            let a = (36.0 * i as f64 - 90.0).to_radians();
            format!("{} {}", tenths(rr * a.cos()), tenths(rr * a.sin()))
        })
        .collect();
    format!("M{}Z", pts.join(" L"))
}

/// The laboratory at the centre of the island.
pub const LABORATORY: &str = r##"<g class="glyph-lab"><path d="M-22 12 V-4 L-12 -4 L-12 -12 L2 -12 L2 -4 L22 -4 V12 Z" fill="#e8e2d0" stroke="#27311f" stroke-width="2.4"/><path d="M6 -4 V-18 H11 V-4" fill="#e8e2d0" stroke="#27311f" stroke-width="2.4"/><path d="M-18 1 H-14 M-8 1 H-4 M2 1 H6 M12 1 H16" stroke="#27311f" stroke-width="3"/></g>"##;

/// A hand grabbing (the "take the documents" card).
pub const GRAB: &str = r##"<g class="glyph-grab"><path d="M-20 4 Q-12 -14 6 -12" fill="none" stroke-width="3.2" stroke-linecap="round"/><path d="M2 -17 L9 -12 L2 -7" fill="none" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g>"##;
