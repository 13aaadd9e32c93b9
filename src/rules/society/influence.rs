//! Influence (000, section f): favours received, kept, combined, spent.
//!
//! - "Favours for Social Level and appointment are received once each season" (Influence
//!   Table A); "Mistresses give their lovers one favour a year" (Table C).
//! - "Players may save favours received from non-player characters indefinitely, and those
//!   received from mistresses for the duration of the affair. All others may not be saved
//!   beyond the season in which they are received."
//! - "Two favours may be combined to produce one favour of the next highest level"; "more
//!   than one favour may be brought to bear"; "the die roll modification may be either
//!   additive or subtractive ... and more than one player may influence the same decision."
//! - A favour is spent when pledged: the decisions of non-player characters (an application
//!   to a regiment, being excused duty, a petition, an appointment) read the pledges made on
//!   them this month through [`influence_on`].
//! - Bribes (003, 5.2, a game option): money given to a non-player's office "imita" a favour
//!   of the class the sum buys (5.2.2), if two dice say it is taken as one (5.2.3); then it is
//!   a pledge like any other.

use super::{afford, refuse};
use crate::calendar::Month;
use crate::dice::Dice;
use crate::orders::{Bribe, Decision, FavourUse};
use crate::rules::events::{Happening, Refusal, Source};
use crate::rules::ledger::{Ledger, Pledge};
pub use crate::rules::rulebook::society::{Denounced, InfluenceRules};
use crate::tables::influence::{self, BribeOutcome, Position};
use crate::world::{CharacterId, Favour};

/// The last month of the season `month` is in.
fn season_end(month: Month) -> Month {
    let mut end = month;
    while !end.next().starts_season() {
        end = end.next();
    }
    end
}

/// The month's beginning: the season's favours from social level ("received once each
/// season", 000: at a season's start, or in a character's first month, also when a game or
/// his part in it begins in the middle of a season); a mistress's favours on each anniversary
/// of the affair.
pub(in crate::rules) fn month_start(ledger: &mut Ledger, who: &CharacterId) {
    let month = ledger.world.month;
    let c = ledger.character(who).clone();
    let season = season_end(month);
    let due =
        c.season_favour != Some(season) && (month.starts_season() || c.season_favour.is_none());
    if due && let Some(class) = influence::favour_class_for_social_level(c.social_level) {
        let from = "social level".to_string();
        let me = ledger.character_mut(who);
        me.season_favour = Some(season);
        me.favours.push(Favour {
            class,
            from: from.clone(),
            expires: Some(season),
        });
        ledger.happen(None, who, Happening::FavourReceived { class, from });
    }
    if let (Some(lady), Some(since)) = (&c.mistress, c.affair_since) {
        let months = month.months_since(since);
        if months > 0 && months % 12 == 0 {
            let lady = ledger.world.ladies[lady].clone();
            super::mistress_favours(ledger, None, who, &lady);
        }
    }
}

/// The month's end: favours that may not be kept beyond it lapse.
pub(in crate::rules) fn month_end(ledger: &mut Ledger, who: &CharacterId) {
    let month = ledger.world.month;
    let c = ledger.character_mut(who);
    let before = c.favours.len();
    c.favours
        .retain(|f| f.expires.is_none_or(|last| last > month));
    let lapsed = (before - c.favours.len()) as u32;
    if lapsed > 0 {
        ledger.happen(None, who, Happening::FavoursLapsed { count: lapsed });
    }
}

/// Takes a favour of `class` from `favours`, combining two of the class below (recursively)
/// when he holds none of that class. Returns whether it could be had.
fn take(favours: &mut Vec<Favour>, class: u8) -> bool {
    if let Some(i) = favours.iter().position(|f| f.class == class) {
        favours.remove(i);
        return true;
    }
    if class <= 1 {
        return false;
    }
    let mut trial = favours.clone();
    if take(&mut trial, class - 1) && take(&mut trial, class - 1) {
        *favours = trial;
        return true;
    }
    false
}

