//! Titles (003, 6.0): the King's reward for a deed. The army records the deeds of the month
//! (`Ledger::deeds`); at the month's end each one that qualifies (`[house_rules.titles]`, a
//! house rule: 6.0.1-6.0.2 are lost) is judged by the King's die.
//!
//! - 6.0.3: an untitled man is made Chevalier d'Honneur; a titled one seeks the next title.
//!   Its status points count once, at his first month's end in Paris (a title won at the
//!   front waits for his return; one won in the last battle of a season is judged after the
//!   month's reckoning, so it counts the next month). Titles above Chevalier pay a pension a
//!   month, all of them together.
//! - 6.0.4: below the title's minimum level he gets none; below its new level he is raised
//!   to it at once (000: "except as a result of receiving a title").
//! - 6.0.5: a noble orphan's inherited title (`Birth::titled`) is his, on the ladder as
//!   `NobleTitle::of_birth` reads it. House rule: it pays no pension (his inheritance is his
//!   lands' income).
//! - 6.0.8: a Duc who qualifies again receives a title at random (one die on the table).
//! - 6.0.9: a title beyond his sixth may anger the King: the event says so, the GM rules.
//! - The King's die "may be modified by influence": a favour pledged this month on his title
//!   moves it as the King's leave to marry does (Influence Table B: class 9 for the King).
//! - 6.0.6: the game plays no invasions, so the GM declares a nobleman's lands invaded and
//!   recovered (`Lands`). While they are held he is paid no pension, and each month he ends in
//!   Paris he loses the status points his title gave him (`invaded_loss`, a house rule for a
//!   man of several titles); at the front status does not count, and neither does this.

use super::Rulebook;
use super::events::{Happening, Source, TitleDeed};
use super::ledger::Ledger;
use super::rulebook::society::{InvadedLoss, TitleRules};
use super::society::influence::influence_on;
use crate::dice::Dice;
use crate::tables::influence::Position;
use crate::tables::titles::{self, NobleTitle};
use crate::world::{Character, CharacterId, Lands};

/// The month's pension of the titles the King granted him.
pub fn pension(c: &Character) -> u32 {
    c.titles.iter().map(|t| titles::row(*t).pension).sum()
}

/// His month's pension, unless his lands are held (6.0.6); lands recovered since the last
/// month are his again, and the month says so once.
pub(super) fn pension_or_lands(ledger: &mut Ledger, who: &CharacterId) {
    let c = ledger.character(who);
    let pension = pension(c);
    match c.lands {
        Some(Lands::Invaded { since }) => {
            let first = since == ledger.world.month;
            let what = Happening::LandsHeld {
                since,
                pension,
                first,
            };
            ledger.happen(None, who, what);
        }
        recovered => {
            if recovered == Some(Lands::Recovered) {
                ledger.character_mut(who).lands = None;
                ledger.happen(None, who, Happening::LandsRecovered);
            }
            ledger.purse(None, who, i64::from(pension), Source::Pension);
        }
    }
}

/// At his month's end in Paris, while his lands are held: the points his title gave him, lost
/// (6.0.6).
pub(super) fn lands_held(ledger: &mut Ledger, who: &CharacterId, loss: InvadedLoss) {
    let c = ledger.character(who);
    if !matches!(c.lands, Some(Lands::Invaded { .. })) {
        return;
    }
    let lost: Vec<NobleTitle> = match loss {
        InvadedLoss::Highest => c.highest_title().into_iter().collect(),
        InvadedLoss::Every => c.titles_held().collect(),
    };
    for title in lost {
        let points = -i32::from(titles::row(title).status);
        ledger.status(None, who, points, Source::LandsInvaded { title });
    }
}

/// Whether a deed makes a man worthy of a title.
fn qualifies(deed: TitleDeed, rules: &TitleRules) -> bool {
    match deed {
        TitleDeed::Mentioned { mentions } => mentions >= rules.mentions,
        TitleDeed::Commanded { result, superior } => {
            result == 1
                || i32::from(superior) - i32::from(result) >= i32::from(rules.better_than_superior)
        }
    }
}

/// The month's end: the King judges every deed of the month that qualifies, in order.
pub(super) fn month_end(ledger: &mut Ledger, book: &Rulebook, dice: &mut dyn Dice) {
    let deeds = std::mem::take(&mut ledger.deeds);
    if !book.titles.granted {
        return;
    }
    for (who, deed) in deeds {
        if ledger.character(&who).alive && qualifies(deed, &book.titles) {
            seek(ledger, &who, deed, &book.titles, dice);
        }
    }
}

