//! Conditions as players write them: "if Juliette accepts", "si acepta", "if the play is
//! good", "if my endurance is below half", "if challenged by Rochefort", "if I won her".
//!
//! Only these are understood (they are what the rules can decide); any other condition is a
//! diagnostic for the GM, never a guess. A condition that is the negation of one of them
//! ("if she refuses", "si no acepta") swaps the branches.

use super::lex::{PResult, one_of};
use super::society::PRONOUNS;
use crate::orders::Condition;
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;

/// A condition read, with its people as folded slices (or pronouns), and whether it is
/// negated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cond<'a> {
    pub condition: Condition,
    /// The folded slice each name of the condition came from.
    pub who: Option<&'a str>,
    pub negated: bool,
}

/// `else = ("otherwise" | "else" | "if not" | "or else" | "si no" | "sino" | "de lo contrario" | "en caso contrario" | "en otro caso") [","]`
pub fn otherwise(input: &str) -> PResult<'_, ()> {
    let (r, _) = opt(one_of(&["and", "y", "but", "pero"])).parse(input)?;
    let (r, _) = one_of(&[
        "otherwise",
        "else",
        "if not",
        "or else",
        "failing that",
        "si no",
        "sino",
        "de lo contrario",
        "en caso contrario",
        "en otro caso",
        "si no es asi",
        "en caso de que no",
    ])(r)?;
    let (r, _) = opt(one_of(&[",", ":", "then", "entonces"])).parse(r)?;
    Ok((r, ()))
}

/// ```text
/// condition = ("if" | "si" | "in case" | "en caso de que") condition_body [","] ["then" | "entonces"]
/// condition_body = [person] accepts ["the invitation" | "my invitation" | "la invitacion"]
///                | [person] refuses                                   (negated)
///                | "the play is good" | "la obra es buena" | "la obra es competente" | ...
///                | "my endurance is below half" | "mi resistencia esta por debajo de la mitad" | ...
///                | ["i am"] "challenged by" person | person "challenges me" | person "me reta"
///                | "i won her" | "the courting succeeds" | person "becomes my mistress" | ...
/// accepts = "accepts" | "accepted" | "has accepted" | "acepta" | "acepto" | "ha aceptado" | ...
/// ```
pub fn condition(input: &str) -> PResult<'_, Cond<'_>> {
    let (r, _) = one_of(&[
        "if",
        "si",
        "in case",
        "en caso de que",
        "provided",
        "cuando",
        "when",
    ])(input)?;
    let (r, c) = alt((fixed, challenged, accepts, won)).parse(r)?;
    let (r, _) = opt(one_of(&[",", "then", "entonces", ":"])).parse(r)?;
    Ok((r, c))
}

fn plain(condition: Condition) -> Cond<'static> {
    Cond {
        condition,
        who: None,
        negated: false,
    }
}

fn fixed(input: &str) -> PResult<'_, Cond<'_>> {
    const GOOD: &[&str] = &[
        "the play is good",
        "the play is a good one",
        "the play is competent",
        "the play is a success",
        "the reviews are good",
        "the play got good reviews",
        "la obra es buena",
        "la obra es competente",
        "la obra es un exito",
        "la obra tiene buenas criticas",
        "las criticas son buenas",
    ];
    const BAD: &[&str] = &[
        "the play is bad",
        "the play is poor",
        "the play is a flop",
        "la obra es mala",
        "la obra es un fracaso",
    ];
    const LOW: &[&str] = &[
        "my endurance is below half",
        "my endurance is under half",
        "my endurance is less than half",
        "i am below half endurance",
        "im below half endurance",
        "below half endurance",
        "i am wounded",
        "mi resistencia esta por debajo de la mitad",
        "mi resistencia es menor que la mitad",
        "mi resistencia es inferior a la mitad",
        "estoy por debajo de la mitad de mi resistencia",
        "estoy herido",
    ];
    if let Ok((r, _)) = one_of(GOOD)(input) {
        return Ok((r, plain(Condition::PlayIsGood)));
    }
    if let Ok((r, _)) = one_of(BAD)(input) {
        let mut c = plain(Condition::PlayIsGood);
        c.negated = true;
        return Ok((r, c));
    }
    let (r, _) = one_of(LOW)(input)?;
    Ok((r, plain(Condition::EnduranceBelowHalf)))
}

fn who(input: &str) -> PResult<'_, &str> {
    if let Ok((r, p)) = one_of(&["she", "he", "her", "ella", "el"])(input) {
        return Ok((r, p));
    }
    super::action::name(input)
}

