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

/// A count and its noun, singular for one: `count(1, "card", "cards")` is "1 card".
pub fn count<N: std::fmt::Display + PartialEq + From<u8>>(n: N, one: &str, many: &str) -> String {
    let word = if n == N::from(1) { one } else { many };
    format!("{n} {word}")
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

    #[test]
    fn one_of_a_thing_is_singular() {
        assert_eq!(count(1, "card", "cards"), "1 card");
        assert_eq!(count(0, "card", "cards"), "0 cards");
        assert_eq!(count(9, "move", "moves"), "9 moves");
    }
}
