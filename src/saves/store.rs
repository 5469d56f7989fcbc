//! Saves in a key–value store (localStorage in the browser, [`MemKv`] in tests): one key per
//! save, a stamp (revision and writer) checked before every write so two tabs never silently
//! overwrite each other, not even when both write at the same instant, a save only ever read
//! from and written back to its own key, and a full store reported as [`StoreError::Full`],
//! with every save it refused kept waiting in memory and retried after any successful write.
//! No browser code here.

#[cfg(test)]
use std::cell::{Cell, RefCell};
#[cfg(test)]
use std::collections::BTreeMap;
use std::fmt;
#[cfg(test)]
use std::rc::Rc;

use super::format::{
    check_envelope, key_for, parse_save, to_json, SaveError, SaveFile, Stamp, KEY_PREFIX,
};

/// The few storage operations the saves need.
pub trait Kv {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&self, key: &str);
    fn keys(&self) -> Vec<String>;
    /// Who writes through this handle: an id unique to the tab (page load), stored with each
    /// write so that another tab writing the same revision is told apart.
    fn writer(&self) -> String;
}

#[derive(Clone, Debug, PartialEq)]
pub enum StoreError {
    /// The browser's storage quota is used up (`QuotaExceededError`).
    Full,
    /// Storage refused for another reason (private mode, disabled storage).
    Unavailable(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Full => write!(f, "the browser's storage for Q Branch is full"),
            StoreError::Unavailable(e) => write!(f, "the browser refused to store it ({e})"),
        }
    }
}

/// Why this tab may not write a save any more.
#[derive(Clone, Debug, PartialEq)]
pub enum Conflict {
    /// Another tab wrote a newer revision.
    Changed { stored: u64, mine: u64 },
    /// Another tab deleted the save.
    Deleted,
    /// What is stored now cannot be read: never overwrite what we do not understand.
    Unreadable,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Conflict::Changed { .. } => write!(f, "This game was changed in another tab."),
            Conflict::Deleted => write!(f, "This game was deleted in another tab."),
            Conflict::Unreadable => write!(f, "This save was replaced by something unreadable."),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum WriteError {
    Conflict(Conflict),
    Store(StoreError),
    Invalid(SaveError),
    /// The revision counter is at its limit: it never wraps round (to 0, which would look like
    /// a change made in another tab).
    RevisionLimit,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Conflict(c) => c.fmt(f),
            WriteError::Store(e) => e.fmt(f),
            WriteError::Invalid(e) => e.fmt(f),
            WriteError::RevisionLimit => write!(
                f,
                "this save has been written the greatest number of times it can count; export it and import the copy to go on"
            ),
        }
    }
}

/// One stored save: parsed, or damaged with the reason and its raw text kept for export.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub id: String,
    pub raw: String,
    pub parsed: Result<SaveFile, SaveError>,
    /// The newest copy is only in this tab's memory: storage refused it.
    pub waiting: bool,
}

/// Saves storage refused, by id: kept in memory so nothing is lost while the page is open.
#[derive(Clone, Debug, Default)]
pub struct Waiting(Vec<SaveFile>);

