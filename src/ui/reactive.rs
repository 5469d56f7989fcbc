//! The app's memos, signals and stored values: Leptos's own, each behind one erased value type.
//!
//! Leptos compiles its reactive machinery (the node, its update and compare, its readers,
//! guards and disposal) once per value type, 1.5–6 KB of wasm each, and the app reads some
//! eighty types; behind one erased type that machinery is in the download once, which the
//! first visit of a phone on a slow network pays for. Measured on the release build against the
//! same app with Leptos's types used directly: 29 KB less Brotli wasm, about 145 ms of a first
//! visit on `make bench`'s phone profile (budget 3.5 s). What stays per type is a small typed face:
//! - [`memo`] gives a [`Derived`] over `Memo<Erased>`: `Memo::new(move |_| f())`, recomputed
//!   when a signal `f` read changes, its readers told only when the value differs from the last
//!   one (compared with the value's own `PartialEq`);
//! - [`state`] gives a [`State`] over `RwSignal<ErasedBox>`: set and update notify its readers,
//!   as `RwSignal`'s do;
//! - [`kept`] gives a [`Kept`] over `StoredValue<ErasedBox>`: a value that is not reactive.
//!
//! Values that are not `Send` stay in Leptos's own `StoredValue::new_local`.

use std::any::Any;
use std::marker::PhantomData;
use std::sync::Arc;

use leptos::prelude::*;

/// A memo's value of any type, compared with its own type's `PartialEq`.
#[derive(Clone)]
pub struct Erased(Arc<dyn AnyEq>);

// Each trait's methods have names of their own, and are called on the trait object (`&*arc`,
// `&*boxed`): `Arc<dyn AnyEq>` and `Box<dyn AnyBox>` are themselves `Send + Sync + 'static`, so a
// shared name could resolve to the smart pointer's own blanket impl and downcast the pointer
// instead of the value.
trait AnyEq: Any + Send + Sync {
    fn eq_value(&self) -> &dyn Any;
    fn eq_any(&self, other: &dyn Any) -> bool;
}

impl<T: PartialEq + Send + Sync + 'static> AnyEq for T {
    fn eq_value(&self) -> &dyn Any {
        self
    }
    fn eq_any(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}

impl PartialEq for Erased {
    fn eq(&self, other: &Self) -> bool {
        AnyEq::eq_any(&*self.0, AnyEq::eq_value(&*other.0))
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
        AnyEq::eq_value(&*v.0)
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

impl<T: Clone + PartialEq + Send + Sync + 'static> From<State<T>> for Derived<T> {
    fn from(s: State<T>) -> Self {
        memo(move || s.get())
    }
}

/// A signal's value of any type (see [`State`]).
pub struct ErasedBox(Box<dyn AnyBox>);

trait AnyBox: Any + Send + Sync {
    fn box_value(&self) -> &dyn Any;
    fn box_value_mut(&mut self) -> &mut dyn Any;
}

impl<T: Send + Sync + 'static> AnyBox for T {
    fn box_value(&self) -> &dyn Any {
        self
    }
    fn box_value_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// A writable signal of a `T` over one erased signal type, as [`Derived`] is for memos: the
/// signal machinery is compiled once, the typed face per type. `Copy`, like `RwSignal`; `set`
/// and `update` notify its readers as `RwSignal`'s do.
pub struct State<T> {
    inner: RwSignal<ErasedBox>,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for State<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for State<T> {}

/// `RwSignal::new(value)`, compiled once for every value type.
pub fn state<T: Send + Sync + 'static>(value: T) -> State<T> {
    State {
        inner: erased_signal(ErasedBox(Box::new(value))),
        ty: PhantomData,
    }
}

fn erased_signal(value: ErasedBox) -> RwSignal<ErasedBox> {
    RwSignal::new(value)
}

impl<T: 'static> State<T> {
    fn typed(v: &ErasedBox) -> &T {
        AnyBox::box_value(&*v.0)
            .downcast_ref::<T>()
            .expect("a signal holds the type it was made with")
    }
    fn typed_mut(v: &mut ErasedBox) -> &mut T {
        AnyBox::box_value_mut(&mut *v.0)
            .downcast_mut::<T>()
            .expect("a signal holds the type it was made with")
    }
    /// Read the value by reference, and track it.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.inner.with(|v| f(Self::typed(v)))
    }
    /// Read the value by reference without tracking it.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.inner.with_untracked(|v| f(Self::typed(v)))
    }
    /// Change the value in place and notify its readers.
    pub fn update(&self, f: impl FnOnce(&mut T)) {
        self.inner.update(|v| f(Self::typed_mut(v)));
    }
    /// Replace the value and notify its readers.
    pub fn set(&self, value: T) {
        self.update(|v| *v = value);
    }
    /// Track the signal without reading it.
    pub fn track(&self) {
        self.inner.track();
    }
    /// [`State::with_untracked`], or `None` once the signal is disposed (its screen is gone).
    pub fn try_with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> Option<R> {
        self.inner.try_with_untracked(|v| f(Self::typed(v)))
    }
    /// [`State::set`], doing nothing once the signal is disposed (a timer outliving its screen).
    pub fn try_set(&self, value: T) {
        self.try_update(|v| *v = value);
    }
    /// [`State::update`] returning `f`'s result, or `None` once the signal is disposed.
    pub fn try_update<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        self.inner.try_update(|v| f(Self::typed_mut(v)))
    }
}

