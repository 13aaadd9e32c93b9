//! Every table of the rule documents, as data (placeholder; being written).
