//! Stacking: how many pieces a space may hold when a move ends there.

/// True when a space holding at most `capacity` pieces, already holding `occupants` other
/// pieces, is full, so that no further piece may end its move there (it may still pass
/// through).
pub fn is_full(capacity: usize, occupants: usize) -> bool {
    occupants >= capacity
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_and_double() {
        assert!(!is_full(1, 0));
        assert!(is_full(1, 1));
        assert!(!is_full(2, 1));
        assert!(is_full(2, 2));
    }
}
