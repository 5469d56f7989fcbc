//! Letters and case for the card game's name keys ([`super::pool::name_key`]) and the deck
//! list's order: Unicode's, from std, so a decklist, the search box and the saved decks agree on
//! what a letter is.

/// `ch` in lower case. A letter whose lower case is more than one character keeps the first
/// (`İ` is `i`, without the combining dot): a name key holds plain letters.
pub fn lower(ch: char) -> char {
    ch.to_lowercase().next().unwrap_or(ch)
}

/// Whether `ch` is part of a word (a letter or a digit) rather than punctuation, a space or a
/// symbol.
pub fn is_word(ch: char) -> bool {
    ch.is_alphanumeric()
}

#[cfg(test)]
mod tests {
    use super::super::pool::{by_name, name_key};

    /// What a typed decklist line finds: case, accents, spacing and punctuation fold away, as
    /// players type names ("CHÂTEAU", "Dr. No", a curly apostrophe).
    #[test]
    fn decklist_names_fold_case_accents_and_punctuation() {
        for (typed, key) in [
            ("CHÂTEAU  Wall", "château wall"),
            ("ŁÓDŹ—Ÿes…", "łódź ÿes"),
            ("Élektra KING", "élektra king"),
            ("ÀÉÎÕÜ Ñ Ç Ø Å Æ", "àéîõü ñ ç ø å æ"),
            ("ŠŽČĎĚŇŘŤŮ", "šžčďěňřťů"),
            ("İstanbul", "istanbul"),
            ("Straße 007", "straße 007"),
            ("Rosa Klebb’s  Shoe-Knife!", "rosa klebbs shoe knife"),
            ("Ωmega – “Ж” 😀 ✔", "ωmega ж"),
        ] {
            assert_eq!(name_key(typed), key, "{typed}");
        }
        let id = |name: &str| by_name(name).map(|c| c.id);
        assert_eq!(id("DR.   NO"), Some("dr-no"));
        assert_eq!(id("  dr no "), Some("dr-no"));
        assert_eq!(
            id("ROSA KLEBB’S SHOE KNIFE"),
            Some("rosa-klebbs-shoe-knife")
        );
        assert_eq!(id("Dr Nö"), None);
        assert_eq!(id("Dr Ño"), None);
    }
}
