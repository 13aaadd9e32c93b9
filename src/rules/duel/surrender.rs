//! Surrender (001, F; 000, Optional Routines): when a duellist offers it, whether his
//! opponent accepts, and who offers when both would in the same turn. A refused surrender
//! followed by a kill is murder (001: "If a character refuses an offer of surrender and
//! instead slays his opponent ... he has committed a murder").

use super::Duellist;
use super::variant::DuelRules;
use crate::orders::SurrenderAt;
use std::cmp::Ordering;

/// Whether a duellist at `endurance` has reached his surrender threshold: his standing
/// orders', else the game's default (*Elan*: "Offer surrender when reduced to 1/2 END or
/// less").
///
/// House rule: only a wound in this duel brings him to it (001: "If a character's End
/// reaches or drops below this number during a duel"); a man who came to the duel already
/// below his threshold (he accepted it wounded) fights until he is hit.
pub fn wants_to_surrender(d: &Duellist, endurance: i32, rules: &DuelRules) -> bool {
    if endurance >= d.endurance {
        return false;
    }
    match d.surrender_at.unwrap_or(rules.offer_surrender_at) {
        SurrenderAt::Endurance(n) => endurance <= n,
        SurrenderAt::Fraction(f) => f64::from(endurance) <= f * f64::from(d.full_endurance),
        SurrenderAt::Never => false,
    }
}

/// Whether a duellist accepts his opponent's surrender: his standing orders ("no quarter"),
/// else the game's default (*Elan*: "Accept all offers of surrender").
pub fn gives_quarter(d: &Duellist, rules: &DuelRules) -> bool {
    d.gives_quarter.unwrap_or(rules.accept_surrender)
}

/// Compares the share of full endurance left: `Less` when A has less left than B.
///
/// House rule: when both reach their thresholds in the same turn, the one with the smaller
/// share of his endurance left offers; with equal shares the seconds part them.
pub fn worse_off(a: (i32, i32), b: (i32, i32)) -> Ordering {
    let (ea, fa) = (i64::from(a.0), i64::from(a.1.max(1)));
    let (eb, fb) = (i64::from(b.0), i64::from(b.1.max(1)));
    (ea * fb).cmp(&(eb * fa))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Weapon;

    #[test]
    fn thresholds() {
        let rules = DuelRules::default();
        let mut d = Duellist::new("Aramis", 10, 10, 100, Weapon::Rapier);
        assert!(!wants_to_surrender(&d, 51, &rules));
        d.endurance = 40;
        assert!(!wants_to_surrender(&d, 40, &rules), "not hit yet");
        assert!(wants_to_surrender(&d, 39, &rules));
        d.endurance = 100;
        assert!(wants_to_surrender(&d, 50, &rules));
        d.surrender_at = Some(SurrenderAt::Endurance(20));
        assert!(!wants_to_surrender(&d, 21, &rules));
        assert!(wants_to_surrender(&d, 20, &rules));
        d.surrender_at = Some(SurrenderAt::Never);
        assert!(!wants_to_surrender(&d, -5, &rules));
        assert!(gives_quarter(&d, &rules));
        d.gives_quarter = Some(false);
        assert!(!gives_quarter(&d, &rules));
        assert_eq!(worse_off((10, 100), (20, 100)), Ordering::Less);
        assert_eq!(worse_off((10, 50), (20, 100)), Ordering::Equal);
    }
}
