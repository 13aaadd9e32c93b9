//! Money between gentlemen: lending, borrowing, repaying and demanding repayment.

use super::action::Draft;
use super::lex::{PErr, PResult, crowns, kw, one_of, punct, sp};
use super::society::{done, person, person_or_fail};
use super::text::Line;
use crate::orders::{Action, Lender, Say};
use nom::Parser;
use nom::combinator::opt;
use nom::sequence::preceded;

/// The verbs of lending.
pub const LEND_VERBS: &[&str] = &[
    "lend",
    "loan",
    "presto",
    "prestar",
    "le presto",
    // "anotá que le presto 15 coronas a Baltasar".
    "que le presto",
];

/// ```text
/// lend = ("lend" | "presto") crowns ("to" | "a") person | "lend" person crowns
/// ```
pub fn lend(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(LEND_VERBS)(input)?;
    if let Ok((r, n)) = crowns(rest) {
        // "lend 100 of it to Olivier", "presto 50 coronas a Pierre".
        let (r, _) = opt(one_of(&[
            "of it",
            "of that",
            "of them",
            "out of it",
            "out of that",
            "from it",
            "from that",
            "de ellas",
            "de eso",
            "de ese dinero",
        ]))
        .parse(r)?;
        // "lend 150 crowns out of it straight on to poor Anselme": words of the manner.
        let (r, _) = opt(one_of(&[
            "straight on",
            "straight away",
            "at once",
            "enseguida",
        ]))
        .parse(r)?;
        // "I lend 400 crowns from the money-lender" (a German's English): the loan is his.
        if let Ok((r2, _)) = one_of(&["from", "of"])(r)
            && let Ok((r2, _)) = one_of(MONEYLENDERS)(r2)
        {
            return from_moneylender(r2, n);
        }
        let (r, _) = one_of(&["to", "a", "al"])(r)
            .or_else(|_| PErr::expected(sp(r), 0, Say::LendTo).fail())?;
        let (r, whom) = person_or_fail(r, "to")?;
        return done(
            r,
            Action::Lend {
                whom: whom.to_string(),
                crowns: n,
            },
        );
    }
    // "I lend to Lt. Étienne Gabory 60 crowns": the person first, after "to".
    let rest = one_of(&["to", "a"])(rest).map_or(rest, |(r, _)| r);
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
    "pido",
    "le pido",
    "ask for",
    "i ask for",
    "borrow",
    "borrowing",
    "pido prestadas",
    "pido prestado",
    "pido un prestamo de",
    "pido prestamo de",
    "tomo prestadas",
    "pedir prestado",
    "pedir prestadas",
    "yo pedir prestado",
    "take a loan of",
    // A German's or a Pole's "credit": "I take a credit of 500 crowns by the moneylender".
    "take a credit of",
    "i take a credit of",
    "a credit of",
    "take a loan on",
    "i take a loan on",
    "a loan on",
    "take out a loan of",
    "i take a loan of",
    "get a loan of",
    "raise a loan of",
    "a loan of",
    "tomo un prestamo de",
    "pido un prestamo por",
];

/// "From the moneylender, borrow 200 crowns": the lender first, then the loan.
pub const FRONTED_LENDER: &[&str] = &["from", "del", "al"];

/// ```text
/// borrow_fronted = ("from" | "del" | "al") moneylender [","] borrow_verb crowns
/// ```
pub fn borrow_fronted(input: &str) -> PResult<'_, Draft<'_>> {
    let (r, _) = one_of(FRONTED_LENDER)(input)?;
    let (r, _) = opt(one_of(&["the", "a"])).parse(r)?;
    let (r, _) = one_of(MONEYLENDERS)(r)?;
    let (r, _) = opt(punct(',')).parse(r)?;
    let (r, _) = opt(one_of(&["i", "yo"])).parse(r)?;
    let (r, _) = one_of(BORROW_VERBS)(r)?;
    let (r, n) = crowns(r).or_else(|_| PErr::expected(sp(r), 0, Say::BorrowHowMuch).fail())?;
    from_moneylender(r, n)
}