impl<T: Clone + 'static> State<T> {
    /// A copy of the value, tracked.
    pub fn get(&self) -> T {
        self.with(T::clone)
    }
    /// A copy of the value, not tracked.
    pub fn get_untracked(&self) -> T {
        self.with_untracked(T::clone)
    }
    /// [`State::get_untracked`], or `None` once the signal is disposed.
    pub fn try_get_untracked(&self) -> Option<T> {
        self.try_with_untracked(T::clone)
    }
}

/// A stored (not reactive) value over one erased type, as [`State`] is for signals: Leptos's
/// `StoredValue` machinery compiled once. `Copy`, like `StoredValue`.
pub struct Kept<T> {
    inner: StoredValue<ErasedBox>,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Kept<T> {}

/// `StoredValue::new(value)`, compiled once for every value type.
pub fn kept<T: Send + Sync + 'static>(value: T) -> Kept<T> {
    Kept {
        inner: erased_stored(ErasedBox(Box::new(value))),
        ty: PhantomData,
    }
}

fn erased_stored(value: ErasedBox) -> StoredValue<ErasedBox> {
    StoredValue::new(value)
}

impl<T: 'static> Kept<T> {
    /// Read the value by reference.
    pub fn with_value<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.inner.with_value(|v| f(State::<T>::typed(v)))
    }
    /// [`Kept::with_value`], or `None` once the value is disposed (its screen is gone).
    pub fn try_with_value<R>(&self, f: impl FnOnce(&T) -> R) -> Option<R> {
        self.inner.try_with_value(|v| f(State::<T>::typed(v)))
    }
    /// Change the value in place.
    pub fn update_value(&self, f: impl FnOnce(&mut T)) {
        self.inner.update_value(|v| f(State::<T>::typed_mut(v)));
    }
    /// [`Kept::update_value`] returning `f`'s result, or `None` once the value is disposed.
    pub fn try_update_value<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        self.inner.try_update_value(|v| f(State::<T>::typed_mut(v)))
    }
    /// Replace the value.
    pub fn set_value(&self, value: T) {
        self.update_value(|v| *v = value);
    }
}

impl<T: Clone + 'static> Kept<T> {
    /// A copy of the value.
    pub fn get_value(&self) -> T {
        self.with_value(T::clone)
    }
    /// [`Kept::get_value`], or `None` once the value is disposed.
    pub fn try_get_value(&self) -> Option<T> {
        self.try_with_value(T::clone)
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

    #[test]
    fn a_state_holds_sets_and_updates_its_value_and_feeds_memos() {
        let owner = Owner::new();
        owner.with(|| {
            let names = state(vec![String::from("Ann")]);
            let count = memo(move || names.with(Vec::len));
            assert_eq!(names.get_untracked(), vec!["Ann".to_string()]);
            names.update(|v| v.push("Bob".into()));
            assert_eq!(names.with_untracked(|v| v.join(" ")), "Ann Bob");
            assert_eq!(count.get_untracked(), 2);
            names.set(Vec::new());
            assert_eq!(count.get_untracked(), 0);
            assert_eq!(names.try_update(|v| v.len()), Some(0));
            assert_eq!(names.try_get_untracked(), Some(Vec::new()));
        });
    }

    #[test]
    fn a_kept_value_is_read_changed_and_replaced() {
        let owner = Owner::new();
        owner.with(|| {
            let timer = kept(None::<u32>);
            assert_eq!(timer.get_value(), None);
            timer.set_value(Some(7));
            assert_eq!(timer.with_value(|t| t.map(|n| n + 1)), Some(8));
            timer.update_value(|t| *t = t.map(|n| n * 2));
            assert_eq!(timer.try_get_value(), Some(Some(14)));
            assert_eq!(timer.try_update_value(|t| t.take()), Some(Some(14)));
            assert_eq!(timer.get_value(), None);
        });
    }
}
