//! Toadying (000, Clubs: Toadying): "Characters may gain status by being seen in the company
//! of their betters; these may likewise benefit by the cultivation of sycophants."
//!
//! - A guest at a club "receives Status Points equal to the difference in rank between the
//!   highest club he is able to join ... and the one he is guest at" (`tables::clubs::
//!   guest_status_points`).
//! - "If a character visits a club with a character of a higher Social Level, he receives
//!   Status Points equal to one half the difference in their Social Levels. The higher level
//!   character receives (or loses) Status Points based upon the difference ...; consult the
//!   Toady Table. Points are determined for each guest separately."
//! - "A character carousing as the guest of a character of higher Social Level must pay a
//!   carousing cost equal to that of his host."

pub use crate::rules::rulebook::society::Mingling;
use crate::tables::clubs::toady_points;

/// Status points one character gets for the company of another at a club.
///
/// House rule: two characters of the same level are each "the higher" and get the Toady
/// Table's +1 for a difference of 0 (the table's first column is "0-3").
pub fn company_points(own_level: u8, other_level: u8) -> i32 {
    if own_level >= other_level {
        toady_points(own_level - other_level)
    } else {
        i32::from((other_level - own_level) / 2)
    }
}

/// What carousing costs a guest: his own level, or his host's if the host's is higher.
pub fn guest_carousing_cost(guest_level: u8, host_level: u8) -> i64 {
    i64::from(guest_level.max(host_level))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::clubs::{ClubTableVariant, guest_status_points, highest_joinable};
    use crate::vocab::Club;

    /// 000: "Jacques, Social Level 4, accompanies Cyrano, Social Level 14, to Bothwell's. He
    /// receives 5 Status Points for being at Bothwell's, as the highest club Jacques could
    /// join is Red Phillips (... 6 - 1 = 5). He receives 5 more points for being Cyrano's
    /// guest (14 - 4 = 10 / 2 = 5), and 1 more for carousing (at a cost of 14 crowns), for a
    /// grand total that week of 11 Status Points. Cyrano loses 2 Status Points for being
    /// seen in public with Jacques, but receives 1 for carousing (at a cost of 14 crowns)".
    #[test]
    fn jacques_and_cyrano_at_bothwells() {
        let jacques_can_join = highest_joinable(ClubTableVariant::Rulebook, 4, None);
        assert_eq!(jacques_can_join, Some(Club::RedPhillips));
        let at_bothwells = i32::from(guest_status_points(jacques_can_join, Club::Bothwells));
        assert_eq!(at_bothwells, 5);
        assert_eq!(company_points(4, 14), 5);
        assert_eq!(at_bothwells + company_points(4, 14) + 1, 11);
        assert_eq!(guest_carousing_cost(4, 14), 14);
        assert_eq!(company_points(14, 4), -2);
        assert_eq!(company_points(14, 4) + 1, -1);
        assert_eq!(guest_carousing_cost(14, 4), 14);
    }

    #[test]
    fn equals_and_near_equals() {
        assert_eq!(company_points(6, 6), 1);
        assert_eq!(company_points(5, 6), 0);
        assert_eq!(company_points(6, 5), 1);
        assert_eq!(company_points(20, 8), -3);
    }
}
