//! The outbox transport (placeholder; being written).
