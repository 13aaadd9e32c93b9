//! Money between gentlemen: lending, borrowing, repaying and demanding repayment.

use super::action::Draft;
use super::lex::{PErr, PResult, crowns, one_of, sp};
use super::society::{done, person_or_fail};
use crate::orders::{Action, Lender, Say};
use nom::Parser;
use nom::combinator::opt;

/// The verbs of lending.
pub const LEND_VERBS: &[&str] = &["lend", "loan", "presto", "prestar", "le presto"];

/// ```text
/// lend = ("lend" | "presto") crowns ("to" | "a") person | "lend" person crowns
/// ```
pub fn lend(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(LEND_VERBS)(input)?;
    if let Ok((r, n)) = crowns(rest) {
        let (r, _) =
            one_of(&["to", "a"])(r).or_else(|_| PErr::expected(sp(r), 0, Say::LendTo).fail())?;
        let (r, whom) = person_or_fail(r, "to")?;
        return done(
            r,
            Action::Lend {
                whom: whom.to_string(),
                crowns: n,
            },
        );
    }
    let (r, whom) = person_or_fail(rest, verb)?;
    let (r, n) = crowns(r).or_else(|_| PErr::expected(sp(r), 0, Say::LendHowMuch).fail())?;
    done(
        r,
        Action::Lend {
            whom: whom.to_string(),
            crowns: n,
        },
    )
}

/// The verbs of borrowing.
pub const BORROW_VERBS: &[&str] = &[
    "borrow",
    "pido prestadas",
    "pido prestado",
    "pido un prestamo de",
    "pido prestamo de",
    "tomo prestadas",
];

/// ```text
/// borrow = ("borrow" | "pido prestadas" | "pido un prestamo de") crowns
///          ("from" | "a" | "de") ("a moneylender" | "the moneylender" | "un prestamista" | person)
/// ```
pub fn borrow(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(BORROW_VERBS)(input)?;
    let (rest, n) =
        crowns(rest).or_else(|_| PErr::expected(sp(rest), 0, Say::BorrowHowMuch).fail())?;
    let (rest, _) = one_of(&["from", "a", "de", "al", "by", "off", "with"])(rest)
        .or_else(|_| PErr::expected(sp(rest), 0, Say::BorrowFrom).fail())?;
    if let Ok((r, _)) = one_of(&[
        "a usurer",
        "the usurer",
        "usurer",
        "a lender",
        "the lender",
        "un usurero",
        "el usurero",
        "usurero",
        "a moneylender",
        "the moneylender",
        "moneylender",
        "the moneylenders",
        "a money-lender",
        "un prestamista",
        "prestamista",
        "el prestamista",
        "los prestamistas",
    ])(rest)
    {
        return done(
            r,
            Action::Borrow {
                from: Lender::Moneylender,
                crowns: n,
            },
        );
    }
    let (r, whom) = person_or_fail(rest, "from")?;
    done(
        r,
        Action::Borrow {
            from: Lender::Character {
                name: whom.to_string(),
            },
            crowns: n,
        },
    )
}

/// The verbs of repaying.
pub const REPAY_VERBS: &[&str] = &[
    "repay",
    "pay back",
    "repay my debt to",
    "pay my debt to",
    "devuelvo",
    "le devuelvo",
    "pago mi deuda a",
    "pago mi deuda con",
    "pago la deuda a",
    "pago la deuda con",
];

/// ```text
/// repay = "repay" [crowns ("to" | "a")] person [crowns] | "repay my debt to" person
///       | "devuelvo" [crowns] "a" person | "pago mi deuda" ("a" | "con") person
/// ```
pub fn repay(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(REPAY_VERBS)(input)?;
    let (r, n) = opt(crowns).parse(rest)?;
    let r = if n.is_some() {
        one_of(&["to", "a"])(r).map_or(r, |(r, _)| r)
    } else {
        one_of(&["a"])(r).map_or(r, |(r, _)| r)
    };
    let (r, whom) = person_or_fail(r, verb)?;
    let (r, m) = if n.is_none() {
        opt(crowns).parse(r)?
    } else {
        (r, None)
    };
    done(
        r,
        Action::Repay {
            whom: whom.to_string(),
            crowns: n.or(m),
        },
    )
}

/// The verbs of demanding repayment.
pub const DEMAND_VERBS: &[&str] = &[
    "demand repayment from",
    "demand repayment of my loan from",
    "demand that",
    "call in my loan to",
    "call in the loan to",
    "reclamo la deuda a",
    "reclamo el pago a",
    "reclamo el prestamo a",
    "exijo el pago a",
    "exijo a",
];

/// `demand_repayment = ("demand repayment from" | "call in the loan to" | "exijo a" ... "que me pague" | "reclamo la deuda a") person`
pub fn demand_repayment(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(DEMAND_VERBS)(input)?;
    let (r, whom) = person_or_fail(rest, verb)?;
    let (r, _) = opt(one_of(&[
        "repays me",
        "repay me",
        "pays me back",
        "repays",
        "que me pague",
        "que me devuelva el prestamo",
        "que me devuelva lo prestado",
        "que me devuelva el dinero",
        "el pago",
    ]))
    .parse(r)?;
    done(
        r,
        Action::DemandRepayment {
            whom: whom.to_string(),
        },
    )
}