/// ```text
/// borrow = ("borrow" | "pido prestadas" | "pido un prestamo de") crowns
///          ("from" | "a" | "de") ("a moneylender" | "the moneylender" | "un prestamista" | person)
/// ```
pub fn borrow(input: &str) -> PResult<'_, Draft<'_>> {
    // "Pido 200 coronas al prestamista": "pido" alone asks for many things; with a sum and
    // the moneylender it is a loan.
    if let Ok((r, "pido" | "le pido" | "ask for" | "i ask for")) = one_of(BORROW_VERBS)(input) {
        let found = crowns(r)
            .ok()
            .and_then(|(r, n)| {
                let (r, _) = one_of(&["al", "a un", "a", "from", "from the", "of the"])(r).ok()?;
                let (r, _) = one_of(MONEYLENDERS)(r).ok()?;
                Some((r, n))
            })
            // "Le pido al prestamista 100 coronas": the lender first.
            .or_else(|| {
                let (r, _) = one_of(&["al", "a un", "a", "the", "a"])(r).ok()?;
                let (r, _) = one_of(MONEYLENDERS)(r).ok()?;
                let (r, n) = crowns(r).ok()?;
                Some((r, n))
            });
        return match found {
            Some((r, n)) => from_moneylender(r, n),
            None => PErr::at(input).miss(),
        };
    }
    let (rest, _) = one_of(BORROW_VERBS)(input)?;
    // "Borrow from a moneylender │ 300 crowns": the lender first.
    if let Ok((r, _)) = one_of(&["from", "de", "al", "a"])(rest)
        && let Ok((r, _)) = one_of(MONEYLENDERS)(r)
        && let Ok((r, n)) = crowns(r.trim_start_matches([' ', '│', '|', ',', ':', '-']))
    {
        return from_moneylender(r, n);
    }
    let (rest, n) =
        crowns(rest).or_else(|_| PErr::expected(sp(rest), 0, Say::BorrowHowMuch).fail())?;
    let (rest, _) = one_of(&["from", "a", "de", "al", "by", "off", "with"])(rest)
        .or_else(|_| PErr::expected(sp(rest), 0, Say::BorrowFrom).fail())?;
    if let Ok((r, _)) = one_of(MONEYLENDERS)(rest) {
        return from_moneylender(r, n);
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

/// The first words of a loan taken: "take a loan", "pido ... prestadas".
pub const LOAN_TAKEN: &[&str] = &["take", "i take", "get", "i get", "pido", "le pido", "tomo"];

/// ```text
/// loan_taken = ("take" | "get" | "take out") ["a"] "loan" ["of" crowns] "from" lender [","] [crowns]
///            | ("take" | "get" | "tomo") crowns ("from" | "del") moneylender
///            | "pido" crowns ("prestadas" | "prestados" | "prestado") ("al" | "a") lender
/// ```
/// "I take loan from moneylender, 200 crowns", "Pido 400 coronas prestadas al prestamista".
pub fn loan_taken(input: &str) -> PResult<'_, Draft<'_>> {
    let (r, verb) = one_of(LOAN_TAKEN)(input)?;
    // "Take 400 crowns from the moneylender", "tomo 200 coronas del prestamista": the sum,
    // then the moneylender (from a man, the sum taken may be his debt or a gift: the loan
    // verbs say it).
    if let Ok((r2, n)) = crowns(r)
        && let Ok((r2, _)) = one_of(&["from", "off", "del", "de", "al"])(r2)
        && let Ok((r2, _)) = opt(one_of(&["the", "a", "my", "el", "un"])).parse(r2)
        && let Ok((r2, _)) = one_of(MONEYLENDERS)(r2)
    {
        return from_moneylender(r2, n);
    }
    let (r_lender, n) = if verb.contains("pido") {
        let (r, n) = crowns(r)?;
        let (r, _) = one_of(&["prestadas", "prestados", "prestado", "en prestamo"])(r)?;
        let (r, _) = one_of(&["al", "a", "del", "de"])(r)?;
        (r, Some(n))
    } else {
        let (r, _) = opt(one_of(&["out"])).parse(r)?;
        let (r, _) = opt(one_of(&["a", "another"])).parse(r)?;
        let (r, _) = one_of(&["loan", "credit"])(r)?;
        let (r, n) = match preceded(one_of(&["of"]), crowns).parse(r) {
            Ok((r, n)) => (r, Some(n)),
            Err(_) => (r, None),
        };
        let (r, _) = one_of(&["from", "with", "off"])(r)?;
        (r, n)
    };
    let (r, lender) = match one_of(MONEYLENDERS)(r_lender) {
        Ok((r, _)) => (r, Lender::Moneylender),
        Err(_) => {
            let (r, whom) = person_or_fail(r_lender, "from")?;
            (
                r,
                Lender::Character {
                    name: whom.to_string(),
                },
            )
        }
    };
    let (r, n) = match n {
        Some(n) => (r, n),
        None => {
            let (r, _) = opt(punct(',')).parse(r)?;
            crowns(r).or_else(|_| PErr::expected(sp(r), 0, Say::BorrowHowMuch).fail())?
        }
    };
    done(
        r,
        Action::Borrow {
            from: lender,
            crowns: n,
        },
    )
}

/// `n` crowns borrowed from the moneylender.
fn from_moneylender(rest: &str, n: u32) -> PResult<'_, Draft<'_>> {
    done(
        rest,
        Action::Borrow {
            from: Lender::Moneylender,
            crowns: n,
        },
    )
}

/// A loan written as a ledger's line, the sum first: "400 borrowed from the moneylender",
/// "50 lent to Gilles Aubry", "120 paid back to Lisandre Fougère". (The action table keys a
/// line that opens with a number as "0".)
pub const LEDGER_START: &[&str] = &["0"];

/// ```text
/// ledger = crowns ("borrowed from" lender | "lent to" person | "paid back to" person)
/// ```
pub fn ledger(input: &str) -> PResult<'_, Draft<'_>> {
    let Ok((r, n)) = crowns(input) else {
        return PErr::at(sp(input)).miss();
    };
    if let Ok((r, _)) = one_of(&["borrowed from", "borrowed off", "taken up from"])(r) {
        if let Ok((r, _)) = one_of(MONEYLENDERS)(r) {
            return from_moneylender(r, n);
        }
        let (r, whom) = person_or_fail(r, "from")?;
        let from = Lender::Character {
            name: whom.to_string(),
        };
        return done(r, Action::Borrow { from, crowns: n });
    }
    if let Ok((r, _)) = one_of(&["lent to", "loaned to", "prestadas a", "prestado a"])(r) {
        let (r, whom) = person_or_fail(r, "to")?;
        let whom = whom.to_string();
        return done(r, Action::Lend { whom, crowns: n });
    }
    if let Ok((r, _)) = one_of(&[
        "paid back to",
        "repaid to",
        "given back to",
        "returned to",
        "devueltas a",
        "devuelto a",
    ])(r)
    {
        if let Ok((r, _)) = one_of(MONEYLENDERS)(r) {
            let whom = crate::orders::MONEYLENDER.to_string();
            return done(
                r,
                Action::Repay {
                    whom,
                    crowns: Some(n),
                },
            );
        }
        let (r, whom) = debtor(r, "to")?;
        let whom = whom.to_string();
        return done(
            r,
            Action::Repay {
                whom,
                crowns: Some(n),
            },
        );
    }
    PErr::at(sp(input)).miss()
}

/// The verbs of repaying.
pub const REPAY_VERBS: &[&str] = &[
    "repay",
    "pay back",
    "pay off",
    "paying back",
    "repaying",
    "repay my debt to",
    "pay my debt to",
    "settle my debt with",
    "settle my debt to",
    "settle my debts with",
    "settle up with",
    "clear my debt with",
    "clear my debt to",
    "return",
    "give back",
    "pay",
    "le pago a",
    "le pago al",
    "pago a",
    "pago al",
    "devuelvo",
    "le devuelvo",
    "pago mi deuda a",
    "pago mi deuda con",
    "pago la deuda a",
    "pago la deuda con",
    "saldo mi deuda con",
    "saldo la deuda con",
    "liquido mi deuda con",
];

/// ```text
/// repay = repay_verb part* ; part = sum | ["to" | "a"] person | "the moneylender" | debt | owed
/// ```
/// The sum and the creditor in either order, with what says it is a debt between them:
/// "pay back to Duval the 100 crowns that I am owing to him", "pay back the 80 crowns I owe
/// Thibault Crozet", "pay off my whole debt to the moneylender".
pub fn repay(input: &str) -> PResult<'_, Draft<'_>> {
    // "give Anselme Roux back 30 of the 60 crowns I owe him": what he gives back, repaid.
    if let Ok((r, _)) = one_of(&["give", "hand"])(input)
        && let Ok((r, whom)) = person(r)
        && let Ok((r, _)) = kw("back")(r)
        && let Ok((r, n)) = crowns(r)
    {
        let (r, _) = opt(|i| {
            let (i, _) = one_of(&["of the", "of my"])(i)?;
            let (i, _) = crowns(i)?;
            opt(one_of(OWED)).parse(i)
        })
        .parse(r)?;
        return done(
            r,
            Action::Repay {
                whom: whom.to_string(),
                crowns: Some(n),
            },
        );
    }
    let (rest, verb) = one_of(REPAY_VERBS)(input)?;
    let mut r = rest;
    let mut n = None;
    let mut whom: Option<&str> = None;
    let mut owed = false;
    // ("pay back the old loan": a loan, no one named, is the moneylender's.)
    let mut a_loan = false;
    for _ in 0..8 {
        // ("the old loan, 330": the sum after a comma.)
        if owed
            && n.is_none()
            && let Ok((r2, _)) = punct(',')(r)
            && let Ok((r2, m)) = sum(r2)
        {
            n = Some(m);
            r = r2;
            continue;
        }
        if let Ok((r2, w)) = one_of(DEBT)(r) {
            a_loan |= w.contains("loan");
            // "pay the moneylender back in full": what is paid back is a debt (not "I'll pay
            // the Major back in wine one day").
            let in_kind = w == "back"
                && one_of(&[
                    "in",
                    "one day",
                    "someday",
                    "some day",
                    "later",
                    "eventually",
                ])(r2)
                .is_ok()
                && one_of(&["in full"])(r2).is_err();
            owed |= !in_kind
                && !matches!(
                    w,
                    "everything" | "all" | "the money" | "el dinero" | "of it"
                );
            r = r2;
            continue;
        }
        if let Ok((r2, _)) = one_of(OWED)(r) {
            owed = true;
            r = r2;
            continue;
        }
        if n.is_none()
            && let Ok((r2, m)) = sum(r)
        {
            n = Some(m);
            r = r2;
            continue;
        }
        // "repay Vasseur his 60".
        if n.is_none()
            && whom.is_some()
            && let Ok((r2, _)) = one_of(&["his", "her", "su"])(r)
            && let Ok((r2, m)) = sum(r2)
        {
            n = Some(m);
            r = r2;
            continue;
        }
        if whom.is_some() {
            break;
        }
        let (r2, _) = opt(one_of(&["to", "a", "al", "with", "con"])).parse(r)?;
        if let Ok((r3, _)) = one_of(MONEYLENDERS)(r2) {
            whom = Some(crate::orders::MONEYLENDER);
            r = r3;
            continue;
        }
        match debtor(r2, verb) {
            Ok((r3, p)) => {
                whom = Some(p);
                r = r3;
            }
            Err(_) => break,
        }
    }
    // "Return 50 crowns to Gaston": "return" and "give back" repay only with a sum ("return
    // to Hunter's" is a visit), or a debt said ("give back to moneylender my loan").
    if n.is_none() && matches!(verb, "return" | "give back") && !owed {
        return PErr::at(input).miss();
    }
    let (r, said) = opt(one_of(OWED)).parse(r)?;
    // "le pago a Rodrigo las 120 que le debo", "pay Gaston the 100 crowns I owe him": paying
    // is repaying when the debt is said, or when it is the moneylender paid ("le pago al
    // prestamista las 330 coronas": he is paid nothing else).
    if matches!(
        verb,
        "pay" | "le pago a" | "le pago al" | "pago a" | "pago al"
    ) && !(owed || said.is_some() || whom == Some(crate::orders::MONEYLENDER))
    {
        return PErr::at(input).miss();
    }
    let whom = whom.or(a_loan.then_some(crate::orders::MONEYLENDER));
    let Some(whom) = whom else {
        let after = verb.to_string();
        return PErr::expected(sp(r), 0, Say::NameAfter { after }).fail();
    };
    // "the 200 I took in June plus the 10%, so 220": the total of the debt reckoned after it;
    // "Pay back the moneylender: the 300 crowns I borrowed in December plus the 10%, so 330":
    // the whole reckoning after him, its first sum the loan's.
    // ("Pay the moneylender what's due - the 400 I had from him in July, so 440": after a
    // dash too.)
    let reckoning = nom::branch::alt((punct(':'), punct('-'), punct('–')))
        .parse(r)
        .map_or(r, |(x, _)| x);
    let sum = n.or_else(|| {
        let end = reckoning.find(['.', ';']).unwrap_or(reckoning.len());
        reckoning[..end]
            .split(|c: char| !c.is_ascii_digit())
            .find(|w| !w.is_empty())
            .and_then(|w| w.parse().ok())
    });
    let (r, n) = match sum.and_then(|sum| super::read::reckoned_total(reckoning, sum)) {
        Some((r, total)) => (r, Some(total)),
        None => (r, n),
    };
    done(
        r,
        Action::Repay {
            whom: whom.to_string(),
            crowns: n,
        },
    )
}

/// Words that say the whole of a debt, and change nothing: "my whole debt to".
const DEBT: &[&str] = &[
    "my whole debt",
    "my debt",
    "my debts",
    "the whole debt",
    "the debt",
    "the loan",
    "my loan",
    "my loans",
    "the old loan",
    "my old loan",
    "the old debt",
    "my old debt",
    "whats due",
    "what is due",
    "what i owe him",
    "the money",
    "everything",
    "all",
    "in full",
    "back",
    "of it",
    "what i owe",
    "all i owe",
    "everything i owe",
    "mi deuda",
    "la deuda",
    "todo lo que le debo",
    "lo que le debo",
    "el dinero",
    "el prestamo",
    "mi prestamo",
];

/// The names of the moneylender.
const MONEYLENDERS: &[&str] = &[
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
    "a money lender",
    "the money lender",
    "a money-lender",
    "the money-lender",
    "money lender",
    "money-lender",
    "moneylender",
    "the moneylenders",
    "un prestamista",
    "prestamista",
    "el prestamista",
    "los prestamistas",
    // What players call him: "Pay off the Shylock", "the loan shark".
    "the shylock",
    "shylock",
    "the loan shark",
    "a loan shark",
    "loan shark",
    "the banker",
    "el banquero",
];

/// The person a loan order names, where what follows his name starts with no stop word:
/// "a Jacques Bonhomme la devolución de...", "that Athos repay the 200 crowns".
fn debtor<'a>(input: &'a str, verb: &str) -> PResult<'a, &'a str> {
    const AFTER: &[&str] = &[
        " las ",
        " los ",
        " the ",
        " la devolucion",
        " el pago",
        " repay",
        " pay back",
        " pays back",
        " pay me back",
        " pays me back",
        " give me back",
        " gives me back",
        " return",
    ];
    let (rest, whom) = person_or_fail(input, verb)?;
    // "pay back my 100 crowns": a possessive, not the man owed.
    if matches!(
        whom,
        "my" | "mi" | "mis" | "his" | "her" | "su" | "sus" | "our"
    ) {
        return PErr::expected(
            sp(input),
            0,
            Say::NameAfter {
                after: verb.to_string(),
            },
        )
        .fail();
    }
    let start = input.len() - rest.len() - whom.len();
    let padded = &input[start..];
    let cut = AFTER
        .iter()
        // (A marker may start inside the name read and end past it: "Brissot pay" + "back".)
        .filter_map(|m| {
            padded
                .find(m.trim_end())
                .filter(|k| *k > 0 && *k < whom.len())
        })
        .filter(|k| padded[*k..].starts_with(' '))
        .min();
    match cut {
        Some(k) => Ok((&padded[k..], &padded[..k])),
        None => Ok((rest, whom)),
    }
}

/// A sum of crowns, with its article ("las 100 coronas", "the 150 crowns"); never the "a"
/// of "devuelvo a Pierre".
fn sum(input: &str) -> PResult<'_, u32> {
    if one_of(&["a", "an"])(input).is_ok() {
        return PErr::at(input).miss();
    }
    let (r, _) = opt(one_of(&["the", "las", "los", "the sum of", "la suma de"])).parse(input)?;
    crowns(r)
}