/// The words by which a favour's `on` names the Battalion commander's excusal ("my battalion
/// commander", "excuse from duty", "el jefe de mi batallón").
pub(in crate::rules) const ON_EXCUSAL: &[&str] = &[
    "excus",
    "battalion",
    "batallon",
    "squadron",
    "escuadron",
    "duty",
    "servicio",
];

/// The modifier the favours of the month's orders bring to a decision made before the weeks
/// are played (an excusal is settled when the month's duty is laid out): every `use_favour`
/// of any letter whose `on` names the decision (`subjects`) and whose beneficiary is `whom`,
/// for a favour its giver holds, counts at `position`'s rate (Influence Table B). The favour
/// itself is spent in its week, as always.
pub(in crate::rules) fn pledged_ahead(
    ledger: &Ledger,
    orders: &std::collections::BTreeMap<CharacterId, crate::orders::OrderSheet>,
    whom: &CharacterId,
    position: Position,
    subjects: &[&str],
) -> i32 {
    let mut total = 0;
    for (by, sheet) in orders {
        let Some(giver) = ledger.world.characters.get(by) else {
            continue;
        };
        let mut held = giver.favours.clone();
        for week in 1..=4 {
            for action in sheet.week(week) {
                let crate::orders::Action::UseFavour(f) = action else {
                    continue;
                };
                let on = f.on.to_lowercase();
                let target = match &f.whom {
                    None => Some(by.clone()),
                    Some(name) => ledger.world.character_named(name).map(|c| c.id.clone()),
                };
                if target.as_ref() != Some(whom)
                    || !subjects.iter().any(|s| on.contains(s))
                    || !take(&mut held, f.class)
                {
                    continue;
                }
                let m = influence::modifier(f.class, position);
                total += match f.decision {
                    Decision::For => m,
                    Decision::Against => -m,
                };
            }
        }
    }
    total
}

/// The character a favour or a bribe helps or hinders: the one named, or himself; refuses
/// `order` when no one of that name is in the game.
fn beneficiary(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    order: &str,
    named: Option<&String>,
) -> Option<CharacterId> {
    let whom = match named {
        None => Some(who.clone()),
        Some(name) => ledger.world.character_named(name).map(|c| c.id.clone()),
    };
    if whom.is_none() {
        let name = named.cloned().unwrap_or_default();
        refuse(
            ledger,
            who,
            Some(week),
            order,
            Refusal::UnknownCharacter { name },
        );
    }
    whom
}

/// Spends a favour on a decision this month.
pub(in crate::rules) fn use_favour(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    favour: &FavourUse,
) {
    let w = Some(week);
    let Some(whom) = beneficiary(ledger, who, week, "use_favour", favour.whom.as_ref()) else {
        return;
    };
    let before = ledger.character(who).favours.clone();
    if !take(&mut ledger.character_mut(who).favours, favour.class) {
        let class = favour.class;
        return refuse(
            ledger,
            who,
            w,
            "use_favour",
            Refusal::NoSuchFavour { class },
        );
    }
    let ladies = ladies_spent(&before, &ledger.character(who).favours);
    ledger.happen(
        w,
        who,
        Happening::FavourUsed {
            class: favour.class,
            on: favour.on.clone(),
            decision: favour.decision,
        },
    );
    if wife_asked_by_her_lover(ledger, who, week, &ladies) {
        return;
    }
    ledger.pledges.push(Pledge {
        week,
        by: who.clone(),
        class: favour.class,
        on: favour.on.to_lowercase(),
        decision: favour.decision,
        whom,
        ladies,
    });
}

/// The ladies whose favours went from `before` to `after` (a favour is kept under
/// "mistress:<lady>" or "paramour:<lady>").
fn ladies_spent(before: &[Favour], after: &[Favour]) -> Vec<crate::world::LadyId> {
    let mut left = after.to_vec();
    let mut ladies = Vec::new();
    for f in before {
        if let Some(k) = left.iter().position(|a| a == f) {
            left.remove(k);
            continue;
        }
        let lady = f
            .from
            .strip_prefix("mistress:")
            .or_else(|| f.from.strip_prefix("paramour:"));
        if let Some(id) = lady {
            let id = crate::world::LadyId::from_name(id);
            if !ladies.contains(&id) {
                ladies.push(id);
            }
        }
    }
    ladies
}

