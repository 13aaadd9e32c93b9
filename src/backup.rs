//! A game's backup: every entry of its store, taken with no write in between
//! ([`Store::dump`]), as a file a person can read and a restore can check.
//!
//! The format, one JSON object a line:
//! - a header: `{"engarde_backup": 1, "game": NAME, "turn": N, "taken_at": SECONDS}`;
//! - one line an entry: `{"k": KEY, "s": VALUE}` when the value is UTF-8 (the records are
//!   JSON), else `{"k": KEY, "h": HEX}` (a letter as received);
//! - a trailer: `{"end": ENTRIES}`. A file without it, or with another count, was cut short
//!   and is refused.

use crate::store::{Store, StoreError};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, Write};

/// The version of the format this build writes and reads.
pub const FORMAT: u32 = 1;

/// What a backup says of itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub engarde_backup: u32,
    pub game: String,
    pub turn: u32,
    pub taken_at: i64,
}

/// A key and its value, as the store holds them.
pub type Entry = (Vec<u8>, Vec<u8>);

/// An entry as a line of the file.
#[derive(Serialize, Deserialize)]
struct Line {
    k: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    s: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    h: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct Trailer {
    end: u64,
}

/// Why a backup cannot be read or written.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("the store: {0}")]
    Store(#[from] StoreError),
    #[error("writing the backup: {0}")]
    Write(std::io::Error),
    #[error("line {line} of the backup: {reason}")]
    Bad { line: usize, reason: String },
    #[error(
        "the backup ends after {entries} entries without its last line: it was cut short \
         (a disk full, a copy interrupted); take another"
    )]
    CutShort { entries: u64 },
}

/// Writes the whole store to `out`; gives the header written and the number of entries.
pub fn write(
    store: &Store,
    taken_at: i64,
    out: &mut impl Write,
) -> Result<(Header, u64), BackupError> {
    let game = store.require_game()?;
    let header = Header {
        engarde_backup: FORMAT,
        game: game.name,
        turn: game.turn,
        taken_at,
    };
    line(out, &header).map_err(BackupError::Write)?;
    let n = store.dump(|k, v| {
        let entry = Line {
            k: String::from_utf8_lossy(k).into_owned(),
            s: std::str::from_utf8(v).ok().map(str::to_string),
            h: std::str::from_utf8(v).is_err().then(|| hex(v)),
        };
        line(out, &entry)
    })?;
    line(out, &Trailer { end: n }).map_err(BackupError::Write)?;
    out.flush().map_err(BackupError::Write)?;
    Ok((header, n))
}

/// Reads a backup whole: its header and entries, once its trailer proves it complete.
pub fn read(input: impl BufRead) -> Result<(Header, Vec<Entry>), BackupError> {
    let bad = |line: usize, reason: String| BackupError::Bad { line, reason };
    let mut lines = input.lines().enumerate();
    let (_, first) = lines
        .next()
        .ok_or_else(|| bad(1, "the file is empty".to_string()))?;
    let first = first.map_err(|e| bad(1, e.to_string()))?;
    let header: Header =
        serde_json::from_str(&first).map_err(|e| bad(1, format!("not an engarde backup ({e})")))?;
    if header.engarde_backup != FORMAT {
        return Err(bad(
            1,
            format!(
                "a backup in format {}, this engarde reads format {FORMAT}",
                header.engarde_backup
            ),
        ));
    }
    let mut entries = Vec::new();
    for (i, text) in lines {
        let number = i + 1;
        let text = text.map_err(|e| bad(number, e.to_string()))?;
        if let Ok(trailer) = serde_json::from_str::<Trailer>(&text) {
            if trailer.end != entries.len() as u64 {
                return Err(bad(
                    number,
                    format!(
                        "it counts {} entries, the file holds {}",
                        trailer.end,
                        entries.len()
                    ),
                ));
            }
            return Ok((header, entries));
        }
        let entry: Line = serde_json::from_str(&text).map_err(|e| bad(number, e.to_string()))?;
        let value = match (entry.s, entry.h) {
            (Some(s), None) => s.into_bytes(),
            (None, Some(h)) => unhex(&h).ok_or_else(|| bad(number, "bad hex".to_string()))?,
            _ => return Err(bad(number, "an entry needs \"s\" or \"h\"".to_string())),
        };
        entries.push((entry.k.into_bytes(), value));
    }
    Err(BackupError::CutShort {
        entries: entries.len() as u64,
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// One line of the file.
fn line(out: &mut impl Write, value: &impl Serialize) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips() {
        let bytes = [0u8, 1, 0xab, 0xff, b'a'];
        assert_eq!(unhex(&hex(&bytes)).as_deref(), Some(&bytes[..]));
        assert_eq!(unhex("abc"), None);
        assert_eq!(unhex("zz"), None);
    }

    #[test]
    fn a_backup_cut_short_is_refused() {
        let text = "{\"engarde_backup\":1,\"game\":\"G\",\"turn\":1,\"taken_at\":0}\n\
                    {\"k\":\"a\",\"s\":\"1\"}\n";
        assert!(matches!(
            read(text.as_bytes()),
            Err(BackupError::CutShort { entries: 1 })
        ));
        let whole = format!("{text}{{\"end\":1}}\n");
        let (header, entries) = read(whole.as_bytes()).unwrap();
        assert_eq!(header.game, "G");
        assert_eq!(entries, vec![(b"a".to_vec(), b"1".to_vec())]);
        let miscounted = format!("{text}{{\"end\":2}}\n");
        assert!(matches!(
            read(miscounted.as_bytes()),
            Err(BackupError::Bad { .. })
        ));
    }
}
