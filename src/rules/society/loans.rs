//! Loans (000, Loans; 003, 2.1).
//!
//! "Characters do not charge interest on loans to other characters; this is ungentlemanly. At
//! any time after three months from the date of the loan, however, the lender may demand
//! payment from the borrower. If the borrower is unable to pay, he is disgraced: he must join
//! a Frontier Regiment and remain with it until he is able to pay. When a character borrows
//! money from a Shylock, he must pay back the money plus 10% interest at the end of six months
//! time. If unable to pay, the character is disgraced ... the maximum amount that any character
//! can borrow is 100 times his Social Level. If a character borrows up to his capacity and is
//! promoted a level, he may ... borrow more up to his new limit."
//!
//! A loan between characters is made by the lender's order (`lend`); a borrower's `borrow`
//! from a character is a request the lender answers with his own order. House rules: a
//! disgraced man keeps his old commission to return to, as a volunteer does, serving the
//! Frontier meanwhile as a Private if he had no rank; the moneylender's 10% is added when the
//! loan is made (it is owed whatever happens), fractions dropped.

use super::refuse;
use crate::orders::Lender;
use crate::rules::events::{Happening, Refusal, Source};
use crate::rules::ledger::Ledger;
use crate::vocab::{Rank, Regiment};
use crate::world::{CharacterId, Commission, Debt};

/// The creditor's name for a moneylender (the orders' own).
pub use crate::orders::MONEYLENDER;
/// Months before a loan between characters may be called in.
pub const DEMANDABLE_AFTER: i32 = 3;
/// Months a moneylender's loan runs.
pub const MONEYLENDER_TERM: i32 = 6;

/// Lends `crowns` to another character.
pub(in crate::rules) fn lend(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    crowns: u32,
) {
    let w = Some(week);
    let Some(borrower) = ledger.world.character_named(name).map(|c| c.id.clone()) else {
        let name = name.to_string();
        return refuse(ledger, who, w, "lend", Refusal::UnknownCharacter { name });
    };
    let amount = i64::from(crowns);
    if !super::afford(ledger, who, w, "lend", amount) {
        return;
    }
    let month = ledger.world.month;
    let mut due = month;
    for _ in 0..DEMANDABLE_AFTER {
        due = due.next();
    }
    ledger.character_mut(&borrower).debts.push(Debt {
        creditor: who.0.clone(),
        amount,
        since: month,
        due,
    });
    let to = ledger.character(&borrower).name.clone();
    let from = ledger.character(who).name.clone();
    ledger.purse(w, who, -amount, Source::Loan { with: to.clone() });
    ledger.purse(w, &borrower, amount, Source::Loan { with: from.clone() });
    ledger.happen(w, who, Happening::Lent { to, crowns: amount });
    ledger.happen(
        w,
        &borrower,
        Happening::Borrowed {
            from,
            crowns: amount,
            due,
        },
    );
}

/// The most a man may owe the moneylenders, before interest: 100 crowns a social level (000,
/// Loans; 003 2.1.2). The month refuses a loan past it; the review warns of one.
pub(in crate::rules) fn moneylender_limit(social_level: u8) -> i64 {
    100 * i64::from(social_level)
}

/// What he has borrowed from the moneylenders, before their interest: what the limit is on.
pub(in crate::rules) fn borrowed_from_moneylenders(c: &crate::world::Character) -> i64 {
    c.debts
        .iter()
        .filter(|d| d.creditor == MONEYLENDER)
        .map(|d| d.amount * 10 / 11)
        .sum()
}

/// Borrows from a moneylender (a request to a character is answered by his `lend`).
pub(in crate::rules) fn borrow(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    from: &Lender,
    crowns: u32,
) {
    let w = Some(week);
    if let Lender::Character { name } = from {
        // Nothing happens by the borrower's order alone: the lender's `lend` makes the loan.
        if ledger.world.character_named(name).is_none() {
            let name = name.clone();
            refuse(ledger, who, w, "borrow", Refusal::UnknownCharacter { name });
        }
        return;
    }
    let c = ledger.character(who);
    let limit = moneylender_limit(c.social_level);
    let owed = borrowed_from_moneylenders(c);
    let amount = i64::from(crowns);
    if owed + amount > limit {
        return refuse(
            ledger,
            who,
            w,
            "borrow",
            Refusal::OverTheLoanLimit { limit, owed },
        );
    }
    let month = ledger.world.month;
    let mut due = month;
    for _ in 0..MONEYLENDER_TERM {
        due = due.next();
    }
    ledger.character_mut(who).debts.push(Debt {
        creditor: MONEYLENDER.to_string(),
        amount: amount * 11 / 10,
        since: month,
        due,
    });
    let from = MONEYLENDER.to_string();
    ledger.purse(w, who, amount, Source::Loan { with: from.clone() });
    ledger.happen(
        w,
        who,
        Happening::Borrowed {
            from,
            crowns: amount,
            due,
        },
    );
}

/// Whom a creditor's name stands for: a character's id or the moneylender.
fn creditor_id(ledger: &Ledger, name: &str) -> String {
    if name.eq_ignore_ascii_case(MONEYLENDER)
        || name.to_lowercase().contains("moneylender")
        || name.to_lowercase().contains("prestamista")
    {
        return MONEYLENDER.to_string();
    }
    ledger
        .world
        .character_named(name)
        .map_or_else(|| CharacterId::from_name(name).0, |c| c.id.0.clone())
}

