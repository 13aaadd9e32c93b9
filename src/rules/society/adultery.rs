//! Adultery (003, 4.6, "Adulterios y cornamentas"): affairs kept secret.
//!
//! - 4.6.1: another's wife may be courted (at -2, `courting::woo`); won, the affair is secret:
//!   no status for it, but her favours.
//! - 4.6.2: a husband may win a lady too, as secretly, and with her favours; she may be
//!   another's wife, or an unmarried lady with an open lover besides him.
//! - 4.6.3: a married woman gives her lover favours "como si fueran adicionalmente
//!   influyentes": the favour of an influential lady besides her own. Husband and lover
//!   asking her influence in one week, the lover has precedence, neither told: the husband's
//!   pledge of her favour that week counts for nothing (`influence::use_favour`).
//! - 4.6.4: a wife who learns of her husband's infidelity refuses him her company, her
//!   influence and her gifts for six months, and meanwhile another's courting of her is at
//!   -1, not -2. How she learns is not written: house rule, by the indiscretion roll of 000
//!   (a failed courtship's 6, which makes an unmarried man's mistress throw him out).
//! - 4.6.5 (a husband who learns of his wife's infidelity) is lost from 003 after its first
//!   words. House rule `[house_rules.family] husband_learns_on` (6 in *Preux*): each week
//!   her secret lover spends with her, one die; on a 6 her husband learns of it, as 000's
//!   indiscretion comes out. The affair ends, and the husband has a cause for a duel with the
//!   lover that week (000: a suitor caught at her door by the man she is with).
//!
//! House rules (003 is silent): a lady has one secret lover at a time, a new one parting the
//! last; a secret affair is a week of company only when it begins (the orders visit "my
//! mistress", who is the wife or the open mistress), and costs no support.

use super::courting::mistress_favours_from;
use crate::dice::Dice;
use crate::orders::Cause;
use crate::rules::events::{Chance, Happening};
use crate::rules::ledger::{Ledger, Quarrel};
use crate::world::{CharacterId, LadyId};

/// The husband of `lady`, if she is wed.
pub(in crate::rules) fn husband_of(ledger: &Ledger, lady: &LadyId) -> Option<CharacterId> {
    ledger
        .world
        .living()
        .find(|c| {
            c.marriage
                .as_ref()
                .is_some_and(|m| m.lady == *lady && m.wed.is_some())
        })
        .map(|c| c.id.clone())
}

/// Whether `who` winning `lady` is a secret affair: she is another's wife, or he is wed to
/// another lady.
pub(in crate::rules) fn is_secret(ledger: &Ledger, who: &CharacterId, lady: &LadyId) -> bool {
    let another_husband = husband_of(ledger, lady).is_some_and(|h| h != *who);
    let his_marriage = ledger
        .character(who)
        .marriage
        .as_ref()
        .is_some_and(|m| m.wed.is_some() && m.lady != *lady);
    another_husband || his_marriage
}

/// A secret affair begins (4.6.1-4.6.3): her last secret lover and his last secret lady are
/// parted, her favours are his (a wife's as an influential lady's), and it is told to him
/// alone.
pub(in crate::rules) fn begin(ledger: &mut Ledger, who: &CharacterId, week: u8, lady: &LadyId) {
    let Some(her) = ledger.world.ladies.get(lady).cloned() else {
        return;
    };
    if let Some(before) = her.paramour.clone().filter(|p| p != who) {
        end(ledger, &before);
    }
    end(ledger, who);
    let wife = husband_of(ledger, lady).is_some_and(|h| h != *who);
    if let Some(l) = ledger.world.ladies.get_mut(lady) {
        l.paramour = Some(who.clone());
    }
    ledger.character_mut(who).paramour = Some(lady.clone());
    ledger.happen(
        Some(week),
        who,
        Happening::SecretAffair {
            lady: lady.clone(),
            wife,
        },
    );
    let source = format!("paramour:{lady}");
    mistress_favours_from(ledger, Some(week), who, &her, &source, wife);
    ledger.companionship.insert(who.clone());
}

/// Ends `who`'s secret affair, if any: the favours she gave lapse.
pub(in crate::rules) fn end(ledger: &mut Ledger, who: &CharacterId) {
    let Some(lady) = ledger.character_mut(who).paramour.take() else {
        return;
    };
    if let Some(l) = ledger.world.ladies.get_mut(&lady)
        && l.paramour.as_ref() == Some(who)
    {
        l.paramour = None;
    }
    let source = format!("paramour:{lady}");
    let c = ledger.character_mut(who);
    let before = c.favours.len();
    c.favours.retain(|f| f.from != source);
    let lapsed = (before - c.favours.len()) as u32;
    if lapsed > 0 {
        ledger.happen(None, who, Happening::FavoursLapsed { count: lapsed });
    }
}

