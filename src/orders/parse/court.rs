//! Courting a lady: `court Roxanne`, `court mistress no. 4 (Roxanne)`, `la cortejo`, with
//! extra gifts (`with 2 extra gifts`).

use super::action::{Draft, Lady};
use super::lex::{PErr, PResult, one_of, punct, small_number, sp};
use super::name::{bracketed_name, name};
use super::words::{COURT_VERBS, LADY_TITLES};
use crate::orders::Say;
use nom::Parser;
use nom::combinator::{cut, opt};

/// "la cortejo": the courting verb after the pronoun of the lady.
pub const COURT_PRONOUNS: &[&str] = &[
    "la cortejo",
    "le cortejo",
    "la corteja",
    "la vuelvo a cortejar",
    "la cortejo de nuevo",
    // "si no, vuelvo a cortejarla": the pronoun after the verb ("vuelvo a" is read past:
    // it opens no order of its own).
    "cortejarla",
    "sigo cortejandola",
    "seguir cortejandola",
    "continuo cortejandola",
    "la sigo cortejando",
    "cortejarla de nuevo",
    "cortejarla otra vez",
];

/// ```text
/// court = court_verb ["a" | "to"] lady [extra_gifts]
/// lady = [lady_title] (number_ref ["(" name ")"] | "(" name ")" | name)
/// lady_title = "mistress" | "lady" | "dama" | ...
/// number_ref = ("number" | "no" ["."] | "#" | "numero") small_number
/// ```
pub fn court(input: &str) -> PResult<'_, Draft<'_>> {
    // "la cortejo a Mlle Bertille de Cazaux": the pronoun doubled by the lady's name after
    // it (as "le presto 20 coronas a X").
    if let Ok((rest, _)) = one_of(&["la cortejo", "la corteja", "la cortejare"])(input)
        && let Ok((rest, _)) = one_of(&["a"])(rest)
        && let Ok((rest, lady)) = lady(rest)
    {
        let (rest, extra) = opt(extra_gifts).parse(rest)?;
        return Ok((
            rest,
            Draft::Court {
                lady,
                extra_gifts: extra.unwrap_or(0),
            },
        ));
    }
    if let Ok((rest, p)) = one_of(COURT_PRONOUNS)(input) {
        let (rest, extra) = opt(extra_gifts).parse(rest)?;
        return Ok((
            rest,
            Draft::Court {
                lady: Lady::Name(p.find("la").map_or(&p[..2], |k| &p[k..k + 2])),
                extra_gifts: extra.unwrap_or(0),
            },
        ));
    }
    let (rest, _) = one_of(COURT_VERBS)(input)?;
    // "Court: Mme Éléonore de Brézé" (a form's field).
    let (rest, _) = opt(one_of(&[":", "-"])).parse(rest)?;
    let (rest, _) = opt(one_of(&["a", "to"])).parse(rest)?;
    let (rest, lady) = cut(lady).parse(rest)?;
    let (rest, extra) = opt(extra_gifts).parse(rest)?;
    Ok((
        rest,
        Draft::Court {
            lady,
            extra_gifts: extra.unwrap_or(0),
        },
    ))
}

fn lady(input: &str) -> PResult<'_, Lady<'_>> {
    if let Ok((rest, name)) = super::society::described_person(input) {
        return Ok((rest, Lady::Name(name)));
    }
    let (i, _) = opt(one_of(LADY_TITLES)).parse(input)?;
    if let Ok((rest, n)) = number_ref(i) {
        if let Ok((rest, name)) = bracketed_name(rest) {
            return Ok((rest, Lady::Name(name)));
        }
        return Ok((rest, Lady::Number(n)));
    }
    if let Ok((rest, name)) = bracketed_name(i) {
        return Ok((rest, Lady::Name(name)));
    }
    match name(i) {
        Ok((rest, n)) => Ok((rest, Lady::Name(n))),
        Err(_) => PErr::expected(sp(i), 0, Say::LadyToCourt).miss(),
    }
}

fn number_ref(input: &str) -> PResult<'_, u8> {
    let (rest, _) = one_of(&["number", "no", "nr", "num", "numero", "n", "#"])(input)?;
    let (rest, _) = opt(punct('.')).parse(rest)?;
    small_number(rest)
}

/// ```text
/// extra_gifts = ("with" | "and" | "con" | "y") small_number ["extra" | "more" | "additional"]
///               ("gifts" | "gift" | "regalos" | "regalo") ["extra" | "extras" | "adicionales" | "de mas"]
/// ```
/// One of the words saying *extra* is required: "with 2 gifts" could mean two in all.
pub fn extra_gifts(input: &str) -> PResult<'_, u8> {
    let (rest, _) = one_of(&["with", "and", "con", "y", "giving"])(input)?;
    let (rest, n) = small_number(rest)?;
    let (rest, before) = opt(one_of(&["extra", "more", "additional", "further"])).parse(rest)?;
    let (rest, _) = one_of(&["gifts", "gift", "regalos", "regalo"])(rest)?;
    let (rest, after) = opt(one_of(&[
        "extra",
        "extras",
        "adicionales",
        "adicional",
        "de mas",
        "mas",
    ]))
    .parse(rest)?;
    if before.is_none() && after.is_none() {
        return PErr::at(input).miss();
    }
    Ok((rest, n))
}