/// What says the sum is a debt: "que le debo", "I owe him".
const OWED: &[&str] = &[
    "that i am owing to him",
    "that i am owing to her",
    "i am owing to him",
    "i am owing him",
    "that i owe to him",
    "i owe to him",
    "i owe him",
    "i owe her",
    "that i owe him",
    "that i owe her",
    "i owe",
    // "Pay back the 50 crowns he owes Lt. Brochard": his character, in the third person.
    "that he owes",
    "he owes",
    "he lent me",
    "she lent me",
    "que le debo",
    "que le adeudo",
    "que me presto",
    "que debo",
];

/// What says the sum was lent: "I lent him", "que le presté".
const LENT: &[&str] = &[
    "i lent him",
    "i lent her",
    "that i lent him",
    "that i lent her",
    // Of his character: "the 100 crowns he lent him".
    "he lent him",
    "that he lent him",
    "he owes me",
    "she owes me",
    // A non-native writer's present for the past: "the 120 crowns I lend him in April".
    "i lend him",
    "i lend her",
    "que le preste",
    "que le deje",
    "que me debe",
];

/// When a loan was made: "in November", "hace cuatro meses", "two months ago".
fn when(input: &str) -> PResult<'_, ()> {
    if let Ok((r, _)) = one_of(&["in", "en", "last", "el pasado"])(input) {
        let r = sp(r);
        let n = r.find(|c: char| !c.is_alphabetic()).unwrap_or(r.len());
        if crate::calendar::month_by_name(&r[..n]).is_some() {
            return Ok((&r[n..], ()));
        }
    }
    if let Ok((r, _)) =
        one_of(&["last month", "el mes pasado", "last year", "el ano pasado"])(input)
    {
        return Ok((r, ()));
    }
    let (r, _) = opt(one_of(&["hace"])).parse(input)?;
    let (r, _) = crate::orders::parse::lex::small_number(r)?;
    let (r, _) = one_of(&["months", "weeks", "years", "meses", "semanas", "anos"])(r)?;
    let (r, _) = opt(one_of(&["ago"])).parse(r)?;
    Ok((r, ()))
}

