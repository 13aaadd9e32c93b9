//! The Maildir inbox: the embedded default source of letters (no IMAP server needed).
//!
//! A Maildir is three folders: a writer creates a file in `tmp/` and renames it into `new/`
//! (so a reader never sees half a mail); a reader moves what it has dealt with to `cur/` with
//! an info suffix `:2,<flags>`, where `S` means seen.
//!
//! # Exactly-once protocol
//!
//! 1. [`Maildir::pending`] lists the entries not yet processed: every file in `new/`, and every
//!    file in `cur/` whose flags lack `S` (another client may have moved it there unread).
//! 2. The caller reads an entry and stores the letter durably together with its dedupe key:
//!    the Maildir [`MaildirEntry::key`], the Message-ID and the body hash (flushed to disk).
//! 3. Only then does it call [`Maildir::mark_processed`], which renames the file to
//!    `cur/<key>:2,S` (flags kept, `S` added) and syncs the folder.
//!
//! A crash between 2 and 3 leaves the entry pending: the next poll finds it again, the dedupe
//! key says it is already stored, and the caller only marks it. A crash during 3 is harmless:
//! the rename is atomic, and marking an entry whose file has already moved (or vanished) is
//! not an error. Nothing is ever deleted here.
//!
//! **Invariant:** this module never parses mail; it moves bytes.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// A Maildir folder on disk.
#[derive(Debug, Clone)]
pub struct Maildir {
    root: PathBuf,
}

/// One mail waiting in a Maildir.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaildirEntry {
    /// The unique name before `:` (the same in `new/` and `cur/`): part of the dedupe key.
    pub key: String,
    /// Where the file is now.
    pub path: PathBuf,
}

impl MaildirEntry {
    /// The raw bytes of the mail.
    pub fn read(&self) -> io::Result<Vec<u8>> {
        fs::read(&self.path)
    }
}

/// Makes `deliver`'s names unique within one process.
static DELIVERIES: AtomicU64 = AtomicU64::new(0);

impl Maildir {
    /// Opens the Maildir at `root`, creating `new/`, `cur/` and `tmp/` if missing.
    pub fn open(root: impl Into<PathBuf>) -> io::Result<Self> {
        let root = root.into();
        for sub in ["new", "cur", "tmp"] {
            fs::create_dir_all(root.join(sub))?;
        }
        Ok(Self { root })
    }

    /// The Maildir's root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Entries not yet processed, sorted by key (the oldest delivery first, for names made
    /// by [`Maildir::deliver`] and by common delivery agents).
    pub fn pending(&self) -> io::Result<Vec<MaildirEntry>> {
        let mut entries = Vec::new();
        for name in file_names(&self.root.join("new"))? {
            entries.push(MaildirEntry {
                key: key_of(&name).to_owned(),
                path: self.root.join("new").join(&name),
            });
        }
        for name in file_names(&self.root.join("cur"))? {
            if !flags_of(&name).contains('S') {
                entries.push(MaildirEntry {
                    key: key_of(&name).to_owned(),
                    path: self.root.join("cur").join(&name),
                });
            }
        }
        entries.sort_by(|a, b| a.key.cmp(&b.key).then_with(|| a.path.cmp(&b.path)));
        Ok(entries)
    }