/// 003, 4.6.3: "Si ambos, marido y amante, requieren sus influencias en la misma semana,
/// entonces el amante tendrá preferencia; sin embargo, ni a uno ni al otro se les
/// informará". A wife's favour pledged by her husband in the week her secret lover pledges
/// one of hers counts for nothing (whichever was ordered first); each is told only that he
/// used it. True when `who`'s pledge is the one that yields.
fn wife_asked_by_her_lover(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    ladies: &[crate::world::LadyId],
) -> bool {
    let mut yields = false;
    for lady in ladies {
        let husband = super::adultery::husband_of(ledger, lady);
        let lover = ledger
            .world
            .ladies
            .get(lady)
            .and_then(|l| l.paramour.clone());
        let (Some(husband), Some(lover)) = (husband, lover) else {
            continue;
        };
        let asked_by =
            |p: &Pledge, by: &CharacterId| p.week == week && p.by == *by && p.ladies.contains(lady);
        if *who == lover {
            ledger.pledges.retain(|p| !asked_by(p, &husband));
        } else if *who == husband && ledger.pledges.iter().any(|p| asked_by(p, &lover)) {
            yields = true;
        }
    }
    yields
}

/// A bribe (003, 5.2): the sum is paid and two dice say what became of it. "Influencia
/// conseguida" (9-12) pledges a favour of the class the sum buys, as [`use_favour`] would;
/// "dinero embolsillado" (6-8) is the money gone; "¡denunciado!" (2-5) is the money gone and
/// the scandal the house rule prices.
pub(in crate::rules) fn bribe(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    bribe: &Bribe,
    rules: &InfluenceRules,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    if !rules.bribes {
        return refuse(ledger, who, w, "bribe", Refusal::NoBribes);
    }
    let Some(class) = influence::bribe_class(bribe.crowns) else {
        let least = influence::bribe_price(1).unwrap_or_default();
        return refuse(ledger, who, w, "bribe", Refusal::BribeTooSmall { least });
    };
    let Some(whom) = beneficiary(ledger, who, week, "bribe", bribe.whom.as_ref()) else {
        return;
    };
    let cost = i64::from(bribe.crowns);
    if !afford(ledger, who, w, "bribe", cost) {
        return;
    }
    ledger.purse(w, who, -cost, Source::Bribe);
    let roll = dice.sum(2) as u8;
    let outcome = influence::bribe_outcome(roll);
    ledger.happen(
        w,
        who,
        Happening::Bribed {
            crowns: bribe.crowns,
            class,
            on: bribe.on.clone(),
            decision: bribe.decision,
            roll,
            outcome,
        },
    );
    match outcome {
        BribeOutcome::Favour => ledger.pledges.push(Pledge {
            ladies: Vec::new(),
            week,
            by: who.clone(),
            class,
            on: bribe.on.to_lowercase(),
            decision: bribe.decision,
            whom,
        }),
        BribeOutcome::Pocketed => {}
        BribeOutcome::Denounced => {
            let level = i32::from(ledger.character(who).social_level);
            let lost = match rules.bribe_denounced {
                Denounced::SocialLevel => level,
                Denounced::HalfSocialLevel => level / 2,
                Denounced::Nothing => 0,
            };
            if lost > 0 {
                ledger.status(w, who, -lost, Source::Bribe);
            }
        }
    }
}