/// One deed before the King: the title sought, the minimum, the die.
fn seek(
    ledger: &mut Ledger,
    who: &CharacterId,
    deed: TitleDeed,
    rules: &TitleRules,
    dice: &mut dyn Dice,
) {
    let c = ledger.character(who);
    let earlier = c.title_claims;
    let level = c.social_level;
    let next = c
        .highest_title()
        .map_or(Some(NobleTitle::Chevalier), NobleTitle::next);
    let held = c.titles_held().count();
    ledger.character_mut(who).title_claims = earlier.saturating_add(1);
    // Above a Duc the title is drawn at random when it is granted (6.0.8); its minimum is
    // the Duc's, which he met.
    let sought = next.unwrap_or(NobleTitle::Duc);
    let row = titles::row(sought);
    let needed = rules.needed.saturating_sub(earlier).max(1);
    if level < row.min_level {
        let what = Happening::TitleSought {
            deed,
            title: sought,
            roll: None,
            modifier: 0,
            needed,
            granted: false,
            below_minimum: Some(row.min_level),
            raised_to: None,
            beyond_sixth: false,
        };
        return ledger.happen(None, who, what);
    }
    let subjects = ["title", "título", "titulo", "nobility", "nobleza"];
    let influence = influence_on(&ledger.pledges, who, Position::King, &subjects);
    let modifier = influence
        + match rules.levels_per_bonus {
            0 => 0,
            n => i32::from((level - row.min_level) / n),
        };
    let roll = dice.d6();
    let granted = i32::from(roll) + modifier >= i32::from(needed);
    let title = match (granted, next) {
        (true, None) => NobleTitle::ALL[usize::from(dice.d6() - 1)],
        _ => sought,
    };
    let mut raised_to = None;
    if granted {
        let new_level = titles::row(title).new_level;
        let c = ledger.character_mut(who);
        c.titles.push(title);
        c.titles_uncelebrated.push(title);
        if c.social_level < new_level {
            c.social_level = new_level;
            raised_to = Some(new_level);
        }
    }
    let what = Happening::TitleSought {
        deed,
        title,
        roll: Some(roll),
        modifier,
        needed,
        granted,
        below_minimum: None,
        raised_to,
        beyond_sixth: granted && held >= 6,
    };
    ledger.happen(None, who, what);
}

