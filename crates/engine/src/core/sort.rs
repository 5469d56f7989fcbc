//! Stable sorting whose algorithm is compiled once.
//!
//! `slice::sort_by` and friends are generic: every element type and comparator gets its own copy
//! of std's sorting code (a few KB each in the shipped wasm). These helpers instead run one
//! non-generic sort over positions, reaching the elements only through one small closure (compare
//! two positions, or swap them), so each call site adds only that closure.
//!
//! The sort is stable (equal elements keep their order), so replacing `sort`, `sort_by` or
//! `sort_by_key` by these gives the same order. Small slices (up to [`SMALL`] elements) are
//! insertion-sorted in place without allocating; larger ones are merge-sorted as a permutation
//! of positions (O(n log n)), which is then applied with swaps.

use std::cmp::Ordering;

/// Up to this many elements, insertion sort in place.
const SMALL: usize = 16;

/// Sorts `v` in ascending order, stably (like `slice::sort`).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts `v` by the key `f` returns, stably (like `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)));
}

/// Sorts `v` with the comparator `cmp`, stably (like `slice::sort_by`).
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let n = v.len();
    if n < 2 {
        return;
    }
    sort_positions(n, &mut |op| match op {
        Op::Compare(i, j) => cmp(&v[i], &v[j]),
        Op::Swap(i, j) => {
            v.swap(i, j);
            Ordering::Equal
        }
    });
}

/// What the compiled sort asks of the slice: compare two positions, or swap them (the answer to
/// a swap is ignored). One closure does both, so it alone borrows the slice.
enum Op {
    Compare(usize, usize),
    Swap(usize, usize),
}

/// The one compiled sort: orders positions `0..n`, stably, through `at`.
#[inline(never)]
fn sort_positions(n: usize, at: &mut dyn FnMut(Op) -> Ordering) {
    if n <= SMALL {
        // Insertion sort by adjacent swaps: an element passes only strictly greater ones.
        for i in 1..n {
            let mut j = i;
            while j > 0 && at(Op::Compare(j - 1, j)) == Ordering::Greater {
                at(Op::Swap(j - 1, j));
                j -= 1;
            }
        }
        return;
    }
    // Sort a permutation (`perm[k]` = the position whose element ends at `k`), elements untouched.
    let mut perm: Vec<usize> = (0..n).collect();
    let mut buf: Vec<usize> = vec![0; n];
    merge_sort(&mut perm, &mut buf, &mut |i, j| at(Op::Compare(i, j)));
    // Apply it cycle by cycle; a done position is marked `usize::MAX`.
    for start in 0..n {
        if perm[start] == usize::MAX {
            continue;
        }
        let mut cur = start;
        loop {
            let next = perm[cur];
            perm[cur] = usize::MAX;
            if next == start {
                break;
            }
            // `cur` holds the cycle's first element; it takes `next`'s, which moves on to `next`.
            at(Op::Swap(cur, next));
            cur = next;
        }
    }
}

/// Top-down merge sort of `perm` (positions compared by `cmp`), stable; `buf` is as long.
fn merge_sort(
    perm: &mut [usize],
    buf: &mut [usize],
    cmp: &mut dyn FnMut(usize, usize) -> Ordering,
) {
    let n = perm.len();
    if n <= SMALL {
        for i in 1..n {
            let mut j = i;
            while j > 0 && cmp(perm[j - 1], perm[j]) == Ordering::Greater {
                perm.swap(j - 1, j);
                j -= 1;
            }
        }
        return;
    }
    let mid = n / 2;
    merge_sort(&mut perm[..mid], &mut buf[..mid], cmp);
    merge_sort(&mut perm[mid..], &mut buf[mid..], cmp);
    if cmp(perm[mid - 1], perm[mid]) != Ordering::Greater {
        return; // already in order
    }
    buf[..n].copy_from_slice(perm);
    let (left, right) = buf[..n].split_at(mid);
    let (mut a, mut b) = (0, 0);
    for slot in perm.iter_mut() {
        // Take from the right only when strictly smaller: ties keep the left (earlier) first.
        let take_right =
            a == left.len() || (b < right.len() && cmp(right[b], left[a]) == Ordering::Less);
        if take_right {
            *slot = right[b];
            b += 1;
        } else {
            *slot = left[a];
            a += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::Rng;

    #[test]
    fn agrees_with_std_sort_by_on_random_inputs() {
        let mut r = Rng::new(7);
        for len in (0..40).chain([63, 64, 65, 100, 257, 1000]) {
            for _ in 0..8 {
                // Few distinct keys, so many ties: the tag records the original order.
                let v: Vec<(u64, usize)> = (0..len).map(|i| (r.next_u64() % 5, i)).collect();
                let mut ours = v.clone();
                let mut theirs = v.clone();
                sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
                theirs.sort_by_key(|a| a.0);
                assert_eq!(ours, theirs, "length {len}");
            }
        }
    }

    #[test]
    fn is_stable() {
        // Keys descending in blocks, tags ascending: equal keys must keep ascending tags.
        let mut v: Vec<(u8, u32)> = (0..200u32).map(|i| ((7 - i % 8) as u8, i)).collect();
        sort_by_key(&mut v, |e| e.0);
        for w in v.windows(2) {
            assert!(
                w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 < w[1].1),
                "{w:?}"
            );
        }
        let mut small: Vec<(u8, u32)> = vec![(2, 0), (1, 1), (2, 2), (1, 3), (0, 4)];
        sort_by_key(&mut small, |e| e.0);
        assert_eq!(small, vec![(0, 4), (1, 1), (1, 3), (2, 0), (2, 2)]);
    }

    #[test]
    fn sorts_owned_values_without_losing_any() {
        let mut r = Rng::new(11);
        let words: Vec<String> = (0..300)
            .map(|_| format!("w{}", r.next_u64() % 97))
            .collect();
        let mut ours = words.clone();
        let mut theirs = words;
        sort(&mut ours);
        theirs.sort();
        assert_eq!(ours, theirs);
    }

    #[test]
    fn reverse_and_sorted_inputs() {
        let mut down: Vec<i32> = (0..500).rev().collect();
        sort(&mut down);
        assert_eq!(down, (0..500).collect::<Vec<_>>());
        let mut up: Vec<i32> = (0..500).collect();
        sort_by(&mut up, |a, b| b.cmp(a));
        assert_eq!(up, (0..500).rev().collect::<Vec<_>>());
    }
}