/// The saves waiting, by id: a handful at most, so a list (a hash map's code, compiled for its
/// key and value types, cost the app more than the searching it would save).
impl Waiting {
    pub fn new() -> Self {
        Waiting(Vec::new())
    }
    pub fn get(&self, id: &str) -> Option<&SaveFile> {
        self.0.iter().find(|s| s.id == id)
    }
    pub fn contains_key(&self, id: &str) -> bool {
        self.get(id).is_some()
    }
    /// Keep `save` (in place of a waiting copy of the same save).
    pub fn insert(&mut self, save: SaveFile) {
        self.remove(&save.id);
        self.0.push(save);
    }
    pub fn remove(&mut self, id: &str) {
        self.0.retain(|s| s.id != id);
    }
    pub fn values(&self) -> impl Iterator<Item = &SaveFile> {
        self.0.iter()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Parse the text stored under `id`'s key: a save that names another id (copied there by
/// hand) is damaged, so it is never opened as, or written into, the save it names.
pub fn parse_stored(id: &str, raw: &str) -> Result<SaveFile, SaveError> {
    let save = parse_save(raw)?;
    if save.id == id {
        Ok(save)
    } else {
        Err(SaveError::WrongKey { claims: save.id })
    }
}

/// Every save in the store, newest first; damaged ones after the readable ones.
pub fn list<K: Kv>(kv: &K) -> Vec<Entry> {
    list_with_waiting(kv, &Waiting::new())
}

/// [`list`], with each save waiting in memory shown by its newest (unsaved) copy.
pub fn list_with_waiting<K: Kv>(kv: &K, waiting: &Waiting) -> Vec<Entry> {
    let mut out: Vec<Entry> = kv
        .keys()
        .into_iter()
        .filter_map(|k| k.strip_prefix(KEY_PREFIX).map(str::to_string))
        .filter(|id| !waiting.contains_key(id))
        .filter_map(|id| {
            let raw = kv.get(&key_for(&id))?;
            let parsed = parse_stored(&id, &raw);
            Some(Entry {
                id,
                raw,
                parsed,
                waiting: false,
            })
        })
        .collect();
    out.extend(waiting.values().map(|s| Entry {
        id: s.id.clone(),
        raw: to_json(s),
        parsed: Ok(s.clone()),
        waiting: true,
    }));
    out.sort_by(|a, b| match (&a.parsed, &b.parsed) {
        (Ok(x), Ok(y)) => y.updated.total_cmp(&x.updated),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.id.cmp(&b.id),
    });
    out
}

/// The raw text of one save.
pub fn raw<K: Kv>(kv: &K, id: &str) -> Option<String> {
    kv.get(&key_for(id))
}

/// Read one save (`None` when there is no such save), with the same key check as [`list`].
pub fn read<K: Kv>(kv: &K, id: &str) -> Option<Result<SaveFile, SaveError>> {
    raw(kv, id).map(|r| parse_stored(id, &r))
}

/// May a tab holding the write `mine` write over `stored`? Only if `stored` is that very
/// write: same revision and same writer. (Checked before each write, and on every storage
/// event from another tab.)
pub fn check_stored(stored: Option<&str>, mine: &Stamp) -> Result<(), Conflict> {
    let stored = stored.ok_or(Conflict::Deleted)?;
    let s = parse_save(stored).map_err(|_| Conflict::Unreadable)?;
    if s.stamp() == *mine {
        Ok(())
    } else {
        Err(Conflict::Changed {
            stored: s.revision,
            mine: mine.revision,
        })
    }
}

/// Store a brand-new save at revision 1. Refuses to replace an existing key.
pub fn create<K: Kv>(kv: &K, save: &mut SaveFile) -> Result<(), WriteError> {
    check_envelope(save).map_err(WriteError::Invalid)?;
    let key = key_for(&save.id);
    if kv.get(&key).is_some() {
        return Err(WriteError::Conflict(Conflict::Changed {
            stored: 0,
            mine: 0,
        }));
    }
    set_stamped(kv, &key, save, 1)
}

/// Store `save` as `revision`, written by this handle's writer; on failure `save` is as before.
fn set_stamped<K: Kv>(
    kv: &K,
    key: &str,
    save: &mut SaveFile,
    revision: u64,
) -> Result<(), WriteError> {
    let before = save.stamp();
    save.revision = revision;
    save.writer = kv.writer();
    if let Err(e) = kv.set(key, &to_json(save)) {
        save.revision = before.revision;
        save.writer = before.writer;
        return Err(WriteError::Store(e));
    }
    Ok(())
}

/// Write `save` over the stored copy, which must still be the write this tab read or last
/// wrote (`save.stamp()`). On success the revision goes up by one and the writer is this tab;
/// on any error the store and `save` are as before.
pub fn write<K: Kv>(kv: &K, save: &mut SaveFile) -> Result<(), WriteError> {
    let key = key_for(&save.id);
    check_stored(kv.get(&key).as_deref(), &save.stamp()).map_err(WriteError::Conflict)?;
    let next = save
        .revision
        .checked_add(1)
        .ok_or(WriteError::RevisionLimit)?;
    set_stamped(kv, &key, save, next)
}

/// [`create`] a save that was never stored (revision 0), else [`write`] it.
pub fn store<K: Kv>(kv: &K, save: &mut SaveFile) -> Result<(), WriteError> {
    if save.revision == 0 {
        create(kv, save)
    } else {
        write(kv, save)
    }
}

/// What [`persist`] did.
#[derive(Debug, PartialEq)]
pub struct Persisted {
    /// This save's own write.
    pub result: Result<(), WriteError>,
    /// Ids of saves that had been waiting in memory and are stored now.
    pub retried: Vec<String>,
}

/// Store `save`. When storage refuses it, it waits in `waiting` (nothing is lost while the page
/// stays open); when it is stored, it leaves `waiting` and every other waiting save is retried.
pub fn persist<K: Kv>(
    kv: &K,
    waiting: &mut Waiting,
    save: &mut SaveFile,
    new_id: &mut dyn FnMut() -> String,
) -> Persisted {
    let result = store(kv, save);
    let mut retried = Vec::new();
    match &result {
        Ok(()) => {
            waiting.remove(&save.id);
            retried = retry_waiting(kv, waiting, new_id);
        }
        Err(WriteError::Store(_)) => {
            waiting.insert(save.clone());
        }
        Err(_) => {}
    }
    Persisted { result, retried }
}

/// Retry every save waiting in memory (after any successful write, or when space was freed).
/// Those stored leave `waiting`; their ids are returned. A waiting copy whose stored save was
/// changed or deleted in another tab meanwhile is never written over it: it is stored as a new
/// save (id from `new_id`, "(copy)" after its name), so neither is lost.
pub fn retry_waiting<K: Kv>(
    kv: &K,
    waiting: &mut Waiting,
    new_id: &mut dyn FnMut() -> String,
) -> Vec<String> {
    let mut ids: Vec<String> = waiting.values().map(|s| s.id.clone()).collect();
    ids.sort();
    let mut stored = Vec::new();
    for id in ids {
        let Some(mut save) = waiting.get(&id).cloned() else {
            continue;
        };
        let result = match store(kv, &mut save) {
            Err(WriteError::Conflict(_)) => {
                save.id = new_id();
                save.revision = 0;
                save.writer = String::new();
                save.name = copy_name(&save.name);
                create(kv, &mut save)
            }
            other => other,
        };
        if result.is_ok() {
            waiting.remove(&id);
            stored.push(save.id);
        }
    }
    stored
}

/// "Ann vs Enemy" → "Ann vs Enemy (copy)", within the name limit.
fn copy_name(name: &str) -> String {
    let keep = super::format::MAX_NAME - " (copy)".len();
    let base: String = name.chars().take(keep).collect();
    format!("{} (copy)", base.trim_end())
}

/// Rename a stored save (a write like any other: it bumps the revision).
pub fn rename<K: Kv>(kv: &K, id: &str, name: &str) -> Result<SaveFile, WriteError> {
    let mut save = match read(kv, id) {
        None => return Err(WriteError::Conflict(Conflict::Deleted)),
        Some(Err(e)) => return Err(WriteError::Invalid(e)),
        Some(Ok(s)) => s,
    };
    save.name = name.to_string();
    write(kv, &mut save)?;
    Ok(save)
}

pub fn delete<K: Kv>(kv: &K, id: &str) {
    kv.remove(&key_for(id));
}

/// An in-memory store with an optional byte quota (keys + values), for tests. [`MemKv::tab`]
/// gives a second handle on the same store with another writer: a second tab.
#[cfg(test)]
pub struct MemKv {
    map: Rc<RefCell<BTreeMap<String, String>>>,
    quota: Rc<Cell<Option<usize>>>,
    writer: String,
}

#[cfg(test)]
impl Default for MemKv {
    fn default() -> Self {
        MemKv {
            map: Rc::default(),
            quota: Rc::default(),
            writer: "tab-1".into(),
        }
    }
}

#[cfg(test)]
impl MemKv {
    /// Another tab on the same store.
    pub fn tab(&self, writer: &str) -> MemKv {
        MemKv {
            map: Rc::clone(&self.map),
            quota: Rc::clone(&self.quota),
            writer: writer.into(),
        }
    }
    pub fn with_quota(bytes: usize) -> Self {
        let kv = MemKv::default();
        kv.quota.set(Some(bytes));
        kv
    }
    pub fn set_quota(&self, bytes: Option<usize>) {
        self.quota.set(bytes);
    }
    fn used_without(&self, key: &str) -> usize {
        self.map
            .borrow()
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum()
    }
}

#[cfg(test)]
impl Kv for MemKv {
    fn get(&self, key: &str) -> Option<String> {
        self.map.borrow().get(key).cloned()
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(q) = self.quota.get() {
            if self.used_without(key) + key.len() + value.len() > q {
                return Err(StoreError::Full);
            }
        }
        self.map.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }
    fn remove(&self, key: &str) {
        self.map.borrow_mut().remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.map.borrow().keys().cloned().collect()
    }
    fn writer(&self) -> String {
        self.writer.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::format::tests::sample;

    fn stored(kv: &MemKv) -> SaveFile {
        let mut s = sample();
        create(kv, &mut s).unwrap();
        s
    }

    #[test]
    fn create_then_write_bumps_revision() {
        let kv = MemKv::default();
        let mut s = stored(&kv);
        assert_eq!(s.revision, 1);
        s.name = "Renamed".into();
        write(&kv, &mut s).unwrap();
        assert_eq!(s.revision, 2);
        let back = read(&kv, &s.id).unwrap().unwrap();
        assert_eq!(back, s);
        // Creating over an existing key is refused.
        let mut again = sample();
        assert!(matches!(
            create(&kv, &mut again),
            Err(WriteError::Conflict(_))
        ));
    }

    #[test]
    fn two_tabs_never_silently_overwrite() {
        let kv = MemKv::default();
        let mut tab_a = stored(&kv);
        let mut tab_b = tab_a.clone();
        tab_a.name = "A".into();
        write(&kv, &mut tab_a).unwrap();
        // Tab B still holds revision 1: its write is refused and changes nothing.
        tab_b.name = "B".into();
        let before = raw(&kv, &tab_b.id);
        assert_eq!(
            write(&kv, &mut tab_b),
            Err(WriteError::Conflict(Conflict::Changed {
                stored: 2,
                mine: 1
            }))
        );
        assert_eq!(tab_b.revision, 1);
        assert_eq!(raw(&kv, &tab_b.id), before);
        // The storage event seen by tab B says the same.
        assert!(check_stored(before.as_deref(), &tab_b.stamp()).is_err());
        assert!(check_stored(before.as_deref(), &tab_a.stamp()).is_ok());
        // A deleted save is never resurrected by a stale tab.
        delete(&kv, &tab_a.id);
        assert_eq!(
            write(&kv, &mut tab_a),
            Err(WriteError::Conflict(Conflict::Deleted))
        );
        assert!(read(&kv, &tab_a.id).is_none());
    }

    #[test]
    fn rename_in_list_makes_a_playing_tab_stale() {
        let kv = MemKv::default();
        let mut playing = stored(&kv);
        let renamed = rename(&kv, &playing.id, "New name").unwrap();
        assert_eq!(renamed.revision, 2);
        assert!(matches!(
            write(&kv, &mut playing),
            Err(WriteError::Conflict(_))
        ));
    }

    #[test]
    fn unreadable_stored_copy_is_never_overwritten() {
        let kv = MemKv::default();
        let mut s = stored(&kv);
        kv.set(&key_for(&s.id), "{garbage").unwrap();
        assert_eq!(
            write(&kv, &mut s),
            Err(WriteError::Conflict(Conflict::Unreadable))
        );
        assert_eq!(raw(&kv, &s.id).as_deref(), Some("{garbage"));
    }

    #[test]
    fn full_store_is_reported_and_nothing_changes() {
        let kv = MemKv::default();
        let mut s = stored(&kv);
        let before = raw(&kv, &s.id);
        kv.set_quota(Some(10));
        s.name = "x".repeat(50);
        assert_eq!(write(&kv, &mut s), Err(WriteError::Store(StoreError::Full)));
        assert_eq!(s.revision, 1, "revision unchanged so a later retry works");
        assert_eq!(raw(&kv, &s.id), before);
        // Space freed: the same in-memory save now writes.
        kv.set_quota(None);
        write(&kv, &mut s).unwrap();
        assert_eq!(s.revision, 2);
        let mut fresh = sample();
        fresh.id = "other".into();
        let kv2 = MemKv::with_quota(20);
        assert_eq!(
            create(&kv2, &mut fresh),
            Err(WriteError::Store(StoreError::Full))
        );
        assert!(kv2.keys().is_empty());
    }

    #[test]
    fn damaged_entries_are_listed_without_touching_others() {
        let kv = MemKv::default();
        let good = stored(&kv);
        kv.set(&key_for("broken"), "{\"format\":\"qbranch-save\"")
            .unwrap();
        let mut newer = serde_json::to_value(sample()).unwrap();
        newer["version"] = 9.into();
        newer["id"] = "future".into();
        kv.set(&key_for("future"), &newer.to_string()).unwrap();
        kv.set("unrelated.key", "whatever").unwrap();
        // A save stored under another save's key is damaged, not confused with it.
        kv.set(&key_for("moved"), &to_json(&good)).unwrap();
        let l = list(&kv);
        assert_eq!(l.len(), 4);
        assert_eq!(l[0].parsed.as_ref().unwrap(), &good);
        let damaged: Vec<_> = l[1..].iter().map(|e| e.id.as_str()).collect();
        assert_eq!(damaged, ["broken", "future", "moved"]);
        assert!(matches!(
            l[2].parsed,
            Err(SaveError::NewerVersion { found: 9 })
        ));
        assert_eq!(l[1].raw, "{\"format\":\"qbranch-save\"");
        assert_eq!(
            l[3].parsed,
            Err(SaveError::WrongKey {
                claims: good.id.clone()
            })
        );
    }

    #[test]
    fn two_tabs_writing_the_same_revision_at_once_both_notice() {
        // Both tabs hold revision 1. Each checks the store before the other's write lands
        // (localStorage reaches other tabs late), so both write revision 2.
        let kv = MemKv::default();
        let tab_b = kv.tab("tab-2");
        let mut a = stored(&kv);
        let mut b = a.clone();
        let seen_by_b = raw(&kv, &a.id);
        a.name = "A moved".into();
        write(&kv, &mut a).unwrap();
        let written_by_a = raw(&kv, &a.id);
        // B's check saw the copy before A's write.
        assert!(check_stored(seen_by_b.as_deref(), &b.stamp()).is_ok());
        b.name = "B moved".into();
        b.revision += 1;
        b.writer = tab_b.writer();
        tab_b.set(&key_for(&b.id), &to_json(&b)).unwrap();
        assert_eq!(a.revision, b.revision, "the same revision, two writers");
        // The storage events cross: each tab sees the other's write and stops.
        let written_by_b = raw(&kv, &b.id);
        assert_eq!(
            check_stored(written_by_a.as_deref(), &b.stamp()),
            Err(Conflict::Changed { stored: 2, mine: 2 })
        );
        assert!(check_stored(written_by_b.as_deref(), &a.stamp()).is_err());
        // And A's next write is refused instead of silently replacing B's move.
        a.name = "A again".into();
        assert!(matches!(write(&kv, &mut a), Err(WriteError::Conflict(_))));
        assert_eq!(raw(&kv, &a.id), written_by_b);
    }

    #[test]
    fn a_revision_at_the_limit_never_wraps() {
        let kv = MemKv::default();
        let mut s = sample();
        s.revision = u64::MAX;
        s.writer = kv.writer();
        kv.set(&key_for(&s.id), &to_json(&s)).unwrap();
        let before = raw(&kv, &s.id);
        s.name = "More".into();
        assert_eq!(write(&kv, &mut s), Err(WriteError::RevisionLimit));
        assert_eq!(s.revision, u64::MAX);
        assert_eq!(raw(&kv, &s.id), before);
        assert!(!WriteError::RevisionLimit
            .to_string()
            .contains("another tab"));
    }

    #[test]
    fn a_save_copied_under_another_key_is_never_opened_or_written_as_it() {
        let kv = MemKv::default();
        let original = stored(&kv);
        let copied = raw(&kv, &original.id).unwrap();
        kv.set(&key_for("copied"), &copied).unwrap();
        // Opening it by its address applies the list's key check.
        let e = read(&kv, "copied").unwrap().unwrap_err();
        assert_eq!(
            e,
            SaveError::WrongKey {
                claims: original.id.clone()
            }
        );
        assert!(e.to_string().contains("copy of another save"), "{e}");
        // The original is untouched and still opens.
        assert_eq!(read(&kv, &original.id).unwrap().unwrap(), original);
    }

    fn ids() -> impl FnMut() -> String {
        let mut n = 0;
        move || {
            n += 1;
            format!("fresh{n}")
        }
    }

    #[test]
    fn every_waiting_save_is_retried_after_any_successful_write() {
        let kv = MemKv::default();
        let mut waiting = Waiting::new();
        let mut new_id = ids();
        // Game X is stored, then storage fills up: its moves wait in memory.
        let mut x = stored(&kv);
        kv.set_quota(Some(kv.used_without("")));
        x.name = "X after a move".into();
        let p = persist(&kv, &mut waiting, &mut x, &mut new_id);
        assert_eq!(p.result, Err(WriteError::Store(StoreError::Full)));
        // A new game Y is started while storage is full: it waits too.
        let mut y = sample();
        y.id = "gamey".into();
        let p = persist(&kv, &mut waiting, &mut y, &mut new_id);
        assert_eq!(p.result, Err(WriteError::Store(StoreError::Full)));
        assert_eq!(waiting.len(), 2);
        // The list shows both waiting copies, marked.
        let l = list_with_waiting(&kv, &waiting);
        assert_eq!(l.len(), 2);
        assert!(l.iter().all(|e| e.waiting));
        let listed_x = l.iter().find(|e| e.id == x.id).unwrap();
        assert_eq!(listed_x.parsed.as_ref().unwrap().name, "X after a move");
        // Space is freed; Y's next move stores Y and then X.
        kv.set_quota(None);
        y.name = "Y after a move".into();
        let p = persist(&kv, &mut waiting, &mut y, &mut new_id);
        assert_eq!(p.result, Ok(()));
        assert_eq!(p.retried, vec![x.id.clone()]);
        assert!(waiting.is_empty());
        assert_eq!(read(&kv, &x.id).unwrap().unwrap().name, "X after a move");
        assert_eq!(read(&kv, "gamey").unwrap().unwrap().name, "Y after a move");
        assert!(list_with_waiting(&kv, &waiting).iter().all(|e| !e.waiting));
    }

    #[test]
    fn a_waiting_copy_changed_elsewhere_is_kept_as_a_copy_never_written_over() {
        let kv = MemKv::default();
        let mut waiting = Waiting::new();
        let mut new_id = ids();
        let mut x = stored(&kv);
        kv.set_quota(Some(kv.used_without("")));
        x.name = "Mine, after a move".into();
        persist(&kv, &mut waiting, &mut x, &mut new_id);
        // Space is freed and another tab renames X meanwhile.
        kv.set_quota(None);
        let other = kv.tab("tab-2");
        rename(&other, &x.id, "Ours").unwrap();
        let theirs = raw(&kv, &x.id);
        let retried = retry_waiting(&kv, &mut waiting, &mut new_id);
        assert_eq!(retried, vec!["fresh1".to_string()]);
        assert!(waiting.is_empty());
        assert_eq!(raw(&kv, &x.id), theirs, "the other tab's copy stays");
        let copy = read(&kv, "fresh1").unwrap().unwrap();
        assert_eq!(copy.name, "Mine, after a move (copy)");
        assert_eq!(copy.record, x.record);
    }
}
