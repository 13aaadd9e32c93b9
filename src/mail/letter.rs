//! A raw email made into a letter (placeholder; being written).
use serde::{Deserialize, Serialize};

/// What kind of mail a letter is, for loop prevention.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LetterKind {
    /// A person wrote it: answer it.
    Personal,
}

/// An email as the game sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letter {
    pub kind: LetterKind,
}

/// Reads raw bytes into a letter. Never panics.
pub fn read_letter(_raw: &[u8]) -> Option<Letter> {
    None
}