fn accepts(input: &str) -> PResult<'_, Cond<'_>> {
    let (r, whom) = opt(who).parse(input)?;
    let (r, neg) = opt(one_of(&[
        "does not", "doesnt", "did not", "didnt", "no", "no ha",
    ]))
    .parse(r)?;
    let (r, verb) = one_of(&[
        "accepts",
        "accept",
        "accepted",
        "has accepted",
        "acepta",
        "acepto",
        "ha aceptado",
        "aceptase",
        "aceptara",
        "refuses",
        "refused",
        "declines",
        "declined",
        "rechaza",
        "rechazo",
        "ha rechazado",
    ])(r)?;
    let refuses = [
        "refuses",
        "refused",
        "declines",
        "declined",
        "rechaza",
        "rechazo",
        "ha rechazado",
    ]
    .contains(&verb);
    let (r, _) = opt(one_of(&[
        "the invitation",
        "my invitation",
        "la invitacion",
        "mi invitacion",
        "my offer",
        "mi oferta",
    ]))
    .parse(r)?;
    let whom = whom.unwrap_or("she");
    Ok((
        r,
        Cond {
            condition: Condition::Accepts {
                whom: whom.to_string(),
            },
            who: Some(whom),
            negated: neg.is_some() != refuses,
        },
    ))
}

fn challenged(input: &str) -> PResult<'_, Cond<'_>> {
    let by = |i| {
        let (r, _) = opt(one_of(&["i am", "im", "i get", "soy"])).parse(i)?;
        let (r, _) = one_of(&["challenged by", "retado por", "desafiado por"])(r)?;
        super::action::name(r)
    };
    let me = |i| {
        let (r, n) = super::action::name(i)?;
        let (r, _) = one_of(&["challenges me", "me reta", "me desafia"])(r)?;
        Ok((r, n))
    };
    let me_es = |i| {
        let (r, _) = one_of(&["me reta", "me desafia"])(i)?;
        super::action::name(r)
    };
    let (r, n) = alt((by, me, me_es)).parse(input)?;
    Ok((
        r,
        Cond {
            condition: Condition::ChallengedBy {
                whom: n.to_string(),
            },
            who: Some(n),
            negated: false,
        },
    ))
}

fn won(input: &str) -> PResult<'_, Cond<'_>> {
    let pronoun_forms = |i| {
        one_of(&[
            "i won her",
            "i win her",
            "i have won her",
            "the courting succeeds",
            "the courting succeeded",
            "my courting succeeds",
            "she becomes my mistress",
            "she is my mistress",
            "la conquisto",
            "la conquiste",
            "la he conquistado",
            "el cortejo tiene exito",
            "se convierte en mi amante",
            "es mi amante",
        ])(i)
        .map(|(r, _)| (r, "she"))
    };
    let named = |i| {
        let (r, n) = super::action::name(i)?;
        let (r, _) = one_of(&[
            "becomes my mistress",
            "is my mistress",
            "became my mistress",
            "se convierte en mi amante",
            "es mi amante",
        ])(r)?;
        Ok((r, n))
    };
    let won_named = |i| {
        let (r, _) = one_of(&["i won", "i win", "i have won", "conquisto a", "conquiste a"])(i)?;
        super::action::name(r)
    };
    let (r, n) = alt((pronoun_forms, named, won_named)).parse(input)?;
    Ok((
        r,
        Cond {
            condition: Condition::CourtingSucceeded {
                lady: n.to_string(),
            },
            who: Some(n),
            negated: false,
        },
    ))
}

/// True when `name` (folded) stands for the person last named.
pub fn is_pronoun(name: &str) -> bool {
    PRONOUNS.contains(&name) || name == "ella" || name == "el"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions() {
        let (r, c) = condition("si juliette acepto la invitacion, llevo").unwrap();
        assert_eq!(r, " llevo");
        assert_eq!(
            c.condition,
            Condition::Accepts {
                whom: "juliette".into()
            }
        );
        let (_, c) = condition("si acepta,").unwrap();
        assert_eq!(c.who, Some("she"));
        let (_, c) = condition("if she refuses").unwrap();
        assert!(c.negated);
        let (_, c) = condition("if challenged by rochefort,").unwrap();
        assert_eq!(
            c.condition,
            Condition::ChallengedBy {
                whom: "rochefort".into()
            }
        );
        assert!(condition("if it rains").is_err());
    }
}
