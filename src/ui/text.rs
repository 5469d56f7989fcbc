//! Small text helpers every screen shares.

/// The text with its first letter in capitals (the app's sentences start with an English word;
/// a name that starts with another letter is left as typed).
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_letter_is_in_capitals() {
        assert_eq!(capitalise("hit once"), "Hit once");
        assert_eq!(capitalise(""), "");
        assert_eq!(capitalise("élan"), "Élan");
        assert_eq!(capitalise("2 hits"), "2 hits");
    }
}