/// Pays `amount` (or all) of what he owes `creditor` now. Returns what was paid.
fn pay_debt(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: Option<u8>,
    creditor: &str,
    amount: Option<i64>,
) -> i64 {
    let crowns = ledger.character(who).crowns;
    let mut left = amount.unwrap_or(i64::MAX).min(crowns);
    let mut paid = 0;
    let c = ledger.character_mut(who);
    for debt in c.debts.iter_mut().filter(|d| d.creditor == creditor) {
        let part = debt.amount.min(left);
        debt.amount -= part;
        left -= part;
        paid += part;
    }
    c.debts.retain(|d| d.amount > 0);
    if paid > 0 {
        let name = if creditor == MONEYLENDER {
            MONEYLENDER.to_string()
        } else {
            ledger
                .world
                .characters
                .get(&CharacterId(creditor.to_string()))
                .map_or(creditor.to_string(), |c| c.name.clone())
        };
        ledger.purse(week, who, -paid, Source::Loan { with: name.clone() });
        if creditor != MONEYLENDER {
            let lender = CharacterId(creditor.to_string());
            if ledger.world.characters.contains_key(&lender) {
                let from = ledger.character(who).name.clone();
                ledger.purse(week, &lender, paid, Source::Loan { with: from });
            }
        }
        ledger.happen(
            week,
            who,
            Happening::Repaid {
                to: name,
                crowns: paid,
            },
        );
    }
    paid
}

/// Repays a debt, in part or whole.
pub(in crate::rules) fn repay(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    crowns: Option<u32>,
) {
    let creditor = creditor_id(ledger, name);
    if !ledger
        .character(who)
        .debts
        .iter()
        .any(|d| d.creditor == creditor)
    {
        let creditor = name.to_string();
        return refuse(
            ledger,
            who,
            Some(week),
            "repay",
            Refusal::NoDebt { creditor },
        );
    }
    pay_debt(ledger, who, Some(week), &creditor, crowns.map(i64::from));
}

/// Calls in a loan: due at this month's end.
pub(in crate::rules) fn demand(ledger: &mut Ledger, who: &CharacterId, week: u8, name: &str) {
    let w = Some(week);
    let Some(borrower) = ledger.world.character_named(name).map(|c| c.id.clone()) else {
        let name = name.to_string();
        return refuse(
            ledger,
            who,
            w,
            "demand_repayment",
            Refusal::UnknownCharacter { name },
        );
    };
    let month = ledger.world.month;
    let mine: Vec<Debt> = ledger
        .character(&borrower)
        .debts
        .iter()
        .filter(|d| d.creditor == who.0)
        .cloned()
        .collect();
    let Some(earliest) = mine.iter().map(|d| d.due).min() else {
        let creditor = ledger.character(&borrower).name.clone();
        return refuse(
            ledger,
            who,
            w,
            "demand_repayment",
            Refusal::NoDebt { creditor },
        );
    };
    if month < earliest {
        return refuse(
            ledger,
            who,
            w,
            "demand_repayment",
            Refusal::TooSoon { until: earliest },
        );
    }
    let crowns: i64 = mine.iter().map(|d| d.amount).sum();
    // The debt falls due at this month's end (see `month_end`).
    ledger.happen(
        w,
        &borrower,
        Happening::RepaymentDemanded {
            from: who.clone(),
            crowns,
        },
    );
}

/// The month's end: debts that fall due (a moneylender's at six months; a loan between
/// characters when called in) are paid, or he is disgraced; a disgraced man who can now pay
/// what he owes is free.
pub(in crate::rules) fn month_end(ledger: &mut Ledger, who: &CharacterId) {
    let month = ledger.world.month;
    let called_in: Vec<String> = ledger
        .events
        .iter()
        .filter(|e| e.who.as_ref() == Some(who))
        .filter_map(|e| match &e.what {
            Happening::RepaymentDemanded { from, .. } => Some(from.0.clone()),
            _ => None,
        })
        .collect();
    let disgraced = ledger.character(who).disgrace.is_some();
    let mut creditors: Vec<String> = ledger
        .character(who)
        .debts
        .iter()
        .filter(|d| {
            d.due <= month
                && (d.creditor == MONEYLENDER || disgraced || called_in.contains(&d.creditor))
        })
        .map(|d| d.creditor.clone())
        .collect();
    creditors.dedup();
    let mut unpaid = false;
    for creditor in creditors {
        let owed: i64 = ledger
            .character(who)
            .debts
            .iter()
            .filter(|d| d.creditor == creditor)
            .map(|d| d.amount)
            .sum();
        if ledger.character(who).crowns >= owed {
            pay_debt(ledger, who, None, &creditor, None);
        } else {
            unpaid = true;
            if ledger.character(who).disgrace.is_none() {
                disgrace(ledger, who, &creditor, owed);
            }
        }
    }
    if !unpaid && let Some(previous) = ledger.character_mut(who).disgrace.take() {
        ledger.character_mut(who).commission = previous;
    }
}

fn disgrace(ledger: &mut Ledger, who: &CharacterId, creditor: &str, owed: i64) {
    let month = ledger.world.month;
    let c = ledger.character_mut(who);
    let previous = c.commission;
    let rank = previous.map_or(Rank::Private, |k| k.rank);
    c.disgrace = Some(previous);
    c.commission = Some(Commission {
        regiment: Regiment::Frontier,
        rank,
        since: month,
    });
    ledger.happen(
        None,
        who,
        Happening::Disgraced {
            creditor: creditor.to_string(),
            owed,
        },
    );
}