/// At his month's end in Paris: the status points of the titles granted since the last.
pub(super) fn celebrate(ledger: &mut Ledger, who: &CharacterId) {
    let due = std::mem::take(&mut ledger.character_mut(who).titles_uncelebrated);
    for title in due {
        let points = i32::from(titles::row(title).status);
        ledger.status(None, who, points, Source::Title { title });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::rules::test_support::{gentleman, ledger_of};
    use crate::tables::birth::Title;

    fn judged(c: Character, deeds: &[TitleDeed], dice: &[u8]) -> Ledger {
        let who = c.id.clone();
        let mut ledger = ledger_of(vec![c]);
        ledger.deeds = deeds.iter().map(|d| (who.clone(), *d)).collect();
        let mut dice = ScriptedDice::new(dice.iter().copied());
        month_end(&mut ledger, &Rulebook::preux(), &mut dice);
        assert_eq!(dice.remaining(), 0);
        ledger
    }

    fn sought(ledger: &Ledger) -> Vec<Happening> {
        ledger
            .events
            .iter()
            .filter(|e| matches!(e.what, Happening::TitleSought { .. }))
            .map(|e| e.what.clone())
            .collect()
    }

    const SECOND_MENTION: TitleDeed = TitleDeed::Mentioned { mentions: 2 };

    #[test]
    fn a_first_mention_is_no_claim_and_a_second_is() {
        let ledger = judged(
            gentleman("Athos", 8),
            &[TitleDeed::Mentioned { mentions: 1 }],
            &[],
        );
        assert!(sought(&ledger).is_empty());
        // Level 8, two above the Chevalier's 6: no bonus; a 6 on the King's die.
        let ledger = judged(gentleman("Athos", 8), &[SECOND_MENTION], &[6]);
        let c = ledger.character(&CharacterId::from_name("Athos"));
        assert_eq!(c.titles, [NobleTitle::Chevalier]);
        // 6.0.4: raised to the Chevalier's new level, 10, at once.
        assert_eq!(c.social_level, 10);
        assert_eq!(c.titles_uncelebrated, [NobleTitle::Chevalier]);
        assert!(matches!(
            sought(&ledger)[..],
            [Happening::TitleSought {
                title: NobleTitle::Chevalier,
                roll: Some(6),
                modifier: 0,
                needed: 6,
                granted: true,
                raised_to: Some(10),
                ..
            }]
        ));
    }

    #[test]
    fn the_kings_die_and_its_modifiers() {
        // Level 12, six above the Chevalier's minimum: +2; a 4 is enough.
        let ledger = judged(gentleman("Porthos", 12), &[SECOND_MENTION], &[4]);
        let c = ledger.character(&CharacterId::from_name("Porthos"));
        assert_eq!((c.titles.len(), c.social_level), (1, 12));
        // A 3 is not; the claim is counted, so the next needs a 5.
        let ledger = judged(
            gentleman("Porthos", 12),
            &[SECOND_MENTION, TitleDeed::Mentioned { mentions: 3 }],
            &[3, 3],
        );
        let events = sought(&ledger);
        assert!(matches!(
            events[..],
            [
                Happening::TitleSought {
                    granted: false,
                    needed: 6,
                    ..
                },
                Happening::TitleSought {
                    granted: true,
                    needed: 5,
                    modifier: 2,
                    ..
                }
            ]
        ));
    }

    #[test]
    fn below_the_minimum_a_pat_on_the_back() {
        let ledger = judged(gentleman("Planchet", 5), &[SECOND_MENTION], &[]);
        let c = ledger.character(&CharacterId::from_name("Planchet"));
        assert!(c.titles.is_empty());
        assert_eq!(c.title_claims, 1);
        assert!(matches!(
            sought(&ledger)[..],
            [Happening::TitleSought {
                below_minimum: Some(6),
                roll: None,
                granted: false,
                ..
            }]
        ));
    }

    #[test]
    fn a_commanders_deeds() {
        let rules = TitleRules::default();
        let deed = |result, superior| TitleDeed::Commanded { result, superior };
        assert!(qualifies(deed(1, 1), &rules));
        assert!(qualifies(deed(2, 5), &rules));
        assert!(!qualifies(deed(2, 4), &rules));
        assert!(!qualifies(deed(5, 2), &rules));
    }

    #[test]
    fn an_inherited_title_leads_to_the_next() {
        // 6.0.5: a noble orphan holds his father's barony; he seeks a Viscomte (minimum 8,
        // new level 12). Level 11: +1; a 5 is enough. An inherited title pays no pension.
        let mut c = gentleman("Aramis", 11);
        c.birth.title = Some(Title::Baron);
        c.birth.titled = true;
        let ledger = judged(c, &[SECOND_MENTION], &[5]);
        let c = ledger.character(&CharacterId::from_name("Aramis"));
        assert_eq!(c.titles, [NobleTitle::Viscomte]);
        assert_eq!(c.social_level, 12);
        assert_eq!(pension(c), 15);
    }

    #[test]
    fn above_a_duc_a_title_at_random() {
        let mut c = gentleman("Richelieu", 16);
        c.titles = NobleTitle::ALL.to_vec();
        // The King's 6, then one die on the table: a 2 is a barony (6.0.8), his seventh title
        // (6.0.9).
        let ledger = judged(c, &[SECOND_MENTION], &[6, 2]);
        let c = ledger.character(&CharacterId::from_name("Richelieu"));
        assert_eq!(c.titles.last(), Some(&NobleTitle::Baron));
        assert!(matches!(
            sought(&ledger)[..],
            [Happening::TitleSought {
                beyond_sixth: true,
                ..
            }]
        ));
        // Pensions add up: 10 + 15 + 25 + 100 + 100, and the new barony's 10.
        assert_eq!(pension(c), 260);
    }

    #[test]
    fn the_status_counts_once() {
        let mut ledger = judged(gentleman("Athos", 8), &[SECOND_MENTION], &[6]);
        let who = CharacterId::from_name("Athos");
        celebrate(&mut ledger, &who);
        celebrate(&mut ledger, &who);
        assert_eq!(ledger.points_of(&who), 10);
    }

    #[test]
    fn off_no_title() {
        let who = CharacterId::from_name("Athos");
        let mut ledger = ledger_of(vec![gentleman("Athos", 8)]);
        ledger.deeds.push((who.clone(), SECOND_MENTION));
        let mut book = Rulebook::preux();
        book.titles.granted = false;
        month_end(&mut ledger, &book, &mut ScriptedDice::new([]));
        assert!(ledger.character(&who).titles.is_empty());
        assert!(ledger.deeds.is_empty());
    }
}
