//! The Maildir inbox (placeholder; being written).