/// The verbs of demanding repayment.
pub const DEMAND_VERBS: &[&str] = &[
    // "I ask back from Lt. Gilles Romieu the 150 crowns which I lent him".
    "ask back from",
    // "I am asking back my 40 crowns from Jacquot Fabrezan": the sum, then the debtor.
    "ask back my",
    "asking back my",
    "ask back the",
    "asking back the",
    // "le cobro a Bernard Sallenave las 90 coronas que le presté": collected, demanded.
    "le cobro a",
    "le cobro al",
    "cobro a",
    "cobro al",
    "call in the debt of",
    "call in the",
    "demand repayment from",
    "demand repayment of my loan from",
    "demand repayment of",
    "demand the repayment of",
    "ask for repayment of",
    "demand back",
    "demand that",
    "demand from",
    "i demand from",
    "call in my loan to",
    "call in the loan to",
    // "he demands Fourcade pays back the 120 crowns": only with what he must do.
    "demand",
    "i demand",
    // "I ask Lt. Coutances to give me back the 100 crowns I lent him": asked, it is demanded.
    "ask",
    "i ask",
    // "tell Lt Pelissier to pay back the 150 crowns": told, as asked.
    "tell",
    "i tell",
    "reclamo la deuda a",
    "reclamo el pago a",
    "reclamo el prestamo a",
    "exijo el pago a",
    "exijo a",
    "reclamo a",
    "le reclamo a",
    // "Le reclamo al Teniente Gaston Mornay las 200 coronas": "al" is "a el".
    "reclamo al",
    "le reclamo al",
    "exijo al",
    // "Call in Pradines' 80 (lent Feb)": a debtor and his sum after it, nothing else.
    "call in",
];

