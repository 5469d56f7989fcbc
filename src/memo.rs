//! Memos compiled once, whatever their value's type.
//!
//! Leptos compiles its memo machinery (the reactive node, its update and compare, its readers
//! and guards) once per value type: 1.5–6 KB of wasm for each type, and the app had dozens of
//! them. [`memo`] keeps every value behind one erased type ([`Erased`]), so that machinery is
//! compiled once; what stays per type is the small typed face ([`Derived`]): building the value,
//! comparing two of them and reading one back. It behaves as `Memo::new(move |_| f())`:
//! recomputed when a signal `f` read changes, its readers told only when the value differs from
//! the last one.

use std::any::Any;
use std::marker::PhantomData;
use std::sync::Arc;

use leptos::prelude::*;

/// A memo's value of any type, compared with its own type's `PartialEq`.
#[derive(Clone)]
pub struct Erased(Arc<dyn AnyEq>);

trait AnyEq: Any + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn eq_any(&self, other: &dyn Any) -> bool;
}

impl<T: PartialEq + Send + Sync + 'static> AnyEq for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn eq_any(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}

impl PartialEq for Erased {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_any(other.0.as_any())
    }
}

/// A memo of a `T`, over the one erased memo type. `Copy`, like `Memo`.
pub struct Derived<T> {
    inner: Memo<Erased>,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for Derived<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Derived<T> {}

/// `Memo::new(move |_| f())`, compiled once for every value type (see the module's notes).
pub fn memo<T: PartialEq + Send + Sync + 'static>(
    f: impl Fn() -> T + Send + Sync + 'static,
) -> Derived<T> {
    let f: Box<dyn Fn() -> Erased + Send + Sync> = Box::new(move || Erased(Arc::new(f())));
    Derived {
        inner: erased_memo(f),
        ty: PhantomData,
    }
}

fn erased_memo(f: Box<dyn Fn() -> Erased + Send + Sync>) -> Memo<Erased> {
    Memo::new(move |_| f())
}

impl<T: 'static> Derived<T> {
    fn typed(v: &Erased) -> &T {
        v.0.as_any()
            .downcast_ref::<T>()
            .expect("a memo holds the type it was made with")
    }
    /// Read the value by reference, and track it.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.inner.with(|v| f(Self::typed(v)))
    }
    /// Read the value by reference without tracking it.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.inner.with_untracked(|v| f(Self::typed(v)))
    }
    /// Track the memo without reading it.
    pub fn track(&self) {
        self.inner.track();
    }
}

impl<T: Clone + 'static> Derived<T> {
    /// A copy of the value, tracked.
    pub fn get(&self) -> T {
        self.with(T::clone)
    }
    /// A copy of the value, not tracked.
    pub fn get_untracked(&self) -> T {
        self.with_untracked(T::clone)
    }
}

impl<T: Clone + Send + Sync + 'static> From<Derived<T>> for Signal<T> {
    fn from(d: Derived<T>) -> Self {
        Signal::derive(move || d.get())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn erased_values_compare_by_their_own_type() {
        let a = Erased(Arc::new(vec![1u8, 2]));
        assert!(a == Erased(Arc::new(vec![1u8, 2])));
        assert!(a != Erased(Arc::new(vec![1u8, 3])));
        // The same bytes in another type are another value.
        assert!(Erased(Arc::new(1u32)) != Erased(Arc::new(1u64)));
    }

    #[test]
    fn a_derived_memo_reads_its_value_and_follows_its_source() {
        let owner = Owner::new();
        owner.with(|| {
            let source = RwSignal::new(3usize);
            let doubled = memo(move || vec![source.get(); 2]);
            assert_eq!(doubled.get_untracked(), vec![3, 3]);
            assert_eq!(doubled.with_untracked(|v| v.len()), 2);
            source.set(5);
            assert_eq!(doubled.get_untracked(), vec![5, 5]);
            // A copy reads the same memo.
            let copy = doubled;
            assert_eq!(copy.with_untracked(|v| v[0]), 5);
        });
    }
}
