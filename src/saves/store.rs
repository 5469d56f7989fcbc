//! Saves in a key–value store (localStorage in the browser, [`MemKv`] in tests): one key per
//! save, a revision counter checked before every write so two tabs never silently overwrite
//! each other, and a full store reported as [`StoreError::Full`]. No browser code here.

#[cfg(test)]
use std::cell::{Cell, RefCell};
#[cfg(test)]
use std::collections::BTreeMap;
use std::fmt;

use super::format::{
    check_envelope, key_for, parse_save, to_json, SaveError, SaveFile, KEY_PREFIX,
};

/// The few storage operations the saves need.
pub trait Kv {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&self, key: &str);
    fn keys(&self) -> Vec<String>;
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
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Conflict(c) => c.fmt(f),
            WriteError::Store(e) => e.fmt(f),
            WriteError::Invalid(e) => e.fmt(f),
        }
    }
}

/// One stored save: parsed, or damaged with the reason and its raw text kept for export.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub id: String,
    pub raw: String,
    pub parsed: Result<SaveFile, SaveError>,
}

/// Every save in the store, newest first; damaged ones after the readable ones.
pub fn list<K: Kv>(kv: &K) -> Vec<Entry> {
    let mut out: Vec<Entry> = kv
        .keys()
        .into_iter()
        .filter_map(|k| k.strip_prefix(KEY_PREFIX).map(str::to_string))
        .filter_map(|id| {
            let raw = kv.get(&key_for(&id))?;
            let parsed = parse_save(&raw).and_then(|s| {
                if s.id == id {
                    Ok(s)
                } else {
                    Err(SaveError::Malformed("its id does not match its key".into()))
                }
            });
            Some(Entry { id, raw, parsed })
        })
        .collect();
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

/// Read one save (`None` when there is no such save).
pub fn read<K: Kv>(kv: &K, id: &str) -> Option<Result<SaveFile, SaveError>> {
    raw(kv, id).map(|r| parse_save(&r))
}

/// May a tab that last saw revision `mine` write over `stored`?
pub fn check_stored(stored: Option<&str>, mine: u64) -> Result<(), Conflict> {
    let stored = stored.ok_or(Conflict::Deleted)?;
    let s = parse_save(stored).map_err(|_| Conflict::Unreadable)?;
    if s.revision == mine {
        Ok(())
    } else {
        Err(Conflict::Changed {
            stored: s.revision,
            mine,
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
    save.revision = 1;
    if let Err(e) = kv.set(&key, &to_json(save)) {
        save.revision = 0;
        return Err(WriteError::Store(e));
    }
    Ok(())
}

/// Write `save` over the stored copy, which must still be at `save.revision` (the revision
/// this tab read or last wrote). On success the revision goes up by one; on any error the
/// store and `save` are as before.
pub fn write<K: Kv>(kv: &K, save: &mut SaveFile) -> Result<(), WriteError> {
    let key = key_for(&save.id);
    check_stored(kv.get(&key).as_deref(), save.revision).map_err(WriteError::Conflict)?;
    save.revision += 1;
    if let Err(e) = kv.set(&key, &to_json(save)) {
        save.revision -= 1;
        return Err(WriteError::Store(e));
    }
    Ok(())
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

/// An in-memory store with an optional byte quota (keys + values), for tests.
#[cfg(test)]
#[derive(Default)]
pub struct MemKv {
    map: RefCell<BTreeMap<String, String>>,
    quota: Cell<Option<usize>>,
}

#[cfg(test)]
impl MemKv {
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
        assert!(check_stored(before.as_deref(), 1).is_err());
        assert!(check_stored(before.as_deref(), 2).is_ok());
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
    }
}
