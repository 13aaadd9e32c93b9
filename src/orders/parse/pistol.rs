//! The orders of a pistol (003, 8.9): `buy a pistol`, `pistol practice`, `carry my pistol`.
//! A duel fought with pistols is no order of these: the duel's reader sends it to the GM
//! (8.9.1: "En ningún caso se utilizarán en un duelo").

use super::action::Draft;
use super::lex::{PResult, one_of};
use super::words::PRACTICE_VERBS;
use crate::orders::{Action, MonthlyOrder};
use nom::Parser;
use nom::combinator::opt;

/// The pistol, in both languages.
pub const PISTOL: &[&str] = &["pistol", "pistols", "pistola", "pistolas"];

/// Words before the pistol: "a", "my", "la", "mi"...
const ARTICLE: &[&str] = &[
    "a", "an", "the", "my", "one", "un", "una", "la", "el", "mi", "su",
];

/// `buy_pistol = buy_verb [article] ["new" | "nueva"] pistol`
pub fn buy_pistol(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(&["buy", "purchase", "compro", "comprar", "adquiero"])(input)?;
    let (rest, _) = opt(one_of(ARTICLE)).parse(rest)?;
    let (rest, _) = opt(one_of(&["new", "good", "nueva", "buena"])).parse(rest)?;
    let (rest, _) = one_of(PISTOL)(rest)?;
    Ok((rest, Draft::Done(Action::BuyPistol)))
}

/// The words that start a pistol practice: a practice verb, "pistol" itself ("pistol
/// practice"), or shooting ("shooting practice", "tiro con pistola").
pub const PISTOL_PRACTICE_START: &[&str] = &[
    "pistol", "pistola", "shooting", "target", "tiro", "a", "una",
];

/// ```text
/// practise_pistol = practice_verb ["again" | "de nuevo"] ["with" | "con" | "at" | "de"]
///                   [article] pistol ["shooting" | "practice"]
///                 | practice_verb ("shooting" | "tiro" | "el tiro") [("with" | "con") [article] pistol]
///                 | pistol ("practice" | "shooting") | ("shooting" | "target") "practice"
///                 | "tiro con pistola" | "a week at the shooting range"...
/// ```
pub fn practise_pistol(input: &str) -> PResult<'_, Draft<'_>> {
    let done = |rest| Ok((rest, Draft::Done(Action::PractisePistol)));
    // "pistol practice", "pistola: práctica".
    if let Ok((rest, _)) = one_of(PISTOL)(input)
        && let Ok((rest, _)) = one_of(&[
            "practice",
            "practise",
            "shooting",
            "practica",
            "practicas",
            "tiro",
        ])(rest)
    {
        return done(rest);
    }
    // "shooting practice", "target practice", "tiro con pistola".
    if let Ok((rest, _)) = one_of(&[
        "shooting practice",
        "target practice",
        "shooting",
        "tiro con pistola",
        "practicas de tiro",
        "practica de tiro",
        "a week at the shooting range",
        "a week at the range",
        "una semana de tiro",
    ])(input)
    {
        let rest = with_pistol(rest).map_or(rest, |(r, _)| r);
        return done(rest);
    }
    let (rest, _) = one_of(PRACTICE_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["again", "once more", "de nuevo", "otra vez"])).parse(rest)?;
    // "practise shooting", "practico el tiro (con pistola)".
    if let Ok((rest, _)) = one_of(&[
        "shooting",
        "my shooting",
        "marksmanship",
        "tiro",
        "el tiro",
        "punteria",
        "mi punteria",
    ])(rest)
    {
        let rest = with_pistol(rest).map_or(rest, |(r, _)| r);
        return done(rest);
    }
    let (rest, _) = with_pistol(rest)?;
    let (rest, _) = opt(one_of(&["shooting", "practice", "tiro"])).parse(rest)?;
    done(rest)
}

/// `["with" | "con" | "at" | "de" | "the"] [article] pistol`
fn with_pistol(input: &str) -> PResult<'_, &str> {
    let (rest, _) = opt(one_of(&["with", "con", "at", "de", "in", "the"])).parse(input)?;
    let (rest, _) = opt(one_of(ARTICLE)).parse(rest)?;
    one_of(PISTOL)(rest)
}

/// The verbs of carrying a pistol.
pub const CARRY_VERBS: &[&str] = &[
    "carry",
    "carrying",
    "i carry",
    "i will carry",
    "i'll carry",
    "go armed with",
    "going armed with",
    "take",
    "bring",
    "keep",
    "llevo",
    "llevare",
    "llevar",
    "voy armado con",
    "ire armado con",
    "porto",
];

/// ```text
/// carry_pistol = carry_verb [article] ["loaded"] pistol ["loaded" | "with me" | "at all times"
///                | "this month" | "cargada" | "encima" | "conmigo" | "este mes" ...]
/// ```
/// "Carry my pistol this month", "llevo la pistola cargada encima".
pub fn carry_pistol(input: &str) -> PResult<'_, MonthlyOrder> {
    let (rest, _) = one_of(CARRY_VERBS)(input)?;
    let (rest, _) = opt(one_of(ARTICLE)).parse(rest)?;
    let (rest, _) = opt(one_of(&["loaded", "cargada"])).parse(rest)?;
    let (mut rest, _) = one_of(PISTOL)(rest)?;
    while let Ok((r, _)) = one_of(&[
        "loaded",
        "with me",
        "on me",
        "at all times",
        "everywhere",
        "this month",
        "all month",
        "cargada",
        "encima",
        "conmigo",
        "siempre",
        "este mes",
        "todo el mes",
    ])(rest)
    {
        rest = r;
    }
    Ok((rest, MonthlyOrder::CarryPistol))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole<T>(r: PResult<'_, T>) -> Option<T> {
        r.ok()
            .filter(|(rest, _)| rest.trim().is_empty())
            .map(|(_, t)| t)
    }

    #[test]
    fn a_pistol_bought_practised_and_carried() {
        for text in [
            "buy a pistol",
            "purchase a new pistol",
            "compro una pistola",
        ] {
            assert_eq!(
                whole(buy_pistol(text)),
                Some(Draft::Done(Action::BuyPistol)),
                "{text}"
            );
        }
        for text in [
            "pistol practice",
            "practise with my pistol",
            "practice pistol",
            "shooting practice",
            "practico tiro con pistola",
            "practico con la pistola",
            "target practice with the pistol",
        ] {
            let practice = Some(Draft::Done(Action::PractisePistol));
            assert_eq!(whole(practise_pistol(text)), practice, "{text}");
        }
        assert!(practise_pistol("practice rapier").is_err());
        for text in [
            "carry my pistol this month",
            "i carry my pistol loaded",
            "llevo la pistola cargada encima",
        ] {
            assert_eq!(
                whole(carry_pistol(text)),
                Some(MonthlyOrder::CarryPistol),
                "{text}"
            );
        }
    }
}