    /// Marks an entry processed: renames it to `cur/<key>:2,<flags>S`. Idempotent; an entry
    /// whose file is gone (already marked, or removed after a crash) is not an error.
    pub fn mark_processed(&self, entry: &MaildirEntry) -> io::Result<()> {
        let cur = self.root.join("cur");
        let mut source = entry.path.clone();
        if !source.exists() {
            // It moved since `pending` listed it: find it by key in cur/.
            let found = file_names(&cur)?
                .into_iter()
                .find(|name| key_of(name) == entry.key);
            match found {
                Some(name) if flags_of(&name).contains('S') => return Ok(()),
                Some(name) => source = cur.join(name),
                None => return Ok(()),
            }
        }
        let name = source
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or(&entry.key);
        let target = cur.join(format!("{}:2,{}", entry.key, with_seen(flags_of(name))));
        if source == target {
            return Ok(());
        }
        match fs::rename(&source, &target) {
            Ok(()) => sync_dir(&cur),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// Drops a mail into `new/` the Maildir way (write to `tmp/`, sync, rename) and returns
    /// its key, `<secs>.<counter>_<pid>.<host>`. For the demo and the tests.
    pub fn deliver(&self, raw: &[u8]) -> io::Result<String> {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let host = hostname();
        loop {
            let counter = DELIVERIES.fetch_add(1, Ordering::Relaxed);
            // Zero-padded so that keys sort in delivery order within a second.
            let key = format!("{secs}.{counter:06}_{}.{host}", std::process::id());
            let tmp = self.root.join("tmp").join(&key);
            let mut file = match OpenOptions::new().write(true).create_new(true).open(&tmp) {
                Ok(f) => f,
                // Another process with the same pid (a container) got there first.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            };
            let written = file.write_all(raw).and_then(|()| file.sync_all());
            if let Err(e) = written {
                let _ = fs::remove_file(&tmp);
                return Err(e);
            }
            let new = self.root.join("new").join(&key);
            if new.exists() {
                let _ = fs::remove_file(&tmp);
                continue;
            }
            fs::rename(&tmp, &new)?;
            sync_dir(&self.root.join("new"))?;
            return Ok(key);
        }
    }
}

/// Regular file names in a folder, without dot files, sorted.
fn file_names(dir: &Path) -> io::Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        if !entry.file_type()?.is_file() {
            continue;
        }
        // A name that is not UTF-8 was not made by a Maildir writer we know: leave it.
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if !name.starts_with('.') {
            names.push(name);
        }
    }
    names.sort();
    Ok(names)
}

/// The unique part of a Maildir file name.
fn key_of(name: &str) -> &str {
    name.split_once(':').map_or(name, |(key, _)| key)
}

/// The flags of a `cur/` name (`key:2,FS` -> `FS`); none without an info suffix.
fn flags_of(name: &str) -> &str {
    name.split_once(":2,").map_or("", |(_, flags)| flags)
}

/// The flags with `S` added, in ASCII order as the Maildir spec asks.
fn with_seen(flags: &str) -> String {
    let mut chars: Vec<char> = flags.chars().chain(['S']).collect();
    chars.sort_unstable();
    chars.dedup();
    chars.into_iter().collect()
}

/// This host's name, with `/` and `:` encoded as the Maildir spec asks.
fn hostname() -> String {
    let name = fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| fs::read_to_string("/etc/hostname"))
        .map(|s| s.trim().to_owned())
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "localhost".to_owned());
    name.replace('/', "\\057").replace(':', "\\072")
}

/// Makes a rename in `dir` durable.
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_flags() {
        assert_eq!(key_of("123.4_5.host:2,FS"), "123.4_5.host");
        assert_eq!(key_of("123.4_5.host"), "123.4_5.host");
        assert_eq!(flags_of("k:2,FS"), "FS");
        assert_eq!(flags_of("k"), "");
        assert_eq!(with_seen("RF"), "FRS");
        assert_eq!(with_seen("S"), "S");
    }

    #[test]
    fn deliver_pending_mark() {
        let dir = tempfile::tempdir().unwrap();
        let md = Maildir::open(dir.path()).unwrap();
        let a = md.deliver(b"From: a@b\n\none").unwrap();
        let b = md.deliver(b"From: a@b\n\ntwo").unwrap();
        let pending = md.pending().unwrap();
        assert_eq!(
            pending.iter().map(|e| e.key.clone()).collect::<Vec<_>>(),
            [a.clone(), b]
        );
        assert_eq!(pending[0].read().unwrap(), b"From: a@b\n\none");

        md.mark_processed(&pending[0]).unwrap();
        // Twice, with the stale entry: still fine.
        md.mark_processed(&pending[0]).unwrap();
        assert!(dir.path().join("cur").join(format!("{a}:2,S")).exists());
        assert_eq!(md.pending().unwrap().len(), 1);
        assert!(
            fs::read_dir(dir.path().join("tmp"))
                .unwrap()
                .next()
                .is_none()
        );
    }

    #[test]
    fn unseen_in_cur_is_pending_and_keeps_its_flags() {
        let dir = tempfile::tempdir().unwrap();
        let md = Maildir::open(dir.path()).unwrap();
        fs::write(dir.path().join("cur/1.1_1.h:2,F"), b"x").unwrap();
        fs::write(dir.path().join("cur/2.1_1.h:2,S"), b"y").unwrap();
        fs::write(dir.path().join("cur/.hidden"), b"z").unwrap();
        let pending = md.pending().unwrap();
        assert_eq!(pending.len(), 1);
        assert_eq!(pending[0].key, "1.1_1.h");
        md.mark_processed(&pending[0]).unwrap();
        assert!(dir.path().join("cur/1.1_1.h:2,FS").exists());
        assert!(md.pending().unwrap().is_empty());
    }

    #[test]
    fn vanished_file_is_not_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let md = Maildir::open(dir.path()).unwrap();
        md.deliver(b"x").unwrap();
        let entry = md.pending().unwrap().remove(0);
        fs::remove_file(&entry.path).unwrap();
        md.mark_processed(&entry).unwrap();
    }
}
