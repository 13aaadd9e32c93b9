//! Names of clubs, regiments, weapons and ranks (placeholder; being written).
