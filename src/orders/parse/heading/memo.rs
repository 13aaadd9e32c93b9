//! The headings already found in the letter being read, by their text.
//!
//! Kept by the text itself, not by where it lies in memory, so an answer is right for any
//! text that reads the same; a letter's worth at most, so a long letter costs no more memory
//! than its lines.

use super::Found;
use std::cell::RefCell;
use std::collections::HashMap;

/// How many texts are remembered before the memory starts again.
const KEPT: usize = 4096;

/// What is known of one text: how many bytes the heading took and what it is, or `None`
/// where the text opens with no heading.
type Known = Option<(usize, Found)>;

/// What was found mid-line (`[0]`) and at the start of a line (`[1]`), where looser forms
/// are headings.
type Memory = [HashMap<Box<str>, Known>; 2];

thread_local! {
    static FOUND: RefCell<Memory> = RefCell::new(Default::default());
}

/// What was found for `text` before, if it was asked.
pub fn recall(text: &str, line_start: bool) -> Option<Known> {
    FOUND.with(|found| found.borrow()[usize::from(line_start)].get(text).copied())
}

/// Remembers what was found for `text`.
pub fn remember(text: &str, line_start: bool, known: Known) {
    FOUND.with(|found| {
        let mut found = found.borrow_mut();
        let memory = &mut found[usize::from(line_start)];
        if memory.len() >= KEPT {
            memory.clear();
        }
        memory.insert(Box::from(text), known);
    });
}

/// Forgets everything: a new letter is read, and its headings are its own.
pub fn forget() {
    FOUND.with(|found| found.borrow_mut().iter_mut().for_each(HashMap::clear));
}