/// What a debtor named first must do, said of him: "Vauquelin should pay back my 100 crowns",
/// "(demand) Fourcade pays back the 120 crowns I lent him".
const DEBTOR_MUST: &[&str] = &[
    "should pay back",
    "should pay me back",
    "must pay back",
    "must pay me back",
    "has to pay back",
    "has to pay me back",
    "is to pay back",
    "is to pay me back",
    "should repay me",
    "must repay me",
    "should repay",
    "must repay",
    "should give me back",
    "must give me back",
    "should return",
    "must return",
    // (The third person is read as the first: "Fourcade pays back" is "pay back".)
    "pay back",
    "pay me back",
    "repay me",
    "debe devolverme",
    "tiene que devolverme",
    "tiene que pagarme",
    "me tiene que devolver",
    "me tiene que pagar",
    "que me devuelva",
    "que me pague",
];

/// After a debtor named first ("Vauquelin should pay back my 100 crowns now"), what he must
/// do and the sum or the loan, which says a debt of the player's own (not "Vauquelin should
/// pay back the Major someday", talk of another's debts): the text after it.
pub fn what_the_debtor_must(input: &str) -> Option<&str> {
    let (r, _) = one_of(DEBTOR_MUST)(input).ok()?;
    let (r, mine) = opt(one_of(&["my", "mi", "mis"])).parse(r).ok()?;
    let (r, _) = sum(r).or_else(|_| crowns(r)).ok()?;
    let (r, lent) = opt(one_of(LENT)).parse(r).ok()?;
    if mine.is_none() && lent.is_none() {
        return None;
    }
    let (r, _) = opt(when).parse(r).ok()?;
    let (r, _) = opt(one_of(&["now", "ahora", "ya"])).parse(r).ok()?;
    Some(r)
}

