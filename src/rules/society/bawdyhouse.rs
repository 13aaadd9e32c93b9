//! The red light district and the docks (000, Bawdyhouses; 003, 3.2 Taverns).
//!
//! "Gambling is as outlined in the gambling rule, but without house limit or house divisor.
//! ... Before beginning an evening at a bawdyhouse, all characters must state the number of
//! crowns they are bringing with them. Credit is not allowed. Female companionship costs
//! crowns equal to the character's Social Level. Liquid refreshment is mandatory, costing
//! crowns equal to ... the character's Social Level. At the end of his visit, any character
//! in the red light district must roll one die to determine if he is set upon by footpads and
//! relieved of his money. This occurs on a roll of 6 on one die."
//!
//! Taverns (003): drink and dice "sin límite ... ni divisor", no mingling, female company,
//! and pickpockets who take "la cantidad de Coronas que llevase encima".

use super::clubs::{carouse, gamble_at};
use super::gambling::Table;
use super::{pay, refuse};
use crate::dice::Dice;
use crate::orders::Gamble;
use crate::rules::Rulebook;
use crate::rules::events::{Absent, Chance, Happening, Refusal, Source, Venue};
use crate::rules::ledger::{Ledger, Place};
use crate::world::CharacterId;

/// The footpads strike on this roll of one die (000: "This occurs on a roll of 6").
const FOOTPADS_ON: u8 = 6;

/// What an evening costs before any bet: refreshment and, if taken, company.
fn evening_cost(level: i64, companionship: bool) -> i64 {
    level + if companionship { level } else { 0 }
}

/// The crowns he carries: as stated, or (house rule, when the orders do not say) exactly what
/// the evening's refreshment, company and bets need.
fn carried(stated: Option<u32>, level: i64, companionship: bool, gamble: Option<&Gamble>) -> i64 {
    stated.map(i64::from).unwrap_or_else(|| {
        evening_cost(level, companionship)
            + gamble.map_or(0, |g| g.bets.iter().map(|b| i64::from(b.crowns)).sum())
    })
}

/// A week at a bawdyhouse. House rule: refreshment is "mandatory" there, so a visit always
/// carouses (and gains its point) when he can pay for it.
#[allow(clippy::too_many_arguments)]
pub(in crate::rules) fn visit_bawdyhouse(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    companionship: bool,
    gamble: Option<&Gamble>,
    crowns_carried: Option<u32>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    evening(
        ledger,
        who,
        week,
        Venue::Bawdyhouse,
        true,
        companionship,
        gamble,
        crowns_carried,
        book,
        dice,
    );
}

/// A week in a tavern of the docks (003, 3.2; a game with `spanish_venues`): drink, dice
/// without limit or divisor, and what he carries at the pickpockets' mercy.
#[allow(clippy::too_many_arguments)]
pub(in crate::rules) fn visit_tavern(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    carousing: bool,
    gamble: Option<&Gamble>,
    crowns_carried: Option<u32>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    if !book.spanish_venues {
        return refuse(
            ledger,
            who,
            Some(week),
            "tavern",
            Refusal::NotInThisGame {
                what: Absent::Taverns,
            },
        );
    }
    evening(
        ledger,
        who,
        week,
        Venue::Tavern,
        carousing,
        false,
        gamble,
        crowns_carried,
        book,
        dice,
    );
}

#[allow(clippy::too_many_arguments)]
fn evening(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    venue: Venue,
    carousing: bool,
    companionship: bool,
    gamble: Option<&Gamble>,
    crowns_carried: Option<u32>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    let robbed_on = match venue {
        Venue::Tavern => book.pickpockets_on,
        _ => FOOTPADS_ON,
    };
    let level = i64::from(ledger.character(who).social_level);
    let wallet = carried(crowns_carried, level, companionship, gamble)
        .min(ledger.character(who).crowns.max(0));
    let before = ledger.character(who).crowns;
    if venue == Venue::Bawdyhouse {
        ledger.saw(week, Place::Bawdyhouse, who);
    }
    let caroused = carousing && carouse(ledger, who, week, level);
    let mut company = false;
    if companionship
        && pay(
            ledger,
            who,
            week,
            "companionship",
            level,
            Source::Companionship,
        )
    {
        ledger.companionship.insert(who.clone());
        company = true;
        super::disease::after_company(ledger, who, week, &book.disease, dice);
    }
    match venue {
        Venue::Tavern => ledger.happen(w, who, Happening::VisitedTavern { caroused }),
        _ => ledger.happen(
            w,
            who,
            Happening::VisitedBawdyhouse {
                caroused,
                companionship: company,
            },
        ),
    }
    if let Some(gamble) = gamble {
        // No limit, no divisor; no credit: he plays with what is left in his wallet.
        let spent = before - ledger.character(who).crowns;
        let table = Table {
            limit: None,
            minimum: None,
            divisor: None,
            cut_stake: Default::default(),
            consecutive_from: None,
        };
        gamble_at(
            ledger,
            who,
            week,
            (venue, table),
            gamble,
            (wallet - spent).max(0),
            dice,
        );
    }
    // The footpads (or pickpockets) take what is left of what he carried.
    let roll = dice.d6();
    if roll < robbed_on {
        return ledger.rolled(w, who, Chance::Robbers { venue }, roll, robbed_on);
    }
    // A man who carries his pistol fires at footpads (003, 8.9); pickpockets he never sees.
    if venue == Venue::Bawdyhouse
        && crate::rules::pistols::fire_at_footpads(ledger, who, week, roll, &book.pistols, dice)
    {
        return;
    }
    let spent_or_won = ledger.character(who).crowns - before;
    let left = (wallet + spent_or_won).clamp(0, ledger.character(who).crowns.max(0));
    ledger.happen(
        w,
        who,
        Happening::Robbed {
            venue,
            roll,
            crowns: left,
        },
    );
    ledger.purse(w, who, -left, Source::Robbed { venue });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wallet_is_what_he_states_or_what_the_evening_needs() {
        assert_eq!(carried(Some(200), 5, true, None), 200);
        let gamble = Gamble {
            bets: vec![crate::orders::Bet { crowns: 30 }; 2],
            cut_at: None,
        };
        assert_eq!(carried(None, 5, true, Some(&gamble)), 70);
    }
}
