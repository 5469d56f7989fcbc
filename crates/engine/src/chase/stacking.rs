//! Stacking: how many pieces a space may hold when a move ends there.

use super::map::Capacity;

/// True when a space of `capacity` already holding `occupants` other pieces is full, so that
/// no further piece may end its move there (it may still pass through).
pub fn is_full(capacity: Capacity, occupants: usize) -> bool {
    occupants >= capacity.pieces()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_and_double() {
        assert!(!is_full(Capacity::Single, 0));
        assert!(is_full(Capacity::Single, 1));
        assert!(!is_full(Capacity::Double, 1));
        assert!(is_full(Capacity::Double, 2));
    }
}