/// A week `who` spends with `lady`, another man's wife, in secret (4.6.5, house rule): one
/// die, and on `learns_on` or more her husband learns of it: the affair ends, both are told,
/// and the husband has a cause for a duel with him this week.
pub(in crate::rules) fn husband_may_learn(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    lady: &LadyId,
    learns_on: u8,
    dice: &mut dyn Dice,
) {
    let Some(husband) = husband_of(ledger, lady).filter(|h| h != who) else {
        return;
    };
    if learns_on == 0 || ledger.character(who).paramour.as_ref() != Some(lady) {
        return;
    }
    let roll = dice.d6();
    let chance = Chance::HusbandLearns { lady: lady.clone() };
    let needed = learns_on;
    ledger.rolled(Some(week), who, chance, roll, needed);
    if roll < needed {
        return;
    }
    end(ledger, who);
    let lady = lady.clone();
    let lover = who.clone();
    ledger.happen(
        Some(week),
        &husband,
        Happening::HusbandLearns {
            lady: lady.clone(),
            lover: lover.clone(),
        },
    );
    ledger.happen(
        Some(week),
        who,
        Happening::AffairDiscovered {
            lady,
            husband: husband.clone(),
        },
    );
    ledger.quarrel(Quarrel {
        week,
        a: husband,
        b: lover,
        cause: Cause::Mistress,
    });
}

/// Months a wife refuses an unfaithful husband (4.6.4).
const REFUSAL_MONTHS: u8 = 6;

/// His wife learnt of his infidelity (4.6.4): for six months, this one counted, she refuses
/// him her company, her influence (the favours she gave lapse) and her gifts.
pub(in crate::rules) fn wife_learns(ledger: &mut Ledger, who: &CharacterId, week: u8) {
    let Some(wife) = ledger
        .character(who)
        .marriage
        .as_ref()
        .filter(|m| m.wed.is_some())
        .map(|m| m.lady.clone())
    else {
        return;
    };
    let until = (1..REFUSAL_MONTHS).fold(ledger.world.month, |m, _| m.next());
    if let Some(l) = ledger.world.ladies.get_mut(&wife) {
        l.refuses_until = Some(until);
    }
    let source = format!("mistress:{wife}");
    let c = ledger.character_mut(who);
    c.favours.retain(|f| f.from != source);
    ledger.happen(
        Some(week),
        who,
        Happening::WifeRefuses { lady: wife, until },
    );
}

/// Whether `lady` refuses her husband this month (4.6.4).
pub(in crate::rules) fn refuses(ledger: &Ledger, lady: &LadyId) -> bool {
    ledger
        .world
        .ladies
        .get(lady)
        .and_then(|l| l.refuses_until)
        .is_some_and(|until| ledger.world.month <= until)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::rules::test_support::{gentleman, ledger_of, wed};
    use crate::world::Lady;

    /// Athos wed to Constance, Aramis her secret lover.
    fn affair() -> (Ledger, CharacterId, CharacterId, LadyId) {
        let (mut athos, mut aramis) = (gentleman("Athos", 10), gentleman("Aramis", 10));
        let mut lady = Lady::named("Constance", 8);
        wed(&mut athos, &mut lady);
        lady.paramour = Some(aramis.id.clone());
        aramis.paramour = Some(lady.id.clone());
        let ids = (athos.id.clone(), aramis.id.clone(), lady.id.clone());
        let mut ledger = ledger_of(vec![athos, aramis]);
        ledger.world.ladies.insert(lady.id.clone(), lady);
        (ledger, ids.0, ids.1, ids.2)
    }

    /// On a 6 the husband learns (4.6.5, house rule): the affair ends, both are told, and
    /// the husband has a cause for a duel that week; on a 5, or with the rule off, nothing.
    #[test]
    fn a_husband_learns_on_a_six() {
        let (mut ledger, athos, aramis, lady) = affair();
        husband_may_learn(
            &mut ledger,
            &aramis,
            3,
            &lady,
            6,
            &mut ScriptedDice::new([6]),
        );
        assert_eq!(ledger.character(&aramis).paramour, None);
        assert_eq!(ledger.world.ladies[&lady].paramour, None);
        let told = |who: &CharacterId, what: fn(&Happening) -> bool| {
            ledger
                .events
                .iter()
                .any(|e| e.who.as_ref() == Some(who) && what(&e.what) && e.week == Some(3))
        };
        assert!(told(&athos, |h| matches!(
            h,
            Happening::HusbandLearns { .. }
        )));
        assert!(told(&aramis, |h| matches!(
            h,
            Happening::AffairDiscovered { .. }
        )));
        assert_eq!(ledger.quarrels.len(), 1);
        assert_eq!(
            (&ledger.quarrels[0].a, &ledger.quarrels[0].b),
            (&athos, &aramis)
        );
        for (learns_on, roll) in [(6, 5), (0, 6)] {
            let (mut ledger, _, aramis, lady) = affair();
            let mut dice = ScriptedDice::new([roll]);
            husband_may_learn(&mut ledger, &aramis, 3, &lady, learns_on, &mut dice);
            assert_eq!(ledger.character(&aramis).paramour, Some(lady));
            assert!(ledger.quarrels.is_empty());
        }
    }
}
