//! *Preux et audacieux*'s affairs of honour (003, 7.1-7.2): whose insults a gentleman may
//! ignore, the price of an insult left unanswered, of an apology refused, of a second, and of
//! refusing the surrender of a man who has none. Data: `data/honour.toml`. The rules that use
//! them are in `rules::honour`.

use super::{TableError, from_toml, load};
use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = "honour.toml";

/// The numbers of 003, 7.1 and 7.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Honour {
    /// 7.1.3: an insulter of this social level or above cannot be ignored.
    pub notice_level: u8,
    /// 7.1.3: nor one within this many levels of the insulted ("más de 6 niveles ... por
    /// debajo": seven or more below may be ignored).
    pub notice_gap: u8,
    /// 7.1.5: an insult left unanswered costs the social level divided by this, a month.
    pub unanswered_divisor: u8,
    /// 7.1.5: for this many months at most ("acumulativa durante tres meses").
    pub unanswered_months: u8,
    /// 7.1.10: a refused apology costs this many times what declining the challenge would.
    pub rejected_apology_factor: i32,
    /// 7.2.3: a second's hire, in crowns per social level of the duellist.
    pub second_per_level: u32,
    /// 7.2.2: the levels a man loses who refuses the surrender of a man with no second.
    pub cad_levels: u8,
}

impl Honour {
    /// 7.1.3: whether a man of level `offended` may ignore the insults of a man of level
    /// `insulter` who holds `titled` or no title: "siempre que no tenga título", below
    /// [`Honour::notice_level`] and more than [`Honour::notice_gap`] levels below him.
    pub fn may_ignore(&self, offended: u8, insulter: u8, titled: bool) -> bool {
        !titled
            && insulter < self.notice_level
            && u16::from(insulter) + u16::from(self.notice_gap) < u16::from(offended)
    }

    /// 7.1.5: what an unanswered insult costs a man of level `level` in a month.
    pub fn unanswered(&self, level: u8) -> i32 {
        -i32::from(level / self.unanswered_divisor.max(1))
    }

    /// 7.2.3: a second's hire for a duellist of level `level`.
    pub fn second(&self, level: u8) -> i64 {
        i64::from(self.second_per_level) * i64::from(level)
    }
}

fn parse() -> Result<Honour, TableError> {
    let h: Honour = from_toml(TABLE, include_str!("data/honour.toml"))?;
    if h.unanswered_divisor == 0 || h.unanswered_months == 0 {
        return Err(TableError::invalid(
            TABLE,
            "an unanswered insult costs a part of the level for some months",
        ));
    }
    Ok(h)
}

/// 003, 7.1 and 7.2's numbers.
pub fn honour() -> &'static Honour {
    static DATA: OnceLock<Honour> = OnceLock::new();
    load(&DATA, parse)
}

pub(super) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 7.1.3's first example: "un personaje de nivel 23 puede ignorar, sin penalización, los
    /// insultos de cualquiera por debajo de 12 sin título".
    #[test]
    fn level_23_ignores_anyone_below_12_untitled() {
        let h = honour();
        for insulter in 1..=11 {
            assert!(h.may_ignore(23, insulter, false), "level {insulter}");
            assert!(
                !h.may_ignore(23, insulter, true),
                "titled, level {insulter}"
            );
        }
        for insulter in 12..=30 {
            assert!(!h.may_ignore(23, insulter, false), "level {insulter}");
        }
    }

    /// The second: "Un personaje de nivel 14 puede ignorar a cualquiera por debajo de 8
    /// siempre que no tenga título."
    #[test]
    fn level_14_ignores_anyone_below_8_untitled() {
        let h = honour();
        for insulter in 1..=7 {
            assert!(h.may_ignore(14, insulter, false), "level {insulter}");
            assert!(
                !h.may_ignore(14, insulter, true),
                "titled, level {insulter}"
            );
        }
        for insulter in 8..=30 {
            assert!(!h.may_ignore(14, insulter, false), "level {insulter}");
        }
    }

    /// A man of level 12 or below can ignore nobody of 12, and the gap alone does not do.
    #[test]
    fn below_the_circle_and_far_below_him() {
        let h = honour();
        assert!(!h.may_ignore(6, 1, false), "five below: within six");
        assert!(h.may_ignore(8, 1, false), "seven below and under 12");
        assert!(!h.may_ignore(30, 12, false), "far below, but of 12");
    }

    /// 7.1.5, 7.1.10, 7.2.2 and 7.2.3 as printed.
    #[test]
    fn the_prices_of_honour() {
        let h = honour();
        assert_eq!(h.unanswered(14), -7);
        assert_eq!(
            h.unanswered(9),
            -4,
            "the half rounded down, as declining a duel"
        );
        assert_eq!(h.unanswered_months, 3);
        assert_eq!(h.rejected_apology_factor, 2);
        assert_eq!(h.second(14), 14);
        assert_eq!(h.cad_levels, 1);
    }
}
