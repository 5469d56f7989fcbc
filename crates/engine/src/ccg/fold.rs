//! Letters and case for the card game's name keys ([`super::pool::name_key`]) and the deck
//! list's order, without Unicode's tables.
//!
//! `char::to_lowercase` and `char::is_alphanumeric` link Unicode's case-mapping and property
//! tables (14.5 KB of the wasm, 10.8 KB gzip) for text that is the pool's English card names
//! and texts (ASCII, and "château") and what players type into a decklist, a search box or a
//! deck's name. So letters fold here by rule for ASCII, Latin-1 and Latin Extended-A (the
//! accented letters of the Western and Central European languages), the same as Unicode's lower
//! case there.

/// `ch` in lower case for the letters of ASCII, Latin-1 and Latin Extended-A; every other
/// character as it is.
pub fn lower(ch: char) -> char {
    let c = ch as u32;
    let l = match c {
        0x41..=0x5A => c + 0x20,
        0xC0..=0xDE if c != 0xD7 => c + 0x20,
        // Unicode lowers `İ` to `i` and a combining dot: the key keeps the plain `i`.
        0x130 => 0x69,
        0x178 => 0xFF,
        // Latin Extended-A pairs its letters capital then small, from an even code point in
        // these runs and from an odd one in those.
        0x100..=0x137 | 0x14A..=0x177 if c.is_multiple_of(2) => c + 1,
        0x139..=0x148 | 0x179..=0x17E if !c.is_multiple_of(2) => c + 1,
        _ => c,
    };
    char::from_u32(l).unwrap_or(ch)
}

/// Whether `ch` is part of a word (a letter or a digit) rather than punctuation, a space or a
/// symbol. ASCII and Latin-1 exactly as Unicode has it but for the numeric signs `¹²³¼½¾`;
/// above Latin-1, punctuation, symbols, arrows, dingbats, emoji, variation selectors and the
/// byte-order mark separate words and every other character counts as a letter.
pub fn is_word(ch: char) -> bool {
    match ch as u32 {
        0x30..=0x39 | 0x41..=0x5A | 0x61..=0x7A => true,
        0x00..=0x7F => false,
        0xAA | 0xB5 | 0xBA => true,
        0x80..=0xBF | 0xD7 | 0xF7 => false,
        0x2000..=0x2BFF | 0x3000..=0x303F | 0xFE00..=0xFE0F | 0xFEFF | 0x1F000..=0x1FAFF => false,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_is_unicodes_lower_case_up_to_latin_extended_a() {
        for c in (0..=0x17F).filter_map(char::from_u32) {
            let want: String = if c == 'İ' {
                "i".into()
            } else {
                c.to_lowercase().collect()
            };
            assert_eq!(lower(c).to_string(), want, "U+{:04X}", c as u32);
        }
        assert_eq!(lower('Ω'), 'Ω');
        assert_eq!(lower('’'), '’');
    }

    #[test]
    fn words_are_unicodes_letters_and_digits_in_latin_1() {
        for c in (0..=0xFF).filter_map(char::from_u32) {
            let numeric_sign = matches!(c, '¹' | '²' | '³' | '¼' | '½' | '¾');
            assert_eq!(
                is_word(c),
                c.is_alphanumeric() && !numeric_sign,
                "U+{:04X}",
                c as u32
            );
        }
        for c in ['ł', 'Ž', 'ß', 'é', 'Ω', 'ж'] {
            assert!(is_word(c), "{c}");
        }
        for c in [
            '—', '–', '…', '“', '”', '€', '→', '✔', '\u{3000}', '\u{feff}', '😀',
        ] {
            assert!(!is_word(c), "{c}");
        }
    }
}