/// The die roll modification the pledges of this month bring to a decision of a non-player
/// of `position` about `whom`, on a subject whose description contains any of `subjects`
/// (e.g. "regiment", "duty"): for him, plus; against him, minus; one per class above the
/// class needed, plus one (Influence Table B).
pub fn influence_on(
    pledges: &[Pledge],
    whom: &CharacterId,
    position: Position,
    subjects: &[&str],
) -> i32 {
    pledges
        .iter()
        .filter(|p| p.whom == *whom && subjects.iter().any(|s| p.on.contains(&s.to_lowercase())))
        .map(|p| {
            let m = influence::modifier(p.class, position);
            match p.decision {
                Decision::For => m,
                Decision::Against => -m,
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 000, Influence: "Athos ... must go to the Minister of War ... The number Athos must
    /// roll on one die, unmodified, is 6. ... Porthos has a class 8 favour and uses it to
    /// influence the minister on Athos's behalf, giving him two favourable die roll modifiers
    /// ... Cyrano, an enemy of Athos, ... uses a class 9 favour to give an unfavourable die
    /// roll modification of 3. The final die roll necessary ... now becomes 6 - 2 + 3 = 7".
    #[test]
    fn athos_porthos_and_cyrano() {
        let athos = CharacterId::from_name("Athos");
        let pledge = |by: &str, class, decision| Pledge {
            ladies: Vec::new(),
            week: 1,
            by: CharacterId::from_name(by),
            class,
            on: "appointment as inspector-general of cavalry".into(),
            decision,
            whom: athos.clone(),
        };
        let pledges = [
            pledge("Porthos", 8, Decision::For),
            pledge("Cyrano", 9, Decision::Against),
        ];
        let modifier = influence_on(&pledges, &athos, Position::Minister, &["appointment"]);
        assert_eq!(modifier, 2 - 3);
        assert_eq!(6 - modifier, 7, "impossible on a six-sided die");
    }

    /// 003, 5.1.8, the same example in Spanish: "Pierre, un Teniente General, desea conseguir
    /// el cargo de Inspector General de Caballería; deberá acudir al Ministro ... La tirada de
    /// dado que necesita Pierre para obtener el cargo es de 6. ... su amigo François tiene
    /// influencia de nivel 8 ... lo que hace que al dado se le sume +2 ... Michel ... utiliza
    /// la influencia nivel 9 de su dama ... un modificador de -3 al dado. El resultado final
    /// que necesita Pierre es 6-2+3=7".
    #[test]
    fn pierre_francois_y_michel() {
        let pierre = CharacterId::from_name("Pierre");
        let pledge = |by: &str, class, decision| Pledge {
            ladies: Vec::new(),
            week: 1,
            by: CharacterId::from_name(by),
            class,
            on: "el ministro, sobre el nombramiento de inspector general".into(),
            decision,
            whom: pierre.clone(),
        };
        let favour_for = influence_on(
            &[pledge("François", 8, Decision::For)],
            &pierre,
            Position::Minister,
            &["nombramiento"],
        );
        assert_eq!(favour_for, 2, "con un 4 o más será suficiente");
        let both = [
            pledge("François", 8, Decision::For),
            pledge("Michel", 9, Decision::Against),
        ];
        let modifier = influence_on(&both, &pierre, Position::Minister, &["nombramiento"]);
        assert_eq!(6 - modifier, 7, "imposible sacar un 7 con un dado");
    }

    #[test]
    fn two_favours_make_one_of_the_next_class() {
        let favour = |class| Favour {
            class,
            from: "x".into(),
            expires: None,
        };
        let mut held = vec![favour(3), favour(3), favour(1)];
        assert!(take(&mut held, 4));
        assert_eq!(held.len(), 1);
        assert!(
            !take(&mut held, 2),
            "one class-1 favour cannot make a class 2"
        );
        assert_eq!(
            held.len(),
            1,
            "nothing is spent when the favour cannot be had"
        );
    }

    /// 003, 5.1.5: "dos favores de nivel 4 forman uno de nivel 5; cuatro favores de nivel 4
    /// forman dos favores de nivel 5, que a su vez forman un favor de nivel 6".
    #[test]
    fn four_class_four_favours_make_one_class_six() {
        let favour = |class| Favour {
            class,
            from: "x".into(),
            expires: None,
        };
        let mut held = vec![favour(4), favour(4), favour(4), favour(4)];
        assert!(take(&mut held, 6));
        assert!(held.is_empty());
        let mut three = vec![favour(4), favour(4), favour(4)];
        assert!(
            !take(&mut three, 6),
            "three class-4 favours are not a class 6"
        );
        assert_eq!(three.len(), 3);
    }

    #[test]
    fn seasons_end_in_may_august_november_february() {
        assert_eq!(season_end(Month::new(1626, 3)), Month::new(1626, 5));
        assert_eq!(season_end(Month::new(1626, 12)), Month::new(1627, 2));
    }
}