/// `demand_repayment = ("demand repayment from" | "call in the loan to" | "exijo a" ... "que me pague" | "reclamo la deuda a") person`
pub fn demand_repayment(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(DEMAND_VERBS)(input)?;
    // "call in the 100 crowns Aubert de Lisle has owed me since Christmas" (not "call in a
    // class 5 favour"): a sum after it.
    if verb == "call in the" && crowns(rest).is_err() {
        return PErr::at(input).miss();
    }
    // "call in Pradines' 80": the debtor, then his sum (not "call in at the club").
    if verb == "call in" {
        let (r, whom) = debtor(rest, verb).map_err(|_| nom::Err::Error(PErr::at(input)))?;
        let (r, _) = crowns(r).map_err(|_| nom::Err::Error(PErr::at(input)))?;
        return done(
            r,
            Action::DemandRepayment {
                whom: whom.to_string(),
            },
        );
    }
    let rest = match sum(rest).or_else(|_| crowns(rest)) {
        Ok((r, _)) => {
            // "demand repayment of the 200 crowns I lent Capt. Octave Marchal".
            opt(one_of(&[
                "from",
                "owed by",
                "lent to",
                "that",
                "de",
                "a",
                "i lent",
                "i lent to",
                "that i lent",
                "that i lent to",
                "which i lent",
                "which i lent to",
                "i loaned",
                "i loaned to",
                "que preste a",
                "que le preste a",
                "le preste a",
            ]))
            .parse(r)?
            .0
        }
        Err(_) => rest,
    };
    // "I ask X to give me back ...": only that is a demand ("he asks me every week" is not);
    // "demand" alone only with what the debtor must do ("demand Fourcade pays back the 120
    // crowns", not "demand satisfaction from Rohan").
    let asked = matches!(verb, "ask" | "i ask" | "tell" | "i tell");
    let bare = matches!(verb, "demand" | "i demand");
    if bare {
        let (r, _) = debtor(rest, verb).map_err(|_| nom::Err::Error(PErr::at(input)))?;
        if one_of(DEBTOR_MUST)(r).is_err() {
            return PErr::at(input).miss();
        }
    }
    let (r, whom) = match debtor(rest, verb) {
        Err(_) if asked => return PErr::at(input).miss(),
        found => found?,
    };
    let r = match verb {
        "ask" | "i ask" | "tell" | "i tell" => {
            one_of(&[
                "to give me back",
                "to pay back",
                "to pay me",
                "to pay me back",
                "to repay me",
                "to repay",
                "to return",
                "to give back",
                "for the return of",
                "for repayment of",
                "for my money back",
            ])(r)
            .map(|(r, _)| r)
            .or_else(|e| {
                // "I ask Jacquot Fabrezan for my 40 crowns back" (not "ask Porthos for my
                // sword"): a sum after it.
                let (r2, _) = one_of(&["for my", "for the"])(r)?;
                let (r3, _) = sum(r2).or_else(|_| crowns(r2)).map_err(|_| e)?;
                let (r3, _) = opt(one_of(&["back"])).parse(r3)?;
                Ok::<_, nom::Err<PErr>>(r3)
            })?
        }
        _ => r,
    };
    let (r, _) = opt(one_of(&[
        "has owed me",
        "owes me",
        "has owed me since",
        "borrowed from me",
        "borrowed",
        "from me",
        "me debe",
        "me debe desde",
        "me pidio prestadas",
        "me pidio prestado",
    ]))
    .parse(r)?;
    let (r, _) = opt(one_of(&[
        "repays me",
        "repay me",
        "pays me back",
        "pay me back",
        "repays",
        "que me pague",
        "que me devuelva el prestamo",
        "que me devuelva lo prestado",
        "que me devuelva el dinero",
        "el pago",
        "la devolucion de",
        "el pago de",
        "repay",
        "pay back",
        "pays back",
        "return",
        "returns",
    ]))
    .parse(r)?;
    // ("to return me the 120 crowns": to whom, said again.)
    let (r, _) = opt(one_of(&["me", "to me"])).parse(r)?;
    // "the 200 crowns I lent him in November", "las 200 coronas que le presté hace cuatro
    // meses": the debt, told; the sum is the whole of it.
    let (r, _) = opt(|i| {
        let (i, _) = opt(one_of(&["the", "las", "los"])).parse(i)?;
        let (r, _) = sum(i)?;
        let (r, _) = opt(one_of(LENT)).parse(r)?;
        opt(when).parse(r)
    })
    .parse(r)?;
    done(
        r,
        Action::DemandRepayment {
            whom: whom.to_string(),
        },
    )
}

