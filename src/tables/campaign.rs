//! stub
use super::TableError;
pub(crate) fn check() -> Result<(), TableError> {
    Ok(())
}
