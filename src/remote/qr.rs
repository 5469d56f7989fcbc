//! A QR code of a pairing link, as its grid of modules: the pairing screen draws it as one SVG
//! path in `view!` (`shell::pairing::Qr`), so no markup string is written.

use qrcode::{Color, EcLevel, QrCode};

/// The modules of a QR code holding `text`: its width and, row by row, whether each module is
/// dark (no quiet zone: the drawing adds it).
///
/// Low error correction keeps a long link's code as coarse as possible: it is read off a
/// clean screen, where the finer modules of a stronger correction are the harder part.
pub fn qr_modules(text: &str) -> Result<(usize, Vec<bool>), String> {
    let code = QrCode::with_error_correction_level(text, EcLevel::L)
        .map_err(|_| "This link is too long for a QR code — copy the link instead.".to_owned())?;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == Color::Dark)
        .collect();
    Ok((code.width(), dark))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_pairing_link_fits_in_a_qr_code() {
        let link = format!("https://example.org/qbranch/#/join/{}", "aZ0-_".repeat(213));
        assert_eq!(link.len(), 1_100);
        let (width, dark) = qr_modules(&link).expect("a 1,100-character link fits");
        assert_eq!(dark.len(), width * width);
        // Version 1 is 21 modules wide; each version adds 4.
        assert_eq!((width - 21) % 4, 0);
        // The top-left finder pattern: a dark ring, a light ring inside it, a dark centre.
        let at = |x: usize, y: usize| dark[y * width + x];
        assert!(at(0, 0) && at(6, 0) && at(0, 6) && at(6, 6));
        assert!(!at(1, 1) && !at(5, 5));
        assert!(at(3, 3));
        // The other two finders' outer corners.
        assert!(at(width - 1, 0) && at(0, width - 1));
    }

    #[test]
    fn an_over_long_text_is_an_error() {
        let error = qr_modules(&"x".repeat(4_000)).unwrap_err();
        assert!(error.contains("too long"), "{error}");
    }
}