/// A demand for repayment known by its parts, however the sentence runs: a verb of asking
/// ("ask", "demand", "want", "pido", "reclamo"), a word that says the money is his, lent
/// ("lent", "presté", "owes me") or wanted back ("back", "devuelva"), the money (a sum, or
/// the word for it), and one man named: "+ ask Fontanieu back for the 80 i lent him in
/// sept", "Y le pido a en Tomàs Garrigou los 40 que le presté en septiembre", "I demand to
/// Lucas Ogier that he gives back the 80 crowns". No other order's verb may stand in it
/// (and "pido prestadas", asking for a loan, is borrowing). The man named.
pub fn demand_by_parts<'a>(line: &Line, clause: &'a str) -> Option<&'a str> {
    const ASK: &[&str] = &[
        "ask", "asks", "demand", "demands", "want", "wants", "request", "requests", "claim",
        "claims", "pido", "pide", "reclamo", "reclama", "exijo", "exige", "quiero", "solicito",
    ];
    const HIS_MONEY: &[&str] = &[
        "lent", "loaned", "preste", "owes", "owed", "debe", "back", "devuelva", "devuelve",
        "devolver", "repay", "repays",
    ];
    let words: Vec<&str> = super::lex::words_in(clause).collect();
    if words.len() > 30
        || !words.iter().any(|w| ASK.contains(w))
        || !words.iter().any(|w| HIS_MONEY.contains(w))
        || words.iter().any(|w| matches!(*w, "moneylender" | "prestamista" | "usurer"))
        // (The money named: a sum, or what it is; not "ask Porthos for my sword back".)
        || !words.iter().any(|w| {
            w.starts_with(|c: char| c.is_ascii_digit())
                || matches!(
                    *w,
                    "crowns" | "coronas" | "money" | "dinero" | "debt" | "deuda" | "loan"
                        | "prestamo"
                )
        })
    {
        return None;
    }
    // The one man named, and no order's verb but the asking.
    let mut named = None;
    for (k, _) in clause.char_indices().filter(|&(k, c)| {
        c.is_alphabetic() && (k == 0 || !clause[..k].ends_with(char::is_alphanumeric))
    }) {
        let at = &clause[k..];
        let word = super::lex::words_in(at).next().unwrap_or("");
        // (Words of the demand itself open no other order: "back", "y le pido", "i lent".)
        const ITS_OWN: &[&str] = &[
            "i", "y", "and", "the", "a", "que", "le", "he", "she", "that", "for", "my", "mi",
            "los", "las", "en", "to", "from", "of", "de",
        ];
        if !ASK.contains(&word)
            && !HIS_MONEY.contains(&word)
            && !ITS_OWN.contains(&word)
            && super::action::item(at).is_ok()
        {
            return None;
        }
        if crate::calendar::month_by_word(word).is_some() {
            continue;
        }
        if let Some((_, name)) = super::slots::proper_name(line, at)
            && !matches!(name, "i" | "he" | "she" | "el" | "ella" | "yo")
        {
            match named {
                None => named = Some(name),
                Some(first) if first.ends_with(name) => {}
                Some(_) => return None,
            }
        }
    }
    named
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demanded(text: &str) -> Option<String> {
        let line = Line::new(1, text);
        demand_by_parts(&line, &line.folded).map(String::from)
    }

    #[test]
    fn a_demand_known_by_its_parts() {
        for (text, whom) in [
            (
                "+ ask Fontanieu back for the 80 i lent him in sept",
                "fontanieu",
            ),
            (
                "Y le pido a en Tomàs Garrigou los 40 que le presté en septiembre",
                "tomas garrigou",
            ),
            (
                "I demand to Lucas Ogier that he gives back the 80 crowns that I lent him in June",
                "lucas ogier",
            ),
            ("I want my 80 crowns back from Fontanieu", "fontanieu"),
        ] {
            assert_eq!(demanded(text).as_deref(), Some(whom), "{text}");
        }
        // Borrowing, a thing not money, the moneylender, or another order beside it: not
        // a demand read by its parts.
        for text in [
            "le pido prestadas 60 coronas a Don Baltasar",
            "I ask Fontanieu to lend me 80 crowns",
            "ask Porthos for my sword back",
            "ask the moneylender for 80 crowns back",
            "I want my 80 crowns back from Fontanieu and court Mlle Rose",
        ] {
            assert_eq!(demanded(text), None, "{text}");
        }
    }

    fn repaid(text: &str) -> (String, Option<u32>) {
        match repay(text) {
            Ok((_, Draft::Done(Action::Repay { whom, crowns }))) => (whom, crowns),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn a_debt_repaid_however_it_is_written() {
        assert_eq!(
            repaid("pay back to duval the 100 crowns that i am owing to him"),
            ("duval".into(), Some(100))
        );
        assert_eq!(
            repaid("pay back the 80 crowns i owe thibault crozet"),
            ("thibault crozet".into(), Some(80))
        );
        assert_eq!(
            repaid("pay off my whole debt to the moneylender"),
            ("moneylender".into(), None)
        );
        assert_eq!(
            repaid("devuelvo a pierre las 100 coronas que le debo"),
            ("pierre".into(), Some(100))
        );
        assert_eq!(
            repaid("repay athos 150 crowns"),
            ("athos".into(), Some(150))
        );
        assert!(matches!(repay("repay"), Err(nom::Err::Failure(_))));
    }

    #[test]
    fn a_sum_asked_of_the_moneylender() {
        let Ok((_, Draft::Done(Action::Borrow { crowns, .. }))) =
            borrow("pido 200 coronas al prestamista")
        else {
            panic!()
        };
        assert_eq!(crowns, 200);
        // "pido" alone asks for many things.
        assert!(matches!(
            borrow("pido al jefe de mi batallon que me dispense"),
            Err(nom::Err::Error(_))
        ));
    }

    #[test]
    fn a_loan_of_part_of_a_sum() {
        let Ok((_, Draft::Done(Action::Lend { whom, crowns }))) =
            lend("lend 100 of it to olivier sarrazin")
        else {
            panic!()
        };
        assert_eq!((whom.as_str(), crowns), ("olivier sarrazin", 100));
    }
}
