//! 003's pistols (`[house_rules.pistols]`).

use serde::{Deserialize, Serialize};

/// The house rules of pistols (`[house_rules.pistols]`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PistolRules {
    /// 003, 8.9: pistols are bought, practised and carried. Off (000 has none): those orders
    /// are refused.
    pub allowed: bool,
    /// House rule: 8.9.4's modifier for the circumstances of a shot at footpads (the sum of
    /// those that apply: moving -4, beyond 25 metres -3, point-blank +5...); 0: none.
    pub against_footpads: i8,
}
